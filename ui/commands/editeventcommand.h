#pragma once

#include "matchevent.h"

#include <QPointer>
#include <QUndoCommand>

namespace Touchline {

class ReportDocument;

/// Replaces one event by an edited copy (a cell edit, a type change from a combo box). Consecutive edits
/// of the same field of the same event merge into one undo step, so typing in one cell is one step.
/// Stores the event id and value copies; cost: two event copies.
class EditEventCommand : public QUndoCommand
{
public:
    /// `field` identifies what was edited (a TimelineModel column); -1 never merges.
    EditEventCommand(ReportDocument *document, const MatchEvent &before, const MatchEvent &after, int field,
                     const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    QPointer<ReportDocument> m_document;
    MatchEvent m_before;
    MatchEvent m_after;
    int m_field;
};

} // namespace Touchline
