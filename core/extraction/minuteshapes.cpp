#include "minuteshapes.h"

#include "regex.h"

#include <algorithm>
#include <string_view>

namespace Touchline {

RuleMatch::RuleMatch(QStringView subject, const RegexMatch &match)
    : m_subject(subject)
{
    for (int group = 0; group < groupCount; ++group)
        set(group, match.capturedStart(group), match.capturedEnd(group));
}

namespace MinuteShapes {

namespace {

// The text as the patterns read it with ASCII classes; outside the text, a unit that is no word
// character, digit, space nor any character a pattern names (\b and lookbehinds see the edges so).
class Units
{
public:
    explicit Units(QStringView text)
        : m_units(text.utf16())
        , m_size(text.size())
    {
    }
    qsizetype size() const { return m_size; }
    char16_t at(qsizetype i) const { return i >= 0 && i < m_size ? m_units[i] : u'\0'; }

    static bool isDigit(char16_t c) { return c >= u'0' && c <= u'9'; }
    static bool isWord(char16_t c) { return isDigit(c) || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_'; }
    static bool isSpace(char16_t c) { return c == u' ' || (c >= u'\t' && c <= u'\r'); }
    static bool isQuote(char16_t c) { return c == u'\'' || c == u'\u2019' || c == u'\u2032'; }

    bool boundaryAt(qsizetype i) const { return isWord(at(i - 1)) != isWord(at(i)); }
    qsizetype spacesFrom(qsizetype i) const
    {
        while (isSpace(at(i)))
            ++i;
        return i;
    }
    qsizetype digitsFrom(qsizetype i) const
    {
        qsizetype count = 0;
        while (isDigit(at(i + count)))
            ++count;
        return count;
    }
    // The first digit at or after `from` that follows no digit (the only places where the patterns' \d
    // runs can start), or the size.
    qsizetype nextNumeral(qsizetype from) const
    {
        for (qsizetype i = from; i < m_size; ++i) {
            if (isDigit(m_units[i]) && !isDigit(at(i - 1)))
                return i;
        }
        return m_size;
    }
    // Whether `lower` (ASCII lower-case letters) is at `i`, in either case.
    bool lettersAt(qsizetype i, std::u16string_view lower) const
    {
        for (std::size_t k = 0; k < lower.size(); ++k) {
            const char16_t c = at(i + qsizetype(k));
            if (c >= 0x80 || (c | 0x20) != lower[k])
                return false;
        }
        return true;
    }
    // Where mins?\b ends at `i`, or, when `minutes`, minutes?\b after it (in the patterns' order; both are
    // never possible at one place); -1 for neither.
    qsizetype minuteWordEnd(qsizetype i, bool minutes) const
    {
        if (!lettersAt(i, u"min"))
            return -1;
        if (lettersAt(i + 3, u"s") && boundaryAt(i + 4))
            return i + 4;
        if (boundaryAt(i + 3))
            return i + 3;
        if (!minutes || !lettersAt(i + 3, u"ute"))
            return -1;
        if (lettersAt(i + 6, u"s") && boundaryAt(i + 7))
            return i + 7;
        return boundaryAt(i + 6) ? i + 6 : -1;
    }

private:
    const char16_t *m_units;
    qsizetype m_size;
};

// A numeral of `length` digits (the whole run: \d{1,3} cannot stop before a digit and then match what
// the patterns want next) that the patterns take: at least `fewest`, at most three.
bool takes(qsizetype length, qsizetype fewest)
{
    return length >= fewest && length <= 3;
}

// Tries `matchAt(start, length)` at each run of digits from `from` on, its first digit and its length, in
// order, until one matches: the patterns' numerals start nowhere else.
template<typename MatchAt>
bool anyNumeral(const Units &units, qsizetype from, const MatchAt &matchAt)
{
    qsizetype length = 0;
    for (qsizetype start = units.nextNumeral(from); start < units.size(); start = units.nextNumeral(start + length)) {
        length = units.digitsFrom(start);
        if (matchAt(start, length))
            return true;
    }
    return false;
}

void setNumeralMatch(RuleMatch &match, qsizetype start, qsizetype end, qsizetype numeral, qsizetype numeralEnd)
{
    match.set(0, start, end);
    match.set(1, numeral, numeralEnd);
}

} // namespace

bool nextAddedTime(QStringView text, qsizetype from, RuleMatch &match)
{
    const Units units(text);
    return anyNumeral(units, from, [&](qsizetype start, qsizetype length) {
        const char16_t before = units.at(start - 1);
        if (!takes(length, 2) || before == u'.' || before == u',' || before == u':' || before == u'/' || before == u'-')
            return false;
        qsizetype at = units.spacesFrom(start + length);
        if (Units::isQuote(units.at(at)))
            at = units.spacesFrom(at + 1);
        if (units.at(at) != u'+')
            return false;
        const qsizetype added = units.spacesFrom(at + 1);
        const qsizetype addedLength = std::min<qsizetype>(units.digitsFrom(added), 2);
        if (!addedLength)
            return false;
        // The optional mark after: a quote or a minute word, white space before it.
        qsizetype end = added + addedLength;
        const qsizetype mark = units.spacesFrom(end);
        if (Units::isQuote(units.at(mark)))
            end = mark + 1;
        else if (const qsizetype wordEnd = units.minuteWordEnd(mark, true); wordEnd >= 0)
            end = wordEnd;
        setNumeralMatch(match, start, end, start, start + length);
        match.set(2, added, added + addedLength);
        return true;
    });
}

bool nextOrdinalMinute(QStringView text, qsizetype from, RuleMatch &match)
{
    const Units units(text);
    return anyNumeral(units, from, [&](qsizetype start, qsizetype length) {
        if (!takes(length, 1) || Units::isWord(units.at(start - 1)))
            return false;
        qsizetype at = start + length;
        if (!(units.lettersAt(at, u"st") || units.lettersAt(at, u"nd") || units.lettersAt(at, u"rd") || units.lettersAt(at, u"th")))
            return false;
        at += 2;
        // [- ]? before the minute word, which cannot start with either.
        if (units.at(at) == u'-' || units.at(at) == u' ')
            ++at;
        const qsizetype end = units.minuteWordEnd(at, true);
        if (end < 0)
            return false;
        setNumeralMatch(match, start, end, start, start + length);
        return true;
    });
}

bool nextLineStartMinute(QStringView text, qsizetype from, RuleMatch &match)
{
    const Units units(text);
    // \s*[:\-–] from `at`: where the match ends, or -1.
    const auto dashOrColonAfter = [&units](qsizetype at) -> qsizetype {
        at = units.spacesFrom(at);
        const char16_t c = units.at(at);
        return c == u':' || c == u'-' || c == u'\u2013' ? at + 1 : -1;
    };
    // The mark alternatives in the pattern's order, mins? before minutes?, each with its s taken first.
    const auto endAfterMark = [&](qsizetype at) -> qsizetype {
        if (Units::isQuote(units.at(at)))
            return dashOrColonAfter(at + 1);
        if (!units.lettersAt(at, u"min"))
            return -1;
        qsizetype end = units.lettersAt(at + 3, u"s") ? dashOrColonAfter(at + 4) : -1;
        if (end < 0)
            end = dashOrColonAfter(at + 3);
        if (end < 0 && units.lettersAt(at + 3, u"ute")) {
            end = units.lettersAt(at + 6, u"s") ? dashOrColonAfter(at + 7) : -1;
            if (end < 0)
                end = dashOrColonAfter(at + 6);
        }
        return end;
    };
    for (qsizetype start = from; start < units.size(); ++start) {
        // (?m)^ after \n alone (*LF), or at the start of the text.
        if (start > 0 && units.at(start - 1) != u'\n')
            continue;
        const qsizetype numeral = units.spacesFrom(start);
        const qsizetype length = units.digitsFrom(numeral);
        if (!takes(length, 1))
            continue;
        const qsizetype end = endAfterMark(units.spacesFrom(numeral + length));
        if (end < 0)
            continue;
        setNumeralMatch(match, start, end, numeral, numeral + length);
        return true;
    }
    return false;
}

bool nextMarkedNumeral(QStringView text, qsizetype from, RuleMatch &match)
{
    const Units units(text);
    return anyNumeral(units, from, [&](qsizetype start, qsizetype length) {
        const char16_t before = units.at(start - 1);
        if (!takes(length, 1) || Units::isWord(before) || before == u'.' || before == u',' || before == u'\u00a3' || before == u'$'
            || before == u'\u20ac' || before == u'-')
            return false;
        const qsizetype mark = units.spacesFrom(start + length);
        qsizetype end = -1;
        if (Units::isQuote(units.at(mark)))
            end = Units::isWord(units.at(mark + 1)) ? -1 : mark + 1;
        else
            end = units.minuteWordEnd(mark, false);
        if (end < 0)
            return false;
        setNumeralMatch(match, start, end, start, start + length);
        return true;
    });
}

bool nextBracketedNumeral(QStringView text, qsizetype from, RuleMatch &match)
{
    const Units units(text);
    for (qsizetype open = from; open < units.size(); ++open) {
        if (units.at(open) != u'(')
            continue;
        const qsizetype length = units.digitsFrom(open + 1);
        if (takes(length, 1) && units.at(open + 1 + length) == u')') {
            setNumeralMatch(match, open, open + length + 2, open + 1, open + 1 + length);
            return true;
        }
    }
    return false;
}

bool nextBracketedOrdinal(QStringView text, qsizetype from, RuleMatch &match)
{
    const Units units(text);
    for (qsizetype open = from; open < units.size(); ++open) {
        if (units.at(open) != u'(')
            continue;
        const qsizetype length = units.digitsFrom(open + 1);
        const qsizetype suffix = open + 1 + length;
        if (takes(length, 1)
            && (units.lettersAt(suffix, u"st") || units.lettersAt(suffix, u"nd") || units.lettersAt(suffix, u"rd") || units.lettersAt(suffix, u"th"))
            && units.at(suffix + 2) == u')') {
            setNumeralMatch(match, open, suffix + 3, open + 1, suffix);
            return true;
        }
    }
    return false;
}

} // namespace MinuteShapes

} // namespace Touchline
