#include "jsonwriter.h"

#include <QChar>
#include <QLocale>

#include <charconv>
#include <cmath>

namespace Touchline {

namespace {

char hexDigit(unsigned value)
{
    return char(value < 10 ? '0' + value : 'a' + value - 10);
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
    beginValue();
    appendQuoted(name);
    m_out += isCompact() ? ":" : ": ";
    m_afterKey = true;
    return *this;
}

JsonWriter &JsonWriter::string(QStringView text)
{
    beginValue();
    appendQuoted(text);
    return *this;
}

JsonWriter &JsonWriter::integer(qint64 number)
{
    beginValue();
    char digits[24];
    const auto result = std::to_chars(digits, digits + sizeof digits, number);
    m_out.append(digits, result.ptr - digits);
    return *this;
}

JsonWriter &JsonWriter::number(double number)
{
    beginValue();
    // QJsonDocument prints doubles with exactly this call; JSON has no NaN or infinity.
    if (std::isfinite(number))
        m_out += QByteArray::number(number, 'g', QLocale::FloatingPointShortest);
    else
        m_out += "null";
    return *this;
}

JsonWriter &JsonWriter::null()
{
    beginValue();
    m_out += "null";
    return *this;
}

JsonWriter &JsonWriter::raw(QByteArrayView json)
{
    beginValue();
    m_out.append(json);
    return *this;
}

// Separates the value from its predecessor and indents it, unless it is the value of a member whose key
// has just been written (that sits on the key's line).
void JsonWriter::beginValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_containerHasElements.isEmpty())
        return;
    bool &hasElements = m_containerHasElements.last();
    if (hasElements)
        m_out += isCompact() ? "," : ",\n";
    hasElements = true;
    indent();
}

void JsonWriter::open(char bracket)
{
    beginValue();
    m_out += bracket;
    if (!isCompact())
        m_out += '\n';
    m_containerHasElements.append(false);
}

// QJsonDocument's layout: the last element ends its line, the bracket goes at the container's own depth
// (so an empty container is "[\n]"), and a top-level document ends with a newline.
void JsonWriter::close(char bracket)
{
    Q_ASSERT(!m_containerHasElements.isEmpty() && !m_afterKey);
    const bool hadElements = m_containerHasElements.last();
    m_containerHasElements.removeLast();
    if (!isCompact()) {
        if (hadElements)
            m_out += '\n';
        indent();
    }
    m_out += bracket;
    if (!isCompact() && m_containerHasElements.isEmpty() && m_baseDepth == 0)
        m_out += '\n';
}

void JsonWriter::indent()
{
    if (!isCompact())
        m_out.append(4 * (m_baseDepth + m_containerHasElements.size()), ' ');
}

// Escapes like QJsonDocument: the two-character escapes for quote, backslash, \b \f \n \r \t, \u00xx for
// the other control characters, everything else as UTF-8; a lone surrogate (not valid UTF-16, so it has
// no UTF-8 form) becomes \uxxxx. Writes into the array's spare room: at most 6 bytes per UTF-16 unit.
void JsonWriter::appendQuoted(QStringView text)
{
    const qsizetype start = m_out.size();
    m_out.resize(start + 6 * text.size() + 2);
    char *cursor = m_out.data() + start;
    *cursor++ = '"';
    const char16_t *source = text.utf16();
    const char16_t *const end = source + text.size();
    while (source != end) {
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
    m_out.truncate(cursor - m_out.constData());
}

} // namespace Touchline
