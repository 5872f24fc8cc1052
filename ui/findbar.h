#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QToolButton;

namespace Touchline {

/// A find bar under a text view (Kate-style): type to search incrementally, Enter/F3 for the next match,
/// Shift+Enter/Shift+F3 for the previous, Escape to close. Says when nothing matches.
class FindBar : public QWidget
{
    Q_OBJECT
public:
    explicit FindBar(QPlainTextEdit *view, QWidget *parent = nullptr);

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

    QPlainTextEdit *m_view;
    QLineEdit *m_edit;
    QToolButton *m_caseSensitive;
    QLabel *m_status;
    QAction *m_find;
    QAction *m_findNext;
    QAction *m_findPrevious;
};

} // namespace Touchline
