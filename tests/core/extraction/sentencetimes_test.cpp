// TimeExpressionFinder::find(words, sentence), which makes a sentence's word starts only once a rule may
// run, against the search from word starts made beforehand and against every rule run.
#include "randommixes.h"
#include "timedescriptions.h"
#include "tokenizedtext.h"
#include "sentencesplitter.h"
#include "timeexpressionfinder.h"
#include "wordstarts.h"

#include <QTest>

using namespace Touchline;
using Touchline::Test::mixes;
using Touchline::Test::TokenizedText;
using Touchline::Test::describeTimes;

class SentenceTimesTest : public QObject
{
    Q_OBJECT

private slots:
    void findsWhatTheSearchFromMadeStartsFinds()
    {
        const QStringList pieces = {QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(". "), QStringLiteral("\n"), QStringLiteral("the"),
            QStringLiteral("in"), QStringLiteral("on"), QStringLiteral("after"), QStringLiteral("with"), QStringLiteral("minute"), QStringLiteral("MINUTES"),
            QStringLiteral("min"), QStringLiteral("23rd"), QStringLiteral("90"), QStringLiteral("45"), QStringLiteral("+"), QStringLiteral("'"),
            QStringLiteral("\u2019"), QStringLiteral("("), QStringLiteral(")"), QStringLiteral(":"), QStringLiteral("-"), QStringLiteral("stoppage"),
            QStringLiteral("injury"), QStringLiteral("time"), QStringLiteral("half"), QStringLiteral("first"), QStringLiteral("second"),
            QStringLiteral("of"), QStringLiteral("hour"), QStringLiteral("left"), QStringLiteral("to go"), QStringLiteral("seconds"),
            QStringLiteral("restart"), QStringLiteral("into"), QStringLiteral("ten"), QStringLiteral("a"), QStringLiteral("added"),
            QStringLiteral("right"), QStringLiteral("death"), QStringLiteral("Kane's"), QStringLiteral("\u017Ftoppage"), QStringLiteral("\U0001F600"),
            QStringLiteral("tenminutes"), QStringLiteral("scored"),
            // whole expressions, and words apart
            QStringLiteral(" in the 23rd minute "), QStringLiteral(" 90+2 "), QStringLiteral(" (45) "), QStringLiteral(" 23' "),
            QStringLiteral(" after 12 minutes "), QStringLiteral(" on the hour "), QStringLiteral(" with ten minutes left "),
            QStringLiteral(" seconds after the restart "), QStringLiteral(" first-half stoppage time "), QStringLiteral(" added time "),
            QStringLiteral("59min: "), QStringLiteral(" the fifth minute of injury time ")};
        int found = 0;
        for (const QString &text : mixes(pieces, 4000, 24)) {
            const TokenizedText tokenized(text);
            const WordHashes &words = tokenized.words;
            for (const Sentence &sentence : tokenized.sentences) {
                const QStringView part = QStringView(text).mid(sentence.span.start, sentence.span.length());
                const std::span<const Token> partTokens(tokenized.tokens.constData() + sentence.firstToken, sentence.endToken - sentence.firstToken);
                const WordStarts starts(words, sentence);
                const QStringList expected = describeTimes(TimeExpressionFinder::find(part, sentence.span.start, partTokens, &starts));
                QVERIFY2(describeTimes(TimeExpressionFinder::find(words, sentence)) == expected, qPrintable(part.toString()));
                QVERIFY2(describeTimes(TimeExpressionFinder::findByEveryRule(part, sentence.span.start)) == expected, qPrintable(part.toString()));
                found += int(expected.size());
            }
        }
        QVERIFY(found > 1000);
    }
};

QTEST_GUILESS_MAIN(SentenceTimesTest)
#include "sentencetimes_test.moc"
