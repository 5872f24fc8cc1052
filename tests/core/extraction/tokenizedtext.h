#pragma once

#include "sentencesplitter.h"
#include "token.h"
#include "wordhashes.h"

#include <QList>
#include <QString>

#include <vector>

namespace Touchline::Test {

/// A text as the extractor prepares it before its stages: tokens with the tokenizer's word hashes,
/// sentences, and the WordHashes the stages read. Kept in place (WordHashes refers to the text and the
/// tokens), so neither copied nor moved; the text must outlive it.
class TokenizedText
{
public:
    explicit TokenizedText(const QString &text)
        : tokens(Tokenizer::tokenize(text, m_hashes))
        , sentences(SentenceSplitter::split(text, tokens))
        , words(text, tokens, std::move(m_hashes))
    {
    }
    TokenizedText(const TokenizedText &) = delete;
    TokenizedText &operator=(const TokenizedText &) = delete;

private:
    std::vector<std::size_t> m_hashes; // filled by the tokenizer, then handed to `words`: declared first

public:
    Tokens tokens;
    QList<Sentence> sentences;
    const WordHashes words;
};

} // namespace Touchline::Test
