#pragma once

#include <QSortFilterProxyModel>

#include <vector>

namespace Touchline {

class LibraryModel;

/// Filters the library: a row stays when every word of the filter text occurs (regardless of case and accents) in
/// its file name, title, teams, players or event types (LibraryModel::filterText()). Sorts as LibraryModel::lessThan() says.
/// Cost: a change of the filter tests every row once (a case-sensitive search of its case-folded text per
/// word), or only the rows shown when it narrows (a letter typed at the end), and a byte per row.
class LibraryFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit LibraryFilterModel(QObject *parent = nullptr);
    void setSourceModel(QAbstractItemModel *model) override;
    void setFilterText(const QString &text);
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    /// Whether every word of `previous` is inside one of `words`: then `words` hide all `previous` hid.
    static bool narrows(const QStringList &words, const QStringList &previous);
    /// Whether the row's text holds every word.
    bool matches(int sourceRow) const;
    /// Ranks every source row by `column` (LibraryModel::lessThan()), equal keys alike, into m_ranks.
    void rankBy(int column) const;

    const LibraryModel *m_library = nullptr;
    QStringList m_words; ///< folded by searchFolded(), as LibraryModel::filterText() is
    /// Each source row's answer for m_words, as last tested; empty when rows came or went since.
    mutable std::vector<bool> m_accepted;
    bool m_answering = false; ///< while setFilterText() has the proxy map the rows from m_accepted
    /// Each source row's place in the order of m_rankColumn; empty when the rows or their data changed since.
    mutable std::vector<int> m_ranks;
    mutable int m_rankColumn = -1;
    bool m_sortingAll = false; ///< while every row shown is sorted (a new filter, a new sort column): by m_ranks
};

} // namespace Touchline
