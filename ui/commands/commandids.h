#pragma once

namespace Touchline {

/// QUndoCommand::id() values of the commands that merge with their successor.
enum CommandId { EditEventCommandId = 1001 };

} // namespace Touchline
