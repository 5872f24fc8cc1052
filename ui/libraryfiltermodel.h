#pragma once

#include <QSortFilterProxyModel>

namespace Touchline {

/// Filters the library: a row stays when every word of the filter text occurs (case-insensitively) in
/// its file name, title, teams, players or event types (LibraryModel::FilterRole). Sorts by display text.
class LibraryFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit LibraryFilterModel(QObject *parent = nullptr);
    void setFilterText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_words;
};

} // namespace Touchline
