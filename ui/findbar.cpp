#include "findbar.h"

#include "actionhelpers.h"
#include "articleview.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTextBlock>
#include <QToolButton>

#include <algorithm>

namespace Touchline {

namespace {

/// Where `needle` occurs in `text` first at or after `from` and at or before `bound` (or, backwards, last at
/// or before `from` and at or after `bound`); -1 for nowhere. As QTextDocument::find compares: a no-break
/// space in the text matches a space, and without `Qt::CaseSensitive` letters compare case-folded, as Qt
/// folds them. Qt's own case-insensitive search folds
/// every character of the text: 0.3 s for a word in no part of a 10 MB report. This one looks for where
/// the needle's first unit could start (a compare or two for most characters) and folds only there.
qsizetype findInText(QStringView text, QStringView needle, qsizetype from, qsizetype bound, bool backwards, Qt::CaseSensitivity sensitivity)
{
    if (std::any_of(needle.begin(), needle.end(), [](QChar unit) { return unit.isSurrogate(); })) {
        // Folded as pairs, not units: Qt's search knows how (no-break spaces aside).
        return backwards ? text.lastIndexOf(needle, from, sensitivity) : text.indexOf(needle, from, sensitivity);
    }
    const bool foldCase = sensitivity == Qt::CaseInsensitive;
    const auto same = [foldCase](char16_t inText, char16_t inNeedle) {
        if (inText == inNeedle || (inText == QChar::Nbsp && inNeedle == u' '))
            return true;
        if (!foldCase)
            return false;
        if (inText < 0x80 && inNeedle < 0x80) // ASCII: the common case, without a table
            return (inText | 0x20) == (inNeedle | 0x20) && (inText | 0x20) >= u'a' && (inText | 0x20) <= u'z';
        return QChar::toCaseFolded(inText) == QChar::toCaseFolded(inNeedle); // the Kelvin sign is a k
    };
    // Where the match could start, tested first with a compare or two for the ASCII that most text is.
    const char16_t first = needle.front().unicode();
    const char16_t firstKey = foldCase ? QChar::toCaseFolded(first) : first;
    const auto mayStart = [&](char16_t unit) {
        if (unit < 0x80)
            return (foldCase && unit >= u'A' && unit <= u'Z' ? char16_t(unit | 0x20) : unit) == firstKey;
        return same(unit, first);
    };
    const auto matchesAt = [&](qsizetype at) {
        if (!mayStart(text[at].unicode()))
            return false;
        for (qsizetype i = 1; i < needle.size(); ++i) {
            if (!same(text[at + i].unicode(), needle[i].unicode()))
                return false;
        }
        return true;
    };
    const qsizetype last = text.size() - needle.size();
    if (!backwards) {
        for (qsizetype at = std::max<qsizetype>(from, 0), end = std::min(bound, last); at <= end; ++at) {
            if (matchesAt(at))
                return at;
        }
        return -1;
    }
    for (qsizetype at = std::min(from, last), end = std::max<qsizetype>(bound, 0); at >= end; --at) {
        if (matchesAt(at))
            return at;
    }
    return -1;
}

} // namespace

FindBar::FindBar(ArticleView *view, QWidget *parent)
    : QWidget(parent)
    , m_view(view)
    , m_edit(new QLineEdit(this))
    , m_caseSensitive(new QToolButton(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("findBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    auto *close = new QToolButton(this);
    close->setIcon(QIcon::fromTheme(QStringLiteral("dialog-close")));
    close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Close the find bar (Esc)"));
    m_edit->setObjectName(QStringLiteral("findEdit"));
    m_caseSensitive->setObjectName(QStringLiteral("findCaseSensitive"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setPlaceholderText(tr("Find in report…"));
    m_caseSensitive->setText(tr("Aa"));
    m_caseSensitive->setCheckable(true);
    m_caseSensitive->setAutoRaise(true);
    m_caseSensitive->setToolTip(tr("Match case"));

    m_find = makeAction(this, tr("&Find…"), QKeySequence::Find, tr("Find text in the report"), QStringLiteral("edit-find"));
    m_findNext = makeAction(this, tr("Find &Next"), QKeySequence::FindNext, tr("Find the next match"), QStringLiteral("go-down-search"));
    m_findPrevious = makeAction(this, tr("Find Pre&vious"), QKeySequence::FindPrevious, tr("Find the previous match"),
                                QStringLiteral("go-up-search"));
    auto *next = new QToolButton(this);
    next->setDefaultAction(m_findNext);
    next->setAutoRaise(true);
    next->setToolButtonStyle(Qt::ToolButtonTextOnly);
    next->setText(tr("Next"));
    auto *previous = new QToolButton(this);
    previous->setDefaultAction(m_findPrevious);
    previous->setAutoRaise(true);
    previous->setToolButtonStyle(Qt::ToolButtonTextOnly);
    previous->setText(tr("Previous"));

    layout->addWidget(close);
    layout->addWidget(m_edit, 1);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(m_caseSensitive);
    layout->addWidget(m_status);

    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    connect(m_find, &QAction::triggered, this, &FindBar::activate);
    connect(m_findNext, &QAction::triggered, this, [this] { find(false); });
    connect(m_findPrevious, &QAction::triggered, this, [this] { find(true); });
    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        // Incremental: search again from the start of the current match.
        QTextCursor cursor = m_view->textCursor();
        cursor.setPosition(cursor.selectionStart());
        m_view->setTextCursor(cursor);
        find(false);
    });
    connect(m_edit, &QLineEdit::returnPressed, this, [this] { find(false); });
    hide();
}

void FindBar::activate()
{
    show();
    const QString selected = m_view->textCursor().selectedText();
    if (!selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator))
        m_edit->setText(selected);
    m_edit->setFocus();
    m_edit->selectAll();
}

bool FindBar::find(bool backwards)
{
    const QString needle = m_edit->text();
    if (needle.isEmpty()) {
        m_status->clear();
        return false;
    }
    bool wrapped = false;
    const qsizetype at = nextMatch(needle, backwards, &wrapped);
    const bool found = at >= 0;
    if (found) {
        QTextCursor cursor = m_view->textCursor();
        cursor.setPosition(int(at));
        cursor.setPosition(int(at + needle.size()), QTextCursor::KeepAnchor);
        m_view->setTextCursor(cursor);
        m_view->ensureCursorVisible();
    }
    m_status->setText(!found ? tr("Not found") : wrapped ? tr("Wrapped") : QString());
    QPalette pal = m_edit->palette();
    pal.setColor(QPalette::Base, found ? QPalette().color(QPalette::Base) : QColor(0xff, 0xcd, 0xd2));
    m_edit->setPalette(pal);
    return found;
}

qsizetype FindBar::nextMatch(QStringView needle, bool backwards, bool *wrapped) const
{
    const QStringView text = m_view->shownText();
    const Qt::CaseSensitivity sensitivity = m_caseSensitive->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    const QTextCursor cursor = m_view->textCursor();
    // Forward from the end of the selection (the match after the one shown); backward, a match starting
    // before the selection's start, as QTextDocument::find does.
    // After the wrap, only the part the first search did not cover (a word in no part of the text is looked
    // for once, not twice).
    const auto search = [&](qsizetype from, qsizetype bound) -> qsizetype {
        if (backwards && from < 0)
            return -1; // lastIndexOf() would take it for "from the end"
        return findInText(text, needle, from, bound, backwards, sensitivity);
    };
    const qsizetype start = backwards ? cursor.selectionStart() - 1 : cursor.selectionEnd();
    qsizetype at = search(start, backwards ? 0 : text.size());
    if (at < 0) {
        at = search(backwards ? text.size() - 1 : 0, backwards ? start + 1 : start - 1);
        *wrapped = at >= 0;
    }
    return at;
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        m_view->setFocus();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && (event->modifiers() & Qt::ShiftModifier)) {
        find(true);
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace Touchline
