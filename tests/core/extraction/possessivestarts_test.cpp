// A sentence's WordStarts take a possessive's dropped suffix and the space after it ("Kane’s goal") without
// a scan of the characters: on random mixes of words, suffixes with either apostrophe and either case of s,
// and the characters around them, the starts must be those found character by character.
#include "randommixes.h"
#include "sentencesplitter.h"
#include "wordstarts.h"

#include <QTest>

using namespace Touchline;

namespace {

bool sameStart(const WordStarts::Start &a, const WordStarts::Start &b)
{
    return a.offset == b.offset && a.length == b.length && a.ambiguous == b.ambiguous && a.first == b.first && a.hash == b.hash;
}

} // namespace

class PossessiveStartsTest : public QObject
{
    Q_OBJECT
private slots:
    void suffixStartsAsTheCharactersTell()
    {
        const QStringList pieces = {QStringLiteral("Kane"), QStringLiteral("goal"), QStringLiteral("'s "), QStringLiteral("\u2019s "),
            QStringLiteral("'S "), QStringLiteral("\u2019S "), QStringLiteral("'s"), QStringLiteral("\u2019"), QStringLiteral("s"),
            QStringLiteral(" "), QStringLiteral("  "), QStringLiteral(", "), QStringLiteral("12"), QStringLiteral("\u00A0"), QStringLiteral("\u017F")};
        int suffixes = 0;
        for (const QString &text : Test::mixes(pieces, 20000, 10)) {
            std::vector<std::size_t> hashes;
            Tokens tokens = Tokenizer::tokenize(text, hashes);
            const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
            const WordHashes words(text, tokens, std::move(hashes));
            for (const Sentence &sentence : sentences) {
                const WordStarts fromTokens(words, sentence);
                const WordStarts fromCharacters(fromTokens.subject());
                QVERIFY2(std::equal(fromTokens.begin(), fromTokens.end(), fromCharacters.begin(), fromCharacters.end(), sameStart), qPrintable(text));
                suffixes += std::count_if(fromTokens.begin(), fromTokens.end(), [](const WordStarts::Start &start) { return start.length == 1 && start.first == u's'; });
            }
        }
        QVERIFY(suffixes > 5000);
    }
};

QTEST_GUILESS_MAIN(PossessiveStartsTest)
#include "possessivestarts_test.moc"
