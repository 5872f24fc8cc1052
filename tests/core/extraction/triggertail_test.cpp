// TriggerIndex::sentenceMasks tells most tokens apart by their first four units, read in place, and asks
// the last tokens of a text, with fewer than four units after their start, outright. Random short texts
// of triggers, words that start like them, marks and numbers must give the masks the same text followed
// by spaces gives, where every token has four units in reach.
#include "randommixes.h"
#include "sentencesplitter.h"
#include "triggerindex.h"

#include <QTest>

using namespace Touchline;

namespace {

QList<TriggerIndex::Mask> masksOf(const TriggerIndex &index, const QString &text)
{
    std::vector<std::size_t> hashes;
    Tokens tokens = Tokenizer::tokenize(text, hashes);
    const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
    return index.sentenceMasks(WordHashes(text, tokens, std::move(hashes)), sentences);
}

} // namespace

class TriggerTailTest : public QObject
{
    Q_OBJECT
private slots:
    void lastTokensAsThoseFollowedBySpaces()
    {
        TriggerIndex index;
        index.add({"goal", "a"});
        index.add({"kick*", "shoot*"});
        index.add({"#"});
        index.add({"on", "kicks"});
        const QStringList pieces = {QStringLiteral("a"), QStringLiteral("on"), QStringLiteral("goal"), QStringLiteral("kick"),
            QStringLiteral("Kicks"), QStringLiteral("shoo"), QStringLiteral("x"), QStringLiteral("7"), QStringLiteral("1999"),
            QStringLiteral("."), QStringLiteral("!"), QStringLiteral("-"), QStringLiteral("'"), QStringLiteral("\u017F"),
            QStringLiteral(" "), QStringLiteral(". "), QStringLiteral("\n")};
        int withBits = 0;
        for (const QString &text : Test::mixes(pieces, 20000, 6)) {
            const QList<TriggerIndex::Mask> masks = masksOf(index, text);
            QCOMPARE(masks, masksOf(index, text + QStringLiteral("    ")));
            withBits += std::any_of(masks.begin(), masks.end(), [](TriggerIndex::Mask mask) { return mask != 0; });
        }
        QVERIFY(withBits > 10000); // the texts are not all marks and spaces
        QCOMPARE(masksOf(index, QString()), QList<TriggerIndex::Mask>());
        QCOMPARE(masksOf(index, QStringLiteral("a")), QList<TriggerIndex::Mask>{1});
        QCOMPARE(masksOf(index, QStringLiteral("kick")), QList<TriggerIndex::Mask>{2});
    }
};

QTEST_GUILESS_MAIN(TriggerTailTest)
#include "triggertail_test.moc"
