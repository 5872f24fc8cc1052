#include "sentencesplitter.h"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace Touchline {

namespace {

bool isAbbreviation(QStringView word)
{
    static constexpr std::u16string_view abbreviations[] = {u"mr", u"mrs", u"ms", u"dr", u"st", u"v", u"vs", u"no", u"jr",
        u"sr", u"fc", u"utd", u"ft", u"approx", u"etc", u"e", u"i", u"g", u"mins", u"min"};
    // Lower-cased in place, ASCII only: outside ASCII only the Kelvin sign lower-cases to ASCII ("k"),
    // and no abbreviation holds a "k".
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
    const std::u16string_view folded(lower, std::size_t(word.size()));
    return std::find(std::begin(abbreviations), std::end(abbreviations), folded) != std::end(abbreviations);
}

bool isClauseBreak(QChar c)
{
    return c == QLatin1Char(',') || c == QLatin1Char(';') || c == QLatin1Char(':') || c == QChar(0x2013) || c == QChar(0x2014);
}

bool isClosingQuote(QChar c)
{
    return c == QLatin1Char('"') || c == QChar(0x201D) || c == QChar(0x2019) || c == QLatin1Char('\'') || c == QLatin1Char(')');
}

} // namespace

QList<Sentence> SentenceSplitter::split(const QString &text, Tokens &tokens)
{
    QList<Sentence> sentences;
    const int count = int(tokens.size());
    sentences.reserve(count / 8 + 1); // reports run about twenty tokens a sentence
    int start = 0;
    int paragraph = 0;
    // A token ending past this offset makes the sentence from `start` too long.
    auto limitFor = [&](int first) { return first < count ? tokens.at(first).start + longestSentence : 0; };
    int limit = limitFor(0);
    auto close = [&](int end) {
        if (end <= start)
            return;
        Sentence sentence{start, end, {tokens.at(start).start, tokens.at(end - 1).end}, paragraph};
        tokens[start].flags |= Token::SentenceStart;
        sentences.append(sentence);
        start = end;
        limit = limitFor(start);
    };
    int afterClauseBreak = 0; // the token after the sentence's last comma, semicolon, colon or dash
    for (int i = 0; i < count; ++i) {
        const Token &token = tokens.at(i);
        // Text without sentence punctuation would make one sentence of everything: cut it after its
        // last clause break, or before this token, so that each sentence's work (and the evidence
        // quoted for each of its events) stays bounded. Real sentences are far shorter.
        if (token.end > limit && i > start) {
            close(afterClauseBreak > start ? afterClauseBreak : i);
            if (start < i && token.end > limit)
                close(i);
        }
        if (token.kind == Token::Kind::Punct && isClauseBreak(text.at(token.start)))
            afterClauseBreak = i + 1;
        // A line break ends a sentence; a blank line also ends a paragraph.
        if (i > 0 && token.is(Token::LineStart)) {
            const int gapStart = tokens.at(i - 1).end;
            int newlines = 0;
            for (int k = gapStart; k < token.start; ++k)
                newlines += text.at(k) == QLatin1Char('\n') ? 1 : 0;
            close(i);
            if (newlines >= 2)
                ++paragraph;
        }
        if (token.kind != Token::Kind::Punct)
            continue;
        const QChar c = text.at(token.start);
        if (c != QLatin1Char('.') && c != QLatin1Char('!') && c != QLatin1Char('?'))
            continue;
        int end = i + 1;
        // Keep runs of punctuation and closing quotes ("?!", ".”") with the sentence.
        while (end < count && tokens.at(end).kind == Token::Kind::Punct && !tokens.at(end).is(Token::SpaceBefore)
               && (isClosingQuote(text.at(tokens.at(end).start)) || text.at(tokens.at(end).start) == QLatin1Char('.')
                   || text.at(tokens.at(end).start) == QLatin1Char('!') || text.at(tokens.at(end).start) == QLatin1Char('?')))
            ++end;
        if (end >= count) {
            close(end);
            i = end - 1;
            continue;
        }
        const Token &next = tokens.at(end);
        if (c == QLatin1Char('.') && i > 0 && !token.is(Token::SpaceBefore)) {
            const Token &previous = tokens.at(i - 1);
            const QStringView word = previous.view(text);
            // Initials ("N. Williams") and abbreviations do not end a sentence; neither do decimals.
            if (previous.kind == Token::Kind::Word && (word.size() == 1 && word.at(0).isUpper()))
                continue;
            if (previous.kind == Token::Kind::Word && isAbbreviation(word) && next.kind != Token::Kind::Punct)
                continue;
            if (previous.kind == Token::Kind::Number && next.kind == Token::Kind::Number && !next.is(Token::SpaceBefore))
                continue;
        }
        // A sentence ends when the next token starts a new one: a capital, a digit, a quote or a bracket.
        const QChar first = text.at(next.start);
        const bool startsSentence = first.isUpper() || first.isDigit() || next.kind == Token::Kind::Punct;
        if (!startsSentence)
            continue;
        if (!next.is(Token::SpaceBefore) && next.kind == Token::Kind::Word && first.isUpper()) {
            // Glued paragraphs ("yards.Blackpool"): only after a lower-case word or a closing mark, not in "U.S.".
            const Token &previous = tokens.at(i - 1);
            if (previous.kind == Token::Kind::Word && previous.length() == 1)
                continue;
        }
        close(end);
        i = end - 1;
    }
    close(count);
    return sentences;
}

} // namespace Touchline
