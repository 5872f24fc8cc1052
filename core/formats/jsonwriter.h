#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QStringView>
#include <QVarLengthArray>

#include <functional>
#include <limits>

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
    /// `text`, or null when it is empty: how the formats write a field that is not set.
    JsonWriter &stringOrNull(QStringView text);
    /// An already serialised value, written by another JsonWriter at this writer's current depth.
    JsonWriter &raw(QByteArrayView json);

    bool isCompact() const { return m_layout == Layout::Compact; }

    /// From now on, whenever the array holds `threshold` bytes or more, hands them to `spill` and empties
    /// it (keeping its room): a file of any size is written through a buffer of about that size. What is
    /// left in the array at the end is the caller's to write.
    void spillOver(qsizetype threshold, std::function<void(QByteArrayView bytes)> spill);

private:
    // Each value goes to the array in one append: its separator, indentation and text gathered on the
    // stack first (or, when longer than that room, written into room the array is grown by). A member
    // took four or five appends before, each a call into Qt that checks the array and may grow it, and
    // those calls cost more than the extraction itself in `touchline-cli extract`.
    static constexpr qsizetype stackPieceBytes = 512;
    /// Appends at most `bound` bytes, written by `write(char *cursor)`, which returns where it stopped.
    template <typename Write>
    void appendPiece(qsizetype bound, Write write);
    /// appendPiece() with what separates the value from the one before it in front.
    template <typename Write>
    void appendValue(qsizetype bound, Write write);
    /// The most bytes separatorInto() writes now.
    qsizetype separatorBound() const;
    /// The comma before a value, unless it is the first of its container or a member's (its key's line
    /// holds it), and, indented, the line break and indentation.
    char *separatorInto(char *cursor);
    char *indentInto(char *cursor, qsizetype depth) const;
    /// `text` in quotes, escaped: at most 6 bytes per UTF-16 unit and 2 for the quotes.
    static char *quotedInto(char *cursor, QStringView text);
    void open(char bracket);
    void close(char bracket);

    QByteArray &m_out;
    qsizetype m_spillThreshold = std::numeric_limits<qsizetype>::max(); // one comparison an append when unused
    std::function<void(QByteArrayView bytes)> m_spill;
    Layout m_layout;
    int m_baseDepth;
    QVarLengthArray<bool, 8> m_containerHasElements; // one entry per open object or array
    bool m_afterKey = false;
    // A member's key, with its separator, held until its value comes and appended with it: one append a
    // member. A key too long for it goes to the array at once.
    char m_heldKey[stackPieceBytes / 2];
    qsizetype m_heldKeySize = 0;
};

} // namespace Touchline
