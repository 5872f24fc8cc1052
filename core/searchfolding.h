#pragma once

#include <QString>

namespace Touchline {

/// Text as the filters compare it: case-folded and without accents, so that a reader who types "ozil",
/// "OZIL" or "Özil" finds Özil, and "odegaard" finds Ødegaard. Accents go with Unicode's canonical
/// decomposition (NFD, then the non-spacing marks dropped); the Latin letters that do not decompose
/// (ø, ł, đ, ı, æ, œ, ß, þ, ð, ħ) are spelt as in ASCII. Search both the text and what is typed folded
/// alike, case-sensitively.
QString searchFolded(const QString &text);

} // namespace Touchline
