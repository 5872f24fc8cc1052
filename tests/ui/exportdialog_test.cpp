#include "commands/editeventcommand.h"
#include "exportdialog.h"
#include "folderextraction.h"
#include "extractor.h"
#include "reportdocument.h"
#include "reportexport.h"
#include "reportsession.h"
#include "testsupport.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Touchline;

class ExportDialogTest : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;

    QString copySample(const QString &name) { return TestSupport::copySample(m_home, name); }

    static QByteArray read(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private slots:
    void initTestCase()
    {
        qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toLocal8Bit());
        qputenv("XDG_STATE_HOME", m_home.filePath(QStringLiteral("state")).toLocal8Bit());
    }

    void exportsInEveryFormat_data()
    {
        QTest::addColumn<ReportExport::Format>("format");
        QTest::addColumn<bool>("all");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("contains"); // in the first file
        QTest::newRow("native") << ReportExport::Format::Native << false << QStringList{QStringLiteral("first.touchline.json")} << QStringLiteral("\"events\"");
        QTest::newRow("native, all") << ReportExport::Format::Native << true
                                     << QStringList{QStringLiteral("first.touchline.json"), QStringLiteral("second.touchline.json")} << QStringLiteral("\"entities\"");
        QTest::newRow("jsonl") << ReportExport::Format::Jsonl << true << QStringList{QStringLiteral("annotations.jsonl")} << QStringLiteral("Whitlam");
        QTest::newRow("csv") << ReportExport::Format::Csv << false << QStringList{QStringLiteral("events.csv"), QStringLiteral("mentions.csv")}
                             << QStringLiteral("first.txt");
        QTest::newRow("brat") << ReportExport::Format::Brat << false
                              << QStringList{QStringLiteral("first.ann"), QStringLiteral("first.txt"), QStringLiteral("annotation.conf"), QStringLiteral("visual.conf")}
                              << QStringLiteral("PLAYER");
        QTest::newRow("conll-2003") << ReportExport::Format::Conll2003 << false << QStringList{QStringLiteral("annotations.conll")} << QStringLiteral("B-PER");
        QTest::newRow("w3c") << ReportExport::Format::W3c << false << QStringList{QStringLiteral("first.w3c.jsonld")} << QStringLiteral("AnnotationCollection");
        QTest::newRow("football") << ReportExport::Format::Football << false << QStringList{QStringLiteral("first.football.json")} << QStringLiteral("Whitlam");
    }
    void exportsInEveryFormat()
    {
        QFETCH(ReportExport::Format, format);
        QFETCH(bool, all);
        QFETCH(QStringList, files);
        QFETCH(QString, contains);

        ReportSession session(std::make_shared<const Extractor>());
        for (const QString &name : {QStringLiteral("first.txt"), QStringLiteral("second.txt")})
            QVERIFY(std::holds_alternative<ReportDocument *>(session.open(copySample(name))));
        session.setCurrent(session.reports().first());
        QTRY_VERIFY_WITH_TIMEOUT(session.extractionsRunning() == 0, 30000);

        QTemporaryDir out;
        const QString folder = out.filePath(QStringLiteral("exported"));
        ExportDialog dialog(&session);
        dialog.show();
        // Driven as a user would: pick the format in the combo, the scope, type the folder, press Export.
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("format"));
        QVERIFY(combo);
        QCOMPARE(combo->count(), 7);
        combo->setCurrentIndex(combo->findText(ReportExport::formatName(format)));
        QCOMPARE(dialog.format(), format);
        dialog.setAllReports(all);
        auto *folderEdit = dialog.findChild<QLineEdit *>(QStringLiteral("folder"));
        folderEdit->clear();
        QTest::keyClicks(folderEdit, folder);
        QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("exportButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);

        const ReportExport::Result &result = dialog.lastResult();
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
        QCOMPARE(result.written.size(), files.size());
        for (const QString &file : std::as_const(files))
            QVERIFY2(QFile::exists(QDir(folder).filePath(file)), qPrintable(file));
        const QByteArray first = read(QDir(folder).filePath(files.first()));
        QVERIFY2(first.contains(contains.toUtf8()), first.left(300).constData());
        if (all && format == ReportExport::Format::Jsonl)
            QCOMPARE(first.count('\n'), 2);
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("status"))->text().contains(QLatin1String("Wrote")));
    }

    // "All reports" is the whole library: a folder's reports that were never opened are read from disk on
    // the worker (saved annotations, else extracted); an open report goes with its unsaved edits.
    void exportsAFolderWithoutOpeningIt()
    {
        QTemporaryDir reports;
        QFile sample(QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray text = sample.readAll();
        for (const QString &name : {QStringLiteral("a.txt"), QStringLiteral("b.txt"), QStringLiteral("c.txt")}) {
            QFile file(reports.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        }
        ReportSession session(std::make_shared<const Extractor>());
        QSignalSpy folderDone(session.folderExtraction(), &FolderExtraction::finished);
        QVERIFY(session.openPaths({reports.path()}).isEmpty());
        QVERIFY(folderDone.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(session.current() && session.current()->isExtracted(), 30000);
        QCOMPARE(session.reports().size(), 1); // only a.txt is open
        ReportDocument *shown = session.current();
        const MatchEvent before = shown->annotations().events.first();
        MatchEvent edited = before;
        edited.player = QStringLiteral("Zebediah Quarmby");
        edited.status = EventStatus::Edited;
        shown->undoStack()->push(new EditEventCommand(shown, before, edited, -1, QStringLiteral("Rename")));

        QTemporaryDir out;
        ExportDialog dialog(&session);
        dialog.setFormat(ReportExport::Format::Jsonl);
        dialog.setAllReports(true);
        dialog.setFolder(out.path());
        QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
        QVERIFY(dialog.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QVERIFY2(dialog.lastResult().errors.isEmpty(), qPrintable(dialog.lastResult().errors.join(QLatin1Char('\n'))));
        const QList<QByteArray> lines = read(QDir(out.path()).filePath(QStringLiteral("annotations.jsonl"))).split('\n');
        QCOMPARE(lines.size(), 4); // three reports and the last newline
        QVERIFY(lines.at(0).contains("Zebediah Quarmby"));
        for (int i : {1, 2}) {
            QVERIFY(!lines.at(i).contains("Zebediah Quarmby"));
            QVERIFY(lines.at(i).contains("\"events\""));
            QVERIFY(lines.at(i).contains("Whitlam")); // extracted, not empty
        }
        QCOMPARE(session.reports().size(), 1); // exporting opened nothing
    }

    // Cancelling stops between reports: per-report formats keep the complete files written so far, a
    // single-file format writes nothing; a request after the last report changes nothing.
    void cancelStopsBetweenReports_data()
    {
        QTest::addColumn<ReportExport::Format>("format");
        QTest::addColumn<int>("cancelAfter");
        QTest::addColumn<bool>("cancelled");
        QTest::addColumn<int>("filesWritten");
        QTest::newRow("native, after 2 of 5") << ReportExport::Format::Native << 2 << true << 2;
        QTest::newRow("football, after 1 of 5") << ReportExport::Format::Football << 1 << true << 1;
        QTest::newRow("jsonl, after 3 of 5") << ReportExport::Format::Jsonl << 3 << true << 0;
        QTest::newRow("brat, after 2 of 5: their files and the configuration") << ReportExport::Format::Brat << 2 << true << 2 * 2 + 2;
        QTest::newRow("native, after the last") << ReportExport::Format::Native << 5 << false << 5;
    }
    void cancelStopsBetweenReports()
    {
        QFETCH(ReportExport::Format, format);
        QFETCH(int, cancelAfter);
        QFETCH(bool, cancelled);
        QFETCH(int, filesWritten);
        QFile sample(QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(sample.readAll());
        const AnnotationSet set = Extractor().extract(text);
        QList<AnnotatedReport> reports;
        for (int i = 0; i < 5; ++i) {
            AnnotatedReport report;
            report.name = QStringLiteral("r%1.txt").arg(i);
            report.text = text;
            report.set = set;
            reports.append(report);
        }
        QList<int> progress;
        ReportExport::Progress hooks;
        hooks.advanced = [&progress](int done, int total) {
            QCOMPARE(total, 5);
            progress.append(done);
        };
        hooks.cancelled = [&progress, cancelAfter] { return progress.size() >= cancelAfter; };
        QTemporaryDir out;
        const ReportExport::Result result = ReportExport::write(format, reports, out.path(), hooks);
        QCOMPARE(result.cancelled, cancelled);
        QVERIFY(result.errors.isEmpty());
        QCOMPARE(result.written.size(), filesWritten);
        QCOMPARE(QDir(out.path()).entryList(QDir::Files).size(), filesWritten);
        QList<int> expected;
        for (int i = 1; i <= (cancelled ? cancelAfter : 5); ++i)
            expected.append(i);
        QCOMPARE(progress, expected);
    }

    void dialogShowsProgressAndCancelWhileWriting()
    {
        ReportSession session(std::make_shared<const Extractor>());
        for (const QString &name : {QStringLiteral("p1.txt"), QStringLiteral("p2.txt"), QStringLiteral("p3.txt")})
            QVERIFY(std::holds_alternative<ReportDocument *>(session.open(copySample(name))));
        QTRY_VERIFY_WITH_TIMEOUT(session.extractionsRunning() == 0, 30000);
        QTemporaryDir out;
        ExportDialog dialog(&session);
        dialog.show();
        dialog.setAllReports(true);
        dialog.setFolder(out.filePath(QStringLiteral("exported")));
        auto *progress = dialog.findChild<QProgressBar *>(QStringLiteral("progress"));
        auto *cancel = dialog.findChild<QPushButton *>(QStringLiteral("cancelButton"));
        QVERIFY(progress && cancel);
        QVERIFY(!cancel->isVisible());
        QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
        QVERIFY(dialog.start());
        QVERIFY(cancel->isVisible());
        QVERIFY(progress->isVisible());
        QCOMPARE(progress->maximum(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QVERIFY(!cancel->isVisible());
        QVERIFY(!progress->isVisible());
    }

    void errorsNameTheFile()
    {
        ReportSession session(std::make_shared<const Extractor>());
        const QString path = copySample(QStringLiteral("blocked.txt"));
        QVERIFY(std::holds_alternative<ReportDocument *>(session.open(path)));
        session.setCurrent(session.reports().first());
        QTRY_VERIFY_WITH_TIMEOUT(session.extractionsRunning() == 0, 30000);
        QTemporaryDir out;
        // A folder where the output file should be: the write fails and the message names that file.
        QVERIFY(QDir(out.path()).mkpath(QStringLiteral("blocked.touchline.json/inner")));
        ExportDialog dialog(&session);
        dialog.setFormat(ReportExport::Format::Native);
        dialog.setFolder(out.path());
        QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
        QVERIFY(dialog.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QCOMPARE(dialog.lastResult().errors.size(), 1);
        QVERIFY2(dialog.lastResult().errors.first().contains(QLatin1String("blocked.touchline.json")), qPrintable(dialog.lastResult().errors.first()));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("status"))->text().contains(QLatin1String("blocked.touchline.json")));

        // Never over a report: exporting brat into the report's own folder would overwrite blocked.txt.
        dialog.setFormat(ReportExport::Format::Brat);
        dialog.setFolder(m_home.path());
        QVERIFY(dialog.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30000);
        QVERIFY(std::any_of(dialog.lastResult().errors.begin(), dialog.lastResult().errors.end(),
                            [&](const QString &e) { return e.contains(path) && e.contains(QLatin1String("overwrite")); }));
    }
};

QTEST_MAIN(ExportDialogTest)
#include "exportdialog_test.moc"
