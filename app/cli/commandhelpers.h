#pragma once

#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace Touchline::Cli {

/// A command-line path as reports: a file as itself, a folder as its report files (.txt, .html, .htm,
/// .md, .markdown; recursively, sorted, annotation sidecars skipped). A missing path is returned as is,
/// so that the loader reports it by name.
QStringList expandReportPaths(const QString &path);

/// Parses a subcommand's arguments. Returns the exit code to stop with (a usage error reported as
/// "touchline-cli COMMAND: ...", or 0 after printing --help), or nothing when the command should run.
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments, const QString &command);

} // namespace Touchline::Cli
