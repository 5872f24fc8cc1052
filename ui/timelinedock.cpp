#include "timelinedock.h"

#include "actionhelpers.h"
#include "commands/accepteventscommand.h"
#include "commands/deleteeventscommand.h"
#include "eventicons.h"
#include "matchruler.h"
#include "reportdocument.h"
#include "timelinedelegate.h"
#include "timelinemodel.h"

#include <QAction>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Touchline {

namespace {
QLabel *messageLabel(QWidget *parent, const QString &name, const QColor &color)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setContentsMargins(8, 5, 8, 5);
    label->setStyleSheet(QStringLiteral("QLabel#%1 { background: %2; border: 1px solid %3; border-radius: 4px; color: %4; }")
                             .arg(name, color.lighter(185).name(), color.name(), color.darker(170).name()));
    label->hide();
    return label;
}
} // namespace

TimelineDock::TimelineDock(QWidget *parent)
    : QDockWidget(tr("Timeline"), parent)
    , m_model(new TimelineModel(this))
{
    setObjectName(QStringLiteral("timelineDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    m_warning = messageLabel(content, QStringLiteral("scoreWarning"), QColor(0xe6, 0x9a, 0x00));
    m_rejection = messageLabel(content, QStringLiteral("editRejection"), QColor(0xd3, 0x2f, 0x2f));
    m_teams = new QLabel(content);
    m_teams->setObjectName(QStringLiteral("teamLegend"));
    m_teams->setTextFormat(Qt::RichText);
    m_ruler = new MatchRuler(m_model, content);
    m_view = new QTableView(content);
    m_view->setObjectName(QStringLiteral("timelineView"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new TimelineDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->setIconSize(QSize(16, 16));
    const int digit = m_view->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const int widths[] = {6 * digit + 8, 14 * digit, 11 * digit, 13 * digit, 11 * digit, 10 * digit, 5 * digit + 4, 10 * digit};
    for (int column = 0; column < TimelineModel::ColumnCount; ++column)
        m_view->setColumnWidth(column, widths[column]);
    // Every column can be shown or hidden from the header's context menu; Detail starts hidden so that
    // status fits beside the article at 1280 pixels.
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (int column = 0; column < TimelineModel::ColumnCount; ++column) {
        auto *toggle = new QAction(m_model->headerData(column, Qt::Horizontal).toString(), m_view->horizontalHeader());
        toggle->setCheckable(true);
        toggle->setChecked(column != TimelineModel::DetailColumn);
        m_view->setColumnHidden(column, !toggle->isChecked());
        connect(toggle, &QAction::toggled, m_view, [this, column](bool on) { m_view->setColumnHidden(column, !on); });
        m_view->horizontalHeader()->addAction(toggle);
    }

    layout->addWidget(m_warning);
    layout->addWidget(m_rejection);
    layout->addWidget(m_teams);
    layout->addWidget(m_ruler);
    layout->addWidget(m_view, 1);
    setWidget(content);

    m_accept = makeAction(this, tr("&Accept Event"), QKeySequence(Qt::Key_Return), tr("Mark the selected extracted events as reviewed"),
                          QStringLiteral("dialog-ok-apply"));
    m_accept->setShortcutContext(Qt::WidgetShortcut);
    m_view->addAction(m_accept);
    m_acceptAll = makeAction(this, tr("Accept A&ll Events"), QKeySequence(Qt::CTRL | Qt::Key_Return),
                             tr("Mark every extracted event of this report as reviewed"), QStringLiteral("dialog-ok"));
    m_delete = makeAction(this, tr("&Delete Event"), QKeySequence::Delete, tr("Delete the selected events"), QStringLiteral("edit-delete"));
    m_delete->setShortcutContext(Qt::WidgetShortcut);
    m_view->addAction(m_delete);
    m_next = makeAction(this, tr("Ne&xt Event"), QKeySequence(Qt::CTRL | Qt::Key_Down), tr("Select the next event"), QStringLiteral("go-down"));
    m_previous = makeAction(this, tr("Pre&vious Event"), QKeySequence(Qt::CTRL | Qt::Key_Up), tr("Select the previous event"), QStringLiteral("go-up"));
    connect(m_accept, &QAction::triggered, this, &TimelineDock::acceptSelected);
    connect(m_acceptAll, &QAction::triggered, this, &TimelineDock::acceptAll);
    connect(m_delete, &QAction::triggered, this, &TimelineDock::deleteSelected);
    connect(m_next, &QAction::triggered, this, [this] { moveCurrent(1); });
    connect(m_previous, &QAction::triggered, this, [this] { moveCurrent(-1); });
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addAction(m_acceptAll);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const QStringList ids = selectedEvents();
        m_ruler->setSelectedEvents(ids);
        updateActions();
        if (!m_selecting)
            emit eventsSelected(ids);
    });
    connect(m_ruler, &MatchRuler::eventClicked, this, [this](const QString &id) {
        selectEvents({id});
        emit eventsSelected({id});
    });
    connect(m_model, &TimelineModel::editRejected, this, [this](const QModelIndex &, const QString &reason) { showRejection(reason); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { updateHeader(); updateActions(); });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] { m_rejection->hide(); updateHeader(); updateActions(); });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] { updateHeader(); updateActions(); });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] { updateHeader(); updateActions(); });
    updateHeader();
    updateActions();
}

void TimelineDock::setReport(ReportDocument *report)
{
    if (m_model->report())
        m_model->report()->disconnect(this);
    m_rejection->hide();
    m_model->setReport(report);
    if (report)
        connect(report, &ReportDocument::changed, this, &TimelineDock::updateHeader);
    updateHeader();
    updateActions();
}

ReportDocument *TimelineDock::report() const
{
    return m_model->report();
}

QStringList TimelineDock::selectedEvents() const
{
    const auto selected = m_view->selectionModel()->selectedRows();
    QList<int> rows;
    rows.reserve(selected.size());
    for (const QModelIndex &index : selected)
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    QStringList ids;
    ids.reserve(rows.size());
    for (const int row : std::as_const(rows))
        ids.append(m_model->eventId(row));
    return ids;
}

void TimelineDock::selectEvents(const QStringList &ids)
{
    m_selecting = true;
    QItemSelection selection;
    QModelIndex first;
    for (const QString &id : ids) {
        const int row = m_model->rowForEvent(id);
        if (row < 0)
            continue;
        selection.select(m_model->index(row, 0), m_model->index(row, TimelineModel::ColumnCount - 1));
        if (!first.isValid())
            first = m_model->index(row, 0);
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (first.isValid()) {
        m_view->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
        m_view->scrollTo(first);
    }
    m_selecting = false;
}

void TimelineDock::editEvent(const QString &id, int column)
{
    const int row = m_model->rowForEvent(id);
    if (row < 0)
        return;
    selectEvents({id});
    const QModelIndex index = m_model->index(row, column);
    m_view->setCurrentIndex(index);
    m_view->setFocus();
    m_view->edit(index);
}

void TimelineDock::acceptSelected()
{
    ReportDocument *report = m_model->report();
    QStringList ids = selectedEvents();
    if (!report || ids.isEmpty())
        return;
    const QString current = ids.last();
    report->undoStack()->push(new AcceptEventsCommand(report, ids));
    // The review loop: accept, then go on to the next event.
    if (ids.size() == 1) {
        const int row = m_model->rowForEvent(current);
        if (row + 1 < m_model->rowCount()) {
            selectEvents({m_model->eventId(row + 1)});
            emit eventsSelected(selectedEvents());
        }
    }
}

void TimelineDock::acceptAll()
{
    if (ReportDocument *report = m_model->report())
        report->undoStack()->push(AcceptEventsCommand::acceptAll(report));
}

void TimelineDock::deleteSelected()
{
    ReportDocument *report = m_model->report();
    const QStringList ids = selectedEvents();
    if (!report || ids.isEmpty())
        return;
    const int nextRow = m_model->rowForEvent(ids.first());
    // Contiguous or not, one command and one change of the report: a row at a time, a whole timeline of
    // 7,000 events took minutes.
    report->undoStack()->push(new DeleteEventsCommand(report, ids));
    if (m_model->rowCount() > 0)
        selectEvents({m_model->eventId(std::min(nextRow, m_model->rowCount() - 1))});
}

void TimelineDock::moveCurrent(int delta)
{
    const int rows = m_model->rowCount();
    if (rows == 0)
        return;
    const QModelIndex current = m_view->currentIndex();
    const int row = current.isValid() ? std::clamp(current.row() + delta, 0, rows - 1) : (delta > 0 ? 0 : rows - 1);
    const int column = current.isValid() ? current.column() : 0;
    m_view->setCurrentIndex(m_model->index(row, column));
    m_view->selectRow(row);
    m_view->setFocus();
}

void TimelineDock::updateHeader()
{
    ReportDocument *report = m_model->report();
    if (!report) {
        m_teams->setText(tr("<i>No report open</i>"));
        m_warning->hide();
        return;
    }
    const AnnotationSet &set = report->annotations();
    auto chip = [](int side, const QString &name) {
        return QStringLiteral("<span style='color:%1'>&#9679;</span>&nbsp;%2").arg(EventIcons::teamColor(side).name(), name.toHtmlEscaped());
    };
    QString header;
    if (!set.homeTeam.isEmpty() || !set.awayTeam.isEmpty()) {
        header = chip(0, set.homeTeam.isEmpty() ? tr("Home") : set.homeTeam)
            + (set.finalScore ? QStringLiteral("&nbsp;&nbsp;<b>%1</b>&nbsp;&nbsp;").arg(set.finalScore->toString()) : QStringLiteral("&nbsp;&nbsp;v&nbsp;&nbsp;"))
            + chip(1, set.awayTeam.isEmpty() ? tr("Away") : set.awayTeam);
    }
    int unreviewed = 0;
    for (const MatchEvent &event : set.events)
        unreviewed += event.status == EventStatus::Extracted ? 1 : 0;
    header += (header.isEmpty() ? QString() : QStringLiteral("&nbsp;&nbsp;·&nbsp;&nbsp;"))
        + tr("%n event(s)", nullptr, int(set.events.size()))
        + (unreviewed ? tr(", %n to review", nullptr, unreviewed) : QString());
    m_teams->setText(header);
    QStringList warnings;
    for (const AnnotationWarning &warning : set.warnings)
        warnings.append(QStringLiteral("⚠ ") + warning.message);
    m_warning->setText(warnings.join(QLatin1Char('\n')));
    m_warning->setVisible(!warnings.isEmpty());
}

void TimelineDock::updateActions()
{
    const bool hasReport = m_model->report();
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    bool anyExtracted = false;
    bool anySelectedExtracted = false;
    if (hasReport) {
        for (const MatchEvent &event : m_model->report()->annotations().events) {
            if (event.status == EventStatus::Extracted) {
                anyExtracted = true;
                break;
            }
        }
        for (const QModelIndex &index : selected) {
            const MatchEvent *event = m_model->eventAt(index.row());
            if (event && event->status == EventStatus::Extracted) {
                anySelectedExtracted = true;
                break;
            }
        }
    }
    m_accept->setEnabled(anySelectedExtracted);
    m_acceptAll->setEnabled(anyExtracted);
    m_delete->setEnabled(!selected.isEmpty());
    m_next->setEnabled(m_model->rowCount() > 0);
    m_previous->setEnabled(m_model->rowCount() > 0);
}

void TimelineDock::showRejection(const QString &reason)
{
    m_rejection->setText(reason);
    m_rejection->show();
    QTimer::singleShot(8000, m_rejection, [label = m_rejection, reason] {
        if (label->text() == reason)
            label->hide();
    });
}

} // namespace Touchline
