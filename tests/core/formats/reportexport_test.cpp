#include "bratexporter.h"
#include "conllexporter.h"
#include "csvexporter.h"
#include "extractor.h"
#include "filesizelimit.h"
#include "jsonlexporter.h"
#include "reportexport.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <cerrno>
#include <mutex>

using namespace Touchline;

// ReportExport::write from a ReportSource: the same files as from a list, one report held at a time.
class ReportExportTest : public QObject
{
    Q_OBJECT
private:
    QList<AnnotatedReport> m_reports;

    /// Every file in `folder`, hidden ones (a QSaveFile's leftovers) included, by name.
    static QMap<QString, QByteArray> contents(const QString &folder)
    {
        QMap<QString, QByteArray> files;
        const QDir dir(folder);
        for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden)) {
            QFile file(dir.filePath(name));
            files.insert(name, file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)"));
        }
        return files;
    }

    static QStringList names(const QStringList &paths)
    {
        QStringList fileNames;
        for (const QString &path : paths)
            fileNames.append(QFileInfo(path).fileName());
        return fileNames;
    }

    static ReportExport::ReportSource sourceOf(const QList<AnnotatedReport> &reports)
    {
        ReportExport::ReportSource source;
        for (const AnnotatedReport &report : reports)
            source.paths.append(report.path);
        source.at = [reports](int index) -> std::variant<AnnotatedReport, QString> { return reports.at(index); };
        return source;
    }

    /// Exports with files limited to `bytes`: a write past the limit fails with EFBIG, as on a full disk.
    static ReportExport::Result writeWithFileSizeLimit(ReportExport::Format format, const ReportExport::ReportSource &source,
                                                       const QString &folder, rlim_t bytes)
    {
        const TestFixtures::FileSizeLimit limit(bytes);
        return ReportExport::write(format, source, folder);
    }

    /// sourceOf() that counts in `asked` how many reports it was asked for.
    static ReportExport::ReportSource countingSource(const QList<AnnotatedReport> &reports, int &asked)
    {
        ReportExport::ReportSource source = sourceOf(reports);
        source.at = [&asked, give = source.at](int index) {
            ++asked;
            return give(index);
        };
        return source;
    }

    static void addEveryFormat()
    {
        QTest::addColumn<ReportExport::Format>("format");
        for (ReportExport::Format format : ReportExport::formats())
            QTest::newRow(qPrintable(ReportExport::formatName(format))) << format;
    }

private slots:
    void initTestCase()
    {
        const Extractor extractor;
        const QDir data(QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"));
        for (const QString &name : data.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
            QFile file(data.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            AnnotatedReport report;
            report.name = name;
            report.path = file.fileName();
            report.text = QString::fromUtf8(file.readAll());
            report.set = extractor.extract(report.text);
            m_reports.append(report);
        }
        QVERIFY(m_reports.size() >= 4);
        // The same name twice, from another folder: the per-report formats must keep both.
        AnnotatedReport twin = m_reports.first();
        twin.path = QStringLiteral("/elsewhere/") + twin.name;
        twin.set.events.clear();
        m_reports.append(twin);
    }

    void sourceWritesWhatTheListWrites_data() { addEveryFormat(); }
    void sourceWritesWhatTheListWrites()
    {
        QFETCH(ReportExport::Format, format);
        QTemporaryDir fromList;
        QTemporaryDir fromSource;
        const ReportExport::Result listed = ReportExport::write(format, m_reports, fromList.path());
        const ReportExport::Result sourced = ReportExport::write(format, sourceOf(m_reports), fromSource.path());
        QVERIFY2(sourced.errors.isEmpty(), qPrintable(sourced.errors.join(QLatin1Char('\n'))));
        QCOMPARE(names(sourced.written), names(listed.written));
        QCOMPARE(sourced.warnings, listed.warnings);
        QCOMPARE(contents(fromSource.path()), contents(fromList.path()));
        QVERIFY(contents(fromSource.path()).size() >= 1);
    }

    // The files streamed report by report hold exactly what the exporters build from the whole list.
    void sharedFilesMatchTheWholeListExporters()
    {
        QByteArray jsonl;
        for (const AnnotatedReport &report : std::as_const(m_reports))
            jsonl += JsonlExporter::line(report);
        const QMap<ReportExport::Format, QMap<QString, QByteArray>> expected{
            {ReportExport::Format::Jsonl, {{QStringLiteral("annotations.jsonl"), jsonl}}},
            {ReportExport::Format::Csv,
             {{QStringLiteral("events.csv"), CsvExporter::events(m_reports)}, {QStringLiteral("mentions.csv"), CsvExporter::mentions(m_reports)}}},
            {ReportExport::Format::Conll2003,
             {{QStringLiteral("annotations.conll"), ConllExporter::write(m_reports, ConllExporter::TagSet::Conll2003)}}},
        };
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            QTemporaryDir out;
            ReportExport::write(it.key(), sourceOf(m_reports), out.path());
            QCOMPARE(contents(out.path()), it.value());
        }
        QTemporaryDir brat;
        ReportExport::write(ReportExport::Format::Brat, sourceOf(m_reports), brat.path());
        QCOMPARE(contents(brat.path()).value(QStringLiteral("annotation.conf")), BratExporter::annotationConf(m_reports));
    }

    // Each report is built afresh when asked for; when the next is asked for, the export must have let go
    // of the previous one (its text no longer shared). An export that first gathered the reports would fail.
    void eachFileIsToldAsItIsInPlace_data() { addEveryFormat(); }
    void eachFileIsToldAsItIsInPlace()
    {
        // The CLI lists files as they are written, not after a corpus of 100,000 is done.
        QFETCH(ReportExport::Format, format);
        QTemporaryDir out;
        QStringList told;
        ReportExport::Progress progress;
        progress.written = [&told](const QString &path) {
            QVERIFY2(QFileInfo::exists(path), qPrintable(path));
            told.append(path);
        };
        const ReportExport::Result result = ReportExport::write(format, sourceOf(m_reports), out.path(), progress);
        QVERIFY(!told.isEmpty());
        QCOMPARE(told, result.written);
    }

    void conllTagsAreTheCallersChoice()
    {
        ReportExport::Options touchlineTags;
        touchlineTags.conllTags = ConllExporter::TagSet::Touchline;
        QTemporaryDir ours;
        QTemporaryDir standard;
        ReportExport::write(ReportExport::Format::Conll2003, sourceOf(m_reports), ours.path(), {}, touchlineTags);
        ReportExport::write(ReportExport::Format::Conll2003, sourceOf(m_reports), standard.path());
        const QString name = QStringLiteral("annotations.conll");
        QCOMPARE(contents(ours.path()).value(name), ConllExporter::write(m_reports, ConllExporter::TagSet::Touchline));
        QVERIFY(contents(ours.path()).value(name).contains("B-PLAYER"));
        QVERIFY(contents(standard.path()).value(name).contains("B-PER"));
        QVERIFY(!contents(standard.path()).value(name).contains("B-PLAYER"));
    }

    void sourceIsAskedOnceAndOneReportIsHeld_data() { addEveryFormat(); }
    void sourceIsAskedOnceAndOneReportIsHeld()
    {
        QFETCH(ReportExport::Format, format);
        QList<int> asked(m_reports.size(), 0);
        QString lastText;
        int stillHeld = 0;
        ReportExport::ReportSource source = sourceOf(m_reports);
        source.at = [&](int index) -> std::variant<AnnotatedReport, QString> {
            ++asked[index];
            if (!lastText.isNull() && !lastText.isDetached())
                ++stillHeld;
            AnnotatedReport report = m_reports.at(index);
            report.text = QString(report.text.constData(), report.text.size()); // a copy of its own
            lastText = report.text;
            return report;
        };
        QTemporaryDir out;
        const ReportExport::Result result = ReportExport::write(format, source, out.path());
        QVERIFY(result.errors.isEmpty());
        QCOMPARE(asked, QList<int>(m_reports.size(), 1));
        QCOMPARE(stillHeld, 0);
        QVERIFY(lastText.isDetached());
        // The check itself can fail: a second holder is seen.
        const QString holder = lastText;
        QVERIFY(!lastText.isDetached());
    }

    // With a pool, the next reports are fetched and rendered on its threads while one is written: the
    // files, warnings and progress are those of one thread, and each report is still asked for once.
    void poolWritesWhatOneThreadWrites_data() { addEveryFormat(); }
    void poolWritesWhatOneThreadWrites()
    {
        QFETCH(ReportExport::Format, format);
        QThreadPool pool;
        pool.setMaxThreadCount(2);
        std::mutex mutex;
        QList<int> asked(m_reports.size(), 0);
        QSemaphore secondAsked;
        ReportExport::ReportSource source = sourceOf(m_reports);
        source.at = [&, give = source.at](int index) {
            {
                const std::lock_guard lock(mutex);
                ++asked[index];
            }
            if (index == 1)
                secondAsked.release();
            // Read ahead, the second report is asked for before the first is written; one report at a time,
            // this would wait in vain.
            if (index == 0 && !secondAsked.tryAcquire(1, 10000))
                return std::variant<AnnotatedReport, QString>(QStringLiteral("the second report was not read ahead"));
            return give(index);
        };
        QList<int> progress;
        ReportExport::Progress hooks;
        hooks.advanced = [&progress](int done, int) { progress.append(done); };
        ReportExport::Options options;
        options.pool = &pool;
        QTemporaryDir parallel;
        QTemporaryDir serial;
        const ReportExport::Result pooled = ReportExport::write(format, source, parallel.path(), hooks, options);
        const ReportExport::Result alone = ReportExport::write(format, sourceOf(m_reports), serial.path());
        QVERIFY2(pooled.errors.isEmpty(), qPrintable(pooled.errors.join(QLatin1Char('\n'))));
        QCOMPARE(asked, QList<int>(m_reports.size(), 1));
        QCOMPARE(progress.size(), m_reports.size());
        QCOMPARE(progress.last(), int(m_reports.size()));
        QCOMPARE(names(pooled.written), names(alone.written));
        QCOMPARE(pooled.warnings, alone.warnings);
        QCOMPARE(contents(parallel.path()), contents(serial.path()));
    }

    // Cancelled with a pool, the export stops within the few reports it read ahead, not at the end.
    void poolStopsReadingWhenCancelled()
    {
        QList<AnnotatedReport> many;
        for (int copy = 0; copy < 40; ++copy)
            many += m_reports;
        QThreadPool pool;
        pool.setMaxThreadCount(2);
        std::atomic_int asked = 0;
        ReportExport::ReportSource source = sourceOf(many);
        source.at = [&asked, give = source.at](int index) {
            ++asked;
            return give(index);
        };
        ReportExport::Progress hooks;
        int done = 0;
        hooks.advanced = [&done](int reports, int) { done = reports; };
        hooks.cancelled = [&done] { return done >= 3; };
        ReportExport::Options options;
        options.pool = &pool;
        QTemporaryDir out;
        const ReportExport::Result result = ReportExport::write(ReportExport::Format::Jsonl, source, out.path(), hooks, options);
        QVERIFY(result.cancelled);
        QCOMPARE(done, 3);
        QVERIFY(pool.waitForDone(10000));
        // Three written, at most the read-ahead's depth (twice the threads) and the next one beyond them.
        QVERIFY2(asked >= 3 && asked <= 3 + 1 + 2 * pool.maxThreadCount(), qPrintable(QString::number(asked)));
        QCOMPARE(QDir(out.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    // A report the source cannot give is named in the errors; the others are written as they would be alone.
    void unreadableReportIsAnErrorAndTheOthersAreWritten_data() { addEveryFormat(); }
    void unreadableReportIsAnErrorAndTheOthersAreWritten()
    {
        QFETCH(ReportExport::Format, format);
        constexpr int unreadable = 1;
        const QString message = m_reports.at(unreadable).path + QStringLiteral(": cannot be read (gone)");
        ReportExport::ReportSource source = sourceOf(m_reports);
        source.at = [this, message](int index) -> std::variant<AnnotatedReport, QString> {
            if (index == unreadable)
                return message;
            return m_reports.at(index);
        };
        QList<int> progress;
        ReportExport::Progress hooks;
        hooks.advanced = [&progress](int done, int) { progress.append(done); };
        QTemporaryDir withError;
        const ReportExport::Result result = ReportExport::write(format, source, withError.path(), hooks);
        QCOMPARE(result.errors, QStringList{message});
        QCOMPARE(progress.size(), m_reports.size());

        QList<AnnotatedReport> readable = m_reports;
        readable.removeAt(unreadable);
        QTemporaryDir without;
        ReportExport::write(format, readable, without.path());
        QCOMPARE(contents(withError.path()), contents(without.path()));
    }

    // A file for all reports is committed at the end only: cancelled, nothing is left, not even a
    // temporary file.
    void cancelledSharedFileLeavesNothing_data()
    {
        QTest::addColumn<ReportExport::Format>("format");
        QTest::newRow("jsonl") << ReportExport::Format::Jsonl;
        QTest::newRow("csv") << ReportExport::Format::Csv;
        QTest::newRow("conll") << ReportExport::Format::Conll2003;
    }
    void cancelledSharedFileLeavesNothing()
    {
        QFETCH(ReportExport::Format, format);
        int asked = 0;
        const ReportExport::ReportSource source = countingSource(m_reports, asked);
        ReportExport::Progress hooks;
        hooks.cancelled = [&asked] { return asked >= 2; };
        QTemporaryDir out;
        const ReportExport::Result result = ReportExport::write(format, source, out.path(), hooks);
        QVERIFY(result.cancelled);
        QCOMPARE(asked, 2);
        QVERIFY(result.written.isEmpty());
        QCOMPARE(QDir(out.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    // Something in the way of one table: the error names it, and the other table is not left alone.
    void blockedSharedFileIsNamedAndNothingIsWritten()
    {
        QTemporaryDir out;
        QVERIFY(QDir(out.path()).mkpath(QStringLiteral("mentions.csv/inner")));
        int asked = 0;
        const ReportExport::ReportSource source = countingSource(m_reports, asked);
        const ReportExport::Result result = ReportExport::write(ReportExport::Format::Csv, source, out.path());
        QCOMPARE(result.errors.size(), 1);
        QVERIFY2(result.errors.first().contains(QDir(out.path()).filePath(QStringLiteral("mentions.csv"))), qPrintable(result.errors.first()));
        QVERIFY(result.written.isEmpty());
        QCOMPARE(asked, 0); // refused before reading any report
        QCOMPARE(QDir(out.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("mentions.csv")});
    }

    // A disk that fills up while streaming (here a file size limit): the error names the file, and neither
    // it nor its temporary file is left.
    void writeFailureNamesTheFileAndLeavesNothing()
    {
        QTemporaryDir out;
        const ReportExport::ReportSource source = sourceOf(m_reports);
        const ReportExport::Result result = writeWithFileSizeLimit(ReportExport::Format::Jsonl, source, out.path(), 4096);

        QCOMPARE(result.errors.size(), 1);
        QVERIFY2(result.errors.first().contains(QDir(out.path()).filePath(QStringLiteral("annotations.jsonl"))), qPrintable(result.errors.first()));
        // The system's reason, and no previous file claimed where there was none.
        QVERIFY2(result.errors.first().contains(qt_error_string(EFBIG)), qPrintable(result.errors.first()));
        QVERIFY2(result.errors.first().contains(QStringLiteral("nothing was written")), qPrintable(result.errors.first()));
        QVERIFY(result.written.isEmpty());
        QCOMPARE(QDir(out.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    void writeFailureKeepsThePreviousFile()
    {
        QTemporaryDir out;
        const QString path = QDir(out.path()).filePath(QStringLiteral("annotations.jsonl"));
        {
            QFile previousExport(path);
            QVERIFY(previousExport.open(QIODevice::WriteOnly));
            previousExport.write("an earlier export\n");
        }
        const ReportExport::ReportSource source = sourceOf(m_reports);
        const ReportExport::Result result = writeWithFileSizeLimit(ReportExport::Format::Jsonl, source, out.path(), 4096);

        QCOMPARE(result.errors.size(), 1);
        QVERIFY2(result.errors.first().contains(QStringLiteral("the previous file was kept")), qPrintable(result.errors.first()));
        QFile kept(path);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("an earlier export\n"));
        QCOMPARE(QDir(out.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("annotations.jsonl")});
    }
};

QTEST_GUILESS_MAIN(ReportExportTest)
#include "reportexport_test.moc"
