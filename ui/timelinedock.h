#pragma once

#include <QDockWidget>

class QAction;
class QLabel;
class QTableView;

namespace Touchline {

class MatchRuler;
class ReportDocument;
class TimelineModel;

/// The right-hand dock: the score check's warning, a team legend, the match ruler and the editable event
/// table of the current report. Owns the event actions (accept, accept all, delete, next/previous event)
/// so that the window only puts them in menus. Reports selection as event ids.
class TimelineDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit TimelineDock(QWidget *parent = nullptr);

    void setReport(ReportDocument *report);
    ReportDocument *report() const;
    TimelineModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    MatchRuler *ruler() const { return m_ruler; }

    QStringList selectedEvents() const;
    /// Selects the events' rows and scrolls to the first; does not emit eventsSelected().
    void selectEvents(const QStringList &ids);
    /// Selects an event and opens its `column` for editing (after "New event from selection").
    void editEvent(const QString &id, int column);

    QAction *acceptAction() const { return m_accept; }
    QAction *acceptAllAction() const { return m_acceptAll; }
    QAction *deleteAction() const { return m_delete; }
    QAction *nextEventAction() const { return m_next; }
    QAction *previousEventAction() const { return m_previous; }

signals:
    /// The user selected events (in the table or on the ruler).
    void eventsSelected(const QStringList &ids);

private:
    void acceptSelected();
    void acceptAll();
    void deleteSelected();
    void moveCurrent(int delta);
    void updateHeader();
    void updateActions();
    void showRejection(const QString &reason);

    TimelineModel *m_model;
    QTableView *m_view;
    MatchRuler *m_ruler;
    QLabel *m_teams;
    QLabel *m_warning;
    QLabel *m_rejection;
    QAction *m_accept;
    QAction *m_acceptAll;
    QAction *m_delete;
    QAction *m_next;
    QAction *m_previous;
    bool m_selecting = false;
};

} // namespace Touchline
