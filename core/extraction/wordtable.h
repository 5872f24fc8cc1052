#pragma once

#include <QtGlobal>

#include <cstring>
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace Touchline {

/// Whether `c` is an ASCII letter.
constexpr bool isAsciiLetter(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

/// The lower case of an ASCII letter, by setting one bit. Only for ASCII letters (anything else comes
/// back changed), which callers have checked or know (Token::AsciiLetters).
constexpr char16_t asciiLetterLower(char16_t letter)
{
    return char16_t(letter | 0x20);
}

/// Whether `word` is a word of lower-case ASCII letters: one a WordTable of folded words can hold
/// for a look-up by the hash of a token of ASCII letters (WordHashes).
inline bool isLowerAsciiWord(std::u16string_view word)
{
    return !word.empty() && std::all_of(word.begin(), word.end(), [](char16_t c) { return c >= u'a' && c <= u'z'; });
}

/// A set of lower-case ASCII words, each with a 64-bit mask of what it stands for (the patterns it
/// triggers, or just "present"). Open addressing over a hash that callers compute once per word and
/// share (WordHashes), so that a word is looked up in many tables without being folded or hashed again.
class WordTable
{
public:
    using Mask = quint64;

    /// The hash of a word as the tables hold it (lower case). A word of four to eight units is its first
    /// four and its last four (which may overlap), a shorter one its first, middle and last unit, mixed by
    /// one 64 × 64 → 128-bit multiplication with the length; longer words fold the chunks between in
    /// first. Only this process's tables read these hashes, so any good mix serves, as long as every
    /// caller hashes through here: this one takes about half the instructions of a multiply per chunk
    /// with a final avalanche, and most words of a report are hashed (the tokenizer, the word starts).
    static std::size_t hashOf(std::u16string_view word) { return hashOfUnits(word.data(), word.size(), 0); }
    /// hashOf(the letters in lower case), for ASCII letters of either case: lower-cased four at a time
    /// by setting bit 5 of each (only for ASCII letters, as asciiLetterLower).
    static std::size_t hashOfLetters(const char16_t *letters, std::size_t length)
    {
        return hashOfUnits(letters, length, 0x0020002000200020ull);
    }

    /// Adds `word` with `mask`, or ORs `mask` into the word's mask.
    void add(std::u16string_view word, Mask mask);
    /// The word's mask, 0 when absent; `hash` is hashOf(word). Inline: it runs for most words of a text.
    Mask find(std::u16string_view word, std::size_t hash) const
    {
        for (std::size_t i = hash & m_wrap;; i = (i + 1) & m_wrap) {
            if (m_hashes[i] == emptySlot)
                return 0;
            if (m_hashes[i] == hash && m_slots[i].word == word)
                return m_slots[i].mask;
        }
    }
    /// As find(), for a word of ASCII letters in either case (compared folded): spares the caller a
    /// folded copy. `hash` is hashOf(the word in lower case).
    Mask findLetters(std::u16string_view letters, std::size_t hash) const
    {
        for (std::size_t i = hash & m_wrap;; i = (i + 1) & m_wrap) {
            if (m_hashes[i] == emptySlot)
                return 0;
            if (m_hashes[i] == hash && equalsFolded(m_slots[i].word, letters))
                return m_slots[i].mask;
        }
    }
    bool isEmpty() const { return m_count == 0; }

private:
    // The hashes sit apart from the words: most look-ups end on a hash, and packed they stay in
    // cache (every pattern has its tables, and their slots together had outgrown it).
    struct Slot {
        std::u16string word;
        Mask mask = 0;
    };
    /// Marks a free slot: no word hashes to it (hashOfUnits moves it on).
    static constexpr std::size_t emptySlot = 0;
    // `setBits` is ORed into every unit read, four at a time. The units read and the length tell the
    // word apart from every other one: no two words give the same input to the mix.
    static std::size_t hashOfUnits(const char16_t *units, std::size_t length, quint64 setBits)
    {
        quint64 first = 0;
        quint64 last = 0;
        if (length >= 4) {
            first = load<quint64>(units) | setBits;
            last = load<quint64>(units + length - 4) | setBits;
            if (length > 8) [[unlikely]]
                first = foldedMiddle(first, units + 4, units + length - 4, setBits);
        } else if (length > 0) {
            const auto unit = [&](std::size_t at) { return quint64(units[at] | quint16(setBits)); };
            first = unit(0) | unit(length >> 1) << 16;
            last = unit(length - 1);
        }
        // The length spread over the whole word: xored into a unit, it made "abaaa" and "abaaaa" one.
        const quint64 seed = 0x9E3779B97F4A7C15ull * (length + 1);
        const quint64 hash = mixed(first ^ seed, last ^ 0xE7037ED1A0B428DBull);
        return hash == emptySlot ? 1 : std::size_t(hash);
    }
    // The chunks of four from `from` up to `to` (the last may run into the final chunk), folded into `hash`:
    // each as the other factor of a product, as an xor of the two would read "aaaab" as "baaaa".
    static quint64 foldedMiddle(quint64 hash, const char16_t *from, const char16_t *to, quint64 setBits)
    {
        for (; from < to; from += 4)
            hash = mixed(hash ^ 0x8EBC6AF09C88C6E3ull, (load<quint64>(from) | setBits) ^ 0x589965CC75374CC3ull);
        return hash;
    }
    // The two halves of the 128-bit product, xored: every bit of either factor reaches most bits of the
    // result, in one multiplication (as wyhash mixes).
    static quint64 mixed(quint64 a, quint64 b)
    {
#if defined(__SIZEOF_INT128__)
        __extension__ typedef unsigned __int128 Product; // a GNU extension, which -Wpedantic names
        const Product product = Product(a) * b;
        return quint64(product) ^ quint64(product >> 64);
#else
        const quint64 aLow = a & 0xFFFFFFFFu, aHigh = a >> 32, bLow = b & 0xFFFFFFFFu, bHigh = b >> 32;
        const quint64 lowLow = aLow * bLow, highLow = aHigh * bLow, lowHigh = aLow * bHigh;
        const quint64 cross = (lowLow >> 32) + (highLow & 0xFFFFFFFFu) + lowHigh;
        const quint64 high = aHigh * bHigh + (highLow >> 32) + (cross >> 32);
        return (cross << 32 | (lowLow & 0xFFFFFFFFu)) ^ high;
#endif
    }
    template <typename Chunk>
    static Chunk load(const char16_t *units)
    {
        Chunk chunk;
        std::memcpy(&chunk, units, sizeof chunk);
        return chunk;
    }
    void grow();
    // Four units a step, lower-cased as hashOfLetters() does; a word of four or more ends on its last
    // four, which may overlap the ones before.
    static bool equalsFolded(std::u16string_view lower, std::u16string_view letters)
    {
        constexpr quint64 caseBits = 0x0020002000200020ull;
        const std::size_t length = lower.size();
        if (length != letters.size())
            return false;
        const char16_t *const a = lower.data();
        const char16_t *const b = letters.data();
        if (length < 4) {
            // One unit, or a pair and the pair ending the word (the same pair for two units).
            if (length < 2)
                return length == 0 || a[0] == asciiLetterLower(b[0]);
            return load<quint32>(a) == (load<quint32>(b) | quint32(caseBits))
                && load<quint32>(a + length - 2) == (load<quint32>(b + length - 2) | quint32(caseBits));
        }
        for (std::size_t i = 0; i + 4 < length; i += 4) {
            if (load<quint64>(a + i) != (load<quint64>(b + i) | caseBits))
                return false;
        }
        return load<quint64>(a + length - 4) == (load<quint64>(b + length - 4) | caseBits);
    }
    // Never empty, so that a look-up needs no test for it; m_wrap is the size less one.
    std::vector<std::size_t> m_hashes = std::vector<std::size_t>(1, emptySlot);
    std::vector<Slot> m_slots = std::vector<Slot>(1);
    std::size_t m_wrap = 0;
    std::size_t m_count = 0;
};

/// A one-hash Bloom filter of 32 Kbit over words by their WordTable hash: whether a word may be in a
/// set, for look-ups that mostly miss (a scan asks one of every capitalised word). A miss mostly ends
/// on one bit of a small array that stays in the nearest cache, where the hashes of a table of a
/// gazetteer's thousands of words did not.
class WordFilter
{
public:
    void add(std::size_t hash)
    {
        const std::size_t bit = bitOf(hash);
        m_bits[bit / 64] |= std::uint64_t(1) << (bit % 64);
    }
    /// False when no word with this hash was added.
    bool mayHold(std::size_t hash) const
    {
        const std::size_t bit = bitOf(hash);
        return m_bits[bit / 64] >> (bit % 64) & 1;
    }

private:
    static constexpr int bits = 15;
    static std::size_t bitOf(std::size_t hash) { return std::size_t((std::uint64_t(hash) * 0x9E3779B97F4A7C15ull) >> (64 - bits)); }

    std::uint64_t m_bits[(std::size_t(1) << bits) / 64] = {};
};

/// A WordTable with a WordFilter in front, for look-ups that mostly miss.
class FilteredWordTable
{
public:
    void add(std::u16string_view word, WordTable::Mask mask)
    {
        m_words.add(word, mask);
        m_filter.add(WordTable::hashOf(word));
    }
    /// As WordTable::findLetters.
    WordTable::Mask findLetters(std::u16string_view letters, std::size_t hash) const
    {
        return m_filter.mayHold(hash) ? m_words.findLetters(letters, hash) : 0;
    }

private:
    WordTable m_words;
    WordFilter m_filter;
};

/// ASCII lower case, plus the two non-ASCII letters that case-insensitive PCRE2 matches as ASCII ones:
/// the Kelvin sign (as "k") and the long s (as "s"). Anything else comes back unchanged.
constexpr char16_t foldedLetter(char16_t c)
{
    // ASCII first: nearly every letter is, and then one range test is all it takes.
    if (c < 0x80)
        return c >= u'A' && c <= u'Z' ? char16_t(c + (u'a' - u'A')) : c;
    if (c == u'\u212A')
        return u'k';
    if (c == u'\u017F')
        return u's';
    return c;
}

} // namespace Touchline
