#include "codepoints.h"

#include <algorithm>

namespace Touchline {

CodePointIndex::CodePointIndex(const QString &text)
    : m_utf16Length(int(text.size()))
{
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i).isHighSurrogate() && text.at(i + 1).isLowSurrogate()) {
            m_surrogatePairStarts.append(i);
            ++i;
        }
    }
    m_codePointCount = m_utf16Length - int(m_surrogatePairStarts.size());
}

int CodePointIndex::toCodePoint(int utf16Offset) const
{
    // Each surrogate pair that ends before the offset counts one code point fewer.
    const auto pairsBefore = std::lower_bound(m_surrogatePairStarts.begin(), m_surrogatePairStarts.end(), utf16Offset)
        - m_surrogatePairStarts.begin();
    return utf16Offset - int(pairsBefore);
}

int CodePointIndex::toUtf16(int codePoint) const
{
    if (codePoint < 0 || codePoint > m_codePointCount)
        return -1;
    // The k-th pair (0-based) starts at code point m_surrogatePairStarts[k] - k.
    int low = 0;
    int high = int(m_surrogatePairStarts.size());
    while (low < high) {
        const int mid = (low + high) / 2;
        if (m_surrogatePairStarts.at(mid) - mid < codePoint)
            low = mid + 1;
        else
            high = mid;
    }
    return codePoint + low;
}

} // namespace Touchline
