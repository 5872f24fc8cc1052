#pragma once

#include "eventcandidate.h"
#include "extractioncontext.h"
#include "timeexpressionfinder.h"

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

} // namespace EventBuilder

} // namespace Touchline
