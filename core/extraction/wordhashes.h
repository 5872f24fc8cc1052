#pragma once

#include "token.h"

#include <QString>

#include <vector>

namespace Touchline {

class SentenceStarts;

/// The WordTable hash of each word of ASCII letters in a report (Token::AsciiLetters), folded to lower
/// case. Worked out once and shared by every look-up of such words: the trigger masks of the sentences
/// and the word starts the patterns are tried at, which each folded and hashed every word again.
/// Holds references to the text and tokens it was made from.
class WordHashes
{
public:
    /// Longer words have no hash: no word list holds one (they are looked at letter by letter).
    static constexpr int longestWord = 64;

    WordHashes(const QString &text, const Tokens &tokens);
    /// Takes the hashes the tokenizer worked out for these tokens (Tokenizer::tokenize(text, hashes)).
    WordHashes(const QString &text, const Tokens &tokens, std::vector<std::size_t> hashes);

    const QString &text() const { return m_text; }
    const Tokens &tokens() const { return m_tokens; }
    /// Whether token `index` is a word of ASCII letters no longer than longestWord.
    bool has(int index) const
    {
        const Token &token = m_tokens.at(index);
        return token.is(Token::AsciiLetters) && token.length() <= longestWord;
    }
    /// WordTable::hashOf(the token folded to lower case); only when has(index).
    std::size_t at(int index) const { return m_hashes[index]; }
    /// Every token's hash, by index: at(index) when has(index), else 0 (which no hash is), so that a
    /// loop over the tokens tells the words that have one by the hash alone.
    const std::size_t *hashes() const { return m_hashes.data(); }

    /// The word starts of the text's sentences, once they are found: WordStarts takes a sentence's
    /// from there. None until shared.
    const SentenceStarts *sentenceStarts() const { return m_sentenceStarts; }
    void shareSentenceStarts(const SentenceStarts &starts) { m_sentenceStarts = &starts; }

private:
    const QString &m_text;
    const Tokens &m_tokens;
    std::vector<std::size_t> m_hashes; ///< one per token; for a token without a hash, 0
    const SentenceStarts *m_sentenceStarts = nullptr;
};

} // namespace Touchline
