#include "rerunextractioncommand.h"

#include "reportdocument.h"

#include <QCoreApplication>
#include <QSet>

namespace Touchline {

RerunExtractionCommand::RerunExtractionCommand(ReportDocument *document, const AnnotationSet &fresh, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("Touchline", "Re-run extraction"), parent)
    , m_document(document)
    , m_before(document->annotations())
    , m_after(merged(document->annotations(), fresh))
    , m_wasExtracted(document->isExtracted())
{
}

AnnotationSet RerunExtractionCommand::merged(const AnnotationSet &current, const AnnotationSet &fresh)
{
    AnnotationSet result = fresh;
    if (result.document.name.isEmpty())
        result.document = current.document;
    result.events.clear();
    QSet<QString> kept;
    for (const MatchEvent &event : current.events) {
        if (event.isUserOwned()) {
            result.events.append(event);
            kept.insert(event.id);
        }
    }
    for (const MatchEvent &event : fresh.events) {
        if (!kept.contains(event.id))
            result.events.append(event);
    }
    result.sortEvents();
    return result;
}

void RerunExtractionCommand::undo()
{
    if (m_document)
        m_document->replaceAnnotations(m_before, m_wasExtracted);
}

void RerunExtractionCommand::redo()
{
    if (m_document)
        m_document->replaceAnnotations(m_after, true);
}

} // namespace Touchline
