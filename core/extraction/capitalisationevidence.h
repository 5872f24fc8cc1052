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
    /// returns the index of the answer.
    int askInLowerCase(QStringView word);
    /// Asks whether the report also capitalises this word (one of its own) mid-sentence.
    int askCapitalisedMidSentence(QStringView word);
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

        int ask(QStringView word, CapitalisationEvidence &evidence);
        /// True when the word's answer turned yes just now.
        bool answerYes(QStringView word);
    };

    /// The filter's slot of a word: from its WordHashes hash for a word of ASCII letters WordHashes
    /// hashes (a token's, ready in gather()), else from its length and end units.
    static constexpr int filterBits = 12;
    static std::size_t slotOfHash(std::size_t hash) { return hash >> (64 - filterBits); }
    static std::size_t slotOfText(QStringView word);
    void markAsked(QStringView word);
    bool mayBeAsked(std::size_t slot) const { return m_unanswered[slot / 64] >> (slot % 64) & 1; }
    /// The first token from `t` on whose hash falls on a slot with unanswered words (or `end`): a loop
    /// that reads the hashes alone, without the token or its text.
    int nextCandidate(const WordHashes &words, int t, int end) const;
    /// Whether token `t`, whose word falls on `slot`, turned an answer yes.
    bool answersYes(const WordHashes &words, int t, std::size_t slot);

    Questions<std::u16string> m_inLowerCase;      ///< keyed by the words lower-cased
    Questions<std::u16string_view> m_midSentence; ///< keyed by views of the report
    /// The filter: a bit per slot of the words asked about and still answered no. A word answered yes
    /// clears its bit (unless another word asked about has the slot), so its other tokens are turned
    /// down by the filter too. Bits, not counts per slot: the filter is cleared for every report.
    std::array<std::uint64_t, (std::size_t(1) << filterBits) / 64> m_unanswered{};
    std::vector<std::uint16_t> m_sharedSlots; ///< slots of more than one word asked about: never cleared
    /// Words asked about that WordHashes would not hash (not ASCII letters, or too long): only tokens
    /// without a hash (0, whose slot is 0) can be those, and gather() reads such tokens only when there are any.
    int m_unhashedWords = 0;
};

} // namespace Touchline
