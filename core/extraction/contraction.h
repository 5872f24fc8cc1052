#pragma once

#include <QStringView>

namespace Touchline {

/// Whether `word` ends in an apostrophe (' or ’) and a contraction's ending ("I’ve", "We'll", "He'd"),
/// in either case: what the pattern ['’](?:ve|ll|re|d|m|t|s)$ matches caselessly, with "ſ" (the long
/// s, which caseless matching takes for an "s"), without a regular expression run per word.
inline bool endsInContraction(QStringView word)
{
    const auto isApostrophe = [](QChar c) { return c == QLatin1Char('\'') || c.unicode() == 0x2019; };
    // An ASCII letter's lower case is one bit away; a unit beyond ASCII is none of the endings' letters
    // in either case, but for the long s.
    const auto lower = [](QChar c) {
        const char16_t u = c.unicode();
        return u < 128 ? char16_t(u | 0x20) : u == 0x017F ? u's' : u;
    };
    const qsizetype size = word.size();
    if (size >= 2 && isApostrophe(word[size - 2])) {
        const char16_t last = lower(word[size - 1]);
        if (last == u'd' || last == u'm' || last == u't' || last == u's')
            return true;
    }
    if (size >= 3 && isApostrophe(word[size - 3])) {
        const char16_t first = lower(word[size - 2]);
        const char16_t second = lower(word[size - 1]);
        return (first == u'v' && second == u'e') || (first == u'l' && second == u'l') || (first == u'r' && second == u'e');
    }
    return false;
}

} // namespace Touchline
