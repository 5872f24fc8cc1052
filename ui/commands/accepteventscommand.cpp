#include "accepteventscommand.h"

#include "reportdocument.h"

#include <QCoreApplication>

namespace Touchline {

AcceptEventsCommand::AcceptEventsCommand(ReportDocument *document, const QStringList &ids, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
{
    // One pass over the events, not a search for each id: accepting all 7,432 of a 10 MB report searched 55 million.
    for (const MatchEvent *event : document->annotations().eventsNamed(ids)) {
        if (event->status == EventStatus::Extracted)
            m_before.append(*event);
    }
    setText(m_before.size() == 1 ? QCoreApplication::translate("Touchline", "Accept %1").arg(eventTypeLabel(m_before.first().type).toLower())
                                  : QCoreApplication::translate("Touchline", "Accept %n events", nullptr, int(m_before.size())));
    if (m_before.isEmpty())
        setObsolete(true);
}

AcceptEventsCommand *AcceptEventsCommand::acceptAll(ReportDocument *document)
{
    QStringList ids;
    for (const MatchEvent &event : document->annotations().events)
        ids.append(event.id);
    auto *command = new AcceptEventsCommand(document, ids);
    command->setText(QCoreApplication::translate("Touchline", "Accept all events"));
    return command;
}

void AcceptEventsCommand::undo()
{
    if (!m_document)
        return;
    m_document->replaceEvents(m_before);
}

void AcceptEventsCommand::redo()
{
    if (!m_document)
        return;
    QList<MatchEvent> accepted = m_before;
    for (MatchEvent &event : accepted)
        event.status = EventStatus::Accepted;
    m_document->replaceEvents(accepted);
}

} // namespace Touchline
