#pragma once

#include "matchevent.h"

#include <QList>
#include <QPointer>
#include <QUndoCommand>

namespace Touchline {

class ReportDocument;

/// Marks extracted events as accepted (reviewed by the user). Events that are already accepted, edited or
/// manual are left alone. Stores ids and the previous copies.
class AcceptEventsCommand : public QUndoCommand
{
public:
    AcceptEventsCommand(ReportDocument *document, const QStringList &ids, QUndoCommand *parent = nullptr);
    /// Accepts every extracted event of the document.
    static AcceptEventsCommand *acceptAll(ReportDocument *document);
    void undo() override;
    void redo() override;

private:
    QPointer<ReportDocument> m_document;
    QList<MatchEvent> m_before;
};

} // namespace Touchline
