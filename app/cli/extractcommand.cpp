// touchline-cli extract: runs the extractor over files, folders or standard input.
#include "clicommand.h"
#include "commandhelpers.h"

#include "documentloader.h"
#include "extractionjson.h"
#include "extractor.h"
#include "gazetteer.h"
#include "jsontree.h"
#include "jsonwriter.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentMap>

#include <cstdio>

namespace Touchline::Cli {

namespace {

using namespace Qt::StringLiterals;

/// One unit of work: a file to read, or a text given inline (stdin).
struct Input {
    QString name;
    QString path;      // empty for inline text
    QByteArray bytes;  // inline text
};

struct Output {
    QString name;
    QByteArray json; // the serialised result, ready to print
    QString error;
    QStringList warnings;
};

/// How each result is serialised: compact or indented, and at which depth (1 when it goes into an array).
struct OutputLayout {
    JsonWriter::Layout layout = JsonWriter::Layout::Compact;
    int depth = 0;
};

// Serialises on the worker thread, straight to bytes: no QJsonObject on the hot path.
Output process(const Extractor &extractor, const Input &input, OutputLayout layout)
{
    const DocumentLoader loader(DocumentLoader::defaultMaxBytes, DocumentLoader::Digest::Skip); // the output holds no digest
    auto loaded = input.path.isEmpty() ? loader.fromBytes(input.bytes, input.name) : loader.load(input.path);
    if (const auto *error = std::get_if<LoadError>(&loaded))
        return {input.name, {}, error->message(), {}};
    const Document &document = std::get<Document>(loaded);
    // Room for the whole result at once: grown by doubling, a long report's JSON was copied a few times over
    // and each new block faulted in afresh. Reports' JSON runs about four bytes a character of text compact,
    // eight indented; room not written to costs no memory.
    QByteArray json;
    json.reserve(document.text.size() * (layout.layout == JsonWriter::Layout::Compact ? 5 : 10) + 1024);
    JsonWriter out(json, layout.layout, layout.depth);
    writeExtractionJson(out, extractor.extract(document), document.text, input.path.isEmpty() ? input.name : input.path);
    json.squeeze(); // held until printed, up to a batch of them: shrunk in place, not copied
    return {input.name, json, {}, document.warnings};
}

// The report of a JSONL line: its "text", and its "id" (a number or a string) or "name" for a name.
// Read with JsonTree (QJsonDocument took as long as a fifth of the extraction).
void readReportLine(const QByteArray &line, Input &input, int lineNumber)
{
    const std::variant<JsonTree, QJsonParseError> read = JsonTree::read(line);
    const auto *tree = std::get_if<JsonTree>(&read);
    const JsonTree::Value root = tree ? tree->root() : JsonTree::Value();
    input.name = root.member("id"_L1).displayText();
    if (input.name.isEmpty())
        input.name = root.member("name"_L1).toString();
    if (input.name.isEmpty())
        input.name = QStringLiteral("stdin:%1").arg(lineNumber);
    const JsonTree::Value text = root.member("text"_L1);
    if (!text.isString()) {
        const auto *error = std::get_if<QJsonParseError>(&read);
        input.path = QStringLiteral("<stdin line %1: %2>").arg(lineNumber).arg(error ? error->errorString() : QStringLiteral("no \"text\" string"));
        return;
    }
    input.bytes = text.toString().toUtf8();
}

// Reads a line of stdin for jsonl mode: a JSON object with a "text" field (and optional "id" or
// "name"), or a file name. Returns false at end of input. `in` is stdin, read through Qt's buffer (a
// std::getline on std::cin, kept in step with C's stdio, took a call a byte).
bool readStdinLine(QFile &in, Input &input, int lineNumber)
{
    const QByteArray line = in.readLine();
    if (line.isEmpty())
        return false;
    const QByteArray bytes = line.trimmed();
    input = {};
    if (bytes.startsWith('{')) {
        readReportLine(bytes, input, lineNumber);
    } else {
        input.path = QString::fromUtf8(bytes);
        input.name = input.path;
    }
    return true;
}

} // namespace

int runExtract(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Extracts entities and match events from match reports and prints them as JSON.\n"
        "Offsets are Unicode code points into the report's text (HTML and Markdown are reduced to text first).\n"
        "FILE may be a report, a folder (every .txt/.html/.md in it), or '-' for standard input: with --format json\n"
        "the whole of stdin is one report; with --format jsonl each stdin line is a JSON object with a \"text\"\n"
        "field (and optional \"id\") or a file name, and one result line is printed per input line, in order."));
    parser.addHelpOption();
    const QCommandLineOption formatOption(QStringLiteral("format"), QStringLiteral("Output format: json (default) or jsonl."),
                                          QStringLiteral("format"), QStringLiteral("json"));
    const QCommandLineOption gazetteerOption(QStringLiteral("gazetteer"),
                                             QStringLiteral("A folder of user gazetteer files (teams.tsv, competitions.tsv, venues.tsv, people.tsv); may repeat."),
                                             QStringLiteral("dir"));
    const QCommandLineOption compactOption(QStringLiteral("compact"), QStringLiteral("Print json without indentation."));
    parser.addOption(formatOption);
    parser.addOption(gazetteerOption);
    parser.addOption(compactOption);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Reports, folders, or - for standard input."), QStringLiteral("FILE..."));
    if (const auto stop = parseCommandLine(parser, arguments, QStringLiteral("extract")))
        return *stop;
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("json") && format != QLatin1String("jsonl")) {
        printError(QStringLiteral("touchline-cli extract: unknown --format '%1' (use json or jsonl)").arg(format));
        return UsageError;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        printError(QStringLiteral("touchline-cli extract: no input; give FILE... or - for standard input"));
        return UsageError;
    }

    QString gazetteerError;
    auto gazetteer = Gazetteer::load(parser.values(gazetteerOption), &gazetteerError);
    if (!gazetteer) {
        printError(QStringLiteral("touchline-cli extract: ") + gazetteerError);
        return InputError;
    }
    for (const QString &warning : gazetteer->warnings())
        printError(QStringLiteral("touchline-cli extract: ") + warning);
    const Extractor extractor(gazetteer);
    const bool jsonl = format == QLatin1String("jsonl");
    // --format json prints one report's object on its own, and several (or a folder's) as an array.
    const bool singleReport = positional.size() == 1 && !QFileInfo(positional.first()).isDir();
    const bool wrapInArray = !jsonl && !singleReport;
    const JsonWriter::Layout layout = jsonl || parser.isSet(compactOption) ? JsonWriter::Layout::Compact : JsonWriter::Layout::Indented;
    const OutputLayout outputLayout{layout, wrapInArray ? 1 : 0};

    int exitCode = Ok;
    // Results are printed as they come. The array is opened at the first one; when no report could be
    // read and there was an error, nothing at all is printed.
    QByteArray pending;
    JsonWriter array(pending, layout);
    bool arrayOpen = false;
    auto printPending = [&] {
        printOut(pending);
        pending.clear();
    };
    auto emitOutput = [&](const Output &output) {
        for (const QString &warning : output.warnings)
            printError(QStringLiteral("touchline-cli extract: warning: ") + warning);
        if (!output.error.isEmpty()) {
            printError(QStringLiteral("touchline-cli extract: ") + output.error);
            exitCode = InputError;
            if (jsonl) { // keep one output line per input line, so that streaming consumers stay aligned
                JsonWriter(pending).beginObject().key(u"error").string(output.error).key(u"path").string(output.name).endObject();
                pending += '\n';
            }
        } else if (jsonl) {
            pending += output.json;
            pending += '\n'; // not `json + '\n'`, which copied each result once more
        } else if (!wrapInArray) {
            pending += output.json;
        } else {
            if (!arrayOpen)
                array.beginArray();
            arrayOpen = true;
            array.raw(output.json);
        }
        printPending();
    };
    // Batches keep memory flat on endless input and still use every core; output stays in input order.
    constexpr int batchSize = 256;
    QList<Input> batch;
    auto flush = [&] {
        const QList<Output> outputs = QtConcurrent::blockingMapped(
            batch, [&extractor, outputLayout](const Input &input) { return process(extractor, input, outputLayout); });
        for (const Output &output : outputs)
            emitOutput(output);
        batch.clear();
        std::fflush(stdout);
    };

    for (const QString &argument : positional) {
        if (argument == QLatin1String("-")) {
            if (jsonl) {
                QFile in;
                if (!in.open(stdin, QIODevice::ReadOnly)) {
                    printError(QStringLiteral("touchline-cli extract: cannot read standard input"));
                    return InputError;
                }
                Input input;
                for (int lineNumber = 1; readStdinLine(in, input, lineNumber); ++lineNumber) {
                    if (input.path.isEmpty() && input.bytes.isEmpty() && input.name.isEmpty())
                        continue;
                    batch.append(input);
                    if (batch.size() >= batchSize)
                        flush();
                }
            } else {
                QFile in;
                if (!in.open(stdin, QIODevice::ReadOnly)) {
                    printError(QStringLiteral("touchline-cli extract: cannot read standard input"));
                    return InputError;
                }
                batch.append(Input{QStringLiteral("stdin"), {}, in.readAll()});
            }
            continue;
        }
        const QStringList paths = expandReportPaths(argument);
        if (paths.isEmpty()) {
            printError(QStringLiteral("touchline-cli extract: %1: no reports (.txt, .html, .htm, .md, .markdown) in this folder").arg(argument));
            exitCode = InputError;
        }
        for (const QString &path : paths) {
            batch.append(Input{path, path, {}});
            if (batch.size() >= batchSize)
                flush(); // a folder of thousands streams through in batches: memory stays flat
        }
    }
    flush();

    if (wrapInArray && (arrayOpen || exitCode == Ok)) {
        if (!arrayOpen)
            array.beginArray();
        array.endArray();
        printPending();
    }
    return exitCode;
}

} // namespace Touchline::Cli
