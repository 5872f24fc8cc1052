#include "token.h"

#include <array>
#include <bit>
#include <iterator>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif

namespace Touchline {

namespace {

// What the tokenizer asks of a code unit, as bits: for ASCII from a table, as nearly every character of
// a report is ASCII and the QChar calls cost more than the rest of the loop.
// Two bits are the token flags they decide, so that setting those takes no test.
enum CharClass : quint8 {
    Capital = Token::Capitalised,         ///< upper or title case
    NotAsciiLetter = Token::AsciiLetters, ///< a word holding one lacks the flag
    Space = 2,
    WordChar = 4,    ///< a letter or a mark
    LowerLetter = 8, ///< a letter that is not upper case: a word holding one is not AllCaps
    Digit = 16,
    Apostrophe = 32, ///< ' ’ ʼ
    Hyphen = 128,
};
static_assert(Token::Capitalised == 1 && Token::AsciiLetters == 64);

// `mark`: QChar::isMark(c), which is not constexpr; no ASCII character is a mark.
constexpr quint8 classOfUnit(char16_t c, bool mark)
{
    const bool letter = QChar::isLetter(c);
    return quint8((QChar::isSpace(c) ? Space : 0) | (letter || mark ? WordChar : 0)
                  | (QChar::isUpper(c) || QChar::isTitleCase(c) ? Capital : 0) | (letter && !QChar::isUpper(c) ? LowerLetter : 0)
                  | (QChar::isDigit(c) ? Digit : 0) | (c == u'\'' || c == u'\u2019' || c == u'\u02BC' ? Apostrophe : 0)
                  | (c == u'-' ? Hyphen : 0) | ((c | 0x20) >= u'a' && (c | 0x20) <= u'z' ? 0 : NotAsciiLetter));
}

constexpr auto asciiClasses = [] {
    std::array<quint8, 128> classes{};
    for (char16_t c = 0; c < 128; ++c)
        classes[c] = classOfUnit(c, false);
    return classes;
}();

// What a run of lower-case letters adds to a word (see leadingLowerCaseLetters).
static_assert([] {
    for (char16_t c = u'a'; c <= u'z'; ++c) {
        if (asciiClasses[c] != (WordChar | LowerLetter))
            return false;
    }
    return true;
}());

// Outside ASCII: kept out of line, so that the ASCII test below stays small enough to inline.
Q_NEVER_INLINE quint8 classBeyondAscii(char16_t c)
{
    return classOfUnit(c, QChar::isMark(c));
}

quint8 classOf(char16_t c)
{
    return c < asciiClasses.size() ? asciiClasses[c] : classBeyondAscii(c);
}

// How many of the eight units from `units` are lower-case ASCII letters before any other (0 to 8):
// the bulk of every word, measured eight at a time where SSE2 is (every x86-64), one at a time elsewhere.
int leadingLowerCaseLetters(const char16_t *units)
{
#if defined(__SSE2__) || defined(_M_X64)
    const __m128i eight = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units));
    // Signed comparisons: units from 0x8000 on count as negative, below 'a'.
    const __m128i lower = _mm_and_si128(_mm_cmpgt_epi16(eight, _mm_set1_epi16(u'a' - 1)),
                                        _mm_cmplt_epi16(eight, _mm_set1_epi16(u'z' + 1)));
    return std::countr_one(unsigned(_mm_movemask_epi8(lower))) / 2; // two mask bits per unit
#else
    int count = 0;
    while (count < 8 && units[count] >= u'a' && units[count] <= u'z')
        ++count;
    return count;
#endif
}

bool isS(char16_t c)
{
    return c == u's' || c == u'S';
}

// Where the tokens go as they are found: a block on the stack, appended to the list as memory when full.
// Gathered in a std::vector and copied into the list token by token, they cost a tenth more; a list
// sized up front cost as much in setting its tokens to zero first. The tokenizer writes the block
// through a pointer of its own, which stays in a register.
class TokenOutput
{
public:
    explicit TokenOutput(qsizetype estimate) { m_list.reserve(estimate); }

    Token *begin() { return m_block; }
    Token *end() { return m_block + std::size(m_block); }
    /// Appends the block's tokens up to `filled` to the list, emptying the block.
    void flush(const Token *filled) { m_list.append(Tokens::const_iterator(m_block), Tokens::const_iterator(filled)); }
    Tokens take(const Token *filled)
    {
        flush(filled);
        return std::move(m_list);
    }

private:
    Token m_block[256];
    Tokens m_list;
};

} // namespace

Tokens Tokenizer::tokenize(const QString &text)
{
    // Reports run about five units a token: room for a quarter more spares most of them a regrowth.
    TokenOutput tokens(text.size() / 4 + 16);
    const char16_t *const units = QStringView(text).utf16();
    const int n = int(text.size());
    // Whether the unit at `k` is a word character; false past the end.
    auto wordCharAt = [&](int k) { return k < n && (classOf(units[k]) & WordChar); };
    quint8 spaceFlags = Token::LineStart | Token::SpaceBefore; // of the next token
    Token *out = tokens.begin();
    int i = 0;
    while (i < n) {
        const char16_t c = units[i];
        const quint8 classes = classOf(c);
        if (classes & Space) {
            spaceFlags |= c == u'\n' ? Token::LineStart | Token::SpaceBefore : Token::SpaceBefore;
            ++i;
            continue;
        }
        if (out == tokens.end()) [[unlikely]] {
            tokens.flush(out);
            out = tokens.begin();
        }
        Token token;
        token.start = i;
        token.flags = spaceFlags;
        spaceFlags = 0;
        if (classes & WordChar) {
            quint8 wordClasses = classes; // of every unit in the word
            int j = i + 1;
            for (int run = 8; run == 8 && j + 8 <= n;) {
                run = leadingLowerCaseLetters(units + j);
                j += run;
            }
            if (j > i + 1) // what the run adds
                wordClasses |= WordChar | LowerLetter;
            quint8 next; // the classes of the unit after the word (none past the end)
            for (;;) {
                next = j < n ? classOf(units[j]) : 0;
                if (next & WordChar) {
                    wordClasses |= next;
                    ++j;
                    continue;
                }
                // Inner apostrophe or hyphen between letters stays in the word, except a possessive 's.
                if ((next & (Apostrophe | Hyphen)) && wordCharAt(j + 1)) {
                    if ((next & Apostrophe) && isS(units[j + 1]) && !wordCharAt(j + 2))
                        break;
                    wordClasses |= next | classOf(units[j + 1]);
                    j += 2;
                    continue;
                }
                break;
            }
            token.end = j;
            token.kind = Token::Kind::Word;
            token.flags |= (classes & Capital) | (~wordClasses & NotAsciiLetter)
                | (j - i >= 2 && !(wordClasses & LowerLetter) ? Token::AllCaps : 0);
            // Possessive: "Kane's", "Kane’s", and "Barnes'" (apostrophe after s, then a non-letter).
            const bool apostropheAfter = next & Apostrophe;
            if (apostropheAfter && j + 1 < n && isS(units[j + 1]) && !wordCharAt(j + 2)) {
                token.flags |= Token::Possessive;
                j += 2; // the 's belongs to no token: "Leicester's Vardy" reads as "Leicester Vardy" to the stages
            } else if (apostropheAfter && units[j - 1] == u's' && !wordCharAt(j + 1) && (token.flags & Token::Capitalised)) {
                token.flags |= Token::Possessive;
            }
            i = j;
        } else if (classes & Digit) {
            int j = i + 1;
            while (j < n && (classOf(units[j]) & Digit))
                ++j;
            token.end = j;
            token.kind = Token::Kind::Number;
            i = j;
        } else {
            token.end = i + 1;
            if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(units[i + 1]))
                token.end = i + 2;
            token.kind = Token::Kind::Punct;
            i = token.end;
        }
        *out++ = token;
        // Most tokens are followed by one space: taken here, it spares the loop a round.
        if (i < n && units[i] == u' ') {
            spaceFlags = Token::SpaceBefore;
            ++i;
        }
    }
    return tokens.take(out);
}

} // namespace Touchline
