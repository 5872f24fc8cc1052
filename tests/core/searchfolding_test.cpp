#include "searchfolding.h"

#include <QTest>

using namespace Touchline;

class SearchFoldingTest : public QObject
{
    Q_OBJECT
private slots:
    void foldsCaseAndAccentsAlike_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("folded");
        QTest::newRow("ascii") << QStringLiteral("Ashford ROVERS 2-1") << QStringLiteral("ashford rovers 2-1");
        QTest::newRow("umlaut") << QStringLiteral("Mesut Özil") << QStringLiteral("mesut ozil");
        QTest::newRow("acute and tilde") << QStringLiteral("Héctor Núñez") << QStringLiteral("hector nunez");
        QTest::newRow("already decomposed") << QStringLiteral("He\u0301ctor") << QStringLiteral("hector");
        QTest::newRow("caron and cedilla") << QStringLiteral("Čech Çelik Šimić") << QStringLiteral("cech celik simic");
        QTest::newRow("letters that do not decompose") << QStringLiteral("Ødegaard Łukasz Đorđević Æsir Þór")
                                                       << QStringLiteral("odegaard lukasz dordevic aesir thor");
        QTest::newRow("sharp s") << QStringLiteral("Großkreutz") << QStringLiteral("grosskreutz");
        QTest::newRow("dotted capital I") << QStringLiteral("İlkay") << QStringLiteral("ilkay");
        QTest::newRow("other scripts kept") << QStringLiteral("Ταμπάκης") << QStringLiteral("ταμπακησ");
        QTest::newRow("empty") << QString() << QString();
    }

    void foldsCaseAndAccentsAlike()
    {
        QFETCH(QString, text);
        QFETCH(QString, folded);
        QCOMPARE(searchFolded(text), folded);
        QCOMPARE(searchFolded(folded), folded); // folding twice changes nothing
    }
};

QTEST_APPLESS_MAIN(SearchFoldingTest)
#include "searchfolding_test.moc"
