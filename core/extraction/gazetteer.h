#pragma once

#include "entity.h"
#include "stringtable.h"
#include "wordtable.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace Touchline {

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
    /// append() of a word of ASCII letters only (Token::AsciiLetters), which folds to its lower case:
    /// most words are, and they are spared append()'s walk through the folding table.
    void appendLetters(QStringView letters)
    {
        if (letters.isEmpty())
            return;
        reserve(m_size + 1 + letters.size());
        QChar *out = units() + m_size;
        if (m_pendingSpace)
            *out++ = QLatin1Char(' ');
        // The lower case of an ASCII letter is one bit away: four letters per step.
        const char16_t *in = letters.utf16();
        const char16_t *const end = in + letters.size();
        for (; end - in >= 4; in += 4, out += 4) {
            std::uint64_t four;
            std::memcpy(&four, in, sizeof four);
            four |= 0x0020002000200020ull;
            std::memcpy(static_cast<void *>(out), &four, sizeof four);
        }
        for (; in != end; ++in)
            *out++ = QChar(char16_t(*in | 0x20));
        m_size = out - units();
        m_pendingSpace = false;
    }
    /// Appends text folded earlier on its own, as append(text) would, without folding it again:
    /// `folded` is its fold, `leadingSpace` whether it began with separators (isSeparator) and
    /// `pendingSpace` the pendingSpace() it ended with.
    void appendFolded(QStringView folded, bool leadingSpace, bool pendingSpace)
    {
        const bool hasText = m_size > m_start;
        if (folded.isEmpty()) { // separators only
            m_pendingSpace = m_pendingSpace || hasText;
            return;
        }
        reserve(m_size + 1 + folded.size());
        if (hasText && (m_pendingSpace || leadingSpace))
            m_text[std::size_t(m_size++)] = u' ';
        std::copy(folded.begin(), folded.end(), units() + m_size);
        m_size += folded.size();
        m_pendingSpace = pendingSpace;
    }
    /// Whether folding makes `c` part of a space between words (white space, '-', '.', '–').
    /// Inline for ASCII: the key scans ask it of the character before every word.
    static bool isSeparator(QChar c)
    {
        const char16_t u = c.unicode();
        return u < 128 ? asciiSeparators[u / 64] >> (u % 64) & 1 : isOtherSeparator(c);
    }
    /// Whether the current fold ended on separators, which become a space if more text follows.
    bool pendingSpace() const { return m_pendingSpace; }
    /// Room for `length` characters of folds: until then, appending moves no characters, so views
    /// of earlier folds stay valid. (Folding n characters needs room for 2 × n, "ß" becoming "ss",
    /// and one more for a pending space.)
    void reserve(qsizetype length)
    {
        // Grown by half at least: a scan reserves for each sentence, most a little longer than the last.
        if (qsizetype(m_text.size()) < length)
            m_text.resize(std::max(std::size_t(length), m_text.size() + m_text.size() / 2));
    }
    /// The current fold.
    QStringView current() const { return slice(m_start, m_size); }
    /// Characters [from, to) of the buffer: an earlier fold, or a prefix of one.
    QStringView slice(qsizetype from, qsizetype to) const { return QStringView(m_text.data() + from, to - from); }
    qsizetype size() const { return m_size; }

private:
    static constexpr std::array<std::uint64_t, 2> asciiSeparators = [] {
        std::array<std::uint64_t, 2> bits{};
        for (char16_t c = 0; c < 128; ++c) {
            if (QChar::isSpace(c) || c == u'-' || c == u'.')
                bits[c / 64] |= std::uint64_t(1) << (c % 64);
        }
        return bits;
    }();
    static bool isOtherSeparator(QChar c);

    QChar *units() { return reinterpret_cast<QChar *>(m_text.data()); }

    // Its size is the capacity; the folds fill the first m_size. Of char16_t, which a growth clears
    // with one memset, where QChar's constructor ran once per unit.
    std::vector<char16_t> m_text;
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
        QString folded;     ///< fold(canonical), made once: the ids of the reports' entities are made of it
        QString team;       ///< for venues and people: the canonical name of their team, or empty
        /// EntityResolver::entityId() of the entry and of its team (or empty), made once here: a report's
        /// entity of an entry shares the string, where each report slugged its own.
        QString id;
        QString teamId;
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
        /// The reading a mention of these words takes, chosen once when the matches are added (the
        /// scans read neither the list nor the entry of a name they hit): the first unambiguous
        /// match, else the first; -1 when the words name no entry (a prefix only).
        int entry = -1;
        quint8 entryType = 0; ///< the EntityType of `entry` (a byte: the name's size stays as it was)
        bool isPrefix = false;
        bool ambiguous = false; ///< `entry` is a '~' reading, or the words have several
        QString folded; ///< the folded words, when they name entries (mentions share the string)

        EntityType type() const { return EntityType(entryType); }
    };
    /// The folded words' Name, or nullptr when they neither name an entry nor start a name.
    const Name *name(QStringView foldedWords) const { return m_names.find(foldedWords); }
    /// name() of words of ASCII letters (in either case) or digits one space apart, as the report
    /// writes them: spares the scans the fold. `hash` is WordTable::hashOfLetters(words), which WordHashes has
    /// for one word.
    const Name *nameOfLetters(QStringView words, std::size_t hash) const { return m_names.findLetters(words, hash); }
    /// False when name() knows no word of ASCII letters (in either case, folded to lower case) with
    /// this hash, WordTable::hashOf(its lower case), which WordHashes has for every such token. The
    /// scans ask it of each capitalised word, and most start no name: they are spared the fold and
    /// the look-up of name().
    bool mayHoldLetters(std::size_t hash) const { return m_letterWords.mayHold(hash); }
    /// False when no name has a word of ASCII letters with this hash (as for mayHoldLetters()) after
    /// its first: a key that grows by a space and such a word is no name and no prefix, which the
    /// longest-match scans learn without building the key.
    bool mayHoldLaterLetters(std::size_t hash) const { return m_laterLetterWords.mayHold(hash); }
    /// False when no name starts with this number followed by anything but an ASCII digit (a number
    /// of other digits is not told: true): most numbers in a report, minutes and scores, start none,
    /// and the scans are spared the look-up.
    bool mayStartWithNumber(QStringView number) const
    {
        std::uint64_t value = std::uint64_t(number.size()); // "01" is not "1"
        for (const QChar c : number) {
            const unsigned digit = unsigned(c.unicode()) - u'0';
            if (digit > 9)
                return true;
            value = value * 10 + digit;
        }
        return m_leadingNumbers >> bitOfNumber(value) & 1;
    }
    /// Whether some name holds this ASCII character: a key that holds one no name holds (as a key
    /// grown by a comma does) is no name and no prefix.
    bool namesHoldAscii(char16_t c) const { return m_asciiInNames[c / 64 % 2] >> (c % 64) & 1; }
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
    /// The bit of m_leadingNumbers for a number of ASCII digits, by its value as mayStartWithNumber() works it out.
    static unsigned bitOfNumber(std::uint64_t value) { return unsigned((value * 0x9E3779B97F4A7C15ull) >> 58); }
    /// Sets the reading a mention of `name` takes (Name::entry) from its matches.
    void chooseReading(Name &name) const;
    /// m_names[folded], kept in m_letterWords too when made of letters.
    Name &nameAt(QStringView folded);

    QList<Entry> m_entries;
    StringTable<Name> m_names; // every name and every word prefix of a name
    WordFilter m_letterWords;      // the keys of m_names made of ASCII letters only (mayHoldLetters())
    std::uint64_t m_asciiInNames[2] = {}; // a bit per ASCII character held by some key of m_names
    // A bit (bitOfNumber()) per run of ASCII digits a key of m_names opens with, and per start of one
    // ("1", "18", "186" for "1860 munich"): a number of the report followed by anything the fold could
    // turn into a digit is still let through (mayStartWithNumber()).
    std::uint64_t m_leadingNumbers = 0;
    WordFilter m_laterLetterWords; // the words after the first of the names, of ASCII letters only (mayHoldLaterLetters())
    std::array<StringTable<int>, std::size(allEntityTypes)> m_byCanonical; // per type: canonical name → entry
    QStringList m_warnings;
    int m_longestNameWords = 1;
};

} // namespace Touchline
