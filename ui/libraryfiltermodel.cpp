#include "libraryfiltermodel.h"

#include "librarymodel.h"

#include <algorithm>

namespace Touchline {

LibraryFilterModel::LibraryFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortRole(LibraryModel::SortRole);
    setDynamicSortFilter(true);
}

void LibraryFilterModel::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    m_library = qobject_cast<const LibraryModel *>(model);
    m_accepted.clear();
    QSortFilterProxyModel::setSourceModel(model);
    if (!model)
        return;
    // Rows that come, go or move leave the answers out of step with the rows: the next change tests all.
    // (A row whose text changes is tested again by the proxy itself, which updates its answer.)
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] { m_accepted.clear(); });
    connect(model, &QAbstractItemModel::rowsRemoved, this, [this] { m_accepted.clear(); });
    connect(model, &QAbstractItemModel::rowsMoved, this, [this] { m_accepted.clear(); });
    connect(model, &QAbstractItemModel::modelReset, this, [this] { m_accepted.clear(); });
    connect(model, &QAbstractItemModel::layoutChanged, this, [this] { m_accepted.clear(); });
}

bool LibraryFilterModel::narrows(const QStringList &words, const QStringList &previous)
{
    // Every previous word inside a new one: nothing the new words keep was hidden by the previous ones.
    return std::all_of(previous.cbegin(), previous.cend(), [&words](const QString &old) {
        return std::any_of(words.cbegin(), words.cend(), [&old](const QString &word) { return word.contains(old); });
    });
}

void LibraryFilterModel::setFilterText(const QString &text)
{
    const QStringList words = text.simplified().toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    const int rows = sourceModel() ? sourceModel()->rowCount() : 0;
    // A letter typed at the end narrows the filter: only the rows shown need testing (in a folder of 100,000,
    // the sixth that name a team, not all of them, for each letter after the first few).
    const bool onlyShown = qsizetype(m_accepted.size()) == rows && narrows(words, m_words);
    m_words = words;
    if (!onlyShown)
        m_accepted.assign(rows, true);
    for (int row = 0; row < rows; ++row) {
        if (m_accepted[row])
            m_accepted[row] = matches(row);
    }
    // One layout change rather than invalidateRowsFilter()'s signal for each run of rows that comes or goes:
    // in a folder of 100,000, where every sixth report names a team, a letter typed sent tens of thousands
    // of them through the view (0.7 s) and clearing the filter took 1.2 s. The mapping is made at once,
    // from the answers above, not later when a view asks.
    m_answering = true;
    invalidate();
    rowCount();
    m_answering = false;
}

bool LibraryFilterModel::matches(int sourceRow) const
{
    if (m_words.isEmpty() || !m_library)
        return true;
    // Read straight from the model and searched case-sensitively in text folded beforehand: through
    // QVariant, with Qt folding both sides of every comparison, a folder of 100,000 took 150 ms a letter.
    const QString &text = m_library->filterText(sourceRow);
    return std::all_of(m_words.cbegin(), m_words.cend(), [&text](const QString &word) { return text.contains(word); });
}

bool LibraryFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    Q_UNUSED(sourceParent)
    const bool known = sourceRow < qsizetype(m_accepted.size());
    if (m_answering && known)
        return m_accepted[sourceRow];
    // A row added or changed since: tested now, and its answer kept for the next narrowing.
    const bool accepted = matches(sourceRow);
    if (known)
        m_accepted[sourceRow] = accepted;
    return accepted;
}

bool LibraryFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // Straight from the entries: through SortRole's QVariants, sorting a folder of 100,000 took a second, and
    // every change of the filter sorts again.
    if (!m_library)
        return QSortFilterProxyModel::lessThan(left, right);
    return m_library->lessThan(left.row(), right.row(), left.column());
}

} // namespace Touchline
