#include "articleview.h"

#include "highlightscanner.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Theme>

#include <QHelpEvent>
#include <QMouseEvent>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>

namespace Touchline {

ArticleView::ArticleView(KSyntaxHighlighting::Repository *repository, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_repository(repository)
    , m_highlighter(new ReportHighlighter(document()))
    , m_filler(new PlainTextDocumentBuilder(this))
{
    m_highlighter->setParent(this); // it outlives the documents it is given
    connect(m_filler, &PlainTextDocumentBuilder::built, this, &ArticleView::adoptFilledDocument);
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setObjectName(QStringLiteral("articleView"));
    m_highlighter->setDefinition(matchReportDefinition(*m_repository));
    m_highlighter->setVisibleBlocksProvider([this] { return visibleBlocks(); });
    // Scrolling, resizing and laying out again all ask for a repaint first: the marks follow what is shown.
    connect(this, &QPlainTextEdit::updateRequest, this, &ArticleView::updateVisibleMarks);
}

KSyntaxHighlighting::Definition ArticleView::matchReportDefinition(KSyntaxHighlighting::Repository &repository)
{
    return HighlightScanner::matchReportDefinition(repository);
}

void ArticleView::setReportText(const QString &text, QList<ReportHighlighter::Mention> mentions)
{
    setText(text, std::move(mentions), false);
}

void ArticleView::setLongReportText(const QString &text)
{
    setText(text, {}, fillsInBackground(text.size()));
}

void ArticleView::setText(const QString &text, QList<ReportHighlighter::Mention> mentions, bool mentionsToFollow)
{
    m_awaitingMentions = false;
    m_marked.clear();
    m_marksShown = {-1, -1};
    setExtraSelections({});
    m_filler->cancel();
    m_waitingSpans.reset();
    m_text = text;
    if (!fillsInBackground(text.size())) {
        setPlaceholderText(QString());
        m_highlighter->setDocument(document()); // back from waiting for a long text's document
        m_highlighter->beginText(text, std::move(mentions)); // the workers start while the document fills
        setPlainText(text);
        m_highlighter->textShown(); // the visible blocks at once
        return;
    }
    m_highlighter->setDocument(nullptr); // it highlights the new document, once there
    setPlainText(QString());             // the old text goes at once
    setPlaceholderText(tr("Opening the report…"));
    if (mentionsToFollow) {
        // Scanned once they come (soon: long before the document is full), not now and again then.
        m_highlighter->stop();
        m_awaitingMentions = true;
    } else {
        m_highlighter->beginText(text, std::move(mentions)); // the text is scanned while the document fills
    }
    m_mentionsChangedWhileFilling = false;
    m_filler->build(text, PlainTextDocumentBuilder::settingsOf(*document()));
}

void ArticleView::adoptFilledDocument(QTextDocument *filled)
{
    QTextDocument *old = document();
    const bool oldIsOurs = old->parent() == this; // the first one is the text control's, which deletes it
    filled->setParent(this);
    m_highlighter->setDocument(filled);
    setDocumentAtFinalWidth(filled);
    if (oldIsOurs)
        delete old;
    setPlaceholderText(QString());
    if (std::exchange(m_awaitingMentions, false))
        m_highlighter->beginText(m_text, {}); // the text came first after all: its mentions follow as a change
    if (m_mentionsChangedWhileFilling)
        m_highlighter->setMentions(std::exchange(m_waitingMentions, {})); // a new pass, visible blocks first
    else
        m_highlighter->textShown();
    if (m_waitingSpans)
        markSpans(*std::exchange(m_waitingSpans, std::nullopt));
    emit textArrived();
}

void ArticleView::setDocumentAtFinalWidth(QTextDocument *filled)
{
    // setDocument() lays every block out at the viewport's width (about 15 ms for 10 MB); a long text then
    // brings the vertical scroll bar, the viewport narrows and every block is laid out again. With the bar
    // shown first (laying out the empty document), the new one is laid out once, at its final width.
    const Qt::ScrollBarPolicy policy = verticalScrollBarPolicy();
    if (policy == Qt::ScrollBarAsNeeded)
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setDocument(filled);
    setVerticalScrollBarPolicy(policy); // hides the bar again if the new text is short after all
}

void ArticleView::setMentions(QList<ReportHighlighter::Mention> mentions)
{
    if (isFillingText() && std::exchange(m_awaitingMentions, false)) {
        m_highlighter->beginText(m_text, std::move(mentions)); // scanned while the rest of the document fills
        return;
    }
    if (isFillingText()) {
        m_waitingMentions = std::move(mentions);
        m_mentionsChangedWhileFilling = true;
        return;
    }
    m_highlighter->setMentions(std::move(mentions)); // restarts, visible blocks first
}

std::pair<QTextBlock, QTextBlock> ArticleView::visibleBlocks() const
{
    QTextBlock first = firstVisibleBlock();
    if (!first.isValid())
        first = document()->firstBlock();
    // The blocks that fit on the viewport (at least a screenful, even while the view is hidden).
    const int height = std::max(viewport()->height(), 800);
    const QPointF offset = contentOffset();
    QTextBlock last = first;
    for (QTextBlock block = first; block.isValid(); block = block.next()) {
        last = block;
        if (blockBoundingGeometry(block).translated(offset).bottom() >= height)
            break;
    }
    return {first, last};
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

void ArticleView::showSpans(const TextSpans &spans)
{
    if (isFillingText()) {
        m_waitingSpans = spans;
        return;
    }
    markSpans(spans);
}

void ArticleView::markSpans(const TextSpans &spans)
{
    m_marked = spans;
    std::sort(m_marked.begin(), m_marked.end(), [](const TextSpan &a, const TextSpan &b) { return a.start < b.start; });
    m_longestMark = 0;
    for (const TextSpan &span : std::as_const(m_marked))
        m_longestMark = std::max(m_longestMark, span.end - span.start);
    m_marksShown = {-1, -1};
    if (spans.isEmpty()) {
        setExtraSelections({});
    } else {
        const int limit = document()->characterCount() - 1;
        QTextCursor cursor(document());
        cursor.setPosition(std::clamp(spans.first().start, 0, limit));
        cursor.setPosition(std::clamp(spans.first().end, 0, limit), QTextCursor::KeepAnchor);
        setTextCursor(cursor);
        centerCursor();
    }
    updateVisibleMarks();
}

void ArticleView::updateVisibleMarks()
{
    if (m_marked.isEmpty()) {
        if (m_marksShown.first >= 0)
            setExtraSelections({});
        m_marksShown = {-1, -1};
        return;
    }
    // The characters on screen and a screenful either side, so that scrolling a little shows marks at once
    // (each mark's cursor lays its block out: about 0.1 ms, too slow for thousands but nothing for a screen).
    const auto [first, last] = visibleBlocks();
    const int shownFrom = first.position();
    const int shownTo = last.position() + last.length();
    const int from = shownFrom - (shownTo - shownFrom);
    const int to = shownTo + (shownTo - shownFrom);
    auto byStart = [](const TextSpan &span, int position) { return span.start < position; };
    const qsizetype begin = std::lower_bound(m_marked.cbegin(), m_marked.cend(), from - m_longestMark, byStart) - m_marked.cbegin();
    const qsizetype end = std::lower_bound(m_marked.cbegin(), m_marked.cend(), to, byStart) - m_marked.cbegin();
    if (std::pair(begin, end) == m_marksShown)
        return;
    m_marksShown = {begin, end};

    QList<QTextEdit::ExtraSelection> marks;
    QColor wash = palette().color(QPalette::Highlight);
    wash.setAlpha(70);
    const int limit = document()->characterCount() - 1;
    for (qsizetype i = begin; i < end; ++i) {
        const TextSpan &span = m_marked.at(i);
        if (span.end <= from)
            continue;
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(document());
        mark.cursor.setPosition(std::clamp(span.start, 0, limit));
        mark.cursor.setPosition(std::clamp(span.end, 0, limit), QTextCursor::KeepAnchor);
        mark.format.setBackground(wash);
        mark.format.setUnderlineStyle(QTextCharFormat::SingleUnderline);
        mark.format.setUnderlineColor(palette().color(QPalette::Highlight));
        marks.append(mark);
    }
    setExtraSelections(marks);
}

TextSpan ArticleView::selectedSpan() const
{
    const QTextCursor cursor = textCursor();
    return TextSpan{cursor.selectionStart(), cursor.selectionEnd()};
}

void ArticleView::mousePressEvent(QMouseEvent *event)
{
    m_pressPosition = event->position().toPoint();
    QPlainTextEdit::mousePressEvent(event);
}

void ArticleView::mouseReleaseEvent(QMouseEvent *event)
{
    QPlainTextEdit::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton && !textCursor().hasSelection()
        && (event->position().toPoint() - m_pressPosition).manhattanLength() < 4)
        emit positionClicked(cursorForPosition(event->position().toPoint()).position());
}

bool ArticleView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QTextCursor cursor = cursorForPosition(viewport()->mapFromGlobal(help->globalPos()));
        const auto *mention = isFillingText() ? nullptr : m_highlighter->mentionAt(cursor.position());
        if (mention && !mention->tooltip.isEmpty())
            QToolTip::showText(help->globalPos(), mention->tooltip, this);
        else
            QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::event(event);
}

} // namespace Touchline
