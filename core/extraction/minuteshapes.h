#pragma once

#include <QStringView>

#include <array>

namespace Touchline {

class RegexMatch;

/// A match of a minute rule: where it and each of its groups start and end in the subject, -1 for a group
/// that took no part, as RegexMatch tells them. A rule reads its match through this, whether its pattern or
/// MinuteShapes found it.
class RuleMatch
{
public:
    /// The whole match and the most groups a minute rule has.
    static constexpr int groupCount = 4;

    explicit RuleMatch(QStringView subject)
        : m_subject(subject)
    {
        m_offsets.fill(-1);
    }
    /// The groups of `match`, found in `subject` (beyond groupCount - 1: none of the rules has them).
    RuleMatch(QStringView subject, const RegexMatch &match);

    void set(int group, qsizetype start, qsizetype end)
    {
        m_offsets[std::size_t(group) * 2] = start;
        m_offsets[std::size_t(group) * 2 + 1] = end;
    }
    qsizetype capturedStart(int group = 0) const { return m_offsets[std::size_t(group) * 2]; }
    qsizetype capturedEnd(int group = 0) const { return m_offsets[std::size_t(group) * 2 + 1]; }
    qsizetype capturedLength(int group = 0) const { return capturedEnd(group) - capturedStart(group); }
    /// The subject from the end of the whole match on.
    QStringView textAfter() const { return m_subject.mid(capturedEnd(0)); }
    /// The subject before the whole match.
    QStringView textBefore() const { return m_subject.first(capturedStart(0)); }
    QStringView capturedView(int group = 0) const
    {
        const qsizetype start = capturedStart(group);
        return start < 0 ? QStringView() : m_subject.mid(start, capturedEnd(group) - start);
    }

private:
    QStringView m_subject;
    std::array<qsizetype, std::size_t(groupCount) * 2> m_offsets;
};

/// The matches of the minute rules that open with a numeral ("90+5", "23rd minute", "59min:", "23'",
/// "(23)"), read by hand: nearly every such rule that runs finds a match, and PCRE2 took thousands of
/// instructions for each. Each function finds the next match of its pattern at or after `from`, as the
/// pattern's global search finds it, with the pattern's groups; it reads the text as the pattern does
/// with ASCII classes (case-insensitive, \w \d \s \b of ASCII), which is how the minute finder runs them on
/// a text with no character those classes would see differently and no surrogate. Lookbehinds and \b see
/// the text before `from`.
namespace MinuteShapes {

using Finder = bool (*)(QStringView text, qsizetype from, RuleMatch &match);

/// (?<![\d.,:/-])(\d{2,3})\s*['’′]?\s*\+\s*(\d{1,2})(?:\s*(?:['’′]|mins?\b|minutes?\b))?
bool nextAddedTime(QStringView text, qsizetype from, RuleMatch &match);
/// \b(\d{1,3})(?:st|nd|rd|th)[- ]?(?:minute|min)s?\b
bool nextOrdinalMinute(QStringView text, qsizetype from, RuleMatch &match);
/// (*LF)(?m)^\s*(\d{1,3})\s*(?:mins?|minutes?|['’′])\s*[:\-–]
bool nextLineStartMinute(QStringView text, qsizetype from, RuleMatch &match);
/// (?<![\w.,£$€-])(\d{1,3})\s*(?:['’′](?!\w)|mins?\b)
bool nextMarkedNumeral(QStringView text, qsizetype from, RuleMatch &match);
/// \((\d{1,3})\)
bool nextBracketedNumeral(QStringView text, qsizetype from, RuleMatch &match);
/// \((\d{1,3})(?:st|nd|rd|th)\)
bool nextBracketedOrdinal(QStringView text, qsizetype from, RuleMatch &match);

} // namespace MinuteShapes

} // namespace Touchline
