#pragma once

#include <QRunnable>
#include <QThreadPool>
#include <QtGlobal>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace Touchline {

/// Hands `fetch(0)`, `fetch(1)`, ... `fetch(count - 1)` to one consumer in order, while the next few are
/// computed on a thread pool. A consumer that must go in order (an export writing one file report by
/// report) gets every core's help with the reading and extracting, and holds at most `depth` results
/// ahead of the one it takes, so a corpus of any size streams through in bounded memory.
///
/// `fetch` runs on pool threads, several at once: it must be safe to call concurrently. A result that the
/// consumer asks for and that no pool thread has started yet is computed on the consumer's thread, so a
/// busy pool (or one whose only thread is the consumer's own) never stalls it.
template<typename T>
class ReadAhead
{
public:
    ReadAhead(int count, std::function<T(int index)> fetch, int depth, QThreadPool *pool)
        : m_count(count)
        , m_depth(std::max(0, depth))
        , m_fetch(std::make_shared<const std::function<T(int)>>(std::move(fetch)))
        , m_pool(pool)
    {
    }
    /// Waits for the fetches running, and drops the ones not started: `fetch` may use what the owner of
    /// this object destroys next.
    ~ReadAhead() { dropAll(); }
    ReadAhead(const ReadAhead &) = delete;
    ReadAhead &operator=(const ReadAhead &) = delete;

    /// The result of `fetch(index)`. Taken in order (0, 1, 2, ...) each comes from the read-ahead; any other
    /// index drops what was read ahead and starts again from there.
    T take(int index)
    {
        Q_ASSERT(index >= 0 && index < m_count);
        if (m_slots.empty() || m_slots.front()->index != index) {
            dropAll();
            m_nextToStart = index;
        }
        startUpTo(index + 1 + m_depth);
        const std::shared_ptr<Slot> slot = std::move(m_slots.front());
        m_slots.pop_front();
        return claim(*slot);
    }

private:
    /// One fetch, shared by the consumer and the pool's job until both are done with it.
    struct Slot {
        enum class State { Queued, Running, Done, Dropped };
        explicit Slot(int fetchIndex)
            : index(fetchIndex)
        {
        }
        const int index;
        std::mutex mutex;
        std::condition_variable finished;
        State state = State::Queued;
        std::optional<T> value;
    };

    void startUpTo(int end)
    {
        for (end = std::min(end, m_count); m_nextToStart < end; ++m_nextToStart) {
            auto slot = std::make_shared<Slot>(m_nextToStart);
            m_slots.push_back(slot);
            // The job owns what it uses (the pool deletes it after it runs, perhaps long after this object
            // is gone), and runs `fetch` only if nobody has claimed or dropped the slot first.
            m_pool->start(QRunnable::create([slot, fetch = m_fetch] {
                {
                    const std::lock_guard lock(slot->mutex);
                    if (slot->state != Slot::State::Queued)
                        return;
                    slot->state = Slot::State::Running;
                }
                T value = (*fetch)(slot->index);
                const std::lock_guard lock(slot->mutex);
                slot->value.emplace(std::move(value));
                slot->state = Slot::State::Done;
                slot->finished.notify_all();
            }));
        }
    }

    T claim(Slot &slot)
    {
        std::unique_lock lock(slot.mutex);
        if (slot.state == Slot::State::Queued) {
            slot.state = Slot::State::Running; // the pool's job will find it taken and do nothing
            lock.unlock();
            return (*m_fetch)(slot.index);
        }
        slot.finished.wait(lock, [&slot] { return slot.state == Slot::State::Done; });
        return std::move(*slot.value);
    }

    void dropAll()
    {
        // All the queued ones first: while waiting for a running one, the pool would start the next.
        for (const std::shared_ptr<Slot> &slot : m_slots) {
            const std::lock_guard lock(slot->mutex);
            if (slot->state == Slot::State::Queued)
                slot->state = Slot::State::Dropped;
        }
        for (const std::shared_ptr<Slot> &slot : m_slots) {
            std::unique_lock lock(slot->mutex);
            slot->finished.wait(lock, [&slot] { return slot->state != Slot::State::Running; });
        }
        m_slots.clear();
    }

    const int m_count;
    const int m_depth;
    const std::shared_ptr<const std::function<T(int)>> m_fetch;
    QThreadPool *const m_pool;
    std::deque<std::shared_ptr<Slot>> m_slots; ///< consecutive indices, the next to take first
    int m_nextToStart = 0;
};

} // namespace Touchline
