#include "commands.h"

namespace Touchline::Cli {

int runExtract(const QStringList &arguments);

std::span<const CliCommand> commands()
{
    static const CliCommand all[] = {
        {"extract", "extract entities and events from reports (json, jsonl)", runExtract},
        {"version", "print the version and exit", [](const QStringList &) {
             printOut(QByteArray("touchline-cli " TOUCHLINE_VERSION "\n"));
             return int(Ok);
         }},
    };
    return all;
}

} // namespace Touchline::Cli
