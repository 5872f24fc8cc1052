// Minute expressions: every wording the extraction issue lists, normalised to MatchTime, and text
// that looks like a number of minutes but is not one.
#include "sentencesplitter.h"
#include "timeexpressionfinder.h"
#include "wordstarts.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Touchline;

class TimeExpressionFinderTest : public QObject
{
    Q_OBJECT
private:
    // The phrase as written and reworded in the ways a cheap scan could stumble on.
    static QStringList variantsOf(const QString &phrase)
    {
        QStringList variants = {phrase, phrase.toUpper(), phrase.toLower(), alternatingCase(phrase), titleCase(phrase)};
        variants << QString(phrase).replace(QLatin1Char(' '), QLatin1Char('-'))          // hyphenated
                 << QString(phrase).remove(QLatin1Char(' '))                               // glued
                 << QString(phrase).replace(QLatin1Char(' '), QChar(0xa0))                 // no-break spaces
                 << QString(phrase).replace(QLatin1Char(' '), QLatin1String(", "))         // punctuation between words
                 << QStringLiteral("(%1)").arg(phrase) << QStringLiteral("\"%1\"!").arg(phrase)
                 << QStringLiteral("pre-%1-ish").arg(phrase)                               // inside hyphenated words
                 << QStringLiteral("x%1y").arg(phrase)                                     // glued to other letters
                 << QStringLiteral("Kant\u00e9 %1\u2019s").arg(phrase)                     // non-ASCII around
                 << QStringLiteral("\n%1\n").arg(phrase)                                   // at line starts
                 << QString(phrase).replace(QLatin1Char('k'), QChar(0x212a))               // KELVIN SIGN, matched as k
                 << QString(phrase).replace(QLatin1Char('s'), QChar(0x17f));               // LONG S, matched as s
        return variants;
    }
    static QString alternatingCase(QString text)
    {
        for (qsizetype i = 0; i < text.size(); i += 2)
            text[i] = text[i].toUpper();
        return text;
    }
    static QString titleCase(QString text)
    {
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (i == 0 || !text[i - 1].isLetter())
                text[i] = text[i].toUpper();
        }
        return text;
    }
    static QStringList describe(const QList<TimeExpression> &expressions)
    {
        QStringList lines;
        for (const TimeExpression &e : expressions) {
            lines << QStringLiteral("%1-%2 %3 p%4 %5 [%6]")
                         .arg(e.span.start)
                         .arg(e.span.end)
                         .arg(e.time.toString())
                         .arg(e.time.period)
                         .arg(int(e.time.precision))
                         .arg(e.time.text);
        }
        return lines;
    }

private slots:
    void normalisesMinuteExpressions_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("minute");   // MatchTime::toString()
        QTest::addColumn<int>("period");
        QTest::addColumn<QString>("spanText"); // the wording the span covers
        auto row = [](const char *name, const char *sentence, const char *minute, int period, const char *span) {
            QTest::newRow(name) << QString::fromUtf8(sentence) << QString::fromUtf8(minute) << period << QString::fromUtf8(span);
        };
        row("ordinal minute", "Reid scored in the 23rd minute.", "23", 1, "23rd minute");
        row("on N minutes", "Reid scored on 23 minutes.", "23", 1, "on 23 minutes");
        row("after N minutes", "Reid scored after 23 minutes.", "23", 1, "after 23 minutes");
        row("at N minutes", "At 23 minutes, FW Reid scored the goal by header.", "23", 1, "At 23 minutes");
        row("N minutes into the second-half", "Reid was sent off two minutes into the second-half.", "47", 2, "two minutes into the second-half");
        row("inside N minutes of the second half", "Reid scored inside four minutes of the second half.", "49", 2, "inside four minutes");
        row("on N minutes after something", "On 70 minutes after a corner, Reid headed in.", "70", 2, "On 70 minutes");
        row("around N minutes on their own", "Reid scored around 23 minutes, after a corner.", "23", 1, "around 23 minutes");
        row("N minutes in", "Reid scored 23 minutes in.", "23", 1, "23 minutes in");
        row("bracketed", "Goals: Reid (23)", "23", 1, "(23)");
        row("apostrophe", "Reid 23' header", "23", 1, "23'");
        row("curly apostrophe", "Reid 23\u2019 header", "23", 1, "23\u2019");
        row("stoppage plus", "Reid 90+5", "90+5", 2, "90+5");
        row("stoppage plus mins", "Reid scored 90+5 mins", "90+5", 2, "90+5 mins");
        row("first-half plus", "Reid scored 45+2 and celebrated", "45+2", 1, "45+2");
        row("word ordinal of injury time", "Reid scored in the fifth minute of second-half injury time.", "90+5", 2,
            "the fifth minute of second-half injury time");
        row("numeric ordinal of stoppage time", "Maddox was booked in the 4th minute of stoppage time.", "90+4", 2,
            "the 4th minute of stoppage time");
        row("first-half stoppage time", "Reid scored in first-half stoppage time.", "45+", 1, "first-half stoppage time");
        row("on the hour", "Reid was booked on the hour.", "60", 2, "on the hour");
        row("on the half-hour", "Reid was booked on the half-hour.", "30", 1, "on the half-hour");
        row("with ten minutes left", "Reid scored with ten minutes left.", "80", 2, "with ten minutes left");
        row("minutes from time", "Reid scored seven minutes from time.", "83", 2, "seven minutes from time");
        row("minutes of normal time left", "Reid scored with six minutes of normal time left.", "84", 2,
            "with six minutes of normal time left");
        row("minutes of regulation time remaining", "Reid scored with 3 minutes of regulation time remaining.", "87", 2,
            "with 3 minutes of regulation time remaining");
        row("seconds after the restart", "Reid scored seconds after the restart.", "46", 2, "seconds after the restart");
        row("minutes into the second half", "Reid scored two minutes into the second half.", "47", 2,
            "two minutes into the second half");
        row("word ordinal minute", "Reid scored in the twenty-third minute.", "23", 1, "the twenty-third minute");
        row("a word-ordinal-minute lead", "Reid fired them into a fifth-minute lead.", "5", 1, "fifth-minute");
        row("a compound word-ordinal minute", "Reid headed a twenty-third-minute opener.", "23", 1, "twenty-third-minute");
        row("a word-ordinal minute after an owner", "Reid's fourth-minute tap-in settled it.", "4", 1, "fourth-minute");
        row("the second half N minutes old", "Reid scored when the second half was 12 minutes old.", "57", 2, "second half was 12 minutes old");
        row("the game barely N minutes old", "Reid scored when the game was barely five minutes old.", "5", 1, "game was barely five minutes old");
        row("the first half N minutes old", "The first-half was 30 minutes old when Reid scored.", "30", 1, "first-half was 30 minutes old");
        row("N minutes before half-time", "Reid scored five minutes before half-time.", "40", 1, "five minutes before half-time");
        row("N minutes before the hour", "Reid was sent off eight minutes before the hour.", "52", 2, "eight minutes before the hour");
        row("N minutes after the hour", "Reid was sent off ten minutes after the hour.", "70", 2, "ten minutes after the hour");
        row("N minutes into first-half stoppage time", "Two minutes into first-half stoppage time Reid scored.", "45+2", 1, "Two minutes into first-half stoppage time");
        row("N minutes into stoppage time at the end of the half", "Reid struck two minutes into stoppage time at the end of the half.", "45+2", 1,
            "two minutes into stoppage time at the end of the half");
        row("N minutes into second half stoppage time", "Reid struck two minutes into second half stoppage time.", "90+2", 2,
            "two minutes into second half stoppage time");
        row("N minutes on the clock", "Just nine minutes were on the clock when Reid scored.", "9", 1, "nine minutes were on the clock");
        row("N minutes had gone", "Only nine minutes had gone when Reid scored.", "9", 1, "nine minutes had gone");
        row("N minutes into the day's meeting", "Nineteen minutes into Saturday's Wessington League meeting, Reid scored.", "19", 1, "Nineteen minutes into Saturday's Wessington League meeting");
        row("it took N minutes to", "It took Reid just eleven minutes to strike.", "11", 1, "It took Reid just eleven minutes to");
        row("N minutes gone, as commentary says", "Twenty-three minutes gone and Reid scores!", "23", 1, "Twenty-three minutes gone");
        row("N minutes on the clock, as commentary says", "Fifty-six minutes on the clock and Reid levels it!", "56", 2, "Fifty-six minutes on the clock");
        row("with N minutes gone keeps its preposition", "Reid scored with 25 minutes gone.", "25", 1, "with 25 minutes gone");
        row("N minutes had elapsed", "Twelve minutes had elapsed when Reid scored.", "12", 1, "Twelve minutes had elapsed");
        row("a quarter of an hour left", "Reid came on with a quarter of an hour left.", "75", 2, "with a quarter of an hour left");
        row("after half an hour", "Reid scored after half an hour.", "30", 1, "after half an hour");
        row("at minute N", "The 1-0 arrived at minute 23, Reid scoring.", "23", 1, "minute 23");
        row("in minute N", "Reid scored in minute 67.", "67", 2, "minute 67");
        row("(min. N), as Spanish dailies write it", "Rey entered for Arrieta (min. 75).", "75", 2, "min. 75");
        row("the Nth minute of the second half, counted from its start", "In the 24th minute of the second half Reid was sent off.", "69", 2, "24th minute of the second half");
        row("the Nth minute of the second half past 45", "In the 47th minute of the second half Reid scored.", "90+2", 2, "47th minute of the second half");
        row("N minutes before the break", "Reid scored 2 minutes before the break.", "43", 1, "2 minutes before the break");
        row("N minutes before full-time", "Reid scored ten minutes before full time.", "80", 2, "ten minutes before full time");
        row("94th minute is stoppage time", "Reid scored in the 94th minute.", "90+4", 2, "94th minute");
        row("extra time ordinal", "Reid scored in the 104th minute.", "104", 3, "104th minute");
        row("minutes remaining in extra time", "Reid scored with four minutes of extra time remaining.", "116", 4,
            "with four minutes of extra time remaining");
        // Wordings the finder's cheap pre-scan must not skip: glued or hyphenated units, upper case,
        // number words, and characters outside ASCII.
        row("plus glued min", "Reid scored 45+2min into the game.", "45+2", 1, "45+2min");
        row("apostrophe before plus", "Reid scored in the 90'+3 of a tense finale.", "90+3", 2, "90'+3");
        row("spaced plus minutes", "Reid scored 90 + 4 minutes in.", "90+4", 2, "90 + 4 minutes");
        row("hyphenated ordinal minute", "Reid scored in the 23rd-minute.", "23", 1, "23rd-minute");
        row("upper-case ordinal minute", "Reid scored in the 23RD MINUTE.", "23", 1, "23RD MINUTE");
        row("capitalised Min", "Reid scored in the 23rd Min.", "23", 1, "23rd Min");
        row("upper-case MIN", "Reid 23 MIN", "23", 1, "23 MIN");
        row("mins in", "Reid scored 23 mins in.", "23", 1, "23 mins in");
        row("minutes into the game", "Reid scored 23 minutes into the game.", "23", 1, "23 minutes into the game");
        row("minutes after the break", "Reid scored 12 minutes after the break.", "57", 2, "12 minutes after the break");
        row("with minutes to go", "Reid scored with ten minutes to go.", "80", 2, "with ten minutes to go");
        row("minutes from the end", "Reid scored nine minutes from the end.", "81", 2, "nine minutes from the end");
        row("a minute from time", "Reid scored a minute from time.", "89", 2, "a minute from time");
        row("after just N minutes", "Reid scored after just four minutes.", "4", 1, "after just four minutes");
        row("with N minutes gone", "Reid scored with 25 minutes gone.", "25", 1, "with 25 minutes gone");
        row("number word glued to minutes", "Reid scored after twentyminutes.", "20", 1, "after twentyminutes");
        row("minute of first-half stoppage time", "Reid scored in the second minute of first-half stoppage time.", "45+2", 1,
            "the second minute of first-half stoppage time");
        row("minute of added time at the end of extra time", "Reid was sent off in the second minute of added time at the end of extra time.", "120+2", 4,
            "the second minute of added time at the end of extra time");
        row("hyphenated injury time", "Reid scored in injury-time.", "90+", 2, "injury-time");
        row("stroke of half-time", "Reid scored on the stroke of half-time.", "45+", 1, "on the stroke of half-time");
        row("at the death", "Reid scored at the death.", "90+", 2, "at the death");
        row("after the hour mark", "Reid scored just after the hour mark.", "60", 2, "just after the hour mark");
        row("seconds into the game", "Reid scored seconds into the game.", "1", 1, "seconds into the game");
        row("live-blog minute", "59min: Reid scores", "59", 2, "59min:");
        row("live-blog apostrophe on a later line", "Full time\n 90' - over", "90", 2, "90' -");
        row("live-blog minute after CRLF", "Kick-off\r\n12 mins \u2013 corner", "12", 1, "12 mins \u2013");
        row("a lone CR starts no live-blog line", "Kick-off\r12 mins \u2013 corner", "12", 1, "12 mins");
        row("no-break space", "Reid scored on 23\u00a0minutes.", "23", 1, "on 23\u00a0minutes");
        row("accented name, bracket", "Kant\u00e9 (23)", "23", 1, "(23)");
        row("accented name, curly apostrophe", "Kant\u00e9 23\u2019", "23", 1, "23\u2019");
        row("ordinal minute after a score", "Reid made it 2-1 in the 67th minute.", "67", 2, "67th minute");
        row("an ordinal in brackets", "Whitlam replaced Reid (70th).", "70", 2, "(70th)");
    }
    void normalisesMinuteExpressions()
    {
        QFETCH(QString, sentence);
        QFETCH(QString, minute);
        QFETCH(int, period);
        QFETCH(QString, spanText);
        const QList<TimeExpression> found = TimeExpressionFinder::find(sentence);
        QCOMPARE(found.size(), 1);
        const TimeExpression &e = found.first();
        QCOMPARE(e.time.toString(), minute);
        QCOMPARE(e.time.period, period);
        QCOMPARE(e.span.textIn(sentence), spanText);
        QCOMPARE(e.time.text, spanText);
        QVERIFY(e.time.precision != MatchTime::Precision::Unknown);
    }

    void marksUnknownAddedTimeAsApproximate()
    {
        const auto found = TimeExpressionFinder::find(u"He struck in first-half stoppage time.");
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().time.minute, 45);
        QVERIFY(found.first().time.addedMinute.has_value());
        QCOMPARE(*found.first().time.addedMinute, -1);
        QCOMPARE(found.first().time.precision, MatchTime::Precision::Approximate);
    }

    void ignoresNumbersThatAreNotMinutes_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : {"Harbour City named a 23-man squad for the trip.", "The match was played on 2020-09-17.",
                                 "They lined up in a 4-4-2 formation.", "He joined for \u00a323m last summer.",
                                 "Ashford won 2-1 at home.", "The club was founded in the 1990s.",
                                 "Attendance: 31,204", "The stadium holds 45,000 fans.", "He wore the number 23 shirt.",
                                 "The club admin said 23 fans stayed on.", "Mind the gap: admin minutes, mint 45.",
                                 "The 23-minute delay ended.", "Reid scored after a five-minute spell of pressure.",
                                 // Counted from another moment than the kick-off.
                                 "About 10 minutes after his goal, Reid shot wide.", "Around 20 minutes before that, the rain came.",
                                 "Within ten minutes after the rain stopped, the lights failed.",
                                 // The verb's "on", then a span: "later" counts from another moment, whatever the preposition.
                                 "Tully came on two minutes later.", "Tully was sent on 2 minutes later.",
                                 // Vague: no minute of its own.
                                 "Reid scored around the half-hour mark."})
            QTest::newRow(text) << QString::fromUtf8(text);
    }
    void ignoresNumbersThatAreNotMinutes()
    {
        QFETCH(QString, text);
        const auto found = TimeExpressionFinder::find(text);
        QVERIFY2(found.isEmpty(), qPrintable(found.isEmpty() ? QString() : found.first().time.text));
    }

    // "within two minutes" after a minute the sentence told is a span from it, no minute of its own; opening a
    // sentence, it counts from the kick-off.
    void readsASpanAfterAToldMinuteAsNoMinute_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("minutes");
        QTest::newRow("after a told minute") << QStringLiteral("Tully came on in the 66th minute and within two minutes he had scored.") << QStringLiteral("66");
        QTest::newRow("inside, after a told minute") << QStringLiteral("Reid was booked on 70 minutes and inside five minutes he was off.") << QStringLiteral("70");
        QTest::newRow("from the kick-off") << QStringLiteral("Within two minutes Reid had scored.") << QStringLiteral("2");
    }
    // "after two minutes of treatment" is how long play stopped, not the match's second minute.
    void readsTheLengthOfAStopAsNoMinute_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("minutes");
        QTest::newRow("treatment") << QStringLiteral("After two minutes of treatment he was unable to continue.") << QString();
        QTest::newRow("deliberation, a word between") << QStringLiteral("After three minutes of VAR deliberation the goal stood.") << QString();
        QTest::newRow("play is the match's") << QStringLiteral("After ten minutes of play Reid scored.") << QStringLiteral("10");
        QTest::newRow("the second half") << QStringLiteral("Inside four minutes of the second half Reid scored.") << QStringLiteral("49");
    }
    void readsTheLengthOfAStopAsNoMinute() { readsASpanAfterAToldMinuteAsNoMinute(); }
    // "within three minutes of lifting the trophy" counts from a moment other than the kick-off, the match's minute unknown.
    void readsASpanOfAnotherMomentAsNoMinute_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("minutes");
        QTest::newRow("of a doing") << QStringLiteral("They were within three minutes of lifting the trophy when Reid levelled.") << QString();
        QTest::newRow("inside, of coming on") << QStringLiteral("Reid scored inside two minutes of coming on.") << QString();
        QTest::newRow("of the start") << QStringLiteral("Reid scored within five minutes of the start.") << QStringLiteral("5");
        QTest::newRow("of kick-off") << QStringLiteral("Reid scored inside two minutes of kick-off.") << QStringLiteral("2");
    }
    void readsASpanOfAnotherMomentAsNoMinute() { readsASpanAfterAToldMinuteAsNoMinute(); }

    void readsASpanAfterAToldMinuteAsNoMinute()
    {
        QFETCH(QString, text);
        QFETCH(QString, minutes);
        QStringList got;
        for (const TimeExpression &e : TimeExpressionFinder::find(text))
            got.append(e.time.toString());
        QCOMPARE(got.join(QLatin1Char(' ')), minutes);
    }

    void offsetsSpansByTheGivenOffset()
    {
        const QString text = QStringLiteral("Reid scored on 23 minutes and again in the 88th minute.");
        const auto found = TimeExpressionFinder::find(text, 1000);
        QCOMPARE(found.size(), 2);
        QCOMPARE(found.at(0).span.start, 1000 + int(text.indexOf(QLatin1String("on 23"))));
        QCOMPARE(found.at(0).time.toString(), QStringLiteral("23"));
        QCOMPARE(found.at(1).time.toString(), QStringLiteral("88"));
        QVERIFY(found.at(0).span.end <= found.at(1).span.start); // in order, not overlapping
        QCOMPARE(text.mid(found.at(1).span.start - 1000, found.at(1).span.length()), QStringLiteral("88th minute"));
    }

    // find() runs only the patterns its pre-scan says can match: on every wording of every cue, in
    // any case, glued, hyphenated or next to punctuation, it must find what running them all finds.
    void preScanSkipsNoMatch_data()
    {
        QTest::addColumn<QString>("text");
        QStringList phrases = {
            QStringLiteral("Reid scored in the 23rd minute."), QStringLiteral("the 22nd min"), QStringLiteral("the 21st mins"),
            QStringLiteral("the 24th minutes"), QStringLiteral("the 3rd minute of added time"),
            QStringLiteral("the 1st minute of additional time"), QStringLiteral("the second minute of first-half injury time"),
            QStringLiteral("the 2nd minute of extra-time stoppage time"), QStringLiteral("90+5"), QStringLiteral("45+2min"),
            QStringLiteral("90 + 4 minutes"), QStringLiteral("90'+3'"), QStringLiteral("Reid 23' header"), QStringLiteral("Goals: Reid (23)"),
            QStringLiteral("Reid 23 min"), QStringLiteral("Reid 23\u2032"), QStringLiteral("59min: Reid scores"),
            QStringLiteral("Full time\n 90' - over"), QStringLiteral("Kick-off\n12 mins \u2013 corner"),
            QStringLiteral("on 23 minutes"), QStringLiteral("after 23 mins"), QStringLiteral("in 23 min"), QStringLiteral("inside 23 minutes"),
            QStringLiteral("at 23 minutes"), QStringLiteral("within 23 minutes"), QStringLiteral("around 23 minutes"), QStringLiteral("about 23 minutes"),
            QStringLiteral("approaching 23 minutes"), QStringLiteral("just before 23 minutes"), QStringLiteral("just after the 23 minutes"),
            QStringLiteral("with 25 minutes gone"), QStringLiteral("with 25 minutes played"), QStringLiteral("with 25 minutes on the clock"),
            QStringLiteral("after barely a minute"), QStringLiteral("after a mere 2 minutes"), QStringLiteral("23 minutes in"),
            QStringLiteral("23 minutes into the game"), QStringLiteral("4 mins into the match"), QStringLiteral("12 minutes into the contest"),
            QStringLiteral("12 minutes into the tie"), QStringLiteral("12 minutes into the first half"),
            QStringLiteral("12 minutes after the break"), QStringLiteral("2 minutes into the second half"),
            QStringLiteral("2 minutes after the restart"), QStringLiteral("2 minutes after the interval"),
            QStringLiteral("3 minutes into the second period"), QStringLiteral("3 minutes into half-time"),
            QStringLiteral("5 min into extra time"), QStringLiteral("5 minutes into the second half of extra time"),
            QStringLiteral("5 minutes into stoppage time"), QStringLiteral("5 minutes into injury-time"), QStringLiteral("5 minutes into added time"),
            QStringLiteral("the second half was 12 minutes old"), QStringLiteral("five minutes before half-time"), QStringLiteral("eight minutes before the hour"), QStringLiteral("ten minutes after the hour"),
            QStringLiteral("2 minutes into first-half stoppage time"), QStringLiteral("nine minutes were on the clock"), QStringLiteral("nine minutes had gone"), QStringLiteral("nine minutes gone"), QStringLiteral("nine minutes played"), QStringLiteral("56 minutes on the clock"), QStringLiteral("at minute 23"), QStringLiteral("with a quarter of an hour left"), QStringLiteral("after half an hour"),
            QStringLiteral("in minute 90+3"), QStringLiteral("min. 75"), QStringLiteral("the 24th minute of the second half"), QStringLiteral("3 mins before the interval"), QStringLiteral("the match was only 3 mins old"),
            QStringLiteral("with ten minutes left"), QStringLiteral("with just ten minutes remaining"), QStringLiteral("with only ten minutes to go"),
            QStringLiteral("ten minutes to play"), QStringLiteral("seven minutes from time"), QStringLiteral("nine minutes from the end"),
            QStringLiteral("a minute from full-time"), QStringLiteral("an minute from the final whistle"),
            QStringLiteral("four minutes of extra time remaining"), QStringLiteral("four minutes left in extra time"),
            QStringLiteral("the fifth minute"), QStringLiteral("the twenty-third minute"), QStringLiteral("a fifth-minute lead"),
            QStringLiteral("an eleventh-minute goal"), QStringLiteral("a forty-first-minute header"), QStringLiteral("the twenty third minute"),
            QStringLiteral("on the hour"), QStringLiteral("around the hour"), QStringLiteral("just before the hour"),
            QStringLiteral("shortly after the hour"), QStringLiteral("the hour mark"), QStringLiteral("the hour-mark"),
            QStringLiteral("seconds after the restart"), QStringLiteral("moments into the second half"),
            QStringLiteral("straight from the restart"), QStringLiteral("immediately after the interval"),
            QStringLiteral("right after the break"), QStringLiteral("seconds into the second period"),
            QStringLiteral("within a minute of the restart"), QStringLiteral("within one minute of the second half"),
            QStringLiteral("seconds into the game"), QStringLiteral("moments after kick-off"), QStringLiteral("seconds after kick off"),
            QStringLiteral("moments into the match"), QStringLiteral("seconds after the start"), QStringLiteral("inside the first minute"),
            QStringLiteral("in the opening minute"), QStringLiteral("first-half stoppage time"), QStringLiteral("second half added time"),
            QStringLiteral("additional time"), QStringLiteral("injury time of the first half"),
            QStringLiteral("stoppage time at the end of the second half"), QStringLiteral("at the death"),
            QStringLiteral("on the stroke of half-time"), QStringLiteral("on the stroke of full time"),
            QStringLiteral("after twentyminutes"), QStringLiteral("the 23rdminute"), QStringLiteral("a 56th-minute lead"),
            QStringLiteral("with aminute left"), QStringLiteral("seventeenthminutes"),
            // words in sequence that a rule's cues pair: "the hour", "seconds from", "opening minute", "the an"
            QStringLiteral("approaching the hour-mark"), QStringLiteral("seconds from the restart"), QStringLiteral("immediately into the interval"),
            QStringLiteral("moments after the kick-off"), QStringLiteral("inside the opening minute"), QStringLiteral("the an minute"),
            // the numeral rule after a live-blog line has taken some of its marks, or all of them
            QStringLiteral("59min: Reid scores, 12 min later"), QStringLiteral("45' - Reid 23'"), QStringLiteral("59min: Reid\n60min: Kane"),
            QStringLiteral("59min: Reid 1' 2' 3' 4' 5' 6' 7' 8' 9' 10'"), QStringLiteral("45'+1' 45'+2' 45'+3' 45'+4' 45'+5' Reid 23'"),
            // as many matches as the scan counts places for: minute words after prepositions, "minute of"s
            QStringLiteral("after 5 minutes, in 12 mins and on twenty-three minutes"), QStringLiteral("with 2 mins gone, just after a mere ten minutes"),
            QStringLiteral("the 2nd minute of added time and the 3rd minute of stoppage time, the fourth minute of injury time"),
            // a numeral match over U+180E, which the patterns read as white space, before a mark the scan counts
            QStringLiteral("Reid 1\u180Emin\u20097'"), QStringLiteral("Reid 1\u180E'\u00A0and 2\u180Emins, then 7'"),
        };
        for (const char *number : {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                                   "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
                                   "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "first", "second", "third",
                                   "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
                                   "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
                                   "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth",
                                   "ninetieth", "a", "an"}) {
            phrases << QStringLiteral("the %1 minute").arg(QLatin1String(number))
                    << QStringLiteral("%1 minutes into the game").arg(QLatin1String(number))
                    << QStringLiteral("with %1 minute left").arg(QLatin1String(number));
        }
        for (const QString &phrase : std::as_const(phrases)) {
            for (const QString &variant : variantsOf(phrase))
                QTest::newRow(qPrintable(variant)) << variant;
        }
    }
    void preScanSkipsNoMatch()
    {
        QFETCH(QString, text);
        const QList<TimeExpression> expected = TimeExpressionFinder::findByEveryRule(text, 7);
        const QList<TimeExpression> found = TimeExpressionFinder::find(text, 7);
        QCOMPARE(describe(found), describe(expected));
        // As one sentence of a document whose words come hashed: the pre-scan looks them up by hash.
        const Tokens tokens = Tokenizer::tokenize(text);
        const WordHashes words(text, tokens);
        const Sentence whole{0, int(tokens.size()), TextSpan{0, int(text.size())}};
        const WordStarts starts(words, whole);
        QCOMPARE(describe(TimeExpressionFinder::find(text, 0, tokens, &starts)), describe(TimeExpressionFinder::findByEveryRule(text, 0)));
    }

    // The pre-scan reads the document's tokens (words of ASCII letters as the tokenizer found them)
    // and only what lies between or beyond them unit by unit. On random mixes of cue words, numbers,
    // marks, possessives, odd spaces and letters outside ASCII, split into sentences as the extractor
    // splits them, it must find what running every pattern finds.
    void preScanOfDocumentTokensSkipsNoMatch()
    {
        const QStringList pieces = {
            QStringLiteral("the"), QStringLiteral("The"), QStringLiteral("in"), QStringLiteral("on"), QStringLiteral("after"),
            QStringLiteral("just"), QStringLiteral("with"), QStringLiteral("minute"), QStringLiteral("MINUTES"),
            QStringLiteral("min"), QStringLiteral("mins"), QStringLiteral("23rd"), QStringLiteral("4th"), QStringLiteral("90"),
            QStringLiteral("45"), QStringLiteral("7"), QStringLiteral("+"), QStringLiteral("'"), QStringLiteral("\u2019"),
            QStringLiteral("\u2032"), QStringLiteral("("), QStringLiteral(")"), QStringLiteral(":"), QStringLiteral("-"),
            QStringLiteral("stoppage"), QStringLiteral("injury"), QStringLiteral("time"), QStringLiteral("half"),
            QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("of"), QStringLiteral("hour"), QStringLiteral("mark"),
            QStringLiteral("left"), QStringLiteral("to"), QStringLiteral("go"), QStringLiteral("from"), QStringLiteral("end"),
            QStringLiteral("seconds"), QStringLiteral("restart"), QStringLiteral("into"), QStringLiteral("game"),
            QStringLiteral("twenty"), QStringLiteral("third"), QStringLiteral("ten"), QStringLiteral("a"), QStringLiteral("an"),
            QStringLiteral("at"), QStringLiteral("death"), QStringLiteral("stroke"), QStringLiteral("Kane's"),
            QStringLiteral("Barnes'"), QStringLiteral("minute\u2019s"), QStringLiteral("90's"), QStringLiteral("45\u2019s"), QStringLiteral("O'Shea"), QStringLiteral("Tom\u00e1s"),
            QStringLiteral("\u212aick"), QStringLiteral("\u017Ftoppage"), QStringLiteral("\u0663"), QStringLiteral("\u26bd"),
            QStringLiteral("\U0001F600"), QString(QChar(0xd800)), QStringLiteral("e\u0301"), QStringLiteral("."),
            QStringLiteral(","), QStringLiteral("Reid"), QStringLiteral("scored"),
            // words a look-up finds by a prefix or glued to a minute word, and words of their shapes
            QStringLiteral("timewasting"), QStringLiteral("Restarted"), QStringLiteral("leftover"), QStringLiteral("halftime"),
            QStringLiteral("playing"), QStringLiteral("tenMinutes"), QStringLiteral("rdmin"), QStringLiteral("aMINS"),
            QStringLiteral("season"), QStringLiteral("man"), QStringLiteral("tithe"),
        };
        const QStringList separators = {QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(" "), QString(),
                                        QStringLiteral("\n"), QStringLiteral("\u00a0"), QStringLiteral(" \n "),
                                        QStringLiteral("-"), QStringLiteral(". "), QStringLiteral("\t")};
        QRandomGenerator random(20261130); // fixed: a failure can be replayed
        for (int round = 0; round < 3000; ++round) {
            QString text;
            const int count = 1 + int(random.bounded(24));
            for (int i = 0; i < count; ++i) {
                if (i > 0 || random.bounded(4) == 0)
                    text += separators.at(random.bounded(separators.size()));
                text += pieces.at(random.bounded(pieces.size()));
            }
            Tokens tokens = Tokenizer::tokenize(text);
            const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
            const WordHashes words(text, tokens);
            for (const Sentence &sentence : sentences) {
                const QStringView part = QStringView(text).mid(sentence.span.start, sentence.span.length());
                const std::span<const Token> partTokens(tokens.constData() + sentence.firstToken,
                                                        sentence.endToken - sentence.firstToken);
                const QStringList expected = describe(TimeExpressionFinder::findByEveryRule(part, sentence.span.start));
                const QStringList found = describe(TimeExpressionFinder::find(part, sentence.span.start, partTokens));
                QVERIFY2(found == expected, qPrintable(part.toString()));
                // The same with the word starts of the extractor, whose word hashes the pre-scan looks words up by.
                const WordStarts starts(words, sentence);
                const QStringList foundByHash = describe(TimeExpressionFinder::find(part, sentence.span.start, partTokens, &starts));
                QVERIFY2(foundByHash == expected, qPrintable(part.toString()));
            }
        }
    }

    void readsWordNumbers_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("value");
        QTest::newRow("one") << "one" << 1;
        QTest::newRow("first") << "first" << 1;
        QTest::newRow("ten") << "ten" << 10;
        QTest::newRow("twelfth") << "twelfth" << 12;
        QTest::newRow("twenty") << "twenty" << 20;
        QTest::newRow("twenty-third") << "twenty-third" << 23;
        QTest::newRow("twenty third") << "twenty third" << 23;
        QTest::newRow("capitalised") << "Fifth" << 5;
        QTest::newRow("forty-five") << "forty-five" << 45;
        QTest::newRow("ninety-ninth") << "ninety-ninth" << 99;
        QTest::newRow("not a number") << "goal" << -1;
        QTest::newRow("empty") << "" << -1;
        QTest::newRow("tens then tens") << "twenty-thirty" << -1;
        QTest::newRow("digits are not words") << "23" << -1;
    }
    void readsWordNumbers()
    {
        QFETCH(QString, word);
        QFETCH(int, value);
        QCOMPARE(TimeExpressionFinder::wordNumber(word), value);
    }
};

QTEST_APPLESS_MAIN(TimeExpressionFinderTest)
#include "timeexpressionfinder_test.moc"
