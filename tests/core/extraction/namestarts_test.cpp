// NameStarts tells the tokens that may start a name by their kind and a table by their hash, and
// hands out the next one: on random mixes of particles (in either case, accented or glued), capitalised
// and lower-case words, numbers and punctuation, with random jumps as the mention finder makes them,
// every token it gives must be the first from there on that the plain rule (NameStarts::mayStart) allows.
#include "namestarts.h"
#include "randommixes.h"
#include "tokenizedtext.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Touchline;

class NameStartsTest : public QObject
{
    Q_OBJECT
private slots:
    void givesWhatThePlainRuleAllows()
    {
        QStringList pieces = {u"van "_qs, u"Van "_qs, u"de "_qs, u"della "_qs, u"dé "_qs, u"del. "_qs, u"ter-"_qs, u"al "_qs,
                              u"vanity "_qs, u"the "_qs, u"and "_qs, u"do "_qs, u"it's "_qs, u"don't "_qs, u"Kane "_qs, u"GOAL "_qs,
                              u"1860 "_qs, u"23' "_qs, u", "_qs, u". "_qs, u"\n"_qs, u"Tomás "_qs, u"élan "_qs, u"l'Olympique "_qs};
        for (const std::u16string_view particle : nameParticles)
            pieces.append(QString::fromUtf16(particle.data(), qsizetype(particle.size())) + u' ');
        QRandomGenerator random(20261202);
        int starts = 0;
        int particles = 0;
        for (const QString &text : Test::mixes(pieces, 4000, 200)) {
            const Test::TokenizedText tokenized(text);
            const NameStarts nameStarts(tokenized.words);
            // The text as one sentence, then as its sentences.
            QList<Sentence> sentences = tokenized.sentences;
            Sentence whole;
            whole.firstToken = 0;
            whole.endToken = int(tokenized.tokens.size());
            sentences.prepend(whole);
            for (const Sentence &sentence : std::as_const(sentences)) {
                for (int t = sentence.firstToken; t < sentence.endToken;) {
                    int expected = t;
                    while (expected < sentence.endToken && !NameStarts::mayStart(tokenized.tokens.at(expected), text))
                        ++expected;
                    t = nameStarts.next(t, sentence.endToken);
                    QCOMPARE(t, expected);
                    if (t == sentence.endToken)
                        break;
                    ++starts;
                    particles += !tokenized.tokens.at(t).is(Token::Capitalised) && tokenized.tokens.at(t).kind == Token::Kind::Word;
                    t += 1 + (random.bounded(4) == 0 ? random.bounded(5) : 0); // past a name
                    t = std::min(t, sentence.endToken);
                }
            }
        }
        QVERIFY(starts > 100000);
        QVERIFY(particles > 10000);
    }
};

QTEST_APPLESS_MAIN(NameStartsTest)
#include "namestarts_test.moc"
