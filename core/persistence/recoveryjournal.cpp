#include "recoveryjournal.h"

#include "atomicfilewriter.h"
#include "jsonwriter.h"
#include "nativeformat.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Touchline {

namespace {
const QLatin1String journalFormat("touchline-recovery");
constexpr int journalVersion = 1;

QString absolute(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
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
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return FormatError{path, QStringLiteral("not valid JSON: ") + parseError.errorString(), 0, {}};
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != journalFormat)
        return FormatError{path, QStringLiteral("not a Touchline recovery file"), 0, QStringLiteral("format")};
    if (root.value(QStringLiteral("version")).toInt() > journalVersion)
        return FormatError{path, QStringLiteral("written by a newer Touchline"), 0, QStringLiteral("version")};
    RecoveryEntry entry;
    entry.journalPath = path;
    entry.reportPath = root.value(QStringLiteral("report_path")).toString();
    entry.savedAt = QDateTime::fromString(root.value(QStringLiteral("saved_at")).toString(), Qt::ISODateWithMs);
    entry.text = root.value(QStringLiteral("text")).toString();
    if (entry.reportPath.isEmpty())
        return FormatError{path, QStringLiteral("names no report"), 0, QStringLiteral("report_path")};
    auto set = NativeFormat::fromJson(root.value(QStringLiteral("annotations")).toObject(), entry.text, path);
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
