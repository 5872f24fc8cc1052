#include "highlightruns.h"

#include <algorithm>

namespace Touchline {

QList<TextLine> splitIntoBlocks(QStringView text)
{
    QList<TextLine> lines;
    lines.reserve(text.size() / 64 + 1);
    int lineStart = 0;
    int collapsed = 0; // "\r\n" pairs so far: the document keeps each as one separator
    const int size = int(text.size());
    const char16_t *data = text.utf16();
    for (int i = 0; i < size; ++i) {
        const char16_t c = data[i];
        // Cheap reject first: every separator is either below 0x20 or at least U+2029.
        if ((c > u'\r' && c < 0x2029) || (c < u'\r' && c != u'\n'))
            continue;
        if (c != u'\n' && c != u'\r' && c != 0x2029 && c != 0xFDD0 && c != 0xFDD1)
            continue;
        lines.append({lineStart, lineStart - collapsed, i - lineStart});
        if (c == u'\r' && i + 1 < size && data[i + 1] == u'\n') {
            ++i;
            ++collapsed;
        }
        lineStart = i + 1;
    }
    lines.append({lineStart, lineStart - collapsed, size - lineStart});
    return lines;
}

void BlockRuns::append(int length, std::span<const HighlightRun> runs)
{
    m_lengths.append(length);
    for (const HighlightRun &run : runs)
        m_runs.append(run);
    m_offsets.append(int(m_runs.size()));
}

std::span<const StyledSpan> mentionsAround(std::span<const StyledSpan> mentions, int start, int end, int maxLength)
{
    auto first = std::lower_bound(mentions.begin(), mentions.end(), start - maxLength,
                                  [](const StyledSpan &m, int pos) { return m.start < pos; });
    while (first != mentions.end() && first->start < end && first->end <= start)
        ++first;
    auto last = std::lower_bound(first, mentions.end(), end, [](const StyledSpan &m, int pos) { return m.start < pos; });
    return {first, last};
}

void layerMentions(const TextLine &line, std::span<const HighlightRun> syntax, std::span<const StyledSpan> mentions,
                   QList<quint16> &scratch, QList<HighlightRun> &out)
{
    out.clear();
    const int lineEnd = line.position + line.length;
    bool touched = false;
    for (const StyledSpan &m : mentions) {
        if (m.end > line.position && m.start < lineEnd) {
            touched = true;
            break;
        }
    }
    if (!touched) {
        for (const HighlightRun &run : syntax)
            out.append(run);
        return;
    }
    // One style per character, then back to runs: simple, and exactly what successive setFormat calls do.
    scratch.fill(HighlightStyle::none, line.length);
    quint16 *styles = scratch.data();
    for (const HighlightRun &run : syntax)
        std::fill(styles + run.start, styles + run.start + run.length, run.style);
    for (const StyledSpan &m : mentions) {
        const int from = std::max(m.start, line.position) - line.position;
        const int to = std::min(m.end, lineEnd) - line.position;
        if (to > from)
            std::fill(styles + from, styles + to, m.style);
    }
    for (int i = 0; i < line.length;) {
        const quint16 style = styles[i];
        int j = i + 1;
        while (j < line.length && styles[j] == style)
            ++j;
        if (style != HighlightStyle::none)
            out.append({i, j - i, style});
        i = j;
    }
}

} // namespace Touchline
