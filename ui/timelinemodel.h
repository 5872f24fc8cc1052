#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>

namespace Touchline {

class ReportDocument;
struct MatchEvent;

/// The events of one report in match order, one row each: minute, type (with icon), team, player, second
/// player, detail, score after, status. Reads the ReportDocument; edits (setData, removeRows) become
/// commands on the report's undo stack and come back through the document's signals, so undo and redo
/// update the view the same way. Invalid input (a minute like "95+x") is refused with editRejected().
/// Cost: an index kept beside the rows (row → position in the report's event list, id → row), rebuilt
/// in O(n) on each change, so data(), rowForEvent() and sorting a 10,000-event timeline stay O(1) per call.
/// Rejected events (deleted extracted events) stay as rows, greyed and struck out, so that the user sees
/// what re-extraction will not bring back and can undo.
class TimelineModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { MinuteColumn, TypeColumn, TeamColumn, PlayerColumn, SecondPlayerColumn, DetailColumn, ScoreColumn, StatusColumn, ColumnCount };
    enum Role { EventIdRole = Qt::UserRole + 1, TeamSideRole, SortKeyRole, EventTypeRole, StatusRole };

    explicit TimelineModel(QObject *parent = nullptr);

    void setReport(ReportDocument *report);
    ReportDocument *report() const;

    QString eventId(int row) const;
    int rowForEvent(const QString &id) const;
    /// The event shown in `row`, or null; in constant time.
    const MatchEvent *eventAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /// Deletes the events in the rows, as one undo step.
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    /// Why `text` is not a valid minute, or an empty string when it is.
    static QString minuteProblem(const QString &text);

signals:
    /// An edit was refused; `reason` is for people.
    void editRejected(const QModelIndex &index, const QString &reason);

private:
    void rebuild();
    /// Rebuilds m_position and m_rowOf from m_ids and the report's events: O(n).
    void reindex();
    /// The same for the rows `first` to `last` (after a move among them), or all if out of step.
    void reindexRows(int first, int last);
    void onEventChanged(const QString &id);
    /// Many events at once: the rows follow the report's order in one layout change, selections kept.
    void onEventsChanged();
    void onEventInserted(const QString &id);
    void onEventRemoved(const QString &id);

    QPointer<ReportDocument> m_report;
    QStringList m_ids;            // row → event id, in the report's (match) order
    QList<int> m_position;        // row → index into the report's events (checked against the id on use)
    QHash<QString, int> m_rowOf;  // event id → row
};

} // namespace Touchline
