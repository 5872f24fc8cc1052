#pragma once

#include "matchevent.h"

namespace Touchline {

/// An event as one stage found it, before events told twice are merged.
struct EventCandidate {
    enum class Source { Box, Commentary, Narrative };

    MatchEvent event;
    int player = -1;       ///< entity index of event.player, or -1
    int second = -1;       ///< entity index of event.secondPlayer, or -1
    Source source = Source::Narrative;
    int sentence = -1;
    bool negated = false;  ///< described but did not happen ("could have scored")
    bool distinct = false; ///< told as another one of its kind ("his second penalty"): never merged into an earlier one
    bool tallied = false;  ///< one of the goals a count tells ("scored twice"): a distinct one may still be it
};

} // namespace Touchline
