#pragma once

#include "entity.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QPointer>

namespace Touchline {

class ReportDocument;

/// The entities of one report as a two-level tree: a row per entity type (with how many entities), under
/// it a row per entity with its mention count and team. Read-only: changes are commands pushed by the
/// Entities dock; the model resets when the report's entities change. Cost: a list of ids per type.
class EntityModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, MentionsColumn, TeamColumn, ColumnCount };
    enum Role { EntityIdRole = Qt::UserRole + 1, EntityTypeRole };

    explicit EntityModel(QObject *parent = nullptr);

    void setReport(ReportDocument *report);
    ReportDocument *report() const;
    /// The index of an entity's row (column 0), or an invalid index.
    QModelIndex indexForEntity(const QString &id) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QPointer<ReportDocument> m_report;
    // The report's entity with this id: through the position remembered at rebuild when it still holds
    // (data() is asked for every visible cell, and a long report has thousands of entities).
    const Entity *entityFor(const QString &id) const;

    QList<EntityType> m_groups;
    QList<QStringList> m_ids; // per group, sorted by mention count then name
    QHash<QString, int> m_positions; // id → index into the report's entities at the last rebuild
};

} // namespace Touchline
