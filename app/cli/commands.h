#pragma once

#include "clicommand.h"

#include <span>

namespace Touchline::Cli {

/// Every subcommand, in the order --help lists them.
std::span<const CliCommand> commands();

} // namespace Touchline::Cli
