#pragma once

#include "extractioncontext.h"
#include "regex.h"

namespace Touchline {

/// Works out the result: which team is at home, the final score the report states ("won 3-1",
/// "a 1-1 draw", "Match ends, A 1, B 1", "beat X 2-0" told away-first), the running score after each
/// goal, and a FULL_TIME event carrying the final score. Where the goals found do not add up to the
/// stated result it adds a warning ("2 goals found for Tottenham, the result says 1").
class ScoreCheck
{
public:
    /// `home` and `away` are team entity indexes already known (line-ups, commentary), or -1. Leaves the
    /// events sorted (AnnotationSet::sortEvents).
    static void apply(ExtractionContext &context, int home, int away);

    /// Teams playing, when no line-up says: the two most mentioned teams, home decided by "at X",
    /// "X v Y" or "X n-m Y". Returns entity indexes, -1 when unknown.
    static std::pair<int, int> guessSides(const ExtractionContext &context, int home, int away);

    /// Whether the text tells of a shoot-out ("shoot-out", "on penalties", "sudden death"...): whether
    /// shootOutPattern() matches in the whole text, found by anchored tries where the words that can
    /// open a phrase start. `tokens` are the text's (Tokenizer::tokenize).
    static bool mentionsShootOut(QStringView text, const Tokens &tokens);
    /// The same, for the text and tokens `words` was made from: the words that may open a phrase are
    /// told by their hashes, where their letters were read.
    static bool mentionsShootOut(const WordHashes &words);
    /// The same from the tokens noted for the later stages (complete), where the words' hashes were read again.
    static bool mentionsShootOut(const WordHashes &words, const NotedTokens &noted);
    static const Regex &shootOutPattern();
    /// "2 goals found for Tottenham, the result says 1": the warning when the goals found for a side do not
    /// add up to the stated result. The text "%1 goal%2 found for %3, the result says %4" filled in by
    /// QString::arg() gives, built in one go (the arg() calls read the text four times).
    static QString mismatchMessage(const QString &team, int found, int said);
    /// "2 more goals found without a team: …": told beside a mismatch, whose counts leave out goals whose
    /// scorer's side is not known.
    static QString unassignedMessage(int goals);
    /// Whether a line reads "Valmora – Estovia 3-1 (1-1)", as continental box scores give the result: the
    /// first name (ending at token `firstEnd`) opens the line, a dash parts it from the second (tokens
    /// [`secondStart`, `secondEnd`)), and the score, the half-time score in brackets or not, ends the line.
    /// Returns the token of the score's first number, or -1.
    static int dashedPairScoreAt(const ExtractionContext &context, const Sentence &sentence, int firstStart, int firstEnd, int secondStart, int secondEnd);
    /// What the text before a team's name holds when the team is away: "at", "a trip to" (guessSides).
    static const Regex &atTeamPattern();
};

} // namespace Touchline
