#include "textscan.h"

#include "wordtable.h"

namespace Touchline::TextScan {

bool mayHoldScoreline(QStringView text)
{
    const auto digitNear = [&text](qsizetype at, int step) {
        for (int k = 1; k <= 2; ++k) {
            const qsizetype i = at + k * step;
            if (i < 0 || i >= text.size())
                return false;
            if (text.at(i).isDigit() || text.at(i).isSurrogate())
                return true;
        }
        return false;
    };
    for (const char16_t dash : {u'-', u'–'}) {
        for (qsizetype at = text.indexOf(QChar(dash)); at >= 0; at = text.indexOf(QChar(dash), at + 1)) {
            if (digitNear(at, -1) && digitNear(at, +1))
                return true;
        }
    }
    return false;
}

bool foldedAt(QStringView text, qsizetype at, std::u16string_view needle)
{
    if (at < 0 || at + qsizetype(needle.size()) > text.size())
        return false;
    for (std::size_t i = 0; i < needle.size(); ++i) {
        if (foldedLetter(text.at(at + qsizetype(i)).unicode()) != needle[i])
            return false;
    }
    return true;
}

} // namespace Touchline::TextScan
