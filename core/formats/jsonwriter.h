#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QStringView>
#include <QVarLengthArray>

namespace Touchline {

/// Streams JSON as UTF-8 straight into a QByteArray, byte for byte as QJsonDocument::toJson() would print
/// the same values (same string escapes, number format, Compact and Indented layout), without building
/// QJsonObjects first. The caller emits object members in the order it wants them printed; to match
/// QJsonDocument that is alphabetical key order.
///
///     JsonWriter out(bytes, JsonWriter::Layout::Indented);
///     out.beginObject();
///     out.key(u"end").integer(12);
///     out.key(u"text").string(name);
///     out.endObject();
class JsonWriter
{
public:
    enum class Layout { Compact, Indented };

    /// Appends to `out`. `depth` is the nesting level of the first value: a value written at depth 1
    /// can later be spliced into a top-level array or object with raw().
    explicit JsonWriter(QByteArray &out, Layout layout = Layout::Compact, int depth = 0);

    JsonWriter &beginObject();
    JsonWriter &endObject();
    JsonWriter &beginArray();
    JsonWriter &endArray();
    /// The name of the next object member; its value follows with one of the value calls.
    JsonWriter &key(QStringView name);

    JsonWriter &string(QStringView text);
    JsonWriter &integer(qint64 number);
    /// Shortest round-trip form, as Qt prints doubles ("0.95", "1", "1e-07"); non-finite values are null.
    JsonWriter &number(double number);
    JsonWriter &null();
    /// An already serialised value, written by another JsonWriter at this writer's current depth.
    JsonWriter &raw(QByteArrayView json);

    bool isCompact() const { return m_layout == Layout::Compact; }

private:
    void beginValue();
    void open(char bracket);
    void close(char bracket);
    void indent();
    void appendQuoted(QStringView text);

    QByteArray &m_out;
    Layout m_layout;
    int m_baseDepth;
    QVarLengthArray<bool, 8> m_containerHasElements; // one entry per open object or array
    bool m_afterKey = false;
};

} // namespace Touchline
