#include "findbar.h"

#include "actionhelpers.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QToolButton>

namespace Touchline {

FindBar::FindBar(QPlainTextEdit *view, QWidget *parent)
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
    const QString text = m_edit->text();
    if (text.isEmpty()) {
        m_status->clear();
        return false;
    }
    QTextDocument::FindFlags flags;
    if (backwards)
        flags |= QTextDocument::FindBackward;
    if (m_caseSensitive->isChecked())
        flags |= QTextDocument::FindCaseSensitively;
    bool found = m_view->find(text, flags);
    if (!found) {
        // Wrap around.
        QTextCursor cursor = m_view->textCursor();
        cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        m_view->setTextCursor(cursor);
        found = m_view->find(text, flags);
        m_status->setText(found ? tr("Wrapped") : tr("Not found"));
    } else {
        m_status->clear();
    }
    QPalette pal = m_edit->palette();
    pal.setColor(QPalette::Base, found ? QPalette().color(QPalette::Base) : QColor(0xff, 0xcd, 0xd2));
    m_edit->setPalette(pal);
    return found;
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
