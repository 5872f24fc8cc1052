// The minute finder's cue scan must read as white space every character PCRE2's \s reads so (with Unicode
// properties): a cue of two words ("minute of", "ten minutes left", "after just ten minutes") split by one of
// them is still a cue, or the rule it lets run is skipped. Each such separator, in place of each space of an
// expression of every rule, against what every rule's pattern finds on the same sentence.
#include "sentencesplitter.h"
#include "timeexpressionfinder.h"
#include "tokenizedtext.h"

#include <QTest>

#include <tuple>

using namespace Touchline;
using Touchline::Test::TokenizedText;

class MinuteSeparatorsTest : public QObject
{
    Q_OBJECT

private:
    // Where each expression is, and the minute it reads.
    using Minutes = QList<std::tuple<int, int, QString>>;
    static Minutes minutesOf(const QList<TimeExpression> &times)
    {
        Minutes minutes;
        minutes.reserve(times.size());
        for (const TimeExpression &time : times)
            minutes.append({time.span.start, time.span.end, time.time.toString()});
        return minutes;
    }

    // Characters other than ASCII white space that PCRE2 reads as \s with Unicode properties.
    static QList<char16_t> pcreSpaces()
    {
        QList<char16_t> spaces = {0x0085, 0x00A0, 0x1680, 0x180E, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000};
        for (char16_t c = 0x2000; c <= 0x200A; ++c)
            spaces.append(c);
        return spaces;
    }

    // An expression of each rule, and of each cue of words in sequence.
    static QStringList expressions()
    {
        return {
            QStringLiteral("in the fifth minute of second half injury time"), QStringLiteral("the 4th minute of stoppage time"),
            QStringLiteral("the 2nd minute of extra time added time"), QStringLiteral("90 + 4 minutes"), QStringLiteral("the 23rd minute"),
            QStringLiteral("the twenty third minute"), QStringLiteral("ten minutes into the second half"),
            QStringLiteral("12 mins after the break"), QStringLiteral("5 minutes into stoppage time"), QStringLiteral("23 minutes in"),
            QStringLiteral("four minutes into the first half"), QStringLiteral("with only ten minutes left"),
            QStringLiteral("ten minutes to go"), QStringLiteral("ten minutes to play"), QStringLiteral("seven minutes from the final whistle"),
            QStringLiteral("four minutes of extra time remaining"), QStringLiteral("two minutes left in extra time"),
            QStringLiteral("after just ten minutes"), QStringLiteral("on 23 minutes"), QStringLiteral("with 25 minutes on the clock"),
            QStringLiteral("just before the 23 minutes"), QStringLiteral("after a mere 2 minutes"), QStringLiteral("Reid 23 min"),
            QStringLiteral("on the hour"), QStringLiteral("shortly after the hour"), QStringLiteral("seconds after the restart"),
            QStringLiteral("right from the second half"), QStringLiteral("within a minute of the restart"),
            QStringLiteral("moments after kick off"), QStringLiteral("inside the first minute"),
            QStringLiteral("second half stoppage time"), QStringLiteral("injury time of the first half"), QStringLiteral("at the death"),
            QStringLiteral("on the stroke of full time"),
        };
    }

    // `text` as the extractor reads it, sentence by sentence: what the finder finds and what every pattern
    // finds must be the same.
    static void compareSentences(const QString &text)
    {
        const TokenizedText tokenized(text);
        for (const Sentence &sentence : tokenized.sentences) {
            const QStringView words = QStringView(text).mid(sentence.span.start, sentence.span.length());
            const Minutes expected = minutesOf(TimeExpressionFinder::findByEveryRule(words, sentence.span.start));
            const QString where = QStringLiteral("%1 in \"%2\"").arg(sentence.span.start).arg(text);
            QVERIFY2(minutesOf(TimeExpressionFinder::find(tokenized.words, sentence)) == expected, qPrintable(where));
            QVERIFY2(minutesOf(TimeExpressionFinder::find(words, sentence.span.start)) == expected, qPrintable(where));
        }
    }

private slots:
    void separatorsInsideCues_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<int>("separator");
        for (const QString &expression : expressions()) {
            for (const char16_t separator : pcreSpaces())
                QTest::addRow("%s U+%04X", qPrintable(expression), unsigned(separator)) << expression << int(separator);
        }
    }

    // Each space of the expression in turn, and all of them, replaced by the separator.
    void separatorsInsideCues()
    {
        QFETCH(QString, expression);
        QFETCH(int, separator);
        const QString plain = QStringLiteral("Reid scored %1, said Kane.").arg(expression);
        QVERIFY(!TimeExpressionFinder::findByEveryRule(plain).isEmpty());
        for (qsizetype at = plain.indexOf(expression); at < plain.size(); ++at) {
            if (plain.at(at) != u' ')
                continue;
            QString text = plain;
            text[at] = QChar(char16_t(separator));
            compareSentences(text);
        }
        compareSentences(QString(plain).replace(QLatin1Char(' '), QChar(char16_t(separator))));
    }
};

QTEST_GUILESS_MAIN(MinuteSeparatorsTest)
#include "minuteseparators_test.moc"
