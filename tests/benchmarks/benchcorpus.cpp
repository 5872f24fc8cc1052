#include "benchcorpus.h"

#include <QDir>
#include <QFile>
#include <QThread>

namespace Touchline::Bench {

namespace {

void addFolder(Corpus &corpus, const QString &folder)
{
    const QDir dir(folder);
    const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        QFile in(dir.filePath(file));
        if (!in.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = in.readAll();
        corpus.names.append(dir.filePath(file));
        corpus.texts.append(QString::fromUtf8(bytes));
        corpus.utf8Bytes += bytes.size();
    }
}

void addFile(Corpus &corpus, const QString &path)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = in.readAll();
    corpus.names.append(path);
    corpus.texts.append(QString::fromUtf8(bytes));
    corpus.utf8Bytes += bytes.size();
}

} // namespace

Corpus fictionalReports()
{
    Corpus corpus;
    const QString source = QStringLiteral(TOUCHLINE_SOURCE_DIR);
    addFile(corpus, source + QStringLiteral("/resources/sample/sample-report.txt"));
    addFolder(corpus, source + QStringLiteral("/tests/data/reports"));
    return corpus;
}

Corpus allReports()
{
    Corpus corpus = fictionalReports();
    const QString dev = QStringLiteral(TOUCHLINE_SOURCE_DIR) + QStringLiteral("/../shared/corpus/dev");
    if (QDir(dev).exists())
        addFolder(corpus, QDir::cleanPath(dev));
    return corpus;
}

QString textOfSize(const Corpus &corpus, qint64 bytes)
{
    QString text;
    qint64 size = 0;
    for (qsizetype i = 0; size < bytes && !corpus.texts.isEmpty(); i = (i + 1) % corpus.texts.size()) {
        const QString &report = corpus.texts.at(i);
        text += report;
        text += QStringLiteral("\n\n");
        size += report.toUtf8().size() + 2;
    }
    return text;
}

double rssMiB(qint64 pid, bool peak)
{
    QFile status(pid == 0 ? QStringLiteral("/proc/self/status") : QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray key = peak ? QByteArrayLiteral("VmHWM:") : QByteArrayLiteral("VmRSS:");
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(key.size()).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

double peakRssMiB()
{
    return rssMiB(0, true);
}

QString machineDescription()
{
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    QString model = QStringLiteral("unknown CPU");
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : cpuinfo.readAll().split('\n')) {
            if (line.startsWith("model name")) {
                model = QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
                break;
            }
        }
    }
    return QStringLiteral("%1 × %2").arg(QThread::idealThreadCount()).arg(model);
}

} // namespace Touchline::Bench
