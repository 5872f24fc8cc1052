#pragma once

#include "stringtable.h"
#include "wordhashes.h"

#include <QStringView>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace Touchline {

/// Whether a report also writes a word in lower case ("well" somewhere for "Well"), or capitalises it
/// where capitals are not forced (mid-sentence): evidence for or against a doubtful one-word name.
/// MentionFinder asks about the few words it doubts while it scans; gather() then answers every
/// question in one pass over the report.
class CapitalisationEvidence
{
public:
    /// Asks whether the report also writes this word (a capitalised word or a number) in lower case;
    /// returns the index of the answer. `wordHash`: the word's WordHashes hash when it has one (a
    /// token's, WordHashes::hashes()), 0 otherwise; given, it spares the check and the hashing.
    int askInLowerCase(QStringView word, std::size_t wordHash = 0);
    /// Asks whether the report also capitalises this word (one of its own) mid-sentence.
    int askCapitalisedMidSentence(QStringView word, std::size_t wordHash = 0);
    /// Finds the answers in the report whose words `words` hashed (its tokens final: sentence starts
    /// set). Once: the questions are all asked before.
    void gather(const WordHashes &words);
    bool appearsInLowerCase(int index) const { return m_inLowerCase.answers[std::size_t(index)]; }
    bool isCapitalisedMidSentence(int index) const { return m_midSentence.answers[std::size_t(index)]; }

private:
    /// Yes-or-no questions about words, each asked once.
    template <typename Key>
    struct Questions {
        StringTable<int, Key> indexOf; ///< word → 1 + index in answers
        std::vector<bool> answers;

        /// The word is keyed by its WordHashes hash when WordHashes would hash it (isHashed()), so that
        /// a token's hash finds it; by WordTable::hashOf() otherwise. `wordHash` as askInLowerCase() takes it.
        int ask(QStringView word, CapitalisationEvidence &evidence, std::size_t wordHash);
        /// True when the word's answer turned yes just now; `hash` as ask() keys it.
        bool answerYes(QStringView word, std::size_t hash);
    };

    /// The filter's slot of a word: from its WordHashes hash for a word of ASCII letters WordHashes
    /// hashes (a token's, ready in gather()), else from its length and end units.
    static constexpr int filterBits = 12;
    static std::size_t slotOfHash(std::size_t hash) { return hash >> (64 - filterBits); }
    static std::size_t slotOfText(QStringView word);
    /// Whether WordHashes hashes such a word: ASCII letters, up to its longest.
    static bool isHashed(QStringView word);
    void markAsked(QStringView word, std::size_t hash, bool hashed);
    /// The first token from `t` on whose hash falls on a slot with unanswered words (or `end`): a loop
    /// that reads the hashes alone, without the token or its text, four at a time.
    int nextCandidate(const WordHashes &words, int t, int end) const;
    /// Whether token `t`, whose word falls on `slot` and has `hash` (as Questions::ask keys it), turned an answer yes.
    bool answersYes(const WordHashes &words, int t, std::size_t hash, std::size_t slot);

    Questions<std::u16string> m_inLowerCase;      ///< keyed by the words lower-cased
    Questions<std::u16string_view> m_midSentence; ///< keyed by views of the report
    /// The filter: per slot, the words asked about that fall on it and are still answered no. A word
    /// answered yes leaves it, so its other tokens are turned down by the filter too. Counts of a byte
    /// (a slot past 255 words stays open for good): the scan ORs four tokens' counts at a time, where a
    /// bit each needed a shift each. 4,096 slots: a report asks about a few dozen words, so few tokens
    /// fall on an open slot and leave the four-at-a-time loop (512 slots needed a second, finer filter
    /// of the words asked behind them), and clearing 4 KB per report costs little.
    std::array<std::uint8_t, std::size_t(1) << filterBits> m_unanswered{};
    /// Words asked about that WordHashes would not hash (not ASCII letters, or too long): only tokens
    /// without a hash (0, whose slot is 0) can be those, and gather() reads such tokens only when there are any.
    int m_unhashedWords = 0;
};

} // namespace Touchline
