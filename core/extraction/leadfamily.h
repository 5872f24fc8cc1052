#pragma once

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
        return start.length >= WordStarts::longestRun ? byPrefix : byPrefix | m_byHashBucket[bucketOf(start.hash)];
    }

    int size() const { return m_size; }

private:
    static constexpr int bucketBits = 12;
    static std::size_t bucketOf(std::size_t hash) { return hash >> (64 - bucketBits); }

    /// By the top bits of a WordTable hash: the members that start with a word of such a hash. One load
    /// a start, where a bit filter and then a probe of a table of the words took a dozen instructions and
    /// two branches for each of the starts of every sentence; a word of another word's bucket gets its
    /// members' bits (a superset, as above: RegexLeads turns it down).
    std::array<Members, std::size_t(1) << bucketBits> m_byHashBucket{};
    /// By first letter (index 'a'..'z' as 0..25; the rest unused): the members with a prefix that starts
    /// with it. Those take every start of that letter, and RegexLeads tells the prefix apart.
    std::array<Members, 32> m_prefixedByFirstLetter{};
    Members m_startWithDigit = 0;
    Members m_all = 0;
    int m_size = 0;
};

} // namespace Touchline
