#include "commands.h"

namespace Touchline::Cli {

std::span<const CliCommand> commands()
{
    static const CliCommand all[] = {
        {"version", "print the version and exit", [](const QStringList &) {
             printOut(QByteArray("touchline-cli " TOUCHLINE_VERSION "\n"));
             return int(Ok);
         }},
    };
    return all;
}

} // namespace Touchline::Cli
