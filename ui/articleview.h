#pragma once

#include "plaintextdocumentbuilder.h"
#include "reporthighlighter.h"

#include <KSyntaxHighlighting/Repository>

#include <QPlainTextEdit>
#include <QTextBlock>

namespace Touchline {

/// The report as the user reads it: read-only, highlighted by KSyntaxHighlighting's match-report
/// definition with the entity mentions layered on top. Owns its highlighter; the theme repository is
/// passed in so that every view shares one.
///
/// A long text (see setBackgroundFillThreshold) is put into a new document on a worker thread, which is
/// swapped in when full: until then the view is empty, with a placeholder, and mentions or spans given
/// meanwhile wait for the text.
class ArticleView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit ArticleView(KSyntaxHighlighting::Repository *repository, QWidget *parent = nullptr);

    /// Shows a new text with its mentions: the mentions are set first and the text is highlighted once,
    /// the visible part at once and the rest incrementally (see ReportHighlighter). A long text arrives
    /// later (textArrived()).
    void setReportText(const QString &text, QList<ReportHighlighter::Mention> mentions = {});
    /// As setReportText(), for a text whose mentions come later, from setMentions(): a long one is not
    /// highlighted until they come (its document is filled meanwhile), so that it is scanned once.
    void setLongReportText(const QString &text);
    /// True while a long text given to setReportText() is being put into its document.
    bool isFillingText() const { return m_filler->isBuilding(); }
    /// The text the document holds, as given to setReportText() (a character a position, as in the
    /// document), without QTextDocument's copy of it; empty while a long one is being filled in.
    QStringView shownText() const { return isFillingText() ? QStringView() : QStringView(m_text); }
    /// Texts of at least this many characters are put into their document off the UI thread.
    void setBackgroundFillThreshold(qsizetype characters) { m_backgroundFillThreshold = characters; }
    /// Whether a text of `characters` would be put into its document off the UI thread (and shown later).
    bool fillsInBackground(qsizetype characters) const { return characters >= m_backgroundFillThreshold; }
    /// Replaces the mentions of the current text; rehighlights the visible part first.
    void setMentions(QList<ReportHighlighter::Mention> mentions);
    void setTheme(const KSyntaxHighlighting::Theme &theme);
    ReportHighlighter *highlighter() const { return m_highlighter; }
    /// Selects the first span, marks all of them, and scrolls them into view (an event's evidence, an
    /// entity's mentions). Only the marks on and near the screen are the view's extra selections at any
    /// time (see markedSpans()): they follow scrolling, so thousands of spans cost no more than a few.
    void showSpans(const TextSpans &spans);
    /// Every span marked by showSpans(), in order of position.
    const TextSpans &markedSpans() const { return m_marked; }
    /// The selection as a span, or an empty span at the cursor.
    TextSpan selectedSpan() const;

    /// The bundled definition for match reports, loaded from resources.
    static KSyntaxHighlighting::Definition matchReportDefinition(KSyntaxHighlighting::Repository &repository);

signals:
    /// The text given to setReportText() is in the document (emitted for long texts only: short ones are
    /// there when it returns).
    void textArrived();
    /// The user clicked in the text without selecting anything.
    void positionClicked(int position);

protected:
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    /// The blocks on screen (at least a screenful's worth, even while hidden), for the highlighter.
    std::pair<QTextBlock, QTextBlock> visibleBlocks() const;

    /// Swaps in the document filled off the UI thread; the highlighter has its text already.
    void adoptFilledDocument(QTextDocument *document);
    void setText(const QString &text, QList<ReportHighlighter::Mention> mentions, bool mentionsToFollow);
    /// setDocument(), laying the document out once rather than again when its scroll bar appears.
    void setDocumentAtFinalWidth(QTextDocument *filled);
    void markSpans(const TextSpans &spans);
    /// Makes the marked spans on and about the screen the extra selections, if they changed.
    void updateVisibleMarks();

    KSyntaxHighlighting::Repository *m_repository;
    ReportHighlighter *m_highlighter;
    PlainTextDocumentBuilder *m_filler;
    // About 100 ms of filling on the UI thread; beyond that the view would freeze noticeably.
    qsizetype m_backgroundFillThreshold = 2'000'000;
    QList<ReportHighlighter::Mention> m_waitingMentions; // given while the text was being filled
    bool m_mentionsChangedWhileFilling = false;
    bool m_awaitingMentions = false; // a long text's highlighting waits for its first mentions
    std::optional<TextSpans> m_waitingSpans;            // shown once the text is in
    TextSpans m_marked;                                 // sorted by start
    int m_longestMark = 0;                              // to find the marks that start before the screen
    std::pair<qsizetype, qsizetype> m_marksShown{-1, -1}; // the range of m_marked now extra selections
    QPoint m_pressPosition;
    QString m_text; // shares the report's text
};

} // namespace Touchline
