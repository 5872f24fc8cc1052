#include "jsonslices.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <bit>
#include <cstring>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif

namespace Touchline::JsonSlices {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

qsizetype skipSpace(QByteArrayView json, qsizetype at, qsizetype end)
{
    while (at < end && isSpace(json[at]))
        ++at;
    return at;
}

// One past the closing quote of the string opening at `at`, or -1 when it never closes.
qsizetype stringEnd(QByteArrayView json, qsizetype at, qsizetype end)
{
    const char *const data = json.data();
    for (qsizetype i = at + 1; i < end;) {
        // Straight to the next quote or backslash: annotation files are mostly long strings of context.
        const auto *quote = static_cast<const char *>(std::memchr(data + i, '"', std::size_t(end - i)));
        if (!quote)
            return -1;
        const auto *escape = static_cast<const char *>(std::memchr(data + i, '\\', std::size_t(quote - (data + i))));
        if (!escape)
            return quote - data + 1;
        i = escape - data + 2; // the escaped character, a quote or not, ends nothing
    }
    return -1;
}

bool isStructural(char c)
{
    return c == '"' || c == '{' || c == '}' || c == '[' || c == ']';
}

// The first quote or bracket from `at` on, or `end`: the indentation and numbers between the strings of
// an annotation file are skipped sixteen bytes a step.
qsizetype nextStructural(const char *data, qsizetype at, qsizetype end)
{
#if defined(__SSE2__) || defined(_M_X64)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i openBrace = _mm_set1_epi8('{');
    const __m128i closeBrace = _mm_set1_epi8('}');
    const __m128i openBracket = _mm_set1_epi8('[');
    const __m128i closeBracket = _mm_set1_epi8(']');
    for (; at + 16 <= end; at += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + at));
        const __m128i braces = _mm_or_si128(_mm_cmpeq_epi8(bytes, openBrace), _mm_cmpeq_epi8(bytes, closeBrace));
        const __m128i brackets = _mm_or_si128(_mm_cmpeq_epi8(bytes, openBracket), _mm_cmpeq_epi8(bytes, closeBracket));
        const __m128i hits = _mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_or_si128(braces, brackets));
        if (const int mask = _mm_movemask_epi8(hits))
            return at + std::countr_zero(unsigned(mask));
    }
#endif
    while (at < end && !isStructural(data[at]))
        ++at;
    return at;
}

// One past the value starting at `at` (not white space), or -1 when its strings or brackets do not close.
// Inside an object or array only the strings are followed (a bracket in one counts for nothing); the
// parser checks the rest.
qsizetype valueEnd(QByteArrayView json, qsizetype at, qsizetype end)
{
    if (at >= end)
        return -1;
    const char first = json[at];
    if (first == '"')
        return stringEnd(json, at, end);
    if (first == '{' || first == '[') {
        int depth = 0;
        for (qsizetype i = at; (i = nextStructural(json.data(), i, end)) < end;) {
            const char c = json[i];
            if (c == '"') {
                i = stringEnd(json, i, end);
                if (i < 0)
                    return -1;
                continue;
            }
            if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (--depth == 0)
                    return i + 1;
            }
            ++i;
        }
        return -1;
    }
    // A number, true, false or null: up to the next delimiter.
    qsizetype i = at;
    while (i < end && !isSpace(json[i]) && json[i] != ',' && json[i] != ']' && json[i] != '}' && json[i] != ':')
        ++i;
    return i > at ? i : -1;
}

// Walks the members (`object`) or elements of the container at `container`, handing each value's
// slice (and for a member its key's slice, quotes included) to `each`. False when malformed.
template <typename Each>
bool walk(QByteArrayView json, Slice container, bool object, Each &&each)
{
    const char open = object ? '{' : '[';
    const char close = object ? '}' : ']';
    if (container.end - container.start < 2 || json[container.start] != open || json[container.end - 1] != close)
        return false;
    const qsizetype end = container.end - 1;
    qsizetype at = skipSpace(json, container.start + 1, end);
    if (at == end)
        return true;
    for (;;) {
        Slice key;
        if (object) {
            if (at >= end || json[at] != '"')
                return false;
            key = {at, stringEnd(json, at, end)};
            if (key.end < 0)
                return false;
            at = skipSpace(json, key.end, end);
            if (at >= end || json[at] != ':')
                return false;
            at = skipSpace(json, at + 1, end);
        }
        const qsizetype valueStop = valueEnd(json, at, end);
        if (valueStop < 0)
            return false;
        if (!each(key, Slice{at, valueStop}))
            return false;
        at = skipSpace(json, valueStop, end);
        if (at == end)
            return true;
        if (json[at] != ',')
            return false;
        at = skipSpace(json, at + 1, end);
    }
}

} // namespace

std::optional<Slice> document(QByteArrayView json)
{
    const qsizetype start = skipSpace(json, 0, json.size());
    const qsizetype end = valueEnd(json, start, json.size());
    if (end < 0 || skipSpace(json, end, json.size()) != json.size())
        return std::nullopt;
    return Slice{start, end};
}

std::optional<QList<Member>> members(QByteArrayView json, Slice object)
{
    QList<Member> found;
    const bool wellFormed = walk(json, object, true, [&](Slice key, Slice value) {
        const QByteArrayView written = json.sliced(key.start + 1, key.end - key.start - 2);
        if (!written.contains('\\')) {
            found.append({QString::fromUtf8(written), value});
            return true;
        }
        // A key with an escape: read as the parser reads it.
        const std::optional<QJsonValue> parsed = parse(json, key);
        if (!parsed)
            return false;
        found.append({parsed->toString(), value});
        return true;
    });
    if (!wellFormed)
        return std::nullopt;
    return found;
}

std::optional<QList<Slice>> elements(QByteArrayView json, Slice array)
{
    QList<Slice> found;
    if (!walk(json, array, false, [&found](Slice, Slice value) {
            found.append(value);
            return true;
        }))
        return std::nullopt;
    return found;
}

std::optional<QJsonValue> parse(QByteArrayView json, Slice slice)
{
    const QByteArrayView text = json.sliced(slice.start, slice.end - slice.start);
    QJsonParseError error;
    if (!text.isEmpty() && (text.front() == '{' || text.front() == '[')) {
        // Read in place: the parser copies what it keeps.
        const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromRawData(text.data(), text.size()), &error);
        if (error.error != QJsonParseError::NoError)
            return std::nullopt;
        return document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
    }
    // QJsonDocument reads no value alone but an object or an array.
    const QJsonDocument wrapped = QJsonDocument::fromJson('[' + text.toByteArray() + ']', &error);
    if (error.error != QJsonParseError::NoError || wrapped.array().size() != 1)
        return std::nullopt;
    return wrapped.array().at(0);
}

} // namespace Touchline::JsonSlices
