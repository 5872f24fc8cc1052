#pragma once

#include "eventcandidate.h"
#include "extractioncontext.h"
#include "timeexpressionfinder.h"

#include <span>

namespace Touchline {

/// Small helpers the event stages share to fill an EventCandidate from mentions and minutes.
namespace EventBuilder {

/// A candidate of `type` whose evidence is the whole sentence.
EventCandidate make(EventType type, const ExtractionContext &context, int sentence, EventCandidate::Source source);
/// Sets the player (and, unless given, the team) from a person mention.
void setPlayer(EventCandidate &candidate, const ExtractionContext &context, const RawMention &mention);
void setSecondPlayer(EventCandidate &candidate, const ExtractionContext &context, const RawMention &mention);
/// The display name of a TEAM entity by index, or of the team a person entity plays for.
QString teamName(const ExtractionContext &context, int entityIndex);
/// Person mentions (players, managers, referees) whose first token lies in [firstToken, endToken).
QList<const RawMention *> peopleIn(const ExtractionContext &context, int firstToken, int endToken);
/// The same into `people` (cleared first): a caller asking for every sentence reuses one list's memory.
void peopleIn(const ExtractionContext &context, int firstToken, int endToken, QList<const RawMention *> &people);
/// The minute expressions of a sentence, with absolute spans.
QList<TimeExpression> timesIn(const ExtractionContext &context, int sentence);

/// The mentions of token ranges asked in text order, sentence after sentence: each run of the mention
/// list is found by walking on from where the last one ended, where a search of the whole list for
/// every sentence cost more than the walk. Asked out of order, it searches again and answers the same.
class MentionWalk
{
public:
    explicit MentionWalk(const ExtractionContext &context)
        : m_context(context)
    {
    }
    /// The mentions (of every type) whose first token lies in [firstToken, endToken), in order.
    std::span<const RawMention> mentionsIn(int firstToken, int endToken);
    /// peopleIn(context, firstToken, endToken, people); returns the mentions read (mentionsIn), for a caller
    /// that reads the range's other mentions too and need not walk it again.
    std::span<const RawMention> peopleIn(int firstToken, int endToken, QList<const RawMention *> &people);

private:
    const ExtractionContext &m_context;
    int m_lastFirst = 0;  ///< the first token last asked about
    qsizetype m_next = 0; ///< the first mention whose first token is at or after m_lastFirst
};

} // namespace EventBuilder

} // namespace Touchline
