#pragma once

#include <QList>
#include <QString>

namespace Touchline {

/// Converts offsets between UTF-16 code units (QString, QTextDocument, TextSpan) and Unicode code points
/// (every exported format). Built once per text in one pass; each conversion is then O(log n).
class CodePointIndex
{
public:
    explicit CodePointIndex(const QString &text);

    int toCodePoint(int utf16Offset) const;
    /// Returns -1 when `codePoint` is past the end of the text.
    int toUtf16(int codePoint) const;
    int codePointCount() const { return m_codePointCount; }

private:
    QList<int> m_surrogatePairStarts; // UTF-16 offsets of the high surrogates, ascending
    int m_utf16Length = 0;
    int m_codePointCount = 0;
};

} // namespace Touchline
