#include "plaintextdocumentbuilder.h"

#include <QPlainTextDocumentLayout>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QThread>

using namespace Touchline;

class PlainTextDocumentBuilderTest : public QObject
{
    Q_OBJECT
private:
    static PlainTextDocumentBuilder::Settings someSettings()
    {
        QTextDocument model;
        QFont font(QStringLiteral("Serif"));
        font.setPointSize(17);
        model.setDefaultFont(font);
        QTextOption option = model.defaultTextOption();
        option.setWrapMode(QTextOption::WrapAnywhere);
        option.setTabStopDistance(33);
        model.setDefaultTextOption(option);
        model.setDocumentMargin(18);
        return PlainTextDocumentBuilder::settingsOf(model);
    }

private slots:
    void buildsOnAWorkerADocumentForTheCallersThread()
    {
        PlainTextDocumentBuilder builder;
        QSignalSpy built(&builder, &PlainTextDocumentBuilder::built);
        const QString text = QStringLiteral("Rovers won 2-1.\nRuiz scored twice.\r\nFull time.");
        builder.build(text, someSettings());
        QVERIFY(builder.isBuilding());
        QVERIFY(built.wait(10000));
        QVERIFY(!builder.isBuilding());
        QCOMPARE(built.size(), 1);
        std::unique_ptr<QTextDocument> document(built.at(0).at(0).value<QTextDocument *>());
        QCOMPARE(built.at(0).at(1).toString(), text);
        QVERIFY(document);
        QCOMPARE(document->thread(), QThread::currentThread());
        QCOMPARE(document->parent(), nullptr);
        // The same blocks as a document filled here.
        QTextDocument here;
        here.setPlainText(text);
        QCOMPARE(document->blockCount(), here.blockCount());
        QCOMPARE(document->toPlainText(), here.toPlainText());
        QVERIFY(qobject_cast<QPlainTextDocumentLayout *>(document->documentLayout()));
        const PlainTextDocumentBuilder::Settings wanted = someSettings();
        QCOMPARE(document->defaultFont(), wanted.font);
        QCOMPARE(document->documentMargin(), 18.0);
        QCOMPARE(document->defaultTextOption().wrapMode(), QTextOption::WrapAnywhere);
        QCOMPARE(document->defaultTextOption().tabStopDistance(), 33.0);
        QCOMPARE(document->isUndoRedoEnabled(), wanted.undoRedoEnabled);
        QVERIFY(!document->isUndoAvailable()); // the filling is no step to undo
    }

    void onlyTheLastBuildAskedForArrives()
    {
        PlainTextDocumentBuilder builder;
        QSignalSpy built(&builder, &PlainTextDocumentBuilder::built);
        const QString first = QStringLiteral("Ashford Rovers 2-1 Kingsbridge Town\n").repeated(20000);
        const QString second = QStringLiteral("Kingsbridge Town 0-0 Ashford Rovers\n").repeated(3);
        builder.build(first, someSettings());
        builder.build(second, someSettings()); // the first is still on the worker
        QVERIFY(built.wait(20000));
        QTest::qWait(100);
        QCOMPARE(built.size(), 1);
        std::unique_ptr<QTextDocument> document(built.at(0).at(0).value<QTextDocument *>());
        QCOMPARE(built.at(0).at(1).toString(), second);
        QCOMPARE(document->toPlainText(), second);
    }

    void aCancelledBuildNeverArrives()
    {
        PlainTextDocumentBuilder builder;
        QSignalSpy built(&builder, &PlainTextDocumentBuilder::built);
        builder.build(QStringLiteral("Ruiz scored.\n").repeated(50000), someSettings());
        builder.cancel();
        QVERIFY(!builder.isBuilding());
        QVERIFY(!built.wait(1500));
        // The builder is free for the next one.
        builder.build(QStringLiteral("Full time."), someSettings());
        QVERIFY(built.wait(10000));
        std::unique_ptr<QTextDocument> document(built.at(0).at(0).value<QTextDocument *>());
        QCOMPARE(document->toPlainText(), QStringLiteral("Full time."));
    }

    void anEmptyTextIsADocumentToo()
    {
        PlainTextDocumentBuilder builder;
        QSignalSpy built(&builder, &PlainTextDocumentBuilder::built);
        builder.build(QString(), someSettings());
        QVERIFY(built.wait(10000));
        std::unique_ptr<QTextDocument> document(built.at(0).at(0).value<QTextDocument *>());
        QVERIFY(document->isEmpty());
        QCOMPARE(document->blockCount(), 1);
    }
};

QTEST_MAIN(PlainTextDocumentBuilderTest)
#include "plaintextdocumentbuilder_test.moc"
