// A gazetteer hit opening its sentence is doubted (the report may write the word in lower case too) and
// supports an ambiguous name ("City") only once its doubt is settled for it: the finder marks the
// entries named unambiguously as it finds each hit and as it settles each doubt, where a pass over all
// mentions marked them afterwards. Each row fails if a doubted hit is marked as found, or never.
#include "extractor.h"

#include <QTest>

using namespace Touchline;

class DoubtedSupportTest : public QObject
{
    Q_OBJECT
private slots:
    void supportsOnlyOnceTheDoubtIsSettled_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("isTeam");
        QTest::newRow("doubted, never in lower case") << "Leicester started brightly. City scored twice before the break." << true;
        QTest::newRow("doubted, also in lower case")
            << "Leicester started brightly and the leicester fans sang. City scored twice before the break." << false;
        QTest::newRow("mid-sentence, not doubted")
            << "On Saturday Leicester started brightly and the leicester fans sang. City scored twice before the break." << true;
    }
    void supportsOnlyOnceTheDoubtIsSettled()
    {
        QFETCH(QString, text);
        QFETCH(bool, isTeam);
        static const Extractor extractor;
        const AnnotationSet set = extractor.extract(text);
        const qsizetype at = text.indexOf(QLatin1String("City"));
        const TextSpan city{int(at), int(at + 4)};
        const Entity *named = nullptr;
        for (const Entity &entity : set.entities) {
            if (entity.mentions.contains(city))
                named = &entity;
        }
        const bool team = named && named->type == EntityType::Team;
        QCOMPARE(team, isTeam);
        if (isTeam)
            QCOMPARE(named->canonical, QStringLiteral("Leicester City"));
    }
};

QTEST_APPLESS_MAIN(DoubtedSupportTest)
#include "doubtedsupport_test.moc"
