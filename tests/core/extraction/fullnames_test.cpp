// The resolver joins a person mention to the longest full name of the report that ends with its words
// (none when two different ones do), and each full name keeps its entity once made: every such mention
// must name the entity its full name's first surface makes, compared with a plain reading of the rule
// over lists (no tables, no kept entities) on the fictional reports and random mixes of names.
#include "entityresolver.h"
#include "extractioncontext.h"
#include "fictionalreports.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "randommixes.h"
#include "tokenizedtext.h"

#include <QTest>

using namespace Touchline;

namespace {

// The fictional reports (every .txt under the two folders), then random mixes of names.
QStringList texts()
{
    QStringList all = Touchline::Test::fictionalReportTexts();
    const QStringList pieces = {u"Jamie Vardy "_qs, u"Vardy "_qs, u"Jamie-Vardy "_qs, u"Tomás Vardy "_qs, u"Ben Vardy "_qs,
                                u"Virgil van Dijk "_qs, u"van Dijk "_qs, u"Dijk. "_qs, u"Brendan Rodgers "_qs, u"Rodgers' side "_qs,
                                u"boss "_qs, u"scored. "_qs, u"Harry Kane "_qs, u"Kane "_qs, u"Kane's "_qs, u"Harry "_qs,
                                u"Mesut Özil "_qs, u"Özil "_qs, u"Thomas Müller "_qs, u"Müller "_qs, u"and "_qs, u", "_qs,
                                u"Sam Johnstone "_qs, u"Johnstone "_qs, u"Luke Shaw "_qs, u"Shaw "_qs, u"J. Shaw "_qs};
    all += Test::mixes(pieces, 4000, 16);
    return all;
}

// The last word of a folded name.
QStringView lastWordOf(QStringView folded)
{
    return folded.sliced(folded.lastIndexOf(QLatin1Char(' ')) + 1);
}

} // namespace

class FullNamesTest : public QObject
{
    Q_OBJECT
private slots:
    void mentionsJoinTheirFullNamesEntity()
    {
        const auto gazetteer = Gazetteer::builtIn();
        int joined = 0;
        for (const QString &text : texts()) {
            AnnotationSet annotations;
            const Test::TokenizedText tokenized(text);
            ExtractionContext context{text, tokenized.tokens, tokenized.sentences, {}, {}, {}, annotations};
            context.words = &tokenized.words;
            MentionFinder(*gazetteer, *Lexicon::builtIn()).find(context);
            EntityResolver(*gazetteer).resolve(context);
            // The full names (several words, a person's, not the gazetteer's), in the order first met,
            // with the surface of their first mention.
            const auto isPersonName = [](const RawMention &mention) {
                return mention.gazetteerEntry < 0 && mention.type != EntityType::Team && mention.type != EntityType::Venue;
            };
            QList<QPair<QString, QString>> fullNames; // folded, first surface
            for (const RawMention &mention : std::as_const(context.mentions)) {
                if (!isPersonName(mention) || !mention.folded.contains(QLatin1Char(' ')))
                    continue;
                const QString folded = mention.folded.toString();
                if (std::none_of(fullNames.begin(), fullNames.end(), [&](const auto &name) { return name.first == folded; }))
                    fullNames.append({folded, text.mid(mention.span.start, mention.span.length())});
            }
            for (const RawMention &mention : std::as_const(context.mentions)) {
                if (!isPersonName(mention) || mention.entity < 0)
                    continue;
                const QStringView folded = mention.folded;
                const QPair<QString, QString> *best = nullptr;
                int claimants = 0;
                for (const auto &name : std::as_const(fullNames)) {
                    const QString &candidate = name.first;
                    if (lastWordOf(candidate) != lastWordOf(folded))
                        continue;
                    const bool endsWithWords = candidate.size() > folded.size() && candidate.endsWith(folded)
                        && candidate.at(candidate.size() - folded.size() - 1) == QLatin1Char(' ');
                    if (candidate != folded && !endsWithWords)
                        continue;
                    if (!best || candidate.endsWith(best->first))
                        best = &name;
                    else if (!best->first.endsWith(candidate))
                        ++claimants;
                }
                if (!best || claimants)
                    continue;
                const Entity &entity = annotations.entities.at(mention.entity);
                QCOMPARE(EntityResolver::entityId(EntityType::Player, entity.canonical), EntityResolver::entityId(EntityType::Player, best->second));
                ++joined;
            }
        }
        QVERIFY2(joined > 5000, qPrintable(QString::number(joined)));
    }
};

QTEST_APPLESS_MAIN(FullNamesTest)
#include "fullnames_test.moc"
