#include "memorytuning.h"

#include <QTest>

#include <sys/resource.h>

#include <cstdlib>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <cstring>
#include <fstream>
#include <thread>
#include <vector>

using namespace Touchline;

namespace {

constexpr std::size_t megabyte = 1024 * 1024;
constexpr long pageSize = 4096;

long pageFaultsOfThisThread()
{
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    return usage.ru_minflt + usage.ru_majflt;
}

// One document's worth of whole-document arrays, as a long report's extraction makes them: allocated,
// written through, and freed in the order they were made.
void allocateWriteAndFree(const std::vector<std::size_t> &sizes)
{
    std::vector<char *> blocks;
    for (const std::size_t size : sizes) {
        char *const block = static_cast<char *>(std::malloc(size));
        QVERIFY(block);
        std::memset(block, 1, size);
        asm volatile("" : : "r"(block) : "memory"); // the writes must happen: the test counts their page faults
        blocks.push_back(block);
    }
    for (char *const block : blocks)
        std::free(block);
}

// Page faults taken by the third document of the same shape: the first two let the allocator settle.
long faultsOfThirdDocument(const std::vector<std::size_t> &sizes)
{
    allocateWriteAndFree(sizes);
    allocateWriteAndFree(sizes);
    const long before = pageFaultsOfThisThread();
    allocateWriteAndFree(sizes);
    return pageFaultsOfThisThread() - before;
}

// Resident pages of this process, from /proc/self/statm.
long residentPages()
{
    std::ifstream statm("/proc/self/statm");
    long size = 0;
    long resident = 0;
    statm >> size >> resident;
    return resident;
}

std::size_t pagesOf(const std::vector<std::size_t> &sizes)
{
    std::size_t bytes = 0;
    for (const std::size_t size : sizes)
        bytes += size;
    return bytes / pageSize;
}

// Many arrays, the largest a quarter of the whole: glibc's own rule keeps free twice the largest block it
// has seen, so it would hand this document's memory back each time.
const std::vector<std::size_t> documentArrays = [] {
    std::vector<std::size_t> sizes{8 * megabyte};
    sizes.insert(sizes.end(), 10, 2 * megabyte);
    sizes.insert(sizes.end(), 4, megabyte);
    return sizes;
}();

} // namespace

// glibc's defaults map each such block afresh, or trim the heap's free top after the document, so every
// document wrote to new pages (one fault each, about 8,200 here); kept memory is written without faults.
class MemoryTuningTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!keepFreedMemoryForLargeDocuments())
            QSKIP("this C library has no allocator settings to tune");
    }

    // (A pool thread's arena keeps its pages with or without the tuning, so only the main heap is asked.)
    void nextDocumentReusesFreedPages()
    {
        const long faults = faultsOfThirdDocument(documentArrays);
        QVERIFY2(faults < long(pagesOf(documentArrays) / 20),
                 qPrintable(QStringLiteral("%1 page faults for %2 pages").arg(faults).arg(pagesOf(documentArrays))));
    }

    // Blocks above the limit are still mapped on their own, so that freeing them hands them back to the
    // kernel: one huge report does not pin its memory for the rest of the run. (Asked of the allocator,
    // not of page faults, which transparent huge pages would make few.)
    void hugeBlocksAreStillReturned()
    {
#if defined(__GLIBC__) // initTestCase skipped everything elsewhere
        constexpr std::size_t huge = 96 * megabyte;
        const std::size_t mappedBefore = mallinfo2().hblkhd;
        char *const block = static_cast<char *>(std::malloc(huge));
        QVERIFY(block);
        asm volatile("" : : "r"(block) : "memory");
        QVERIFY(mallinfo2().hblkhd >= mappedBefore + huge);
        std::free(block);
        QCOMPARE(mallinfo2().hblkhd, mappedBefore);
#endif
    }

    // A pool thread's working memory, freed into its own arena below one block still held (as a report's
    // arrays sit below what its result keeps): glibc keeps those pages resident until asked.
    void freedMemoryOfAPoolThreadIsReturned()
    {
        constexpr std::size_t blockSize = 64 * 1024; // heap blocks, not mappings of their own
        constexpr int blockCount = 1600;              // 100 MB
        char *kept = nullptr;
        std::thread worker([&kept] {
            std::vector<char *> blocks;
            for (int i = 0; i < blockCount; ++i) {
                char *const block = static_cast<char *>(std::malloc(blockSize));
                std::memset(block, 1, blockSize);
                asm volatile("" : : "r"(block) : "memory");
                blocks.push_back(block);
            }
            kept = blocks.back();
            blocks.pop_back();
            for (char *const block : blocks)
                std::free(block);
        });
        worker.join();
        QVERIFY(kept);
        const long before = residentPages();
        QVERIFY(returnFreedMemory());
        const long returned = before - residentPages();
        std::free(kept);
        const long freedPages = long(blockSize * (blockCount - 1) / pageSize);
        QVERIFY2(returned > freedPages / 2, qPrintable(QStringLiteral("%1 of %2 freed pages returned").arg(returned).arg(freedPages)));
    }
};

QTEST_GUILESS_MAIN(MemoryTuningTest)
#include "memorytuning_test.moc"
