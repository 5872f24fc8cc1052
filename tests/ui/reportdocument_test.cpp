#include "commands/accepteventscommand.h"
#include "commands/editentitiescommand.h"
#include "commands/rerunextractioncommand.h"
#include "reportdocument.h"
#include "testsupport.h"
#include "timelinemodel.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Touchline;

class ReportDocumentTest : public QObject
{
    Q_OBJECT
private:
    static TextSpan spanOf(const QString &part)
    {
        const int start = int(TestSupport::sampleText().indexOf(part));
        return {start, start + int(part.size())};
    }

private slots:
    void draftEventTakesPlayerTeamAndMinuteFromSelection()
    {
        ReportDocument report(TestSupport::sampleDocument(), TestSupport::sampleSet(), true);
        const TextSpan selection = spanOf(QStringLiteral("Tomás Ferreira was booked at 45+2"));
        const MatchEvent draft = report.draftEvent(selection);
        QCOMPARE(draft.player, QStringLiteral("Tomás Ferreira"));
        QCOMPARE(draft.team, QStringLiteral("Harbour City")); // from the player's team entity
        QCOMPARE(draft.time.toString(), QStringLiteral("45+2"));
        QCOMPARE(draft.evidence, TextSpans{selection});
        QCOMPARE(draft.status, EventStatus::Manual);
        QVERIFY(!report.annotations().event(draft.id));
    }

    void draftEventWithoutEntitiesIsEmptyButAnchored()
    {
        ReportDocument report(TestSupport::sampleDocument(), TestSupport::sampleSet(), true);
        const MatchEvent draft = report.draftEvent(spanOf(QStringLiteral("scored for")));
        QVERIFY(draft.player.isEmpty());
        QVERIFY(!draft.time.isValid());
        QCOMPARE(draft.evidence.size(), 1);
    }

    void clickInEvidenceOrMentionFindsEvents()
    {
        ReportDocument report(TestSupport::sampleDocument(), TestSupport::sampleSet(), true);
        QCOMPARE(report.eventsAt(spanOf(QStringLiteral("booked")).start), QStringList{QStringLiteral("e2")});
        QVERIFY(report.eventsAt(spanOf(QStringLiteral("23rd")).start).contains(QStringLiteral("e1")));
    }

    void rerunExtractionKeepsEditedEvents()
    {
        ReportDocument report(TestSupport::sampleDocument(), TestSupport::sampleSet(), true);
        TimelineModel model;
        model.setReport(&report);
        QVERIFY(model.setData(model.index(0, TimelineModel::PlayerColumn), QStringLiteral("Joseph Whitlam")));
        const MatchEvent edited = *report.annotations().event(QStringLiteral("e1"));

        AnnotationSet fresh = TestSupport::sampleSet();
        fresh.events[1].detail = QStringLiteral("new from the extractor");
        MatchEvent extra = fresh.events[0];
        extra.id = QStringLiteral("e9");
        extra.time = *MatchTime::fromString(QStringLiteral("70"));
        fresh.events.append(extra);
        report.undoStack()->push(new RerunExtractionCommand(&report, fresh));

        QCOMPARE(*report.annotations().event(QStringLiteral("e1")), edited);
        QCOMPARE(report.annotations().event(QStringLiteral("e2"))->detail, QStringLiteral("new from the extractor"));
        QVERIFY(report.annotations().event(QStringLiteral("e9")));
        QCOMPARE(model.rowCount(), 4);
        report.undoStack()->undo();
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(!report.annotations().event(QStringLiteral("e9")));
        QCOMPARE(*report.annotations().event(QStringLiteral("e1")), edited);
    }

    void entityCommandsUndo()
    {
        ReportDocument report(TestSupport::sampleDocument(), TestSupport::sampleSet(), true);
        QSignalSpy changed(&report, &ReportDocument::entitiesChanged);
        const QList<Entity> start = report.annotations().entities;
        QUndoStack *stack = report.undoStack();
        stack->push(EditEntitiesCommand::retype(&report, QStringLiteral("player:joe-whitlam"), EntityType::Manager));
        QCOMPARE(report.annotations().entity(QStringLiteral("player:joe-whitlam"))->type, EntityType::Manager);
        stack->push(EditEntitiesCommand::setTeam(&report, QStringLiteral("player:joe-whitlam"), QStringLiteral("team:harbour-city")));
        stack->push(EditEntitiesCommand::merge(&report, QStringLiteral("player:tomas-ferreira"), QStringLiteral("player:joe-whitlam")));
        QCOMPARE(report.annotations().entity(QStringLiteral("player:joe-whitlam")), nullptr);
        QCOMPARE(report.annotations().entity(QStringLiteral("player:tomas-ferreira"))->mentions.size(), 3);
        stack->push(EditEntitiesCommand::addMention(&report, EntityType::Venue, QStringLiteral("Quayside Park"), spanOf(QStringLiteral("penalty"))));
        QCOMPARE(report.annotations().entities.size(), start.size());
        QCOMPARE(changed.size(), 4);
        QVERIFY(!EditEntitiesCommand::retype(&report, QStringLiteral("missing"), EntityType::Team));
        while (stack->canUndo())
            stack->undo();
        QCOMPARE(report.annotations().entities, start);
    }

    void modifiedFollowsTheUndoStack()
    {
        ReportDocument report(TestSupport::sampleDocument(), TestSupport::sampleSet(), true);
        QSignalSpy modified(&report, &ReportDocument::modifiedChanged);
        QCOMPARE(report.reviewStatus(), ReportDocument::ReviewStatus::Extracted);
        report.undoStack()->push(AcceptEventsCommand::acceptAll(&report));
        QVERIFY(report.isModified());
        report.markSaved();
        QVERIFY(!report.isModified());
        QCOMPARE(modified.size(), 2);
    }
};

QTEST_MAIN(ReportDocumentTest)
#include "reportdocument_test.moc"
