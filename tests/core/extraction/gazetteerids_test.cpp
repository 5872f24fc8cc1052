// A gazetteer entry keeps its entities' ids (Gazetteer::Entry::id, teamId), made once when it is read,
// and the resolver gives them to the entities of the entries a report names. Every entity must still
// carry EntityResolver::entityId() of its type and canonical name, and a ground the id of its club,
// on random mixes of known names (the CLI's output on the reports is compared as a whole elsewhere).
#include "gazetteer.h"
#include "randommixes.h"
#include "resolvedtext.h"

#include <QTest>

using namespace Touchline;

class GazetteerIdsTest : public QObject
{
    Q_OBJECT
private slots:
    void idsAsEntityIdMakesThem()
    {
        const QStringList pieces = {u"Leicester City "_qs, u"Leicester "_qs, u"King Power Stadium "_qs, u"Anfield "_qs, u"Brendan Rodgers "_qs,
                                    u"Rodgers' side "_qs, u"boss "_qs, u"referee "_qs, u"Anthony Taylor "_qs, u"Premier League "_qs,
                                    u"Stones "_qs, u"Wealdstone "_qs, u"at "_qs, u"Vardy "_qs, u"Liverpool "_qs, u"Jurgen Klopp "_qs, u". "_qs};
        const QStringList texts = Test::mixes(pieces, 4000, 12);
        const auto gazetteer = Gazetteer::builtIn();
        int fromEntries = 0;
        int teamsFromEntries = 0;
        for (const QString &text : std::as_const(texts)) {
            const Test::ResolvedText resolved(text);
            const AnnotationSet &annotations = resolved.annotations;
            for (const Entity &entity : std::as_const(annotations.entities)) {
                QCOMPARE(entity.id, EntityResolver::entityId(entity.type, entity.canonical));
                const int entry = gazetteer->find(entity.type, entity.canonical);
                fromEntries += entry >= 0;
                // A ground's club is its entry's; a person's may come from the words around them first.
                if (entity.type != EntityType::Venue || entry < 0 || gazetteer->entry(entry).team.isEmpty())
                    continue;
                ++teamsFromEntries;
                QCOMPARE(entity.team, EntityResolver::entityId(EntityType::Team, gazetteer->entry(entry).team));
            }
        }
        QVERIFY2(fromEntries > 2000, qPrintable(QString::number(fromEntries)));
        QVERIFY2(teamsFromEntries > 200, qPrintable(QString::number(teamsFromEntries)));
    }
};

QTEST_APPLESS_MAIN(GazetteerIdsTest)
#include "gazetteerids_test.moc"
