#include "codepoints.h"

#include <algorithm>

namespace Touchline {

CodePointIndex::CodePointIndex(const QString &text)
    : m_utf16Length(int(text.size()))
{
    // Raw units and one masked compare each: nearly every unit of a report is no surrogate, and QChar's
    // two tests a unit made this loop a twentieth of the CLI's time writing a report's JSON.
    const char16_t *const units = QStringView(text).utf16();
    const int last = m_utf16Length - 1;
    for (int i = 0; i < last; ++i) {
        if ((units[i] & 0xFC00) == 0xD800 && (units[i + 1] & 0xFC00) == 0xDC00) [[unlikely]] {
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
