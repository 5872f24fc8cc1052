#include "textscan.h"

#include "wordtable.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <optional>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif

namespace Touchline::TextScan {

namespace {

// Whether the dash at `at` has a digit (or a surrogate) at most two characters before and after it in `text`.
bool digitsAround(QStringView text, qsizetype at)
{
    const auto digitNear = [&text](qsizetype from, int step) {
        for (int k = 1; k <= 2; ++k) {
            const qsizetype i = from + k * step;
            if (i < 0 || i >= text.size())
                return false;
            if (text.at(i).isDigit() || text.at(i).isSurrogate())
                return true;
        }
        return false;
    };
    return digitNear(at, -1) && digitNear(at, +1);
}

// The index of the first dash ('-' or '–') in `text` from `from` on, or its size: both dashes in one pass,
// eight units a block where SSE2 is (every x86-64), where a search for each dash read the text twice.
qsizetype nextDash(QStringView text, qsizetype from)
{
    const char16_t *const units = text.utf16();
    const qsizetype size = text.size();
    qsizetype i = from;
#if defined(__SSE2__) || defined(_M_X64)
    const __m128i hyphen = _mm_set1_epi16(short(u'-'));
    const __m128i enDash = _mm_set1_epi16(short(u'\u2013'));
    const auto dashesIn = [&](qsizetype at) {
        const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + at));
        return _mm_or_si128(_mm_cmpeq_epi16(block, hyphen), _mm_cmpeq_epi16(block, enDash));
    };
    // Four blocks a step, tested together: most hold no dash, and the block that does is found below.
    for (; i + 32 <= size; i += 32) {
        if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(dashesIn(i), dashesIn(i + 8)), _mm_or_si128(dashesIn(i + 16), dashesIn(i + 24)))))
            break;
    }
    for (; i + 8 <= size; i += 8) {
        const unsigned found = unsigned(_mm_movemask_epi8(dashesIn(i)));
        if (found)
            return i + std::countr_zero(found) / 2; // two mask bits per unit
    }
#endif
    for (; i < size; ++i) {
        if (units[i] == u'-' || units[i] == u'\u2013')
            return i;
    }
    return size;
}

// The first dash with digits around it, or -1.
qsizetype firstScorelineDash(QStringView text)
{
    for (qsizetype at = nextDash(text, 0); at < text.size(); at = nextDash(text, at + 1)) {
        if (digitsAround(text, at))
            return at;
    }
    return -1;
}

} // namespace

bool mayHoldScoreline(QStringView text)
{
    return firstScorelineDash(text) >= 0;
}

qsizetype scorelineSearchStart(QStringView text)
{
    const qsizetype first = firstScorelineDash(text);
    if (first < 0)
        return -1;
    // Two digits beyond the BMP (two units each) and a space; never half a surrogate pair.
    qsizetype start = std::max<qsizetype>(0, first - 5);
    if (start > 0 && text.at(start).isLowSurrogate())
        --start;
    return start;
}

namespace {

// \d and \s as PCRE2 reads them without Unicode properties: ASCII digits, and the white space of the C locale.
bool isAsciiDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}
bool isAsciiSpace(char16_t c)
{
    return c == u' ' || (c >= u'\t' && c <= u'\r');
}
bool isDash(char16_t c)
{
    return c == u'-' || c == u'\u2013';
}

// The match whose dash is at `dash`, if any; its start may lie before where a search would begin.
std::optional<ScorelineMatch> scorelineAround(QStringView text, qsizetype dash)
{
    const char16_t *const units = text.utf16();
    const qsizetype size = text.size();
    ScorelineMatch match;
    // (?<![\d.:/–-])(\d{1,2})\s?: the digits end at the dash or one white space before it, and a longer run
    // of digits has no match (\d{1,2} cannot end it at the dash, nor start after a digit).
    match.firstEnd = dash > 0 && isAsciiSpace(units[dash - 1]) ? dash - 1 : dash;
    match.start = match.firstEnd;
    while (match.start > 0 && isAsciiDigit(units[match.start - 1]))
        --match.start;
    if (match.start == match.firstEnd || match.firstEnd - match.start > 2)
        return std::nullopt;
    if (match.start > 0) {
        const char16_t before = units[match.start - 1];
        if (before == u'.' || before == u':' || before == u'/' || isDash(before))
            return std::nullopt;
    }
    // \s?(\d{1,2})(?![\d:/]|[-–.]\d): the same after the dash, and a third digit fails the look-ahead; a full stop ends
    // a sentence ("beat Ashford 2-1."), unless a digit follows it ("2-1.5").
    match.secondStart = dash + 1 < size && isAsciiSpace(units[dash + 1]) ? dash + 2 : dash + 1;
    match.end = match.secondStart;
    while (match.end < size && isAsciiDigit(units[match.end]))
        ++match.end;
    if (match.end == match.secondStart || match.end - match.secondStart > 2)
        return std::nullopt;
    if (match.end < size) {
        const char16_t after = units[match.end];
        if (after == u':' || after == u'/' || ((after == u'.' || isDash(after)) && match.end + 1 < size && isAsciiDigit(units[match.end + 1])))
            return std::nullopt;
    }
    return match;
}

// Whether any of the four units at `units` is a surrogate: a surrogate's top five bits are 11011, so
// masking them leaves 0xD800, and a lane of zero after the XOR shows in the classic has-zero-lane test.
bool blockHasSurrogate(const char16_t *units)
{
    constexpr quint64 ones = 0x0001000100010001ULL;
    constexpr quint64 tops = 0x8000800080008000ULL;
    quint64 block;
    std::memcpy(&block, units, sizeof block);
    const quint64 x = (block & 0xF800F800F800F800ULL) ^ 0xD800D800D800D800ULL;
    return (x - ones) & ~x & tops;
}

// The index of the first surrogate in units [from, size), or size: sixteen units a step where SSE2 is
// (every x86-64), then four, then one. Most texts have none, or a few emoji far apart.
qsizetype nextSurrogate(const char16_t *units, qsizetype from, qsizetype size)
{
    qsizetype i = from;
#if defined(__SSE2__) || defined(_M_X64)
    const __m128i topBits = _mm_set1_epi16(short(0xF800));
    const __m128i surrogate = _mm_set1_epi16(short(0xD800));
    const auto surrogatesIn = [&](const char16_t *eight) {
        const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i *>(eight));
        return _mm_cmpeq_epi16(_mm_and_si128(block, topBits), surrogate);
    };
    for (; i + 16 <= size; i += 16) {
        if (_mm_movemask_epi8(_mm_or_si128(surrogatesIn(units + i), surrogatesIn(units + i + 8))))
            break;
    }
#endif
    for (; i + 4 <= size; i += 4) {
        if (blockHasSurrogate(units + i))
            break;
    }
    while (i < size && !QChar::isSurrogate(units[i]))
        ++i;
    return i;
}

// Whether `c` is a lower-case ASCII letter, the kind of needle letter unitsFoldingTo() takes.
constexpr bool isAsciiLetter(char16_t c)
{
    return c >= u'a' && c <= u'z';
}

#if defined(__SSE2__) || defined(_M_X64)
// Which of the eight units at `eight` fold to `letter` (isAsciiLetter()) as foldedLetter() folds them, all
// ones in a unit's lane where one does. Setting bit 0x20 lowers an upper-case letter and leaves a lower-case
// one, and it turns no other unit into a letter; the two letters beyond ASCII are compared on their own.
__m128i unitsFoldingTo(const char16_t *eight, char16_t letter)
{
    const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i *>(eight));
    const __m128i folded = _mm_cmpeq_epi16(_mm_or_si128(block, _mm_set1_epi16(0x20)), _mm_set1_epi16(short(letter)));
    if (letter != u's' && letter != u'k')
        return folded;
    const char16_t beyondAscii = letter == u's' ? u'\u017F' : u'\u212A';
    return _mm_or_si128(folded, _mm_cmpeq_epi16(block, _mm_set1_epi16(short(beyondAscii))));
}
#endif

} // namespace

bool isAscii(QStringView text)
{
    // Every unit ORed into one, four at a time: a sentence is read through without a branch a unit.
    const char16_t *const units = text.utf16();
    const qsizetype size = text.size();
    quint64 all = 0;
    qsizetype i = 0;
    for (; i + 4 <= size; i += 4) {
        quint64 block;
        std::memcpy(&block, units + i, sizeof block);
        all |= block;
    }
    for (; i < size; ++i)
        all |= units[i];
    return !(all & 0xFF80FF80FF80FF80ULL);
}

bool hasSurrogates(QStringView text)
{
    return nextSurrogate(text.utf16(), 0, text.size()) < text.size();
}

ScorelineMatches asciiScorelines(QStringView text)
{
    ScorelineMatches found;
    qsizetype searchFrom = 0; // where the global search goes on: after the last match
    for (qsizetype dash = nextDash(text, 0); dash < text.size(); dash = nextDash(text, dash + 1)) {
        const std::optional<ScorelineMatch> match = scorelineAround(text, dash);
        // A match starting before the search's place would overlap the last one: the search never finds it.
        if (!match || match->start < searchFrom)
            continue;
        if (found.isEmpty() && !isValidUtf16(text))
            return found;
        found.append(*match);
        searchFrom = match->end;
    }
    return found;
}

bool isValidUtf16(QStringView text)
{
    const char16_t *units = text.utf16();
    const qsizetype size = text.size();
    for (qsizetype i = nextSurrogate(units, 0, size); i < size; i = nextSurrogate(units, i + 2, size)) {
        if (!QChar::isHighSurrogate(units[i]) || i + 1 == size || !QChar::isLowSurrogate(units[i + 1]))
            return false;
    }
    return true;
}

bool foldedAt(QStringView text, qsizetype at, std::u16string_view needle)
{
    if (at < 0 || at + qsizetype(needle.size()) > text.size())
        return false;
    for (std::size_t i = 0; i < needle.size(); ++i) {
        if (foldedLetter(text.at(at + qsizetype(i)).unicode()) != needle[i])
            return false;
    }
    return true;
}

bool containsFolded(QStringView text, std::u16string_view needle)
{
    Q_ASSERT(!needle.empty());
    const qsizetype last = text.size() - qsizetype(needle.size());
    qsizetype at = 0;
#if defined(__SSE2__) || defined(_M_X64)
    // Eight places a step, each a candidate only where the needle's first two letters both fold there: a
    // sentence has few such pairs, where a first letter alone ("s", "e") stood at every tenth unit.
    if (needle.size() >= 2 && isAsciiLetter(needle[0]) && isAsciiLetter(needle[1])) {
        const char16_t *const units = text.utf16();
        for (; at + 8 < text.size(); at += 8) {
            const __m128i pairs = _mm_and_si128(unitsFoldingTo(units + at, needle[0]), unitsFoldingTo(units + at + 1, needle[1]));
            // A bit a unit: of the two mask bits each unit sets, the lower.
            for (unsigned found = unsigned(_mm_movemask_epi8(pairs)) & 0x5555u; found; found &= found - 1) {
                if (foldedAt(text, at + std::countr_zero(found) / 2, needle))
                    return true;
            }
        }
    }
#endif
    for (; at <= last; ++at) {
        if (foldedLetter(text.at(at).unicode()) == needle.front() && foldedAt(text, at, needle))
            return true;
    }
    return false;
}

qsizetype nextEqual(std::span<const std::size_t> values, qsizetype from, std::size_t value)
{
    const std::size_t *const data = values.data();
    const qsizetype size = qsizetype(values.size());
    qsizetype i = from;
#if defined(__SSE2__) || defined(_M_X64)
    static_assert(sizeof(std::size_t) == 8);
    // Lanes of 32 bits: a value equal in either half makes a block a candidate, and its values are then
    // compared whole (a half alone equal is rare, and costs only that compare).
    const __m128i halves = _mm_set1_epi64x(qint64(value));
    const auto equalHalves = [&](qsizetype at) {
        return _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(data + at)), halves);
    };
    for (; i + 8 <= size; i += 8) {
        if (!_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(equalHalves(i), equalHalves(i + 2)), _mm_or_si128(equalHalves(i + 4), equalHalves(i + 6)))))
            continue;
        for (qsizetype k = i; k < i + 8; ++k) {
            if (data[k] == value)
                return k;
        }
    }
#endif
    for (; i < size; ++i) {
        if (data[i] == value)
            return i;
    }
    return size;
}

namespace {

// Where the white space that ends text[0, end) begins (PCRE2's Unicode \s).
qsizetype spaceBefore(QStringView text, qsizetype end)
{
    while (end > 0 && (text[end - 1].isSpace() || text[end - 1] == QChar(0x180E)))
        --end;
    return end;
}

// Where a side's count of players ending text[0, end) begins, "10-man", "ten-woman"; `end` when there is none.
qsizetype playersCountBefore(QStringView text, qsizetype end)
{
    const QStringView rest = text.first(end);
    if ((rest.back().unicode() | 0x20) != u'n') // asked of the text before every team named
        return end;
    const qsizetype hyphen = rest.endsWith(u"-man", Qt::CaseInsensitive) ? end - 4 : rest.endsWith(u"-woman", Qt::CaseInsensitive) ? end - 6 : -1;
    if (hyphen <= 0)
        return end;
    qsizetype start = hyphen;
    while (start > 0 && text[start - 1].isLetterOrNumber())
        --start;
    return start < hyphen ? start : end;
}

} // namespace

bool mayEndWithAtOrTo(QStringView text)
{
    qsizetype end = spaceBefore(text, text.size());
    if (end == text.size() || end < 2)
        return false;
    // "at 10-man Dunmarrow"
    if (const qsizetype count = playersCountBefore(text, end); count != end) {
        end = spaceBefore(text, count);
        if (end == count || end < 2)
            return false;
    }
    // ASCII lower case: no other character becomes one of these letters, and none folds to one.
    const char16_t first = text[end - 2].unicode() | 0x20;
    const char16_t second = text[end - 1].unicode() | 0x20;
    return (first == u'a' && second == u't') || (first == u't' && second == u'o');
}

} // namespace Touchline::TextScan
