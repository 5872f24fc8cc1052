#pragma once

#include <QString>
#include <QStringView>
#include <QVarLengthArray>

#include <memory>

namespace Touchline {

class LeadFamily;
class RegexLeads;
class RegexMatchIterator;
class WordStarts;

/// One match of a Regex: capture offsets into the subject it ran on (which must outlive the match).
/// Offsets and their meaning follow QRegularExpressionMatch: -1 for a group that took no part.
class RegexMatch
{
public:
    RegexMatch() = default;

    bool hasMatch() const { return !m_offsets.isEmpty(); }
    /// The highest group that took part in the match (0 for the whole match), -1 without a match.
    int lastCapturedIndex() const { return int(m_offsets.size() / 2) - 1; }
    bool hasCaptured(int group) const { return capturedStart(group) >= 0; }
    qsizetype capturedStart(int group = 0) const { return group >= 0 && group <= lastCapturedIndex() ? m_offsets[group * 2] : -1; }
    qsizetype capturedEnd(int group = 0) const { return group >= 0 && group <= lastCapturedIndex() ? m_offsets[group * 2 + 1] : -1; }
    qsizetype capturedLength(int group = 0) const { return capturedEnd(group) - capturedStart(group); }
    QStringView capturedView(int group = 0) const;
    QString captured(int group = 0) const { return capturedView(group).toString(); }

private:
    friend class Regex;
    QStringView m_subject;
    QVarLengthArray<qsizetype, 12> m_offsets; // start and end per group
};

/// A PCRE2 pattern over UTF-16 text, as QRegularExpression runs it (UTF mode, the same options and
/// results), without its per-call cost: QRegularExpression allocates match data and a private match
/// object on every call, which was as much work as the matching itself for the extractor's short
/// sentences. Compiled (with JIT) on first use; copies share the compiled pattern, and any thread may
/// match with it (match data and JIT stack are per thread).
class Regex
{
public:
    enum Option {
        NoOption = 0,
        CaseInsensitive = 1,
        UnicodeProperties = 2, ///< \w, \b, \d and \s by Unicode properties (PCRE2_UCP)
    };

    explicit Regex(const QString &pattern, int options = NoOption);

    /// The leftmost match starting at or after `offset`; no match for an offset outside the subject or
    /// a subject that is not valid UTF-16.
    RegexMatch match(QStringView subject, qsizetype offset = 0) const;
    RegexMatchIterator globalMatch(QStringView subject, qsizetype offset = 0) const;
    /// The same matches, found faster when several patterns run on one subject: `starts` (made once
    /// from the subject) lets a pattern be tried only where one of its first words starts (RegexLeads).
    RegexMatch match(QStringView subject, const WordStarts &starts, qsizetype offset = 0) const;
    RegexMatchIterator globalMatch(QStringView subject, const WordStarts &starts) const;
    /// An iterator with no matches, for a subject a pre-check has ruled out: it never calls PCRE2,
    /// whose set-up alone costs a few hundred cycles.
    RegexMatchIterator noMatches() const;

    QString pattern() const;
    int options() const;
    /// Empty for a valid pattern; otherwise PCRE2's message and the offset of the error.
    QString errorString() const;
    bool isValid() const { return errorString().isEmpty(); }

private:
    friend class LeadFamily;
    friend class RegexMatchIterator;
    struct Compiled;
    /// For LeadFamily::add: makes the pattern `member` of `family` and returns its leads; null, and no
    /// change, when it has no usable leads or is a member of a family already.
    const RegexLeads *join(const LeadFamily &family, quint64 member) const;
    // `failed`, when given, tells a PCRE2 error (a match limit, say) from no match: the search stops there.
    RegexMatch matchAt(QStringView subject, const WordStarts *starts, qsizetype offset, quint32 matchOptions, bool *failed = nullptr) const;
    static RegexMatch run(const void *compiled, QStringView subject, qsizetype offset, quint32 matchOptions, bool *failed);

    std::shared_ptr<Compiled> d;
};

/// The matches of a Regex over a subject, left to right, found one at a time as they are asked for.
class RegexMatchIterator
{
public:
    bool hasNext() const;
    RegexMatch next();

private:
    friend class Regex;
    RegexMatchIterator(const Regex &regex, QStringView subject, const WordStarts *starts, qsizetype offset);
    void findNext() const;

    Regex m_regex; // a copy: it shares the compiled pattern, and outlives a temporary Regex
    QStringView m_subject;
    const WordStarts *m_starts;
    mutable qsizetype m_offset;
    mutable RegexMatch m_next;
    mutable bool m_searched = false;
    bool m_previousEmpty = false;
    bool m_first = true; ///< later searches skip the UTF-16 check the first one made
};

/// The alternation `(?:a|b|...)` rewritten so that PCRE2 tests a first letter once for all the
/// alternatives that share it, `(?:(?=s)(?:scored|slotted)|(?=n)(?:netted|nets))`, instead of trying
/// each alternative in turn at every word: a quarter of the time for a list of a hundred verbs. The
/// matches are the same: alternatives that start with different letters cannot match at the same
/// place, and those that share one keep their order. An alternative that starts with a group of
/// words, `(?:fired|headed) home`, is split by the words' first letters into `(?:fired) home` and
/// `(?:headed) home`. The alternation comes back unchanged when an alternative starts with anything
/// but a letter, a digit (\d) or such a group (a class, another escape, an optional first letter). A word boundary
/// written before or after the alternation, `\b(?:a|b)\b`, stays there. An alternation with a
/// capturing group comes back unchanged too: reordering would renumber the groups.
QString groupAlternativesByFirstLetter(const QString &alternation, int options);

} // namespace Touchline
