#include "wordhashes.h"

#include "wordtable.h"

namespace Touchline {

WordHashes::WordHashes(const QString &text, const Tokens &tokens)
    : m_text(text)
    , m_tokens(tokens)
    , m_hashes(std::make_unique_for_overwrite<std::size_t[]>(std::size_t(tokens.size())))
{
    const auto *units = reinterpret_cast<const char16_t *>(text.utf16());
    std::size_t *hashes = m_hashes.get();
    for (const Token &token : tokens) {
        if (token.is(Token::AsciiLetters) && token.length() <= longestWord)
            *hashes = WordTable::hashOfLetters(units + token.start, std::size_t(token.length()));
        ++hashes;
    }
}

} // namespace Touchline
