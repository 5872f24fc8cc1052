#pragma once

#include <QSet>
#include <QString>

#include <memory>

namespace Touchline {

/// Word lists that tell names from other capitalised words (resources/lexicon/): stop words,
/// nationality words and places. Lookups take folded words (Gazetteer::fold). Immutable, shared.
class Lexicon
{
public:
    static std::shared_ptr<const Lexicon> builtIn();
    /// Builds a lexicon from the contents of the three lists (for tests).
    Lexicon(const QString &stopwords, const QString &demonyms, const QString &places);

    bool isStopword(const QString &folded) const { return m_stopwords.contains(folded); }
    bool isDemonym(const QString &folded) const { return m_demonyms.contains(folded); }
    bool isPlace(const QString &folded) const { return m_places.contains(folded); }
    int longestPlaceWords() const { return m_longestPlaceWords; }

private:
    static QSet<QString> parse(const QString &contents, int *longestWords = nullptr);

    QSet<QString> m_stopwords;
    QSet<QString> m_demonyms;
    QSet<QString> m_places;
    int m_longestPlaceWords = 1;
};

} // namespace Touchline
