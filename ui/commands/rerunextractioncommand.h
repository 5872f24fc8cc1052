#pragma once

#include "annotationset.h"

#include <QPointer>
#include <QUndoCommand>

namespace Touchline {

class ReportDocument;

/// Replaces a report's annotations by a fresh extraction while keeping the user's work: accepted, edited,
/// manual and rejected events are never overwritten, and a fresh event whose id is already taken by one
/// of them is dropped (ids are stable across extractions). Entities come from the fresh extraction.
/// Stores both whole sets; undo restores the old one.
class RerunExtractionCommand : public QUndoCommand
{
public:
    RerunExtractionCommand(ReportDocument *document, const AnnotationSet &fresh, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

    /// The merge itself, exposed for tests and batch use.
    static AnnotationSet merged(const AnnotationSet &current, const AnnotationSet &fresh);

private:
    QPointer<ReportDocument> m_document;
    AnnotationSet m_before;
    AnnotationSet m_after;
    bool m_wasExtracted;
};

} // namespace Touchline
