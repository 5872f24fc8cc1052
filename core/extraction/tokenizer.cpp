#include "token.h"

namespace Touchline {

namespace {

bool isApostrophe(QChar c)
{
    return c == QLatin1Char('\'') || c == QChar(0x2019) || c == QChar(0x02BC);
}

bool isWordChar(QChar c)
{
    return c.isLetter() || c.isMark();
}

} // namespace

Tokens Tokenizer::tokenize(const QString &text)
{
    Tokens tokens;
    tokens.reserve(text.size() / 5);
    const int n = int(text.size());
    bool lineStart = true;
    bool spaceBefore = true;
    int i = 0;
    while (i < n) {
        const QChar c = text.at(i);
        if (c.isSpace()) {
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
            if (c.isUpper() || c.isTitleCase())
                token.flags |= Token::Capitalised;
            if (j - i >= 2) {
                bool allUpper = true;
                for (int k = i; k < j && allUpper; ++k) {
                    const QChar l = text.at(k);
                    allUpper = !l.isLetter() || l.isUpper();
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
        } else if (c.isDigit()) {
            int j = i + 1;
            while (j < n && text.at(j).isDigit())
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
        tokens.append(token);
    }
    return tokens;
}

} // namespace Touchline
