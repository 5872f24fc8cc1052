#include "token.h"

#include "wordhashes.h"
#include "wordtable.h"

#include <algorithm>
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
// Three bits are the token flags they decide (one shifted), so that setting those takes no test.
enum CharClass : quint16 {
    Capital = Token::Capitalised,         ///< upper or title case
    NotAsciiLetter = Token::AsciiLetters, ///< a word holding one lacks the flag
    Space = 2,
    WordChar = 4,    ///< a letter or a mark
    LowerLetter = 8, ///< a letter that is not upper case: a word holding one is not AllCaps
    Digit = 16,
    Apostrophe = 32, ///< ' ’ ʼ
    Hyphen = 128,
    SentenceMark = Token::SentenceMark << 1, ///< . ! ?: the sentence splitter looks at no other mark
};
static_assert(Token::Capitalised == 1 && Token::AsciiLetters == 64);

// The flag a mark's classes give it.
quint8 markFlags(quint16 classes)
{
    return quint8(classes >> 1 & Token::SentenceMark);
}

// `mark`: QChar::isMark(c), which is not constexpr; no ASCII character is a mark.
constexpr quint16 classOfUnit(char16_t c, bool mark)
{
    const bool letter = QChar::isLetter(c);
    return quint16((QChar::isSpace(c) ? Space : 0) | (letter || mark ? WordChar : 0) | (c == u'.' || c == u'!' || c == u'?' ? SentenceMark : 0)
                  | (QChar::isUpper(c) || QChar::isTitleCase(c) ? Capital : 0) | (letter && !QChar::isUpper(c) ? LowerLetter : 0)
                  | (QChar::isDigit(c) ? Digit : 0) | (c == u'\'' || c == u'\u2019' || c == u'\u02BC' ? Apostrophe : 0)
                  | (c == u'-' ? Hyphen : 0) | ((c | 0x20) >= u'a' && (c | 0x20) <= u'z' ? 0 : NotAsciiLetter));
}

constexpr auto asciiClasses = [] {
    std::array<quint16, 128> classes{};
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
Q_NEVER_INLINE quint16 classBeyondAscii(char16_t c)
{
    return classOfUnit(c, QChar::isMark(c));
}

quint16 classOf(char16_t c)
{
    return c < asciiClasses.size() ? asciiClasses[c] : classBeyondAscii(c);
}

// Which of sixty-three units of the text are ASCII letters, as a bit mask (bit k for the unit at start + k):
// what the tokenizer needs to take words of ASCII letters without a question per unit. Reports run about
// six units a word and the space after it, so one window serves several tokens; the wider the window,
// the fewer words run past its end to be read again from a new one (a mispredicted exit each).
struct Window {
    using Mask = quint64;
    /// The units read: one more than the window, whose bit stays clear, so that a run of letters in the
    /// mask always ends.
    static constexpr int loaded = 64;
    static constexpr int size = loaded - 1;

    int start = 0;
    Mask letters = 0;

    static Window at(const char16_t *units, int start)
    {
        units += start;
        constexpr Mask inWindow = ~(Mask(1) << size);
#if defined(__SSE2__) || defined(_M_X64)
        const Mask letters = lettersOfSixteen(units) | lettersOfSixteen(units + 16) << 16 | lettersOfSixteen(units + 32) << 32
            | lettersOfSixteen(units + 48) << 48;
        return {start, letters & inWindow};
#else
        Mask letters = 0;
        for (int k = 0; k < size; ++k)
            letters |= Mask((units[k] | 0x20) >= u'a' && (units[k] | 0x20) <= u'z') << k;
        return {start, letters & inWindow};
#endif
    }

    /// How many units from `offset` (at most size) on are letters, where the unit at `offset` is one.
    int letterRun(int offset) const
    {
        const Mask rest = ~(letters >> offset); // never 0: the bit past the window is clear
#if defined(__GNUC__)
        return __builtin_ctzll(rest); // std::countr_one() would test for 0 first
#else
        return std::countr_zero(rest);
#endif
    }

private:
#if defined(__SSE2__) || defined(_M_X64)
    static Mask lettersOfSixteen(const char16_t *units)
    {
        // Folded to lower case and moved so that 'a'..'z' are the bottom of the signed range: one
        // comparison tests both ends.
        const auto letters = [](const char16_t *eight) {
            const __m128i folded = _mm_or_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(eight)), _mm_set1_epi16(0x20));
            return _mm_cmplt_epi16(_mm_add_epi16(folded, _mm_set1_epi16(short(0x8000 - u'a'))), _mm_set1_epi16(short(-0x8000 + 26)));
        };
        return Mask(quint16(_mm_movemask_epi8(_mm_packs_epi16(letters(units), letters(units + 8)))));
    }
#endif
};

// Whether ASCII letters are all capitals: asked only of the rest of words that start with two, as few do.
bool allCapitals(const char16_t *letters, int length)
{
    return std::all_of(letters, letters + length, [](char16_t c) { return c <= u'Z'; });
}

bool isS(char16_t c)
{
    return c == u's' || c == u'S';
}

// Where the tokens go as they are found: a block on the stack, appended to the list as memory when full.
// Gathered in a std::vector and copied into the list token by token, they cost a tenth more; a list
// sized up front cost as much in setting its tokens to zero first. The tokenizer writes the block
// through a pointer of its own, which stays in a register. With `hashed`, each token's word hash goes
// to a block of its own beside it, at the same index.
template <bool hashed>
class TokenOutput
{
public:
    explicit TokenOutput(qsizetype estimate, std::vector<std::size_t> *hashes)
        : m_hashes(hashes)
    {
        m_list.reserve(estimate);
        if constexpr (hashed) {
            m_hashes->clear();
            m_hashes->reserve(std::size_t(estimate));
        }
    }

    Token *begin() { return m_block.tokens; }
    Token *end() { return m_block.tokens + std::size(m_block.tokens); }
    std::size_t *hashes() { return m_hashBlock.hashes; }
    /// Appends the block's tokens up to `filled` to the list, emptying the block.
    void flush(const Token *filled)
    {
        m_list.append(Tokens::const_iterator(begin()), Tokens::const_iterator(filled));
        if constexpr (hashed)
            m_hashes->insert(m_hashes->end(), m_hashBlock.hashes, m_hashBlock.hashes + (filled - begin()));
    }
    Tokens take(const Token *filled)
    {
        flush(filled);
        return std::move(m_list);
    }

private:
    // Left unset (a plain array would set every token to zero first): tokens are written before they are read.
    union Block {
        Block() {}
        Token tokens[256];
    } m_block;
    union HashBlock {
        HashBlock() {}
        std::size_t hashes[hashed ? 256 : 1];
    } m_hashBlock;
    Tokens m_list;
    std::vector<std::size_t> *const m_hashes;
};

// Whether the hyphen at `at` opens a rating's blurb, spaced after the mark and a capital after it: "Kwame Asante 8 -
// Dominated the midfield" ("Dominated" is no name). `out` is where the hyphen's token goes, `begin` the block's start.
bool opensRatingBlurb(quint8 spaceFlags, const Token *out, const Token *begin, const char16_t *units, int n, int at)
{
    return (spaceFlags & Token::SpaceBefore) && out != begin && out[-1].kind == Token::Kind::Number && at + 2 < n && units[at + 1] == u' '
        && units[at + 2] >= u'A' && units[at + 2] <= u'Z';
}

// `hashes` only when `hashed`: see Tokenizer::tokenize(text, wordHashes).
template <bool hashed>
Tokens tokenizeText(const QString &text, std::vector<std::size_t> *hashes)
{
    // Reports run about five units a token: room for a quarter more spares most of them a regrowth.
    TokenOutput<hashed> tokens(text.size() / 4 + 16, hashes);
    const char16_t *const units = QStringView(text).utf16();
    const int n = int(text.size());
    // Whether the unit at `k` is a word character; false past the end.
    auto wordCharAt = [&](int k) { return k < n && (classOf(units[k]) & WordChar); };
    quint8 spaceFlags = Token::LineStart | Token::SpaceBefore; // of the next token
    Token *out = tokens.begin();
    std::size_t *hashOut = tokens.hashes(); // beside `out`, when hashed
    // Sets the hash of the token `out` is at, and moves both on.
    auto written = [&](std::size_t hash) {
        ++out;
        if constexpr (hashed)
            *hashOut++ = hash;
    };
    Window window;
    window.start = -Window::size; // none yet
    bool crossing = false; // whether the token at i runs past the window
    int i = 0;
    while (i < n) {
        // Room for a window's worth of tokens (one a unit at most), so that the window's loop below
        // need not ask after each token.
        if (tokens.end() - out <= Window::size) [[unlikely]] {
            tokens.flush(out);
            out = tokens.begin();
            hashOut = tokens.hashes();
        }
        // Most tokens are words of ASCII letters, ASCII marks and single spaces: taken from a window's
        // bits while they last, a few steps each.
        if (i + Window::loaded <= n) {
            if (crossing || i - window.start >= Window::size) {
                window = Window::at(units, i);
                crossing = false;
            }
            int offset = i - window.start; // of the next token in the window
            const char16_t *const windowUnits = units + window.start;
            bool again = false;            // whether what stopped the window needs no step one unit at a time
            for (;;) {
                if (window.letters >> offset & 1) {
                    const int end = offset + window.letterRun(offset);
                    if (end >= Window::size) { // the word may go on past the window: read it from a new one
                        crossing = again = offset > 0;
                        break;
                    }
                    // The word ends at an ASCII unit other than an apostrophe or a hyphen.
                    const char16_t next = windowUnits[end];
                    if (next >= asciiClasses.size() || (asciiClasses[next] & (Apostrophe | Hyphen)))
                        break;
                    const char16_t *const word = windowUnits + offset;
                    // The capital flag by arithmetic, not a test: a capital or not is as likely either way, and
                    // was mispredicted. All capitals only after a test that few words pass: bit 5 is clear in
                    // the first two units (the second, after a one-letter word, is the unit after it, within
                    // the window).
                    static_assert(Token::Capitalised == 1);
                    quint8 flags = spaceFlags | Token::AsciiLetters | quint8(word[0] <= u'Z');
                    if (!((word[0] | word[1]) & 0x20)) [[unlikely]] {
                        if (end - offset >= 2 && allCapitals(word + 2, end - offset - 2))
                            flags |= Token::AllCaps;
                    }
                    *out = Token{window.start + offset, window.start + end, Token::Kind::Word, flags};
                    written(hashed ? WordTable::hashOfLetters(word, std::size_t(end - offset)) : 0);
                    const bool spaceAfter = next == u' ';
                    offset = end + int(spaceAfter);
                    spaceFlags = spaceAfter ? Token::SpaceBefore : 0;
                } else {
                    if (offset >= Window::size) {
                        again = true;
                        break;
                    }
                    const char16_t c = windowUnits[offset];
                    const quint16 classes = c < asciiClasses.size() ? asciiClasses[c] : quint16(Digit); // to take on its own
                    if (classes & Digit)
                        break;
                    if (classes & Space) {
                        spaceFlags |= c == u'\n' ? Token::LineStart | Token::SpaceBefore : Token::SpaceBefore;
                        ++offset;
                        continue;
                    }
                    // Any other ASCII unit is a mark of its own.
                    const bool opensBlurb = c == u'-' && opensRatingBlurb(spaceFlags, out, tokens.begin(), units, n, window.start + offset);
                    *out = Token{window.start + offset, window.start + offset + 1, Token::Kind::Punct, quint8(spaceFlags | markFlags(classes))};
                    written(0);
                    ++offset;
                    spaceFlags = opensBlurb ? Token::SentenceStart : 0;
                }
            }
            i = window.start + offset;
            if (again)
                continue;
        }
        // Everything else, a unit at a time: white space, numbers, marks, and words that hold other
        // characters, run on past the window or end at the end of the text.
        const char16_t c = units[i];
        const quint16 classes = classOf(c);
        if (classes & Space) {
            spaceFlags |= c == u'\n' ? Token::LineStart | Token::SpaceBefore : Token::SpaceBefore;
            ++i;
            continue;
        }
        Token token;
        token.start = i;
        token.flags = spaceFlags;
        spaceFlags = 0;
        if (classes & WordChar) {
            quint16 wordClasses = classes; // of every unit in the word
            int j = i + 1;
            quint16 next; // the classes of the unit after the word (none past the end)
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
            token.flags |= markFlags(classes);
            i = token.end;
        }
        // A rating's blurb opens like a sentence: "Jamie Ouattara 7 – Took his goal well" ("Took" is no name); a hyphen's
        // near the text's end, past the windows (see opensRatingBlurb()).
        const bool opensBlurb = (c == u'\u2013' || c == u'\u2014' || c == u'-') && (token.flags & Token::SpaceBefore) && out != tokens.begin()
            && out[-1].kind == Token::Kind::Number;
        *out = token;
        const bool hasHash = (token.flags & Token::AsciiLetters) && token.length() <= WordHashes::longestWord;
        written(hashed && hasHash ? WordTable::hashOfLetters(units + token.start, std::size_t(token.length())) : 0);
        // Most tokens are followed by one space: taken here, it spares the loop a round.
        if (i < n && units[i] == u' ') {
            spaceFlags = Token::SpaceBefore;
            ++i;
            if (opensBlurb && i < n && units[i] >= u'A' && units[i] <= u'Z') [[unlikely]]
                spaceFlags |= Token::SentenceStart;
        }
    }
    return tokens.take(out);
}

} // namespace

// Out of line: inlined into the extractor (LTO), the loop kept its flags on the stack, short of registers.
Q_NEVER_INLINE Tokens Tokenizer::tokenize(const QString &text)
{
    return tokenizeText<false>(text, nullptr);
}

Q_NEVER_INLINE Tokens Tokenizer::tokenize(const QString &text, std::vector<std::size_t> &wordHashes)
{
    return tokenizeText<true>(text, &wordHashes);
}

} // namespace Touchline
