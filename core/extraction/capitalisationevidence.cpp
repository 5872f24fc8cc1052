#include "capitalisationevidence.h"

#include "wordtable.h"

#include <algorithm>

namespace Touchline {

namespace {

/// Writes `word` lower-cased to `out` (room for word.size()) if it is all ASCII.
bool lowerAscii(QStringView word, char16_t *out)
{
    for (const QChar c : word) {
        const char16_t u = c.unicode();
        if (u >= 128)
            return false;
        *out++ = u >= u'A' && u <= u'Z' ? char16_t(u + (u'a' - u'A')) : u;
    }
    return true;
}

} // namespace

template <typename Key>
int CapitalisationEvidence::Questions<Key>::ask(QStringView word, CapitalisationEvidence &evidence, std::size_t wordHash)
{
    const bool hashed = wordHash || isHashed(word);
    const std::size_t hash = wordHash ? wordHash
        : hashed ? WordTable::hashOfLetters(reinterpret_cast<const char16_t *>(word.utf16()), std::size_t(word.size()))
                 : WordTable::hashOf(toU16View(word));
    int &index = indexOf.valueOf(word, hash);
    if (!index) {
        answers.push_back(false);
        index = int(answers.size());
        evidence.markAsked(word, hash, hashed);
    }
    return index - 1;
}

template <typename Key>
bool CapitalisationEvidence::Questions<Key>::answerYes(QStringView word, std::size_t hash)
{
    const int *index = indexOf.find(word, hash);
    if (!index || answers[std::size_t(*index - 1)])
        return false;
    answers[std::size_t(*index - 1)] = true;
    return true;
}

int CapitalisationEvidence::askInLowerCase(QStringView word, std::size_t wordHash)
{
    // Short ASCII words lower-cased on the stack; QString::toLower for the rest (special casing).
    char16_t ascii[64];
    if (word.size() <= qsizetype(std::size(ascii)) && lowerAscii(word, ascii))
        return m_inLowerCase.ask(QStringView(ascii, word.size()), *this, wordHash); // the hash is of the lower case
    return m_inLowerCase.ask(word.toString().toLower(), *this, 0);
}

int CapitalisationEvidence::askCapitalisedMidSentence(QStringView word, std::size_t wordHash)
{
    return m_midSentence.ask(word, *this, wordHash);
}

std::size_t CapitalisationEvidence::slotOfText(QStringView word)
{
    const std::uint32_t ends = std::uint32_t(word.front().unicode()) << 16 | word.back().unicode();
    return ((ends ^ std::uint32_t(word.size())) * 0x9E3779B1u) >> (32 - filterBits);
}

bool CapitalisationEvidence::isHashed(QStringView word)
{
    return word.size() <= WordHashes::longestWord && std::all_of(word.begin(), word.end(), [](QChar c) { return isAsciiLetter(c.unicode()); });
}

void CapitalisationEvidence::markAsked(QStringView word, std::size_t hash, bool hashed)
{
    const std::size_t slot = hashed ? slotOfHash(hash) : slotOfText(word);
    std::uint8_t &count = m_unanswered[slot];
    count += count < 255; // a full count is never lowered: its slot stays open
    m_unhashedWords += !hashed;
}

int CapitalisationEvidence::nextCandidate(const WordHashes &words, int t, int end) const
{
    const std::uint8_t *const unanswered = m_unanswered.data();
    for (; t + 4 <= end; t += 4) {
        if (unanswered[slotOfHash(words.at(t))] | unanswered[slotOfHash(words.at(t + 1))] | unanswered[slotOfHash(words.at(t + 2))]
            | unanswered[slotOfHash(words.at(t + 3))])
            break;
    }
    while (t < end && !unanswered[slotOfHash(words.at(t))])
        ++t;
    return t;
}

bool CapitalisationEvidence::answersYes(const WordHashes &words, int t, std::size_t hash, std::size_t slot)
{
    const Token &token = words.tokens().at(t);
    const QStringView word(words.text().constData() + token.start, token.length());
    // One in lower case answers m_inLowerCase; a capitalised one m_midSentence unless it opens its
    // sentence or line.
    const bool yes = !token.is(Token::Capitalised) ? m_inLowerCase.answerYes(word, hash)
        : !(token.flags & (Token::SentenceStart | Token::LineStart)) && m_midSentence.answerYes(word, hash);
    if (yes && m_unanswered[slot] < 255)
        --m_unanswered[slot];
    return yes;
}

void CapitalisationEvidence::gather(const WordHashes &words)
{
    std::size_t unanswered = m_inLowerCase.answers.size() + m_midSentence.answers.size();
    if (!unanswered)
        return;
    // Most words asked about are words of ASCII letters, which only a token of the same hash can
    // answer: other tokens are turned down by their hash alone. Those without a hash (0, slot 0) are
    // let through while a word asked about has none either (slot 0 then stays open for good), and
    // then filtered by their text.
    if (m_unhashedWords > 0)
        m_unanswered[0] = 255;
    const Tokens &tokens = words.tokens();
    for (int t = 0, end = int(tokens.size()); (t = nextCandidate(words, t, end)) < end; ++t) {
        std::size_t hash = words.at(t);
        std::size_t slot = 0;
        if (hash) {
            slot = slotOfHash(hash);
        } else {
            const Token &token = tokens.at(t);
            if (token.kind != Token::Kind::Word)
                continue;
            const QStringView word(words.text().constData() + token.start, token.length());
            slot = slotOfText(word);
            if (!m_unanswered[slot])
                continue;
            hash = WordTable::hashOf(toU16View(word));
        }
        // Every answer found is a yes: once all are, the rest of the report can change none.
        if (answersYes(words, t, hash, slot) && --unanswered == 0)
            break;
    }
}

} // namespace Touchline
