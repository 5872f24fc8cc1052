#pragma once

#include "extractioncontext.h"

#include <QList>

namespace Touchline {

/// Reads the kicks of a penalty shoot-out told in prose, clause by clause: "Oduya scored the first, and Pryce
/// replied.", "Yeates, still thinking about that appeal, saw his effort saved by Oosthuizen; Maddock converted.",
/// "Pardoe dived to save from Järvinen", "Quiroga and Asante-Boateng were both successful", "Brandt-Hughes scored,
/// as did Kowalczyk", "Ela Bacale and Nchama Bibang scored the first two kicks, matched by Ntsane and Sithebe". A clause tells a kick by its words (scored, converted, levelled, sent ... the wrong way; saved,
/// struck the crossbar, blazed, kept out ...'s effort); its taker is the one named as acting, or, for a save, the
/// one saved from or whose effort it was; a clause naming nobody takes the name a clause before it left without a
/// verb ("Serrano, so unlucky in normal time, clipped the crossbar"). Asked only of a shoot-out's sentences: these
/// words tell other things elsewhere.
class ShootOutKickReader
{
public:
    struct Kick {
        const RawMention *taker = nullptr;
        bool scored = false;
        const RawMention *keeper = nullptr; ///< who saved it, when the clause names him acting ("Pope saved McBurnie's effort")
    };
    /// The kicks sentence `sentence` tells, in the order told.
    static QList<Kick> read(const ExtractionContext &context, int sentence);
};

} // namespace Touchline
