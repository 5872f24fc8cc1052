// corpus_bench [COUNT] [--keep DIR]: generates COUNT (10,000) reports by varying the project's fictional
// reports (players, teams, managers and referees renamed, minutes shifted, deterministically), then times
// `touchline-cli extract --format jsonl` over them on every core, as a folder argument and as file names
// streamed on stdin. Prints wall seconds, the child's peak RSS (wait4 ru_maxrss) and its RSS sampled from
// /proc/PID/status while it runs, so that a flat memory profile is visible.
#include "benchcorpus.h"

#include "extractor.h"
#include "memorytuning.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
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

// A made-up name for `word` in variant `variant`: same input, same output, on every machine.
QString inventedName(const QString &word, int variant)
{
    static const char *const onsets[] = {"B", "D", "F", "G", "H", "K", "L", "M", "N", "P", "R", "S", "T", "V", "W", "Br", "Tr", "St"};
    static const char *const vowels[] = {"a", "e", "i", "o", "u", "ai", "ou"};
    static const char *const codas[] = {"n", "r", "s", "l", "ck", "nd", "rt", "ton", "ley", "well"};
    quint32 h = qHash(word, quint32(variant) * 2654435761u);
    QString name;
    const int syllables = 2 + int(h % 2);
    for (int i = 0; i < syllables; ++i) {
        name += QLatin1String(onsets[h % std::size(onsets)]);
        h /= std::size(onsets);
        name += QLatin1String(vowels[h % std::size(vowels)]);
        h = h / std::size(vowels) + 0x9e3779b9u * quint32(i + 1);
        if (i > 0)
            name = name.left(1) + name.mid(1).toLower();
    }
    name += QLatin1String(codas[h % std::size(codas)]);
    return name;
}

struct Template {
    QString text;
    QRegularExpression names; // every word of every person's and team's name in this report
};

QList<Template> makeTemplates(const Bench::Corpus &corpus)
{
    const Extractor extractor;
    QList<Template> templates;
    for (const QString &text : corpus.texts) {
        const AnnotationSet set = extractor.extract(text);
        QSet<QString> words;
        for (const Entity &entity : set.entities) {
            if (entity.type != EntityType::Player && entity.type != EntityType::Team && entity.type != EntityType::Manager
                && entity.type != EntityType::Referee)
                continue;
            for (const TextSpan &span : entity.mentions) {
                const QString surface = text.mid(span.start, span.end - span.start);
                for (const QString &word : surface.split(QRegularExpression(QStringLiteral("[^\\p{L}]+")), Qt::SkipEmptyParts)) {
                    if (word.size() >= 3 && word.at(0).isUpper())
                        words.insert(word);
                }
            }
        }
        QStringList alternatives;
        for (const QString &word : std::as_const(words))
            alternatives.append(QRegularExpression::escape(word));
        std::sort(alternatives.begin(), alternatives.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
        const QString pattern = alternatives.isEmpty() ? QStringLiteral("(?!)") : QStringLiteral("\\b(?:%1)\\b").arg(alternatives.join(QLatin1Char('|')));
        templates.append({text, QRegularExpression(pattern, QRegularExpression::UseUnicodePropertiesOption)});
    }
    return templates;
}

QString variantOf(const Template &t, int variant)
{
    static const QRegularExpression minute(QStringLiteral("\\b(\\d{1,2})(st|nd|rd|th)?(?=\\s?(?:'|′|’|min))"));
    QString renamed;
    renamed.reserve(t.text.size() + 64);
    qsizetype last = 0;
    for (auto it = t.names.globalMatch(t.text); it.hasNext();) {
        const auto match = it.next();
        renamed += QStringView(t.text).mid(last, match.capturedStart() - last);
        renamed += inventedName(match.captured(), variant);
        last = match.capturedEnd();
    }
    renamed += QStringView(t.text).mid(last);
    QString out;
    out.reserve(renamed.size());
    last = 0;
    const int shift = variant % 7 - 3;
    for (auto it = minute.globalMatch(renamed); it.hasNext();) {
        const auto match = it.next();
        out += QStringView(renamed).mid(last, match.capturedStart() - last);
        const int m = match.captured(1).toInt();
        const int shifted = m >= 2 && m <= 88 ? m + shift : m;
        out += QString::number(shifted);
        if (match.capturedLength(2) > 0) { // keep the ordinal right: 21st, 22nd, 23rd, 24th
            const int digit = shifted % 10;
            const bool teen = shifted % 100 >= 11 && shifted % 100 <= 13;
            out += teen || digit > 3 || digit == 0 ? QStringLiteral("th") : digit == 1 ? QStringLiteral("st") : digit == 2 ? QStringLiteral("nd") : QStringLiteral("rd");
        }
        last = match.capturedEnd();
    }
    out += QStringView(renamed).mid(last);
    return out;
}

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
    const QList<Template> templates = makeTemplates(Bench::fictionalReports());
    QElapsedTimer timer;
    timer.start();
    QStringList paths;
    qint64 bytes = 0;
    for (int i = 0; i < count; ++i) {
        const Template &t = templates.at(i % templates.size());
        const QString path = QStringLiteral("%1/report-%2.txt").arg(folder).arg(i, 5, 10, QLatin1Char('0'));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return 1;
        const QByteArray data = variantOf(t, i / int(templates.size())).toUtf8();
        file.write(data);
        bytes += data.size();
        paths.append(path);
    }
    std::printf("generated %d reports (%.1f MB) from %lld templates in %.2f s into %s\n", count, double(bytes) / 1e6,
                static_cast<long long>(templates.size()), timer.elapsed() / 1000.0, qPrintable(folder));
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
