#pragma once

#include <QByteArray>
#include <QJsonParseError>
#include <QLatin1StringView>
#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace Touchline {

/// UTF-8 JSON text parsed into one flat list of nodes that point into the text: a string is decoded
/// only when read and no value allocates. What annotation files are read with: QJsonDocument took
/// about seventy instructions a byte of them and held a file in four times its size.
///
/// parse() accepts exactly the JSON of RFC 8259 in valid UTF-8, nested at most maxDepth deep, and
/// says nothing of why it refuses; read() asks QJsonDocument then, for the error's wording and place.
/// A Value points at its tree: the tree stays where it is (not moved) while its values are read.
class JsonTree
{
public:
    enum class Type : quint8 { Undefined, Null, Bool, Number, String, Array, Object };

private:
    friend class JsonParser;
    struct Node {
        Type type = Type::Null;
        bool escaped = false;    ///< a string with backslash escapes
        bool keyEscaped = false; ///< a member whose key has them
        qint32 count = 0;        ///< an array's or object's children
        qint32 after = 0;        ///< the index past this value's subtree: the next sibling, if any
        qint32 parent = -1;      ///< the array or object holding it
        // Byte offsets (parse() takes no text of 4 GiB or more): 32 bytes a node.
        quint32 start = 0; ///< the value's bytes; a string's without its quotes
        quint32 end = 0;
        quint32 keyStart = 0; ///< a member's key, without quotes
        quint32 keyEnd = 0;
    };

public:
    static constexpr int maxDepth = 1024; // as QJsonDocument

    /// A value of the tree (or Undefined: a member not there). Cheap to copy; valid while its tree is.
    class Value
    {
    public:
        Value() = default;

        Type type() const { return m_tree ? node().type : Type::Undefined; }
        bool isUndefined() const { return type() == Type::Undefined; }
        bool isNull() const { return type() == Type::Null; }
        bool isBool() const { return type() == Type::Bool; }
        bool isDouble() const { return type() == Type::Number; }
        bool isString() const { return type() == Type::String; }
        bool isArray() const { return type() == Type::Array; }
        bool isObject() const { return type() == Type::Object; }

        bool toBool() const;
        /// The number, or `otherwise` when this is none.
        double toDouble(double otherwise = 0) const;
        /// The string decoded, or an empty string when this is none.
        QString toString() const;
        /// How QVariant would show the value: a string as it is, a number or a boolean written out.
        QString displayText() const;

        /// An object's or array's JSON text as written (brackets included), else nothing. Valid while the tree is.
        QByteArrayView json() const;

        /// An object's member (the last of a repeated key, as QJsonObject reads it), else Undefined.
        Value member(QLatin1StringView key) const;
        bool contains(QLatin1StringView key) const { return !member(key).isUndefined(); }
        /// An array's element count, an object's member count, else 0.
        qsizetype size() const { return isArray() || isObject() ? node().count : 0; }
        /// An array's first element (or an object's first member's value); Undefined past the end.
        Value first() const;
        /// The value after this one in its array or object; Undefined after the last.
        Value next() const;

    private:
        friend class JsonTree;
        Value(const JsonTree *tree, qint32 index)
            : m_tree(tree)
            , m_index(index)
        {
        }
        const Node &node() const { return m_tree->m_nodes[std::size_t(m_index)]; }

        const JsonTree *m_tree = nullptr;
        qint32 m_index = 0;
    };

    /// The tree of `json`, or nothing when it is not valid JSON (or 4 GiB or more). Keeps (shares) the bytes.
    static std::optional<JsonTree> parse(const QByteArray &json);
    /// The tree of `json` as QJsonDocument reads it: parse(), else QJsonDocument's error (its wording and
    /// offset), or where QJsonDocument is laxer (a raw tab in a string, an unknown escape, ".5") the tree
    /// of what it reads, written back compact.
    static std::variant<JsonTree, QJsonParseError> read(const QByteArray &json);
    Value root() const { return Value(this, 0); }

private:
    static QString decoded(const char *begin, const char *end, bool escaped);

    QByteArray m_json;
    std::vector<Node> m_nodes;
};

} // namespace Touchline
