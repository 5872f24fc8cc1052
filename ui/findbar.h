#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QToolButton;

namespace Touchline {

class ArticleView;

/// A find bar under the article (Kate-style): type to search incrementally, Enter/F3 for the next match,
/// Shift+Enter/Shift+F3 for the previous, Escape to close. Says when nothing matches. Searches the
/// article's text itself, not its QTextDocument: a word in no part of a 10 MB report took QTextDocument::find
/// half a second, a letter typed.
class FindBar : public QWidget
{
    Q_OBJECT
public:
    explicit FindBar(ArticleView *view, QWidget *parent = nullptr);

    QAction *findAction() const { return m_find; }
    QAction *findNextAction() const { return m_findNext; }
    QAction *findPreviousAction() const { return m_findPrevious; }
    QLineEdit *lineEdit() const { return m_edit; }
    /// Finds the next (or previous) match from the cursor, wrapping; false when there is none.
    bool find(bool backwards = false);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void activate();
    /// Where the next (or previous) match of `needle` starts, from the cursor, wrapping; -1 for none.
    qsizetype nextMatch(QStringView needle, bool backwards, bool *wrapped) const;

    ArticleView *m_view;
    QLineEdit *m_edit;
    QToolButton *m_caseSensitive;
    QLabel *m_status;
    QAction *m_find;
    QAction *m_findNext;
    QAction *m_findPrevious;
};

} // namespace Touchline
