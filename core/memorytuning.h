#pragma once

namespace Touchline {

// Keeps the memory an extraction frees for the next one. Each extraction of a long report allocates
// whole-document arrays of megabytes (tokens, word hashes, marks). glibc's defaults map such blocks
// afresh and hand the heap's free top back to the kernel after every document, so each extraction of a
// 1 MB or 10 MB report paid for page faults on every page it wrote: 26 and 23 MB/s, against 43 and
// 45 MB/s with the memory kept. The executables call this once at start, before any other thread runs.
// A library user extracting long reports should do the same. Returns false where the C library has no
// such setting (anything but glibc), where it changes nothing.
bool keepFreedMemoryForLargeDocuments();

} // namespace Touchline
