#pragma once

#include "highlightruns.h"

#include <QElapsedTimer>
#include <QList>
#include <QMap>
#include <QTextBlock>

#include <memory>

class QTextDocument;

namespace Touchline {

class HighlightStyles;

/// Puts computed runs into a document's blocks, on the UI thread: QTextLayout::setFormats per block
/// (formats from the style table, shared, never built per range), which drops the block's lines so that
/// it is laid out again when shown, then one markContentsDirty over the changed blocks that are on
/// screen, so that the view repaints them (repainting for blocks off screen would cost a full repaint
/// per slice for nothing). Chunks are applied in time-bounded slices, the ones on screen first; a block
/// whose runs have not changed since they were last applied is skipped, so that a change of mentions
/// costs only the blocks it touches.
class HighlightApplier
{
public:
    using ChunkRuns = std::shared_ptr<const BlockRuns>;

    HighlightApplier(QTextDocument *document, HighlightStyles *styles);

    /// Forgets what was applied and what is queued (the document has a new text).
    void reset();
    /// Applies to another document from now on, which holds (or will hold) the text of the queued chunks:
    /// what was applied to the old one is forgotten, the queue stays. Without a document, apply() must
    /// not be called.
    void setDocument(QTextDocument *document);
    /// Queues chunk `index` (replacing a queued version of it).
    void submit(int index, ChunkRuns runs);
    /// Queues every chunk applied so far again, to be applied even where unchanged (a new theme).
    void reapplyAll();
    /// Applies queued chunks, those holding blocks [firstVisible, lastVisible] first, until `budgetNs`
    /// is spent (negative: everything). Returns true when nothing is left.
    bool apply(int firstVisible, int lastVisible, qint64 budgetNs);
    bool hasPending() const { return !m_pending.isEmpty(); }
    /// Applies runs to one block at once, out of turn (the visible blocks of a new pass); the chunk holding
    /// it is applied there even if unchanged.
    void applyOutOfTurn(const QTextBlock &block, std::span<const HighlightRun> runs);
    /// Marks blocks [first, last] for repainting after applyOutOfTurn.
    void markDirty(const QTextBlock &first, const QTextBlock &last);
    /// True once a block did not have the length its runs were computed for: the document does not hold
    /// the text that was highlighted.
    bool mismatched() const { return m_mismatched; }

private:
    struct Pending {
        ChunkRuns runs;
        int next = 0;
        bool force = false;
    };
    int pickChunk(int firstVisible, int lastVisible) const;
    /// Applies chunk `index` from where it stopped; returns true when it is complete.
    bool applyChunk(int index, Pending &pending, std::pair<int, int> visible, qint64 deadlineNs, const QElapsedTimer &clock);
    void setFormats(const QTextBlock &block, std::span<const HighlightRun> runs);
    /// True if a block of [first, last] was applied out of turn and not by its chunk since.
    bool outOfTurn(int first, int last) const;
    /// Blocks [first, last] now hold their chunk's runs again.
    void forgetOutOfTurn(int first, int last);

    QTextDocument *m_document;
    HighlightStyles *m_styles;
    QList<ChunkRuns> m_applied;
    QMap<int, Pending> m_pending;
    QList<std::pair<int, int>> m_outOfTurn; // block ranges applied by applyOutOfTurn, not by their chunk since
    QList<QTextLayout::FormatRange> m_ranges; // reused
    bool m_mismatched = false;
};

} // namespace Touchline
