#include "commands/accepteventscommand.h"
#include "commands/addeventcommand.h"
#include "reportdocument.h"
#include "testsupport.h"
#include "timelinemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Touchline;

class TimelineModelTest : public QObject
{
    Q_OBJECT
private:
    struct Fixture {
        ReportDocument report{TestSupport::sampleDocument(), TestSupport::sampleSet(), true};
        TimelineModel model;
        QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
        Fixture() { model.setReport(&report); }
        QString cell(int row, int column) const { return model.index(row, column).data().toString(); }
    };

private slots:
    void showsEventsInMatchOrder()
    {
        Fixture f;
        QCOMPARE(f.model.rowCount(), 3);
        QCOMPARE(f.model.columnCount(), int(TimelineModel::ColumnCount));
        QCOMPARE(f.model.index(0, TimelineModel::MinuteColumn).data(Qt::EditRole).toString(), QStringLiteral("23"));
        QCOMPARE(f.model.index(1, TimelineModel::MinuteColumn).data(Qt::EditRole).toString(), QStringLiteral("45+2"));
        QCOMPARE(f.cell(0, TimelineModel::TypeColumn), eventTypeLabel(EventType::Goal));
        QCOMPARE(f.cell(2, TimelineModel::PlayerColumn), QStringLiteral("Tomás Ferreira"));
        QCOMPARE(f.cell(2, TimelineModel::ScoreColumn), QStringLiteral("1-1"));
        QCOMPARE(f.model.index(0, TimelineModel::TeamColumn).data(TimelineModel::TeamSideRole).toInt(), 1);
        QCOMPARE(f.model.index(1, TimelineModel::TeamColumn).data(TimelineModel::TeamSideRole).toInt(), 0);
        QVERIFY(f.model.index(0, TimelineModel::TypeColumn).data(Qt::DecorationRole).value<QIcon>().availableSizes().size() + 1 > 0);
        QVERIFY(!(f.model.flags(f.model.index(0, TimelineModel::StatusColumn)) & Qt::ItemIsEditable));
    }

    void editsMinute_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("plain") << QStringLiteral("23") << true;
        QTest::newRow("first-half stoppage") << QStringLiteral("45+2") << true;
        QTest::newRow("second-half stoppage") << QStringLiteral("90+5") << true;
        QTest::newRow("placeholder added minute") << QStringLiteral("95+x") << false;
        QTest::newRow("added time mid-half") << QStringLiteral("60+2") << false;
        QTest::newRow("words") << QStringLiteral("late on") << false;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("negative") << QStringLiteral("-3") << false;
    }
    void editsMinute()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        Fixture f;
        QSignalSpy rejected(&f.model, &TimelineModel::editRejected);
        const QModelIndex index = f.model.index(0, TimelineModel::MinuteColumn);
        QCOMPARE(f.model.setData(index, text), accepted);
        QCOMPARE(rejected.size(), accepted ? 0 : 1);
        if (accepted) {
            const int row = f.model.rowForEvent(QStringLiteral("e1"));
            QCOMPARE(f.model.index(row, TimelineModel::MinuteColumn).data(Qt::EditRole).toString(), text);
            const bool unchanged = text == QLatin1String("23");
            QCOMPARE(f.report.annotations().event(QStringLiteral("e1"))->status, unchanged ? EventStatus::Extracted : EventStatus::Edited);
            QCOMPARE(f.report.undoStack()->count(), unchanged ? 0 : 1);
        } else {
            QVERIFY(!rejected.first().at(1).toString().isEmpty());
            QCOMPARE(f.report.annotations().event(QStringLiteral("e1"))->time.toString(), QStringLiteral("23"));
            QCOMPARE(f.report.undoStack()->count(), 0);
        }
    }

    void minuteEditMovesRowIntoMatchOrder()
    {
        Fixture f;
        QVERIFY(f.model.setData(f.model.index(0, TimelineModel::MinuteColumn), QStringLiteral("90+5")));
        QCOMPARE(f.model.eventId(2), QStringLiteral("e1"));
        f.report.undoStack()->undo();
        QCOMPARE(f.model.eventId(0), QStringLiteral("e1"));
    }

    void typingInOneCellIsOneUndoStep()
    {
        Fixture f;
        const QModelIndex detail = f.model.index(0, TimelineModel::DetailColumn);
        QVERIFY(f.model.setData(detail, QStringLiteral("l")));
        QVERIFY(f.model.setData(detail, QStringLiteral("low")));
        QVERIFY(f.model.setData(detail, QStringLiteral("low shot")));
        QCOMPARE(f.report.undoStack()->count(), 1);
        QVERIFY(f.model.setData(f.model.index(0, TimelineModel::PlayerColumn), QStringLiteral("J. Whitlam")));
        QCOMPARE(f.report.undoStack()->count(), 2);
        f.report.undoStack()->undo();
        f.report.undoStack()->undo();
        QCOMPARE(f.report.annotations().events, [] { auto s = TestSupport::sampleSet(); s.sortEvents(); return s.events; }());
    }

    void editsTypeAndScore()
    {
        Fixture f;
        QVERIFY(f.model.setData(f.model.index(1, TimelineModel::TypeColumn), int(EventType::RedCard)));
        QCOMPARE(f.report.annotations().event(QStringLiteral("e2"))->type, EventType::RedCard);
        QVERIFY(f.model.setData(f.model.index(2, TimelineModel::ScoreColumn), QStringLiteral("2-1")));
        QCOMPARE(f.report.annotations().event(QStringLiteral("e3"))->scoreAfter, Score({2, 1}));
        QVERIFY(!f.model.setData(f.model.index(2, TimelineModel::ScoreColumn), QStringLiteral("two")));
    }

    void deleteAddAcceptAllThenUndoToStartAndRedo()
    {
        Fixture f;
        const AnnotationSet start = f.report.annotations();
        QUndoStack *stack = f.report.undoStack();

        QVERIFY(f.model.removeRows(1, 1));
        QCOMPARE(f.model.rowCount(), 2);
        QCOMPARE(f.report.annotations().event(QStringLiteral("e2")), nullptr);

        MatchEvent added = f.report.draftEvent(TextSpan{0, 11});
        stack->push(new AddEventCommand(&f.report, added));
        QCOMPARE(f.model.rowCount(), 3);
        QCOMPARE(f.report.annotations().event(added.id)->status, EventStatus::Manual);

        stack->push(AcceptEventsCommand::acceptAll(&f.report));
        for (const MatchEvent &event : f.report.annotations().events)
            QVERIFY(event.status != EventStatus::Extracted);
        QCOMPARE(f.report.reviewStatus(), ReportDocument::ReviewStatus::Reviewed);
        const AnnotationSet end = f.report.annotations();

        while (stack->canUndo())
            stack->undo();
        QCOMPARE(f.report.annotations().events, start.events);
        QCOMPARE(f.model.rowCount(), 3);
        QCOMPARE(f.model.eventId(1), QStringLiteral("e2"));
        while (stack->canRedo())
            stack->redo();
        QCOMPARE(f.report.annotations().events, end.events);
        QCOMPARE(f.model.rowCount(), 3);
    }

    void rejectsEditsWithoutReport()
    {
        TimelineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.setData(model.index(0, 0), QStringLiteral("23")));
    }
};

QTEST_MAIN(TimelineModelTest)
#include "timelinemodel_test.moc"
