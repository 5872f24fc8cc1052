#pragma once

#include "matchtime.h"
#include "minuteshapes.h"
#include "notedtokens.h"
#include "textspan.h"
#include "token.h"

#include <QList>
#include <QString>

#include <span>

namespace Touchline {

class StringSlices;
class WordHashes;
class WordStarts;
struct Sentence;

/// A minute expression found in text, and what it means.
struct TimeExpression {
    TextSpan span;
    MatchTime time;
};

/// Finds minute expressions in a stretch of text and normalises them: "23rd minute", "on 23 minutes",
/// "after 23 minutes", "23 minutes in", "(23)", "23'", "90+5", "90+5 mins", "59min:", "in the fifth
/// minute of second-half injury time" (90+5), "first-half stoppage time" (45+, length unknown), "on
/// the hour" (60), "with ten minutes left" (80), "seven minutes from time" (83), "seconds after the
/// restart" (46), "two minutes into the second half" (47), word numbers included. Each call scans
/// the text once for the words and shapes the patterns need, then runs only the patterns that can
/// match; patterns compile on first use, once per process.
class TimeExpressionFinder
{
public:
    /// Expressions in `text`; spans are offsets into `text` plus `offset`. Non-overlapping, in order.
    /// Tokenizes the text first.
    static QList<TimeExpression> find(QStringView text, int offset = 0);
    /// The same, faster, from the text's tokens (those of the document the text is part of, at offsets
    /// in it; the text starts at `offset`): the pre-scan reads words where the tokenizer found them.
    /// `starts`, when given, are the text's WordStarts: the patterns are then tried only where one of
    /// their first words starts, not searched for through the whole text.
    static QList<TimeExpression> find(QStringView text, int offset, std::span<const Token> tokens, const WordStarts *starts = nullptr);
    /// The same for a sentence of the text `words` was made from, with its word starts (made from
    /// `words`), worked out only once a rule may run: most sentences pass no rule's cues. `mayHoldScoreline`,
    /// when given, is set false when the sentence holds no number (a token of digits) or no dash ('-' or
    /// '–', a token of its own or inside a word other than one of ASCII letters), which the look that rules
    /// most sentences out tells on the way, and the scan of those it lets on (a digit and a dash anywhere in
    /// them); true otherwise. The expressions' texts are carved from `texts`
    /// when given (one allocation for many), each made a string of its own otherwise. The sentence's tokens that
    /// NotedTokens lists are appended to `noted` when given, read on the same walk.
    static QList<TimeExpression> find(const WordHashes &words, const Sentence &sentence, bool *mayHoldScoreline = nullptr,
                                      StringSlices *texts = nullptr, NotedTokens *noted = nullptr);
    /// The same with every rule's matches found by its pattern, none read by hand (the rules that open with
    /// a numeral are, where the text allows): for tests that check the hand reading finds the same.
    static QList<TimeExpression> findByPatterns(const WordHashes &words, const Sentence &sentence);
    /// The pattern of each rule whose matches are read by hand where the text allows, with its finder: for
    /// tests that check the two find the same.
    static QList<std::pair<QString, MinuteShapes::Finder>> rulesMatchedByHand();
    /// What find() must return, found without its pre-scan: every pattern runs, with Unicode classes.
    /// Slow; for tests that check the pre-scan skips nothing.
    static QList<TimeExpression> findByEveryRule(QStringView text, int offset = 0);
    /// 1..99 from "one".."ninety-nine" and ordinals "first".."ninety-ninth"; -1 otherwise.
    static int wordNumber(QStringView word);
};

} // namespace Touchline
