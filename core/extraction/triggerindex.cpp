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

// FNV-1a, one code unit at a time, so that a word's hash passes through the hashes of its prefixes.
constexpr std::size_t hashSeed = 1469598103934665603ull;
constexpr std::size_t hashStep(std::size_t hash, char16_t c)
{
    return (hash ^ c) * 1099511628211ull;
}

// Longer words are never triggers, only their parts can be.
constexpr qsizetype longestWord = 48;

} // namespace

std::size_t TriggerIndex::hashOf(std::u16string_view word)
{
    std::size_t hash = hashSeed;
    for (const char16_t c : word)
        hash = hashStep(hash, c);
    return hash;
}

void TriggerIndex::WordTable::add(std::u16string_view word, Mask bit)
{
    if ((m_count + 1) * 2 > m_slots.size())
        grow();
    const std::size_t hash = hashOf(word);
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot &slot = m_slots[i];
        if (slot.word.empty()) {
            slot.hash = hash;
            slot.word = word;
            slot.mask = bit;
            ++m_count;
            return;
        }
        if (slot.hash == hash && slot.word == word) {
            slot.mask |= bit;
            return;
        }
    }
}

TriggerIndex::Mask TriggerIndex::WordTable::find(std::u16string_view word, std::size_t hash) const
{
    if (m_slots.empty())
        return 0;
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const Slot &slot = m_slots[i];
        if (slot.word.empty())
            return 0;
        if (slot.hash == hash && slot.word == word)
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
            Q_ASSERT(prefix.size() < 64);
            m_prefixLengths |= quint64(1) << prefix.size();
        } else {
            m_words.add(std::u16string(reinterpret_cast<const char16_t *>(word.utf16()), word.size()), bit);
        }
    }
    return bit;
}

TriggerIndex::Mask TriggerIndex::wordMask(std::u16string_view lowerWord) const
{
    // One pass over the word hashes it and every prefix a trigger could be.
    std::size_t hash = hashSeed;
    Mask mask = 0;
    for (std::size_t i = 0; i < lowerWord.size(); ++i) {
        hash = hashStep(hash, lowerWord[i]);
        if ((m_prefixLengths >> (i + 1)) & 1)
            mask |= m_prefixes.find(lowerWord.substr(0, i + 1), hash);
    }
    return mask | m_words.find(lowerWord, hash);
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
    if (view.size() > longestWord)
        return letterRunsMask(view);
    // The whole word ("n't" is one) folded, hashed and looked up with its prefixes in one pass.
    char16_t lower[longestWord];
    const char16_t *units = view.utf16();
    std::size_t hash = hashSeed;
    Mask mask = 0;
    bool allLetters = true;
    for (qsizetype i = 0; i < view.size(); ++i) {
        const char16_t c = foldedLetter(units[i]);
        lower[i] = c;
        allLetters = allLetters && c >= u'a' && c <= u'z';
        hash = hashStep(hash, c);
        if ((m_prefixLengths >> (i + 1)) & 1)
            mask |= m_prefixes.find(std::u16string_view(lower, std::size_t(i + 1)), hash);
    }
    mask |= m_words.find(std::u16string_view(lower, std::size_t(view.size())), hash);
    return allLetters ? mask : mask | letterRunsMask(view);
}

// "spot-kick", "didn't", "kické", long hyphenated chains: each run of ASCII letters is a word of its own.
TriggerIndex::Mask TriggerIndex::letterRunsMask(QStringView view) const
{
    char16_t lower[longestWord];
    Mask mask = 0;
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
