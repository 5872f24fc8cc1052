#pragma once

#include <QList>
#include <QString>

#include <cstddef>
#include <vector>

namespace Touchline {

/// One word, number or punctuation mark of a report, with its UTF-16 offsets.
struct Token {
    enum class Kind : quint8 { Word, Number, Punct };
    enum Flag : quint8 {
        Capitalised = 1,      ///< first letter upper case ("Kane", "McTominay", "VAR")
        AllCaps = 2,          ///< two or more letters, all upper case ("VAR", "PSG")
        Possessive = 4,       ///< followed by 's or ’s (the suffix is not part of the token)
        SentenceStart = 8,    ///< first word of its sentence, or of a live blog's entry after its minute ("86min: Looks")
        LineStart = 16,       ///< first token on its line
        SpaceBefore = 32,     ///< preceded by white space (or the start of the text)
        AsciiLetters = 64,    ///< a word of ASCII letters only ("Kane", not "O'Shea" or "Tomás")
        SentenceMark = 128,   ///< a full stop, exclamation or question mark (a Punct token)
    };
    int start = 0;
    int end = 0;
    Kind kind = Kind::Word;
    quint8 flags = 0;

    bool is(Flag flag) const { return flags & flag; }
    int length() const { return end - start; }
    QStringView view(const QString &text) const { return QStringView(text).mid(start, end - start); }
};

} // namespace Touchline

// Plain data whose zero bytes are the default token: lists of tokens are sized and copied as memory,
// not token by token.
Q_DECLARE_TYPEINFO(Touchline::Token, Q_PRIMITIVE_TYPE);

namespace Touchline {

using Tokens = QList<Token>;

/// Splits text into tokens in one pass. A word keeps inner apostrophes and hyphens between letters
/// (O'Shea, Robson-Kanu, Saint-Germain); a possessive 's is dropped from the word and flagged.
/// Numbers are runs of digits; everything else that is not white space is a one-character Punct.
class Tokenizer
{
public:
    static Tokens tokenize(const QString &text);
    /// The same tokens, and for each the hash WordHashes keeps (WordTable::hashOfLetters of a word of
    /// ASCII letters up to WordHashes::longestWord, 0 for any other token): worked out while the word's
    /// letters are read here, the extractor's word hashes need no pass of their own over the text.
    static Tokens tokenize(const QString &text, std::vector<std::size_t> &wordHashes);
};

} // namespace Touchline
