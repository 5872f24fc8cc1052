#include "recoveryjournal.h"

#include "atomicfilewriter.h"
#include "jsontree.h"
#include "jsonwriter.h"
#include "nativeformat.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Touchline {

namespace {
using namespace Qt::StringLiterals;

const QLatin1String journalFormat("touchline-recovery");
constexpr int journalVersion = 1;

QString absolute(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
}

// A whole number that fits an int, else 0 (as QJsonValue::toInt reads it).
int wholeNumber(const JsonTree::Value &value)
{
    const double number = value.toDouble(0.5);
    return number == std::floor(number) && std::abs(number) <= std::numeric_limits<int>::max() ? int(number) : 0;
}
} // namespace

RecoveryJournal::RecoveryJournal()
    : RecoveryJournal(defaultDirectory())
{
}

RecoveryJournal::RecoveryJournal(const QString &directory)
    : m_directory(directory)
{
}

QString RecoveryJournal::defaultDirectory()
{
    // QStandardPaths::GenericStateLocation needs Qt 6.7; this is the same rule (XDG Base Directory spec).
    QString state = qEnvironmentVariable("XDG_STATE_HOME");
    if (state.isEmpty() || QDir::isRelativePath(state))
        state = QDir::homePath() + QStringLiteral("/.local/state");
    return state + QStringLiteral("/touchline/recovery");
}

QString RecoveryJournal::journalPath(const QString &reportPath) const
{
    const QByteArray key = QCryptographicHash::hash(absolute(reportPath).toUtf8(), QCryptographicHash::Sha256).toHex().left(32);
    return m_directory + QLatin1Char('/') + QString::fromLatin1(key) + QStringLiteral(".recovery.json");
}

std::optional<FormatError> RecoveryJournal::record(const QString &reportPath, const QString &text, const AnnotationSet &set) const
{
    if (!QDir().mkpath(m_directory))
        return FormatError{m_directory, QStringLiteral("cannot create the recovery folder"), 0, {}};
    // Written after every edit: streamed, members in alphabetical order as QJsonObject printed them.
    QByteArray bytes;
    JsonWriter out(bytes);
    out.beginObject();
    out.key(u"annotations");
    NativeFormat::write(out, set, text);
    out.key(u"format").string(QString(journalFormat));
    out.key(u"report_path").string(absolute(reportPath));
    out.key(u"saved_at").string(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    out.key(u"text").string(text);
    out.key(u"version").integer(journalVersion);
    out.endObject();
    return writeFileAtomically(journalPath(reportPath), bytes);
}

bool RecoveryJournal::discard(const QString &reportPath) const
{
    QFile file(journalPath(reportPath));
    return !file.exists() || file.remove();
}

bool RecoveryJournal::hasPending(const QString &reportPath) const
{
    return QFileInfo::exists(journalPath(reportPath));
}

std::variant<RecoveryEntry, FormatError> RecoveryJournal::read(const QString &path) const
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return FormatError{path, QStringLiteral("cannot be read (%1)").arg(file.errorString()), 0, {}};
    // Read as a tree of the bytes (JsonTree): a large report's journal, text and annotations, took
    // QJsonDocument four times its size, and its annotations were written out again to be parsed.
    const QByteArray bytes = file.readAll();
    const std::variant<JsonTree, QJsonParseError> read = JsonTree::read(bytes);
    if (const auto *error = std::get_if<QJsonParseError>(&read))
        return FormatError{path, QStringLiteral("not valid JSON: ") + error->errorString(), 0, {}};
    const JsonTree::Value root = std::get<JsonTree>(read).root();
    if (root.member("format"_L1).toString() != QLatin1String(journalFormat))
        return FormatError{path, QStringLiteral("not a Touchline recovery file"), 0, QStringLiteral("format")};
    if (wholeNumber(root.member("version"_L1)) > journalVersion)
        return FormatError{path, QStringLiteral("written by a newer Touchline"), 0, QStringLiteral("version")};
    RecoveryEntry entry;
    entry.journalPath = path;
    entry.reportPath = root.member("report_path"_L1).toString();
    entry.savedAt = QDateTime::fromString(root.member("saved_at"_L1).toString(), Qt::ISODateWithMs);
    entry.text = root.member("text"_L1).toString();
    if (entry.reportPath.isEmpty())
        return FormatError{path, QStringLiteral("names no report"), 0, QStringLiteral("report_path")};
    const QByteArrayView annotations = root.member("annotations"_L1).json();
    auto set = NativeFormat::parse(annotations.isEmpty() ? QByteArrayLiteral("{}") : QByteArray::fromRawData(annotations.data(), annotations.size()),
                                   entry.text, path);
    if (auto *error = std::get_if<FormatError>(&set)) {
        error->field = QStringLiteral("annotations.") + error->field;
        error->line = 0;
        return *error;
    }
    entry.set = std::get<AnnotationSet>(std::move(set));
    return entry;
}

std::variant<RecoveryEntry, FormatError> RecoveryJournal::entry(const QString &reportPath) const
{
    const QString path = journalPath(reportPath);
    if (!QFileInfo::exists(path))
        return FormatError{path, QStringLiteral("no unsaved edits are journaled for %1").arg(reportPath), 0, {}};
    return read(path);
}

QList<RecoveryEntry> RecoveryJournal::pending(QList<FormatError> *errors) const
{
    QList<RecoveryEntry> entries;
    const QDir dir(m_directory);
    for (const QString &name : dir.entryList({QStringLiteral("*.recovery.json")}, QDir::Files)) {
        auto result = read(dir.filePath(name));
        if (auto *entry = std::get_if<RecoveryEntry>(&result))
            entries.append(std::move(*entry));
        else if (errors)
            errors->append(std::get<FormatError>(result));
    }
    std::sort(entries.begin(), entries.end(), [](const RecoveryEntry &a, const RecoveryEntry &b) { return a.savedAt > b.savedAt; });
    return entries;
}

std::variant<AnnotationSet, FormatError> RecoveryJournal::restore(const RecoveryEntry &entry, const QString &currentText) const
{
    if (currentText == entry.text)
        return entry.set;
    return NativeFormat::parse(NativeFormat::serialize(entry.set, entry.text), currentText, entry.journalPath);
}

} // namespace Touchline
