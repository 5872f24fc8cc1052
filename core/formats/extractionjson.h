#pragma once

#include "annotationset.h"

#include <QJsonObject>

#include <optional>

namespace Touchline {

class JsonWriter;

/// The JSON that `touchline-cli extract` prints for one report: a flat list of entity mentions
/// (`type`, `text`, `start`, `end`, `canonical`, `team`) and the events (`type`, `minute`, `period`,
/// `player`, `second_player`, `team`, `detail`, `score`, `evidence`, `confidence`, `status`), plus
/// `warnings`, and the SCORE and TIME mentions in `values` (`type`, `text`, `start`, `end`, `value`). Offsets are Unicode code points into the document's text (`"offsets": "codepoints"`).
///
/// Writes the object straight to `out` (the CLI's fast path), members in alphabetical order as
/// QJsonObject keeps them; `path`, when given, is written as the `path` member.
void writeExtractionJson(JsonWriter &out, const AnnotationSet &annotations, const QString &text,
                         const std::optional<QString> &path = std::nullopt);

/// The `warnings` array both formats write: objects with `code` and `message`.
void writeAnnotationWarnings(JsonWriter &out, const QList<AnnotationWarning> &warnings);

/// The same object as a QJsonObject, for callers that want to edit it; parsed from writeExtractionJson().
QJsonObject extractionToJson(const AnnotationSet &annotations, const QString &text);

} // namespace Touchline
