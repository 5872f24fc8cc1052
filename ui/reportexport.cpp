#include "reportexport.h"

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

namespace Touchline {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Touchline::ReportExport", text);
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

ReportExport::Result ReportExport::write(Format format, const QList<AnnotatedReport> &reports, const QString &folder, const Progress &progress)
{
    Result result;
    int done = 0;
    // Between reports: tell how far it got, and whether to go on.
    auto advance = [&] {
        ++done;
        if (progress.advanced)
            progress.advanced(done, int(reports.size()));
        result.cancelled = done < reports.size() && progress.cancelled && progress.cancelled();
        return !result.cancelled;
    };
    const QDir output(folder);
    if (folder.isEmpty() || !QDir().mkpath(output.absolutePath())) {
        result.errors.append(tr("%1: cannot create the output folder").arg(folder));
        return result;
    }
    QSet<QString> reportPaths;
    for (const AnnotatedReport &report : reports) {
        if (!report.path.isEmpty())
            reportPaths.insert(QFileInfo(report.path).absoluteFilePath());
    }
    auto put = [&](const QString &name, const QByteArray &bytes) {
        const QString path = QFileInfo(output.filePath(name)).absoluteFilePath();
        if (reportPaths.contains(path)) {
            result.errors.append(tr("%1: refusing to overwrite a report; choose another folder").arg(path));
            return;
        }
        if (const auto error = writeFileAtomically(path, bytes)) {
            result.errors.append(error->message());
            return;
        }
        result.written.append(path);
    };
    QSet<QString> taken;
    auto uniqueBase = [&taken](const QString &base) {
        QString name = base.isEmpty() ? QStringLiteral("report") : base;
        for (int n = 2; taken.contains(name); ++n)
            name = QStringLiteral("%1-%2").arg(base).arg(n);
        taken.insert(name);
        return name;
    };

    switch (format) {
    case Format::Jsonl: {
        QByteArray lines;
        for (const AnnotatedReport &report : reports) {
            lines += JsonlExporter::line(report);
            if (!advance())
                return result;
        }
        put(QStringLiteral("annotations.jsonl"), lines);
        break;
    }
    case Format::Csv:
        put(QStringLiteral("events.csv"), CsvExporter::events(reports));
        put(QStringLiteral("mentions.csv"), CsvExporter::mentions(reports));
        break;
    case Format::Conll2003:
        put(QStringLiteral("annotations.conll"), ConllExporter::write(reports, ConllExporter::TagSet::Conll2003));
        break;
    case Format::Native:
    case Format::Brat:
    case Format::W3c:
    case Format::Football:
        for (const AnnotatedReport &report : reports) {
            const QString base = uniqueBase(report.baseName());
            if (format == Format::Native) {
                put(base + QStringLiteral(".touchline.json"), NativeFormat::serialize(report.set, report.text));
            } else if (format == Format::W3c) {
                put(base + QStringLiteral(".w3c.jsonld"), QJsonDocument(W3cExporter::collection(report)).toJson(QJsonDocument::Indented));
            } else if (format == Format::Football) {
                put(base + QStringLiteral(".football.json"), QJsonDocument(FootballExporter::write(report)).toJson(QJsonDocument::Indented));
            } else {
                const BratExporter::Files files = BratExporter::write(report);
                for (const QString &skipped : files.skipped)
                    result.warnings.append(tr("%1: brat cannot hold %2").arg(report.name, skipped));
                put(base + QStringLiteral(".txt"), files.text);
                put(base + QStringLiteral(".ann"), files.ann);
            }
            if (!advance())
                break;
        }
        if (format == Format::Brat) {
            // Even when cancelled: the reports written need their configuration to open in brat.
            put(QStringLiteral("annotation.conf"), BratExporter::annotationConf(reports.mid(0, done)));
            put(QStringLiteral("visual.conf"), BratExporter::visualConf());
        }
        break;
    }
    return result;
}

} // namespace Touchline
