#pragma once

#include "textspan.h"

#include <QDockWidget>

class QAction;
class QMenu;
class QToolBar;
class QTreeView;

namespace Touchline {

class EntityModel;
class ReportDocument;

/// The Entities dock: the report's entities grouped by type with mention counts. The user can change an
/// entity's type or team, merge two entities (the second selected into the first), and — through the
/// article's action placed in its tool bar — add one from a text selection. Every change is a command.
class EntitiesDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit EntitiesDock(QWidget *parent = nullptr);

    void setReport(ReportDocument *report);
    EntityModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QAction *mergeAction() const { return m_merge; }
    /// Puts an action owned elsewhere (add entity from selection) in the dock's tool bar.
    void addToolAction(QAction *action);
    QStringList selectedEntities() const;

signals:
    /// The user selected an entity: its mentions, for the article to show.
    void mentionsSelected(const TextSpans &spans);

private:
    void fillTypeMenu();
    void fillTeamMenu();
    void updateActions();
    void merge();

    EntityModel *m_model;
    QTreeView *m_view;
    QToolBar *m_toolBar;
    QMenu *m_typeMenu;
    QMenu *m_teamMenu;
    QAction *m_retype;
    QAction *m_setTeam;
    QAction *m_merge;
};

} // namespace Touchline
