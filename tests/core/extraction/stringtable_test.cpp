// StringTable::sameText compares keys four characters at a time, the last four as one chunk that may
// overlap: it must tell keys apart as == does, at every length and wherever they differ. Look-ups go
// through a filter and a hash array kept apart from the slots: every key added must still be found,
// with its value, through every growth, and absent keys must not be.
#include "stringtable.h"

#include <QHash>
#include <QRandomGenerator>
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

    void findsWhatWasAddedThroughGrowth_data()
    {
        QTest::addColumn<bool>("reserved");
        QTest::newRow("grown one key at a time") << false;
        QTest::newRow("reserved up front") << true;
    }
    void findsWhatWasAddedThroughGrowth()
    {
        QFETCH(bool, reserved);
        // Random words of one to twelve letters; every fifth kept out of the table to be looked up
        // as absent. Checked after each of the table's growths (every power of two), not only at the end.
        QRandomGenerator random(20261130);
        QHash<QString, int> added;
        QStringList absent;
        while (added.size() < 6000) {
            QString word;
            const int length = 1 + int(random.bounded(12));
            for (int i = 0; i < length; ++i)
                word += QChar(u'a' + random.bounded(26));
            if (added.contains(word) || absent.contains(word))
                continue;
            if (random.bounded(5) == 0)
                absent << word;
            else
                added.insert(word, int(added.size()));
        }
        StringTable<int> table;
        if (reserved)
            table.reserve(std::size_t(added.size()));
        QHash<QString, int> inTable;
        for (auto it = added.cbegin(); it != added.cend(); ++it) {
            table.insert(it.key(), it.value());
            inTable.insert(it.key(), it.value());
            if (inTable.size() % 512 != 0 && inTable.size() != added.size())
                continue;
            QCOMPARE(table.size(), std::size_t(inTable.size()));
            for (auto kept = inTable.cbegin(); kept != inTable.cend(); ++kept) {
                const int *value = table.find(kept.key());
                QVERIFY2(value, qPrintable(kept.key()));
                QCOMPARE(*value, kept.value());
            }
            for (const QString &word : std::as_const(absent))
                QVERIFY2(!table.contains(word), qPrintable(word));
        }
        QVERIFY(!table.contains(QString()));
    }
};

QTEST_APPLESS_MAIN(StringTableTest)
#include "stringtable_test.moc"
