#include "entitiesdock.h"

#include "actionhelpers.h"
#include "commands/editentitiescommand.h"
#include "entitymodel.h"
#include "reportdocument.h"

#include <QHeaderView>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Touchline {

EntitiesDock::EntitiesDock(QWidget *parent)
    : QDockWidget(tr("Entities"), parent)
    , m_model(new EntityModel(this))
{
    setObjectName(QStringLiteral("entitiesDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    m_toolBar = new QToolBar(content);
    m_toolBar->setIconSize(QSize(16, 16));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_view = new QTreeView(content);
    m_view->setObjectName(QStringLiteral("entitiesView"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(EntityModel::NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(EntityModel::MentionsColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(EntityModel::TeamColumn, QHeaderView::Interactive);
    m_view->setColumnWidth(EntityModel::TeamColumn, 80);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_view, 1);
    setWidget(content);

    m_typeMenu = new QMenu(tr("Change Type"), this);
    m_teamMenu = new QMenu(tr("Set Team"), this);
    m_retype = m_typeMenu->menuAction();
    m_retype->setToolTip(tr("Change the type of the selected entity"));
    m_setTeam = m_teamMenu->menuAction();
    m_setTeam->setToolTip(tr("Set the team the selected person plays for or manages"));
    m_merge = makeAction(this, tr("&Merge Entities"), QKeySequence(Qt::CTRL | Qt::Key_M),
                         tr("Merge the selected entities into the first one (its name is kept)"), QStringLiteral("merge"));
    m_merge->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_merge);
    m_toolBar->addAction(m_retype);
    m_toolBar->addAction(m_setTeam);
    m_toolBar->addAction(m_merge);
    for (QToolButton *button : m_toolBar->findChildren<QToolButton *>())
        button->setPopupMode(QToolButton::InstantPopup);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addAction(m_retype);
    m_view->addAction(m_setTeam);
    m_view->addAction(m_merge);

    connect(m_typeMenu, &QMenu::aboutToShow, this, &EntitiesDock::fillTypeMenu);
    connect(m_teamMenu, &QMenu::aboutToShow, this, &EntitiesDock::fillTeamMenu);
    connect(m_merge, &QAction::triggered, this, &EntitiesDock::merge);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->expandAll();
        updateActions();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        updateActions();
        const ReportDocument *report = m_model->report();
        TextSpans spans = report ? report->annotations().mentionsOf(selectedEntities()) : TextSpans();
        std::sort(spans.begin(), spans.end());
        if (!spans.isEmpty())
            emit mentionsSelected(spans);
    });
    updateActions();
}

void EntitiesDock::setReport(ReportDocument *report)
{
    m_model->setReport(report);
}

void EntitiesDock::addToolAction(QAction *action)
{
    m_toolBar->addAction(action);
}

QStringList EntitiesDock::selectedEntities() const
{
    QStringList ids;
    const auto rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows) {
        const QString id = index.data(EntityModel::EntityIdRole).toString();
        if (!id.isEmpty())
            ids.append(id);
    }
    // The current (first clicked) entity first: it is the one a merge keeps.
    const QString current = m_view->currentIndex().siblingAtColumn(0).data(EntityModel::EntityIdRole).toString();
    if (ids.removeOne(current))
        ids.prepend(current);
    return ids;
}

void EntitiesDock::fillTypeMenu()
{
    m_typeMenu->clear();
    ReportDocument *report = m_model->report();
    const QStringList ids = selectedEntities();
    if (!report || ids.isEmpty())
        return;
    const Entity *entity = report->annotations().entity(ids.first());
    for (EntityType type : allEntityTypes) {
        if (isMentionOnly(type))
            continue;
        QAction *action = m_typeMenu->addAction(entityTypeName(type));
        action->setCheckable(true);
        action->setChecked(entity && entity->type == type);
        connect(action, &QAction::triggered, this, [report, id = ids.first(), type] {
            if (auto *command = EditEntitiesCommand::retype(report, id, type))
                report->undoStack()->push(command);
        });
    }
}

void EntitiesDock::fillTeamMenu()
{
    m_teamMenu->clear();
    ReportDocument *report = m_model->report();
    const QStringList ids = selectedEntities();
    if (!report || ids.isEmpty())
        return;
    const Entity *entity = report->annotations().entity(ids.first());
    auto add = [&](const QString &label, const QString &teamId) {
        QAction *action = m_teamMenu->addAction(label);
        action->setCheckable(true);
        action->setChecked(entity && entity->team == teamId);
        connect(action, &QAction::triggered, this, [report, id = ids.first(), teamId] {
            if (auto *command = EditEntitiesCommand::setTeam(report, id, teamId))
                report->undoStack()->push(command);
        });
    };
    add(tr("No team"), QString());
    m_teamMenu->addSeparator();
    for (const Entity &team : report->annotations().entities) {
        if (team.type == EntityType::Team)
            add(team.canonical, team.id);
    }
}

void EntitiesDock::updateActions()
{
    const QStringList ids = selectedEntities();
    m_retype->setEnabled(ids.size() == 1);
    m_setTeam->setEnabled(ids.size() == 1);
    m_merge->setEnabled(ids.size() == 2);
}

void EntitiesDock::merge()
{
    ReportDocument *report = m_model->report();
    const QStringList ids = selectedEntities();
    if (!report || ids.size() != 2)
        return;
    if (auto *command = EditEntitiesCommand::merge(report, ids.at(0), ids.at(1)))
        report->undoStack()->push(command);
}

} // namespace Touchline
