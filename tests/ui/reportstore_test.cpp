// ReportStore: the recovery journal written off the UI thread, in the order edits and saves ask for it.
#include "commands/addeventcommand.h"
#include "reportdocument.h"
#include "reportstore.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Touchline;

class ReportStoreTest : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_folder;

    /// A report in `folder`, written to disk so that it can be saved beside.
    static ReportDocument *makeReport(const QTemporaryDir &folder, const QString &name, QObject *parent, qsizetype atLeast = 0)
    {
        Document document;
        document.path = folder.filePath(name);
        const QString sentence = QStringLiteral("Harbour Rovers 1-0 Ashford Town. Kofi Mensah scored in the 23rd minute.\n");
        document.text = sentence.repeated(std::max<qsizetype>(1, atLeast / sentence.size()));
        document.info.name = name;
        QFile file(document.path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(document.path));
        file.write(document.text.toUtf8());
        return new ReportDocument(document, AnnotationSet(), true, parent);
    }

    static void addGoal(ReportDocument *report, const QString &id)
    {
        MatchEvent goal;
        goal.id = id;
        goal.type = EventType::Goal;
        goal.player = QStringLiteral("Kofi Mensah");
        goal.status = EventStatus::Manual;
        report->undoStack()->push(new AddEventCommand(report, goal));
    }

    /// A store with a journal of its own, watching a report with one unsaved edit (event "m1").
    struct EditedReport {
        EditedReport(const QTemporaryDir &folder, const QString &name, qsizetype atLeast = 0)
            : journal(journalFolder.path())
            , store(journal)
            , report(makeReport(folder, name, &owner, atLeast))
        {
            store.watch(report);
            addGoal(report, QStringLiteral("m1"));
        }
        QTemporaryDir journalFolder;
        const RecoveryJournal journal;
        QObject owner; // before the store: the store goes first, as the window's does
        ReportStore store;
        ReportDocument *report;
    };

private slots:
    void journalsAnEditAndForgetsItOnSave()
    {
        EditedReport edited(m_folder, QStringLiteral("harbour.txt"));
        auto &[journalFolder, journal, owner, store, report] = edited;
        QVERIFY(report->isModified());
        QTRY_VERIFY_WITH_TIMEOUT(journal.hasPending(report->path()), 5000);
        auto entry = journal.entry(report->path());
        QVERIFY(std::holds_alternative<RecoveryEntry>(entry));
        auto restored = journal.restore(std::get<RecoveryEntry>(entry), report->text());
        QVERIFY(std::holds_alternative<AnnotationSet>(restored));
        QVERIFY(std::get<AnnotationSet>(restored).event(QStringLiteral("m1")));

        QString error;
        QVERIFY2(store.save(report, &error), qPrintable(error));
        store.waitForJournal();
        QVERIFY(!journal.hasPending(report->path()));
    }

    void aSaveRightAfterAnEditLeavesNoJournal()
    {
        // A long report's journal write is still running when the save comes: the removal runs after it,
        // so the saved report has no journal to offer at the next start.
        EditedReport edited(m_folder, QStringLiteral("ashford.txt"), 40 * 1000 * 1000);
        auto &[journalFolder, journal, owner, store, report] = edited;
        QTest::qWait(ReportStore::journalDelayMs + 20); // the write is queued or running now
        QString error;
        QVERIFY2(store.save(report, &error), qPrintable(error));
        store.waitForJournal();
        QVERIFY(!journal.hasPending(report->path()));
    }

    void aSaveInTheBackgroundMarksTheReportSavedWhenWritten()
    {
        EditedReport edited(m_folder, QStringLiteral("dunmore.txt"));
        auto &[journalFolder, journal, owner, store, report] = edited;
        QSignalSpy finished(&store, &ReportStore::saveFinished);
        store.startSave(report);
        // Returned at once: marked saved only when the worker's result is delivered on this thread.
        QVERIFY(store.isSaving(report));
        QVERIFY(report->isModified());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(finished.first().at(0).value<ReportDocument *>(), report);
        QCOMPARE(finished.first().at(1).toString(), QString());
        QVERIFY(!store.isSaving(report));
        QVERIFY(!report->isModified());
        auto saved = ReportStore::loadSaved(report->document(), nullptr);
        QVERIFY(saved && saved->event(QStringLiteral("m1")));
        store.waitForJournal();
        QVERIFY(!journal.hasPending(report->path()));
    }

    void anEditDuringASaveKeepsTheReportModified()
    {
        // The file holds the state copied when the save began; the edit made meanwhile is not in it, so the
        // report must stay modified and its journal kept, or the edit would be lost on quitting.
        EditedReport edited(m_folder, QStringLiteral("kelso.txt"));
        auto &[journalFolder, journal, owner, store, report] = edited;
        store.startSave(report);
        addGoal(report, QStringLiteral("m2"));
        store.waitForSaves();
        QVERIFY(!store.isSaving(report));
        QVERIFY(report->isModified());
        auto saved = ReportStore::loadSaved(report->document(), nullptr);
        QVERIFY(saved && saved->event(QStringLiteral("m1")));
        QVERIFY(!saved->event(QStringLiteral("m2")));
        store.flush();
        QVERIFY(journal.hasPending(report->path()));

        // Undone back to what was copied still counts as changed: saving again is always safe, a report
        // wrongly marked saved is not.
        report->undoStack()->undo();
        QVERIFY(report->isModified());
        QString error;
        QVERIFY2(store.save(report, &error), qPrintable(error));
        QVERIFY(!report->isModified());
    }

    void aFailedSaveInTheBackgroundNamesTheFileAndKeepsTheEdits()
    {
        QVERIFY(QDir().mkpath(m_folder.filePath(QStringLiteral("blocked.touchline.json/inner")))); // in the way
        EditedReport edited(m_folder, QStringLiteral("blocked.txt"));
        auto &[journalFolder, journal, owner, store, report] = edited;
        QSignalSpy finished(&store, &ReportStore::saveFinished);
        store.startSave(report);
        store.waitForSaves();
        QCOMPARE(finished.size(), 1);
        const QString error = finished.first().at(1).toString();
        QVERIFY2(error.contains(m_folder.filePath(QStringLiteral("blocked.touchline.json"))), qPrintable(error));
        QVERIFY(report->isModified());
        store.flush();
        QVERIFY(journal.hasPending(report->path()));
    }

    void aFailedJournalWriteIsReported()
    {
        QTemporaryDir journalFolder;
        QFile blocker(journalFolder.filePath(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly)); // a file where the journal's folder should be
        blocker.close();
        const RecoveryJournal journal(blocker.fileName());
        QObject owner;
        ReportStore store(journal);
        QSignalSpy failed(&store, &ReportStore::journalFailed);
        ReportDocument *report = makeReport(m_folder, QStringLiteral("citta.txt"), &owner);
        store.watch(report);
        addGoal(report, QStringLiteral("m1"));
        store.flush();
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY2(failed.first().first().toString().contains(blocker.fileName()), qPrintable(failed.first().first().toString()));
    }
};

QTEST_MAIN(ReportStoreTest)
#include "reportstore_test.moc"
