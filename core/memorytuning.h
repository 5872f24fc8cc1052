#pragma once

namespace Touchline {

// Keeps the memory an extraction frees for the next one. Each extraction of a long report allocates
// whole-document arrays of megabytes (tokens, word hashes, marks). glibc's defaults map such blocks
// afresh and hand the heap's free top back to the kernel after every document, so each extraction of a
// 1 MB or 10 MB report paid for page faults on every page it wrote: 26 and 23 MB/s, against 43 and
// 45 MB/s with the memory kept (and, by chance, as fast as that in some runs: how much glibc trimmed
// depended on the order of allocations, which Qt's per-process hash seed varies). The CLI and the
// benchmarks call this once at start, before any other thread runs; so should a library user who
// extracts long reports one after another. The window does not: it extracts a report once when it is
// opened, and the kept memory raised its peak with a 10 MB report open from 267 to 297 MiB. Returns
// false where the C library has no such setting (anything but glibc), where it changes nothing.
bool keepFreedMemoryForLargeDocuments();

// Hands the pages the allocator holds free back to the kernel, in every thread's arena, not only at the
// top of the main heap. A long report's extraction, parse or save runs on a pool thread and frees its
// working memory (about 150 MB for a 10 MB report) into that thread's arena, where glibc keeps it resident
// and the UI thread's later allocations cannot reuse it: the window with a 10 MB report open stayed about
// 55 MiB bigger than it needed, and its edits and a Save then took it past 300 MB. For the window, after
// such work on a long report; a few milliseconds (4-6 ms after a 10 MB extraction). Returns whether any
// memory was handed back (always false where the C library is not glibc).
bool returnFreedMemory();

} // namespace Touchline
