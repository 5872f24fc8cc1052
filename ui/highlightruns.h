#pragma once

#include "entity.h"

#include <QList>
#include <QString>

#include <span>

namespace Touchline {

/// Style ids of the highlighting layers: 0 is unformatted, then the syntax definition's formats (in the
/// order HighlightFormatRegistry first saw them), then one per entity type. HighlightStyles turns them
/// into QTextCharFormats for a theme.
namespace HighlightStyle {
inline constexpr quint16 none = 0;
inline constexpr quint16 entityBase = 0x8000;
inline constexpr quint16 syntax(int formatIndex) { return quint16(formatIndex + 1); }
inline constexpr quint16 entity(EntityType type) { return quint16(entityBase + int(type)); }
inline constexpr bool isEntity(quint16 style) { return style >= entityBase; }
inline constexpr EntityType entityType(quint16 style) { return EntityType(style - entityBase); }
inline constexpr int syntaxIndex(quint16 style) { return int(style) - 1; }
} // namespace HighlightStyle

/// One formatted range of a block, relative to the block's start.
struct HighlightRun {
    int start = 0;
    int length = 0;
    quint16 style = HighlightStyle::none;
    friend bool operator==(const HighlightRun &, const HighlightRun &) = default;
};

/// A line of a plain text as QTextDocument makes it a block: where it starts in the source text, where
/// the block starts in the document (they differ after a "\r\n", which the document keeps as one
/// separator) and its length without the separator.
struct TextLine {
    int textStart = 0;
    int position = 0;
    int length = 0;
};

/// Splits a plain text into lines exactly as QTextDocument::setPlainText splits it into blocks ("\n",
/// "\r\n", "\r", U+2029 and the frame markers U+FDD0/U+FDD1 end a block; U+2028 does not). Cost: one
/// pass over the text.
QList<TextLine> splitIntoBlocks(QStringView text);

/// An entity (or value) mention in document positions, with its style.
struct StyledSpan {
    int start = 0;
    int end = 0;
    quint16 style = HighlightStyle::none;
};

/// The formatted runs of consecutive blocks [firstBlock, firstBlock + blockCount()), with each block's
/// length so that the applier can check that the document still has the same blocks. Immutable once
/// built, shared between the worker that builds it and the UI thread that applies it.
class BlockRuns
{
public:
    explicit BlockRuns(int firstBlock = 0)
        : m_firstBlock(firstBlock)
    {
    }

    int firstBlock() const { return m_firstBlock; }
    int blockCount() const { return int(m_lengths.size()); }
    int lengthOf(int index) const { return m_lengths.at(index); }
    std::span<const HighlightRun> runsOf(int index) const
    {
        return std::span<const HighlightRun>(m_runs.constData() + m_offsets.at(index), m_runs.constData() + m_offsets.at(index + 1));
    }
    qsizetype runCount() const { return m_runs.size(); }

    /// Appends the next block; `runs` must be sorted and not overlap.
    void append(int length, std::span<const HighlightRun> runs);

private:
    int m_firstBlock;
    QList<int> m_lengths;
    QList<int> m_offsets{0};
    QList<HighlightRun> m_runs;
};

/// Lays the mentions over a block's syntax runs: inside a mention its style replaces the syntax style,
/// and where mentions overlap the later one (in `mentions` order) wins, as successive setFormat calls
/// would. `mentions` are sorted by start; `scratch` is reused between calls. Cost: O(block length) when
/// a mention touches the block, O(runs) otherwise.
void layerMentions(const TextLine &line, std::span<const HighlightRun> syntax, std::span<const StyledSpan> mentions,
                   QList<quint16> &scratch, QList<HighlightRun> &out);

/// The mentions that may touch [start, end): from the first one ending after `start` (mentions are sorted
/// by start and at most `maxLength` long) to the last one starting before `end`.
std::span<const StyledSpan> mentionsAround(std::span<const StyledSpan> mentions, int start, int end, int maxLength);

} // namespace Touchline
