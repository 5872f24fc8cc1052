#include "sentencesplitter.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <string_view>

namespace Touchline {

namespace {

// A word of up to eight ASCII units as one number, a byte a unit: compared in one step.
constexpr quint64 packed(std::u16string_view word)
{
    quint64 key = 0;
    for (char16_t c : word)
        key = key << 8 | c;
    return key;
}

bool isAbbreviation(QStringView word)
{
    static constexpr auto abbreviations = [] {
        std::array<quint64, 20> keys = {packed(u"mr"), packed(u"mrs"), packed(u"ms"), packed(u"dr"), packed(u"st"),
            packed(u"v"), packed(u"vs"), packed(u"no"), packed(u"jr"), packed(u"sr"), packed(u"fc"), packed(u"utd"),
            packed(u"ft"), packed(u"approx"), packed(u"etc"), packed(u"e"), packed(u"i"), packed(u"g"), packed(u"mins"),
            packed(u"min")};
        std::sort(keys.begin(), keys.end());
        return keys;
    }();
    // Lower-cased in place, ASCII only: outside ASCII only the Kelvin sign lower-cases to ASCII ("k"),
    // and no abbreviation holds a "k". No word holds a unit 0, so words of different lengths pack apart.
    constexpr qsizetype longest = 6;
    if (word.size() > longest)
        return false;
    char16_t lower[longest];
    for (qsizetype i = 0; i < word.size(); ++i) {
        const char16_t c = word.at(i).unicode();
        if (c >= 128)
            return false;
        lower[i] = c >= u'A' && c <= u'Z' ? char16_t(c + (u'a' - u'A')) : c;
    }
    const quint64 key = packed(std::u16string_view(lower, std::size_t(word.size())));
    return std::binary_search(abbreviations.begin(), abbreviations.end(), key);
}

bool isClauseBreak(char16_t c)
{
    return c == u',' || c == u';' || c == u':' || c == u'\u2013' || c == u'\u2014';
}

bool isClosingQuote(char16_t c)
{
    return c == u'"' || c == u'\u201D' || c == u'\u2019' || c == u'\'' || c == u')';
}

bool isSentenceMark(char16_t c)
{
    return c == u'.' || c == u'!' || c == u'?';
}

// One split: the sentence being gathered, and what decides where it ends.
class Splitter
{
public:
    Splitter(const QString &text, Tokens &tokens)
        : m_units(QStringView(text).utf16())
        , m_tokens(tokens.data())
        , m_count(int(tokens.size()))
    {
        roomForSentences(m_count / 8 + 1); // reports run about twenty tokens a sentence
        m_limit = limitFor(0);
    }

    int count() const { return m_count; }

    /// Looks at token `i` for the end of the sentence; returns the next token to look at.
    int visit(int i)
    {
        const Token &token = m_tokens[i];
        checkLength(i);
        // A line break ends a sentence; a blank line also ends a paragraph.
        if (i > 0 && token.is(Token::LineStart)) {
            int newlines = 0;
            for (int k = m_tokens[i - 1].end; k < token.start; ++k)
                newlines += m_units[k] == u'\n' ? 1 : 0;
            close(i);
            if (newlines >= 2)
                ++m_paragraph;
        }
        if (!token.is(Token::SentenceMark))
            return i + 1;
        const char16_t c = m_units[token.start];
        int end = i + 1;
        // Keep runs of punctuation and closing quotes ("?!", ".”") with the sentence.
        while (end < m_count && m_tokens[end].kind == Token::Kind::Punct && !m_tokens[end].is(Token::SpaceBefore)
               && (isClosingQuote(m_units[m_tokens[end].start]) || isSentenceMark(m_units[m_tokens[end].start])))
            ++end;
        if (end >= m_count) {
            close(end);
            return end;
        }
        const Token &next = m_tokens[end];
        if (c == u'.' && i > 0 && !token.is(Token::SpaceBefore)) {
            const Token &previous = m_tokens[i - 1];
            const QStringView word(m_units + previous.start, previous.length());
            // Initials ("N. Williams") and abbreviations do not end a sentence; neither do decimals.
            if (previous.kind == Token::Kind::Word && (word.size() == 1 && word.at(0).isUpper()))
                return i + 1;
            if (previous.kind == Token::Kind::Word && isAbbreviation(word) && next.kind != Token::Kind::Punct)
                return i + 1;
            if (previous.kind == Token::Kind::Number && next.kind == Token::Kind::Number && !next.is(Token::SpaceBefore))
                return i + 1;
            // A minute as Spanish wires write it: "Cuesta (m.88)", "1-0, m.34: Salvatierra".
            if (previous.kind == Token::Kind::Word && word.size() == 1 && (word.at(0) == u'm' || word.at(0) == u'M') && next.kind == Token::Kind::Number
                && !next.is(Token::SpaceBefore))
                return i + 1;
            // An ordinal's dot, as European boxes write minutes: "Wróbel (12.)", "(90.+2)", "(41., saved by Żelazny)".
            const Token &after = m_tokens[i + 1];
            if (previous.kind == Token::Kind::Number && after.kind == Token::Kind::Punct && !after.is(Token::SpaceBefore)
                && (m_units[after.start] == u')' || m_units[after.start] == u',' || m_units[after.start] == u'+'))
                return i + 1;
            // A German club's number: "1. FC Wendelstadt", "1. FSV Mainz 05".
            if (previous.kind == Token::Kind::Number && previous.length() == 1 && next.kind == Token::Kind::Word && next.is(Token::AllCaps)
                && next.length() >= 2 && next.length() <= 3)
                return i + 1;
            // A substitute's minute as German line-ups write it: "Oberdorfer (77. Vogelsang)".
            if (previous.kind == Token::Kind::Number && i >= 2 && !previous.is(Token::SpaceBefore) && m_tokens[i - 2].kind == Token::Kind::Punct
                && m_units[m_tokens[i - 2].start] == u'(')
                return i + 1;
        }
        // A sentence ends when the next token starts a new one: a capital, a digit, a quote or a bracket.
        const QChar first(m_units[next.start]);
        const bool startsSentence = first.isUpper() || first.isDigit() || next.kind == Token::Kind::Punct;
        if (!startsSentence)
            return i + 1;
        if (i > 0 && !next.is(Token::SpaceBefore) && next.kind == Token::Kind::Word && first.isUpper()) {
            // Glued paragraphs ("yards.Blackpool"): only after a lower-case word or a closing mark, not in "U.S.".
            // A mark that opens the text has nothing before it (an index of -1 was read here before).
            const Token &previous = m_tokens[i - 1];
            if (previous.kind == Token::Kind::Word && previous.length() == 1)
                return i + 1;
        }
        close(end);
        return end;
    }

    /// The first token from `i` on that may end a sentence or open one on its own, a full stop, an
    /// exclamation or question mark or the first token of a line, or count() when none does. Most tokens
    /// are words and other marks, and this loop is all they take: one test of their flags (the tokenizer
    /// flags the marks), where a second look at the text for each mark was mispredicted.
    int nextCandidate(int i) const
    {
        const Token *const end = m_tokens + m_count;
        const Token *token = m_tokens + i;
        while (token != end && !(token->flags & (Token::LineStart | Token::SentenceMark)))
            ++token;
        return int(token - m_tokens);
    }

    /// visit() of each token from `first` to before `end`, none of them a sentence mark or the first of a
    /// line: for those, visit() only checks the length. The tokens' ends grow, so the last one tells whether
    /// any is past the limit (nearly always none is).
    void visitWords(int first, int end)
    {
        if (first < end && m_tokens[end - 1].end > m_limit) {
            for (int i = first; i < end; ++i)
                checkLength(i);
        }
    }

    QList<Sentence> finish()
    {
        close(m_count);
        m_sentences.resize(m_next - m_sentences.constData());
        return std::move(m_sentences);
    }

private:
    // Text without sentence punctuation would make one sentence of everything: cut it after its last
    // clause break, or before token `i`, so that each sentence's work (and the evidence quoted for each
    // of its events) stays bounded. Real sentences are far shorter.
    void checkLength(int i)
    {
        const Token &token = m_tokens[i];
        if (token.end > m_limit && i > m_start) {
            const int afterClauseBreak = afterLastClauseBreak(i);
            close(afterClauseBreak > m_start ? afterClauseBreak : i);
            if (m_start < i && token.end > m_limit)
                close(i);
        }
    }
    // The token after the last comma, semicolon, colon or dash of the sentence before token `i`, or 0 when
    // it has none: looked for only when a sentence runs too long (a clause break noted at every mark
    // cost each comma a visit of its own). At most a sentence's length is read back.
    int afterLastClauseBreak(int i) const
    {
        for (int k = i - 1; k >= m_start; --k) {
            if (m_tokens[k].kind == Token::Kind::Punct && isClauseBreak(m_units[m_tokens[k].start]))
                return k + 1;
        }
        return 0;
    }
    // A live blog's entry opens after its minute: "86min: Looks like ...", "90+1min: Panic over",
    // "58' - Making his 200th appearance". Its first word is marked as a sentence's is, so that its
    // capital is not taken for a name's.
    void markEntryOpening(int first, int end)
    {
        int k = first + 1;
        const auto punctAt = [&](int token, auto isMark) {
            return token < end && m_tokens[token].kind == Token::Kind::Punct && isMark(m_units[m_tokens[token].start]);
        };
        if (punctAt(k, [](char16_t c) { return c == u'+'; }) && k + 1 < end && m_tokens[k + 1].kind == Token::Kind::Number)
            k += 2;
        if (k < end && m_tokens[k].kind == Token::Kind::Word) {
            const Token &unit = m_tokens[k];
            const std::u16string_view word(m_units + unit.start, std::size_t(unit.length()));
            if (word != u"min" && word != u"mins")
                return;
            ++k;
        } else if (punctAt(k, [](char16_t c) { return c == u'\'' || c == u'\u2019'; })) {
            ++k;
        }
        if (!punctAt(k, [](char16_t c) { return c == u':' || c == u'-' || c == u'\u2013' || c == u'\u2014'; }))
            return;
        if (++k < end && m_tokens[k].kind == Token::Kind::Word)
            m_tokens[k].flags |= Token::SentenceStart;
    }
    // A result line in capitals, as tabloids and local papers print it: "GLENMUIR THISTLE 1 KILBRANNAN ATHLETIC 1".
    // Its words are the clubs' names, not acronyms ("VAR", "PSG"), and are flagged as capitalised words are, so
    // that the name scan reads them.
    void recaseScoreline(int first, int end)
    {
        int k = first;
        for (int side = 0; side < 2; ++side) {
            const int words = k;
            while (k < end && m_tokens[k].kind == Token::Kind::Word && m_tokens[k].is(Token::AllCaps))
                ++k;
            if (k == words || k >= end || m_tokens[k].kind != Token::Kind::Number)
                return;
            ++k;
        }
        if (k < end && m_tokens[k].kind != Token::Kind::Punct)
            return;
        for (int t = first; t < k; ++t)
            m_tokens[t].flags &= quint8(~Token::AllCaps);
    }
    // A tabloid's or an agency's lede names its hero in capitals: "DECLAN SPARROW was flying high last night". Two or
    // three words in capitals that open a line, with a word in lower case after them, are a name, not acronyms, in a
    // long sentence ending in a full stop; a headline is short and has none ("VAR CHAOS as Ashford see red").
    void recaseLede(int first, int end)
    {
        if (end - first < 12 || m_tokens[end - 1].kind != Token::Kind::Punct || m_units[m_tokens[end - 1].start] != u'.')
            return;
        int k = first;
        while (k < end && k - first < 4 && m_tokens[k].kind == Token::Kind::Word && m_tokens[k].is(Token::AllCaps)
               && (k == first || m_tokens[k].start - m_tokens[k - 1].end == 1))
            ++k;
        const int words = k - first;
        if (words < 2 || words > 3 || k >= end || m_tokens[k].kind != Token::Kind::Word || m_tokens[k].is(Token::Capitalised)
            || m_tokens[k].start - m_tokens[k - 1].end != 1)
            return;
        for (int t = first; t < k; ++t)
            m_tokens[t].flags &= quint8(~Token::AllCaps);
    }
    // A sentence that opens with a quotation mark or a bracket, "“Sorry, but I am upset,” he said": the
    // word glued to it opens the sentence as much as the mark does.
    void markQuotedOpening(int first, int end)
    {
        const char16_t c = m_units[m_tokens[first].start];
        const bool opening = c == u'"' || c == u'\u201C' || c == u'\u2018' || c == u'\'' || c == u'(' || c == u'[';
        const int word = first + 1;
        if (opening && word < end && m_tokens[word].kind == Token::Kind::Word && !m_tokens[word].is(Token::SpaceBefore))
            m_tokens[word].flags |= Token::SentenceStart;
    }
    // A token ending past this offset makes the sentence from `first` too long.
    int limitFor(int first) const { return first < m_count ? m_tokens[first].start + SentenceSplitter::longestSentence : 0; }
    void close(int end)
    {
        if (end <= m_start)
            return;
        if (m_next == m_end) [[unlikely]]
            roomForSentences(2 * m_sentences.size());
        *m_next++ = Sentence{m_start, end, {m_tokens[m_start].start, m_tokens[end - 1].end}, m_paragraph};
        m_tokens[m_start].flags |= Token::SentenceStart;
        if (m_tokens[m_start].kind == Token::Kind::Number && m_tokens[m_start].is(Token::LineStart)) [[unlikely]]
            markEntryOpening(m_start, end);
        else if (m_tokens[m_start].kind == Token::Kind::Punct)
            markQuotedOpening(m_start, end);
        else if (m_tokens[m_start].is(Token::AllCaps) && m_tokens[m_start].is(Token::LineStart)) [[unlikely]] {
            recaseScoreline(m_start, end);
            recaseLede(m_start, end);
        }
        m_start = end;
        m_limit = limitFor(m_start);
    }

    // The list sized ahead and written through a pointer, cut to the sentences found by finish():
    // appended one by one, each sentence cost the list's checks and a call.
    void roomForSentences(qsizetype size)
    {
        const qsizetype found = m_next ? m_next - m_sentences.constData() : 0;
        m_sentences.resize(size);
        m_next = m_sentences.data() + found;
        m_end = m_sentences.data() + size;
    }

    const char16_t *const m_units;
    Token *const m_tokens;
    const int m_count;
    QList<Sentence> m_sentences;
    Sentence *m_next = nullptr; ///< where the next sentence goes
    Sentence *m_end = nullptr;  ///< past the room m_sentences has
    int m_start = 0;            ///< the first token of the sentence being gathered
    int m_paragraph = 0;
    int m_limit = 0;            ///< limitFor(m_start)
};

} // namespace

// Out of line, as the tokenizer: inlined into the extractor (LTO), its loops had fewer registers.
Q_NEVER_INLINE QList<Sentence> SentenceSplitter::split(const QString &text, Tokens &tokens)
{
    Splitter splitter(text, tokens);
    const int count = splitter.count();
    for (int i = 0; i < count;) {
        const int candidate = splitter.nextCandidate(i);
        splitter.visitWords(i, candidate);
        i = candidate < count ? splitter.visit(candidate) : count;
    }
    return splitter.finish();
}

} // namespace Touchline
