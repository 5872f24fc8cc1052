#include "highlightjob.h"

#include "highlightscanner.h"

#include <QThread>
#include <QThreadPool>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace Touchline {

namespace {

constexpr int chunkCharacters = 32 * 1024;

/// The highlighting threads: as many as cores, kept alive (each holds its own loaded definition).
QThreadPool &highlightPool()
{
    static QThreadPool pool;
    static const bool configured = [] {
        pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
        pool.setExpiryTimeout(-1);
        pool.setObjectName(QStringLiteral("highlighting"));
        return true;
    }();
    Q_UNUSED(configured);
    return pool;
}

/// Lets the UI thread win the cores whenever it has work (filling the document, applying, painting): a
/// highlighting thread runs at a lower priority, once set per thread. On Linux the nice value is per
/// thread; QThread's priorities have no effect under SCHED_OTHER there.
void yieldToTheUiThread()
{
    thread_local const bool lowered = [] {
#ifdef Q_OS_LINUX
        return setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 5) == 0;
#else
        QThread::currentThread()->setPriority(QThread::LowPriority);
        return true;
#endif
    }();
    Q_UNUSED(lowered);
}

} // namespace

HighlightJob::HighlightJob(Input input, std::function<void()> notify)
    : m_input(std::move(input))
    , m_notify(std::move(notify))
{
}

HighlightJob::~HighlightJob() = default;

void HighlightJob::prepare(const QString &definitionName)
{
    static QMutex mutex;
    static QStringList prepared;
    {
        QMutexLocker lock(&mutex);
        if (prepared.contains(definitionName))
            return;
        prepared.append(definitionName);
    }
    // One task per thread: each waits (briefly) for the others to start, so that no thread takes two.
    const int threads = highlightPool().maxThreadCount();
    auto started = std::make_shared<std::atomic<int>>(0);
    for (int i = 0; i < threads; ++i) {
        highlightPool().start([started, threads, definitionName] {
            yieldToTheUiThread();
            started->fetch_add(1);
            for (int wait = 0; wait < 200 && started->load() < threads; ++wait)
                QThread::msleep(5);
            HighlightScanner::forThisThread(definitionName);
        });
    }
}

std::shared_ptr<HighlightJob> HighlightJob::start(Input input, std::function<void()> notify)
{
    std::shared_ptr<HighlightJob> job(new HighlightJob(std::move(input), std::move(notify)));
    highlightPool().start([job] { job->run(job, true); });
    return job;
}

void HighlightJob::run(const std::shared_ptr<HighlightJob> &self, bool planner)
{
    yieldToTheUiThread();
    if (planner && !cancelled()) {
        plan();
        const int helpers = std::min(highlightPool().maxThreadCount(), int(m_chunkStarts.size()) - 1) - 1;
        for (int i = 0; i < helpers; ++i) {
            m_active.fetch_add(1);
            highlightPool().start([self] { self->run(self, false); });
        }
    }
    processChunks();
    if (m_active.fetch_sub(1) != 1)
        return;
    // The last worker out puts right whatever a multi-line construct carried over a chunk boundary.
    if (!cancelled() && m_scan)
        restitch();
    {
        QMutexLocker lock(&m_mutex);
        m_done = true;
        m_finished.wakeAll();
    }
    m_notify();
}

void HighlightJob::plan()
{
    m_lines = splitIntoBlocks(m_input.text);
    m_chunkStarts.append(0);
    int characters = 0;
    for (int i = 0; i < m_lines.size(); ++i) {
        characters += m_lines.at(i).length + 1;
        if (characters >= chunkCharacters && i + 1 < m_lines.size()) {
            m_chunkStarts.append(i + 1);
            characters = 0;
        }
    }
    m_chunkStarts.append(int(m_lines.size()));
    const int chunks = int(m_chunkStarts.size()) - 1;
    m_scan = m_input.syntax.size() != chunks;
    m_endsAtStart.assign(size_t(chunks), 1);
    QMutexLocker lock(&m_mutex);
    m_chunkCount = chunks;
}

void HighlightJob::processChunks()
{
    const int chunks = int(m_chunkStarts.size()) - 1;
    for (int index = m_nextChunk.fetch_add(1); index < chunks && !cancelled(); index = m_nextChunk.fetch_add(1)) {
        if (m_scan) {
            KSyntaxHighlighting::State state;
            bool endsAtStart = true;
            Chunk chunk = scanChunk(index, state, endsAtStart);
            m_endsAtStart[size_t(index)] = endsAtStart;
            publish(std::move(chunk));
        } else {
            publish(layerChunk(index));
        }
    }
}

void HighlightJob::restitch()
{
    const int chunks = int(m_chunkStarts.size()) - 1;
    for (int index = 0; index + 1 < chunks && !cancelled();) {
        if (m_endsAtStart[size_t(index)]) {
            ++index;
            continue;
        }
        // Chunk `index` started right but ends inside a construct: carry its real end state on until a
        // chunk ends in the start state again; the chunks after that one started right.
        KSyntaxHighlighting::State state;
        bool endsAtStart = false;
        scanChunk(index, state, endsAtStart);
        int next = index + 1;
        for (; next < chunks && !cancelled(); ++next) {
            Chunk chunk = scanChunk(next, state, endsAtStart);
            m_endsAtStart[size_t(next)] = endsAtStart;
            publish(std::move(chunk));
            if (endsAtStart)
                break;
        }
        index = next;
    }
}

HighlightJob::Chunk HighlightJob::scanChunk(int index, KSyntaxHighlighting::State &state, bool &endsAtStart)
{
    HighlightScanner &scanner = HighlightScanner::forThisThread(m_input.definitionName);
    auto syntax = std::make_shared<BlockRuns>(firstLine(index));
    auto runs = std::make_shared<BlockRuns>(firstLine(index));
    QList<HighlightRun> lineRuns;
    QList<HighlightRun> layered;
    QList<quint16> scratch;
    const QStringView text(m_input.text);
    const std::span<const StyledSpan> mentions(m_input.mentions.constData(), size_t(m_input.mentions.size()));
    for (int i = firstLine(index); i < firstLine(index + 1) && !cancelled(); ++i) {
        const TextLine &line = m_lines.at(i);
        state = scanner.scanLine(text.mid(line.textStart, line.length), state, lineRuns);
        syntax->append(line.length, lineRuns);
        layerMentions(line, lineRuns, mentionsAround(mentions, line.position, line.position + line.length, m_input.longestMention),
                      scratch, layered);
        runs->append(line.length, layered);
    }
    endsAtStart = state == scanner.startState();
    return {index, std::move(syntax), std::move(runs)};
}

HighlightJob::Chunk HighlightJob::layerChunk(int index)
{
    const ChunkRuns &syntax = m_input.syntax.at(index);
    auto runs = std::make_shared<BlockRuns>(firstLine(index));
    QList<HighlightRun> layered;
    QList<quint16> scratch;
    const std::span<const StyledSpan> mentions(m_input.mentions.constData(), size_t(m_input.mentions.size()));
    bool touched = false;
    for (int i = firstLine(index); i < firstLine(index + 1); ++i) {
        const TextLine &line = m_lines.at(i);
        const auto lineSyntax = syntax->runsOf(i - firstLine(index));
        const auto around = mentionsAround(mentions, line.position, line.position + line.length, m_input.longestMention);
        layerMentions(line, lineSyntax, around, scratch, layered);
        touched = touched || !around.empty();
        runs->append(line.length, layered);
    }
    // A chunk no mention touches has the syntax runs themselves: no copy kept.
    return {index, syntax, touched ? ChunkRuns(std::move(runs)) : syntax};
}

void HighlightJob::publish(Chunk chunk)
{
    bool wasEmpty = false;
    {
        QMutexLocker lock(&m_mutex);
        if (cancelled())
            return;
        wasEmpty = m_ready.isEmpty();
        m_ready.append(std::move(chunk));
    }
    if (wasEmpty)
        m_notify();
}

QList<HighlightJob::Chunk> HighlightJob::takeReady()
{
    QMutexLocker lock(&m_mutex);
    if (cancelled())
        return {};
    return std::exchange(m_ready, {});
}

bool HighlightJob::isDone() const
{
    QMutexLocker lock(&m_mutex);
    return m_done && (m_ready.isEmpty() || cancelled());
}

void HighlightJob::waitForDone() const
{
    QMutexLocker lock(&m_mutex);
    while (!m_done)
        m_finished.wait(&m_mutex);
}

int HighlightJob::chunkCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_chunkCount;
}

} // namespace Touchline
