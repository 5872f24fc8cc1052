// The minute finder's gate, which lets a sentence on to the cue scan only for a gate word where it can serve a
// rule ("right" only before "after", "into" or "from"; "injury" only before a word opening with "time"), a
// numeral mark right after a digit, a bracketed numeral, or a digit and a '+'; letters beyond ASCII end a run of
// letters, but for the two that read as ASCII ones: every sentence of random mixes of those words and marks, glued
// and apart, must give what every rule run without gate nor scan gives. The
// gate also tells which sentences hold no number or no dash, and are not read for a scoreline.
#include "randommixes.h"
#include "sentencesplitter.h"
#include "textscan.h"
#include "timeexpressionfinder.h"
#include "timedescriptions.h"
#include "tokenizedtext.h"

#include <QTest>

#include <algorithm>

using namespace Touchline;
using Touchline::Test::mixes;
using Touchline::Test::TokenizedText;
using Touchline::Test::describeTimes;

class MinuteGateTest : public QObject
{
    Q_OBJECT

private:
    // The times found in every sentence of `count` random mixes of `pieces`, checked against every rule run
    // without gate nor scan (-1 at the first difference, which the check reports).
    static int timesFoundAsByEveryRule(const QStringList &pieces, int count, int longest)
    {
        int found = 0;
        for (const QString &text : mixes(pieces, count, longest)) {
            const TokenizedText tokenized(text);
            for (const Sentence &sentence : tokenized.sentences) {
                const QStringView part = QStringView(text).mid(sentence.span.start, sentence.span.length());
                const QStringList expected = describeTimes(TimeExpressionFinder::findByEveryRule(part, sentence.span.start));
                const bool same = describeTimes(TimeExpressionFinder::find(tokenized.words, sentence)) == expected
                    && describeTimes(TimeExpressionFinder::find(part, sentence.span.start)) == expected;
                if (!same) {
                    qWarning("differs: %s", qPrintable(part.toString()));
                    return -1;
                }
                found += int(expected.size());
            }
        }
        return found;
    }

private slots:
    void gatedFinderFindsWhatEveryRuleFinds()
    {
        const QStringList pieces = {QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(" "), QStringLiteral("  "), QStringLiteral("-"),
            QStringLiteral(" - "), QStringLiteral("\u180E"), QStringLiteral("\u00A0"), QStringLiteral(". "), QStringLiteral("\n"),
            QStringLiteral("right"), QStringLiteral("Right"), QStringLiteral("seconds"), QStringLiteral("moments"), QStringLiteral("straight"),
            QStringLiteral("immediately"), QStringLiteral("within"), QStringLiteral("after"), QStringLiteral("into"), QStringLiteral("from"),
            QStringLiteral("FROM"), QStringLiteral("the"), QStringLiteral("restart"), QStringLiteral("second half"), QStringLiteral("break"),
            QStringLiteral("game"), QStringLiteral("kick-off"), QStringLiteral("a"), QStringLiteral("minute"), QStringLiteral("of"),
            QStringLiteral("added"), QStringLiteral("injury"), QStringLiteral("stoppage"), QStringLiteral("additional"), QStringLiteral("Injury"),
            QStringLiteral("time"), QStringLiteral("Time"), QStringLiteral("timer"), QStringLiteral("tim"), QStringLiteral("first-half"),
            QStringLiteral("Kane's"), QStringLiteral("right's"), QStringLiteral("\u017Ftoppage"), QStringLiteral("t\u00EFme"),
            QStringLiteral("\u00E9minute"), QStringLiteral("Minut\u00E9s"), QStringLiteral("Tom\u00E1s"), QStringLiteral("right\u00E9"),
            QStringLiteral("O\u2019Shea"), QStringLiteral("\u017Feconds"), QStringLiteral("mi\u212Aminute"),
            QStringLiteral("23"), QStringLiteral("90"), QStringLiteral("5"), QStringLiteral("'"), QStringLiteral("\u2019"), QStringLiteral("\u2032"),
            QStringLiteral("("), QStringLiteral(")"), QStringLiteral("+"), QStringLiteral("\u0663"), QStringLiteral("\U0001D7D0"),
            QStringLiteral("\u2013"), QStringLiteral("said"), QStringLiteral("90's"),
            // whole expressions
            QStringLiteral(" seconds after the restart "), QStringLiteral(" right from the restart "), QStringLiteral(" moments into the game "),
            QStringLiteral(" added time "), QStringLiteral(" injury-time "), QStringLiteral(" (23) "), QStringLiteral(" 23' "), QStringLiteral(" 90+2 "),
            QStringLiteral("'We won,' "), QStringLiteral("(Harper 69)"), QStringLiteral("(70th)")};
        const int found = timesFoundAsByEveryRule(pieces, 8000, 16);
        QVERIFY2(found >= 0, "a sentence's times differ from every rule's: see the warning");
        QVERIFY(found > 1000);
    }

    // A letter beyond ASCII ends a gate word's run of letters, as the scan reads it, but for the long s and the
    // Kelvin sign, which the patterns read as "s" and "k": a stoppage word or "seconds" spelt with them must let
    // the sentence through, and accented words must change nothing.
    void lettersBeyondAsciiEndGateWords()
    {
        const QStringList pieces = {QStringLiteral(" "), QStringLiteral(" "), QStringLiteral("-"), QStringLiteral(". "),
            QStringLiteral("\u017Ftoppage"), QStringLiteral("\u017Feconds"), QStringLiteral("\u017Ftraight"), QStringLiteral("time"),
            QStringLiteral("after"), QStringLiteral("the"), QStringLiteral("restart"), QStringLiteral("Tom\u00E1s"), QStringLiteral("\u00E9"),
            QStringLiteral("minut\u00E9"), QStringLiteral("\u00E9minutes"), QStringLiteral("minutes"), QStringLiteral("ten"),
            QStringLiteral("23"), QStringLiteral("'"),
            // whole expressions
            QStringLiteral(" \u017Ftoppage time "), QStringLiteral(" \u017Feconds after the restart "), QStringLiteral(" ten minutes in ")};
        const int found = timesFoundAsByEveryRule(pieces, 3000, 8);
        QVERIFY2(found >= 0, "a sentence's times differ from every rule's: see the warning");
        QVERIFY(found > 300);
    }

    // The preposition rule ("after just ten minutes") runs only where each word between a preposition and a
    // counted minute is one it allows there (the, just, only, barely, a mere, before, a number): every other
    // word in between, or a mark, must leave the times as every rule finds them.
    void prepositionRuleRunsWhereItMayMatch()
    {
        const QStringList pieces = {QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(" "), QStringLiteral("-"), QStringLiteral(". "),
            QStringLiteral("\u00A0"), QStringLiteral("\u180E"), QStringLiteral("on"), QStringLiteral("After"), QStringLiteral("in"),
            QStringLiteral("inside"), QStringLiteral("within"), QStringLiteral("around"), QStringLiteral("about"), QStringLiteral("approaching"),
            QStringLiteral("just"), QStringLiteral("before"), QStringLiteral("BEFORE"), QStringLiteral("with"), QStringLiteral("the"),
            QStringLiteral("only"), QStringLiteral("barely"), QStringLiteral("a"), QStringLiteral("mere"), QStringLiteral("an"), QStringLiteral("twenty"),
            QStringLiteral("one"), QStringLiteral("first"), QStringLiteral("\u017Feven"), QStringLiteral("5"), QStringLiteral("23"), QStringLiteral("1234"),
            QStringLiteral("\u0663"), QStringLiteral("minutes"), QStringLiteral("min"), QStringLiteral("Mins"), QStringLiteral("minute"),
            QStringLiteral("tenminutes"), QStringLiteral("gone"), QStringLiteral("played"), QStringLiteral("last"), QStringLiteral("half"),
            QStringLiteral("of"), QStringLiteral("time"), QStringLiteral("Kane's"), QStringLiteral(","), QStringLiteral("'"), QStringLiteral("th"),
            // whole expressions
            QStringLiteral(" after a mere twenty-one minutes "), QStringLiteral(" just before the 23 minutes "), QStringLiteral(" just after the barely 5 mins "),
            QStringLiteral(" with 25 minutes gone "), QStringLiteral(" on only ten mins "), QStringLiteral(" in the last 10 minutes ")};
        const int found = timesFoundAsByEveryRule(pieces, 8000, 14);
        QVERIFY2(found >= 0, "a sentence's times differ from every rule's: see the warning");
        QVERIFY(found > 1000);
    }

    // The gate tells the values' scoreline search which sentences may hold no scoreline (it read all their
    // tokens): such a sentence must hold no digit token or no dash (a token of its own, or in a word other than
    // one of ASCII letters), and no scoreline; and the mixes must have such sentences, with numbers too, and
    // with times (the gate lets those on, and the cue scan tells).
    void sentencesSaidToHoldNoScorelineHoldNone()
    {
        const QStringList pieces = {QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(". "), QStringLiteral("\n"), QStringLiteral("-"),
            QStringLiteral("\u2013"), QStringLiteral("2"), QStringLiteral("13"), QStringLiteral("\u0663"), QStringLiteral("\U0001D7D0"),
            QStringLiteral("2-1"), QStringLiteral(" 3 \u2013 0 "), QStringLiteral("won"), QStringLiteral("Kane's"), QStringLiteral("minute"),
            QStringLiteral("right"), QStringLiteral("after"), QStringLiteral("'"), QStringLiteral("("), QStringLiteral(")"), QStringLiteral("+"),
            QStringLiteral("caf\u00E9"), QStringLiteral("\U0001F600"), QStringLiteral("Robson-Kanu"), QStringLiteral("U21"), QStringLiteral("a"),
            QStringLiteral("2\u2013"), QStringLiteral("x-"), QStringLiteral("--")};
        int ruledOut = 0;
        int ruledOutWithNumbers = 0;
        int ruledOutWithTimes = 0;
        int withScorelines = 0;
        // The same pieces without a dash: sentences with times and none.
        QStringList noDashes = pieces;
        noDashes.removeIf([](const QString &piece) { return piece.contains(u'-') || piece.contains(u'\u2013'); });
        for (const QString &text : mixes(pieces, 6000, 14) + mixes(noDashes, 10000, 14)) {
            const TokenizedText tokenized(text);
            for (const Sentence &sentence : tokenized.sentences) {
                const QStringView part = QStringView(text).mid(sentence.span.start, sentence.span.length());
                const auto any = [&](const auto &test) {
                    return std::any_of(tokenized.tokens.cbegin() + sentence.firstToken, tokenized.tokens.cbegin() + sentence.endToken, test);
                };
                const bool holdsNumber = any([](const Token &token) { return token.kind == Token::Kind::Number; });
                const bool holdsDash = any([&](const Token &token) {
                    return !token.is(Token::AsciiLetters) && token.kind != Token::Kind::Number
                        && (token.view(text).contains(u'-') || token.view(text).contains(u'\u2013'));
                });
                bool mayHoldScoreline = false;
                const bool holdsTimes = !TimeExpressionFinder::find(tokenized.words, sentence, &mayHoldScoreline).isEmpty();
                QVERIFY2(mayHoldScoreline || !holdsNumber || !holdsDash, qPrintable(part.toString()));
                QVERIFY2(mayHoldScoreline || TextScan::asciiScorelines(part).isEmpty(), qPrintable(part.toString()));
                // A sentence with times passed the gate, and its scan tells: a digit and a dash anywhere in it.
                if (holdsTimes) {
                    const QList<uint> codePoints = part.toUcs4();
                    const bool holdsDigit = std::any_of(codePoints.cbegin(), codePoints.cend(), [](uint c) { return QChar::isDigit(c); });
                    const bool holdsDashUnit = part.contains(u'-') || part.contains(u'\u2013');
                    QVERIFY2(mayHoldScoreline == (holdsDigit && holdsDashUnit), qPrintable(part.toString()));
                }
                ruledOut += !mayHoldScoreline;
                ruledOutWithTimes += !mayHoldScoreline && holdsTimes;
                ruledOutWithNumbers += !mayHoldScoreline && holdsNumber;
                withScorelines += !TextScan::asciiScorelines(part).isEmpty();
            }
        }
        QVERIFY(ruledOut > 1000);
        QVERIFY(ruledOutWithNumbers > 100);
        QVERIFY(ruledOutWithTimes > 50);
        QVERIFY(withScorelines > 1000);
    }
};

QTEST_GUILESS_MAIN(MinuteGateTest)
#include "minutegate_test.moc"
