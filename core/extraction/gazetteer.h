#pragma once

#include "entity.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

namespace Touchline {

/// Known names: clubs and national teams (with short names and nicknames), competitions, venues and
/// well-known managers and referees, read from TSV files (resources/gazetteer/README.md documents them).
/// Lookup is by folded name (case and accents ignored) over word sequences: a hash of every name and of
/// every word prefix of a name, so a longest-match scan costs O(words × longest name). Immutable once
/// built; share one instance across threads.
class Gazetteer
{
public:
    struct Entry {
        EntityType type = EntityType::Team;
        QString canonical;
        QString team;       ///< for venues and people: the canonical name of their team, or empty
        QString country;    ///< for teams: ENG, ESP, ...
        bool national = false;
    };
    struct Match {
        int entry = -1;
        bool ambiguous = false; ///< the name was marked '~': needs support from the rest of the report
    };

    /// The built-in files (compiled into the binary), plus the folders in TOUCHLINE_GAZETTEER_DIR and
    /// `userDirs`. Returns nullptr and sets `error` when a user folder cannot be read.
    static std::shared_ptr<const Gazetteer> load(const QStringList &userDirs = {}, QString *error = nullptr);
    /// The built-in files only, loaded once per process.
    static std::shared_ptr<const Gazetteer> builtIn();

    Gazetteer() = default;
    /// Adds the lines of one file. `kind` is the file's base name: teams, competitions, venues, people.
    /// Malformed lines are skipped and reported in warnings() with the source name and line number.
    void addTsv(const QString &kind, const QString &contents, const QString &sourceName);

    /// Folds a name for lookup: lower case, accents removed, curly apostrophes straightened, runs of
    /// spaces and hyphens made one space.
    static QString fold(QStringView name);

    /// Entries named exactly `foldedName` (already folded).
    QList<Match> lookup(const QString &foldedName) const { return m_names.value(foldedName); }
    /// Whether some name starts with these folded words (for longest-match scans).
    bool isPrefix(const QString &foldedWords) const { return m_prefixes.contains(foldedWords); }
    int longestNameWords() const { return m_longestNameWords; }

    const Entry &entry(int index) const { return m_entries.at(index); }
    int entryCount() const { return int(m_entries.size()); }
    /// Index of the entry with this type and canonical name, or -1.
    int find(EntityType type, const QString &canonical) const;
    const QStringList &warnings() const { return m_warnings; }

private:
    void addName(int entry, QStringView name);

    QList<Entry> m_entries;
    QHash<QString, QList<Match>> m_names;
    QSet<QString> m_prefixes;
    QHash<QString, int> m_byCanonical; // "TYPE\tcanonical"
    QStringList m_warnings;
    int m_longestNameWords = 1;
};

} // namespace Touchline
