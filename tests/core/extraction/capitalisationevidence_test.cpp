// CapitalisationEvidence answers its questions from the tokens' hashes, reading a token's text only
// when its hash falls on a slot of a word still unanswered: on random mixes of words in either case,
// accented and long words, numbers and sentence breaks, every answer must be the one a plain walk
// over the tokens gives.
#include "capitalisationevidence.h"
#include "randommixes.h"
#include "sentencesplitter.h"
#include "wordhashes.h"

#include <QTest>

using namespace Touchline;

namespace {

bool writtenInLowerCase(const QString &text, const Tokens &tokens, const QString &lower)
{
    for (const Token &token : tokens) {
        if (token.kind == Token::Kind::Word && !token.is(Token::Capitalised) && token.view(text) == lower)
            return true;
    }
    return false;
}

bool capitalisedMidSentence(const QString &text, const Tokens &tokens, QStringView word)
{
    for (const Token &token : tokens) {
        if (token.kind == Token::Kind::Word && token.is(Token::Capitalised) && !token.is(Token::SentenceStart)
            && !token.is(Token::LineStart) && token.view(text) == word)
            return true;
    }
    return false;
}

} // namespace

class CapitalisationEvidenceTest : public QObject
{
    Q_OBJECT
private slots:
    void answersAsAWalkOverTheTokens()
    {
        const QString longWord = QString(70, QLatin1Char('a'));
        const QStringList pieces = {u"Well "_qs, u"well. "_qs, u"City "_qs, u"city, "_qs, u"Tomás "_qs, u"tomás "_qs,
                                    u"Ødegaard "_qs, u"ødegaard "_qs, u"1860 "_qs, u"van "_qs, u"Van "_qs, u"\n"_qs,
                                    u"The "_qs, u"the "_qs, u"iPhone "_qs, u"IPHONE "_qs, longWord + u' ', longWord.toUpper() + u' ',
                                    u"O'Shea "_qs, u"o'shea "_qs, u"Kane's "_qs, u"kane "_qs, u"? "_qs, u"Straße "_qs, u"straße "_qs};
        int yes = 0;
        int no = 0;
        for (const QString &text : Test::mixes(pieces, 4000, 12)) {
            Tokens tokens = Tokenizer::tokenize(text);
            SentenceSplitter::split(text, tokens); // sets the sentence starts
            const WordHashes words(text, tokens);
            CapitalisationEvidence evidence;
            // Each word of the text asked both ways, and some the text does not hold.
            QList<std::pair<int, bool>> expected; // question, answer, for lower case then mid-sentence
            QList<std::pair<int, bool>> expectedMid;
            QStringList asked = {u"Nowhere"_qs, u"Ñowhere"_qs};
            for (const Token &token : tokens) {
                if (token.kind != Token::Kind::Punct)
                    asked.append(token.view(text).toString());
            }
            for (const QString &word : asked) {
                expected.append({evidence.askInLowerCase(word), writtenInLowerCase(text, tokens, word.toLower())});
                expectedMid.append({evidence.askCapitalisedMidSentence(word), capitalisedMidSentence(text, tokens, word)});
            }
            evidence.gather(words);
            for (const auto &[question, answer] : expected) {
                QCOMPARE(evidence.appearsInLowerCase(question), answer);
                (answer ? yes : no) += 1;
            }
            for (const auto &[question, answer] : expectedMid) {
                QCOMPARE(evidence.isCapitalisedMidSentence(question), answer);
                (answer ? yes : no) += 1;
            }
        }
        QVERIFY(yes > 1000 && no > 1000); // both answers were given often
    }
};

QTEST_APPLESS_MAIN(CapitalisationEvidenceTest)
#include "capitalisationevidence_test.moc"
