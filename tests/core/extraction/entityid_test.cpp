// EntityResolver::entityId copies runs of four lower-case ASCII letters whole: on random mixes of
// letters at the ends of the ASCII ranges, digits, marks, accented and special-cased letters and
// surrogates, every id must be the one the plain slug (a character at a time) makes of the fold.
#include "entityresolver.h"
#include "gazetteer.h"
#include "randommixes.h"

#include <QTest>

using namespace Touchline;

namespace {

QString plainId(EntityType type, QStringView canonical)
{
    QString slug;
    for (const QChar c : Gazetteer::fold(canonical)) {
        if (c.isLetterOrNumber())
            slug.append(c);
        else if (slug.isEmpty() || !slug.endsWith(QLatin1Char('-')))
            slug.append(QLatin1Char('-'));
    }
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return entityTypeName(type).toLower() + QLatin1Char(':') + slug;
}

} // namespace

class EntityIdTest : public QObject
{
    Q_OBJECT
private slots:
    void idsAsThePlainSlugMakesThem()
    {
        const QStringList pieces = {u"a"_qs, u"z"_qs, u"m"_qs, u"`"_qs, u"{"_qs, u"A"_qs, u"Z"_qs, u"@"_qs, u"["_qs,
                                    u"0"_qs, u"9"_qs, u" "_qs, u"-"_qs, u"'"_qs, u"é"_qs, u"ß"_qs, u"İ"_qs, u"\u00AA"_qs,
                                    u"\u01C5"_qs, u"\U0001D49C"_qs, u"\u0301"_qs, u"\u00A0"_qs, u"vardy"_qs, u"Jamie "_qs,
                                    u"o'shea"_qs, u"\u0100"_qs, u"\u0161"_qs};
        int compared = 0;
        for (const QString &name : Test::mixes(pieces, 40000, 16)) {
            for (const EntityType type : {EntityType::Player, EntityType::Team}) {
                QCOMPARE(EntityResolver::entityId(type, name), plainId(type, name));
                ++compared;
            }
        }
        QCOMPARE(compared, 80000);
    }
};

QTEST_APPLESS_MAIN(EntityIdTest)
#include "entityid_test.moc"
