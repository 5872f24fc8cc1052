#pragma once

#include "matchevent.h"

#include <QList>
#include <QPointer>
#include <QUndoCommand>

namespace Touchline {

class ReportDocument;

/// Deletes events by id. An event made by hand is removed outright; an event that came from the extractor
/// (extracted, accepted or edited) is marked Rejected instead, so that "Re-run extraction" (which keeps
/// every user-owned event, rejected ones included) does not bring it back. Events already rejected are
/// left alone. Stores copies so that undo puts back exactly what was there.
class DeleteEventsCommand : public QUndoCommand
{
public:
    DeleteEventsCommand(ReportDocument *document, const QStringList &ids, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    QPointer<ReportDocument> m_document;
    QList<MatchEvent> m_events;
};

} // namespace Touchline
