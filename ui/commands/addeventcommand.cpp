#include "addeventcommand.h"

#include "reportdocument.h"

#include <QCoreApplication>

namespace Touchline {

AddEventCommand::AddEventCommand(ReportDocument *document, const MatchEvent &event, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("Touchline", "Add %1").arg(eventTypeLabel(event.type).toLower()), parent)
    , m_document(document)
    , m_event(event)
{
}

void AddEventCommand::undo()
{
    if (m_document)
        m_document->removeEvent(m_event.id);
}

void AddEventCommand::redo()
{
    if (m_document)
        m_document->insertEvent(m_event);
}

} // namespace Touchline
