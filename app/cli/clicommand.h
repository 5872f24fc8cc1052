#pragma once

#include <QString>
#include <QStringList>

#include <cstdio>

namespace Touchline::Cli {

/// Exit codes shared by every subcommand.
enum ExitCode { Ok = 0, InputError = 1, UsageError = 2 };

/// One subcommand of touchline-cli ("extract", "export", ...). `run` gets the arguments after the
/// subcommand's name (argv[0] is the program name, as QCommandLineParser expects).
struct CliCommand {
    const char *name;
    const char *summary;
    int (*run)(const QStringList &arguments);
};

/// Writes a line to standard error (messages for people; results go to standard output).
void printError(const QString &message);
void printOut(const QByteArray &bytes);

} // namespace Touchline::Cli
