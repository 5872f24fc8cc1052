// The gazetteer chooses each name's reading (Gazetteer::Name::entry, ambiguous, type) once, as its
// matches are added, and the mention finder reads only that. It must be the reading the matches give
// (the first unambiguous one, else the first; ambiguous when '~' or several): for every name of the
// built-in files, and of random files where names are added again, with and without '~', to several
// entries and types in turn. And the finder asks the gazetteer only at numbers some name may start
// with (Gazetteer::mayStartWithNumber()): it must never turn down one that does. A canonical name is
// matched as the names list it.
#include "gazetteer.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

using namespace Touchline;

namespace {

// Whether the name's chosen reading is the one its matches give (none for a prefix of names only).
bool readingAsTheMatchesGive(const Gazetteer &gazetteer, QStringView folded)
{
    const Gazetteer::Name *name = gazetteer.name(folded);
    if (name->matches.isEmpty())
        return name->entry == -1;
    Gazetteer::Match chosen = name->matches.first();
    for (const Gazetteer::Match &match : name->matches) {
        if (!match.ambiguous) {
            chosen = match;
            break;
        }
    }
    return name->entry == chosen.entry && name->ambiguous == (chosen.ambiguous || name->matches.size() > 1)
        && name->type() == gazetteer.entry(chosen.entry).type;
}

// Every name field of a TSV file's lines, folded: the canonical names and the '|' lists.
QStringList foldedNames(const QString &contents)
{
    QStringList names;
    for (const QString &line : contents.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1Char('#')))
            continue;
        for (const QString &field : line.split(QLatin1Char('\t'))) {
            for (QString name : field.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
                if (name.startsWith(QLatin1Char('~')))
                    name.remove(0, 1);
                names.append(Gazetteer::fold(name.trimmed()));
            }
        }
    }
    return names;
}

} // namespace

class GazetteerReadingsTest : public QObject
{
    Q_OBJECT
private slots:
    void builtInReadingsAsTheMatchesGive()
    {
        const auto gazetteer = Gazetteer::builtIn();
        int named = 0;
        for (const char *kind : {"teams", "competitions", "venues", "people"}) {
            QFile file(QStringLiteral(":/touchline/gazetteer/%1.tsv").arg(QLatin1String(kind)));
            QVERIFY(file.open(QIODevice::ReadOnly));
            for (const QString &folded : foldedNames(QString::fromUtf8(file.readAll()))) {
                if (const Gazetteer::Name *name = gazetteer->name(folded)) {
                    QVERIFY2(readingAsTheMatchesGive(*gazetteer, folded), qPrintable(folded));
                    named += !name->matches.isEmpty();
                }
            }
        }
        QVERIFY2(named > 2000, qPrintable(QString::number(named)));
    }

    void randomReadingsAsTheMatchesGive()
    {
        // Clubs and grounds sharing names, common words among them, and the same club listed again.
        const QStringList canonicals = {u"Ashford Rovers"_qs, u"Ashford Town"_qs, u"Harbour City"_qs, u"Mill Lane"_qs, u"City Ground"_qs};
        const QStringList names = {u"Ashford"_qs, u"~Ashford"_qs, u"City"_qs, u"~City"_qs, u"Rovers"_qs, u"~Rovers"_qs, u"Mill Lane"_qs,
                                   u"~Lane"_qs, u"Harbour"_qs, u"Ashford Rovers"_qs, u"~Ashford Rovers"_qs};
        QRandomGenerator random(20261202);
        int checked = 0;
        int severalReadings = 0;
        for (int round = 0; round < 300; ++round) {
            Gazetteer gazetteer;
            for (int line = 1 + random.bounded(6); line > 0; --line) {
                const bool venue = random.bounded(3) == 0;
                QString listed;
                for (int k = random.bounded(4); k > 0; --k)
                    listed += (listed.isEmpty() ? QString() : u"|"_qs) + names.at(random.bounded(int(names.size())));
                const QString canonical = canonicals.at(random.bounded(int(canonicals.size())));
                if (venue)
                    gazetteer.addTsv(u"venues"_qs, canonical + u"\tAshford Rovers\t"_qs + listed + u"\n"_qs, u"test"_qs);
                else
                    gazetteer.addTsv(u"teams"_qs, canonical + u"\tclub\tENG\t"_qs + listed + u"\n"_qs, u"test"_qs);
            }
            for (const QString &name : names + canonicals) {
                QString plain = name;
                if (plain.startsWith(QLatin1Char('~')))
                    plain.remove(0, 1);
                const QString folded = Gazetteer::fold(plain);
                if (const Gazetteer::Name *found = gazetteer.name(folded)) {
                    QVERIFY2(readingAsTheMatchesGive(gazetteer, folded), qPrintable(folded));
                    checked += !found->matches.isEmpty();
                    severalReadings += found->matches.size() > 1;
                }
            }
        }
        QVERIFY2(checked > 1000 && severalReadings > 100, qPrintable(QStringLiteral("%1 %2").arg(checked).arg(severalReadings)));
    }

    // A canonical name its names list with '~' ("Jordan ... ~Jordan") is matched as listed, ambiguous: a
    // forename ("Jordan Pickford") must not be taken for the club on its own. Listed plainly, or not at
    // all, it is matched on its own as before.
    void canonicalNameAsTheNamesListIt_data()
    {
        QTest::addColumn<QString>("names");
        QTest::addColumn<bool>("ambiguous");
        QTest::newRow("listed ambiguous") << u"~Jordan"_qs << true;
        QTest::newRow("listed ambiguous among others") << u"The Chiefs|~Jordan"_qs << true;
        QTest::newRow("listed plainly") << u"Jordan|The Chiefs"_qs << false;
        QTest::newRow("not listed") << u"The Chiefs"_qs << false;
    }
    void canonicalNameAsTheNamesListIt()
    {
        QFETCH(QString, names);
        QFETCH(bool, ambiguous);
        Gazetteer gazetteer;
        gazetteer.addTsv(u"teams"_qs, u"Jordan\tnational\tJOR\t"_qs + names + u"\n"_qs, u"test"_qs);
        const Gazetteer::Name *name = gazetteer.name(Gazetteer::fold(u"Jordan"));
        QVERIFY(name);
        QCOMPARE(name->ambiguous, ambiguous);
        QVERIFY(readingAsTheMatchesGive(gazetteer, Gazetteer::fold(u"Jordan")));
    }

    void numbersThatStartNamesLetThrough()
    {
        QRandomGenerator random(20261203);
        int turnedDown = 0;
        int asked = 0;
        for (int round = 0; round < 200; ++round) {
            Gazetteer gazetteer;
            QStringList leading; // the digits names open with
            for (int line = 1 + random.bounded(4); line > 0; --line) {
                const QString digits = QString::number(random.bounded(random.bounded(2) ? 10 : 3000));
                const QString glued = random.bounded(2) ? u" Rovers"_qs : u". FC Rovers"_qs;
                gazetteer.addTsv(u"teams"_qs, digits + glued + u"\tclub\tENG\t"_qs + digits + glued + u"\n"_qs, u"test"_qs);
                leading.append(digits);
            }
            for (const QString &digits : std::as_const(leading)) {
                for (qsizetype size = 1; size <= digits.size(); ++size)
                    QVERIFY2(gazetteer.mayStartWithNumber(digits.first(size)), qPrintable(digits.first(size)));
            }
            for (int number = 0; number < 100; ++number) {
                const QString digits = QString::number(number);
                const bool opensName = std::any_of(leading.cbegin(), leading.cend(), [&](const QString &name) { return name.startsWith(digits); });
                turnedDown += !gazetteer.mayStartWithNumber(digits);
                QVERIFY(!opensName || gazetteer.mayStartWithNumber(digits));
                ++asked;
            }
            QVERIFY(gazetteer.mayStartWithNumber(u"\u0663"_qs)); // digits of other scripts are not told
        }
        QVERIFY2(turnedDown > asked / 2, qPrintable(QStringLiteral("%1 of %2").arg(turnedDown).arg(asked)));
    }
};

QTEST_APPLESS_MAIN(GazetteerReadingsTest)
#include "gazetteerreadings_test.moc"
