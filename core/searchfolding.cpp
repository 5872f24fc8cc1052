#include "searchfolding.h"

#include <algorithm>

namespace Touchline {

namespace {

// The ASCII spelling of a case-folded letter that has no canonical decomposition, or null.
const char *asciiSpelling(char16_t unit)
{
    switch (unit) {
    case u'ø': return "o";
    case u'ł': return "l";
    case u'đ': return "d";
    case u'ð': return "d";
    case u'ı': return "i";
    case u'ħ': return "h";
    case u'æ': return "ae";
    case u'œ': return "oe";
    case u'þ': return "th";
    case u'ß': return "ss"; // QString's folding is one letter for one: ß stays
    default: return nullptr;
    }
}

} // namespace

QString searchFolded(const QString &text)
{
    QString folded = text.toCaseFolded();
    const bool ascii = std::all_of(folded.cbegin(), folded.cend(), [](QChar c) { return c.unicode() < 0x80; });
    if (ascii)
        return folded; // most of a library: no decomposition to make
    const QString decomposed = folded.normalized(QString::NormalizationForm_D);
    folded.clear();
    folded.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        if (const char *spelling = asciiSpelling(c.unicode()))
            folded += QLatin1StringView(spelling);
        else
            folded += c;
    }
    return folded.toCaseFolded(); // İ decomposed is a capital I and its dot
}

} // namespace Touchline
