#include "triggerindex.h"

#include "sentencesplitter.h"

#include <algorithm>

namespace Touchline {

namespace {

bool isAsciiLetter(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isYear(QStringView digits)
{
    return digits.size() == 4 && (digits.startsWith(u"19") || digits.startsWith(u"20"));
}

// Longer words are never triggers, only their parts can be.
constexpr qsizetype longestWord = 48;

} // namespace

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
            if (!prefix.empty() && prefix.front() >= u'a' && prefix.front() <= u'z')
                m_prefixFirstLetters |= 1u << (prefix.front() - u'a');
            else
                m_prefixFirstLetters = ~0u; // not a letter: look prefixes up for every word
        } else {
            m_words.add(std::u16string(reinterpret_cast<const char16_t *>(word.utf16()), word.size()), bit);
        }
    }
    return bit;
}

TriggerIndex::Mask TriggerIndex::wordMask(std::u16string_view lowerWord) const
{
    // One pass over the word hashes it and every prefix a trigger could be.
    std::size_t hash = WordTable::hashSeed;
    Mask mask = 0;
    for (std::size_t i = 0; i < lowerWord.size(); ++i) {
        hash = WordTable::hashStep(hash, lowerWord[i]);
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
    std::size_t hash = WordTable::hashSeed;
    Mask mask = 0;
    bool allLetters = true;
    // Prefix triggers are few ("replac*", "shoot*"): most words cannot start one.
    const char16_t first = view.isEmpty() ? u'\0' : foldedLetter(units[0]);
    const bool mayStartPrefix = m_prefixFirstLetters == ~0u || (first >= u'a' && first <= u'z' && (m_prefixFirstLetters >> (first - u'a') & 1));
    const quint64 prefixLengths = mayStartPrefix ? m_prefixLengths : 0;
    for (qsizetype i = 0; i < view.size(); ++i) {
        const char16_t c = foldedLetter(units[i]);
        lower[i] = c;
        allLetters = allLetters && c >= u'a' && c <= u'z';
        hash = WordTable::hashStep(hash, c);
        if ((prefixLengths >> (i + 1)) & 1)
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
