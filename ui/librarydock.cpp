#include "librarydock.h"

#include "actionhelpers.h"
#include "folderextraction.h"
#include "libraryfiltermodel.h"
#include "librarymodel.h"
#include "reportdocument.h"
#include "reportsession.h"

#include <QDir>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace Touchline {

namespace {
// The status column's width, from its few labels: sized to its contents, the column was measured again
// over every row at each change of any row, which froze the window while a folder of thousands came in.
int statusColumnWidth(const QTreeView *view)
{
    const QFontMetrics metrics = view->fontMetrics();
    int widest = view->header()->fontMetrics().horizontalAdvance(view->model()->headerData(LibraryModel::StatusColumn, Qt::Horizontal).toString());
    for (const auto status : {LibraryModel::NotExtracted, LibraryModel::Extracted, LibraryModel::Edited, LibraryModel::Reviewed,
                              LibraryModel::Failed, LibraryModel::Extracting}) {
        widest = std::max(widest, metrics.horizontalAdvance(LibraryModel::statusLabel(status))
                                      + view->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, view));
    }
    return widest + 4 * view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 16; // margins, and the sort arrow
}
} // namespace

LibraryDock::LibraryDock(ReportSession *session, QWidget *parent)
    : QDockWidget(tr("Library"), parent)
    , m_session(session)
    , m_model(new LibraryModel(session, this))
    , m_filter(new LibraryFilterModel(this))
{
    setObjectName(QStringLiteral("libraryDock"));
    m_filter->setSourceModel(m_model);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    m_filterEdit = new QLineEdit(content);
    m_filterEdit->setObjectName(QStringLiteral("libraryFilter"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->setPlaceholderText(tr("Filter: file, team, player, event…"));
    m_filterEdit->setToolTip(tr("Shows the reports whose file name, teams, players or event types contain every word"));

    m_view = new QTreeView(content);
    m_view->setObjectName(QStringLiteral("libraryView"));
    m_view->setModel(m_filter);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(LibraryModel::TitleColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(LibraryModel::StatusColumn, QHeaderView::Interactive);
    m_view->header()->resizeSection(LibraryModel::StatusColumn, statusColumnWidth(m_view));
    m_view->setColumnHidden(LibraryModel::TeamsColumn, true);
    m_view->setColumnHidden(LibraryModel::DateColumn, true);
    m_view->header()->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (int column : {int(LibraryModel::TeamsColumn), int(LibraryModel::DateColumn)}) {
        auto *toggle = new QAction(m_model->headerData(column, Qt::Horizontal).toString(), m_view->header());
        toggle->setCheckable(true);
        connect(toggle, &QAction::toggled, m_view, [this, column](bool on) { m_view->setColumnHidden(column, !on); });
        m_view->header()->addAction(toggle);
    }

    m_openFolder = new QToolButton(content);
    m_openFolder->setText(tr("Open Folder…"));
    m_openFolder->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_openFolder->setAutoRaise(false);

    // The words above the bar, not inside it: "Extracting 7,370 of 10,000" did not fit in a narrow dock.
    m_progressRow = new QWidget(content);
    auto *progressLayout = new QGridLayout(m_progressRow);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    progressLayout->setVerticalSpacing(2);
    m_progressLabel = new QLabel(m_progressRow);
    m_progressLabel->setObjectName(QStringLiteral("extractionProgressLabel"));
    // Its text changes 25 times a second: never let that resize the dock (word wrap did, at a cost).
    m_progressLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_progress = new QProgressBar(m_progressRow);
    m_progress->setObjectName(QStringLiteral("extractionProgress"));
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(m_progressLabel->fontMetrics().height());
    m_cancel = new QToolButton(m_progressRow);
    m_cancel->setIcon(QIcon::fromTheme(QStringLiteral("process-stop")));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop extracting the folder (reports done so far are kept)"));
    progressLayout->addWidget(m_progressLabel, 0, 0, 1, 2);
    progressLayout->addWidget(m_progress, 1, 0);
    progressLayout->addWidget(m_cancel, 1, 1);
    m_progressRow->hide();

    layout->addWidget(m_filterEdit);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_progressRow);
    layout->addWidget(m_openFolder);
    setWidget(content);

    m_next = makeAction(this, tr("&Next Report"), QKeySequence(Qt::ALT | Qt::Key_Down), tr("Show the next report of the library"),
                        QStringLiteral("go-next"));
    m_previous = makeAction(this, tr("&Previous Report"), QKeySequence(Qt::ALT | Qt::Key_Up),
                            tr("Show the previous report of the library"), QStringLiteral("go-previous"));
    m_focusFilter = makeAction(this, tr("Filter &Library"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F),
                               tr("Filter the reports by file, team, player or event"), QStringLiteral("view-filter"));
    connect(m_next, &QAction::triggered, this, [this] { moveCurrent(1); });
    connect(m_previous, &QAction::triggered, this, [this] { moveCurrent(-1); });
    connect(m_focusFilter, &QAction::triggered, this, [this] {
        raise();
        m_filterEdit->setFocus();
        m_filterEdit->selectAll();
    });

    connect(m_filterEdit, &QLineEdit::textChanged, m_filter, &LibraryFilterModel::setFilterText);
    connect(m_openFolder, &QToolButton::clicked, this, &LibraryDock::openFolderRequested);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LibraryDock::showCurrentReport);
    connect(m_session, &ReportSession::currentChanged, this, &LibraryDock::followSession);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        m_openFolder->setVisible(m_model->rowCount() == 0);
        followSession();
    });

    FolderExtraction *extraction = m_session->folderExtraction();
    connect(m_session, &ReportSession::folderListingStarted, this, [this](const QString &folder) {
        m_progressLabel->setText(tr("Listing %1…").arg(QDir(folder).dirName()));
        m_progressLabel->setToolTip(QDir::toNativeSeparators(folder));
        m_progress->setRange(0, 0); // busy: how many files there are is what listing finds out
        m_cancel->hide();
        m_progressRow->show();
    });
    connect(m_session, &ReportSession::folderListed, this, [this] {
        if (!m_session->isListing() && !m_session->folderExtraction()->isRunning())
            m_progressRow->hide();
    });
    connect(extraction, &FolderExtraction::started, this, [this](int total) { showExtractionProgress(0, total); });
    connect(extraction, &FolderExtraction::progressed, this, &LibraryDock::showExtractionProgress);
    connect(extraction, &FolderExtraction::finished, this, [this] {
        if (!m_session->isListing())
            m_progressRow->hide();
    });
    connect(m_cancel, &QToolButton::clicked, extraction, &FolderExtraction::cancel);
}

void LibraryDock::showExtractionProgress(int done, int total)
{
    m_progressLabel->setText(tr("Extracting %L1 of %L2").arg(done).arg(total));
    m_progressLabel->setToolTip({});
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    m_cancel->show();
    m_progressRow->show();
}

void LibraryDock::moveCurrent(int delta)
{
    const int rows = m_filter->rowCount();
    if (rows == 0)
        return;
    const QModelIndex current = m_view->currentIndex();
    const int row = current.isValid() ? std::clamp(current.row() + delta, 0, rows - 1) : 0;
    m_view->setCurrentIndex(m_filter->index(row, 0));
}

void LibraryDock::showCurrentReport()
{
    if (m_following)
        return;
    const QString path = m_view->currentIndex().data(LibraryModel::PathRole).toString();
    if (!path.isEmpty())
        m_session->setCurrentPath(path);
}

void LibraryDock::followSession()
{
    ReportDocument *report = m_session->current();
    if (!report)
        return;
    const int row = m_model->rowForPath(report->path());
    if (row < 0)
        return;
    const QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
    if (!index.isValid() || index == m_view->currentIndex())
        return;
    m_following = true;
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    m_following = false;
}

} // namespace Touchline
