// The mention finder decides its doubted and ambiguous mentions in its own list and copies the kept
// ones into the context once (MentionFinder::resolveAmbiguous); mentions an earlier find() left in the
// context are decided again with them. A second find() over the same text must keep every mention
// of the first as it was, and keep again the same spans, whatever the doubts and readings.
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

// The fictional reports, then random mixes of ambiguous names, doubted openers and lower-case twins.
QStringList texts()
{
    QStringList all = Touchline::Test::fictionalReportTexts();
    const QStringList pieces = {u"City "_qs, u"Leicester City "_qs, u"Manchester City "_qs, u"Well "_qs, u"well "_qs,
                                u"Stones "_qs, u"John Stones "_qs, u"boss "_qs, u"van "_qs, u"Dijk "_qs, u". "_qs,
                                u"\n"_qs, u"Blues "_qs, u"Chelsea "_qs, u"Jordan "_qs, u"jordan "_qs, u"scored, "_qs,
                                u"Villa "_qs, u"Aston Villa "_qs, u"the "_qs, u"Referee: "_qs, u"Abbey "_qs};
    all += Test::mixes(pieces, 3000, 14);
    return all;
}

bool sameMention(const RawMention &a, const RawMention &b)
{
    return a.span.start == b.span.start && a.span.end == b.span.end && a.firstToken == b.firstToken && a.endToken == b.endToken
        && a.type == b.type && a.gazetteerEntry == b.gazetteerEntry && a.ambiguous == b.ambiguous && a.roleCues == b.roleCues
        && a.folded == b.folded && a.inLineup == b.inLineup;
}

} // namespace

class FindTwiceTest : public QObject
{
    Q_OBJECT
private slots:
    void secondFindKeepsTheFirstsMentions()
    {
        const MentionFinder finder(*Gazetteer::builtIn(), *Lexicon::builtIn());
        int checked = 0;
        for (const QString &text : texts()) {
            AnnotationSet annotations;
            ExtractionContext context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations};
            context.sentences = SentenceSplitter::split(text, context.tokens);
            finder.find(context);
            const QList<RawMention> first = context.mentions;
            finder.find(context);
            QCOMPARE(context.mentions.size(), 2 * first.size());
            for (qsizetype m = 0; m < first.size(); ++m) {
                QVERIFY2(sameMention(context.mentions.at(m), first.at(m)), qPrintable(text));
                const RawMention &again = context.mentions.at(first.size() + m);
                QVERIFY2(again.span.start == first.at(m).span.start && again.span.end == first.at(m).span.end, qPrintable(text));
            }
            for (int t = 0; t < context.tokens.size(); ++t) {
                const RawMention *at = context.mentionAt(t);
                QVERIFY(!at || (at->firstToken <= t && t < at->endToken));
            }
            checked += first.size() > 0;
        }
        QVERIFY(checked > 1000);
    }
};

QTEST_APPLESS_MAIN(FindTwiceTest)
#include "findtwice_test.moc"
