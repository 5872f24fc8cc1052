#include "token.h"

#include <array>
#include <vector>

namespace Touchline {

namespace {

// What the tokenizer asks of a character, answered for ASCII from a table: nearly every character of
// a report is ASCII, and the QChar calls cost more than the rest of the loop.
enum CharClass : quint8 { Space = 1, WordChar = 2, Upper = 4, Digit = 8 };

constexpr auto asciiClasses = [] {
    std::array<quint8, 128> classes{};
    for (char16_t c = 0; c < 128; ++c) {
        // No ASCII character is a mark, so a word character is a letter.
        classes[c] = quint8((QChar::isSpace(c) ? Space : 0) | (QChar::isLetter(c) ? WordChar : 0)
                            | (QChar::isUpper(c) ? Upper : 0) | (QChar::isDigit(c) ? Digit : 0));
    }
    return classes;
}();

bool isApostrophe(QChar c)
{
    return c == QLatin1Char('\'') || c == QChar(0x2019) || c == QChar(0x02BC);
}

// Outside ASCII: kept out of line, so that the ASCII tests below stay small enough to inline.
Q_NEVER_INLINE bool isSpaceBeyondAscii(QChar c)
{
    return c.isSpace();
}

Q_NEVER_INLINE bool isWordCharBeyondAscii(QChar c)
{
    return c.isLetter() || c.isMark();
}

Q_NEVER_INLINE bool isUpperBeyondAscii(QChar c)
{
    return c.isUpper();
}

Q_NEVER_INLINE bool isDigitBeyondAscii(QChar c)
{
    return c.isDigit();
}

bool isSpace(QChar c)
{
    return c.unicode() < 128 ? asciiClasses[c.unicode()] & Space : isSpaceBeyondAscii(c);
}

bool isWordChar(QChar c)
{
    return c.unicode() < 128 ? asciiClasses[c.unicode()] & WordChar : isWordCharBeyondAscii(c);
}

bool isUpper(QChar c)
{
    return c.unicode() < 128 ? asciiClasses[c.unicode()] & Upper : isUpperBeyondAscii(c);
}

bool isDigit(QChar c)
{
    return c.unicode() < 128 ? asciiClasses[c.unicode()] & Digit : isDigitBeyondAscii(c);
}

} // namespace

Tokens Tokenizer::tokenize(const QString &text)
{
    // Gathered in a std::vector, whose push_back inlines (QList::append did not), then handed over.
    std::vector<Token> tokens;
    tokens.reserve(std::size_t(text.size() / 5));
    const int n = int(text.size());
    bool lineStart = true;
    bool spaceBefore = true;
    int i = 0;
    while (i < n) {
        const QChar c = text.at(i);
        if (isSpace(c)) {
            if (c == QLatin1Char('\n'))
                lineStart = true;
            spaceBefore = true;
            ++i;
            continue;
        }
        Token token;
        token.start = i;
        if (isWordChar(c)) {
            int j = i + 1;
            while (j < n) {
                const QChar d = text.at(j);
                if (isWordChar(d)) {
                    ++j;
                    continue;
                }
                // Inner apostrophe or hyphen between letters stays in the word, except a possessive 's.
                if ((isApostrophe(d) || d == QLatin1Char('-')) && j + 1 < n && isWordChar(text.at(j + 1))) {
                    if (isApostrophe(d) && (text.at(j + 1) == QLatin1Char('s') || text.at(j + 1) == QLatin1Char('S'))
                        && (j + 2 >= n || !isWordChar(text.at(j + 2))))
                        break;
                    j += 2;
                    continue;
                }
                break;
            }
            token.end = j;
            token.kind = Token::Kind::Word;
            if (isUpper(c) || c.isTitleCase())
                token.flags |= Token::Capitalised;
            if (j - i >= 2) {
                bool allUpper = true;
                for (int k = i; k < j && allUpper; ++k) {
                    const QChar l = text.at(k);
                    allUpper = !l.isLetter() || isUpper(l);
                }
                if (allUpper)
                    token.flags |= Token::AllCaps;
            }
            // Possessive: "Kane's", "Kane’s", and "Barnes'" (apostrophe after s, then a non-letter).
            if (j + 1 < n && isApostrophe(text.at(j)) && (text.at(j + 1) == QLatin1Char('s') || text.at(j + 1) == QLatin1Char('S'))
                && (j + 2 >= n || !isWordChar(text.at(j + 2)))) {
                token.flags |= Token::Possessive;
                j += 2; // the 's belongs to no token: "Leicester's Vardy" reads as "Leicester Vardy" to the stages
            } else if (j < n && isApostrophe(text.at(j)) && text.at(j - 1) == QLatin1Char('s')
                       && (j + 1 >= n || !isWordChar(text.at(j + 1))) && (token.flags & Token::Capitalised)) {
                token.flags |= Token::Possessive;
            }
            i = j;
        } else if (isDigit(c)) {
            int j = i + 1;
            while (j < n && isDigit(text.at(j)))
                ++j;
            token.end = j;
            token.kind = Token::Kind::Number;
            i = j;
        } else {
            token.end = i + 1;
            if (c.isHighSurrogate() && i + 1 < n && text.at(i + 1).isLowSurrogate())
                token.end = i + 2;
            token.kind = Token::Kind::Punct;
            i = token.end;
        }
        if (lineStart)
            token.flags |= Token::LineStart;
        if (spaceBefore)
            token.flags |= Token::SpaceBefore;
        lineStart = false;
        spaceBefore = false;
        tokens.push_back(token);
    }
    return Tokens(tokens.begin(), tokens.end());
}

} // namespace Touchline
