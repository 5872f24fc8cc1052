#include "triggerindex.h"

#include "sentencesplitter.h"

#include <algorithm>
#include <bit>
#include <array>
#include <cstring>

namespace Touchline {

namespace {

bool isYear(QStringView digits)
{
    return digits.size() == 4 && (digits.startsWith(u"19") || digits.startsWith(u"20"));
}

// Longer words are never triggers, only their parts can be.
constexpr qsizetype longestWord = 48;

// A code unit folded by foldedLetter(), with NotALetter set unless it folds to an ASCII letter and
// OpensPatterns set for the two that fold to one from outside ASCII (see otherWordMask()); ASCII
// from a table, as the folding runs on every letter of every word.
constexpr quint32 NotALetter = 0x10000;
constexpr quint32 OpensPatterns = 0x20000;

constexpr quint32 foldedWithClass(char16_t c)
{
    const char16_t folded = foldedLetter(c);
    if (folded < u'a' || folded > u'z')
        return folded | NotALetter;
    return c >= 0x80 ? folded | OpensPatterns : folded;
}

constexpr auto asciiFolded = [] {
    std::array<quint32, 128> units{};
    for (char16_t c = 0; c < units.size(); ++c)
        units[c] = foldedWithClass(c);
    return units;
}();

// Where a folded word's first code unit keeps its prefix lengths: 'a'..'z' at 0..25, the rest at 26.
std::size_t initialIndex(char16_t first)
{
    return first >= u'a' && first <= u'z' ? std::size_t(first - u'a') : 26;
}

// Where an ASCII letter of either case is in the alphabet, 0..25 (asciiLetterLower() kept unsigned, which
// spares the conversions of char16_t arithmetic).
std::size_t alphabetIndex(char16_t letter)
{
    return (letter | 0x20u) - u'a';
}

quint32 foldedUnit(char16_t c)
{
    return c < asciiFolded.size() ? asciiFolded[c] : foldedWithClass(c);
}

} // namespace

TriggerIndex::Mask TriggerIndex::add(std::initializer_list<const char *> triggers)
{
    const Mask bit = registered(triggers, false);
    m_patterns |= bit;
    return bit;
}

TriggerIndex::Mask TriggerIndex::addWords(std::initializer_list<const char *> triggers)
{
    return registered(triggers, true);
}

TriggerIndex::Mask TriggerIndex::registered(std::initializer_list<const char *> triggers, bool exact)
{
    // A 65th bit would wrap round onto the first and merge two patterns' gates: fail where it is registered.
    if (m_count >= 64)
        qFatal("TriggerIndex: more than 64 patterns and word sets in one index");
    const Mask bit = Mask(1) << m_count++;
    for (const char *trigger : triggers) {
        const QString word = QString::fromLatin1(trigger);
        if (word == QLatin1String("#"))
            m_number |= bit;
        else if (word == QLatin1String("#year"))
            m_year |= bit;
        else if (word.endsWith(QLatin1Char('*'))) {
            const std::u16string prefix(reinterpret_cast<const char16_t *>(word.utf16()), word.size() - 1);
            Q_ASSERT(!prefix.empty() && prefix.size() < 64);
            m_prefixes.add(prefix, bit);
            m_prefixLengths[initialIndex(prefix.front())] |= quint64(1) << prefix.size();
            const bool secondIsLetter = prefix.size() > 1 && prefix[1] >= u'a' && prefix[1] <= u'z';
            m_prefixSeconds[initialIndex(prefix.front())] |= secondIsLetter ? quint32(1) << (prefix[1] - u'a') : ~quint32(0);
            if (prefix.size() >= 4) {
                const std::size_t startBit = prefixStartBit(firstFour(prefix.data()));
                m_prefixStartFilter[startBit >> 6] |= quint64(1) << (startBit & 63);
            } else {
                m_shortPrefixes = true;
            }
        } else {
            const std::u16string_view letters(reinterpret_cast<const char16_t *>(word.utf16()), std::size_t(word.size()));
            const std::size_t hash = WordTable::hashOf(letters);
            m_words.add(hash, bit);
            m_wordFilter[wordFilterBit(hash) >> 6] |= quint64(1) << (wordFilterBit(hash) & 63);
            if (exact) {
                m_exactWords.add(letters, bit);
                m_exactWordBits |= bit;
            }
        }
    }
    return bit;
}

void TriggerIndex::addPair(Mask first, Mask second, Mask into)
{
    Q_ASSERT(std::popcount(first) == 1 && !(m_pairFirsts & first)); // withPairs() finds a pair by its first side
    m_pairOfFirst[std::size_t(std::countr_zero(first))] = {second, into};
    m_pairFirsts |= first;
}

// In line: it runs for every word the filter lets through.
Q_ALWAYS_INLINE TriggerIndex::Mask TriggerIndex::wholeWordBits(std::u16string_view word, std::size_t hash, bool asciiLetters) const
{
    const Mask bits = m_words.find(hash);
    return bits & m_exactWordBits ? (bits & ~m_exactWordBits) | exactWordBits(word, hash, asciiLetters) : bits;
}

TriggerIndex::Mask TriggerIndex::exactWordBits(std::u16string_view word, std::size_t hash, bool asciiLetters) const
{
    return asciiLetters ? m_exactWords.findLetters(word, hash) : m_exactWords.find(word, hash);
}

TriggerIndex::Mask TriggerIndex::wordMask(std::u16string_view lowerWord, std::size_t hash) const
{
    // Prefix triggers are few ("replac*", "shoot*"): most words cannot start one, and skip the hashing.
    const quint64 prefixLengths = lowerWord.empty() ? 0 : m_prefixLengths[initialIndex(lowerWord.front())];
    const Mask mask = mayBeWord(hash) ? wholeWordBits(lowerWord, hash, false) : 0;
    return prefixLengths ? mask | prefixMask(lowerWord, prefixLengths) : mask;
}

TriggerIndex::Mask TriggerIndex::prefixMask(std::u16string_view lowerWord, quint64 lengths) const
{
    // Each prefix length a trigger has, up to the word's own: few, so each is hashed on its own.
    Mask mask = 0;
    lengths &= lowerWord.size() < 63 ? (quint64(2) << lowerWord.size()) - 2 : ~quint64(1);
    for (; lengths; lengths &= lengths - 1) {
        const std::u16string_view prefix = lowerWord.substr(0, std::size_t(std::countr_zero(lengths)));
        mask |= m_prefixes.find(prefix, WordTable::hashOf(prefix));
    }
    return mask;
}

// Inline into sentenceMasks(): it runs for most tokens.
template <bool longPrefixes>
Q_ALWAYS_INLINE TriggerIndex::Mask TriggerIndex::asciiWordMask(const char16_t *letters, qsizetype length, std::size_t hash) const
{
    // Hashed already, compared as folded. Longer words are never triggers (see otherWordMask()).
    const Mask mask = mayBeWord(hash) && length <= longestWord ? wholeWordBits(std::u16string_view(letters, std::size_t(length)), hash, true) : 0;
    // Prefix triggers are few ("replac*", "shoot*"): most words cannot start one, as their first four
    // units and length tell when every prefix has four or more (the units first: maySetBits() read them
    // already, and words of either length come at random), else their first two (a one-letter word asks
    // for bit 31, set only for a prefix of one letter or one whose second unit is no letter), and need
    // no folded copy.
    if constexpr (longPrefixes) {
        if (!mayStartLongPrefix(letters) || quint64(length - 4) > quint64(longestWord - 4)) [[likely]]
            return mask;
    } else {
        const std::size_t second = length > 1 ? alphabetIndex(letters[1]) : 31;
        if (!(m_prefixSeconds[alphabetIndex(letters[0])] >> second & 1) || length > longestWord) [[likely]]
            return mask;
    }
    return mask | asciiPrefixMask(letters, length, m_prefixLengths[alphabetIndex(letters[0])]);
}

// The two filters bitwise, not by ||, so that a word takes one branch on both.
bool TriggerIndex::maySetBits(const Token &token, std::size_t hash, const char16_t *units) const
{
    if (!hash)
        return token.kind != Token::Kind::Punct;
    return int(mayBeWord(hash)) | int(mayStartLongPrefix(units));
}

quint64 TriggerIndex::firstFour(const char16_t *letters)
{
    quint64 units;
    std::memcpy(&units, letters, sizeof units);
    return units | 0x0020002000200020ull; // lower case, as WordTable::hashOfLetters reads letters
}

TriggerIndex::Mask TriggerIndex::asciiPrefixMask(const char16_t *letters, qsizetype length, quint64 prefixLengths) const
{
    char16_t lower[longestWord];
    for (qsizetype i = 0; i < length; ++i)
        lower[i] = asciiLetterLower(letters[i]);
    return prefixMask(std::u16string_view(lower, std::size_t(length)), prefixLengths);
}

TriggerIndex::Mask TriggerIndex::otherTokenMask(const Token &token, QStringView view) const
{
    if (token.kind == Token::Kind::Number)
        return isYear(view) ? (m_number | m_year) : m_number;
    return token.kind == Token::Kind::Word ? otherWordMask(view) : 0;
}

TriggerIndex::Mask TriggerIndex::otherWordMask(QStringView view) const
{
    // Caseless patterns read a long s or a Kelvin sign as "s" or "k", yet ASCII \b sees no word
    // character in it, so a pattern's word may end or start there ("bookedſ"): any pattern may match.
    if (view.size() > longestWord) {
        std::u16string folded(std::size_t(view.size()), u'\0');
        std::transform(view.begin(), view.end(), folded.begin(), [](QChar c) { return foldedLetter(c.unicode()); });
        const bool opens = view.contains(QChar(u'\u017F')) || view.contains(QChar(u'\u212A'));
        return letterRunsMask(folded) | (opens ? m_patterns : 0);
    }
    // The whole word ("n't" is one) folded and hashed in one pass, then looked up with its prefixes.
    char16_t lower[longestWord];
    const char16_t *units = view.utf16();
    quint32 classes = 0;
    for (qsizetype i = 0; i < view.size(); ++i) {
        const quint32 folded = foldedUnit(units[i]);
        classes |= folded;
        lower[i] = char16_t(folded);
    }
    const std::u16string_view word(lower, std::size_t(view.size()));
    const Mask mask = wordMask(word, WordTable::hashOf(word)) | (classes & OpensPatterns ? m_patterns : 0);
    return classes & NotALetter ? mask | letterRunsMask(word) : mask;
}

// "spot-kick", "didn't", "kické", long hyphenated chains: each run of ASCII letters is a word of its own.
TriggerIndex::Mask TriggerIndex::letterRunsMask(std::u16string_view folded) const
{
    Mask mask = 0;
    std::size_t runStart = 0;
    for (std::size_t i = 0; i <= folded.size(); ++i) {
        if (i < folded.size() && folded[i] >= u'a' && folded[i] <= u'z')
            continue;
        const std::size_t length = i - runStart;
        if (length > 0 && length <= std::size_t(longestWord) && length < folded.size()) {
            const std::u16string_view run = folded.substr(runStart, length);
            mask |= wordMask(run, WordTable::hashOf(run));
        }
        runStart = i + 1;
    }
    return mask;
}

QList<TriggerIndex::Mask> TriggerIndex::sentenceMasks(const WordHashes &words, const QList<Sentence> &sentences) const
{
    // The test for prefixes chosen once, not for every word.
    return m_shortPrefixes ? masksOf<false>(words, sentences) : masksOf<true>(words, sentences);
}

template <bool longPrefixes>
QList<TriggerIndex::Mask> TriggerIndex::masksOf(const WordHashes &words, const QList<Sentence> &sentences) const
{
    QList<Mask> masks(sentences.size());
    // Through pointers in locals: read through `words` and `masks`, they were loaded again for every token.
    Mask *out = masks.data();
    const Token *const tokens = words.tokens().constData();
    const std::size_t *const hashes = words.hashes();
    const char16_t *const text = QStringView(words.text()).utf16();
    // Tokens told by their first four units (maySetBits) up to here; the last few are asked outright.
    const Token *const filtered = tokens + (longPrefixes ? tokensWithFourUnits(words) : words.tokens().size());
    for (const Sentence &sentence : sentences) {
        Mask mask = 0;
        // The sentence's tokens and hashes walked by pointers, its end in a local: through the sentence,
        // the end was loaded again for every token (the rare calls below might have changed it).
        const std::size_t *hash = hashes + sentence.firstToken;
        const Token *token = tokens + sentence.firstToken;
        const Token *const end = tokens + sentence.endToken;
        for (const Token *const filteredEnd = std::clamp(filtered, token, end); token != filteredEnd; ++token, ++hash) {
            // The token lies within the text: no need for the clamping of QStringView::mid().
            const char16_t *const units = text + token->start;
            if constexpr (longPrefixes) {
                // Most words set no bit: one branch on both filters tells those that may, where a branch
                // each on the word filter and on the word's length (for the prefix filter) went either way
                // at random.
                if (!maySetBits(*token, *hash, units)) [[likely]]
                    continue;
            }
            mask |= tokenMask<longPrefixes>(*token, units, *hash);
        }
        // Without the four units: as when some prefix is short, which reads no unit past the word.
        for (; token != end; ++token, ++hash)
            mask |= tokenMask<false>(*token, text + token->start, *hash);
        *out++ = withPairs(mask);
    }
    return masks;
}

template <bool longPrefixes>
Q_ALWAYS_INLINE TriggerIndex::Mask TriggerIndex::tokenMask(const Token &token, const char16_t *units, std::size_t hash) const
{
    // A hash tells a word of ASCII letters (of up to WordHashes::longestWord) without its flags.
    if (hash)
        return asciiWordMask<longPrefixes>(units, token.length(), hash);
    return token.kind != Token::Kind::Punct ? otherTokenMask(token, QStringView(units, token.length())) : 0;
}

qsizetype TriggerIndex::tokensWithFourUnits(const WordHashes &words)
{
    const Tokens &tokens = words.tokens();
    const qsizetype lastStart = words.text().size() - 4;
    qsizetype count = tokens.size();
    while (count > 0 && tokens[count - 1].start > lastStart)
        --count;
    return count;
}

QList<TriggerIndex::Mask> TriggerIndex::sentenceMasks(const QString &text, const Tokens &tokens, const QList<Sentence> &sentences) const
{
    return sentenceMasks(WordHashes(text, tokens), sentences);
}

} // namespace Touchline
