#pragma once

#include "textspan.h"
#include "token.h"

namespace Touchline {

/// A sentence (or a line of a line-up box) as a range of tokens and of text.
struct Sentence {
    int firstToken = 0;
    int endToken = 0;   ///< one past the last token
    TextSpan span;
    int paragraph = 0;  ///< index of the blank-line separated block it belongs to
};

/// Splits tokens into sentences: at . ! ? followed by a capital (even without a space, as in
/// reports whose paragraph breaks were lost), at line breaks, and never after abbreviations
/// ("Mr.", "St.", "v.", "No.") or initials ("N. Williams"). Closing quotes stay with their sentence.
/// Marks each sentence's first word with Token::SentenceStart. Linear in the number of tokens.
class SentenceSplitter
{
public:
    static QList<Sentence> split(const QString &text, Tokens &tokens);
};

} // namespace Touchline
