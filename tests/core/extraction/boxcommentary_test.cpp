// BoxEventFinder's look for "shown" by the word hashes against the look by the tokens' letters.
#include "boxeventfinder.h"
#include "entityresolver.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "randommixes.h"

#include <QTest>

using namespace Touchline;
using Touchline::Test::mixes;

class BoxCommentaryTest : public QObject
{
    Q_OBJECT

private:
    // The box finder's candidates for `text`, found as the extractor finds them; the finder sees the word
    // hashes only when `withHashes` (the mentions are found with them either way).
    static QStringList boxEvents(const QString &text, bool withHashes)
    {
        AnnotationSet annotations;
        std::vector<std::size_t> hashes;
        ExtractionContext context{text, Tokenizer::tokenize(text, hashes), {}, {}, {}, {}, annotations};
        context.sentences = SentenceSplitter::split(text, context.tokens);
        const WordHashes words(text, context.tokens, std::move(hashes));
        context.words = &words;
        const auto gazetteer = Gazetteer::builtIn();
        MentionFinder(*gazetteer, *Lexicon::builtIn()).find(context);
        EntityResolver(*gazetteer).resolve(context);
        if (!withHashes)
            context.words = nullptr;
        BoxEventFinder boxes;
        QStringList events;
        for (const EventCandidate &candidate : boxes.find(context)) {
            events.append(QStringLiteral("%1 s%2 %3 / %4 %5").arg(int(candidate.event.type)).arg(candidate.sentence)
                              .arg(candidate.event.player, candidate.event.secondPlayer, candidate.event.detail));
        }
        return events;
    }

private slots:
    void findsCardsByHashesAsByLetters()
    {
        const QStringList pieces = {QStringLiteral("Jamie Vardy (Leicester City) is shown the yellow card. "),
            QStringLiteral("Harry Kane (Tottenham Hotspur) is shown the red card"), QStringLiteral("Jamie Vardy (Leicester City) "), QStringLiteral("Harry Kane "), QStringLiteral("is shown the "),
            QStringLiteral("is Shown the "), QStringLiteral("IS SHOWN THE "), QStringLiteral("shown "), QStringLiteral("shown"), QStringLiteral("shows "),
            QStringLiteral("yellow card"), QStringLiteral("red card"), QStringLiteral("second yellow card"), QStringLiteral(" for a bad foul."),
            QStringLiteral(". "), QStringLiteral("\n"), QStringLiteral("Goal! "), QStringLiteral("Substitution, Leicester City. "),
            QStringLiteral("Match ends, Leicester City 2, Tottenham Hotspur 1."), QStringLiteral(" replaces "), QStringLiteral("is"),
            QStringLiteral("\u00e9"), QStringLiteral("-"), QStringLiteral("'s "), QStringLiteral("\U0001F600"), QStringLiteral("2")};
        int cards = 0;
        for (const QString &text : mixes(pieces, 3000, 12)) {
            const QStringList expected = boxEvents(text, false);
            cards += int(expected.size());
            QCOMPARE(boxEvents(text, true), expected);
        }
        QVERIFY(cards > 300);
    }
};

QTEST_GUILESS_MAIN(BoxCommentaryTest)
#include "boxcommentary_test.moc"
