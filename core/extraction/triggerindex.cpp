#include "triggerindex.h"

#include "sentencesplitter.h"

#include <algorithm>

namespace Touchline {

namespace {

// ASCII lower case, plus the two non-ASCII letters that case-insensitive PCRE2 matches as ASCII ones:
// the Kelvin sign (as "k") and the long s (as "s").
char16_t foldedLetter(char16_t c)
{
    if (c >= u'A' && c <= u'Z')
        return char16_t(c + (u'a' - u'A'));
    if (c == u'\u212A')
        return u'k';
    if (c == u'\u017F')
        return u's';
    return c;
}

bool isAsciiLetter(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isYear(QStringView digits)
{
    return digits.size() == 4 && (digits.startsWith(u"19") || digits.startsWith(u"20"));
}

std::size_t hashOf(std::u16string_view word)
{
    std::size_t h = 1469598103934665603ull; // FNV-1a
    for (const char16_t c : word)
        h = (h ^ c) * 1099511628211ull;
    return h;
}

// Longer words are never triggers, only their parts can be.
constexpr qsizetype longestWord = 48;

} // namespace

void TriggerIndex::WordTable::add(std::u16string_view word, Mask bit)
{
    if ((m_count + 1) * 2 > m_slots.size())
        grow();
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hashOf(word) & mask;; i = (i + 1) & mask) {
        Slot &slot = m_slots[i];
        if (slot.word.empty()) {
            slot.word = word;
            slot.mask = bit;
            ++m_count;
            return;
        }
        if (slot.word == word) {
            slot.mask |= bit;
            return;
        }
    }
}

TriggerIndex::Mask TriggerIndex::WordTable::find(std::u16string_view word) const
{
    if (m_slots.empty())
        return 0;
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hashOf(word) & mask;; i = (i + 1) & mask) {
        const Slot &slot = m_slots[i];
        if (slot.word.empty())
            return 0;
        if (slot.word == word)
            return slot.mask;
    }
}

void TriggerIndex::WordTable::grow()
{
    std::vector<Slot> old = std::move(m_slots);
    m_slots.assign(std::max<std::size_t>(64, old.size() * 2), Slot());
    m_count = 0;
    for (const Slot &slot : old) {
        if (!slot.word.empty())
            add(slot.word, slot.mask);
    }
}

TriggerIndex::Mask TriggerIndex::add(std::initializer_list<const char *> triggers)
{
    Q_ASSERT(m_count < 64);
    const Mask bit = Mask(1) << m_count++;
    for (const char *trigger : triggers) {
        const QString word = QString::fromLatin1(trigger);
        if (word == QLatin1String("#"))
            m_number |= bit;
        else if (word == QLatin1String("#year"))
            m_year |= bit;
        else if (word.endsWith(QLatin1Char('*'))) {
            const std::u16string prefix(reinterpret_cast<const char16_t *>(word.utf16()), word.size() - 1);
            m_prefixes.add(prefix, bit);
            if (std::find(m_prefixLengths.begin(), m_prefixLengths.end(), prefix.size()) == m_prefixLengths.end())
                m_prefixLengths.push_back(prefix.size());
        } else {
            m_words.add(std::u16string(reinterpret_cast<const char16_t *>(word.utf16()), word.size()), bit);
        }
    }
    return bit;
}

TriggerIndex::Mask TriggerIndex::wordMask(std::u16string_view lowerWord) const
{
    Mask mask = m_words.find(lowerWord);
    for (const std::size_t length : m_prefixLengths) {
        if (lowerWord.size() >= length)
            mask |= m_prefixes.find(lowerWord.substr(0, length));
    }
    return mask;
}

TriggerIndex::Mask TriggerIndex::tokenMask(const QString &text, const Token &token) const
{
    if (token.kind == Token::Kind::Number) {
        const QStringView digits = token.view(text);
        return isYear(digits) ? (m_number | m_year) : m_number;
    }
    if (token.kind != Token::Kind::Word)
        return 0;
    const QStringView view = token.view(text);
    char16_t lower[longestWord];
    Mask mask = 0;
    // The whole word ("n't" is one), when short enough to be a trigger.
    if (view.size() <= longestWord) {
        bool allLetters = true;
        for (qsizetype i = 0; i < view.size(); ++i) {
            lower[i] = foldedLetter(view.at(i).unicode());
            allLetters = allLetters && isAsciiLetter(lower[i]);
        }
        mask = wordMask(std::u16string_view(lower, std::size_t(view.size())));
        if (allLetters)
            return mask;
    }
    // "spot-kick", "didn't", "kické", long hyphenated chains: each run of ASCII letters is a word of its own.
    qsizetype runStart = -1;
    for (qsizetype i = 0; i <= view.size(); ++i) {
        const bool letter = i < view.size() && isAsciiLetter(foldedLetter(view.at(i).unicode()));
        if (letter && runStart < 0) {
            runStart = i;
        } else if (!letter && runStart >= 0) {
            const qsizetype length = i - runStart;
            if (length <= longestWord && length < view.size()) {
                for (qsizetype k = 0; k < length; ++k)
                    lower[k] = foldedLetter(view.at(runStart + k).unicode());
                mask |= wordMask(std::u16string_view(lower, std::size_t(length)));
            }
            runStart = -1;
        }
    }
    return mask;
}

QList<TriggerIndex::Mask> TriggerIndex::sentenceMasks(const QString &text, const Tokens &tokens, const QList<Sentence> &sentences) const
{
    QList<Mask> masks;
    masks.reserve(sentences.size());
    for (const Sentence &sentence : sentences) {
        Mask mask = 0;
        for (int t = sentence.firstToken; t < sentence.endToken; ++t)
            mask |= tokenMask(text, tokens.at(t));
        masks.append(mask);
    }
    return masks;
}

} // namespace Touchline
