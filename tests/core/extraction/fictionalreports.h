#pragma once

#include <QDirIterator>
#include <QFile>
#include <QStringList>

namespace Touchline::Test {

/// The texts of the project's own fictional reports (every .txt of the test reports and of the
/// sample), for tests that compare two ways of doing one thing on real-looking prose first.
inline QStringList fictionalReportTexts()
{
    QStringList all;
    for (const char *folder : {TOUCHLINE_SOURCE_DIR "/tests/data/reports", TOUCHLINE_SOURCE_DIR "/resources/sample"}) {
        for (QDirIterator report(QString::fromUtf8(folder), {QStringLiteral("*.txt")}, QDir::Files); report.hasNext();) {
            QFile file(report.next());
            all.append(file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString());
        }
    }
    return all;
}

} // namespace Touchline::Test
