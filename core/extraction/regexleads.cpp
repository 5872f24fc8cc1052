#include "regexleads.h"

#include <bit>

#include <map>
#include <memory>
#include <set>
#include <string_view>
#include <vector>

namespace Touchline {

namespace {

// Just enough of PCRE2's syntax to tell what a match starts with: atoms with their repeat counts.
// Anything the reader does not know makes the pattern unusable rather than risk a wrong answer.
struct Atom {
    enum class Kind { Letter, Digit, OtherChar, Class, Group, ZeroWidth, WordBoundary } kind = Kind::OtherChar;
    char16_t letter = 0;                           // Letter: lower case
    char16_t unit = 0;                             // OtherChar: the character (0: one of several, a control)
    bool wordClass = false;                        // Class: \w
    bool nonSpaceClass = false;                    // Class: \S
    bool classLetters = false, classDigits = false, classOthers = false; // Class: what kinds of characters it may match
    bool space = false;      // OtherChar, Class: matches white space only (" ", \s, \h, \v, \R)
    bool lookaround = false; // ZeroWidth: a lookahead or lookbehind (not an anchor)
    std::vector<std::vector<Atom>> alternatives;   // Group (capturing or not)
    int min = 1;
    int max = 1; // -1: unbounded
};
using Sequence = std::vector<Atom>;

class PatternReader
{
public:
    explicit PatternReader(QStringView pattern)
        : m_pattern(pattern)
    {
    }

    // The whole pattern as one group, or nullptr when it uses syntax this reader does not know.
    std::unique_ptr<Atom> read()
    {
        auto top = std::make_unique<Atom>();
        top->kind = Atom::Kind::Group;
        top->alternatives = alternation();
        if (!m_ok || m_at != m_pattern.size())
            return nullptr;
        return top;
    }

private:
    QChar peek(qsizetype ahead = 0) const { return m_at + ahead < m_pattern.size() ? m_pattern.at(m_at + ahead) : QChar(); }
    bool startsWith(const char16_t *text) const { return m_pattern.mid(m_at).startsWith(QStringView(text)); }

    std::vector<Sequence> alternation()
    {
        std::vector<Sequence> alternatives(1);
        while (m_ok && m_at < m_pattern.size() && peek() != u')') {
            if (peek() == u'|') {
                ++m_at;
                alternatives.emplace_back();
                continue;
            }
            Atom atom = this->atom();
            quantifier(atom);
            alternatives.back().push_back(std::move(atom));
        }
        return alternatives;
    }

    Atom atom()
    {
        Atom atom;
        const QChar c = peek();
        ++m_at;
        if (c == u'\\')
            return escape();
        if (c == u'[')
            return characterClass();
        if (c == u'(')
            return group();
        if (c == u'.') {
            atom.kind = Atom::Kind::Class;
            atom.classLetters = atom.classDigits = atom.classOthers = true;
        } else if (c == u'^' || c == u'$') {
            atom.kind = Atom::Kind::ZeroWidth;
        } else {
            classify(c.unicode(), atom);
        }
        return atom;
    }

    static void classify(char16_t c, Atom &atom)
    {
        const char16_t folded = foldedLetter(c);
        if (folded >= u'a' && folded <= u'z' && c < 0x80) {
            atom.kind = Atom::Kind::Letter;
            atom.letter = folded;
        } else if (c >= u'0' && c <= u'9') {
            atom.kind = Atom::Kind::Digit;
        } else if (c < 0x80) {
            atom.kind = Atom::Kind::OtherChar;
            atom.space = c == u' ';
            atom.unit = c;
        } else {
            // A non-ASCII literal: caseless PCRE2 may match it with another character, but never with
            // an ASCII letter unless it is one of the two that fold to one.
            atom.kind = folded != c ? Atom::Kind::Class : Atom::Kind::OtherChar;
            atom.classLetters = atom.classOthers = folded != c;
            atom.unit = c;
        }
    }

    Atom escape()
    {
        // What each escape can match, by letter: \d digits only; \s and kin other characters only;
        // \w, \S and the negations anything; \n and kin one control character.
        // \G is not here: it holds where a search starts, and an anchored try starts at every candidate.
        static constexpr std::u16string_view zeroWidth = u"BAzZ";
        static constexpr std::u16string_view digits = u"d";
        static constexpr std::u16string_view others = u"shvR";
        static constexpr std::u16string_view anything = u"wSWDHVN";
        static constexpr std::u16string_view controls = u"ntrfea";
        Atom atom;
        const char16_t c = peek().unicode();
        ++m_at;
        const auto in = [c](std::u16string_view letters) { return letters.find(c) != std::u16string_view::npos; };
        if (c == u'b') {
            atom.kind = Atom::Kind::WordBoundary;
        } else if (in(zeroWidth)) {
            atom.kind = Atom::Kind::ZeroWidth;
        } else if (in(digits) || in(others) || in(anything)) {
            atom.kind = Atom::Kind::Class;
            atom.classDigits = !in(others);
            atom.classLetters = in(anything);
            atom.classOthers = !in(digits);
            atom.space = in(others);
            atom.wordClass = c == u'w';
            atom.nonSpaceClass = c == u'S';
        } else if (in(controls)) {
            atom.kind = Atom::Kind::OtherChar;
        } else if (QChar(c).isLetterOrNumber() || c == 0) {
            m_ok = false; // \p{..}, \x.., \Q, back references: not read here
        } else {
            classify(c, atom); // an escaped punctuation character stands for itself
        }
        return atom;
    }

    Atom characterClass()
    {
        Atom atom;
        atom.kind = Atom::Kind::Class;
        const bool negated = peek() == u'^';
        if (negated)
            ++m_at;
        bool first = true;
        while (m_ok) {
            if (m_at >= m_pattern.size()) {
                m_ok = false;
                break;
            }
            const QChar c = peek();
            if (c == u']' && !first) {
                ++m_at;
                break;
            }
            first = false;
            ++m_at;
            if (c == u'\\') {
                const QChar e = peek();
                ++m_at;
                if (e == u'd')
                    atom.classDigits = true;
                else if (e == u'w' || e == u'S' || e == u'W' || e == u'D')
                    atom.classLetters = atom.classDigits = atom.classOthers = true;
                else if (e.isLetterOrNumber() && e != u's' && e != u'n' && e != u't' && e != u'r')
                    m_ok = false;
                else
                    atom.classOthers = true; // \s, a control or an escaped punctuation character
                if (peek() == u'-' && peek(1) != u']')
                    m_ok = false; // a range from an escape ("[\\@-\\[]"): not read here
                continue;
            }
            char16_t low = c.unicode();
            char16_t high = low;
            if (peek() == u'-' && peek(1) != u']' && !peek(1).isNull()) {
                if (peek(1) == u'\\') {
                    m_ok = false; // a range to an escape ("[!-\\[]"): not read here
                    break;
                }
                high = peek(1).unicode();
                m_at += 2;
            }
            // Only a range of digits starts nothing but a number; a class with anything else may start elsewhere.
            atom.classOthers = atom.classOthers || !(low >= u'0' && high <= u'9');
            for (char16_t x : {low, high, char16_t(u'a'), char16_t(u'A'), char16_t(u'0'), char16_t(u'\u017F'), char16_t(u'\u212A')}) {
                if (x < low || x > high)
                    continue;
                Atom one;
                classify(x, one);
                atom.classLetters = atom.classLetters || one.kind == Atom::Kind::Letter || one.classLetters;
                atom.classDigits = atom.classDigits || one.kind == Atom::Kind::Digit;
            }
        }
        if (negated)
            atom.classLetters = atom.classDigits = atom.classOthers = true;
        return atom;
    }

    Atom group()
    {
        Atom atom;
        atom.kind = Atom::Kind::Group;
        if (startsWith(u"?:") || startsWith(u"?>") || startsWith(u"?|")) {
            m_at += 2;
        } else if (startsWith(u"?-i:")) {
            // A case-sensitive group ("(?-i:[A-Z])", a name's capital) matches fewer texts than its caseless reading:
            // read caselessly, its leads and followers let through all it can start or continue with.
            m_at += 4;
        } else if (startsWith(u"?=") || startsWith(u"?!")) {
            m_at += 2;
            atom.kind = Atom::Kind::ZeroWidth;
            atom.lookaround = true;
        } else if (startsWith(u"?<=") || startsWith(u"?<!")) {
            m_at += 3;
            atom.kind = Atom::Kind::ZeroWidth;
            atom.lookaround = true;
        } else if (startsWith(u"?<") || startsWith(u"?P<") || startsWith(u"?'")) {
            m_ok = false; // named groups are not used by the extractor
        } else if (peek() == u'?' || peek() == u'*') {
            m_ok = false; // inline options, verbs, comments, recursion
        }
        atom.alternatives = alternation();
        if (peek() != u')')
            m_ok = false;
        ++m_at;
        if (atom.kind == Atom::Kind::ZeroWidth)
            atom.alternatives.clear();
        return atom;
    }

    void quantifier(Atom &atom)
    {
        const QChar c = peek();
        if (c == u'?') {
            atom.min = 0;
        } else if (c == u'*') {
            atom.min = 0;
            atom.max = -1;
        } else if (c == u'+') {
            atom.max = -1;
        } else if (c == u'{') {
            // {n}, {n,}, {n,m}; anything else is a literal brace, as in PCRE2.
            qsizetype at = m_at + 1;
            auto number = [&](int &value) {
                const qsizetype start = at;
                value = 0;
                while (at < m_pattern.size() && m_pattern.at(at).isDigit())
                    value = value * 10 + m_pattern.at(at++).digitValue();
                return at > start;
            };
            int low = 0;
            int high = 0;
            if (!number(low))
                return;
            high = low;
            if (at < m_pattern.size() && m_pattern.at(at) == u',') {
                ++at;
                if (!number(high))
                    high = -1;
            }
            if (at >= m_pattern.size() || m_pattern.at(at) != u'}')
                return;
            atom.min = low;
            atom.max = high;
            m_at = at;
        } else {
            return;
        }
        ++m_at;
        if (peek() == u'?' || peek() == u'+') // lazy or possessive: the same characters can match
            ++m_at;
        if (atom.kind == Atom::Kind::ZeroWidth || atom.kind == Atom::Kind::WordBoundary)
            atom.min = 0; // a repeated assertion may as well be absent, for what can start a match
    }

    QStringView m_pattern;
    qsizetype m_at = 0;
    bool m_ok = true;
};

// The walk through the pattern's start: every way to begin a match, as the run of letters it begins
// with. A continuation stack says what follows the atom being read.
struct Continuation {
    const Sequence *sequence;
    std::size_t next;
    const Continuation *then;
};

// A Continuation kept past the walk that made it, its spent frames left out (every reader skips them):
// the place after a lead word and its white space where the word's followers start.
using ContinuationPath = std::vector<std::pair<const Sequence *, std::size_t>>;

ContinuationPath pathOf(const Continuation *at)
{
    ContinuationPath path;
    for (; at; at = at->then) {
        if (at->next < at->sequence->size())
            path.emplace_back(at->sequence, at->next);
    }
    return path;
}

// Where a word's followers may start: unknown (anywhere), or after white space at each of `paths`.
struct FollowerPlaces {
    bool anywhere = false;
    std::set<ContinuationPath> paths;
};

// What the walk found of a lead word: the characters that may come right after it, and where its
// followers start.
struct WordFacts {
    NextUnits next;
    FollowerPlaces followers;
};

// The followers already read, by how many levels ahead they read and the places they start from:
// the words of an alternation, `(?:first|last|opening) (?:game|match)`, share one follower analysis
// (each word built its own copy, level by level, and reading three words ahead made every process
// start 0.07 -> 0.2 s and 21 -> 37 MB).
// By level, then places: looked up without a copy of the places, which most lookups find.
using FollowerMemo = std::map<int, std::map<std::set<ContinuationPath>, std::shared_ptr<const RegexLeads>>>;

} // namespace

class LeadsAnalysis
{
public:
    RegexLeads run(QStringView pattern)
    {
        PatternReader reader(pattern);
        const std::unique_ptr<Atom> top = reader.read();
        if (!top)
            return RegexLeads();
        FollowerMemo memo;
        m_memo = &memo;
        std::u16string partial;
        walkAtom(*top, nullptr, partial, false);
        return leads();
    }

private:
    // What was found, as RegexLeads: each word with the leads of what must follow it.
    RegexLeads leads()
    {
        RegexLeads leads;
        if (m_anywhere || (m_words.empty() && m_prefixes.empty() && !m_digit))
            return leads;
        for (auto &[word, facts] : m_words) {
            std::shared_ptr<const RegexLeads> followers = followersAt(std::move(facts.followers));
            const NextUnits units = facts.next;
            // Its followers' index, plus one; or that anything may follow, and no followers kept (most
            // words: each kept its own empty tables, a few allocations apiece to make and free).
            const std::size_t hash = WordTable::hashOf(word);
            const bool shared = leads.m_words.find(hash) != 0; // two lead words of one hash: tried wherever either stands
            if (followers->isUsable() || !units.isAnything()) {
                RegexLeads::Follow &follow = leads.m_follows.emplace_back();
                follow.next = units;
                if (followers->isUsable()) {
                    follow.followerStarts = followers->m_filter;
                    follow.followers = followers.get();
                    follow.skippedWords = followers->m_skippedWords;
                    follow.pastChunks = followers->m_skippedChunks != 0;
                    leads.m_followers.push_back(std::move(followers));
                }
                leads.m_words.add(hash, leads.m_follows.size());
            } else {
                leads.m_words.add(hash, RegexLeads::anythingFollows);
            }
            if (shared)
                leads.m_words.add(hash, RegexLeads::anythingFollows);
            leads.m_filter.addWord(word.front(), hash);
            leads.m_wordList.append(word);
        }
        for (const std::u16string &prefix : m_prefixes) {
            if (prefix.size() >= 64)
                return RegexLeads();
            leads.m_prefixes.add(prefix, 1);
            leads.m_prefixLengths |= quint64(1) << prefix.size();
            leads.m_filter.addPrefix(prefix.front());
            leads.m_prefixList.append(prefix);
        }
        if (m_digit) {
            leads.m_filter.addDigit();
            leads.m_afterDigits = m_afterDigits;
        }
        leads.m_skippedWords = m_skippedWords;
        leads.m_skippedChunks = m_skippedChunks;
        leads.m_usable = true;
        return leads;
    }

    static constexpr int budget = 200000;
    static constexpr int unitsBudget = 10000; ///< steps to read what may follow a number
    // A word as long as a run of WordStarts could go on past it: read as a prefix.
    static constexpr std::size_t longestWord = WordStarts::longestRun - 1;

    // `partial`: the letters read so far, one buffer for the whole walk (each letter is added for the
    // walk past it, then taken off: a copy per letter was most of the analysis's allocations);
    // `boundary`: a \b was passed before the first of them.
    void walk(const Continuation *at, std::u16string &partial, bool boundary)
    {
        if (m_anywhere || ++m_steps > budget) {
            m_anywhere = true;
            return;
        }
        while (at && at->next == at->sequence->size())
            at = at->then;
        if (!at) // the pattern can end here: the run may go on with any letters
            return endsOpen(partial);
        const Continuation rest{at->sequence, at->next + 1, at->then};
        walkAtom((*at->sequence)[at->next], &rest, partial, boundary);
    }

    void walkAtom(const Atom &atom, const Continuation *rest, std::u16string &partial, bool boundary)
    {
        if (m_follower && partial.empty() && boundary) {
            // Followers past words of \w: "was (?:\w+\s+)?replaced" is tried only where "replaced" is one of
            // the next two starts (each such word holds one start at most).
            if (isSkippedWords(atom))
                return walkPastSkipped(atom, rest, partial, m_pathSkip, m_skippedWords);
            // Followers past chunks of \S: "the\s+(?:\S+\s+){0,3}goal" is tried only where "goal" starts after
            // white space with at most three runs of other characters before it (RegexLeads::followedPastChunks).
            if (isSkippedChunks(atom))
                return walkPastSkipped(atom, rest, partial, m_pathChunks, m_skippedChunks);
        }
        if (atom.min == 0) // the atom may be absent
            walk(rest, partial, boundary);
        if (atom.max == 0)
            return;
        // A repeatable atom that can take letters may lengthen the run after its first time: the run
        // read up to there is then only a prefix.
        const bool repeats = atom.max != 1;
        const Continuation *after = rest;
        Sequence none;
        const Continuation openEnd{&none, 0, nullptr};
        if (repeats && atom.kind != Atom::Kind::OtherChar && atom.kind != Atom::Kind::Digit)
            after = &openEnd; // read once, then end open (a prefix)
        switch (atom.kind) {
        case Atom::Kind::ZeroWidth:
            return walk(rest, partial, boundary);
        case Atom::Kind::WordBoundary:
            if (!partial.empty())
                return finishWordAtBoundary(partial, rest); // letters then \b: the run ends here
            return walk(rest, partial, true);
        case Atom::Kind::Letter:
            if (partial.empty() && !boundary)
                return anywhere(); // a match could start inside a word
            if (partial.size() >= longestWord)
                return endsOpen(partial);
            partial.push_back(atom.letter);
            walk(after, partial, boundary);
            partial.pop_back();
            return;
        case Atom::Kind::Digit:
            if (partial.empty())
                return boundary ? startsWithDigit(rest) : anywhere();
            return finishWord(partial);
        case Atom::Kind::OtherChar:
            if (partial.empty())
                return anywhere();
            return finishWordBefore(partial, atom, rest);
        case Atom::Kind::Class:
            if (partial.empty()) {
                if (atom.classLetters || atom.classOthers || !boundary)
                    return anywhere();
                return atom.classDigits ? startsWithDigit(rest) : anywhere();
            }
            return atom.classLetters ? endsOpen(partial) : finishWordBefore(partial, atom, rest);
        case Atom::Kind::Group:
            for (const Sequence &alternative : atom.alternatives) {
                const Continuation inside{&alternative, 0, after};
                walk(&inside, partial, boundary);
            }
            return;
        }
    }

    // Past the skipped runs of `atom` (words or chunks) to what follows them, counted on the way in `onPath`
    // and at most in `most`.
    void walkPastSkipped(const Atom &atom, const Continuation *rest, std::u16string &partial, int &onPath, int &most)
    {
        onPath += atom.max;
        most = std::max(most, onPath);
        walk(rest, partial, true);
        onPath -= atom.max;
    }
    // `(?:\w+\s+){0,n}`: up to n words of word characters, each with white space after it.
    static bool isSkippedWords(const Atom &atom) { return isSkippedRuns(atom, &Atom::wordClass); }
    // `(?:\S+\s+){0,n}`: up to n runs of anything but white space, each with white space after it (\s, a
    // space, \h, \v or \R: RegexLeads::mayBeSpace holds for each character any of them matches).
    static bool isSkippedChunks(const Atom &atom) { return isSkippedRuns(atom, &Atom::nonSpaceClass); }
    // Up to n (bounded) repeats of a group of a class (`runClass` of the atom says which) and white space.
    static bool isSkippedRuns(const Atom &atom, bool Atom::*runClass)
    {
        if (atom.kind != Atom::Kind::Group || atom.max < 1 || atom.alternatives.size() != 1 || atom.alternatives.front().size() != 2)
            return false;
        const Atom &run = atom.alternatives.front()[0];
        const Atom &space = atom.alternatives.front()[1];
        return run.kind == Atom::Kind::Class && run.*runClass && run.min >= 1 && space.space && space.min >= 1;
    }
    // What `atom`, coming right after a word, lets the next character be.
    static NextUnits unitsOf(const Atom &atom)
    {
        return atom.min < 1 ? NextUnits::anything() : firstUnitsOf(atom);
    }
    // The characters a character atom (or any other: anything) may match first.
    static NextUnits firstUnitsOf(const Atom &atom)
    {
        NextUnits units;
        if (!atom.space && (atom.kind != Atom::Kind::OtherChar || atom.unit == 0))
            return NextUnits::anything();
        if (atom.kind == Atom::Kind::OtherChar)
            units.add(atom.unit); // beyond ASCII: let through anyway
        else
            addWhiteSpace(units);
        return units;
    }
    static void addWhiteSpace(NextUnits &units)
    {
        for (char16_t c : {u'\t', u'\n', u'\v', u'\f', u'\r', u' '})
            units.add(c);
    }
    // Adds the characters a match may go on with at `at` (which a number's digits came before: a
    // digit there would go on with the number, so a pattern that may take one lets anything follow).
    static void firstUnits(const Continuation *at, NextUnits &units, int &steps)
    {
        while (at && at->next == at->sequence->size())
            at = at->then;
        if (!at || --steps < 0 || units.isAnything()) {
            units = NextUnits::anything();
            return;
        }
        const Atom &atom = (*at->sequence)[at->next];
        const Continuation rest{at->sequence, at->next + 1, at->then};
        if (atom.min == 0)
            firstUnits(&rest, units, steps);
        if (atom.max == 0)
            return;
        switch (atom.kind) {
        case Atom::Kind::ZeroWidth:
            if (atom.lookaround)
                return firstUnits(&rest, units, steps);
            units = NextUnits::anything(); // an anchor: the end, or a line break
            return;
        case Atom::Kind::WordBoundary:
            return firstUnits(&rest, units, steps);
        case Atom::Kind::Letter:
            units.add(atom.letter);
            units.add(char16_t(atom.letter - u'a' + u'A'));
            return;
        case Atom::Kind::Digit:
            units = NextUnits::anything();
            return;
        case Atom::Kind::OtherChar:
        case Atom::Kind::Class:
            return units.add(firstUnitsOf(atom));
        case Atom::Kind::Group:
            for (const Sequence &alternative : atom.alternatives) {
                const Continuation inside{&alternative, 0, &rest};
                firstUnits(&inside, units, steps);
            }
            return;
        }
    }

    // A word whose followers are not known ("2nd" ends "nd" at a digit): it is tried wherever it stands.
    void finishWord(const std::u16string &partial)
    {
        WordFacts &word = wordFacts(partial);
        word.next = NextUnits::anything();
        word.followers.anywhere = true;
    }
    // A word, then `separator` (which ended it), then `rest`.
    void finishWordBefore(const std::u16string &partial, const Atom &separator, const Continuation *rest)
    {
        WordFacts &word = wordFacts(partial);
        word.next.add(unitsOf(separator));
        followAfter(word.followers, separator, rest);
    }
    // A word, then \b, then `rest`: the separator is the first atom of `rest` past any other \b or lookaround.
    void finishWordAtBoundary(const std::u16string &partial, const Continuation *rest)
    {
        WordFacts &word = wordFacts(partial);
        FollowerPlaces &followers = word.followers;
        Continuation cursor{nullptr, 0, nullptr};
        for (const Continuation *at = rest;;) {
            while (at && at->next == at->sequence->size())
                at = at->then;
            if (!at) { // the match may end with the word
                word.next = NextUnits::anything();
                followers.anywhere = true;
                return;
            }
            const Atom &atom = (*at->sequence)[at->next];
            cursor = Continuation{at->sequence, at->next + 1, at->then};
            if (atom.kind != Atom::Kind::WordBoundary && !(atom.kind == Atom::Kind::ZeroWidth && atom.lookaround)) {
                word.next.add(atom.kind == Atom::Kind::Letter ? NextUnits::anything() : unitsOf(atom));
                return followAfter(followers, atom, &cursor);
            }
            at = &cursor;
        }
    }
    // A lead word's facts, found or added. What may follow it is read as leads of their own: only white
    // space then a word is known (" home", "\\s+(?:in|into)"), and only while this level reads words ahead
    // (m_wordsAhead).
    WordFacts &wordFacts(const std::u16string &partial)
    {
        const auto [found, added] = m_words.try_emplace(partial);
        if (added && m_wordsAhead == 0)
            found->second.followers.anywhere = true;
        return found->second;
    }
    static void followAfter(FollowerPlaces &followers, const Atom &separator, const Continuation *rest)
    {
        if (followers.anywhere)
            return;
        if (!separator.space || separator.min < 1) {
            followers.anywhere = true;
            return;
        }
        // Past the white space a word starts (the space before it is a \b): its leads are read there as a
        // pattern's, once the walk is done (followersAt).
        followers.paths.insert(pathOf(rest));
    }
    // The leads of what may follow a word at `places`, one level further ahead: read once for all the
    // words that share those places.
    // `places` is taken: kept by the memo the first time.
    std::shared_ptr<const RegexLeads> followersAt(FollowerPlaces &&places)
    {
        if (places.anywhere)
            return RegexLeads::noFollowers();
        auto &level = (*m_memo)[m_wordsAhead - 1];
        const auto found = level.find(places.paths);
        if (found != level.end())
            return found->second;
        LeadsAnalysis ahead;
        ahead.m_memo = m_memo;
        ahead.m_follower = true;
        ahead.m_wordsAhead = m_wordsAhead - 1;
        for (const ContinuationPath &path : places.paths)
            ahead.walkFrom(path);
        auto followers = std::make_shared<const RegexLeads>(ahead.leads());
        level.emplace(std::move(places.paths), followers);
        return followers;
    }
    // Walks on from a kept place, its frames linked again as the walk reads them.
    void walkFrom(const ContinuationPath &path)
    {
        std::vector<Continuation> frames(path.size());
        for (std::size_t i = 0; i < path.size(); ++i)
            frames[i] = Continuation{path[i].first, path[i].second, i + 1 < path.size() ? &frames[i + 1] : nullptr};
        std::u16string partial;
        walk(frames.empty() ? nullptr : &frames.front(), partial, true);
    }
    void endsOpen(const std::u16string &partial)
    {
        if (partial.empty())
            return anywhere();
        m_prefixes.insert(partial);
    }
    // A number, then `rest`: the digits the atom repeats are the number's, and what comes after them
    // is what `rest` starts with.
    void startsWithDigit(const Continuation *rest)
    {
        m_digit = true;
        int steps = unitsBudget;
        firstUnits(rest, m_afterDigits, steps);
    }
    void anywhere() { m_anywhere = true; }

    std::map<std::u16string, WordFacts> m_words;
    std::set<std::u16string> m_prefixes;
    bool m_digit = false;
    NextUnits m_afterDigits;
    int m_skippedWords = 0;
    int m_pathSkip = 0; ///< words of \w skipped on the way to the atom being read
    int m_skippedChunks = 0;
    int m_pathChunks = 0; ///< chunks of \S skipped on the way to the atom being read
    bool m_anywhere = false;
    int m_steps = 0;
    bool m_follower = false; ///< the leads of what follows a word: words of \w and chunks of \S may be skipped
    /// How many words ahead of this level's words their followers are read: a lead word's follower, its
    /// follower, and that one's ("the first" alone passed `the (?:first|last|previous) (?:game|match) ...`
    /// on to PCRE2 at every "the first half"). Each level is one start ahead, looked at only where the
    /// level before it holds.
    int m_wordsAhead = 3;
    FollowerMemo *m_memo = nullptr; ///< the whole pattern's, shared by every level
};

RegexLeads RegexLeads::of(QStringView pattern)
{
    return LeadsAnalysis().run(pattern);
}

RegexLeads RegexLeads::followers(const QString &word) const
{
    const std::u16string key = word.toStdU16String();
    const quint64 entry = m_words.find(WordTable::hashOf(key));
    const RegexLeads *followers = entry && !(entry & RegexLeads::anythingFollows) ? m_follows[entry - 1].followers : nullptr;
    return followers ? *followers : RegexLeads();
}

const std::shared_ptr<const RegexLeads> &RegexLeads::noFollowers()
{
    static const std::shared_ptr<const RegexLeads> none = std::make_shared<const RegexLeads>();
    return none;
}

// Every character \s, \h, \v or \R may match (and no letter or digit): white space is skipped over
// with these, and a wider set only lets more starts through.
constexpr bool mayBeSpace(char16_t c)
{
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 || c == 0x180E || (c >= 0x2000 && c <= 0x200A)
        || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool RegexLeads::followedAsRequired(const Follow &follow, QStringView subject, const WordStarts::Start *at, const WordStarts::Start *end)
{
    if (!follow.followers)
        return true;
    const char16_t *units = subject.utf16();
    qsizetype next = at->offset + at->length;
    if (next >= subject.size() || !mayBeSpace(units[next]))
        return false;
    if (follow.pastChunks)
        return followedPastChunks(follow, subject, at, end);
    while (next < subject.size() && mayBeSpace(units[next]))
        ++next;
    if (next == subject.size())
        return false; // no word follows
    // An ASCII letter or digit after white space always begins the next start; anything else (a long s,
    // a quote) is not looked into, and the pattern is tried.
    const char16_t c = units[next];
    if (!isAsciiLetter(c) && !(c >= u'0' && c <= u'9'))
        return true;
    const WordStarts::Start *following = at + 1;
    Q_ASSERT(following != end && following->offset == next);
    // Should the next start be elsewhere after all (release builds), the pattern is tried: never a wrong no.
    if (following == end || following->offset != next || followerStartsAt(follow, subject, following, end))
        return true;
    // Past skipped words of \w, each one start at most, the follower is one of the starts after them.
    for (int skipped = 0; skipped < follow.skippedWords && ++following != end; ++skipped) {
        if (followerStartsAt(follow, subject, following, end))
            return true;
    }
    return false;
}

bool RegexLeads::followedPastChunks(const Follow &follow, QStringView subject, const WordStarts::Start *at, const WordStarts::Start *end)
{
    // Each chunk's \S+ holds no ASCII white space, so a chunk lies inside one run between ASCII white space;
    // a run counts once it holds a character no space atom matches (!mayBeSpace), which only \S+ can have
    // taken. So the runs counted before a place are never more than the chunks a match skips to reach it.
    // Skipped words of \w are chunks too: the two limits together bound every path.
    const int most = follow.followers->m_skippedChunks + follow.skippedWords;
    const char16_t *units = subject.utf16();
    const qsizetype size = subject.size();
    const WordStarts::Start *following = at + 1;
    int runs = 0;
    bool counted = false;    // the run at hand is counted
    bool afterSpace = false; // the unit before may be white space (the lead's last letter is not)
    for (qsizetype i = at->offset + at->length; i < size; ++i) {
        const char16_t c = units[i];
        if (c < 128) {
            if (c == u' ' || (c >= u'\t' && c <= u'\r')) {
                counted = false;
                afterSpace = true;
                continue;
            }
            // After white space a follower may start, with an ASCII letter or digit that begins a start.
            if (afterSpace && (isAsciiLetter(c) || (c >= u'0' && c <= u'9'))) {
                while (following != end && following->offset < i)
                    ++following;
                if (following == end || following->offset != i || followerStartsAt(follow, subject, following, end))
                    return true;
                i += std::max(following->length, quint8(1)) - 1; // the rest of its letters: in this run, and no place to start
            }
            afterSpace = false;
            if (!counted) {
                counted = true;
                if (++runs > most)
                    return false;
            }
            continue;
        }
        // A long s or Kelvin sign after white space may be a follower's "s" or "k": not looked into.
        if (afterSpace && (c == u'\u017F' || c == u'\u212A'))
            return true;
        afterSpace = mayBeSpace(c);
        if (!counted && !afterSpace) {
            counted = true;
            if (++runs > most)
                return false;
        }
    }
    return false;
}

NextUnits RegexLeads::nextUnits(const QString &word) const
{
    const std::u16string key = word.toStdU16String();
    const quint64 entry = m_words.find(WordTable::hashOf(key));
    return entry && !(entry & RegexLeads::anythingFollows) ? m_follows[entry - 1].next : NextUnits::anything();
}

bool RegexLeads::startsWithPrefix(const char16_t *letters, qsizetype length) const
{
    // Each prefix length the pattern has, up to the word's own: few, so each is hashed on its own.
    for (quint64 lengths = m_prefixLengths & (length < 63 ? (quint64(2) << length) - 2 : ~quint64(1)); lengths; lengths &= lengths - 1) {
        const std::size_t prefix = std::size_t(std::countr_zero(lengths));
        if (m_prefixes.findLetters(std::u16string_view(letters, prefix), WordTable::hashOfLetters(letters, prefix)))
            return true;
    }
    return false;
}

} // namespace Touchline
