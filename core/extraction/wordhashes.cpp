#include "wordhashes.h"

#include "wordtable.h"

namespace Touchline {

WordHashes::WordHashes(const QString &text, const Tokens &tokens)
    : m_text(text)
    , m_tokens(tokens)
    , m_hashes(std::size_t(tokens.size()))
{
    const auto *units = reinterpret_cast<const char16_t *>(text.utf16());
    std::size_t *hashes = m_hashes.data();
    for (const Token &token : tokens) {
        if (token.is(Token::AsciiLetters) && token.length() <= longestWord)
            *hashes = WordTable::hashOfLetters(units + token.start, std::size_t(token.length()));
        ++hashes;
    }
}

WordHashes::WordHashes(const QString &text, const Tokens &tokens, std::vector<std::size_t> hashes)
    : m_text(text)
    , m_tokens(tokens)
    , m_hashes(std::move(hashes))
{
    Q_ASSERT(m_hashes.size() == std::size_t(tokens.size()));
}

} // namespace Touchline
