// The mention finder reads the role words around a gazetteer hit only when the hit may end as a person
// named by their words (RawMention::roleCues): when it is ambiguous ("~Stones"), or a lone word opening
// its sentence that the report also writes in lower case. Such hits that lose their entry must carry
// the cues a name found by its capitals would; hits that keep their entry need none.
#include "extractioncontext.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "sentencesplitter.h"

#include <QTest>

using namespace Touchline;

class GazetteerCuesTest : public QObject
{
    Q_OBJECT
private slots:
    void hitsThatBecomePeopleKeepTheirCues_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("cues");
        QTest::addColumn<bool>("keepsEntry");
        QTest::newRow("ambiguous, unsupported") << "Then boss Stones left.\n" << "Stones" << int(RawMention::ManagerCue) << false;
        QTest::newRow("ambiguous, side") << "Then Stones's side lost.\n" << "Stones" << int(RawMention::ManagerCue) << false;
        QTest::newRow("doubted, in lower case too") << "Dyche's side won. The dyche was full.\n" << "Dyche" << int(RawMention::ManagerCue) << false;
        QTest::newRow("kept: no cues read") << "Then boss Mourinho left.\n" << "Mourinho" << int(RawMention::NoCue) << true;
    }
    void hitsThatBecomePeopleKeepTheirCues()
    {
        QFETCH(QString, text);
        QFETCH(QString, name);
        QFETCH(int, cues);
        QFETCH(bool, keepsEntry);
        AnnotationSet annotations;
        ExtractionContext context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations};
        context.sentences = SentenceSplitter::split(text, context.tokens);
        MentionFinder(*Gazetteer::builtIn(), *Lexicon::builtIn()).find(context);
        const auto found = std::find_if(context.mentions.cbegin(), context.mentions.cend(),
                                        [&](const RawMention &mention) { return mention.span.textIn(text) == name; });
        QVERIFY(found != context.mentions.cend());
        QCOMPARE(found->gazetteerEntry >= 0, keepsEntry);
        QCOMPARE(int(found->roleCues), cues);
    }
};

QTEST_APPLESS_MAIN(GazetteerCuesTest)
#include "gazetteercues_test.moc"
