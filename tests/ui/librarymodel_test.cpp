#include "commands/accepteventscommand.h"
#include "folderextraction.h"
#include "libraryfiltermodel.h"
#include "librarymodel.h"
#include "reportdocument.h"
#include "reportsession.h"
#include "reportstore.h"
#include "testsupport.h"
#include "extractor.h"
#include "nativeformat.h"
#include "workerpools.h"

#include <QAbstractItemModelTester>
#include <QPointer>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoGroup>
#include <QUndoStack>

#include <utility>

using namespace Touchline;

class LibraryModelTest : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_state;
    // The bundled sample report's bytes; empty if it cannot be read.
    static QByteArray sampleReport()
    {
        QFile sample(QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt"));
        return sample.open(QIODevice::ReadOnly) ? sample.readAll() : QByteArray();
    }
    // Files written in `dir`, by name and bytes; their paths, in the same order.
    static QStringList writeFiles(const QTemporaryDir &dir, const QList<std::pair<QString, QByteArray>> &files)
    {
        QStringList paths;
        for (const auto &[name, bytes] : files) {
            paths.append(dir.filePath(name));
            write(paths.last(), bytes);
        }
        return paths;
    }
    static void write(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

private slots:
    void initTestCase()
    {
        qputenv("XDG_STATE_HOME", m_state.path().toLocal8Bit());
    }

    void listsAFolderAndExtractsItInTheBackground()
    {
        QTemporaryDir dir;
        const QByteArray text = sampleReport();
        QVERIFY(!text.isEmpty());
        write(dir.filePath(QStringLiteral("harbour-v-ashford.txt")), text);
        write(dir.filePath(QStringLiteral("second-match.txt")), text);
        write(dir.filePath(QStringLiteral("broken.txt")), QByteArray("\x00\x01\x02\x03 binary\x00", 12));
        write(dir.filePath(QStringLiteral("notes.pdf")), "not a report");

        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        LibraryFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);

        QSignalSpy listed(&session, &ReportSession::folderListed);
        QSignalSpy finished(session.folderExtraction(), &FolderExtraction::finished);
        QVERIFY(session.openPaths({dir.path()}).isEmpty());
        QVERIFY(listed.wait(10000)); // listed on a worker
        QCOMPARE(model.rowCount(), 3); // the pdf is no report
        QCOMPARE(session.reportPaths().size(), 3);
        QTRY_VERIFY(session.current()); // the first report is shown as soon as the folder is listed
        QVERIFY(finished.wait(20000) || !session.folderExtraction()->isRunning());

        const int broken = model.rowForPath(dir.filePath(QStringLiteral("broken.txt")));
        QVERIFY(broken >= 0);
        QTRY_COMPARE(model.index(broken, 0).data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Failed));
        QVERIFY(!model.index(broken, 0).data(Qt::ToolTipRole).toString().isEmpty());
        const QString secondPath = dir.filePath(QStringLiteral("second-match.txt"));
        const int second = model.rowForPath(secondPath);
        QTRY_COMPARE(model.index(second, 0).data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Extracted));
        // Only the report shown is held; the other is a summary until it is opened.
        QCOMPARE(session.reports().size(), 1);
        QVERIFY(!session.report(secondPath));
        QVERIFY(!model.index(second, LibraryModel::TeamsColumn).data().toString().isEmpty());

        filter.setFilterText(QStringLiteral("second"));
        QCOMPARE(filter.rowCount(), 1);
        filter.setFilterText(QStringLiteral("match SECOND"));
        QCOMPARE(filter.rowCount(), 1);
        filter.setFilterText(QStringLiteral("nothing-like-this"));
        QCOMPARE(filter.rowCount(), 0);
        // Whatever the extractor found is searchable, in the summary too: every event type of the report
        // shown (the same text) finds both.
        ReportDocument *shown = session.current();
        QVERIFY(shown->isExtracted() || QTest::qWaitFor([&] { return shown->isExtracted(); }, 10000));
        QVERIFY(!shown->annotations().events.isEmpty());
        for (const MatchEvent &event : shown->annotations().events) {
            filter.setFilterText(eventTypeName(event.type));
            QCOMPARE(filter.rowCount(), 2);
        }
        filter.setFilterText(QString());
        QCOMPARE(filter.rowCount(), 3);

        // Opened, it is read again; the status then follows the user's edits.
        QVERIFY(session.setCurrentPath(secondPath));
        ReportDocument *report = session.report(secondPath);
        QVERIFY(report);
        QVERIFY(QTest::qWaitFor([&] { return report->isExtracted(); }, 10000));
        QCOMPARE(session.reports().size(), 2);
        report->undoStack()->push(AcceptEventsCommand::acceptAll(report));
        QCOMPARE(model.index(second, 0).data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Reviewed));
    }

    // Filter words and titles compare case-insensitively beyond ASCII; the report the user has selected stays
    // selected (a persistent index) through filter changes that keep it, and sorting by title ignores case.
    void filtersAndSortsWithoutRegardToCaseOrAccents()
    {
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("1.txt")), "zebra Town 1-0 Östergård United\n\nA quiet game.\n");
        write(dir.filePath(QStringLiteral("2.txt")), "ALBION 2-2 Wexcombe\n\nA lively game.\n");
        write(dir.filePath(QStringLiteral("4.txt")), "Évora 1-1 Wexcombe\n\nA draw.\n");
        write(dir.filePath(QStringLiteral("3.txt")), "Mersea Vale 0-3 ÖSTERGÅRD UNITED\n\nA one-sided game.\n");
        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        LibraryFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(session.folderExtraction(), &FolderExtraction::finished);
        QVERIFY(session.openPaths({dir.path()}).isEmpty());
        QVERIFY(finished.wait(20000) || !session.folderExtraction()->isRunning());
        QTRY_COMPARE(model.index(model.rowForPath(dir.filePath(QStringLiteral("3.txt"))), 0).data().toString(),
                     QStringLiteral("Mersea Vale 0-3 ÖSTERGÅRD UNITED"));
        const auto titles = [&filter] {
            QStringList shown;
            for (int row = 0; row < filter.rowCount(); ++row)
                shown.append(filter.index(row, LibraryModel::TitleColumn).data().toString().section(QLatin1Char(' '), 0, 0));
            return shown;
        };

        filter.sort(LibraryModel::TitleColumn);
        // É sorts as E would, not after z as its code does.
        QCOMPARE(titles(), (QStringList{QStringLiteral("ALBION"), QStringLiteral("Évora"), QStringLiteral("Mersea"), QStringLiteral("zebra")}));
        const QPersistentModelIndex mersea = filter.index(2, 0);
        filter.setFilterText(QStringLiteral("östergård"));
        QCOMPARE(titles(), (QStringList{QStringLiteral("Mersea"), QStringLiteral("zebra")}));
        QCOMPARE(mersea.data().toString().section(QLatin1Char(' '), 0, 0), QStringLiteral("Mersea"));
        filter.setFilterText(QStringLiteral("ÖSTERGÅRD  town"));
        QCOMPARE(titles(), QStringList{QStringLiteral("zebra")});
        QVERIFY(!mersea.isValid()); // filtered out
        filter.setFilterText(QStringLiteral("albion"));
        QCOMPARE(titles(), QStringList{QStringLiteral("ALBION")});
        // Typed without the accents, or with others' accents: the same teams.
        filter.setFilterText(QStringLiteral("ostergard"));
        QCOMPARE(titles(), (QStringList{QStringLiteral("Mersea"), QStringLiteral("zebra")}));
        filter.setFilterText(QStringLiteral("EVORA"));
        QCOMPARE(titles(), QStringList{QStringLiteral("Évora")});
        filter.setFilterText(QStringLiteral("wéxcombe"));
        QCOMPARE(titles(), (QStringList{QStringLiteral("ALBION"), QStringLiteral("Évora")}));
        filter.setFilterText(QString());
        filter.sort(LibraryModel::TitleColumn, Qt::DescendingOrder);
        QCOMPARE(titles(), (QStringList{QStringLiteral("zebra"), QStringLiteral("Mersea"), QStringLiteral("Évora"), QStringLiteral("ALBION")}));
    }

    // Letters typed at the end narrow the filter, and only the rows shown are tested again: what it shows
    // must still be every row that holds the words, after the folder's summaries changed the rows' texts.
    void narrowingFilterShowsWhatAFreshOneShows()
    {
        QTemporaryDir dir;
        const QByteArray text = sampleReport();
        QVERIFY(!text.isEmpty());
        const QList<QByteArray> teams = {"Northbridge", "Eastfield", "Carrow Town", "Wexcombe"};
        for (int i = 0; i < 200; ++i) // titles alike, teams and body different: the summaries change what matches
            write(dir.filePath(QStringLiteral("r%1.txt").arg(i, 2, 10, QLatin1Char('0'))),
                  teams.at(i % 4) + " 1-0 " + teams.at((i / 4) % 4) + "\n\n" + text);
        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        LibraryFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto expected = [&model](const QStringList &words) {
            int count = 0;
            for (int row = 0; row < model.rowCount(); ++row) {
                const QString haystack = model.index(row, 0).data(LibraryModel::FilterRole).toString();
                count += std::all_of(words.cbegin(), words.cend(), [&](const QString &word) { return haystack.contains(word, Qt::CaseInsensitive); });
            }
            return count;
        };
        const QStringList typed = {QStringLiteral("e"), QStringLiteral("ea"), QStringLiteral("eas"), QStringLiteral("east"), QStringLiteral("east "),
                                   QStringLiteral("east n"), QStringLiteral("east no"), QStringLiteral("east n"), QStringLiteral("east"),
                                   QStringLiteral("FERR"), QStringLiteral("ferreira goal"), QStringLiteral("ferreira"), QString()};
        QSignalSpy listed(&session, &ReportSession::folderListed);
        QSignalSpy finished(session.folderExtraction(), &FolderExtraction::finished);
        QVERIFY(session.openPaths({dir.path()}).isEmpty());
        QVERIFY(listed.wait(10000));
        filter.sort(LibraryModel::TitleColumn); // and kept sorted as the summaries bring the titles
        const auto sortedByTitle = [&filter] {
            for (int row = 1; row < filter.rowCount(); ++row) {
                if (filter.index(row - 1, 0).data().toString().compare(filter.index(row, 0).data().toString(), Qt::CaseInsensitive) > 0)
                    return false;
            }
            return true;
        };
        // Filtered before the summaries are in (only the file names to search), narrowed once they are:
        // the rows whose summaries brought the word must show.
        filter.setFilterText(QStringLiteral("east"));
        const int beforeSummaries = filter.rowCount();
        QVERIFY(finished.count() > 0 || finished.wait(60000));
        QTRY_COMPARE(filter.rowCount(), expected({QStringLiteral("east")}));
        QVERIFY2(beforeSummaries < filter.rowCount(), "the summaries came before the filter: nothing to check");
        filter.setFilterText(QStringLiteral("eastf"));
        QCOMPARE(filter.rowCount(), expected({QStringLiteral("eastf")}));
        QVERIFY(sortedByTitle());
        for (const QString &filterText : typed) {
            filter.setFilterText(filterText);
            QCOMPARE(filter.rowCount(), expected(filterText.split(QLatin1Char(' '), Qt::SkipEmptyParts)));
            QVERIFY(sortedByTitle());
        }
        filter.setFilterText(QStringLiteral("carrow"));
        QCOMPARE(filter.rowCount(), 86); // at home in 50, away in 48, both in 12
    }

    void summarisesAFolderFromItsSavedAnnotations()
    {
        QTemporaryDir dir;
        const QString text = QString::fromUtf8(sampleReport());
        QVERIFY(!text.isEmpty());
        const QString first = dir.filePath(QStringLiteral("a-first.txt"));
        const QString reviewed = dir.filePath(QStringLiteral("b-reviewed.txt"));
        write(first, text.toUtf8());
        write(reviewed, text.toUtf8());
        // b-reviewed.txt was reviewed and saved earlier: every event accepted, one player renamed.
        AnnotationSet saved = Extractor().extract(text);
        QVERIFY(!saved.events.isEmpty());
        for (MatchEvent &event : saved.events) {
            event.status = EventStatus::Accepted;
            if (!event.player.isEmpty())
                event.player = QStringLiteral("Zebediah Quarmby");
        }
        QVERIFY(!NativeFormat::save(saved, text, NativeFormat::sidecarPath(reviewed)));

        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        LibraryFilterModel filter;
        filter.setSourceModel(&model);
        QSignalSpy finished(session.folderExtraction(), &FolderExtraction::finished);
        QVERIFY(session.openPaths({dir.path()}).isEmpty());
        QVERIFY(finished.wait(20000));
        QCOMPARE(session.current()->path(), first);
        const int row = model.rowForPath(reviewed);
        QTRY_COMPARE(model.index(row, 0).data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Reviewed));
        QVERIFY(!session.report(reviewed));
        filter.setFilterText(QStringLiteral("quarmby"));
        QCOMPARE(filter.rowCount(), 1);
    }

    // A second folder while the first is still coming in: the batch restarts with what was not delivered
    // plus the new files, and every file comes back, each at least once.
    void listsALargeFolderAChunkAtATime()
    {
        // More files than one event adds: they come in chunks, the library told the total first, every row
        // in the session's order, and a second folder's rows after them.
        QTemporaryDir big;
        QTemporaryDir small;
        constexpr int files = 6000;
        for (int i = 0; i < files; ++i)
            write(big.filePath(QStringLiteral("r%1.txt").arg(i, 4, 10, QLatin1Char('0'))), "Harbour 1-0 Ashford.\n");
        write(small.filePath(QStringLiteral("late.txt")), "Ashford 2-2 Harbour.\n");

        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<qsizetype> announced;
        int chunksBeforeAnnounced = 0;
        int chunks = 0;
        connect(&session, &ReportSession::filesAboutToBeListed, this, [&](qsizetype count) {
            announced.append(count);
            chunksBeforeAnnounced = chunks;
        });
        connect(&session, &ReportSession::filesListed, this, [&] { ++chunks; });
        QSignalSpy listed(&session, &ReportSession::folderListed);

        QVERIFY(session.openPaths({big.path()}).isEmpty());
        QVERIFY(listed.wait(20000));
        QCOMPARE(announced, QList<qsizetype>{files});
        QCOMPARE(chunksBeforeAnnounced, 0);
        QVERIFY2(chunks > 1, "a folder this size is added over several events");
        QCOMPARE(model.rowCount(), files);

        QVERIFY(session.openPaths({small.path()}).isEmpty());
        QVERIFY(listed.wait(20000));
        QCOMPARE(announced, (QList<qsizetype>{files, 1}));
        QCOMPARE(model.rowCount(), files + 1);
        const QStringList paths = session.reportPaths();
        QCOMPARE(paths.size(), files + 1);
        for (int row = 0; row < paths.size(); ++row) {
            QCOMPARE(model.path(row), paths.at(row));
            QCOMPARE(model.rowForPath(paths.at(row)), row);
        }
        QCOMPARE(model.rowForPath(small.filePath(QStringLiteral("late.txt"))), files);
    }

    void aSecondBatchWhileOneRunsLosesNoFile()
    {
        QTemporaryDir dir;
        const QByteArray text = sampleReport();
        QVERIFY(!text.isEmpty());
        QStringList first;
        QStringList second;
        constexpr int files = 2300; // enough that the first batch is still running when the second comes
        for (int i = 0; i < files; ++i) {
            const QString path = dir.filePath(QStringLiteral("r%1.txt").arg(i, 4, 10, QLatin1Char('0')));
            write(path, text);
            (i < 2000 ? first : second).append(path);
        }
        FolderExtraction extraction(std::make_shared<const Extractor>());
        QSet<QString> delivered;
        connect(&extraction, &FolderExtraction::reportsExtracted, this, [&](const QList<FolderExtraction::Result> &results) {
            for (const FolderExtraction::Result &result : results) {
                QVERIFY(result.summary);
                QCOMPARE(result.summary->path, result.path);
                delivered.insert(result.path);
            }
        });
        QSignalSpy finished(&extraction, &FolderExtraction::finished);
        extraction.start(first);
        QVERIFY(QTest::qWaitFor([&] { return delivered.size() >= 10; }, 20000));
        QVERIFY(extraction.isRunning());
        extraction.start(second + first.mid(0, 5)); // some asked for again
        QTRY_VERIFY_WITH_TIMEOUT(!extraction.isRunning() && delivered.size() == files, 60000);
    }

    void loadsLargeFilesOnAWorker()
    {
        QTemporaryDir dir;
        const QByteArray text = sampleReport();
        QVERIFY(!text.isEmpty());
        const QStringList paths = writeFiles(dir, {{QStringLiteral("large.txt"), text.repeated(4)},
                                                   {QStringLiteral("small.txt"), text.left(400)},
                                                   {QStringLiteral("large-binary.txt"), QByteArray(text.size() * 2, '\0')}});
        const QString &large = paths[0];
        const QString &small = paths[1];
        const QString &binary = paths[2];

        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        session.setBackgroundLoadThreshold(text.size() + 1);
        QSignalSpy started(&session, &ReportSession::loadStarted);
        QSignalSpy failed(&session, &ReportSession::openFailed);
        QSignalSpy current(&session, &ReportSession::currentChanged);

        // The large file returns at once without a report; asked for twice, it is loaded once.
        QVERIFY(session.openPaths({large}).isEmpty());
        QVERIFY(session.openPaths({large}).isEmpty());
        QCOMPARE(session.report(large), nullptr);
        QCOMPARE(session.loadsRunning(), 1);
        QCOMPARE(started.size(), 1);
        QCOMPARE(started.at(0).at(0).toString(), large);
        QTRY_VERIFY_WITH_TIMEOUT(session.report(large), 10000);
        QCOMPARE(session.loadsRunning(), 0);
        QCOMPARE(session.reports().size(), 1);
        QCOMPARE(session.current(), session.report(large)); // the first file asked for, nothing current meanwhile
        QCOMPARE(session.report(large)->text(), QString::fromUtf8(text.repeated(4)));
        QCOMPARE(model.rowCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!session.isExtracting(session.report(large)), 20000);
        QVERIFY(!session.report(large)->annotations().events.isEmpty()); // extracted like any other

        // A report made current while a large one loads keeps the window.
        QVERIFY(session.openPaths({binary}).isEmpty());
        QVERIFY(session.openPaths({small}).isEmpty());
        QCOMPARE(session.current(), session.report(small));
        // Its error comes later, naming the file; nothing is added.
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QCOMPARE(failed.at(0).at(0).toString(), binary);
        QVERIFY(failed.at(0).at(1).toString().contains(QLatin1String("binary")));
        QCOMPARE(session.report(binary), nullptr);
        QCOMPARE(session.current(), session.report(small));
        QCOMPARE(session.reports().size(), 2);
    }

    // A folder's large reports are read on a worker too: the first one shown when the folder is listed, and
    // one clicked in the library, which is shown when it arrives.
    void showsAFoldersLargeReportsWhenTheyArrive()
    {
        QTemporaryDir dir;
        const QByteArray text = sampleReport();
        QVERIFY(!text.isEmpty());
        const QStringList paths = writeFiles(dir, {{QStringLiteral("a-large.txt"), text.repeated(3)},
                                                   {QStringLiteral("b-large.txt"), text.repeated(4)},
                                                   {QStringLiteral("c-small.txt"), text.left(400)}});
        const QString &first = paths[0];
        const QString &second = paths[1];
        const QString &small = paths[2];
        ReportSession session(std::make_shared<const Extractor>());
        session.setBackgroundLoadThreshold(text.size() + 1);
        QSignalSpy started(&session, &ReportSession::loadStarted);
        QSignalSpy listed(&session, &ReportSession::folderListed);
        QVERIFY(session.openPaths({dir.path()}).isEmpty());
        QVERIFY(listed.wait(10000));
        QTRY_COMPARE(started.size(), 1); // in an event after the listing
        QCOMPARE(started.at(0).at(0).toString(), first);
        QTRY_VERIFY_WITH_TIMEOUT(session.current() && session.current()->path() == first, 10000);

        QVERIFY(session.setCurrentPath(second));
        QCOMPARE(session.report(second), nullptr); // not read here
        QCOMPARE(session.loadsRunning(), 1);
        QCOMPARE(started.last().at(0).toString(), second);
        QTRY_VERIFY_WITH_TIMEOUT(session.current() && session.current()->path() == second, 10000);
        QCOMPARE(session.current()->text(), QString::fromUtf8(text.repeated(4)));
        // A small one is shown at once.
        QVERIFY(session.setCurrentPath(small));
        QCOMPARE(session.current()->path(), small);
    }

    void cancelledLoadAddsNothingAndCanBeAskedForAgain()
    {
        QTemporaryDir dir;
        const QString large = TestSupport::writeRepeatedSample(dir, QStringLiteral("large.txt"), 4);
        QVERIFY(!large.isEmpty());
        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        session.setBackgroundLoadThreshold(QFileInfo(large).size());
        QSignalSpy cancelled(&session, &ReportSession::loadCancelled);
        QSignalSpy finished(&session, &ReportSession::loadFinished);
        QSignalSpy failed(&session, &ReportSession::openFailed);
        QSignalSpy added(&session, &ReportSession::reportAdded);

        QVERIFY(session.openPaths({large}).isEmpty());
        QCOMPARE(session.loadingPaths(), QStringList{large});
        QVERIFY(session.loadProgress() >= 0.0 && session.loadProgress() <= 1.0);
        // No event loop has run: whatever the worker did, its result has not been taken yet.
        session.cancelLoads();
        QCOMPARE(session.loadsRunning(), 0);
        QCOMPARE(session.loadProgress(), 0.0);
        QCOMPARE(cancelled.size(), 1);
        QCOMPARE(cancelled.at(0).at(0).toString(), large);
        QCOMPARE(finished.size(), 1);
        longTaskPool().waitForDone();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCOMPARE(session.report(large), nullptr);
        QCOMPARE(session.current(), nullptr);
        QCOMPARE(added.size(), 0);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(model.rowCount(), 0);

        // Asked for again, it loads and becomes current as if nothing had happened.
        QVERIFY(session.openPaths({large}).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(session.report(large), 10000);
        QCOMPARE(session.current(), session.report(large));
        QCOMPARE(cancelled.size(), 1);
    }

    void saysExtractingWhileTheFirstExtractionRuns()
    {
        QTemporaryDir dir;
        const QString path = TestSupport::copySample(dir, QStringLiteral("report.txt"));
        QVERIFY(!path.isEmpty());
        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        QVERIFY(session.openPaths({path}).isEmpty());
        const QModelIndex status = model.index(model.rowForPath(path), LibraryModel::StatusColumn);
        QVERIFY(session.isExtracting(session.report(path)));
        QCOMPARE(status.data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Extracting));
        QCOMPARE(status.data().toString(), LibraryModel::statusLabel(LibraryModel::Extracting));
        QTRY_COMPARE_WITH_TIMEOUT(status.data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Extracted), 20000);
        // What it found is searchable: the end of an extraction updates only the status, its result
        // comes with the report's change.
        LibraryFilterModel filter;
        filter.setSourceModel(&model);
        const QList<MatchEvent> events = session.report(path)->annotations().events;
        QVERIFY(!events.isEmpty());
        for (const MatchEvent &event : events) {
            filter.setFilterText(eventTypeName(event.type) + QLatin1Char(' ') + event.player);
            QCOMPARE(filter.rowCount(), 1);
        }

        // A first extraction cancelled leaves the report not extracted, and the library says so.
        const QString other = dir.filePath(QStringLiteral("other.txt"));
        QVERIFY(QFile::copy(path, other));
        QVERIFY(session.openPaths({other}).isEmpty());
        const QModelIndex otherStatus = model.index(model.rowForPath(other), LibraryModel::StatusColumn);
        QCOMPARE(otherStatus.data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Extracting));
        session.cancelExtractions();
        QCOMPARE(otherStatus.data(LibraryModel::StatusRole).toInt(), int(LibraryModel::NotExtracted));
    }

    void switchingReportsKeepsEachUndoHistory()
    {
        QTemporaryDir dir;
        const QByteArray text = sampleReport();
        QVERIFY(!text.isEmpty());
        write(dir.filePath(QStringLiteral("a.txt")), text);
        write(dir.filePath(QStringLiteral("b.txt")), text);
        ReportSession session(std::make_shared<const Extractor>());
        QVERIFY(session.openPaths({dir.filePath(QStringLiteral("a.txt")), dir.filePath(QStringLiteral("b.txt"))}).isEmpty());
        ReportDocument *a = session.report(dir.filePath(QStringLiteral("a.txt")));
        ReportDocument *b = session.report(dir.filePath(QStringLiteral("b.txt")));
        QCOMPARE(session.current(), a);
        MatchEvent event = a->draftEvent(TextSpan{0, 12});
        a->undoStack()->push(new AcceptEventsCommand(a, {}));
        a->undoStack()->clear();
        a->undoStack()->push(AcceptEventsCommand::acceptAll(a));
        const int steps = a->undoStack()->count();
        session.setCurrent(b);
        QCOMPARE(session.undoGroup()->activeStack(), b->undoStack());
        session.setCurrent(a);
        QCOMPARE(session.undoGroup()->activeStack(), a->undoStack());
        QCOMPARE(a->undoStack()->count(), steps);
        Q_UNUSED(event)
    }

    // The title carries a mark while the report has unsaved edits: on the first edit, gone on an undo back
    // to the saved state and on a save.
    void marksUnsavedEdits()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.txt"));
        write(path, sampleReport());
        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        QVERIFY(session.openPaths({path}).isEmpty());
        ReportDocument *report = session.report(path);
        QVERIFY(report);
        QTRY_VERIFY_WITH_TIMEOUT(report->isExtracted(), 10000);
        const QModelIndex title = model.index(model.rowForPath(path), LibraryModel::TitleColumn);
        const QModelIndex status = title.siblingAtColumn(LibraryModel::StatusColumn);
        QVERIFY(!title.data().toString().endsWith(QLatin1String(" *")));
        report->undoStack()->push(AcceptEventsCommand::acceptAll(report));
        QVERIFY(title.data().toString().endsWith(QLatin1String(" *")));
        QCOMPARE(status.data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Reviewed));
        report->undoStack()->undo();
        QVERIFY(!title.data().toString().endsWith(QLatin1String(" *")));
        QCOMPARE(status.data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Extracted));
        report->undoStack()->redo();
        QVERIFY(title.data().toString().endsWith(QLatin1String(" *")));
        QString error;
        QVERIFY2(session.store()->save(report, &error), qPrintable(error));
        QVERIFY(!title.data().toString().endsWith(QLatin1String(" *")));
        QCOMPARE(status.data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Reviewed));
    }

    // Reading through a folder report after report: those left behind are closed once nothing of them
    // would be lost, so memory stays flat; one with undo history stays open, and a closed one
    // comes back as it was, its row in the library unchanged meanwhile.
    void readingThroughAFolderClosesReportsLeftBehind()
    {
        QTemporaryDir dir;
        const QByteArray text = sampleReport();
        QVERIFY(!text.isEmpty());
        constexpr int reports = ReportSession::keptShownReports + 14;
        for (int i = 0; i < reports; ++i)
            write(dir.filePath(QStringLiteral("report-%1.txt").arg(i, 2, 10, QLatin1Char('0'))), text);
        ReportSession session(std::make_shared<const Extractor>());
        LibraryModel model(&session);
        QSignalSpy listed(&session, &ReportSession::folderListed);
        QSignalSpy closed(&session, &ReportSession::reportClosed);
        QVERIFY(session.openPaths({dir.path()}).isEmpty());
        QVERIFY(listed.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!session.folderExtraction()->isRunning(), 30000);
        const QStringList paths = session.reportPaths();
        QCOMPARE(paths.size(), reports);

        auto show = [&session](const QString &path) {
            QVERIFY(session.setCurrentPath(path));
            QTRY_VERIFY_WITH_TIMEOUT(!session.isExtracting(session.current()), 10000);
            QVERIFY(session.current()->isExtracted());
        };
        show(paths.at(0));
        const qsizetype events = session.current()->annotations().events.size();
        QVERIFY(events > 0);
        QPointer<ReportDocument> first = session.current();
        show(paths.at(1));
        ReportDocument *edited = session.current();
        edited->undoStack()->push(AcceptEventsCommand::acceptAll(edited));
        edited->undoStack()->undo(); // unmodified again, with a step to redo
        QVERIFY(!edited->isModified());
        const int editedRow = model.rowForPath(paths.at(1));
        for (int i = 2; i < reports; ++i)
            show(paths.at(i));

        // The first report, idle, was closed; the edited one stayed with its step to redo.
        QCOMPARE(closed.size(), reports - ReportSession::keptShownReports - 1);
        QCOMPARE(closed.first().first().toString(), paths.at(0));
        QCOMPARE(session.report(paths.at(0)), nullptr);
        QCOMPARE(session.report(paths.at(1)), edited);
        QCOMPARE(edited->undoStack()->count(), 1);
        QCOMPARE(session.reports().size(), ReportSession::keptShownReports + 1);
        QTRY_VERIFY(first.isNull()); // deleted, not only forgotten
        const QModelIndex firstStatus = model.index(model.rowForPath(paths.at(0)), LibraryModel::StatusColumn);
        QCOMPARE(firstStatus.data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Extracted));
        QCOMPARE(model.index(editedRow, LibraryModel::StatusColumn).data(LibraryModel::StatusRole).toInt(), int(LibraryModel::Extracted));

        // Back to the first: read again, with what it had.
        show(paths.at(0));
        QVERIFY(session.current() != nullptr && session.current()->path() == paths.at(0));
        QCOMPARE(session.current()->annotations().events.size(), events);
        QCOMPARE(session.undoGroup()->activeStack(), session.current()->undoStack());
    }
};

QTEST_MAIN(LibraryModelTest)
#include "librarymodel_test.moc"
