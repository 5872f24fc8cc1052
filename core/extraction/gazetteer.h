#pragma once

#include "entity.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace Touchline {

/// The same characters as a standard view, for the standard containers and algorithms.
inline std::u16string_view toU16View(QStringView text)
{
    return {text.utf16(), std::size_t(text.size())};
}

/// A hash table keyed by UTF-16 strings and looked up by view (open addressing, linear probing).
/// The scans look up slices of the report and of fold buffers; QHash<QString, …> needed a QString
/// made for every lookup. `Key` is std::u16string to own the keys, or std::u16string_view for keys
/// that live in text outliving the table.
template <typename Value, typename Key = std::u16string>
class StringTable
{
public:
    const Value *find(QStringView key) const
    {
        if (m_slots.empty())
            return nullptr;
        const std::u16string_view wanted = toU16View(key);
        const std::size_t hash = hashOf(wanted);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const Slot &slot = m_slots[i];
            if (!slot.used)
                return nullptr;
            if (slot.hash == hash && std::u16string_view(slot.key) == wanted)
                return &slot.value;
        }
    }
    bool contains(QStringView key) const { return find(key) != nullptr; }

    /// The value stored under `key`, default-constructed when the key is new.
    Value &operator[](QStringView key)
    {
        if ((m_count + 1) * 2 > m_slots.size())
            rehash(std::max<std::size_t>(16, m_slots.size() * 2));
        const std::u16string_view wanted = toU16View(key);
        const std::size_t hash = hashOf(wanted);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            Slot &slot = m_slots[i];
            if (!slot.used) {
                slot.key = Key(wanted);
                slot.hash = hash;
                slot.used = true;
                ++m_count;
                return slot.value;
            }
            if (slot.hash == hash && std::u16string_view(slot.key) == wanted)
                return slot.value;
        }
    }
    void insert(QStringView key, const Value &value) { (*this)[key] = value; }
    /// Room for `count` keys without growing.
    void reserve(std::size_t count)
    {
        std::size_t size = 16;
        while (size < count * 2)
            size *= 2;
        if (size > m_slots.size())
            rehash(size);
    }
    std::size_t size() const { return m_count; }

private:
    struct Slot {
        Key key{};
        std::size_t hash = 0;
        Value value{};
        bool used = false;
    };
    static std::size_t hashOf(std::u16string_view text)
    {
        // Four characters per step, then a final mix (the probe starts at the low bits).
        std::uint64_t hash = 0x9E3779B97F4A7C15ull ^ text.size();
        std::size_t i = 0;
        for (; i + 4 <= text.size(); i += 4) {
            std::uint64_t chunk;
            std::memcpy(&chunk, text.data() + i, sizeof chunk);
            hash = (hash ^ chunk) * 0xFF51AFD7ED558CCDull;
            hash ^= hash >> 32;
        }
        for (; i < text.size(); ++i)
            hash = (hash ^ text[i]) * 0xC4CEB9FE1A85EC53ull;
        hash ^= hash >> 33;
        hash *= 0xFF51AFD7ED558CCDull;
        return hash ^ (hash >> 33);
    }
    void rehash(std::size_t size)
    {
        std::vector<Slot> old = std::move(m_slots);
        m_slots = std::vector<Slot>(size);
        const std::size_t mask = size - 1;
        for (Slot &slot : old) {
            if (!slot.used)
                continue;
            std::size_t i = slot.hash & mask;
            while (m_slots[i].used)
                i = (i + 1) & mask;
            m_slots[i] = std::move(slot);
        }
    }

    std::vector<Slot> m_slots;
    std::size_t m_count = 0;
};

/// Gazetteer::fold into a reusable buffer, so that folding makes no string. Several folds sit side
/// by side, each begun with start(); text appended to the current fold is folded as if it had been
/// part of the text from the beginning ("Paris" then " Saint-Germain" gives "paris saint germain").
class FoldBuffer
{
public:
    /// Begins a new fold at the end of the buffer and returns its offset.
    qsizetype start()
    {
        m_start = m_size;
        m_pendingSpace = false;
        return m_start;
    }
    /// Forgets every fold, keeping the memory.
    void clear()
    {
        m_size = 0;
        start();
    }
    void append(QStringView text);
    /// Room for `length` characters of folds: until then, appending moves no characters, so views
    /// of earlier folds stay valid. (Folding n characters needs room for 2 × n: "ß" becomes "ss".)
    void reserve(qsizetype length)
    {
        if (qsizetype(m_text.size()) < length)
            m_text.resize(std::size_t(length));
    }
    /// The current fold.
    QStringView current() const { return slice(m_start, m_size); }
    /// Characters [from, to) of the buffer: an earlier fold, or a prefix of one.
    QStringView slice(qsizetype from, qsizetype to) const { return QStringView(m_text.data() + from, to - from); }
    qsizetype size() const { return m_size; }

private:
    std::vector<QChar> m_text; // its size is the capacity; the folds fill the first m_size
    qsizetype m_size = 0;
    qsizetype m_start = 0;
    bool m_pendingSpace = false;
};

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
    /// fold() into `out`, which has room for 2 × name.size() characters; returns the end of the fold.
    static QChar *fold(QStringView name, QChar *out);

    /// What a sequence of folded words is to the gazetteer: the entries it names, and whether some
    /// longer name starts with it (for longest-match scans).
    struct Name {
        QList<Match> matches;
        bool isPrefix = false;
    };
    /// The folded words' Name, or nullptr when they neither name an entry nor start a name.
    const Name *name(QStringView foldedWords) const { return m_names.find(foldedWords); }
    /// Entries named exactly `foldedName` (already folded).
    QList<Match> lookup(QStringView foldedName) const
    {
        const Name *found = name(foldedName);
        return found ? found->matches : QList<Match>();
    }
    /// Whether some name starts with these folded words (for longest-match scans).
    bool isPrefix(QStringView foldedWords) const
    {
        const Name *found = name(foldedWords);
        return found && found->isPrefix;
    }
    int longestNameWords() const { return m_longestNameWords; }

    const Entry &entry(int index) const { return m_entries.at(index); }
    int entryCount() const { return int(m_entries.size()); }
    /// Index of the entry with this type and canonical name, or -1.
    int find(EntityType type, QStringView canonical) const;
    const QStringList &warnings() const { return m_warnings; }

private:
    void addName(int entry, QStringView name);

    QList<Entry> m_entries;
    StringTable<Name> m_names; // every name and every word prefix of a name
    std::array<StringTable<int>, std::size(allEntityTypes)> m_byCanonical; // per type: canonical name → entry
    QStringList m_warnings;
    int m_longestNameWords = 1;
};

} // namespace Touchline
