#include "deleteeventscommand.h"

#include "reportdocument.h"

#include <QCoreApplication>

namespace Touchline {

DeleteEventsCommand::DeleteEventsCommand(ReportDocument *document, const QStringList &ids, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
{
    for (const QString &id : ids) {
        if (const MatchEvent *event = document->annotations().event(id); event && event->status != EventStatus::Rejected)
            m_events.append(*event);
    }
    if (m_events.size() == 1)
        setText(QCoreApplication::translate("Touchline", "Delete %1").arg(eventTypeLabel(m_events.first().type).toLower()));
    else
        setText(QCoreApplication::translate("Touchline", "Delete %n events", nullptr, int(m_events.size())));
    if (m_events.isEmpty())
        setObsolete(true);
}

void DeleteEventsCommand::undo()
{
    if (!m_document)
        return;
    for (const MatchEvent &event : m_events) {
        if (event.status == EventStatus::Manual)
            m_document->insertEvent(event);
        else
            m_document->replaceEvent(event);
    }
}

void DeleteEventsCommand::redo()
{
    if (!m_document)
        return;
    for (const MatchEvent &event : m_events) {
        if (event.status == EventStatus::Manual) {
            m_document->removeEvent(event.id);
        } else {
            MatchEvent rejected = event;
            rejected.status = EventStatus::Rejected;
            m_document->replaceEvent(rejected);
        }
    }
}

} // namespace Touchline
