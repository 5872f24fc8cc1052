// StringTable::sameText compares keys four characters at a time, the last four as one chunk that may
// overlap: it must tell keys apart as == does, at every length and wherever they differ.
#include "stringtable.h"

#include <QString>
#include <QTest>

using namespace Touchline;

class StringTableTest : public QObject
{
    Q_OBJECT
private slots:
    void sameTextEqualsComparison()
    {
        // Keys of length 0 to 13 over "ab", each also with one character changed to 'c'.
        QStringList keys;
        for (int length = 0; length <= 13; ++length) {
            for (int bits = 0; bits < (1 << std::min(length, 4)); ++bits) {
                QString key;
                for (int i = 0; i < length; ++i)
                    key += QLatin1Char(bits >> (i % 4) & 1 ? 'b' : 'a');
                keys << key;
                for (int i = 0; i < length; ++i)
                    keys << QString(key).replace(i, 1, QLatin1Char('c'));
            }
        }
        int same = 0;
        for (const QString &a : std::as_const(keys)) {
            for (const QString &b : std::as_const(keys)) {
                QCOMPARE(StringTable<int>::sameText(toU16View(a), toU16View(b)), a == b);
                same += a == b;
            }
        }
        QVERIFY(same > keys.size());
    }
};

QTEST_APPLESS_MAIN(StringTableTest)
#include "stringtable_test.moc"
