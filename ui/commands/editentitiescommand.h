#pragma once

#include "entity.h"

#include <QList>
#include <QPointer>
#include <QUndoCommand>

namespace Touchline {

class ReportDocument;

/// Changes the entity list of a report: retype, change team, merge two entities, add one from a text
/// selection. Stores copies of the list before and after (entity lists are small), never pointers.
/// Use the named constructors; each returns nullptr when the change would do nothing.
class EditEntitiesCommand : public QUndoCommand
{
public:
    static EditEntitiesCommand *retype(ReportDocument *document, const QString &id, EntityType type);
    /// `teamId` is the id of a TEAM entity, or empty to clear.
    static EditEntitiesCommand *setTeam(ReportDocument *document, const QString &id, const QString &teamId);
    /// Moves the mentions of `absorbedId` into `keptId` and removes `absorbedId`.
    static EditEntitiesCommand *merge(ReportDocument *document, const QString &keptId, const QString &absorbedId);
    /// A new entity (or a new mention of an existing one with the same type and name) at `span`.
    static EditEntitiesCommand *addMention(ReportDocument *document, EntityType type, const QString &canonical, const TextSpan &span);

    void undo() override;
    void redo() override;

private:
    EditEntitiesCommand(ReportDocument *document, QList<Entity> after, const QString &text);

    QPointer<ReportDocument> m_document;
    QList<Entity> m_before;
    QList<Entity> m_after;
};

} // namespace Touchline
