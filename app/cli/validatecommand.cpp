// touchline-cli validate: checks NAME.touchline.json files (structure, version, and spans against the report).
#include "annotationinput.h"
#include "clicommand.h"
#include "commandhelpers.h"

#include "documentloader.h"
#include "nativeformat.h"

#include <QCommandLineParser>
#include <QFile>

namespace Touchline::Cli {

int runValidate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Checks Touchline annotation files: JSON syntax, format and version, every field, and, when the report\n"
        "is found beside the file (NAME.txt, .md, .html, ...) or given with --report, that every span still finds\n"
        "its text (spans the report's changes moved are reported; spans that cannot be found are errors with\n"
        "--strict, warnings otherwise). Problems go to standard error with the file, line and field at fault."));
    parser.addHelpOption();
    const QCommandLineOption reportOption(QStringLiteral("report"), QStringLiteral("The report the (single) file belongs to."), QStringLiteral("file"));
    const QCommandLineOption strictOption(QStringLiteral("strict"), QStringLiteral("Treat unanchored spans and a missing report as errors."));
    parser.addOption(reportOption);
    parser.addOption(strictOption);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("NAME.touchline.json files."), QStringLiteral("FILE.touchline.json..."));
    const QString prefix = QStringLiteral("touchline-cli validate: ");
    if (const auto stop = parseCommandLine(parser, arguments, QStringLiteral("validate")))
        return *stop;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        printError(prefix + QStringLiteral("no files to validate"));
        return UsageError;
    }
    if (parser.isSet(reportOption) && files.size() != 1) {
        printError(prefix + QStringLiteral("--report goes with exactly one annotation file"));
        return UsageError;
    }
    const bool strict = parser.isSet(strictOption);
    int exitCode = Ok;
    for (const QString &path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            printError(prefix + QStringLiteral("%1: cannot be read (%2)").arg(path, file.exists() ? file.errorString() : QStringLiteral("no such file")));
            exitCode = InputError;
            continue;
        }
        const QByteArray json = file.readAll();
        const std::optional<QString> reportPath = parser.isSet(reportOption) ? std::optional(parser.value(reportOption)) : reportForSidecar(path);
        if (!reportPath) {
            if (const auto error = NativeFormat::validate(json, path)) {
                printError(prefix + error->message());
                exitCode = InputError;
                continue;
            }
            printError(prefix + QStringLiteral("warning: %1: no report found beside it; spans were not checked against a text").arg(path));
            if (strict)
                exitCode = InputError;
            printOut(QStringLiteral("%1: valid (structure only)\n").arg(path).toUtf8());
            continue;
        }
        auto loaded = DocumentLoader().load(*reportPath);
        if (const auto *error = std::get_if<LoadError>(&loaded)) {
            printError(prefix + error->message());
            exitCode = InputError;
            continue;
        }
        const Document &document = std::get<Document>(loaded);
        ReanchorReport reanchor;
        auto parsed = NativeFormat::parse(json, document.text, path, &reanchor);
        if (const auto *error = std::get_if<FormatError>(&parsed)) {
            printError(prefix + error->message());
            exitCode = InputError;
            continue;
        }
        const AnnotationSet &set = std::get<AnnotationSet>(parsed);
        int mentions = 0;
        for (const Entity &entity : set.entities)
            mentions += int(entity.mentions.size());
        for (const UnanchoredSpan &span : std::as_const(reanchor.unanchored))
            printError(prefix + QStringLiteral("%1%2: unanchored: %3 \u201C%4\u201D (was at %5)")
                                    .arg(strict ? QString() : QStringLiteral("warning: "), path, span.owner, span.quote)
                                    .arg(span.savedStart));
        if (strict && !reanchor.unanchored.isEmpty())
            exitCode = InputError;
        QString summary = QStringLiteral("%1: valid; %2 entities (%3 mentions), %4 values, %5 events, %6 warnings against %7")
                              .arg(path)
                              .arg(set.entities.size())
                              .arg(mentions)
                              .arg(set.values.size())
                              .arg(set.events.size())
                              .arg(set.warnings.size())
                              .arg(*reportPath);
        if (set.document.sha256 != document.info.sha256)
            summary += QStringLiteral("; the report changed since it was saved (%1 spans moved, %2 unanchored)")
                           .arg(reanchor.moved)
                           .arg(reanchor.unanchored.size());
        printOut(summary.toUtf8() + '\n');
    }
    return exitCode;
}

} // namespace Touchline::Cli
