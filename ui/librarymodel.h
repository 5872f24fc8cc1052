#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QDateTime>

#include <vector>

namespace Touchline {

class ReportDocument;
class ReportSession;
struct ReportSummary;

/// The reports the user opened (files or whole folders), one row each: title, teams, date and review
/// status (not extracted, extracting, extracted, edited, reviewed, or why it could not be opened). Follows the
/// ReportSession, whether a report is open (ReportDocument) or only summarised (a folder's, ReportSummary); FilterRole holds the text the library filter searches (file name, title, teams,
/// players, event types). Cost: one small entry per file.
class LibraryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, TeamsColumn, DateColumn, StatusColumn, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1, FilterRole, StatusRole, SortRole };
    /// ReportDocument::ReviewStatus values, plus Failed for files that could not be opened and
    /// Extracting for a report whose first extraction is running.
    enum Status { NotExtracted, Extracted, Edited, Reviewed, Failed, Extracting };

    explicit LibraryModel(ReportSession *session, QObject *parent = nullptr);

    QString path(int row) const;
    /// What the library filter searches for `row` (FilterRole), folded by searchFolded() (case and accents).
    const QString &filterText(int row) const;
    /// Whether `leftRow` sorts before `rightRow` by `column`: titles and teams case-insensitively, dates as
    /// dates, statuses in the order of the work (not extracted, extracted, edited, reviewed, failed).
    bool lessThan(int leftRow, int rightRow, int column) const;
    int rowForPath(const QString &path) const;
    static QString statusLabel(Status status);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Entry {
        QString path;
        QString title;
        QString teams;
        // Case-folded, for sorting: a case-insensitive comparison folds both strings at every step, and
        // sorting a folder of 100,000 made 1.7 million of them (0.4 s).
        QString titleKey;
        QString teamsKey;
        QDateTime date;
        Status status = NotExtracted;
        bool modified = false;
        QString error;
        QString filterText;
    };
    void addPaths(const QStringList &paths);
    void makeRoomFor(qsizetype count);
    void updateFrom(ReportDocument *report);
    void updateFromSummaries(const QList<ReportSummary> &summaries);
    /// Takes in what the summary says, without telling the views; returns the row.
    int apply(const ReportSummary &summary, Status status);
    /// The row's status and unsaved mark from the open report, the rest left as it was.
    void updateStatus(ReportDocument *report);
    Status statusOf(const ReportDocument *report) const;
    void setFailed(const QString &path, const QString &reason);
    void changed(int row);

    ReportSession *m_session;
    std::vector<Entry> m_entries;    // rows are only ever appended; moved, not copied, as it grows
    QHash<QString, int> m_rowByPath; // path → row in m_entries
};

} // namespace Touchline
