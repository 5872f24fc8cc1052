#include "accepteventscommand.h"

#include "reportdocument.h"

#include <QCoreApplication>

namespace Touchline {

AcceptEventsCommand::AcceptEventsCommand(ReportDocument *document, const QStringList &ids, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
{
    for (const QString &id : ids) {
        const MatchEvent *event = document->annotations().event(id);
        if (event && event->status == EventStatus::Extracted)
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
    for (const MatchEvent &event : m_before)
        m_document->replaceEvent(event);
}

void AcceptEventsCommand::redo()
{
    if (!m_document)
        return;
    for (MatchEvent event : m_before) {
        event.status = EventStatus::Accepted;
        m_document->replaceEvent(event);
    }
}

} // namespace Touchline
