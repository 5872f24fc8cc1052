// Match events through the public Extractor: each event type from short invented sentences, other
// matches and hypotheticals left out, one event told several times merged, line-up boxes, the score
// check both ways, offsets with non-ASCII text, degenerate documents and the fictional reports.
#include "entityresolver.h"
#include "extractor.h"

#include <QFile>
#include <QHash>
#include <QTest>

#include <algorithm>

using namespace Touchline;

namespace {

const Extractor &extractor()
{
    static const Extractor instance;
    return instance;
}

QString describe(const MatchEvent &e, const QString &text)
{
    QStringList evidence;
    for (const TextSpan &s : e.evidence)
        evidence << s.textIn(text);
    return eventTypeName(e.type) + QLatin1Char(' ') + e.time.toString() + QLatin1Char(' ') + e.player + QLatin1Char('/')
        + e.secondPlayer + QLatin1String(" team=") + e.team
        + QLatin1String(" score=") + (e.scoreAfter ? e.scoreAfter->toString() : QString()) + QLatin1String(" [")
        + evidence.join(QLatin1String(" | ")) + QLatin1Char(']');
}

// The event's minute as the tables below write it: "-" for none.
QString shownMinute(const MatchEvent &e)
{
    return e.time.isValid() ? e.time.toString() : QStringLiteral("-");
}

// "GOAL 23 Joe Whitlam", as the tables below write an event.
QString typeMinutePlayer(const MatchEvent &e)
{
    return eventTypeName(e.type) + QLatin1Char(' ') + shownMinute(e) + QLatin1Char(' ') + e.player;
}

// The events of `set` as "TYPE MINUTE Player[ on for Other] (Team)", in order, joined by "; "; the result as
// "FULL_TIME detail" where `withResult`, else left out.
QString eventsWithSides(const AnnotationSet &set, bool withResult)
{
    QStringList got;
    for (const MatchEvent &e : set.events) {
        if (e.type == EventType::FullTime) {
            if (withResult)
                got.append(QStringLiteral("FULL_TIME ") + e.detail);
        } else {
            got.append(typeMinutePlayer(e) + (e.secondPlayer.isEmpty() ? QString() : QLatin1String(" on for ") + e.secondPlayer) + QLatin1String(" (")
                       + e.team + QLatin1Char(')'));
        }
    }
    return got.join(QLatin1String("; "));
}

// The events (not the result) of `body` under a headline, as "TYPE MINUTE Player; ...", in the order the players are named.
QString eventsAfterAHeadline(const QString &body)
{
    const QString text = QStringLiteral("Harbour City 1-1 Ashford Rovers\n\n") + body;
    QList<MatchEvent> found = extractor().extract(text).events;
    found.removeIf([](const MatchEvent &e) { return e.type == EventType::FullTime; });
    std::stable_sort(found.begin(), found.end(), [&text](const MatchEvent &a, const MatchEvent &b) { return text.indexOf(a.player) < text.indexOf(b.player); });
    QStringList got;
    for (const MatchEvent &e : found)
        got.append(typeMinutePlayer(e));
    return got.join(QLatin1String("; "));
}

// The events (not the result) of `text` as "TYPE MINUTE Player; ...", sorted: for reports whose events come from boxes
// in no order of their own.
QString eventsInOrderOfType(const QString &text)
{
    QStringList got;
    for (const MatchEvent &e : extractor().extract(text).events) {
        if (e.type != EventType::FullTime)
            got.append(typeMinutePlayer(e));
    }
    got.sort();
    return got.join(QLatin1String("; "));
}

QString describe(const AnnotationSet &set, const QString &text)
{
    QStringList lines;
    for (const MatchEvent &e : set.events)
        lines << describe(e, text);
    for (const AnnotationWarning &w : set.warnings)
        lines << QLatin1String("warning ") + w.code + QLatin1String(": ") + w.message;
    return lines.join(QLatin1String("\n  "));
}

QList<MatchEvent> eventsOfType(const AnnotationSet &set, EventType type)
{
    QList<MatchEvent> out;
    for (const MatchEvent &e : set.events) {
        if (e.type == type)
            out << e;
    }
    return out;
}

QString readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

const QString &sampleText()
{
    static const QString text = readFile(QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt"));
    return text;
}

// A fictional report of tests/data/reports by its name ("bbc-style-live"), extracted once.
const AnnotationSet &reportResult(const QString &name)
{
    static QHash<QString, AnnotationSet> results;
    if (!results.contains(name))
        results.insert(name, extractor().extract(readFile(QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports/") + name + QLatin1String(".txt"))));
    return results[name];
}

// The types the report's entities of this name were given ("TEAM", or "PLAYER, TEAM" when split).
QString typesNamed(const AnnotationSet &set, const QString &canonical)
{
    QStringList types;
    for (const Entity &entity : set.entities) {
        if (entity.canonical == canonical && !types.contains(entityTypeName(entity.type)))
            types << entityTypeName(entity.type);
    }
    types.sort();
    return types.join(QLatin1String(", "));
}

// The canonical names of the report's clubs, each once, sorted and joined.
QString teamNamesOf(const AnnotationSet &set)
{
    QStringList named;
    for (const Entity &e : set.entities) {
        if (e.type == EntityType::Team)
            named.append(e.canonical);
    }
    named.removeDuplicates();
    named.sort();
    return named.join(QLatin1String(", "));
}

const AnnotationSet &sampleResult()
{
    static const AnnotationSet set = extractor().extract(sampleText());
    return set;
}

// The sample report's facts as rows of (what the extractor gives, what expected.md says), computed
// in the _data functions so that every fact is its own row.
void addFactColumns()
{
    QTest::addColumn<QString>("got");
    QTest::addColumn<QString>("wanted");
}

// One event of `type` by `player` at `minute` (and `second` replaced/keeper when given); "none" when absent.
void addEventFact(const char *name, EventType type, const char *minute, const char *player, const char *second = nullptr)
{
    const QString who = QString::fromUtf8(player);
    const MatchEvent *match = nullptr;
    for (const MatchEvent &e : sampleResult().events) {
        if (e.type == type && e.player == who)
            match = &e;
    }
    auto format = [&](const QString &t, const QString &m, const QString &p, const QString &s) -> QString {
        return t + QLatin1Char(' ') + m + QLatin1Char(' ') + p + (second ? QLatin1Char('/') + s : QString());
    };
    const QString wanted = format(eventTypeName(type), QString::fromUtf8(minute), who, QString::fromUtf8(second ? second : ""));
    const QString got = match ? format(eventTypeName(match->type), match->time.toString(), match->player, match->secondPlayer)
                              : QStringLiteral("none");
    QTest::newRow(name) << got << wanted;
}

void addFact(const char *name, const QString &got, const QString &wanted)
{
    QTest::newRow(name) << got << wanted;
}

} // namespace

class ExtractorTest : public QObject
{
    Q_OBJECT
private slots:
    // ---- cancellation ------------------------------------------------------------------------------
    void cancelledExtractionGivesNothing()
    {
        Document document;
        document.text = sampleText();
        const std::atomic_bool cancelled(true);
        std::atomic_int progress = 0;
        QVERIFY(!extractor().extract(document, cancelled, &progress).has_value());
        QVERIFY(progress.load() < 1000); // a cancelled run never says it is done
    }
    void uncancelledExtractionIsTheWholeResult()
    {
        Document document;
        document.text = sampleText();
        const std::atomic_bool cancelled(false);
        std::atomic_int progress = 0;
        const std::optional<AnnotationSet> result = extractor().extract(document, cancelled, &progress);
        QVERIFY(result.has_value());
        QCOMPARE(progress.load(), 1000);
        QVERIFY(!result->events.isEmpty());
        QCOMPARE(describe(*result, sampleText()), describe(sampleResult(), sampleText()));
        QCOMPARE(result->entities.size(), sampleResult().entities.size());
    }

    // ---- one event type per row, from short invented sentences ---------------------------------
    void findsEventTypes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("minute");
        QTest::addColumn<QString>("player");
        QTest::addColumn<QString>("second");
        auto row = [](const char *name, const char *text, EventType type, const char *minute, const char *player,
                      const char *second = "") {
            QTest::newRow(name) << QString::fromUtf8(text) << int(type) << QString::fromUtf8(minute)
                                << QString::fromUtf8(player) << QString::fromUtf8(second);
        };
        row("goal", "Joe Whitlam scored in the 23rd minute, drilling a low shot into the corner.", EventType::Goal, "23",
            "Joe Whitlam");
        row("goal headed in", "Dion Abbey headed in a cross on 58 minutes.", EventType::Goal, "58", "Dion Abbey");
        row("goal put in the lead", "Dion Abbey had put Ashford in the lead with 25 minutes gone.", EventType::Goal, "25", "Dion Abbey");
        // A nickname in an aside after the name is not the one acting.
        row("goal after an aside naming a nickname", "Gary Whitlam, known to the whole dressing room as Gaz, side-footed past Carl Bell in the ninth minute.",
            EventType::Goal, "9", "Gary Whitlam");
        row("card after a dashed aside", "Steve Hadley - \"Chopper\" to the home faithful - was booked on 33 minutes.", EventType::YellowCard, "33",
            "Steve Hadley");
        row("goal named in a second aside", "Scouts came to watch Kyle Mings, who was excellent alongside Ezri Konsa, the man who headed home in the 63rd minute.", EventType::Goal,
            "63", "Ezri Konsa");
        row("goal in front of a defender, stoppage time stamped", "City levelled deep in first-half stoppage time, Joe Whitlam stealing in front of Sam Ode to flick home a corner (45+3').",
            EventType::Goal, "45+3", "Joe Whitlam");
        row("goal drilled beyond the keeper", "Joe Whitlam collected a loose ball and drilled a low shot beyond Dan Fenwick on 86 minutes.", EventType::Goal, "86", "Joe Whitlam");
        row("card in translated words, the one stopped named after", "At minute 78 Joe Whitlam stops Sam Ode with a tackle from behind and is admonished.",
            EventType::YellowCard, "78", "Joe Whitlam");
        row("goal in the passive, words before 'by'", "The ball was turned home from close range by Joe Whitlam in the 17th minute.", EventType::Goal, "17",
            "Joe Whitlam");
        row("goal in the passive, past the keeper", "A free kick was floated in by Sam Ode and the ball was volleyed past Dan Fenwick by Joe Whitlam (73').",
            EventType::Goal, "73", "Joe Whitlam");
        row("red after a foul told in the passive", "Sam Ode was caught high on the shin by Joe Whitlam in the 36th minute, and a straight red card was shown by the referee.",
            EventType::RedCard, "36", "Joe Whitlam");
        row("own goal", "Callum Hurst turned the ball into his own net in the 46th minute.", EventType::OwnGoal, "46",
            "Callum Hurst");
        row("penalty scored", "Tom\u00e1s Ferreira converted a penalty in the 90th minute to win it.", EventType::PenaltyGoal,
            "90", "Tom\u00e1s Ferreira");
        row("penalty scored from the spot", "Tom\u00e1s Ferreira scored from the penalty spot in the 62nd minute.",
            EventType::PenaltyGoal, "62", "Tom\u00e1s Ferreira");
        row("penalty sent the keeper the wrong way", "Jamie Vardy sent Ederson the wrong way from the penalty spot in the 37th minute.",
            EventType::PenaltyGoal, "37", "Jamie Vardy");
        row("penalty fired past the keeper", "Jamie Vardy fired the penalty past Ederson in the 37th minute.", EventType::PenaltyGoal,
            "37", "Jamie Vardy");
        row("shoot-out kicks without a penalty word", "In the shoot-out Kyle Brannigan scored for Kingsmoor, with Danny Royce striking the crossbar with the third kick.",
            EventType::PenaltyGoal, "", "Kyle Brannigan");
        row("penalty fired over", "Jamie Vardy fired his penalty over the bar in the 37th minute.", EventType::PenaltyMiss,
            "37", "Jamie Vardy");
        row("penalty saved", "Iker Montalb\u00e1n's penalty was saved by Stefan Kowalczyk in the 40th minute.",
            EventType::PenaltyMiss, "40", "Iker Montalb\u00e1n", "Stefan Kowalczyk");
        row("penalty missed", "Iker Montalb\u00e1n missed a penalty in the 40th minute, blazing it over the bar.",
            EventType::PenaltyMiss, "40", "Iker Montalb\u00e1n");
        row("yellow booked", "Callum Reid was booked for a late challenge in the 30th minute.", EventType::YellowCard, "30",
            "Callum Reid");
        row("yellow shown", "Marek Nov\u00e1k was shown a yellow card for tugging back a runner on 55 minutes.",
            EventType::YellowCard, "55", "Marek Nov\u00e1k");
        // The one booked named right before the card, after "with" or "by" ("brought down by White who goes into the book").
        row("yellow after with", "The second card soon follows on 62 minutes, with Joe Whitlam booked for wrestling Sam Ode to the ground.",
            EventType::YellowCard, "62", "Joe Whitlam");
        row("yellow for one who is cautioned", "A first booking of the game for Joe Whitlam, who is cautioned for tugging back Sam Ode on 30 minutes.",
            EventType::YellowCard, "30", "Joe Whitlam");
        row("goal whose lead did not stand for long", "Joe Whitlam headed in on 80 minutes to pull one back, but even that goal did not stand for long.",
            EventType::Goal, "80", "Joe Whitlam");
        row("yellow who goes into the book", "Sam Ode is brought down by Joe Whitlam who goes into the referee's book on 75 minutes.",
            EventType::YellowCard, "75", "Joe Whitlam");
        row("yellow into a named referee's book", "Joe Whitlam is the first to go into Dearden's book on 22 minutes after a clumsy challenge.",
            EventType::YellowCard, "22", "Joe Whitlam");
        row("second yellow", "Liam Hartigan was shown a second yellow card in the 97th minute.", EventType::SecondYellow,
            "90+7", "Liam Hartigan");
        row("straight red", "Jakob H\u00fctter was shown a straight red card in the 71st minute.", EventType::RedCard, "71",
            "Jakob H\u00fctter");
        row("sent off", "Jakob H\u00fctter was sent off in the 71st minute for a studs-up lunge.", EventType::RedCard, "71",
            "Jakob H\u00fctter");
        row("substitution came on for", "Owen Tully came on for J\u00fcrgen Albrecht in the 44th minute.",
            EventType::Substitution, "44", "Owen Tully", "J\u00fcrgen Albrecht");
        row("substitution replaced by", "Isaac Mensah-Ward was replaced by Aleksander \u00d8yen in the 67th minute.",
            EventType::Substitution, "67", "Aleksander \u00d8yen", "Isaac Mensah-Ward");
        row("substitution in place of", "Sipho Ndlovu was sent on in place of Lewis Harte in the 75th minute.",
            EventType::Substitution, "75", "Sipho Ndlovu", "Lewis Harte");
        row("VAR review", "VAR checked for a possible handball by Declan Orr in the 84th minute, but no penalty was given.",
            EventType::VarReview, "84", "Declan Orr");
        row("disallowed goal", "Dion Abbey thought he had scored in the 31st minute, but the goal was ruled out for offside.",
            EventType::DisallowedGoal, "31", "Dion Abbey");
        row("injury limped off", "J\u00fcrgen Albrecht limped off with a hamstring injury in the 40th minute.",
            EventType::Injury, "40", "J\u00fcrgen Albrecht");
    }
    void findsEventTypes()
    {
        QFETCH(QString, text);
        QFETCH(int, type);
        QFETCH(QString, minute);
        QFETCH(QString, player);
        QFETCH(QString, second);
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> events = eventsOfType(set, EventType(type));
        QVERIFY2(events.size() == 1, qPrintable(QLatin1String("\n  ") + describe(set, text)));
        const MatchEvent &e = events.first();
        QCOMPARE(e.time.toString(), minute);
        QCOMPARE(e.player, player);
        QCOMPARE(e.secondPlayer, second);
        QCOMPARE(e.status, EventStatus::Extracted);
        QVERIFY(e.confidence > 0.0 && e.confidence <= 1.0);
        QCOMPARE(e.evidence.size(), 1);
        QCOMPARE(e.evidence.first().textIn(text), text); // the one sentence states it
        // A disallowed goal, a saved penalty or a card is never also a goal.
        if (!isScoringEvent(EventType(type))) {
            for (const MatchEvent &other : set.events)
                QVERIFY2(!isScoringEvent(other.type), qPrintable(describe(set, text)));
        }
    }

    void disallowedGoalIsNotAGoal_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("thought he had scored") << QStringLiteral(
            "Dion Abbey thought he had scored in the 31st minute, but the goal was ruled out for offside.");
        QTest::newRow("across sentences") << QStringLiteral(
            "Noah Brandt slotted the ball under the goalkeeper in the 19th minute. VAR confirmed he was offside and the goal was disallowed.");
        QTest::newRow("chalked off") << QStringLiteral(
            "Ruairi Dunne headed in on 57 minutes, but the goal was chalked off for a foul after a VAR review.");
    }
    void disallowedGoalIsNotAGoal()
    {
        QFETCH(QString, text);
        const AnnotationSet set = extractor().extract(text);
        QVERIFY2(eventsOfType(set, EventType::Goal).isEmpty(), qPrintable(describe(set, text)));
        QVERIFY2(eventsOfType(set, EventType::DisallowedGoal).size() == 1, qPrintable(describe(set, text)));
    }

    // A goal told as one the side thought had counted, ruled out a sentence or two later: one disallowed goal,
    // its scorer's, whoever else the sentences name, with each sentence that tells of it as its evidence.
    void readsGoalsRuledOutLater_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("events");
        QTest::newRow("the side thought so, the scorer after 'by'")
            << QStringLiteral("Harbour City believed they had gone ahead when Sam Ode's cross was poked in by Joe Whitlam at the far post. "
                              "The goal looked fine, only for the officials to make a late offside call.")
            << QStringLiteral("DISALLOWED_GOAL - Joe Whitlam (2)");
        QTest::newRow("the side thought it level, the scorer after 'when', the flag up a sentence on")
            << QStringLiteral("Ashford thought they were level on 22 minutes when Joe Whitlam slammed home from close range. But the flag was up. Offside. No goal.")
            << QStringLiteral("DISALLOWED_GOAL 22 Joe Whitlam (2)");
        QTest::newRow("the offside team-mate named after the ruling")
            << QStringLiteral("City thought they had doubled their lead when a deflected shot looped up and was turned in by Joe Whitlam. "
                              "Yet the goal was chalked off as Sam Ode was in an offside position.")
            << QStringLiteral("DISALLOWED_GOAL - Joe Whitlam (2)");
        QTest::newRow("ruled out two paragraphs on, the live-blog entry's minute")
            << QStringLiteral("52 mins: Joe Whitlam has the ball in the back of the net and gives City the lead! Lovely ball from Sam Ode.\n\n"
                              "But wait, VAR is having a look and Whitlam is clearly offside. The goal is chalked off.")
            << QStringLiteral("DISALLOWED_GOAL 52 Joe Whitlam (2); VAR_REVIEW 52 Joe Whitlam (1)");
        QTest::newRow("a team-mate offside in the build-up")
            << QStringLiteral("Joe Whitlam had a fine goal disallowed on 33 minutes. However, Sam Ode was offside in the build-up and the goal is chalked off.")
            << QStringLiteral("DISALLOWED_GOAL 33 Joe Whitlam (2)");
        QTest::newRow("a team-mate offside in the build-up, the scorer untold")
            << QStringLiteral("City pressed on. However, Sam Ode was offside in the build-up and the goal was chalked off.")
            << QString();
        QTest::newRow("an owner of appeals, not of the goal")
            << QStringLiteral("The striker finds the net, but Sam Ode's offside appeals are upheld and the header is ruled out.")
            << QString();
        QTest::newRow("the ruling names the scorer after it")
            << QStringLiteral("Sam Ode headed in after 20 minutes. Soon after, the referee ruled out Joe Whitlam's strike for offside.")
            << QStringLiteral("GOAL 20 Sam Ode (1); DISALLOWED_GOAL - Joe Whitlam (1)");
        QTest::newRow("minutes counted from the ruled-out goal")
            << QStringLiteral("Joe Whitlam had the ball in the net in the sixth minute but the goal was ruled out for offside. "
                              "About 10 minutes after Whitlam's disallowed goal, Sam Ode shot wide.")
            << QStringLiteral("DISALLOWED_GOAL 6 Joe Whitlam (2)");
    }
    void readsGoalsRuledOutLater()
    {
        QFETCH(QString, text);
        QFETCH(QString, events);
        const QString report = QStringLiteral("Harbour City 0-0 Ashford Rovers\n\n") + text;
        QStringList got; // each with how many sentences it was read from
        for (const MatchEvent &e : extractor().extract(report).events) {
            if (e.type != EventType::FullTime)
                got.append(typeMinutePlayer(e) + QStringLiteral(" (%1)").arg(e.evidence.size()));
        }
        QCOMPARE(got.join(QLatin1String("; ")), events);
    }

    // A live blog's entry ("52 mins: ...") gives its minute to the paragraphs that go on from it ("But ...",
    // "However, ..."), and to no other.
    void carriesALiveBlogMinuteToLinesGoingOn_data()
    {
        QTest::addColumn<QString>("paragraph");
        QTest::addColumn<QString>("card");
        QTest::newRow("going on") << QStringLiteral("But Sam Ode was booked for his celebration.") << QStringLiteral("YELLOW_CARD 52 Sam Ode");
        QTest::newRow("going on, however") << QStringLiteral("However, Sam Ode was booked for his celebration.") << QStringLiteral("YELLOW_CARD 52 Sam Ode");
        QTest::newRow("a new thought") << QStringLiteral("Earlier, Sam Ode was booked for a foul.") << QStringLiteral("YELLOW_CARD - Sam Ode");
        QTest::newRow("its own entry") << QStringLiteral("55 mins: Sam Ode is booked for a foul.") << QStringLiteral("YELLOW_CARD 55 Sam Ode");
        QTest::newRow("its own entry under a stamp alone on its line")
            << QStringLiteral("55 min\nYellow card for Ashford's Sam Ode, who trips Joe Whitlam.") << QStringLiteral("YELLOW_CARD 55 Sam Ode");
        QTest::newRow("its own entry under a stamp in minutes") << QStringLiteral("61 minutes\nSam Ode is booked for a foul.") << QStringLiteral("YELLOW_CARD 61 Sam Ode");
    }
    void carriesALiveBlogMinuteToLinesGoingOn()
    {
        QFETCH(QString, paragraph);
        QFETCH(QString, card);
        const QString report = QStringLiteral("Harbour City 1-0 Ashford Rovers\n\n52 mins: Joe Whitlam gives City the lead!\n\n") + paragraph;
        QStringList got;
        for (const MatchEvent &e : extractor().extract(report).events) {
            if (e.type == EventType::YellowCard)
                got.append(typeMinutePlayer(e));
        }
        QCOMPARE(got.join(QLatin1String("; ")), card);
    }

    // A goal is taken for the one ruled out when the ruling comes at most three sentences after it.
    void ruledOutGoalReachesThreeSentences_data()
    {
        QTest::addColumn<int>("fillers");
        QTest::addColumn<int>("goals");
        QTest::newRow("ruled out three sentences later") << 2 << 0;
        QTest::newRow("ruled out four sentences later") << 3 << 1;
    }
    void ruledOutGoalReachesThreeSentences()
    {
        QFETCH(int, fillers);
        QFETCH(int, goals);
        QString text = QStringLiteral("Noah Brandt scored in the 19th minute.");
        for (int i = 0; i < fillers; ++i)
            text += QStringLiteral(" The home fans sang loudly.");
        text += QStringLiteral(" Brandt saw the goal disallowed for offside.");
        const AnnotationSet set = extractor().extract(text);
        QVERIFY2(eventsOfType(set, EventType::Goal).size() == goals, qPrintable(describe(set, text)));
        QVERIFY2(eventsOfType(set, EventType::DisallowedGoal).size() == 1, qPrintable(describe(set, text)));
    }

    // ---- what must give no event -------------------------------------------------------------
    void ignoresOtherMatchesAndHypotheticals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("last week's win")
            << QStringLiteral("Leicester City recovered from last week's 3-0 win over Everton, when Joe Whitlam scored twice.");
        QTest::newRow("the round's other results") << QStringLiteral("Elsewhere on Saturday, Joe Whitlam scored twice as Oldcastle beat Kingsmoor 2-0.");
        QTest::newRow("the day's other tie") << QStringLiteral("In Tuesday's other quarter-final first leg, Oldcastle beat Kingsmoor 2-0, with Joe "
                                                               "Whitlam scoring both goals (22, 67). Kingsmoor's Sam Ode was sent off (75) for a second booking.");
        QTest::newRow("next week")
            << QStringLiteral("Joe Whitlam will hope to score again next week against Marseille.");
        QTest::newRow("a meeting here in April") << QStringLiteral("It was his third goal against Castlebridge, after Joe Whitlam scored twice in the 2-2 draw between the sides here in April.");
        QTest::newRow("caution as carefulness") << QStringLiteral("Joe Whitlam's late grace leaves Harbour City counting the cost of caution.");
        QTest::newRow("previous round")
            << QStringLiteral("Kingsmoor, who beat Oldcastle 3-1 in the previous round, await the draw.");
        QTest::newRow("players missing the match injured")
            << QStringLiteral("With Joe Whitlam suspended and Sam Ode and Dan Fenwick injured, City moved Owen Tully into defence.");
        QTest::newRow("in midweek") << QStringLiteral("A Joe Whitlam goal saw City through to the next stage in midweek.");
        QTest::newRow("a midweek win") << QStringLiteral("Joe Whitlam scored twice in the midweek win over Oldcastle.");
        QTest::newRow("could have scored") << QStringLiteral("Joe Whitlam could have scored in the 12th minute but shot wide.");
        QTest::newRow("struck the bar") << QStringLiteral("Joe Whitlam struck the bar in the 12th minute.");
        QTest::newRow("hit the woodwork") << QStringLiteral("Joe Whitlam hit the woodwork on 15 minutes.");
        QTest::newRow("should have scored") << QStringLiteral("Dion Abbey should have scored from six yards in the 20th minute.");
        QTest::newRow("saved shot") << QStringLiteral("Ben Lowther made a fine save to deny Joe Whitlam in the 30th minute.");
        QTest::newRow("quote")
            << QStringLiteral("\u201cWe were second best for 45 minutes,\u201d said manager Elena Marsh.");
    }
    void ignoresOtherMatchesAndHypotheticals()
    {
        QFETCH(QString, text);
        const AnnotationSet set = extractor().extract(text);
        QList<MatchEvent> inMatch;
        for (const MatchEvent &e : set.events) {
            if (e.type != EventType::FullTime)
                inMatch << e;
        }
        QVERIFY2(inMatch.isEmpty(), qPrintable(describe(set, text)));
        QVERIFY2(eventsOfType(set, EventType::FullTime).isEmpty(), qPrintable(describe(set, text)));
    }

    // ---- one event told several times ---------------------------------------------------------
    void mergesEventToldInLedeBodyAndBox()
    {
        const QString text = QStringLiteral(
            "Leicester City 1-0 Tottenham Hotspur\n\n"
            "Joe Whitlam scored the only goal as Leicester City beat Tottenham Hotspur 1-0.\n\n"
            "Whitlam scored in the 23rd minute, drilling a low shot into the corner.\n\n"
            "Leicester City: Ward; Amis, Cole, Baines; Whitlam.\n"
            "Goals: Whitlam 23\n");
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> goals = eventsOfType(set, EventType::Goal);
        QVERIFY2(goals.size() == 1, qPrintable(describe(set, text)));
        const MatchEvent &goal = goals.first();
        QCOMPARE(goal.player, QStringLiteral("Joe Whitlam"));
        QCOMPARE(goal.time.toString(), QStringLiteral("23"));
        QCOMPARE(goal.team, QStringLiteral("Leicester City"));
        QVERIFY2(goal.evidence.size() >= 2, qPrintable(describe(set, text)));
        // Each evidence span is a different stretch of the text that names the scorer.
        for (int i = 0; i < goal.evidence.size(); ++i) {
            QVERIFY(goal.evidence.at(i).textIn(text).contains(QLatin1String("Whitlam")));
            for (int j = i + 1; j < goal.evidence.size(); ++j)
                QVERIFY(!goal.evidence.at(i).overlaps(goal.evidence.at(j)));
        }
        QVERIFY(goal.scoreAfter.has_value());
        QCOMPARE(goal.scoreAfter->toString(), QStringLiteral("1-0"));
    }

    // ---- line-up boxes -------------------------------------------------------------------------
    void readsLineupBox()
    {
        const QString text = QStringLiteral(
            "Leicester City 2-0 Tottenham Hotspur\n\n"
            "Jamie Vardy scored two penalties as Leicester City beat Tottenham Hotspur 2-0.\n\n"
            "Leicester City: Schmeichel; Justin, Evans, Soyuncu, Chilwell; Perez (Albrighton 67), Vardy.\n"
            "Goals: Vardy 74 (pen), 84 (pen)\n"
            "Booked: Justin\n");
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> penalties = eventsOfType(set, EventType::PenaltyGoal);
        QVERIFY2(penalties.size() == 2, qPrintable(describe(set, text)));
        QCOMPARE(penalties.at(0).time.toString(), QStringLiteral("74"));
        QCOMPARE(penalties.at(1).time.toString(), QStringLiteral("84"));
        for (const MatchEvent &penalty : penalties) {
            QCOMPARE(penalty.player, QStringLiteral("Jamie Vardy"));
            QCOMPARE(penalty.team, QStringLiteral("Leicester City"));
        }
        QVERIFY2(eventsOfType(set, EventType::Goal).isEmpty(), qPrintable(describe(set, text)));
        const QList<MatchEvent> subs = eventsOfType(set, EventType::Substitution);
        QVERIFY2(subs.size() == 1, qPrintable(describe(set, text)));
        QCOMPARE(subs.first().player, QStringLiteral("Albrighton"));
        QCOMPARE(subs.first().secondPlayer, QStringLiteral("Perez"));
        QCOMPARE(subs.first().time.toString(), QStringLiteral("67"));
        QCOMPARE(subs.first().team, QStringLiteral("Leicester City"));
        const QList<MatchEvent> cards = eventsOfType(set, EventType::YellowCard);
        QVERIFY2(cards.size() == 1, qPrintable(describe(set, text)));
        QCOMPARE(cards.first().player, QStringLiteral("Justin"));
        QVERIFY(set.warnings.isEmpty());
    }

    // Box lines beyond a line-up: a side's label before the items', a label going on past a full stop,
    // several labels on one line, substitutions and missed penalties listed.
    void readsBoxLines_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<QString>("events");
        QTest::newRow("a side's label, then the items'") << QStringLiteral("Harbour City: Goals: Whitlam 23, Ode 71.")
                                                         << QStringLiteral("GOAL 23 Joe Whitlam; GOAL 71 Sam Ode");
        QTest::newRow("a label going on past a full stop") << QStringLiteral("Scorers: Harbour City \u2013 Whitlam 23. Ashford Rovers \u2013 Fenwick 50.")
                                                           << QStringLiteral("GOAL 23 Joe Whitlam; GOAL 50 Dan Fenwick");
        QTest::newRow("two labels on a line") << QStringLiteral("Yellow: Whitlam (30), Ode (55). Red: Fenwick (88).")
                                              << QStringLiteral("YELLOW_CARD 30 Joe Whitlam; YELLOW_CARD 55 Sam Ode; RED_CARD 88 Dan Fenwick");
        QTest::newRow("substitutions") << QStringLiteral("Subs: Harbour City \u2013 Tully on for Whitlam (60), Ode on for Fenwick (85).")
                                       << QStringLiteral("SUBSTITUTION 60 Owen Tully on for Joe Whitlam; SUBSTITUTION 85 Sam Ode on for Dan Fenwick");
        QTest::newRow("substitutes, each with the one replaced in brackets") << QStringLiteral("Subs: Tully (Whitlam 63), Fenwick (gk), Ode.")
                                                                            << QStringLiteral("SUBSTITUTION 63 Owen Tully on for Joe Whitlam");
        QTest::newRow("labels translated word for word") << QStringLiteral("Admonished: Ode (30).\nExpelled: 88' Fenwick.")
                                                         << QStringLiteral("YELLOW_CARD 30 Sam Ode; RED_CARD 88 Dan Fenwick");
        QTest::newRow("a missed penalty") << QStringLiteral("Missed penalty: Ode (61, saved by Fenwick).") << QStringLiteral("PENALTY_MISS 61 Sam Ode");
        QTest::newRow("minutes with an ordinal's dot") << QStringLiteral("Goals: 1:0 Whitlam (12.), 1:1 Fenwick (58.), 2:1 Ode (90.+2)\nYellow cards: Ode (27.) – Fenwick (90.+1)")
                                                       << QStringLiteral("GOAL 12 Joe Whitlam; YELLOW_CARD 27 Sam Ode; GOAL 58 Dan Fenwick; YELLOW_CARD 90+1 Dan Fenwick; GOAL 90+2 Sam Ode");
        QTest::newRow("goals after the running score") << QStringLiteral("Goals: 1-0 Whitlam (12), 1-1 Fenwick (38), 2-1 Ode (90+2).")
                                                       << QStringLiteral("GOAL 12 Joe Whitlam; GOAL 38 Dan Fenwick; GOAL 90+2 Sam Ode");
        QTest::newRow("a yellow-red card") << QStringLiteral("Yellow-red card: Fenwick (81).") << QStringLiteral("SECOND_YELLOW 81 Dan Fenwick");
        QTest::newRow("a label alone, its items on the lines after") << QStringLiteral("Goals:\nHCS \u2013 Joe Whitlam (Sam Ode) 19'\nASH \u2013 Dan Fenwick (Owen Tully) 45+2'\n\nAttendance: 1,200")
                                                                     << QStringLiteral("GOAL 19 Joe Whitlam; GOAL 45+2 Dan Fenwick");
        QTest::newRow("a list of cards told by its items") << QStringLiteral("Discipline:\nHCS \u2013 Joe Whitlam (caution; dissent) 34'\nASH \u2013 Dan Fenwick (ejection; serious foul play) 77'")
                                                           << QStringLiteral("YELLOW_CARD 34 Joe Whitlam; RED_CARD 77 Dan Fenwick");
        QTest::newRow("a change's minute an item after it") << QStringLiteral("Substitutions:\nHCS \u2013 Owen Tully for Joe Whitlam, MIN 58")
                                                            << QStringLiteral("SUBSTITUTION 58 Owen Tully on for Joe Whitlam");
        QTest::newRow("a missed PK") << QStringLiteral("Missed PK:\nHCS \u2013 Sam Ode 42' (saved by Dan Fenwick)") << QStringLiteral("PENALTY_MISS 42 Sam Ode");
        QTest::newRow("a line-up without a colon, its keeper first") << QStringLiteral("Harbour City Kemp; Whitlam (Tully 62), Ode, Lowe, Pike; Hart, Moss.\nAshford Rovers (4-4-2) Reid; Fenwick, Bray, Cole (Shaw 80), Dunn.")
                                                                     << QStringLiteral("SUBSTITUTION 62 Owen Tully on for Joe Whitlam; SUBSTITUTION 80 Shaw on for Cole");
        QTest::newRow("changes by arrows, the minute first, slashes between") << QStringLiteral("Substitutions\nHarbour City: 46' Joe Whitlam → Owen Tully / 74' Sam Ode → Dan Fenwick")
                                                                               << QStringLiteral("SUBSTITUTION 46 Owen Tully on for Joe Whitlam; SUBSTITUTION 74 Dan Fenwick on for Sam Ode");
        QTest::newRow("a change by an arrow alone on its line, the minute first") << QStringLiteral("46' Joe Whitlam → Owen Tully")
                                                                                  << QStringLiteral("SUBSTITUTION 46 Owen Tully on for Joe Whitlam");
        QTest::newRow("a side in capitals before its line-up, with ratings") << QStringLiteral("HARBOUR CITY (4-4-2): Kemp 6; Whitlam 6 (Tully 62, 7), Ode 7, Lowe 5; Pike 6, Hart 7.")
                                                                              << QStringLiteral("SUBSTITUTION 62 Owen Tully on for Joe Whitlam");
        QTest::newRow("labels in brackets, 'Own Goal' opening an item") << QStringLiteral("[Goals]\n23 min FW Whitlam (Harbour City)\n45+2 min Own Goal (DF Fenwick, Ashford Rovers)\n\n"
                                                                                          "[Warning]\n31 min DF Ode (Harbour City)")
                                                                        << QStringLiteral("GOAL 23 Joe Whitlam; YELLOW_CARD 31 Sam Ode; OWN_GOAL 45+2 Dan Fenwick");
        QTest::newRow("changes told by arrows") << QStringLiteral("[Substitution]\nMF Whitlam \u2192 FW Tully (65 min)\nDF Fenwick \u2190 DF Ode (80 min)")
                                                << QStringLiteral("SUBSTITUTION 65 Owen Tully on for Joe Whitlam; SUBSTITUTION 80 Dan Fenwick on for Sam Ode");
        QTest::newRow("a label's line going on with the other side's items") << QStringLiteral("Booked: Harbour City: Whitlam. Ashford Rovers: Ode, Fenwick.")
                                                                            << QStringLiteral("YELLOW_CARD - Joe Whitlam; YELLOW_CARD - Sam Ode; YELLOW_CARD - Dan Fenwick");
        QTest::newRow("season tallies in an American box of goals") << QStringLiteral("Goals: HCS – Joe Whitlam 7 (Sam Ode 4) 18'; Owen Tully 2 (PK) 90+4'.")
                                                                    << QStringLiteral("GOAL 18 Joe Whitlam; PENALTY_GOAL 90+4 Owen Tully");
        QTest::newRow("a label of no events ends the line's") << QStringLiteral("Booked: Whitlam. Attendance: Ode, Fenwick.")
                                                              << QStringLiteral("YELLOW_CARD - Joe Whitlam");
        QTest::newRow("Markdown headings, bulleted items after a blank line, a note and a side under them")
            << QStringLiteral("## Goals\n\n- 23' Joe Whitlam (assist Sam Ode)\n- 45+2' Dan Fenwick (pen) \u2013 Rovers\n\n"
                              "## Changes\n\nListed as *on \u21c4 off*.\n\n**Harbour City**\n\n- 62' Owen Tully \u21c4 Joe Whitlam\n\n"
                              "## How it happened\n\nSam Ode was the best player on the pitch by a distance, and Joe Whitlam took his goal at 23 minutes well.")
            << QStringLiteral("GOAL 23 Joe Whitlam; PENALTY_GOAL 45+2 Dan Fenwick; SUBSTITUTION 62 Owen Tully on for Joe Whitlam");
        QTest::newRow("a fan's lists: pictures and capitals for headings, short side labels, card pictures, in/out pairs")
            << QStringLiteral("\u26bd GOALS\nCity: Whitlam 12', 45+1' (P)\nRovers: Fenwick 57'\n\n"
                              "\U0001F7E8 Ode 34'\n\U0001F7E5 Fenwick 88'\n\n"
                              "\U0001F504 In/Out\nCity: Tully/Whitlam 80'")
            << QStringLiteral("GOAL 12 Joe Whitlam; YELLOW_CARD 34 Sam Ode; PENALTY_GOAL 45+1 Joe Whitlam; GOAL 57 Dan Fenwick; SUBSTITUTION 80 Owen Tully on for Joe Whitlam; RED_CARD 88 Dan Fenwick");
        QTest::newRow("a card's picture among a heading's goals, no blank line between")
            << QStringLiteral("\u26bd GOALS\nCity: Whitlam 12'\n\U0001F7E8 Ode 34'\nRovers: Fenwick 57'")
            << QStringLiteral("GOAL 12 Joe Whitlam; YELLOW_CARD 34 Sam Ode; GOAL 57 Dan Fenwick");
        QTest::newRow("cards coded after their minutes") << QStringLiteral("55' YC - Sam Ode (Harbour City) for a shirt pull on Joe Whitlam\n84' RC: Dan Fenwick\n90+2' SYC Sam Ode")
                                                         << QStringLiteral("YELLOW_CARD 55 Sam Ode; RED_CARD 84 Dan Fenwick; SECOND_YELLOW 90+2 Sam Ode");
        QTest::newRow("a heading's list ends at prose; a line of commentary is no heading")
            << QStringLiteral("Cards\n- Ode 34'\nReferee: Ian Pike\n\nGoal!\nFoul by Dan Fenwick (Ashford Rovers) 90'.")
            << QStringLiteral("YELLOW_CARD 34 Sam Ode");
        // Live text stamped with minutes, newest first: a goal the VAR's "No Goal" ruled out, a penalty saved.
        QTest::newRow("live text lines stamped with their minutes")
            << QStringLiteral("62' Penalty saved! Sam Ode (Ashford Rovers) fails to capitalise on this great opportunity, right footed shot saved in the bottom left corner.\n"
                              "53' VAR Decision: No Goal Harbour City 1-0 Ashford Rovers.\n"
                              "52' Goal! Harbour City 2, Ashford Rovers 0. Joe Whitlam (Harbour City) header from very close range. Assisted by Owen Tully.\n"
                              "27' Goal! Harbour City 1, Ashford Rovers 0. Owen Tully (Harbour City) right footed shot from the centre of the box.")
            << QStringLiteral("GOAL 27 Owen Tully; DISALLOWED_GOAL 52 Joe Whitlam; VAR_REVIEW 53 Joe Whitlam; PENALTY_MISS 62 Sam Ode");
        // Italian and Spanish boxes count the second half's minutes from its start: "2nd half 8'", "SH 12m", "ST 26m".
        QTest::newRow("minutes counted from the second half's start")
            << QStringLiteral("SCORERS: 1st half 12' Whitlam (H); 2nd half 8' Fenwick (A), 47' Ode (H).\nChanges: SH 12m Tully for Whitlam (H); 30m Ode for Kerr (H).")
            << QStringLiteral("GOAL 12 Joe Whitlam; GOAL 53 Dan Fenwick; SUBSTITUTION 57 Owen Tully on for Joe Whitlam; SUBSTITUTION 75 Sam Ode on for Kerr; GOAL 90+2 Sam Ode");
        QTest::newRow("an own goal told after the scorer's comma") << QStringLiteral("Goals: FH 12m Whitlam (H); SH 26m Fenwick, own goal (H).")
                                                                  << QStringLiteral("GOAL 12 Joe Whitlam; OWN_GOAL 71 Dan Fenwick");
        QTest::newRow("live lines: a change told 'on, off', a save told keeper first")
            << QStringLiteral("33' Penalty saved! Fenwick dives to his right to deny Ode.\n84' Substitution, Harbour City: Tully on, Whitlam off.")
            << QStringLiteral("PENALTY_MISS 33 Sam Ode; SUBSTITUTION 84 Owen Tully on for Joe Whitlam");
        QTest::newRow("substitutes' ratings, a verdict opening the line") << QStringLiteral("Subs: Owen Tully, 7 -- Excellent delivery for Ode all afternoon.")
                                                                         << QString();
        // An American recap's lines: the minute, the side's code (its name's start or initials), the name; a line-up
        // under the side's code, each line of it opened by a position's letter.
        QTest::newRow("a recap's box: minutes first, sides by code")
            << QStringLiteral("Goals\n\n12' \u2013 HAR \u2013 Joe Whitlam (Sam Ode)\n45+2' \u2013 AR \u2013 Dan Fenwick (PK)\n\nLineups\n\n"
                              "HAR: GK Len Kemp; D Lee Hart, Joe Whitlam, Tom Pike (Owen Tully 80'); M Sam Ode, Ian Lowe; F Jack Reid")
            << QStringLiteral("GOAL 12 Joe Whitlam; PENALTY_GOAL 45+2 Dan Fenwick; SUBSTITUTION 80 Owen Tully on for Tom Pike");
        // A note under a line names its player; a player booked and replaced has two.
        QTest::newRow("a line-up a player a line, notes under the players")
            << QStringLiteral("Line-ups\n\nHarbour City\n\n1 Kemp\n4 Whitlam\nBooked at 34mins\nSubstituted for Tully at 62' minutes\n"
                              "8 Ode\n\nAshford Rovers\n\n5 Fenwick\nSent off at 88mins")
            << QStringLiteral("YELLOW_CARD 34 Joe Whitlam; SUBSTITUTION 62 Owen Tully on for Joe Whitlam; RED_CARD 88 Dan Fenwick");
        // The notes on the players' own lines, the change as a bracket or a swap mark after the minute (the starter went off).
        QTest::newRow("a line-up, then its changes' label on its line")
            << QStringLiteral("HARBOUR CITY: Kemp; Whitlam, Lowe, Pike, Hart; Ode, Reid. Subs: Tully for Whitlam 62, Shaw for Ode 80. Not used: Moss, Kerr 4.")
            << QStringLiteral("SUBSTITUTION 62 Owen Tully on for Joe Whitlam; SUBSTITUTION 80 Shaw on for Sam Ode");
        QTest::newRow("a line-up a player a line, notes on the players' lines")
            << QStringLiteral("Line-ups\n\nHarbour City\n1 Kemp\n4 Whitlam Booked at 34mins\n8 Ode Substituted for Tully at 62' minutes\n"
                              "Ashford Rovers\n5 Fenwick Sent off at 88mins")
            << QStringLiteral("YELLOW_CARD 34 Joe Whitlam; SUBSTITUTION 62 Owen Tully on for Sam Ode; RED_CARD 88 Dan Fenwick");
        QTest::newRow("a line-up a player a line, changes in brackets and by swap marks")
            << QStringLiteral("Line-ups\n\nHarbour City\n1 Kemp\n4 Whitlam (Tully 62)\n8 Ode 71' \u2194 Reid\n11 Lowe")
            << QStringLiteral("SUBSTITUTION 62 Owen Tully on for Joe Whitlam; SUBSTITUTION 71 Reid on for Sam Ode");
        // A local paper's result line, the sides in capitals, each side's scorers in brackets after its goals.
        QTest::newRow("a result line in capitals")
            << QStringLiteral("HARBOUR CITY 1 (Whitlam 38) ASHFORD ROVERS 2 (Fenwick 12 pen, Tully 81 og). HT 1-1.")
            << QStringLiteral("PENALTY_GOAL 12 Dan Fenwick; GOAL 38 Joe Whitlam; OWN_GOAL 81 Owen Tully");
        QTest::newRow("goals' lines opened by the score each made")
            << QStringLiteral("HOW THE GOALS WENT IN\n\n1-0: Joe Whitlam (11 min). Sam Ode swung in a corner and Whitlam flicked a header in.\n\n"
                              "1-1: Dan Fenwick (pen, 24 min). Owen Tully went to ground clumsily.\n\n2-1: Sam Ode (45+2). He tapped in from three yards.")
            << QStringLiteral("GOAL 11 Joe Whitlam; PENALTY_GOAL 24 Dan Fenwick; GOAL 45+2 Sam Ode");
        QTest::newRow("a dismissal's line, the second yellow an item of its own")
            << QStringLiteral("Booked: Ode (City) 41. Sent off: Whitlam (City) 70, 2nd yellow.")
            << QStringLiteral("YELLOW_CARD 41 Sam Ode; SECOND_YELLOW 70 Joe Whitlam");
        // A timeline's entries: a bullet, the minute, the kind of event in words, then the player.
        QTest::newRow("key moments: the kind of event in words, then the player")
            << QStringLiteral("Key moments\n\n\u2022 11' \u2014 Goal, Joe Whitlam (Harbour City) 1-0\n\u2022 27' \u2014 Penalty missed, Dan Fenwick (Ashford Rovers) "
                              "hits post\n\u2022 58' \u2014 Injury, Sam Ode (Harbour City)\n\u2022 60' \u2014 Substitution, Harbour City: Owen Tully on, Sam Ode off\n"
                              "\u2022 90+2' \u2014 Second yellow card: Dan Fenwick")
            << QStringLiteral("GOAL 11 Joe Whitlam; PENALTY_MISS 27 Dan Fenwick; INJURY 58 Sam Ode; SUBSTITUTION 60 Owen Tully on for Sam Ode; "
                              "SECOND_YELLOW 90+2 Dan Fenwick");
        QTest::newRow("key moments: the one off named first")
            << QStringLiteral("- 60' Substitution - Harbour City: Sam Ode off, Owen Tully on") << QStringLiteral("SUBSTITUTION 60 Owen Tully on for Sam Ode");
        // The prose's reading of the line is the same event again, and the line-up's change.
        QTest::newRow("a timeline's change and the line-up's are one")
            << QStringLiteral("58' SUBSTITUTION - Harbour City: Owen Tully replaces Sam Ode.\n\nHarbour City: Kemp, Hart, Pike, Lowe, Reid, Ode (Tully 58), Whitlam.")
            << QStringLiteral("SUBSTITUTION 58 Owen Tully on for Sam Ode");
        // An entry that goes on in prose is the prose finder's: the first name is not the taker.
        QTest::newRow("a timeline's entry in prose")
            << QStringLiteral("34' PENALTY GOAL - Sam Ode handles Owen Tully's cross and Dan Fenwick sends the keeper the wrong way.")
            << QStringLiteral("PENALTY_GOAL 34 Dan Fenwick");
        QTest::newRow("ratings: a substitute with the one he replaced and when")
            << QStringLiteral("Owen Tully (for Whitlam, 70) \u2013 8\nGood in the air.\n\nSam Ode (for Fenwick, 85) \u2013 N/A")
            << QStringLiteral("SUBSTITUTION 70 Owen Tully on for Joe Whitlam; SUBSTITUTION 85 Sam Ode on for Dan Fenwick");
        QTest::newRow("a box's 'Sent off:' label names no card of the one booked before")
            << QStringLiteral("Booked: Whitlam 58.\nSent off: Fenwick 83.")
            << QStringLiteral("YELLOW_CARD 58 Joe Whitlam; RED_CARD 83 Dan Fenwick");
        QTest::newRow("an injury told beside the change it forced takes the box's minute")
            << QStringLiteral("Joe Whitlam pulled up with a hamstring problem and limped off to be replaced by Owen Tully.\n\nHarbour City: Kerr; Lane, Moss, Whitlam (Tully 71), Dale, Hart.")
            << QStringLiteral("INJURY 71 Joe Whitlam; SUBSTITUTION 71 Owen Tully on for Joe Whitlam");
    }

    void readsBoxLines()
    {
        QFETCH(QString, box);
        QFETCH(QString, events);
        const QString text = QStringLiteral("Harbour City 1-1 Ashford Rovers\n\nJoe Whitlam, Sam Ode and Owen Tully played for Harbour City, Dan Fenwick for Ashford Rovers.\n\n") + box;
        QList<MatchEvent> found = extractor().extract(text).events;
        found.removeIf([](const MatchEvent &e) { return e.type == EventType::FullTime; });
        QStringList got;
        for (const MatchEvent &e : found)
            got.append(typeMinutePlayer(e) + (e.secondPlayer.isEmpty() ? QString() : QLatin1String(" on for ") + e.secondPlayer));
        QCOMPARE(got.join(QLatin1String("; ")), events);
    }

    // German boxes: both line-ups ("Ode (77. Tully)": the minute's dot, the one coming on), then one line of both
    // sides' goals, each scorer of the side whose line-up lists him (not of the line-up read last).
    void readsBothSidesGoalsAfterBothLineups()
    {
        const QString text = QStringLiteral("Harbour City 2:1 Ashford Rovers\n\nA tight game was settled late.\n\n"
                                            "Harbour City: Kemp \u2013 Whitlam, Lowe, Pike, Hart \u2013 Ode (77. Tully), Kerr.\n"
                                            "Ashford Rovers: Moss \u2013 Fenwick, Bray, Cole, Dunn \u2013 Reid (82. Shaw), Lamb.\n"
                                            "Goals: 1:0 Ode (8.), 1:1 Reid (31.), 2:1 Tully (88.)\n");
        QCOMPARE(eventsWithSides(extractor().extract(text), false),
                 QStringLiteral("GOAL 8 Ode (Harbour City); GOAL 31 Reid (Ashford Rovers); SUBSTITUTION 77 Tully on for Ode (Harbour City); "
                                "SUBSTITUTION 82 Shaw on for Reid (Ashford Rovers); GOAL 88 Tully (Harbour City)"));
    }

    // A German club sheet: a club's number before its name ("1. FC Ashford": no sentence ends after "1."), cards of
    // both sides on one line split by a slash (the away side's after it), and the first booking of a player later
    // sent off with yellow-red kept beside that card, as the sheet lists both.
    void readsAGermanClubSheet()
    {
        const QString text = QStringLiteral("Harbour City \u2013 1. FC Ashford 1:1 (1:0)\n\nA tight game.\n\n"
                                            "Harbour City: Kemp \u2013 Whitlam, Lowe, Pike, Hart \u2013 Ode (77. Tully), Kerr.\n"
                                            "1. FC Ashford: Moss \u2013 Fenwick, Bray, Cole, Dunn \u2013 Reid (82. Shaw), Lamb.\n"
                                            "Goals: 1:0 Ode (8.), 1:1 Reid (31.)\n"
                                            "Yellow cards: Lowe / Fenwick, Okafor\n"
                                            "Yellow-red card: Fenwick (70., repeated foul play)\n");
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(eventsWithSides(set, true),
                 QStringLiteral("GOAL 8 Ode (Harbour City); GOAL 31 Reid (FC Ashford); SECOND_YELLOW 70 Fenwick (FC Ashford); "
                                "SUBSTITUTION 77 Tully on for Ode (Harbour City); SUBSTITUTION 82 Shaw on for Reid (FC Ashford); "
                                "YELLOW_CARD - Lowe (Harbour City); YELLOW_CARD - Fenwick (FC Ashford); YELLOW_CARD - Okafor (FC Ashford); "
                                "FULL_TIME Harbour City 1-1 FC Ashford"));
    }

    // A local paper's results panel: the headline's result after its competition's label; the match's line with each
    // side's scorers in brackets (its own goal's scorer of the other side), which names the scorer the prose's pronoun
    // hid; the panel's other matches, and a red card of one of them ("Dacey (Trefonnen)"), told of no event here.
    void readsAResultsPanel()
    {
        const QString text = QStringLiteral(
            "Welsh Premier: Harbour City 3 Ashford Rovers 1\n\n"
            "Joe Whitlam scored twice for Harbour City. Dan Fenwick pulled one back for Ashford Rovers on 66 minutes.\n\n"
            "Harbour City lost Owen Tully to a knock on 33 minutes, with Sam Ode coming on in his place, and Ashford should have been level.\n\n"
            "Ashford sent on Ian Lowe for Fenwick shortly afterwards, but it was Lee Hart who decided the game. With 12 minutes left he "
            "stretched to cut out a cross from substitute Ode and only turned the ball past his own goalkeeper.\n\n"
            "RESULTS\n"
            "Harbour City 3 (Whitlam 14, 52 pen; Hart og 78) Ashford Rovers 1 (Fenwick 66)\n"
            "Bryn Town 0 Celts 2 (Watkin 31, Maddocks 89)\n"
            "Sent off: Hart (Ashford Rovers) 85; Dacey (Trefonnen) 58\n");
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(eventsWithSides(set, true),
                 QStringLiteral("GOAL 14 Joe Whitlam (Harbour City); SUBSTITUTION 33 Sam Ode on for Owen Tully (); PENALTY_GOAL 52 Joe Whitlam (Harbour City); "
                                "GOAL 66 Dan Fenwick (Ashford Rovers); OWN_GOAL 78 Lee Hart (Ashford Rovers); RED_CARD 85 Lee Hart (Ashford Rovers); "
                                "SUBSTITUTION - Ian Lowe on for Dan Fenwick (Ashford Rovers); FULL_TIME Harbour City 3-1 Ashford Rovers"));
        QCOMPARE(set.homeTeam, QStringLiteral("Harbour City"));
    }

    // A local paper's box: scorers of both sides on one line, each side's after its short name and a dash; a line-up's
    // substitutes listed with whom they replaced ("Tully (for Whitlam 57)").
    void readsALocalPapersBox()
    {
        const QString text = QStringLiteral("Harbour City 2-1 Ashford Rovers\n\nA scrappy afternoon.\n\n"
                                            "Scorers: City \u2013 Whitlam 14, Lowe (og) 40; Rovers \u2013 Fenwick 88 (pen)\n\n"
                                            "City: Kemp, Whitlam, Hart, Pike, Kerr; subs: Tully (for Whitlam 57), Ode.\n"
                                            "Rovers: Moss, Lowe, Fenwick, Bray, Cole; subs: Reid (for Bray 46).\n");
        QCOMPARE(eventsWithSides(extractor().extract(text), false),
                 QStringLiteral("GOAL 14 Whitlam (Harbour City); OWN_GOAL 40 Lowe (Ashford Rovers); SUBSTITUTION 46 Reid on for Bray (Ashford Rovers); "
                                "SUBSTITUTION 57 Tully on for Whitlam (Harbour City); PENALTY_GOAL 88 Fenwick (Ashford Rovers)"));
    }

    // A goal the box lists at a minute and prose tells of a name one letter apart ("Whitlom" in the box): one goal, the
    // prose's spelling kept.
    void keepsTheProseNameOverTheBoxsSlip()
    {
        const QString text = QStringLiteral("Harbour City 1-0 Ashford Rovers\n\nJoe Whitlam gave the hosts the lead after just seven minutes.\n\n"
                                            "Harbour City: Kemp, Whitlam, Lowe, Pike, Hart, Ode.\nGoals: Whitlom (7')\n");
        QStringList got;
        for (const MatchEvent &e : extractor().extract(text).events) {
            if (e.type != EventType::FullTime)
                got.append(typeMinutePlayer(e));
        }
        QCOMPARE(got.join(QLatin1String("; ")), QStringLiteral("GOAL 7 Joe Whitlam"));
    }

    // A first name alone ("Joe was outstanding") is the one full name it opens; with two such names it is neither.
    void readsAFirstNameAsTheFullName_data()
    {
        QTest::addColumn<QString>("names");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("one full name") << QStringLiteral("Joe Whitlam and Dan Fenwick") << QStringLiteral("Joe Whitlam");
        QTest::newRow("two full names") << QStringLiteral("Joe Whitlam and Joe Fenwick") << QStringLiteral("Joe");
    }

    void readsAFirstNameAsTheFullName()
    {
        QFETCH(QString, names);
        QFETCH(QString, canonical);
        const QString text = QStringLiteral("Harbour City 1-1 Ashford Rovers\n\n") + names
            + QStringLiteral(" started for Harbour City.\n\nThe manager said that Joe was outstanding today.");
        const AnnotationSet set = extractor().extract(text);
        const qsizetype joe = text.indexOf(QLatin1String("Joe was"));
        const auto holdsJoe = [&](const Entity &e) {
            return std::any_of(e.mentions.begin(), e.mentions.end(), [&](const TextSpan &span) { return span.start == joe; });
        };
        const auto entity = std::find_if(set.entities.begin(), set.entities.end(), holdsJoe);
        QVERIFY(entity != set.entities.end());
        QCOMPARE(entity->canonical, canonical);
    }

    // ---- the score check -----------------------------------------------------------------------
    void readsScorelinesInAnyScriptsDigits()
    {
        // Unicode \d takes Arabic-Indic and mathematical digits; their values must come through too.
        for (const QString &text : {QStringLiteral("Harbour City beat Ashford Rovers \u0663-\u0661 on Saturday."),
                                    QStringLiteral("Harbour City beat Ashford Rovers \U0001D7D1-\U0001D7CF on Saturday.")}) {
            const AnnotationSet set = extractor().extract(text);
            QVERIFY2(set.finalScore.has_value(), qPrintable(describe(set, text)));
            QCOMPARE(set.finalScore->toString(), QStringLiteral("3-1"));
        }
    }

    // "won at X": X is at home, and the result is given home side first.
    void theSideWonAtIsAtHome_data()
    {
        QTest::addColumn<QString>("lead");
        QTest::newRow("at") << "Tottenham Hotspur won 2-1 at Leicester City on Saturday.";
        QTest::newRow("at 10-man") << "Tottenham Hotspur won 2-1 at 10-man Leicester City on Saturday.";
        QTest::newRow("at ten-man") << "Tottenham Hotspur won 2-1 at ten-man Leicester City on Saturday.";
        QTest::newRow("a home win over the other") << "Leicester City fell to third after a 2-1 home defeat to Tottenham Hotspur on Saturday.";
    }
    void theSideWonAtIsAtHome()
    {
        QFETCH(QString, lead);
        const QString text = lead + QStringLiteral(" Harry Kane scored twice for Tottenham Hotspur before Joe Whitlam replied for Leicester City.");
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(set.homeTeam, QStringLiteral("Leicester City"));
        QVERIFY2(set.finalScore.has_value(), qPrintable(describe(set, text)));
        QCOMPARE(set.finalScore->toString(), QStringLiteral("1-2"));
    }

    // Where the sides meet next tells nothing of where this match was played.
    void aReturnLegsGroundIsNotThisMatchs_data()
    {
        QTest::addColumn<QString>("next");
        QTest::newRow("a ground of theirs") << QStringLiteral("The return leg is at Ashford Rovers' Kestrel Park on April 19.");
        QTest::newRow("at the side") << QStringLiteral("The return leg is at Ashford Rovers on April 19.");
        QTest::newRow("meeting again") << QStringLiteral("The sides meet again at Ashford Rovers in the league next month.");
    }
    void aReturnLegsGroundIsNotThisMatchs()
    {
        QFETCH(QString, next);
        const QString text = QStringLiteral("Harbour City beat Ashford Rovers 3-2 in the first leg of their quarter-final on Tuesday. Joe Whitlam scored "
                                            "twice for Harbour City.\n\n") + next;
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(set.homeTeam, QStringLiteral("Harbour City"));
        QVERIFY2(set.finalScore.has_value(), qPrintable(describe(set, text)));
        QCOMPARE(set.finalScore->toString(), QStringLiteral("3-2"));
    }

    void fullTimeCarriesScoreWhenGoalsAddUp()
    {
        const QString text = QStringLiteral(
            "Leicester City 2-1 Tottenham Hotspur\n\n"
            "Joe Whitlam scored for Leicester City in the 10th minute. "
            "Harry Kane equalised for Tottenham Hotspur in the 30th minute. "
            "Whitlam scored again for Leicester City in the 80th minute.");
        const AnnotationSet set = extractor().extract(text);
        QVERIFY2(set.warnings.isEmpty(), qPrintable(describe(set, text)));
        const QList<MatchEvent> fullTime = eventsOfType(set, EventType::FullTime);
        QVERIFY2(fullTime.size() == 1, qPrintable(describe(set, text)));
        QVERIFY(fullTime.first().scoreAfter.has_value());
        QCOMPARE(fullTime.first().scoreAfter->toString(), QStringLiteral("2-1"));
        QVERIFY(set.finalScore.has_value());
        QCOMPARE(set.finalScore->toString(), QStringLiteral("2-1"));
        QCOMPARE(set.homeTeam, QStringLiteral("Leicester City"));
        QCOMPARE(set.awayTeam, QStringLiteral("Tottenham Hotspur"));
        // The running score after each goal, in match order.
        const QList<MatchEvent> goals = eventsOfType(set, EventType::Goal);
        QCOMPARE(goals.size(), 3);
        QStringList running;
        for (const MatchEvent &goal : goals)
            running << (goal.scoreAfter ? goal.scoreAfter->toString() : QStringLiteral("?"));
        QCOMPARE(running, (QStringList{QStringLiteral("1-0"), QStringLiteral("1-1"), QStringLiteral("2-1")}));
    }

    // The side after "for" may come after the finish and its minute; not after another player, whose clause it is.
    void goalTeamNamedAfterTheFinish()
    {
        const QString text = QStringLiteral(
            "Leicester City 1-1 Tottenham Hotspur\n\n"
            "Joe Whitlam volleyed in from eight yards in the 10th minute for Leicester City. "
            "Harry Kane headed in after 30 minutes to punish Jamie Vardy, who had wasted a chance for Leicester City.");
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> goals = eventsOfType(set, EventType::Goal);
        QVERIFY2(goals.size() == 2, qPrintable(describe(set, text)));
        QCOMPARE(goals.at(0).team, QStringLiteral("Leicester City"));
        QCOMPARE(goals.at(0).scoreAfter ? goals.at(0).scoreAfter->toString() : QString(), QStringLiteral("1-0"));
        QVERIFY2(goals.at(1).team != QLatin1String("Leicester City"), qPrintable(describe(set, text)));
    }

    // Goals whose side the text does not tell, as many as the result lacks, add up: no warning. One more is a mismatch.
    void unknownSidesMakeUpTheResult_data()
    {
        QTest::addColumn<QString>("result");
        QTest::addColumn<bool>("warned");
        QTest::newRow("two goals, 1-1") << QStringLiteral("HARBOUR CITY 1 ASHFORD ROVERS 1") << false;
        QTest::newRow("two goals, 2-0") << QStringLiteral("Harbour City 2-0 Ashford Rovers") << false;
        QTest::newRow("two goals, 2-1") << QStringLiteral("Harbour City 2-1 Ashford Rovers") << true;
    }
    void unknownSidesMakeUpTheResult()
    {
        QFETCH(QString, result);
        QFETCH(bool, warned);
        const QString text = result + QStringLiteral("\n\nHarbour City met Ashford Rovers on Saturday. Gary Lennox volleyed in from eight yards in the 45th minute. "
                                                     "Kyle Rennie headed in from a corner in the 70th minute.");
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(eventsOfType(set, EventType::Goal).size(), 2);
        const bool mismatch = std::any_of(set.warnings.cbegin(), set.warnings.cend(), [](const AnnotationWarning &w) { return w.code == QLatin1String("score-mismatch"); });
        QVERIFY2(mismatch == warned, qPrintable(describe(set, text)));
        // Beside a mismatch, the goals left out of its counts are told too.
        const auto unassigned = std::find_if(set.warnings.cbegin(), set.warnings.cend(), [](const AnnotationWarning &w) { return w.code == QLatin1String("score-unassigned"); });
        QCOMPARE(unassigned != set.warnings.cend(), warned);
        if (warned)
            QVERIFY2(unassigned->message.startsWith(QLatin1String("2 more goals found without a team")), qPrintable(unassigned->message));
    }

    void warnsWhenGoalsDoNotAddUp()
    {
        // The result says 1-0 but the text tells a Tottenham goal too: Tottenham is over by one.
        const QString text = QStringLiteral(
            "Leicester City 1-0 Tottenham Hotspur\n\n"
            "Joe Whitlam scored for Leicester City in the 10th minute. "
            "Harry Kane scored for Tottenham Hotspur in the 30th minute.");
        const AnnotationSet set = extractor().extract(text);
        QList<AnnotationWarning> mismatches;
        for (const AnnotationWarning &w : set.warnings) {
            if (w.code == QLatin1String("score-mismatch"))
                mismatches << w;
        }
        QVERIFY2(mismatches.size() == 1, qPrintable(describe(set, text)));
        QVERIFY2(mismatches.first().message.contains(QLatin1String("Tottenham Hotspur")), qPrintable(mismatches.first().message));
        QVERIFY(!mismatches.first().message.contains(QLatin1String("Leicester")));
        QVERIFY(std::none_of(set.warnings.cbegin(), set.warnings.cend(), [](const AnnotationWarning &w) { return w.code == QLatin1String("score-unassigned"); }));
        // The stated result still wins for FULL_TIME.
        const QList<MatchEvent> fullTime = eventsOfType(set, EventType::FullTime);
        QCOMPARE(fullTime.size(), 1);
        QCOMPARE(fullTime.first().scoreAfter->toString(), QStringLiteral("1-0"));
    }

    // The score check puts the result it adds where a sort would, and the extractor sorts no more after it: a
    // card without a minute, told after the sentence of the result, comes after the timed goals and before the
    // result, which ends the list (the result inserted by position among the untimed events would not).
    void addedResultKeepsEventsSorted()
    {
        const QString text = QStringLiteral(
            "Leicester City beat Tottenham Hotspur 2-1 on Saturday.\n\n"
            "Joe Whitlam scored for Leicester City in the 10th minute. "
            "Harry Kane scored for Tottenham Hotspur in the 30th minute. "
            "Whitlam scored again for Leicester City in the 80th minute. "
            "Harry Kane was booked for dissent.");
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> fullTime = eventsOfType(set, EventType::FullTime);
        QVERIFY2(fullTime.size() == 1, qPrintable(describe(set, text)));
        QVERIFY2(set.events.last().type == EventType::FullTime, qPrintable(describe(set, text)));
        QVERIFY2(set.events.at(set.events.size() - 2).type == EventType::YellowCard, qPrintable(describe(set, text)));
        QVERIFY2(std::is_sorted(set.events.cbegin(), set.events.cend(), eventLessThan), qPrintable(describe(set, text)));
        AnnotationSet sorted = set;
        sorted.sortEvents();
        QCOMPARE(describe(sorted, text), describe(set, text));
        for (int i = 0; i < set.events.size(); ++i)
            QCOMPARE(set.events.at(i).id, QStringLiteral("e%1").arg(i + 1));
    }

    // Ids up to 999 are views of characters written once, in slots of four units; later ones are made one by
    // one. Either way each reads "e" and its number, across the lengths of the slots and past them.
    void eventIdsReadAsTheirNumbers()
    {
        for (int number = 1; number <= 2000; ++number)
            QCOMPARE(Extractor::eventId(number), QStringLiteral("e%1").arg(number));
        QCOMPARE(Extractor::eventId(123456), QStringLiteral("e123456"));
    }

    void readsResultToldAwayFirst()
    {
        // "beat X 2-0" from the away side: the home team is still the one named first in "A 0-2 B".
        const QString text = QStringLiteral("Tottenham Hotspur 0-2 Leicester City\n\n"
                                            "Leicester City beat Tottenham Hotspur 2-0 at their ground.");
        const AnnotationSet set = extractor().extract(text);
        QVERIFY(set.finalScore.has_value());
        QCOMPARE(set.homeTeam, QStringLiteral("Tottenham Hotspur"));
        QCOMPARE(set.finalScore->toString(), QStringLiteral("0-2"));
    }

    // "Everton 1 Leeds United 2", as some outlets head a report: the result, home side first, with or
    // without the scorers in brackets; a line that reads otherwise is none.
    void readsScoresAfterTheNames_data()
    {
        QTest::addColumn<QString>("headline");
        QTest::addColumn<QString>("result");
        QTest::newRow("plain") << QStringLiteral("Harbour City 1 Ashford Rovers 3") << QStringLiteral("Harbour City 1-3 Ashford Rovers");
        QTest::newRow("scorers in brackets") << QStringLiteral("Harbour City 2 (Whitlam 30, 61) Ashford Rovers 0")
                                             << QStringLiteral("Harbour City 2-0 Ashford Rovers");
        QTest::newRow("a headline after a colon") << QStringLiteral("Harbour City 1 Ashford Rovers 3: Lindgren double seals it")
                                                  << QStringLiteral("Harbour City 1-3 Ashford Rovers");
        QTest::newRow("in capitals, the names as the text writes them") << QStringLiteral("HARBOUR CITY 1 ASHFORD ROVERS 3")
                                                                        << QStringLiteral("Harbour City 1-3 Ashford Rovers");
        QTest::newRow("more words after") << QStringLiteral("Harbour City 1 Ashford Rovers 3 in the first leg") << QString();
        QTest::newRow("after extra time, the shoot-out in brackets")
            << QStringLiteral("Harbour City 2 Ashford Rovers 2 (after extra time; Ashford won 4-3 on penalties)")
            << QStringLiteral("Harbour City 2-2 Ashford Rovers (4-3 on penalties)");
        QTest::newRow("aet in brackets") << QStringLiteral("Harbour City 1 Ashford Rovers 2 (aet)") << QStringLiteral("Harbour City 1-2 Ashford Rovers");
        QTest::newRow("a bracket left open") << QStringLiteral("Harbour City 1 (Whitlam 30 Ashford Rovers 3") << QString();
    }
    void readsScoresAfterTheNames()
    {
        QFETCH(QString, headline);
        QFETCH(QString, result);
        const QString text = headline + QStringLiteral("\n\nHarbour City and Ashford Rovers met at Harbour Park on Saturday.");
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> fullTime = eventsOfType(set, EventType::FullTime);
        QCOMPARE(fullTime.isEmpty() ? QString() : fullTime.first().detail, result);
    }

    // The result as a sentence states it: a team right beside the scoreline on both sides is a headline's "A 1-1 B";
    // a loser told first ("lose 5-1 to") is not; a tally in another clause leaves the result this match's.
    void readsTheResultAsStated_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("result");
        QTest::newRow("a loser told first, not a headline")
            << QStringLiteral("A frustrating afternoon for Harbour City as Elena Marsh's side lose 5-1 to Ashford Rovers at Harbour Park.")
            << QStringLiteral("Harbour City 1-5 Ashford Rovers");
        QTest::newRow("a tally in another clause")
            << QStringLiteral("Joe Whitlam became the first player to score 100 international goals as Ashford Rovers outclassed Harbour City 2-0 at Harbour Park.")
            << QStringLiteral("Ashford Rovers 2-0 Harbour City");
        QTest::newRow("the winner named in the score's own clause")
            << QStringLiteral("The home run of Harbour City came to an end on Saturday, as Ashford Rovers left Harbour Park with a 2-1 win.")
            << QStringLiteral("Harbour City 1-2 Ashford Rovers");
        QTest::newRow("a ground named, not where they played") << QStringLiteral("Motherwell beat Rangers 2-1, a year after Sam Ode's move to Ibrox.")
                                                               << QStringLiteral("Motherwell 2-1 Rangers");
        QTest::newRow("a headline score under a label line, a listed club's nickname named more often")
            << QStringLiteral("Match report | Coastal League, Matchday 14\nHarbour City 2-1 Ashford Rovers\n\n"
                              "The Cranes arrived unbeaten in five and took the lead in the 19th minute. The Cranes then sat deep, and City came back.")
            << QStringLiteral("Harbour City 2-1 Ashford Rovers");
        QTest::newRow("a goalless draw") << QStringLiteral("Harbour City and Ashford Rovers played out a goalless draw on Sunday.")
                                         << QStringLiteral("Harbour City 0-0 Ashford Rovers");
        QTest::newRow("a Welsh club's CPD, goals after the names") << QStringLiteral("CPD Tregarn 2 Porth Afon 1\n\nIestyn Prosser scored late for Tregarn.")
                                                                   << QStringLiteral("CPD Tregarn 2-1 Porth Afon");
        QTest::newRow("a score ending the sentence, the winner 'they'")
            << QStringLiteral("It was the third minute of stoppage time, Harbour City had ten men, and they had just beaten Ashford Rovers 2-1.")
            << QStringLiteral("Harbour City 2-1 Ashford Rovers");
        QTest::newRow("the ground where they played") << QStringLiteral("Motherwell beat Rangers 2-1 at Ibrox.") << QStringLiteral("Rangers 1-2 Motherwell");
        QTest::newRow("a wire dateline names the host") << QStringLiteral("Harbour (England) (AFP) - Harbour City came from behind to beat Ashford Rovers 2-1 on Tuesday.")
                                                        << QStringLiteral("Harbour City 2-1 Ashford Rovers");
        QTest::newRow("a wire dateline's place is not the winner") << QStringLiteral("Harbour (England) (AFP) - Ashford Rovers went through on Thursday, winning 3-1 away to Harbour City.")
                                                                   << QStringLiteral("Harbour City 1-3 Ashford Rovers");
        QTest::newRow("a wire dateline in capitals, an agency of any name, the place a word of the host's name")
            << QStringLiteral("ASHFORD, March 9 (Meridian Sports Wire) - Ashford Rovers beat ten-man Harbour City 3-1 in the Coastal League on Sunday. Harbour City had won the reverse fixture.")
            << QStringLiteral("Ashford Rovers 3-1 Harbour City");
        QTest::newRow("labelled at the end, goals after the names")
            << QStringLiteral("Harbour City came from behind to beat Ashford Rovers.\n\nJoe Whitlam was the hero.\n\nFULL-TIME: Harbour City 3 Ashford Rovers 2.")
            << QStringLiteral("Harbour City 3-2 Ashford Rovers");
        QTest::newRow("a live blog's last entry, not its first goal's score")
            << QStringLiteral("14' GOAL! Harbour City 1-0 Ashford Rovers. Joe Whitlam sweeps home.\n"
                              "90+4' GOAL! Harbour City 2-3 Ashford Rovers. Sam Ode lashes in.\n"
                              "90+6' Full-time: Harbour City 2-3 Ashford Rovers. The visitors snatch all three points.")
            << QStringLiteral("Harbour City 2-3 Ashford Rovers");
        QTest::newRow("a headline's bracket tells the aggregate and the shoot-out; a Nordic club's IF; a city's name")
            << QStringLiteral("Olympique Valfleur 2-1 Kvarnby IF (agg 3-3, Kvarnby win 4-3 on penalties)\n\nThe Swedish champions, who won the first leg 2-1 in "
                              "Malm\u00f6 last week, looked comfortable when Ingrid Solvang put them 3-2 ahead on aggregate.")
            << QStringLiteral("Olympique Valfleur 2-1 Kvarnby (4-3 on penalties)");
        QTest::newRow("a headline's part between bars")
            << QStringLiteral("THE WAY IT WENT | Harbour City 3 Ashford Rovers 2 | Combination League, Harbour Park\n\n"
                              "It is a grey afternoon, and Ashford Rovers strike first through Sam Ode. Harbour City reply twice.")
            << QStringLiteral("Harbour City 3-2 Ashford Rovers");
        QTest::newRow("labelled, opening one of the last paragraphs")
            << QStringLiteral("Harbour City and Ashford Rovers shared six goals.\n\nFinal score: Harbour City 3 Ashford Rovers 3. Elena Marsh did not look happy. "
                              "Nor did Joe Whitlam. The rain fell. The pies sold out.\n\nNext up is a trip to the coast.\n\nUp the City!")
            << QStringLiteral("Harbour City 3-3 Ashford Rovers");
        QTest::newRow("a live blog's last entry names the sides, a third club named more often")
            << QStringLiteral("Kingsmere City watched on as their title rivals slipped up. Kingsmere City play Harbour City next week, "
                              "and Kingsmere City will fancy it.\n"
                              "14' GOAL! Joe Whitlam sweeps home for the hosts.\n"
                              "90+6' Full-time: Harbour City 2-3 Ashford Rovers. The visitors snatch all three points.")
            << QStringLiteral("Harbour City 2-3 Ashford Rovers");
        QTest::newRow("a club site's line-up under its nickname, a past defeat at the visitors'")
            << QStringLiteral("MATCH REPORT: Blues 2-1 Rovers\n\nHarbour City 2 Ashford Rovers 1\n\nThe Blues won again. After last season's 3-0 defeat at Ashford Rovers, it was sweet.\n\nBLUES: Kemp; Whitlam, Lowe, Pike, Hart; Ode, Kerr, Tully; Moss, Bray, Cole.\nGoals: Ode 23, Kerr 71.\n\nROVERS: Dunn; Fenwick, Reid, Shaw, Lamb; Bakare, Marsh, Gray; Hill, Ward, Holt.\nGoal: Fenwick 41.")
            << QStringLiteral("Harbour City 2-1 Ashford Rovers");
        QTest::newRow("a labelled result line with quotes and the next fixture after it")
            << QStringLiteral("Harbour City were second best.\n\nFull-time: Harbour City 1, Ashford Rovers 3.\n\n\"I'm stoked for the boys,\" Elena Marsh said.\n\n\"We gifted them the first one,\" Mark Bakare said.\n\nJoe Whitlam was a handful all afternoon.\n\nAshford host Kelsey Rovers next weekend.\n\nHarbour City travel to Oldcastle.")
            << QStringLiteral("Harbour City 1-3 Ashford Rovers");
        QTest::newRow("a headline score's sides, though a box labels one by another club's nickname")
            << QStringLiteral("MATCH REPORT | Robins ease past Ashford to keep hopes alive\n\nHarbour City 3-0 Ashford Rovers\n\n"
                              "A brace from Joe Whitlam gave Elena Marsh's Robins a deserved victory.\n\n"
                              "The Robins were on top from the first whistle. Next up, the Robins travel to Hallam Park.\n\n"
                              "ROBINS: Tully; Kerr, Ode, Fenwick, Lister; Costigan (Harrop 61'), Bright, Moss.\nGoals: Whitlam 15', 52' (pen).\n\n"
                              "ASHFORD: Adlam; Ormsby, Penrose (Daly 70'), Whitcombe.\nBooked: Sjoberg.")
            << QStringLiteral("Harbour City 3-0 Ashford Rovers");
    }
    void readsTheResultAsStated()
    {
        QFETCH(QString, text);
        QFETCH(QString, result);
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> fullTime = eventsOfType(set, EventType::FullTime);
        QVERIFY2(!fullTime.isEmpty(), qPrintable(describe(set, text)));
        QCOMPARE(fullTime.first().detail, result);
    }

    // A goalless draw that only looked likely is no result of 0-0, whether or not the goal that ended it is read.
    void aGoallessDrawThatOnlyLookedLikelyIsNoResult()
    {
        const AnnotationSet set = extractor().extract(QStringLiteral(
            "Harbour City looked set to play out a goalless stalemate with Ashford Rovers until Joe Whitlam struck for Harbour City in added time."));
        for (const MatchEvent &fullTime : eventsOfType(set, EventType::FullTime))
            QVERIFY2(!fullTime.detail.contains(QLatin1String("0-0")), qPrintable(fullTime.detail));
    }

    // A scorer whose side the report never names takes it from the stated result, where the goals of
    // known sides leave no other reading; the player's other events take it too. Where the goals could
    // be either side's, none is given.
    void givesScorersTheSideTheResultLeaves_data()
    {
        QTest::addColumn<QString>("result");
        QTest::addColumn<QString>("story");
        QTest::addColumn<QString>("sides");
        const QString threeGoals = QStringLiteral("Joe Whitlam gave Harbour City the lead after 30 minutes. Sean Dunne equalised in the 55th minute "
                                                  "and Max Lindgren won it in the 88th minute. Lindgren was booked in the 90th minute for time-wasting.");
        QTest::newRow("the rest are the away side's") << QStringLiteral("Harbour City 1-2 Ashford Rovers") << threeGoals
                                                      << QStringLiteral("GOAL 30 Harbour City 1-0; GOAL 55 Ashford Rovers 1-1; GOAL 88 Ashford Rovers 1-2; YELLOW_CARD 90 Ashford Rovers");
        QTest::newRow("either side's") << QStringLiteral("Harbour City 2-2 Ashford Rovers") << threeGoals
                                       << QStringLiteral("GOAL 30 Harbour City 1-0; GOAL 55 ; GOAL 88 ; YELLOW_CARD 90 ");
        QTest::newRow("an own goal, the scorer on the other side")
            << QStringLiteral("Harbour City 2-0 Ashford Rovers")
            << QStringLiteral("Joe Whitlam gave Harbour City the lead after 30 minutes. Sean Dunne turned a cross into his own net in the 70th minute.")
            << QStringLiteral("GOAL 30 Harbour City 1-0; OWN_GOAL 70 Ashford Rovers 2-0");
    }
    void givesScorersTheSideTheResultLeaves()
    {
        QFETCH(QString, result);
        QFETCH(QString, story);
        QFETCH(QString, sides);
        const QString text = result + QStringLiteral("\n\n") + story;
        const AnnotationSet set = extractor().extract(text);
        QStringList found;
        for (const MatchEvent &e : set.events) {
            if (e.type != EventType::FullTime)
                found << eventTypeName(e.type) + QLatin1Char(' ') + shownMinute(e) + QLatin1Char(' ') + e.team
                        + (e.scoreAfter ? QLatin1Char(' ') + e.scoreAfter->toString() : QString());
        }
        QVERIFY2(found.join(QLatin1String("; ")) == sides, qPrintable(describe(set, text)));
    }

    // Two events told in one sentence: each its own player, each only its own minute.
    void readsTwoEventsOfOneSentence_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("events");
        QTest::newRow("the other's minute left out") << QStringLiteral("Dan Fenwick headed Ashford in front after 20 minutes, and Joe Whitlam levelled for City before the break.")
                                                     << QStringLiteral("GOAL 20 Dan Fenwick; GOAL - Joe Whitlam");
        QTest::newRow("minutes later, from the other's") << QStringLiteral("Dan Fenwick headed Ashford in front after 20 minutes but Joe Whitlam levelled for City five minutes later.")
                                                         << QStringLiteral("GOAL 20 Dan Fenwick; GOAL 25 Joe Whitlam");
        QTest::newRow("through one, then another") << QStringLiteral("Ashford Rovers led through Dan Fenwick's header after 20 minutes, and Joe Whitlam levelled for City before the break.")
                                                   << QStringLiteral("GOAL 20 Dan Fenwick; GOAL - Joe Whitlam");
        QTest::newRow("the minute after, one moment") << QStringLiteral("Joe Whitlam limped off, and Owen Tully came on in the 44th minute.")
                                                      << QStringLiteral("INJURY 44 Joe Whitlam; SUBSTITUTION 44 Owen Tully");
        QTest::newRow("a foul's minute, the penalty's") << QStringLiteral("After Sam Ode's foul in the 40th minute, Joe Whitlam converted the penalty.")
                                                        << QStringLiteral("PENALTY_GOAL 40 Joe Whitlam");
        QTest::newRow("another's penalty") << QStringLiteral("James Maddison scored a screamer in the 77th minute before Youri Tielemans rounded off the win with another penalty.")
                                           << QStringLiteral("GOAL 77 James Maddison");
        QTest::newRow("a shoot-out forced") << QStringLiteral("Daryl Horgan scored late on in the second half to force a penalty shoot-out.")
                                            << QStringLiteral("GOAL - Daryl Horgan");
        QTest::newRow("a move from another club, no result") << QStringLiteral("Joe Whitlam found the net for the first time since his move to Ashford from Oldcastle United.")
                                                             << QStringLiteral("GOAL - Joe Whitlam");
        QTest::newRow("the own clause's minute") << QStringLiteral("City's job got harder immediately after the interval as Joe Whitlam was sent off for a high lunge on Sam Ode just two minutes into the second-half.")
                                                 << QStringLiteral("RED_CARD 47 Joe Whitlam");
        QTest::newRow("back into the game through another") << QStringLiteral("Sam Ode scored for the visitors after just four minutes, but City got back into the game through Joe Whitlam in the second half.")
                                                             << QStringLiteral("GOAL 4 Sam Ode; GOAL - Joe Whitlam");
        QTest::newRow("for another to net") << QStringLiteral("Sam Ode crossed for Joe Whitlam to net from close range in the 16th minute.")
                                            << QStringLiteral("GOAL 16 Joe Whitlam");
        QTest::newRow("into a word-ordinal-minute lead, a side's lead doubled")
            << QStringLiteral("Joe Whitlam fired City into a fifth-minute lead before Sam Ode doubled Harbour City's lead in the 37th minute.")
            << QStringLiteral("GOAL 5 Joe Whitlam; GOAL 37 Sam Ode");
        QTest::newRow("scored twice") << QStringLiteral("Joe Whitlam scored twice for City.") << QStringLiteral("GOAL - Joe Whitlam; GOAL - Joe Whitlam");
        QTest::newRow("one, then another") << QStringLiteral("Joe Whitlam scored his first goal for the club before following it up with another.")
                                           << QStringLiteral("GOAL - Joe Whitlam; GOAL - Joe Whitlam");
        QTest::newRow("struck again") << QStringLiteral("Joe Whitlam scored a superb free kick. Whitlam struck again in the 73rd minute.")
                                      << QStringLiteral("GOAL 73 Joe Whitlam; GOAL - Joe Whitlam");
        QTest::newRow("a club's word as a surname, opening a sentence")
            << QStringLiteral("Ashford went ahead when Stanley turned in a cross on 20 minutes. Stanley sealed the points on 74 minutes.")
            << QStringLiteral("GOAL 20 Stanley; GOAL 74 Stanley");
        QTest::newRow("earlier strikes, then a goal ruled out")
            << QStringLiteral("Following earlier strikes from Sam Ode and Dan Fenwick, Joe Whitlam thought he had won it with a goal in the 90th minute. "
                              "But the goal was ruled out for offside.")
            << QStringLiteral("GOAL - Sam Ode; GOAL - Dan Fenwick; DISALLOWED_GOAL 90 Joe Whitlam");
        QTest::newRow("a strike from another's cross ruled out") << QStringLiteral("The referee ruled out Joe Whitlam's strike from Sam Ode's cross for offside.")
                                                                 << QStringLiteral("DISALLOWED_GOAL - Joe Whitlam");
        QTest::newRow("led from a minute when another shot") << QStringLiteral("Ashford led from the fifth minute when Sam Ode shot through the palms of Max Lindgren.")
                                                             << QStringLiteral("GOAL 5 Sam Ode");
        QTest::newRow("level terms when another scored, his verb his own")
            << QStringLiteral("City were back on level terms before half-time when Joe Whitlam turned in a low cross from Sam Ode.")
            << QStringLiteral("GOAL - Joe Whitlam");
        QTest::newRow("led when another was sent off") << QStringLiteral("City led when Joe Whitlam was sent off in the 60th minute.")
                                                      << QStringLiteral("RED_CARD 60 Joe Whitlam");
        QTest::newRow("the equaliser of one, a translation's order") << QStringLiteral("At the 93rd minute the equaliser of Joe Whitlam, a header from a corner.")
                                                                     << QStringLiteral("GOAL 90+3 Joe Whitlam");
        QTest::newRow("the goal of one cancelled") << QStringLiteral("City believed they had killed the match in the 63rd minute, but the goal of Joe Whitlam was cancelled after a long VAR check.")
                                                   << QStringLiteral("DISALLOWED_GOAL 63 Joe Whitlam; VAR_REVIEW 63 Joe Whitlam");
        QTest::newRow("opened the score") << QStringLiteral("From the 6th minute, Joe Whitlam opened the score with a precise strike.")
                                          << QStringLiteral("GOAL 6 Joe Whitlam");
        QTest::newRow("transformed the penalty") << QStringLiteral("Joe Whitlam transformed the penalty with sang-froid in the 41st minute.")
                                                 << QStringLiteral("PENALTY_GOAL 41 Joe Whitlam");
        QTest::newRow("saw yellow, as a translation puts it") << QStringLiteral("Joe Whitlam saw yellow in minute 85 for wasting time.")
                                                              << QStringLiteral("YELLOW_CARD 85 Joe Whitlam");
        QTest::newRow("copped a yellow") << QStringLiteral("Joe Whitlam copped a yellow on 22 minutes for a late challenge.")
                                         << QStringLiteral("YELLOW_CARD 22 Joe Whitlam");
        QTest::newRow("expelled") << QStringLiteral("Joe Whitlam was expelled in the 63rd minute amid the protests of his bench.")
                                  << QStringLiteral("RED_CARD 63 Joe Whitlam");
        QTest::newRow("a direct red") << QStringLiteral("In the 18th minute Joe Whitlam was shown the direct red for a foul on Sam Ode.")
                                         << QStringLiteral("RED_CARD 18 Joe Whitlam");
        QTest::newRow("to head a side level, after another's minute and a but")
            << QStringLiteral("Sam Ode put Ashford in front after 57 minutes but a mistake by defender Dan Fenwick allowed forward Joe Whitlam to head City level.")
            << QStringLiteral("GOAL 57 Sam Ode; GOAL - Joe Whitlam");
        QTest::newRow("only for another to fire an equaliser") << QStringLiteral("Sam Ode opened the scoring, only for striker Joe Whitlam to fire an equaliser.")
                                                               << QStringLiteral("GOAL - Sam Ode; GOAL - Joe Whitlam");
        QTest::newRow("struck firmly past the keeper") << QStringLiteral("Sam Ode teed up Joe Whitlam, who struck firmly past keeper Max Lindgren on 89 minutes.")
                                                       << QStringLiteral("GOAL 89 Joe Whitlam");
        QTest::newRow("a season's tally told with the goal") << QStringLiteral("City led from the fifth minute when Joe Whitlam shot home. Whitlam opened the scoring with his fourth goal in the cup this season.")
                                                             << QStringLiteral("GOAL 5 Joe Whitlam");
        QTest::newRow("to shoot a side ahead") << QStringLiteral("Sam Ode crossed for Joe Whitlam to shoot City ahead in the 30th minute.")
                                               << QStringLiteral("GOAL 30 Joe Whitlam");
        QTest::newRow("finished, the whistle already blown") << QStringLiteral("Joe Whitlam finished from an acute angle only for the whistle to have already been blown for offside.")
                                                             << QStringLiteral("DISALLOWED_GOAL - Joe Whitlam");
        QTest::newRow("the red shown to the one the challenge was by") << QStringLiteral("On 71 minutes Sam Ode flew into a dreadful challenge on our skipper Joe Whitlam, and the referee had no hesitation in showing him a straight red card.")
                                                                       << QStringLiteral("RED_CARD 71 Sam Ode");
        QTest::newRow("the first name in the referee's book") << QStringLiteral("Joe Whitlam became the first name in referee Dan Fenwick's book on 26 minutes for a cynical trip on Sam Ode.")
                                                              << QStringLiteral("YELLOW_CARD 26 Joe Whitlam");
        QTest::newRow("turned one and bent a finish in") << QStringLiteral("Joe Whitlam turned Sam Ode and bent a finish into the far corner in the 19th minute.")
                                                         << QStringLiteral("GOAL 19 Joe Whitlam");
        QTest::newRow("flagged for handball") << QStringLiteral("Joe Whitlam headed in from a corner on 40 minutes, but the linesman flagged for handball.")
                                              << QStringLiteral("DISALLOWED_GOAL 40 Joe Whitlam");
        QTest::newRow("scrubbed off") << QStringLiteral("Sam Ode bundled the ball home on 44 minutes, but the goal was scrubbed off.")
                                      << QStringLiteral("DISALLOWED_GOAL 44 Sam Ode");
        QTest::newRow("caught one high, a red shown") << QStringLiteral("In the 61st minute Joe Whitlam caught Sam Ode high on the shin, and the referee produced a straight red card.")
                                                      << QStringLiteral("RED_CARD 61 Joe Whitlam");
        QTest::newRow("lunged in on a side's one, a red") << QStringLiteral("On 63 minutes Joe Whitlam lunged in on Ashford's Sam Ode, studs up, and the referee did not hesitate: straight red.")
                                                          << QStringLiteral("RED_CARD 63 Joe Whitlam");
        QTest::newRow("it was one who sealed it") << QStringLiteral("It was substitute Joe Whitlam who sealed it with four minutes left.")
                                                  << QStringLiteral("GOAL 86 Joe Whitlam");
        QTest::newRow("the assistant had his flag raised") << QStringLiteral("City thought they had it five minutes from time when Joe Whitlam prodded home, but the assistant had his flag raised for offside.")
                                                           << QStringLiteral("DISALLOWED_GOAL 85 Joe Whitlam");
        QTest::newRow("the red not to one in a relative clause") << QStringLiteral("In the 77th minute Sam Ode, who had been targeting Joe Whitlam all evening, went through the back of him and was shown a straight red card.")
                                                                 << QStringLiteral("RED_CARD 77 Sam Ode");
        QTest::newRow("hooked into the far corner") << QStringLiteral("Joe Whitlam hooked a shot on the turn into the far corner on 64 minutes.")
                                                    << QStringLiteral("GOAL 64 Joe Whitlam");
        QTest::newRow("met a corner named by its taker") << QStringLiteral("Seven minutes into extra time, Joe Whitlam rose highest to meet a Sam Ode corner and glanced a header into the top corner.")
                                                         << QStringLiteral("GOAL 97 Joe Whitlam");
        QTest::newRow("near a keeper's goal") << QStringLiteral("For the rest of the half City struggled to get near Joe Whitlam's goal.")
                                              << QString();
        QTest::newRow("a card beside a side that struggled") << QStringLiteral("Joe Whitlam copped a yellow on 22 minutes for a late one on Sam Ode, and the visitors struggled to build anything.")
                                                             << QStringLiteral("YELLOW_CARD 22 Joe Whitlam");
        QTest::newRow("a shot past the keeper named") << QStringLiteral("Joe Whitlam cut inside and drilled a low shot past Sam Ode at the near post (4).")
                                                      << QStringLiteral("GOAL 4 Joe Whitlam");
        QTest::newRow("a shot past the post") << QStringLiteral("Joe Whitlam cut inside and drilled a low shot past the post on 4 minutes.")
                                              << QString();
        QTest::newRow("a named header tipped over") << QStringLiteral("Keeper Sam Ode had to be alert to tip over a Joe Whitlam header just before the break.")
                                                    << QString();
        QTest::newRow("struck four minutes from time") << QStringLiteral("Joe Whitlam had been on the pitch for less than half an hour when he struck four minutes from time.")
                                                       << QStringLiteral("GOAL 86 Joe Whitlam");
        QTest::newRow("lifting her shot over the advancing keeper") << QStringLiteral("In the 17th minute Ann Marsh slipped in Joan Ode, who took one touch before lifting her shot over the advancing Kay Lund.")
                                                                    << QStringLiteral("GOAL 17 Joan Ode");
        QTest::newRow("a volley through bodies and into the corner") << QStringLiteral("On 45 minutes Joan Ode smashed a volley through a crowd of bodies and into the bottom corner.")
                                                                     << QStringLiteral("GOAL 45 Joan Ode");
        QTest::newRow("bends it into the top corner, told in the present") << QStringLiteral("With 10 minutes left Joe Whitlam picks it up 30 yards out and bends it into the top corner.")
                                                                           << QStringLiteral("GOAL 80 Joe Whitlam");
        QTest::newRow("inside the keeper's left-hand post") << QStringLiteral("Joe Whitlam skipped past Dan Fenwick and drove a low shot inside Sam Ode's left-hand post in the 29th minute.")
                                                            << QStringLiteral("GOAL 29 Joe Whitlam");
        QTest::newRow("made the 0-1, as translations say") << QStringLiteral("In the 19th minute Joe Whitlam kept his calm one-on-one and made the 0-1.")
                                                          << QStringLiteral("GOAL 19 Joe Whitlam");
        QTest::newRow("smashed in the 3-2") << QStringLiteral("In the second minute of injury time the ball fell to Joe Whitlam, and the midfielder smashed in the 3-2 from close range.")
                                            << QStringLiteral("GOAL 90+2 Joe Whitlam");
        QTest::newRow("hooked a volley past the keeper") << QStringLiteral("Joe Whitlam hooked a volley past Dan Fenwick from eight yards in the 19th minute.")
                                                         << QStringLiteral("GOAL 19 Joe Whitlam");
        QTest::newRow("finished across the keeper") << QStringLiteral("Joe Whitlam finished across Dan Fenwick in the 14th minute.")
                                                    << QStringLiteral("GOAL 14 Joe Whitlam");
        QTest::newRow("gave the crowd hope with a header") << QStringLiteral("Joe Whitlam gave the home crowd hope with a header from a corner in the 85th minute.")
                                                           << QStringLiteral("GOAL 85 Joe Whitlam");
        QTest::newRow("goes into the book") << QStringLiteral("Joe Whitlam goes into the book on 41 minutes for a clumsy one on Sam Ode.")
                                            << QStringLiteral("YELLOW_CARD 41 Joe Whitlam");
        QTest::newRow("switched the lights back on for the visitors") << QStringLiteral("Joe Whitlam switched the lights back on for the visitors in the 22nd minute, stooping to nod in a Sam Ode cross.")
                                                                      << QStringLiteral("GOAL 22 Joe Whitlam");
        QTest::newRow("rolling it beneath the keeper, a flick's owner no scorer") << QStringLiteral("In the 45th minute Joe Whitlam was the scorer again, latching on to Sam Ode's flick and rolling it beneath Dan Fenwick.")
                                                                      << QStringLiteral("GOAL 45 Joe Whitlam");
        QTest::newRow("completed his treble") << QStringLiteral("Joe Whitlam completed his treble in the 77th minute.")
                                              << QStringLiteral("GOAL 77 Joe Whitlam");
        QTest::newRow("struck the base of the post") << QStringLiteral("In the 19th minute Joe Whitlam watched his penalty cannon back off the base of the left-hand post.")
                                                     << QStringLiteral("PENALTY_MISS 19 Joe Whitlam");
        QTest::newRow("produced a second yellow is no goal") << QStringLiteral("Joe Whitlam, already booked, slid in late on Sam Ode in the 104th minute, and Mark Bakare produced a second yellow and then the red.")
                                                             << QStringLiteral("SECOND_YELLOW 104 Joe Whitlam");
        QTest::newRow("sidefoots first time past") << QStringLiteral("Sam Ode cuts it back for Joe Whitlam, who sidefoots first time past Dan Fenwick in the 14th minute.")
                                                   << QStringLiteral("GOAL 14 Joe Whitlam");
        QTest::newRow("powers his header into the far corner") << QStringLiteral("On 52 minutes Sam Ode swings in a corner, Joe Whitlam climbs above Dan Fenwick and powers his header into the far corner.")
                                                               << QStringLiteral("GOAL 52 Joe Whitlam");
        QTest::newRow("hurt in a collision with another") << QStringLiteral("Joe Whitlam is down after a collision with Sam Ode in the 57th minute and needs treatment on his right knee.")
                                                          << QStringLiteral("INJURY 57 Joe Whitlam");
        QTest::newRow("an aside of an earlier change does not take the goal's minute") << QStringLiteral("But Joe Whitlam, on for the limping Sam Ode, curled in the winner with 16 minutes left.")
                                                                                        << QStringLiteral("GOAL 74 Joe Whitlam; SUBSTITUTION - Joe Whitlam");
        QTest::newRow("a goal timed vaguely takes no later clause's minute") << QStringLiteral("Joe Whitlam put City ahead early, and Sam Ode equalised seven minutes into the second half.")
                                                                             << QStringLiteral("GOAL - Joe Whitlam; GOAL 52 Sam Ode");
        QTest::newRow("a card in a clause after 'after' takes neither side's minute") << QStringLiteral("Joe Whitlam's drive in the 27th minute put City ahead, and even after Sam Ode was sent off for a second booking, Tom Kerr raced clear and slotted past Dan Fenwick two minutes from the end of extra time.")
                                                                                       << QStringLiteral("GOAL 27 Joe Whitlam; SECOND_YELLOW - Sam Ode; GOAL 118 Tom Kerr");
        QTest::newRow("lifted over the side's keeper") << QStringLiteral("City took a ninth-minute lead when Joe Whitlam beat the offside trap and lifted the ball over Ashford keeper Dan Fenwick.")
                                                       << QStringLiteral("GOAL 9 Joe Whitlam");
        QTest::newRow("rolling the ball into an empty net, a flick's owner no scorer") << QStringLiteral("In the 80th minute it was Joe Whitlam who sealed it, running onto Sam Ode's flick and rolling the ball into an empty net.")
                                                                                       << QStringLiteral("GOAL 80 Joe Whitlam");
        QTest::newRow("a booking beside a goal thought scored") << QStringLiteral("Joe Whitlam was booked in the 23rd minute for a late challenge on Sam Ode, and City thought they had the lead six minutes before half-time when Tom Kerr prodded home, only for the assistant referee's flag to go up for offside.")
                                                               << QStringLiteral("YELLOW_CARD 23 Joe Whitlam; DISALLOWED_GOAL 39 Tom Kerr");
        QTest::newRow("a shot through the keeper's legs") << QStringLiteral("In the fourth minute of added time Sam Ode pulled the ball back for Joe Whitlam, who drilled a first-time shot through Dan Fenwick's legs.")
                                                          << QStringLiteral("GOAL 90+4 Joe Whitlam");
        QTest::newRow("replacing the quiet one with another") << QStringLiteral("Tom Kerr responded by replacing the unusually quiet Sam Ode with Joe Whitlam in the 63rd minute.")
                                                              << QStringLiteral("SUBSTITUTION 63 Joe Whitlam");
        QTest::newRow("a drive's way, then past the keeper") << QStringLiteral("In the 11th minute Joe Whitlam lashed a low drive through a crowd of bodies and past Dan Fenwick.")
                                                             << QStringLiteral("GOAL 11 Joe Whitlam");
        QTest::newRow("into the named referee's book") << QStringLiteral("Joe Whitlam went into referee Mark Bakare's book in the 27th minute for a late lunge on Sam Ode.")
                                                      << QStringLiteral("YELLOW_CARD 27 Joe Whitlam");
        QTest::newRow("joined another in the referee's notebook") << QStringLiteral("Sam Ode was cautioned early on. Joe Whitlam joined him in referee Mark Bakare's notebook ten minutes after the break.")
                                                                  << QStringLiteral("YELLOW_CARD - Sam Ode; YELLOW_CARD 55 Joe Whitlam");
        QTest::newRow("smashed, in the 23rd minute") << QStringLiteral("Joe Whitlam smashed in the 23rd minute a shot against the post.")
                                                     << QString();
        QTest::newRow("curled over the wall into the corner") << QStringLiteral("On 44 minutes Joe Whitlam curled a free kick over the wall into the corner.")
                                                              << QStringLiteral("GOAL 44 Joe Whitlam");
        QTest::newRow("a header from another's free-kick") << QStringLiteral("Minutes earlier Sam Ode had a free header from a Joe Whitlam free-kick.")
                                                           << QString();
        QTest::newRow("a side struck first, the finish from around the penalty spot told after another's run")
            << QStringLiteral("Ashford struck first in the 12th minute: Sam Ode skipped away from Dan Fenwick down the left and cut the ball back for Joe Whitlam, who side-footed past Tom Kerr from around the penalty spot.")
            << QStringLiteral("GOAL 12 Joe Whitlam");
        QTest::newRow("the scorer before an aside that names another, about another match")
            << QStringLiteral("Sam Ode, a substitute who was sent off in this fixture two seasons ago after scuffling with Ashford's Dan Fenwick, stabbed home from close range in the 94th minute.")
            << QStringLiteral("GOAL 90+4 Sam Ode");
        QTest::newRow("a cross met to make it level, the goal's count in a remark")
            << QStringLiteral("Seven minutes into the second half Joe Whitlam met a Sam Ode cross on the half-volley to make it 1-1, his 11th league goal of the season and his first since joining in 2021.")
            << QStringLiteral("GOAL 52 Joe Whitlam");
        QTest::newRow("a penalty of the reverse fixture, told in an aside, is none of the goal's")
            << QStringLiteral("Joe Whitlam, who also scored in the reverse fixture in October, when Dan Fenwick had a penalty saved, drifted in from the left and bent a shot around Tom Kerr into the far corner in the 20th minute.")
            << QStringLiteral("GOAL 20 Joe Whitlam");
        QTest::newRow("a side levelled when one rose highest, after a booking told in the clause before")
            << QStringLiteral("Sam Ode was booked in the 31st minute for a late challenge on Tom Kerr, but it was the visitors who levelled seven minutes later when Joe Whitlam rose highest at the back post to head a Dan Fenwick corner beyond Owen Tully.")
            << QStringLiteral("YELLOW_CARD 31 Sam Ode; GOAL 38 Joe Whitlam");
        QTest::newRow("went ahead when one, in an apposition with a loan at a third side, ran onto a clearance")
            << QStringLiteral("The visitors went ahead after only nine minutes when Joe Whitlam, a tall, rangy forward who spent last season on loan at Kelby United, ran onto a long clearance, held off two defenders, and steered a low shot past Tom Kerr.")
            << QStringLiteral("GOAL 9 Joe Whitlam");
        QTest::newRow("a header clawed away by the keeper, told after it")
            << QStringLiteral("In the 40th minute Joe Whitlam's header from a corner is clawed away by keeper Tom Kerr.")
            << QString();
        QTest::newRow("a scorer on since before, the remark no change")
            << QStringLiteral("68 mins: GOAL! Joe Whitlam, who has been City's best player since coming on, ghosts in front of his marker to glance a header from Sam Ode's free-kick into the far corner.")
            << QStringLiteral("GOAL 68 Joe Whitlam");
        QTest::newRow("yet to net") << QStringLiteral("Joe Whitlam, yet to net for City this season, crossed for Sam Ode in the 30th minute.")
                                    << QString();
        QTest::newRow("the build-up's minute") << QStringLiteral("City struck after 12 minutes as Sam Ode jinked past his man and delivered a chip, where Joe Whitlam turned the ball home.")
                                               << QStringLiteral("GOAL 12 Joe Whitlam");
    }
    void readsTwoEventsOfOneSentence()
    {
        QFETCH(QString, sentence);
        QFETCH(QString, events);
        QCOMPARE(eventsAfterAHeadline(sentence), events);
    }

    // Events told over a paragraph: a sentence that sets the minute and names nobody ("The flashpoint came with 19
    // minutes remaining."), a goal ruled out a sentence later for a foul in the build-up, a VAR check that names the
    // player whose card it reviews, talk about VAR that reviews nothing.
    void readsAParagraph_data()
    {
        QTest::addColumn<QString>("paragraph");
        QTest::addColumn<QString>("events");
        QTest::newRow("the red after a foul, the one fouled named after it") << QStringLiteral("Sam Ode lunged in with both feet on Joe Whitlam. The referee reached straight for the red card (61), and Whitlam needed several minutes of treatment.")
                                                                             << QStringLiteral("RED_CARD 61 Sam Ode; INJURY 61 Joe Whitlam");
        QTest::newRow("the red after a foul, only the referee named") << QStringLiteral("Referee Mark Bakare had a quiet first hour. Dan Fenwick went through the back of Tom Kerr. Bakare reached for his red card on 75 minutes.")
                                                                      << QStringLiteral("RED_CARD 75 Dan Fenwick");
        QTest::newRow("the red brandished after a foul by one named in an aside") << QStringLiteral("On 34 minutes, Tom Kerr's clever pass sent Joe Whitlam clean through and Sam Ode, the last man, dragged him down inside the box. Referee Mark Bakare had no hesitation in brandishing red.")
                                                                                  << QStringLiteral("RED_CARD 34 Sam Ode");
        QTest::newRow("a report told backwards, N minutes earlier") << QStringLiteral("Two minutes from the end of normal time Joe Whitlam headed the winner into the corner. Twenty minutes earlier City had still been chasing the game when Sam Ode bundled in from a corner.")
                                                                     << QStringLiteral("GOAL 88 Joe Whitlam; GOAL 68 Sam Ode");
        QTest::newRow("'he' after a relative clause about the one coming on, the clause's time a 'when' tells")
            << QStringLiteral("Tom Kerr replaced a tired Joe Whitlam with Sam Ode, whose aerial presence was to prove decisive in the 74th minute, when he rose above Dan Fenwick to meet a cross and make it 2-1.")
            << QStringLiteral("GOAL 74 Sam Ode; SUBSTITUTION - Sam Ode");
        QTest::newRow("a header told by the leap, a ball placed in the corner")
            << QStringLiteral("Joe Whitlam rose highest to meet Tom Kerr's cross on 23 minutes. Sam Ode waited for Dan Fenwick to commit himself before placing the ball in the far corner on 61 minutes.")
            << QStringLiteral("GOAL 23 Joe Whitlam; GOAL 61 Sam Ode");
        QTest::newRow("an ordinal past 90 in a tie that went to extra time; a side down to ten told before the card")
            << QStringLiteral("The tie went to extra time. Tom Kerr sent on Joe Whitlam for Sam Ode in the 96th minute, and three minutes later Ashford Rovers were down to 10 men when Dan Fenwick hauled back Whitlam and was shown a second booking.")
            << QStringLiteral("SUBSTITUTION 96 Joe Whitlam; SECOND_YELLOW 99 Dan Fenwick");
        QTest::newRow("after a scorer, a shot's owner named on the way is not another")
            << QStringLiteral("But Joe Whitlam restored City's advantage four minutes before the break, pouncing on a loose ball after Sam Ode's shot had been blocked and slotting into the bottom corner.")
            << QStringLiteral("GOAL 41 Joe Whitlam");
        QTest::newRow("a VAR check of an incident by one named, after a card told before it")
            << QStringLiteral("Sam Ode was booked for a cynical trip on 30 minutes, and the hosts had a scare when the video assistant referee checked a possible handball by centre-back Dan Fenwick inside the area.")
            << QStringLiteral("YELLOW_CARD 30 Sam Ode; VAR_REVIEW - Dan Fenwick");
        QTest::newRow("a goal's VAR check of a handball by another in the build-up stays the goal's")
            << QStringLiteral("Joe Whitlam drove a low shot inside the near post in the 29th minute, as VAR checked a possible handball by Dan Fenwick in the build-up, but the goal was confirmed.")
            << QStringLiteral("GOAL 29 Joe Whitlam; VAR_REVIEW 29 Joe Whitlam");
        QTest::newRow("a penalty's VAR check is about the one whose handball it names, not the taker")
            << QStringLiteral("On 27 minutes the VAR sent referee Mark Bakare to the monitor for Dan Fenwick's handball from Sam Ode's cross, and Joe Whitlam converted the penalty.")
            << QStringLiteral("VAR_REVIEW 27 Dan Fenwick; PENALTY_GOAL 27 Joe Whitlam");
        QTest::newRow("a VAR check of a cross that struck the arm of one named, a role between")
            << QStringLiteral("On 27 minutes the VAR asked referee Mark Bakare to look at a cross from Sam Ode that had struck the outstretched arm of Rovers centre-back Dan Fenwick.")
            << QStringLiteral("VAR_REVIEW 27 Dan Fenwick");
        QTest::newRow("a VAR check naming an offence of its own, a paragraph after a goal; the kick palmed away")
            << QStringLiteral("Sam Ode levelled in first-half stoppage time, sweeping a first-time finish past Tom Kerr.\n\nCity were then awarded a penalty after a VAR check spotted Dan Fenwick's trip on Owen Tully, but Sam Ode's effort was palmed away by Tom Kerr.")
            << QStringLiteral("GOAL 45+ Sam Ode; PENALTY_MISS 45+ Sam Ode; VAR_REVIEW - Dan Fenwick");
        QTest::newRow("the referee in an apposition, an honorific before his name, is no player carded")
            << QStringLiteral("Sam Ode was shown a yellow card on 29 minutes for a challenge on Tom Kerr, and nine minutes later the referee, Mr Mark Bakare, produced a second yellow when Sam went in late on Dan Fenwick.")
            << QStringLiteral("YELLOW_CARD 29 Sam Ode; SECOND_YELLOW 38 Sam Ode");
        QTest::newRow("a kick the taker saw saved, the award told a sentence before")
            << QStringLiteral("City were awarded a spot-kick in the 9th minute when Dan Fenwick brought down Tom Kerr inside the box. However, captain Joe Whitlam saw his kick brilliantly saved by goalkeeper Sam Ode.")
            << QStringLiteral("PENALTY_MISS 9 Joe Whitlam");
        QTest::newRow("a manager sent to the stands, after a foul told before")
            << QStringLiteral("Sam Ode was tripped by Dan Fenwick in the 65th minute. Ashford Rovers boss Tom Kerr was so incensed by the decision that referee Mark Bakare sent him to the stands.")
            << QStringLiteral("RED_CARD - Tom Kerr");
        QTest::newRow("a keeper's save of the taker's kick, named after it")
            << QStringLiteral("Goalkeeper Tom Kerr guessed right and parried Sam Ode's PK in the 56th minute. Kerr also parried Joe Whitlam's spot-kick in the 80th minute.")
            << QStringLiteral("PENALTY_MISS 56 Sam Ode; PENALTY_MISS 80 Joe Whitlam");
        QTest::newRow("stoppage time naming no half, right after a time late in the first")
            << QStringLiteral("Sam Ode was booked on 40 minutes for a late challenge. The added time proved costly, Joe Whitlam curling a free-kick into the top corner in the second minute of stoppage time.")
            << QStringLiteral("YELLOW_CARD 40 Sam Ode; GOAL 45+2 Joe Whitlam");
        QTest::newRow("stoppage time of the second half, said so")
            << QStringLiteral("Sam Ode was booked on 40 minutes for a late challenge. Joe Whitlam levelled in the second half, curling a free-kick into the top corner in the second minute of stoppage time.")
            << QStringLiteral("YELLOW_CARD 40 Sam Ode; GOAL 90+2 Joe Whitlam");
        QTest::newRow("an ordinal past 90, extra-time told in one word") << QStringLiteral("City won after extra-time: Joe Whitlam headed home in the 96th minute.")
                                                                         << QStringLiteral("GOAL 96 Joe Whitlam");
        QTest::newRow("an ordinal past 90 without extra time is stoppage time") << QStringLiteral("Joe Whitlam headed home in the 94th minute.")
                                                                                << QStringLiteral("GOAL 90+4 Joe Whitlam");
        QTest::newRow("a finish of a cross from one named after it") << QStringLiteral("Sam Ode put Harbour City ahead in the 64th minute, sweeping in a low cross from Dan Fenwick.")
                                                                     << QStringLiteral("GOAL 64 Sam Ode");
        QTest::newRow("a goal, then the scorer's own goal ruled out at a minute of its own")
            << QStringLiteral("Ashford Rovers punished that profligacy 13 minutes after the restart. Dan Fenwick galloped clear and slid a composed finish beneath goalkeeper Tom Kerr. "
                              "In the fourth minute of stoppage time Fenwick rose at the far post to head in what looked like the winner, but the goal was disallowed for handball.")
            << QStringLiteral("GOAL 58 Dan Fenwick; DISALLOWED_GOAL 90+4 Dan Fenwick");
        QTest::newRow("a manager's double change is no goal") << QStringLiteral("Tom Kerr's double change on 58' was the story of the match: Joe Whitlam came on for Sam Ode.")
                                                               << QStringLiteral("SUBSTITUTION 58 Joe Whitlam");
        QTest::newRow("the VAR had a look") << QStringLiteral("Sam Ode went through Joe Whitlam on 29 minutes and was sent off. VAR Mark Bakare had a look before giving it the thumbs-up.")
                                            << QStringLiteral("RED_CARD 29 Sam Ode; VAR_REVIEW 29 Sam Ode");
        QTest::newRow("no foul before the red, no one to give it") << QStringLiteral("Referee Mark Bakare had a quiet first hour. Dan Fenwick passed to Tom Kerr. Bakare reached for his red card on 75 minutes.")
                                                                   << QString();
        QTest::newRow("a time of six words, then he") << QStringLiteral("Joe Whitlam would not be denied for long. Seven minutes after the break he got in front of his marker and glanced Sam Ode's corner beyond Dan Fenwick for 1-1.")
                                                      << QStringLiteral("GOAL 52 Joe Whitlam");
        QTest::newRow("an owner's words, then he") << QStringLiteral("Joe Whitlam scored on 80 minutes. Sam Ode's evening ended in frustration when he was booked in the second minute of stoppage time.")
                                                   << QStringLiteral("GOAL 80 Joe Whitlam; YELLOW_CARD 90+2 Sam Ode");
        QTest::newRow("a time of four words, then he") << QStringLiteral("Joe Whitlam did not panic. In the 19th minute he collected a pass from Sam Ode and finished low inside the near post.")
                                                       << QStringLiteral("GOAL 19 Joe Whitlam");
        QTest::newRow("a role noun for the one just named") << QStringLiteral("Joe Whitlam made his mark in extra time. In the 104th minute the striker rose above Sam Ode to head in a corner.")
                                                           << QStringLiteral("GOAL 104 Joe Whitlam");
        QTest::newRow("a role noun after the one it stands for, in his sentence") << QStringLiteral("Ashford struck late. Sam Ode broke from his own half and slipped the ball to Joe Whitlam, and the substitute finished coolly past Dan Fenwick on 78 minutes.")
                                                                                 << QStringLiteral("GOAL 78 Joe Whitlam");
        QTest::newRow("the side's goal told before its scorer, a manager named") << QStringLiteral("Ashford, coached by Tom Kerr, went ahead in the 17th minute. Sam Ode threaded a pass and Joe Whitlam lifted the ball over the advancing Dan Fenwick.")
                                                                                  << QStringLiteral("GOAL 17 Joe Whitlam");
        QTest::newRow("commentary's minutes gone, the goal a sentence on") << QStringLiteral("Twenty-three minutes gone and City are in front! Sam Ode feeds Joe Whitlam, and Whitlam curls it into the top corner.")
                                                                             << QStringLiteral("GOAL 23 Joe Whitlam");
        QTest::newRow("a scene's count on, to the one named after it") << QStringLiteral("Sam Ode replaced Tom Kerr in the 71st minute, and six minutes later Joe Whitlam completed his treble. Kerr's replacement played a raking ball over the top, and Whitlam drilled a shot into the far corner.")
                                                                        << QStringLiteral("SUBSTITUTION 71 Sam Ode; GOAL 77 Joe Whitlam");
        QTest::newRow("an age for the one just named, nobody else") << QStringLiteral("It was Joe Whitlam who had the final say. In the second minute of stoppage time the 18-year-old raced clear and rolled the ball into the corner.")
                                                                    << QStringLiteral("GOAL 90+2 Joe Whitlam");
        QTest::newRow("a role noun for the one named last, not the subject") << QStringLiteral("It was Sam Ode who floated the ball over for Joe Whitlam to run onto. The 25-year-old cut inside and curled the ball into the far corner on 30 minutes.")
                                                                            << QStringLiteral("GOAL 30 Joe Whitlam");
        QTest::newRow("a relative clause's own minute in a timed line") << QStringLiteral("Kofi Drummond won it late on.\n\n90+3 - Drummond, who had replaced Jamie Lisk in the 74th minute, rose to head in.")
                                                                       << QStringLiteral("SUBSTITUTION 74 Kofi Drummond; GOAL 90+3 Kofi Drummond");
        QTest::newRow("lines of prose under a heading of goals") << QStringLiteral("GOALS\n\n8th minute - City took an early lead when Joe Whitlam met a low cross at the near post and flicked the ball past the goalkeeper. 1-0.\n\n"
                                                                                  "23rd minute - Whitlam doubled the advantage, rounding the keeper after a mistake on the halfway line. 2-0.")
                                                                 << QStringLiteral("GOAL 8 Joe Whitlam; GOAL 23 Joe Whitlam");
        QTest::newRow("a team acting after a change") << QStringLiteral("Ashford made a change on 77 minutes, Owen Tully coming on for Sam Ode, but it was Harbour City who struck again.")
                                                      << QStringLiteral("SUBSTITUTION 77 Owen Tully");
        QTest::newRow("a count's second told as another goal") << QStringLiteral("Joe Whitlam scored twice as City won. Whitlam swept in first time (27'). "
                                                                                 "Whitlam drilled a low shot beyond Dan Fenwick for his second of the night (86').")
                                                               << QStringLiteral("GOAL 27 Joe Whitlam; GOAL 86 Joe Whitlam");
        QTest::newRow("the keeper is not the one just named") << QStringLiteral("Joe Whitlam ran clear on 50 minutes. The keeper raced out and rolled the ball into the corner.")
                                                              << QString();
        QTest::newRow("the scene's minute") << QStringLiteral("The flashpoint came with 19 minutes remaining. Sam Ode launched himself studs-first at Joe Whitlam and was shown a straight red card.")
                                            << QStringLiteral("RED_CARD 71 Sam Ode");
        QTest::newRow("the scene's minute, a sentence on") << QStringLiteral("City thought they had levelled in the 31st minute. Joe Whitlam ran on to a through ball and slotted it home. The flag went up, and the goal was disallowed.")
                                                           << QStringLiteral("DISALLOWED_GOAL 31 Joe Whitlam");
        QTest::newRow("a scene naming a player sets nothing") << QStringLiteral("Dan Fenwick hit the bar in the 31st minute. Joe Whitlam was booked for a foul on Sam Ode.")
                                                              << QStringLiteral("YELLOW_CARD - Joe Whitlam");
        QTest::newRow("a scene naming the event's player among others") << QStringLiteral("On 18 minutes Joe Whitlam clipped Sam Ode as he burst into the box. Whitlam was booked and the referee pointed to the spot.")
                                                                       << QStringLiteral("YELLOW_CARD 18 Joe Whitlam");
        QTest::newRow("a scene naming the one replaced") << QStringLiteral("In the 77th minute Owen Tully went down after a challenge with Dan Fenwick. Ray Pike came on for Tully.")
                                                        << QStringLiteral("SUBSTITUTION 77 Ray Pike");
        QTest::newRow("added time after a first-half minute") << QStringLiteral("Joe Whitlam was booked on 29 minutes. City were desperate to reach the interval level. Two minutes into added time, Sam Ode volleyed in.")
                                                             << QStringLiteral("YELLOW_CARD 29 Joe Whitlam; GOAL 45+2 Sam Ode");
        QTest::newRow("the second minute of added time after a first-half minute") << QStringLiteral("Joe Whitlam was booked on 29 minutes. In the second minute of stoppage time, Sam Ode volleyed in.")
                                                                                  << QStringLiteral("YELLOW_CARD 29 Joe Whitlam; GOAL 45+2 Sam Ode");
        QTest::newRow("the 92nd minute after a first-half minute") << QStringLiteral("Joe Whitlam was booked on 29 minutes. In the 92nd minute Sam Ode volleyed in.")
                                                                  << QStringLiteral("YELLOW_CARD 29 Joe Whitlam; GOAL 90+2 Sam Ode");
        QTest::newRow("added time after a first-half minute and the break") << QStringLiteral("Joe Whitlam was booked on 29 minutes. After the break City pressed. Two minutes into added time, Sam Ode volleyed in.")
                                                                            << QStringLiteral("YELLOW_CARD 29 Joe Whitlam; GOAL 90+2 Sam Ode");
        QTest::newRow("a kick in the next paragraph, at its award's minute") << QStringLiteral("On 18 minutes Joe Whitlam clipped Sam Ode in the box. The referee pointed to the spot.\n\nUp stepped Ode himself, but Dan Fenwick palmed the penalty away.")
                                                                            << QStringLiteral("PENALTY_MISS 18 Sam Ode");
        QTest::newRow("a kick after its award, another time between") << QStringLiteral("On 18 minutes Joe Whitlam clipped Sam Ode in the box. The referee pointed to the spot. The kick waited until the 21st minute.\n\nUp stepped Ode himself, but Dan Fenwick palmed the penalty away.")
                                                                     << QStringLiteral("PENALTY_MISS - Sam Ode");
        QTest::newRow("minutes old") << QStringLiteral("The second half was 12 minutes old when City went ahead. Joe Whitlam headed in from a corner.")
                                     << QStringLiteral("GOAL 57 Joe Whitlam");
        QTest::newRow("cancelled for a foul in the build-up") << QStringLiteral("Joe Whitlam glanced in a header from a free-kick. After an on-field review the referee ruled that Sam Ode had shoved Dan Fenwick to the ground in the build-up, and the goal was cancelled for a foul.")
                                                              << QStringLiteral("DISALLOWED_GOAL - Joe Whitlam; VAR_REVIEW - Joe Whitlam");
        QTest::newRow("already on the fringes") << QStringLiteral("Sam Ode, already on the fringes of the referee's patience, was shown a straight red card in the 70th minute.")
                                                << QStringLiteral("RED_CARD 70 Sam Ode");
        QTest::newRow("already on a yellow") << QStringLiteral("Sam Ode, already on a yellow, was lucky to stay on after a foul on Joe Whitlam.")
                                             << QString();
        QTest::newRow("a card denied in another clause") << QStringLiteral("Sam Ode was booked in the 104th minute for a lunge on Joe Whitlam, and the full-back was fortunate not to collect a second yellow soon afterwards.")
                                                        << QStringLiteral("YELLOW_CARD 104 Sam Ode");
        QTest::newRow("one named where a card is denied") << QStringLiteral("\"We have no complaints about the sending-off,\" he said, \"but I thought Sam Ode could have walked as well.\"")
                                                          << QString();
        QTest::newRow("a first booking, then the second, in one sentence") << QStringLiteral("Sam Ode was booked in the 57th minute for a foul on Joe Whitlam and sent off for a second yellow card in the 70th minute for pulling back Dan Fenwick.")
                                                                          << QStringLiteral("YELLOW_CARD 57 Sam Ode; SECOND_YELLOW 70 Sam Ode");
        QTest::newRow("his second caution") << QStringLiteral("Sam Ode, who had been cautioned in the 58th minute for a foul on Joe Whitlam, picked up his second caution in the 72nd minute.")
                                            << QStringLiteral("YELLOW_CARD 58 Sam Ode; SECOND_YELLOW 72 Sam Ode");
        QTest::newRow("a second yellow threatened") << QStringLiteral("Sam Ode was replaced by Joe Whitlam in the 70th minute, as he was walking on the edge of a second yellow.")
                                                    << QStringLiteral("SUBSTITUTION 70 Joe Whitlam");
        QTest::newRow("the second yellow, told of none") << QStringLiteral("Sam Ode made way for Joe Whitlam in the 70th minute, the second yellow of the game still on his mind.")
                                                         << QStringLiteral("SUBSTITUTION 70 Joe Whitlam");
        QTest::newRow("already on a yellow, hauling one down") << QStringLiteral("Sam Ode, already on a yellow card, hauled down Joe Whitlam in the 86th minute and was shown a second booking.")
                                                               << QStringLiteral("SECOND_YELLOW 86 Sam Ode");
        QTest::newRow("the scorer in a relative clause") << QStringLiteral("Sam Ode won the ball high up the pitch and squared for Joe Whitlam, who side-footed past Dan Fenwick in the 14th minute.")
                                                         << QStringLiteral("GOAL 14 Joe Whitlam");
        QTest::newRow("a corner's taker before the infinitive") << QStringLiteral("Joe Whitlam headed in a 34th-minute corner from Sam Ode to put the hosts ahead.")
                                                                << QStringLiteral("GOAL 34 Joe Whitlam");
        QTest::newRow("the wrong way, after the award") << QStringLiteral("On 58 minutes the referee pointed to the spot. Joe Whitlam, cool as you like, sent Sam Ode the wrong way.")
                                                        << QStringLiteral("PENALTY_GOAL 58 Joe Whitlam");
        QTest::newRow("the wrong way, penalties in mind") << QStringLiteral("In the 113th minute City sent on Dan Fenwick with penalties in mind. Joe Whitlam went first and sent Sam Ode the wrong way.")
                                                          << QStringLiteral("SUBSTITUTION 113 Dan Fenwick");
        QTest::newRow("powered home") << QStringLiteral("Joe Whitlam powered home a thumping header from Sam Ode's corner in the ninth minute.")
                                      << QStringLiteral("GOAL 9 Joe Whitlam");
        QTest::newRow("kicks told by their order") << QStringLiteral("City went through on penalties.\n\nSam Ode converted City's first kick and Dan Fenwick replied. Joe Whitlam put Ashford ahead.")
                                                   << QStringLiteral("PENALTY_GOAL - Sam Ode; PENALTY_GOAL - Joe Whitlam");
        QTest::newRow("the first kick of the game") << QStringLiteral("City went through on penalties.\n\nSam Ode took the first kick of the game. Joe Whitlam put Ashford ahead.")
                                                    << QStringLiteral("GOAL - Joe Whitlam");
        QTest::newRow("rising above one to glance a header in") << QStringLiteral("City levelled in the 79th minute. Sam Ode whipped in a cross and Joe Whitlam rose above Dan Fenwick to glance her header into the far corner.")
                                                                << QStringLiteral("GOAL 79 Joe Whitlam");
        QTest::newRow("trying to steer a header in") << QStringLiteral("Joe Whitlam tries to steer his header into the far corner in the 30th minute but Dan Fenwick dives to make the save.")
                                                     << QString();
        QTest::newRow("a goal entry's minute beside its scorer") << QStringLiteral("GOAL! Harbour City 1-1 Ashford Rovers (Whitlam 71). Sam Ode lays it off for Joe Whitlam, who curls it into the top corner.\n\n"
                                                                                 "67' Substitution: Dan Fenwick replaces Owen Tully.")
                                                                 << QStringLiteral("GOAL 71 Joe Whitlam; SUBSTITUTION 67 Dan Fenwick");
        QTest::newRow("the booked one, replaced") << QStringLiteral("In the 60th minute Joe Whitlam replaced the booked Sam Ode.")
                                                  << QStringLiteral("SUBSTITUTION 60 Joe Whitlam");
        QTest::newRow("sliding the ball under the keeper") << QStringLiteral("City were level on 19 minutes when Joe Whitlam outmuscled Sam Ode and slid the ball under Dan Fenwick.")
                                                           << QStringLiteral("GOAL 19 Joe Whitlam");
        QTest::newRow("pointed straight to the spot") << QStringLiteral("On 33 minutes Joe Whitlam was hauled down, the referee pointed straight to the spot, and Whitlam picked himself up to send the goalkeeper, Dan Fenwick, the wrong way.")
                                                      << QStringLiteral("PENALTY_GOAL 33 Joe Whitlam");
        QTest::newRow("a quarter of an hour left") << QStringLiteral("The manager sent on Joe Whitlam for Sam Ode with a quarter of an hour left.")
                                                   << QStringLiteral("SUBSTITUTION 75 Joe Whitlam");
        QTest::newRow("VAR checks the card of one it names") << QStringLiteral("Sam Ode was shown a red card for a foul on Joe Whitlam in the 12th minute.\n\nThe referee called a foul. City protested.\n\nVAR checked it, deciding Joe Whitlam would have reached the ball and that Ode had denied him.")
                                                             << QStringLiteral("RED_CARD 12 Sam Ode; VAR_REVIEW 12 Sam Ode");
        QTest::newRow("VAR in a new paragraph, on another") << QStringLiteral("Dan Fenwick headed Ashford in front in the 43rd minute.\n\nAfter the restart Joe Whitlam fell in the box. A VAR intervention ruled that Joe Whitlam had tripped over his own feet.")
                                                            << QStringLiteral("GOAL 43 Dan Fenwick; VAR_REVIEW - Joe Whitlam");
        QTest::newRow("called to the screen by the video assistance") << QStringLiteral("In the 39th minute Sam Ode touched the ball with his arm in the area. After being called to the screen by the video assistance, the referee gave a penalty.")
                                                                      << QStringLiteral("VAR_REVIEW 39 Sam Ode");
        QTest::newRow("a scene's time moved on by its last words") << QStringLiteral("City rang the changes on the hour, sending on Owen Tully for Sam Ode, and things went from bad to worse eight minutes later. "
                                                                                     "Joe Whitlam went through the back of Dan Fenwick and was sent off.")
                                                                   << QStringLiteral("SUBSTITUTION 60 Owen Tully; RED_CARD 68 Joe Whitlam");
        QTest::newRow("the video assistant") << QStringLiteral("In the 71st minute the video assistant ruled that Joe Whitlam had handled before his shot.")
                                             << QStringLiteral("VAR_REVIEW 71 Joe Whitlam");
        QTest::newRow("a video review") << QStringLiteral("Joe Whitlam was awarded a penalty in the 87th minute after a video review.")
                                        << QStringLiteral("VAR_REVIEW 87 Joe Whitlam");
        QTest::newRow("the screen in a quote's retelling") << QStringLiteral("Dan Fenwick headed Ashford in front in the 43rd minute.\n\n\u2018The referee went to the screen and he was always going to change it,\u2019 said Joe Whitlam.")
                                                           << QStringLiteral("GOAL 43 Dan Fenwick");
        QTest::newRow("the disallowed header, told before") << QStringLiteral("Joe Whitlam headed in, but the goal was ruled out for offside. Sam Ode, the City captain, was unhappy about the disallowed header.")
                                                            << QStringLiteral("DISALLOWED_GOAL - Joe Whitlam");
        QTest::newRow("replacing one with another") << QStringLiteral("The City manager responded by replacing Joe Whitlam with the defender Owen Tully in the 75th minute.")
                                                    << QStringLiteral("SUBSTITUTION 75 Owen Tully");
        QTest::newRow("a penalty's miss told without the word") << QStringLiteral("City were given a penalty for handball. Sam Ode stepped up, but could only blaze his attempt over the crossbar.")
                                                                << QStringLiteral("PENALTY_MISS - Sam Ode");
        QTest::newRow("over the bar, no penalty told") << QStringLiteral("City pressed for a winner. Sam Ode stepped up, but could only blaze his attempt over the crossbar.")
                                                       << QString();
        QTest::newRow("a live blog's goal entry") << QStringLiteral("12' GOAL! Harbour City 1-0 Ashford Rovers. Sam Ode's long diagonal is nodded down and Joe Whitlam smashes a half-volley into the roof of the net.\n\n"
                                                                    "55 min: Joe Whitlam crashes a header against the crossbar!\n\n"
                                                                    "63' GOAL! Harbour City 2-0 Ashford Rovers. Whitlam again! He pounces on a short back-pass and walks it in.")
                                                  << QStringLiteral("GOAL 12 Joe Whitlam; GOAL 63 Joe Whitlam");
        QTest::newRow("a text commentary's entries, the minute word before a capital")
            << QStringLiteral("9 min  GOAL! Harbour City 1-0 Ashford Rovers. Sam Ode cuts it back. Joe Whitlam sweeps it in first time.\n\n"
                              "83 min  Whitlam makes way to a standing ovation. Dan Fenwick on for him.")
            << QStringLiteral("GOAL 9 Joe Whitlam; SUBSTITUTION 83 Dan Fenwick");
        QTest::newRow("a live entry's card label, its player in the next sentence")
            << QStringLiteral("23 min  Yellow card. Joe Whitlam goes right through the back of Sam Ode. No complaints.\n\n"
                              "71 min: RED CARD! Dan Fenwick, already booked, lunges at Sam Ode and the referee shows him a second yellow.")
            << QStringLiteral("YELLOW_CARD 23 Joe Whitlam; SECOND_YELLOW 71 Dan Fenwick");
        QTest::newRow("a live entry's change, one on and one off")
            << QStringLiteral("46 min: We're back under way, and City have made a change at the break: Joe Whitlam on, Sam Ode off.\n\n"
                              "86 min: Their second change: Dan Fenwick on, Owen Tully off.\n\nTully was on from the start, off at the end.")
            << QStringLiteral("SUBSTITUTION 46 Joe Whitlam; SUBSTITUTION 86 Dan Fenwick");
        QTest::newRow("a live entry's penalty scorer in brackets")
            << QStringLiteral("83 mins: GOAL! Harbour City 3-1 Ashford Rovers (Whitlam pen). Joe Whitlam, on for a dozen minutes, sends Sam Ode the wrong way.")
            << QStringLiteral("PENALTY_GOAL 83 Joe Whitlam");
        QTest::newRow("who was himself cautioned") << QStringLiteral("Dan Fenwick was booked in the 38th minute for a foul on Sam Ode, who was himself cautioned in the 72nd minute for dissent.")
                                                   << QStringLiteral("YELLOW_CARD 38 Dan Fenwick; YELLOW_CARD 72 Sam Ode");
        QTest::newRow("the owner the pronoun stands for") << QStringLiteral("Sam Ode's afternoon ended in the 80th minute, when he was shown a straight red card for a lunge on Joe Whitlam.")
                                                          << QStringLiteral("RED_CARD 80 Sam Ode");
        QTest::newRow("a goal in the scorer's relative clause") << QStringLiteral("Joe Whitlam, whose goal in the 23rd minute had put City ahead, sent the goalkeeper the wrong way from the penalty spot in the 88th minute.")
                                                                << QStringLiteral("GOAL 23 Joe Whitlam; PENALTY_GOAL 88 Joe Whitlam");
        QTest::newRow("the scene names the scorer") << QStringLiteral("With a minute of normal time remaining, Joe Whitlam finally got his reward. He collected a lay-off on the edge of the area and found the top corner.")
                                                    << QStringLiteral("GOAL 89 Joe Whitlam");
        QTest::newRow("met another's cross") << QStringLiteral("In the 74th minute Owen Tully met Sam Ode's cross on the volley and lashed it past the goalkeeper.")
                                             << QStringLiteral("GOAL 74 Owen Tully");
        QTest::newRow("only another's cross named") << QStringLiteral("In the 74th minute the young striker met Sam Ode's cross on the volley and lashed it past the goalkeeper.")
                                                    << QString();
        QTest::newRow("shown a second yellow") << QStringLiteral("The turning point came on 67 minutes. Sam Ode flew into a challenge on Joe Whitlam and the referee had little choice but to show him a second yellow.")
                                               << QStringLiteral("SECOND_YELLOW 67 Sam Ode");
        QTest::newRow("could easily have seen a second yellow") << QStringLiteral("Sam Ode, who could easily have seen a second yellow there, escaped with a stern word.")
                                                                << QString();
        QTest::newRow("a penalty kept out, told without the word") << QStringLiteral("City should have been level on 41 minutes. Joe Whitlam was sent tumbling, and the penalty looked a formality. Joe Whitlam picked himself up to take it, but Sam Ode guessed right and palmed his low effort round the post.")
                                                                   << QStringLiteral("PENALTY_MISS 41 Joe Whitlam");
        QTest::newRow("a PK, its taker outside the relative clause") << QStringLiteral("City levelled in the 45th minute. Joe Whitlam, who was fouled in the box by Sam Ode, stepped up himself and sent the PK into the top corner.")
                                                                     << QStringLiteral("PENALTY_GOAL 45 Joe Whitlam");
        QTest::newRow("subbed on") << QStringLiteral("Sam Ode pulled down Joe Whitlam, who had been subbed on in the 70th minute.")
                                   << QStringLiteral("SUBSTITUTION 70 Joe Whitlam");
        QTest::newRow("held on for a win") << QStringLiteral("Joe Whitlam scored in the 80th minute as City held on for Dan Fenwick's first win in charge.")
                                           << QStringLiteral("GOAL 80 Joe Whitlam");
        QTest::newRow("the ruling names the goal's owner") << QStringLiteral("Joe Whitlam scored in the 80th minute, and an offside flag wiped out Sam Ode's late equaliser.")
                                                           << QStringLiteral("GOAL 80 Joe Whitlam; DISALLOWED_GOAL - Sam Ode");
        QTest::newRow("a team's goal ruled out, told elsewhere") << QStringLiteral("Joe Whitlam scored in the 80th minute, and an offside flag wiped out Ashford Rovers' late equaliser.")
                                                                 << QStringLiteral("GOAL 80 Joe Whitlam");
        QTest::newRow("the goal was overturned") << QStringLiteral("Sam Ode thought he had rescued a point in the 94th minute. But after a lengthy review the referee ruled that the ball had struck his arm, and the goal was overturned.")
                                                 << QStringLiteral("DISALLOWED_GOAL 90+4 Sam Ode");
        QTest::newRow("a second yellow after the owner's luck") << QStringLiteral("84 min: RED CARD! Sam Ode's luck has finally run out: a second yellow for a cynical trip on Joe Whitlam.")
                                                                << QStringLiteral("SECOND_YELLOW 84 Sam Ode");
        QTest::newRow("a card only a matter of time") << QStringLiteral("Had Sam Ode stayed on, a red card felt like a matter of time.")
                                                      << QString();
        QTest::newRow("a surname that is a common word") << QStringLiteral("City brought on Christopher Long and he came close after a run, but the keeper touched a header on to the bar.")
                                                         << QStringLiteral("SUBSTITUTION - Christopher Long");
        QTest::newRow("brought on in place of one named") << QStringLiteral("The winger was brought on in place of Sam Ode for his debut.")
                                                          << QString();
        QTest::newRow("a foul on the edge of the area") << QStringLiteral("The match turned in the 60th minute. Sam Ode dragged Joe Whitlam back on the edge of the area, and the referee showed the centre-half a straight red card.")
                                                        << QStringLiteral("RED_CARD 60 Sam Ode");
        QTest::newRow("cutting inside one") << QStringLiteral("In the 44th minute Joe Whitlam collected a pass on the left, cut inside Sam Ode and bent a shot into the far corner.")
                                            << QStringLiteral("GOAL 44 Joe Whitlam");
        QTest::newRow("a summary of the match's events") << QStringLiteral("Joe Whitlam's 79th-minute strike proved the difference in a match that had a bit of everything: an early screamer, a goal chalked off by VAR, an own goal and a skipper given his marching orders.")
                                                         << QStringLiteral("GOAL 79 Joe Whitlam");
        QTest::newRow("a summary's clause after a colon") << QStringLiteral("Joe Whitlam thought he had scored in the 19th minute. VAR confirmed what the replays suggested: Whitlam had been offside, and the goal was disallowed.")
                                                          << QStringLiteral("DISALLOWED_GOAL 19 Joe Whitlam; VAR_REVIEW 19 Joe Whitlam");
        QTest::newRow("a foul on one named by role and club") << QStringLiteral("Sam Ode went through the back of City playmaker Joe Whitlam on 68 minutes and the referee showed him a second yellow.")
                                                              << QStringLiteral("SECOND_YELLOW 68 Sam Ode");
        QTest::newRow("a failure in the clause before") << QStringLiteral("City were level in the 21st minute. Ashford failed to clear a long throw and Joe Whitlam swept a half-volley into the far corner.")
                                                        << QStringLiteral("GOAL 21 Joe Whitlam");
        QTest::newRow("a failure in the scorer's own clause") << QStringLiteral("City were level in the 21st minute. Ashford cleared a long throw and Joe Whitlam failed to sweep a half-volley into the far corner.")
                                                              << QString();
        QTest::newRow("rising above a captain to power a corner past the goalkeeper") << QStringLiteral("Only nine minutes had gone when Joe Whitlam rose above City captain Sam Ode to power Dan Fenwick's corner past goalkeeper Owen Tully.")
                                                                                      << QStringLiteral("GOAL 9 Joe Whitlam");
        QTest::newRow("the keeper guesses right") << QStringLiteral("On 39 minutes the referee points to the spot. Joe Whitlam takes the penalty himself, but Sam Ode guesses right, diving low to push the kick around the post.")
                                                  << QStringLiteral("PENALTY_MISS 39 Joe Whitlam");
        QTest::newRow("an unnamed keeper guesses right; a record of penalties scored")
            << QStringLiteral("On 12 minutes the referee points to the spot. Joe Whitlam, who had scored from all four of his previous spot-kicks this season, "
                              "went to Sam Ode's right; the veteran goalkeeper guessed correctly and palmed the ball around the post.")
            << QStringLiteral("PENALTY_MISS 12 Joe Whitlam");
        QTest::newRow("minutes later, counted on from the scene before") << QStringLiteral("The equaliser came twelve minutes from time. Joe Whitlam drove forward and finished low into the far corner. "
                                                                                            "Whitlam, with cramp in both calves, was replaced by Sam Ode three minutes later.")
                                                                         << QStringLiteral("GOAL 78 Joe Whitlam; INJURY 81 Joe Whitlam; SUBSTITUTION 81 Sam Ode");
        QTest::newRow("a scene counted on from the minute before") << QStringLiteral("Joe Whitlam was booked on 52 minutes. City sensed an opportunity and, six minutes later, they took it. "
                                                                                      "Sam Ode's shot was blocked and Dan Fenwick prodded it home from close range.")
                                                                   << QStringLiteral("YELLOW_CARD 52 Joe Whitlam; GOAL 58 Dan Fenwick");
        QTest::newRow("counted on twice") << QStringLiteral("City sent on Sam Ode for Dan Fenwick in the 60th minute, but three minutes later they were behind. "
                                                            "The game turned five minutes later. Joe Whitlam lunged at Ode and was shown a second yellow.")
                                          << QStringLiteral("SUBSTITUTION 60 Sam Ode; SECOND_YELLOW 68 Joe Whitlam");
        QTest::newRow("a card for fouling one named after it") << QStringLiteral("Sam Ode was booked on 38 minutes. Ode's evening ended on 79 minutes, a second yellow card for tugging back Joe Whitlam as he broke.")
                                                               << QStringLiteral("YELLOW_CARD 38 Sam Ode; SECOND_YELLOW 79 Sam Ode");
        QTest::newRow("the ball in the net, the flag already up") << QStringLiteral("Sam Ode was booked on 38 minutes, and three minutes later Joe Whitlam had the ball in the net, sweeping home a cut-back. "
                                                                                     "The assistant's flag was already up.")
                                                                  << QStringLiteral("YELLOW_CARD 38 Sam Ode; DISALLOWED_GOAL 41 Joe Whitlam");
        QTest::newRow("a second leg's look back at the first") << QStringLiteral("Ashford had come to defend the lead built in the first leg, where Joe Whitlam scored twice.")
                                                               << QString();
        QTest::newRow("a first leg's own report") << QStringLiteral("Joe Whitlam scored twice as Ashford won 2-0 in the first leg of their semi-final.")
                                                  << QStringLiteral("GOAL - Joe Whitlam; GOAL - Joe Whitlam");
        QTest::newRow("a turned ankle") << QStringLiteral("Joe Whitlam turned his ankle in a challenge with Sam Ode on 40 minutes.")
                                        << QStringLiteral("INJURY 40 Joe Whitlam");
        QTest::newRow("several minutes of treatment") << QStringLiteral("Joe Whitlam needed several minutes of treatment after Sam Ode's lunge on 31 minutes but played on.")
                                                      << QStringLiteral("INJURY 31 Joe Whitlam");
        QTest::newRow("stayed down") << QStringLiteral("Joe Whitlam stayed down for several minutes after a collision with Sam Ode on 33 minutes.")
                                     << QStringLiteral("INJURY 33 Joe Whitlam");
        QTest::newRow("treated for a cut") << QStringLiteral("Joe Whitlam was treated for a cut above his eye after the clash on 31 minutes.")
                                           << QStringLiteral("INJURY 31 Joe Whitlam");
        QTest::newRow("a pain, and had to leave the pitch") << QStringLiteral("Joe Whitlam felt a pain in the back of the thigh in the 43rd minute and had to leave the pitch.")
                                                            << QStringLiteral("INJURY 43 Joe Whitlam");
        QTest::newRow("cramp") << QStringLiteral("Joe Whitlam, with cramp in both calves, could not continue in the 81st minute.")
                               << QStringLiteral("INJURY 81 Joe Whitlam");
        QTest::newRow("a side's nickname beside the scorer") << QStringLiteral("On 31 minutes Joe Whitlam, who has become the Friars' most dangerous weapon, rose to head in a corner.")
                                                             << QStringLiteral("GOAL 31 Joe Whitlam");
        QTest::newRow("a nickname in the words of a result") << QStringLiteral("Joe Whitlam beat the keeper with a fine free-kick to put the Tynesiders ahead on 20 minutes.")
                                                             << QStringLiteral("GOAL 20 Joe Whitlam");
        QTest::newRow("the events told again by their nouns") << QStringLiteral("Sam Ode turned the ball into his own net on 29 minutes. Joe Whitlam was booked on 34 minutes and "
                                                                                "Dan Fenwick was sent off on 61 minutes. Whitlam's cross forced the own goal, but the booking was silly. "
                                                                                "Owen Tully was unhappy with the dismissal.")
                                                              << QStringLiteral("OWN_GOAL 29 Sam Ode; YELLOW_CARD 34 Joe Whitlam; RED_CARD 61 Dan Fenwick");
        QTest::newRow("a card told again after a preposition or by its owner's name")
            << QStringLiteral("Dan Fenwick was sent off on 61 minutes. Owen Tully read the game well until Fenwick's dismissal left him exposed. "
                              "Sam Ode dropped back after the red card, and Joe Whitlam, who won the red card, tired late on.")
            << QStringLiteral("RED_CARD 61 Dan Fenwick");
        QTest::newRow("the foot of the post from the spot")
            << QStringLiteral("Sam Ode handled in the 36th minute, but Joe Whitlam struck the foot of the left-hand post from the spot in the 37th minute and the rebound was hacked clear.")
            << QStringLiteral("PENALTY_MISS 37 Joe Whitlam");
        QTest::newRow("one named with not beside the taker")
            << QStringLiteral("Ashford were given a penalty on 71 minutes. This time it was Joe Whitlam, not Sam Ode, who placed the ball on the spot, and the striker sent Dan Fenwick the wrong way.")
            << QStringLiteral("PENALTY_GOAL 71 Joe Whitlam");
        QTest::newRow("an American recap's words")
            << QStringLiteral("Sam Ode leveled it in the 34th minute, heading home a cross. Joe Whitlam tied it in the 74th minute, tapping in from close range. "
                              "Dan Fenwick rifled a shot into the upper corner in the 90th minute. Owen Tully was ejected in the 76th minute. "
                              "City responded in the 67th minute, subbing on Harry Kent for Sam Ode.")
            << QStringLiteral("GOAL 34 Sam Ode; GOAL 74 Joe Whitlam; GOAL 90 Dan Fenwick; RED_CARD 76 Owen Tully; SUBSTITUTION 67 Harry Kent");
        QTest::newRow("one withdrawn for another, told by the manager's verb")
            << QStringLiteral("Ashford withdrew Sam Ode for Joe Whitlam on 55 minutes, and took off Dan Fenwick for Owen Tully on 70 minutes.")
            << QStringLiteral("SUBSTITUTION 55 Joe Whitlam; SUBSTITUTION 70 Owen Tully");
        QTest::newRow("one swapped for another; a minute later") << QStringLiteral("Ashford had already swapped Sam Ode for Joe Whitlam on 57 minutes. "
                                                                                  "Dan Fenwick pulled up in the 69th minute and Owen Tully came on for him a minute later.")
                                                                  << QStringLiteral("SUBSTITUTION 57 Joe Whitlam; INJURY 69 Dan Fenwick; SUBSTITUTION 70 Owen Tully");
        QTest::newRow("booked after an apposition naming another") << QStringLiteral("Joe Whitlam, scorer of the opener from a Sam Ode corner, was booked for dissent on 78 minutes.")
                                                                    << QStringLiteral("YELLOW_CARD 78 Joe Whitlam");
        QTest::newRow("a caution, the noun") << QStringLiteral("Sam Ode's caution for simulation two minutes into added time summed up City's night.")
                                             << QStringLiteral("YELLOW_CARD 90+2 Sam Ode");
        QTest::newRow("in off the underside of the bar") << QStringLiteral("On 23 minutes Joe Whitlam curled a free-kick over the wall and in off the underside of the bar.")
                                                         << QStringLiteral("GOAL 23 Joe Whitlam");
        QTest::newRow("to slot beyond the keeper by name") << QStringLiteral("Sam Ode ghosted in behind a static back line on six minutes to slot beyond Dan Fenwick.")
                                                           << QStringLiteral("GOAL 6 Sam Ode");
        QTest::newRow("one who had been booked") << QStringLiteral("Owen Tully came on for Dan Fenwick, who had been booked on 65 minutes for a lunge on Sam Ode.")
                                                 << QStringLiteral("SUBSTITUTION - Owen Tully; YELLOW_CARD 65 Dan Fenwick");
        QTest::newRow("turned into his own net by one named after") << QStringLiteral("Sam Ode's low cross was turned into his own net by Ashford defender Dan Fenwick on 52 minutes.")
                                                                    << QStringLiteral("OWN_GOAL 52 Dan Fenwick");
        QTest::newRow("deflected past the keeper into his own net") << QStringLiteral("On 81 minutes a cross from Sam Ode was deflected by Dan Fenwick past the stranded Owen Tully into his own net.")
                                                                    << QStringLiteral("OWN_GOAL 81 Dan Fenwick");
        QTest::newRow("an own goal of one who turned another's cross") << QStringLiteral("Dan Fenwick diverted Sam Ode's low cross into his own net in the 19th minute.")
                                                                        << QStringLiteral("OWN_GOAL 19 Dan Fenwick");
        QTest::newRow("an own goal from one, timed in the clause about him")
            << QStringLiteral("City led at the break courtesy of an own goal from Ashford defender Dan Fenwick, who diverted a low cross into his own net in the 19th minute.")
            << QStringLiteral("OWN_GOAL 19 Dan Fenwick");
        QTest::newRow("gone off, replaced by one") << QStringLiteral("Sam Ode trudged off on 70 minutes, replaced by young Joe Whitlam.")
                                                   << QStringLiteral("SUBSTITUTION 70 Joe Whitlam");
        QTest::newRow("a header thundered in") << QStringLiteral("Sam Ode thundered in a header six minutes into the second half.") << QStringLiteral("GOAL 51 Sam Ode");
        // The negation's "wide" and "over the bar" are the miss's own words; a taker's record in a clause is no kick.
        QTest::newRow("a kick dragged wide after the award") << QStringLiteral("City won a penalty on 80 minutes. Sam Ode dragged it horribly wide.")
                                                             << QStringLiteral("PENALTY_MISS 80 Sam Ode");
        QTest::newRow("a kick skied over the bar after the award") << QStringLiteral("The referee pointed to the spot on 80 minutes. Sam Ode skied it over the bar.")
                                                                   << QStringLiteral("PENALTY_MISS 80 Sam Ode");
        QTest::newRow("a taker's record before his miss")
            << QStringLiteral("Dan Fenwick clipped Sam Ode's heels on 80 minutes and the referee pointed to the spot. But the striker, who had netted his last five penalties, dragged it horribly wide.")
            << QStringLiteral("PENALTY_MISS 80 Sam Ode");
        // The first booking told apart from the second yellow, with no minute of its own, is an event too.
        QTest::newRow("a first booking told apart") << QStringLiteral("Sam Ode was booked just before half-time for a crude hack. With four minutes left Ode lunged again and saw a second yellow.")
                                                    << QStringLiteral("SECOND_YELLOW 86 Sam Ode; YELLOW_CARD - Sam Ode");
        QTest::newRow("a ruling of another goal, left unnamed") << QStringLiteral("Sam Ode scored in the 78th minute and City held on after the referee wiped out a stoppage-time equalizer.")
                                                                << QStringLiteral("GOAL 78 Sam Ode");
        QTest::newRow("a goal ruled out for a foul on the goalkeeper")
            << QStringLiteral("Ashford thought they had rescued a point when Sam Ode bundled the ball in on 90 minutes. The referee disallowed the goal for a foul on goalkeeper Dan Fenwick.")
            << QStringLiteral("DISALLOWED_GOAL 90 Sam Ode");
        QTest::newRow("other matches under their heading") << QStringLiteral("Sam Ode scored on 20 minutes.\n\nELSEWHERE\n\nJoe Whitlam missed a penalty in the 90th minute as Dan Fenwick was sent off.")
                                                           << QStringLiteral("GOAL 20 Sam Ode");
        QTest::newRow("the lead taken as early as a minute through one") << QStringLiteral("City took the lead as early as the ninth minute through Sam Ode, who rounded the keeper.")
                                                                         << QStringLiteral("GOAL 9 Sam Ode");
        QTest::newRow("parity restored, a header sent home") << QStringLiteral("Sam Ode restoring parity on 40 minutes with a thunderous strike. Dan Fenwick punished the hosts in minute 67, heading home a pinpoint cross.")
                                                             << QStringLiteral("GOAL 40 Sam Ode; GOAL 67 Dan Fenwick");
        QTest::newRow("with one heading home") << QStringLiteral("Joe Whitlam was superb, but City rallied for a draw, with substitute Sam Ode heading home the equalizer on 90 minutes.")
                                               << QStringLiteral("GOAL 90 Sam Ode");
        QTest::newRow("the verdict 'No goal.' after the replays") << QStringLiteral("Ashford thought they had hit back on 19 minutes when Sam Ode bundled the ball home. "
                                                                                     "Replays showed the ball had gone in off his arm. No goal.")
                                                                   << QStringLiteral("DISALLOWED_GOAL 19 Sam Ode");
        QTest::newRow("another match's tally and card in a relative clause")
            << QStringLiteral("On 14 minutes Joe Whitlam, who scored twice in last week's 2-2 draw at Fernmoor, rose highest to head in Ode's corner. "
                              "Dan Fenwick, who was sent off in last season's meeting, was booked on 20 minutes for a foul on Ode.")
            << QStringLiteral("GOAL 14 Joe Whitlam; YELLOW_CARD 20 Dan Fenwick");
        QTest::newRow("one coming on after 'with', a doubt in another clause")
            << QStringLiteral("City lost Joe Whitlam to a knock on 33 minutes, with Owen Tully coming on, and Ashford should have been level soon afterwards.")
            << QStringLiteral("SUBSTITUTION 33 Owen Tully");
        QTest::newRow("a remark on a side in a relative clause, another match's result in it")
            << QStringLiteral("Ashford Rovers, who won 4-0 at Kingsmoor on Tuesday thanks to a Dan Fenwick hat-trick, went ahead in the eighth minute when "
                              "Fenwick turned sharply and drilled a low shot past Owen Tully.")
            << QStringLiteral("GOAL 8 Dan Fenwick");
        QTest::newRow("the scorer a relative clause is about, named after 'by'")
            << QStringLiteral("On 19 minutes Joe Whitlam's corner was met by Sam Ode, who climbed above his marker to glance a header into the far corner.")
            << QStringLiteral("GOAL 19 Sam Ode");
        QTest::newRow("a kick saved after a chance from the spot, the keeper named first")
            << QStringLiteral("Sam Ode had the chance to equalise from the penalty spot in the 61st minute, but Owen Tully saved his effort.")
            << QStringLiteral("PENALTY_MISS 61 Sam Ode");
        QTest::newRow("a kick kept out, timed by its award in another's clause")
            << QStringLiteral("Dan Fenwick was booked for handling three minutes from time, only for Owen Tully to dive to his right and keep out Sam Ode's second penalty.")
            << QStringLiteral("YELLOW_CARD 87 Dan Fenwick; PENALTY_MISS 87 Sam Ode");
        QTest::newRow("a taker's record") << QStringLiteral("Sam Ode headed in from a Whitlam cross on 38 minutes. Ode has missed two of his last three league penalties.")
                                          << QStringLiteral("GOAL 38 Sam Ode");
        QTest::newRow("counted on from the minute told before") << QStringLiteral("Sam Ode headed in on 27 minutes.\n\nDan Fenwick was booked seven minutes later - and should have walked soon after.")
                                                               << QStringLiteral("GOAL 27 Sam Ode; YELLOW_CARD 34 Dan Fenwick");
        QTest::newRow("a count with no minute told before") << QStringLiteral("Dan Fenwick was booked seven minutes later.") << QStringLiteral("YELLOW_CARD - Dan Fenwick");
        QTest::newRow("stoppage time at the end of the half") << QStringLiteral("In the fourth minute of stoppage time at the end of the half Dan Fenwick swept it into his own net.")
                                                              << QStringLiteral("OWN_GOAL 45+4 Dan Fenwick");
        QTest::newRow("a card one tackle away") << QStringLiteral("Joe Whitlam was booked on 20 minutes. He was one tackle away from an early bath.")
                                                << QStringLiteral("YELLOW_CARD 20 Joe Whitlam");
        QTest::newRow("a strike that nearly burst the net") << QStringLiteral("Sam Ode restored the lead on 29 minutes with a screamer that nearly burst the net.")
                                                            << QStringLiteral("GOAL 29 Sam Ode");
        QTest::newRow("to power home, to complete a hat-trick") << QStringLiteral("Sam Ode rose to power home a cross after three minutes. Ode stepped up to complete his hat-trick in the 77th minute.")
                                                                << QStringLiteral("GOAL 3 Sam Ode; GOAL 77 Sam Ode");
        QTest::newRow("a spot kick against the crossbar, a second yellow it ought to have been") << QStringLiteral("Joe Whitlam handled in the 85th minute, but Sam Ode's spot kick crashed against the crossbar. Ashford felt Whitlam ought to have received a second yellow card.")
                                                                                                   << QStringLiteral("PENALTY_MISS 85 Sam Ode");
        QTest::newRow("a paragraph of the round's other matches") << QStringLiteral("In other Matchday 14 fixtures, Kelby United beat Draybury 2-0. Draybury goalkeeper Owen Tully saved a late penalty from Sam Ode.")
                                                                  << QString();
        QTest::newRow("two sent on for two, respectively, at the restart") << QStringLiteral("On resumption, Kerr made a double change, bringing on Owen Tully and Sam Ode for Joe Whitlam and Dan Fenwick respectively.")
                                                                           << QStringLiteral("SUBSTITUTION 46 Owen Tully; SUBSTITUTION 46 Sam Ode");
        QTest::newRow("a goal not recognised") << QStringLiteral("In the 88th minute, Sam Ode pushed the ball into the net, but the flag was raised for offside, and the goal was not recognised.")
                                               << QStringLiteral("DISALLOWED_GOAL 88 Sam Ode");
        QTest::newRow("a third side's sending-off") << QStringLiteral("Burundi had Dan Fenwick sent off in the second half.") << QString();
        QTest::newRow("a third side's manager watching") << QStringLiteral("England manager Gareth Southgate was watching as Dan Fenwick headed in on 63 minutes.")
                                                         << QStringLiteral("GOAL 63 Dan Fenwick");
        QTest::newRow("struck into stoppage time") << QStringLiteral("Sam Ode struck five minutes into stoppage time to rescue a point.")
                                                   << QStringLiteral("GOAL 90+5 Sam Ode");
        QTest::newRow("a player's goals for his country in a relative clause") << QStringLiteral("Sam Ode, who scored twice for Sweden against Finland during the international break, rose to head in a corner in the sixth minute.")
                                                                               << QStringLiteral("GOAL 6 Sam Ode");
        QTest::newRow("a goal beside a missed kick") << QStringLiteral("Substitute Sam Ode scored in the fourth minute of stoppage time and City overcame a missed PK to win.")
                                                     << QStringLiteral("GOAL 90+4 Sam Ode");
        QTest::newRow("a PK pushed aside two minutes later") << QStringLiteral("Ashford were awarded a penalty in the 28th minute. But Sam Ode's PK two minutes later was pushed aside by goalkeeper Dan Fenwick.")
                                                             << QStringLiteral("PENALTY_MISS 30 Sam Ode");
        QTest::newRow("a demonym before a role") << QStringLiteral("Dan Fenwick hauled down Sam Ode as the Hawaiian forward broke in alone, and was sent off in the 67th minute.")
                                                 << QStringLiteral("RED_CARD 67 Dan Fenwick");
        QTest::newRow("past his own stunned keeper") << QStringLiteral("On 14 minutes Dan Fenwick stooped to head a harmless cross past his own stunned keeper.")
                                                     << QStringLiteral("OWN_GOAL 14 Dan Fenwick");
        QTest::newRow("to power a header past the keeper") << QStringLiteral("On 63 minutes, Joe Whitlam swung in a free-kick and Sam Ode rose above Dan Fenwick to power a header past Tom Baxter.")
                                                           << QStringLiteral("GOAL 63 Sam Ode");
        QTest::newRow("a free-kick curled past the keeper, a chip over him") << QStringLiteral("Joe Whitlam curled a free-kick past Tom Baxter in the 77th minute. "
                                                                                              "In the 80th minute Sam Ode beat the offside trap and lifted it over Baxter.")
                                                                              << QStringLiteral("GOAL 77 Joe Whitlam; GOAL 80 Sam Ode");
        QTest::newRow("the scene's last time, its clause naming nobody") << QStringLiteral("Kerr replaced Dan Fenwick with Sam Ode in the 74th minute, and it paid off with two minutes "
                                                                                          "of normal time remaining. Ode chased a long ball and lifted it over Tom Baxter.")
                                                                          << QStringLiteral("SUBSTITUTION 74 Sam Ode; GOAL 88 Sam Ode");
        QTest::newRow("a nationality for the one player named before") << QStringLiteral("Sam Ode was booked in the 30th minute.\n\nThe Dutch forward, who joined in the summer, opened the scoring in the 35th minute.")
                                                                        << QStringLiteral("YELLOW_CARD 30 Sam Ode; GOAL 35 Sam Ode");
        QTest::newRow("a nationality after two players named") << QStringLiteral("Dan Fenwick was booked in the 52nd minute for a late tackle on Joe Whitlam.\n\nThe German then scored in the 66th minute.")
                                                                << QStringLiteral("YELLOW_CARD 52 Dan Fenwick");
        QTest::newRow("a tabloid's minute in a paragraph of its own") << QStringLiteral("City were level in the 19th minute.\n\nDan Fenwick handled a corner, and got a yellow card for his trouble.\n\n"
                                                                                         "Sam Ode rolled the penalty into the bottom corner.")
                                                                       << QStringLiteral("YELLOW_CARD 19 Dan Fenwick; PENALTY_GOAL 19 Sam Ode");
        QTest::newRow("a minute in a paragraph of its own, the next paragraph going on") << QStringLiteral("City were level in the 19th minute.\n\nSam Ode rolled the penalty into the bottom corner. The fans roared.")
                                                                                          << QStringLiteral("PENALTY_GOAL 19 Sam Ode");
        QTest::newRow("minutes taken to go ahead, a cross turned in at the near post by another")
            << QStringLiteral("It took City just six minutes to go ahead. Joe Whitlam burst down the right and his low cross was turned in at the near post by Sam Ode.")
            << QStringLiteral("GOAL 6 Sam Ode");
        QTest::newRow("a tabloid's stamp of the minute") << QStringLiteral("It took seven minutes.\n\nJoe Whitlam smashed a rocket into the roof of the net.\n\n"
                                                                          "Then nothing.\n\nSixty-three minutes.\n\nSam Ode slotted coolly past Tom Baxter.")
                                                         << QStringLiteral("GOAL 7 Joe Whitlam; GOAL 63 Sam Ode");
        QTest::newRow("a minute in a longer paragraph") << QStringLiteral("City were level in the 19th minute. The fans roared.\n\nSam Ode rolled the penalty into the bottom corner.")
                                                        << QStringLiteral("PENALTY_GOAL - Sam Ode");
        QTest::newRow("a paragraph of its own whose time moves on names others") << QStringLiteral("Joe Whitlam was hurt on the hour and was replaced by Owen Tully a minute later.\n\n"
                                                                                                 "Dan Fenwick was booked for a cynical foul on Sam Ode.")
                                                                                 << QStringLiteral("INJURY 60 Joe Whitlam; SUBSTITUTION 61 Owen Tully; YELLOW_CARD - Dan Fenwick");
        QTest::newRow("a duration told before a shoot-out") << QStringLiteral("The sides could not be split in 90 minutes, and it took 12 penalties to settle the shoot-out.\n\n"
                                                                             "Sam Ode then saw his penalty saved by Dan Fenwick.")
                                                             << QStringLiteral("PENALTY_MISS - Sam Ode");
        QTest::newRow("an earlier own goal") << QStringLiteral("Dan Fenwick turned the ball into his own net on 52 minutes. He made amends for his earlier own goal seven minutes from time.")
                                             << QStringLiteral("OWN_GOAL 52 Dan Fenwick");
        QTest::newRow("restored the lead, converting a rebound")
            << QStringLiteral("Joe Whitlam restored Ashford's lead in the 104th minute, converting a rebound after Sam Ode had parried.")
            << QStringLiteral("GOAL 104 Joe Whitlam");
        QTest::newRow("a VAR check on the sentence's own appeal")
            << QStringLiteral("Joe Whitlam scored in the 78th minute. Ashford appealed for a penalty in the 81st minute when Sam Ode went down under Dan Fenwick's challenge, but a VAR check found no foul.")
            << QStringLiteral("GOAL 78 Joe Whitlam; VAR_REVIEW 81 Sam Ode");
        QTest::newRow("added time of the first half") << QStringLiteral("In the first minute of added time of the first half Joe Whitlam scored.")
                                                      << QStringLiteral("GOAL 45+1 Joe Whitlam");
        QTest::newRow("added time of extra time's first period") << QStringLiteral("In the first minute of stoppage time at the end of the first period of extra time, Joe Whitlam equalised.")
                                                                 << QStringLiteral("GOAL 105+1 Joe Whitlam");
        QTest::newRow("two replace two, present tense") << QStringLiteral("64 min  Double change. Joe Whitlam and Sam Ode replace Dan Fenwick and Owen Tully, in that order.")
                                                        << QStringLiteral("SUBSTITUTION 64 Joe Whitlam; SUBSTITUTION 64 Sam Ode");
        QTest::newRow("the flag up on a goal told by its verb") << QStringLiteral("On 85 minutes Joe Whitlam smashes it into the bottom corner... but the flag is up. Offside.")
                                                                << QStringLiteral("DISALLOWED_GOAL 85 Joe Whitlam");
        QTest::newRow("fortunate to escape a caution") << QStringLiteral("Sam Ode was booked on 20 minutes. Joe Whitlam was fortunate to escape a caution for simulation.")
                                                       << QStringLiteral("YELLOW_CARD 20 Sam Ode");
        QTest::newRow("a penalty in another player's clause after a role word")
            << QStringLiteral("Joe Whitlam levelled on 45 minutes, but Sam Ode restored the lead on 52 minutes and substitute Dan Fenwick's penalty settled it on 80 minutes.")
            << QStringLiteral("GOAL 45 Joe Whitlam; GOAL 52 Sam Ode");
        QTest::newRow("a center back, not held back") << QStringLiteral("City center back Sam Ode was yellow-carded in the 45th minute for clipping Joe Whitlam in the box, and Whitlam converted the PK.")
                                                      << QStringLiteral("YELLOW_CARD 45 Sam Ode; PENALTY_GOAL - Joe Whitlam");
        QTest::newRow("subbed off for one") << QStringLiteral("Dan Fenwick, who had been limping since the collision, was subbed off in the 61st minute for rookie Owen Tully.")
                                            << QStringLiteral("SUBSTITUTION 61 Owen Tully");
        QTest::newRow("the assistant had raised her flag") << QStringLiteral("Sam Ode bundled the ball over the line from a corner in the 89th minute, but the assistant referee had already raised her flag for offside.")
                                                           << QStringLiteral("DISALLOWED_GOAL 89 Sam Ode");
        QTest::newRow("on for a dozen minutes") << QStringLiteral("Joe Whitlam, on for a dozen minutes, was booked on 83 minutes for a foul on Sam Ode.")
                                                << QStringLiteral("YELLOW_CARD 83 Joe Whitlam");
        QTest::newRow("a record of goals scored") << QStringLiteral("Joe Whitlam, who had scored in each of his previous three games, was booked on 12 minutes.")
                                                  << QStringLiteral("YELLOW_CARD 12 Joe Whitlam");
        QTest::newRow("the ball breaks to one") << QStringLiteral("Sam Ode's shot is blocked on 58 minutes, the ball breaks to Joe Whitlam and he prods it home from close range.")
                                                << QStringLiteral("GOAL 58 Joe Whitlam");
        QTest::newRow("a strike partner") << QStringLiteral("City make a change on 81 minutes, Joe Whitlam on for Sam Ode's strike partner Dan Fenwick.")
                                          << QStringLiteral("SUBSTITUTION 81 Joe Whitlam");
        QTest::newRow("into the unguarded net") << QStringLiteral("In the 93rd minute Joe Whitlam sprints 60 yards to roll it into the unguarded net.")
                                                << QStringLiteral("GOAL 90+3 Joe Whitlam");
        QTest::newRow("a home town in brackets") << QStringLiteral("Sophomore forward Joe Whitlam (Boise, Idaho) headed home a corner kick from Sam Ode in the 41st minute.")
                                                 << QStringLiteral("GOAL 41 Joe Whitlam");
        QTest::newRow("a side pulls one back when one collects a second") << QStringLiteral("Ashford pulled one back in the 88th minute when Joe Whitlam collected her second of the night.")
                                                                          << QStringLiteral("GOAL 88 Joe Whitlam");
        QTest::newRow("an agency's summary, minutes by bare ordinals") << QStringLiteral("Joe Whitlam scored twice, in the 12th and 67th minutes, either side of an own goal by Ashford goalkeeper Sam Ode in the 39th, before visiting defender Dan Fenwick was sent off for a second booking in the 80th.")
                                                                       << QStringLiteral("GOAL 12 Joe Whitlam; GOAL 67 Joe Whitlam; OWN_GOAL 39 Sam Ode; SECOND_YELLOW 80 Dan Fenwick");
        QTest::newRow("an own goal by one, no goal of his") << QStringLiteral("City were level after an own goal by Sam Ode in the 39th.")
                                                            << QStringLiteral("OWN_GOAL 39 Sam Ode");
        QTest::newRow("an ordinal that is no minute") << QStringLiteral("Joe Whitlam scored in the 10th game of the season, a week after finishing in the 3rd place playoff.")
                                                      << QStringLiteral("GOAL - Joe Whitlam");
        QTest::newRow("inside the near post") << QStringLiteral("In the 8th minute Sam Ode pulled the ball back for Joe Whitlam, who steered a first-time shot inside the near post.")
                                              << QStringLiteral("GOAL 8 Joe Whitlam");
        QTest::newRow("drove low past the keeper") << QStringLiteral("On the hour they pulled one back. Substitute Joe Whitlam collected a flick from Sam Ode and drove low past Dan Fenwick from 15 yards.")
                                                   << QStringLiteral("GOAL 60 Joe Whitlam");
        QTest::newRow("a header the keeper tipped over") << QStringLiteral("Dan Fenwick was largely a spectator, though he did have to be alert to tip over a looping header from Joe Whitlam.")
                                                         << QString();
        QTest::newRow("had given them a lead") << QStringLiteral("Joe Whitlam had given Ashford a 14th-minute lead, and the visitors were level at 2-2 when Sam Ode was shown a straight red card in the 84th minute.")
                                               << QStringLiteral("GOAL 14 Joe Whitlam; RED_CARD 84 Sam Ode");
        QTest::newRow("a card in a counterfactual") << QStringLiteral("Sam Ode was booked in the 20th minute. Had Ode been sent off, Ashford would have played an hour with ten men.")
                                                    << QStringLiteral("YELLOW_CARD 20 Sam Ode");
        QTest::newRow("talk about VAR") << QStringLiteral("Dan Fenwick headed Ashford in front in the 43rd minute. He later hit out at the decision and claimed that VAR creates chaos.")
                                        << QStringLiteral("GOAL 43 Dan Fenwick");
        QTest::newRow("a second yellow some minutes after the first, one sentence") << QStringLiteral("Sam Ode, booked for dissent on 64 minutes, lost his head completely seven minutes later, hacking down Joe Whitlam to pick up a second yellow.")
                                                                                    << QStringLiteral("YELLOW_CARD 64 Sam Ode; SECOND_YELLOW 71 Sam Ode");
        QTest::newRow("the referee chalked it off") << QStringLiteral("Joe Whitlam turned in from close range on 47 minutes. But Sam Ode spotted he was offside and, after a lengthy check, referee Dan Fenwick chalked it off.")
                                                    << QStringLiteral("DISALLOWED_GOAL 47 Joe Whitlam");
        QTest::newRow("power a header past the helpless keeper") << QStringLiteral("On 44 minutes Joe Whitlam rose highest to meet Sam Ode's corner and power a header past the helpless Dan Fenwick.")
                                                                 << QStringLiteral("GOAL 44 Joe Whitlam");
        QTest::newRow("a finish waved off") << QStringLiteral("Joe Whitlam thought he had restored the lead in the 71st minute, but his finish was waved off for offside.")
                                            << QStringLiteral("DISALLOWED_GOAL 71 Joe Whitlam");
        QTest::newRow("a live blog's scorer in brackets after the score") << QStringLiteral("Joe Whitlam starts up front.\n\n7 min: GOAL! Harbour City 1-0 Ashford Rovers (Whitlam). The striker latches onto Sam Ode's long ball and slides it under Dan Fenwick.")
                                                                           << QStringLiteral("GOAL 7 Joe Whitlam");
        QTest::newRow("the one showing a card is the referee") << QStringLiteral("71 min: Sam Ode, already booked, lunges at Joe Whitlam and Dan Fenwick shows him a second yellow.")
                                                                << QStringLiteral("SECOND_YELLOW 71 Sam Ode");
        QTest::newRow("the lead through a scorer, the minute between") << QStringLiteral("Ashford took the lead in the 12th minute through Joe Whitlam.")
                                                                       << QStringLiteral("GOAL 12 Joe Whitlam");
        QTest::newRow("the lead, then another's goal through the legs") << QStringLiteral("Ashford took the lead when Joe Whitlam's shot went through the legs of Sam Ode in the 12th minute.")
                                                                        << QStringLiteral("GOAL 12 Joe Whitlam");
        QTest::newRow("a possessive's penalty settled it") << QStringLiteral("Joe Whitlam's penalty settled it in the 88th minute.")
                                                           << QStringLiteral("PENALTY_GOAL 88 Joe Whitlam");
        QTest::newRow("a possessive's penalty proved decisive") << QStringLiteral("Joe Whitlam's 30th-minute penalty proved decisive.")
                                                                << QStringLiteral("PENALTY_GOAL 30 Joe Whitlam");
        QTest::newRow("a possessive's penalty appeal") << QStringLiteral("Joe Whitlam's penalty appeal was turned down on 28 minutes.") << QString();
        QTest::newRow("parity restored, matters levelled") << QStringLiteral("Joe Whitlam restored parity on 47 minutes. Sam Ode levelled matters in the 60th minute.")
                                                           << QStringLiteral("GOAL 47 Joe Whitlam; GOAL 60 Sam Ode");
        QTest::newRow("the present tense of a translation") << QStringLiteral("Joe Whitlam opens the scoring on 14 minutes. Sam Ode equalises on 30 minutes, and Dan Fenwick restores the lead in the 60th minute.")
                                                            << QStringLiteral("GOAL 14 Joe Whitlam; GOAL 30 Sam Ode; GOAL 60 Dan Fenwick");
        QTest::newRow("a time opening the sentence sets every clause's scene")
            << QStringLiteral("In the 14th minute, on the first real attack of the visitors, Sam Ode escapes down the left, cuts the ball back, and Joe Whitlam opens the scoring.")
            << QStringLiteral("GOAL 14 Joe Whitlam");
        QTest::newRow("only for the VAR to rule it out") << QStringLiteral("Joe Whitlam rose to head in Sam Ode's free-kick in the 34th minute, only for the VAR, after a long check, to rule it out for offside.")
                                                         << QStringLiteral("DISALLOWED_GOAL 34 Joe Whitlam; VAR_REVIEW 34 Joe Whitlam");
        QTest::newRow("the referee annuls the goal") << QStringLiteral("At the 27th minute City believe they have equalised when Joe Whitlam pushes in a cross, but the referee consults the screen and annuls the goal for offside.")
                                                     << QStringLiteral("DISALLOWED_GOAL 27 Joe Whitlam");
        QTest::newRow("ought to have levelled") << QStringLiteral("Joe Whitlam ought to have levelled matters in the 26th minute when he headed Sam Ode's inviting cross over the crossbar.")
                                                << QString();
        QTest::newRow("a keeper kept out a possessive's penalty") << QStringLiteral("In the 70th minute Sam Ode kept out Joe Whitlam's penalty.")
                                                                  << QStringLiteral("PENALTY_MISS 70 Joe Whitlam");
        QTest::newRow("only for the keeper to keep out the penalty")
            << QStringLiteral("The referee pointed to the spot on 88 minutes, only for Sam Ode to dive to his left and keep out Joe Whitlam's firmly struck penalty.")
            << QStringLiteral("PENALTY_MISS 88 Joe Whitlam");
        QTest::newRow("raced clear to slot low past the keeper") << QStringLiteral("On nine minutes Joe Whitlam raced clear to slot low past Sam Ode.")
                                                                 << QStringLiteral("GOAL 9 Joe Whitlam");
        QTest::newRow("leathered it into the top corner") << QStringLiteral("On 37 minutes Joe Whitlam took a touch and absolutely leathered it into the top corner.")
                                                          << QStringLiteral("GOAL 37 Joe Whitlam");
        QTest::newRow("ruled out for a foul on the keeper, named")
            << QStringLiteral("On 90 minutes City thought they had rescued something when Joe Whitlam bundled the ball over the line. But the referee had already blown for a foul on Sam Ode, and the goal was chalked off.")
            << QStringLiteral("DISALLOWED_GOAL 90 Joe Whitlam");
        QTest::newRow("into his own post, keeping out a header")
            << QStringLiteral("There was a lengthy stoppage on 71 minutes when Sam Ode clattered into his own post keeping out a Joe Whitlam header.") << QString();
        QTest::newRow("a role replaced by a player, stretchered off")
            << QStringLiteral("After treatment, the experienced centre-back was stretchered off and was replaced by Joe Whitlam in the 36th minute.")
            << QStringLiteral("SUBSTITUTION 36 Joe Whitlam");
        QTest::newRow("a live blog's delay, its minute first") << QStringLiteral("37' Delay in match because of an injury to Joe Whitlam (Harbour City).")
                                                               << QStringLiteral("INJURY 37 Joe Whitlam");
        QTest::newRow("the flag was already raised") << QStringLiteral("6' Joe Whitlam turns the ball in from close range, but the assistant's flag was already raised. Still 0-0.")
                                                     << QStringLiteral("DISALLOWED_GOAL 6 Joe Whitlam");
        QTest::newRow("a surname alone opening the sentence, booked for pulling a shirt")
            << QStringLiteral("Vasseur is booked at the 52nd minute for pulling the shirt of Joe Whitlam.") << QStringLiteral("YELLOW_CARD 52 Vasseur");
        QTest::newRow("minutes later, counted from a minute four sentences back")
            << QStringLiteral("In the 58th minute Joe Whitlam headed in. The crowd roared. The rain fell.\n\nThe silence did not last. "
                              "Five minutes later, Sam Ode was shown a red card for a lunge on Dan Fenwick.")
            << QStringLiteral("GOAL 58 Joe Whitlam; RED_CARD 63 Sam Ode");
        QTest::newRow("a summary's sending-off and penalty")
            << QStringLiteral("Harbour City met Ashford Rovers at Mill Lane, the Lane, in a match that had a little of everything: an early goal, "
                              "a disallowed equaliser, a sending-off and a penalty that is still shaking the crossbar.")
            << QString();
        QTest::newRow("a sending-off after the penalty's scorer")
            << QStringLiteral("Joe Whitlam was tripped for a penalty, and Dan Fenwick's sending-off followed.")
            << QStringLiteral("RED_CARD - Dan Fenwick");
        QTest::newRow("rolled a chance into the far corner") << QStringLiteral("Joe Whitlam, the No 10, rolled a 0.29 xG chance into the far corner in the 39th minute.")
                                                             << QStringLiteral("GOAL 39 Joe Whitlam");
        QTest::newRow("got his second, not his second yellow")
            << QStringLiteral("On 64 minutes Joe Whitlam got his second, turning Dan Fenwick far too easily. Sam Ode got his second yellow card in the 70th minute.")
            << QStringLiteral("GOAL 64 Joe Whitlam; SECOND_YELLOW 70 Sam Ode");
        QTest::newRow("got the goal") << QStringLiteral("In the 45th minute Joe Whitlam finally got the goal the crowd had feared.") << QStringLiteral("GOAL 45 Joe Whitlam");
        QTest::newRow("a goal without a minute in the shoot-out's paragraph")
            << QStringLiteral("Harbour City went first in the shoot-out. That left Joe Whitlam to win it, and he rolled the ball into the bottom corner as Dan Fenwick dived the other way.")
            << QStringLiteral("PENALTY_GOAL - Joe Whitlam");
        QTest::newRow("powered a header past the keeper") << QStringLiteral("In the 55th minute Joe Whitlam powered a header past Dan Fenwick.")
                                                          << QStringLiteral("GOAL 55 Joe Whitlam");
        QTest::newRow("lashed them into a lead") << QStringLiteral("Substitute Joe Whitlam had lashed them into a 2-1 lead in the 102nd minute.")
                                                 << QStringLiteral("GOAL 102 Joe Whitlam");
        QTest::newRow("an injury told with hindsight")
            << QStringLiteral("Sam Ode, a gifted midfielder whose career would be ended by a knee injury barely two years later, had been lucky to stay on.")
            << QString();
        QTest::newRow("another month's match, 'in April when'") << QStringLiteral("Ashford Rovers had beaten Harbour City 2-0 in April when Sam Ode scored both goals.")
                                                                << QString();
        QTest::newRow("believed they had levelled when X headed in; the goal ruled out")
            << QStringLiteral("Ashford Rovers, for whom Sam Ode had been outstanding, believed they had drawn level when Dan Fenwick, rising highest at a corner, headed past Joe Whitlam, "
                              "only for the referee, who had been well placed, to rule the goal out for a foul by Fenwick.")
            << QStringLiteral("DISALLOWED_GOAL - Dan Fenwick");
        QTest::newRow("a manager left to rue the red card") << QStringLiteral("Ashford Rovers manager Elena Marsh was left to rue the red card.") << QString();
        QTest::newRow("a manager watching his side go down to ten men")
            << QStringLiteral("Ashford Rovers manager Elena Marsh watched her side go down to 10 men.") << QString();
        QTest::newRow("into the side netting") << QStringLiteral("31 mins: Joe Whitlam (Harbour City) fires into the side netting from a tight angle.") << QString();
        QTest::newRow("sent off for a second bookable offense")
            << QStringLiteral("In the 67th minute Sam Ode, already on a yellow card, was sent off for a second bookable offense after pulling back Joe Whitlam.")
            << QStringLiteral("SECOND_YELLOW 67 Sam Ode");
        QTest::newRow("turned home by a substitute, no auxiliary") << QStringLiteral("The equaliser arrived on 55 minutes, a loose ball turned home by the substitute Joe Whitlam.")
                                                                   << QStringLiteral("GOAL 55 Joe Whitlam");
        QTest::newRow("a goal, then another's penalty in the same sentence")
            << QStringLiteral("Joe Whitlam restored the advantage in the 63rd minute, and Sam Ode made sure from the penalty spot six minutes from time.")
            << QStringLiteral("GOAL 63 Joe Whitlam; PENALTY_GOAL 84 Sam Ode");
        QTest::newRow("on the half-hour, around the half-hour mark")
            << QStringLiteral("Joe Whitlam converted a penalty on the half-hour. Sam Ode equalised around the half-hour mark of the second half.")
            << QStringLiteral("PENALTY_GOAL 30 Joe Whitlam; GOAL - Sam Ode");
        QTest::newRow("for one to sidefoot home; a leap to power in")
            << QStringLiteral("Dan Fenwick pulled the ball back for Joe Whitlam to sidefoot home after eight minutes. Sam Ode rose highest to power in Tom Kerr's corner in the 73rd minute.")
            << QStringLiteral("GOAL 8 Joe Whitlam; GOAL 73 Sam Ode");
        QTest::newRow("it was X who: the clause's time is the event's")
            << QStringLiteral("Instead it was Joe Whitlam who had the final say a minute from time, racing on to Sam Ode's through-ball and lifting it over Dan Fenwick.")
            << QStringLiteral("GOAL 89 Joe Whitlam");
        QTest::newRow("a listed manager's surname, after a player of the report named so") << QStringLiteral("Dario Pellegrini opened the scoring on 14 minutes. Pellegrini was booked in the 40th minute.")
                                                                                             << QStringLiteral("GOAL 14 Dario Pellegrini; YELLOW_CARD 40 Dario Pellegrini");
        QTest::newRow("booked after a relative clause naming another") << QStringLiteral("Sam Ode, who had endured a torrid afternoon against Joe Whitlam, was booked in the 44th minute.")
                                                                      << QStringLiteral("YELLOW_CARD 44 Sam Ode");
        QTest::newRow("a penalty won on a minute, the kick saved the sentence after")
            << QStringLiteral("Harbour City won a penalty on 58 minutes when Tom Kerr was bundled over. Sam Ode, who had not missed from the spot all season, stepped up, but Dan Fenwick guessed correctly and pushed his effort round the post.")
            << QStringLiteral("PENALTY_MISS 58 Sam Ode");
        QTest::newRow("he's scored plenty of big ones") << QStringLiteral("\"Sam Ode will be disappointed with the penalty, but he's scored plenty of big ones for us.\"") << QString();
        QTest::newRow("to convert a cross") << QStringLiteral("Instead it was Joe Whitlam who settled matters two minutes from time, sliding in at the back post to convert Sam Ode's low cross.")
                                            << QStringLiteral("GOAL 88 Joe Whitlam");
        QTest::newRow("headed back across goal by one, bundled over the line by another")
            << QStringLiteral("Eight minutes from time, Tom Kerr's corner was headed back across goal by Sam Ode and Joe Whitlam bundled the ball over the line.")
            << QStringLiteral("GOAL 82 Joe Whitlam");
        QTest::newRow("nodded a cross past the keeper to open the scoring")
            << QStringLiteral("Eleven minutes in, Joe Whitlam was left unmarked at the back post and nodded Tom Kerr's deep cross past Dan Fenwick to open the scoring.")
            << QStringLiteral("GOAL 11 Joe Whitlam");
        QTest::newRow("a second booking produced") << QStringLiteral("Sam Ode, already on a yellow, went through the back of Joe Whitlam and the referee produced a second booking on 70 minutes.")
                                                   << QStringLiteral("SECOND_YELLOW 70 Sam Ode");
        QTest::newRow("the scene's last clause, naming nobody, tells a side scored")
            << QStringLiteral("Harbour City moved Tom Kerr to the left at half-time and within eight minutes of the restart they were back in it. "
                              "Dan Fenwick clumsily tripped Sam Ode in the box and Joe Whitlam rolled the penalty into the bottom corner.")
            << QStringLiteral("PENALTY_GOAL 53 Joe Whitlam");
        QTest::newRow("an aside about the first leg's goals; a side fell behind, the penalty in the next paragraph; the VAR check names the handball")
            << QStringLiteral("The visitors, who won the first leg 2-1 last week thanks to two goals from Tom Kerr, fell behind after nine minutes.\n\n"
                              "The referee awarded Harbour City a penalty following a lengthy VAR review for a handball by Dan Fenwick, and Joe Whitlam converted to make it 1-0.")
            << QStringLiteral("VAR_REVIEW 9 Dan Fenwick; PENALTY_GOAL 9 Joe Whitlam");
        QTest::newRow("players of an aside are not the scorers of the verb after it; a pass's owner is not the scorer")
            << QStringLiteral("Ashford Rovers, who won the first leg last week thanks to goals from Tom Kerr and Dan Fenwick, extended their advantage after nine minutes when Sam Ode drove a low shot past Owen Tully from Joe Whitlam's pass.")
            << QStringLiteral("GOAL 9 Sam Ode");
        QTest::newRow("an age after a change stands for the one who came on")
            << QStringLiteral("Harbour City sent on Joe Whitlam for Sam Ode in the 68th minute.\n\nAnd the 19-year-old put them back in front with 15 minutes to go, sweeping in a knockdown.")
            << QStringLiteral("SUBSTITUTION 68 Joe Whitlam; GOAL 75 Joe Whitlam");
        QTest::newRow("a goal ruled out, told as 'a goal', is not the one told just before")
            << QStringLiteral("Joe Whitlam struck in the 90th minute to rescue a draw. Manager Elena Marsh watched the finale from the stand after being sent off for her protests when her side had a goal ruled out early in the second half.")
            << QStringLiteral("GOAL 90 Joe Whitlam; RED_CARD - Elena Marsh");
        QTest::newRow("a keeper dives to save the penalty, awarded for a foul told after")
            << QStringLiteral("Joe Whitlam had the chance to put Harbour City in front in the 44th minute, but Dan Fenwick dived to his right to save the penalty, which was awarded after Sam Ode tripped Tom Kerr.")
            << QStringLiteral("PENALTY_MISS 44 Joe Whitlam");
        QTest::newRow("a keeper dives to save one's penalty") << QStringLiteral("In the 85th minute Dan Fenwick dived to his left to save Joe Whitlam's penalty.")
                                                              << QStringLiteral("PENALTY_MISS 85 Joe Whitlam");
        QTest::newRow("a penalty off the post, bending a shot into the corner")
            << QStringLiteral("In the 78th minute Sam Ode's second PK of the night clanged off the right post. Joe Whitlam equalised on 82 minutes, cutting inside from the left and bending a shot into the far corner.")
            << QStringLiteral("PENALTY_MISS 78 Sam Ode; GOAL 82 Joe Whitlam");
        QTest::newRow("a twisted knee, helped off") << QStringLiteral("Sam Ode twisted her knee in an innocuous-looking challenge. The midfielder was helped off by the physios in the 27th minute.")
                                                << QStringLiteral("INJURY 27 Sam Ode");
        QTest::newRow("goals of last season") << QStringLiteral("Sam Ode, who scored 19 goals for Harbour City last season, held his head in his hands.") << QString();
        QTest::newRow("the one fouled converts, named by a description")
            << QStringLiteral("Harbour City drew level four minutes after the break. Dan Fenwick tripped Sam Ode in the area and the Harbour City captain converted the penalty himself.")
            << QStringLiteral("PENALTY_GOAL 49 Sam Ode");
        QTest::newRow("the one fouled sends the keeper the wrong way")
            << QStringLiteral("Joe Whitlam was booked on 55 minutes, and six minutes later Ashford Rovers were in front. Dan Fenwick clipped Sam Ode in the area and the Frenchman picked himself up to send Tom Kerr the wrong way from the spot.")
            << QStringLiteral("YELLOW_CARD 55 Joe Whitlam; PENALTY_GOAL 61 Sam Ode");
        QTest::newRow("a kick against the post after the award")
            << QStringLiteral("Sam Ode was tripped by Dan Fenwick on 24 minutes, and the referee pointed to the spot. Tom Kerr, who had scored her previous six penalties, struck the inside of the right-hand post and the ball rebounded to safety.")
            << QStringLiteral("PENALTY_MISS 24 Tom Kerr");
        QTest::newRow("a header against the bar after a penalty told") << QStringLiteral("After Tom Kerr's penalty had pulled Harbour City level, Sam Ode did hit the bar with a header.") << QString();
        QTest::newRow("a shot against the post after the kick")
            << QStringLiteral("Sam Ode was tripped and the referee pointed to the spot. Tom Kerr sent Dan Fenwick the wrong way two minutes later. Joe Whitlam struck the post in stoppage time.")
            << QStringLiteral("PENALTY_GOAL - Tom Kerr");
        QTest::newRow("a role noun after a club's name")
            << QStringLiteral("Sam Ode fed Joe Whitlam down the left after 22 minutes and the former Ashford Rovers forward curled a beauty into the far top corner.")
            << QStringLiteral("GOAL 22 Joe Whitlam");
        QTest::newRow("a side rewarded, the scorer named next")
            << QStringLiteral("Elena Marsh made no changes at the break, and her side were finally rewarded after 52 minutes. Sam Ode, who was a constant threat, cut inside two defenders and bent a shot into the far top corner.")
            << QStringLiteral("GOAL 52 Sam Ode");
        QTest::newRow("a keeper pushes the kick round the post")
            << QStringLiteral("After 33 minutes Dan Fenwick caught Sam Ode in the box, and the referee pointed straight to the spot. Sam Ode took the kick herself, but Tom Kerr guessed right and dived low to push it around the post.")
            << QStringLiteral("PENALTY_MISS 33 Sam Ode");
        QTest::newRow("off the bench to score") << QStringLiteral("Sam Ode came off the bench to rescue a point for Harbour City in the third minute of added time.")
                                                << QStringLiteral("GOAL 90+3 Sam Ode");
        QTest::newRow("a check after a goal, one named who scored long before")
            << QStringLiteral("Sam Ode curled a shot into the top corner after 20 minutes. Harbour City kept pressing. The crowd grew restless. Ashford Rovers made two changes. "
                              "Rain began to fall. Joe Whitlam headed in after 90 minutes. Ode was booked moments later as Ashford Rovers protested that Dan Fenwick "
                              "had fouled Tom Kerr in the build-up, but a VAR check found nothing wrong and the goal stood.")
            << QStringLiteral("GOAL 20 Sam Ode; YELLOW_CARD - Sam Ode; GOAL 90 Joe Whitlam; VAR_REVIEW 90 Joe Whitlam");
        QTest::newRow("a keeper's stop on a header") << QStringLiteral("Tom Kerr made four saves, including a reflex stop on a Sam Ode header in the 87th minute.")
                                                      << QString();
        QTest::newRow("two clash heads, the first named hurt")
            << QStringLiteral("In the 31st minute, play was stopped after Harbour City captain Sam Ode and Ashford Rovers striker Tom Kerr clashed heads.")
            << QStringLiteral("INJURY 31 Sam Ode");
        QTest::newRow("an injury told on, a change's minute after")
            << QStringLiteral("Sam Ode went down injured in the 31st minute. She received treatment before being taken off on a stretcher, and Joe Whitlam replaced her in the 36th minute.")
            << QStringLiteral("INJURY 31 Sam Ode; SUBSTITUTION 36 Joe Whitlam");
        QTest::newRow("swept past the goalkeeper named after his role")
            << QStringLiteral("Ashford Rovers went ahead after twelve minutes. Sam Ode's cross was only half cleared by Tom Kerr, and Joe Whitlam swept the loose ball past goalkeeper Dan Fenwick from twelve metres.")
            << QStringLiteral("GOAL 12 Joe Whitlam");
        QTest::newRow("a clash of heads with another") << QStringLiteral("Deep in stoppage time Sam Ode stayed down after a clash of heads with Joe Whitlam and needed treatment.")
                                                       << QStringLiteral("INJURY 90+ Sam Ode");
        QTest::newRow("a shoot-out still ahead")
            << QStringLiteral("With a penalty shootout looming, Sam Ode drove at the defence and tested Tom Kerr with a low shot, and Joe Whitlam was on hand to convert the loose ball.")
            << QString();
        QTest::newRow("the keeper's parry, the one before him scored")
            << QStringLiteral("Joe Whitlam reacted quickest when Ashford Rovers goalkeeper Tom Kerr could only parry a shot from substitute Sam Ode, and swept the rebound into the roof of the net in the 118th minute.")
            << QStringLiteral("GOAL 118 Joe Whitlam");
        QTest::newRow("stepped up, only to crash the kick against the post")
            << QStringLiteral("Eleven minutes from time, Harbour City striker Sam Ode stepped up to take a penalty after Dan Fenwick had bundled over Joe Whitlam, only to crash his kick against the foot of Tom Kerr's right-hand post.")
            << QStringLiteral("PENALTY_MISS 79 Sam Ode");
        QTest::newRow("a header that flew over, then a booking")
            << QStringLiteral("Harbour City's only real effort before the break was a Joe Whitlam header that flew over, and Whitlam was then booked (39 mins) for a clumsy challenge on Sam Ode.")
            << QStringLiteral("YELLOW_CARD 39 Joe Whitlam");
        QTest::newRow("the assistant's flag to rise")
            << QStringLiteral("Six minutes from time Sam Ode turned in Joe Whitlam's low cross, only for the assistant's flag to rise against him.")
            << QStringLiteral("DISALLOWED_GOAL 84 Sam Ode");
        QTest::newRow("a penalty the other side squandered")
            << QStringLiteral("Sam Ode struck twice as Harbour City edged Ashford Rovers 2-1 on Tuesday, with the visitors squandering a glorious chance to equalise from the penalty spot.")
            << QStringLiteral("GOAL - Sam Ode; GOAL - Sam Ode");
        QTest::newRow("the taker's effort against the crossbar")
            << QStringLiteral("Referee Elena Marsh pointed to the spot and booked Joe Whitlam, but Tom Kerr's powerful effort crashed against the crossbar and was cleared.")
            << QStringLiteral("YELLOW_CARD - Joe Whitlam; PENALTY_MISS - Tom Kerr");
        QTest::newRow("a role's effort against the post, the one fouled no taker")
            << QStringLiteral("Dan Fenwick tripped Joe Whitlam and the referee pointed to the spot, but the Ashford striker's effort cannoned back off the left-hand post.")
            << QString();
        QTest::newRow("the referee cancelled the goal")
            << QStringLiteral("At the 67' Sam Ode again found the net after a free kick of Joe Whitlam, but the referee, after check of the VAR, cancelled the goal for offside position.")
            << QStringLiteral("DISALLOWED_GOAL 67 Sam Ode; VAR_REVIEW 67 Sam Ode");
        QTest::newRow("a season's second goal, the headline's one")
            << QStringLiteral("Point with the goal of Sam Ode.\n\nAt the 55' came the equaliser. Sam Ode rose higher than all and with a strong header made the 1-1, his second goal in the Super League.")
            << QStringLiteral("GOAL 55 Sam Ode");
        QTest::newRow("one introduced, in an aside with its time, struck later")
            << QStringLiteral("Joe Whitlam, introduced in the 63rd minute, struck eleven minutes from time.") << QStringLiteral("GOAL 79 Joe Whitlam");
        QTest::newRow("converted right after the award, no penalty word")
            << QStringLiteral("The referee pointed to the penalty spot. On 74 minutes, captain Sam Ode converted with confidence, sending Tom Kerr to the wrong side: 2-1.")
            << QStringLiteral("PENALTY_GOAL 74 Sam Ode");
        QTest::newRow("a shot's owner as its modifier, the pronoun scored")
            << QStringLiteral("Sam Ode soon put that right. On 22 minutes she pounced on a loose ball after keeper Tom Kerr spilled a Joe Whitlam drive and lashed home from six yards.")
            << QStringLiteral("GOAL 22 Sam Ode");
        QTest::newRow("a header off the bar and into the net")
            << QStringLiteral("It took City 12 minutes to break the ice. Sam Ode whipped in a cross which Joe Whitlam met with a thunderous header that crashed off the underside of the bar and into the net.")
            << QStringLiteral("GOAL 12 Joe Whitlam");
        QTest::newRow("the ball's flight into the corner")
            << QStringLiteral("On 44 minutes Joe Whitlam rifled a thunderbolt from 25 yards that flew past the despairing dive of goalkeeper Dan Fenwick and nestled in the top corner.")
            << QStringLiteral("GOAL 44 Joe Whitlam");
        QTest::newRow("he, the one the ball fell to")
            << QStringLiteral("On 4 minutes a corner was cleared by Sam Ode, straight to the feet of the lurking Joe Whitlam. He returned it with venom, a shot that flew into the top left corner.")
            << QStringLiteral("GOAL 4 Joe Whitlam");
        QTest::newRow("a beauty curled past the keeper")
            << QStringLiteral("Twenty-two minutes in, Sam Ode spotted Joe Whitlam's run and the winger cut inside and curled a beauty past Tom Kerr.")
            << QStringLiteral("GOAL 22 Joe Whitlam");
        QTest::newRow("a time right before 'when', another's clause after it")
            << QStringLiteral("City made the brighter start, and they were rewarded on 11 minutes when Sam Ode floated a ball over the top and Joe Whitlam beat the offside trap before lifting it over Tom Kerr.")
            << QStringLiteral("GOAL 11 Joe Whitlam");
        QTest::newRow("a time after an opening word and its comma sets the scene")
            << QStringLiteral("Then, in the second minute of added time, Sam Ode whipped in a corner from the right and Joe Whitlam, unmarked at the back post, powered a header past Tom Kerr.")
            << QStringLiteral("GOAL 90+2 Joe Whitlam");
        QTest::newRow("a review of the challenge told before the VAR words")
            << QStringLiteral("Sam Ode was clipped by Joe Whitlam's late challenge on 51 minutes, and VAR sent the referee to the monitor.")
            << QStringLiteral("VAR_REVIEW 51 Joe Whitlam");
        QTest::newRow("a check that gave a penalty is about the challenge told a sentence before, not the kick")
            << QStringLiteral("In the 67th minute Sam Ode went down under Dan Fenwick's challenge in the box. The referee initially waved play on, but after being sent to the monitor by VAR he pointed to the spot, and Joe Whitlam sent Tom Kerr the wrong way.")
            << QStringLiteral("VAR_REVIEW 67 Dan Fenwick; PENALTY_GOAL 67 Joe Whitlam");
        QTest::newRow("a penalty given after a review, the challenge from one named after his side")
            << QStringLiteral("In the 70th minute, Sam Ode went down in the penalty area after a challenge from Ashford Rovers' Dan Fenwick. The referee initially waved play on, but after an on-field review following a recommendation from the VAR, he awarded a penalty kick.")
            << QStringLiteral("VAR_REVIEW 70 Dan Fenwick");
        QTest::newRow("a penalty given after a check, a pass pulled back no foul")
            << QStringLiteral("In the 30th minute Sam Ode pulled back for Joe Whitlam, who was brought down by Dan Fenwick. After a VAR check the referee pointed to the spot.")
            << QStringLiteral("VAR_REVIEW 30 Dan Fenwick");
        QTest::newRow("a penalty confirmed by a check after the keeper clattered into one")
            << QStringLiteral("Joe Whitlam put City ahead from the spot in the eighth minute after goalkeeper Tom Kerr clattered into Sam Ode, the referee's decision being confirmed after a brief VAR check.")
            << QStringLiteral("PENALTY_GOAL 8 Joe Whitlam; VAR_REVIEW 8 Tom Kerr");
        QTest::newRow("a penalty given after a check of the arm of one named a sentence before")
            << QStringLiteral("After a corner by Sam Ode, the ball hit the arm of Dan Fenwick inside the box in the 75th minute. The referee let the play continue, but the VAR called him to the monitor and the referee pointed to the penalty spot.")
            << QStringLiteral("VAR_REVIEW 75 Dan Fenwick");
        QTest::newRow("a goal rolled home, then checked for offside")
            << QStringLiteral("Sam Ode's clever reverse pass releases Joe Whitlam, who rounds the goalkeeper Tom Kerr and rolls the ball home in the 88th minute. A VAR check for offside follows before the goal is confirmed.")
            << QStringLiteral("GOAL 88 Joe Whitlam; VAR_REVIEW 88 Joe Whitlam");
        QTest::newRow("one curled in off the far post")
            << QStringLiteral("City took the lead on 11 mins when their lively winger Joe Whitlam cut inside and curled one in off the far post.")
            << QStringLiteral("GOAL 11 Joe Whitlam");
        QTest::newRow("grabbing his second with a low shot, three minutes after the restart")
            << QStringLiteral("They were level three minutes after the restart, Joe Whitlam grabbing his second with a low shot that squirmed under the unfortunate Tom Kerr.")
            << QStringLiteral("GOAL 48 Joe Whitlam");
        QTest::newRow("grabbing his second, no other goal word in the sentence")
            << QStringLiteral("Joe Whitlam settled it in the 50th minute, grabbing his second from close range.")
            << QStringLiteral("GOAL 50 Joe Whitlam");
        QTest::newRow("squared for one who made no mistake from six yards")
            << QStringLiteral("In the 53rd minute Sam Ode squared for Joe Whitlam, who made no mistake from six yards.")
            << QStringLiteral("GOAL 53 Joe Whitlam");
        QTest::newRow("a live entry's goal goes to the one squared for")
            << QStringLiteral("53' GOAL! Harbour City 1-2 Ashford Rovers. Sam Ode skips past Tom Kerr and squares for Joe Whitlam, who makes no mistake from six yards.")
            << QStringLiteral("GOAL 53 Joe Whitlam");
        QTest::newRow("the time of an aside on a change is the change's, not the goal's")
            << QStringLiteral("City were rescued in the fourth minute of added time. Substitute Sam Ode, on for Tom Kerr after 66 minutes, chased a lost cause down the right and pulled the ball back for Joe Whitlam, who swept it in off the inside of the post.")
            << QStringLiteral("SUBSTITUTION 66 Sam Ode; GOAL 90+4 Joe Whitlam");
        QTest::newRow("two changes brought on, each with its minute in brackets")
            << QStringLiteral("We also brought on Joe Whitlam for Sam Ode (87) and Dan Fenwick for Owen Tully (90+2) to get some fresh legs on.")
            << QStringLiteral("SUBSTITUTION 87 Joe Whitlam; SUBSTITUTION 90+2 Dan Fenwick");
        QTest::newRow("two replaced with two, each with its minute in brackets")
            << QStringLiteral("City, hanging on, replaced Joe Whitlam with Sam Ode (77) and Dan Fenwick with Owen Tully (85).")
            << QStringLiteral("SUBSTITUTION 77 Sam Ode; SUBSTITUTION 85 Owen Tully");
        QTest::newRow("a live entry's double change, two on and two off")
            << QStringLiteral("67' Double change for City: Joe Whitlam and Sam Ode on, Dan Fenwick and Owen Tully off.")
            << QStringLiteral("SUBSTITUTION 67 Joe Whitlam; SUBSTITUTION 67 Sam Ode");
        QTest::newRow("a triple change told three ways, one taking over from another")
            << QStringLiteral("Tom Kerr responded with a triple change in the 64th minute: Joe Whitlam replaced Sam Ode, Dan Fenwick came on for Owen Tully and Mark Bakare took over from Elena Marsh on the left.")
            << QStringLiteral("SUBSTITUTION 64 Joe Whitlam; SUBSTITUTION 64 Dan Fenwick; SUBSTITUTION 64 Mark Bakare");
        QTest::newRow("changes at the 70-minute mark")
            << QStringLiteral("The manager's change at the 70-minute mark was twofold. Joe Whitlam replaced Sam Ode, and Dan Fenwick came on for Owen Tully.")
            << QStringLiteral("SUBSTITUTION 70 Joe Whitlam; SUBSTITUTION 70 Dan Fenwick");
        QTest::newRow("the injured one a substitute came on for")
            << QStringLiteral("Sam Ode was sent off for a second bookable offence in the 67th minute after tugging back substitute Joe Whitlam, who had come on for the injured Dan Fenwick.")
            << QStringLiteral("SECOND_YELLOW 67 Sam Ode; SUBSTITUTION 67 Joe Whitlam; INJURY 67 Dan Fenwick");
        QTest::newRow("a whack to the shoulder, played on")
            << QStringLiteral("Poor Tom Kerr in the City goal had taken a whack to the shoulder in a first-half collision with Rovers striker Joe Whitlam and was clearly struggling, but he soldiered on.")
            << QStringLiteral("INJURY - Tom Kerr");
        QTest::newRow("landing awkwardly on his knee, six minutes in")
            << QStringLiteral("Keeper Tom Kerr was SHATTERED just six minutes in, landing awkwardly on his knee after claiming a high ball.")
            << QStringLiteral("INJURY 6 Tom Kerr");
        QTest::newRow("a live entry's keeper down, getting treatment")
            << QStringLiteral("31' Play stopped. City keeper Tom Kerr is down after colliding with Sam Ode as they both went for a loose ball. He's getting treatment on his shoulder.")
            << QStringLiteral("INJURY 31 Tom Kerr");
        QTest::newRow("a clash of heads between two, both hurt")
            << QStringLiteral("On 20 minutes the game was held up again, this time for a sickening clash of heads between City midfielder Sam Ode and Rovers centre-back Joe Whitlam.")
            << QStringLiteral("INJURY 20 Sam Ode; INJURY 20 Joe Whitlam");
        QTest::newRow("a booking's time in an aside on the one later shown a second yellow")
            << QStringLiteral("Sam Ode, booked in the 55th minute for a foul on Joe Whitlam, was sent off for a second yellow in the 74th minute.")
            << QStringLiteral("YELLOW_CARD 55 Sam Ode; SECOND_YELLOW 74 Sam Ode");
        QTest::newRow("a red after a review, the foul told two sentences before")
            << QStringLiteral("The red card arrived in the 70th minute. City midfielder Sam Ode caught Joe Whitlam high on the shin and the referee initially played advantage. The VAR recommended another review, and after one replay on the monitor she produced a straight red.")
            << QStringLiteral("RED_CARD 70 Sam Ode; VAR_REVIEW 70 Sam Ode");
        QTest::newRow("on came one for another")
            << QStringLiteral("On 61 minutes on came Sam Ode for Joe Whitlam.")
            << QStringLiteral("SUBSTITUTION 61 Sam Ode");
        QTest::newRow("a cross turned in by one named after a description")
            << QStringLiteral("In the 34th minute Sam Ode released Dan Fenwick, whose cross was turned in at the near post by the league's top scorer, Joe Whitlam.")
            << QStringLiteral("GOAL 34 Joe Whitlam");
        QTest::newRow("stoppage time after a score line whose minutes run past half-time")
            << QStringLiteral("Harbour City 2 (Sam Ode 67' pen, Joe Whitlam 90+4') def. Ashford Rovers 1 (Tom Kerr 23')\n\nSubstitute Joe Whitlam struck four minutes into stoppage time as Harbour City came from behind to beat Ashford Rovers.")
            << QStringLiteral("GOAL 90+4 Joe Whitlam");
        QTest::newRow("a triple change sent on in a list, nobody named going off")
            << QStringLiteral("Tom Kerr responded with a triple change in the 65th minute, sending on Joe Whitlam, Sam Ode and Dan Fenwick to shore up a tiring back line.")
            << QStringLiteral("SUBSTITUTION 65 Joe Whitlam; SUBSTITUTION 65 Sam Ode; SUBSTITUTION 65 Dan Fenwick");
        QTest::newRow("two thrown on at half-time, a later time in the sentence another moment's")
            << QStringLiteral("Tom Kerr threw on Joe Whitlam and Sam Ode at half-time and within eight minutes of the restart City were back in it.")
            << QStringLiteral("SUBSTITUTION 46 Joe Whitlam; SUBSTITUTION 46 Sam Ode");
        QTest::newRow("an injury's time in the clause on the injured one")
            << QStringLiteral("The hosts were also hit by an injury to captain Joe Whitlam, who went off holding his thigh after 25 minutes and was replaced by Sam Ode.")
            << QStringLiteral("INJURY 25 Joe Whitlam; SUBSTITUTION 25 Sam Ode");
        QTest::newRow("to be treated for cramp")
            << QStringLiteral("Goalkeeper Joe Whitlam had to be treated for cramp three minutes from the end of extra time, but played on.")
            << QStringLiteral("INJURY 117 Joe Whitlam");
        QTest::newRow("replaced at a minute by one named after it")
            << QStringLiteral("Joe Whitlam needed lengthy treatment on his ankle and was replaced in the 58th minute by Sam Ode.")
            << QStringLiteral("INJURY 58 Joe Whitlam; SUBSTITUTION 58 Sam Ode");
        QTest::newRow("live text, each entry's minute on a line of its own above it")
            << QStringLiteral("Live Text\n\n90+3'\nTom Kerr (Harbour City) is shown the yellow card for a bad foul.\n\n82'\n"
                              "Substitution, Ashford Rovers. Dan Fenwick replaces Owen Tully because of an injury.")
            << QStringLiteral("YELLOW_CARD 90+3 Tom Kerr; SUBSTITUTION 82 Dan Fenwick; INJURY 82 Owen Tully");
        QTest::newRow("a shoot-out's kicks a line each, the running score after each, a short line before the first")
            << QStringLiteral("The shoot-out\n\nHarbour City went first.\n\nJoe Whitlam sent goalkeeper Owen Tully the wrong way: 1-0.\n\n"
                              "Sam Ode struck the foot of Mark Bakare's right-hand post: 1-0.\n\nDan Fenwick found the top corner: 2-0.")
            << QStringLiteral("PENALTY_GOAL - Joe Whitlam; PENALTY_MISS - Sam Ode; PENALTY_GOAL - Dan Fenwick");
        QTest::newRow("a shoot-out in a caption, a long paragraph after it tells no kick")
            << QStringLiteral("Harbour City celebrate after beating Ashford Rovers in a penalty shootout on Wednesday night\n\n"
                              "It means Sam Ode has still not made it beyond this stage of the cup, while his record in the league reads played two, lost two.")
            << QString();
        QTest::newRow("the one who shows the card, whatever his name was taken for, is not the one shown it")
            << QStringLiteral("In the 63rd minute Joe Whitlam, already on a yellow, slid in on Sam Ode near the touchline and Mark Bakare had little option "
                              "but to show him a second yellow card.")
            << QStringLiteral("SECOND_YELLOW 63 Joe Whitlam");
        QTest::newRow("a goal that put the result beyond doubt, its minute in brackets")
            << QStringLiteral("Joe Whitlam then put the result beyond doubt (90+3) with a composed finish after racing clear of a tiring defence.")
            << QStringLiteral("GOAL 90+3 Joe Whitlam");
        QTest::newRow("left with the simplest of finishes")
            << QStringLiteral("In the third minute of stoppage time Tom Kerr burst down the left, his low cross evaded Dan Fenwick and Joe Whitlam was left "
                              "with the simplest of finishes at the far post.")
            << QStringLiteral("GOAL 90+3 Joe Whitlam");
        QTest::newRow("sent through to score, not the one whose pass it was")
            << QStringLiteral("It was Tom Kerr's pass that sent Dan Fenwick through to score from distance in the fourth minute of first-half stoppage time.")
            << QStringLiteral("GOAL 45+4 Dan Fenwick");
        QTest::newRow("a chance to score is no goal") << QStringLiteral("Joe Whitlam had a chance to score in the 20th minute but shot wide.") << QString();
        QTest::newRow("a keeper getting down to keep out one's volley is no goal of his")
            << QStringLiteral("90+2' Big save! Sam Ode gets down to keep out Joe Whitlam's volley.") << QString();
        QTest::newRow("a live entry's label between the award and the kick")
            << QStringLiteral("90+3' PENALTY TO HARBOUR CITY! Sam Ode tangles with Joe Whitlam in the box and Mark Bakare points to the spot. And that's a "
                              "second yellow for Ode!\n\n90+4' MISSED! Joe Whitlam takes it himself and blazes it over the crossbar.")
            << QStringLiteral("SECOND_YELLOW 90+3 Sam Ode; PENALTY_MISS 90+4 Joe Whitlam");
        QTest::newRow("pairs of changes told respectively share their moment, not a later clause's")
            << QStringLiteral("Mark Bakare made a double change on 58 minutes, with Tom Kerr and Joe Whitlam replacing Dan Fenwick and Owen Tully respectively, "
                              "but the plan was disrupted three minutes later when Sam Ode hauled Elena Marsh back and was shown a second yellow card.")
            << QStringLiteral("SUBSTITUTION 58 Tom Kerr; SUBSTITUTION 58 Joe Whitlam; SECOND_YELLOW 61 Sam Ode");
        QTest::newRow("a fan's bare minute after on")
            << QStringLiteral("Their gaffer took off Dan Fenwick on 60, which was a relief, and brought on some lad called Tom Kerr. "
                              "Their skipper Joe Whitlam got booked on 79 for a very late one on Sam Ode.")
            << QStringLiteral("SUBSTITUTION 60 Tom Kerr; YELLOW_CARD 79 Joe Whitlam");
        QTest::newRow("a tally after on is no minute")
            << QStringLiteral("Harbour City are 11th on 27 points after Joe Whitlam was booked.") << QStringLiteral("YELLOW_CARD - Joe Whitlam");
        QTest::newRow("a taker's record in a relative clause is no goal")
            << QStringLiteral("Joe Whitlam, who had scored his last six penalties, leaned back and sent his effort into the stand.") << QString();
        QTest::newRow("left unmarked, one who could hardly miss")
            << QStringLiteral("After eight minutes Joe Whitlam was left unmarked at the far post and could hardly miss from a yard out after Sam Ode's low ball.")
            << QStringLiteral("GOAL 8 Joe Whitlam");
        QTest::newRow("stepping up to curl a free kick into the corner")
            << QStringLiteral("In the 27th minute Tom Kerr was fouled 20 yards out and Joe Whitlam stepped up to curl a wonderful free kick over the wall and into the top corner.")
            << QStringLiteral("GOAL 27 Joe Whitlam");
        QTest::newRow("the keeper rounded before an infinitive's finish is no scorer")
            << QStringLiteral("Joe Whitlam wrapped up his hat-trick two minutes from time when he raced clear and rounded Sam Ode to roll into an empty net.")
            << QStringLiteral("GOAL 88 Joe Whitlam");
        QTest::newRow("a club's right-back stands for the one just named")
            << QStringLiteral("Joe Whitlam will not want to watch this one back. The Harbour City right-back was booked for a clumsy trip on Sam Ode in the "
                              "31st minute, and when he went through the back of Dan Fenwick on 70 minutes, referee Mark Bakare had little choice but "
                              "to show him a second yellow.")
            << QStringLiteral("YELLOW_CARD 31 Joe Whitlam; SECOND_YELLOW 70 Joe Whitlam");
        QTest::newRow("a club's centre-back is the one of that club")
            << QStringLiteral("Harbour City's Joe Whitlam slid in on Ashford Rovers' Sam Ode. The Harbour City centre-back was sent off in the 58th minute.")
            << QStringLiteral("RED_CARD 58 Joe Whitlam");
        QTest::newRow("a club's forward stands for nobody when the one named plays for the other")
            << QStringLiteral("Harbour City's Joe Whitlam slid in on Ashford Rovers' Sam Ode. The Ashford Rovers forward was sent off in the 58th minute.")
            << QString();
        QTest::newRow("a card in a clause with a subject of its own is not the opening pronoun's")
            << QStringLiteral("Joe Whitlam was superb. He slowed down and drew contact with the defender before going down and referee Mark Bakare "
                              "pointed to the spot and showed a red card.")
            << QString();
        QTest::newRow("a card shown to him in a clause of the referee's is the opening pronoun's")
            << QStringLiteral("Joe Whitlam was poor. He went through the back of Sam Ode and referee Mark Bakare showed him a red card.")
            << QStringLiteral("RED_CARD - Joe Whitlam");
        QTest::newRow("a miss told of the side beaten is not the scorer's")
            << QStringLiteral("Joe Whitlam does not so much take chances as collect them. She headed in the winner in the 89th minute as Ashford Rovers were "
                              "beaten and left to rue a missed penalty of their own.")
            << QStringLiteral("GOAL 89 Joe Whitlam");
        QTest::newRow("an ordinal minute after an owner's name")
            << QStringLiteral("Joe Whitlam's fourth-minute tap-in gave Harbour City the lead.") << QStringLiteral("GOAL 4 Joe Whitlam");
        QTest::newRow("a rating's blurb opening with its verb, the rated player its subject")
            << QStringLiteral("Joe Whitlam 7 - Won almost everything in the air. Booked on 75 minutes for hauling down Sam Ode on the break.\n\n"
                              "Dan Fenwick 8 - Dominated the midfield and converted the 33rd-minute penalty, sending Tom Kerr the wrong way.")
            << QStringLiteral("YELLOW_CARD 75 Joe Whitlam; PENALTY_GOAL 33 Dan Fenwick");
        QTest::newRow("a referee who showed yellow to one")
            << QStringLiteral("In minute 27 the referee Mark Bakare showed yellow to the Ashford midfielder Sam Ode for a hard entry on Joe Whitlam.")
            << QStringLiteral("YELLOW_CARD 27 Sam Ode");
        QTest::newRow("a yellow initially shown, then upgraded, is no yellow")
            << QStringLiteral("In the 63rd minute Sam Ode dragged Joe Whitlam down. Referee Mark Bakare initially showed yellow, but after a review "
                              "upgraded it to a red card.")
            << QStringLiteral("RED_CARD 63 Sam Ode");
        QTest::newRow("one who came on two minutes later")
            << QStringLiteral("Joe Whitlam went down on 12 minutes. Owen Tully came on two minutes later.") << QStringLiteral("SUBSTITUTION 14 Owen Tully");
        QTest::newRow("a span counted on, then the minute it came to")
            << QStringLiteral("Tom Kerr needed treatment in the 52nd minute. City manager Elena Marsh made a double change three minutes later, on 55 minutes: "
                              "Owen Tully replaced Joe Whitlam and Sam Ode came on for Dan Fenwick.")
            << QStringLiteral("INJURY 52 Tom Kerr; SUBSTITUTION 55 Owen Tully; SUBSTITUTION 55 Sam Ode");
        QTest::newRow("a time after a clock's opening phrase sets the scene of every clause")
            << QStringLiteral("At 17:43, with 12 minutes on the clock, Sam Ode got to the byline and drilled the ball across, and Joe Whitlam swept it in "
                              "first time from eight yards.")
            << QStringLiteral("GOAL 12 Joe Whitlam");
        QTest::newRow("a timeline's entries told by their running score")
            << QStringLiteral("KEY MOMENTS\n\n8' - Ashford lead. Sam Ode peels off his marker and side-foots Tom Kerr's low cross past Owen Tully. 0-1.\n\n"
                              "40' - Dan Fenwick booked for a cynical foul.\n\n45' - Joe Whitlam shoots wide. Still 0-1.\n\n"
                              "82' - Whitlam gives City hope with a curler from 20 yards. 1-1.")
            << QStringLiteral("GOAL 8 Sam Ode; YELLOW_CARD 40 Dan Fenwick; GOAL 82 Joe Whitlam");
        QTest::newRow("a second yellow opening an entry")
            << QStringLiteral("40' - Dan Fenwick booked for a foul on Joe Whitlam.\n\n67' - Second yellow for Fenwick, who trips Whitlam again on the counter.")
            << QStringLiteral("YELLOW_CARD 40 Dan Fenwick; SECOND_YELLOW 67 Dan Fenwick");
        QTest::newRow("the second booking of the game is no second yellow")
            << QStringLiteral("Second booking of the game for the visitors goes to Dan Fenwick for a late challenge on Joe Whitlam.")
            << QString();
        QTest::newRow("a pen to a side, the keeper's save told by where he went")
            << QStringLiteral("86 mins, Sam Ode brought down in the box, pen to City. Joe Whitlam stepped up and keeper Dan Fenwick saved low to his right.")
            << QStringLiteral("PENALTY_MISS 86 Joe Whitlam");
        QTest::newRow("the ref gave a pen")
            << QStringLiteral("12 mins, Dan Fenwick caught Sam Ode in the box and the ref gave a pen. Joe Whitlam sent keeper Owen Tully the wrong way.")
            << QStringLiteral("PENALTY_GOAL 12 Joe Whitlam");
        QTest::newRow("turned into the empty net")
            << QStringLiteral("Joe Whitlam reacted fastest and turned the ball into the empty net in the 19th minute.")
            << QStringLiteral("GOAL 19 Joe Whitlam");
        QTest::newRow("a shot that made the score")
            << QStringLiteral("Three minutes from the end of extra time, Joe Whitlam drilled a shot through a crowd of bodies to make it 2-2.")
            << QStringLiteral("GOAL 117 Joe Whitlam");
        QTest::newRow("a rating on a line of its own, the blurb's verbs the rated player's")
            << QStringLiteral("Harbour City ratings\n\nSam Ode - 8\nA night to remember. Opened the scoring on 11 minutes with a crisp half-volley.\n\nJoe Whitlam - 4\nA night to forget. It was Whitlam who tripped Dan Fenwick for the penalty. Limped off on 64 minutes and was replaced by Owen Tully.")
            << QStringLiteral("GOAL 11 Sam Ode; INJURY 64 Joe Whitlam; SUBSTITUTION 64 Owen Tully");
        QTest::newRow("a newsletter's bulleted entries: a yellow for one, a second yellow, a change under a side's label, a leap to meet a corner")
            << QStringLiteral("THE GOALS\n- 34' 1-0. Sam Ode rises above everyone to meet Joe Whitlam's corner.\n\nTHE CARDS\n- 40' Yellow for Dan Fenwick (Ashford) – through the back of Owen Tully.\n- 90' Second yellow for Mark Bakare – another cynical tug.\n\nTHE CHANGES\n- 60' Ashford: Tom Kerr on, Dan Fenwick off.")
            << QStringLiteral("GOAL 34 Sam Ode; YELLOW_CARD 40 Dan Fenwick; SECOND_YELLOW 90 Mark Bakare; SUBSTITUTION 60 Tom Kerr");
        QTest::newRow("an equaliser chalked off after a scorer's goals is another's")
            << QStringLiteral("Joe Whitlam scored in the 12th minute, though Ashford will feel aggrieved after a first-half equaliser was chalked off.")
            << QStringLiteral("GOAL 12 Joe Whitlam");
        QTest::newRow("a header sent looping over the goalkeeper")
            << QStringLiteral("In the 71st minute Sam Ode won a header at the near post from a Tom Kerr corner and sent it looping over goalkeeper Dan Fenwick.")
            << QStringLiteral("GOAL 71 Sam Ode");
        QTest::newRow("the goalkeeper beaten, told in the present")
            << QStringLiteral("In the 23rd minute Sam Ode beats the goalkeeper Dan Fenwick with a diagonal shot on the far post.")
            << QStringLiteral("GOAL 23 Sam Ode");
        QTest::newRow("slid beyond the goalkeeper named after his role")
            << QStringLiteral("In the 17th minute Sam Ode ran onto Tom Kerr's through ball, held off Dan Fenwick and slid it beyond goalkeeper Mark Bakare.")
            << QStringLiteral("GOAL 17 Sam Ode");
        QTest::newRow("a side that had gone behind sets the next sentence's goal's scene")
            << QStringLiteral("The Falcons had gone behind in the 14th minute. Sam Ode bent a first-time shot into the top corner.")
            << QStringLiteral("GOAL 14 Sam Ode");
        QTest::newRow("a side handed a penalty with a word before it times the kick told after")
            << QStringLiteral("On 32 minutes Ashford were handed a stonewall penalty when Dan Fenwick clattered through the back of Tom Kerr. There was no protest. Sam Ode sent Mark Bakare the wrong way to make it 1-1.")
            << QStringLiteral("PENALTY_GOAL 32 Sam Ode");
        QTest::newRow("a lone surname opening sentences, an apposition naming a centre-half's role")
            << QStringLiteral("Kettleby, their big lump of a centre-half, got booked on 38 for clattering Joe Whitlam from behind. Kettleby then got his second yellow five minutes from time for a shove on Sam Ode.")
            << QStringLiteral("YELLOW_CARD 38 Kettleby; SECOND_YELLOW 85 Kettleby");
        QTest::newRow("one hurt and another on after him: the change is for him, at his time; a pulled hamstring")
            << QStringLiteral("Owen Tully pulled a hamstring on 63 minutes and Dan Fenwick came on.")
            << QStringLiteral("INJURY 63 Owen Tully; SUBSTITUTION 63 Dan Fenwick");
        QTest::newRow("scorers listed after through or goals from, each with a bracketed minute and an aside")
            << QStringLiteral("But the visitors turned the game around through Sam Ode (17), who finished off a swift counter-attack, and Joe Whitlam (34). Harbour City were 3-2 up thanks to goals from Dan Fenwick (52) and Tom Kerr (84).")
            << QStringLiteral("GOAL 17 Sam Ode; GOAL 34 Joe Whitlam; GOAL 52 Dan Fenwick; GOAL 84 Tom Kerr");
        QTest::newRow("a translated report: a goal defined with a shot, discomfort, one who had to be attended by the medics")
            << QStringLiteral("In the 23rd minute Tom Kerr sent a diagonal pass for Sam Ode, who defined with a cross shot that passed beyond the goalkeeper. In the 66th minute Joe Whitlam left the field with visible discomfort in his right leg. In the 74th minute there was concern for Dan Fenwick, who had to be attended by the medical staff, but he could continue.")
            << QStringLiteral("GOAL 23 Sam Ode; INJURY 66 Joe Whitlam; INJURY 74 Dan Fenwick");
        QTest::newRow("gone in the book; joined another in the book")
            << QStringLiteral("Sam Ode had already gone in the book for a trip on Joe Whitlam on 20 minutes. Tom Kerr was booked on 80 minutes, and skipper Dan Fenwick joined him in the book for kicking the ball away in the 88th minute.")
            << QStringLiteral("YELLOW_CARD 20 Sam Ode; YELLOW_CARD 80 Tom Kerr; YELLOW_CARD 88 Dan Fenwick");
        QTest::newRow("a count on after the event starts a later moment")
            << QStringLiteral("Sam Ode left in the 57th minute with an apparent left knee injury and was replaced by Joe Whitlam, and four minutes later rookie Tom Kerr gave City the lead with a 25-yard rocket into the upper corner.")
            << QStringLiteral("INJURY 57 Sam Ode; SUBSTITUTION 57 Joe Whitlam; GOAL 61 Tom Kerr");
        QTest::newRow("a header that flew past the goalkeeper, the cross met by its scorer; a count on from a change")
            << QStringLiteral("Mark Bakare responded by sending on Sam Ode for Joe Whitlam in the 63rd minute, and the substitute made the difference eight minutes later. Tom Kerr's free kick from the left was met by Sam Ode at the near post, and his glancing header flew past goalkeeper Dan Fenwick. Owen Tully's shot flew past the goalkeeper and wide.")
            << QStringLiteral("SUBSTITUTION 63 Sam Ode; GOAL 71 Sam Ode");
        QTest::newRow("a side ahead sets the own goal's scene; the own-goal scorer named later; extra time that only beckoned")
            << QStringLiteral("Tom Kerr hit the post after nine minutes, and in the 27th minute the visitors were ahead in fortunate fashion. Tom Kerr whipped a low cross across the six-yard box and Sam Ode, stretching to clear, could only divert it into his own net. Sam Ode, the unfortunate own-goal scorer, pulled up clutching his hamstring in the 70th minute. Extra time beckoned until the 93rd minute, when Joe Whitlam flicked a header past the goalkeeper.")
            << QStringLiteral("OWN_GOAL 27 Sam Ode; INJURY 70 Sam Ode; GOAL 90+3 Joe Whitlam");
        QTest::newRow("a goal the referee ruled offside after a review; one adjudged offside")
            << QStringLiteral("Ashford thought they had taken a 17th-minute lead when Sam Ode finished off a quick counter, but after a VAR review lasting nearly two minutes, referee Mark Bakare ruled that Ode had strayed offside before receiving Tom Kerr's through ball. Joe Whitlam headed in on 58 minutes but was adjudged offside by the width of a shoulder.")
            << QStringLiteral("DISALLOWED_GOAL 17 Sam Ode; VAR_REVIEW 17 Sam Ode; DISALLOWED_GOAL 58 Joe Whitlam");
        QTest::newRow("a side told by its noun levelled, not the one booked in the clause before")
            << QStringLiteral("City were rattled and Sam Ode was booked in the 38th minute for a cynical foul on Tom Kerr, but head coach Elena Marsh's side levelled in the first minute of first-half stoppage time.")
            << QStringLiteral("YELLOW_CARD 38 Sam Ode");
        QTest::newRow("a live blog's goal entry: one threads a pass and another lifts it over the keeper")
            << QStringLiteral("23' GOAL! Harbour City 0-1 Ashford Rovers. Class tells. Sam Ode threads a pass inside the full-back and Dan Fenwick lifts it over Owen Tully. Clinical.")
            << QStringLiteral("GOAL 23 Dan Fenwick");
        QTest::newRow("a live blog's award, then the next entry's kick sends the keeper the wrong way")
            << QStringLiteral("111' PENALTY to Harbour! Dan Fenwick bundles over Sam Ode and the referee points straight to the spot. Fenwick is booked.\n\n112' GOAL! Harbour City 2-2 Ashford Rovers. Joe Whitlam sends Tom Kerr the wrong way from 12 yards. What a day for the man of the match.")
            << QStringLiteral("YELLOW_CARD 111 Dan Fenwick; PENALTY_GOAL 112 Joe Whitlam");
        QTest::newRow("a knock taken, one down after colliding while the physio is on")
            << QStringLiteral("46' Change for Harbour: Sam Ode replaces Dan Fenwick, who took a knock just before the break.\n\n52' Delay here. Owen Tully is down after colliding with Tom Kerr and the physio is on. He gets up and carries on.")
            << QStringLiteral("SUBSTITUTION 46 Sam Ode; INJURY 46 Dan Fenwick; INJURY 52 Owen Tully");
        QTest::newRow("the taker after a foul's clause and an aside of his own")
            << QStringLiteral("The referee pointed to the spot when Owen Tully clattered into Sam Ode, and Joe Whitlam, cool as a cucumber, sent the keeper the wrong way.")
            << QStringLiteral("PENALTY_GOAL - Joe Whitlam");
        QTest::newRow("a cross met by one's diving header")
            << QStringLiteral("On 67 minutes, Sam Ode's cross from the left was met by Joe Whitlam's diving header. 2-2, and the striker was singing again.")
            << QStringLiteral("GOAL 67 Joe Whitlam");
        QTest::newRow("'penalties it is' tells the shoot-out next: a heading and lines in the present")
            << QStringLiteral("120+2' FULL-TIME after extra time: Harbour City 2-2 Ashford Rovers. Penalties it is, at the Harbour end.\n\nPENALTIES (Ashford go first)\nDan Fenwick scores. 0-1.\nJoe Whitlam scores, again. 1-1.\nTom Kerr's kick is SAVED by Owen Tully, diving low to his right! 1-1.\nSam Ode hits the crossbar! 1-1.")
            << QStringLiteral("PENALTY_GOAL - Dan Fenwick; PENALTY_GOAL - Joe Whitlam; PENALTY_MISS - Tom Kerr; PENALTY_MISS - Sam Ode");
        QTest::newRow("a miss of another match in a relative clause, the kick sent the wrong way")
            << QStringLiteral("Dan Fenwick handled a corner on 67 minutes and the referee pointed to the spot. Joe Whitlam, who had missed his previous penalty against Dunsby in March, sent keeper Tom Kerr the wrong way.")
            << QStringLiteral("PENALTY_GOAL 67 Joe Whitlam");
        QTest::newRow("the keeper keeps out a role noun's penalty: the one named before him")
            << QStringLiteral("Just before the half-hour, Tom Kerr was booked for tripping Sam Ode in the box, but Owen Tully dived full length to keep out the striker's penalty.")
            << QStringLiteral("YELLOW_CARD - Tom Kerr; PENALTY_MISS - Sam Ode");
        QTest::newRow("a cross met with a firm header to give the side the lead, by 'he'")
            << QStringLiteral("Joe Whitlam had, in fact, already made his mark. In the 12th minute he met Sam Ode's cross with a firm header to give Harbour City the lead.")
            << QStringLiteral("GOAL 12 Joe Whitlam");
        QTest::newRow("the chance to give the side the lead is no goal")
            << QStringLiteral("Joe Whitlam had the chance to give Harbour City the lead but shot wide.")
            << QStringLiteral("");
        QTest::newRow("booked, then fortunate to escape further punishment")
            << QStringLiteral("The second dismissal, in the 76th minute, belonged to Dan Fenwick. The midfielder had been booked in the 52nd minute for a tug on Sam Ode and was fortunate to escape further punishment shortly afterwards.")
            << QStringLiteral("YELLOW_CARD 52 Dan Fenwick; RED_CARD 76 Dan Fenwick");
        QTest::newRow("the side's captain stands for the one named before, a second yellow shown")
            << QStringLiteral("Then Dan Fenwick lost his head. The Ashford Rovers captain went straight through the back of Sam Ode on 81 minutes and was shown a second yellow.")
            << QStringLiteral("SECOND_YELLOW 81 Dan Fenwick");
        QTest::newRow("a participle after a comma tells of the sentence's subject")
            << QStringLiteral("Joe Whitlam had the visitors in front in just the fourth minute, bundling home at the back post after keeper Tom Kerr spilled a corner.")
            << QStringLiteral("GOAL 4 Joe Whitlam");
        QTest::newRow("a finish slotted under the keeper")
            << QStringLiteral("Joe Whitlam turned provider, slipping a ball in behind, and Sam Ode slotted it under Tom Kerr on 62 minutes.")
            << QStringLiteral("GOAL 62 Sam Ode");
        QTest::newRow("translated: the reward arrived in the minute, a header to the net in the next sentence")
            << QStringLiteral("The team of Elena Marsh came out with intensity and the reward arrived in the minute 23. Sam Ode put a centre measured from the right band and Joe Whitlam, very attentive, headed to the net without option for the goalkeeper.")
            << QStringLiteral("GOAL 23 Joe Whitlam");
        QTest::newRow("translated: attended by the medical services")
            << QStringLiteral("In the minute 85 the goalkeeper Tom Kerr had to be attended by the medical services after a strong blow with Sam Ode in an aerial ball.")
            << QStringLiteral("INJURY 85 Tom Kerr");
        QTest::newRow("translated: saw the second yellow and therefore the red")
            << QStringLiteral("In the minute 52 Sam Ode was booked. Six minutes later Ode, already warned, arrived late to a ball dividing with Joe Whitlam and saw the second yellow and therefore the red.")
            << QStringLiteral("YELLOW_CARD 52 Sam Ode; SECOND_YELLOW 58 Sam Ode");
        QTest::newRow("a goal counted from the scorer's coming on, a sentence later")
            << QStringLiteral("Joe Whitlam entered for Sam Ode in the minute 64. Only six minutes after entering the field, Whitlam smashed it into the net.")
            << QStringLiteral("SUBSTITUTION 64 Joe Whitlam; GOAL 70 Joe Whitlam");
        QTest::newRow("a goal counted from the scorer's coming on in its sentence")
            << QStringLiteral("Joe Whitlam came on for Sam Ode on 64 minutes and within six minutes of his introduction he had smashed it into the net.")
            << QStringLiteral("SUBSTITUTION 64 Joe Whitlam; GOAL 70 Joe Whitlam");
        QTest::newRow("a tabloid's lede names its scorer in capitals")
            << QStringLiteral("JOE WHITLAM was the hero last night as he headed in an 88th-minute winner to sink Ashford Rovers.")
            << QStringLiteral("GOAL 88 Joe Whitlam");
        QTest::newRow("a rough time restated exactly in an aside")
            << QStringLiteral("Ashford had led through a Sam Ode strike on 14 minutes before Joe Whitlam levelled just after the hour - 63 minutes - with a tap-in. Tom Kerr was booked on the stroke of half-time (44).")
            << QStringLiteral("GOAL 14 Sam Ode; GOAL 63 Joe Whitlam; YELLOW_CARD 44 Tom Kerr");
        QTest::newRow("a scene's bare ordinal times the goal told after it")
            << QStringLiteral("Ashford tied it in the 34th. Joe Whitlam handled in the box. Sam Ode converted the penalty.")
            << QStringLiteral("PENALTY_GOAL 34 Sam Ode");
        QTest::newRow("a goal ruled out by a ruling on a foul, a penalty smacked off the post")
            << QStringLiteral("Sam Ode bundled the ball over the line a minute into stoppage time, only for referee Mark Bakare to rule that he had climbed all over goalkeeper Owen Tully in the process. Earlier, Joe Whitlam smacked a penalty off the foot of the post on 41 minutes.")
            << QStringLiteral("DISALLOWED_GOAL 90+1 Sam Ode; PENALTY_MISS 41 Joe Whitlam");
        QTest::newRow("amends for a penalty miss, a shot drilled through the keeper's legs")
            << QStringLiteral("City went ahead again in the 56th minute. Joe Whitlam made amends for his penalty miss by skipping past two challenges and drilling a low shot through Owen Tully's legs.")
            << QStringLiteral("GOAL 56 Joe Whitlam");
        QTest::newRow("the one coming on in the hurt one's place is not hurt, whom a role noun stands for")
            << QStringLiteral("Dan Fenwick was booked on 78 minutes for a two-footed lunge on Tom Kerr. The winger needed lengthy treatment and eventually limped off, with Sam Ode coming on in his place on 80 minutes.")
            << QStringLiteral("YELLOW_CARD 78 Dan Fenwick; INJURY 80 Tom Kerr; SUBSTITUTION 80 Sam Ode");
        QTest::newRow("a penalty driven in, told as an infinitive; a side sent through is no kick")
            << QStringLiteral("City were rescued in the 109th minute. Sam Ode was tripped by Dan Fenwick and picked himself up to drive the penalty into the roof of the net. Joe Whitlam held his nerve to send City into the final.")
            << QStringLiteral("PENALTY_GOAL 109 Sam Ode");
        QTest::newRow("a save beyond hope in a quote is none")
            << QStringLiteral("\"I didn't think I'd be able to finish the game, never mind save a penalty,\" said Owen Tully.")
            << QStringLiteral("");
        QTest::newRow("a role noun after a possessive named last stands for the one named before")
            << QStringLiteral("Owen Tully was the hero, the goalkeeper diving low to keep out Dan Fenwick's kick. It was a remarkable afternoon for the 31-year-old, who needed treatment on his shoulder six minutes from the end of normal time.")
            << QStringLiteral("INJURY 84 Owen Tully");
        QTest::newRow("a scorer's earlier goal told in a relative clause, then another")
            << QStringLiteral("Joe Whitlam, who had opened the scoring in the eighth minute, added a second on the hour.")
            << QStringLiteral("GOAL 8 Joe Whitlam; GOAL 60 Joe Whitlam");
        QTest::newRow("a spot-kick parried by one in a relative clause, 'his' the subject's")
            << QStringLiteral("City should have gone in at the break in front. Joe Whitlam was tripped by Dan Fenwick as he burst into the box, but his spot-kick was too close to Tom Kerr, who parried it away and then smothered the rebound.")
            << QStringLiteral("PENALTY_MISS - Joe Whitlam");
        QTest::newRow("a dismissal owned past an adjective; a quote's comfort is no goal")
            << QStringLiteral("The visitors, who finished the game with ten men after Dan Fenwick's late dismissal, will feel they deserved something. \"Sam will be gutted, but he's scored plenty for us and he'll score plenty more.\"")
            << QStringLiteral("RED_CARD - Dan Fenwick");
        QTest::newRow("translated: a kick after the award making the score level, a shot striking the post, one coming in for another")
            << QStringLiteral("In the 40th minute the visitors were awarded a penalty when the ball was hitting the hand of City defender Sam Ode inside the box. Dan Fenwick stepped up and with calm he placed the ball to the right of goalkeeper Owen Tully to make the score 1-1. The coach did a double substitution in the 72nd minute. Tom Kerr came in for Fenwick. In the fifth minute of injury time Ode was brought down inside the box and the referee pointed to the spot. Joe Whitlam took the responsibility but his shot was striking the left post and going out.")
            << QStringLiteral("PENALTY_GOAL 40 Dan Fenwick; SUBSTITUTION 72 Tom Kerr; PENALTY_MISS 90+5 Joe Whitlam");
        QTest::newRow("a side striking the woodwork, a team's changes coming in for others")
            << QStringLiteral("Harbour City made two changes to the side that drew 0-0 on Friday, with Sam Ode and Tom Kerr coming in for Dan Fenwick and Owen Tully. Ashford were awarded a penalty, and City were troubled by Ashford striking the woodwork three times.")
            << QStringLiteral("");
        QTest::newRow("a heading's bracketed minute times the paragraph after it")
            << QStringLiteral("1-0: WHITLAM'S VOLLEY (14 mins)\n\nTom Kerr's cross was headed away only as far as Joe Whitlam, who met the dropping ball on the volley and sent it crashing in off the underside of the crossbar.\n\nSam Ode was booked in the 40th minute.")
            << QStringLiteral("GOAL 14 Joe Whitlam; YELLOW_CARD 40 Sam Ode");
        QTest::newRow("a shot curled in off the far post")
            << QStringLiteral("Sam Ode cut in from the left and curled a shot beyond Tully's dive and in off the far post on 73 minutes.")
            << QStringLiteral("GOAL 73 Sam Ode");
        QTest::newRow("a goal ruled out by the whistle going for a foul")
            << QStringLiteral("City thought they had their reward on 88 minutes when Sam Ode forced home from close range, only for the whistle to go for a foul on Owen Tully.")
            << QStringLiteral("DISALLOWED_GOAL 88 Sam Ode");
        QTest::newRow("carried on for a while is no change")
            << QStringLiteral("Joe Whitlam received treatment and carried on for a while, but he never looked comfortable and was replaced by Sam Ode on 61 minutes.")
            << QStringLiteral("INJURY 61 Joe Whitlam; SUBSTITUTION 61 Sam Ode");
        QTest::newRow("a cross that struck an arm is the handball a penalty was given for")
            << QStringLiteral("Tom Kerr's cross struck Dan Fenwick's outstretched arm and the referee pointed to the spot. Sam Ode sent Mark Bakare the wrong way.")
            << QStringLiteral("PENALTY_GOAL - Sam Ode");
        QTest::newRow("a header that struck an arm, the ball back off the post")
            << QStringLiteral("Joe Whitlam's header struck Sam Ode on the arm and the referee pointed to the spot. Whitlam took it himself, and the ball "
                              "rattled back off the post and was scrambled clear.")
            << QStringLiteral("PENALTY_MISS - Joe Whitlam");
        QTest::newRow("a pronoun for the manager the sentence before named alone")
            << QStringLiteral("Sam Ode rose above Owen Tully to head in. That proved too much for City manager Elena Marsh. She was shown a red card for her reaction.")
            << QStringLiteral("GOAL - Sam Ode; RED_CARD - Elena Marsh");
        QTest::newRow("a pronoun for the manager, sent to the stands")
            << QStringLiteral("Sam Ode rose above Owen Tully to head in. City manager Elena Marsh was furious. She was sent to the stands.")
            << QStringLiteral("GOAL - Sam Ode; RED_CARD - Elena Marsh");
        QTest::newRow("a dismissal told back is no card")
            << QStringLiteral("Sam Ode, who took over in the winter after Joe Whitlam's dismissal, has rebuilt the side. City were level seven minutes after the dismissal, when Tom Kerr headed in.")
            << QStringLiteral("GOAL - Tom Kerr");
        QTest::newRow("a side that had a man sent off, in a summary")
            << QStringLiteral("City fell behind, equalised, had a man sent off and then watched goalkeeper Joe Whitlam save a penalty.")
            << QString();
        QTest::newRow("a doubt after the miss is no doubt of it")
            << QStringLiteral("Tom Kerr hauled down Sam Ode in the 41st minute and the referee pointed to the spot. Joe Whitlam grabbed the ball, stepped up - and blazed his spot-kick so high it nearly landed in the car park.")
            << QStringLiteral("PENALTY_MISS 41 Joe Whitlam");
        QTest::newRow("a keeper diving to stop one's PK attempt, after another's foul")
            << QStringLiteral("In the 70th minute Tom Kerr brought down Sam Ode and was cautioned, but he atoned by diving to his left to stop Joe Whitlam's PK attempt.")
            << QStringLiteral("YELLOW_CARD 70 Tom Kerr; PENALTY_MISS 70 Joe Whitlam");
        QTest::newRow("a penalty saved, an aside on its award between commas")
            << QStringLiteral("Joe Whitlam's 58th-minute penalty, awarded after Tom Kerr had brought him down, was saved by the goalkeeper.")
            << QStringLiteral("PENALTY_MISS 58 Joe Whitlam");
        QTest::newRow("a spot-kick beaten away")
            << QStringLiteral("Joe Whitlam's spot-kick was beaten away by Tom Kerr in the 78th minute.")
            << QStringLiteral("PENALTY_MISS 78 Joe Whitlam");
        QTest::newRow("the post struck from the penalty spot")
            << QStringLiteral("In the ninth minute Joe Whitlam struck the base of the post from the penalty spot after Dan Fenwick tripped Sam Ode.")
            << QStringLiteral("PENALTY_MISS 9 Joe Whitlam");
        QTest::newRow("the kick smashed against the bar after the award")
            << QStringLiteral("City were awarded a penalty. Joe Whitlam took the kick himself in the 27th minute but smashed it against the bar.")
            << QStringLiteral("PENALTY_MISS 27 Joe Whitlam");
        QTest::newRow("a penalty which one smashed against the post")
            << QStringLiteral("City had to survive a stoppage-time penalty, which Joe Whitlam smashed against the post five minutes into added time.")
            << QStringLiteral("PENALTY_MISS 90+5 Joe Whitlam");
        QTest::newRow("saw his spot kick pushed onto the post")
            << QStringLiteral("On 29 minutes Joe Whitlam saw his spot kick pushed onto the post by Tom Kerr.")
            << QStringLiteral("PENALTY_MISS 29 Joe Whitlam");
        QTest::newRow("gave the side the equaliser")
            << QStringLiteral("In the 89th minute, with a strong shot under the crossbar, Joe Whitlam gave City the equaliser.")
            << QStringLiteral("GOAL 89 Joe Whitlam");
        QTest::newRow("'He' opening a sentence carries its subject on")
            << QStringLiteral("Tom Kerr was excellent all afternoon. He saved well from Joe Whitlam and Sam Ode. He was booked for time-wasting on 82 minutes.")
            << QStringLiteral("YELLOW_CARD 82 Tom Kerr");
        QTest::newRow("a kick told as a wish") << QStringLiteral("\"If Sam Ode scores the penalty it is a different game,\" said Elena Marsh.") << QString();
    }
    void readsAParagraph()
    {
        QFETCH(QString, paragraph);
        QFETCH(QString, events);
        QCOMPARE(eventsAfterAHeadline(paragraph), events);
    }

    // Players sent on by their manager or side, each for the one named after "for", several in a sentence; one who
    // "departs for" another; another match's words in a relative clause leave the sentence this match's.
    void readsPlayersSentOnForOthers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("substitutions");
        QTest::newRow("sending on") << QStringLiteral("City made their first change after 66 minutes, sending on Owen Tully for Joe Whitlam.")
                                    << QStringLiteral("66 Owen Tully on for Joe Whitlam");
        QTest::newRow("sent on in search of a winner, a shot's words no negation of the change")
            << QStringLiteral("Elena Marsh then sent on Owen Tully for Joe Whitlam in the 61st minute in search of a winner.")
            << QStringLiteral("61 Owen Tully on for Joe Whitlam");
        QTest::newRow("a change that would have been") << QStringLiteral("Elena Marsh would have sent on Owen Tully for Joe Whitlam had he been fit.")
                                                       << QString();
        QTest::newRow("to throw on") << QStringLiteral("Ashford's response was to throw on Dan Fenwick for Sam Ode.")
                                     << QStringLiteral("- Dan Fenwick on for Sam Ode");
        QTest::newRow("two in a sentence") << QStringLiteral("Both sides changed, with Owen Tully coming on for Joe Whitlam while Ashford send on Dan Fenwick for Sam Ode.")
                                           << QStringLiteral("- Owen Tully on for Joe Whitlam; - Dan Fenwick on for Sam Ode");
        QTest::newRow("off went one, on came another") << QStringLiteral("It was the key decision: off went Joe Whitlam, on came Owen Tully, and with him a new shape.")
                                                       << QStringLiteral("- Owen Tully on for Joe Whitlam");
        QTest::newRow("sent on, nobody named going off") << QStringLiteral("City sent on Owen Tully to chase the game.") << QStringLiteral("- Owen Tully on");
        QTest::newRow("sent on for a role and a name") << QStringLiteral("Elena Marsh went direct by sending on Owen Tully for midfielder Joe Whitlam on 70 minutes.")
                                                      << QStringLiteral("70 Owen Tully on for Joe Whitlam");
        QTest::newRow("added one for another") << QStringLiteral("Elena Marsh added Owen Tully for defender Joe Whitlam with ten minutes to play.")
                                               << QStringLiteral("80 Owen Tully on for Joe Whitlam");
        QTest::newRow("sacrificed one for another") << QStringLiteral("Elena Marsh sacrificed attacking midfielder Joe Whitlam for defender Owen Tully (68').")
                                                    << QStringLiteral("68 Owen Tully on for Joe Whitlam");
        QTest::newRow("two told together, the second untimed")
            << QStringLiteral("Mark Bakare turned to his bench with a quarter of an hour left, with Owen Tully replacing the booked Dan Fenwick and Sam Ode coming on for Joe Whitlam.")
            << QStringLiteral("75 Owen Tully on for Dan Fenwick; 75 Sam Ode on for Joe Whitlam");
        QTest::newRow("at the start of extra time, a time told before")
            << QStringLiteral("Tom Kerr was cautioned two minutes from the end of normal time. Mark Bakare replaced Joe Whitlam with Sam Ode at the start of extra time.")
            << QStringLiteral("91 Sam Ode on for Joe Whitlam");
        QTest::newRow("two pairs, each one for another")
            << QStringLiteral("Elena Marsh made a double change with 19 minutes left, sending on Joe Whitlam for Sam Ode and Tom Kerr for Dan Fenwick.")
            << QStringLiteral("71 Joe Whitlam on for Sam Ode; 71 Tom Kerr on for Dan Fenwick");
        QTest::newRow("unable to continue, and replaced")
            << QStringLiteral("Sam Ode was unable to continue on 58 minutes and was replaced by Joe Whitlam.")
            << QStringLiteral("58 Joe Whitlam on for Sam Ode");
        QTest::newRow("in the place of another")
            << QStringLiteral("Elena Marsh reacted after the hour mark, sending onto the field Joe Whitlam in the place of Sam Ode.")
            << QStringLiteral("60 Joe Whitlam on for Sam Ode");
        QTest::newRow("one who did not return for the second half")
            << QStringLiteral("In the third minute of first-half stoppage time Tom Kerr swung an elbow into the face of Sam Ode. "
                              "Ode needed treatment for a cut above the eye and did not return for the second half; Joe Whitlam took his place.")
            << QStringLiteral("46 Joe Whitlam on for Sam Ode");
        QTest::newRow("at the interval of extra time")
            << QStringLiteral("Tom Kerr was cautioned two minutes into extra time. Mark Bakare threw on Sam Ode for the exhausted Joe Whitlam at the interval of extra time.")
            << QStringLiteral("106 Sam Ode on for Joe Whitlam");
        QTest::newRow("withdrawn, and another sent on")
            << QStringLiteral("Tom Kerr, struggling with Sam Ode's pace, was withdrawn on 57 minutes and Joe Whitlam sent on to play high on the right.")
            << QStringLiteral("57 Joe Whitlam on for Tom Kerr");
        QTest::newRow("goals added, no change") << QStringLiteral("Sam Ode added a second for Harbour City after 20 minutes.") << QString();
        QTest::newRow("two are replaced by two") << QStringLiteral("Double substitution for City as Joe Whitlam and Sam Ode are replaced by Owen Tully and Dan Fenwick.")
                                                 << QStringLiteral("- Owen Tully on for Joe Whitlam; - Dan Fenwick on for Sam Ode");
        QTest::newRow("withdrew one, an aside, for another") << QStringLiteral("Kerr withdrew Joe Whitlam, who had been the game's outstanding player, for Owen Tully in the 81st minute.")
                                                             << QStringLiteral("81 Owen Tully on for Joe Whitlam");
        QTest::newRow("withdrew one, an aside, and sent on an age") << QStringLiteral("City changed on 70 minutes, as Kerr withdrew Joe Whitlam, his most dangerous forward, and sent on the 18-year-old Owen Tully.")
                                                                    << QStringLiteral("70 Owen Tully on for Joe Whitlam");
        QTest::newRow("took off a role, introduced one who had not started") << QStringLiteral("Kerr took off the defensive midfielder Sam Ode and introduced Dan Fenwick, who had not started a league game since October.")
                                                                             << QStringLiteral("- Dan Fenwick on for Sam Ode");
        QTest::newRow("departs for") << QStringLiteral("Joe Whitlam departs for Owen Tully on 73 minutes.") << QStringLiteral("73 Owen Tully on for Joe Whitlam");
        QTest::newRow("another match in a remark on the side")
            << QStringLiteral("Joe Whitlam is replaced by Owen Tully, who was on Ashford's books two years ago.") << QStringLiteral("- Owen Tully on for Joe Whitlam");
        QTest::newRow("for another's strike partner") << QStringLiteral("City make a change on 81 minutes, Owen Tully on for Joe Whitlam's strike partner Dan Fenwick.")
                                                      << QStringLiteral("81 Owen Tully on for Dan Fenwick");
        QTest::newRow("another match's") << QStringLiteral("Owen Tully came on for Joe Whitlam in this fixture two years ago.") << QString();
        QTest::newRow("entered for, one change among other names") << QStringLiteral("At the interval Dan Fenwick moved his bench and Owen Tully entered for Joe Whitlam, who had been booked by Sam Ode.")
                                                                   << QStringLiteral("46 Owen Tully on for Joe Whitlam");
        QTest::newRow("the start of a half is no selection") << QStringLiteral("On 72 minutes Owen Tully entered for Joe Whitlam, who had complained of an ankle problem since the start of the second half.")
                                                             << QStringLiteral("72 Owen Tully on for Joe Whitlam");
        QTest::newRow("for the tiring one") << QStringLiteral("The manager had already thrown on Owen Tully for the tiring Joe Whitlam on 68 minutes.")
                                            << QStringLiteral("68 Owen Tully on for Joe Whitlam");
        QTest::newRow("two changes, each its own words") << QStringLiteral("Owen Tully was introduced for Joe Whitlam and Dan Fenwick came off the bench in place of Sam Ode.")
                                                         << QStringLiteral("- Owen Tully on for Joe Whitlam; - Dan Fenwick on for Sam Ode");
        QTest::newRow("one change told twice") << QStringLiteral("Owen Tully came on for Joe Whitlam, replacing the injured striker.")
                                               << QStringLiteral("- Owen Tully on for Joe Whitlam");
        QTest::newRow("the one fouled is no side of the change") << QStringLiteral("Joe Whitlam turned his ankle in a challenge with Sam Ode and, after treatment, made way for Owen Tully on 40 minutes.")
                                                                 << QStringLiteral("40 Owen Tully on for Joe Whitlam");
        QTest::newRow("taken off and replaced by one") << QStringLiteral("On 33 minutes Joe Whitlam was taken off on a stretcher and replaced by Owen Tully.")
                                                       << QStringLiteral("33 Owen Tully on for Joe Whitlam");
        QTest::newRow("one sent on with another's place") << QStringLiteral("Joe Whitlam hobbled off after 33 minutes, with Owen Tully sent on in his place.")
                                                          << QStringLiteral("33 Owen Tully on for Joe Whitlam");
        QTest::newRow("a manager replaced one with another") << QStringLiteral("On 61 minutes Dan Fenwick replaced Joe Whitlam with Owen Tully.")
                                                             << QStringLiteral("61 Owen Tully on for Joe Whitlam");
        QTest::newRow("replaced, then minutes left") << QStringLiteral("Owen Tully replaced Joe Whitlam with 20 minutes left, and Sam Ode went off.")
                                                     << QStringLiteral("70 Owen Tully on for Joe Whitlam");
        QTest::newRow("introducing one for another") << QStringLiteral("Dan Fenwick tried everything, introducing Owen Tully for Joe Whitlam in the 80th minute.")
                                                     << QStringLiteral("80 Owen Tully on for Joe Whitlam");
        QTest::newRow("inserting one for the tiring one") << QStringLiteral("Dan Fenwick changed shape, inserting Owen Tully for the unlucky Joe Whitlam on 60 minutes.")
                                                          << QStringLiteral("60 Owen Tully on for Joe Whitlam");
        QTest::newRow("subbed on one for another") << QStringLiteral("Dan Fenwick subbed on Owen Tully for Joe Whitlam in the 70th minute.")
                                                   << QStringLiteral("70 Owen Tully on for Joe Whitlam");
        QTest::newRow("subbed on after his name") << QStringLiteral("Owen Tully subbed on for Joe Whitlam in the 70th minute.")
                                                  << QStringLiteral("70 Owen Tully on for Joe Whitlam");
        QTest::newRow("hooked one for another")
            << QStringLiteral("Elena Marsh hooked the tiring Joe Whitlam for Owen Tully with 16 minutes left.")
            << QStringLiteral("74 Owen Tully on for Joe Whitlam");
        QTest::newRow("hooking one for a young gun")
            << QStringLiteral("Elena Marsh rolled the dice, hooking Sam Ode for young gun Dan Fenwick on 66 minutes.")
            << QStringLiteral("66 Dan Fenwick on for Sam Ode");
    }
    void readsPlayersSentOnForOthers()
    {
        QFETCH(QString, text);
        QFETCH(QString, substitutions);
        const QString report = QStringLiteral("Harbour City 1-1 Ashford Rovers\n\n") + text;
        QStringList got;
        for (const MatchEvent &e : eventsOfType(extractor().extract(report), EventType::Substitution))
            got.append(shownMinute(e) + QLatin1Char(' ') + e.detail);
        QCOMPARE(got.join(QLatin1String("; ")), substitutions);
    }

    // The player going off named only as "him", "his place" or "He".
    void readsSubstitutionsToldWithPronouns_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("substitution");
        QTest::newRow("came on for him") << QStringLiteral("Joe Whitlam limped off after 30 minutes and Owen Tully came on for him.") << QStringLiteral("30 Owen Tully on for Joe Whitlam");
        QTest::newRow("in his place") << QStringLiteral("Joe Whitlam limped off after 30 minutes. Owen Tully came on in his place.") << QStringLiteral("30 Owen Tully on for Joe Whitlam");
        QTest::newRow("He was replaced by") << QStringLiteral("Joe Whitlam limped off after 30 minutes. He was replaced by Owen Tully.") << QStringLiteral("30 Owen Tully on for Joe Whitlam");
        QTest::newRow("taking his place") << QStringLiteral("Joe Whitlam limped off after 30 minutes, with Owen Tully taking his place.") << QStringLiteral("30 Owen Tully on for Joe Whitlam");
        QTest::newRow("replacing him") << QStringLiteral("Joe Whitlam was forced off injured after 30 minutes, Owen Tully replacing him.") << QStringLiteral("30 Owen Tully on for Joe Whitlam");
        QTest::newRow("He collided with one, then replaced") << QStringLiteral("Bad news for keeper Joe Whitlam. He collided with Sam Ode, needed treatment and was replaced by Owen Tully on 54 minutes.")
                                                             << QStringLiteral("54 Owen Tully on for Joe Whitlam");
        QTest::newRow("hooked one and threw on another") << QStringLiteral("He hooked Joe Whitlam on 61 minutes and threw on striker Owen Tully.")
                                                         << QStringLiteral("61 Owen Tully on for Joe Whitlam");
        QTest::newRow("took one off and brought another on") << QStringLiteral("The manager took off Joe Whitlam and brought on Owen Tully.")
                                                             << QStringLiteral("- Owen Tully on for Joe Whitlam");
        QTest::newRow("his manager sent him on for") << QStringLiteral("Owen Tully had been on the pitch for barely 18 minutes when he won it. Dan Fenwick sent him on for Joe Whitlam on 65 minutes.")
                                                    << QStringLiteral("65 Owen Tully on for Joe Whitlam");
        QTest::newRow("his manager replaced him with") << QStringLiteral("Joe Whitlam tried to continue, but three minutes later Dan Fenwick had to replace him with Owen Tully on 66 minutes.")
                                                      << QStringLiteral("66 Owen Tully on for Joe Whitlam");
        QTest::newRow("fouled one and was replaced") << QStringLiteral("Joe Whitlam fouled Tom Kerr in the 30th minute and was replaced by Owen Tully after 72 minutes.")
                                                     << QStringLiteral("72 Owen Tully on for Joe Whitlam");
        QTest::newRow("a rating's blurb, its subject left out") << QStringLiteral("Joe Whitlam 4 - A difficult afternoon. Tripped Tom Kerr to concede the "
                                                                                  "penalty and was booked for it, and was replaced by Owen Tully after 72 minutes.")
                                                                << QStringLiteral("72 Owen Tully on for Joe Whitlam");
    }
    void readsSubstitutionsToldWithPronouns()
    {
        QFETCH(QString, text);
        QFETCH(QString, substitution);
        const QString report = QStringLiteral("Harbour City 1-1 Ashford Rovers\n\n") + text;
        const AnnotationSet set = extractor().extract(report);
        const QList<MatchEvent> substitutions = eventsOfType(set, EventType::Substitution);
        QVERIFY2(substitutions.size() == 1, qPrintable(describe(set, report)));
        const MatchEvent &e = substitutions.first();
        QCOMPARE(shownMinute(e) + QLatin1Char(' ') + e.detail, substitution);
        QCOMPARE(e.secondPlayer, QStringLiteral("Joe Whitlam"));
    }

    // A shoot-out told kick by kick in prose, from the sentence that takes the report to it: a clause a kick, its
    // taker the one acting, the one saved from, or the one whose effort it was; a name a clause before a verb names its
    // taker; "as did", "both", a list after "by". Not a result's or a forcing goal's sentence, nor a keeper's tally,
    // nor a sentence with a minute.
    void readsAShootOutKickByKick_data()
    {
        QTest::addColumn<QString>("paragraph");
        QTest::addColumn<QString>("kicks");
        QTest::newRow("clauses") << QStringLiteral("City went first in the shoot-out. Joe Whitlam scored, as did Sam Ode. Tom Baxter then dived to his right to save "
                                                   "from Dan Fenwick, and Owen Tully put City ahead. Lewis Harte levelled, Harry Kent converted with a cool finish, and "
                                                   "Ian Parkhill, so unlucky in normal time, clipped the crossbar.")
                                 << QStringLiteral("PENALTY_GOAL Joe Whitlam; PENALTY_GOAL Sam Ode; PENALTY_MISS Dan Fenwick (Tom Baxter); PENALTY_GOAL Owen Tully; "
                                                   "PENALTY_GOAL Lewis Harte; PENALTY_GOAL Harry Kent; PENALTY_MISS Ian Parkhill");
        QTest::newRow("saved by, an effort palmed away, both") << QStringLiteral("And so to penalties. Joe Whitlam saw his effort saved by Tom Baxter; Sam Ode converted. "
                                                                                 "Baxter then palmed away Dan Fenwick's weak kick, and Owen Tully and Harry Kent were both successful.")
                                                               << QStringLiteral("PENALTY_MISS Joe Whitlam (Tom Baxter); PENALTY_GOAL Sam Ode; PENALTY_MISS Dan Fenwick (Tom Baxter); "
                                                                                 "PENALTY_GOAL Owen Tully; PENALTY_GOAL Harry Kent");
        QTest::newRow("a list after 'by'") << QStringLiteral("The shoot-out went to the wire. The first four penalties were all converted in order by Joe Whitlam, Sam Ode, "
                                                             "Dan Fenwick and Owen Tully, before Lewis Harte's kick was saved by Tom Baxter.")
                                           << QStringLiteral("PENALTY_GOAL Joe Whitlam; PENALTY_GOAL Sam Ode; PENALTY_GOAL Dan Fenwick; PENALTY_GOAL Owen Tully; "
                                                             "PENALTY_MISS Lewis Harte (Tom Baxter)");
        QTest::newRow("the goal that forced it") << QStringLiteral("Dan Fenwick scored late on to force a shoot-out. City won it on penalties.") << QString();
        QTest::newRow("a keeper's tally") << QStringLiteral("The shoot-out followed. Tom Baxter saved three penalties out of three.") << QString();
        QTest::newRow("a minute ends it") << QStringLiteral("The shoot-out followed. Joe Whitlam scored first.\n\nSam Ode had scored in the 30th minute.")
                                          << QStringLiteral("PENALTY_GOAL Joe Whitlam");
        QTest::newRow("under a heading") << QStringLiteral("The shoot-out\n\nJoe Whitlam drilled his kick into the bottom corner to level, and Tom Baxter then "
                                                           "dived full length to keep out Dan Fenwick. Owen Tully saw his effort saved, and Lewis Harte kept his nerve. "
                                                           "That left Harry Kent with the chance to win it, and the skipper made no mistake.")
                                         << QStringLiteral("PENALTY_GOAL Joe Whitlam; PENALTY_MISS Dan Fenwick (Tom Baxter); PENALTY_MISS Owen Tully; "
                                                           "PENALTY_GOAL Lewis Harte; PENALTY_GOAL Harry Kent");
        QTest::newRow("a paragraph's last sentence heralds the next paragraph's kicks")
            << QStringLiteral("Neither side found a winner, and it went to penalties.\n\nJoe Whitlam and Sam Ode scored City's first two kicks, matched by "
                              "Lewis Harte and Ian Parkhill. Dan Fenwick then struck the post.")
            << QStringLiteral("PENALTY_GOAL Joe Whitlam; PENALTY_GOAL Sam Ode; PENALTY_GOAL Lewis Harte; PENALTY_GOAL Ian Parkhill; PENALTY_MISS Dan Fenwick");
        QTest::newRow("a goal that sends the tie to penalties; the opening kicks")
            << QStringLiteral("Three minutes from the end of extra time Joe Whitlam bundled the ball over the line to send the tie to penalties.\n\n"
                              "Sam Ode and Lewis Harte converted the opening kicks. Owen Tully made it 2-1 and Ian Parkhill replied, but Dan Fenwick then struck the foot of the post.")
            << QStringLiteral("PENALTY_GOAL Sam Ode; PENALTY_GOAL Lewis Harte; PENALTY_GOAL Owen Tully; PENALTY_GOAL Ian Parkhill; PENALTY_MISS Dan Fenwick");
        QTest::newRow("a paragraph told before the shoot-out began heralds the next's kicks")
            << QStringLiteral("The benches had to be separated before the shoot-out began, and the kicks that followed were just as fraught.\n\n"
                              "Joe Whitlam scored the first for City and Lewis Harte replied. Tom Baxter then dived to his right to save from Sam Ode.")
            << QStringLiteral("PENALTY_GOAL Joe Whitlam; PENALTY_GOAL Lewis Harte; PENALTY_MISS Sam Ode (Tom Baxter)");
        QTest::newRow("a timed paragraph before it, then who went first")
            << QStringLiteral("Tom Kerr's last act before the shoot-out was to send on a reserve keeper in the final minute of extra time.\n\n"
                              "Harbour City went first. Joe Whitlam rolled his kick into the bottom-left corner: 1-0. Lewis Harte replied, hard and high "
                              "into the roof of the net: 1-1.")
            << QStringLiteral("PENALTY_GOAL Joe Whitlam; PENALTY_GOAL Lewis Harte");
        QTest::newRow("a long sentence ending with a colon heralds the kicks listed after it")
            << QStringLiteral("The shoot-out, taken in front of the away fans, went like this:\n\n"
                              "Ashford: Dan Fenwick scored, sending Tom Baxter the wrong way. 0-1.\nCity: Joe Whitlam's kick was saved. 0-1.\n"
                              "Ashford: Lewis Harte blazed over the bar. 0-1.\nCity: Sam Ode scored, high to the keeper's right. 1-1.")
            << QStringLiteral("PENALTY_GOAL Dan Fenwick; PENALTY_MISS Joe Whitlam; PENALTY_MISS Lewis Harte; PENALTY_GOAL Sam Ode");
        QTest::newRow("a result told with the shoot-out heralds nothing")
            << QStringLiteral("City celebrate after beating Ashford Rovers in a penalty shootout.\n\nJoe Whitlam has made it clear he is staying.") << QString();
        QTest::newRow("the keeper sent the wrong way, one left needing to score") << QStringLiteral("THE SHOOT-OUT\n\nJoe Whitlam went first and scored, sending Tom Baxter "
                                                                                                  "the wrong way. Lewis Harte restored parity, leaving Sam Ode to put City ahead. "
                                                                                                  "Ian Parkhill tucked away the next to leave Owen Tully needing to score to keep City alive. "
                                                                                                  "He did not miss.")
                                                                                << QStringLiteral("PENALTY_GOAL Joe Whitlam; PENALTY_GOAL Lewis Harte; PENALTY_GOAL Sam Ode; "
                                                                                                  "PENALTY_GOAL Ian Parkhill");
        QTest::newRow("a corner found, a side kept alive, the keeper guessing right for the one needing to score")
            << QStringLiteral("City went first in the shoot-out. Joe Whitlam found the bottom corner and Sam Ode kept Ashford alive. That left Dan Fenwick needing to score, and Owen Tully, strapped shoulder and all, guessed right.")
            << QStringLiteral("PENALTY_GOAL Joe Whitlam; PENALTY_GOAL Sam Ode; PENALTY_MISS Dan Fenwick (Owen Tully)");
    }
    void readsAShootOutKickByKick()
    {
        QFETCH(QString, paragraph);
        QFETCH(QString, kicks);
        const QString text = QStringLiteral("Harbour City 1-1 Ashford Rovers (Harbour City win 4-2 on penalties)\n\n"
                                            "Joe Whitlam, Sam Ode, Owen Tully and Harry Kent played for Harbour City, keeper Tom Baxter, Dan Fenwick, Lewis Harte and "
                                            "Ian Parkhill for Ashford Rovers.\n\n")
            + paragraph;
        const AnnotationSet set = extractor().extract(text);
        QStringList got;
        for (const MatchEvent &e : set.events) {
            if (e.detail != QLatin1String("shoot-out"))
                continue;
            QVERIFY2(!e.time.isValid(), qPrintable(describe(e, text)));
            got.append(eventTypeName(e.type) + QLatin1Char(' ') + e.player + (e.secondPlayer.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(e.secondPlayer)));
        }
        QCOMPARE(got.join(QLatin1String("; ")), kicks);
    }

    void readsShootOutSavesToldAsAList_data()
    {
        QTest::addColumn<QString>("saves");
        QTest::newRow("saved from") << QStringLiteral("Baxter then saved from Ian Parkhill, Lyndon Kane and Jack Morrow as City edged through.");
        QTest::newRow("saved kicks from") << QStringLiteral("Baxter saved kicks from Ian Parkhill, Lyndon Kane, and Jack Morrow to win it.");
    }
    void readsShootOutSavesToldAsAList()
    {
        QFETCH(QString, saves);
        const QString text = QStringLiteral("Harbour City 1-1 Ashford Rovers (Harbour City win 3-0 on penalties)\n\n"
                                            "Harbour City goalkeeper Tom Baxter was the hero as the tie went to a shoot-out.\n\n")
            + saves;
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> misses = eventsOfType(set, EventType::PenaltyMiss);
        QStringList takers;
        for (const MatchEvent &miss : misses) {
            takers.append(miss.player);
            QCOMPARE(miss.detail, QStringLiteral("shoot-out"));
            QVERIFY2(!miss.time.isValid(), qPrintable(describe(miss, text))); // shoot-out kicks have no minute
            QCOMPARE(miss.secondPlayer, QStringLiteral("Tom Baxter"));
        }
        QCOMPARE(takers, (QStringList{QStringLiteral("Ian Parkhill"), QStringLiteral("Lyndon Kane"), QStringLiteral("Jack Morrow")}));
    }
    void keepsShootOutKicksOutOfTheScore()
    {
        // Kicks told without "penalty", or as the decisive one a few sentences on, are the shoot-out's: no minute,
        // and not goals of the match.
        const QString text = QStringLiteral("Ashford Rovers crashed out on penalties at Harbour City on Tuesday night.\n\n"
                                            "Dan Fenwick put Ashford ahead after 20 minutes, but Joe Whitlam equalised in the 70th minute.\n\n"
                                            "Lewis Harte slotted home first in the shootout, but his team-mates could not prevail and City won 9-8.\n\n"
                                            "Owen Tully scored the decisive penalty after City had been fortunate to force a draw.");
        const AnnotationSet set = extractor().extract(text);
        QStringList kicks;
        for (const MatchEvent &e : eventsOfType(set, EventType::PenaltyGoal)) {
            QCOMPARE(e.detail, QStringLiteral("shoot-out"));
            QVERIFY(!e.time.isValid());
            kicks.append(e.player);
        }
        QCOMPARE(kicks, (QStringList{QStringLiteral("Lewis Harte"), QStringLiteral("Owen Tully")}));
        QCOMPARE(eventsOfType(set, EventType::Goal).size(), 2);
        QVERIFY2(set.finalScore.has_value(), qPrintable(describe(set, text)));
        QCOMPARE(set.finalScore->toString(), QStringLiteral("1-1"));
    }
    void readsSavesInOpenPlayAsNoMisses()
    {
        // The same words without a shoot-out are saves from shots.
        const QString text = QStringLiteral("Harbour City 1-1 Ashford Rovers\n\n"
                                            "Tom Baxter saved from Ian Parkhill and Lyndon Kane in the first half.");
        const AnnotationSet set = extractor().extract(text);
        QVERIFY2(eventsOfType(set, EventType::PenaltyMiss).isEmpty(), qPrintable(describe(set, text)));
    }

    // ---- offsets and odd documents -------------------------------------------------------------
    void keepsEvidenceOffsetsWithNonAsciiText()
    {
        const QString lead = QStringLiteral("\U0001F600 \u201cWhat a night!\u201d sang the caf\u00e9 crowd. ");
        const QString sentence = QStringLiteral("Tom\u00e1s Ferreira\u2019s header flew in on 58 minutes after J\u00fcrgen Albrecht\u2019s cross.");
        const QString text = lead + sentence;
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> goals = eventsOfType(set, EventType::Goal);
        QVERIFY2(goals.size() == 1, qPrintable(describe(set, text)));
        QCOMPARE(goals.first().player, QStringLiteral("Tom\u00e1s Ferreira"));
        QCOMPARE(goals.first().time.toString(), QStringLiteral("58"));
        QCOMPARE(goals.first().evidence.size(), 1);
        QCOMPARE(goals.first().evidence.first().textIn(text), sentence);
        QCOMPARE(goals.first().evidence.first().start, int(lead.size()));
    }

    void handlesDegenerateDocuments_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("white space") << QStringLiteral(" \n\t\n ");
        QTest::newRow("one word") << QStringLiteral("Goal");
        QTest::newRow("one name") << QStringLiteral("Kane");
        QTest::newRow("one number") << QStringLiteral("23");
        QTest::newRow("one scoreline") << QStringLiteral("2-1");
        QTest::newRow("one emoji") << QStringLiteral("\U0001F600");
        QTest::newRow("lone surrogate") << QString(QChar(0xD83D));
        QTest::newRow("only punctuation") << QStringLiteral("...!?\u201c\u201d()");
    }
    void handlesDegenerateDocuments()
    {
        QFETCH(QString, text);
        const AnnotationSet set = extractor().extract(text);
        QVERIFY2(set.events.isEmpty(), qPrintable(describe(set, text)));
        QVERIFY(!set.finalScore.has_value());
        for (const Entity &entity : set.entities) {
            for (const TextSpan &span : entity.mentions)
                QVERIFY(span.start >= 0 && span.end <= text.size());
        }
    }

    void findsNoEventsInTextWithoutFootball()
    {
        const QString text = readFile(QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports/not-football.txt"));
        const AnnotationSet set = extractor().extract(text);
        QVERIFY2(set.events.isEmpty(), qPrintable(describe(set, text)));
        QVERIFY(!set.finalScore.has_value());
        QVERIFY(set.warnings.isEmpty());
        // "Bake for 23 minutes", "voted 2-1": no minute or score carried into an event; and no teams.
        for (const Entity &entity : set.entities)
            QVERIFY2(entity.type != EntityType::Team && entity.type != EntityType::Competition
                         && entity.type != EntityType::Venue,
                     qPrintable(entity.canonical));
    }

    void findsNoPeopleInTextWithoutFootball()
    {
        const QString text = readFile(QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports/not-football.txt"));
        const AnnotationSet set = extractor().extract(text);
        QStringList people;
        for (const Entity &entity : set.entities)
            people << entityTypeName(entity.type) + QLatin1Char(' ') + entity.canonical;
        QEXPECT_FAIL("", "names in a recipe (Margaret Hollis, Peter Lindqvist) are tagged as PLAYER: no football check", Continue);
        QVERIFY2(people.isEmpty(), qPrintable(people.join(QLatin1String(", "))));
    }

    // ---- clubs no gazetteer knows, told by how the report writes them -----------------------------
    // bbc-style-live.txt, and nonleague-clubs-unlisted.txt written to check the same on other text:
    // "Northbridge 2-1 Eastfield", "Goal! Northbridge 1, Eastfield 0.", "Ciaran Vale (Northbridge)",
    // "Northbridge manager Gavin Shore"; a player whose surname is a club's word ("Vale", "Stanley").
    void unlistedClubsAndTheirPlayers_data()
    {
        QTest::addColumn<QString>("report");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<QString>("types");
        QTest::newRow("bbc: Northbridge") << "bbc-style-live" << "Northbridge" << "TEAM";
        QTest::newRow("bbc: Eastfield") << "bbc-style-live" << "Eastfield" << "TEAM";
        QTest::newRow("bbc: Ciaran Vale") << "bbc-style-live" << "Ciaran Vale" << "PLAYER";
        QTest::newRow("bbc: Lewis Park, no ground") << "bbc-style-live" << "Lewis Park" << "PLAYER";
        QTest::newRow("bbc: Carrow Town") << "bbc-style-live" << "Carrow Town" << "TEAM";
        QTest::newRow("nonleague: Wexcombe") << "nonleague-clubs-unlisted" << "Wexcombe" << "TEAM";
        QTest::newRow("nonleague: Draybury") << "nonleague-clubs-unlisted" << "Draybury" << "TEAM";
        QTest::newRow("nonleague: Marcus Stanley") << "nonleague-clubs-unlisted" << "Marcus Stanley" << "PLAYER";
        QTest::newRow("nonleague: Kelby United") << "nonleague-clubs-unlisted" << "Kelby United" << "TEAM";
        QTest::newRow("nonleague: Helen Crane") << "nonleague-clubs-unlisted" << "Helen Crane" << "MANAGER";
    }
    void unlistedClubsAndTheirPlayers()
    {
        QFETCH(QString, report);
        QFETCH(QString, canonical);
        QFETCH(QString, types);
        QCOMPARE(typesNamed(reportResult(report), canonical), types);
    }

    // A word two unlisted clubs share ("Thistle") names the one named more often, else first: a report names its sides
    // before the clubs it recalls. Left to nobody, it was taken for a person, and given the shoot-out's kicks.
    void aWordTwoClubsShareNamesOneOfThem_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("named");
        QTest::newRow("each named once: the first") << QStringLiteral(
            "Glenmorvach Rovers beat Strathcarnie Thistle on penalties.\n\nIt was Thistle who struck first.\n\n"
            "It recalled 1998, when Sandy Mowat scored twice in the famous win over Invercoul Thistle.")
                                                    << QStringLiteral("Strathcarnie Thistle");
        QTest::newRow("named more often, though second") << QStringLiteral(
            "Invercoul Thistle were long gone. Glenmorvach Rovers beat Strathcarnie Thistle on penalties.\n\n"
            "Strathcarnie Thistle had led.\n\nIt was Thistle who struck first.")
                                                         << QStringLiteral("Strathcarnie Thistle");
    }
    void aWordTwoClubsShareNamesOneOfThem()
    {
        QFETCH(QString, text);
        QFETCH(QString, named);
        const AnnotationSet set = extractor().extract(text);
        const qsizetype at = text.indexOf(QLatin1String("was Thistle")) + 4;
        const QList<const Entity *> entities = set.entitiesAt(TextSpan{int(at), int(at) + 7});
        QCOMPARE(entities.size(), 1);
        QCOMPARE(entities.first()->type, EntityType::Team);
        QCOMPARE(entities.first()->canonical, named);
        QCOMPARE(typesNamed(set, QStringLiteral("Thistle")), QString());
    }

    // "Heath were the better side": a name alone before a plural verb is a side's, whatever common word it is; not one
    // of a pair ("Ode and Tully were").
    void aNameBeforeAPluralVerbIsASide()
    {
        const AnnotationSet set = extractor().extract(QStringLiteral(
            "Harbour City 2-1 Ashford Rovers\n\nAnother defeat for Elena Marsh's Heath, who lost at Ashford Rovers. Heath were the better side early on, "
            "and Heath have now gone five games without a win. Sam Ode and Tully were booked."));
        QCOMPARE(typesNamed(set, QStringLiteral("Heath")), QStringLiteral("TEAM"));
        QCOMPARE(typesNamed(set, QStringLiteral("Tully")), QStringLiteral("PLAYER"));
    }

    // A local paper's result line whose side in capitals the report names by no other name ("BRINDLE HEATH" of a report
    // calling them "Heath"): the line's scorers and result still, the side named as the line writes it.
    void readsAResultLineWithASideInCapitalsNamedNowhereElse()
    {
        const QString text = QStringLiteral("Combination League\nBRINDLE HEATH 1 (Whitlam 38) ASHFORD ROVERS 3 (Fenwick 12 pen, Ode 55, Tully 81 og).\n\n"
                                            "Joe Whitlam scored for the hosts, but Ashford Rovers, with Dan Fenwick, Sam Ode and Owen Tully, won.");
        const AnnotationSet set = extractor().extract(text);
        QStringList got;
        for (const MatchEvent &e : set.events)
            got.append(e.type == EventType::FullTime ? e.detail : typeMinutePlayer(e));
        QCOMPARE(got.join(QLatin1String("; ")), QStringLiteral("PENALTY_GOAL 12 Dan Fenwick; GOAL 38 Joe Whitlam; GOAL 55 Sam Ode; OWN_GOAL 81 Owen Tully; "
                                                               "Brindle Heath 1-3 Ashford Rovers"));
    }

    // "Riverina Thunder have jumped into the top six": two words opening a sentence before a plural verb name a side; "Seagrass
    // Oval" is a ground. Not one of a pair: "Ode and Ashford centre-half Femi Adebayo were both booked".
    void twoWordsBeforeAPluralVerbNameASide()
    {
        const AnnotationSet set = extractor().extract(QStringLiteral(
            "Riverina Thunder have jumped into the top six after a 3-1 win over Coral Coast FC at Seagrass Oval.\n\n"
            "Sam Ode and Ashford centre-half Femi Adebayo were both booked."));
        QCOMPARE(typesNamed(set, QStringLiteral("Riverina Thunder")), QStringLiteral("TEAM"));
        QCOMPARE(typesNamed(set, QStringLiteral("Seagrass Oval")), QStringLiteral("VENUE"));
        QCOMPARE(typesNamed(set, QStringLiteral("Femi Adebayo")), QStringLiteral("PLAYER"));
    }

    // "the visiting Rock Pythons": a plural nickname after "the" and a side's word is a side's, not a person's.
    void aNicknameAfterTheVisitingIsASide()
    {
        const AnnotationSet set = extractor().extract(QStringLiteral(
            "Harbour City 2-1 Ashford Rovers\n\nCity missed a penalty early on and had to battle back after falling behind to the visiting Rock Pythons."));
        QCOMPARE(typesNamed(set, QStringLiteral("Rock Pythons")), QStringLiteral("TEAM"));
    }

    // "the Moors struck again": a plural nickname after "the" that a list gives a club not in this match (Solihull's)
    // is this one's side, as one no list knows would be; not a person's.
    void anotherClubsNicknameAfterTheIsASide()
    {
        const AnnotationSet set = extractor().extract(QStringLiteral(
            "Harbour City 2-3 Ashford Rovers\n\nThe home fans were quiet, and the Moors struck again before the break through Joe Whitlam."));
        QCOMPARE(typesNamed(set, QStringLiteral("Moors")), QStringLiteral("TEAM"));
    }

    void unlistedClubsAreHomeAndAway_data()
    {
        QTest::addColumn<QString>("report");
        QTest::addColumn<QString>("home");
        QTest::addColumn<QString>("away");
        QTest::addColumn<QString>("scorer");
        QTest::newRow("bbc-style-live") << "bbc-style-live" << "Northbridge" << "Eastfield" << "Ciaran Vale";
        QTest::newRow("nonleague-clubs-unlisted") << "nonleague-clubs-unlisted" << "Wexcombe" << "Draybury" << "Marcus Stanley";
    }
    void unlistedClubsAreHomeAndAway()
    {
        QFETCH(QString, report);
        QFETCH(QString, home);
        QFETCH(QString, away);
        QFETCH(QString, scorer);
        const AnnotationSet &set = reportResult(report);
        QCOMPARE(set.homeTeam + QLatin1String(" v ") + set.awayTeam, home + QLatin1String(" v ") + away);
        // The scorer plays for one of them: his "(Club)" in the commentary places him.
        const auto player = std::find_if(set.entities.begin(), set.entities.end(), [&](const Entity &e) { return e.canonical == scorer; });
        QVERIFY2(player != set.entities.end(), qPrintable(scorer));
        QCOMPARE(player->team, EntityResolver::entityId(EntityType::Team, report == QLatin1String("bbc-style-live") ? home : away));
    }

    // A club no list knows, named by its nickname alone ("Lions", which lists give other clubs, "Thunder"), is the club whose
    // full name ends in it: the nickname cued a club ("Lions coach Ishaya Dogo") types the full name too; an abbreviation
    // after a full name ("FC") does not hide its last word.
    void nicknamesNameTheirClubs()
    {
        const QString text = QStringLiteral("Ilesha Thunder FC on Sunday edged visiting Makurdi Lions 3-2 in a pulsating encounter.\n\nAfterwards Lions coach Ishaya Dogo was angry. "
                                            "Late on Lions defender Emeka Nwosu was sent off. Thunder went fifth.");
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(teamNamesOf(set), QStringLiteral("Ilesha Thunder, Makurdi Lions"));
        QCOMPARE(typesNamed(set, QStringLiteral("Emeka Nwosu")), QStringLiteral("PLAYER"));
        const auto fullTime = std::find_if(set.events.begin(), set.events.end(), [](const MatchEvent &e) { return e.type == EventType::FullTime; });
        QVERIFY(fullTime != set.events.end());
        QCOMPARE(fullTime->detail, QStringLiteral("Ilesha Thunder 3-2 Makurdi Lions"));
    }

    // A club's name without its abbreviation ("Ikenne Thunder" of "Ikenne Thunder FC") and with its place before it
    // ("Ose River Lords" of the "River Lords") names the club, not a person; the visitor is the one "visiting".
    void aClubNamedWithoutItsAbbreviationOrWithItsPlace()
    {
        const QString text = QStringLiteral("Nwaforlu brace sinks River Lords\n\nIkenne Thunder FC stormed back to the top after hammering visiting Ose River Lords 3-1 on Sunday. "
                                            "The River Lords arrived unbeaten. Ikenne Thunder smelt blood late on.");
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(typesNamed(set, QStringLiteral("Ikenne Thunder")), QStringLiteral("TEAM"));
        QCOMPARE(teamNamesOf(set), QStringLiteral("Ikenne Thunder, River Lords"));
        const auto fullTime = std::find_if(set.events.begin(), set.events.end(), [](const MatchEvent &e) { return e.type == EventType::FullTime; });
        QVERIFY(fullTime != set.events.end());
        QCOMPARE(fullTime->detail, QStringLiteral("Ikenne Thunder 3-1 River Lords"));
    }

    // A wire's headline whose winner the resolver cannot read ("Soccer-Harbour"): the side named before the score is the one
    // beaten. An agency of one word ("Northwire") still makes a dateline; "Danish-born" is an origin, no name; a paragraph
    // on the other semi-final tells none of this match's events and names none of its sides.
    void aWireReportWithAnotherTieBelowIt()
    {
        const QString text = QStringLiteral(
            "Soccer-Harbour beat ten-man Ashford Rovers 3-1 in cup semi first leg\n\n"
            "HARBOUR, April 12 (Northwire) - Harbour City came from behind on Wednesday. The Danish-born striker Joe Whitlam scored twice "
            "for Harbour City against Ashford Rovers.\n\n"
            "In the other semi-final first leg on Tuesday, Oldcastle and Kingsmere drew 0-0. Kingsmere goalkeeper Sam Ode saved a second-half "
            "penalty from Oldcastle captain Tom Kerr, and Oldcastle's Dan Fenwick was sent off in stoppage time.\n");
        const AnnotationSet set = extractor().extract(text);
        const QList<MatchEvent> fullTime = eventsOfType(set, EventType::FullTime);
        QVERIFY2(!fullTime.isEmpty(), qPrintable(describe(set, text)));
        QCOMPARE(fullTime.first().detail, QStringLiteral("Harbour City 3-1 Ashford Rovers"));
        QVERIFY2(eventsOfType(set, EventType::PenaltyMiss).isEmpty() && eventsOfType(set, EventType::RedCard).isEmpty(), qPrintable(describe(set, text)));
        QCOMPARE(typesNamed(set, QStringLiteral("Danish-born")), QString());
    }

    // "Ravensworth City" in a report of "Ravensworth City Women" is the women's side, no third club.
    void aClubNamedWithoutItsWomensSideWord()
    {
        const AnnotationSet set = extractor().extract(QStringLiteral("Northvale Women 1-1 Ravensworth City Women\n\nSam Ode struck late to rescue a point for Northvale against Ravensworth City."));
        QCOMPARE(teamNamesOf(set), QStringLiteral("Northvale Women, Ravensworth City Women"));
    }

    // College sides by their "University" or "College"; a scoring summary's bracket before the minute is the assist,
    // no side; the result told "in penalty kicks" is the shoot-out's, after the draw.
    void collegeSidesAndAScoringSummary()
    {
        const QString text = QStringLiteral("Eastbrook University edged Pine Ridge College 4-3 in penalty kicks after a 1-1 draw at Hollis Field.\n\n"
                                            "Scoring summary:\nEBU \u2014 Okonkwo (Lindqvist) 23'\nPRC \u2014 Birch (Villagra) 58'\n");
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(typesNamed(set, QStringLiteral("Eastbrook University")), QStringLiteral("TEAM"));
        QCOMPARE(typesNamed(set, QStringLiteral("Pine Ridge College")), QStringLiteral("TEAM"));
        QCOMPARE(typesNamed(set, QStringLiteral("Lindqvist")), QStringLiteral("PLAYER"));
        const QList<MatchEvent> goals = eventsOfType(set, EventType::Goal);
        QCOMPARE(goals.size(), 2);
        for (const MatchEvent &goal : goals)
            QVERIFY2(goal.team != QLatin1String("Lindqvist") && goal.team != QLatin1String("Villagra"), qPrintable(describe(goal, text)));
        const QList<MatchEvent> fullTime = eventsOfType(set, EventType::FullTime);
        QVERIFY2(!fullTime.isEmpty(), qPrintable(describe(set, text)));
        QCOMPARE(fullTime.first().detail, QStringLiteral("Eastbrook University 1-1 Pine Ridge College (4-3 on penalties)"));
    }

    // A college box times its goals and cards by the running clock ("17:42", the 18th minute) and numbers its goals
    // ("1."): the numbers are no minutes, the clock's colon opens no label, and its time is no score.
    void aBoxTimedByTheRunningClock()
    {
        const QString text = QStringLiteral("Eastbrook University edged Pine Ridge College 2-1 at Hollis Field.\n\nSCORING SUMMARY\n"
                                            "1. EBU \u2013 Joe Whitlam (Sam Ode, Dan Fenwick) \u2013 17:42\n2. PRC \u2013 Tom Kerr (unassisted) \u2013 55:10\n"
                                            "3. EBU \u2013 Sam Ode (Joe Whitlam) \u2013 81:33\n\nCautions: PRC \u2013 Owen Tully (34:10); EBU \u2013 Mark Bakare (71:02)\n");
        QCOMPARE(eventsInOrderOfType(text), QStringLiteral("GOAL 18 Joe Whitlam; GOAL 56 Tom Kerr; GOAL 82 Sam Ode; YELLOW_CARD 35 Owen Tully; "
                                                               "YELLOW_CARD 72 Mark Bakare"));
    }

    // A Spanish wire's data sheet: each side's goals before its line-up ("2 - Harbour City:"), changes and cards timed "m.84"
    // (no sentence ends at its dot), the goals a sentence each after their label, the cards after the referee's pronoun.
    void aSpanishWiresDataSheet()
    {
        const QString text = QStringLiteral(
            "Harbour City beat Ashford Rovers 2-1 on Sunday.\n\nData sheet:\n\n"
            "2 - Harbour City: Kerr; Bakare, Tully, Marsh, Fenwick; Ode, Whitlam, Nacho Prieto (Lozano, m.84); Urquijo (Cifuentes, m.67), Salvatierra and Mena.\n\n"
            "1 - Ashford Rovers: Quiros; Samper, Penaranda, Ibarra, Coll; Gil (Ledesma, m.72), Vidal, Soler; Brandao, Llorente and Aldama.\n\n"
            "Goals: 1-0, m.34: Salvatierra. 1-1, m.60: Brandao. 2-1, m.79: Whitlam.\n\n"
            "Referee: Ignacio Bermejo (Castilian committee). He showed the yellow card to Penaranda (m.41) and Ledesma (m.78), of Ashford Rovers, and to "
            "Bakare (m.88), of Harbour City.\n");
        QCOMPARE(eventsInOrderOfType(text),
                 QStringLiteral("GOAL 34 Salvatierra; GOAL 60 Brandao; GOAL 79 Whitlam; SUBSTITUTION 67 Cifuentes; SUBSTITUTION 72 Ledesma; "
                                "SUBSTITUTION 84 Lozano; YELLOW_CARD 41 Penaranda; YELLOW_CARD 78 Ledesma; YELLOW_CARD 88 Bakare"));
    }

    // Every FIFA member's side is listed ("Comoros", "Burundi"), "Ten-man" before one no part of its name.
    void nationalSidesOfSmallerNations()
    {
        const AnnotationSet set = extractor().extract(QStringLiteral("Ten-man Comoros held Sierra Leone to a 1-1 draw in a World Cup qualifier on Friday."));
        const auto fullTime = std::find_if(set.events.begin(), set.events.end(), [](const MatchEvent &e) { return e.type == EventType::FullTime; });
        QVERIFY(fullTime != set.events.end());
        QVERIFY2(fullTime->detail == QStringLiteral("Sierra Leone 1-1 Comoros") || fullTime->detail == QStringLiteral("Comoros 1-1 Sierra Leone"),
                 qPrintable(fullTime->detail));
    }

    // The sides and the result from a line of names and goals, however often a nickname a list gives
    // another club ("the Jags", Partick Thistle's) is used.
    void sidesFromALineOfNamesAndGoals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("sides");
        QTest::addColumn<QString>("result");
        const QString nicknames = QStringLiteral("The Jags pressed. The Jags pressed again. The Jags lost.");
        QTest::newRow("above the report") << QStringLiteral("Jags undone late\n\nKilbrannan Thistle 1 Ardcraig Rovers 2\n\n") + nicknames
                                          << QStringLiteral("Kilbrannan Thistle v Ardcraig Rovers") << QStringLiteral("Kilbrannan Thistle 1-2 Ardcraig Rovers");
        QTest::newRow("labelled at the end, a comma between")
            << QStringLiteral("Ardcraig Rovers won at Kilbrannan Thistle.\n\n") + nicknames + QStringLiteral("\n\nFull-time: Kilbrannan Thistle 1, Ardcraig Rovers 2.")
            << QStringLiteral("Kilbrannan Thistle v Ardcraig Rovers") << QStringLiteral("Kilbrannan Thistle 1-2 Ardcraig Rovers");
        QTest::newRow("a Spanish daily's opening line, a spaced dash between the sides, a sentence after it")
            << QStringLiteral("Jags undone late\n\nKilbrannan Thistle 1 - Ardcraig Rovers 2. The visitors came back from behind. ") + nicknames
            << QStringLiteral("Kilbrannan Thistle v Ardcraig Rovers") << QStringLiteral("Kilbrannan Thistle 1-2 Ardcraig Rovers");
        // Two names no list knows, made sides by the line alone.
        QTest::newRow("a continental box score") << QStringLiteral("On Tuesday Valmora beat Estovia in a friendly.\n\nMatch facts\n\nValmora \u2013 Estovia 3-1 (1-1)\n\nAttendance: 8,412")
                                                 << QStringLiteral("Valmora v Estovia") << QStringLiteral("Valmora 3-1 Estovia");
        QTest::newRow("a continental box score, away side first") << QStringLiteral("On Tuesday Valmora won at Estovia.\n\nEstovia \u2013 Valmora 1:3 (1:1)")
                                                                  << QStringLiteral("Estovia v Valmora") << QStringLiteral("Estovia 1-3 Valmora");
        // The headline's order outweighs the line-ups' (a club's site lists its own side first; a live blog labels one line).
        QTest::newRow("line-ups away side first below a headline result")
            << QStringLiteral("Harbour City 1-3 Ashford Rovers\n\nAshford Rovers won at the Dockside for the first time.\n\n"
                              "Ashford Rovers: Kerr; Bakare, Tully, Marsh, Fenwick; Ode, Whitlam.\n\nHarbour City: Quiros; Samper, Penaranda, Ibarra, Coll; Gil, Vidal.\n")
            << QStringLiteral("Harbour City v Ashford Rovers") << QStringLiteral("Harbour City 1-3 Ashford Rovers");
        QTest::newRow("a live blog's team news labels the home side's line")
            << QStringLiteral("Harbour City vs Ashford Rovers LIVE: all the action from the Dockside\n\nFull-time: Harbour City 2-1 Ashford Rovers. What a finish.\n\n"
                              "Team news: Harbour City: Kerr; Bakare, Tully, Marsh, Fenwick; Ode.\n\nAshford Rovers: Quiros; Samper, Penaranda, Ibarra, Coll; Gil.\n")
            << QStringLiteral("Harbour City v Ashford Rovers") << QStringLiteral("Harbour City 2-1 Ashford Rovers");
    }
    void sidesFromALineOfNamesAndGoals()
    {
        QFETCH(QString, text);
        QFETCH(QString, sides);
        QFETCH(QString, result);
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(set.homeTeam + QLatin1String(" v ") + set.awayTeam, sides);
        const auto fullTime = std::find_if(set.events.begin(), set.events.end(), [](const MatchEvent &e) { return e.type == EventType::FullTime; });
        QVERIFY(fullTime != set.events.end());
        QCOMPARE(fullTime->detail, result);
    }

    // A player's side by the team named just before him, unless a word between opens another phrase or
    // clause; a forename that is also a team's ("Jordan", listed "~Jordan") is part of the player's name.
    void playersAndTheTeamsBeforeThem_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("player");
        QTest::addColumn<QString>("team");
        QTest::newRow("a role between") << QStringLiteral("Ashford Rovers goalkeeper Sam Ode made a fine save.") << QStringLiteral("Sam Ode")
                                        << QStringLiteral("Ashford Rovers");
        QTest::newRow("another clause") << QStringLiteral("Ashford Rovers hit back as Sam Ode gave the ball away.") << QStringLiteral("Sam Ode") << QString();
        QTest::newRow("another phrase") << QStringLiteral("He lost it inside the Ashford Rovers half to Sam Ode, who scored.") << QStringLiteral("Sam Ode")
                                        << QString();
        QTest::newRow("a forename that is a team's") << QStringLiteral("Harbour City keeper Jordan Pickford made a fine save.")
                                                     << QStringLiteral("Jordan Pickford") << QStringLiteral("Harbour City");
    }
    void playersAndTheTeamsBeforeThem()
    {
        QFETCH(QString, sentence);
        QFETCH(QString, player);
        QFETCH(QString, team);
        const QString text = QStringLiteral("Harbour City 1-1 Ashford Rovers\n\n") + sentence;
        const AnnotationSet set = extractor().extract(text);
        QCOMPARE(typesNamed(set, player), QStringLiteral("PLAYER"));
        QCOMPARE(typesNamed(set, QStringLiteral("Jordan")), QString());
        const auto found = std::find_if(set.entities.begin(), set.entities.end(), [&](const Entity &e) { return e.canonical == player; });
        QCOMPARE(found->team, team.isEmpty() ? QString() : EntityResolver::entityId(EntityType::Team, team));
    }

    // ---- the sample report (resources/sample/sample-report.expected.md) ------------------------
    void sampleReportEvents_data()
    {
        addFactColumns();
        const AnnotationSet &set = sampleResult();
        addEventFact("1 goal Whitlam", EventType::Goal, "23", "Joe Whitlam");
        addEventFact("3 yellow Reid", EventType::YellowCard, "", "Callum Reid");
        addEventFact("4 injury Albrecht", EventType::Injury, "44", "J\u00fcrgen Albrecht");
        addEventFact("5 sub Tully for Albrecht", EventType::Substitution, "44", "Owen Tully", "J\u00fcrgen Albrecht");
        addEventFact("7 yellow Novak", EventType::YellowCard, "", "Marek Nov\u00e1k");
        addEventFact("8 sub Oyen for Mensah-Ward, minute from box", EventType::Substitution, "67", "Aleksander \u00d8yen", "Isaac Mensah-Ward");
        addEventFact("9 sub Marchetti for Crabtree", EventType::Substitution, "67", "Louis Marchetti", "Ethan Crabtree");
        addEventFact("10 sub Kemp for Bertolini (box only)", EventType::Substitution, "76", "Kemp", "Bertolini");
        addEventFact("11 sub Oduya for Dahlgren (box only)", EventType::Substitution, "80", "Oduya", "Dahlgren");
        addEventFact("14 penalty Ferreira", EventType::PenaltyGoal, "90+3", "Tom\u00e1s Ferreira");
        addEventFact("15 yellow Maddox", EventType::YellowCard, "90+4", "Sean Maddox");
        addEventFact("6 goal by Abbey ('the striker headed in Ferreira's cross')", EventType::Goal, "58", "Dion Abbey");
        addEventFact("2 disallowed goal by Abbey at 31 ('eight minutes later')", EventType::DisallowedGoal, "31", "Dion Abbey");
        QStringList teamless;
        for (const MatchEvent &e : set.events) {
            if (e.type != EventType::FullTime && e.team.isEmpty())
                teamless << eventTypeName(e.type) + QLatin1Char(' ') + e.player;
        }
        addFact("every event carries its team", teamless.join(QLatin1String(", ")), QString());
        const QList<MatchEvent> result = eventsOfType(set, EventType::FullTime);
        addFact("16 FULL_TIME carries the result, no shoot-out", result.isEmpty() ? QString() : result.first().detail,
                QStringLiteral("Harbour City 2-1 Ashford Rovers"));
        // Facts where expected.md accepts more than one minute.
        auto minuteOf = [&](EventType type, const QString &player) -> QString {
            for (const MatchEvent &e : set.events) {
                if (e.type == type && e.player == player)
                    return e.time.toString();
            }
            return QStringLiteral("none");
        };
        const QString orr = minuteOf(EventType::VarReview, QStringLiteral("Declan Orr"));
        addFact("12 VAR review of Orr's handball at 84 or unknown", orr == QLatin1String("84") || orr.isEmpty() ? QStringLiteral("ok") : orr,
                QStringLiteral("ok"));
        const QString wrobel = minuteOf(EventType::YellowCard, QStringLiteral("Piotr Wr\u00f3bel"));
        addFact("13 yellow Wrobel in stoppage time or unknown",
                wrobel.isEmpty() || wrobel == QLatin1String("90+2") || wrobel == QLatin1String("90+3") ? QStringLiteral("ok") : wrobel,
                QStringLiteral("ok"));
        addFact("no disallowed goal for the scorer Whitlam", minuteOf(EventType::DisallowedGoal, QStringLiteral("Joe Whitlam")),
                QStringLiteral("none"));
        addFact("no yellow for the penalty taker Ferreira", minuteOf(EventType::YellowCard, QStringLiteral("Tom\u00e1s Ferreira")),
                QStringLiteral("none"));
        addFact("no PENALTY_MISS from 'no penalty was given'", QString::number(eventsOfType(set, EventType::PenaltyMiss).size()),
                QStringLiteral("0"));
        addFact("home and away teams", set.homeTeam + QLatin1String(" v ") + set.awayTeam,
                QStringLiteral("Harbour City v Ashford Rovers"));
        addFact("final score 2-1", set.finalScore ? set.finalScore->toString() : QStringLiteral("none"), QStringLiteral("2-1"));
        const QList<MatchEvent> fullTime = eventsOfType(set, EventType::FullTime);
        addFact("FULL_TIME carries 2-1",
                fullTime.size() == 1 && fullTime.first().scoreAfter ? fullTime.first().scoreAfter->toString() : QStringLiteral("none"),
                QStringLiteral("2-1"));
        QStringList scoring;
        for (const MatchEvent &e : set.events) {
            if (isScoringEvent(e.type))
                scoring << e.time.toString() + QLatin1Char(' ') + e.team + QLatin1Char(' ') + (e.scoreAfter ? e.scoreAfter->toString() : QString());
        }
        addFact("three goals with the running score", scoring.join(QLatin1String(", ")),
                QStringLiteral("23 Ashford Rovers 0-1, 58 Harbour City 1-1, 90+3 Harbour City 2-1"));
        addFact("five substitutions", QString::number(eventsOfType(set, EventType::Substitution).size()), QStringLiteral("5"));
        addFact("no score warning", QString::number(set.warnings.size()), QStringLiteral("0"));
    }
    void sampleReportEvents()
    {
        QFETCH(QString, got);
        QFETCH(QString, wanted);
        QCOMPARE(got, wanted);
    }

    void sampleReportLeavesOutNonEvents()
    {
        const AnnotationSet &set = sampleResult();
        const QString &text = sampleText();
        QCOMPARE(eventsOfType(set, EventType::RedCard).size(), 0);
        QCOMPARE(eventsOfType(set, EventType::SecondYellow).size(), 0);
        QCOMPARE(eventsOfType(set, EventType::OwnGoal).size(), 0);
        QCOMPARE(eventsOfType(set, EventType::FullTime).size(), 1);
        // The penalty is told in the headline, the lede, the body and the box: one event.
        const QList<MatchEvent> penalties = eventsOfType(set, EventType::PenaltyGoal);
        QCOMPARE(penalties.size(), 1);
        QVERIFY2(penalties.first().evidence.size() >= 2, qPrintable(describe(set, text)));
        // Nothing from the other matches, the quotes, the formations or the attendance.
        const QStringList outside{QStringLiteral("last week"), QStringLiteral("Castleton"), QStringLiteral("Pendle Forest"),
                                  QStringLiteral("second best for 45"), QStringLiteral("Attendance"), QStringLiteral("to ninth"),
                                  QStringLiteral("(4-3-3)"), QStringLiteral("Subs not used")};
        for (const MatchEvent &e : set.events) {
            for (const TextSpan &span : e.evidence) {
                for (const QString &phrase : outside)
                    QVERIFY2(!span.textIn(text).contains(phrase), qPrintable(describe(e, text)));
            }
        }
        // Events come sorted in match order.
        for (int i = 1; i < set.events.size(); ++i)
            QVERIFY2(!eventLessThan(set.events.at(i), set.events.at(i - 1)), qPrintable(describe(set, text)));
    }

    void sampleReportEntities_data()
    {
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<QString>("type");
        QTest::newRow("competition") << "Premier League" << "COMPETITION";
        QTest::newRow("home team") << "Harbour City" << "TEAM";
        QTest::newRow("away team") << "Ashford Rovers" << "TEAM";
        QTest::newRow("venue") << "Quayside Park" << "VENUE";
        QTest::newRow("home manager") << "Elena Marsh" << "MANAGER";
        QTest::newRow("away manager") << "Gareth Pryce" << "MANAGER";
        QTest::newRow("referee") << "Tom Whitcombe" << "REFEREE";
        QTest::newRow("player with accent") << QStringLiteral("Tom\u00e1s Ferreira") << "PLAYER";
        QTest::newRow("player with \u00f8") << QStringLiteral("Hallvard S\u00f8rensen") << "PLAYER";
        QTest::newRow("box-only player") << "Kemp" << "PLAYER";
    }
    void sampleReportEntities()
    {
        QFETCH(QString, canonical);
        QFETCH(QString, type);
        const AnnotationSet &set = sampleResult();
        const auto it = std::find_if(set.entities.begin(), set.entities.end(),
                                     [&](const Entity &e) { return e.canonical == canonical; });
        QVERIFY2(it != set.entities.end(), qPrintable(canonical));
        QCOMPARE(entityTypeName(it->type), type);
        for (const TextSpan &span : it->mentions)
            QVERIFY(!span.textIn(sampleText()).isEmpty());
    }
};

QTEST_APPLESS_MAIN(ExtractorTest)
#include "extractor_test.moc"
