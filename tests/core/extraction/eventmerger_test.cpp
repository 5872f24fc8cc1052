// EventMerger compares a box entry or commentary line only with the events of earlier sources (the merged events
// come rank by rank): box entries of one player stay as many events however many there are, a commentary line
// merges into the box entry of its minute and never into another commentary line, and the result is one event
// whatever told it; the candidates need not come in rank order.
#include "eventmerger.h"

#include <QTest>

using namespace Touchline;
using Source = EventCandidate::Source;

class EventMergerTest : public QObject
{
    Q_OBJECT

private:
    static EventCandidate candidate(EventType type, const QString &player, int minute, Source source, int sentence)
    {
        EventCandidate c;
        c.event.type = type;
        c.event.player = player;
        c.event.time.minute = minute;
        c.source = source;
        c.sentence = sentence;
        c.event.evidence = {TextSpan{sentence * 10, sentence * 10 + 5}};
        return c;
    }
    static QList<MatchEvent> merged(QList<EventCandidate> candidates)
    {
        const QString text;
        AnnotationSet result;
        ExtractionContext context{text, {}, {}, {}, {}, {}, result};
        return EventMerger::merge(context, std::move(candidates));
    }

private slots:
    void boxEntriesOfOnePlayerStayApart()
    {
        QList<EventCandidate> candidates;
        for (int i = 0; i < 300; ++i)
            candidates.append(candidate(EventType::Goal, QStringLiteral("Jamie Vardy"), 1 + i % 90, Source::Box, i));
        QCOMPARE(merged(candidates).size(), 300);
    }

    void commentaryMergesIntoTheBoxEntryOfItsMinute()
    {
        const QList<EventCandidate> candidates = {
            candidate(EventType::Goal, QStringLiteral("Vardy"), 40, Source::Commentary, 50),
            candidate(EventType::Goal, QStringLiteral("Jamie Vardy"), 10, Source::Box, 1),
            candidate(EventType::Goal, QStringLiteral("Jamie Vardy"), 40, Source::Box, 1),
            candidate(EventType::Goal, QStringLiteral("Vardy"), 40, Source::Commentary, 51),
            candidate(EventType::Goal, QStringLiteral("Vardy"), 70, Source::Commentary, 52),
        };
        const QList<MatchEvent> events = merged(candidates);
        QCOMPARE(events.size(), 3);
        QCOMPARE(events.at(0).time.minute, 10);
        QCOMPARE(events.at(0).evidence.size(), 1);
        QCOMPARE(events.at(1).time.minute, 40);
        QCOMPARE(events.at(1).evidence.size(), 3); // the box entry and both lines of its minute
        QCOMPARE(events.at(2).time.minute, 70);    // no box entry of its minute: a commentary line is not merged into another
    }

    // "Goals: Adebayo-Jones 22, 79 pen" and prose telling the penalty without its minute: the penalty, not the first goal.
    void anEventWithoutItsMinuteJoinsOneOfItsType()
    {
        const QList<EventCandidate> candidates = {
            candidate(EventType::Goal, QStringLiteral("Jesse Adebayo-Jones"), 22, Source::Box, 1),
            candidate(EventType::PenaltyGoal, QStringLiteral("Jesse Adebayo-Jones"), 79, Source::Box, 1),
            candidate(EventType::PenaltyGoal, QStringLiteral("Jesse Adebayo-Jones"), -1, Source::Narrative, 5),
        };
        const QList<MatchEvent> events = merged(candidates);
        QCOMPARE(events.size(), 2);
        QCOMPARE(events.at(0).type, EventType::Goal);
        QCOMPARE(events.at(0).evidence.size(), 1);
        QCOMPARE(events.at(1).type, EventType::PenaltyGoal);
        QCOMPARE(events.at(1).time.minute, 79);
        QCOMPARE(events.at(1).evidence.size(), 2);
    }

    void theResultIsOneEvent()
    {
        const QList<EventCandidate> candidates = {
            candidate(EventType::FullTime, QString(), 90, Source::Commentary, 60),
            candidate(EventType::FullTime, QString(), 90, Source::Commentary, 61),
            candidate(EventType::FullTime, QString(), -1, Source::Narrative, 2),
            candidate(EventType::FullTime, QString(), 90, Source::Box, 1),
        };
        QCOMPARE(merged(candidates).size(), 1);
    }
};

QTEST_GUILESS_MAIN(EventMergerTest)
#include "eventmerger_test.moc"
