#include "timelinedelegate.h"

#include "eventicons.h"
#include "minuteedit.h"
#include "reportdocument.h"
#include "timelinemodel.h"

#include <QAbstractProxyModel>
#include <QComboBox>
#include <QCompleter>
#include <QKeyEvent>
#include <QLineEdit>

namespace Touchline {

namespace {
const TimelineModel *timelineModel(const QAbstractItemModel *model)
{
    while (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model))
        model = proxy->sourceModel();
    return qobject_cast<const TimelineModel *>(model);
}
} // namespace

TimelineDelegate::TimelineDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QWidget *TimelineDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const TimelineModel *model = timelineModel(index.model());
    const ReportDocument *report = model ? model->report() : nullptr;
    switch (index.column()) {
    case TimelineModel::MinuteColumn:
        return new MinuteEdit(parent);
    case TimelineModel::TypeColumn: {
        auto *combo = new QComboBox(parent);
        combo->setObjectName(QStringLiteral("typeCombo"));
        for (EventType type : allEventTypes)
            combo->addItem(EventIcons::icon(type), eventTypeLabel(type), int(type));
        combo->setMaxVisibleItems(int(std::size(allEventTypes)));
        return combo;
    }
    case TimelineModel::TeamColumn: {
        auto *combo = new QComboBox(parent);
        combo->setObjectName(QStringLiteral("teamCombo"));
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->addItem(QString());
        if (report) {
            for (const QString &team : report->teamNames())
                combo->addItem(EventIcons::disc(EventIcons::teamColor(report->teamSide(team))), team);
        }
        return combo;
    }
    case TimelineModel::PlayerColumn:
    case TimelineModel::SecondPlayerColumn: {
        auto *edit = new QLineEdit(parent);
        edit->setObjectName(QStringLiteral("playerEdit"));
        if (report) {
            QStringList names = report->entityNames(EntityType::Player);
            auto *completer = new QCompleter(names, edit);
            completer->setCaseSensitivity(Qt::CaseInsensitive);
            completer->setFilterMode(Qt::MatchContains);
            edit->setCompleter(completer);
        }
        return edit;
    }
    default:
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
}

void TimelineDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        const QVariant value = index.data(Qt::EditRole);
        if (index.column() == TimelineModel::TypeColumn) {
            combo->setCurrentIndex(combo->findData(value));
        } else {
            const int found = combo->findText(value.toString());
            if (found >= 0)
                combo->setCurrentIndex(found);
            else
                combo->setEditText(value.toString());
        }
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void TimelineDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        if (index.column() == TimelineModel::TypeColumn)
            model->setData(index, combo->currentData(), Qt::EditRole);
        else
            model->setData(index, combo->currentText(), Qt::EditRole);
        return;
    }
    if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        model->setData(index, edit->text(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

bool TimelineDelegate::eventFilter(QObject *object, QEvent *event)
{
    // An invalid minute is not committed on Enter or Tab: the editor stays open and says why.
    if (auto *minute = qobject_cast<MinuteEdit *>(object); minute && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Tab || key == Qt::Key_Backtab)
            && !minute->isValidMinute()) {
            minute->showProblem();
            return true;
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

} // namespace Touchline
