#include "deleteeventscommand.h"

#include "reportdocument.h"

#include <QCoreApplication>

namespace Touchline {

DeleteEventsCommand::DeleteEventsCommand(ReportDocument *document, const QStringList &ids, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
{
    // One pass over the events, in the order of the ids given, not a search of the list for each id.
    for (const MatchEvent *event : document->annotations().eventsNamed(ids)) {
        if (event->status != EventStatus::Rejected)
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
    QList<MatchEvent> restored; // all at once: one by one, thousands took minutes (see replaceEvents())
    for (const MatchEvent &event : m_events) {
        if (event.status == EventStatus::Manual)
            m_document->insertEvent(event);
        else
            restored.append(event);
    }
    m_document->replaceEvents(restored);
}

void DeleteEventsCommand::redo()
{
    if (!m_document)
        return;
    QList<MatchEvent> rejected;
    for (const MatchEvent &event : m_events) {
        if (event.status == EventStatus::Manual) {
            m_document->removeEvent(event.id);
        } else {
            rejected.append(event);
            rejected.last().status = EventStatus::Rejected;
        }
    }
    m_document->replaceEvents(rejected);
}

} // namespace Touchline
