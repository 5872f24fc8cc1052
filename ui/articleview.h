#pragma once

#include "reporthighlighter.h"

#include <KSyntaxHighlighting/Repository>

#include <QPlainTextEdit>
#include <QTextBlock>

namespace Touchline {

/// The report as the user reads it: read-only, highlighted by KSyntaxHighlighting's match-report
/// definition with the entity mentions layered on top. Owns its highlighter; the theme repository is
/// passed in so that every view shares one.
class ArticleView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit ArticleView(KSyntaxHighlighting::Repository *repository, QWidget *parent = nullptr);

    /// Shows a new text with its mentions: the mentions are set first and the text is highlighted once,
    /// the visible part at once and the rest incrementally (see ReportHighlighter).
    void setReportText(const QString &text, QList<ReportHighlighter::Mention> mentions = {});
    /// Replaces the mentions of the current text; rehighlights the visible part first.
    void setMentions(QList<ReportHighlighter::Mention> mentions);
    void setTheme(const KSyntaxHighlighting::Theme &theme);
    ReportHighlighter *highlighter() const { return m_highlighter; }
    /// Selects the first span, marks all of them, and scrolls them into view (an event's evidence).
    void showSpans(const TextSpans &spans);
    /// The selection as a span, or an empty span at the cursor.
    TextSpan selectedSpan() const;

    /// The bundled definition for match reports, loaded from resources.
    static KSyntaxHighlighting::Definition matchReportDefinition(KSyntaxHighlighting::Repository &repository);

signals:
    /// The user clicked in the text without selecting anything.
    void positionClicked(int position);

protected:
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    /// The blocks on screen (at least a screenful's worth, even while hidden), for the highlighter.
    std::pair<QTextBlock, QTextBlock> visibleBlocks() const;

    KSyntaxHighlighting::Repository *m_repository;
    ReportHighlighter *m_highlighter;
    QPoint m_pressPosition;
};

} // namespace Touchline
