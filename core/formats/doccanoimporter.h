#pragma once

#include "annotatedreport.h"
#include "formaterror.h"
#include "labelmapping.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <variant>

namespace Touchline {

/// Reads doccano JSONL exports of span labels, one document per line: {"text": ..., "label": [[start,
/// end, "LABEL"], ...]} (doccano 1.x) or {"text": ..., "entities": [{"start_offset", "end_offset",
/// "label"}, ...]} (newer exports); the name comes from "name", "filename", "file" or "id" (else the line
/// number). Entity labels become entities (one per label and text), SCORE/TIME values, event labels
/// manual events with that evidence. Offsets are code points; offsets outside the text and unknown labels
/// are errors naming the line, never clipped or guessed. Cost: linear in the file.
class DoccanoImporter
{
public:
    static std::variant<QList<AnnotatedReport>, FormatError> parse(const QByteArray &jsonl, const QString &sourceName,
                                                                   const LabelMapping &mapping = {});
};

} // namespace Touchline
