// A line-up box label ("Referee: ...", "Subs: ...") gives the names after it their role on its own,
// whatever role words stand around them; without a label the words decide (MentionFinder's role cues).
#include "extractioncontext.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "sentencesplitter.h"

#include <QTest>

using namespace Touchline;

class RoleCuesTest : public QObject
{
    Q_OBJECT
private slots:
    void labelsOverTheWordsAround_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("cues");
        QTest::addColumn<bool>("inLineup");
        QTest::newRow("referee label over boss") << "Referee: boss Anthony Taylor\n" << "Anthony Taylor" << int(RawMention::RefereeCue) << true;
        QTest::newRow("subs label over referee") << "Subs: referee Mike Dean, Jamie Vardy\n" << "Mike Dean" << int(RawMention::PlayerCue) << true;
        QTest::newRow("subs label over side") << "Subs: Mike Dean, Jamie Vardy's side\n" << "Jamie Vardy" << int(RawMention::PlayerCue) << true;
        QTest::newRow("manager label") << "Manager: Brendan Rodgers\n" << "Brendan Rodgers" << int(RawMention::ManagerCue) << true;
        QTest::newRow("no label: boss") << "Then boss Anthony Taylor left.\n" << "Anthony Taylor" << int(RawMention::ManagerCue) << false;
        QTest::newRow("no label: side") << "Then Jamie Vardy's side lost.\n" << "Jamie Vardy" << int(RawMention::ManagerCue) << false;
        QTest::newRow("colon too late") << "Then the new referee Mike Dean said: no.\n" << "Mike Dean" << int(RawMention::RefereeCue) << false;
    }
    void labelsOverTheWordsAround()
    {
        QFETCH(QString, text);
        QFETCH(QString, name);
        QFETCH(int, cues);
        QFETCH(bool, inLineup);
        AnnotationSet annotations;
        ExtractionContext context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations};
        context.sentences = SentenceSplitter::split(text, context.tokens);
        Gazetteer gazetteer;
        MentionFinder(gazetteer, *Lexicon::builtIn()).find(context);
        const auto found = std::find_if(context.mentions.cbegin(), context.mentions.cend(),
                                        [&](const RawMention &mention) { return mention.span.textIn(text) == name; });
        QVERIFY(found != context.mentions.cend());
        QCOMPARE(int(found->roleCues), cues);
        QCOMPARE(found->inLineup, inLineup);
    }
};

QTEST_APPLESS_MAIN(RoleCuesTest)
#include "rolecues_test.moc"
