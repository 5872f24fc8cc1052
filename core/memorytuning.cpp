#include "memorytuning.h"

#include <cstdlib> // defines __GLIBC__ where glibc is the C library

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Touchline {

namespace {

// Blocks below this come from the heap, whose pages are reused, not from a mapping made and unmade per
// block. A 10 MB report's largest arrays stay below it; its 20 MB text string is made once.
constexpr int heapBlockLimit = 32 * 1024 * 1024;
// Free memory at the heap's top kept for the next document instead of trimmed: twice the largest block,
// as glibc's own adaptive rule would choose had the blocks not been mapped.
constexpr int keptFreeTop = 2 * heapBlockLimit;

} // namespace

bool keepFreedMemoryForLargeDocuments()
{
#if defined(__GLIBC__)
    // Both or neither: setting either one turns off glibc's adaptive thresholds for both, and a trim
    // threshold alone made a 1 MB extraction slower still (19 MB/s).
    return mallopt(M_MMAP_THRESHOLD, heapBlockLimit) == 1 && mallopt(M_TRIM_THRESHOLD, keptFreeTop) == 1;
#else
    return false;
#endif
}

bool returnFreedMemory()
{
#if defined(__GLIBC__)
    return malloc_trim(0) == 1;
#else
    return false;
#endif
}

} // namespace Touchline
