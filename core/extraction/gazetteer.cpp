#include "gazetteer.h"

#include "entityids.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>

#include <algorithm>
#include <array>
#include <mutex>

namespace Touchline {

namespace {

constexpr const char *kinds[] = {"teams", "competitions", "venues", "people"};

QString readFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot read gazetteer file (%2)").arg(path, file.errorString());
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

void addBuiltInFiles(Gazetteer &gazetteer)
{
    for (const char *kind : kinds) {
        const QString path = QStringLiteral(":/touchline/gazetteer/%1.tsv").arg(QLatin1String(kind));
        if (QFile::exists(path))
            gazetteer.addTsv(QLatin1String(kind), readFile(path, nullptr), path);
    }
}

// A character outside ASCII folded: lower case, accents removed.
void foldNonAscii(QChar c, QChar *&end)
{
    // Take the base letter of the canonical decomposition.
    const QString decomposed = QString(c).normalized(QString::NormalizationForm_D);
    const QChar base = decomposed.isEmpty() ? c : decomposed.at(0);
    if (base == QChar(0x00F8) || base == QChar(0x00D8)) {
        *end++ = QLatin1Char('o');
    } else if (base == QChar(0x00DF)) {
        *end++ = QLatin1Char('s');
        *end++ = QLatin1Char('s');
    } else {
        *end++ = base.toLower();
    }
}

// The Latin letters with accents, folded once: normalising a character makes strings, and names
// from all over Europe bring plenty of them. Zero where the character folds to two ("ß").
struct LatinFolds {
    static constexpr char16_t first = 0x80;
    static constexpr char16_t last = 0x24F; // end of Latin Extended-B
    char16_t folded[last - first + 1] = {};

    LatinFolds()
    {
        for (char16_t c = first; c <= last; ++c) {
            QChar out[2];
            QChar *end = out;
            foldNonAscii(QChar(c), end);
            folded[c - first] = end - out == 1 ? out[0].unicode() : 0;
        }
    }
};

// ASCII by table: a separator, or the character in lower case.
constexpr char16_t separator = 0xFFFF;
constexpr auto asciiFolds = [] {
    std::array<char16_t, 128> folded{};
    for (char16_t c = 0; c < 128; ++c) {
        folded[c] = QChar::isSpace(c) || c == u'-' || c == u'.' ? separator
            : c >= u'A' && c <= u'Z'                            ? char16_t(c + (u'a' - u'A'))
                                                                : c;
    }
    return folded;
}();

bool isOtherSeparator(QChar c)
{
    return c.unicode() >= 128 && (c.isSpace() || c.unicode() == 0x2013);
}

// Folds `name` into the buffer at `end`, which has room for 2 × name.size() characters, continuing
// a fold that starts at `begin`: leading separators are dropped, inner runs become one space, a
// trailing run waits in `pendingSpace` for the next character.
QChar *foldInto(QStringView name, QChar *const begin, QChar *end, bool &pendingSpace)
{
    const auto &ascii = asciiFolds;
    const char16_t *next = name.utf16();
    const char16_t *const stop = next + name.size();
    while (next != stop) {
        // Runs of ASCII other than separators (most of every word) in a loop of their own: each
        // character folds by the table.
        if (!pendingSpace) {
            for (; next != stop && *next < 128 && ascii[*next] != separator; ++next)
                *end++ = QChar(ascii[*next]);
            if (next == stop)
                break;
        }
        const QChar c(*next++);
        const char16_t u = c.unicode();
        const char16_t folded = u < 128 ? ascii[u] : 0;
        if (folded == separator || isOtherSeparator(c)) {
            pendingSpace = end != begin;
            continue;
        }
        if (pendingSpace) {
            *end++ = QLatin1Char(' ');
            pendingSpace = false;
        }
        if (u < 128) {
            *end++ = QChar(folded);
            continue;
        }
        if (u == 0x2019 || u == 0x2018 || u == 0x02BC) {
            *end++ = QLatin1Char('\'');
            continue;
        }
        static const LatinFolds latin;
        if (u <= LatinFolds::last && latin.folded[u - LatinFolds::first]) {
            *end++ = QChar(latin.folded[u - LatinFolds::first]);
            continue;
        }
        foldNonAscii(c, end);
    }
    return end;
}

} // namespace

QString Gazetteer::fold(QStringView name)
{
    // Written through a raw buffer: fold runs for every mention and name, and QString::append per
    // character was a visible share of extraction time. "ß" → "ss" is the only character that grows.
    QString out(name.size() * 2, Qt::Uninitialized);
    out.truncate(fold(name, out.data()) - out.constData());
    return out;
}

QChar *Gazetteer::fold(QStringView name, QChar *out)
{
    bool pendingSpace = false;
    return foldInto(name, out, out, pendingSpace);
}

bool FoldBuffer::isOtherSeparator(QChar c)
{
    return Touchline::isOtherSeparator(c);
}

void FoldBuffer::append(QStringView text)
{
    // A space still pending comes first: "ß" after it makes three characters of one.
    reserve(m_size + 1 + 2 * text.size());
    QChar *const data = units();
    m_size = foldInto(text, data + m_start, data + m_size, m_pendingSpace) - data;
}

std::shared_ptr<const Gazetteer> Gazetteer::builtIn()
{
    static std::shared_ptr<const Gazetteer> instance;
    static std::once_flag once;
    std::call_once(once, [] {
        auto gazetteer = std::make_shared<Gazetteer>();
        addBuiltInFiles(*gazetteer);
        instance = gazetteer;
    });
    return instance;
}

std::shared_ptr<const Gazetteer> Gazetteer::load(const QStringList &userDirs, QString *error)
{
    QStringList dirs = QProcessEnvironment::systemEnvironment()
                           .value(QStringLiteral("TOUCHLINE_GAZETTEER_DIR"))
                           .split(QLatin1Char(':'), Qt::SkipEmptyParts);
    dirs += userDirs;
    if (dirs.isEmpty())
        return builtIn();
    auto gazetteer = std::make_shared<Gazetteer>();
    addBuiltInFiles(*gazetteer);
    for (const QString &dir : dirs) {
        if (!QFileInfo(dir).isDir()) {
            if (error)
                *error = QStringLiteral("%1: gazetteer folder not found").arg(dir);
            return nullptr;
        }
        bool any = false;
        for (const char *kind : kinds) {
            const QString path = QDir(dir).filePath(QStringLiteral("%1.tsv").arg(QLatin1String(kind)));
            if (!QFileInfo::exists(path))
                continue;
            QString readError;
            const QString contents = readFile(path, &readError);
            if (!readError.isEmpty()) {
                if (error)
                    *error = readError;
                return nullptr;
            }
            gazetteer->addTsv(QLatin1String(kind), contents, path);
            any = true;
        }
        if (!any)
            gazetteer->m_warnings.append(QStringLiteral("%1: no teams.tsv, competitions.tsv, venues.tsv or people.tsv in this gazetteer folder").arg(dir));
    }
    return gazetteer;
}

void Gazetteer::addTsv(const QString &kind, const QString &contents, const QString &sourceName)
{
    const int columns = kind == QLatin1String("teams") || kind == QLatin1String("people") ? 4
        : kind == QLatin1String("venues")                                                 ? 3
                                                                                          : 2;
    int lineNumber = 0;
    for (QStringView line : QStringView(contents).split(QLatin1Char('\n'))) {
        ++lineNumber;
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(QLatin1Char('#')))
            continue;
        const QList<QStringView> fields = line.split(QLatin1Char('\t'));
        if (fields.size() != columns) {
            m_warnings.append(QStringLiteral("%1:%2: expected %3 tab-separated columns, found %4; line skipped")
                                  .arg(sourceName).arg(lineNumber).arg(columns).arg(fields.size()));
            continue;
        }
        Entry entry;
        entry.canonical = fields.at(0).trimmed().toString();
        QStringView names = fields.last();
        if (kind == QLatin1String("teams")) {
            entry.type = EntityType::Team;
            entry.national = fields.at(1).trimmed() == QLatin1String("national");
            entry.country = fields.at(2).trimmed().toString();
        } else if (kind == QLatin1String("competitions")) {
            entry.type = EntityType::Competition;
        } else if (kind == QLatin1String("venues")) {
            entry.type = EntityType::Venue;
            entry.team = fields.at(1).trimmed().toString();
        } else {
            const auto role = entityTypeFromName(fields.at(1).trimmed());
            if (!role || (*role != EntityType::Manager && *role != EntityType::Referee && *role != EntityType::Player)) {
                m_warnings.append(QStringLiteral("%1:%2: unknown role '%3' (use PLAYER, MANAGER or REFEREE); line skipped")
                                      .arg(sourceName).arg(lineNumber).arg(fields.at(1).toString()));
                continue;
            }
            entry.type = *role;
            entry.team = fields.at(2).trimmed().toString();
        }
        if (entry.canonical.isEmpty()) {
            m_warnings.append(QStringLiteral("%1:%2: empty canonical name; line skipped").arg(sourceName).arg(lineNumber));
            continue;
        }
        entry.folded = fold(entry.canonical);
        entry.id = makeEntityId(entry.type, entry.canonical);
        if (!entry.team.isEmpty())
            entry.teamId = makeEntityId(EntityType::Team, entry.team);
        StringTable<int> &byCanonical = m_byCanonical[std::size_t(entry.type)];
        const int *known = byCanonical.find(entry.canonical);
        int index = known ? *known : -1;
        if (index < 0) {
            index = int(m_entries.size());
            m_entries.append(entry);
            byCanonical.insert(entry.canonical, index);
        } else {
            m_entries[index] = entry; // a later file (the user's) wins
        }
        // The canonical name is matched as the names list it: "~Jordan" leaves "Jordan" ambiguous (a
        // forename: "Jordan Pickford"), where adding it first made it unambiguous whatever they said.
        const QList<QStringView> listed = names.split(QLatin1Char('|'), Qt::SkipEmptyParts);
        const bool canonicalAmbiguous = std::any_of(listed.cbegin(), listed.cend(), [&](QStringView name) {
            name = name.trimmed();
            return name.startsWith(QLatin1Char('~')) && name.mid(1) == entry.canonical;
        });
        if (!canonicalAmbiguous)
            addName(index, entry.canonical);
        for (QStringView name : listed)
            addName(index, name.trimmed());
    }
}

void Gazetteer::addName(int entry, QStringView name)
{
    const bool ambiguous = name.startsWith(QLatin1Char('~'));
    if (ambiguous)
        name = name.mid(1);
    const QString folded = fold(name);
    if (folded.isEmpty())
        return;
    Name &named = nameAt(folded);
    named.folded = folded;
    QList<Match> &matches = named.matches;
    for (Match &existing : matches) {
        if (existing.entry == entry) {
            existing.ambiguous = existing.ambiguous && ambiguous;
            chooseReading(named);
            return;
        }
    }
    matches.append({entry, ambiguous});
    chooseReading(named);
    const QList<QStringView> words = QStringView(folded).split(QLatin1Char(' '));
    m_longestNameWords = std::max(m_longestNameWords, int(words.size()));
    for (int i = 1; i < words.size(); ++i) {
        if (isLowerAsciiWord(toU16View(words.at(i))))
            m_laterLetterWords.add(WordTable::hashOf(toU16View(words.at(i))));
    }
    QString prefix;
    for (int i = 0; i + 1 < words.size(); ++i) {
        if (i > 0)
            prefix.append(QLatin1Char(' '));
        prefix.append(words.at(i));
        nameAt(prefix).isPrefix = true;
    }
}

void Gazetteer::chooseReading(Name &name) const
{
    // Prefer an unambiguous reading; keep the first entry otherwise.
    const auto unambiguous = std::find_if(name.matches.cbegin(), name.matches.cend(), [](const Match &match) { return !match.ambiguous; });
    const Match &chosen = unambiguous != name.matches.cend() ? *unambiguous : name.matches.first();
    name.entry = chosen.entry;
    name.entryType = quint8(m_entries.at(chosen.entry).type);
    name.ambiguous = chosen.ambiguous || name.matches.size() > 1;
}

Gazetteer::Name &Gazetteer::nameAt(QStringView folded)
{
    for (const QChar c : folded) {
        if (c.unicode() < 128)
            m_asciiInNames[c.unicode() / 64] |= std::uint64_t(1) << (c.unicode() % 64);
    }
    if (isLowerAsciiWord(toU16View(folded)))
        m_letterWords.add(WordTable::hashOf(toU16View(folded)));
    for (qsizetype digits = 1; digits <= folded.size() && folded[digits - 1].unicode() >= u'0' && folded[digits - 1].unicode() <= u'9'; ++digits) {
        std::uint64_t value = std::uint64_t(digits);
        for (const QChar c : folded.first(digits))
            value = value * 10 + (c.unicode() - u'0');
        m_leadingNumbers |= std::uint64_t(1) << bitOfNumber(value);
    }
    return m_names[folded];
}

int Gazetteer::find(EntityType type, QStringView canonical) const
{
    const int *index = m_byCanonical[std::size_t(type)].find(canonical);
    return index ? *index : -1;
}

} // namespace Touchline
