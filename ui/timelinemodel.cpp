#include "timelinemodel.h"

#include "commands/deleteeventscommand.h"
#include "commands/editeventcommand.h"
#include "eventicons.h"
#include "reportdocument.h"

#include <QColor>
#include <QFont>
#include <QUndoStack>

namespace Touchline {

TimelineModel::TimelineModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void TimelineModel::setReport(ReportDocument *report)
{
    if (report == m_report)
        return;
    beginResetModel();
    if (m_report)
        m_report->disconnect(this);
    m_report = report;
    m_ids.clear();
    if (m_report) {
        for (const MatchEvent &event : m_report->annotations().events)
            m_ids.append(event.id);
        connect(m_report, &ReportDocument::eventChanged, this, &TimelineModel::onEventChanged);
        connect(m_report, &ReportDocument::eventsChanged, this, &TimelineModel::onEventsChanged);
        connect(m_report, &ReportDocument::eventInserted, this, &TimelineModel::onEventInserted);
        connect(m_report, &ReportDocument::eventRemoved, this, &TimelineModel::onEventRemoved);
        connect(m_report, &ReportDocument::annotationsReset, this, &TimelineModel::rebuild);
        connect(m_report, &ReportDocument::entitiesChanged, this, [this] {
            if (!m_ids.isEmpty())
                emit dataChanged(index(0, TeamColumn), index(int(m_ids.size()) - 1, TeamColumn));
        });
        connect(m_report, &QObject::destroyed, this, [this] {
            // m_report is already null here: clear the rows by hand.
            beginResetModel();
            m_ids.clear();
            reindex();
            endResetModel();
        });
    }
    reindex();
    endResetModel();
}

ReportDocument *TimelineModel::report() const
{
    return m_report;
}

void TimelineModel::rebuild()
{
    beginResetModel();
    m_ids.clear();
    if (m_report) {
        for (const MatchEvent &event : m_report->annotations().events)
            m_ids.append(event.id);
    }
    reindex();
    endResetModel();
}

QString TimelineModel::eventId(int row) const
{
    return row >= 0 && row < m_ids.size() ? m_ids.at(row) : QString();
}

int TimelineModel::rowForEvent(const QString &id) const
{
    return m_rowOf.value(id, -1);
}

void TimelineModel::reindex()
{
    m_rowOf.clear();
    m_position.clear();
    if (!m_report)
        return;
    const QList<MatchEvent> &events = m_report->annotations().events;
    QHash<QString, int> positionOf;
    positionOf.reserve(events.size());
    for (int i = 0; i < events.size(); ++i)
        positionOf.insert(events.at(i).id, i);
    m_rowOf.reserve(m_ids.size());
    m_position.reserve(m_ids.size());
    for (int row = 0; row < m_ids.size(); ++row) {
        m_rowOf.insert(m_ids.at(row), row);
        m_position.append(positionOf.value(m_ids.at(row), -1));
    }
}

const MatchEvent *TimelineModel::eventAt(int row) const
{
    if (!m_report || row < 0 || row >= m_ids.size())
        return nullptr;
    const QList<MatchEvent> &events = m_report->annotations().events;
    const int position = row < m_position.size() ? m_position.at(row) : -1;
    if (position >= 0 && position < events.size() && events.at(position).id == m_ids.at(row))
        return &events.at(position);
    // Only while the report changes under us, between its edit and our reindex().
    return m_report->annotations().event(m_ids.at(row));
}

int TimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

int TimelineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

static QString statusLabel(EventStatus status)
{
    switch (status) {
    case EventStatus::Extracted:
        return TimelineModel::tr("extracted");
    case EventStatus::Accepted:
        return TimelineModel::tr("accepted");
    case EventStatus::Edited:
        return TimelineModel::tr("edited");
    case EventStatus::Manual:
        return TimelineModel::tr("by hand");
    case EventStatus::Rejected:
        return TimelineModel::tr("rejected");
    }
    return {};
}

QVariant TimelineModel::data(const QModelIndex &index, int role) const
{
    const MatchEvent *event = index.isValid() ? eventAt(index.row()) : nullptr;
    if (!event)
        return {};
    switch (role) {
    case EventIdRole:
        return event->id;
    case TeamSideRole:
        return m_report->teamSide(event->team);
    case SortKeyRole:
        return eventOrderKey(*event).first; // the result last, as in the model's own order
    case EventTypeRole:
        return int(event->type);
    case StatusRole:
        return int(event->status);
    default:
        break;
    }
    const int column = index.column();
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (column) {
        case MinuteColumn:
            return event->time.isValid() ? event->time.toString() + (role == Qt::DisplayRole ? QStringLiteral("′") : QString())
                                         : (role == Qt::DisplayRole ? QStringLiteral("–") : QString());
        case TypeColumn:
            return role == Qt::EditRole ? QVariant(int(event->type)) : QVariant(eventTypeLabel(event->type));
        case TeamColumn:
            return event->team;
        case PlayerColumn:
            return event->player;
        case SecondPlayerColumn:
            return event->secondPlayer;
        case DetailColumn:
            return event->detail;
        case ScoreColumn:
            return event->scoreAfter ? event->scoreAfter->toString() : QString();
        case StatusColumn:
            return statusLabel(event->status);
        }
    }
    if (role == Qt::DecorationRole) {
        if (column == TypeColumn)
            return EventIcons::icon(event->type);
        if (column == TeamColumn && !event->team.isEmpty())
            return EventIcons::disc(EventIcons::teamColor(m_report->teamSide(event->team)));
    }
    if (role == Qt::TextAlignmentRole && (column == MinuteColumn || column == ScoreColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (event->status == EventStatus::Rejected) {
        // Deleted extracted events stay visible, struck out, so that the user sees what re-extraction
        // will not bring back (and can undo).
        if (role == Qt::FontRole) {
            QFont font;
            font.setStrikeOut(true);
            return font;
        }
        if (role == Qt::ForegroundRole)
            return QColor(Qt::gray);
    }
    if (role == Qt::FontRole) {
        if (column == StatusColumn && event->status == EventStatus::Extracted) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        if (column == ScoreColumn || (column == TypeColumn && isScoringEvent(event->type))) {
            QFont font;
            font.setBold(true);
            return font;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case MinuteColumn:
            return event->time.text.isEmpty() ? QVariant() : tr("Written as “%1”").arg(event->time.text);
        case TypeColumn:
            return tr("%1 — confidence %2%").arg(eventTypeLabel(event->type)).arg(qRound(event->confidence * 100));
        case StatusColumn:
            switch (event->status) {
            case EventStatus::Extracted:
                return tr("Found by the extractor, not reviewed yet (Enter accepts)");
            case EventStatus::Accepted:
                return tr("Reviewed and accepted as extracted");
            case EventStatus::Edited:
                return tr("Corrected by hand");
            case EventStatus::Manual:
                return tr("Added by hand");
            case EventStatus::Rejected:
                return tr("Rejected");
            }
            break;
        default:
            break;
        }
    }
    return {};
}

QVariant TimelineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case MinuteColumn:
            return tr("Min");
        case TypeColumn:
            return tr("Event");
        case TeamColumn:
            return tr("Team");
        case PlayerColumn:
            return tr("Player");
        case SecondPlayerColumn:
            return tr("Assist / off");
        case DetailColumn:
            return tr("Detail");
        case ScoreColumn:
            return tr("Score");
        case StatusColumn:
            return tr("Status");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MinuteColumn:
            return tr("Match minute: 23, 45+2, 90+5");
        case SecondPlayerColumn:
            return tr("Assist provider (goals), player replaced (substitutions) or keeper (missed penalties)");
        case ScoreColumn:
            return tr("Score after the event, home-away");
        default:
            break;
        }
    }
    return {};
}

Qt::ItemFlags TimelineModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() != StatusColumn)
        result |= Qt::ItemIsEditable;
    return result;
}

QString TimelineModel::minuteProblem(const QString &text)
{
    if (MatchTime::fromString(text))
        return {};
    if (text.trimmed().isEmpty())
        return tr("Enter a minute such as 23, 45+2 or 90+5.");
    return tr("“%1” is not a match minute. Use a minute such as 23, or added time at the end of a period such as 45+2 or 90+5.")
        .arg(text.trimmed());
}

bool TimelineModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const MatchEvent *current = index.isValid() && role == Qt::EditRole ? eventAt(index.row()) : nullptr;
    if (!current)
        return false;
    MatchEvent after = *current;
    const QString text = value.toString().trimmed();
    QString what;
    switch (index.column()) {
    case MinuteColumn: {
        const auto time = MatchTime::fromString(text);
        if (!time) {
            emit editRejected(index, minuteProblem(text));
            return false;
        }
        after.time = *time;
        what = tr("minute");
        break;
    }
    case TypeColumn: {
        std::optional<EventType> type;
        bool isNumber = false;
        const int number = value.toInt(&isNumber);
        if (isNumber && number >= 0 && number <= int(EventType::FullTime))
            type = EventType(number);
        else
            type = eventTypeFromName(text);
        if (!type) {
            emit editRejected(index, tr("“%1” is not an event type.").arg(text));
            return false;
        }
        after.type = *type;
        what = tr("type");
        break;
    }
    case TeamColumn:
        after.team = text;
        what = tr("team");
        break;
    case PlayerColumn:
        after.player = text;
        what = tr("player");
        break;
    case SecondPlayerColumn:
        after.secondPlayer = text;
        what = tr("second player");
        break;
    case DetailColumn:
        after.detail = text;
        what = tr("detail");
        break;
    case ScoreColumn:
        if (text.isEmpty()) {
            after.scoreAfter.reset();
        } else if (auto score = Score::fromString(text)) {
            after.scoreAfter = *score;
        } else {
            emit editRejected(index, tr("“%1” is not a score. Use home-away goals such as 2-1.").arg(text));
            return false;
        }
        what = tr("score");
        break;
    default:
        return false;
    }
    if (after == *current)
        return true;
    if (after.status == EventStatus::Extracted || after.status == EventStatus::Accepted)
        after.status = EventStatus::Edited;
    m_report->undoStack()->push(new EditEventCommand(m_report, *current, after, index.column(),
        tr("Edit %1 of %2 (%3)").arg(what, eventTypeLabel(current->type).toLower(), current->time.toString())));
    return true;
}

bool TimelineModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || !m_report || row < 0 || count <= 0 || row + count > m_ids.size())
        return false;
    m_report->undoStack()->push(new DeleteEventsCommand(m_report, m_ids.mid(row, count)));
    return true;
}

void TimelineModel::onEventsChanged()
{
    emit layoutAboutToBeChanged();
    const QModelIndexList before = persistentIndexList();
    QStringList heldIds;
    heldIds.reserve(before.size());
    for (const QModelIndex &held : before)
        heldIds.append(eventId(held.row()));
    m_ids.clear();
    for (const MatchEvent &event : m_report->annotations().events)
        m_ids.append(event.id);
    reindex();
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int row = rowForEvent(heldIds.at(i));
        after.append(row < 0 ? QModelIndex() : index(row, before.at(i).column()));
    }
    changePersistentIndexList(before, after);
    emit layoutChanged();
    if (!m_ids.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_ids.size()) - 1, columnCount() - 1));
}

void TimelineModel::onEventChanged(const QString &id)
{
    const QList<MatchEvent> &events = m_report->annotations().events;
    const int oldRow = rowForEvent(id);
    // Most edits (accepting, a new type or player) leave the event where it was: no search for it.
    const bool inPlace = oldRow >= 0 && oldRow < events.size() && events.at(oldRow).id == id;
    const int newRow = inPlace ? oldRow : m_report->annotations().eventIndex(id);
    if (oldRow < 0 || newRow < 0)
        return;
    if (oldRow != newRow) {
        beginMoveRows({}, oldRow, oldRow, {}, newRow > oldRow ? newRow + 1 : newRow);
        m_ids.move(oldRow, newRow);
        reindexRows(std::min(oldRow, newRow), std::max(oldRow, newRow));
        endMoveRows();
    } else if (m_position.value(newRow, -1) != newRow) {
        reindex(); // out of step with the report's list: start again
    }
    emit dataChanged(index(newRow, 0), index(newRow, ColumnCount - 1));
}

void TimelineModel::reindexRows(int first, int last)
{
    // The rows follow the report's list: a move changes the indexes of the rows it passes over, no others.
    const QList<MatchEvent> &events = m_report->annotations().events;
    if (m_position.size() != m_ids.size() || events.size() != m_ids.size()) {
        reindex();
        return;
    }
    for (int row = first; row <= last; ++row) {
        if (events.at(row).id != m_ids.at(row)) {
            reindex();
            return;
        }
        m_rowOf.insert(m_ids.at(row), row);
        m_position[row] = row;
    }
}

void TimelineModel::onEventInserted(const QString &id)
{
    const int row = m_report->annotations().eventIndex(id);
    if (row < 0 || m_rowOf.contains(id))
        return;
    const int at = std::min<int>(row, int(m_ids.size()));
    beginInsertRows({}, at, at);
    m_ids.insert(at, id);
    reindex();
    endInsertRows();
}

void TimelineModel::onEventRemoved(const QString &id)
{
    const int row = rowForEvent(id);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_ids.removeAt(row);
    reindex();
    endRemoveRows();
}

} // namespace Touchline
