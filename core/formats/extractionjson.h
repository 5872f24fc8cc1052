#pragma once

#include "annotationset.h"

#include <QJsonObject>

namespace Touchline {

/// The JSON that `touchline-cli extract` prints for one report: a flat list of entity mentions
/// (`type`, `text`, `start`, `end`, `canonical`, `team`) and the events (`type`, `minute`, `period`,
/// `player`, `second_player`, `team`, `detail`, `score`, `evidence`, `confidence`, `status`), plus
/// `warnings`, and the SCORE and TIME mentions in `values` (`type`, `text`, `start`, `end`, `value`). Offsets are Unicode code points into the document's text (`"offsets": "codepoints"`).
QJsonObject extractionToJson(const AnnotationSet &annotations, const QString &text);

} // namespace Touchline
