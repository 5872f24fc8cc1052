#include "matchruler.h"
#include "reportdocument.h"
#include "testsupport.h"
#include "timelinemodel.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace Touchline;

class MatchRulerTest : public QObject
{
    Q_OBJECT
private:
    static QImage paint(MatchRuler &ruler, const QRect &part)
    {
        QImage image(ruler.size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        ruler.render(&image, part.topLeft(), QRegion(part)); // a paint event for `part` only
        return image;
    }

private slots:
    // The ruler skips the markers that lie outside what is painted; a marker just outside whose selection
    // ring reaches in must still be drawn. Every strip painted alone must look as it does in a full paint.
    void paintsAnyStripAsTheWholeRuler()
    {
        AnnotationSet set = TestSupport::sampleSet();
        QStringList ids;
        set.events.clear();
        for (int i = 0; i < 60; ++i) { // a few minutes, many events each: they fan out beyond the ruler
            const QString id = QStringLiteral("e%1").arg(i);
            const QString team = i % 2 ? set.homeTeam : set.awayTeam;
            set.events.append(TestSupport::event(id, EventType::Goal, QString::number(10 + (i % 3) * 30), team, QString(), TextSpan{0, 1}));
            ids.append(id);
        }
        ReportDocument report(TestSupport::sampleDocument(), set, true);
        TimelineModel model;
        model.setReport(&report);
        MatchRuler ruler(&model);
        ruler.resize(400, ruler.sizeHint().height());
        ruler.setSelectedEvents(ids); // every marker ringed
        const QImage whole = paint(ruler, ruler.rect());
        for (int top = 0; top < ruler.height(); top += 2) {
            const QRect strip(0, top, ruler.width(), 2);
            const QImage part = paint(ruler, strip);
            QCOMPARE(part.copy(strip), whole.copy(strip));
        }
    }

    // Events late in stoppage time fan out to the right of the full-time mark: each marker's box must stay
    // on the ruler (they stack at its end), not be cut off by its edge, and stay clickable.
    void keepsLateMarkersOnTheRuler()
    {
        AnnotationSet set = TestSupport::sampleSet();
        set.events.clear();
        QStringList ids;
        for (int i = 0; i < 4; ++i) { // four levels: the deepest stack that still fits the ruler's height
            const QString id = QStringLiteral("late%1").arg(i);
            set.events.append(TestSupport::event(id, EventType::YellowCard, QStringLiteral("90+5"), set.awayTeam, QString(), TextSpan{0, 1}));
            ids.append(id);
        }
        ReportDocument report(TestSupport::sampleDocument(), set, true);
        TimelineModel model;
        model.setReport(&report);
        MatchRuler ruler(&model);
        for (const int width : {400, 250}) {
            ruler.resize(width, ruler.sizeHint().height());
            for (const QString &id : std::as_const(ids)) {
                const QRectF box = ruler.markerBox(id);
                QVERIFY2(!box.isEmpty(), qPrintable(id));
                QVERIFY2(QRectF(ruler.rect()).contains(box), qPrintable(QStringLiteral("%1 at width %2: box right %3").arg(id).arg(width).arg(box.right())));
            }
            // The last marker drawn is on top where they stack: a click there finds it.
            QCOMPARE(ruler.eventAt(ruler.markerBox(ids.last()).center().toPoint()), ids.last());
        }
    }
};

QTEST_MAIN(MatchRulerTest)
#include "matchruler_test.moc"
