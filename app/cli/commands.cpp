#include "commands.h"

namespace Touchline::Cli {

int runExtract(const QStringList &arguments);
int runExport(const QStringList &arguments);
int runImport(const QStringList &arguments);
int runValidate(const QStringList &arguments);

std::span<const CliCommand> commands()
{
    static const CliCommand all[] = {
        {"extract", "extract entities and events from reports (json, jsonl)", runExtract},
        {"export", "export annotations (json, jsonl, csv, brat, conll, w3c, football)", runExport},
        {"import", "import annotations from brat or doccano into NAME.touchline.json", runImport},
        {"validate", "check NAME.touchline.json files (line and field of any fault)", runValidate},
        {"version", "print the version and exit", [](const QStringList &) {
             printOut(QByteArray("touchline-cli " TOUCHLINE_VERSION "\n"));
             return int(Ok);
         }},
    };
    return all;
}

} // namespace Touchline::Cli
