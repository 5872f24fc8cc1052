#pragma once

#include <QDockWidget>

class QAction;
class QLabel;
class QLineEdit;
class QProgressBar;
class QToolButton;
class QTreeView;

namespace Touchline {

class LibraryFilterModel;
class LibraryModel;
class ReportSession;

/// The left dock: every report of the session with its status, a filter box (file name, team, player,
/// event type), and the progress of background extraction with a Cancel button. Choosing a row makes
/// that report current. Owns the next/previous report actions (Alt+Down / Alt+Up).
class LibraryDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit LibraryDock(ReportSession *session, QWidget *parent = nullptr);

    LibraryModel *model() const { return m_model; }
    LibraryFilterModel *filterModel() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filterEdit; }
    QAction *nextReportAction() const { return m_next; }
    QAction *previousReportAction() const { return m_previous; }
    QAction *filterAction() const { return m_focusFilter; }

    /// Moves to the report `delta` rows away in the filtered list (wraps at neither end).
    void moveCurrent(int delta);

signals:
    /// Placed so that the window can offer Open Folder… in an empty library.
    void openFolderRequested();

private:
    void showCurrentReport();
    void followSession();
    void showExtractionProgress(int done, int total);

    ReportSession *m_session;
    LibraryModel *m_model;
    LibraryFilterModel *m_filter;
    QLineEdit *m_filterEdit;
    QTreeView *m_view;
    QWidget *m_progressRow;
    QLabel *m_progressLabel;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QToolButton *m_openFolder;
    QAction *m_next;
    QAction *m_previous;
    QAction *m_focusFilter;
    bool m_following = false;
};

} // namespace Touchline
