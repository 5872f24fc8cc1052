// touchline-cli import: brings annotations made in other tools (brat, doccano) into NAME.touchline.json.
#include "clicommand.h"
#include "commandhelpers.h"

#include "bratimporter.h"
#include "doccanoimporter.h"
#include "documentloader.h"
#include "labelmapping.h"
#include "nativeformat.h"

#include <QCommandLineParser>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace Touchline::Cli {

namespace {

const QString prefix = QStringLiteral("touchline-cli import: ");

std::optional<QByteArray> readAll(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot be read (%2)").arg(path, file.exists() ? file.errorString() : QStringLiteral("no such file"));
        return std::nullopt;
    }
    return file.readAll();
}

} // namespace

int runImport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Imports annotations made in other tools and writes them as NAME.touchline.json, which Touchline opens.\n"
        "  --from brat     FILE is NAME.ann (or NAME.txt) with NAME.txt beside it; writes NAME.touchline.json\n"
        "                  beside NAME.txt, or into --output DIR.\n"
        "  --from doccano  FILE is a doccano JSONL export (span labels); for each line writes NAME.txt (the text)\n"
        "                  and NAME.touchline.json into --output DIR (default: beside FILE).\n"
        "Labels: Touchline's types (PLAYER, TEAM, ..., GOAL, YELLOW_CARD, ...) and PER/PERSON, ORG, LOC are known;\n"
        "map others with --map LABEL=TYPE or drop them with --map LABEL=skip. Unknown labels and offsets outside\n"
        "the text are errors (nothing is guessed or clipped). Existing annotation files are not overwritten\n"
        "without --force."));
    parser.addHelpOption();
    const QCommandLineOption fromOption(QStringLiteral("from"), QStringLiteral("brat or doccano."), QStringLiteral("tool"));
    const QCommandLineOption mapOption(QStringLiteral("map"), QStringLiteral("LABEL=TYPE or LABEL=skip; may repeat."), QStringLiteral("mapping"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Folder to write into."), QStringLiteral("dir"));
    const QCommandLineOption forceOption(QStringLiteral("force"), QStringLiteral("Overwrite existing NAME.touchline.json files."));
    parser.addOption(fromOption);
    parser.addOption(mapOption);
    parser.addOption(outputOption);
    parser.addOption(forceOption);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral(".ann files (brat) or .jsonl files (doccano)."), QStringLiteral("FILE..."));
    if (const auto stop = parseCommandLine(parser, arguments, QStringLiteral("import")))
        return *stop;
    const QString from = parser.value(fromOption);
    if (from != QLatin1String("brat") && from != QLatin1String("doccano")) {
        printError(prefix + (from.isEmpty() ? QStringLiteral("--from is required") : QStringLiteral("unknown --from '%1'").arg(from))
                   + QStringLiteral(" (use brat or doccano)"));
        return UsageError;
    }
    LabelMapping mapping;
    for (const QString &assignment : parser.values(mapOption)) {
        const QString problem = mapping.add(assignment);
        if (!problem.isEmpty()) {
            printError(prefix + problem);
            return UsageError;
        }
    }
    if (parser.positionalArguments().isEmpty()) {
        printError(prefix + QStringLiteral("no input files"));
        return UsageError;
    }
    const QString outputDir = parser.value(outputOption);
    if (!outputDir.isEmpty() && !QDir().mkpath(outputDir)) {
        printError(prefix + QStringLiteral("%1: cannot create the output folder").arg(outputDir));
        return InputError;
    }

    int exitCode = Ok;
    auto save = [&](const AnnotationSet &imported, const QString &text, const QString &path) {
        if (QFileInfo::exists(path) && !parser.isSet(forceOption)) {
            printError(prefix + QStringLiteral("%1: already exists; not overwritten (use --force)").arg(path));
            exitCode = InputError;
            return;
        }
        AnnotationSet set = imported;
        set.lastChangedBy = QStringLiteral("touchline-cli import --from ") + from;
        set.lastChanged = QDateTime::currentDateTimeUtc();
        if (const auto error = NativeFormat::save(set, text, path)) {
            printError(prefix + error->message());
            exitCode = InputError;
            return;
        }
        printOut(path.toUtf8() + '\n');
    };

    for (const QString &file : parser.positionalArguments()) {
        QString error;
        if (from == QLatin1String("brat")) {
            const QFileInfo info(file);
            const QString base = info.path() + QLatin1Char('/') + info.completeBaseName();
            const QString annPath = base + QStringLiteral(".ann");
            const QString textPath = base + QStringLiteral(".txt");
            const auto ann = readAll(annPath, &error);
            const auto raw = ann ? readAll(textPath, &error) : std::nullopt;
            if (!ann || !raw) {
                printError(prefix + error);
                exitCode = InputError;
                continue;
            }
            auto loaded = DocumentLoader().fromBytes(*raw, textPath);
            if (const auto *loadError = std::get_if<LoadError>(&loaded)) {
                printError(prefix + loadError->message());
                exitCode = InputError;
                continue;
            }
            const Document &document = std::get<Document>(loaded);
            QByteArrayView payload(*raw);
            if (payload.startsWith("\xEF\xBB\xBF"))
                payload = payload.sliced(3);
            if (QString::fromUtf8(payload) != document.text) {
                printError(prefix + QStringLiteral("%1: has CR line endings or invalid UTF-8, so brat's offsets cannot be mapped; convert it to "
                                                   "UTF-8 with LF line endings (in brat's copy too) and import again")
                                        .arg(textPath));
                exitCode = InputError;
                continue;
            }
            auto result = BratImporter::parse(*ann, document.text, annPath, mapping);
            if (const auto *formatError = std::get_if<FormatError>(&result)) {
                printError(prefix + formatError->message());
                exitCode = InputError;
                continue;
            }
            AnnotationSet set = std::get<AnnotationSet>(std::move(result));
            set.document = document.info;
            set.document.name = QFileInfo(textPath).fileName();
            const QString sidecar = outputDir.isEmpty() ? NativeFormat::sidecarPath(textPath)
                                                        : QDir(outputDir).filePath(QFileInfo(NativeFormat::sidecarPath(textPath)).fileName());
            save(set, document.text, sidecar);
        } else {
            const auto jsonl = readAll(file, &error);
            if (!jsonl) {
                printError(prefix + error);
                exitCode = InputError;
                continue;
            }
            auto result = DoccanoImporter::parse(*jsonl, file, mapping);
            if (const auto *formatError = std::get_if<FormatError>(&result)) {
                printError(prefix + formatError->message());
                exitCode = InputError;
                continue;
            }
            const QDir folder(outputDir.isEmpty() ? QFileInfo(file).path() : outputDir);
            for (const AnnotatedReport &report : std::get<QList<AnnotatedReport>>(result)) {
                const QString textPath = folder.filePath(report.name);
                const QByteArray bytes = report.text.toUtf8();
                if (QFileInfo::exists(textPath)) {
                    QFile existing(textPath);
                    if (!existing.open(QIODevice::ReadOnly) || existing.readAll() != bytes) {
                        printError(prefix + QStringLiteral("%1: exists with a different text; not overwritten (import into another --output folder)")
                                                .arg(textPath));
                        exitCode = InputError;
                        continue;
                    }
                } else if (const auto writeError = writeFileAtomically(textPath, bytes)) {
                    printError(prefix + writeError->message());
                    exitCode = InputError;
                    continue;
                } else {
                    printOut(textPath.toUtf8() + '\n');
                }
                save(report.set, report.text, NativeFormat::sidecarPath(textPath));
            }
        }
    }
    return exitCode;
}

} // namespace Touchline::Cli
