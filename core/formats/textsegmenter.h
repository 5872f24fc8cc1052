#pragma once

#include "textspan.h"

#include <QList>
#include <QString>

namespace Touchline {

/// A small tokeniser and sentence splitter for the exports that need tokens (CoNLL). Tokens are runs of
/// letters and digits (with inner apostrophes, hyphens, '+' and ':' as in "O'Neil", "2-1", "45+2"), or a
/// single other character (an emoji is one token); whitespace is never part of a token. Sentences end
/// after . ! ? … (not after an initial or a common abbreviation) when the next token starts a sentence,
/// and at every line break. Independent of the extractor's tokenizer on purpose: exports must not change
/// when extraction rules do. Cost: one pass over the text.
class TextSegmenter
{
public:
    /// Sentences, each a non-empty list of token spans (UTF-16), in text order.
    static QList<TextSpans> sentences(const QString &text);
    static TextSpans tokens(const QString &text);
};

} // namespace Touchline
