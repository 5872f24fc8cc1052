// touchline-cli: the extractor and the formats in batch, for corpora and pipelines.
#include "clicommand.h"
#include "commands.h"
#include "memorytuning.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace Touchline::Cli;

namespace Touchline::Cli {

void printError(const QString &message)
{
    const QByteArray bytes = message.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
}

void printOut(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
}

} // namespace Touchline::Cli

namespace {

QString usage()
{
    QString text = QStringLiteral("Usage: touchline-cli [--help] [--version] COMMAND [OPTIONS] [FILE...]\n\n"
                                  "Extracts players, teams, goals, cards and other match events from football match reports.\n\n"
                                  "Commands:\n");
    for (const CliCommand &command : commands())
        text += QStringLiteral("  %1  %2\n").arg(QLatin1String(command.name), -10).arg(QLatin1String(command.summary));
    text += QStringLiteral("\nRun 'touchline-cli COMMAND --help' for a command's options.\n"
                           "Exit codes: 0 success, 1 a file could not be read or written, 2 usage error.\n");
    return text;
}

} // namespace

int main(int argc, char *argv[])
{
    Touchline::keepFreedMemoryForLargeDocuments(); // batch runs extract report after report
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("touchline-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TOUCHLINE_VERSION));

    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) {
        printError(usage());
        return UsageError;
    }
    const QString first = arguments.at(1);
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        printOut(usage().toUtf8());
        return Ok;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        printOut(QByteArray("touchline-cli " TOUCHLINE_VERSION "\n"));
        return Ok;
    }
    for (const CliCommand &command : commands()) {
        if (first == QLatin1String(command.name)) {
            QStringList rest = arguments.mid(2);
            rest.prepend(arguments.at(0) + QLatin1Char(' ') + first);
            return command.run(rest);
        }
    }
    printError(QStringLiteral("touchline-cli: unknown command or option '%1'\n\n").arg(first) + usage());
    return UsageError;
}
