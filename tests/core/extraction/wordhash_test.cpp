// WordTable::hashOf reads a word's first and last four units (first, middle and last of a short one)
// and folds the chunks between: every unit must count, at every length, or two words a table must
// tell apart share a hash. hashOfLetters must give the hash of the lower case for letters in either
// case, digits and spaces (StringTable::findLetters keys), and no hash may be 0 (a free slot).
#include "wordtable.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <string>

using namespace Touchline;

namespace {

std::size_t hashOf(const std::u16string &word)
{
    return WordTable::hashOf(word);
}

} // namespace

class WordHashTest : public QObject
{
    Q_OBJECT
private slots:
    void everyUnitCounts()
    {
        // A word of each length from 0 to 80, and the same word with one unit changed at each place:
        // all of different hashes (lengths apart too, as "aaaa" and "aaaaa").
        QSet<std::size_t> hashes;
        int words = 0;
        for (std::size_t length = 0; length <= 80; ++length) {
            const std::u16string word(length, u'a');
            hashes.insert(hashOf(word));
            ++words;
            for (std::size_t at = 0; at < length; ++at) {
                for (char16_t other : {u'b', u'z', u'\u00E9', u'A'}) {
                    std::u16string changed = word;
                    changed[at] = other;
                    hashes.insert(hashOf(changed));
                    ++words;
                }
            }
        }
        QCOMPARE(hashes.size(), words);
    }

    void shortWordsApart()
    {
        // Every word of one to three units over a few letters: the short words read units 0, n/2 and n-1.
        const std::u16string letters = u"abcxyz '";
        QSet<std::size_t> hashes;
        int words = 0;
        for (std::size_t length = 1; length <= 3; ++length) {
            std::size_t combinations = 1;
            for (std::size_t i = 0; i < length; ++i)
                combinations *= letters.size();
            for (std::size_t n = 0; n < combinations; ++n) {
                std::u16string word;
                for (std::size_t rest = n, i = 0; i < length; ++i, rest /= letters.size())
                    word += letters[rest % letters.size()];
                hashes.insert(hashOf(word));
                ++words;
            }
        }
        QCOMPARE(hashes.size(), words);
    }

    void lettersInEitherCase()
    {
        // Random keys of letters, digits and single spaces, 0 to 90 units: hashOfLetters of the key as
        // written is hashOf of its lower case, and never 0; random keys do not collide.
        QRandomGenerator random(6);
        const std::u16string alphabet = u"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ";
        QSet<std::size_t> hashes;
        QSet<QString> keys;
        for (int n = 0; n < 20000; ++n) {
            const std::size_t length = std::size_t(random.bounded(91));
            std::u16string key;
            for (std::size_t i = 0; i < length; ++i)
                key += alphabet[std::size_t(random.bounded(int(alphabet.size())))];
            std::u16string lower = key;
            for (char16_t &c : lower)
                c = foldedLetter(c);
            const std::size_t hash = WordTable::hashOfLetters(key.data(), key.size());
            QCOMPARE(hash, hashOf(lower));
            QVERIFY(hash != 0);
            if (!keys.contains(QString::fromStdU16String(lower))) {
                keys.insert(QString::fromStdU16String(lower));
                QVERIFY(!hashes.contains(hash));
                hashes.insert(hash);
            }
        }
    }

    void tablesFindByTheHash()
    {
        // A table of words of every length finds each by hashOfLetters of its upper case.
        WordTable table;
        std::u16string word;
        for (int length = 1; length <= 70; ++length) {
            word += char16_t(u'a' + length % 26);
            table.add(word, WordTable::Mask(length));
        }
        word.clear();
        for (int length = 1; length <= 70; ++length) {
            word += char16_t(u'A' + length % 26);
            QCOMPARE(table.findLetters(word, WordTable::hashOfLetters(word.data(), word.size())), WordTable::Mask(length));
        }
    }
};

QTEST_GUILESS_MAIN(WordHashTest)
#include "wordhash_test.moc"
