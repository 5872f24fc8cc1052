#include "wordtable.h"

#include <algorithm>

namespace Touchline {

void WordTable::add(std::u16string_view word, Mask mask)
{
    if ((m_count + 1) * 2 > m_slots.size())
        grow();
    const std::size_t hash = hashOf(word);
    for (std::size_t i = hash & m_wrap;; i = (i + 1) & m_wrap) {
        Slot &slot = m_slots[i];
        if (m_hashes[i] == emptySlot) {
            m_hashes[i] = hash;
            slot.word = word;
            slot.mask = mask;
            ++m_count;
            return;
        }
        if (m_hashes[i] == hash && slot.word == word) {
            slot.mask |= mask;
            return;
        }
    }
}

void WordTable::grow()
{
    std::vector<Slot> old = std::move(m_slots);
    // From eight slots: the patterns' leads and their followers make some 570 tables, most of a few
    // words, which at 64 slots each took 2.2 MB.
    m_slots.assign(std::max<std::size_t>(8, old.size() * 2), Slot());
    m_hashes.assign(m_slots.size(), emptySlot);
    m_wrap = m_slots.size() - 1;
    m_count = 0;
    for (const Slot &slot : old) {
        if (!slot.word.empty())
            add(slot.word, slot.mask);
    }
}

} // namespace Touchline
