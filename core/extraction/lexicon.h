#pragma once

#include "gazetteer.h"
#include "wordtable.h"

#include <QString>

#include <memory>

namespace Touchline {

/// Word lists that tell names from other capitalised words (resources/lexicon/): stop words,
/// nationality words and places. Lookups take folded words (Gazetteer::fold). Immutable, shared.
class Lexicon
{
public:
    /// The lists a folded word is on, as bits: one lookup answers all three questions. PlacePrefix:
    /// the first words of a longer place ("rio de"), so that a scan for places can stop early.
    /// GluedPrefix: the letters that open a longer entry of any list and go on with neither a space
    /// nor a letter ("england" of "england's", "d" of "d'or"), so that a scan can tell that a word
    /// and the punctuation after it are on no list without looking them up.
    enum Kind : quint8 { Stopword = 1, Demonym = 2, Place = 4, PlacePrefix = 8, GluedPrefix = 16 };

    static std::shared_ptr<const Lexicon> builtIn();
    /// Builds a lexicon from the contents of the three lists (for tests).
    Lexicon(const QString &stopwords, const QString &demonyms, const QString &places);

    quint8 kinds(QStringView folded) const
    {
        const quint8 *found = m_words.find(folded);
        return found ? *found : 0;
    }
    /// kinds() of a word of ASCII letters (in either case, folded to lower case): `hash` is
    /// WordTable::hashOf(its lower case), which WordHashes has for every such token. Spares the name
    /// scan a fold and a hash per word.
    quint8 kindsOfLetters(std::u16string_view letters, std::size_t hash) const
    {
        return mayHoldLetters(hash) ? quint8(m_letterWords.findLetters(letters, hash)) : 0;
    }
    /// False when no word of ASCII letters with this hash (as kindsOfLetters() takes it) is on a list:
    /// most words a scan asks about are on none, which it learns in line from one bit.
    bool mayHoldLetters(std::size_t hash) const { return m_letterFilter.mayHold(hash); }
    bool isStopword(QStringView folded) const { return kinds(folded) & Stopword; }
    bool isDemonym(QStringView folded) const { return kinds(folded) & Demonym; }
    bool isPlace(QStringView folded) const { return kinds(folded) & Place; }
    int longestPlaceWords() const { return m_longestPlaceWords; }

private:
    void add(const QString &contents, Kind kind);
    void mark(QStringView folded, Kind kind);

    StringTable<quint8> m_words; // folded word → its Kind bits
    WordTable m_letterWords;             // the same for the words made of ASCII letters only (kindsOfLetters())
    WordFilter m_letterFilter;           // their hashes (mayHoldLetters())
    int m_longestPlaceWords = 1;
};

} // namespace Touchline
