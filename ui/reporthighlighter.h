#pragma once

#include "entity.h"

#include <KSyntaxHighlighting/SyntaxHighlighter>

#include <QHash>
#include <QList>
#include <QTextBlock>
#include <QTextCharFormat>
#include <QTimer>

#include <functional>

namespace Touchline {

/// Highlights a report in two layers: KSyntaxHighlighting's match-report definition (scorelines, minutes,
/// quotes, line-up keywords) first, then the extracted entity mentions on top, in colours taken from the
/// current theme so that light and dark themes both stay readable. Cost: per block, the definition's
/// rules plus a binary search into the sorted mention list.
///
/// Highlighting is incremental: the highlighter does not follow the document's changes (the text is
/// read-only and replaced whole), so setting a 10 MB text costs no highlighting at all. After a new text,
/// new mentions or a new theme, restart() highlights the given (visible) blocks at once and the rest of
/// the document in slices of about 12 ms from the event loop, in document order, so the window stays
/// responsive; finished() says when the last block is done.
class ReportHighlighter : public KSyntaxHighlighting::SyntaxHighlighter
{
    Q_OBJECT
public:
    struct Mention {
        TextSpan span;
        EntityType type;
        QString tooltip;
    };

    explicit ReportHighlighter(QTextDocument *document);

    /// Replaces the entity layer and restarts the incremental pass (from the first block).
    void setMentions(QList<Mention> mentions);
    /// Highlights the visible blocks now (as told by the provider), then every block of the document in
    /// time slices from the event loop.
    void restart();
    /// Tells the highlighter which blocks are on screen (first, last inclusive); the view sets it.
    void setVisibleBlocksProvider(std::function<std::pair<QTextBlock, QTextBlock>()> provider) { m_visibleBlocks = std::move(provider); }
    /// Stops the incremental pass (the text is about to be replaced).
    void stop();
    /// True while blocks remain to be highlighted.
    bool isHighlighting() const { return m_pending; }
    /// Highlights whatever is left, synchronously (tests, export of formats).
    void finish();
    const QList<Mention> &mentions() const { return m_mentions; }
    /// The mention covering a document position, or nullptr.
    const Mention *mentionAt(int position) const;

    void setTheme(const KSyntaxHighlighting::Theme &theme) override;
    /// The format an entity type is drawn with under the current theme (for the legend).
    QTextCharFormat formatFor(EntityType type) const;

signals:
    /// The incremental pass reached the end of the document.
    void finished();

protected:
    void highlightBlock(const QString &text) override;

private:
    void rebuildFormats();
    void highlightSlice();
    /// Highlights blocks from `block` on until `budgetMs` is spent (negative: no limit); returns the next one.
    QTextBlock highlightRun(QTextBlock block, const QTextBlock &stopAt, qint64 budgetMs);

    std::function<std::pair<QTextBlock, QTextBlock>()> m_visibleBlocks;
    QTimer m_slice;
    int m_nextBlock = 0;   // block number the next slice starts at
    bool m_pending = false;

    QList<Mention> m_mentions; // sorted by start
    QHash<int, QTextCharFormat> m_formats;
};

} // namespace Touchline
