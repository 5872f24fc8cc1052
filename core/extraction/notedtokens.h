#pragma once

#include <array>
#include <string_view>
#include <vector>

namespace Touchline {

class WordHashes;

/// The tokens of a text that stages after the minute finder look for: the words of ASCII letters among
/// `words` (the shoot-out scan's openers, the box finder's "shown") and every word that is not all ASCII
/// letters (the shoot-out scan reads those letter by letter). The minute finder's gate reads every token's
/// hash anyway and notes them on its way, where each of those stages walked every token's hash once more.
struct NotedTokens {
    /// The words noted (ScoreCheck's shoot-out openers and BoxEventFinder's "shown" among them).
    static constexpr std::array<std::u16string_view, 5> words = {u"on", u"shoot", u"shootout", u"sudden", u"shown"};

    /// Token indexes, in text order.
    std::vector<int> tokens;
    /// Whether every token of the text was read: only then does `tokens` hold all there are.
    bool complete = false;

    /// The same found by a walk of every token of the text `hashes` was made from: for tests.
    static NotedTokens of(const WordHashes &hashes);
};

} // namespace Touchline
