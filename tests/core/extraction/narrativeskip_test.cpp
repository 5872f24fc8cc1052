// NarrativeEventFinder passes over the sentences whose trigger words rule out every step that adds or marks
// an event. Reading every sentence must find the same candidates: on the fictional reports, the dev corpus
// beside the repository when it is there, and random mixes of names, event phrases, goal nouns and cue
// words. The mixes fail when a step's bit is left out of the skip: "Harry Kane's finish" (a possessive
// scorer) holds no trigger but the goal nouns'.
#include "narrativeeventfinder.h"
#include "fictionalreports.h"
#include "randommixes.h"
#include "resolvedtext.h"

#include <QDir>
#include <QTest>

using namespace Touchline;

namespace {

// One line per candidate, with what the finder set in it.
QStringList candidates(const QString &text, NarrativeEventFinder::Skip skip)
{
    Test::ResolvedText resolved(text);
    const WordHashes words(text, resolved.context.tokens);
    resolved.context.words = &words;
    QStringList lines;
    for (const EventCandidate &c : NarrativeEventFinder(skip).find(resolved.context, -1, -1)) {
        lines << QStringLiteral("%1 %2 [%3] [%4] [%5] [%6] %7 %8 %9 %10")
                     .arg(int(c.event.type))
                     .arg(c.sentence)
                     .arg(c.event.player, c.event.secondPlayer, c.event.team, c.event.detail, c.event.time.text)
                     .arg(c.event.time.minute)
                     .arg(c.distinct)
                     .arg(c.event.evidence.size());
    }
    return lines;
}

// The candidates found when every sentence is read; the same must come with the skip.
qsizetype compare(const QString &text)
{
    const QStringList all = candidates(text, NarrativeEventFinder::Skip::Nothing);
    const QStringList skipping = candidates(text, NarrativeEventFinder::Skip::SentencesWithoutEventCues);
    if (all != skipping)
        qWarning("%s\nevery sentence: %s\nskipping: %s", qPrintable(text), qPrintable(all.join(u'|')), qPrintable(skipping.join(u'|')));
    return all == skipping ? all.size() : -1;
}

} // namespace

class NarrativeSkipTest : public QObject
{
    Q_OBJECT

private slots:
    void sameOnReports()
    {
        QStringList texts = Test::fictionalReportTexts();
        const QDir dev(QStringLiteral(TOUCHLINE_SOURCE_DIR "/../shared/corpus/dev"));
        for (const QString &name : dev.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
            QFile file(dev.filePath(name));
            if (file.open(QIODevice::ReadOnly))
                texts << QString::fromUtf8(file.readAll());
        }
        qsizetype found = 0;
        for (const QString &text : std::as_const(texts)) {
            const qsizetype count = compare(text);
            QVERIFY(count >= 0);
            found += count;
        }
        // Several candidates a report, with or without the dev corpus beside the repository: the comparison saw events.
        QVERIFY2(found >= 5 * texts.size(), qPrintable(QString::number(found)));
    }

    void sameOnMixes()
    {
        const QStringList pieces = {QStringLiteral("Harry Kane"), QStringLiteral("Harry Kane's"), QStringLiteral("Jamie Vardy"),
            QStringLiteral(" a late Vardy"), QStringLiteral(" an "), QStringLiteral(" finish"), QStringLiteral(" leveller"),
            QStringLiteral(" volley"), QStringLiteral(" tap-in"), QStringLiteral(" hat-trick"), QStringLiteral(" equalizer"),
            QStringLiteral(" header"), QStringLiteral(" scored"), QStringLiteral(" was booked"), QStringLiteral(" came on for "),
            QStringLiteral(" limped off"), QStringLiteral(" penalty"), QStringLiteral(" shoot"), QStringLiteral(" kick"),
            QStringLiteral(" saved"), QStringLiteral(" misses"), QStringLiteral(" from "), QStringLiteral(" by "),
            QStringLiteral(" last week"), QStringLiteral(" would"), QStringLiteral(" his second"), QStringLiteral(" VAR"),
            QStringLiteral(" thought he had"), QStringLiteral(" ruled out"), QStringLiteral(" own goal"), QStringLiteral(" \u017Ftrike"),
            QStringLiteral(" the"), QStringLiteral(". "), QStringLiteral(", "), QStringLiteral("\n")};
        qsizetype found = 0;
        for (const QString &mix : Test::mixes(pieces, 3000, 12)) {
            const qsizetype count = compare(mix);
            QVERIFY(count >= 0);
            found += count;
        }
        QVERIFY(found > 500);
    }
};

QTEST_GUILESS_MAIN(NarrativeSkipTest)
#include "narrativeskip_test.moc"
