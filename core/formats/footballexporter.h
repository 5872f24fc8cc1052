#pragma once

#include "annotatedreport.h"

#include <QJsonObject>

namespace Touchline {

/// Match events in the shape of StatsBomb open data where StatsBomb has them: `period`, `minute`
/// (elapsed, so 45+2 is minute 47 of period 1), `second` (0: reports do not give seconds), `type.name`
/// Shot (goals and penalties, with `shot.outcome.name` Goal / Saved / Post / Off T and `shot.type.name`
/// Penalty or Open Play), Own Goal Against, Foul Committed with `foul_committed.card.name` Yellow Card /
/// Second Yellow / Red Card, Substitution (player = the one going off, `substitution.replacement`),
/// Injury Stoppage, Half End; plus what those schemas lack under `touchline`: VAR reviews (type "VAR
/// Review"), disallowed goals (type "Disallowed Goal", never a Shot with outcome Goal), the minute as
/// written, assists, status, confidence and evidence. Rejected events are left out. Cost: linear.
class FootballExporter
{
public:
    static QJsonObject write(const AnnotatedReport &report);
};

} // namespace Touchline
