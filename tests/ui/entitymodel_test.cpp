#include "commands/editentitiescommand.h"
#include "entitymodel.h"
#include "reportdocument.h"
#include "testsupport.h"

#include <QAbstractItemModelTester>
#include <QTest>
#include <QUndoStack>

using namespace Touchline;

class EntityModelTest : public QObject
{
    Q_OBJECT
private slots:
    void groupsEntitiesByTypeWithMentionCounts()
    {
        ReportDocument report(TestSupport::sampleDocument(), TestSupport::sampleSet(), true);
        EntityModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(&report);
        QCOMPARE(model.rowCount(), 2); // players, teams
        const QModelIndex players = model.index(0, 0);
        QCOMPARE(players.data(EntityModel::EntityTypeRole).toInt(), int(EntityType::Player));
        QCOMPARE(model.rowCount(players), 2);
        // Most mentioned first.
        QCOMPARE(model.index(0, EntityModel::NameColumn, players).data().toString(), QStringLiteral("Tomás Ferreira"));
        QCOMPARE(model.index(0, EntityModel::MentionsColumn, players).data().toInt(), 2);
        QCOMPARE(model.index(0, EntityModel::TeamColumn, players).data().toString(), QStringLiteral("Harbour City"));
        QVERIFY(model.indexForEntity(QStringLiteral("team:harbour-city")).isValid());
    }

    void followsEntityCommands()
    {
        ReportDocument report(TestSupport::sampleDocument(), TestSupport::sampleSet(), true);
        EntityModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(&report);
        report.undoStack()->push(EditEntitiesCommand::retype(&report, QStringLiteral("player:joe-whitlam"), EntityType::Referee));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.indexForEntity(QStringLiteral("player:joe-whitlam")).parent().data(EntityModel::EntityTypeRole).toInt(),
                 int(EntityType::Referee));
        report.undoStack()->undo();
        QCOMPARE(model.rowCount(), 2);
        model.setReport(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(EntityModelTest)
#include "entitymodel_test.moc"
