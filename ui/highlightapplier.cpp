#include "highlightapplier.h"

#include "highlightstyles.h"

#include <QElapsedTimer>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>

namespace Touchline {

HighlightApplier::HighlightApplier(QTextDocument *document, HighlightStyles *styles)
    : m_document(document)
    , m_styles(styles)
{
}

void HighlightApplier::reset()
{
    m_applied.clear();
    m_pending.clear();
    m_outOfTurn.clear();
    m_mismatched = false;
}

void HighlightApplier::setDocument(QTextDocument *document)
{
    m_applied.clear();
    m_outOfTurn.clear();
    m_mismatched = false;
    m_document = document;
}

void HighlightApplier::submit(int index, ChunkRuns runs)
{
    Pending &pending = m_pending[index];
    pending.runs = std::move(runs);
    pending.next = 0;
}

void HighlightApplier::reapplyAll()
{
    for (int index = 0; index < m_applied.size(); ++index) {
        if (!m_applied.at(index) || m_pending.contains(index))
            continue;
        m_pending.insert(index, Pending{m_applied.at(index), 0, true});
    }
    for (Pending &pending : m_pending) {
        pending.force = true;
        pending.next = 0;
    }
}

int HighlightApplier::pickChunk(int firstVisible, int lastVisible) const
{
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it) {
        const int first = it->runs->firstBlock();
        if (first <= lastVisible && first + it->runs->blockCount() > firstVisible)
            return it.key();
    }
    return m_pending.firstKey();
}

bool HighlightApplier::apply(int firstVisible, int lastVisible, qint64 budgetNs)
{
    QElapsedTimer clock;
    clock.start();
    while (!m_pending.isEmpty()) {
        const int index = pickChunk(firstVisible, lastVisible);
        Pending &pending = m_pending[index];
        if (!applyChunk(index, pending, {firstVisible, lastVisible}, budgetNs, clock))
            return false;
        if (m_applied.size() <= index)
            m_applied.resize(index + 1);
        m_applied[index] = pending.runs;
        forgetOutOfTurn(pending.runs->firstBlock(), pending.runs->firstBlock() + pending.runs->blockCount() - 1);
        m_pending.remove(index);
        if (budgetNs >= 0 && clock.nsecsElapsed() >= budgetNs)
            break;
    }
    return m_pending.isEmpty();
}

bool HighlightApplier::applyChunk(int index, Pending &pending, std::pair<int, int> visible, qint64 deadlineNs, const QElapsedTimer &clock)
{
    const BlockRuns &runs = *pending.runs;
    const ChunkRuns previous = m_applied.value(index);
    const bool comparable = !pending.force && previous && previous->blockCount() == runs.blockCount();
    // The very runs already in place (a change of mentions that did not touch this chunk): nothing to do.
    if (comparable && previous.get() == pending.runs.get() && !outOfTurn(runs.firstBlock(), runs.firstBlock() + runs.blockCount() - 1)) {
        pending.next = runs.blockCount();
        return true;
    }
    QTextBlock block = m_document->findBlockByNumber(runs.firstBlock() + pending.next);
    QTextBlock firstChanged;
    QTextBlock lastChanged;
    bool complete = true;
    for (int count = 0; pending.next < runs.blockCount(); ++pending.next, block = block.next()) {
        if (!block.isValid() || block.length() - 1 != runs.lengthOf(pending.next)) {
            m_mismatched = true;
            pending.next = runs.blockCount();
            break;
        }
        const int number = runs.firstBlock() + pending.next; // QTextBlock::blockNumber() is a tree walk
        const auto blockRuns = runs.runsOf(pending.next);
        const bool unchanged = comparable && std::ranges::equal(previous->runsOf(pending.next), blockRuns) && !outOfTurn(number, number);
        if (!unchanged) {
            setFormats(block, blockRuns);
            // setFormats drops the block's lines, so it is laid out again whenever it is shown; only what
            // is on screen needs repainting now.
            if (number >= visible.first && number <= visible.second) {
                if (!firstChanged.isValid())
                    firstChanged = block;
                lastChanged = block;
            }
        }
        if (deadlineNs >= 0 && (++count & 31) == 0 && clock.nsecsElapsed() >= deadlineNs) {
            ++pending.next;
            complete = pending.next >= runs.blockCount();
            break;
        }
    }
    if (firstChanged.isValid())
        markDirty(firstChanged, lastChanged);
    return complete;
}

void HighlightApplier::setFormats(const QTextBlock &block, std::span<const HighlightRun> runs)
{
    QTextLayout *layout = block.layout();
    if (!layout)
        return;
    if (runs.empty() && layout->formats().isEmpty())
        return;
    m_ranges.clear();
    for (const HighlightRun &run : runs)
        m_ranges.append({run.start, run.length, m_styles->format(run.style)});
    layout->setFormats(m_ranges);
}

void HighlightApplier::applyOutOfTurn(const QTextBlock &block, std::span<const HighlightRun> runs)
{
    setFormats(block, runs);
    const int number = block.blockNumber();
    if (!m_outOfTurn.isEmpty() && m_outOfTurn.last().second + 1 == number)
        m_outOfTurn.last().second = number;
    else
        m_outOfTurn.append({number, number});
}

void HighlightApplier::markDirty(const QTextBlock &first, const QTextBlock &last)
{
    const int from = first.position();
    const int to = std::min(last.position() + last.length(), m_document->characterCount());
    m_document->markContentsDirty(from, to - from);
}

void HighlightApplier::forgetOutOfTurn(int first, int last)
{
    QList<std::pair<int, int>> kept;
    for (const auto &[from, to] : std::as_const(m_outOfTurn)) {
        if (from < first)
            kept.append({from, std::min(to, first - 1)});
        if (to > last)
            kept.append({std::max(from, last + 1), to});
    }
    m_outOfTurn = std::move(kept);
}

bool HighlightApplier::outOfTurn(int first, int last) const
{
    return std::any_of(m_outOfTurn.cbegin(), m_outOfTurn.cend(),
                       [first, last](const std::pair<int, int> &range) { return range.first <= last && range.second >= first; });
}

} // namespace Touchline
