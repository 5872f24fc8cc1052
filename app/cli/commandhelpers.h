#pragma once

#include <QStringList>

namespace Touchline::Cli {

/// A command-line path as reports: a file as itself, a folder as its report files (.txt, .html, .htm,
/// .md, .markdown; recursively, sorted, annotation sidecars skipped). A missing path is returned as is,
/// so that the loader reports it by name.
QStringList expandReportPaths(const QString &path);

} // namespace Touchline::Cli
