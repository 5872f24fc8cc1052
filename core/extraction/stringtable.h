#pragma once

#include <QStringView>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace Touchline {

/// The same characters as a standard view, for the standard containers and algorithms.
inline std::u16string_view toU16View(QStringView text)
{
    return {text.utf16(), std::size_t(text.size())};
}

/// A hash table keyed by UTF-16 strings and looked up by view (open addressing, linear probing).
/// The scans look up slices of the report and of fold buffers; QHash<QString, …> needed a QString
/// made for every lookup. `Key` is std::u16string to own the keys, or std::u16string_view for keys
/// that live in text outliving the table.
template <typename Value, typename Key = std::u16string>
class StringTable
{
public:
    const Value *find(QStringView key) const
    {
        if (m_slots.empty())
            return nullptr;
        const std::u16string_view wanted = toU16View(key);
        const std::size_t hash = hashOf(wanted);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const Slot &slot = m_slots[i];
            if (!slot.used)
                return nullptr;
            if (slot.hash == hash && sameText(slot.key, wanted))
                return &slot.value;
        }
    }
    Value *find(QStringView key) { return const_cast<Value *>(std::as_const(*this).find(key)); }
    bool contains(QStringView key) const { return find(key) != nullptr; }

    /// The value stored under `key`, default-constructed when the key is new.
    Value &operator[](QStringView key)
    {
        if ((m_count + 1) * 2 > m_slots.size())
            rehash(std::max<std::size_t>(16, m_slots.size() * 2));
        const std::u16string_view wanted = toU16View(key);
        const std::size_t hash = hashOf(wanted);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            Slot &slot = m_slots[i];
            if (!slot.used) {
                slot.key = Key(wanted);
                slot.hash = hash;
                slot.used = true;
                ++m_count;
                return slot.value;
            }
            if (slot.hash == hash && sameText(slot.key, wanted))
                return slot.value;
        }
    }
    void insert(QStringView key, const Value &value) { (*this)[key] = value; }
    /// Room for `count` keys without growing.
    void reserve(std::size_t count)
    {
        std::size_t size = 16;
        while (size < count * 2)
            size *= 2;
        if (size > m_slots.size())
            rehash(size);
    }
    std::size_t size() const { return m_count; }

    /// Whether two keys hold the same characters (four at a time: std::char_traits<char16_t>
    /// compares one character at a time, twice).
    static bool sameText(std::u16string_view stored, std::u16string_view wanted)
    {
        const std::size_t size = wanted.size();
        if (stored.size() != size)
            return false;
        const char16_t *a = stored.data();
        const char16_t *b = wanted.data();
        if (size >= 4) {
            for (std::size_t i = 0; i + 4 < size; i += 4) {
                if (load<std::uint64_t>(a + i) != load<std::uint64_t>(b + i))
                    return false;
            }
            return load<std::uint64_t>(a + size - 4) == load<std::uint64_t>(b + size - 4);
        }
        if (size >= 2 && load<std::uint32_t>(a) != load<std::uint32_t>(b))
            return false;
        return !(size & 1) || a[size - 1] == b[size - 1];
    }

private:
    struct Slot {
        Key key{};
        std::size_t hash = 0;
        Value value{};
        bool used = false;
    };
    // Keys are mostly short words: sameText and hashOf walk them four characters per step, the last
    // four as one chunk that may overlap the one before.
    template <typename Chunk>
    static Chunk load(const char16_t *text)
    {
        Chunk chunk;
        std::memcpy(&chunk, text, sizeof chunk);
        return chunk;
    }
    static std::size_t hashOf(std::u16string_view text)
    {
        // One xor and multiply per four characters, then a final mix (the probe starts at the low
        // bits). Keys of four characters or more end on their last four, read as one chunk that may
        // overlap the one before (the length is in the seed); shorter ones are one chunk.
        constexpr std::uint64_t multiplier = 0xFF51AFD7ED558CCDull;
        std::uint64_t hash = 0x9E3779B97F4A7C15ull ^ text.size();
        const char16_t *c = text.data();
        if (text.size() >= 4) {
            const char16_t *const lastChunk = c + text.size() - 4;
            for (; c < lastChunk; c += 4)
                hash = (hash ^ load<std::uint64_t>(c)) * multiplier;
            hash = (hash ^ load<std::uint64_t>(lastChunk)) * multiplier;
        } else {
            const std::uint64_t pair = text.size() >= 2 ? load<std::uint32_t>(c) : 0;
            const std::uint64_t odd = text.size() & 1 ? c[text.size() - 1] : 0;
            hash = (hash ^ pair ^ odd << 32) * multiplier;
        }
        hash ^= hash >> 33;
        hash *= multiplier;
        return hash ^ (hash >> 33);
    }
    void rehash(std::size_t size)
    {
        std::vector<Slot> old = std::move(m_slots);
        m_slots = std::vector<Slot>(size);
        const std::size_t mask = size - 1;
        for (Slot &slot : old) {
            if (!slot.used)
                continue;
            std::size_t i = slot.hash & mask;
            while (m_slots[i].used)
                i = (i + 1) & mask;
            m_slots[i] = std::move(slot);
        }
    }

    std::vector<Slot> m_slots;
    std::size_t m_count = 0;
};

} // namespace Touchline
