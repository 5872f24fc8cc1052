// TextScan::containsFolded looks eight places at a time for the needle's first two letters: it must find
// what Qt's caseless search finds in long texts too, at every place of the blocks and in the tail after them.
#include "randommixes.h"
#include "textscan.h"

#include <QTest>

using namespace Touchline;

using Touchline::Test::mixes;

class ContainsFoldedTest : public QObject
{
    Q_OBJECT
private slots:
    // Mixes long enough to fill many blocks, of the needles' letters in either case, the two letters beyond
    // ASCII that fold to ASCII ones, others that do not, surrogates and needles that start alike.
    void findsWhatQtFindsInLongTexts()
    {
        const QStringList pieces = {QStringLiteral("s"), QStringLiteral("S"), QStringLiteral("a"), QStringLiteral("A"), QStringLiteral("ved"),
            QStringLiteral("VED"), QStringLiteral("k"), QStringLiteral("K"), QStringLiteral("\u017F"), QStringLiteral("\u212A"),
            QStringLiteral("\u0130"), QStringLiteral("\u0131"), QStringLiteral("\u00DF"), QStringLiteral("\u1E9E"), QStringLiteral("\uFF33"),
            QStringLiteral("\U0001F600"), QString(QChar(0xD83D)), QStringLiteral(" "), QStringLiteral("saved"), QStringLiteral("kick"),
            QStringLiteral("ki"), QStringLiteral("e"), QStringLiteral("ef"), QStringLiteral("FORT"), QStringLiteral("@"), QStringLiteral("`"),
            QStringLiteral("\u0145"), QStringLiteral("\u0165"), QStringLiteral("eff")};
        int found = 0;
        for (const QString &text : mixes(pieces, 20000, 40)) {
            for (const char16_t *needle : {u"saved", u"kick", u"sa", u"ki", u"effort", u"e", u"s", u"e1", u"@s"}) {
                const bool expected = text.contains(QStringView(needle), Qt::CaseInsensitive);
                found += expected;
                QVERIFY2(TextScan::containsFolded(text, needle) == expected, qPrintable(text + QStringLiteral(" / ") + QStringView(needle)));
            }
        }
        QVERIFY(found > 40000);
    }

    // The needle at every place of a long text, and one letter short of it there.
    void findsTheNeedleAtEveryPlace()
    {
        for (qsizetype at = 0; at <= 40; ++at) {
            QString text(48, u'x');
            text.replace(at, 6, QStringLiteral("EfFoRt"));
            QVERIFY2(TextScan::containsFolded(text, u"effort"), qPrintable(text));
            text[at + 5] = u'x';
            QVERIFY2(!TextScan::containsFolded(text, u"effort"), qPrintable(text));
        }
    }
};

QTEST_GUILESS_MAIN(ContainsFoldedTest)
#include "containsfolded_test.moc"
