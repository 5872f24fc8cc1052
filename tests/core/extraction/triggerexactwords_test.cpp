// TriggerIndex tells a pattern's whole-word triggers by their hash alone, but the whole words addWords()
// registers are facts the caller reasons with: their bits must come for the very word, in any case, as a
// word of its own, a run of letters in a longer word or a folded word with other characters ("café"), and
// beside pattern bits of the same word.
#include "sentencesplitter.h"
#include "triggerindex.h"

#include <QTest>

using namespace Touchline;

namespace {

TriggerIndex::Mask maskOf(const TriggerIndex &index, const QString &text)
{
    std::vector<std::size_t> hashes;
    Tokens tokens = Tokenizer::tokenize(text, hashes);
    const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
    TriggerIndex::Mask mask = 0;
    for (TriggerIndex::Mask sentence : index.sentenceMasks(WordHashes(text, tokens, std::move(hashes)), sentences))
        mask |= sentence;
    return mask;
}

} // namespace

class TriggerExactWordsTest : public QObject
{
    Q_OBJECT
private slots:
    void exactWordsForTheVeryWord()
    {
        TriggerIndex index;
        const TriggerIndex::Mask on = index.add({"on", "goal"});
        const TriggerIndex::Mask goal = index.addWords({"goal", "caf\xe9"});
        const TriggerIndex::Mask kick = index.addWords({"kick*"});
        QCOMPARE(maskOf(index, QStringLiteral("A goal for them")), on | goal);
        QCOMPARE(maskOf(index, QStringLiteral("A GOAL for them")), on | goal);
        QCOMPARE(maskOf(index, QStringLiteral("Goals and goalkeepers")), TriggerIndex::Mask(0));
        QCOMPARE(maskOf(index, QStringLiteral("A spot-goal at last")), on | goal);
        QCOMPARE(maskOf(index, QStringLiteral("They met at the CAF\u00E9")), goal);
        QCOMPARE(maskOf(index, QStringLiteral("They met at the cafe")), TriggerIndex::Mask(0));
        QCOMPARE(maskOf(index, QStringLiteral("Kickoff came on time")), on | kick);
        QCOMPARE(maskOf(index, QStringLiteral("Go al, gaol, goa")), TriggerIndex::Mask(0));
    }
};

QTEST_GUILESS_MAIN(TriggerExactWordsTest)
#include "triggerexactwords_test.moc"
