#pragma once

#include <QSortFilterProxyModel>

namespace Touchline {

class LibraryModel;

/// Filters the library: a row stays when every word of the filter text occurs (case-insensitively) in
/// its file name, title, teams, players or event types (LibraryModel::filterText()). Sorts as LibraryModel::lessThan() says.
/// Cost: a change of the filter tests every row once, a case-sensitive search of its case-folded text per word.
class LibraryFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit LibraryFilterModel(QObject *parent = nullptr);
    void setSourceModel(QAbstractItemModel *model) override;
    void setFilterText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    const LibraryModel *m_library = nullptr;
    QStringList m_words; ///< case-folded, as LibraryModel::filterText() is
};

} // namespace Touchline
