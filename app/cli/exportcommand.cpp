// touchline-cli export: writes reports' annotations in the formats other tools read.
#include "annotationinput.h"
#include "clicommand.h"
#include "commandhelpers.h"

#include "extractor.h"
#include "reportexport.h"

#include <QCommandLineParser>
#include <QHash>
#include <QMap>
#include <QThreadPool>

#include <mutex>

namespace Touchline::Cli {

namespace {

const QMap<QString, ReportExport::Format> formatOf = {
    {QStringLiteral("json"), ReportExport::Format::Native}, {QStringLiteral("jsonl"), ReportExport::Format::Jsonl},
    {QStringLiteral("csv"), ReportExport::Format::Csv},     {QStringLiteral("brat"), ReportExport::Format::Brat},
    {QStringLiteral("conll"), ReportExport::Format::Conll2003}, {QStringLiteral("w3c"), ReportExport::Format::W3c},
    {QStringLiteral("football"), ReportExport::Format::Football}};
// In the order the help gives them.
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
    // The paths up front (a folder is only listed), the reports one at a time: a corpus of any size is
    // exported in the memory of one report.
    QStringList paths;
    for (const QString &argument : parser.positionalArguments())
        paths += expandReportPaths(argument);
    const Extractor extractor;
    const bool forceExtract = parser.isSet(extractOption);
    // Reports are read and extracted on every core (the source is asked on the pool's threads); their notes
    // wait here until the export is past the report, so that they come in the reports' order.
    std::mutex notesMutex;
    QHash<int, QStringList> notesOf;
    ReportExport::ReportSource source;
    source.paths = paths;
    source.at = [&](int index) -> std::variant<AnnotatedReport, QString> {
        AnnotationInput input = loadAnnotations(paths.at(index), extractor, forceExtract);
        if (!input.notes.isEmpty()) {
            const std::lock_guard lock(notesMutex);
            notesOf.insert(index, input.notes);
        }
        if (!input.error.isEmpty())
            return input.error;
        return std::move(input.report);
    };
    ReportExport::Progress progress;
    progress.written = [](const QString &path) { printOut(path.toUtf8() + '\n'); };
    progress.advanced = [&](int done, int) {
        const std::lock_guard lock(notesMutex);
        for (const QString &note : notesOf.take(done - 1))
            printError(prefix + QStringLiteral("warning: ") + note);
    };
    ReportExport::Options options;
    options.pool = QThreadPool::globalInstance();
    options.conllTags = tagset == QLatin1String("conll2003") ? ConllExporter::TagSet::Conll2003 : ConllExporter::TagSet::Touchline;
    const ReportExport::Result result = ReportExport::write(formatOf.value(format), source, parser.value(outputOption), progress, options);
    for (const QString &warning : result.warnings)
        printError(prefix + QStringLiteral("warning: ") + warning);
    for (const QString &error : result.errors)
        printError(prefix + error);
    return result.errors.isEmpty() ? Ok : InputError;
}

} // namespace Touchline::Cli
