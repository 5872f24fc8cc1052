// NarrativeEventFinder::liveBlogMinute reads a line's opening minute by hand; it must find what the
// caseless pattern it replaced finds, on random mixes of its pieces, spaces PCRE2's ASCII \s does and does
// not know, the long s, other digits and lone surrogates.
#include "narrativeeventfinder.h"
#include "randommixes.h"
#include "regex.h"

#include <QTest>

using namespace Touchline;
using Touchline::Test::mixes;

namespace {

// The pattern as the finder compiled it, and what it made of a match.
std::optional<MatchTime> byPattern(QStringView text)
{
    // A minute mark or word may also end the minute before a space and a capital: "12' GOAL!", "9 min  GOAL!"; a mark
    // or word ending the line: "90+3'", "11 min" above the entry it times. A list's bullet may come first: "- 34' 1-0.".
    static const Regex pattern(QStringLiteral("^\\s*(?:[-*\\x{2022}\\x{2013}\\x{00B7}]\\s*)?(\\d{1,3})(?:\\s*\\+\\s*(\\d{1,2}))?\\s*(?:(?:mins?|minutes?|['’′])\\s*[:\\-–]|(?:mins?|minutes?|['’′]) \\s*(?-i:(?=[A-Z]))|(?:mins?|minutes?|['’′])\\s*\\z)"),
                               Regex::CaseInsensitive);
    const auto m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    MatchTime time;
    time.minute = m.capturedView(1).toInt();
    if (m.hasCaptured(2))
        time.addedMinute = m.capturedView(2).toInt();
    time.period = MatchTime::periodForMinute(time.minute, time.addedMinute);
    time.precision = MatchTime::Precision::Exact;
    time.text = m.captured(0).trimmed();
    return time;
}

void compare(const QString &text)
{
    const std::optional<MatchTime> expected = byPattern(text);
    const std::optional<MatchTime> read = NarrativeEventFinder::liveBlogMinute(text);
    QVERIFY2(read.has_value() == expected.has_value(), qPrintable(text));
    if (expected) {
        QCOMPARE(read->minute, expected->minute);
        QCOMPARE(read->addedMinute, expected->addedMinute);
        QCOMPARE(read->period, expected->period);
        QCOMPARE(read->text, expected->text);
    }
}

} // namespace

class NarrativeEventFinderTest : public QObject
{
    Q_OBJECT
private slots:
    // A pattern PCRE2 cannot compile matches nothing and fails no other test: every rule it held would be gone.
    void everyPatternCompiles() { QCOMPARE(NarrativeEventFinder::patternErrors(), QStringList()); }

    void readsLiveBlogMinutes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("found");
        QTest::newRow("mins") << QStringLiteral("59 mins: Kane scores") << true;
        QTest::newRow("added, mark") << QStringLiteral("  90 + 2' - late drama") << true;
        QTest::newRow("minutes, dash") << QStringLiteral("12 Minutes – kick-off") << true;
        QTest::newRow("long s") << QStringLiteral("7 min\u017F: start") << true;
        QTest::newRow("mark, then a capital") << QStringLiteral("12' GOAL! Kestrelford 1-0") << true;
        QTest::newRow("mark, then a small letter") << QStringLiteral("12' goal") << false;
        QTest::newRow("a mark ends the line") << QStringLiteral("90+3' ") << true;
        QTest::newRow("a number alone") << QStringLiteral("90+3") << false;
        QTest::newRow("a word ends the line") << QStringLiteral("11 min ") << true;
        QTest::newRow("minutes end the line") << QStringLiteral("61 minutes") << true;
        QTest::newRow("min, then a capital") << QStringLiteral("9 min  GOAL! Harbour Vale 1-0") << true;
        QTest::newRow("mins, then a capital") << QStringLiteral("45+2 MINS Penalty to Kestrel") << true;
        QTest::newRow("minute, then a small letter") << QStringLiteral("9 minute goal") << false;
        QTest::newRow("four digits") << QStringLiteral("1234 mins: no") << false;
        QTest::newRow("three added digits") << QStringLiteral("90+123 mins: no") << false;
        QTest::newRow("plus without digits") << QStringLiteral("90+ mins: no") << false;
        QTest::newRow("nbsp") << QStringLiteral("\u00A059 mins: no") << false;
        QTest::newRow("no separator") << QStringLiteral("59 minutes later") << false;
        QTest::newRow("a bullet") << QStringLiteral("- 60' Porthaven: Volkov on") << true;
        QTest::newRow("a bullet, no space") << QStringLiteral("\u202260 mins: Volkov on") << true;
        QTest::newRow("a bullet and a dash") << QStringLiteral("- - 60' Porthaven") << false;
        QTest::newRow("lone surrogate later") << QStringLiteral("59 mins: ") + QChar(0xD800) << false;
    }
    void readsLiveBlogMinutes()
    {
        QFETCH(QString, text);
        QFETCH(bool, found);
        QCOMPARE(byPattern(text).has_value(), found); // the row is right
        compare(text);
    }

    void readsAsThePatternOnMixes()
    {
        const QStringList pieces = {QStringLiteral("5"), QStringLiteral("90"), QStringLiteral("123"), QStringLiteral(" "), QStringLiteral("\t"),
            QStringLiteral("\n"), QStringLiteral("\u00A0"), QStringLiteral("\u180E"), QStringLiteral("\u3000"), QStringLiteral("+"),
            QStringLiteral("min"), QStringLiteral("MIN"), QStringLiteral("s"), QStringLiteral("S"), QStringLiteral("\u017F"), QStringLiteral("ute"),
            QStringLiteral("utes"), QStringLiteral("'"), QStringLiteral("\u2019"), QStringLiteral("\u2032"), QStringLiteral("`"), QStringLiteral(":"),
            QStringLiteral("-"), QStringLiteral("\u2013"), QStringLiteral("\u2014"), QStringLiteral("x"), QStringLiteral("\u0663"),
            QStringLiteral("\U0001D7D0"), QString(QChar(0xDC00)), QStringLiteral("\U0001F600"), QStringLiteral("G"), QStringLiteral("g"),
            QStringLiteral("*"), QStringLiteral("\u2022"), QStringLiteral("\u00B7")};
        int found = 0;
        for (const QString &mix : mixes(pieces, 20000, 6)) {
            // Most lines that open with a minute open with a number: so do most of these.
            for (const QString &text : QStringList{mix, QStringLiteral("45") + mix, QStringLiteral(" 9 ") + mix}) {
                compare(text);
                found += byPattern(text).has_value();
            }
        }
        QVERIFY(found > 500);
    }
};

QTEST_GUILESS_MAIN(NarrativeEventFinderTest)
#include "narrativeeventfinder_test.moc"
