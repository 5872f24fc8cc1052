// ScoreCheck::mentionsShootOut from the word hashes against the token scan and the whole-text search.
#include "randommixes.h"
#include "scorecheck.h"
#include "wordhashes.h"

#include <QTest>

using namespace Touchline;
using Touchline::Test::mixes;

class ShootOutScanTest : public QObject
{
    Q_OBJECT

private:
    // As the extractor asks it: from the hashes the tokenizer worked out.
    static bool toldByHashes(const QString &text)
    {
        std::vector<std::size_t> hashes;
        const Tokens tokens = Tokenizer::tokenize(text, hashes);
        return ScoreCheck::mentionsShootOut(WordHashes(text, tokens, std::move(hashes)));
    }

private slots:
    void findsWhatTheTokenScanFinds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("told");
        QTest::newRow("shoot-out") << QStringLiteral("They won the shoot-out 5-4.") << true;
        QTest::newRow("shootout, upper case") << QStringLiteral("THE SHOOTOUT") << true;
        QTest::newRow("penalty shoot") << QStringLiteral("a Penalty Shoot decided it") << true;
        QTest::newRow("on pens") << QStringLiteral("won On pens") << true;
        QTest::newRow("sudden death") << QStringLiteral("Sudden death it was") << true;
        QTest::newRow("long s") << QStringLiteral("\u017Fudden death") << true;
        QTest::newRow("spot-kicks to decide") << QStringLiteral("it took spot-kicks to decide") << true;
        QTest::newRow("inside a word") << QStringLiteral("the shootouts, xshootout, on pensions, shooter") << false;
        QTest::newRow("a long word") << QString(QStringLiteral("shootout").repeated(9)) << false;
        QTest::newRow("lone surrogate elsewhere") << QStringLiteral("shootout ") + QChar(0xD83D) << false;
        QTest::newRow("nothing") << QStringLiteral("a 2-1 win") << false;
    }
    void findsWhatTheTokenScanFinds()
    {
        QFETCH(QString, text);
        QFETCH(bool, told);
        QCOMPARE(ScoreCheck::shootOutPattern().match(text).hasMatch(), told); // the row is right
        QCOMPARE(toldByHashes(text), told);
    }

    void agreesWithTheTokenScanOnMixes()
    {
        const QStringList pieces = {QStringLiteral("shoot-out"), QStringLiteral("shootout"), QStringLiteral("SHOOT"), QStringLiteral("Shootout"),
            QStringLiteral("penalty "), QStringLiteral("penalty shoot"), QStringLiteral("on penalties"), QStringLiteral("ON PENS"),
            QStringLiteral("spot-kick"), QStringLiteral("s to decide"), QStringLiteral("sudden death"), QStringLiteral("Sudden"),
            QStringLiteral("\u017F"), QStringLiteral("\u212A"), QStringLiteral(" "), QStringLiteral("x"), QStringLiteral("\u00E9"),
            QStringLiteral("\U0001F600"), QStringLiteral("-"), QString(QChar(0xDE00)), QStringLiteral("'"), QStringLiteral("\u2019s "),
            QStringLiteral("'s"), QStringLiteral("\u0301"), QStringLiteral("2"), QStringLiteral("_"), QStringLiteral("."), QStringLiteral("\n"),
            QStringLiteral("spot"), QStringLiteral("kick"), QStringLiteral("sudden"), QStringLiteral("death"), QStringLiteral("on"),
            QStringLiteral("On"), QStringLiteral("pen"), QStringLiteral("out"), QStringLiteral("shoot"), QStringLiteral("shout")};
        int told = 0;
        for (const QString &text : mixes(pieces, 20000)) {
            const bool expected = ScoreCheck::mentionsShootOut(text, Tokenizer::tokenize(text));
            told += expected;
            QVERIFY2(toldByHashes(text) == expected, qPrintable(text));
        }
        QVERIFY(told > 1000);
    }
};

QTEST_GUILESS_MAIN(ShootOutScanTest)
#include "shootoutscan_test.moc"
