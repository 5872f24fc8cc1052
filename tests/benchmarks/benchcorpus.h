#pragma once

#include <QString>
#include <QStringList>

namespace Touchline::Bench {

/// The texts every benchmark runs on, read at run time and never copied into the build: the project's
/// fictional reports (resources/sample, tests/data/reports) and, when it exists beside the repository,
/// ../shared/corpus/dev/*.txt. Cost: one read of each file.
struct Corpus {
    QStringList names;
    QStringList texts;
    qint64 utf8Bytes = 0;
};

/// Only the project's own fictional reports.
Corpus fictionalReports();
/// The fictional reports plus the dev corpus, when present.
Corpus allReports();
/// Reports from `corpus` joined (blank line between) until the UTF-8 size reaches `bytes`.
QString textOfSize(const Corpus &corpus, qint64 bytes);
/// Peak resident set of this process (VmHWM) in MiB, from /proc/self/status.
double peakRssMiB();
/// Resident set of a process (VmRSS, or VmHWM with `peak`) in MiB, 0 when unknown.
double rssMiB(qint64 pid, bool peak = false);
/// "model name" and the number of processors from /proc/cpuinfo, for the printed figures.
QString machineDescription();

} // namespace Touchline::Bench
