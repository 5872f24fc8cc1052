#pragma once

#include "wordhashes.h"
#include "wordtable.h"

#include <QString>
#include <QStringView>

#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <string_view>

namespace Touchline {

/// Lower-case words that may sit inside a person's or a club's name ("van de Beek", "Al Ahly").
inline constexpr std::u16string_view nameParticles[] = {u"al", u"bin", u"de", u"da", u"der", u"den", u"di", u"dos", u"das", u"del", u"du",
                                                        u"dei", u"della", u"el", u"le", u"la", u"ter", u"ten", u"van", u"von"};

// isNameParticle() and NameStarts turn down words by length before any look-up.
static_assert(std::all_of(std::begin(nameParticles), std::end(nameParticles),
                          [](std::u16string_view particle) { return particle.size() >= 2 && particle.size() <= 5; }));

/// Whether `word` is one of nameParticles, as written (lower case).
inline bool isNameParticle(QStringView word)
{
    // Asked of lower-case words: length and first two letters rule out nearly all, in line.
    static constexpr auto firstTwoLetters = [] {
        std::array<std::uint32_t, 26> seconds{}; // per first letter, a bit per second letter
        for (const std::u16string_view particle : nameParticles)
            seconds[std::size_t(particle[0] - u'a')] |= 1u << (particle[1] - u'a');
        return seconds;
    }();
    if (word.size() < 2 || word.size() > 5)
        return false;
    const unsigned first = unsigned(word[0].unicode()) - u'a';
    const unsigned second = unsigned(word[1].unicode()) - u'a';
    return first < 26 && second < 26 && (firstTwoLetters[first] >> second & 1)
        && std::find(std::begin(nameParticles), std::end(nameParticles), std::u16string_view(word.utf16(), std::size_t(word.size())))
        != std::end(nameParticles);
}

/// The tokens of a sentence that may start a name: numbers and words, but a word in lower case only
/// when it is a particle ("van de Beek"). Punctuation and other lower-case words (most tokens) start
/// none, which next() tells with one branch per token: the token's kind and a table by its hash give
/// the answer as a bit (the skip loop that asked the kind, the case, the length and two filters in
/// turn was the mention finder's most mispredicted code).
class NameStarts
{
public:
    explicit NameStarts(const WordHashes &words)
        : m_tokens(words.tokens().data())
        , m_hashes(words.hashes())
        , m_text(words.text().constData())
        , m_kinds(byTopBits().data())
    {
    }

    /// The first token in [token, end) that may start a name, or `end`.
    int next(int token, int end) const
    {
        for (;; ++token) {
            while (token < end && !isCandidate(token))
                ++token;
            if (token == end)
                return token;
            // A candidate word in lower case passed the particles' hash filter: its letters decide.
            const Token &t = m_tokens[token];
            if (t.kind != Token::Kind::Word || t.is(Token::Capitalised) || isNameParticle(QStringView(m_text + t.start, t.length())))
                return token;
        }
    }

    /// The rule next() applies, token by token (for tests).
    static bool mayStart(const Token &token, const QString &text)
    {
        return token.kind == Token::Kind::Number
            || (token.kind == Token::Kind::Word && (token.is(Token::Capitalised) || isNameParticle(token.view(text))));
    }

private:
    // By a token's kind (0 word, 1 number, 2 punctuation) and, as bit 2, whether it is capitalised (the
    // `kind` isCandidate() works out), a bit each: numbers and capitalised words may start a name, a word in
    // lower case (bit 0) only if it may be a particle.
    static constexpr std::uint8_t numbersAndCapitals = 0b110010;
    static_assert(int(Token::Kind::Word) == 0 && int(Token::Kind::Number) == 1 && int(Token::Kind::Punct) == 2 && Token::Capitalised == 1);
    // numbersAndCapitals by the top ten bits of a word's WordHashes hash, with bit 0 set where a particle's
    // hash has them: a word in lower case whose bit 0 is clear is no particle (about one in fifty other
    // words has it set, and its letters tell). A word without a hash (0) has it set too.
    static constexpr int topBits = 10;
    using ByTopBits = std::array<std::uint8_t, std::size_t(1) << topBits>;
    static const ByTopBits &byTopBits()
    {
        static const ByTopBits table = [] {
            ByTopBits made;
            made.fill(numbersAndCapitals);
            made[0] |= 1;
            for (const std::u16string_view particle : nameParticles)
                made[WordTable::hashOf(particle) >> (64 - topBits)] |= 1;
            return made;
        }();
        return table;
    }

    /// Whether the token may start a name, as far as its kind, case and hash tell: a number or a
    /// capitalised word, or a word in lower case that may be a particle.
    bool isCandidate(int token) const
    {
        const Token &t = m_tokens[token];
        const unsigned kind = unsigned(t.kind) | unsigned(t.flags & Token::Capitalised) << 2;
        return m_kinds[m_hashes[token] >> (64 - topBits)] >> kind & 1;
    }

    const Token *m_tokens;
    const std::size_t *m_hashes;
    const QChar *m_text;
    const std::uint8_t *m_kinds; ///< byTopBits()
};

} // namespace Touchline
