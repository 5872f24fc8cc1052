#pragma once

#include "highlightruns.h"

#include <KSyntaxHighlighting/State>

#include <QList>
#include <QMutex>
#include <QString>
#include <QWaitCondition>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace Touchline {

/// One highlighting pass over a whole text, off the UI thread: splits the text into blocks as the
/// document does, cuts them into chunks of about 32 K characters, and on every highlighting thread
/// scans chunks with the syntax definition and lays the mentions over them. Chunks are handed out as
/// they finish (takeReady), in any order; the UI thread applies them.
///
/// Every chunk is scanned from the definition's start state, so that chunks can run in parallel; a
/// chunk that ends inside a multi-line construct makes the following chunks be scanned again in order
/// with the real state, and handed out again. Given the syntax runs of a previous pass over the same
/// text, only the mentions are laid again (no scanning).
class HighlightJob
{
public:
    using ChunkRuns = std::shared_ptr<const BlockRuns>;
    struct Input {
        QString text;
        QString definitionName;
        QList<StyledSpan> mentions; ///< sorted by start
        int longestMention = 0;
        QList<ChunkRuns> syntax; ///< the previous pass's syntax chunks for this text, or empty
    };
    struct Chunk {
        int index = 0;
        ChunkRuns syntax; ///< the syntax layer alone (kept for the next change of mentions)
        ChunkRuns runs;   ///< syntax and mentions: what the blocks get
    };

    /// Loads the definition on every highlighting thread ahead of the first pass (once per process and
    /// definition), so that opening the first report does not wait for it.
    static void prepare(const QString &definitionName);
    /// Starts a pass on the highlighting threads. `notify` is called from a worker thread whenever chunks
    /// become ready while none were waiting, and once more when the pass is done.
    static std::shared_ptr<HighlightJob> start(Input input, std::function<void()> notify);
    ~HighlightJob();

    /// Stops scanning at the next line; takeReady() then gives nothing more.
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    /// The chunks finished since the last call.
    QList<Chunk> takeReady();
    /// True when every chunk has been handed to takeReady (or the job was cancelled).
    bool isDone() const;
    /// Blocks until the workers have finished.
    void waitForDone() const;
    /// The number of chunks (0 until the text has been split).
    int chunkCount() const;

private:
    HighlightJob(Input input, std::function<void()> notify);
    void run(const std::shared_ptr<HighlightJob> &self, bool planner);
    void plan();
    void processChunks();
    void restitch();
    /// Scans chunk `index` from `state` (left at the chunk's end) and lays the mentions over it.
    Chunk scanChunk(int index, KSyntaxHighlighting::State &state, bool &endsAtStart);
    /// Lays the mentions over the previous pass's syntax runs of chunk `index`.
    Chunk layerChunk(int index);
    void publish(Chunk chunk);
    bool cancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    int firstLine(int chunk) const { return m_chunkStarts.at(chunk); }

    const Input m_input;
    const std::function<void()> m_notify;
    std::atomic<bool> m_cancelled{false};
    std::atomic<int> m_nextChunk{0};
    std::atomic<int> m_active{1};

    // Written by the planner before any other worker starts, read-only afterwards.
    QList<TextLine> m_lines;
    QList<int> m_chunkStarts; // first line of each chunk, then the line count
    bool m_scan = true;
    std::vector<char> m_endsAtStart; // per chunk, each slot written only by the worker that scans it

    mutable QMutex m_mutex;
    mutable QWaitCondition m_finished;
    QList<Chunk> m_ready;
    int m_chunkCount = 0;
    bool m_done = false;
};

} // namespace Touchline
