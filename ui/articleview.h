#pragma once

#include "reporthighlighter.h"

#include <KSyntaxHighlighting/Repository>

#include <QPlainTextEdit>

namespace Touchline {

/// The report as the user reads it: read-only, highlighted by KSyntaxHighlighting's match-report
/// definition with the entity mentions layered on top. Owns its highlighter; the theme repository is
/// passed in so that every view shares one.
class ArticleView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit ArticleView(KSyntaxHighlighting::Repository *repository, QWidget *parent = nullptr);

    void setReportText(const QString &text);
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
    KSyntaxHighlighting::Repository *m_repository;
    ReportHighlighter *m_highlighter;
    QPoint m_pressPosition;
};

} // namespace Touchline
