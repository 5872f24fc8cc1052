#include "reporthighlighter.h"

#include <KSyntaxHighlighting/Theme>

#include <QElapsedTimer>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace Touchline {

using KSyntaxHighlighting::Theme;

namespace {
constexpr qint64 sliceBudgetMs = 12;
}

ReportHighlighter::ReportHighlighter(QTextDocument *document)
    : KSyntaxHighlighting::SyntaxHighlighter(document)
{
    // Do not follow the document's changes: QSyntaxHighlighter would highlight a whole new text
    // synchronously inside setPlainText (33 s for 10 MB). The text is read-only and replaced whole, and
    // every replacement is followed by restart(). If a future Qt renames the slot, this fails quietly and
    // highlighting is merely done twice.
    if (document)
        disconnect(document, SIGNAL(contentsChange(int, int, int)), this, SLOT(_q_reformatBlocks(int, int, int)));
    m_slice.setSingleShot(true);
    m_slice.setInterval(0);
    connect(&m_slice, &QTimer::timeout, this, &ReportHighlighter::highlightSlice);
}

void ReportHighlighter::setMentions(QList<Mention> mentions)
{
    std::sort(mentions.begin(), mentions.end(), [](const Mention &a, const Mention &b) { return a.span.start < b.span.start; });
    m_mentions = std::move(mentions);
    restart();
}

void ReportHighlighter::stop()
{
    m_slice.stop();
    m_pending = false;
}

void ReportHighlighter::restart()
{
    QTextDocument *doc = document();
    if (!doc)
        return;
    if (m_formats.isEmpty())
        rebuildFormats();
    // What the user sees first, at once; blocks highlighted out of order start from the empty state, and
    // the in-order pass below puts them right if a construct spans lines.
    if (m_visibleBlocks) {
        const auto [first, last] = m_visibleBlocks();
        if (first.isValid())
            highlightRun(first, last.isValid() ? last.next() : first.next(), -1);
    }
    m_nextBlock = 0;
    m_pending = true;
    // A short text is done synchronously, within the first slice's budget.
    highlightSlice();
}

void ReportHighlighter::finish()
{
    if (!m_pending || !document())
        return;
    m_slice.stop();
    highlightRun(document()->findBlockByNumber(m_nextBlock), {}, -1);
    m_pending = false;
    emit finished();
}

QTextBlock ReportHighlighter::highlightRun(QTextBlock block, const QTextBlock &stopAt, qint64 budgetMs)
{
    QElapsedTimer clock;
    clock.start();
    // One edit block around the run: the layout and the view hear of the new formats once, not per block.
    QTextCursor batch(document());
    batch.beginEditBlock();
    int count = 0;
    while (block.isValid() && block != stopAt) {
        rehighlightBlock(block);
        block = block.next();
        if (budgetMs >= 0 && (++count & 15) == 0 && clock.elapsed() >= budgetMs)
            break;
    }
    batch.endEditBlock();
    return block;
}

void ReportHighlighter::highlightSlice()
{
    if (!m_pending || !document())
        return;
    const QTextBlock next = highlightRun(document()->findBlockByNumber(m_nextBlock), {}, sliceBudgetMs);
    if (next.isValid()) {
        m_nextBlock = next.blockNumber();
        m_slice.start();
        return;
    }
    m_pending = false;
    emit finished();
}

const ReportHighlighter::Mention *ReportHighlighter::mentionAt(int position) const
{
    auto it = std::upper_bound(m_mentions.begin(), m_mentions.end(), position,
                               [](int pos, const Mention &m) { return pos < m.span.start; });
    while (it != m_mentions.begin()) {
        --it;
        if (it->span.contains(position))
            return &*it;
        if (it->span.end <= position && it->span.start + 200 < position)
            break;
    }
    return nullptr;
}

void ReportHighlighter::setTheme(const Theme &theme)
{
    KSyntaxHighlighting::SyntaxHighlighter::setTheme(theme);
    rebuildFormats();
    restart();
}

QTextCharFormat ReportHighlighter::formatFor(EntityType type) const
{
    return m_formats.value(int(type));
}

// Entity colours come from the theme's own palette of text styles, so each theme's authors have already
// made them readable on its background. Each type gets a distinct style, bold for people.
void ReportHighlighter::rebuildFormats()
{
    const Theme t = theme();
    auto styleColor = [&t](Theme::TextStyle style) { return QColor::fromRgba(t.textColor(style)); };
    auto background = [&t](Theme::TextStyle style) { return QColor::fromRgba(t.backgroundColor(style)); };
    struct Choice {
        EntityType type;
        Theme::TextStyle style;
        bool bold;
        bool underline;
    };
    const Choice choices[] = {
        {EntityType::Player, Theme::Function, true, false},
        {EntityType::Team, Theme::DataType, true, false},
        {EntityType::Manager, Theme::Keyword, true, false},
        {EntityType::Referee, Theme::Preprocessor, true, false},
        {EntityType::Venue, Theme::Attribute, false, true},
        {EntityType::Competition, Theme::Constant, false, true},
        {EntityType::Score, Theme::SpecialString, true, false},
        {EntityType::Time, Theme::DecVal, true, false},
    };
    m_formats.clear();
    const QColor editorBackground = QColor::fromRgba(t.editorColor(Theme::BackgroundColor));
    for (const Choice &choice : choices) {
        QTextCharFormat format;
        QColor foreground = styleColor(choice.style);
        if (!foreground.isValid() || foreground.alpha() == 0)
            foreground = QColor::fromRgba(t.textColor(Theme::Normal));
        format.setForeground(foreground);
        // A faint wash of the same colour marks the full extent of the mention.
        QColor wash = background(choice.style);
        if (!wash.isValid() || wash.alpha() == 0) {
            wash = foreground;
            wash.setAlpha(editorBackground.lightness() < 128 ? 60 : 38);
        }
        format.setBackground(wash);
        if (choice.bold)
            format.setFontWeight(QFont::Bold);
        format.setFontUnderline(choice.underline);
        format.setProperty(QTextFormat::UserProperty, int(choice.type));
        m_formats.insert(int(choice.type), format);
    }
}

void ReportHighlighter::highlightBlock(const QString &text)
{
    KSyntaxHighlighting::SyntaxHighlighter::highlightBlock(text);
    if (m_mentions.isEmpty())
        return;
    if (m_formats.isEmpty())
        rebuildFormats();
    const int blockStart = currentBlock().position();
    const int blockEnd = blockStart + text.size();
    auto it = std::lower_bound(m_mentions.begin(), m_mentions.end(), blockStart,
                               [](const Mention &m, int pos) { return m.span.start < pos; });
    if (it != m_mentions.begin() && std::prev(it)->span.end > blockStart)
        --it;
    for (; it != m_mentions.end() && it->span.start < blockEnd; ++it) {
        const int start = std::max(it->span.start, blockStart);
        const int end = std::min(it->span.end, blockEnd);
        if (end > start)
            setFormat(start - blockStart, end - start, m_formats.value(int(it->type)));
    }
}

} // namespace Touchline
