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

} // namespace Touchline
