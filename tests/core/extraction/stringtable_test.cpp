// StringTable::sameText compares keys four characters at a time, the last four as one chunk that may
// overlap: it must tell keys apart as == does, at every length and wherever they differ. Look-ups go
// through a filter and a hash array kept apart from the slots: every key added must still be found,
// with its value, through every growth, and absent keys must not be. findLetters() finds keys of
// letters and spaces in either case. A table of view keys leaves its slots unset: new keys start at zero.
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

    void viewKeysAddedAsNewStartFromZero()
    {
        // A table of view keys and plain values leaves its slots unset until a key goes in: a new key's
        // value must still start at zero, through every growth, in memory that a table before it (of the
        // same sizes, freed) filled with other values.
        QStringList words;
        for (int i = 0; i < 3000; ++i)
            words << QStringLiteral("w%1").arg(i * 7919);
        for (const bool reserved : {false, true}) {
            {
                StringTable<int, std::u16string_view> earlier;
                for (const QString &word : std::as_const(words))
                    earlier[word] = -1;
            }
            StringTable<int, std::u16string_view> table;
            if (reserved)
                table.reserve(std::size_t(words.size()));
            for (qsizetype i = 0; i < words.size(); ++i) {
                int &value = table[words.at(i)];
                QCOMPARE(value, 0);
                value = int(i) + 1;
            }
            QCOMPARE(table.size(), std::size_t(words.size()));
            for (qsizetype i = 0; i < words.size(); ++i) {
                const int *value = table.find(words.at(i));
                QVERIFY(value && *value == int(i) + 1);
            }
            QVERIFY(!table.contains(u"w1"));
        }
    }

    void findLettersMatchesTheLowerCase()
    {
        // Keys of letters and single spaces, one to thirteen characters: findLetters() of each in
        // mixed case finds it (by WordTable's hash of the letters, which must be the table's own), and
        // of each with one letter changed finds what find() of that finds.
        QRandomGenerator random(20261201);
        StringTable<int> table;
        QStringList keys;
        for (int length = 1; length <= 13; ++length) {
            for (int n = 0; n < 40; ++n) {
                QString key;
                for (int i = 0; i < length; ++i)
                    key += i > 0 && i + 1 < length && key.back() != QLatin1Char(' ') && random.bounded(4) == 0 ? QChar(u' ') : QChar(u'a' + random.bounded(3));
                if (table.contains(key))
                    continue;
                table.insert(key, int(keys.size()));
                keys << key;
            }
        }
        const auto findLetters = [&table](QStringView letters) {
            return table.findLetters(letters, WordTable::hashOfLetters(letters.utf16(), std::size_t(letters.size())));
        };
        int changedFound = 0;
        for (qsizetype k = 0; k < keys.size(); ++k) {
            QString mixed = keys.at(k);
            for (QChar &c : mixed) {
                if (c != QLatin1Char(' ') && random.bounded(2))
                    c = c.toUpper();
            }
            const int *found = findLetters(mixed);
            QVERIFY2(found && *found == k, qPrintable(mixed));
            QVERIFY(findLetters(mixed.toUpper()) == found);
            for (qsizetype i = 0; i < mixed.size(); ++i) {
                if (mixed.at(i) == QLatin1Char(' '))
                    continue;
                QString changed = mixed;
                changed[i] = QChar(mixed.at(i).isUpper() ? u'D' : u'd');
                QVERIFY(findLetters(changed) == table.find(changed.toLower()));
                const QString shorter = QString(keys.at(k)).remove(i, 1);
                QVERIFY(findLetters(QString(mixed).remove(i, 1)) == table.find(shorter));
                changedFound += table.contains(shorter);
            }
        }
        QVERIFY(changedFound > 10);
        QVERIFY(!StringTable<int>().findLetters(u"a", WordTable::hashOfLetters(u"a", 1)));
    }
};

QTEST_APPLESS_MAIN(StringTableTest)
#include "stringtable_test.moc"
