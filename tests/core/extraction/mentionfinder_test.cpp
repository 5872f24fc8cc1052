// Names through the public Extractor: mentions grouped into one entity per person or club, roles
// from context, a player's team from context, ambiguous names only with support, and offsets that
// stay right around accents, curly quotes and emoji.
#include "extractor.h"
#include "gazetteer.h"

#include <QTest>

using namespace Touchline;

namespace {

const Extractor &extractor()
{
    static const Extractor instance;
    return instance;
}

// The entity one of whose mentions covers exactly `surface` (first occurrence at or after `from`).
const Entity *entityForSurface(const AnnotationSet &set, const QString &text, const QString &surface, qsizetype from = 0)
{
    const qsizetype at = text.indexOf(surface, from);
    if (at < 0)
        return nullptr;
    const TextSpan span{int(at), int(at + surface.size())};
    for (const Entity &entity : set.entities) {
        if (entity.mentions.contains(span))
            return &entity;
    }
    return nullptr;
}

QStringList describe(const AnnotationSet &set, const QString &text)
{
    QStringList out;
    for (const Entity &e : set.entities) {
        QStringList mentions;
        for (const TextSpan &s : e.mentions)
            mentions << s.textIn(text);
        out << entityTypeName(e.type) + QLatin1Char(' ') + e.canonical + QLatin1String(" [") + mentions.join(QLatin1Char('|'))
                + QLatin1String("] team=") + e.team;
    }
    return out;
}

// The text of every mention of every entity.
QStringList mentionTexts(const AnnotationSet &set, const QString &text)
{
    QStringList out;
    for (const Entity &entity : set.entities) {
        for (const TextSpan &span : entity.mentions)
            out << span.textIn(text);
    }
    return out;
}

// `count` texts of up to 12 characters, half of them letters as in names, the rest from `alphabet`;
// the same on every run.
QStringList randomTexts(const QString &alphabet, quint32 seed, int count)
{
    const auto nextRandom = [&seed] { return (seed = seed * 1103515245u + 12345u) >> 16; };
    QStringList texts;
    for (int round = 0; round < count; ++round) {
        QString text;
        const int length = int(nextRandom() % 13);
        for (int i = 0; i < length; ++i) {
            const quint32 pick = nextRandom() % (2 * alphabet.size());
            text += pick < quint32(alphabet.size()) ? alphabet.at(pick) : QChar(u'a' + char16_t(pick % 26) - (pick % 3 ? 0 : 32));
        }
        texts << text;
    }
    return texts;
}

} // namespace

class MentionFinderTest : public QObject
{
    Q_OBJECT
private slots:
    void groupsMentionsOfOneEntity_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("surfaces"); // each must be a mention of the same entity
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("surname and possessive")
            << QStringLiteral("Harry Kane opened the scoring. Kane added a second, and Kane's third sealed it.")
            << QStringList{QStringLiteral("Harry Kane"), QStringLiteral("Kane"), QStringLiteral("Kane")} << "PLAYER" << "Harry Kane";
        QTest::newRow("curly possessive")
            << QStringLiteral("Harry Kane opened the scoring before Kane\u2019s header made it two.")
            << QStringList{QStringLiteral("Harry Kane"), QStringLiteral("Kane")} << "PLAYER" << "Harry Kane";
        QTest::newRow("club aliases")
            << QStringLiteral("Tottenham Hotspur started well. Tottenham pressed high and Spurs deserved the lead.")
            << QStringList{QStringLiteral("Tottenham Hotspur"), QStringLiteral("Tottenham"), QStringLiteral("Spurs")} << "TEAM"
            << "Tottenham Hotspur";
        QTest::newRow("accented surname")
            << QStringLiteral("Tom\u00e1s Ferreira crossed early. Ferreira\u2019s second cross was better.")
            << QStringList{QStringLiteral("Tom\u00e1s Ferreira"), QStringLiteral("Ferreira")} << "PLAYER" << "Tom\u00e1s Ferreira";
        QTest::newRow("hyphenated surname")
            << QStringLiteral("Isaac Mensah-Ward ran clear. Mensah-Ward shot wide.")
            << QStringList{QStringLiteral("Isaac Mensah-Ward"), QStringLiteral("Mensah-Ward")} << "PLAYER" << "Isaac Mensah-Ward";
        QTest::newRow("apostrophe surname")
            << QStringLiteral("John O'Shea headed clear. O'Shea was immense.")
            << QStringList{QStringLiteral("John O'Shea"), QStringLiteral("O'Shea")} << "PLAYER" << "John O'Shea";
    }
    void groupsMentionsOfOneEntity()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, surfaces);
        QFETCH(QString, type);
        QFETCH(QString, canonical);
        const AnnotationSet set = extractor().extract(text);
        const Entity *first = nullptr;
        qsizetype from = 0;
        for (const QString &surface : surfaces) {
            const Entity *entity = entityForSurface(set, text, surface, from);
            QVERIFY2(entity, qPrintable(QLatin1String("no mention '") + surface + QLatin1String("' in ")
                                        + describe(set, text).join(QLatin1String("; "))));
            from = text.indexOf(surface, from) + surface.size();
            if (!first)
                first = entity;
            QCOMPARE(entity->id, first->id);
        }
        QCOMPARE(entityTypeName(first->type), type);
        QCOMPARE(first->canonical, canonical);
        // One entity only with this canonical name.
        const auto sameName = std::count_if(set.entities.begin(), set.entities.end(),
                                            [&](const Entity &e) { return e.canonical == canonical; });
        QCOMPARE(sameName, 1);
    }

    void decidesRolesFromContext_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("surface");
        QTest::addColumn<QString>("type");
        QTest::newRow("manager before") << "Harbour manager Elena Marsh was delighted with the win." << "Elena Marsh" << "MANAGER";
        QTest::newRow("boss before") << "Ashford boss Gareth Pryce was less impressed." << "Gareth Pryce" << "MANAGER";
        QTest::newRow("head coach before") << "Head coach Marta Kowal praised her players." << "Marta Kowal" << "MANAGER";
        QTest::newRow("X's side") << "Gareth Pryce's side never recovered after the break." << "Gareth Pryce" << "MANAGER";
        QTest::newRow("the men of X") << "Everything began badly for the men of Yannick Le Bihan." << "Yannick Le Bihan" << "MANAGER";
        QTest::newRow("the charges of X") << "The charges of Gareth Pryce looked sharper." << "Gareth Pryce" << "MANAGER";
        QTest::newRow("introduced, not introducing") << "Dion Abbey, introduced in the 63rd minute, struck late." << "Dion Abbey" << "PLAYER";
        QTest::newRow("introducing one") << "Gareth Pryce introduced Dion Abbey on the hour." << "Gareth Pryce" << "MANAGER";
        QTest::newRow("a super-sub") << "Super-sub Dion Abbey has fired Harbour City to a win." << "Dion Abbey" << "PLAYER";
        QTest::newRow("the team of X") << "The reaction of the team of Gareth Pryce was not immediate." << "Gareth Pryce" << "MANAGER";
        QTest::newRow("the players of X, a player") << "The players of Gareth Pryce looked sharper." << "Gareth Pryce" << "PLAYER";
        QTest::newRow("referee before") << "Referee Tom Whitcombe pointed to the spot." << "Tom Whitcombe" << "REFEREE";
        QTest::newRow("referee mid-sentence") << "Dion Abbey went down and referee Priya Sandhu waved play on."
                                              << "Priya Sandhu" << "REFEREE";
        QTest::newRow("the role's abbreviation in brackets") << "But video assistant referee (VAR) Priya Sandhu advised the referee that Dion Abbey was offside."
                                                            << "Priya Sandhu" << "REFEREE";
        QTest::newRow("player by default") << "Dion Abbey headed in from a corner." << "Dion Abbey" << "PLAYER";
        QTest::newRow("fouled player stays a player") << "Referee Tom Whitcombe booked Callum Reid for a foul."
                                                      << "Callum Reid" << "PLAYER";
    }
    void decidesRolesFromContext()
    {
        QFETCH(QString, text);
        QFETCH(QString, surface);
        QFETCH(QString, type);
        const AnnotationSet set = extractor().extract(text);
        const Entity *entity = entityForSurface(set, text, surface);
        QVERIFY2(entity, qPrintable(describe(set, text).join(QLatin1String("; "))));
        QCOMPARE(entityTypeName(entity->type), type);
        QCOMPARE(entity->canonical, surface);
    }

    // A nationality before a name is no part of it and no one's name: "Zimbabwean import Tinashe Mafukidze".
    void demonymIsNoName_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("demonym");
        QTest::addColumn<QString>("name");
        QTest::newRow("african") << "Zimbabwean import Tinashe Mafukidze scored twice." << "Zimbabwean" << "Tinashe Mafukidze";
        QTest::newRow("two words") << "Then New Zealander Sam Reid volleyed home." << "New Zealander" << "Sam Reid";
        QTest::newRow("gulf") << "Qatari forward Hassan Al-Mansouri headed in." << "Qatari" << "Hassan Al-Mansouri";
        // Nor is the first word of a demonym of two, though the lexicon knows "Rican" alone.
        QTest::newRow("two words, the first no demonym alone") << "The Costa Rican substitute Dion Abbey headed home." << "Costa" << "Dion Abbey";
    }
    void demonymIsNoName()
    {
        QFETCH(QString, text);
        QFETCH(QString, demonym);
        QFETCH(QString, name);
        const AnnotationSet set = extractor().extract(text);
        const QString found = describe(set, text).join(QLatin1String("; "));
        QVERIFY2(!entityForSurface(set, text, demonym), qPrintable(found));
        QVERIFY2(entityForSurface(set, text, name), qPrintable(found));
    }

    void roleAppliesToAllMentions()
    {
        const QString text = QStringLiteral("Manager Elena Marsh made two changes. Marsh said her side were brilliant.");
        const AnnotationSet set = extractor().extract(text);
        const Entity *full = entityForSurface(set, text, QStringLiteral("Elena Marsh"));
        const Entity *surname = entityForSurface(set, text, QStringLiteral("Marsh"), text.indexOf(QLatin1String(". ")));
        QVERIFY(full);
        QVERIFY(surname);
        QCOMPARE(surname->id, full->id);
        QCOMPARE(full->type, EntityType::Manager);
    }

    void findsPlayersTeamFromContext_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("player");
        QTest::addColumn<QString>("team");
        QTest::newRow("possessive club") << "Leicester's Jamie Vardy ran through on goal. Vardy scored." << "Jamie Vardy"
                                         << "Leicester City";
        QTest::newRow("club in brackets") << "Jamie Vardy (Leicester City) is shown the yellow card." << "Jamie Vardy"
                                          << "Leicester City";
        QTest::newRow("line-up line") << "Tottenham Hotspur: Vicario; Porro, Romero, Van de Ven, Udogie." << "Romero"
                                      << "Tottenham Hotspur";
    }
    void findsPlayersTeamFromContext()
    {
        QFETCH(QString, text);
        QFETCH(QString, player);
        QFETCH(QString, team);
        const AnnotationSet set = extractor().extract(text);
        const Entity *entity = entityForSurface(set, text, player);
        QVERIFY2(entity, qPrintable(describe(set, text).join(QLatin1String("; "))));
        QCOMPARE(entity->type, EntityType::Player);
        const Entity *club = set.entity(entity->team);
        QVERIFY2(club, qPrintable(QLatin1String("team id '") + entity->team + QLatin1Char('\'')));
        QCOMPARE(club->type, EntityType::Team);
        QCOMPARE(club->canonical, team);
    }

    void teamPropagatesToLaterMentions()
    {
        const QString text = QStringLiteral("Jamie Vardy (Leicester City) is shown the yellow card. Later Vardy scored again.");
        const AnnotationSet set = extractor().extract(text);
        const Entity *later = entityForSurface(set, text, QStringLiteral("Vardy"), text.indexOf(QLatin1String("Later")));
        QVERIFY(later);
        QCOMPARE(later->canonical, QStringLiteral("Jamie Vardy"));
        QVERIFY(set.entity(later->team));
        QCOMPARE(set.entity(later->team)->canonical, QStringLiteral("Leicester City"));
    }

    void acceptsAmbiguousNameOnlyWithSupport_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("isTeam");
        QTest::newRow("supported by the full name")
            << "Leicester City started brightly. City scored twice before the break." << true;
        QTest::newRow("no support") << "The City was quiet on Sunday. City hall opened late." << false;
    }
    void acceptsAmbiguousNameOnlyWithSupport()
    {
        QFETCH(QString, text);
        QFETCH(bool, isTeam);
        const AnnotationSet set = extractor().extract(text);
        const qsizetype second = text.indexOf(QLatin1String(". ")) + 2;
        const Entity *entity = entityForSurface(set, text, QStringLiteral("City"), second);
        const bool team = entity && entity->type == EntityType::Team;
        QVERIFY2(team == isTeam, qPrintable(describe(set, text).join(QLatin1String("; "))));
        if (isTeam)
            QCOMPARE(entity->canonical, QStringLiteral("Leicester City"));
    }

    void leavesOutWordsThatAreNoNames_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("word");
        QTest::newRow("However") << "However, Dion Abbey headed wide." << "However";
        QTest::newRow("Meanwhile") << "Meanwhile Dion Abbey warmed up." << "Meanwhile";
        QTest::newRow("After") << "After the break Dion Abbey scored." << "After";
        QTest::newRow("The") << "The striker Dion Abbey scored." << "The";
        QTest::newRow("Despite") << "Despite the rain Dion Abbey scored." << "Despite";
        QTest::newRow("Centre-back") << "Centre-back Dion Abbey scored." << "Centre-back";
        // A particle left alone where a name is cut at a stop word ("The").
        QTest::newRow("lone particle") << "Dion Abbey passed to van The Beek and scored." << "van";
        QTest::newRow("lone particle, sentence start") << "von The Beek passed to Dion Abbey." << "von";
        // An embedded post's handle, tag and link, and a live blog entry's first word after its minute.
        QTest::newRow("handle") << "Dion Abbey scored. Download the @SkySports app for more." << "SkySports";
        QTest::newRow("tag") << "Dion Abbey scored. Follow #HarbourCity here." << "HarbourCity";
        QTest::newRow("link") << "Dion Abbey scored. pic.twitter.com/QFkStDUxGq" << "QFkStDUxGq";
        QTest::newRow("short link") << "Dion Abbey scored. Watch https://t.co/K83lQ3EhuI now." << "EhuI";
        QTest::newRow("entry after its minute") << "Kickoff.\n34min: Panic over as Dion Abbey heads clear." << "Panic";
        // A word opening its sentence stays a name before "is booked", "was sent off", not before any passive.
        QTest::newRow("shown, no card after") << "Scoreline is shown home-away. Dion Abbey scored." << "Scoreline";
        QTest::newRow("sent, not off") << "Scoreline was sent by post. Dion Abbey scored." << "Scoreline";
        // A page's furniture in a headline: "Match Recap", "Matchday 14".
        QTest::newRow("a recap's headline") << "Harbour City 2, Ashford 1 | 2025 Match Recap\n\nDion Abbey scored." << "Recap";
        QTest::newRow("a matchday") << "Coastal League, Matchday 14\n\nDion Abbey scored." << "Matchday";
        QTest::newRow("a league's week") << "It was a Coastal League Week 24 clash, and Dion Abbey scored." << "Week";
        QTest::newRow("an acronym's compound") << "The clash featured a VAR-disallowed goal, and Dion Abbey scored." << "VAR-disallowed";
        // A position's letter before a full name in a line-up is no initial.
        QTest::newRow("a position's letter") << "HAR: GK Sam Kemp; D Dion Abbey, Lee Hart; M Ian Lowe" << "D Dion";
    }
    void leavesOutWordsThatAreNoNames()
    {
        QFETCH(QString, text);
        QFETCH(QString, word);
        const AnnotationSet set = extractor().extract(text);
        for (const QString &mention : mentionTexts(set, text))
            QVERIFY2(!mention.contains(word), qPrintable(describe(set, text).join(QLatin1String("; "))));
        const Entity *abbey = entityForSurface(set, text, QStringLiteral("Dion Abbey"));
        QVERIFY2(abbey, qPrintable(describe(set, text).join(QLatin1String("; "))));
        QCOMPARE(abbey->type, EntityType::Player);
    }

    void leavesOutPlaceNamesOfSeveralWords_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("place");
        QTest::newRow("two words") << "Dion Abbey scored twice in Buenos Aires on Sunday." << "Buenos Aires";
        QTest::newRow("three words") << "Dion Abbey grew up in Rio de Janeiro before moving abroad." << "Rio de Janeiro";
        QTest::newRow("hyphenated") << "Dion Abbey grew up in Rio-de-Janeiro before moving abroad." << "Rio-de-Janeiro";
    }
    void leavesOutPlaceNamesOfSeveralWords()
    {
        QFETCH(QString, text);
        QFETCH(QString, place);
        const AnnotationSet set = extractor().extract(text);
        for (const QString &mention : mentionTexts(set, text))
            QVERIFY2(!place.contains(mention), qPrintable(describe(set, text).join(QLatin1String("; "))));
        QVERIFY2(entityForSurface(set, text, QStringLiteral("Dion Abbey")), qPrintable(describe(set, text).join(QLatin1String("; "))));
    }

    void keepsOffsetsWithNonAsciiText()
    {
        // An emoji (two UTF-16 units), curly quotes and accents before the names.
        const QString text = QStringLiteral("\U0001F600 \u201cWhat a night,\u201d said the caf\u00e9 owner. "
                                            "J\u00fcrgen Albrecht\u2019s pass found Tom\u00e1s Ferreira, who scored for Tottenham.");
        const AnnotationSet set = extractor().extract(text);
        const QStringList names{QStringLiteral("J\u00fcrgen Albrecht"), QStringLiteral("Tom\u00e1s Ferreira"), QStringLiteral("Tottenham")};
        for (const QString &name : names) {
            const Entity *entity = entityForSurface(set, text, name);
            QVERIFY2(entity, qPrintable(name + QLatin1String(": ") + describe(set, text).join(QLatin1String("; "))));
        }
        // Every mention's span lies inside the text and starts on a letter.
        for (const Entity &entity : set.entities) {
            for (const TextSpan &span : entity.mentions) {
                QVERIFY(span.start >= 0 && span.end <= text.size() && !span.isEmpty());
                QVERIFY2(text.at(span.start).isLetter(), qPrintable(span.textIn(text)));
                QVERIFY2(text.at(span.end - 1).isLetterOrNumber(), qPrintable(span.textIn(text)));
            }
        }
    }

    void usesUserGazetteer()
    {
        auto gazetteer = std::make_shared<Gazetteer>();
        gazetteer->addTsv(QStringLiteral("teams"),
                          QStringLiteral("Harbour City\tclub\tENG\tHarbour City|Harbour|~City|~Seagulls\n"), QStringLiteral("test"));
        QVERIFY(gazetteer->warnings().isEmpty());
        const Extractor custom(gazetteer);
        const QString text = QStringLiteral("Harbour City won at last. City were better and Harbour deserved it.");
        const AnnotationSet set = custom.extract(text);
        const Entity *full = entityForSurface(set, text, QStringLiteral("Harbour City"));
        QVERIFY2(full, qPrintable(describe(set, text).join(QLatin1String("; "))));
        QCOMPARE(full->type, EntityType::Team);
        const Entity *shortName = entityForSurface(set, text, QStringLiteral("Harbour"), text.indexOf(QLatin1String("better")));
        const Entity *ambiguous = entityForSurface(set, text, QStringLiteral("City"), text.indexOf(QLatin1String(". ")));
        QVERIFY(shortName);
        QVERIFY(ambiguous);
        QCOMPARE(shortName->id, full->id);
        QCOMPARE(ambiguous->id, full->id);
    }

    // What the words around a name make it: a name that opens or ends with a number ("2 Bundesliga", "Bundesliga 2")
    // is not read from a score's numbers; a club no gazetteer knows is named after its abbreviation ("FC", "SV",
    // "VfL"), with a year's digits after it ("04"), and its name's word alone names it later; a full name in
    // brackets after a player's is an assist's, not his club's, where a one-word name there is a club.
    void readsNamesByTheWordsAround_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("surface"); // its last mention in the text
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("canonical");
        const QString score = QStringLiteral("Rheinstadt earned a 3-2 Bundesliga win, then a Bundesliga 2-1 win. ");
        QTest::newRow("score's second number") << score.first(score.indexOf(u',')) << "Bundesliga" << int(EntityType::Competition) << "Bundesliga";
        QTest::newRow("score's first number") << score << "Bundesliga" << int(EntityType::Competition) << "Bundesliga";
        QTest::newRow("a number of the name") << "Rheinstadt were promoted from Bundesliga 2 in May." << "Bundesliga 2" << int(EntityType::Competition)
                                              << "2. Bundesliga";
        const QString clubs = QStringLiteral("Then FC Rheinstadt 04 beat SV Eichenau 2-1, and VfL Osterholz lost. Late on Rheinstadt led and Eichenau never recovered.");
        QTest::newRow("capitals and a year") << clubs << "FC Rheinstadt 04" << int(EntityType::Team) << "FC Rheinstadt 04";
        QTest::newRow("capitals") << clubs << "SV Eichenau" << int(EntityType::Team) << "SV Eichenau";
        QTest::newRow("mixed case") << clubs << "VfL Osterholz" << int(EntityType::Team) << "VfL Osterholz";
        QTest::newRow("the word of a name with a year") << clubs << "Rheinstadt" << int(EntityType::Team) << "FC Rheinstadt 04";
        QTest::newRow("the word after capitals") << clubs << "Eichenau" << int(EntityType::Team) << "SV Eichenau";
        const QString nordic = QStringLiteral("Next up for Vattern is a trip to IK Strandvik, while Norrholm host Lappmarkens IK on Sunday.");
        QTest::newRow("a Nordic club's abbreviation before") << nordic << "IK Strandvik" << int(EntityType::Team) << "IK Strandvik";
        QTest::newRow("a Nordic club's abbreviation after") << nordic << "Lappmarkens IK" << int(EntityType::Team) << "Lappmarkens";
        const QString belgian = QStringLiteral("KFC Heidebeek beat RFC Meuse-Ardennes 2-1. Late on Meuse-Ardennes pressed, and Heidebeek held on.");
        QTest::newRow("a Belgian club's abbreviation") << belgian << "RFC Meuse-Ardennes" << int(EntityType::Team) << "RFC Meuse-Ardennes";
        QTest::newRow("a compound name past the abbreviation") << belgian << "Meuse-Ardennes" << int(EntityType::Team) << "RFC Meuse-Ardennes";
        QTest::newRow("two words past the abbreviation") << QStringLiteral("AO Agia Marina drew 1-1 with KFC Heidebeek. Agia Marina led twice.")
                                                         << "Agia Marina" << int(EntityType::Team) << "AO Agia Marina";
        const QString turkish = QStringLiteral("Elsewhere Ankara Gedikspor drew with Kayalar Spor, and Ege Tepespor lost.");
        QTest::newRow("a Turkish club's glued word") << turkish << "Ankara Gedikspor" << int(EntityType::Team) << "Ankara Gedikspor";
        QTest::newRow("a Turkish club's word alone") << turkish << "Kayalar Spor" << int(EntityType::Team) << "Kayalar Spor";
        QTest::newRow("a ground's opening word") << "Urdaibai drew 2-2 at the Estadio de Arrigorri on Sunday." << "Estadio de Arrigorri" << int(EntityType::Venue)
                                                 << "Estadio de Arrigorri";
        // A ground's last word a common one (a stop word alone: "the Stadium was full").
        QTest::newRow("a ground named by 'Stadium'") << "Haverleigh drew 2-2 at the Lanyard Stadium on Sunday." << "Lanyard Stadium" << int(EntityType::Venue)
                                                     << "Lanyard Stadium";
        QTest::newRow("a ground by one word after 'at the'") << "Haverleigh drew 2-2 at the Ropewalk on Sunday." << "Ropewalk" << int(EntityType::Venue) << "Ropewalk";
        QTest::newRow("a ground named by 'Ground'") << "Haverleigh drew 2-2 at Copse Ground on Sunday." << "Copse Ground" << int(EntityType::Venue) << "Copse Ground";
        const QString lusophone = QStringLiteral("Esporte Clube Serra Dourada and Associação Atlética Vila Nova met at the Estádio Aristides "
                                                 "Magalhães. Serra Dourada won it late.");
        QTest::newRow("a club's opening words") << lusophone << "Associação Atlética Vila Nova" << int(EntityType::Team) << "Associação Atlética Vila Nova";
        QTest::newRow("a ground's opening word, an accent in it") << lusophone << "Estádio Aristides Magalhães" << int(EntityType::Venue)
                                                                  << "Estádio Aristides Magalhães";
        const QString german = QStringLiteral("SF Karlsheim beat Eintracht Wellbach 3:1, and Sportfreunde Karlsheim lead Eintracht Frankfurt.");
        QTest::newRow("a short form's word opening another club") << german << "Eintracht Wellbach" << int(EntityType::Team) << "Eintracht Wellbach";
        QTest::newRow("the club the short form names") << german << "Eintracht Frankfurt" << int(EntityType::Team) << "Eintracht Frankfurt";
        QTest::newRow("a club's abbreviation") << german << "SF Karlsheim" << int(EntityType::Team) << "SF Karlsheim";
        QTest::newRow("a club's opening word, spelt out") << german << "Sportfreunde Karlsheim" << int(EntityType::Team) << "Sportfreunde Karlsheim";
        QTest::newRow("a club's name past its opening words") << lusophone << "Serra Dourada" << int(EntityType::Team) << "Esporte Clube Serra Dourada";
        const QString openings = QStringLiteral("Dinamo Zorovets beat Sporting Clube de Vilarinho 2-1. Tiago Brás put Sporting ahead before Dinamo hit back.");
        QTest::newRow("a club's opening word alone") << openings << "Sporting" << int(EntityType::Team) << "Sporting Clube de Vilarinho";
        QTest::newRow("a club's opening word alone, at a clause's start") << openings << "Dinamo" << int(EntityType::Team) << "Dinamo Zorovets";
        const QString brackets = QStringLiteral("Harbour won.\n\nHCS \u2013 Diego Salcedo (Kofi Mensah-Arthur) 45+2'\n\nCiaran Vale (Northbridge) is shown the yellow card.");
        QTest::newRow("an assist in brackets") << brackets << "Kofi Mensah-Arthur" << int(EntityType::Player) << "Kofi Mensah-Arthur";
        QTest::newRow("a club in brackets") << brackets << "Northbridge" << int(EntityType::Team) << "Northbridge";
        const QString headline = QStringLiteral("Ravensholt Wanderers 2 Port Seraph 1: Wolny's save turns the tide\n\nPort Seraph pressed high.");
        QTest::newRow("a headline's score after each name") << headline << "Port Seraph" << int(EntityType::Team) << "Port Seraph";
        QTest::newRow("a two-word plural after 'The' opening the sentence") << "Obaland won 2-1. The Thunder Buffaloes punished that let-off in the 23rd minute."
                                                                            << "Thunder Buffaloes" << int(EntityType::Team) << "Thunder Buffaloes";
        QTest::newRow("a two-word name after 'the', no plural") << "Obaland won 2-1. The Thunder Buffaloes were the visitors, and the Ghanaian striker Kwame Mensah scored."
                                                                << "Kwame Mensah" << int(EntityType::Player) << "Kwame Mensah";
        QTest::newRow("a plural after 'the' is a side's nickname") << "Greyfriars scored twice, and Ines Halvorsen has become the Friars' best weapon." << "Friars"
                                                                   << int(EntityType::Team) << "Friars";
        // A competition no list knows, by its last word (a stop word, which the names' trim leaves out).
        QTest::newRow("a sponsor's league") << "A Vantage Bet League thriller at Mill Lane." << "Vantage Bet League" << int(EntityType::Competition)
                                            << "Vantage Bet League";
        QTest::newRow("a cup of stop words") << "Valmoral reached the semi-finals of the Continental Shield on Thursday." << "Continental Shield"
                                             << int(EntityType::Competition) << "Continental Shield";
        QTest::newRow("a women's league") << "It was their third meeting in the Aurora Women's League this season." << "Aurora Women's League"
                                          << int(EntityType::Competition) << "Aurora Women's League";
        QTest::newRow("a league's rank") << "Harbour City top Coastal League One by two points." << "Coastal League One" << int(EntityType::Competition)
                                         << "Coastal League One";
        QTest::newRow("a league's number") << "Kaga are fourth in the Koyo Securities Pro League 1 table." << "Koyo Securities Pro League 1"
                                           << int(EntityType::Competition) << "Koyo Securities Pro League 1";
        QTest::newRow("a club's word before a league is no competition's") << "Oli Burke makes a first United Premier League start." << "Premier League"
                                                                             << int(EntityType::Competition) << "Premier League";
        // A women's side keeps its last word (a stop word), and its club's word alone still names it.
        QTest::newRow("a women's side") << "Larkfield Women beat Ostley Ladies 2-0 at Mill Lane." << "Ostley Ladies" << int(EntityType::Team) << "Ostley Ladies";
        QTest::newRow("an age group's side") << "Castlebrook United U18s beat Athletic U21 2-0 at Mill Lane." << "Castlebrook United U18s" << int(EntityType::Team)
                                             << "Castlebrook United U18s";
        QTest::newRow("an age group's side, no plural") << "Castlebrook United U18s beat Athletic U21 2-0 at Mill Lane." << "Athletic U21" << int(EntityType::Team)
                                                        << "Athletic U21";
        QTest::newRow("a women's side's club word") << "Brookmere City Women 3 Ostley Ladies 1\n\nOstley pressed high, but City held on." << "City"
                                                    << int(EntityType::Team) << "Brookmere City Women";
        QTest::newRow("a women's side's club word, the club named without its side's word too")
            << "Brookmere City Women 3 Ostley Ladies 1\n\nBrookmere City edged it. Ostley pressed high, but City held on." << "City"
            << int(EntityType::Team) << "Brookmere City Women";
        // A club's abbreviation in capitals after its name is the name's, and the club the one the report names without it.
        const QString suffixed = QStringLiteral("Harbour City FC 3 - 2 Sendai Hoshizora FC\n\nThe hosts pressed, and Harbour City led at the break.");
        QTest::newRow("an abbreviation after the name") << suffixed.first(suffixed.indexOf(u'\n')) << "Sendai Hoshizora FC" << int(EntityType::Team)
                                                        << "Sendai Hoshizora";
        QTest::newRow("the name without its abbreviation") << suffixed << "Harbour City" << int(EntityType::Team) << "Harbour City";
        QTest::newRow("the name with its abbreviation, one club") << suffixed.first(suffixed.indexOf(u'\n')) << "Harbour City FC" << int(EntityType::Team)
                                                                  << "Harbour City";
        QTest::newRow("a ratings line") << "Wolny 8 Port Seraph 7 were the best.\n\nPort Seraph pressed high." << "Port Seraph"
                                         << int(EntityType::Player) << "Port Seraph";
    }
    void readsNamesByTheWordsAround()
    {
        QFETCH(QString, text);
        QFETCH(QString, surface);
        QFETCH(int, type);
        QFETCH(QString, canonical);
        const AnnotationSet set = extractor().extract(text);
        const Entity *entity = entityForSurface(set, text, surface, text.lastIndexOf(surface));
        QVERIFY2(entity, qPrintable(describe(set, text).join(QLatin1String("; "))));
        QCOMPARE(int(entity->type), type);
        QCOMPARE(entity->canonical, canonical);
    }

    // The scan builds keys from the folds of single words: appending a fold must equal folding the text.
    void appendingFoldsEqualsFoldingText()
    {
        const QStringList pieces{QStringLiteral("Paris"), QStringLiteral(" "), QStringLiteral("Saint-Germain"), QStringLiteral("-"),
                                 QStringLiteral(" - "), QStringLiteral("\u2013"), QStringLiteral("."), QStringLiteral("O\u2019Shea"),
                                 QStringLiteral("\u00a0"), QStringLiteral("M\u00fcller "), QStringLiteral("&"), QStringLiteral("Stra\u00dfe")};
        for (const QString &a : pieces) {
            for (const QString &b : pieces) {
                for (const QString &c : pieces) {
                    FoldBuffer whole;
                    whole.append(QString(a + b + c));
                    FoldBuffer keys;
                    for (const QString &piece : {a, b, c}) {
                        FoldBuffer alone;
                        alone.append(piece);
                        keys.appendFolded(alone.current(), FoldBuffer::isSeparator(piece.front()), alone.pendingSpace());
                    }
                    QCOMPARE(keys.current().toString(), whole.current().toString());
                    QCOMPARE(keys.pendingSpace(), whole.pendingSpace());
                }
            }
        }
    }

    // A fold continued one character at a time must equal the fold of the whole text, whatever the
    // characters: separators leave a space pending, and "ß" (two characters folded) after a pending
    // space once wrote past the buffer's room, the next append zeroing it. The alphabet holds the
    // separators, the edges of the ASCII ranges and characters folded outside ASCII.
    void appendingOneByOneEqualsFoldingWhole()
    {
        const QString alphabet = QStringLiteral("AZaz@[`{ \t\r\x1f!,-./09'\x7f") + QChar(0x80) + QChar(0xA0) + QChar(0xE9)
            + QChar(0xDF) + QChar(0x2013) + QChar(0x2019) + QChar(0xFF21) + QChar(0x0141);
        for (const QString &text : randomTexts(alphabet, 1, 20000)) {
            FoldBuffer oneByOne;
            for (const QChar c : text)
                oneByOne.append(QStringView(&c, 1));
            QCOMPARE(Gazetteer::fold(text), oneByOne.current().toString());
            // ... and after a space still pending from an earlier append.
            FoldBuffer continued;
            continued.append(QStringLiteral("x "));
            continued.append(text);
            FoldBuffer continuedOneByOne;
            continuedOneByOne.append(QStringLiteral("x "));
            for (const QChar c : text)
                continuedOneByOne.append(QStringView(&c, 1));
            QCOMPARE(continued.current().toString(), continuedOneByOne.current().toString());
            QCOMPARE(continued.pendingSpace(), continuedOneByOne.pendingSpace());
        }
    }

    // Runs of ASCII fold in a loop of their own: on ASCII text the fold must be the plain rule, lower
    // case with every run of separators (white space, '-', '.') one space between words.
    void foldingAsciiEqualsPlainRule()
    {
        const auto plainFold = [](QStringView text) {
            QString out;
            bool pendingSpace = false;
            for (const QChar c : text) {
                const char16_t u = c.unicode();
                if (u == u' ' || (u >= u'\t' && u <= u'\r') || u == u'-' || u == u'.') {
                    pendingSpace = !out.isEmpty();
                    continue;
                }
                if (pendingSpace)
                    out += QLatin1Char(' ');
                pendingSpace = false;
                out += u >= u'A' && u <= u'Z' ? QChar(u + (u'a' - u'A')) : c;
            }
            return out;
        };
        const QString alphabet = QStringLiteral("AZaz@[`{ \t\r\x08\x0e\x1f!,-./09'\x7f");
        for (const QString &text : randomTexts(alphabet, 3, 20000))
            QCOMPARE(Gazetteer::fold(text), plainFold(text));
    }

    void findsNoEntitiesInEmptyText()
    {
        QVERIFY(extractor().extract(QString()).entities.isEmpty());
        QVERIFY(extractor().extract(QStringLiteral("   \n\n ")).entities.isEmpty());
    }
};

QTEST_APPLESS_MAIN(MentionFinderTest)
#include "mentionfinder_test.moc"
