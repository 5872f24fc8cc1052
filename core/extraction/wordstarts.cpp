#include "wordstarts.h"

#include "leadfamily.h"
#include "wordtable.h"

#include <algorithm>

namespace Touchline {

namespace {

constexpr bool isAsciiWordChar(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_';
}

constexpr bool isAsciiDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

constexpr bool isFoldingLetter(char16_t c)
{
    return c == u'\u212A' || c == u'\u017F';
}

// What an ASCII character is to \b and to a run of letters: its folded letter (0 for none), and
// whether it is a word character. Made at compile time; beyond ASCII only two characters fold.
struct AsciiClass {
    char16_t letter[128] = {};
    bool word[128] = {};
    constexpr AsciiClass()
    {
        for (int c = 0; c < 128; ++c) {
            const char16_t folded = foldedLetter(char16_t(c));
            letter[c] = folded >= u'a' && folded <= u'z' ? folded : 0;
            word[c] = isAsciiWordChar(char16_t(c));
        }
    }
};
constexpr AsciiClass ascii;

// The folded letter of any character, 0 when it is none.
inline char16_t letterOf(char16_t c)
{
    return c < 128 ? ascii.letter[c] : isFoldingLetter(c) ? foldedLetter(c) : char16_t(0);
}

// Whether `units` open with an apostrophe, straight or curly, and an s of either case: the suffix the
// tokenizer drops from a possessive (Token::Possessive).
bool isPossessiveS(const char16_t *units)
{
    return (units[0] == u'\'' || units[0] == u'\u2019') && (units[1] | 0x20) == u's';
}

// The hash of the run "s" such a suffix holds (from four units of room: the hash's wide loads, in a branch
// a word of one letter never takes, would read past a two-unit literal).
constexpr char16_t possessiveS[4] = {u's'};
const std::size_t possessiveSHash = WordTable::hashOf(std::u16string_view(possessiveS, 1));

// Finds the starts of one subject, writing them to memory with room for one a unit (as many as the subject
// can hold), and notes whether the subject holds surrogates.
class StartFinder
{
public:
    using Start = WordStarts::Start;

    StartFinder(QStringView subject, Start *room)
        : m_subject(subject)
        , m_out(room)
    {
    }

    bool hasSurrogates() const { return m_hasSurrogates; }
    /// Past the last start written.
    Start *end() const { return m_out; }

    /// Every start, character by character.
    void findAll()
    {
        bool afterWordChar = false;
        scan(0, m_subject.size(), afterWordChar);
    }
    /// Every start of a sentence of a tokenized text: its words of ASCII letters are taken whole, with
    /// the hashes `words` holds, and only the characters around them are looked at one by one.
    void findAll(const WordHashes &words, const Sentence &sentence);

private:
    /// When the mark or number from `start` to `end`, after nothing but a space since `at`, is one of
    /// ASCII punctuation or digits: appends its start to `out` as scan() would, and moves `at` past it.
    void takeMarkOrNumber(qsizetype start, qsizetype end, qsizetype &at, bool &afterWordChar, Start *&out)
    {
        const char16_t *const units = m_subject.utf16();
        const char16_t first = units[start];
        if (first >= 128 || (ascii.word[first] && !std::all_of(units + start, units + end, isAsciiDigit)))
            return;
        if (ascii.word[first]) { // a number: it starts one unless a word character comes right before it
            if (start > at || !afterWordChar)
                *out++ = {qint32(start), 0, false, 0, 0};
            afterWordChar = true;
        } else if (end == start + 1) { // a mark: no word character
            afterWordChar = false;
        } else {
            return;
        }
        at = end;
    }
    /// Reads the characters from `at` to `to` (or on to the end of a run of letters that goes past it),
    /// appending the starts found; `afterWordChar` says whether the character before `at` is a word
    /// character, and is updated. Returns where it stopped.
    qsizetype scan(qsizetype at, qsizetype to, bool &afterWordChar);

    QStringView m_subject;
    Start *m_out;
    bool m_hasSurrogates = false;
};

void StartFinder::findAll(const WordHashes &words, const Sentence &sentence)
{
    const char16_t *units = m_subject.utf16();
    const qsizetype size = m_subject.size();
    bool afterWordChar = false;
    qsizetype at = 0;
    // In locals, the output too (handed to scan() and back): through the members, they were read and
    // written again for every token.
    Start *out = m_out;
    const Token *const tokens = words.tokens().constData();
    const std::size_t *const hashes = words.hashes();
    const int base = sentence.span.start;
    const int endToken = sentence.endToken;
    for (int index = sentence.firstToken; index < endToken; ++index) {
        const Token &token = tokens[index];
        const qsizetype start = token.start - base;
        const qsizetype end = token.end - base;
        // A word of ASCII letters is one run, hashed already: the tokenizer ends such a word only before
        // a unit that is no letter of a run (wordstarts_test compares with the starts found letter by
        // letter). Every other token is left to the characters.
        const std::size_t hash = hashes[index]; // 0 unless a word of ASCII letters short enough to have one
        if (!hash || start < at) {
            // A mark of ASCII punctuation or a number of ASCII digits right after the last token taken or
            // a space after it (", ", " 12", any white space): taken here, sparing the characters a scan of their own.
            // Every other token is left to the characters.
            if (token.kind != Token::Kind::Word && (start == at || (start == at + 1 && token.is(Token::SpaceBefore))))
                takeMarkOrNumber(start, end, at, afterWordChar, out);
            continue;
        }
        // Most often nothing but a space: one unit, white space as the token's flag tells (between tokens
        // there is nothing but white space and a dropped possessive 's, two units).
        if (start == at + 1 && token.is(Token::SpaceBefore)) {
            afterWordChar = false;
            at = start;
        } else if (start == at + 3 && token.is(Token::SpaceBefore) && isPossessiveS(units + at)) {
            // A possessive's dropped "'s" and a space ("Kane's goal"): the "s" starts a run of one letter,
            // as a scan of the three units would find.
            *out++ = {qint32(at + 1), 1, false, u's', possessiveSHash};
            afterWordChar = false;
            at = start;
        } else if (start > at) {
            m_out = out;
            bool scannedAfterWordChar = afterWordChar; // a copy: one whose address is taken stays on the stack
            at = scan(at, start, scannedAfterWordChar);
            afterWordChar = scannedAfterWordChar;
            out = m_out;
            if (at > start) // a run read by the characters went on into the word
                continue;
        }
        // The word starts one unless a word character comes right before it.
        if (!afterWordChar)
            *out++ = {qint32(start), quint8(end - start), false, asciiLetterLower(units[start]), hash};
        afterWordChar = true;
        at = end;
    }
    m_out = out;
    if (at < size) // most sentences end on a token taken here: the call would read nothing
        scan(at, size, afterWordChar);
}

qsizetype StartFinder::scan(qsizetype at, qsizetype to, bool &afterWordChar)
{
    const char16_t *units = m_subject.utf16();
    const qsizetype size = m_subject.size();
    for (; at < to; ++at) {
        const char16_t c = units[at];
        // \b holds before an ASCII letter or digit after a non-word character, and before a long s or
        // Kelvin sign (not word characters for ASCII \b, though caseless they match "s" and "k") after a
        // word character.
        const bool wordChar = c < 128 && ascii.word[c];
        const char16_t letter = letterOf(c);
        m_hasSurrogates = m_hasSurrogates || (c & 0xF800u) == 0xD800u;
        if (!letter) {
            if (wordChar && !afterWordChar && c >= u'0' && c <= u'9')
                *m_out++ = {qint32(at), 0, false, 0, 0};
            afterWordChar = wordChar;
            continue;
        }
        if (isFoldingLetter(c) != afterWordChar) {
            afterWordChar = wordChar;
            continue;
        }
        WordStarts::Start start{qint32(at), 0, false, letter, 0};
        qsizetype end = at;
        bool allAscii = true;
        for (; end < size && start.length < WordStarts::longestRun; ++end) {
            const char16_t unit = units[end];
            char16_t next;
            if (unit < 128) {
                next = ascii.letter[unit];
            } else {
                next = letterOf(unit);
                start.ambiguous = start.ambiguous || (next && end > at);
                allAscii = allAscii && !next;
            }
            if (!next)
                break;
            ++start.length;
        }
        // Hashed once the run is known: as it stands when all ASCII, else folded first.
        if (allAscii) {
            start.hash = WordTable::hashOfLetters(units + at, start.length);
        } else {
            char16_t folded[WordStarts::longestRun];
            for (qsizetype i = 0; i < start.length; ++i)
                folded[i] = letterOf(units[at + i]);
            start.hash = WordTable::hashOf(std::u16string_view(folded, start.length));
        }
        // A long s or Kelvin sign is no word character for \b: a word may end before one inside the run
        // (above), or right after one that starts it.
        start.ambiguous = start.ambiguous || (start.length > 1 && isFoldingLetter(c));
        *m_out++ = start;
        // The rest of the run starts nothing (each letter follows a word character), unless a long s or
        // Kelvin sign in it does: then go on letter by letter (a run may end past `to`).
        if (!start.ambiguous && c < 128) {
            at = end - 1;
            afterWordChar = true;
        } else {
            afterWordChar = wordChar;
        }
    }
    return at;
}

} // namespace

void WordStarts::find() const
{
    m_found = true;
    const SentenceStarts *shared = m_sentence ? m_words->sentenceStarts() : nullptr;
    if (const std::optional<SentenceStarts::Slice> slice = shared ? shared->of(*m_sentence) : std::nullopt) {
        m_begin = slice->begin;
        m_end = slice->end;
        m_hasSurrogates = slice->hasSurrogates;
        return;
    }
    m_starts.resize(m_subject.size()); // room for a start at every unit
    StartFinder finder(m_subject, m_starts.data());
    if (m_sentence)
        finder.findAll(*m_words, *m_sentence);
    else
        finder.findAll();
    m_starts.resize(finder.end() - m_starts.data());
    m_hasSurrogates = finder.hasSurrogates();
    m_begin = m_starts.constData();
    m_end = m_begin + m_starts.size();
}

void WordStarts::findMembers(const LeadFamily &family) const
{
    m_family = &family;
    const Start *const starts = begin();
    const qsizetype count = end() - starts;
    m_members.resize(count);
    // In locals: written to the members at every start, they were read and written again each time.
    quint64 anyMember = 0;
    quint64 carryingAny = 0;
    quint64 *const members = m_members.data();
    for (qsizetype i = 0; i < count; ++i) {
        const quint64 membersHere = family.membersAt(m_subject, starts[i]);
        members[i] = membersHere;
        anyMember |= membersHere;
        carryingAny |= quint64(membersHere != 0) << (i & 63);
    }
    m_anyMember = anyMember;
    m_carryingAny = carryingAny;
}

SentenceStarts::SentenceStarts(const WordHashes &words, const QList<Sentence> &sentences)
    : m_words(words)
    , m_sentences(sentences)
    , m_slices(std::size_t(sentences.size()))
{
}

std::optional<SentenceStarts::Slice> SentenceStarts::of(const Sentence &sentence) const
{
    // Told by its address: compared as numbers, which for addresses outside the list is well defined.
    const auto address = reinterpret_cast<quintptr>(&sentence);
    const auto first = reinterpret_cast<quintptr>(m_sentences.constData());
    const quintptr index = (address - first) / sizeof(Sentence);
    if (address < first || index >= quintptr(m_slices.size()) || (address - first) % sizeof(Sentence))
        return std::nullopt;
    std::optional<Slice> &slice = m_slices[index];
    if (!slice) {
        // Each start is at a unit of its own: a sentence has no more starts than units.
        // One of the text's sentences, so within the text: no clamping (QStringView::mid, out of line) needed.
        const QStringView subject(m_words.text().constData() + sentence.span.start, sentence.span.length());
        WordStarts::Start *const begin = roomFor(subject.size());
        StartFinder finder(subject, begin);
        finder.findAll(m_words, sentence);
        m_free = finder.end();
        m_room -= finder.end() - begin;
        slice = Slice{begin, finder.end(), finder.hasSurrogates()};
    }
    return slice;
}

WordStarts::Start *SentenceStarts::roomFor(qsizetype count) const
{
    if (count > m_room) {
        // Blocks for a few dozen sentences each: reports run about a hundred units a sentence.
        const qsizetype size = std::max<qsizetype>(count, 4096);
        m_blocks.push_back(std::make_unique_for_overwrite<WordStarts::Start[]>(std::size_t(size)));
        m_free = m_blocks.back().get();
        m_room = size;
    }
    return m_free;
}

} // namespace Touchline
