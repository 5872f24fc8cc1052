#pragma once

#include "annotationset.h"

#include <QPointer>
#include <QUndoCommand>

namespace Touchline {

class ReportDocument;

/// Puts back a whole annotation set (unsaved edits recovered from the journal after a crash) as one
/// undoable step, so the report shows as modified until it is saved. Stores both sets.
class RestoreAnnotationsCommand : public QUndoCommand
{
public:
    RestoreAnnotationsCommand(ReportDocument *document, const AnnotationSet &restored, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    QPointer<ReportDocument> m_document;
    AnnotationSet m_before;
    AnnotationSet m_after;
};

} // namespace Touchline
