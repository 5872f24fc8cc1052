#include "fixtures.h"

#include "nativeformat.h"
#include "recoveryjournal.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Touchline;
using namespace Touchline::TestFixtures;

class RecoveryJournalTest : public QObject
{
    Q_OBJECT
private slots:
    void defaultDirectoryFollowsXdgStateHome_data()
    {
        QTest::addColumn<QByteArray>("stateHome");
        QTest::addColumn<QString>("expected");
        QTest::newRow("set") << QByteArray("/tmp/state") << QStringLiteral("/tmp/state/touchline/recovery");
        QTest::newRow("unset") << QByteArray() << QDir::homePath() + QStringLiteral("/.local/state/touchline/recovery");
        QTest::newRow("relative is ignored") << QByteArray("state") << QDir::homePath() + QStringLiteral("/.local/state/touchline/recovery");
    }

    void defaultDirectoryFollowsXdgStateHome()
    {
        QFETCH(QByteArray, stateHome);
        QFETCH(QString, expected);
        const QByteArray saved = qgetenv("XDG_STATE_HOME");
        if (stateHome.isEmpty())
            qunsetenv("XDG_STATE_HOME");
        else
            qputenv("XDG_STATE_HOME", stateHome);
        QCOMPARE(RecoveryJournal::defaultDirectory(), expected);
        qputenv("XDG_STATE_HOME", saved);
    }

    void recordThenPendingThenDiscard()
    {
        QTemporaryDir dir;
        const RecoveryJournal journal(dir.filePath(QStringLiteral("recovery")));
        const QString text = sampleText();
        const AnnotationSet set = sampleSet(text);
        const QString first = dir.filePath(QStringLiteral("a.txt"));
        const QString second = dir.filePath(QStringLiteral("b.txt"));
        QVERIFY(journal.pending().isEmpty());
        QVERIFY(!journal.record(first, text, set));
        QVERIFY(!journal.record(second, text, AnnotationSet{}));
        QTest::qSleep(20); // journal times have millisecond resolution: make "newest" unambiguous
        QVERIFY(!journal.record(first, text, set)); // overwrites, one file per report
        QVERIFY(journal.journalPath(first) != journal.journalPath(second));
        QCOMPARE(QDir(journal.directory()).entryList(QDir::Files).size(), 2);

        const QList<RecoveryEntry> pending = journal.pending();
        QCOMPARE(pending.size(), 2);
        QCOMPARE(pending.first().reportPath, first); // newest first
        QVERIFY(pending.first().set == set);
        QVERIFY(pending.first().savedAt.isValid());
        auto restored = journal.restore(pending.first(), text);
        QVERIFY(std::get<AnnotationSet>(restored) == set);

        QVERIFY(journal.discard(first));
        QVERIFY(!journal.hasPending(first));
        QVERIFY(journal.hasPending(second));
        QCOMPARE(journal.pending().size(), 1);
        QVERIFY(journal.discard(first)); // nothing to discard is fine
    }

    void restoreReanchorsInChangedReport()
    {
        QTemporaryDir dir;
        const RecoveryJournal journal(dir.path());
        const QString text = sampleText();
        const AnnotationSet set = sampleSet(text);
        const QString report = dir.filePath(QStringLiteral("a.txt"));
        QVERIFY(!journal.record(report, text, set));
        const QString changed = QStringLiteral("UPDATED 18:05\n\n") + text;
        auto restored = journal.restore(std::get<RecoveryEntry>(journal.entry(report)), changed);
        const AnnotationSet moved = std::get<AnnotationSet>(restored);
        QCOMPARE(moved.events.first().evidence.first().textIn(changed), set.events.first().evidence.first().textIn(text));
        QCOMPARE(moved.events.first().evidence.first().start, set.events.first().evidence.first().start + 15);
    }

    void brokenJournalFileIsReportedAndKept()
    {
        QTemporaryDir dir;
        const RecoveryJournal journal(dir.path());
        QFile broken(dir.filePath(QStringLiteral("0123.recovery.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": \"touchline-recovery\", \"vers");
        broken.close();
        QList<FormatError> errors;
        QVERIFY(journal.pending(&errors).isEmpty());
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().message().contains(QStringLiteral("0123.recovery.json")));
        QVERIFY(broken.exists());
    }

    // Each fault of a journal file is named, with the field where there is one; the file is kept.
    void faultyJournalsSayWhy_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("field");
        const QByteArray annotations = R"("annotations": {"format": "touchline-annotations", "version": 1, "document": {"name": "a.txt"}})";
        QTest::newRow("other format") << QByteArray(R"({"format": "brat", "version": 1})") << QStringLiteral("not a Touchline recovery file")
                                      << QStringLiteral("format");
        QTest::newRow("newer version") << QByteArray(R"({"format": "touchline-recovery", "version": 2, "report_path": "/x/a.txt"})")
                                       << QStringLiteral("newer Touchline") << QStringLiteral("version");
        QTest::newRow("no report") << QByteArray(R"({"format": "touchline-recovery", "version": 1, "text": "x", )" + annotations + "}")
                                   << QStringLiteral("names no report") << QStringLiteral("report_path");
        QTest::newRow("no annotations") << QByteArray(R"({"format": "touchline-recovery", "version": 1, "report_path": "/x/a.txt", "text": "x"})")
                                        << QStringLiteral("not a Touchline annotation file") << QStringLiteral("annotations.format");
        QTest::newRow("bad event in the annotations")
            << QByteArray(R"({"format": "touchline-recovery", "version": 1, "report_path": "/x/a.txt", "text": "x", )"
                          R"("annotations": {"format": "touchline-annotations", "version": 1, "document": {"name": "a.txt"}, )"
                          R"("events": [{"id": "e1", "type": "HATTRICK"}]}})")
            << QStringLiteral("unknown event type") << QStringLiteral("annotations.events[0].type");
        QTest::newRow("not JSON") << QByteArray(R"({"format": "touchline-recovery", "version": 1,, })") << QStringLiteral("not valid JSON") << QString();
    }

    void faultyJournalsSayWhy()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, reason);
        QFETCH(QString, field);
        QTemporaryDir dir;
        const RecoveryJournal journal(dir.path());
        QFile file(dir.filePath(QStringLiteral("0456.recovery.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(json);
        file.close();
        QList<FormatError> errors;
        QVERIFY(journal.pending(&errors).isEmpty());
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().reason.contains(reason), qPrintable(errors.first().message()));
        QCOMPARE(errors.first().field, field);
        QVERIFY(file.exists());
    }

    void survivesKillDashNine()
    {
        QTemporaryDir state;
        QProcess helper;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_STATE_HOME"), state.path());
        helper.setProcessEnvironment(environment);
        const QString report = state.filePath(QStringLiteral("reports/match.txt"));
        helper.start(QStringLiteral(RECOVERY_HELPER_PATH), {report});
        QVERIFY(helper.waitForStarted());
        QByteArray output;
        QTRY_VERIFY2_WITH_TIMEOUT((output += helper.readAllStandardOutput()).contains("recorded"),
                                  qPrintable(QString::fromUtf8(output + helper.readAllStandardError())), 10000);
        QTest::qWait(40); // let it be in the middle of another write
        helper.kill(); // SIGKILL
        QVERIFY(helper.waitForFinished());
        QCOMPARE(helper.exitStatus(), QProcess::CrashExit);

        const RecoveryJournal journal(state.filePath(QStringLiteral("touchline/recovery")));
        QList<FormatError> errors;
        const QList<RecoveryEntry> pending = journal.pending(&errors);
        QVERIFY2(errors.isEmpty(), errors.isEmpty() ? "" : qPrintable(errors.first().message()));
        QCOMPARE(pending.size(), 1);
        QCOMPARE(pending.first().reportPath, report);
        const AnnotationSet set = pending.first().set;
        QVERIFY(set.lastChangedBy.startsWith(QStringLiteral("edit ")));
        QCOMPARE(set.events.first().detail, QStringLiteral("edited %1 times").arg(set.lastChangedBy.mid(5)));
        AnnotationSet expected = sampleSet(sampleText());
        expected.lastChangedBy = set.lastChangedBy;
        expected.events[0].detail = set.events.first().detail;
        QVERIFY(set == expected);
        // No temporary files left that pending() would trip over.
        QCOMPARE(QDir(journal.directory()).entryList({QStringLiteral("*.recovery.json")}, QDir::Files).size(), 1);
    }
};

QTEST_GUILESS_MAIN(RecoveryJournalTest)
#include "recoveryjournal_test.moc"
