#pragma once

#include "bitsbyhash.h"
#include "token.h"
#include "wordhashes.h"
#include "wordtable.h"

#include <QList>
#include <QString>

#include <array>
#include <bit>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace Touchline {

struct Sentence;

/// Which patterns of a family can match in each sentence, told from the words the sentence holds.
///
/// Each pattern registers trigger words such that every match of the pattern contains one of them
/// as a word: "goal", or with a trailing '*' as the start of a word ("injur*"). A word also counts as
/// each of its runs of ASCII letters ("spot-kick" holds "spot" and "kick"; regular expressions without
/// Unicode properties see "é" as a word break), and a number counts as "#", or "#year" for 1900–2099.
/// The per-sentence masks then cost one table lookup per token, where running every pattern over every
/// sentence cost a regex scan per pattern per sentence: most sentences hold no trigger of most patterns.
class TriggerIndex
{
public:
    using Mask = WordTable::Mask;

    /// Registers a pattern's triggers and returns its bit. At most 64 patterns per index.
    Mask add(std::initializer_list<const char *> triggers);
    /// Registers words whose bit tells exactly whether a sentence holds one of them (a fact the caller
    /// reasons with, not a gate in front of a pattern): never set just to be safe, as pattern bits are
    /// for a word with a long s or a Kelvin sign.
    Mask addWords(std::initializer_list<const char *> words);
    /// Sets `into` in the mask of every sentence that holds a word of `first` and one of `second` (bits add()
    /// gave): for a pattern some of whose matches hold none of its own triggers but each of those holds a
    /// word of both ("on for"), where a trigger of one of them alone let the pattern run on most sentences
    /// that hold that word. `first` is one bit, and the first side of no other pair.
    void addPair(Mask first, Mask second, Mask into);

    /// One mask per sentence: the bits of the patterns whose triggers occur in it. `words` are the
    /// hashes of the text's tokens.
    QList<Mask> sentenceMasks(const WordHashes &words, const QList<Sentence> &sentences) const;
    /// The same, hashing the words first.
    QList<Mask> sentenceMasks(const QString &text, const Tokens &tokens, const QList<Sentence> &sentences) const;

private:
    /// A word of ASCII letters with its WordTable hash (one WordHashes has); 0 for one longer than
    /// longestWord, as no trigger is.
    /// `longPrefixes`: every prefix trigger has four letters or more (!m_shortPrefixes), and four units
    /// may be read from `letters` (tokensWithFourUnits()).
    template <bool longPrefixes>
    inline Mask asciiWordMask(const char16_t *letters, qsizetype length, std::size_t hash) const;
    /// sentenceMasks(words, sentences), `longPrefixes` as for asciiWordMask().
    template <bool longPrefixes>
    QList<Mask> masksOf(const WordHashes &words, const QList<Sentence> &sentences) const;
    Mask asciiPrefixMask(const char16_t *letters, qsizetype length, quint64 prefixLengths) const;
    /// A number, or a word of other characters than ASCII letters or a long one; 0 for a mark.
    Mask otherTokenMask(const Token &token, QStringView view) const;
    /// A word of other characters than ASCII letters, or a long one.
    Mask otherWordMask(QStringView word) const;
    /// Each run of ASCII letters of a folded word shorter than the word, looked up as a word.
    Mask letterRunsMask(std::u16string_view folded) const;
    /// add() and addWords(): the bits of addWords() are `exact`.
    Mask registered(std::initializer_list<const char *> triggers, bool exact);
    /// The bits of the whole-word triggers with the word's hash (WordTable::hashOf(the word folded)), as
    /// many sentences' words ask: those of patterns told by the hash alone, as a wrong yes (a word of
    /// another's 64-bit hash) costs no more than a pattern run that fails, and spares a compare of the
    /// letters through the trigger's string; addWords() bits only for the very word. `word` is folded, or
    /// of ASCII letters in either case when `asciiLetters`.
    inline Mask wholeWordBits(std::u16string_view word, std::size_t hash, bool asciiLetters) const;
    /// The addWords() bits of the very word (for wholeWordBits()).
    Mask exactWordBits(std::u16string_view word, std::size_t hash, bool asciiLetters) const;
    /// `hash` is WordTable::hashOf(lowerWord).
    inline Mask wordMask(std::u16string_view lowerWord, std::size_t hash) const;
    /// `lengths`: the lengths of the prefix triggers that start as the word does (m_prefixLengths).
    Mask prefixMask(std::u16string_view lowerWord, quint64 lengths) const;

    /// Whether a word with this WordTable hash may be one of m_words: one bit per hash, so that most
    /// words of a text, no trigger, are turned down without probing the table (a miss to memory for
    /// many of them: the table's hashes are spread over more cache lines than stay between sentences).
    bool mayBeWord(std::size_t hash) const { return m_wordFilter[wordFilterBit(hash) >> 6] >> (wordFilterBit(hash) & 63) & 1; }
    /// 16 Kbit (2 KB, in cache through a text's sentences): a few hundred triggers set about 2 % of the
    /// bits, where 4 Kbit let about 7 % of the other words through to the table, and set off a branch the
    /// predictor could not tell.
    static std::size_t wordFilterBit(std::size_t hash) { return hash >> 50; }

    BitsByHash m_words;            ///< the bits of every whole-word trigger, by its hash
    WordTable m_exactWords;        ///< the whole words addWords() registered
    Mask m_exactWordBits = 0;      ///< the bits addWords() gave for whole words
    std::array<quint64, 256> m_wordFilter{};
    WordTable m_prefixes;
    /// By first letter ('a'..'z', then anything else): bit n set when some prefix trigger that
    /// starts with it is n letters long.
    std::array<quint64, 27> m_prefixLengths{};
    /// By first letter as above: bit n set when some prefix trigger that starts with it has 'a' + n
    /// second (all set when one is a single letter, or its second is no ASCII letter). Most words that
    /// share a first letter with a prefix go no further.
    std::array<quint32, 27> m_prefixSeconds{};
    /// Whether a prefix trigger has fewer than four letters: words are then asked by their first two.
    bool m_shortPrefixes = false;
    /// A bit per hash of the first four letters of each prefix trigger of four or more, so that a word is
    /// asked by its own first four when every prefix has as many (one load, where its first two left the
    /// many words that share them with a prefix, "re", "sh", to the prefix look-ups).
    std::array<quint64, 64> m_prefixStartFilter{};
    /// The first four units of a word of ASCII letters in lower case, as one number (see m_prefixStartFilter).
    static quint64 firstFour(const char16_t *letters);
    static std::size_t prefixStartBit(quint64 firstFour) { return std::size_t((firstFour * 0x9E3779B97F4A7C15ull) >> 52); }
    bool mayStartLongPrefix(const char16_t *letters) const
    {
        const std::size_t bit = prefixStartBit(firstFour(letters));
        return m_prefixStartFilter[bit >> 6] >> (bit & 63) & 1;
    }
    /// Whether a token may set any bit when every prefix trigger is long: a number or a word that is not
    /// all ASCII letters (no hash), or one whose hash passes the word filter or whose first four units
    /// pass the prefix filter. A word of fewer than four letters is tested with the units after it, which
    /// hold a non-letter: no prefix starts so, and the filter lets few through. Four units must lie
    /// within the text from `units` on (tokensWithFourUnits()).
    inline bool maySetBits(const Token &token, std::size_t hash, const char16_t *units) const;
    /// How many of the text's tokens, from the first, start four units or more before its end.
    static qsizetype tokensWithFourUnits(const WordHashes &words);
    /// The bits of a token: `units` are its own, `hash` its hash in WordHashes.
    template <bool longPrefixes>
    inline Mask tokenMask(const Token &token, const char16_t *units, std::size_t hash) const;
    /// The pair whose `first` side is bit n of a mask, at index n.
    struct Pair {
        Mask second = 0;
        Mask into = 0;
    };
    std::array<Pair, 64> m_pairOfFirst{};
    Mask m_pairFirsts = 0; ///< the `first` sides of the pairs
    /// `mask` with the bits of the pairs it holds both sides of. Only the pairs whose first side the mask
    /// holds are asked: a test of every pair for every sentence cost more than the searches the pairs spare.
    Mask withPairs(Mask mask) const
    {
        for (Mask firsts = mask & m_pairFirsts; firsts; firsts &= firsts - 1) {
            const Pair &pair = m_pairOfFirst[std::size_t(std::countr_zero(firsts))];
            mask |= pair.into & -Mask((mask & pair.second) != 0);
        }
        return mask;
    }
    Mask m_number = 0;
    Mask m_year = 0;
    Mask m_patterns = 0; ///< the bits add() gave out
    int m_count = 0;
};

} // namespace Touchline
