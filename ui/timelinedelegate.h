#pragma once

#include <QStyledItemDelegate>

namespace Touchline {

/// Editors for the timeline's cells: a combo box of event types (with icons), an editable combo box of
/// the report's teams, line edits completing from the report's players, and a MinuteEdit that will not
/// commit anything MatchTime::fromString refuses (the reason is shown instead).
class TimelineDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit TimelineDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

protected:
    bool eventFilter(QObject *object, QEvent *event) override;
};

} // namespace Touchline
