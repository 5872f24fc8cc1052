// TriggerIndex::addPair: a sentence gets the pair's bit when it holds a word of both sides, and only then.
// The narrative finder gates its substitution pattern so ("on for", "taken off for"), where "for" alone let
// it run on most sentences that hold the word: each of the pattern's phrases must still reach it.
#include "narrativeeventfinder.h"
#include "sentencesplitter.h"
#include "triggerindex.h"

#include <QTest>

using namespace Touchline;

class TriggerPairsTest : public QObject
{
    Q_OBJECT

private slots:
    void pairBitOnlyWithBothSides()
    {
        TriggerIndex index;
        const TriggerIndex::Mask forWord = index.add({"for"});
        const TriggerIndex::Mask onOrOff = index.add({"on", "off"});
        const TriggerIndex::Mask own = index.add({"replac*"});
        index.addPair(forWord, onOrOff, own);
        const QString text = QStringLiteral("Kerr came on for Mendes. Kerr played for Harbury. Kerr sat on the bench. "
                                            "Kerr was taken OFF for Mendes. Kerr replaced Mendes. Kerr, on FOR Mendes, scored. Nothing here.");
        Tokens tokens = Tokenizer::tokenize(text);
        const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
        const QList<TriggerIndex::Mask> masks = index.sentenceMasks(text, tokens, sentences);
        QCOMPARE(masks.size(), 7);
        const QList<bool> expected = {true, false, false, true, true, true, false};
        for (qsizetype s = 0; s < masks.size(); ++s)
            QVERIFY2(bool(masks.at(s) & own) == expected.at(s), qPrintable(QString::number(s)));
        QVERIFY(masks.at(1) & forWord);
        QVERIFY(!(masks.at(1) & onOrOff));
        QVERIFY(masks.at(2) & onOrOff);
    }

    void substitutionPhrasesReachThePattern_data()
    {
        QTest::addColumn<QString>("sentence");
        for (const char *phrase : {"Kerr came on for Mendes.", "Kerr comes on for Mendes.", "Kerr, coming on for Mendes, scored.",
                 "Kerr was sent on for Mendes.", "Kerr was brought on for Mendes.", "Kerr, on for Mendes, scored.",
                 "Kerr was taken off for Mendes.", "Kerr was taken OFF FOR Mendes.", "Kerr was taken off  for Mendes.",
                 "Kerr, on\tfor Mendes, scored.", "Kerr, on forſ Mendes, scored.", "Kerr was replaced by Mendes.",
                 "Kerr made way for Mendes.", "Kerr was swapped for Mendes.", "Kerr was ſwapped for Mendes.", "Kerr in place of Mendes."})
            QTest::newRow(phrase) << QString::fromUtf8(phrase);
    }
    void substitutionPhrasesReachThePattern()
    {
        QFETCH(QString, sentence);
        QCOMPARE(NarrativeEventFinder::untriggeredMatches(sentence), QStringList());
    }
};

QTEST_APPLESS_MAIN(TriggerPairsTest)
#include "triggerpairs_test.moc"
