#pragma once

#include "bitsbyhash.h"
#include "wordstarts.h"

#include <QStringView>

#include <array>

namespace Touchline {

class Regex;

/// The patterns that run on the same sentences, with the words their matches start with (RegexLeads)
/// merged into one table. Each word start of a sentence is then looked up once for the whole family
/// (WordStarts::members), and each member is tried only at the starts that carry its bit. On its own
/// every pattern visited every start of every sentence it ran on: the narrative rules run a dozen
/// patterns on most sentences, and that scan was the largest cost of the rule layer after PCRE2.
///
/// The bits are a superset: a start carries the bit of every member that may start a match there by
/// RegexLeads' exact test (and of some that may not: a prefix's first letter, a long s). So a search
/// through the family tries the same starts, in the same order, as the search on its own.
class LeadFamily
{
public:
    using Members = quint64;
    static constexpr int largest = 64;

    /// Makes `pattern` a member: searched through this family from then on, wherever its subject's
    /// WordStarts are given (and still compiled on first use). False (and nothing changes) when the family is full, the
    /// pattern has no usable leads, or it is a member of a family already.
    bool add(const Regex &pattern);

    /// The members that may start a match at `start`, one of the starts of a subject (which is not read:
    /// a start carries its word's hash).
    Members membersAt(QStringView, const WordStarts::Start &start) const
    {
        if (start.length == 0)
            return m_startWithDigit;
        if (start.ambiguous)
            return m_all; // a long s or Kelvin sign: RegexLeads tries its pattern there whatever the word
        const Members byPrefix = m_prefixedByFirstLetter[(start.first - u'a') & 31];
        if (start.length >= WordStarts::longestRun || !mayBeWord(start.hash))
            return byPrefix;
        return byPrefix | m_words.find(start.hash);
    }

    int size() const { return m_size; }

private:
    /// Whether some member starts with a word of this WordTable hash: one bit per hash, so that most
    /// starts (no member's word) are turned down without probing the table.
    bool mayBeWord(std::size_t hash) const { return m_wordFilter[hash >> 58] >> (hash >> 52 & 63) & 1; }

    BitsByHash m_words; ///< each member's lead words, with the bits of the members they lead
    std::array<quint64, 64> m_wordFilter{};
    /// By first letter (index 'a'..'z' as 0..25; the rest unused): the members with a prefix that starts
    /// with it. Those take every start of that letter, and RegexLeads tells the prefix apart.
    std::array<Members, 32> m_prefixedByFirstLetter{};
    Members m_startWithDigit = 0;
    Members m_all = 0;
    int m_size = 0;
};

} // namespace Touchline
