#include "commandhelpers.h"

#include "clicommand.h"

#include <QCommandLineParser>

#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>

namespace Touchline::Cli {

QStringList expandReportPaths(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return {path};
    QStringList files;
    QDirIterator it(path, {QStringLiteral("*.txt"), QStringLiteral("*.html"), QStringLiteral("*.htm"), QStringLiteral("*.md"),
                           QStringLiteral("*.markdown")},
                    QDir::Files | QDir::Readable, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (!file.contains(QLatin1String(".touchline.")) && !file.endsWith(QLatin1String(".gold.json")))
            files.append(file);
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments, const QString &command)
{
    if (!parser.parse(arguments)) {
        printError(QStringLiteral("touchline-cli %1: %2").arg(command, parser.errorText()));
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText().toUtf8());
        return Ok;
    }
    return std::nullopt;
}

} // namespace Touchline::Cli
