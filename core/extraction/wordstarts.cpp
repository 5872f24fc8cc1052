#include "wordstarts.h"

#include "leadfamily.h"
#include "wordtable.h"

namespace Touchline {

namespace {

constexpr bool isAsciiWordChar(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_';
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

} // namespace

void WordStarts::find() const
{
    m_found = true;
    const char16_t *units = m_subject.utf16();
    const qsizetype size = m_subject.size();
    bool afterWordChar = false;
    qsizetype at = 0;
    if (m_sentence) {
        // In locals: the appends below would otherwise have the members read again for every token.
        const Token *const tokens = m_words->tokens().constData();
        const WordHashes &words = *m_words;
        const int base = m_sentence->span.start;
        const int endToken = m_sentence->endToken;
        for (int index = m_sentence->firstToken; index < endToken; ++index) {
            const Token &token = tokens[index];
            const qsizetype start = token.start - base;
            const qsizetype end = token.end - base;
            // A word of ASCII letters is one run, hashed already, unless a letter right after it would
            // lengthen the run (the tokenizer never ends a word there; checked so as not to depend on
            // it): then it is left to the characters, as is every other token.
            if (!token.is(Token::AsciiLetters) || end - start > WordHashes::longestWord || start < at || end > size
                || (end < size && letterOf(units[end])))
                continue;
            if (start == at + 1 && units[at] == u' ') { // most often: nothing but a space
                afterWordChar = false;
                at = start;
            } else if (start > at) {
                at = scan(at, start, afterWordChar);
                if (at > start) // a run read by the characters went on into the word
                    continue;
            }
            // The word starts one unless a word character comes right before it.
            if (!afterWordChar)
                m_starts.append({start, quint16(end - start), false, asciiLetterLower(units[start]), words.at(index)});
            afterWordChar = true;
            at = end;
        }
    }
    scan(at, size, afterWordChar);
}

void WordStarts::findMembers(const LeadFamily &family) const
{
    m_family = &family;
    const qsizetype count = starts().size();
    m_members.resize(count);
    m_anyMember = 0;
    quint64 carryingAny = 0;
    for (qsizetype i = 0; i < count; ++i) {
        const quint64 members = family.membersAt(m_subject, m_starts[i]);
        m_members[i] = members;
        m_anyMember |= members;
        carryingAny |= quint64(members != 0) << (i & 63);
    }
    m_carryingAny = carryingAny;
}

qsizetype WordStarts::scan(qsizetype at, qsizetype to, bool &afterWordChar) const
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
                m_starts.append({at, 0, false, 0, 0});
            afterWordChar = wordChar;
            continue;
        }
        if (isFoldingLetter(c) != afterWordChar) {
            afterWordChar = wordChar;
            continue;
        }
        Start start{at, 0, false, letter, 0};
        qsizetype end = at;
        bool allAscii = true;
        for (; end < size && start.length < longestRun; ++end) {
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
            char16_t folded[longestRun];
            for (qsizetype i = 0; i < start.length; ++i)
                folded[i] = letterOf(units[at + i]);
            start.hash = WordTable::hashOf(std::u16string_view(folded, start.length));
        }
        // A long s or Kelvin sign is no word character for \b: a word may end before one inside the run
        // (above), or right after one that starts it.
        start.ambiguous = start.ambiguous || (start.length > 1 && isFoldingLetter(c));
        m_starts.append(start);
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

} // namespace Touchline
