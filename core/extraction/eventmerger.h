#pragma once

#include "eventcandidate.h"
#include "extractioncontext.h"

namespace Touchline {

/// Merges the candidates of all stages into the report's events: one real event told several times
/// (line-up box, commentary, lede, body) becomes one event with several evidence spans. Candidates
/// merge when their types are compatible (a goal and a penalty goal; a red card and a second yellow),
/// their players are the same person and their minutes agree or one is unknown; the more specific
/// type and the first known minute win. Structured sources (boxes, commentary) are merged first.
class EventMerger
{
public:
    static QList<MatchEvent> merge(const ExtractionContext &context, QList<EventCandidate> candidates);
};

} // namespace Touchline
