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
};

QTEST_APPLESS_MAIN(AnnotationSetTest)
#include "annotationset_test.moc"
