#include "jsonwriter.h"

#include <QChar>
#include <QLocale>

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <optional>
#include <utility>

namespace Touchline {

namespace {

char hexDigit(unsigned value)
{
    return char(value < 10 ? '0' + value : 'a' + value - 10);
}

// The four units at `units` as four bytes in text order, if each is printable ASCII other than a quote
// or a backslash (what JSON prints as itself); tested together, lane by lane, in one 64-bit word.
std::optional<quint32> fourPlainAsciiUnits(const char16_t *units)
{
    constexpr quint64 lowBit = 0x0001000100010001;
    constexpr quint64 highBit = 0x8000800080008000;
    quint64 four;
    std::memcpy(&four, units, sizeof four);
    if (four & 0xFF80FF80FF80FF80) // a unit outside ASCII
        return std::nullopt;
    // With every lane below 0x80, a lane keeps its top bit through the subtraction exactly when it is at
    // least the number subtracted, and no lane borrows from the next.
    auto everyLaneAtLeast = [](quint64 lanes, quint64 least) { return (((lanes | highBit) - least) & highBit) == highBit; };
    if (!everyLaneAtLeast(four, 0x20 * lowBit) || !everyLaneAtLeast(four ^ (u'"' * lowBit), lowBit) || !everyLaneAtLeast(four ^ (u'\\' * lowBit), lowBit))
        return std::nullopt;
    static_assert(std::endian::native == std::endian::little, "lanes are read in text order");
    return quint32((four & 0xFF) | (four >> 8 & 0xFF00) | (four >> 16 & 0xFF0000) | (four >> 24 & 0xFF000000));
}

} // namespace

JsonWriter::JsonWriter(QByteArray &out, Layout layout, int depth)
    : m_out(out)
    , m_layout(layout)
    , m_baseDepth(depth)
{
}

JsonWriter &JsonWriter::beginObject()
{
    open('{');
    return *this;
}

JsonWriter &JsonWriter::endObject()
{
    close('}');
    return *this;
}

JsonWriter &JsonWriter::beginArray()
{
    open('[');
    return *this;
}

JsonWriter &JsonWriter::endArray()
{
    close(']');
    return *this;
}

JsonWriter &JsonWriter::key(QStringView name)
{
    Q_ASSERT(!m_afterKey); // a key's value comes before the next key
    const qsizetype bound = separatorBound() + 6 * name.size() + 4;
    auto write = [this, name](char *cursor) {
        cursor = quotedInto(separatorInto(cursor), name);
        *cursor++ = ':';
        if (!isCompact())
            *cursor++ = ' ';
        return cursor;
    };
    if (bound <= qsizetype(sizeof m_heldKey))
        m_heldKeySize = write(m_heldKey) - m_heldKey;
    else
        appendPiece(bound, write);
    m_afterKey = true;
    return *this;
}

JsonWriter &JsonWriter::string(QStringView text)
{
    appendValue(6 * text.size() + 2, [text](char *cursor) { return quotedInto(cursor, text); });
    return *this;
}

JsonWriter &JsonWriter::integer(qint64 number)
{
    constexpr qsizetype digits = 20; // a sign and nineteen digits
    appendValue(digits, [number](char *cursor) { return std::to_chars(cursor, cursor + digits, number).ptr; });
    return *this;
}

JsonWriter &JsonWriter::number(double number)
{
    // QJsonDocument prints doubles with exactly this call; JSON has no NaN or infinity.
    const QByteArray text = std::isfinite(number) ? QByteArray::number(number, 'g', QLocale::FloatingPointShortest) : QByteArray("null");
    return raw(text);
}

JsonWriter &JsonWriter::null()
{
    return raw("null");
}

JsonWriter &JsonWriter::stringOrNull(QStringView text)
{
    return text.isEmpty() ? null() : string(text);
}

JsonWriter &JsonWriter::raw(QByteArrayView json)
{
    appendValue(json.size(), [json](char *cursor) { return std::copy(json.begin(), json.end(), cursor); });
    return *this;
}

template <typename Write>
void JsonWriter::appendPiece(qsizetype bound, Write write)
{
    if (bound <= stackPieceBytes) {
        char piece[stackPieceBytes];
        m_out.append(piece, write(piece) - piece);
    } else {
        const qsizetype start = m_out.size();
        m_out.resize(start + bound);
        m_out.truncate(write(m_out.data() + start) - m_out.constData());
    }
    if (m_out.size() >= m_spillThreshold) {
        m_spill(m_out);
        m_out.resize(0);
    }
}

void JsonWriter::spillOver(qsizetype threshold, std::function<void(QByteArrayView bytes)> spill)
{
    m_spill = std::move(spill);
    m_spillThreshold = m_spill ? threshold : std::numeric_limits<qsizetype>::max();
}

template <typename Write>
void JsonWriter::appendValue(qsizetype bound, Write write)
{
    const qsizetype heldKeySize = std::exchange(m_heldKeySize, 0);
    appendPiece(heldKeySize + separatorBound() + bound, [this, &write, heldKeySize](char *cursor) {
        return write(separatorInto(std::copy_n(m_heldKey, heldKeySize, cursor)));
    });
}

qsizetype JsonWriter::separatorBound() const
{
    if (m_afterKey || m_containerHasElements.isEmpty())
        return 0;
    return isCompact() ? 1 : 2 + 4 * (m_baseDepth + m_containerHasElements.size());
}

char *JsonWriter::separatorInto(char *cursor)
{
    if (m_afterKey) {
        m_afterKey = false;
        return cursor;
    }
    if (m_containerHasElements.isEmpty())
        return cursor;
    bool &hasElements = m_containerHasElements.last();
    if (hasElements) {
        *cursor++ = ',';
        if (!isCompact())
            *cursor++ = '\n';
    }
    hasElements = true;
    return indentInto(cursor, m_containerHasElements.size());
}

char *JsonWriter::indentInto(char *cursor, qsizetype depth) const
{
    return isCompact() ? cursor : std::fill_n(cursor, 4 * (m_baseDepth + depth), ' ');
}

void JsonWriter::open(char bracket)
{
    appendValue(2, [this, bracket](char *cursor) {
        *cursor++ = bracket;
        if (!isCompact())
            *cursor++ = '\n';
        return cursor;
    });
    m_containerHasElements.append(false);
}

// QJsonDocument's layout: the last element ends its line, the bracket goes at the container's own depth
// (so an empty container is "[\n]"), and a top-level document ends with a newline.
void JsonWriter::close(char bracket)
{
    Q_ASSERT(!m_containerHasElements.isEmpty() && !m_afterKey);
    const bool hadElements = m_containerHasElements.last();
    m_containerHasElements.removeLast();
    const qsizetype depth = m_containerHasElements.size();
    appendPiece(3 + 4 * (m_baseDepth + depth), [this, hadElements, depth, bracket](char *cursor) {
        if (!isCompact() && hadElements)
            *cursor++ = '\n';
        cursor = indentInto(cursor, depth);
        *cursor++ = bracket;
        if (!isCompact() && depth == 0 && m_baseDepth == 0)
            *cursor++ = '\n';
        return cursor;
    });
}

// Escapes like QJsonDocument: the two-character escapes for quote, backslash, \b \f \n \r \t, \u00xx for
// the other control characters, everything else as UTF-8; a lone surrogate (not valid UTF-16, so it has
// no UTF-8 form) becomes \uxxxx.
char *JsonWriter::quotedInto(char *cursor, QStringView text)
{
    *cursor++ = '"';
    const char16_t *source = text.utf16();
    const char16_t *const end = source + text.size();
    while (source != end) {
        // Four units at a time while they need no escape (ASCII, not a control character, quote or
        // backslash), as nearly all of a report's names and texts do; a unit at a time otherwise.
        while (end - source >= 4) {
            const std::optional<quint32> bytes = fourPlainAsciiUnits(source);
            if (!bytes)
                break;
            std::memcpy(cursor, &*bytes, 4);
            cursor += 4;
            source += 4;
        }
        if (source == end)
            break;
        const char16_t unit = *source++;
        if (unit < 0x80) {
            if (unit >= 0x20 && unit != u'"' && unit != u'\\') {
                *cursor++ = char(unit);
                continue;
            }
            *cursor++ = '\\';
            switch (unit) {
            case u'"': *cursor++ = '"'; break;
            case u'\\': *cursor++ = '\\'; break;
            case u'\b': *cursor++ = 'b'; break;
            case u'\f': *cursor++ = 'f'; break;
            case u'\n': *cursor++ = 'n'; break;
            case u'\r': *cursor++ = 'r'; break;
            case u'\t': *cursor++ = 't'; break;
            default:
                *cursor++ = 'u';
                *cursor++ = '0';
                *cursor++ = '0';
                *cursor++ = hexDigit(unit >> 4);
                *cursor++ = hexDigit(unit & 0xf);
            }
        } else if (unit < 0x800) {
            *cursor++ = char(0xc0 | (unit >> 6));
            *cursor++ = char(0x80 | (unit & 0x3f));
        } else if (!QChar::isSurrogate(unit)) {
            *cursor++ = char(0xe0 | (unit >> 12));
            *cursor++ = char(0x80 | ((unit >> 6) & 0x3f));
            *cursor++ = char(0x80 | (unit & 0x3f));
        } else if (QChar::isHighSurrogate(unit) && source != end && QChar::isLowSurrogate(*source)) {
            const char32_t codePoint = QChar::surrogateToUcs4(unit, *source++);
            *cursor++ = char(0xf0 | (codePoint >> 18));
            *cursor++ = char(0x80 | ((codePoint >> 12) & 0x3f));
            *cursor++ = char(0x80 | ((codePoint >> 6) & 0x3f));
            *cursor++ = char(0x80 | (codePoint & 0x3f));
        } else {
            *cursor++ = '\\';
            *cursor++ = 'u';
            *cursor++ = hexDigit(unit >> 12);
            *cursor++ = hexDigit((unit >> 8) & 0xf);
            *cursor++ = hexDigit((unit >> 4) & 0xf);
            *cursor++ = hexDigit(unit & 0xf);
        }
    }
    *cursor++ = '"';
    return cursor;
}

} // namespace Touchline
