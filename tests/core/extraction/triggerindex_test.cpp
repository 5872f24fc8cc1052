// TriggerIndex: which patterns a sentence can match, from its words; and the narrative finder's
// trigger lists checked against every phrase its patterns were written for, the fictional reports
// and (when present beside the repository) the dev corpus: a gated pattern that matches a sentence
// holding none of its triggers would silently lose an event.
#include "narrativeeventfinder.h"
#include "sentencesplitter.h"
#include "triggerindex.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Touchline;

namespace {

QList<TriggerIndex::Mask> masksOf(const TriggerIndex &index, const QString &text)
{
    Tokens tokens = Tokenizer::tokenize(text);
    const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
    return index.sentenceMasks(text, tokens, sentences);
}

QString readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

} // namespace

class TriggerIndexTest : public QObject
{
    Q_OBJECT
private slots:
    void masksTellWhichPatternsCanMatch_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("expected"); // bits: 1 goal, 2 injur*, 4 #year, 8 kick, 16 #
        QTest::newRow("whole word") << QStringLiteral("Mendes scored a fine goal.") << 1;
        QTest::newRow("case does not matter") << QStringLiteral("GOAL for Harbury.") << 1;
        QTest::newRow("longer word is not the word") << QStringLiteral("The goalkeeper saved.") << 0;
        QTest::newRow("prefix") << QStringLiteral("Okafor was injured late on.") << 2;
        QTest::newRow("prefix in upper case") << QStringLiteral("Okafor was INJURED late on.") << 2;
        QTest::newRow("prefix at word start only") << QStringLiteral("The uninjured side won.") << 0;
        QTest::newRow("hyphenated parts") << QStringLiteral("A spot-kick decided it.") << 8;
        QTest::newRow("parts around an accent") << QStringLiteral("The kick\u00e9 was odd.") << 8;
        QTest::newRow("year is also a number") << QStringLiteral("They last won in 1998.") << (4 | 16);
        QTest::newRow("plain number") << QStringLiteral("He scored after 23 minutes.") << 16;
        QTest::newRow("nothing") << QStringLiteral("It rained all afternoon.") << 0;
        QTest::newRow("several") << QStringLiteral("His goal came before the injury in 2011.") << (1 | 2 | 4 | 16);
        QTest::newRow("part deep in a long chain") << QStringLiteral("A last-gasp-never-to-be-forgotten-stoppage-time-spot-kick.") << 8;
        // Caseless patterns read them as "s" and "k", but ASCII \b sees no word character in them: any
        // pattern may match around them.
        QTest::newRow("long s and Kelvin sign") << QStringLiteral("A \u017Fpot-\u212Aick for the \u017Fide.") << 31;
        QTest::newRow("long s deep in a long chain") << QStringLiteral("A last-gasp-never-to-be-forgotten-stoppage-time-\u017Fpot-shot.") << 31;
        QTest::newRow("Kelvin sign in a short word") << QStringLiteral("A \u212Aop.") << 31;
        QTest::newRow("long word of letters is no chain") << QStringLiteral("A kickkickkickkickkickkickkickkickkickkickkickkickkick.") << 0;
    }
    void masksTellWhichPatternsCanMatch()
    {
        QFETCH(QString, text);
        QFETCH(int, expected);
        TriggerIndex index;
        QCOMPARE(index.add({"goal", "goals"}), TriggerIndex::Mask(1));
        QCOMPARE(index.add({"injur*"}), TriggerIndex::Mask(2));
        QCOMPARE(index.add({"#year"}), TriggerIndex::Mask(4));
        QCOMPARE(index.add({"kick"}), TriggerIndex::Mask(8));
        QCOMPARE(index.add({"#"}), TriggerIndex::Mask(16));
        const QList<TriggerIndex::Mask> masks = masksOf(index, text);
        QCOMPARE(masks.size(), 1);
        QCOMPARE(masks.first(), TriggerIndex::Mask(expected));
    }

    void wordBitsTellExactlyWhetherTheWordsOccur()
    {
        TriggerIndex index;
        const auto goal = index.add({"goal"});
        const auto shoot = index.addWords({"shoot*"});
        // A long s opens the pattern bits, never a word bit: "shoot" is not in the first sentence.
        QCOMPARE(masksOf(index, QStringLiteral("A \u017Fide won.")), (QList<TriggerIndex::Mask>{goal}));
        QCOMPARE(masksOf(index, QStringLiteral("A \u017Fhoot-out.")), (QList<TriggerIndex::Mask>{goal | shoot}));
        QCOMPARE(masksOf(index, QStringLiteral("A shootout.")), (QList<TriggerIndex::Mask>{shoot}));
    }

    // Words are compared a few units at a time, the last ones overlapping: every length, every case, and
    // a difference at every position must tell.
    void wordsMatchInAnyCaseAtEveryLength()
    {
        const QString letters = QStringLiteral("abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuv"); // 48, the longest looked up
        for (int length = 1; length <= letters.size(); ++length) {
            const QString word = letters.left(length);
            TriggerIndex index;
            const auto bit = index.add({qPrintable(word)});
            QCOMPARE(masksOf(index, word), (QList<TriggerIndex::Mask>{bit}));
            QCOMPARE(masksOf(index, word.toUpper()), (QList<TriggerIndex::Mask>{bit}));
            for (int k = 0; k < length; ++k) {
                QString other = word;
                other[k] = other.at(k) == u'z' ? u'y' : QChar(other.at(k).unicode() + 1);
                QCOMPARE(masksOf(index, other), (QList<TriggerIndex::Mask>{0}));
                QString capital = word;
                capital[k] = capital.at(k).toUpper();
                QCOMPARE(masksOf(index, capital), (QList<TriggerIndex::Mask>{bit}));
            }
            QCOMPARE(masksOf(index, word + u'a'), (QList<TriggerIndex::Mask>{0}));
            QCOMPARE(masksOf(index, word.left(length - 1) + u'.'), (QList<TriggerIndex::Mask>{0}));
        }
    }

    void masksArePerSentence()
    {
        TriggerIndex index;
        const auto goal = index.add({"goal"});
        const auto booked = index.add({"booked"});
        const QList<TriggerIndex::Mask> masks = masksOf(index, QStringLiteral("A goal came. Then Kerr was booked. Nothing else."));
        QCOMPARE(masks, (QList<TriggerIndex::Mask>{goal, booked, 0}));
    }

    // One sentence per alternative of the gated patterns, in the words reports use.
    void narrativeTriggersCoverTheirPhrases_data()
    {
        QTest::addColumn<QString>("sentence");
        const char *phrases[] = {
            // other matches
            "Harbury lost last week to Dunmore.", "It was his 100th international goal for the club.", "He has 20 career goals.",
            "Rossi netted 12 times this season.", "He reached a century of goals.", "They met in the previous round.",
            "It was the reverse fixture.", "Earlier this season they drew.", "That was two years ago.", "They last won in 1998 there.",
            "It was the first game since the final.", "Last time out they lost.", "They will face Dunmore next.", "Next up is the derby.",
            "Harbury go on to face Lenton.", "He has scored in all games.", "Six goals in his last five starts.",
            // other matches whose common words count only in pairs (each side of each pair)
            "It was his 50th senior goal.", "His 20th club goal.", "His 3rd league goal.", "His 9th competitive goal.",
            "He has 30 international goals.", "Kerr scored 12 goals.", "Kerr netted 5 goals.", "It was the opening match of the season.",
            "The first meeting between them.", "They would host Lenton.", "He will play Dunmore.", "They would travel there.",
            "They will visit Lenton.", "They would meet again.", "Harbury goes on to face Lenton.",
            // negation
            "Mendes should have scored.", "Kerr almost scored.", "Okafor thought he had scored.", "Lee appeared to have won it.",
            "Adams went close.", "Finch was denied by the keeper.", "Baird hit the post.", "Carr's shot came back off the bar.",
            "Price failed to score.", "Kerr was unable to finish.", "He went without scoring.", "Nolan has not scored since May.",
            "He hopes to start.", "If he plays, they win.", "The shot was kept out.", "Doyle fired wide.", "It went over the bar.",
            "Reid missed a chance.", "There was no goal.", "He came close to a goal.", "They were trying to level.",
            "In search of a winner they pushed.", "Looking for an equaliser, they pressed.", "A chance to win it went begging.",
            // disallowed
            "Kerr's goal was ruled out for offside.", "The goal was disallowed.", "The whistle had already gone.",
            "It was chalked off.", "The goal was struck off.", "It was wiped out by VAR.", "It was cancelled out by the offside flag.",
            "The goal did not stand.", "The goal didn't stand.", "It was not given.", "It wasn't given.", "Kerr was flagged offside.",
            "The flag went up.", "The assistant had his flag raised.", "The linesman flagged for handball.", "The goal was scrubbed off.", "VAR overturned the goal.", "He was denied by VAR.",
            // goal verbs
            "Kerr scored.", "Kerr scores.", "Kerr netted.", "Kerr headed home.", "Kerr side-footed home.", "Kerr toe-poked in.",
            "Kerr put the ball into the net.", "Kerr converted.", "Kerr equalised.", "Kerr levelled.", "Kerr opened the scoring.",
            "Kerr broke the deadlock.", "Kerr doubled their lead.", "Kerr extended their lead.", "Kerr pulled one back.",
            "Kerr reduced the deficit.", "Kerr halved the deficit.", "Kerr struck late.", "Kerr found the net.",
            "Kerr hit the back of the net.", "Kerr fired Harbury ahead.", "Kerr gave Harbury a deserved lead.",
            "Kerr completed his hat-trick.", "Kerr made it 2-1.", "Kerr grabbed a goal.", "Kerr got on the scoresheet.", "Kerr bagged.",
            "Kerr notched.", "Kerr registered.", "Kerr won it.", "Kerr snatched a point.", "Kerr sealed the win.", "Kerr sealed it with a header.", "Kerr wrapped up.",
            "Kerr added a third.", "Kerr squeezed in a late winner.", "Kerr arrowed a shot into the top corner.",
            "Kerr clawed one back.", "Kerr claimed the opener.", "Kerr scoring his first goal.", "Kerr picked up a second.",
            "Kerr rose to side-foot home.", "Kerr finished coolly.", "Kerr beat the keeper.",
            // goal verbs whose common words count only in pairs (each side of each pair)
            "Kerr rose to side-foot into the net.", "Kerr made it 3-2.", "Kerr made the 0-1.", "Kerr smashed in the 3-2.", "Kerr hauled a goal back.", "Kerr got one back.",
            "Kerr won one back.", "Kerr got off the mark.", "Kerr put the ball home.", "Kerr put Harbury in front.",
            "Kerr shot Harbury level.", "Kerr edged them ahead.", "Kerr nudged Harbury in front.", "Kerr beat the goalkeeper.",
            "Kerr beat the onrushing home keeper.",
            // passive, through, noun goals
            "The ball was side-footed home by Kerr.", "The penalty was converted by Kerr.", "Harbury levelled through Kerr.",
            "Harbury led thanks to Kerr.", "A fine tap-in from Kerr.", "A hat-trick by Kerr.", "His effort from Kerr.",
            "Goals from Kerr and Mendes.", "A late winner by Kerr.",
            "The equaliser of Kerr.", "Kerr opened the score.", "Kerr transformed the penalty.", "The goal of Kerr was cancelled.",
            // penalties, own goals
            "Kerr converted the penalty.", "Kerr scored from the spot.", "A Panenka by Kerr.", "Kerr put it into his own net.",
            "An own-goal by Kerr.", "Kerr turned past his own keeper.",
            // cards
            "Kerr was booked.", "Kerr was cautioned.", "Kerr was yellow-carded.", "Kerr went into the notebook.", "Kerr became the first name in referee Dan Fenwick's book.",
            "Kerr got a yellow.", "Kerr was carded.", "Kerr was sent off.", "Kerr was red-carded.", "Kerr was dismissed.",
            "Kerr got his marching orders.", "Kerr was sent for an early bath.", "Kerr saw red.", "The sending-off of Kerr.",
            "Kerr saw yellow.", "Kerr copped a yellow.", "Kerr was expelled.", "Red card direct for Kerr.", "A direct red for Kerr.",
            "Harbury were reduced to ten men.",
            // substitutions
            "Kerr was replaced by Mendes.", "Kerr came on for Mendes.", "Kerr came on to replace Mendes.", "Kerr made way for Mendes.",
            "Kerr in place of Mendes.", "Kerr was substituted for Mendes.", "Kerr was withdrawn for Mendes.", "Kerr was swapped for Mendes.",
            "Kerr was introduced for Mendes.", "Harbury inserted Kerr.", "Harbury introducing Kerr.", "Harbury subbed on Kerr for Mendes.", "Kerr came on.", "Kerr came off the bench.", "Harbury brought on Kerr.",
            "Harbury threw on Kerr.", "Kerr was introduced.",
            // coming on: each verb counts only with "on" or "off"
            "Kerr comes on.", "Kerr, coming on late, scored.", "Kerr was brought on.", "Kerr was sent on.", "Kerr was thrown on.",
            "Kerr comes off the bench.", "Harbury brings on Kerr.", "Harbury, bringing on Kerr, pushed.", "Harbury sent on Kerr.",
            "Harbury sends on Kerr.", "Harbury throws on Kerr.", "Harbury introduces on the hour Kerr.", "Introducing on the hour Kerr, Harbury pushed.",
            // VAR
            "VAR checked the goal.", "The video assistant referee reviewed it.", "After a check by VAR, it stood.",
            "An on-field review followed.", "He went to the pitchside monitor.", "He went to the screen.", "A video review followed.", "The video assistance checked it.", "The monitor by the side of the pitch.",
            // injuries
            "Kerr limped off.", "Kerr hobbled off.", "Kerr was forced off.", "Kerr was stretchered off.", "Kerr was carried off.",
            "Kerr went off injured.", "Kerr went down clutching his knee.", "Kerr was holding his hamstring.", "Kerr pulled up.",
            "An injury scare for Kerr.", "Kerr picked up a knock.", "Kerr needed lengthy treatment.", "A hamstring problem for Kerr.",
            "Kerr suffered a concussion.", "Kerr was hurt.", "Kerr was in agony.", "A head injury for Kerr.", "Kerr went down in pain.",
            "Kerr went down holding his knee.",
            // thought he had scored, several goals, another, shoot-outs
            "Kerr believed he had won it.", "Kerr seemed to have scored.", "Kerr looked to have scored.", "Kerr appeared to have netted.", "Kerr scored twice.", "Kerr got a brace.",
            "Both goals came from Kerr.", "His second penalty.", "Two from two for Kerr.", "Kerr followed it up with another.",
            "The shoot-out went to Harbury.", "The shootout went on.", "A penalty shoot-out.", "Spot-kicks to decide it.",
            "Sudden death followed.", "Harbury won on penalties.", "Harbury won on pens.",
            // a long s or Kelvin sign glued to a trigger: caseless patterns still match the word before it
            "Kerr was bookedſ today.", "A header fromſ Kerr.", "A header fromK Kerr.", "Kerr ſcored.",
        };
        for (const char *phrase : phrases)
            QTest::newRow(phrase) << QString::fromUtf8(phrase);
    }
    void narrativeTriggersCoverTheirPhrases()
    {
        QFETCH(QString, sentence);
        QCOMPARE(NarrativeEventFinder::untriggeredMatches(sentence), QStringList());
    }

    void narrativeTriggersCoverTheReports_data()
    {
        QTest::addColumn<QString>("path");
        QStringList paths{QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt")};
        for (const QString &dir : {QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"), QStringLiteral(TOUCHLINE_SOURCE_DIR "/../shared/corpus/dev")}) {
            for (const QString &name : QDir(dir).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
                paths << dir + QLatin1Char('/') + name;
        }
        for (const QString &path : paths)
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }
    void narrativeTriggersCoverTheReports()
    {
        QFETCH(QString, path);
        QCOMPARE(NarrativeEventFinder::untriggeredMatches(readFile(path)), QStringList());
    }
};

QTEST_GUILESS_MAIN(TriggerIndexTest)
#include "triggerindex_test.moc"
