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
        QTest::newRow("a rated referee's blurb names a player") << "Referee: Philip Crane 5 \u2013 Too lenient with Aaron Keel.\n" << "Aaron Keel" << int(RawMention::NoCue) << false;
        QTest::newRow("a rated manager's blurb names a player") << "Manager: Graham Nutley 6 - His decision to take off Lewis Chadwick cost them.\n" << "Lewis Chadwick" << int(RawMention::NoCue) << false;
        QTest::newRow("a rated referee") << "Referee: Philip Crane 5 \u2013 Too lenient with Aaron Keel.\n" << "Philip Crane" << int(RawMention::RefereeCue) << true;
        QTest::newRow("no label: boss") << "Then boss Anthony Taylor left.\n" << "Anthony Taylor" << int(RawMention::ManagerCue) << false;
        QTest::newRow("no label: side") << "Then Jamie Vardy's side lost.\n" << "Jamie Vardy" << int(RawMention::ManagerCue) << false;
        QTest::newRow("apposition after: manager") << "Declan Farrow, the Caldermoor manager, was seen.\n" << "Declan Farrow" << int(RawMention::ManagerCue) << false;
        QTest::newRow("apposition after: modifiers") << "Howard Pellew, an otherwise unfussy referee, waved.\n" << "Howard Pellew" << int(RawMention::RefereeCue) << false;
        QTest::newRow("apposition before") << "The fourth official, Gemma Lund, then held up the board.\n" << "Gemma Lund" << int(RawMention::RefereeCue) << false;
        QTest::newRow("apposition before, at the end") << "They met the Lydford manager, Graham Oyelaran.\n" << "Graham Oyelaran" << int(RawMention::ManagerCue) << false;
        QTest::newRow("no apposition: a function word") << "Tom Ashworth, the subject of a VAR check, stayed.\n" << "Tom Ashworth" << int(RawMention::NoCue) << false;
        QTest::newRow("no apposition: a player's role") << "Tom Ashworth, the striker the manager signed, scored.\n" << "Tom Ashworth" << int(RawMention::NoCue) << false;
        QTest::newRow("apposition before, then where from") << "The referee, Ana Ruiz Sáez of the Basque committee, waited.\n" << "Ana Ruiz Sáez" << int(RawMention::RefereeCue) << false;
        QTest::newRow("trainer") << "Then Veenmond trainer Ruud Baltussen left.\n" << "Ruud Baltussen" << int(RawMention::ManagerCue) << false;
        QTest::newRow("brought on one") << "Then Sascha Kuhn brought on Ali Jovic for Niklas Ahl.\n" << "Sascha Kuhn" << int(RawMention::ManagerCue) << false;
        QTest::newRow("had to replace him with one") << "Then Ismael Ferrandis had to replace him with Pau Sendra.\n" << "Ismael Ferrandis" << int(RawMention::ManagerCue) << false;
        QTest::newRow("tried everything, introducing") << "Tomas Ugarte tried everything, introducing Joselu Prieto.\n" << "Tomas Ugarte" << int(RawMention::ManagerCue) << false;
        QTest::newRow("sent on, the one sent") << "Whitlam went off, with Owen Tully sent on in his place.\n" << "Owen Tully" << int(RawMention::NoCue) << false;
        QTest::newRow("replaced one with minutes left") << "Then Owen Tully replaced Joe Whitlam with 20 minutes left.\n" << "Owen Tully" << int(RawMention::NoCue) << false;
        QTest::newRow("taken off, and one brought on") << "The manager took off Tom Rozen and brought on Kofi Mensah.\n" << "Tom Rozen" << int(RawMention::NoCue) << false;
        QTest::newRow("no apposition: not closed") << "After a word with the referee, Tom Ashworth scored.\n" << "Tom Ashworth" << int(RawMention::NoCue) << false;
        QTest::newRow("honorific between") << "Referee Mr. Alan Thwaite booked him.\n" << "Alan Thwaite" << int(RawMention::RefereeCue) << false;
        QTest::newRow("not an honorific's stop") << "He passed to the referee. Alan Thwaite booked him.\n" << "Alan Thwaite" << int(RawMention::NoCue) << false;
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
