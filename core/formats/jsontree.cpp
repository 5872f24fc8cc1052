#include "jsontree.h"

#include <QJsonDocument>
#include <QLocale>

#include <bit>

#include <cctype>
#include <charconv>
#include <limits>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif
#include <cstdlib>
#include <cstring>

namespace Touchline {

// One pass over the text, with the open arrays and objects on a stack of their own (no recursion: the
// depth is the text's to choose).
class JsonParser
{
public:
    JsonParser(const QByteArray &json, std::vector<JsonTree::Node> &nodes)
        : m_begin(json.constData())
        , m_at(json.constData())
        , m_end(json.constData() + json.size())
        , m_nodes(nodes)
    {
    }

    bool parse()
    {
        m_nodes.reserve(mostNodes());
        skipSpace();
        if (!value(-1, 0, 0, false))
            return false;
        while (!m_open.empty()) {
            skipSpace();
            const qint32 parent = m_open.back();
            const bool inObject = m_nodes[std::size_t(parent)].type == JsonTree::Type::Object;
            if (m_at == m_end)
                return false;
            if (*m_at == (inObject ? '}' : ']')) {
                ++m_at;
                close();
                continue;
            }
            if (*m_at != ',')
                return false;
            ++m_at;
            skipSpace();
            if (!member(parent, inObject))
                return false;
        }
        skipSpace();
        return m_at == m_end;
    }

private:
    using Type = JsonTree::Type;

    quint32 offset(const char *at) const { return quint32(at - m_begin); }

    // Every value but the first follows a colon (a member), a comma (a later element) or an opening
    // bracket (a first element): room for that many, counted in one quick pass, is never outgrown. A
    // vector that grew while a 99 MB file was read held its old and its new nodes at once; room
    // reserved and not used costs no memory.
    std::size_t mostNodes() const
    {
        std::size_t count = 1;
        const char *at = m_begin;
#if defined(__SSE2__) || defined(_M_X64)
        for (; m_end - at >= 16; at += 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
            const __m128i marks = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(':')), _mm_cmpeq_epi8(bytes, _mm_set1_epi8(','))),
                                               _mm_cmpeq_epi8(bytes, _mm_set1_epi8('[')));
            count += std::size_t(std::popcount(unsigned(_mm_movemask_epi8(marks))));
        }
#endif
        for (; at != m_end; ++at)
            count += std::size_t(*at == ':') + std::size_t(*at == ',') + std::size_t(*at == '[');
        return count;
    }

    void skipSpace()
    {
#if defined(__SSE2__) || defined(_M_X64)
        // Indentation is most of an indented file's white space: sixteen spaces a step.
        while (m_end - m_at >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_at));
            const unsigned spaces = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(' '))));
            if (spaces != 0xFFFF) {
                m_at += std::countr_one(spaces);
                break;
            }
            m_at += 16;
        }
#endif
        while (m_at != m_end && (*m_at == ' ' || *m_at == '\n' || *m_at == '\r' || *m_at == '\t'))
            ++m_at;
    }

    // Past the plain ASCII at m_at (no quote, backslash or control character): sixteen bytes a step.
    void skipPlainAscii()
    {
#if defined(__SSE2__) || defined(_M_X64)
        while (m_end - m_at >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_at));
            // Signed: bytes of 0x80 and more are negative, below 0x20 too.
            const __m128i special = _mm_or_si128(_mm_cmplt_epi8(bytes, _mm_set1_epi8(0x20)),
                                                 _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('"')), _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\\'))));
            if (const unsigned mask = unsigned(_mm_movemask_epi8(special))) {
                m_at += std::countr_zero(mask);
                return;
            }
            m_at += 16;
        }
#endif
    }

    // The next element of an array, or the next member (key, colon, value) of an object.
    bool member(qint32 parent, bool inObject)
    {
        if (!inObject)
            return value(parent, 0, 0, false);
        if (m_at == m_end || *m_at != '"')
            return false;
        bool keyEscaped = false;
        const char *const keyStart = m_at + 1;
        if (!string(keyEscaped))
            return false;
        const char *const keyEnd = m_at - 1;
        skipSpace();
        if (m_at == m_end || *m_at != ':')
            return false;
        ++m_at;
        skipSpace();
        return value(parent, offset(keyStart), offset(keyEnd), keyEscaped);
    }

    // A value at m_at; an array or object is left open (on the stack) after its first member.
    bool value(qint32 parent, quint32 keyStart, quint32 keyEnd, bool keyEscaped)
    {
        if (m_at == m_end)
            return false;
        JsonTree::Node node;
        node.parent = parent;
        node.keyStart = keyStart;
        node.keyEnd = keyEnd;
        node.keyEscaped = keyEscaped;
        node.start = offset(m_at);
        if (parent >= 0)
            ++m_nodes[std::size_t(parent)].count;
        const char c = *m_at;
        if (c == '{' || c == '[') {
            const bool isObject = c == '{';
            if (m_open.size() >= std::size_t(JsonTree::maxDepth))
                return false;
            node.type = isObject ? Type::Object : Type::Array;
            m_open.push_back(qint32(m_nodes.size()));
            m_nodes.push_back(node);
            ++m_at;
            skipSpace();
            if (m_at != m_end && *m_at == (isObject ? '}' : ']')) {
                ++m_at;
                close();
                return true;
            }
            return member(m_open.back(), isObject);
        }
        if (c == '"') {
            node.type = Type::String;
            node.start = offset(m_at + 1);
            if (!string(node.escaped))
                return false;
            node.end = offset(m_at - 1);
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            node.type = Type::Number;
            if (!number())
                return false;
            node.end = offset(m_at);
        } else {
            node.type = literal();
            if (node.type == Type::Undefined)
                return false;
            node.end = offset(m_at);
        }
        node.after = qint32(m_nodes.size()) + 1;
        m_nodes.push_back(node);
        return true;
    }

    void close()
    {
        JsonTree::Node &node = m_nodes[std::size_t(m_open.back())];
        node.after = qint32(m_nodes.size());
        node.end = offset(m_at);
        m_open.pop_back();
    }

    // From the opening quote to past the closing one: escapes well formed, no control character, UTF-8 valid.
    bool string(bool &escaped)
    {
        ++m_at;
        while (m_at != m_end) {
            skipPlainAscii();
            if (m_at == m_end)
                break;
            const auto c = static_cast<unsigned char>(*m_at);
            if (c == '"') {
                ++m_at;
                return true;
            }
            if (c < 0x20)
                return false;
            if (c == '\\') {
                escaped = true;
                if (!escape())
                    return false;
                continue;
            }
            if (c < 0x80) {
                ++m_at;
                continue;
            }
            if (!utf8Sequence())
                return false;
        }
        return false;
    }

    bool escape()
    {
        ++m_at; // the backslash
        if (m_at == m_end)
            return false;
        const char c = *m_at++;
        if (std::strchr("\"\\/bfnrt", c) && c != '\0')
            return true;
        if (c != 'u' || m_end - m_at < 4)
            return false;
        for (int i = 0; i < 4; ++i, ++m_at) {
            if (!std::isxdigit(static_cast<unsigned char>(*m_at)))
                return false;
        }
        return true;
    }

    // One multi-byte UTF-8 character: no overlong form, no surrogate, nothing past U+10FFFF.
    bool utf8Sequence()
    {
        const auto lead = static_cast<unsigned char>(*m_at);
        int length;
        char32_t code;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            code = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            code = lead & 0x0F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            code = lead & 0x07;
        } else {
            return false;
        }
        if (m_end - m_at < length)
            return false;
        for (int i = 1; i < length; ++i) {
            const auto next = static_cast<unsigned char>(m_at[i]);
            if ((next & 0xC0) != 0x80)
                return false;
            code = code << 6 | (next & 0x3F);
        }
        if ((length == 3 && (code < 0x800 || (code >= 0xD800 && code <= 0xDFFF))) || (length == 4 && (code < 0x10000 || code > 0x10FFFF)))
            return false;
        m_at += length;
        return true;
    }

    bool digits()
    {
        const char *const start = m_at;
        while (m_at != m_end && *m_at >= '0' && *m_at <= '9')
            ++m_at;
        return m_at != start;
    }

    // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    bool number()
    {
        if (*m_at == '-')
            ++m_at;
        if (m_at == m_end)
            return false;
        if (*m_at == '0')
            ++m_at;
        else if (!digits())
            return false;
        if (m_at != m_end && *m_at == '.') {
            ++m_at;
            if (!digits())
                return false;
        }
        if (m_at != m_end && (*m_at == 'e' || *m_at == 'E')) {
            ++m_at;
            if (m_at != m_end && (*m_at == '+' || *m_at == '-'))
                ++m_at;
            if (!digits())
                return false;
        }
        return true;
    }

    Type literal()
    {
        const auto is = [this](const char *word, std::size_t length) {
            if (std::size_t(m_end - m_at) < length || std::memcmp(m_at, word, length) != 0)
                return false;
            m_at += length;
            return true;
        };
        if (is("true", 4) || is("false", 5))
            return Type::Bool;
        if (is("null", 4))
            return Type::Null;
        return Type::Undefined;
    }

    const char *const m_begin;
    const char *m_at;
    const char *const m_end;
    std::vector<JsonTree::Node> &m_nodes;
    std::vector<qint32> m_open;
};

std::optional<JsonTree> JsonTree::parse(const QByteArray &json)
{
    if (quint64(json.size()) > std::numeric_limits<quint32>::max())
        return std::nullopt;
    JsonTree tree;
    tree.m_json = json;
    if (!JsonParser(tree.m_json, tree.m_nodes).parse())
        return std::nullopt;
    return tree;
}

std::variant<JsonTree, QJsonParseError> JsonTree::read(const QByteArray &json)
{
    if (std::optional<JsonTree> tree = parse(json))
        return std::move(*tree);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return error;
    if (std::optional<JsonTree> tree = parse(document.toJson(QJsonDocument::Compact)))
        return std::move(*tree);
    return QJsonParseError{0, QJsonParseError::IllegalValue}; // what QJsonDocument writes is JSON: not reached
}

QString JsonTree::decoded(const char *begin, const char *end, bool escaped)
{
    if (!escaped)
        return QString::fromUtf8(begin, end - begin);
    QString text;
    text.reserve(end - begin);
    while (begin != end) {
        const char *const backslash = static_cast<const char *>(std::memchr(begin, '\\', std::size_t(end - begin)));
        const char *const runEnd = backslash ? backslash : end;
        text += QString::fromUtf8(begin, runEnd - begin);
        if (!backslash)
            break;
        const char c = backslash[1];
        begin = backslash + 2;
        switch (c) {
        case 'b': text += QLatin1Char('\b'); break;
        case 'f': text += QLatin1Char('\f'); break;
        case 'n': text += QLatin1Char('\n'); break;
        case 'r': text += QLatin1Char('\r'); break;
        case 't': text += QLatin1Char('\t'); break;
        case 'u': {
            unsigned unit = 0;
            std::from_chars(begin, begin + 4, unit, 16);
            text += QChar(char16_t(unit)); // a surrogate pair arrives as two escapes, one unit each
            begin += 4;
            break;
        }
        default: text += QLatin1Char(c); break; // " \ /
        }
    }
    return text;
}

bool JsonTree::Value::toBool() const
{
    return isBool() && m_tree->m_json.at(node().start) == 't';
}

double JsonTree::Value::toDouble(double otherwise) const
{
    if (!isDouble())
        return otherwise;
    const char *const begin = m_tree->m_json.constData() + node().start;
    const char *const end = m_tree->m_json.constData() + node().end;
    double number = 0;
    if (std::from_chars(begin, end, number).ec == std::errc())
        return number;
    return std::strtod(QByteArray(begin, end - begin).constData(), nullptr); // out of range: infinity or zero, as strtod gives
}

QString JsonTree::Value::toString() const
{
    if (!isString())
        return {};
    const char *const data = m_tree->m_json.constData();
    return decoded(data + node().start, data + node().end, node().escaped);
}

QString JsonTree::Value::displayText() const
{
    switch (type()) {
    case Type::String: return toString();
    case Type::Number: return QString::number(toDouble(), 'g', QLocale::FloatingPointShortest);
    case Type::Bool: return toBool() ? QStringLiteral("true") : QStringLiteral("false");
    default: return {};
    }
}

QByteArrayView JsonTree::Value::json() const
{
    if (!isObject() && !isArray())
        return {};
    return QByteArrayView(m_tree->m_json).sliced(node().start, node().end - node().start);
}

JsonTree::Value JsonTree::Value::member(QLatin1StringView key) const
{
    if (!isObject())
        return {};
    const char *const data = m_tree->m_json.constData();
    Value found;
    for (Value each = first(); !each.isUndefined(); each = each.next()) {
        const JsonTree::Node &member = each.node();
        const QByteArrayView written(data + member.keyStart, member.keyEnd - member.keyStart);
        const bool same = member.keyEscaped ? decoded(written.begin(), written.end(), true) == key : written == QByteArrayView(key.data(), key.size());
        if (same)
            found = each; // the last one counts
    }
    return found;
}

JsonTree::Value JsonTree::Value::first() const
{
    if (size() == 0)
        return {};
    return Value(m_tree, m_index + 1);
}

JsonTree::Value JsonTree::Value::next() const
{
    const JsonTree::Node &self = node();
    if (self.parent < 0 || self.after >= m_tree->m_nodes[std::size_t(self.parent)].after)
        return {};
    return Value(m_tree, self.after);
}

} // namespace Touchline
