// The exact pre-checks that spare the extractor's patterns most of the text: each must say "maybe"
// wherever its pattern matches, checked against the patterns themselves on built phrases and on
// random mixes of phrases, digits, dashes, folded letters and surrogates.
#include "randommixes.h"
#include "regex.h"
#include "scorecheck.h"
#include "textscan.h"
#include "token.h"

#include <QTest>

#include <array>

using namespace Touchline;

using Touchline::Test::mixes;

class TextScanTest : public QObject
{
    Q_OBJECT
private slots:
    void findsEveryPlaceAScorelineMayBe_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("maybe");
        QTest::newRow("hyphen") << QStringLiteral("won 2-1 at home") << true;
        QTest::newRow("en dash, spaces") << QStringLiteral("a 3 – 0 win") << true;
        QTest::newRow("digits beyond the BMP") << QStringLiteral("\U0001D7CF-\U0001D7CE") << true;
        QTest::newRow("Arabic-Indic digits") << QStringLiteral("\u0662-\u0661") << true;
        QTest::newRow("a hyphenated word") << QStringLiteral("a free-kick at half-time") << false;
        QTest::newRow("digit on one side only") << QStringLiteral("the 4-man wall, the back-3") << false;
        QTest::newRow("too far from the dash") << QStringLiteral("2  -  1") << false;
        QTest::newRow("no text") << QString() << false;
    }
    void findsEveryPlaceAScorelineMayBe()
    {
        QFETCH(QString, text);
        QFETCH(bool, maybe);
        QCOMPARE(TextScan::mayHoldScoreline(text), maybe);
    }

    void neverRulesOutAScoreline()
    {
        const QString scoreline = QStringLiteral("(?<![\\d.:/–-])(\\d{1,2})\\s?[-–]\\s?(\\d{1,2})(?![\\d:/]|[-–.]\\d)");
        const Regex ascii(scoreline, Regex::CaseInsensitive);
        const Regex unicode(scoreline, Regex::CaseInsensitive | Regex::UnicodeProperties);
        const QStringList pieces = {QStringLiteral("2"), QStringLiteral("13"), QStringLiteral("-"), QStringLiteral("–"), QStringLiteral(" "),
            QStringLiteral("\u00A0"), QStringLiteral("\u2009"), QStringLiteral("\u0663"), QStringLiteral("\U0001D7D0"), QStringLiteral("a"),
            QStringLiteral("."), QStringLiteral(":"), QStringLiteral("won "), QStringLiteral("\U0001F600"), QStringLiteral("2-"), QStringLiteral("-1"),
            QStringLiteral("4 –"), QStringLiteral("– 0")};
        int scorelines = 0;
        for (const QString &text : mixes(pieces, 20000)) {
            const bool found = ascii.match(text).hasMatch() || unicode.match(text).hasMatch();
            scorelines += found;
            QVERIFY2(!found || TextScan::mayHoldScoreline(text), qPrintable(text));
        }
        QVERIFY(scorelines > 2000); // the mixes hold scorelines often enough to test anything
    }

    // The score check searches from scorelineSearchStart(): it must find every match a search from the
    // start finds, the same ones.
    void aSearchFromTheStartGivenFindsTheSameScorelines()
    {
        const Regex unicode(QStringLiteral("(?<![\\d.:/–-])(\\d{1,2})\\s?[-–]\\s?(\\d{1,2})(?![\\d:/]|[-–.]\\d)"),
                            Regex::CaseInsensitive | Regex::UnicodeProperties);
        const QStringList pieces = {QStringLiteral("2"), QStringLiteral("13"), QStringLiteral("-"), QStringLiteral("–"), QStringLiteral(" "),
            QStringLiteral("\u00A0"), QStringLiteral("\u0663"), QStringLiteral("\U0001D7D0"), QStringLiteral("\U0001D7D0\U0001D7D1"),
            QStringLiteral("a"), QStringLiteral("."), QStringLiteral("won "), QStringLiteral("2-"), QStringLiteral("-1"), QStringLiteral("4 –")};
        const auto all = [&unicode](QStringView text, qsizetype from) {
            QList<std::pair<qsizetype, qsizetype>> found;
            for (auto it = unicode.globalMatch(text, from); it.hasNext();) {
                const auto m = it.next();
                found.append({m.capturedStart(), m.capturedEnd()});
            }
            return found;
        };
        int scorelines = 0;
        for (const QString &text : mixes(pieces, 20000)) {
            const auto expected = all(text, 0);
            const qsizetype start = TextScan::scorelineSearchStart(text);
            scorelines += !expected.isEmpty();
            QVERIFY2(start >= 0 || expected.isEmpty(), qPrintable(text));
            QVERIFY2(start < 0 || all(text, start) == expected, qPrintable(text));
            QCOMPARE(start >= 0, TextScan::mayHoldScoreline(text));
        }
        QVERIFY(scorelines > 2000);
    }

    // The extractor's scorelines read by hand: the same matches, numbers and all, as the pattern's global
    // search with ASCII classes, on mixes of digits, dashes, the look-arounds' marks, white space of every kind
    // (PCRE2's ASCII \s is that of the C locale) and surrogates, lone ones too.
    void readsScorelinesAsThePatternDoes()
    {
        const Regex pattern(QStringLiteral("(?<![\\d.:/–-])(\\d{1,2})\\s?[-–]\\s?(\\d{1,2})(?![\\d:/]|[-–.]\\d)"));
        QVERIFY(pattern.isValid());
        const QStringList pieces = {QStringLiteral("2"), QStringLiteral("13"), QStringLiteral("7"), QStringLiteral("-"), QStringLiteral("–"),
            QStringLiteral("—"), QStringLiteral(" "), QStringLiteral("  "), QStringLiteral("\t"), QStringLiteral("\n"), QStringLiteral("\r"),
            QStringLiteral("\v"), QStringLiteral("\f"), QStringLiteral("\u0085"), QStringLiteral("\u00A0"), QStringLiteral("\u001C"),
            QStringLiteral("\u2009"), QStringLiteral("\u180E"), QStringLiteral("\u0663"), QStringLiteral("\U0001D7D0"), QStringLiteral("a"),
            QStringLiteral("."), QStringLiteral(":"), QStringLiteral("/"), QStringLiteral(","), QStringLiteral("won "), QStringLiteral("\U0001F600"),
            QString(QChar(0xD800)), QString(QChar(0xDC00)), QStringLiteral("2-"), QStringLiteral("-1"), QStringLiteral("4 –"), QStringLiteral("– 0"),
            QStringLiteral("3-1"), QStringLiteral("10 - 2")};
        int scorelines = 0;
        for (const QString &text : mixes(pieces, 40000, 9)) {
            QList<std::array<qsizetype, 4>> expected;
            for (auto it = pattern.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                expected.append({m.capturedStart(), m.capturedEnd(1), m.capturedStart(2), m.capturedEnd()});
                QCOMPARE(m.capturedStart(1), m.capturedStart());
                QCOMPARE(m.capturedEnd(2), m.capturedEnd());
            }
            QList<std::array<qsizetype, 4>> found;
            for (const TextScan::ScorelineMatch &m : TextScan::asciiScorelines(text))
                found.append({m.start, m.firstEnd, m.secondStart, m.end});
            scorelines += int(expected.size());
            QVERIFY2(found == expected, qPrintable(text));
        }
        QVERIFY(scorelines > 5000); // the mixes hold scorelines often enough to test anything
    }

    void neverRulesOutAnAwayTeam()
    {
        const Regex &pattern = ScoreCheck::atTeamPattern();
        QVERIFY(TextScan::mayEndWithAtOrTo(QStringLiteral("a trip TO ")));
        QVERIFY(!TextScan::mayEndWithAtOrTo(QStringLiteral("a trip to")));
        QVERIFY(!TextScan::mayEndWithAtOrTo(QStringLiteral("Arsenal and ")));
        QVERIFY(TextScan::mayEndWithAtOrTo(QStringLiteral("win at 10-man ")));
        QVERIFY(!TextScan::mayEndWithAtOrTo(QStringLiteral("over 10-man ")));
        const QStringList pieces = {QStringLiteral("at"), QStringLiteral("AT"), QStringLiteral("tO"), QStringLiteral("to"), QStringLiteral("away "),
            QStringLiteral("visited "), QStringLiteral("trip "), QStringLiteral("travelled "), QStringLiteral(" "), QStringLiteral("\u00A0"),
            QStringLiteral("\u180E"), QStringLiteral("\u2028"), QStringLiteral("\u3000"), QStringLiteral("\n"), QStringLiteral("\t"), QStringLiteral("x"),
            QStringLiteral("\u212A"), QStringLiteral("\u017F"), QStringLiteral("\u00E0"), QStringLiteral("\U0001F600"), QStringLiteral("-"), QStringLiteral("10-man "), QStringLiteral("-woman"), QStringLiteral("ten")};
        int matches = 0;
        for (const QString &text : mixes(pieces, 20000)) {
            const bool found = pattern.match(text).hasMatch();
            matches += found;
            QVERIFY2(!found || TextScan::mayEndWithAtOrTo(text), qPrintable(text));
        }
        QVERIFY(matches > 300); // the mixes end with a match often enough to test anything
    }

    // Four units a step, then one: a unit beyond ASCII at any place of a text of any length is seen,
    // and the highest ASCII unit is not taken for one.
    void isAsciiSeesEveryUnit()
    {
        QVERIFY(TextScan::isAscii(QStringView()));
        for (int size = 1; size <= 11; ++size) {
            QString text(size, QChar(0x7f));
            QVERIFY(TextScan::isAscii(text));
            for (int at = 0; at < size; ++at) {
                for (const char16_t unit : {char16_t(0x80), char16_t(0xe9), char16_t(0x100), char16_t(0x2013), char16_t(0xd83d)}) {
                    QString other = text;
                    other[at] = QChar(unit);
                    QVERIFY2(!TextScan::isAscii(other), qPrintable(QStringLiteral("%1 at %2 of %3").arg(int(unit)).arg(at).arg(size)));
                }
            }
        }
    }

    // The dash search reads long texts in steps of 32 units, then 8, then one: a scoreline at any place
    // of a long text, as either dash, is found, and only it.
    void findsADashAtAnyPlaceOfALongText()
    {
        for (const QChar dash : {QChar(u'-'), QChar(0x2013)}) {
            for (int at = 0; at + 3 <= 100; ++at) {
                QString text(100, QLatin1Char('a'));
                text[at] = QLatin1Char('1');
                text[at + 1] = dash;
                text[at + 2] = QLatin1Char('2');
                QVERIFY2(TextScan::mayHoldScoreline(text), qPrintable(text));
                QVERIFY2(!TextScan::mayHoldScoreline(QStringView(text).left(at + 1)), qPrintable(text)); // the dash left out
                text[at] = QLatin1Char('a');
                QVERIFY2(!TextScan::mayHoldScoreline(text), qPrintable(text)); // a dash without digits both sides
            }
        }
    }

    void findsEverySurrogate()
    {
        // Every length and place, across the sixteen- and four-unit blocks and the tail.
        for (int length = 0; length <= 40; ++length) {
            const QString plain(length, u'a');
            QVERIFY(!TextScan::hasSurrogates(plain));
            for (int at = 0; at < length; ++at) {
                for (const char16_t half : {u'\xD83D', u'\xDE00', u'\xDBFF', u'\xDC00'}) {
                    QString text = plain;
                    text[at] = QChar(half);
                    QVERIFY2(TextScan::hasSurrogates(text), qPrintable(QStringLiteral("length %1, at %2").arg(length).arg(at)));
                }
                QString near = plain; // the units either side of the surrogate range
                near[at] = QChar(u'\xD7FF');
                QVERIFY(!TextScan::hasSurrogates(near));
                near[at] = QChar(u'\xE000');
                QVERIFY(!TextScan::hasSurrogates(near));
            }
        }
    }

    void tellsValidUtf16AsQtDoes()
    {
        const QStringList pieces = {QStringLiteral("a"), QStringLiteral("goal "), QStringLiteral("\U0001F600"), QString(QChar(0xD83D)),
                                    QString(QChar(0xDE00)), QString(QChar(0xDBFF)), QString(QChar(0xDC00)), QStringLiteral("\uD7FF"),
                                    QStringLiteral("\uE000"), QStringLiteral("\u00E9")};
        int invalid = 0;
        for (const QString &text : mixes(pieces, 20000, 12)) {
            const bool valid = QStringView(text).isValidUtf16();
            invalid += !valid;
            QVERIFY2(TextScan::isValidUtf16(text) == valid, qPrintable(QStringLiteral("%1 units: %2").arg(text.size()).arg(QString::fromLatin1(text.toUtf8().toHex()))));
        }
        QVERIFY(invalid > 5000 && invalid < 19000); // both answers are exercised
    }

    void tellsValidUtf16AsQtDoesAtEveryPlace()
    {
        // A pair, a lone half or two halves the wrong way round at every place of texts long enough for
        // the sixteen-unit steps, with a pair elsewhere (the scan resumes after each one).
        const QString pair = QStringLiteral("\U0001F600");
        const QStringList inserts = {pair, QString(QChar(0xD83D)), QString(QChar(0xDE00)), QString(QChar(0xDE00)) + QChar(0xD83D)};
        for (int length = 0; length <= 40; ++length) {
            for (int at = 0; at <= length; ++at) {
                for (const QString &insert : inserts) {
                    for (const int other : {-1, 0, length / 2, length}) {
                        QString text(length, u'a');
                        text.insert(at, insert);
                        if (other >= 0)
                            text.insert(other, pair);
                        QVERIFY2(TextScan::isValidUtf16(text) == QStringView(text).isValidUtf16(),
                                 qPrintable(QString::fromLatin1(text.toUtf8().toHex())));
                        QVERIFY(TextScan::hasSurrogates(text));
                    }
                }
            }
        }
    }

    void comparesFoldedLetters()
    {
        QVERIFY(TextScan::foldedAt(u"a SHOOT-out", 2, u"shoot"));
        QVERIFY(TextScan::foldedAt(u"\u017Fhoot", 0, u"shoot"));   // long s
        QVERIFY(TextScan::foldedAt(u"spot-\u212Aick", 0, u"spot-kick")); // Kelvin sign
        QVERIFY(!TextScan::foldedAt(u"shoo", 0, u"shoot"));
        QVERIFY(!TextScan::foldedAt(u"shoot", -1, u"shoot"));
        QVERIFY(!TextScan::foldedAt(u"sh\u00F6ot", 0, u"shoot"));
    }

    // As Qt's caseless search finds the word, on mixes of its letters in either case, the two letters beyond
    // ASCII that fold to ASCII ones, others that do not (dotted and dotless i, ß, ẞ, a fullwidth S, the
    // Angstrom sign), surrogates and marks.
    void containsFoldedAsQtDoes()
    {
        const QStringList pieces = {QStringLiteral("s"), QStringLiteral("S"), QStringLiteral("a"), QStringLiteral("A"), QStringLiteral("ved"),
            QStringLiteral("VED"), QStringLiteral("k"), QStringLiteral("K"), QStringLiteral("\u017F"), QStringLiteral("\u212A"),
            QStringLiteral("\u0130"), QStringLiteral("\u0131"), QStringLiteral("\u00DF"), QStringLiteral("\u1E9E"), QStringLiteral("\uFF33"),
            QStringLiteral("\u212B"), QStringLiteral("\U0001F600"), QString(QChar(0xD83D)), QStringLiteral("\u0301"), QStringLiteral(" "),
            QStringLiteral("saved"), QStringLiteral("kick"), QStringLiteral("i"), QStringLiteral("e")};
        int found = 0;
        for (const QString &text : mixes(pieces, 20000, 9)) {
            for (const char16_t *needle : {u"saved", u"kick", u"sa", u"s", u"ki", u"e"}) {
                const bool expected = text.contains(QStringView(needle), Qt::CaseInsensitive);
                found += expected;
                QVERIFY2(TextScan::containsFolded(text, needle) == expected, qPrintable(text + QStringLiteral(" / ") + QStringView(needle)));
            }
        }
        QVERIFY(found > 20000);
        QVERIFY(TextScan::containsFolded(u"it was Saved", u"saved"));
        QVERIFY(!TextScan::containsFolded(u"it was save", u"saved"));
        QVERIFY(!TextScan::containsFolded(u"", u"saved"));
    }

    void findsAShootOutWhereTheWholeTextSearchDoes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("told");
        QTest::newRow("shoot-out") << QStringLiteral("They won the shoot-out 5-4.") << true;
        QTest::newRow("penalty shoot") << QStringLiteral("a Penalty Shoot-out decided it") << true;
        QTest::newRow("on pens, upper case") << QStringLiteral("WON ON PENS") << true;
        QTest::newRow("long s") << QStringLiteral("\u017Fudden death") << true;
        QTest::newRow("spot-kicks to decide") << QStringLiteral("it took spot-kicks to decide") << true;
        QTest::newRow("inside a word") << QStringLiteral("the shootouts, xshootout, on pensions") << false;
        QTest::newRow("two spaces") << QStringLiteral("penalty  shootx") << false;
        QTest::newRow("after an emoji") << QStringLiteral("\U0001F600shootout") << true;
        QTest::newRow("lone surrogate elsewhere") << QStringLiteral("shootout ") + QChar(0xD83D) << false;
        QTest::newRow("nothing") << QStringLiteral("a 2-1 win") << false;
    }
    void findsAShootOutWhereTheWholeTextSearchDoes()
    {
        QFETCH(QString, text);
        QFETCH(bool, told);
        QCOMPARE(ScoreCheck::shootOutPattern().match(text).hasMatch(), told); // the row is right
        QCOMPARE(ScoreCheck::mentionsShootOut(text, Tokenizer::tokenize(text)), told);
    }

    void agreesWithTheWholeTextSearchOnMixes()
    {
        const QStringList pieces = {QStringLiteral("shoot-out"), QStringLiteral("shootout"), QStringLiteral("SHOOT"), QStringLiteral("penalty "),
            QStringLiteral("penalty shoot"), QStringLiteral("on penalties"), QStringLiteral("on pens"), QStringLiteral("spot-kick"),
            QStringLiteral("s to decide"), QStringLiteral("sudden death"), QStringLiteral("\u017F"), QStringLiteral("\u212A"), QStringLiteral(" "),
            QStringLiteral("x"), QStringLiteral("\u00E9"), QStringLiteral("\U0001F600"), QStringLiteral("-"), QString(QChar(0xDE00)),
            // what the tokenizer keeps inside a word, or drops: apostrophes, a possessive's s, a mark, digits
            QStringLiteral("'"), QStringLiteral("\u2019s "), QStringLiteral("'s"), QStringLiteral("\u0301"), QStringLiteral("2"), QStringLiteral("_"),
            QStringLiteral("."), QStringLiteral("\n"),
            // the phrases' words alone, that a hyphen may join: a word of ASCII letters opens a phrase only as some
            QStringLiteral("spot"), QStringLiteral("kick"), QStringLiteral("sudden"), QStringLiteral("death"), QStringLiteral("on"),
            QStringLiteral("pen"), QStringLiteral("out")};
        int told = 0;
        for (const QString &text : mixes(pieces, 20000)) {
            const bool expected = ScoreCheck::shootOutPattern().match(text).hasMatch();
            told += expected;
            QVERIFY2(ScoreCheck::mentionsShootOut(text, Tokenizer::tokenize(text)) == expected, qPrintable(text));
        }
        QVERIFY(told > 1000);
    }

    // nextEqual() against a plain search, from every place of random arrays of every length up to a few
    // steps of eight, where the value looked for is there, and where values share only one half with it.
    void nextEqualFindsWhatAPlainSearchFinds()
    {
        QRandomGenerator random(6);
        const std::size_t value = 0x1234'5678'9abc'def0ull;
        const std::array<std::size_t, 6> values = {value, 0x1234'5678'0000'0001ull, 0x0000'0001'9abc'def0ull, 0x9abc'def0'1234'5678ull, 0, 7};
        int found = 0;
        for (int round = 0; round < 3000; ++round) {
            std::vector<std::size_t> array(random.bounded(40));
            for (std::size_t &v : array)
                v = random.bounded(3) ? random.generate64() : values[random.bounded(int(values.size()))];
            for (qsizetype from = 0; from <= qsizetype(array.size()); ++from) {
                const qsizetype expected = std::find(array.begin() + from, array.end(), value) - array.begin();
                QCOMPARE(TextScan::nextEqual(array, from, value), expected);
                found += expected < qsizetype(array.size());
            }
        }
        QVERIFY(found > 10000);
    }
};

QTEST_GUILESS_MAIN(TextScanTest)
#include "textscan_test.moc"
