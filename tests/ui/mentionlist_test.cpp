#include "annotationset.h"
#include "mentionlist.h"

#include <QSignalSpy>
#include <QTest>

using namespace Touchline;

using Mentions = QList<ReportHighlighter::Mention>;
Q_DECLARE_METATYPE(Mentions)

class MentionListTest : public QObject
{
    Q_OBJECT
private:
    /// Ruiz of Ashford Rovers named `times` times, each followed by a minute, and the score once.
    static AnnotationSet generate(int times)
    {
        AnnotationSet set;
        Entity team{QStringLiteral("t1"), EntityType::Team, QStringLiteral("Ashford Rovers"), QString(), {TextSpan{0, 14}}};
        Entity player{QStringLiteral("p1"), EntityType::Player, QStringLiteral("Héctor <Ruiz>"), QStringLiteral("t1"), {}};
        for (int i = 0; i < times; ++i) {
            const int at = 20 + i * 30;
            player.mentions.append(TextSpan{at, at + 4});
            set.values.append({EntityType::Time, TextSpan{at + 12, at + 15}, QString::number(i % 90 + 1)});
        }
        set.values.prepend({EntityType::Score, TextSpan{15, 18}, QStringLiteral("2-1")});
        set.entities = {player, team}; // not in text order
        return set;
    }

    static Mentions take(const QSignalSpy &spy, int index)
    {
        return spy.at(index).at(0).value<Mentions>();
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<Mentions>("QList<Touchline::ReportHighlighter::Mention>");
    }

    void listsEveryMentionInTextOrderWithItsTooltip()
    {
        const Mentions mentions = MentionList::of(generate(3));
        QCOMPARE(mentions.size(), 1 + 3 + 3 + 1);
        QVERIFY(std::is_sorted(mentions.begin(), mentions.end(), [](const auto &a, const auto &b) { return a.span.start < b.span.start; }));
        QCOMPARE(mentions.at(0).type, EntityType::Team);
        QCOMPARE(mentions.at(1).type, EntityType::Score);
        QCOMPARE(mentions.at(1).tooltip, QStringLiteral("Score 2-1"));
        QCOMPARE(mentions.at(2).span, (TextSpan{20, 24}));
        QVERIFY(mentions.at(2).tooltip.contains(QStringLiteral("Héctor &lt;Ruiz&gt;"))); // escaped: tooltips are rich text
        QVERIFY(mentions.at(2).tooltip.contains(QLatin1String("Ashford Rovers")));       // the player's team
        QCOMPARE(mentions.at(3).tooltip, QStringLiteral("Minute 1"));
    }

    void shortListsAreReadyAtOnceLongOnesLater()
    {
        MentionList list;
        QSignalSpy ready(&list, &MentionList::ready);
        list.build(generate(10));
        QCOMPARE(ready.size(), 1);
        QCOMPARE(take(ready, 0).size(), 22);
        QVERIFY(!list.isBuilding());

        list.setBackgroundThreshold(100);
        const AnnotationSet large = generate(5000);
        list.build(large);
        QCOMPARE(ready.size(), 1); // on a worker
        QVERIFY(list.isBuilding());
        QVERIFY(ready.wait(10000));
        QVERIFY(!list.isBuilding());
        const Mentions arrived = take(ready, 1);
        const Mentions here = MentionList::of(large);
        QCOMPARE(arrived.size(), 10002);
        for (qsizetype i = 0; i < here.size(); i += 997) {
            QCOMPARE(arrived.at(i).span, here.at(i).span);
            QCOMPARE(arrived.at(i).tooltip, here.at(i).tooltip);
        }
    }

    void onlyTheListAskedForLastArrives()
    {
        MentionList list;
        list.setBackgroundThreshold(100);
        QSignalSpy ready(&list, &MentionList::ready);
        list.build(generate(20000));
        list.build(generate(300));
        QVERIFY(ready.wait(10000));
        QTest::qWait(300); // the first one's worker has ended by now too
        QCOMPARE(ready.size(), 1);
        QCOMPARE(take(ready, 0).size(), 602);

        // Cancelled, nothing arrives; a short list meanwhile supersedes a long one.
        list.build(generate(20000));
        list.cancel();
        QVERIFY(!list.isBuilding());
        list.build(generate(20000));
        list.build(generate(3));
        QCOMPARE(ready.size(), 2);
        QTest::qWait(500);
        QCOMPARE(ready.size(), 2);
        QCOMPARE(take(ready, 1).size(), 8);
    }
};

QTEST_MAIN(MentionListTest)
#include "mentionlist_test.moc"
