#include "articleview.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Theme>

#include <QHelpEvent>
#include <QToolTip>

namespace Touchline {

ArticleView::ArticleView(KSyntaxHighlighting::Repository *repository, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_repository(repository)
    , m_highlighter(new ReportHighlighter(document()))
{
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setObjectName(QStringLiteral("articleView"));
    m_highlighter->setDefinition(matchReportDefinition(*m_repository));
}

KSyntaxHighlighting::Definition ArticleView::matchReportDefinition(KSyntaxHighlighting::Repository &repository)
{
    // The definition ships in the binary; the repository reads ":/touchline/syntax/*.xml".
    const QString resourcePath = QStringLiteral(":/touchline");
    if (!repository.customSearchPaths().contains(resourcePath))
        repository.addCustomSearchPath(resourcePath);
    return repository.definitionForName(QStringLiteral("Match Report"));
}

void ArticleView::setReportText(const QString &text)
{
    m_highlighter->setMentions({});
    setPlainText(text);
}

void ArticleView::setMentions(QList<ReportHighlighter::Mention> mentions)
{
    m_highlighter->setMentions(std::move(mentions));
}

void ArticleView::setTheme(const KSyntaxHighlighting::Theme &theme)
{
    QPalette pal = palette();
    pal.setColor(QPalette::Base, QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::BackgroundColor)));
    pal.setColor(QPalette::Text, QColor::fromRgba(theme.textColor(KSyntaxHighlighting::Theme::Normal)));
    pal.setColor(QPalette::Highlight, QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::TextSelection)));
    pal.setColor(QPalette::HighlightedText, QColor::fromRgba(theme.textColor(KSyntaxHighlighting::Theme::Normal)));
    setPalette(pal);
    m_highlighter->setTheme(theme);
}

bool ArticleView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QTextCursor cursor = cursorForPosition(viewport()->mapFromGlobal(help->globalPos()));
        if (const auto *mention = m_highlighter->mentionAt(cursor.position()); mention && !mention->tooltip.isEmpty())
            QToolTip::showText(help->globalPos(), mention->tooltip, this);
        else
            QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::event(event);
}

} // namespace Touchline
