#pragma once

#include "matchevent.h"

#include <QList>
#include <QPointer>
#include <QUndoCommand>

namespace Touchline {

class ReportDocument;

/// Removes events by id. Stores copies of them so that undo puts them back (in match order).
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
