#pragma once

#include "entity.h"

#include <QString>
#include <QStringView>

#include <algorithm>

namespace Touchline {

/// Entity ids ("player:jamie-vardy"): the type and a slug of the canonical name folded, stable across
/// runs. The gazetteer makes its entries' once when it is read, the resolver the reports' others.

/// "player:", "team:", ...: made once per type.
QStringView idPrefix(EntityType type);

/// Writes the folded name [folded, foldedEnd) made a slug to `out`, which may be `folded` itself (the
/// slug is never longer than the fold); returns the slug's end.
QChar *writeSlug(QChar *out, const QChar *folded, const QChar *foldedEnd);

/// Writes the prefix (idPrefix() of the type), then the folded name written by `fold` (it returns the
/// end) made a slug in place, into `out`, which has room for both; returns the id's end.
template <typename Fold>
QChar *writeId(QStringView prefix, QChar *out, Fold &&fold)
{
    QChar *const begin = std::copy(prefix.begin(), prefix.end(), out);
    return writeSlug(begin, begin, fold(begin));
}

/// writeId() of a name already folded: the slug is written from the fold, not from a copy of it.
inline QChar *writeIdOfFolded(QStringView prefix, QChar *out, QStringView folded)
{
    QChar *const begin = std::copy(prefix.begin(), prefix.end(), out);
    return writeSlug(begin, folded.data(), folded.data() + folded.size());
}

/// The id of an entity of this type and canonical name (EntityResolver::entityId()).
QString makeEntityId(EntityType type, QStringView canonical);

} // namespace Touchline
