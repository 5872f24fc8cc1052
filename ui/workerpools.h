#pragma once

#include <QtGlobal>

class QThreadPool;

namespace Touchline {

// Qt 6.4's raster engine splits large fills over QThreadPool::globalInstance() and waits for them, so a
// long task of ours there (an extraction of a 10 MB report, say, with another task on the second core)
// kept the window from painting until it ended. Our work runs in pools of its own.

/// Extractions of single reports (the one in view, a re-run) and their mention lists: as many threads as
/// cores.
QThreadPool &extractionPool();

/// A whole folder's extractions, in the background: as many threads as cores. A pool of its own because a
/// folder's map holds its threads until every report is done: in the shared pool, the report in view waited
/// behind a folder of thousands for its own extraction. Its tasks call lowerThreadPriority() first.
QThreadPool &folderPool();

/// Gives the calling thread a smaller share of the cores than the UI thread when both want one (on Linux,
/// nice 10: QThread's priorities change nothing under Linux's default scheduler, and a folder's two workers
/// kept the UI thread waiting for a core for most of its longest stalls). Once per thread; later calls cost
/// a test.
void lowerThreadPriority();

/// Single long tasks started from the UI thread (reading a large report, filling a long document): one
/// thread, so that two 10 MB reports are never held twice over at once.
QThreadPool &longTaskPool();

/// For the end of a worker's task on a document of `textLength` characters (reading, extracting, saving or
/// journalling it): after a long report's (a million characters or more), hands back to the kernel the
/// working memory the task freed into its thread's arena, where the UI thread could not reuse it
/// (returnFreedMemory()). A few milliseconds, on the worker; nothing for shorter reports.
void returnWorkerMemoryAfter(qsizetype textLength);

} // namespace Touchline
