// The mention finder writes ExtractionContext::mentionAtToken as it keeps each mention
// (MentionFinder::resolveAmbiguous), where a pass of its own over the mentions made it: after one find()
// and after a second into the same context, the index must be what that pass (indexOf() below) makes
// of the mentions kept. Its skip loop tells the name particles ("van", "de", "della") from the
// other short lower-case words by their hash first (a mask of top bits, then a filter): each particle
// must still open the name it stands before.
#include "extractioncontext.h"
#include "fictionalreports.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "randommixes.h"
#include "sentencesplitter.h"

#include <QTest>

using namespace Touchline;

namespace {

// The fictional reports, then random mixes of names, particles, ambiguous names and punctuation.
QStringList texts()
{
    QStringList all = Touchline::Test::fictionalReportTexts();
    const QStringList pieces = {u"City "_qs, u"Leicester City "_qs, u"Well "_qs, u"well "_qs, u"van "_qs, u"de "_qs, u"Dijk "_qs,
                                u"Beek "_qs, u". "_qs, u"\n"_qs, u"Jordan "_qs, u"scored, "_qs, u"Aston Villa "_qs, u"the "_qs,
                                u"Referee: "_qs, u"Abbey "_qs, u"Kane's "_qs, u"della "_qs, u"Rovers "_qs, u"(Harbour City) "_qs};
    all += Test::mixes(pieces, 3000, 14);
    return all;
}

// The lower-case words that may sit inside a name (the finder's list).
const QStringList particles = {u"al"_qs, u"bin"_qs, u"de"_qs, u"da"_qs, u"der"_qs, u"den"_qs, u"di"_qs,
                               u"dos"_qs, u"das"_qs, u"del"_qs, u"du"_qs, u"dei"_qs, u"della"_qs, u"el"_qs,
                               u"le"_qs, u"la"_qs, u"ter"_qs, u"ten"_qs, u"van"_qs, u"von"_qs};

// The index as a pass over the kept mentions makes it: each token to the mention covering it, else -1.
QList<int> indexOf(const ExtractionContext &context)
{
    QList<int> index(context.tokens.size(), -1);
    for (int m = 0; m < context.mentions.size(); ++m) {
        for (int t = context.mentions.at(m).firstToken; t < context.mentions.at(m).endToken; ++t)
            index[t] = m;
    }
    return index;
}

} // namespace

class MentionIndexTest : public QObject
{
    Q_OBJECT
private slots:
    void indexIsWhatAPassOverTheMentionsMakes()
    {
        const MentionFinder finder(*Gazetteer::builtIn(), *Lexicon::builtIn());
        int indexed = 0;
        for (const QString &text : texts()) {
            AnnotationSet annotations;
            ExtractionContext context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations};
            context.sentences = SentenceSplitter::split(text, context.tokens);
            for (int round = 0; round < 2; ++round) {
                finder.find(context);
                QVERIFY2(context.mentionAtToken == indexOf(context), qPrintable(text));
            }
            indexed += !context.mentions.isEmpty();
        }
        QVERIFY(indexed > 1000);
    }

    void everyParticleOpensTheNameAfterIt()
    {
        const MentionFinder finder(*Gazetteer::builtIn(), *Lexicon::builtIn());
        const Lexicon &lexicon = *Lexicon::builtIn();
        for (const QString &particle : particles) {
            // A particle the lexicon lists as a stop word is dropped from the name's start again.
            const bool dropped = lexicon.kinds(particle) & (Lexicon::Stopword | Lexicon::Demonym);
            const QString text = u"He passed to "_qs + particle + u" Zorbaxi late on."_qs;
            AnnotationSet annotations;
            ExtractionContext context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations};
            context.sentences = SentenceSplitter::split(text, context.tokens);
            finder.find(context);
            const qsizetype nameStart = text.indexOf(u"Zorbaxi"_qs);
            const qsizetype expected = dropped ? nameStart : nameStart - particle.size() - 1;
            bool found = false;
            for (const RawMention &mention : std::as_const(context.mentions))
                found = found || (mention.span.start == expected && mention.span.end == nameStart + 7);
            QVERIFY2(found, qPrintable(text));
        }
    }
};

QTEST_APPLESS_MAIN(MentionIndexTest)
#include "mentionindex_test.moc"
