#pragma once

#include "extractioncontext.h"

namespace Touchline {

/// Reads who committed the foul or handball a sentence tells: the player a penalty is given against.
/// "went down under Vidmar's late challenge", "after a challenge from Setouchi's Takumi Enomoto", "after a contact
/// with Ledesma", "to review a Moriarty handball", "Feldkamp clipped Esteves' heels", "ruled that Cuevas had handled",
/// "it hit Lindelof on the arm", "was brought down by Kerr", "a penalty for handball against Ferreyra".
/// The victim of the foul is never the one read: "Rezende went down", "Esteves' heels".
class FoulReader
{
public:
    /// The first player sentence `sentence` tells committing a foul, or nullptr.
    static const RawMention *offenderIn(const ExtractionContext &context, int sentence);
};

} // namespace Touchline
