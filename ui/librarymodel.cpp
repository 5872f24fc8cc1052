#include "librarymodel.h"

#include "eventicons.h"
#include "reportdocument.h"
#include "reportsession.h"
#include "reportsummary.h"
#include "searchfolding.h"

#include <QFileInfo>
#include <QFont>
#include <QLocale>

namespace Touchline {

LibraryModel::LibraryModel(ReportSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(session, &ReportSession::filesAboutToBeListed, this, &LibraryModel::makeRoomFor);
    connect(session, &ReportSession::filesListed, this, &LibraryModel::addPaths);
    connect(session, &ReportSession::reportAdded, this, &LibraryModel::updateFrom);
    connect(session, &ReportSession::reportChanged, this, &LibraryModel::updateFrom);
    // An edit's first change comes with both: the row was made twice (5 ms each for a 10 MB report).
    connect(session, &ReportSession::reportModifiedChanged, this, &LibraryModel::updateStatus);
    connect(session, &ReportSession::reportsSummarized, this, &LibraryModel::updateFromSummaries);
    connect(session, &ReportSession::reportFailed, this, &LibraryModel::setFailed);
    // A report whose extraction starts or stops changes status (a null report: one closed meanwhile). Only
    // the status: what an extraction found comes with reportChanged, and putting a 10 MB report's words
    // together for the filter a second time was ~6 ms of the pause when its extraction arrived.
    for (auto signal : {&ReportSession::extractionStarted, &ReportSession::extractionFinished, &ReportSession::extractionCancelled}) {
        connect(session, signal, this, [this](ReportDocument *report) {
            if (report)
                updateStatus(report);
        });
    }
    addPaths(session->reportPaths());
    for (ReportDocument *report : session->reports())
        updateFrom(report);
}

QString LibraryModel::path(int row) const
{
    return row >= 0 && row < int(m_entries.size()) ? m_entries.at(row).path : QString();
}

const QString &LibraryModel::filterText(int row) const
{
    static const QString none;
    return row >= 0 && row < int(m_entries.size()) ? m_entries.at(row).filterText : none;
}

bool LibraryModel::lessThan(int leftRow, int rightRow, int column) const
{
    const Entry &left = m_entries.at(leftRow);
    const Entry &right = m_entries.at(rightRow);
    switch (column) {
    case TeamsColumn:
        return left.teamsKey < right.teamsKey;
    case DateColumn:
        return left.date < right.date;
    case StatusColumn:
        return left.status < right.status;
    default:
        return left.titleKey < right.titleKey;
    }
}

int LibraryModel::rowForPath(const QString &path) const
{
    return m_rowByPath.value(path, -1);
}

QString LibraryModel::statusLabel(Status status)
{
    switch (status) {
    case NotExtracted:
        return tr("not extracted");
    case Extracting:
        return tr("extracting…");
    case Extracted:
        return tr("extracted");
    case Edited:
        return tr("edited");
    case Reviewed:
        return tr("reviewed");
    case Failed:
        return tr("cannot open");
    }
    return {};
}

void LibraryModel::addPaths(const QStringList &paths)
{
    // A folder's reports arrive by the thousand: each is looked up in a table, not by reading every row,
    // and numbered as it is found (a path twice in `paths` gets one row).
    const int first = int(m_entries.size());
    QStringList fresh;
    for (const QString &path : paths) {
        if (!m_rowByPath.contains(path)) {
            m_rowByPath.insert(path, first + int(fresh.size()));
            fresh.append(path);
        }
    }
    if (fresh.isEmpty())
        return;
    beginInsertRows({}, first, first + int(fresh.size()) - 1);
    for (const QString &path : std::as_const(fresh)) {
        // No file date yet: a stat a file was most of the pause when a folder of 10,000 was listed. It
        // comes with the report's summary, or when the report is opened.
        const QFileInfo info(path);
        Entry entry;
        entry.path = path;
        entry.title = info.completeBaseName();
        entry.titleKey = searchFolded(entry.title);
        entry.filterText = searchFolded(info.fileName());
        m_entries.push_back(std::move(entry));
    }
    endInsertRows();
}

void LibraryModel::makeRoomFor(qsizetype count)
{
    const auto rows = qsizetype(m_entries.size()) + count;
    m_entries.reserve(size_t(rows));
    m_rowByPath.reserve(rows);
}

void LibraryModel::updateFrom(ReportDocument *report)
{
    ReportSummary summary = ReportSummary::of(*report);
    const int row = rowForPath(report->path());
    if (row < 0 || !m_entries.at(row).date.isValid())
        summary.fileDate = QFileInfo(report->path()).lastModified();
    changed(apply(summary, statusOf(report)));
}

void LibraryModel::updateFromSummaries(const QList<ReportSummary> &summaries)
{
    // One change for the batch: a folder's reports come in a few hundred at a time, mostly in row order,
    // and a signal a row made the views' share grow with the folder.
    int first = std::numeric_limits<int>::max();
    int last = -1;
    for (const ReportSummary &summary : summaries) {
        const int row = apply(summary, Status(int(summary.status)));
        first = std::min(first, row);
        last = std::max(last, row);
    }
    if (last >= 0)
        emit dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

int LibraryModel::apply(const ReportSummary &summary, Status status)
{
    int row = rowForPath(summary.path);
    if (row < 0) {
        addPaths({summary.path});
        row = rowForPath(summary.path);
    }
    Entry &entry = m_entries[row];
    entry.title = summary.title;
    entry.titleKey = searchFolded(entry.title);
    entry.teams = summary.match;
    entry.teamsKey = searchFolded(entry.teams);
    entry.status = status;
    entry.modified = summary.modified;
    entry.error.clear();
    entry.filterText = summary.filterText;
    if (summary.fileDate.isValid())
        entry.date = summary.fileDate;
    return row;
}

void LibraryModel::updateStatus(ReportDocument *report)
{
    const int row = rowForPath(report->path());
    if (row < 0) {
        updateFrom(report);
        return;
    }
    m_entries[row].status = statusOf(report);
    m_entries[row].modified = report->isModified();
    changed(row);
}

LibraryModel::Status LibraryModel::statusOf(const ReportDocument *report) const
{
    const Status status = Status(int(report->reviewStatus()));
    return status == NotExtracted && m_session->isExtracting(report) ? Extracting : status;
}

void LibraryModel::setFailed(const QString &path, const QString &reason)
{
    int row = rowForPath(path);
    if (row < 0) {
        addPaths({path});
        row = rowForPath(path);
    }
    m_entries[row].status = Failed;
    m_entries[row].error = reason;
    changed(row);
}

void LibraryModel::changed(int row)
{
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int LibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int LibraryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

static QColor statusColor(LibraryModel::Status status)
{
    switch (status) {
    case LibraryModel::NotExtracted:
        return QColor(0x9e, 0x9e, 0x9e);
    case LibraryModel::Extracting:
        return QColor(0x90, 0xca, 0xf9);
    case LibraryModel::Extracted:
        return QColor(0x19, 0x76, 0xd2);
    case LibraryModel::Edited:
        return QColor(0xf5, 0x7c, 0x00);
    case LibraryModel::Reviewed:
        return QColor(0x2e, 0x7d, 0x32);
    case LibraryModel::Failed:
        return QColor(0xd3, 0x2f, 0x2f);
    }
    return {};
}

QVariant LibraryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_entries.size()))
        return {};
    const Entry &entry = m_entries.at(index.row());
    switch (role) {
    case PathRole:
        return entry.path;
    case FilterRole:
        return entry.filterText;
    case StatusRole:
        return int(entry.status);
    case SortRole:
        if (index.column() == DateColumn)
            return entry.date; // a date, not its short text: "2/12/26" sorts after "11/3/26"
        return data(index, Qt::DisplayRole);
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn:
            return entry.modified ? entry.title + QStringLiteral(" *") : entry.title;
        case TeamsColumn:
            return entry.teams;
        case DateColumn:
            return QLocale().toString(entry.date.date(), QLocale::ShortFormat);
        case StatusColumn:
            return statusLabel(entry.status);
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == StatusColumn)
            return EventIcons::disc(statusColor(entry.status));
        break;
    case Qt::FontRole:
        if (entry.modified && index.column() == TitleColumn) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        break;
    case Qt::ToolTipRole:
        if (!entry.error.isEmpty())
            return tr("%1\nCannot be opened: %2").arg(entry.path, entry.error);
        return entry.modified ? tr("%1\nUnsaved changes").arg(entry.path) : entry.path;
    default:
        break;
    }
    return {};
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn:
        return tr("Report");
    case TeamsColumn:
        return tr("Match");
    case DateColumn:
        return tr("File date");
    case StatusColumn:
        return tr("Status");
    }
    return {};
}

} // namespace Touchline
