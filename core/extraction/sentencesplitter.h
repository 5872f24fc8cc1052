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
/// Marks each sentence's first word with Token::SentenceStart, and a live blog entry's first word after its minute. Linear in the number of tokens.
/// Text that goes on for more than longestSentence characters without ending a sentence is cut after
/// its last comma, semicolon, colon or dash (or between two tokens when there is none).
class SentenceSplitter
{
public:
    /// Far above any real sentence (the dev reports' longest is about 400 characters).
    static constexpr int longestSentence = 1000;

    static QList<Sentence> split(const QString &text, Tokens &tokens);
};

} // namespace Touchline
