#pragma once

#include <QtGlobal>

#include <cstddef>
#include <vector>

namespace Touchline {

/// Bits by the WordTable hash of a word alone, the letters not compared: a word of another word's
/// 64-bit hash gets its bits too. For tables whose answers may be a superset (which starts a pattern
/// is tried at: a wrong yes costs a try that fails, never a match). Hash and bits side by side, read
/// in one probe: the lead tables are asked for most word starts of most sentences, and a WordTable
/// probe also compared the letters through the word's string.
class BitsByHash
{
public:
    /// ORs `bits` into those of `hash` (a WordTable hash: never 0).
    void add(std::size_t hash, quint64 bits);
    quint64 find(std::size_t hash) const
    {
        for (std::size_t i = hash & m_wrap;; i = (i + 1) & m_wrap) {
            const Slot &slot = m_slots[i];
            if (slot.hash == hash)
                return slot.bits;
            if (slot.hash == 0)
                return 0;
        }
    }

private:
    struct Slot {
        std::size_t hash = 0; ///< 0: free
        quint64 bits = 0;
    };
    std::vector<Slot> m_slots = std::vector<Slot>(8);
    std::size_t m_wrap = 7;
    std::size_t m_count = 0;
};

} // namespace Touchline
