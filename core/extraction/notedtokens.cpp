#include "notedtokens.h"

#include "wordhashes.h"
#include "wordtable.h"

#include <algorithm>

namespace Touchline {

NotedTokens NotedTokens::of(const WordHashes &hashes)
{
    std::array<std::size_t, words.size()> noted{};
    std::ranges::transform(words, noted.begin(), [](std::u16string_view word) { return WordTable::hashOf(word); });
    NotedTokens found;
    const Tokens &tokens = hashes.tokens();
    for (int index = 0; index < tokens.size(); ++index) {
        const Token &token = tokens.at(index);
        const bool otherWord = token.kind == Token::Kind::Word && !token.is(Token::AsciiLetters);
        if (otherWord || (hashes.has(index) && std::ranges::find(noted, hashes.at(index)) != noted.end()))
            found.tokens.push_back(index);
    }
    found.complete = true;
    return found;
}

} // namespace Touchline
