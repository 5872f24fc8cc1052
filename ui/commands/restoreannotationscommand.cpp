#include "restoreannotationscommand.h"

#include "reportdocument.h"

#include <QCoreApplication>

namespace Touchline {

RestoreAnnotationsCommand::RestoreAnnotationsCommand(ReportDocument *document, const AnnotationSet &restored, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("Touchline", "Recover unsaved edits"), parent)
    , m_document(document)
    , m_before(document->annotations())
    , m_after(restored)
{
}

void RestoreAnnotationsCommand::undo()
{
    if (m_document)
        m_document->replaceAnnotations(m_before);
}

void RestoreAnnotationsCommand::redo()
{
    if (m_document)
        m_document->replaceAnnotations(m_after);
}

} // namespace Touchline
