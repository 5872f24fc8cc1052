// CapitalisationEvidence takes a word's WordHashes hash from the mention finder when the token has one,
// instead of checking and hashing the word itself: asked with the tokens' hashes, every answer must be
// the one asked without them, on random mixes of words in either case, accented, long and numbers.
#include "capitalisationevidence.h"
#include "randommixes.h"
#include "tokenizedtext.h"

#include <QTest>

using namespace Touchline;

class EvidenceHashesTest : public QObject
{
    Q_OBJECT
private slots:
    void answersWithHashesAsWithout()
    {
        const QString longWord = QString(70, QLatin1Char('b'));
        const QStringList pieces = {u"Well "_qs, u"well. "_qs, u"City "_qs, u"city, "_qs, u"Tomás "_qs, u"tomás "_qs, u"1860 "_qs,
                                    u"\n"_qs, u"The "_qs, u"the "_qs, u"iPhone "_qs, u"IPHONE "_qs, longWord + u' ', longWord.toUpper() + u' ',
                                    u"O'Shea "_qs, u"o'shea "_qs, u"Kane's "_qs, u"kane "_qs, u"Straße "_qs, u"straße "_qs};
        int yes = 0;
        for (const QString &text : Test::mixes(pieces, 3000, 12)) {
            const Test::TokenizedText tokenized(text);
            CapitalisationEvidence withHashes;
            CapitalisationEvidence without;
            QList<std::pair<int, int>> lowerCase; // the question's index in withHashes, in without
            QList<std::pair<int, int>> midSentence;
            for (int t = 0; t < tokenized.tokens.size(); ++t) {
                const QStringView word = tokenized.tokens.at(t).view(text);
                if (tokenized.tokens.at(t).kind == Token::Kind::Punct)
                    continue;
                const std::size_t hash = tokenized.words.hashes()[t];
                lowerCase.append({withHashes.askInLowerCase(word, hash), without.askInLowerCase(word)});
                midSentence.append({withHashes.askCapitalisedMidSentence(word, hash), without.askCapitalisedMidSentence(word)});
            }
            withHashes.gather(tokenized.words);
            without.gather(tokenized.words);
            for (const auto &[a, b] : std::as_const(lowerCase)) {
                QCOMPARE(withHashes.appearsInLowerCase(a), without.appearsInLowerCase(b));
                yes += without.appearsInLowerCase(b);
            }
            for (const auto &[a, b] : std::as_const(midSentence))
                QCOMPARE(withHashes.isCapitalisedMidSentence(a), without.isCapitalisedMidSentence(b));
        }
        QVERIFY(yes > 1000);
    }
};

QTEST_APPLESS_MAIN(EvidenceHashesTest)
#include "evidencehashes_test.moc"
