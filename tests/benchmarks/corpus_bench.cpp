// corpus_bench [COUNT] [--keep DIR]: generates COUNT (10,000) reports by varying the project's fictional
// reports (players, teams, managers and referees renamed, minutes shifted, deterministically), then times
// `touchline-cli extract --format jsonl` over them on every core, as a folder argument and as file names
// streamed on stdin. Prints wall seconds, the child's peak RSS (wait4 ru_maxrss) and its RSS sampled from
// /proc/PID/status while it runs, so that a flat memory profile is visible.
#include "benchcorpus.h"
#include "reportvariants.h"

#include "memorytuning.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

using namespace Touchline;

namespace {

struct RunResult {
    double seconds = 0;
    double maxRssMiB = 0;
    QList<double> samples; // VmRSS in MiB, every 50 ms
    int exitCode = -1;
    qint64 outputLines = 0;
};

RunResult runCli(const QStringList &arguments, const QString &stdinPath, const QString &stdoutPath)
{
    RunResult result;
    std::vector<QByteArray> args;
    args.push_back(QByteArrayLiteral(TOUCHLINE_CLI_PATH));
    for (const QString &a : arguments)
        args.push_back(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const QByteArray in = stdinPath.isEmpty() ? QByteArrayLiteral("/dev/null") : stdinPath.toLocal8Bit();
    const QByteArray out = stdoutPath.toLocal8Bit();
    posix_spawn_file_actions_addopen(&actions, 0, in.constData(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, out.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
        std::fprintf(stderr, "corpus_bench: cannot start %s\n", argv[0]);
        return result;
    }
    posix_spawn_file_actions_destroy(&actions);
    int status = 0;
    rusage usage{};
    for (;;) {
        const pid_t done = wait4(pid, &status, WNOHANG, &usage);
        if (done == pid)
            break;
        if (const double rss = Bench::rssMiB(pid); rss > 0)
            result.samples.append(rss);
        QThread::msleep(50);
    }
    result.seconds = double(timer.nsecsElapsed()) / 1e9;
    result.maxRssMiB = double(usage.ru_maxrss) / 1024.0;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    QFile output(stdoutPath);
    if (output.open(QIODevice::ReadOnly)) {
        while (!output.atEnd())
            if (output.readLine().endsWith('\n'))
                ++result.outputLines;
    }
    return result;
}

void print(const char *label, int files, const RunResult &r)
{
    QString profile;
    if (!r.samples.isEmpty()) {
        // RSS at each quarter of the run: flat numbers mean streamed, a ramp means held.
        for (int q = 1; q <= 4; ++q)
            profile += QStringLiteral("%1 ").arg(r.samples.at(std::min<qsizetype>(r.samples.size() - 1, r.samples.size() * q / 4)), 0, 'f', 0);
    }
    std::printf("%-34s files=%-6d seconds=%-7.2f reports/s=%-7.0f peak_rss=%.0f MiB  rss@25/50/75/100%%=[ %s] MiB  lines=%lld exit=%d\n", label,
                files, r.seconds, files / r.seconds, r.maxRssMiB, qPrintable(profile), static_cast<long long>(r.outputLines), r.exitCode);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    Touchline::keepFreedMemoryForLargeDocuments(); // as the CLI and the window do
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    QString keep;
    if (const qsizetype k = args.indexOf(QStringLiteral("--keep")); k >= 0 && k + 1 < args.size()) {
        keep = args.at(k + 1);
        args.remove(k, 2);
    }
    const int count = args.isEmpty() ? 10000 : args.first().toInt();
    std::printf("machine: %s\n", qPrintable(Bench::machineDescription()));

    QTemporaryDir temp;
    const QString root = keep.isEmpty() ? temp.path() : keep;
    const QString folder = root + QStringLiteral("/reports");
    QDir().mkpath(folder);
    QElapsedTimer timer;
    timer.start();
    const Bench::ReportVariants variants(Bench::fictionalReports());
    qint64 bytes = 0;
    const QStringList paths = variants.writeFolder(folder, count, &bytes);
    if (paths.size() != count)
        return 1;
    std::printf("generated %d reports (%.1f MB) from %d templates in %.2f s into %s\n", count, double(bytes) / 1e6, variants.templateCount(),
                timer.elapsed() / 1000.0, qPrintable(folder));
    QFile list(root + QStringLiteral("/names.txt"));
    QFile listFifth(root + QStringLiteral("/names-fifth.txt"));
    if (!list.open(QIODevice::WriteOnly) || !listFifth.open(QIODevice::WriteOnly))
        return 1;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        list.write(paths.at(i).toLocal8Bit() + '\n');
        if (i < paths.size() / 5)
            listFifth.write(paths.at(i).toLocal8Bit() + '\n');
    }
    list.close();
    listFifth.close();

    const QString out = root + QStringLiteral("/out.jsonl");
    const QStringList jsonl{QStringLiteral("extract"), QStringLiteral("--format"), QStringLiteral("jsonl")};
    print("stdin names, 1/5 of the files", int(paths.size() / 5), runCli(jsonl + QStringList{QStringLiteral("-")}, listFifth.fileName(), out));
    print("stdin names (find | cli -)", int(paths.size()), runCli(jsonl + QStringList{QStringLiteral("-")}, list.fileName(), out));
    print("folder argument (cli DIR)", int(paths.size()), runCli(jsonl + QStringList{folder}, {}, out));
    std::printf("target: < 10 s on 2 cores, memory flat\n");
    return 0;
}
