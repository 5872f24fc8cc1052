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
    /// a start carries its word's hash). Three loads and no branch, as it runs for every start of every
    /// sentence a member is searched in: a number's start (no first letter, hash 0) reads the digit
    /// members from the slot no letter uses, and the bucket of hash 0 on top (a superset, as below);
    /// a run too long to be a lead word gets its bucket's members too, which RegexLeads turns down.
    Members membersAt(QStringView, const WordStarts::Start &start) const
    {
        // A long s or Kelvin sign: RegexLeads tries its pattern there whatever the word. Rare enough that
        // the branch is always foretold, and cheaper than a mask made at every start.
        if (start.ambiguous) [[unlikely]]
            return m_all;
        return m_prefixedByFirstLetter[(start.first - u'a') & 31] | m_sets[m_setOfBucket[bucketOf(start.hash)]];
    }

    int size() const { return m_size; }

private:
    static constexpr int bucketBits = 12;
    static std::size_t bucketOf(std::size_t hash) { return hash >> (64 - bucketBits); }

    /// By the top bits of a WordTable hash: the members that start with a word of such a hash. Two loads
    /// a start, where a bit filter and then a probe of a table of the words took a dozen instructions and
    /// two branches for each of the starts of every sentence; a word of another word's bucket gets its
    /// members' bits (a superset, as above: RegexLeads turns it down). A bucket holds the index of its set
    /// of members in m_sets, a byte: the few distinct sets are shared, and the 4 KB of indexes stay in
    /// the cache where a set per bucket (32 KB) missed it for about one start in two.
    std::array<quint8, std::size_t(1) << bucketBits> m_setOfBucket{};
    /// The distinct sets of members the buckets hold, the empty set first. The last is every member, for
    /// the buckets whose set finds no room (a superset, as above).
    std::array<Members, 256> m_sets{};
    int m_setCount = 1;
    static constexpr int everyMemberSet = 255;
    /// The index in m_sets of `members`, added when new; everyMemberSet when m_sets is full.
    quint8 setIndexOf(Members members);
    /// By first letter (index 'a'..'z' as 0..25): the members with a prefix that starts with it. Those
    /// take every start of that letter, and RegexLeads tells the prefix apart. At numberSlot: the members
    /// that may start with a digit (a number's start has no first letter: 0 - 'a' lands there).
    std::array<Members, 32> m_prefixedByFirstLetter{};
    static constexpr std::size_t numberSlot = (0u - u'a') & 31;
    static_assert(numberSlot > 25, "no letter's slot");
    Members m_all = 0;
    int m_size = 0;
};

} // namespace Touchline
