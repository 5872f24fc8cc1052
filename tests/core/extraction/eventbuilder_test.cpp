// EventBuilder::peopleIn finds the mentions of a token range by binary search over the mention list;
// it must answer as a walk over every token of the range through the token → mention index does.
#include "entityresolver.h"
#include "eventbuilder.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "sentencesplitter.h"
#include "token.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Touchline;

namespace {

// The straightforward reading: each token's mention, once, if it starts in the range and is a person.
QList<const RawMention *> peopleByTokenWalk(const ExtractionContext &context, int firstToken, int endToken)
{
    QList<const RawMention *> people;
    const RawMention *previous = nullptr;
    for (int t = std::max(0, firstToken); t < endToken && t < context.tokens.size(); ++t) {
        const RawMention *mention = context.mentionAt(t);
        if (!mention || mention == previous)
            continue;
        previous = mention;
        const Entity *entity = context.entityOf(*mention);
        if (mention->firstToken >= firstToken && entity
            && (entity->type == EntityType::Player || entity->type == EntityType::Manager || entity->type == EntityType::Referee))
            people.append(mention);
    }
    return people;
}

} // namespace

class EventBuilderTest : public QObject
{
    Q_OBJECT
private slots:
    void peopleInEqualsTokenWalk_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &folder : {QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"), QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample")}) {
            for (const QString &name : QDir(folder).entryList({QStringLiteral("*.txt")}))
                QTest::newRow(qPrintable(name)) << QDir(folder).filePath(name);
        }
    }
    void peopleInEqualsTokenWalk()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        AnnotationSet annotations;
        ExtractionContext context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations};
        context.sentences = SentenceSplitter::split(text, context.tokens);
        const auto gazetteer = Gazetteer::builtIn();
        MentionFinder(*gazetteer, *Lexicon::builtIn()).find(context);
        EntityResolver(*gazetteer).resolve(context);
        QVERIFY(context.mentions.size() > 5);
        // Every range between sentence and mention edges, and ranges past either end.
        QList<int> edges{-3, 0, int(context.tokens.size()), int(context.tokens.size()) + 2};
        for (const Sentence &sentence : std::as_const(context.sentences))
            edges << sentence.firstToken << sentence.endToken;
        for (const RawMention &mention : std::as_const(context.mentions))
            edges << mention.firstToken << mention.firstToken + 1 << mention.endToken - 1;
        int people = 0;
        for (int i = 0; i < edges.size(); i += 3) {
            for (int j = 0; j < edges.size(); j += 2) {
                const QList<const RawMention *> expected = peopleByTokenWalk(context, edges.at(i), edges.at(j));
                QCOMPARE(EventBuilder::peopleIn(context, edges.at(i), edges.at(j)), expected);
                people += int(expected.size());
            }
        }
        QVERIFY(people > 0);
    }
};

QTEST_APPLESS_MAIN(EventBuilderTest)
#include "eventbuilder_test.moc"
