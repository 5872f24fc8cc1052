#include "commandhelpers.h"

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

} // namespace Touchline::Cli
