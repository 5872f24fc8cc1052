// The tokens the minute finder's gate notes for the later stages (NotedTokens), on its walk over every sentence
// whether it lets the scan run or not: the same as a walk of every token finds, on random mixes of gate words,
// the noted words, words of other letters, digits and marks; and the shoot-out scan from them tells what the
// walk of every token tells.
#include "randommixes.h"
#include "scorecheck.h"
#include "timeexpressionfinder.h"
#include "tokenizedtext.h"

#include <QTest>

using namespace Touchline;
using Touchline::Test::mixes;
using Touchline::Test::TokenizedText;

class NotedTokensTest : public QObject
{
    Q_OBJECT

private:
    // As findValues notes them: every sentence in turn.
    static NotedTokens notedByTheGate(const TokenizedText &tokenized)
    {
        NotedTokens noted;
        for (const Sentence &sentence : tokenized.sentences)
            TimeExpressionFinder::find(tokenized.words, sentence, nullptr, nullptr, &noted);
        noted.complete = true;
        return noted;
    }

private slots:
    void gateNotesWhatAWalkOfEveryTokenFinds()
    {
        const QStringList pieces = {QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(" "), QStringLiteral("-"), QStringLiteral(". "),
            QStringLiteral(".\n"), QStringLiteral("\n"), QStringLiteral("on"), QStringLiteral("On"), QStringLiteral("shoot"),
            QStringLiteral("shootout"), QStringLiteral("SHOOTOUT"), QStringLiteral("shoot-out"), QStringLiteral("sudden"), QStringLiteral("shown"),
            QStringLiteral("Shown"), QStringLiteral("is shown the yellow card"), QStringLiteral("pens"), QStringLiteral("penalty shoot"),
            QStringLiteral("death"), QStringLiteral("minute"), QStringLiteral("minutes"), QStringLiteral("23"), QStringLiteral("'"),
            QStringLiteral("\u2019"), QStringLiteral("+"), QStringLiteral("("), QStringLiteral(")"), QStringLiteral("right"), QStringLiteral("after"),
            QStringLiteral("injury"), QStringLiteral("time"), QStringLiteral("hour"), QStringLiteral("the"), QStringLiteral("Tom\u00E1s"),
            QStringLiteral("O'Shea"), QStringLiteral("\u017Fudden"), QStringLiteral("\u212A"), QStringLiteral("x"), QStringLiteral("2-1"),
            QStringLiteral("\U0001F600"), QStringLiteral("spot-kick"), QString(QStringLiteral("shown").repeated(14))};
        int noted = 0;
        int told = 0;
        for (const QString &text : mixes(pieces, 20000, 12)) {
            const TokenizedText tokenized(text);
            const NotedTokens byGate = notedByTheGate(tokenized);
            QVERIFY2(byGate.tokens == NotedTokens::of(tokenized.words).tokens, qPrintable(text));
            const bool shootOut = ScoreCheck::mentionsShootOut(tokenized.words);
            QVERIFY2(ScoreCheck::mentionsShootOut(tokenized.words, byGate) == shootOut, qPrintable(text));
            noted += int(byGate.tokens.size());
            told += shootOut;
        }
        QVERIFY(noted > 20000);
        QVERIFY(told > 1000);
    }
};

QTEST_GUILESS_MAIN(NotedTokensTest)
#include "notedtokens_test.moc"
