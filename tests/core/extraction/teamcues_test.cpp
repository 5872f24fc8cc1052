// The resolver looks back from a person's mention for a team mention ("Leicester's Vardy", "Albion
// goalkeeper Sam Johnstone") only when a team mention ends among the four words before it, which it
// tells from the last team mention met in the mentions' order. Here each person's team is compared
// with a plain reading of that rule, every mention walked back word by word, on random mixes where it
// is the only team cue (no brackets, no line-up labels). A word that opens another phrase or clause
// ("to", "as", "the") ends the look back as a capitalised word does.
#include "randommixes.h"
#include "resolvedtext.h"

#include <QHash>
#include <QTest>

using namespace Touchline;

namespace {

// The team entity read before the mention by the rule as written, or -1.
int teamBefore(const ExtractionContext &context, const RawMention &mention)
{
    const int sentenceStart = context.sentences.at(mention.sentence).firstToken;
    for (int k = mention.firstToken - 1; k >= sentenceStart && mention.firstToken - k <= 4; --k) {
        const Token &token = context.tokens.at(k);
        if (token.kind != Token::Kind::Word)
            return -1;
        if (const RawMention *other = context.mentionAt(k); other && other->type == EntityType::Team && other->entity >= 0)
            return token.is(Token::Possessive) || other->endToken != mention.firstToken ? other->entity : -1;
        static const QStringList clauseWords = {u"the"_qs, u"and"_qs, u"to"_qs, u"as"_qs};
        if (token.is(Token::Capitalised) || clauseWords.contains(context.tokenText(k).toString(), Qt::CaseInsensitive))
            return -1;
    }
    return -1;
}

} // namespace

class TeamCuesTest : public QObject
{
    Q_OBJECT
private slots:
    void teamsAsThePlainRuleReadsThem()
    {
        const QStringList pieces = {u"Leicester's "_qs, u"Leicester "_qs, u"Arsenal's "_qs, u"Ashford Rovers "_qs, u"boss "_qs,
                                    u"new "_qs, u"signing "_qs, u"goalkeeper "_qs, u"Jamie Vardy "_qs, u"Vardy "_qs,
                                    u"Sam Johnstone "_qs, u"Johnstone's "_qs, u"the "_qs, u"and "_qs, u"to "_qs, u"as "_qs, u"half "_qs, u", "_qs, u". "_qs, u"\n"_qs};
        int cued = 0;
        for (const QString &text : Test::mixes(pieces, 6000, 16)) {
            const Test::ResolvedText resolved(text);
            const ExtractionContext &context = resolved.context;
            const AnnotationSet &annotations = resolved.annotations;
            // Per person, the team with most cues, the first seen on a tie.
            QHash<int, QList<int>> cues;
            for (const RawMention &mention : std::as_const(context.mentions)) {
                const Entity *entity = context.entityOf(mention);
                if (!entity || entity->type == EntityType::Team || entity->type == EntityType::Venue || entity->type == EntityType::Competition)
                    continue;
                if (const int team = teamBefore(context, mention); team >= 0)
                    cues[mention.entity].append(team);
            }
            for (qsizetype e = 0; e < annotations.entities.size(); ++e) {
                const QList<int> seen = cues.value(int(e));
                QString expected;
                qsizetype best = 0;
                for (const int team : seen) {
                    if (seen.count(team) > best)
                        best = seen.count(team), expected = annotations.entities.at(team).id;
                }
                if (expected.isEmpty())
                    continue; // no cue: the gazetteer's club of a known manager may be given
                ++cued;
                QCOMPARE(annotations.entities.at(e).team, expected);
            }
        }
        QVERIFY2(cued > 1000, qPrintable(QString::number(cued))); // the look back was taken often
    }
};

QTEST_APPLESS_MAIN(TeamCuesTest)
#include "teamcues_test.moc"
