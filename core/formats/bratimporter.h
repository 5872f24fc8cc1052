#pragma once

#include "annotationset.h"
#include "formaterror.h"
#include "labelmapping.h"

#include <QByteArray>
#include <QString>

#include <variant>

namespace Touchline {

/// Reads brat standoff (.ann against its .txt) into an AnnotationSet: T lines become entity mentions,
/// score/time mentions or event evidence; E lines events (roles Scorer/Player/PlayerOn → player,
/// Assist/Keeper/PlayerOff → second player, Team, Reviewed); A lines Minute and Status; Touchline's own
/// AnnotatorNotes restore ids and the fields brat lacks. Labels go through a LabelMapping: unknown labels
/// are all reported in one error (with the line of the first), as are offsets outside the text or whose
/// text differs from the .ann's — never clipped. R, N and other lines are skipped with a warning.
/// Offsets in the .ann are code points. Cost: linear in the file.
class BratImporter
{
public:
    static std::variant<AnnotationSet, FormatError> parse(const QByteArray &ann, const QString &text, const QString &sourceName,
                                                          const LabelMapping &mapping = {});
};

} // namespace Touchline
