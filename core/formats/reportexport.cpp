#include "reportexport.h"

#include "atomicfilewriter.h"
#include "bratexporter.h"
#include "conllexporter.h"
#include "csvexporter.h"
#include "footballexporter.h"
#include "jsonlexporter.h"
#include "nativeformat.h"
#include "readahead.h"
#include "w3cexporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

namespace Touchline {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Touchline::ReportExport", text);
}

/// A file holding every report (annotations.jsonl, events.csv, ...): its name and header.
struct SharedFile {
    QString name;
    QByteArray header;
};

/// What a format makes of one report: one output per file (each shared file, or each of the report's
/// own files), and what the format could not hold. Pure, so that it runs on any thread.
using Renderer = std::function<QList<QByteArray>(const AnnotatedReport &report, QStringList &warnings)>;

/// A report rendered ahead of writing, or why the source could not give it.
struct RenderedReport {
    AnnotatedReport report;
    QList<QByteArray> outputs;
    QStringList warnings;
};
using Fetched = std::variant<RenderedReport, QString>;

/// One run of ReportExport::write: the output folder, the result so far, and the reports asked of the
/// source and rendered, one at a time or a few ahead on a pool, and written in order.
class ExportRun
{
public:
    ExportRun(const ReportExport::ReportSource &source, const QString &folder, const ReportExport::Progress &progress,
              QThreadPool *pool);

    bool createFolder();
    /// For the formats with a file per report: each report's outputs go to BASE + the suffix in the same
    /// place, with a base name no other report of this export has; `written` then sees the report.
    void writeFilePerReport(const QStringList &suffixes, const Renderer &render,
                            const std::function<void(const AnnotatedReport &report)> &written = {});
    /// Streams every report's outputs into `files`; all are committed at the end or, when cancelled or a
    /// write fails, none (a table cut short would look complete).
    void writeSharedFiles(const QList<SharedFile> &files, const Renderer &render);
    /// Writes one whole file atomically.
    void put(const QString &name, const QByteArray &bytes);
    ReportExport::Result result() const { return m_result; }

private:
    int reportCount() const { return int(m_source.paths.size()); }
    /// Calls `write` with each report in turn until `write` returns false or the export is cancelled. A
    /// report the source cannot give is an error, and the next is asked for.
    void forEachReport(const Renderer &render, const std::function<bool(const RenderedReport &rendered)> &write);
    /// Between reports: tells how far it got, and whether to go on.
    bool advance();
    /// The absolute path of `name` in the folder, or empty (with an error) when that is one of the reports.
    QString outputPath(const QString &name);
    QString uniqueBase(const QString &base);
    void commit(const std::vector<std::unique_ptr<AtomicFileWriter>> &writers);
    void wrote(const QString &path);

    const ReportExport::ReportSource &m_source;
    const ReportExport::Progress &m_progress;
    QThreadPool *const m_pool;
    const QString m_folder;
    const QDir m_output;
    QSet<QString> m_reportPaths;
    QSet<QString> m_takenBases;
    int m_done = 0;
    ReportExport::Result m_result;
};

ExportRun::ExportRun(const ReportExport::ReportSource &source, const QString &folder, const ReportExport::Progress &progress,
                     QThreadPool *pool)
    : m_source(source)
    , m_progress(progress)
    , m_pool(pool)
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

void ExportRun::forEachReport(const Renderer &render, const std::function<bool(const RenderedReport &rendered)> &write)
{
    // Runs on the pool's threads with a pool: only the source and the renderer, no state of the run.
    const auto fetch = [&source = m_source, &render](int index) -> Fetched {
        std::variant<AnnotatedReport, QString> fetched = source.at(index);
        if (auto *error = std::get_if<QString>(&fetched))
            return std::move(*error);
        RenderedReport rendered{std::get<AnnotatedReport>(std::move(fetched)), {}, {}};
        rendered.outputs = render(rendered.report, rendered.warnings);
        return rendered;
    };
    // Declared before the loop and destroyed on leaving: reports read ahead and not written are dropped.
    std::optional<ReadAhead<Fetched>> ahead;
    if (m_pool && reportCount() > 1)
        ahead.emplace(reportCount(), fetch, 2 * m_pool->maxThreadCount(), m_pool);
    for (int index = 0; index < reportCount(); ++index) {
        const Fetched fetched = ahead ? ahead->take(index) : fetch(index);
        if (const auto *error = std::get_if<QString>(&fetched)) {
            m_result.errors.append(*error);
        } else {
            const auto &rendered = std::get<RenderedReport>(fetched);
            m_result.warnings += rendered.warnings;
            if (!write(rendered))
                return;
        }
        if (!advance())
            return;
    }
}

bool ExportRun::advance()
{
    ++m_done;
    if (m_progress.advanced)
        m_progress.advanced(m_done, reportCount());
    m_result.cancelled = m_done < reportCount() && m_progress.cancelled && m_progress.cancelled();
    return !m_result.cancelled;
}

void ExportRun::writeFilePerReport(const QStringList &suffixes, const Renderer &render,
                                   const std::function<void(const AnnotatedReport &report)> &written)
{
    forEachReport(render, [&](const RenderedReport &rendered) {
        const QString base = uniqueBase(rendered.report.baseName());
        for (qsizetype i = 0; i < suffixes.size(); ++i)
            put(base + suffixes.at(i), rendered.outputs.at(i));
        if (written)
            written(rendered.report);
        return true; // a file that failed is an error; the other reports are still written
    });
}

void ExportRun::writeSharedFiles(const QList<SharedFile> &files, const Renderer &render)
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
    forEachReport(render, [&](const RenderedReport &rendered) {
        bool written = true;
        for (size_t i = 0; i < writers.size(); ++i) {
            writers.at(i)->append(rendered.outputs.at(qsizetype(i)));
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

/// A renderer for formats that make one output per report and have nothing to warn about.
template<typename Output>
Renderer rendering(Output output)
{
    return [output](const AnnotatedReport &report, QStringList &) { return QList<QByteArray>{output(report)}; };
}

QByteArray indentedJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

void writeBrat(ExportRun &run)
{
    BratExporter::MinuteValues minutes;
    const Renderer render = [](const AnnotatedReport &report, QStringList &warnings) {
        BratExporter::Files files = BratExporter::write(report);
        for (const QString &skipped : std::as_const(files.skipped))
            warnings.append(tr("%1: brat cannot hold %2").arg(report.name, skipped));
        return QList<QByteArray>{std::move(files.text), std::move(files.ann)};
    };
    run.writeFilePerReport({QStringLiteral(".txt"), QStringLiteral(".ann")}, render,
                           [&minutes](const AnnotatedReport &report) { minutes.add(report); });
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
    ExportRun run(source, folder, progress, options.pool);
    if (!run.createFolder())
        return run.result();
    switch (format) {
    case Format::Jsonl:
        run.writeSharedFiles({{QStringLiteral("annotations.jsonl"), {}}}, rendering(&JsonlExporter::line));
        break;
    case Format::Csv:
        run.writeSharedFiles({{QStringLiteral("events.csv"), CsvExporter::eventsHeader()}, {QStringLiteral("mentions.csv"), CsvExporter::mentionsHeader()}},
                             [](const AnnotatedReport &report, QStringList &) {
                                 return QList<QByteArray>{CsvExporter::eventRows(report), CsvExporter::mentionRows(report)};
                             });
        break;
    case Format::Conll2003:
        run.writeSharedFiles({{QStringLiteral("annotations.conll"), {}}},
                             rendering([tags = options.conllTags](const AnnotatedReport &report) { return ConllExporter::document(report, tags); }));
        break;
    case Format::Brat:
        writeBrat(run);
        break;
    case Format::Native:
        run.writeFilePerReport({QStringLiteral(".touchline.json")},
                               rendering([](const AnnotatedReport &report) { return NativeFormat::serialize(report.set, report.text); }));
        break;
    case Format::W3c:
        run.writeFilePerReport({QStringLiteral(".w3c.jsonld")},
                               rendering([](const AnnotatedReport &report) { return indentedJson(W3cExporter::collection(report)); }));
        break;
    case Format::Football:
        run.writeFilePerReport({QStringLiteral(".football.json")},
                               rendering([](const AnnotatedReport &report) { return indentedJson(FootballExporter::write(report)); }));
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
