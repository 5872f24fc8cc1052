#include "editeventcommand.h"

#include "commandids.h"
#include "reportdocument.h"

namespace Touchline {

EditEventCommand::EditEventCommand(ReportDocument *document, const MatchEvent &before, const MatchEvent &after,
                                   int field, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_before(before)
    , m_after(after)
    , m_field(field)
{
}

void EditEventCommand::undo()
{
    if (m_document)
        m_document->replaceEvent(m_before);
}

void EditEventCommand::redo()
{
    if (m_document)
        m_document->replaceEvent(m_after);
}

int EditEventCommand::id() const
{
    return m_field < 0 ? -1 : EditEventCommandId;
}

bool EditEventCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditEventCommand *>(other);
    if (edit->m_field != m_field || edit->m_before.id != m_after.id || edit->m_document != m_document)
        return false;
    m_after = edit->m_after;
    if (m_after == m_before)
        setObsolete(true);
    return true;
}

} // namespace Touchline
