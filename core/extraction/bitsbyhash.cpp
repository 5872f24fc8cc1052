#include "bitsbyhash.h"

namespace Touchline {

void BitsByHash::add(std::size_t hash, quint64 bits)
{
    for (std::size_t i = hash & m_wrap;; i = (i + 1) & m_wrap) {
        Slot &slot = m_slots[i];
        if (slot.hash == hash) {
            slot.bits |= bits;
            return;
        }
        if (slot.hash == 0) {
            slot = {hash, bits};
            break;
        }
    }
    // At most half full, so that a probe for an absent hash ends soon.
    if (++m_count * 2 <= m_slots.size())
        return;
    std::vector<Slot> old(m_slots.size() * 2);
    old.swap(m_slots);
    m_wrap = m_slots.size() - 1;
    m_count = 0;
    for (const Slot &slot : old) {
        if (slot.hash)
            add(slot.hash, slot.bits);
    }
}

} // namespace Touchline
