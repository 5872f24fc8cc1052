#include "articlepane.h"
#include "commands/accepteventscommand.h"
#include "articleview.h"
#include "mainwindow.h"
#include "folderextraction.h"
#include "librarymodel.h"
#include "reportdocument.h"
#include "reportsession.h"
#include "reportstore.h"
#include "testsupport.h"
#include "timelinedock.h"
#include "timelinemodel.h"
#include "workerpools.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QTableView>
#include <QTreeView>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QStatusBar>
#include <QToolButton>
#include <QTest>
#include <QThreadPool>
#include <QTextBlock>
#include <QTextLayout>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

using namespace Touchline;

class MainWindowTest : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;

    QString copySample(const QString &name) { return TestSupport::copySample(m_home, name); }

    static QTextCharFormat formatAt(QTextDocument *document, int position)
    {
        const QTextBlock block = document->findBlock(position);
        const int offset = position - block.position();
        QTextCharFormat found;
        for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
            if (offset >= range.start && offset < range.start + range.length)
                found = range.format;
        }
        return found;
    }

    // Extraction runs on a worker thread: waits until the current report's annotations have arrived.
    static bool waitForExtraction(MainWindow &window)
    {
        ReportDocument *report = window.session()->current();
        if (!report)
            return false;
        return QTest::qWaitFor([&] { return !window.session()->isExtracting(report) && report->isExtracted(); }, 30000);
    }

    // `count` copies of the sample report in `folder` (report-0000.txt, ...), each ending "Report N.", so that
    // they differ and sort in order. False if one could not be written.
    static bool writeNumberedReports(const QString &folder, int count)
    {
        QFile sample(QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt"));
        if (!sample.open(QIODevice::ReadOnly))
            return false;
        const QByteArray text = sample.readAll();
        for (int i = 0; i < count; ++i) {
            QFile file(QDir(folder).filePath(QStringLiteral("report-%1.txt").arg(i, 4, 10, QLatin1Char('0'))));
            if (!file.open(QIODevice::WriteOnly) || file.write(text + "\nReport " + QByteArray::number(i) + ".\n") < 0)
                return false;
        }
        return true;
    }

    // Closes the next modal message box from the event loop and returns its text through `shown`.
    static void closeNextMessageBox(QObject *context, QString *shown)
    {
        QTimer::singleShot(0, context, [shown] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible()) {
                    *shown = box->text();
                    box->accept();
                }
            }
        });
    }

private slots:
    void initTestCase()
    {
        qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toLocal8Bit());
        qputenv("XDG_STATE_HOME", m_home.filePath(QStringLiteral("state")).toLocal8Bit());
    }

    void opensSampleWithEntityFormatsOnEveryMention()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(copySample(QStringLiteral("sample-report.txt"))));
        QVERIFY(waitForExtraction(window));
        QTextDocument *document = window.articleView()->document();
        QVERIFY(document->characterCount() > 1000);
        QVERIFY(window.windowTitle().contains(QLatin1String("sample-report.txt")));
        ReportDocument *report = window.session()->current();
        QVERIFY(report);
        QVERIFY(!report->annotations().entities.isEmpty());
        window.articleView()->highlighter()->finish();
        // Whatever the extractor finds today: each mention carries an entity format at its range.
        int checked = 0;
        for (const Entity &entity : report->annotations().entities) {
            for (const TextSpan &mention : entity.mentions) {
                if (mention.isEmpty())
                    continue;
                for (int position : {mention.start, mention.end - 1}) {
                    const QTextCharFormat format = formatAt(document, position);
                    QVERIFY2(format.hasProperty(QTextFormat::UserProperty),
                             qPrintable(entity.canonical + QStringLiteral(" at ") + QString::number(position)));
                }
                ++checked;
            }
        }
        for (const ValueMention &value : report->annotations().values)
            QVERIFY(formatAt(document, value.span.start).hasProperty(QTextFormat::UserProperty));
        // The timeline shows the events the extractor found, in match order.
        QCOMPARE(window.timelineDock()->model()->rowCount(), report->annotations().events.size());
        qInfo("%d mentions, %d events checked", checked, int(report->annotations().events.size()));
    }

    // A folder of a thousand reports: the first shows at once and its extraction does not wait behind the
    // folder's; when the folder is done, every report is in the library and the status bar counts them all.
    void opensALargeFolderWithTheReportInViewFirst()
    {
        QTemporaryDir folder;
        constexpr int reports = 1000;
        QVERIFY(writeNumberedReports(folder.path(), reports));
        MainWindow window;
        window.show();
        ReportSession *session = window.session();
        // The moment the report in view has its events: how far the folder had come then.
        bool folderRunningThen = false;
        int summarised = 0;
        int reportsThen = -1;
        connect(session, &ReportSession::extractionFinished, this, [&](ReportDocument *report) {
            if (reportsThen < 0 && report && report == session->current()) {
                folderRunningThen = session->folderExtraction()->isRunning();
                reportsThen = summarised;
            }
        });
        connect(session, &ReportSession::reportsSummarized, this, [&](const QList<ReportSummary> &summaries) { summarised += int(summaries.size()); });
        QSignalSpy folderDone(session->folderExtraction(), &FolderExtraction::finished);
        QVERIFY(window.openPaths({folder.path()}));
        QTRY_VERIFY(session->current());
        QVERIFY(waitForExtraction(window));
        QVERIFY2(folderRunningThen && reportsThen < reports / 2, qPrintable(QStringLiteral("%1 of the folder's reports in before the one in view").arg(reportsThen)));

        QVERIFY(folderDone.wait(60000) || !session->folderExtraction()->isRunning());
        // Every other report summarised, none held: only the one in view is open.
        QTRY_COMPARE_WITH_TIMEOUT(summarised, reports - 1, 10000);
        QCOMPARE(session->reports().size(), 1);
        const auto labels = window.statusBar()->findChildren<QLabel *>();
        const QString count = QStringLiteral(" of %1 reports").arg(reports);
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(labels.begin(), labels.end(), [&](const QLabel *label) { return label->text().contains(count); }), 5000);
    }

    // Down the library a report at a time, as a reader goes through a folder: the window shows each, the
    // reports left behind are closed (the session holds the last few), and going back to the first shows it
    // again, text and timeline, from its row that stayed in the library.
    void readingDownTheLibraryKeepsTheWindowWhole()
    {
        QTemporaryDir folder;
        constexpr int reports = ReportSession::keptShownReports + 6;
        QVERIFY(writeNumberedReports(folder.path(), reports));
        MainWindow window;
        window.show();
        ReportSession *session = window.session();
        QVERIFY(window.openPaths({folder.path()}));
        QTRY_VERIFY(session->current());
        QVERIFY(waitForExtraction(window));
        QTRY_VERIFY_WITH_TIMEOUT(!session->folderExtraction()->isRunning(), 30000);
        auto *library = window.findChild<QTreeView *>(QStringLiteral("libraryView"));
        QVERIFY(library);
        library->setFocus();
        library->setCurrentIndex(library->model()->index(0, 0));
        const QString firstPath = library->model()->index(0, 0).data(LibraryModel::PathRole).toString();
        QTRY_COMPARE(session->current()->path(), firstPath);
        QVERIFY(waitForExtraction(window));
        const int firstEvents = int(session->current()->annotations().events.size());
        QVERIFY(firstEvents > 0);
        for (int row = 1; row < reports; ++row) {
            QTest::keyClick(library, Qt::Key_Down);
            QTRY_COMPARE(session->current()->path(), library->model()->index(row, 0).data(LibraryModel::PathRole).toString());
            QVERIFY(waitForExtraction(window));
        }
        QCOMPARE(session->reports().size(), ReportSession::keptShownReports);
        QVERIFY(!session->report(firstPath));
        QCOMPARE(library->model()->index(0, LibraryModel::StatusColumn).data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Extracted));

        QTest::keyClick(library, Qt::Key_Home);
        QTRY_COMPARE(session->current()->path(), firstPath);
        QVERIFY(waitForExtraction(window));
        QTRY_VERIFY(window.articleView()->toPlainText().contains(QLatin1String("Report 0.")));
        auto *timeline = window.findChild<QTableView *>(QStringLiteral("timelineView"));
        QVERIFY(timeline);
        QTRY_COMPARE(timeline->model()->rowCount(), firstEvents);
    }

    void selectingAnEventSelectsItsEvidenceAndBack()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(copySample(QStringLiteral("sample-report.txt"))));
        QVERIFY(waitForExtraction(window));
        ReportDocument *report = window.session()->current();
        // A hand-made event makes the test independent of what the extractor finds.
        const QString text = report->text();
        const int start = int(text.indexOf(QStringLiteral("Joe Whitlam gave Ashford the lead")));
        QVERIFY(start >= 0);
        QTextCursor cursor(window.articleView()->document());
        cursor.setPosition(start);
        cursor.setPosition(start + 33, QTextCursor::KeepAnchor);
        window.articleView()->setTextCursor(cursor);
        const QString id = window.articlePane()->createEventFromSelection();
        QVERIFY(!id.isEmpty());
        QApplication::processEvents();
        if (QWidget *editor = QApplication::focusWidget(); editor && editor != window.timelineDock()->view())
            window.timelineDock()->view()->closePersistentEditor(window.timelineDock()->view()->currentIndex());

        window.articleView()->setTextCursor(QTextCursor(window.articleView()->document()));
        const int row = window.timelineDock()->model()->rowForEvent(id);
        window.timelineDock()->view()->clearSelection();
        window.timelineDock()->view()->selectRow(row);
        const QTextCursor selection = window.articleView()->textCursor();
        QCOMPARE(selection.selectionStart(), start);
        QCOMPARE(selection.selectionEnd(), start + 33);

        // The hand-made event needs no review: Accept is off for it alone, on once an extracted one is
        // selected with it; both evidences are marked, the view on the topmost row's.
        QAction *accept = window.findChild<QAction *>(QStringLiteral("accept"));
        QVERIFY(!accept->isEnabled());
        const TimelineModel *timeline = window.timelineDock()->model();
        int extractedRow = -1;
        for (int other = 0; other < timeline->rowCount() && extractedRow < 0; ++other) {
            if (timeline->eventAt(other)->status == EventStatus::Extracted && !timeline->eventAt(other)->evidence.isEmpty())
                extractedRow = other;
        }
        QVERIFY(extractedRow >= 0);
        window.timelineDock()->view()->selectionModel()->select(timeline->index(extractedRow, 0),
                                                                 QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(accept->isEnabled());
        const TextSpans both = window.articleView()->markedSpans();
        const TextSpan other = timeline->eventAt(extractedRow)->evidence.first();
        QVERIFY(both.contains(TextSpan{start, start + 33}));
        QVERIFY(both.contains(other));
        QCOMPARE(window.articleView()->textCursor().selectionStart(), std::min(row, extractedRow) == row ? start : other.start);

        // And back: a click in the evidence selects the event's row.
        window.timelineDock()->view()->clearSelection();
        emit window.articleView()->positionClicked(start + 5);
        QVERIFY(window.timelineDock()->selectedEvents().contains(id));
    }

    void newEventFromSelectionThenUndoRedo()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(copySample(QStringLiteral("sample-report.txt"))));
        QVERIFY(waitForExtraction(window));
        ReportDocument *report = window.session()->current();
        const int before = int(report->annotations().events.size());
        QVERIFY(!window.action(QStringLiteral("newEvent"))->isEnabled());
        QTextCursor cursor(window.articleView()->document());
        const int start = int(report->text().indexOf(QStringLiteral("Owen Tully came on")));
        cursor.setPosition(start);
        cursor.setPosition(start + 18, QTextCursor::KeepAnchor);
        window.articleView()->setTextCursor(cursor);
        QVERIFY(window.action(QStringLiteral("newEvent"))->isEnabled());
        window.action(QStringLiteral("newEvent"))->trigger();
        QCOMPARE(report->annotations().events.size(), before + 1);
        QCOMPARE(window.timelineDock()->model()->rowCount(), before + 1);
        QVERIFY(report->isModified());
        QVERIFY(window.isWindowModified());
        window.action(QStringLiteral("undo"))->trigger();
        QCOMPARE(report->annotations().events.size(), before);
        window.action(QStringLiteral("redo"))->trigger();
        QCOMPARE(report->annotations().events.size(), before + 1);
    }

    // Edit > Delete on rows here and there: one undo step and one change of the report (a row at a time,
    // a whole timeline of a long report took minutes), undone at once.
    void deletingSelectedEventsIsOneChange()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(copySample(QStringLiteral("sample-report.txt"))));
        QVERIFY(waitForExtraction(window));
        ReportDocument *report = window.session()->current();
        TimelineModel *timeline = window.timelineDock()->model();
        QVERIFY(timeline->rowCount() >= 5);
        const auto statuses = [report] {
            QList<EventStatus> all;
            for (const MatchEvent &event : report->annotations().events)
                all.append(event.status);
            return all;
        };
        const QList<EventStatus> before = statuses();
        QStringList chosen;
        QItemSelection selection;
        for (const int row : {0, 2, 4}) {
            chosen.append(timeline->eventId(row));
            selection.select(timeline->index(row, 0), timeline->index(row, TimelineModel::ColumnCount - 1));
        }
        window.timelineDock()->view()->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
        QSignalSpy changes(report, &ReportDocument::changed);
        const int steps = report->undoStack()->count();
        window.action(QStringLiteral("delete"))->trigger();
        QCOMPARE(changes.size(), 1);
        QCOMPARE(report->undoStack()->count(), steps + 1);
        for (const QString &id : std::as_const(chosen)) {
            const MatchEvent *event = report->annotations().event(id);
            QVERIFY(!event || event->status == EventStatus::Rejected);
        }
        window.action(QStringLiteral("undo"))->trigger();
        QCOMPARE(changes.size(), 2);
        QCOMPARE(statuses(), before);
    }

    void switchingReportsKeepsUndoHistory()
    {
        MainWindow window;
        window.show();
        const QString a = copySample(QStringLiteral("a.txt"));
        const QString b = copySample(QStringLiteral("b.txt"));
        QVERIFY(window.openPaths({a, b}));
        ReportDocument *first = window.session()->report(a);
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->extractionsRunning() == 0, 30000);
        QCOMPARE(window.session()->current(), first);
        first->undoStack()->push(new QUndoCommand(QStringLiteral("marker")));
        QVERIFY(window.action(QStringLiteral("undo"))->isEnabled());
        window.action(QStringLiteral("nextReport"))->trigger();
        QCOMPARE(window.session()->current(), window.session()->report(b));
        QVERIFY(!window.action(QStringLiteral("undo"))->isEnabled());
        window.action(QStringLiteral("previousReport"))->trigger();
        QCOMPARE(window.session()->current(), first);
        QCOMPARE(first->undoStack()->count(), 1);
        QVERIFY(window.action(QStringLiteral("undo"))->isEnabled());
        QVERIFY(window.action(QStringLiteral("undo"))->text().contains(QLatin1String("marker")));
    }

    void rerunExtractionKeepsAnEditedEvent()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(copySample(QStringLiteral("sample-report.txt"))));
        QVERIFY(waitForExtraction(window));
        ReportDocument *report = window.session()->current();
        QTextCursor cursor(window.articleView()->document());
        cursor.setPosition(10);
        cursor.setPosition(40, QTextCursor::KeepAnchor);
        window.articleView()->setTextCursor(cursor);
        const QString id = window.articlePane()->createEventFromSelection();
        TimelineModel *model = window.timelineDock()->model();
        QVERIFY(model->setData(model->index(model->rowForEvent(id), TimelineModel::DetailColumn), QStringLiteral("checked by hand")));
        if (!report->annotations().events.isEmpty() && report->annotations().events.first().id != id) {
            const QString extracted = report->annotations().events.first().id;
            QVERIFY(model->setData(model->index(model->rowForEvent(extracted), TimelineModel::DetailColumn), QStringLiteral("edited")));
        }
        const AnnotationSet before = report->annotations();
        const int steps = report->undoStack()->count();
        window.action(QStringLiteral("rerun"))->trigger();
        QVERIFY(window.session()->isExtracting(report));
        QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isExtracting(report), 30000);
        QCOMPARE(report->undoStack()->count(), steps + 1);
        for (const MatchEvent &event : before.events) {
            if (event.isUserOwned()) {
                QVERIFY(report->annotations().event(event.id));
                QCOMPARE(*report->annotations().event(event.id), event);
            }
        }
        QCOMPARE(report->annotations().event(id)->detail, QStringLiteral("checked by hand"));
    }

    void extractionRunsOffTheUiThread()
    {
        MainWindow window;
        window.show();
        const QString path = copySample(QStringLiteral("async.txt"));
        QVERIFY(window.openFile(path));
        ReportDocument *report = window.session()->current();
        QVERIFY(report);
        // The text is there at once; the annotations are not, and the status bar says why.
        QCOMPARE(window.articleView()->toPlainText(), report->text());
        QVERIFY(window.session()->isExtracting(report));
        QVERIFY(!report->isExtracted());
        auto *indicator = window.findChild<QWidget *>(QStringLiteral("extractionIndicator"));
        QVERIFY(indicator);
        QVERIFY(indicator->isVisible());
        // Opening it again while it is being extracted gives the same report and starts nothing new.
        QVERIFY(window.openFile(path));
        QCOMPARE(window.session()->current(), report);
        QCOMPARE(window.session()->extractionsRunning(), 1);
        QSignalSpy finished(window.session(), &ReportSession::extractionFinished);
        QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isExtracting(report), 30000);
        QCOMPARE(finished.size(), 1);
        QVERIFY(report->isExtracted());
        QVERIFY(!report->annotations().events.isEmpty());
        QCOMPARE(window.timelineDock()->model()->rowCount(), report->annotations().events.size());
        QCOMPARE(report->undoStack()->count(), 0); // the first extraction is not an edit
        QVERIFY(!report->isModified());
        QVERIFY(!indicator->isVisible());

        // Two re-runs in a row: only the newer result is applied, as one undo step.
        window.action(QStringLiteral("rerun"))->trigger();
        window.action(QStringLiteral("rerun"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isExtracting(report), 30000);
        QTest::qWait(50);
        QCOMPARE(report->undoStack()->count(), 1);
    }

    void cancellingExtractionKeepsTheReportAsItWas()
    {
        MainWindow window;
        window.show();
        // A long report (the sample forty times over), so that the extraction is still running.
        const QString path = TestSupport::writeRepeatedSample(m_home, QStringLiteral("long.txt"), 40);
        QVERIFY(!path.isEmpty());
        QVERIFY(window.openFile(path));
        ReportDocument *report = window.session()->current();
        QVERIFY(report);
        QVERIFY(window.session()->isExtracting(report));
        auto *cancel = window.findChild<QToolButton *>(QStringLiteral("cancelExtraction"));
        QVERIFY(cancel);
        QTRY_VERIFY(cancel->isVisible());
        // One report, the one shown: the bar shows how far its extraction is, not just that it runs.
        auto *bar = window.findChild<QWidget *>(QStringLiteral("extractionIndicator"))->findChild<QProgressBar *>();
        QVERIFY(bar);
        QCOMPARE(bar->maximum(), 1000);
        QSignalSpy cancelled(window.session(), &ReportSession::extractionCancelled);
        QSignalSpy finished(window.session(), &ReportSession::extractionFinished);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!window.session()->isExtracting(report));
        QCOMPARE(window.session()->extractionsRunning(), 0);
        QCOMPARE(window.session()->extractionProgress(report), 0.0);
        QVERIFY(!cancel->isVisible());
        // Whenever the worker stops, nothing it found reaches the report.
        QVERIFY(extractionPool().waitForDone(60000));
        QCoreApplication::processEvents();
        QCOMPARE(finished.size(), 0);
        QVERIFY(!report->isExtracted());
        QVERIFY(report->annotations().events.isEmpty());
        QCOMPARE(report->undoStack()->count(), 0);
        // Re-running afterwards extracts it as usual.
        window.action(QStringLiteral("rerun"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isExtracting(report), 60000);
        QVERIFY(!report->annotations().events.isEmpty());
    }

    void cancellingALargeFileLoadKeepsTheWindowAsItWas()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(copySample(QStringLiteral("shown.txt"))));
        ReportDocument *shown = window.session()->current();
        QVERIFY(waitForExtraction(window));
        const QString path = TestSupport::writeRepeatedSample(m_home, QStringLiteral("large-load.txt"), 8);
        QVERIFY(!path.isEmpty());
        window.session()->setBackgroundLoadThreshold(QFileInfo(path).size());

        QVERIFY(window.openFile(path));
        auto *indicator = window.findChild<QWidget *>(QStringLiteral("loadIndicator"));
        QVERIFY(indicator);
        QVERIFY(indicator->isVisible());
        auto *label = indicator->findChild<QLabel *>();
        QVERIFY(label && label->text().contains(QLatin1String("large-load.txt")));
        auto *cancel = indicator->findChild<QToolButton *>(QStringLiteral("cancelLoad"));
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!indicator->isVisible());
        QCOMPARE(window.session()->loadsRunning(), 0);
        QVERIFY(longTaskPool().waitForDone(30000));
        QCoreApplication::processEvents();
        QCOMPARE(window.session()->report(path), nullptr);
        QCOMPARE(window.session()->current(), shown); // the report shown before keeps the window
        QCOMPARE(window.articleView()->toPlainText(), shown->text());
    }

    void closingDuringExtractionDoesNotCrash()
    {
        for (int round = 0; round < 3; ++round) {
            auto *window = new MainWindow;
            window->show();
            QVERIFY(window->openFile(copySample(QStringLiteral("closing.txt"))));
            window->action(QStringLiteral("rerun"))->trigger();
            QVERIFY(window->session()->extractionsRunning() > 0);
            delete window; // results arrive for a window and reports that are gone
            QTest::qWait(round * 100);
        }
        extractionPool().waitForDone();
        QCoreApplication::processEvents();
    }

    void unreadableFileShowsErrorAndKeepsWindow()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(copySample(QStringLiteral("sample-report.txt"))));
        QVERIFY(waitForExtraction(window));
        QString shownText;
        closeNextMessageBox(&window, &shownText);
        QVERIFY(!window.openFile(QStringLiteral("/nonexistent/report.txt")));
        QVERIFY(shownText.contains(QLatin1String("/nonexistent/report.txt")));
        QVERIFY(window.isVisible());
        QVERIFY(window.session()->current()); // the report opened before is still there
    }

    void savesBesideTheReport()
    {
        MainWindow window;
        window.show();
        const QString path = copySample(QStringLiteral("saved.txt"));
        QVERIFY(window.openFile(path));
        QVERIFY(waitForExtraction(window));
        ReportDocument *report = window.session()->current();
        report->undoStack()->push(AcceptEventsCommand::acceptAll(report));
        report->undoStack()->push(new QUndoCommand(QStringLiteral("marker")));
        QVERIFY(report->isModified());
        window.action(QStringLiteral("save"))->trigger(); // written on a worker; the window stays live
        QTRY_VERIFY_WITH_TIMEOUT(!report->isModified(), 10000);
        QVERIFY(QFile::exists(m_home.filePath(QStringLiteral("saved.touchline.json"))));
        QVERIFY(window.statusBar()->currentMessage().startsWith(QStringLiteral("Saved ")));
    }

    // A report whose text is small but whose saved annotations are large is read on a worker, its
    // annotations parsed there too, and opens with what was saved, not a new extraction.
    void opensSavedAnnotationsOffTheUiThread()
    {
        const QString path = copySample(QStringLiteral("reopened.txt"));
        {
            MainWindow window;
            QVERIFY(window.openFile(path));
            QVERIFY(waitForExtraction(window));
            ReportDocument *report = window.session()->current();
            report->undoStack()->push(AcceptEventsCommand::acceptAll(report));
            QString error;
            QVERIFY2(window.session()->store()->save(report, &error), qPrintable(error));
        }
        MainWindow window;
        window.show();
        window.session()->setBackgroundLoadThreshold(QFileInfo(path).size() + 1); // the text alone stays below
        QVERIFY(window.openFile(path));
        QCOMPARE(window.session()->loadsRunning(), 1);
        QVERIFY(!window.session()->current());
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->current(), 10000);
        ReportDocument *report = window.session()->current();
        QCOMPARE(report->path(), QFileInfo(path).absoluteFilePath());
        QVERIFY(report->isExtracted());
        QVERIFY(!window.session()->isExtracting(report));
        QVERIFY(!report->annotations().events.isEmpty());
        for (const MatchEvent &event : report->annotations().events)
            QCOMPARE(event.status, EventStatus::Accepted); // as saved; a new extraction would give Extracted
        QCOMPARE(window.timelineDock()->model()->rowCount(), report->annotations().events.size());
        QVERIFY(!report->isModified());
    }

    // Saved annotations that cannot be read are set aside with a warning naming the file and the fault;
    // the report opens with a new extraction, and the file is left as it was.
    void unreadableSavedAnnotationsAreReportedAndKept()
    {
        const QString path = copySample(QStringLiteral("broken-saved.txt"));
        const QString sidecar = m_home.filePath(QStringLiteral("broken-saved.touchline.json"));
        const QByteArray broken = "{\n  \"format\": \"touchline-annotations\",\n  \"version\": 1,\n  \"events\": [{\"id\": \"e1\" \"type\": \"GOAL\"}]\n}\n";
        QFile file(sidecar);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(broken);
        file.close();
        MainWindow window;
        window.show();
        window.session()->setBackgroundLoadThreshold(1);
        QVERIFY(window.openFile(path));
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->current(), 10000);
        ReportDocument *report = window.session()->current();
        const QString warnings = report->document().warnings.join(QLatin1Char(' '));
        QVERIFY2(warnings.contains(QLatin1String("Saved annotations ignored")) && warnings.contains(sidecar)
                     && warnings.contains(QLatin1String("not valid JSON")),
                 qPrintable(warnings));
        QVERIFY(waitForExtraction(window));
        QVERIFY(!report->annotations().events.isEmpty());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), broken);
    }
};

QTEST_MAIN(MainWindowTest)
#include "mainwindow_test.moc"
