#include "entitymodel.h"

#include "reportdocument.h"

#include <QCollator>
#include <QFont>

#include <vector>

namespace Touchline {

namespace {
constexpr quintptr groupId = 0; // internalId of a type row; entity rows hold their group index + 1
}

EntityModel::EntityModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void EntityModel::setReport(ReportDocument *report)
{
    if (m_report)
        m_report->disconnect(this);
    m_report = report;
    if (report) {
        connect(report, &ReportDocument::entitiesChanged, this, &EntityModel::rebuild);
        connect(report, &QObject::destroyed, this, [this] { setReport(nullptr); });
    }
    rebuild();
}

ReportDocument *EntityModel::report() const
{
    return m_report;
}

void EntityModel::rebuild()
{
    beginResetModel();
    m_groups.clear();
    m_ids.clear();
    m_positions.clear();
    if (m_report) {
        const AnnotationSet &set = m_report->annotations();
        m_positions.reserve(set.entities.size());
        // Collation keys made once per name: comparing them is cheap, localeAwareCompare in the sort was not.
        const QCollator collator;
        std::vector<QCollatorSortKey> keys; // by position in set.entities
        keys.reserve(set.entities.size());
        for (int i = 0; i < set.entities.size(); ++i) {
            m_positions.insert(set.entities.at(i).id, i);
            keys.push_back(collator.sortKey(set.entities.at(i).canonical));
        }
        const Entity *const first = set.entities.constData();
        for (EntityType type : allEntityTypes) {
            QList<const Entity *> members;
            for (const Entity &entity : set.entities) {
                if (entity.type == type)
                    members.append(&entity);
            }
            if (members.isEmpty())
                continue;
            std::sort(members.begin(), members.end(), [&keys, first](const Entity *a, const Entity *b) {
                if (a->mentions.size() != b->mentions.size())
                    return a->mentions.size() > b->mentions.size();
                return keys[std::size_t(a - first)].compare(keys[std::size_t(b - first)]) < 0;
            });
            QStringList ids;
            for (const Entity *entity : members)
                ids.append(entity->id);
            m_groups.append(type);
            m_ids.append(ids);
        }
    }
    endResetModel();
}

const Entity *EntityModel::entityFor(const QString &id) const
{
    const QList<Entity> &entities = m_report->annotations().entities;
    const int position = m_positions.value(id, -1);
    if (position >= 0 && position < entities.size() && entities.at(position).id == id)
        return &entities.at(position);
    return m_report->annotations().entity(id);
}

QModelIndex EntityModel::indexForEntity(const QString &id) const
{
    for (int group = 0; group < m_ids.size(); ++group) {
        const int row = int(m_ids.at(group).indexOf(id));
        if (row >= 0)
            return createIndex(row, 0, quintptr(group + 1));
    }
    return {};
}

QModelIndex EntityModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, groupId);
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex EntityModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == groupId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, groupId);
}

int EntityModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() == groupId && parent.column() == 0)
        return int(m_ids.at(parent.row()).size());
    return 0;
}

int EntityModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant EntityModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_report)
        return {};
    if (index.internalId() == groupId) {
        const EntityType type = m_groups.at(index.row());
        if (role == EntityTypeRole)
            return int(type);
        if (role == Qt::DisplayRole && index.column() == NameColumn) {
            QString name = entityTypeName(type).toLower();
            name[0] = name[0].toUpper();
            return tr("%1 (%2)").arg(name).arg(m_ids.at(index.row()).size());
        }
        if (role == Qt::FontRole) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    }
    const QString id = m_ids.at(int(index.internalId() - 1)).at(index.row());
    const Entity *entity = entityFor(id);
    if (!entity)
        return {};
    switch (role) {
    case EntityIdRole:
        return entity->id;
    case EntityTypeRole:
        return int(entity->type);
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return entity->canonical;
        case MentionsColumn:
            return int(entity->mentions.size());
        case TeamColumn:
            if (const Entity *team = entityFor(entity->team))
                return team->canonical;
            return QString();
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == MentionsColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ToolTipRole: {
        QStringList forms;
        for (const TextSpan &span : entity->mentions) {
            const QString form = span.textIn(m_report->text());
            if (!forms.contains(form))
                forms.append(form);
        }
        return tr("%1 (%2)\nWritten as: %3").arg(entity->canonical, entity->id, forms.join(QStringLiteral(", ")));
    }
    default:
        break;
    }
    return {};
}

QVariant EntityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == MentionsColumn)
        return tr("Mentions in the report");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case MentionsColumn:
        return tr("#");
    case TeamColumn:
        return tr("Team");
    }
    return {};
}

} // namespace Touchline
