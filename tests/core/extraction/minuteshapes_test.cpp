// MinuteShapes reads the matches of the minute rules that open with a numeral by hand: each finder against
// its pattern's global search with ASCII classes, group by group, on random mixes of the characters those
// patterns read; and the minute finder with them against the finder with patterns alone, on random mixes of
// whole expressions and of characters that send a sentence back to the patterns.
#include "minuteshapes.h"
#include "randommixes.h"
#include "tokenizedtext.h"
#include "regex.h"
#include "sentencesplitter.h"
#include "timeexpressionfinder.h"
#include "wordstarts.h"

#include <QTest>

using namespace Touchline;
using Touchline::Test::mixes;
using Touchline::Test::TokenizedText;

class MinuteShapesTest : public QObject
{
    Q_OBJECT

private:
    static QString describe(const RuleMatch &match)
    {
        QString out;
        for (int group = 0; group < RuleMatch::groupCount; ++group)
            out += QStringLiteral("%1-%2 ").arg(match.capturedStart(group)).arg(match.capturedEnd(group));
        return out;
    }

    static QStringList describe(const QList<TimeExpression> &times)
    {
        QStringList out;
        for (const TimeExpression &time : times)
            out.append(QStringLiteral("%1-%2 %3 [%4]").arg(time.span.start).arg(time.span.end).arg(time.time.toString(), time.time.text));
        return out;
    }

private slots:
    void findersMatchTheirPatterns_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<quintptr>("finder");
        const QList<std::pair<QString, MinuteShapes::Finder>> rules = TimeExpressionFinder::rulesMatchedByHand();
        QCOMPARE(rules.size(), 6);
        for (const auto &[pattern, finder] : rules)
            QTest::newRow(qPrintable(pattern.left(40))) << pattern << quintptr(finder);
    }

    void findersMatchTheirPatterns()
    {
        QFETCH(QString, pattern);
        QFETCH(quintptr, finder);
        const auto next = reinterpret_cast<MinuteShapes::Finder>(finder);
        const Regex regex(pattern, Regex::CaseInsensitive);
        QVERIFY2(regex.isValid(), qPrintable(regex.errorString()));
        const QStringList pieces = {
            QStringLiteral("1"), QStringLiteral("23"), QStringLiteral("90"), QStringLiteral("105"), QStringLiteral("1234"), QStringLiteral("0"),
            QStringLiteral("+"), QStringLiteral("'"), QStringLiteral("\u2019"), QStringLiteral("\u2032"), QStringLiteral("("), QStringLiteral(")"),
            QStringLiteral("st"), QStringLiteral("ND"), QStringLiteral("rd"), QStringLiteral("Th"), QStringLiteral("s"), QStringLiteral("t"),
            QStringLiteral("min"), QStringLiteral("MINS"), QStringLiteral("minute"), QStringLiteral("Minutes"), QStringLiteral("ute"),
            QStringLiteral("mi"), QStringLiteral("x"), QStringLiteral("_"), QStringLiteral(" "), QStringLiteral(" "), QStringLiteral("  "),
            QStringLiteral("\t"), QStringLiteral("\n"), QStringLiteral("\r\n"), QStringLiteral("\v"), QStringLiteral("-"), QStringLiteral("\u2013"),
            QStringLiteral(":"), QStringLiteral("."), QStringLiteral(","), QStringLiteral("/"), QStringLiteral("\u00a3"), QStringLiteral("$"),
            QStringLiteral("\u20ac"), QStringLiteral("\u00a0"), QStringLiteral("\u180e"), QStringLiteral("\u00e9"), QStringLiteral("\u0663"),
            // whole expressions
            QStringLiteral("90+2"), QStringLiteral("45' + 1'"), QStringLiteral("90 + 4 minutes"), QStringLiteral("23rd minute"),
            QStringLiteral("56th-minute"), QStringLiteral("59min:"), QStringLiteral("\n45 mins -"), QStringLiteral("23'"), QStringLiteral("(23)"),
            QStringLiteral("12 min"), QStringLiteral("(70th)"), QStringLiteral("(94TH)"), QStringLiteral("(1234th)"),
            // prepositions and number words
            QStringLiteral("on"), QStringLiteral("After"), QStringLiteral("in"), QStringLiteral("inside"), QStringLiteral("with"),
            QStringLiteral("just"), QStringLiteral("before"), QStringLiteral("the"), QStringLiteral("only"), QStringLiteral("a"),
            QStringLiteral("mere"), QStringLiteral("an"), QStringLiteral("twenty"), QStringLiteral("one"), QStringLiteral("seven"),
            QStringLiteral("seventeenth"), QStringLiteral("Ninety"), QStringLiteral("first"), QStringLiteral("gone"),
            QStringLiteral("played"), QStringLiteral("on the clock"), QStringLiteral("on the"), QStringLiteral("after 12 minutes"),
            QStringLiteral("with 25 minutes gone"), QStringLiteral("after just a mere ten minutes"), QStringLiteral("in twenty-one mins"),
            QStringLiteral("on sevenminutes"), QStringLiteral("just before the half"),
        };
        int found = 0;
        for (const QString &text : mixes(pieces, 20000, 12)) {
            auto it = regex.globalMatch(text);
            RuleMatch byHand(text);
            qsizetype from = 0;
            while (it.hasNext()) {
                const RegexMatch expected = it.next();
                QVERIFY2(next(text, from, byHand), qPrintable(text));
                QCOMPARE(describe(byHand), describe(RuleMatch(text, expected)));
                from = byHand.capturedEnd();
                ++found;
            }
            QVERIFY2(!next(text, from, byHand), qPrintable(text));
            // A search from any place sees the text before it, as the pattern's lookbehinds and \b do.
            const qsizetype middle = text.size() / 2;
            const RegexMatch expected = regex.match(text, middle);
            QCOMPARE(next(text, middle, byHand), expected.hasMatch());
            if (expected.hasMatch())
                QCOMPARE(describe(byHand), describe(RuleMatch(text, expected)));
        }
        QVERIFY(found > 500);
    }

    void finderFindsWhatThePatternsFind()
    {
        const QStringList pieces = {
            QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(". "), QStringLiteral("\n"), QStringLiteral("the"), QStringLiteral("in"),
            QStringLiteral("after"), QStringLiteral("minute"), QStringLiteral("MINUTES"), QStringLiteral("min"), QStringLiteral("mins"),
            QStringLiteral("23rd"), QStringLiteral("4th"), QStringLiteral("90"), QStringLiteral("45"), QStringLiteral("7"), QStringLiteral("1234"),
            QStringLiteral("+"), QStringLiteral("'"), QStringLiteral("\u2019"), QStringLiteral("\u2032"), QStringLiteral("("), QStringLiteral(")"),
            QStringLiteral(":"), QStringLiteral("-"), QStringLiteral("\u2013"), QStringLiteral("of"), QStringLiteral("stoppage"), QStringLiteral("time"),
            QStringLiteral("\u00a3"), QStringLiteral("."), QStringLiteral(","),
            // characters that send a sentence back to the patterns: Unicode classes, surrogates, lone ones too
            QStringLiteral("\u00a0"), QStringLiteral("\u017Fecond"), QStringLiteral("\u212A"), QStringLiteral("\u0663"), QStringLiteral("\U0001F600"),
            QString(QChar(0xd800)), QStringLiteral("\u180e"),
            // whole expressions
            QStringLiteral(" in the 23rd minute "), QStringLiteral(" 90+2 "), QStringLiteral(" 45' + 1' "), QStringLiteral(" (45) "), QStringLiteral(" (70th) "),
            QStringLiteral(" 23' "), QStringLiteral(" after 12 mins "), QStringLiteral("59min: "), QStringLiteral("90+3 mins: "),
            QStringLiteral(" 56th-minute "), QStringLiteral(" 12 min "), QStringLiteral(" (63 MINS) "), QStringLiteral(" after twenty-one minutes "),
            QStringLiteral(" with 25 mins gone "), QStringLiteral(" just after a mere a minute "), QStringLiteral(" on the 23rd minute "),
        };
        int found = 0;
        for (const QString &text : mixes(pieces, 6000, 24)) {
            const TokenizedText tokenized(text);
            const WordHashes &words = tokenized.words;
            for (const Sentence &sentence : tokenized.sentences) {
                const QStringList expected = describe(TimeExpressionFinder::findByPatterns(words, sentence));
                QVERIFY2(describe(TimeExpressionFinder::find(words, sentence)) == expected, qPrintable(text.mid(sentence.span.start, sentence.span.length())));
                found += int(expected.size());
            }
        }
        QVERIFY(found > 2000);
    }
};

QTEST_GUILESS_MAIN(MinuteShapesTest)
#include "minuteshapes_test.moc"
