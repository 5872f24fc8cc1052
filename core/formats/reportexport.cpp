#include "reportexport.h"

#include "atomicfilewriter.h"
#include "bratexporter.h"
#include "conllexporter.h"
#include "csvexporter.h"
#include "footballexporter.h"
#include "jsonlexporter.h"
#include "nativeformat.h"
#include "w3cexporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <memory>
#include <vector>

namespace Touchline {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Touchline::ReportExport", text);
}

/// A file holding every report (annotations.jsonl, events.csv, ...): a header, then each report's part.
struct SharedFile {
    QString name;
    QByteArray header;
    std::function<QByteArray(const AnnotatedReport &report)> part;
};

/// One run of ReportExport::write: the output folder, the result so far, and the reports asked of the
/// source one at a time.
class ExportRun
{
public:
    ExportRun(const ReportExport::ReportSource &source, const QString &folder, const ReportExport::Progress &progress);

    bool createFolder();
    /// For the formats with a file per report: `putFiles` gets each report with a base name no other
    /// report of this export has.
    void writeFilePerReport(const std::function<void(const QString &base, const AnnotatedReport &report)> &putFiles);
    /// Streams every report into `files`; all are committed at the end or, when cancelled or a write fails,
    /// none (a table cut short would look complete).
    void writeSharedFiles(const QList<SharedFile> &files);
    /// Writes one whole file atomically.
    void put(const QString &name, const QByteArray &bytes);
    void warn(const QString &warning) { m_result.warnings.append(warning); }
    ReportExport::Result result() const { return m_result; }

private:
    int reportCount() const { return int(m_source.paths.size()); }
    /// Calls `write` with each report in turn, only one alive at a time, until `write` returns false or
    /// the export is cancelled. A report the source cannot give is an error, and the next is asked for.
    void forEachReport(const std::function<bool(const AnnotatedReport &report)> &write);
    /// Writes the report at `index`; false when `write` failed. The report is freed on return.
    bool writeReport(int index, const std::function<bool(const AnnotatedReport &report)> &write);
    /// Between reports: tells how far it got, and whether to go on.
    bool advance();
    /// The absolute path of `name` in the folder, or empty (with an error) when that is one of the reports.
    QString outputPath(const QString &name);
    QString uniqueBase(const QString &base);
    void commit(const std::vector<std::unique_ptr<AtomicFileWriter>> &writers);
    void wrote(const QString &path);

    const ReportExport::ReportSource &m_source;
    const ReportExport::Progress &m_progress;
    const QString m_folder;
    const QDir m_output;
    QSet<QString> m_reportPaths;
    QSet<QString> m_takenBases;
    int m_done = 0;
    ReportExport::Result m_result;
};

ExportRun::ExportRun(const ReportExport::ReportSource &source, const QString &folder, const ReportExport::Progress &progress)
    : m_source(source)
    , m_progress(progress)
    , m_folder(folder)
    , m_output(folder)
{
    for (const QString &path : source.paths) {
        if (!path.isEmpty())
            m_reportPaths.insert(QFileInfo(path).absoluteFilePath());
    }
}

bool ExportRun::createFolder()
{
    if (m_folder.isEmpty() || !QDir().mkpath(m_output.absolutePath())) {
        m_result.errors.append(tr("%1: cannot create the output folder").arg(m_folder));
        return false;
    }
    return true;
}

void ExportRun::forEachReport(const std::function<bool(const AnnotatedReport &report)> &write)
{
    for (int index = 0; index < reportCount(); ++index) {
        if (!writeReport(index, write) || !advance())
            return;
    }
}

bool ExportRun::writeReport(int index, const std::function<bool(const AnnotatedReport &report)> &write)
{
    const std::variant<AnnotatedReport, QString> fetched = m_source.at(index);
    if (const auto *error = std::get_if<QString>(&fetched)) {
        m_result.errors.append(*error);
        return true;
    }
    return write(std::get<AnnotatedReport>(fetched));
}

bool ExportRun::advance()
{
    ++m_done;
    if (m_progress.advanced)
        m_progress.advanced(m_done, reportCount());
    m_result.cancelled = m_done < reportCount() && m_progress.cancelled && m_progress.cancelled();
    return !m_result.cancelled;
}

void ExportRun::writeFilePerReport(const std::function<void(const QString &base, const AnnotatedReport &report)> &putFiles)
{
    forEachReport([&](const AnnotatedReport &report) {
        putFiles(uniqueBase(report.baseName()), report);
        return true; // a file that failed is an error; the other reports are still written
    });
}

void ExportRun::writeSharedFiles(const QList<SharedFile> &files)
{
    // QSaveFile: until commit, what is written goes to a temporary file removed if never committed.
    std::vector<std::unique_ptr<AtomicFileWriter>> writers;
    for (const SharedFile &file : files) {
        const QString path = outputPath(file.name);
        if (path.isEmpty())
            return;
        auto writer = std::make_unique<AtomicFileWriter>(path);
        if (const auto error = writer->open()) {
            m_result.errors.append(error->message());
            return;
        }
        writer->append(file.header);
        writers.push_back(std::move(writer));
    }
    forEachReport([&](const AnnotatedReport &report) {
        bool written = true;
        for (size_t i = 0; i < writers.size(); ++i) {
            writers.at(i)->append(files.at(qsizetype(i)).part(report));
            written = written && !writers.at(i)->failed();
        }
        return written;
    });
    if (!m_result.cancelled)
        commit(writers);
}

void ExportRun::commit(const std::vector<std::unique_ptr<AtomicFileWriter>> &writers)
{
    const bool anyFailed = std::any_of(writers.begin(), writers.end(), [](const auto &writer) { return writer->failed(); });
    for (const auto &writer : writers) {
        if (anyFailed && !writer->failed())
            continue; // stopped short with the failed one: dropped uncommitted
        if (const auto error = writer->commit())
            m_result.errors.append(error->message());
        else
            wrote(writer->path());
    }
}

void ExportRun::wrote(const QString &path)
{
    m_result.written.append(path);
    if (m_progress.written)
        m_progress.written(path);
}

void ExportRun::put(const QString &name, const QByteArray &bytes)
{
    const QString path = outputPath(name);
    if (path.isEmpty())
        return;
    if (const auto error = writeFileAtomically(path, bytes)) {
        m_result.errors.append(error->message());
        return;
    }
    wrote(path);
}

QString ExportRun::outputPath(const QString &name)
{
    const QString path = QFileInfo(m_output.filePath(name)).absoluteFilePath();
    if (m_reportPaths.contains(path)) {
        m_result.errors.append(tr("%1: refusing to overwrite a report; choose another folder").arg(path));
        return {};
    }
    return path;
}

QString ExportRun::uniqueBase(const QString &base)
{
    QString name = base.isEmpty() ? QStringLiteral("report") : base;
    for (int n = 2; m_takenBases.contains(name); ++n)
        name = QStringLiteral("%1-%2").arg(base).arg(n);
    m_takenBases.insert(name);
    return name;
}

void writeBrat(ExportRun &run)
{
    BratExporter::MinuteValues minutes;
    run.writeFilePerReport([&](const QString &base, const AnnotatedReport &report) {
        const BratExporter::Files files = BratExporter::write(report);
        for (const QString &skipped : files.skipped)
            run.warn(tr("%1: brat cannot hold %2").arg(report.name, skipped));
        run.put(base + QStringLiteral(".txt"), files.text);
        run.put(base + QStringLiteral(".ann"), files.ann);
        minutes.add(report);
    });
    // Even when cancelled: the reports written need their configuration to open in brat.
    run.put(QStringLiteral("annotation.conf"), BratExporter::annotationConf(minutes));
    run.put(QStringLiteral("visual.conf"), BratExporter::visualConf());
}
} // namespace

QList<ReportExport::Format> ReportExport::formats()
{
    return {Format::Native, Format::Jsonl, Format::Csv, Format::Brat, Format::Conll2003, Format::W3c, Format::Football};
}

QString ReportExport::formatName(Format format)
{
    switch (format) {
    case Format::Native:
        return tr("Native JSON");
    case Format::Jsonl:
        return tr("JSONL");
    case Format::Csv:
        return tr("CSV");
    case Format::Brat:
        return tr("brat standoff");
    case Format::Conll2003:
        return tr("CoNLL-2003");
    case Format::W3c:
        return tr("W3C Web Annotation");
    case Format::Football:
        return tr("Football event JSON");
    }
    return {};
}

QString ReportExport::formatDescription(Format format)
{
    switch (format) {
    case Format::Native:
        return tr("NAME.touchline.json per report: everything, re-openable by Touchline");
    case Format::Jsonl:
        return tr("annotations.jsonl: one line per report with its text");
    case Format::Csv:
        return tr("events.csv (one row per event) and mentions.csv (one row per mention)");
    case Format::Brat:
        return tr("NAME.txt + NAME.ann per report, annotation.conf and visual.conf");
    case Format::Conll2003:
        return tr("annotations.conll: IOB2 tokens with PER, ORG, LOC, MISC (no events)");
    case Format::W3c:
        return tr("NAME.w3c.jsonld per report: W3C Web Annotation collections");
    case Format::Football:
        return tr("NAME.football.json per report: StatsBomb-style events plus VAR and disallowed goals");
    }
    return {};
}

ReportExport::Result ReportExport::write(Format format, const ReportSource &source, const QString &folder, const Progress &progress,
                                         const Options &options)
{
    ExportRun run(source, folder, progress);
    if (!run.createFolder())
        return run.result();
    switch (format) {
    case Format::Jsonl:
        run.writeSharedFiles({{QStringLiteral("annotations.jsonl"), {}, &JsonlExporter::line}});
        break;
    case Format::Csv:
        run.writeSharedFiles({{QStringLiteral("events.csv"), CsvExporter::eventsHeader(), &CsvExporter::eventRows},
                              {QStringLiteral("mentions.csv"), CsvExporter::mentionsHeader(), &CsvExporter::mentionRows}});
        break;
    case Format::Conll2003:
        run.writeSharedFiles({{QStringLiteral("annotations.conll"), {}, [tags = options.conllTags](const AnnotatedReport &report) {
                                   return ConllExporter::document(report, tags);
                               }}});
        break;
    case Format::Brat:
        writeBrat(run);
        break;
    case Format::Native:
        run.writeFilePerReport([&run](const QString &base, const AnnotatedReport &report) {
            run.put(base + QStringLiteral(".touchline.json"), NativeFormat::serialize(report.set, report.text));
        });
        break;
    case Format::W3c:
        run.writeFilePerReport([&run](const QString &base, const AnnotatedReport &report) {
            run.put(base + QStringLiteral(".w3c.jsonld"), QJsonDocument(W3cExporter::collection(report)).toJson(QJsonDocument::Indented));
        });
        break;
    case Format::Football:
        run.writeFilePerReport([&run](const QString &base, const AnnotatedReport &report) {
            run.put(base + QStringLiteral(".football.json"), QJsonDocument(FootballExporter::write(report)).toJson(QJsonDocument::Indented));
        });
        break;
    }
    return run.result();
}

ReportExport::Result ReportExport::write(Format format, const QList<AnnotatedReport> &reports, const QString &folder, const Progress &progress,
                                         const Options &options)
{
    ReportSource source;
    for (const AnnotatedReport &report : reports)
        source.paths.append(report.path);
    source.at = [&reports](int index) -> std::variant<AnnotatedReport, QString> { return reports.at(index); };
    return write(format, source, folder, progress, options);
}

} // namespace Touchline
