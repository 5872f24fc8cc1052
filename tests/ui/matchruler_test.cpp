#include "matchruler.h"
#include "reportdocument.h"
#include "testsupport.h"
#include "timelinemodel.h"

#include <QHelpEvent>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QToolTip>

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

    // A report of `count` events of one team at `minutes` (cycled), ids "e0", "e1", ...
    static AnnotationSet eventsAt(const QStringList &minutes, int count, QStringList *ids)
    {
        AnnotationSet set = TestSupport::sampleSet();
        set.events.clear();
        for (int i = 0; i < count; ++i) {
            const QString id = QStringLiteral("e%1").arg(i);
            set.events.append(TestSupport::event(id, EventType::YellowCard, minutes.at(i % minutes.size()), set.homeTeam, QString(), TextSpan{0, 1}));
            ids->append(id);
        }
        return set;
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

    // Twelve cards at one minute: the ruler has room for a stack of four, so three cards show and the fourth
    // counts the nine it stands for; a click on it goes to the first of them, and its tooltip names them.
    // A taller ruler has room for more.
    void countsAStackTooTallForTheRuler()
    {
        QStringList ids;
        ReportDocument report(TestSupport::sampleDocument(), eventsAt({QStringLiteral("30")}, 12, &ids), true);
        TimelineModel model;
        model.setReport(&report);
        MatchRuler ruler(&model);
        ruler.resize(400, ruler.sizeHint().height());
        for (int i = 0; i < ids.size(); ++i) {
            const QRectF box = ruler.markerBox(ids.at(i));
            QCOMPARE(box.isEmpty(), i > 3);
            if (!box.isEmpty())
                QVERIFY2(QRectF(ruler.rect()).contains(box), qPrintable(ids.at(i)));
        }
        const QPoint count = ruler.markerBox(ids.at(3)).center().toPoint();
        QCOMPARE(ruler.eventAt(count), ids.at(3));

        QHelpEvent help(QEvent::ToolTip, count, ruler.mapToGlobal(count));
        QApplication::sendEvent(&ruler, &help);
        QVERIFY2(QToolTip::text().startsWith(QStringLiteral("9 events here:")), qPrintable(QToolTip::text()));
        QVERIFY2(QToolTip::text().endsWith(QStringLiteral("… and 1 more")), qPrintable(QToolTip::text()));
        QToolTip::hideText();

        // A counted event selected rings the count; an event not on the ruler changes nothing.
        const QImage plain = paint(ruler, ruler.rect());
        ruler.setSelectedEvents({QStringLiteral("nowhere")});
        QCOMPARE(paint(ruler, ruler.rect()), plain);
        ruler.setSelectedEvents({ids.at(8)});
        const QRect countArea = ruler.markerBox(ids.at(3)).adjusted(-5, -5, 5, 5).toAlignedRect().intersected(ruler.rect());
        QVERIFY(paint(ruler, ruler.rect()).copy(countArea) != plain.copy(countArea));

        ruler.resize(400, 140);
        QVERIFY(!ruler.markerBox(ids.at(4)).isEmpty());
        for (const QString &id : std::as_const(ids)) {
            const QRectF box = ruler.markerBox(id);
            QVERIFY2(box.isEmpty() || QRectF(ruler.rect()).contains(box), qPrintable(id));
        }
    }

    // An event a minute all match long: no card of one stack overlaps a card of another, at any width, and
    // only a ruler wide enough for every stack shows every card.
    void keepsStacksApart()
    {
        QStringList minutes;
        for (int minute = 1; minute <= 90; ++minute)
            minutes.append(QString::number(minute));
        QStringList ids;
        ReportDocument report(TestSupport::sampleDocument(), eventsAt(minutes, 180, &ids), true);
        TimelineModel model;
        model.setReport(&report);
        MatchRuler ruler(&model);
        for (const int width : {900, 400, 250}) {
            ruler.resize(width, ruler.sizeHint().height());
            QList<QRectF> cards;
            for (const QString &id : std::as_const(ids)) {
                const QRectF box = ruler.markerBox(id);
                if (box.isEmpty())
                    continue;
                QVERIFY2(QRectF(ruler.rect()).contains(box), qPrintable(id));
                cards.append(box);
            }
            QVERIFY2(cards.size() < ids.size() || width == 900, qPrintable(QString::number(cards.size())));
            // Two cards that overlap must be of one stack: each card of a stack lies 3 px right of and 4 px
            // above the one before it.
            for (qsizetype i = 0; i < cards.size(); ++i) {
                for (qsizetype j = i + 1; j < cards.size(); ++j) {
                    if (!cards.at(i).intersects(cards.at(j)))
                        continue;
                    const QPointF step = cards.at(j).center() - cards.at(i).center();
                    const double levels = -step.y() / 4;
                    QVERIFY2(levels != 0 && levels == std::round(levels) && qFuzzyCompare(step.x(), levels * 3),
                             qPrintable(QStringLiteral("width %1: cards %2 and %3 overlap, %4 px apart").arg(width).arg(i).arg(j).arg(step.x())));
                }
            }
        }
    }
};

QTEST_MAIN(MatchRulerTest)
#include "matchruler_test.moc"
