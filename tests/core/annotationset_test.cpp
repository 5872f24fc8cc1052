#include "annotationset.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

using namespace Touchline;

class AnnotationSetTest : public QObject
{
    Q_OBJECT
private slots:
    // sortEvents() sorts by keys and an unstable sort: it must give what a stable sort by eventLessThan
    // gives, ties (same minute, same evidence start) kept in their order.
    void sortEventsIsTheStableOrder()
    {
        QRandomGenerator random(7);
        for (int round = 0; round < 2000; ++round) {
            AnnotationSet set;
            const int count = int(random.bounded(40));
            for (int i = 0; i < count; ++i) {
                MatchEvent event;
                event.id = QStringLiteral("e%1").arg(i); // tells the events apart
                event.type = random.bounded(6) == 0 ? EventType::FullTime : EventType::Goal;
                if (random.bounded(4) != 0)
                    event.time.minute = int(random.bounded(5)) * 20;
                if (random.bounded(3) == 0)
                    event.time.addedMinute = int(random.bounded(3)) - 1;
                if (random.bounded(5) != 0)
                    event.evidence = {TextSpan{int(random.bounded(3)) * 10, 40}};
                set.events.append(event);
            }
            QList<MatchEvent> expected = set.events;
            std::stable_sort(expected.begin(), expected.end(), eventLessThan);
            set.sortEvents();
            QCOMPARE(set.events, expected);
        }
    }

    // The order a reader sees in the timeline: minutes in order, then the events the report gives no
    // minute for, then the result, whatever order the text gives them in (reports state the result first).
    void untimedEventsComeBeforeTheResult()
    {
        const auto event = [](const QString &id, EventType type, std::optional<int> minute, int evidenceStart) {
            MatchEvent made;
            made.id = id;
            made.type = type;
            if (minute)
                made.time.minute = *minute;
            made.evidence = {TextSpan{evidenceStart, 10}};
            return made;
        };
        AnnotationSet set;
        set.events = {event(QStringLiteral("result"), EventType::FullTime, std::nullopt, 0),
                      event(QStringLiteral("late booking"), EventType::YellowCard, std::nullopt, 400),
                      event(QStringLiteral("early booking"), EventType::YellowCard, std::nullopt, 200),
                      event(QStringLiteral("winner"), EventType::Goal, 88, 20),
                      event(QStringLiteral("opener"), EventType::Goal, 12, 300)};
        set.sortEvents();
        QStringList order;
        for (const MatchEvent &sorted : set.events)
            order.append(sorted.id);
        QCOMPARE(order, (QStringList{QStringLiteral("opener"), QStringLiteral("winner"), QStringLiteral("early booking"),
                                     QStringLiteral("late booking"), QStringLiteral("result")}));
    }

    // The evidence the window marks for a selection of events (or the mentions for one of entities): in
    // the order the selection names them, unknown ids skipped, each item once.
    void spansOfSelectedItemsFollowTheSelectionsOrder()
    {
        AnnotationSet set;
        for (int i = 0; i < 5; ++i) {
            MatchEvent event;
            event.id = QStringLiteral("e%1").arg(i);
            event.evidence = {TextSpan{i * 100, i * 100 + 10}, TextSpan{i * 100 + 50, i * 100 + 60}};
            set.events.append(event);
            Entity entity;
            entity.id = QStringLiteral("player:%1").arg(i);
            entity.mentions = {TextSpan{i * 10, i * 10 + 4}};
            set.entities.append(entity);
        }
        QCOMPARE(set.evidenceOf({QStringLiteral("e3"), QStringLiteral("gone"), QStringLiteral("e1")}),
                 (TextSpans{TextSpan{300, 310}, TextSpan{350, 360}, TextSpan{100, 110}, TextSpan{150, 160}}));
        QCOMPARE(set.evidenceOf({QStringLiteral("e4"), QStringLiteral("e4")}), (TextSpans{TextSpan{400, 410}, TextSpan{450, 460}}));
        QVERIFY(set.evidenceOf({}).isEmpty());
        // Many ids (looked up through a hash) as few (compared one by one): the same answer.
        QStringList many;
        for (int i = 4; i >= 0; --i)
            many << QStringLiteral("e%1").arg(i) << QStringLiteral("x%1").arg(i);
        many << QStringLiteral("e0");
        QList<const MatchEvent *> expected;
        for (int i = 4; i >= 0; --i)
            expected.append(&set.events.at(i));
        QCOMPARE(set.eventsNamed(many), expected);
        QCOMPARE(set.eventsNamed({QStringLiteral("e2"), QStringLiteral("e2"), QStringLiteral("e0")}),
                 (QList<const MatchEvent *>{&set.events.at(2), &set.events.at(0)}));
        QCOMPARE(set.mentionsOf({QStringLiteral("player:2"), QStringLiteral("player:0"), QStringLiteral("e2")}),
                 (TextSpans{TextSpan{20, 24}, TextSpan{0, 4}}));
    }
};

QTEST_APPLESS_MAIN(AnnotationSetTest)
#include "annotationset_test.moc"
