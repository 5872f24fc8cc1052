// WordStarts and WordHashes: the word starts of a sentence taken from its tokens (whole words of
// ASCII letters with their shared hashes, the characters between them one by one) must be exactly
// those found character by character, on the fictional reports and on random mixes of words, folded
// letters, digits, marks and surrogates; and the shared hashes must be the hashes of the folded words.
// The starts a sentence's WordStarts takes from the text's shared SentenceStarts must be exactly those it
// finds on its own, whatever order the sentences are asked in, however often, and after other sentences
// have been found; a sentence that is not an element of the list the starts were made for is found alone.
#include "randommixes.h"
#include "sentencesplitter.h"
#include "wordhashes.h"
#include "wordstarts.h"
#include "wordtable.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace Touchline;

// QVERIFY and QCOMPARE for a helper that returns a value.
#define QVERIFY_RETURN(condition, value)                                                                                                   \
    do {                                                                                                                                    \
        if (!(condition)) {                                                                                                                 \
            qWarning("failed: %s", #condition);                                                                                             \
            return value;                                                                                                                   \
        }                                                                                                                                   \
    } while (false)
#define QCOMPARE_RETURN(actual, expected, value) QVERIFY_RETURN((actual) == (expected), value)

namespace {

QString describe(const WordStarts &starts)
{
    QStringList parts;
    for (const WordStarts::Start &start : starts) {
        parts << QStringLiteral("%1+%2%3:%4:%5")
                     .arg(start.offset)
                     .arg(start.length)
                     .arg(start.ambiguous ? QStringLiteral("?") : QString())
                     .arg(start.length ? QString(QChar(start.first)) : QString())
                     .arg(start.length ? start.hash : 0);
    }
    parts << (starts.hasSurrogates() ? QStringLiteral("surrogates") : QStringLiteral("no surrogates"));
    return parts.join(u' ');
}

// Compares both ways of finding the starts on every sentence of `text`; returns how many sentences
// took at least one word whole (so that a test can tell the fast way was exercised).
int compareOn(const QString &text)
{
    Tokens tokens = Tokenizer::tokenize(text);
    const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
    const WordHashes words(text, tokens);
    int wholeWords = 0;
    for (const Sentence &sentence : sentences) {
        const WordStarts fromTokens(words, sentence);
        const WordStarts fromCharacters(fromTokens.subject());
        const QString expected = describe(fromCharacters);
        const QString actual = describe(fromTokens);
        if (actual != expected) {
            qWarning().noquote() << "sentence:" << fromTokens.subject().toString() << "\n  from tokens:    " << actual << "\n  from characters:" << expected;
            return -1;
        }
        for (int t = sentence.firstToken; t < sentence.endToken; ++t)
            wholeWords += words.has(t) ? 1 : 0;
    }
    return wholeWords;
}

// Compares the shared starts of every sentence of `text` with those found on their own, asking for the
// sentences in a random order, each twice; returns false (with a warning) on the first difference.
bool compareSharedOn(const QString &text, QRandomGenerator &random)
{
    Tokens tokens = Tokenizer::tokenize(text);
    const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
    const WordHashes alone(text, tokens);
    WordHashes shared(text, tokens);
    const SentenceStarts sentenceStarts(shared, sentences);
    shared.shareSentenceStarts(sentenceStarts);

    QList<qsizetype> order(sentences.size() * 2);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), random);
    QStringList expected(sentences.size());
    for (qsizetype s = 0; s < sentences.size(); ++s)
        expected[s] = describe(WordStarts(alone, sentences.at(s)));
    QList<const WordStarts::Start *> firstBegins(sentences.size(), nullptr);
    for (const qsizetype k : order) {
        const qsizetype s = k % sentences.size();
        const Sentence &sentence = sentences.at(s);
        QVERIFY_RETURN(sentenceStarts.of(sentence).has_value(), false);
        const WordStarts starts(shared, sentence);
        const QString actual = describe(starts);
        if (actual != expected.at(s)) {
            qWarning().noquote() << "sentence:" << starts.subject().toString() << "\n  shared:" << actual << "\n  alone: " << expected.at(s);
            return false;
        }
        // Found once: the second ask is given the same starts.
        QVERIFY_RETURN(!firstBegins.at(s) || firstBegins.at(s) == starts.begin(), false);
        firstBegins[s] = starts.begin();
    }
    // Still the same once every sentence has been found.
    for (qsizetype s = 0; s < sentences.size(); ++s)
        QCOMPARE_RETURN(describe(WordStarts(shared, sentences.at(s))), expected.at(s), false);
    return true;
}

} // namespace

class WordStartsTest : public QObject
{
    Q_OBJECT
private slots:
    void hashesAreThoseOfTheFoldedWords()
    {
        const QString text = QStringLiteral("Kane SCORED, O'Shea didn't; M\u00FCller 12th ") + QString(70, u'a') + QStringLiteral(" end");
        const Tokens tokens = Tokenizer::tokenize(text);
        const WordHashes words(text, tokens);
        int hashed = 0;
        for (int t = 0; t < tokens.size(); ++t) {
            const QStringView word = tokens.at(t).view(text);
            const bool asciiLetters = std::all_of(word.begin(), word.end(), [](QChar c) { return c.unicode() < 128 && c.isLetter(); });
            QCOMPARE(words.has(t), tokens.at(t).kind == Token::Kind::Word && asciiLetters && word.size() <= WordHashes::longestWord);
            if (!words.has(t))
                continue;
            const QString lower = word.toString().toLower();
            QCOMPARE(words.at(t), WordTable::hashOf(std::u16string_view(reinterpret_cast<const char16_t *>(lower.utf16()), std::size_t(lower.size()))));
            ++hashed;
        }
        QVERIFY(hashed >= 3); // "Kane", "SCORED" and "end" at least; not "O'Shea", "Müller" nor the 70 letters
    }

    // The hash reads four units at a time, the last four as a chunk that may overlap: every length from
    // empty to past two chunks, every position changed, and either case of the letters.
    void wordTableHashReadsEveryLetterInEitherCase()
    {
        const std::u16string letters = u"abcdefghijklmnopqrstuvwxyz";
        for (std::size_t length = 0; length <= 13; ++length) {
            const std::u16string lower = letters.substr(0, length);
            std::u16string mixed = lower;
            for (std::size_t i = 0; i < length; i += 2)
                mixed[i] = char16_t(mixed[i] - (u'a' - u'A'));
            const std::size_t hash = WordTable::hashOf(lower);
            QCOMPARE(WordTable::hashOfLetters(mixed.data(), length), hash);
            QVERIFY(hash != WordTable::hashOf(letters.substr(0, length + 1)));
            for (std::size_t i = 0; i < length; ++i) {
                std::u16string changed = lower;
                changed[i] = u'z' - (changed[i] - u'a') % 25; // another letter
                QVERIFY2(WordTable::hashOf(changed) != hash, qPrintable(QStringLiteral("length %1, letter %2").arg(length).arg(i)));
            }
        }
    }

    void startsFromTokensAreThoseFromCharacters_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("plain") << QStringLiteral("Kane scored in the 12th minute. Son made it 2-0.");
        QTest::newRow("digits glued to words") << QStringLiteral("A 45th-minute goal, 2nd half, u23s and 3pm kick-off.");
        QTest::newRow("long s and Kelvin sign") << QStringLiteral("He \u017Fcored; x\u017Fcored and score\u017F. \u212Aick-off, a\u017Fb xKy \u017F \u212A.");
        QTest::newRow("possessive and apostrophes") << QStringLiteral("Kane's goal, O'Shea's header, players' union, didn't score.");
        QTest::newRow("accents and marks") << QStringLiteral("M\u00FCller and Mu\u0308ller, Jos\u00E9 and Jose\u0301, caf\u00E9s.");
        QTest::newRow("underscores") << QStringLiteral("_kick and kick_off, __x__ y_");
        QTest::newRow("surrogates") << QStringLiteral("\U0001F600 he scored \U0001F600goal\U0001F600 in the 12th minute");
        QTest::newRow("lone surrogate") << QString(QStringLiteral("he scored ") + QChar(0xD800) + QStringLiteral("goal today"));
        QTest::newRow("words longer than a run") << (QStringLiteral("x ") + QString(64, u'a') + u' ' + QString(65, u'b') + QStringLiteral(" ab"));
        QTest::newRow("marks and numbers after words and spaces") << QStringLiteral("Kane, 12 mins (2-0); x12 12x _12 12_ a.12 ,, ..1");
        QTest::newRow("digits beyond ASCII") << QStringLiteral("It was ٣-١, then 1٣ and ١2 x١1 𝟐 goals.");
        QTest::newRow("no-break spaces and tabs") << QStringLiteral("Kane\u00A0scored\tagain\u2009today.");
    }
    void startsFromTokensAreThoseFromCharacters()
    {
        QFETCH(QString, text);
        QVERIFY(compareOn(text) > 0);
    }

    void startsFromTokensAreThoseFromCharactersOnReports()
    {
        int reports = 0;
        for (const QString &folder : {QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"), QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample")}) {
            for (const QFileInfo &file : QDir(folder).entryInfoList({QStringLiteral("*.txt")})) {
                QFile in(file.filePath());
                QVERIFY(in.open(QIODevice::ReadOnly));
                QVERIFY2(compareOn(QString::fromUtf8(in.readAll())) > 100, qPrintable(file.fileName()));
                ++reports;
            }
        }
        QVERIFY(reports > 0);
    }

    void startsFromTokensAreThoseFromCharactersOnRandomMixes()
    {
        const QStringList pieces = {QStringLiteral("Kane"), QStringLiteral("scored"), QStringLiteral("GOAL"), QStringLiteral(" "), QStringLiteral(" "),
                                    QStringLiteral(". "), QStringLiteral(", "), QStringLiteral("\n"), QStringLiteral("12"), QStringLiteral("th"),
                                    QStringLiteral("'s"), QStringLiteral("'"), QStringLiteral("-"), QStringLiteral("_"), QStringLiteral("\u017F"),
                                    QStringLiteral("\u212A"), QStringLiteral("\u00E9"), QStringLiteral("\u0301"), QStringLiteral("\U0001F600"),
                                    QString(QChar(0xDC00)), QStringLiteral("\u00A0"), QString(30, u'z'), QStringLiteral("x")};
        int wholeWords = 0;
        for (const QString &text : Touchline::Test::mixes(pieces, 20000, 16)) {
            const int taken = compareOn(text);
            QVERIFY2(taken >= 0, qPrintable(text));
            wholeWords += taken;
        }
        QVERIFY(wholeWords > 20000); // the fast way was taken, not only the characters
    }

    void sharedStartsAreThoseFoundAloneOnReports()
    {
        QRandomGenerator random(20261201);
        int reports = 0;
        for (const QString &folder : {QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"), QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample")}) {
            for (const QFileInfo &file : QDir(folder).entryInfoList({QStringLiteral("*.txt")})) {
                QFile in(file.filePath());
                QVERIFY(in.open(QIODevice::ReadOnly));
                QVERIFY2(compareSharedOn(QString::fromUtf8(in.readAll()), random), qPrintable(file.fileName()));
                ++reports;
            }
        }
        QVERIFY(reports > 0);
    }

    void sharedStartsAreThoseFoundAloneOnRandomMixes()
    {
        const QStringList pieces = {QStringLiteral("Kane"), QStringLiteral("scored"), QStringLiteral("GOAL"), QStringLiteral(" "), QStringLiteral(" "),
                                    QStringLiteral(". "), QStringLiteral(". He"), QStringLiteral(", "), QStringLiteral("\n"), QStringLiteral("12"),
                                    QStringLiteral("th"), QStringLiteral("'s"), QStringLiteral("'"), QStringLiteral("-"), QStringLiteral("_"),
                                    QStringLiteral("\u017F"), QStringLiteral("\u212A"), QStringLiteral("\u00E9"), QStringLiteral("\u0301"),
                                    QStringLiteral("\U0001F600"), QString(QChar(0xDC00)), QStringLiteral("\u00A0"), QString(30, u'z'),
                                    QStringLiteral("x"), QStringLiteral("!"), QStringLiteral("?\n\n")};
        QRandomGenerator random(20261201);
        for (const QString &text : Touchline::Test::mixes(pieces, 5000, 40))
            QVERIFY2(compareSharedOn(text, random), qPrintable(text));
    }

    // Longer than a block of starts: sentences that need a block of their own, and blocks that fill up.
    void sentencesLongerThanABlock()
    {
        QRandomGenerator random(20261201);
        QString text;
        for (int i = 0; i < 3000; ++i)
            text += i % 7 == 6 ? QStringLiteral("a. ") : QStringLiteral("a ");
        QVERIFY(compareSharedOn(text, random));
        QVERIFY(compareSharedOn(QString(9000, u'\u017F'), random));
    }

    void aCopyOfASentenceIsFoundAlone()
    {
        const QString text = QStringLiteral("Kane scored. Son made it 2-0.");
        Tokens tokens = Tokenizer::tokenize(text);
        const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
        WordHashes words(text, tokens);
        const SentenceStarts sentenceStarts(words, sentences);
        words.shareSentenceStarts(sentenceStarts);
        const Sentence copy = sentences.at(1);
        QVERIFY(!sentenceStarts.of(copy));
        QVERIFY(sentenceStarts.of(sentences.at(1)));
        QCOMPARE(describe(WordStarts(words, copy)), describe(WordStarts(WordHashes(text, tokens), copy)));
    }
};

QTEST_GUILESS_MAIN(WordStartsTest)
#include "wordstarts_test.moc"
