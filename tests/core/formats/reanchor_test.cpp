#include "fixtures.h"

#include "codepoints.h"
#include "nativeformat.h"
#include "reanchor.h"

#include <QTest>

using namespace Touchline;
using namespace Touchline::TestFixtures;

class ReanchorTest : public QObject
{
    Q_OBJECT
private slots:
    void findsSpanInChangedText_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("needle");
        QTest::addColumn<int>("occurrence");
        QTest::addColumn<int>("expectedStart"); // in `after`, -1 when it must not be found
        const QString text = QStringLiteral("Kofi scored first. Then Kofi \U0001F3C6 scored again, and Kofi was booked.");
        QTest::newRow("unchanged") << text << text << QStringLiteral("Kofi") << 1 << int(text.indexOf(QStringLiteral("Kofi \U0001F3C6")));
        const QString inserted = QStringLiteral("Updated at 21:40.\n\n") + text;
        QTest::newRow("paragraph inserted before") << text << inserted << QStringLiteral("Kofi") << 1
                                                   << int(inserted.indexOf(QStringLiteral("Kofi \U0001F3C6")));
        QTest::newRow("same word, context picks the third") << text << inserted << QStringLiteral("Kofi") << 2
                                                            << int(inserted.indexOf(QStringLiteral("Kofi was")));
        const QString edited = QStringLiteral("Kofi scored first. Later Kofi \U0001F3C6 scored again, and Kofi was booked.");
        QTest::newRow("neighbouring word edited") << text << edited << QStringLiteral("Kofi") << 1
                                                  << int(edited.indexOf(QStringLiteral("Kofi \U0001F3C6")));
        const QString removed = QStringLiteral("Kofi scored first. And Kofi was booked.");
        QTest::newRow("sentence deleted, name elsewhere") << text << removed << QStringLiteral("Kofi \U0001F3C6 scored again") << 0 << -1;
        QTest::newRow("quote gone") << text << QStringLiteral("Nothing happened.") << QStringLiteral("Kofi") << 0 << -1;
        const QString shortened = QStringLiteral("Then Kofi \U0001F3C6 scored again.");
        QTest::newRow("text shorter than the old offsets") << text << shortened << QStringLiteral("Kofi") << 2 << -1;
        const QString longQuote = QStringLiteral("Kofi \U0001F3C6 scored again");
        const QString rewritten = QStringLiteral("Kofi \U0001F3C6 scored again!");
        QTest::newRow("long unique quote, context rewritten") << text << rewritten << longQuote << 0 << 0;
    }

    void findsSpanInChangedText()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QString, needle);
        QFETCH(int, occurrence);
        QFETCH(int, expectedStart);
        const SpanAnchor anchor = Reanchor::anchorFor(spanOf(before, needle, occurrence), before, CodePointIndex(before));
        QCOMPARE(anchor.quote, needle);
        const auto found = Reanchor::find(anchor, after, CodePointIndex(after));
        if (expectedStart < 0) {
            QVERIFY2(!found, found ? qPrintable(found->textIn(after)) : "");
            return;
        }
        QVERIFY(found);
        QCOMPARE(found->start, expectedStart);
        QCOMPARE(found->textIn(after), needle);
    }

    void contextNeverSplitsSurrogatePairs()
    {
        const QString text = QString(40, QLatin1Char('a')) + QStringLiteral("\U0001F600") + QString(31, QLatin1Char('b')) + QStringLiteral("Kofi")
            + QString(31, QLatin1Char('c')) + QStringLiteral("\U0001F600");
        const SpanAnchor anchor = Reanchor::anchorFor(spanOf(text, QStringLiteral("Kofi")), text, CodePointIndex(text));
        QVERIFY(!anchor.prefix.at(0).isLowSurrogate());
        QVERIFY(!anchor.suffix.back().isHighSurrogate());
    }

    void paragraphInsertedBeforeMentionIsFound()
    {
        const QString text = sampleText();
        const AnnotationSet set = sampleSet(text);
        const QByteArray json = NativeFormat::serialize(set, text);
        QString changed = text;
        changed.insert(0, QStringLiteral("LIVE \u2013 updated 21:58\n\n"));
        const qsizetype paragraph = changed.indexOf(QStringLiteral("M\u00FCller levelled"));
        changed.insert(paragraph, QStringLiteral("Half-time came and went with \u201Cno changes\u201D \U0001F440.\n\n"));

        ReanchorReport report;
        auto result = NativeFormat::parse(json, changed, QStringLiteral("moved.touchline.json"), &report);
        const AnnotationSet moved = std::get<AnnotationSet>(result);
        QVERIFY(report.unanchored.isEmpty());
        QVERIFY(report.moved > 0);
        QCOMPARE(moved.warnings, set.warnings);
        for (int i = 0; i < set.entities.size(); ++i) {
            for (int j = 0; j < set.entities.at(i).mentions.size(); ++j)
                QCOMPARE(moved.entities.at(i).mentions.at(j).textIn(changed), set.entities.at(i).mentions.at(j).textIn(text));
        }
        for (int i = 0; i < set.values.size(); ++i)
            QCOMPARE(moved.values.at(i).span.textIn(changed), set.values.at(i).span.textIn(text));
        for (int i = 0; i < set.events.size(); ++i) {
            QCOMPARE(moved.events.at(i).evidence.size(), set.events.at(i).evidence.size());
            for (int j = 0; j < set.events.at(i).evidence.size(); ++j)
                QCOMPARE(moved.events.at(i).evidence.at(j).textIn(changed), set.events.at(i).evidence.at(j).textIn(text));
        }
    }

    void deletedSentenceEventIsKeptAndListedUnanchored()
    {
        const QString text = sampleText();
        const AnnotationSet set = sampleSet(text);
        const QString sentence = QStringLiteral(" The referee, Ana P\u00E9rez, booked O\u2019Neil on the hour.");
        QString changed = text;
        QVERIFY(changed.contains(sentence));
        changed.remove(sentence);

        ReanchorReport report;
        auto result = NativeFormat::parse(NativeFormat::serialize(set, text), changed, QStringLiteral("cut.touchline.json"), &report);
        const AnnotationSet loaded = std::get<AnnotationSet>(result);
        // Nothing is dropped.
        QCOMPARE(loaded.events.size(), set.events.size());
        QCOMPARE(loaded.entities.size(), set.entities.size());
        const MatchEvent *booking = loaded.event(QStringLiteral("e3"));
        QVERIFY(booking);
        QCOMPARE(booking->player, set.event(QStringLiteral("e3"))->player);
        QCOMPARE(booking->evidence.size(), 1);
        QVERIFY(booking->evidence.first().isEmpty());
        QVERIFY(booking->evidence.first().end <= changed.size());
        QCOMPARE(loaded.entity(QStringLiteral("referee:ana-perez"))->mentions.size(), 1);

        // The booking's evidence, the referee's mention and O'Neil's second mention are unanchored.
        QCOMPARE(report.unanchored.size(), 3);
        QStringList unanchoredMessages;
        for (const AnnotationWarning &warning : loaded.warnings) {
            if (warning.code == QLatin1String("unanchored"))
                unanchoredMessages.append(warning.message);
        }
        QCOMPARE(unanchoredMessages.size(), 3);
        QVERIFY(unanchoredMessages.join(QLatin1Char('\n')).contains(QStringLiteral("event e3 (Yellow card 60')")));
        QVERIFY(unanchoredMessages.join(QLatin1Char('\n')).contains(QStringLiteral("booked O\u2019Neil on the hour")));
        QVERIFY(unanchoredMessages.join(QLatin1Char('\n')).contains(QStringLiteral("Ana P\u00E9rez (REFEREE)")));
        // The other events are still where their text is.
        QCOMPARE(loaded.event(QStringLiteral("e4"))->evidence.first().textIn(changed), QStringLiteral("\u00C5lund struck again on 78 minutes"));

        // Saved and loaded again (same text), the unanchored state and warnings survive unchanged.
        auto again = NativeFormat::parse(NativeFormat::serialize(loaded, changed), changed, QStringLiteral("x"));
        QVERIFY(std::get<AnnotationSet>(again) == loaded);
    }
};

QTEST_GUILESS_MAIN(ReanchorTest)
#include "reanchor_test.moc"
