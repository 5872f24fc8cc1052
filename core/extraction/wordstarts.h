#pragma once

#include "sentencesplitter.h"
#include "wordhashes.h"

#include <QStringView>
#include <QVarLengthArray>

#include <array>
#include <bit>
#include <memory>
#include <optional>
#include <vector>

namespace Touchline {

class LeadFamily;

/// The places in a subject where a word or a number starts, as PCRE2's ASCII \b sees them, each with
/// its run of ASCII letters folded and hashed. Made for a sentence and shared by every pattern run on
/// it, so that each pattern only looks its words up (RegexLeads::forEachStart). Worked out the first
/// time a pattern asks, so a sentence no pattern runs on costs nothing (and so not to be shared
/// between threads).
class WordStarts
{
public:
    /// Runs longer than this are cut: longer than any word a pattern starts with (their prefixes still
    /// count), and the longest word taken whole from the tokens.
    static constexpr int longestRun = WordHashes::longestWord;
    static_assert(longestRun <= 255, "Start::length holds a run's length in a byte");

    /// The starts of any text, found character by character.
    explicit WordStarts(QStringView subject)
        : m_subject(subject)
    {
    }
    /// The starts of a sentence of a tokenized text: its words of ASCII letters are taken whole, with
    /// the hashes `words` holds, and only the characters around them are looked at one by one. The
    /// sentence lies within the text: its view is made without QStringView::mid's clamping (out of line).
    WordStarts(const WordHashes &words, const Sentence &sentence)
        : m_subject(words.text().constData() + sentence.span.start, sentence.span.length())
        , m_words(&words)
        , m_sentence(&sentence)
    {
    }

    struct Start {
        // 16 bytes: a text's sentences keep theirs (SentenceStarts), over a million for 10 MB.
        qint32 offset;      ///< in the subject (ints throughout the extractor, as in TextSpan)
        quint8 length;      ///< letters in the run (0 for a number), at most longestRun
        bool ambiguous;     ///< a long s or Kelvin sign inside the run: any pattern may match here
        char16_t first;     ///< the run's first letter, folded
        std::size_t hash;   ///< WordTable hash of the folded run
    };
    const Start *begin() const
    {
        if (!m_found)
            find();
        return m_begin;
    }
    const Start *end() const
    {
        if (!m_found)
            find();
        return m_end;
    }
    QStringView subject() const { return m_subject; }
    /// The hashes of the text's words the starts were made with, if any.
    const WordHashes *words() const { return m_words; }
    /// Which members of `family` may start a match at each start (LeadFamily::membersAt), in the order
    /// of the starts, and all of them together. Worked out the first time a member asks, for one family
    /// at a time: a sentence's patterns belong to one.
    struct FamilyMembers {
        const quint64 *atStart;
        quint64 anywhere;
    };
    FamilyMembers members(const LeadFamily &family) const
    {
        if (m_family != &family)
            findMembers(family);
        return {m_members.constData(), m_anyMember};
    }
    /// Whether startsCarryingAny() may be asked: the subject has at most 64 starts.
    bool fitsOneWord() const { return end() - begin() <= 64; }
    /// Bit i set when start i carries any member of the family members() was last asked for; only when
    /// fitsOneWord(). Noted with the members, so that a member visits just those starts: most carry
    /// none, and testing its own bit at every start cost more than the search it spared.
    quint64 startsCarryingAny() const { return m_carryingAny; }

    /// Whether the subject holds surrogates (emoji, or lone ones that make it invalid UTF-16): noted
    /// in the same pass, so that a search need not check the subject again.
    bool hasSurrogates() const
    {
        begin(); // worked out first
        return m_hasSurrogates;
    }

private:
    /// Takes the sentence's starts from the text's SentenceStarts when there are any, else finds them.
    void find() const;
    void findMembers(const LeadFamily &family) const;

    QStringView m_subject;
    const WordHashes *m_words = nullptr;
    const Sentence *m_sentence = nullptr;
    mutable bool m_found = false;
    mutable bool m_hasSurrogates = false;
    mutable const Start *m_begin = nullptr;
    mutable const Start *m_end = nullptr;
    mutable QVarLengthArray<Start, 48> m_starts; ///< when found here, not taken from SentenceStarts
    mutable const LeadFamily *m_family = nullptr;
    mutable QVarLengthArray<quint64, 48> m_members; ///< of m_family, by start
    mutable quint64 m_anyMember = 0;
    mutable quint64 m_carryingAny = 0; ///< by start, when fitsOneWord()
};

/// The word starts of the sentences of a text, each found the first time a stage asks and kept for the
/// whole extraction: the narrative rules, the minute rules and the score check each made a sentence's
/// WordStarts, and each found its starts again. Shared through WordHashes::sentenceStarts(); like
/// WordStarts, not to be shared between threads.
class SentenceStarts
{
public:
    /// Holds references to `words` and `sentences`, which must not change while the starts are used.
    SentenceStarts(const WordHashes &words, const QList<Sentence> &sentences);

    struct Slice {
        const WordStarts::Start *begin;
        const WordStarts::Start *end;
        bool hasSurrogates;
    };
    /// The starts of `sentence`, the same as WordStarts(words, sentence) finds, when it is one of the
    /// sentences given (an element of that list, not a copy); otherwise none.
    std::optional<Slice> of(const Sentence &sentence) const;

private:
    /// Where the starts of a sentence go: a block holds as many as it has room for, and is never moved
    /// (the slices handed out point into it).
    WordStarts::Start *roomFor(qsizetype count) const;

    const WordHashes &m_words;
    const QList<Sentence> &m_sentences;
    mutable std::vector<std::optional<Slice>> m_slices; ///< by sentence, once found
    mutable std::vector<std::unique_ptr<WordStarts::Start[]>> m_blocks;
    mutable WordStarts::Start *m_free = nullptr; ///< in the last block
    mutable qsizetype m_room = 0;                ///< from m_free on
};

} // namespace Touchline
