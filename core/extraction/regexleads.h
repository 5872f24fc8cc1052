#pragma once

#include "bitsbyhash.h"
#include "wordstarts.h"
#include "wordtable.h"

#include <QStringList>
#include <QStringView>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace Touchline {

/// The characters that may come right after a lead of a pattern (a word's letters, or a number's
/// digits), read from the pattern: "side" in `side-footed` only before a hyphen, a number in
/// `\d+(?:st|nd) goal` only before "s", "n" or a space. One bit per ASCII character; any other
/// character is let through (caseless PCRE2 may match it with an ASCII letter, or it is white space).
/// The end of the subject never is: a pattern that may end after the lead lets anything follow.
class NextUnits
{
public:
    static NextUnits anything()
    {
        NextUnits units;
        units.m_ascii = {~quint64(0), ~quint64(0)};
        return units;
    }
    bool isAnything() const { return m_ascii[0] == ~quint64(0) && m_ascii[1] == ~quint64(0); }
    void add(char16_t unit)
    {
        if (unit < 128) // any other is let through anyway
            m_ascii[unit >> 6] |= quint64(1) << (unit & 63);
    }
    void add(const NextUnits &other) { m_ascii[0] |= other.m_ascii[0], m_ascii[1] |= other.m_ascii[1]; }
    /// Whether a match may go on with the unit at `at` of `subject` (past its end: no).
    bool allow(QStringView subject, qsizetype at) const
    {
        if (at >= subject.size())
            return false;
        const char16_t unit = subject.utf16()[at];
        return unit >= 128 || (m_ascii[unit >> 6] >> (unit & 63) & 1);
    }

private:
    std::array<quint64, 2> m_ascii{};
};

/// Words of letters, kept as one string (a space after each): a list of strings cost an allocation a
/// word, for every pattern a process compiles, where only tests and LeadFamily read them.
class LetterWords
{
public:
    void append(std::u16string_view word)
    {
        m_letters.append(word);
        m_letters.push_back(u' ');
    }
    /// Calls `visit(word)` for each word, as a std::u16string_view, in the order they were appended.
    template<typename Visit>
    void forEach(Visit visit) const
    {
        const std::u16string_view letters(m_letters);
        for (std::size_t from = 0; from < letters.size();) {
            const std::size_t end = letters.find(u' ', from);
            visit(letters.substr(from, end - from));
            from = end + 1;
        }
    }
    QStringList toStringList() const
    {
        QStringList words;
        forEach([&words](std::u16string_view word) { words.append(QString::fromUtf16(word.data(), qsizetype(word.size()))); });
        return words;
    }

private:
    std::u16string m_letters;
};

/// Which word starts may begin a match of a RegexLeads: its words' first letters and hashes (by the
/// hash's top bits), whether a prefix or a number may start one. A superset of RegexLeads' full test,
/// told with a few loads and no branch; small, so that a lead word keeps its followers' filter beside
/// its own entry, and most follower tests are answered without reading the followers' tables.
class StartFilter
{
public:
    void addWord(char16_t first, std::size_t hash)
    {
        addLetter(first);
        m_hashBits[hash >> 63] |= quint64(1) << (hash >> 57 & 63);
    }
    void addPrefix(char16_t first)
    {
        addLetter(first);
        m_prefixes = true;
    }
    void addDigit() { m_digit = true; }
    bool mayStartWithDigit() const { return m_digit; }
    /// Whether some word or prefix starts with `letter` (folded, 'a'..'z').
    bool hasFirstLetter(char16_t letter) const { return m_firstLetters >> (letter - u'a') & 1; }
    /// The first letter, and the word's hash unless a prefix or a long s or Kelvin sign leaves that open.
    /// Always inline: a few loads and shifts, which the compiler took out of line once the inline follower
    /// test (followedByNoFollower) asked it too, at the cost of a call at every start.
    Q_ALWAYS_INLINE bool mayStartAt(const WordStarts::Start &start) const
    {
        const bool letter = m_firstLetters >> ((start.first - u'a') & 31) & 1;
        const bool hashed = m_hashBits[start.hash >> 63] >> (start.hash >> 57 & 63) & 1;
        const bool word = letter & (hashed | start.ambiguous | m_prefixes);
        return start.length == 0 ? m_digit : word;
    }

private:
    void addLetter(char16_t first) { m_firstLetters |= 1u << (first - u'a'); }

    std::array<quint64, 2> m_hashBits{}; ///< bit by the top seven bits of each word's WordTable hash
    quint32 m_firstLetters = 0;          ///< bit n: some word or prefix starts with 'a' + n
    bool m_prefixes = false;
    bool m_digit = false;
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

    /// The starts of a subject, from offset `from` on and in order, where a match can start: calls
    /// `visit(offset)` for each until it returns true.
    template<typename Visit>
    void forEachStart(const WordStarts &starts, qsizetype from, Visit visit) const
    {
        const WordStarts::Start *start = firstFrom(starts, from);
        const WordStarts::Start *end = starts.end();
        // Up to 64 starts at a time: first which may start a match, without a branch per start (the
        // tests turned most starts down, each a branch the processor could not foretell), then the
        // full test at those few, in order.
        while (start != end) {
            const WordStarts::Start *const block = start;
            const int count = int(std::min<qsizetype>(end - block, 64));
            quint64 candidates = 0;
            for (int i = 0; i < count; ++i)
                candidates |= quint64(mayStartAt(block[i])) << i;
            for (; candidates; candidates &= candidates - 1) {
                const WordStarts::Start *const at = block + std::countr_zero(candidates);
                if (canStartAt(starts.subject(), at, end) && visit(at->offset))
                    return;
            }
            start = block + count;
        }
    }

    /// As forEachStart, for a pattern of a LeadFamily: only the starts that carry its bit (`member`) in
    /// `members` are tested.
    template<typename Visit>
    void forEachStartOf(const WordStarts::FamilyMembers &members, quint64 member, const WordStarts &starts, qsizetype from, Visit visit) const
    {
        if (!(members.anywhere & member))
            return;
        const WordStarts::Start *const end = starts.end();
        if (starts.fitsOneWord()) {
            const qsizetype skipped = firstFrom(starts, from) - starts.begin();
            quint64 candidates = skipped < 64 ? starts.startsCarryingAny() & (~quint64(0) << skipped) : 0;
            for (; candidates; candidates &= candidates - 1) {
                const int index = std::countr_zero(candidates);
                const WordStarts::Start *const at = starts.begin() + index;
                if ((members.atStart[index] & member) && canStartAt(starts.subject(), at, end) && visit(at->offset))
                    return;
            }
            return;
        }
        for (const WordStarts::Start *start = firstFrom(starts, from); start != end; ++start) {
            if ((members.atStart[start - starts.begin()] & member) && canStartAt(starts.subject(), start, end) && visit(start->offset))
                return;
        }
    }

    // What the analysis found, for tests.
    QStringList words() const { return m_wordList.toStringList(); }
    QStringList prefixes() const { return m_prefixList.toStringList(); }
    /// As words() and prefixes(), without a list built.
    const LetterWords &wordLetters() const { return m_wordList; }
    const LetterWords &prefixLetters() const { return m_prefixList; }
    bool mayStartWithDigit() const { return m_filter.mayStartWithDigit(); }
    /// What may come right after a lead word (one of words()), or after a number's digits.
    NextUnits nextUnits(const QString &word) const;
    NextUnits afterDigits() const { return m_afterDigits; }
    /// As followers: how many words of \w may stand between the lead and the follower (0: none).
    int skippedWords() const { return m_skippedWords; }
    /// As followers: how many chunks of \S (each with white space after it) may stand between the lead and the follower.
    int skippedChunks() const { return m_skippedChunks; }
    /// The leads of what follows `word` (one of words()) after white space; not usable when anything may.
    /// A copy, for tests.
    RegexLeads followers(const QString &word) const;

private:
    friend class LeadsAnalysis;
    /// The first of `starts` at or after offset `from`.
    static const WordStarts::Start *firstFrom(const WordStarts &starts, qsizetype from)
    {
        const WordStarts::Start *start = starts.begin();
        const WordStarts::Start *end = starts.end();
        // A global match over a long sentence asks again after every match: bisect to `from` there.
        if (from > 0 && end - start > 64)
            start = std::lower_bound(start, end, from, [](const WordStarts::Start &s, qsizetype offset) { return s.offset < offset; });
        while (start != end && start->offset < from)
            ++start;
        return start;
    }
    /// A quick superset of canStartAt, computed without branches.
    bool mayStartAt(const WordStarts::Start &start) const { return m_filter.mayStartAt(start); }
    /// Whether a match may start at `*at`, one of the starts of `subject` (which end at `end`). Inline,
    /// as it runs for every start of every sentence a pattern is tried on, and turns most down at once:
    /// their first letter or their hash rules them out. Always: left to itself the compiler kept it out of
    /// line (the followers' test calls it again), and saving and restoring registers for each call cost
    /// more than most calls' tests.
    Q_ALWAYS_INLINE bool canStartAt(QStringView subject, const WordStarts::Start *at, const WordStarts::Start *end) const
    {
        const WordStarts::Start &start = *at;
        if (start.length == 0)
            return m_filter.mayStartWithDigit() && (m_afterDigits.isAnything() || m_afterDigits.allow(subject, endOfDigits(subject, start.offset)));
        if (!m_filter.hasFirstLetter(start.first))
            return false;
        if (start.ambiguous)
            return true; // a word may end before the long s or Kelvin sign: try the pattern rather than guess
        // Any other run longer than a letter is all ASCII letters, compared with the prefixes as folded; a
        // run of one letter may be a long s or Kelvin sign, and is its folded letter (already lower case).
        const char16_t *letters = start.length == 1 ? &start.first : subject.utf16() + start.offset;
        if (m_prefixLengths && startsWithPrefix(letters, start.length))
            return true;
        if (start.length >= WordStarts::longestRun)
            return false;
        // By the hash alone: a word of a lead word's hash is tried as that word would be (a superset).
        const quint64 entry = m_words.find(start.hash);
        if (!entry)
            return false;
        if (entry & anythingFollows)
            return true;
        const Follow &follow = m_follows[entry - 1];
        return follow.next.allow(subject, at->offset + at->length) && !followedByNoFollower(follow, subject, at, end)
            && followedAsRequired(follow, subject, at, end);
    }
    bool startsWithPrefix(const char16_t *letters, qsizetype length) const;

    /// A lead word that not anything may follow, in one cache line: the characters that may come right
    /// after it, and the leads of what the pattern has after it and white space, with their StartFilter
    /// and skips copied beside them (a follower test read the word's next characters, the pointer to its
    /// followers and three of the followers' own lines, a cache miss each in most tests).
    struct Follow {
        NextUnits next;
        StartFilter followerStarts;
        const RegexLeads *followers = nullptr; ///< null: any word may follow (held by m_followers)
        int skippedWords = 0;                  ///< the followers'
        bool pastChunks = false;               ///< the followers skip chunks of \S
    };
    /// Whether the word at `*at` is followed as `follow` allows: "to" starts a match of
    /// `\bto (?:volley|fire)` only before "volley" or "fire", and was tried at every "to the" of a report.
    static bool followedAsRequired(const Follow &follow, QStringView subject, const WordStarts::Start *at, const WordStarts::Start *end);
    /// The common no of followedAsRequired told without the call: one space, then a word or number whose start
    /// the followers' filter turns down ("to the", "in the", "on a"), for followers that must come next. Most
    /// follower tests end so, and the call's set-up cost more than the test.
    Q_ALWAYS_INLINE static bool followedByNoFollower(const Follow &follow, QStringView subject, const WordStarts::Start *at, const WordStarts::Start *end)
    {
        const WordStarts::Start *const following = at + 1;
        if (following == end || !follow.followers)
            return false;
        const char16_t *units = subject.utf16();
        const char16_t c = units[following->offset];
        const bool letterOrDigit = char16_t((c | 0x20) - u'a') < 26 || char16_t(c - u'0') < 10;
        const bool nextAfterOneSpace = (following->offset == at->offset + at->length + 1) & (units[following->offset - 1] == u' ');
        const bool followersNext = (follow.skippedWords == 0) & !follow.pastChunks;
        return nextAfterOneSpace & followersNext & letterOrDigit & !follow.followerStarts.mayStartAt(*following);
    }
    /// As followedAsRequired, for followers past chunks of \S: "the" starts a match of
    /// `\bthe\s+(?:\S+\s+){0,3}goal` only where "goal" starts after white space and at most three runs
    /// of other characters (an article was tried wherever it stood).
    static bool followedPastChunks(const Follow &follow, QStringView subject, const WordStarts::Start *at, const WordStarts::Start *end);
    /// Whether a follower of `follow` may start at `*at`: its filter first, the followers' tables only
    /// when that lets the start through.
    Q_ALWAYS_INLINE static bool followerStartsAt(const Follow &follow, QStringView subject, const WordStarts::Start *at, const WordStarts::Start *end)
    {
        return follow.followerStarts.mayStartAt(*at) && follow.followers->canStartAt(subject, at, end);
    }
    /// Where the digits from `at` on end.
    static qsizetype endOfDigits(QStringView subject, qsizetype at)
    {
        while (at < subject.size() && subject.utf16()[at] >= u'0' && subject.utf16()[at] <= u'9')
            ++at;
        return at;
    }

    /// The entry in m_words of a word that anything may follow (its followers are not usable and any
    /// character may come next): told without reading m_followers (cold: most starts are turned down
    /// before them), and nothing is kept.
    static constexpr quint64 anythingFollows = quint64(1) << 63;
    BitsByHash m_words; ///< by each word's WordTable hash: its index in m_follows plus one, or anythingFollows
    WordTable m_prefixes;
    /// The followers of a word anything may follow: none usable (shared by all such words).
    static const std::shared_ptr<const RegexLeads> &noFollowers();

    /// By word that not anything may follow: what its follower tests read.
    std::vector<Follow> m_follows;
    /// The followers the entries of m_follows point to, kept alive here. Shared: the words of one
    /// alternation have the same followers, and so do theirs, level by level.
    std::vector<std::shared_ptr<const RegexLeads>> m_followers;
    NextUnits m_afterDigits = NextUnits::anything();
    int m_skippedWords = 0;
    int m_skippedChunks = 0;
    quint64 m_prefixLengths = 0; ///< bit n: some prefix is n letters long (n < 64)
    /// Most runs are no lead word, and this turns them down before the table is probed.
    StartFilter m_filter;
    bool m_usable = false;
    LetterWords m_wordList;
    LetterWords m_prefixList;
};

} // namespace Touchline
