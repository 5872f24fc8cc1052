#pragma once

class QThreadPool;

namespace Touchline {

/// Where single long tasks started from the UI thread run (reading a large report, filling a long
/// document): one thread of its own. Not the global pool: Qt 6.4's raster engine splits large fills over
/// the global pool and waits for them, so a long task holding one of its threads (with an extraction
/// holding the other, on two cores) kept the window from painting until it ended.
QThreadPool &longTaskPool();

} // namespace Touchline
