#pragma once

#include "matchevent.h"

#include <QPointer>
#include <QUndoCommand>

namespace Touchline {

class ReportDocument;

/// Adds one event (made by hand, usually from a text selection). Stores a copy of it; undo removes it by id.
class AddEventCommand : public QUndoCommand
{
public:
    AddEventCommand(ReportDocument *document, const MatchEvent &event, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;
    QString eventId() const { return m_event.id; }

private:
    QPointer<ReportDocument> m_document;
    MatchEvent m_event;
};

} // namespace Touchline
