// touchline-cli export: writes reports' annotations in the formats other tools read.
#include "annotationinput.h"
#include "clicommand.h"
#include "commandhelpers.h"

#include "bratexporter.h"
#include "conllexporter.h"
#include "csvexporter.h"
#include "extractor.h"
#include "footballexporter.h"
#include "jsonlexporter.h"
#include "nativeformat.h"
#include "w3cexporter.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace Touchline::Cli {

namespace {

const QStringList formats = {QStringLiteral("json"), QStringLiteral("jsonl"), QStringLiteral("csv"), QStringLiteral("brat"),
                             QStringLiteral("conll"), QStringLiteral("w3c"), QStringLiteral("football")};

} // namespace

int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Exports the annotations of reports (files or folders) for other tools. Uses each report's saved\n"
        "NAME.touchline.json when there is one (re-anchored if the report changed), and extracts otherwise.\n"
        "Formats and the files they write into --output DIR (see docs/formats.md for what each can hold):\n"
        "  json      NAME.touchline.json per report (the native format)\n"
        "  jsonl     annotations.jsonl, one line per report with its text\n"
        "  csv       events.csv (one row per event) and mentions.csv (one row per mention)\n"
        "  brat      NAME.txt + NAME.ann per report, annotation.conf and visual.conf\n"
        "  conll     annotations.conll, CoNLL-2003 IOB2 tokens (no events)\n"
        "  w3c       NAME.w3c.jsonld per report, W3C Web Annotation collections\n"
        "  football  NAME.football.json per report, StatsBomb-style event names plus VAR and disallowed goals\n"
        "Offsets are Unicode code points everywhere. Written files are listed on standard output."));
    parser.addHelpOption();
    const QCommandLineOption formatOption(QStringLiteral("format"), QStringLiteral("One of: %1.").arg(formats.join(QStringLiteral(", "))),
                                          QStringLiteral("format"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Folder to write into (created if missing)."),
                                          QStringLiteral("dir"));
    const QCommandLineOption tagsetOption(QStringLiteral("tagset"),
                                          QStringLiteral("conll tags: touchline (PLAYER, TEAM, ..., default) or conll2003 (PER, ORG, LOC, MISC)."),
                                          QStringLiteral("tags"), QStringLiteral("touchline"));
    const QCommandLineOption extractOption(QStringLiteral("extract"), QStringLiteral("Ignore saved annotations and extract afresh."));
    parser.addOption(formatOption);
    parser.addOption(outputOption);
    parser.addOption(tagsetOption);
    parser.addOption(extractOption);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Reports or folders of reports."), QStringLiteral("FILE_OR_FOLDER..."));
    const QString prefix = QStringLiteral("touchline-cli export: ");
    if (const auto stop = parseCommandLine(parser, arguments, QStringLiteral("export")))
        return *stop;
    const QString format = parser.value(formatOption);
    if (!formats.contains(format)) {
        printError(prefix + (format.isEmpty() ? QStringLiteral("--format is required") : QStringLiteral("unknown --format '%1'").arg(format))
                   + QStringLiteral(" (use %1)").arg(formats.join(QStringLiteral(", "))));
        return UsageError;
    }
    const QString tagset = parser.value(tagsetOption);
    if (tagset != QLatin1String("touchline") && tagset != QLatin1String("conll2003")) {
        printError(prefix + QStringLiteral("unknown --tagset '%1' (use touchline or conll2003)").arg(tagset));
        return UsageError;
    }
    if (!parser.isSet(outputOption)) {
        printError(prefix + QStringLiteral("--output DIR is required"));
        return UsageError;
    }
    if (parser.positionalArguments().isEmpty()) {
        printError(prefix + QStringLiteral("no input; give reports or folders"));
        return UsageError;
    }
    const QDir output(parser.value(outputOption));
    if (!QDir().mkpath(output.path())) {
        printError(prefix + QStringLiteral("%1: cannot create the output folder").arg(output.path()));
        return InputError;
    }

    int exitCode = Ok;
    const Extractor extractor;
    QList<AnnotatedReport> reports;
    for (const QString &argument : parser.positionalArguments()) {
        for (const QString &path : expandReportPaths(argument)) {
            AnnotationInput input = loadAnnotations(path, extractor, parser.isSet(extractOption));
            for (const QString &note : std::as_const(input.notes))
                printError(prefix + QStringLiteral("warning: ") + note);
            if (!input.error.isEmpty()) {
                printError(prefix + input.error);
                exitCode = InputError;
                continue;
            }
            reports.append(std::move(input.report));
        }
    }

    QStringList reportPaths;
    for (const AnnotatedReport &report : std::as_const(reports))
        reportPaths.append(QFileInfo(report.path).absoluteFilePath());
    auto write = [&](const QString &name, const QByteArray &bytes) {
        const QString path = output.filePath(name);
        if (reportPaths.contains(QFileInfo(path).absoluteFilePath())) {
            printError(prefix + QStringLiteral("%1: refusing to overwrite a report; choose another --output folder").arg(path));
            exitCode = InputError;
            return;
        }
        if (const auto error = writeFileAtomically(path, bytes)) {
            printError(prefix + error->message());
            exitCode = InputError;
            return;
        }
        printOut(path.toUtf8() + '\n');
    };
    UniqueNames names;
    if (format == QLatin1String("jsonl")) {
        QByteArray lines;
        for (const AnnotatedReport &report : std::as_const(reports))
            lines += JsonlExporter::line(report);
        write(QStringLiteral("annotations.jsonl"), lines);
    } else if (format == QLatin1String("csv")) {
        write(QStringLiteral("events.csv"), CsvExporter::events(reports));
        write(QStringLiteral("mentions.csv"), CsvExporter::mentions(reports));
    } else if (format == QLatin1String("conll")) {
        write(QStringLiteral("annotations.conll"),
              ConllExporter::write(reports, tagset == QLatin1String("conll2003") ? ConllExporter::TagSet::Conll2003 : ConllExporter::TagSet::Touchline));
    } else {
        for (const AnnotatedReport &report : std::as_const(reports)) {
            const QString base = names.take(report.baseName());
            if (format == QLatin1String("json")) {
                write(base + QStringLiteral(".touchline.json"), NativeFormat::serialize(report.set, report.text));
            } else if (format == QLatin1String("w3c")) {
                write(base + QStringLiteral(".w3c.jsonld"), QJsonDocument(W3cExporter::collection(report)).toJson(QJsonDocument::Indented));
            } else if (format == QLatin1String("football")) {
                write(base + QStringLiteral(".football.json"), QJsonDocument(FootballExporter::write(report)).toJson(QJsonDocument::Indented));
            } else if (format == QLatin1String("brat")) {
                const BratExporter::Files files = BratExporter::write(report);
                for (const QString &skipped : files.skipped)
                    printError(prefix + QStringLiteral("warning: %1: brat cannot hold %2").arg(report.name, skipped));
                write(base + QStringLiteral(".txt"), files.text);
                write(base + QStringLiteral(".ann"), files.ann);
            }
        }
        if (format == QLatin1String("brat")) {
            write(QStringLiteral("annotation.conf"), BratExporter::annotationConf(reports));
            write(QStringLiteral("visual.conf"), BratExporter::visualConf());
        }
    }
    return exitCode;
}

} // namespace Touchline::Cli
