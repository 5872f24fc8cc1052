#include "nativeformat.h"

#include "atomicfilewriter.h"
#include "codepoints.h"
#include "extractionjson.h"
#include "jsontree.h"
#include "jsonwriter.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <limits>

namespace Touchline {

namespace {

using namespace Qt::StringLiterals;

const QString precisionNames[] = {QStringLiteral("exact"), QStringLiteral("approximate"), QStringLiteral("unknown")};

QString precisionName(MatchTime::Precision precision)
{
    return precisionNames[int(precision)];
}

int lineAt(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    return int(QByteArrayView(bytes).first(offset).count('\n')) + 1;
}

// The last object key that starts before `offset`: the field being read when a syntax error struck.
QString lastKeyBefore(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    for (qsizetype colon = bytes.lastIndexOf(':', offset - 1); colon > 0; colon = bytes.lastIndexOf(':', colon - 1)) {
        qsizetype close = colon - 1;
        while (close >= 0 && (bytes.at(close) == ' ' || bytes.at(close) == '\t' || bytes.at(close) == '\n' || bytes.at(close) == '\r'))
            --close;
        if (close <= 0 || bytes.at(close) != '"')
            continue;
        const qsizetype open = bytes.lastIndexOf('"', close - 1);
        if (open < 0)
            return {};
        return QString::fromUtf8(bytes.mid(open + 1, close - open - 1));
    }
    return {};
}

// Finds the line where the value at a path ("events", "[3]", "time") starts in valid JSON text, so that
// errors found after parsing can still point at a line. Returns 0 when the path is not there.
class PathLocator
{
public:
    PathLocator(const QByteArray &bytes, const QStringList &target)
        : m_bytes(bytes), m_target(target)
    {
    }

    int locate()
    {
        value();
        return m_found;
    }

private:
    bool atEnd() const { return m_pos >= m_bytes.size(); }
    char peek() const { return atEnd() ? '\0' : m_bytes.at(m_pos); }
    void skipSpace()
    {
        while (!atEnd()) {
            const char c = m_bytes.at(m_pos);
            if (c == '\n')
                ++m_line;
            else if (c != ' ' && c != '\t' && c != '\r')
                return;
            ++m_pos;
        }
    }
    QString string()
    {
        ++m_pos; // opening quote
        const qsizetype start = m_pos;
        while (!atEnd() && m_bytes.at(m_pos) != '"')
            m_pos += m_bytes.at(m_pos) == '\\' ? 2 : 1;
        const QString result = QString::fromUtf8(m_bytes.mid(start, m_pos - start));
        ++m_pos;
        return result;
    }
    // Returns true once the target was found (stops the walk).
    bool value()
    {
        skipSpace();
        if (m_current == m_target) {
            m_found = m_line;
            return true;
        }
        const char c = peek();
        if (c == '{' || c == '[') {
            const bool isObject = c == '{';
            ++m_pos;
            for (int index = 0; !atEnd(); ++index) {
                skipSpace();
                if (peek() == '}' || peek() == ']') {
                    ++m_pos;
                    return false;
                }
                if (isObject) {
                    m_current.append(string());
                    skipSpace();
                    ++m_pos; // colon
                } else {
                    m_current.append(QStringLiteral("[%1]").arg(index));
                }
                if (value())
                    return true;
                m_current.removeLast();
                skipSpace();
                if (peek() == ',')
                    ++m_pos;
            }
            return false;
        }
        if (c == '"') {
            string();
            return false;
        }
        while (!atEnd() && !QByteArrayView(",}] \t\r\n").contains(m_bytes.at(m_pos)))
            ++m_pos;
        return false;
    }

    const QByteArray &m_bytes;
    QStringList m_target;
    QStringList m_current;
    qsizetype m_pos = 0;
    int m_line = 1;
    int m_found = 0;
};

QString fieldName(const QStringList &path)
{
    QString name;
    for (const QString &part : path) {
        if (!name.isEmpty() && !part.startsWith(QLatin1Char('[')))
            name += QLatin1Char('.');
        name += part;
    }
    return name;
}

// Where a value lies in the file ("events", "[3]", "time"), built as the reader descends without
// allocating: only a failure writes it out. Each path refers to its parent, which must outlive it (a
// path lives in a local or a call's argument below its parent's).
class FieldPath
{
public:
    FieldPath() = default; // the top level
    FieldPath child(QLatin1StringView key) const { return FieldPath(this, key, -1); }
    FieldPath item(qsizetype index) const { return FieldPath(this, {}, index); }
    QStringList parts() const
    {
        QStringList result = m_parent ? m_parent->parts() : QStringList();
        if (m_parent)
            result.append(m_index >= 0 ? QStringLiteral("[%1]").arg(m_index) : QString(m_key));
        return result;
    }

private:
    FieldPath(const FieldPath *parent, QLatin1StringView key, qsizetype index)
        : m_parent(parent)
        , m_key(key)
        , m_index(index)
    {
    }
    const FieldPath *m_parent = nullptr;
    QLatin1StringView m_key;
    qsizetype m_index = -1;
};

// Reads typed fields, remembering the first problem and where it was.
class Reader
{
public:
    bool failed() const { return !m_reason.isEmpty(); }
    void fail(const FieldPath &at, const QString &reason)
    {
        if (!failed()) {
            m_reason = reason;
            m_at = at.parts();
        }
    }
    QString reason() const { return m_reason; }
    QStringList at() const { return m_at; }

    JsonTree::Value member(const JsonTree::Value &object, const FieldPath &path, QLatin1StringView key, bool required)
    {
        const JsonTree::Value value = object.member(key);
        if (value.isUndefined() && required)
            fail(path, QStringLiteral("missing required field \"%1\"").arg(key));
        return value;
    }
    QString string(const JsonTree::Value &object, const FieldPath &path, QLatin1StringView key, bool required = false)
    {
        const JsonTree::Value value = member(object, path, key, required);
        if (value.isUndefined() || value.isNull())
            return {};
        if (!value.isString())
            fail(path.child(key), QStringLiteral("expected a string"));
        return value.toString();
    }
    std::optional<int> integer(const JsonTree::Value &object, const FieldPath &path, QLatin1StringView key, bool required,
                               int minimum = std::numeric_limits<int>::min(), int maximum = std::numeric_limits<int>::max())
    {
        const JsonTree::Value value = member(object, path, key, required);
        if (value.isUndefined() || value.isNull()) {
            if (required && value.isNull())
                fail(path.child(key), QStringLiteral("expected a number, found null"));
            return std::nullopt;
        }
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || std::floor(number) != number) {
            fail(path.child(key), QStringLiteral("expected a whole number"));
            return std::nullopt;
        }
        if (number < minimum || number > maximum) {
            fail(path.child(key), QStringLiteral("%1 is out of range (%2 to %3)").arg(number).arg(minimum).arg(maximum));
            return std::nullopt;
        }
        return int(number);
    }
    /// The array, or Undefined when it is absent, null or no array (a failure then).
    JsonTree::Value array(const JsonTree::Value &object, const FieldPath &path, QLatin1StringView key, bool required = false)
    {
        const JsonTree::Value value = member(object, path, key, required);
        if (value.isUndefined() || value.isNull())
            return {};
        if (!value.isArray()) {
            fail(path.child(key), QStringLiteral("expected an array"));
            return {};
        }
        return value;
    }
    JsonTree::Value object(const JsonTree::Value &value, const FieldPath &path)
    {
        if (!value.isObject())
            fail(path, QStringLiteral("expected an object"));
        return value;
    }

private:
    QString m_reason;
    QStringList m_at;
};

void writeSpan(JsonWriter &out, const TextSpan &span, const QString &text, const CodePointIndex &index)
{
    const SpanAnchor anchor = Reanchor::anchorFor(span, text, index);
    out.beginObject();
    out.key(u"after").string(anchor.suffix);
    out.key(u"before").string(anchor.prefix);
    out.key(u"end").integer(anchor.end);
    out.key(u"start").integer(anchor.start);
    out.key(u"text").string(anchor.quote);
    out.endObject();
}

// Turns the JSON of a set into an AnnotationSet, resolving spans against the current text.
class SetReader
{
public:
    SetReader(Reader &reader, const QString &text, bool checkSpans, ReanchorReport *report)
        : m_reader(reader), m_text(text), m_index(text), m_checkSpans(checkSpans), m_report(report)
    {
    }

    AnnotationSet read(const JsonTree::Value &root);

private:
    /// Reads each element of the top level's array `key` as an object (`readOne(object, path)`), until a failure.
    template <typename ReadOne>
    void readEach(const JsonTree::Value &root, QLatin1StringView key, ReadOne &&readOne)
    {
        const FieldPath top;
        const FieldPath listPath = top.child(key);
        const JsonTree::Value array = m_reader.array(root, top, key);
        qsizetype index = 0;
        for (JsonTree::Value element = array.first(); !element.isUndefined() && !m_reader.failed(); element = element.next(), ++index) {
            const FieldPath path = listPath.item(index);
            readOne(m_reader.object(element, path), path);
        }
    }
    TextSpan span(const JsonTree::Value &value, const FieldPath &path, const QString &owner);
    TextSpans spans(const JsonTree::Value &array, const FieldPath &path, const QString &owner);
    std::optional<Score> score(const JsonTree::Value &object, const FieldPath &path, QLatin1StringView key);

    Reader &m_reader;
    const QString &m_text;
    CodePointIndex m_index;
    bool m_checkSpans;
    ReanchorReport *m_report;
    QList<AnnotationWarning> m_unanchored;
};

TextSpan SetReader::span(const JsonTree::Value &value, const FieldPath &path, const QString &owner)
{
    const JsonTree::Value object = m_reader.object(value, path);
    SpanAnchor anchor;
    anchor.start = m_reader.integer(object, path, "start"_L1, true, 0).value_or(0);
    anchor.end = m_reader.integer(object, path, "end"_L1, true, 0).value_or(0);
    if (m_reader.failed())
        return {};
    if (anchor.end < anchor.start) {
        m_reader.fail(path.child("end"_L1), QStringLiteral("end (%1) is before start (%2)").arg(anchor.end).arg(anchor.start));
        return {};
    }
    anchor.hasQuote = object.contains("text"_L1);
    anchor.quote = m_reader.string(object, path, "text"_L1);
    anchor.prefix = m_reader.string(object, path, "before"_L1);
    anchor.suffix = m_reader.string(object, path, "after"_L1);
    if (anchor.hasQuote && CodePointIndex(anchor.quote).codePointCount() != anchor.end - anchor.start) {
        m_reader.fail(path.child("text"_L1), QStringLiteral("does not match the span's length (%1 code points)")
                                                                      .arg(anchor.end - anchor.start));
        return {};
    }
    if (!m_checkSpans)
        return {anchor.start, anchor.end};
    if (m_report)
        ++m_report->checked;
    const int count = m_index.codePointCount();
    const std::optional<TextSpan> found = Reanchor::find(anchor, m_text, m_index);
    if (found) {
        if (m_report && (found->start != m_index.toUtf16(std::min(anchor.start, count)) || anchor.end > count))
            ++m_report->moved;
        return *found;
    }
    if (!anchor.hasQuote) {
        // Offsets only and they do not fit: a hand-written file that is wrong, not a changed report.
        m_reader.fail(path, QStringLiteral("span %1-%2 is outside the text (%3 code points)").arg(anchor.start).arg(anchor.end).arg(count));
        return {};
    }
    if (m_report)
        m_report->unanchored.append({owner, anchor.quote, anchor.start});
    m_unanchored.append({QStringLiteral("unanchored"),
                         QStringLiteral("%1 was not found in the changed report: \u201C%2\u201D (was at %3)")
                             .arg(owner, anchor.quote.left(120))
                             .arg(anchor.start)});
    const int position = m_index.toUtf16(std::clamp(anchor.start, 0, count));
    return {position, position};
}

TextSpans SetReader::spans(const JsonTree::Value &array, const FieldPath &path, const QString &owner)
{
    TextSpans result;
    result.reserve(array.size());
    qsizetype i = 0;
    for (JsonTree::Value each = array.first(); !each.isUndefined() && !m_reader.failed(); each = each.next(), ++i)
        result.append(span(each, path.item(i), owner));
    return result;
}

std::optional<Score> SetReader::score(const JsonTree::Value &object, const FieldPath &path, QLatin1StringView key)
{
    const QString text = m_reader.string(object, path, key);
    if (text.isEmpty())
        return std::nullopt;
    const auto parsed = Score::fromString(text);
    if (!parsed)
        m_reader.fail(path.child(key), QStringLiteral("\"%1\" is not a score like \"2-1\"").arg(text));
    return parsed;
}

AnnotationSet SetReader::read(const JsonTree::Value &root)
{
    AnnotationSet set;
    Reader &r = m_reader;
    const FieldPath top;

    const JsonTree::Value documentValue = r.member(root, top, "document"_L1, true);
    if (!documentValue.isUndefined()) {
        const FieldPath path = top.child("document"_L1);
        const JsonTree::Value document = r.object(documentValue, path);
        set.document.name = r.string(document, path, "name"_L1);
        const JsonTree::Value size = document.member("size"_L1);
        if (!size.isUndefined() && !size.isNull() && (!size.isDouble() || size.toDouble() < 0))
            r.fail(path.child("size"_L1), QStringLiteral("expected a size in bytes"));
        set.document.size = qint64(size.toDouble());
        set.document.sha256 = r.string(document, path, "sha256"_L1).toLatin1();
    }
    set.homeTeam = r.string(root, top, "home_team"_L1);
    set.awayTeam = r.string(root, top, "away_team"_L1);
    set.finalScore = score(root, top, "final_score"_L1);
    set.lastChangedBy = r.string(root, top, "last_changed_by"_L1);
    const QString changed = r.string(root, top, "last_changed"_L1);
    if (!changed.isEmpty()) {
        set.lastChanged = QDateTime::fromString(changed, Qt::ISODateWithMs);
        if (!set.lastChanged.isValid())
            r.fail(top.child("last_changed"_L1), QStringLiteral("\"%1\" is not an ISO 8601 date and time").arg(changed));
    }

    readEach(root, "entities"_L1, [&](const JsonTree::Value &object, const FieldPath &path) {
        Entity entity;
        entity.id = r.string(object, path, "id"_L1, true);
        const QString type = r.string(object, path, "type"_L1, true);
        if (r.failed())
            return;
        const auto entityType = entityTypeFromName(type);
        if (!entityType)
            r.fail(path.child("type"_L1), QStringLiteral("unknown entity type \"%1\"").arg(type));
        entity.type = entityType.value_or(EntityType::Player);
        entity.canonical = r.string(object, path, "canonical"_L1);
        entity.team = r.string(object, path, "team"_L1);
        entity.mentions = spans(r.array(object, path, "mentions"_L1), path.child("mentions"_L1),
                                QStringLiteral("a mention of %1 (%2)").arg(entity.canonical, type));
        set.entities.append(entity);
    });

    readEach(root, "values"_L1, [&](const JsonTree::Value &object, const FieldPath &path) {
        ValueMention value;
        const QString type = r.string(object, path, "type"_L1, true);
        const auto valueType = entityTypeFromName(type);
        if (!r.failed() && (!valueType || !isMentionOnly(*valueType)))
            r.fail(path.child("type"_L1), QStringLiteral("\"%1\" is not SCORE or TIME").arg(type));
        value.type = valueType.value_or(EntityType::Score);
        value.value = r.string(object, path, "value"_L1);
        if (!r.failed())
            value.span = span(r.member(object, path, "span"_L1, true), path.child("span"_L1),
                              QStringLiteral("the %1 \"%2\"").arg(type, value.value));
        set.values.append(value);
    });

    readEach(root, "events"_L1, [&](const JsonTree::Value &object, const FieldPath &path) {
        MatchEvent event;
        event.id = r.string(object, path, "id"_L1, true);
        const QString type = r.string(object, path, "type"_L1, true);
        if (r.failed())
            return;
        const auto eventType = eventTypeFromName(type);
        if (!eventType)
            r.fail(path.child("type"_L1), QStringLiteral("unknown event type \"%1\"").arg(type));
        event.type = eventType.value_or(EventType::Goal);

        const JsonTree::Value timeValue = object.member("time"_L1);
        if (!timeValue.isUndefined() && !timeValue.isNull()) {
            const FieldPath timePath = path.child("time"_L1);
            const JsonTree::Value time = r.object(timeValue, timePath);
            event.time.minute = r.integer(time, timePath, "minute"_L1, false, -1, 200).value_or(-1);
            event.time.addedMinute = r.integer(time, timePath, "added"_L1, false, -1, 99);
            event.time.period = r.integer(time, timePath, "period"_L1, false, 1, 5).value_or(MatchTime::FirstHalf);
            const QString precision = r.string(time, timePath, "precision"_L1);
            if (!precision.isEmpty()) {
                const auto found = std::find(std::begin(precisionNames), std::end(precisionNames), precision);
                if (found == std::end(precisionNames))
                    r.fail(timePath.child("precision"_L1),
                           QStringLiteral("\"%1\" is not exact, approximate or unknown").arg(precision));
                else
                    event.time.precision = MatchTime::Precision(found - std::begin(precisionNames));
            }
            event.time.text = r.string(time, timePath, "text"_L1);
        }
        event.team = r.string(object, path, "team"_L1);
        event.player = r.string(object, path, "player"_L1);
        event.secondPlayer = r.string(object, path, "second_player"_L1);
        event.detail = r.string(object, path, "detail"_L1);
        event.scoreAfter = score(object, path, "score_after"_L1);
        const JsonTree::Value confidence = object.member("confidence"_L1);
        if (!confidence.isUndefined() && !confidence.isNull() && (!confidence.isDouble() || confidence.toDouble() < 0 || confidence.toDouble() > 1))
            r.fail(path.child("confidence"_L1), QStringLiteral("expected a number from 0 to 1"));
        event.confidence = confidence.toDouble();
        const QString status = r.string(object, path, "status"_L1);
        if (!status.isEmpty()) {
            const auto eventStatus = eventStatusFromName(status);
            if (!eventStatus)
                r.fail(path.child("status"_L1),
                       QStringLiteral("unknown status \"%1\" (extracted, accepted, edited, manual or rejected)").arg(status));
            event.status = eventStatus.value_or(EventStatus::Extracted);
        }
        event.reviews = r.string(object, path, "reviews"_L1);
        if (!r.failed()) {
            const QString minute = event.time.toString();
            event.evidence = spans(r.array(object, path, "evidence"_L1), path.child("evidence"_L1),
                                   QStringLiteral("the evidence of event %1 (%2%3)")
                                       .arg(event.id, eventTypeLabel(event.type), minute.isEmpty() ? QString() : QLatin1Char(' ') + minute + QLatin1Char('\'')));
        }
        set.events.append(event);
    });

    readEach(root, "warnings"_L1, [&](const JsonTree::Value &object, const FieldPath &path) {
        set.warnings.append({r.string(object, path, "code"_L1), r.string(object, path, "message"_L1)});
    });
    for (const AnnotationWarning &warning : std::as_const(m_unanchored)) {
        if (!set.warnings.contains(warning))
            set.warnings.append(warning);
    }
    return set;
}

// A syntax error where QJsonDocument puts it: its wording, the line, the field being read.
FormatError syntaxError(const QJsonParseError &parseError, const QByteArray &json, const QString &sourceName)
{
    const bool atEnd = json.mid(parseError.offset).trimmed().isEmpty();
    const QString reason = (atEnd ? QStringLiteral("the file ends too early (truncated?): ") : QStringLiteral("not valid JSON: "))
        + parseError.errorString();
    return FormatError{sourceName, reason, lineAt(json, parseError.offset), lastKeyBefore(json, parseError.offset)};
}

std::variant<JsonTree, FormatError> parseDocument(const QByteArray &json, const QString &sourceName)
{
    if (json.trimmed().isEmpty())
        return FormatError{sourceName, QStringLiteral("the file is empty"), 0, {}};
    std::variant<JsonTree, QJsonParseError> read = JsonTree::read(json);
    if (const auto *error = std::get_if<QJsonParseError>(&read))
        return syntaxError(*error, json, sourceName);
    std::optional<JsonTree> tree = std::get<JsonTree>(std::move(read));
    if (!tree->root().isObject())
        return FormatError{sourceName, QStringLiteral("not a Touchline annotation file (the top level is not a JSON object)"), 1, {}};
    const JsonTree::Value root = tree->root();
    const JsonTree::Value format = root.member("format"_L1);
    if (format.toString() != QLatin1String(NativeFormat::formatName)) {
        FormatError error{sourceName,
                          format.isUndefined() ? QStringLiteral("not a Touchline annotation file (no \"format\": \"touchline-annotations\")")
                                               : QStringLiteral("not a Touchline annotation file (format is \"%1\")").arg(format.displayText()),
                          0, QStringLiteral("format")};
        error.line = PathLocator(json, {QStringLiteral("format")}).locate();
        return error;
    }
    const JsonTree::Value version = root.member("version"_L1);
    const int versionNumber = version.isDouble() ? int(version.toDouble()) : 0;
    if (!version.isDouble() || versionNumber < 1 || version.toDouble() != versionNumber)
        return FormatError{sourceName, QStringLiteral("missing or invalid format version"), PathLocator(json, {QStringLiteral("version")}).locate(),
                           QStringLiteral("version")};
    if (versionNumber > NativeFormat::version)
        return FormatError{sourceName,
                           QStringLiteral("written by a newer Touchline (format version %1; this version reads version %2 and older). "
                                          "Update Touchline to open it; the file was left untouched.")
                               .arg(versionNumber)
                               .arg(NativeFormat::version),
                           PathLocator(json, {QStringLiteral("version")}).locate(), QStringLiteral("version")};
    const JsonTree::Value offsetsValue = root.member("offsets"_L1);
    const QString offsets = offsetsValue.isString() ? offsetsValue.toString() : QStringLiteral("codepoints");
    if (offsets != QLatin1String("codepoints"))
        return FormatError{sourceName, QStringLiteral("offsets must be \"codepoints\", not \"%1\"").arg(offsets),
                           PathLocator(json, {QStringLiteral("offsets")}).locate(), QStringLiteral("offsets")};
    return std::move(*tree);
}

FormatError readerError(const Reader &reader, const QByteArray &json, const QString &sourceName)
{
    return FormatError{sourceName, reader.reason(), json.isEmpty() ? 0 : PathLocator(json, reader.at()).locate(), fieldName(reader.at())};
}



} // namespace

QString NativeFormat::sidecarPath(const QString &reportPath)
{
    const QFileInfo info(reportPath);
    const QString base = info.suffix().isEmpty() ? info.fileName() : info.completeBaseName();
    const QString directory = info.path();
    const QString name = base + QStringLiteral(".touchline.json");
    return directory == QLatin1String(".") && !reportPath.startsWith(QLatin1String("./")) ? name : directory + QLatin1Char('/') + name;
}

// The members of every object are written in alphabetical order, the order QJsonObject keeps its keys in:
// the same bytes as the QJsonObject-based writer this replaced, without building the objects first.
void NativeFormat::write(JsonWriter &out, const AnnotationSet &set, const QString &text)
{
    const CodePointIndex index(text);
    auto writeSpans = [&](const TextSpans &spans) {
        out.beginArray();
        for (const TextSpan &span : spans)
            writeSpan(out, span, text, index);
        out.endArray();
    };

    out.beginObject();
    out.key(u"away_team").stringOrNull(set.awayTeam);
    out.key(u"document").beginObject();
    out.key(u"codepoints").integer(index.codePointCount());
    out.key(u"name").string(set.document.name);
    out.key(u"sha256").string(QString::fromLatin1(set.document.sha256));
    out.key(u"size").integer(set.document.size);
    out.endObject();

    out.key(u"entities").beginArray();
    for (const Entity &entity : set.entities) {
        out.beginObject();
        out.key(u"canonical").string(entity.canonical);
        out.key(u"id").string(entity.id);
        out.key(u"mentions");
        writeSpans(entity.mentions);
        out.key(u"team").stringOrNull(entity.team);
        out.key(u"type").string(entityTypeName(entity.type));
        out.endObject();
    }
    out.endArray();

    out.key(u"events").beginArray();
    for (const MatchEvent &event : set.events) {
        out.beginObject();
        out.key(u"confidence").number(event.confidence);
        out.key(u"detail").stringOrNull(event.detail);
        out.key(u"evidence");
        writeSpans(event.evidence);
        out.key(u"id").string(event.id);
        out.key(u"player").stringOrNull(event.player);
        out.key(u"reviews").stringOrNull(event.reviews);
        out.key(u"score_after").stringOrNull(event.scoreAfter ? event.scoreAfter->toString() : QString());
        out.key(u"second_player").stringOrNull(event.secondPlayer);
        out.key(u"status").string(eventStatusName(event.status));
        out.key(u"team").stringOrNull(event.team);
        out.key(u"time").beginObject();
        if (event.time.addedMinute)
            out.key(u"added").integer(*event.time.addedMinute);
        else
            out.key(u"added").null();
        out.key(u"minute").integer(event.time.minute);
        out.key(u"period").integer(event.time.period);
        out.key(u"precision").string(precisionName(event.time.precision));
        out.key(u"text").string(event.time.text);
        out.endObject();
        out.key(u"type").string(eventTypeName(event.type));
        out.endObject();
    }
    out.endArray();

    out.key(u"final_score").stringOrNull(set.finalScore ? set.finalScore->toString() : QString());
    out.key(u"format").string(QString::fromLatin1(formatName));
    out.key(u"home_team").stringOrNull(set.homeTeam);
    out.key(u"last_changed").stringOrNull(set.lastChanged.isValid() ? set.lastChanged.toUTC().toString(Qt::ISODateWithMs) : QString());
    out.key(u"last_changed_by").stringOrNull(set.lastChangedBy);
    out.key(u"offsets").string(u"codepoints");

    out.key(u"values").beginArray();
    for (const ValueMention &value : set.values) {
        out.beginObject();
        out.key(u"span");
        writeSpan(out, value.span, text, index);
        out.key(u"type").string(entityTypeName(value.type));
        out.key(u"value").string(value.value);
        out.endObject();
    }
    out.endArray();

    out.key(u"version").integer(version);
    out.key(u"warnings");
    writeAnnotationWarnings(out, set.warnings);
    out.endObject();
}

QByteArray NativeFormat::serialize(const AnnotationSet &set, const QString &text)
{
    QByteArray bytes;
    JsonWriter out(bytes, JsonWriter::Layout::Indented);
    write(out, set, text);
    return bytes;
}

std::variant<AnnotationSet, FormatError> NativeFormat::parse(const QByteArray &json, const QString &text, const QString &sourceName)
{
    return parse(json, text, sourceName, nullptr);
}

std::variant<AnnotationSet, FormatError> NativeFormat::parse(const QByteArray &json, const QString &text, const QString &sourceName,
                                                             ReanchorReport *report)
{
    auto root = parseDocument(json, sourceName);
    if (auto *error = std::get_if<FormatError>(&root))
        return *error;
    Reader reader;
    SetReader setReader(reader, text, true, report);
    AnnotationSet set = setReader.read(std::get<JsonTree>(root).root());
    if (reader.failed())
        return readerError(reader, json, sourceName);
    return set;
}

std::variant<AnnotationSet, FormatError> NativeFormat::fromJson(const QJsonObject &object, const QString &text, const QString &sourceName,
                                                                ReanchorReport *report)
{
    return parse(QJsonDocument(object).toJson(QJsonDocument::Indented), text, sourceName, report);
}

std::optional<FormatError> NativeFormat::validate(const QByteArray &json, const QString &sourceName)
{
    auto root = parseDocument(json, sourceName);
    if (auto *error = std::get_if<FormatError>(&root))
        return *error;
    Reader reader;
    const QString noText;
    SetReader setReader(reader, noText, false, nullptr);
    setReader.read(std::get<JsonTree>(root).root());
    if (reader.failed())
        return readerError(reader, json, sourceName);
    return std::nullopt;
}

std::optional<FormatError> writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    AtomicFileWriter file(path);
    if (auto error = file.open())
        return error;
    file.append(bytes);
    return file.commit();
}

std::optional<FormatError> NativeFormat::save(const AnnotationSet &set, const QString &text, const QString &path)
{
    // Streamed through a buffer of a megabyte: a 10 MB report's file is about 100 MB.
    AtomicFileWriter file(path);
    if (auto error = file.open())
        return error;
    QByteArray buffer;
    JsonWriter out(buffer, JsonWriter::Layout::Indented);
    out.spillOver(1024 * 1024, [&file](QByteArrayView bytes) { file.append(bytes); });
    write(out, set, text);
    file.append(buffer);
    return file.commit();
}

std::variant<AnnotationSet, FormatError> NativeFormat::load(const QString &path, const QString &text)
{
    return load(path, text, nullptr);
}

std::variant<AnnotationSet, FormatError> NativeFormat::load(const QString &path, const QString &text, ReanchorReport *report)
{
    QFile file(path);
    if (!file.exists())
        return FormatError{path, QStringLiteral("no such file"), 0, {}};
    if (!file.open(QIODevice::ReadOnly))
        return FormatError{path, QStringLiteral("cannot be read (%1)").arg(file.errorString()), 0, {}};
    constexpr qint64 limit = 512LL * 1024 * 1024;
    if (file.size() > limit)
        return FormatError{path, QStringLiteral("too large for an annotation file (%1 bytes)").arg(file.size()), 0, {}};
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return FormatError{path, QStringLiteral("read failed (%1)").arg(file.errorString()), 0, {}};
    return parse(bytes, text, path, report);
}

} // namespace Touchline
