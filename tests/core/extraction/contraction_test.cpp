// endsInContraction() answers what the mention finder's regular expression answered: on random mixes of
// letters in either case, both apostrophes, the long s and other letters beyond ASCII, every answer is
// the caseless pattern's.
#include "contraction.h"
#include "randommixes.h"

#include <QRegularExpression>
#include <QTest>

using namespace Touchline;

class ContractionTest : public QObject
{
    Q_OBJECT
private slots:
    void answersAsThePattern()
    {
        const QRegularExpression contraction(QStringLiteral("['’](?:ve|ll|re|d|m|t|s)$"), QRegularExpression::CaseInsensitiveOption);
        const QStringList pieces = {u"'"_qs, u"’"_qs, u"ve"_qs, u"VE"_qs, u"Ll"_qs, u"re"_qs, u"d"_qs, u"M"_qs, u"t"_qs, u"s"_qs,
                                    u"S"_qs, u"ſ"_qs, u"K"_qs, u"e"_qs, u"l"_qs, u"v"_qs, u"D"_qs, u"é"_qs, u"I"_qs, u"We"_qs,
                                    u"`"_qs, u"$"_qs, u"T"_qs, u"R"_qs};
        int yes = 0;
        for (const QString &word : Test::mixes(pieces, 40000, 5)) {
            const bool expected = contraction.match(word).hasMatch();
            QCOMPARE(endsInContraction(word), expected);
            yes += expected;
        }
        QVERIFY(yes > 1000);
    }
};

QTEST_APPLESS_MAIN(ContractionTest)
#include "contraction_test.moc"
