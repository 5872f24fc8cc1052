#include "commands/accepteventscommand.h"
#include "commands/addeventcommand.h"
#include "commands/deleteeventscommand.h"
#include "commands/rerunextractioncommand.h"
#include "reportdocument.h"
#include "testsupport.h"
#include "timelinemodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
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
        // An extracted event is rejected, not removed: it stays as a struck-out row.
        QCOMPARE(f.model.rowCount(), 3);
        QCOMPARE(f.report.annotations().event(QStringLiteral("e2"))->status, EventStatus::Rejected);

        MatchEvent added = f.report.draftEvent(TextSpan{0, 11});
        stack->push(new AddEventCommand(&f.report, added));
        QCOMPARE(f.model.rowCount(), 4);
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
        QCOMPARE(f.model.rowCount(), 4);
    }

    // Accepting or deleting many events is one change of the report, not one per event (which took minutes
    // on a report of thousands): a single changed(), the rows in the report's order, the current row held.
    void manyEventsChangeAtOnce()
    {
        AnnotationSet set = TestSupport::sampleSet();
        const MatchEvent model = set.events.first();
        set.events.clear();
        for (int i = 0; i < 300; ++i) {
            MatchEvent event = model;
            event.id = QStringLiteral("e%1").arg(i + 1);
            event.time.minute = 1 + (i * 7) % 90; // not in list order: the sort is the report's
            set.events.append(event);
        }
        ReportDocument report(TestSupport::sampleDocument(), set, true);
        TimelineModel timeline;
        QAbstractItemModelTester tester(&timeline, QAbstractItemModelTester::FailureReportingMode::QtTest);
        timeline.setReport(&report);
        const QPersistentModelIndex held = timeline.index(timeline.rowForEvent(QStringLiteral("e150")), TimelineModel::PlayerColumn);
        QSignalSpy changed(&report, &ReportDocument::changed);
        QSignalSpy eachChanged(&report, &ReportDocument::eventChanged);
        const auto rowsFollowTheReport = [&] {
            for (int row = 0; row < timeline.rowCount(); ++row) {
                if (timeline.eventId(row) != report.annotations().events.at(row).id)
                    return false;
            }
            return timeline.rowCount() == report.annotations().events.size();
        };

        report.undoStack()->push(AcceptEventsCommand::acceptAll(&report));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(eachChanged.count(), 0);
        QVERIFY(std::all_of(report.annotations().events.cbegin(), report.annotations().events.cend(),
                            [](const MatchEvent &event) { return event.status == EventStatus::Accepted; }));
        QVERIFY(rowsFollowTheReport());
        QCOMPARE(timeline.index(0, TimelineModel::StatusColumn).data().toString(), TimelineModel::tr("accepted"));
        QCOMPARE(timeline.eventId(held.row()), QStringLiteral("e150"));

        report.undoStack()->undo();
        QCOMPARE(changed.count(), 2);
        QCOMPARE(report.annotations().events, [&set] { AnnotationSet sorted = set; sorted.sortEvents(); return sorted.events; }());
        QVERIFY(rowsFollowTheReport());

        QStringList half;
        for (int i = 0; i < 300; i += 2)
            half.append(QStringLiteral("e%1").arg(i + 1));
        report.undoStack()->push(new DeleteEventsCommand(&report, half));
        QCOMPARE(changed.count(), 3);
        QCOMPARE(std::count_if(report.annotations().events.cbegin(), report.annotations().events.cend(),
                               [](const MatchEvent &event) { return event.status == EventStatus::Rejected; }),
                 150);
        QCOMPARE(timeline.eventId(held.row()), QStringLiteral("e150"));
        report.undoStack()->undo();
        QVERIFY(std::none_of(report.annotations().events.cbegin(), report.annotations().events.cend(),
                             [](const MatchEvent &event) { return event.status == EventStatus::Rejected; }));
        QVERIFY(rowsFollowTheReport());
    }

    void deleteRejectsExtractedAndRemovesManual_data()
    {
        QTest::addColumn<EventStatus>("status");
        QTest::addColumn<bool>("keptAsRejected");
        QTest::newRow("extracted") << EventStatus::Extracted << true;
        QTest::newRow("accepted") << EventStatus::Accepted << true;
        QTest::newRow("edited") << EventStatus::Edited << true;
        QTest::newRow("manual") << EventStatus::Manual << false;
    }
    void deleteRejectsExtractedAndRemovesManual()
    {
        QFETCH(EventStatus, status);
        QFETCH(bool, keptAsRejected);
        AnnotationSet set = TestSupport::sampleSet();
        set.events[1].status = status;
        ReportDocument report(TestSupport::sampleDocument(), set, true);
        TimelineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(&report);
        const MatchEvent before = *report.annotations().event(QStringLiteral("e2"));

        QVERIFY(model.removeRows(model.rowForEvent(QStringLiteral("e2")), 1));
        const MatchEvent *after = report.annotations().event(QStringLiteral("e2"));
        QCOMPARE(after != nullptr, keptAsRejected);
        QCOMPARE(model.rowCount(), keptAsRejected ? 3 : 2);
        if (keptAsRejected) {
            QCOMPARE(after->status, EventStatus::Rejected);
            const QModelIndex cell = model.index(model.rowForEvent(QStringLiteral("e2")), TimelineModel::PlayerColumn);
            QVERIFY(cell.data(Qt::FontRole).value<QFont>().strikeOut());
            QCOMPARE(model.index(cell.row(), TimelineModel::StatusColumn).data().toString(), QStringLiteral("rejected"));
            // Re-running extraction (which finds e2 again as "extracted") does not bring it back.
            AnnotationSet fresh = TestSupport::sampleSet();
            report.undoStack()->push(new RerunExtractionCommand(&report, fresh));
            QCOMPARE(report.annotations().event(QStringLiteral("e2"))->status, EventStatus::Rejected);
            report.undoStack()->undo();
            // Deleting a rejected event again changes nothing.
            QVERIFY(model.removeRows(model.rowForEvent(QStringLiteral("e2")), 1));
            QCOMPARE(report.annotations().event(QStringLiteral("e2"))->status, EventStatus::Rejected);
            report.undoStack()->undo();
        }
        report.undoStack()->undo();
        QCOMPARE(*report.annotations().event(QStringLiteral("e2")), before);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.rowForEvent(QStringLiteral("e2")), 1);
    }

    void indexFollowsEveryChange()
    {
        // Many events out of order: the id ↔ row index must match a linear search after each change.
        AnnotationSet set;
        for (int i = 0; i < 500; ++i)
            set.events.append(TestSupport::event(QStringLiteral("e%1").arg(i), EventType::Goal, QString::number(1 + (i * 37) % 90),
                                                 QStringLiteral("Harbour City"), QStringLiteral("P%1").arg(i), TextSpan{i, i + 1}));
        Document document = TestSupport::sampleDocument();
        document.text = QStringLiteral("x").repeated(600);
        ReportDocument report(document, set, true);
        TimelineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(&report);
        auto check = [&] {
            QCOMPARE(model.rowCount(), report.annotations().events.size());
            for (int row = 0; row < model.rowCount(); ++row) {
                const MatchEvent &event = report.annotations().events.at(row);
                QCOMPARE(model.eventId(row), event.id);
                QCOMPARE(model.rowForEvent(event.id), row);
                QCOMPARE(model.index(row, TimelineModel::PlayerColumn).data().toString(), event.player);
            }
        };
        check();
        QVERIFY(model.setData(model.index(3, TimelineModel::MinuteColumn), QStringLiteral("90+4"))); // moves to the end
        check();
        // Moves up and down by a few rows or many, and edits that leave the row where it is: only the rows a
        // move passes over are indexed again.
        for (int step = 0; step < 80; ++step) {
            const int row = (step * 131) % model.rowCount();
            if (step % 3 == 0)
                QVERIFY(model.setData(model.index(row, TimelineModel::PlayerColumn), QStringLiteral("Q%1").arg(step)));
            else
                QVERIFY(model.setData(model.index(row, TimelineModel::MinuteColumn), QString::number(1 + (step * 53) % 90)));
            check();
        }
        report.undoStack()->push(new AddEventCommand(&report, report.draftEvent(TextSpan{5, 9})));
        check();
        QVERIFY(model.removeRows(0, 2));
        check();
        while (report.undoStack()->canUndo()) {
            report.undoStack()->undo();
            check();
        }
        QCOMPARE(model.rowForEvent(QStringLiteral("nope")), -1);
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
