#include "articleview.h"
#include "mainwindow.h"

#include <QMessageBox>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QTimer>

using namespace Touchline;

class MainWindowTest : public QObject
{
    Q_OBJECT
private slots:
    void opensSampleReportWithHighlighting()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt")));
        QTextDocument *document = window.articleView()->document();
        QVERIFY(document->characterCount() > 1000);
        window.articleView()->highlighter()->rehighlight();
        int formattedBlocks = 0;
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
            formattedBlocks += block.layout()->formats().isEmpty() ? 0 : 1;
        QVERIFY2(formattedBlocks > 3, qPrintable(QString::number(formattedBlocks)));
        QVERIFY(window.windowTitle().contains(QLatin1String("sample-report.txt")));
    }

    void unreadableFileShowsErrorAndKeepsWindow()
    {
        MainWindow window;
        window.show();
        QString shownText;
        // The error dialog is modal: read and close it from the event loop.
        QTimer::singleShot(0, &window, [&shownText] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                if (auto *box = qobject_cast<QMessageBox *>(widget)) {
                    shownText = box->text();
                    box->accept();
                }
            }
        });
        QVERIFY(!window.openFile(QStringLiteral("/nonexistent/report.txt")));
        QVERIFY(shownText.contains(QLatin1String("/nonexistent/report.txt")));
        QVERIFY(window.isVisible());
    }
};

QTEST_MAIN(MainWindowTest)
#include "mainwindow_test.moc"
