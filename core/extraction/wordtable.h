#pragma once

#include <QtGlobal>

#include <algorithm>
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
/// triggers, or just "present"). Open addressing over an FNV-1a hash that callers compute as they
/// fold a word, so that a word and each of its prefixes are looked up without making a string.
class WordTable
{
public:
    using Mask = quint64;

    static constexpr std::size_t hashSeed = 1469598103934665603ull;
    /// The hash of a word extended by one code unit: a word's hash passes through its prefixes'.
    static constexpr std::size_t hashStep(std::size_t hash, char16_t c) { return (hash ^ c) * 1099511628211ull; }
    static std::size_t hashOf(std::u16string_view word);

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
    /// Marks a free slot. A word hashing to it cannot be added (add() stops the program rather than lose
    /// it): with FNV-1a that takes a word whose hash before its last unit equals that unit.
    static constexpr std::size_t emptySlot = 0;
    void grow();
    static bool equalsFolded(std::u16string_view lower, std::u16string_view letters)
    {
        if (lower.size() != letters.size())
            return false;
        for (std::size_t i = 0; i < lower.size(); ++i) {
            if (lower[i] != asciiLetterLower(letters[i]))
                return false;
        }
        return true;
    }
    // Never empty, so that a look-up needs no test for it; m_wrap is the size less one.
    std::vector<std::size_t> m_hashes = std::vector<std::size_t>(1, emptySlot);
    std::vector<Slot> m_slots = std::vector<Slot>(1);
    std::size_t m_wrap = 0;
    std::size_t m_count = 0;
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
