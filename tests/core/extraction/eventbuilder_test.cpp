// EventBuilder::peopleIn finds the mentions of a token range by binary search over the mention list, and
// MentionWalk by walking on from the range asked before; both must answer as a walk over every token of
// the range through the token → mention index does.
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

// The mentions of a range by the same token walk: each token's mention once, if it starts in the range.
QList<const RawMention *> mentionsByTokenWalk(const ExtractionContext &context, int firstToken, int endToken)
{
    QList<const RawMention *> mentions;
    for (int t = std::max(0, firstToken); t < endToken && t < context.tokens.size(); ++t) {
        const RawMention *mention = context.mentionAt(t);
        if (mention && mention->firstToken == t)
            mentions.append(mention);
    }
    return mentions;
}

QList<const RawMention *> pointersTo(std::span<const RawMention> mentions)
{
    QList<const RawMention *> pointers;
    for (const RawMention &mention : mentions)
        pointers.append(&mention);
    return pointers;
}

// A report's context, its mentions found and resolved.
struct ResolvedReport {
    explicit ResolvedReport(const QString &path)
    {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            text = QString::fromUtf8(file.readAll());
        context.tokens = Tokenizer::tokenize(text);
        context.sentences = SentenceSplitter::split(text, context.tokens);
        const auto gazetteer = Gazetteer::builtIn();
        MentionFinder(*gazetteer, *Lexicon::builtIn()).find(context);
        EntityResolver(*gazetteer).resolve(context);
    }
    QString text;
    AnnotationSet annotations;
    ExtractionContext context{text, {}, {}, {}, {}, {}, annotations};
};

void addReportRows()
{
    QTest::addColumn<QString>("path");
    for (const QString &folder : {QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"), QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample")}) {
        for (const QString &name : QDir(folder).entryList({QStringLiteral("*.txt")}))
            QTest::newRow(qPrintable(name)) << QDir(folder).filePath(name);
    }
}

} // namespace

class EventBuilderTest : public QObject
{
    Q_OBJECT
private slots:
    void peopleInEqualsTokenWalk_data() { addReportRows(); }
    void peopleInEqualsTokenWalk()
    {
        QFETCH(QString, path);
        const ResolvedReport report(path);
        const ExtractionContext &context = report.context;
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

    // Sentence after sentence, as the narrative finder asks, then ranges out of order, empty, past either
    // end and inside mentions: the walk answers as the token walk every time.
    void mentionWalkEqualsTokenWalk_data() { addReportRows(); }
    void mentionWalkEqualsTokenWalk()
    {
        QFETCH(QString, path);
        const ResolvedReport report(path);
        const ExtractionContext &context = report.context;
        QVERIFY(context.mentions.size() > 5);
        QList<std::pair<int, int>> ranges;
        for (const Sentence &sentence : std::as_const(context.sentences))
            ranges.append({sentence.firstToken, sentence.endToken});
        for (const Sentence &sentence : std::as_const(context.sentences))
            ranges.append({sentence.firstToken, sentence.endToken}); // from the start again
        const int tokens = int(context.tokens.size());
        ranges += {{-3, 2}, {tokens - 4, tokens + 3}, {tokens + 2, tokens + 5}, {7, 7}, {9, 4}, {0, tokens}};
        for (qsizetype m = context.mentions.size() - 1; m >= 0; m -= 3) // backwards: each ask out of order
            ranges.append({context.mentions.at(m).firstToken + 1, context.mentions.at(m).endToken + 6});
        EventBuilder::MentionWalk walk(context);
        QList<const RawMention *> people;
        int found = 0;
        for (const auto &[first, end] : std::as_const(ranges)) {
            QCOMPARE(pointersTo(walk.mentionsIn(first, end)), mentionsByTokenWalk(context, first, end));
            // It hands back the mentions it read: the narrative finder's third-team check reads those.
            QCOMPARE(pointersTo(walk.peopleIn(first, end, people)), mentionsByTokenWalk(context, first, end));
            QCOMPARE(people, peopleByTokenWalk(context, first, end));
            found += int(people.size());
        }
        QVERIFY(found > 0);
    }

    // make() carves the one-span evidence lists from shared blocks: each must still behave as a list of its
    // own, whatever is added to or dropped from the others, across several blocks and lists that outlive them.
    void evidenceListsAreIndependent()
    {
        const QString text = QStringLiteral("Kane scored. Son crossed. Rice was booked. ").repeated(30);
        AnnotationSet annotations;
        ExtractionContext context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations};
        context.sentences = SentenceSplitter::split(text, context.tokens);
        QCOMPARE(context.sentences.size(), 90);
        QList<EventCandidate> candidates;
        for (int round = 0; round < 3; ++round) {
            for (int s = 0; s < context.sentences.size(); ++s)
                candidates.append(EventBuilder::make(EventType::Goal, context, s, EventCandidate::Source::Narrative));
        }
        const auto sentenceOf = [&](qsizetype c) { return int(c % context.sentences.size()); };
        for (qsizetype c = 0; c < candidates.size(); c += 3)
            candidates[c].event.evidence.append(TextSpan{-int(c), 0});
        for (qsizetype c = 1; c < candidates.size(); c += 5)
            candidates[c].event.evidence.prepend(TextSpan{-int(c), -1});
        candidates.remove(2, 40); // frees some lists of a block while others live on
        for (qsizetype c = 0; c < candidates.size(); ++c) {
            const qsizetype made = c < 2 ? c : c + 40;
            QList<TextSpan> expected{context.sentences.at(sentenceOf(made)).span};
            if (made % 3 == 0)
                expected.append(TextSpan{-int(made), 0});
            if (made % 5 == 1)
                expected.prepend(TextSpan{-int(made), -1});
            QCOMPARE(candidates.at(c).event.evidence, expected);
        }
        for (EventCandidate &candidate : candidates) // the last holder of a block may change it in place
            candidate.event.evidence.append(TextSpan{1, 2});
        for (qsizetype c = 0; c < candidates.size(); ++c) {
            const qsizetype made = c < 2 ? c : c + 40;
            const TextSpan first = made % 5 == 1 ? TextSpan{-int(made), -1} : context.sentences.at(sentenceOf(made)).span;
            QCOMPARE(candidates.at(c).event.evidence.first(), first);
            QCOMPARE(candidates.at(c).event.evidence.last(), (TextSpan{1, 2}));
        }
    }
};

QTEST_APPLESS_MAIN(EventBuilderTest)
#include "eventbuilder_test.moc"
