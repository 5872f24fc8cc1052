#pragma once

#include "wordtable.h"

#include <QStringList>
#include <QStringView>
#include <QVarLengthArray>

namespace Touchline {

/// The words a pattern's matches can start with, read from the pattern itself: for
/// `\b(?:scored|headed (?:home|in)|limp\w*)` the words "scored" and "headed" and the prefix "limp".
/// A search then tries the pattern only where such a word starts, instead of at every position:
/// most sentences hold none of a long list's words, and PCRE2 spent most of its time rejecting
/// them one alternative at a time.
///
/// Exact for case-insensitive patterns without Unicode properties (the extractor's rules): a word
/// start is a place where PCRE2's ASCII \b holds before a letter or digit, and a word is a run of
/// ASCII letters folded as PCRE2 folds them (with the long s and the Kelvin sign). A pattern whose
/// matches may start anywhere else (no \b in front, a class or \w first, an inline option) is not
/// usable, and is searched as a whole.
/// The places in a subject where a word or a number starts, as PCRE2's ASCII \b sees them, each with
/// its run of ASCII letters folded and hashed. Made once per sentence and shared by every pattern run
/// on it, so that each pattern only looks its words up (RegexLeads::forEachStart).
class WordStarts
{
public:
    static WordStarts of(QStringView subject);

    struct Start {
        qsizetype offset;
        quint16 length;     ///< letters in the run (0 for a number)
        bool ambiguous;     ///< a long s or Kelvin sign inside the run: any pattern may match here
        std::size_t hash;   ///< WordTable hash of the folded run
    };
    const Start *begin() const { return m_starts.begin(); }
    const Start *end() const { return m_starts.end(); }
    qsizetype subjectSize() const { return m_subjectSize; }

private:
    QVarLengthArray<Start, 48> m_starts;
    qsizetype m_subjectSize = 0;
};

/// The words a pattern's matches can start with, read from the pattern itself: for
/// `\b(?:scored|headed (?:home|in)|limp\w*)` the words "scored" and "headed" and the prefix "limp".
/// A search then tries the pattern only where such a word starts, instead of at every position:
/// most sentences hold none of a long list's words, and PCRE2 spent most of its time rejecting
/// them one alternative at a time.
///
/// Exact for patterns without Unicode properties (the extractor's rules): a word start is a place
/// where PCRE2's ASCII \b holds before a letter or digit, and a word is a run of ASCII letters folded
/// as caseless PCRE2 folds them (with the long s and the Kelvin sign). A pattern whose matches may
/// start anywhere else (no \b in front, a class or \w first, an inline option) is not usable, and is
/// searched as a whole.
class RegexLeads
{
public:
    static RegexLeads of(QStringView pattern);

    bool isUsable() const { return m_usable; }

    /// The starts in `subject` (whose WordStarts are `starts`), from offset `from` on and in order,
    /// where a match can start: calls `visit(offset)` for each until it returns true.
    template<typename Visit>
    void forEachStart(QStringView subject, const WordStarts &starts, qsizetype from, Visit visit) const
    {
        for (const WordStarts::Start &start : starts) {
            if (start.offset >= from && canStartAt(subject, start) && visit(start.offset))
                return;
        }
    }

    // What the analysis found, for tests.
    QStringList words() const { return m_wordList; }
    QStringList prefixes() const { return m_prefixList; }
    bool mayStartWithDigit() const { return m_digit; }

private:
    friend class LeadsAnalysis;
    bool canStartAt(QStringView subject, const WordStarts::Start &start) const;

    WordTable m_words;
    WordTable m_prefixes;
    quint64 m_prefixLengths = 0; ///< bit n: some prefix is n letters long (n < 64)
    quint32 m_firstLetters = 0;  ///< bit n: some word or prefix starts with 'a' + n
    bool m_digit = false;
    bool m_usable = false;
    QStringList m_wordList;
    QStringList m_prefixList;
};

} // namespace Touchline
