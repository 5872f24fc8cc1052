#pragma once

#include "entity.h"
#include "highlightapplier.h"
#include "highlightjob.h"
#include "highlightstyles.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Theme>

#include <QList>
#include <QObject>
#include <QTextBlock>
#include <QTextCharFormat>
#include <QTimer>

#include <functional>
#include <memory>

class QTextDocument;

namespace Touchline {

class HighlightScanner;

/// Highlights a report in two layers: KSyntaxHighlighting's match-report definition (scorelines, minutes,
/// quotes, line-up keywords) first, then the extracted entity mentions on top, in colours taken from the
/// current theme (HighlightStyles).
///
/// The formats are computed off the UI thread and only applied on it. restart() highlights the visible
/// blocks at once, then a HighlightJob scans the whole text on the highlighting threads, in parallel
/// chunks, and lays the mentions over it; the UI thread applies the finished chunks with
/// QTextLayout::setFormats in slices of about 8 ms from the event loop, the visible chunk first
/// (HighlightApplier). The syntax runs are kept, so that new mentions are only laid over them again and
/// only the blocks whose formats change are touched; a new theme re-applies the runs without any
/// scanning. finished() says when the last block is done. The highlighter follows edits of the document
/// (the article is read-only, so only programmatic ones) by highlighting it all again.
class ReportHighlighter : public QObject
{
    Q_OBJECT
public:
    struct Mention {
        TextSpan span;
        EntityType type;
        QString tooltip;
    };

    explicit ReportHighlighter(QTextDocument *document);
    ~ReportHighlighter() override;

    QTextDocument *document() const { return m_document; }
    /// Highlights another document from now on: the text given to beginText() is the new document's, or
    /// will be once it has one (the view fills a long text's document off the UI thread, and the pass
    /// scans the text meanwhile). Without a document, finished chunks wait; textShown() applies them.
    void setDocument(QTextDocument *document);
    /// The syntax definition (from the view's repository); worker threads load the same one by name.
    void setDefinition(const KSyntaxHighlighting::Definition &definition);
    void setTheme(const KSyntaxHighlighting::Theme &theme);
    const KSyntaxHighlighting::Theme &theme() const { return m_styles.theme(); }

    /// Announces the text the document is about to get (setPlainText) with its mentions: the workers start
    /// on it at once, while the UI thread fills the document. Call textShown() once the document has it.
    void beginText(const QString &text, QList<Mention> mentions);
    /// Highlights the visible blocks of the text announced by beginText(); the workers do the rest.
    void textShown();
    /// Tells the highlighter the text just given to the document's setPlainText (after stop()), so that the
    /// workers read it without a copy. Without it (or after an edit), the text is read back from the document.
    void setText(const QString &text);
    /// Replaces the entity layer and restarts the pass, visible blocks first.
    void setMentions(QList<Mention> mentions);
    /// Highlights the visible blocks now (as told by the provider), then every block of the document in
    /// the background.
    void restart();
    /// restart() and finish(): the whole document, synchronously.
    void rehighlight();
    /// Tells the highlighter which blocks are on screen (first, last inclusive); the view sets it.
    void setVisibleBlocksProvider(std::function<std::pair<QTextBlock, QTextBlock>()> provider) { m_visibleBlocks = std::move(provider); }
    /// Stops the pass (the text is about to be replaced).
    void stop();
    /// True while blocks remain to be highlighted.
    bool isHighlighting() const { return m_pending; }
    /// Waits for the workers and applies whatever is left, synchronously (tests, export of formats).
    void finish();
    const QList<Mention> &mentions() const { return m_mentions; }
    /// The mention covering a document position, or nullptr.
    const Mention *mentionAt(int position) const;

    /// The format an entity type is drawn with under the current theme (for the legend).
    QTextCharFormat formatFor(EntityType type) const { return m_styles.formatFor(type); }

signals:
    /// The pass reached the end of the document.
    void finished();

private:
    void onContentsChange(int position, int removed, int added);
    void adoptMentions(QList<Mention> mentions);
    void highlightVisibleBlocks();
    void startJob();
    /// Posted by the workers: hands the finished chunks to the applier and schedules a slice.
    void takeChunks();
    void drainJob();
    void applySlice();
    /// The document's blocks did not match the text: highlight the document's own text (true), or give up.
    bool recoverFromMismatch();
    void complete();
    std::pair<int, int> visibleBlockNumbers() const;

    QTextDocument *m_document;
    mutable HighlightStyles m_styles;
    HighlightApplier m_applier;
    KSyntaxHighlighting::Definition m_definition;
    std::unique_ptr<HighlightScanner> m_scanner; // the UI thread's own, for the visible blocks
    std::function<std::pair<QTextBlock, QTextBlock>()> m_visibleBlocks;

    QString m_text;
    bool m_textKnown = false;        // m_text is what the document holds
    bool m_textFromDocument = false; // m_text was read back from the document
    bool m_ignoreChanges = false;
    QList<HighlightJob::ChunkRuns> m_syntax; // the syntax layer of m_text, by chunk
    bool m_syntaxComplete = false;
    std::shared_ptr<HighlightJob> m_job;
    bool m_jobScans = false;
    struct Mailbox;
    std::shared_ptr<Mailbox> m_mailbox;
    QTimer m_slice;
    QTimer m_restartAfterEdit;
    bool m_pending = false;

    QList<Mention> m_mentions; // sorted by start
    QList<StyledSpan> m_spans; // the same, compact, for the workers
    int m_longestMention = 0;
};

} // namespace Touchline
