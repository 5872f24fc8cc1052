#pragma once

#include "wordtable.h"

#include <QStringView>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
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
    const Value *find(QStringView key) const { return m_slots.empty() ? nullptr : find(key, hashOf(toU16View(key))); }
    Value *find(QStringView key) { return const_cast<Value *>(std::as_const(*this).find(key)); }
    /// As find(), with the key's hash known already: `hash` is WordTable::hashOf(key) (the WordHashes
    /// hash of a word of letters whose lower case the key is).
    const Value *find(QStringView key, std::uint64_t hash) const
    {
        const std::u16string_view wanted = toU16View(key);
        return findBy(hash, [wanted](std::u16string_view stored) { return sameText(stored, wanted); });
    }
    Value *find(QStringView key, std::uint64_t hash) { return const_cast<Value *>(std::as_const(*this).find(key, hash)); }
    /// As find(), for a key of ASCII letters in either case, digits and single spaces (words one space
    /// apart), compared in lower case: spares the caller a folded copy. `hash` is
    /// WordTable::hashOfLetters(key), the hash of its lower case (WordHashes has it for a word).
    const Value *findLetters(QStringView key, std::uint64_t hash) const
    {
        const std::u16string_view letters = toU16View(key);
        return findBy(hash, [letters](std::u16string_view stored) { return sameLowerCase(stored, letters); });
    }
    bool contains(QStringView key) const { return find(key) != nullptr; }

    /// The value stored under `key`, default-constructed when the key is new.
    Value &operator[](QStringView key) { return valueOf(key, hashOf(toU16View(key))); }
    /// As operator[], with the key's hash known already (as for find(key, hash)).
    Value &valueOf(QStringView key, std::uint64_t hash)
    {
        if ((m_count + 1) * 2 > m_slots.size())
            rehash(std::max<std::size_t>(16, m_slots.size() * 2));
        const std::u16string_view wanted = toU16View(key);
        const std::size_t mask = m_wrap;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const std::uint64_t stored = m_hashes[i];
            if (stored == emptySlot) {
                m_hashes[i] = hash;
                markHeld(hash);
                Slot &slot = slotAt(i);
                if constexpr (slotsLeftUnset)
                    slot = Slot{Key(wanted), Value{}};
                else
                    slot.key = Key(wanted);
                ++m_count;
                return slot.value;
            }
            if (stored == hash && sameText(slotAt(i).key, wanted))
                return slotAt(i).value;
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
    /// The value of the key with this hash that `matches`, or nullptr.
    template <typename Matches>
    const Value *findBy(std::uint64_t hash, Matches &&matches) const
    {
        if (m_slots.empty() || !mayHold(hash))
            return nullptr;
        for (std::size_t i = hash & m_wrap;; i = (i + 1) & m_wrap) {
            const std::uint64_t stored = m_hashes[i];
            if (stored == emptySlot)
                return nullptr;
            if (stored == hash && matches(slotAt(i).key))
                return &slotAt(i).value;
        }
    }
    /// Whether `stored` is `letters` in lower case, for letters (either case), digits and spaces:
    /// setting bit 5 lowers an ASCII letter and keeps a digit or a space.
    static bool sameLowerCase(std::u16string_view stored, std::u16string_view letters)
    {
        const std::size_t size = letters.size();
        if (stored.size() != size)
            return false;
        constexpr std::uint64_t lower = 0x0020002000200020ull;
        const char16_t *a = stored.data();
        const char16_t *b = letters.data();
        if (size >= 4) {
            for (std::size_t i = 0; i + 4 < size; i += 4) {
                if (load<std::uint64_t>(a + i) != (load<std::uint64_t>(b + i) | lower))
                    return false;
            }
            return load<std::uint64_t>(a + size - 4) == (load<std::uint64_t>(b + size - 4) | lower);
        }
        for (std::size_t i = 0; i < size; ++i) {
            if (a[i] != char16_t(b[i] | 0x20))
                return false;
        }
        return true;
    }

    // The hashes sit apart from the keys and values: most look-ups are of words the table does not
    // hold, and end on hashes alone. Packed, the hashes of a large table stay in cache, where whole
    // slots of keys and values did not (the gazetteer's names were the extractor's most missed memory).
    struct Slot {
        Key key{};
        Value value{};
    };
    // Slots of views and plain values are left unset until a key is put in one: only a slot whose hash
    // is set is read, and the tables made for each report (the resolver's) spent more on clearing
    // slots they never used than on their keys.
    static constexpr bool slotsLeftUnset = std::is_trivially_copyable_v<Slot> && std::is_trivially_destructible_v<Slot>;
    union UnsetSlot {
        UnsetSlot() {} // leaves `slot` unset
        Slot slot;
    };
    using SlotStorage = std::conditional_t<slotsLeftUnset, UnsetSlot, Slot>;
    Slot &slotAt(std::size_t i)
    {
        if constexpr (slotsLeftUnset)
            return m_slots[i].slot;
        else
            return m_slots[i];
    }
    const Slot &slotAt(std::size_t i) const { return const_cast<StringTable *>(this)->slotAt(i); }
    static constexpr std::uint64_t emptySlot = 0;

    // A one-hash Bloom filter of four bits per slot (eight or more per key) in front of the hashes:
    // a look-up of an absent key, the usual one, mostly ends on one bit of a small array that stays in
    // the nearest cache, instead of a load from the hashes, which a large table spreads over pages.
    // It takes its bit from the hash's high half; the slot comes from the low one.
    bool mayHold(std::uint64_t hash) const
    {
        const std::size_t bit = std::size_t(hash >> 32) & (filterBits() - 1);
        return m_hashes[m_wrap + 1 + bit / 64] >> (bit % 64) & 1;
    }
    void markHeld(std::uint64_t hash)
    {
        const std::size_t bit = std::size_t(hash >> 32) & (filterBits() - 1);
        m_hashes[m_wrap + 1 + bit / 64] |= std::uint64_t(1) << (bit % 64);
    }
    /// Four bits per slot: the slots are a power of two, 16 or more, so the filter is whole words.
    std::size_t filterBits() const { return (m_wrap + 1) * 4; }
    // Keys are mostly short words: the comparisons walk them four characters per step, the last four
    // as one chunk that may overlap the one before.
    template <typename Chunk>
    static Chunk load(const char16_t *text)
    {
        Chunk chunk;
        std::memcpy(&chunk, text, sizeof chunk);
        return chunk;
    }
    // WordTable's hash: a word's hash in WordHashes is its key's here too (findLetters()).
    static std::uint64_t hashOf(std::u16string_view text) { return WordTable::hashOf(text); }
    void rehash(std::size_t size)
    {
        std::vector<std::uint64_t> oldHashes = std::move(m_hashes);
        std::vector<SlotStorage> oldSlots = std::move(m_slots);
        m_slots = std::vector<SlotStorage>(size);
        m_wrap = size - 1;
        m_hashes.assign(size + filterBits() / 64, emptySlot); // the filter's words are zero too
        const std::size_t mask = size - 1;
        for (std::size_t old = 0; old < oldSlots.size(); ++old) {
            if (oldHashes[old] == emptySlot)
                continue;
            std::size_t i = oldHashes[old] & mask;
            while (m_hashes[i] != emptySlot)
                i = (i + 1) & mask;
            m_hashes[i] = oldHashes[old];
            markHeld(oldHashes[old]);
            m_slots[i] = std::move(oldSlots[old]); // a union of a trivially copyable slot copies it
        }
    }

    // One allocation for both: the hashes (emptySlot, or the hash of the key in the same slot), then the
    // filter's bits (mayHold()).
    std::vector<std::uint64_t> m_hashes;
    std::size_t m_wrap = 0; // the number of slots, less one
    std::vector<SlotStorage> m_slots;
    std::size_t m_count = 0;
};

} // namespace Touchline
