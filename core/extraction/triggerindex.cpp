#include "triggerindex.h"

#include "sentencesplitter.h"

namespace Touchline {

namespace {

char16_t asciiLower(char16_t c)
{
    return c >= u'A' && c <= u'Z' ? char16_t(c + (u'a' - u'A')) : c;
}

bool isAsciiLetter(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isYear(QStringView digits)
{
    return digits.size() == 4 && (digits.startsWith(u"19") || digits.startsWith(u"20"));
}

} // namespace

TriggerIndex::Mask TriggerIndex::add(std::initializer_list<const char *> triggers)
{
    Q_ASSERT(m_count < 64);
    const Mask bit = Mask(1) << m_count++;
    for (const char *trigger : triggers) {
        QString word = QString::fromLatin1(trigger);
        if (word.endsWith(QLatin1Char('*'))) {
            word.chop(1);
            m_prefixes.append({word, bit});
        } else {
            m_words[word] |= bit;
        }
    }
    return bit;
}

TriggerIndex::Mask TriggerIndex::wordMask(QStringView lowerWord) const
{
    Mask mask = m_words.value(lowerWord.toString(), 0);
    for (const auto &[prefix, bit] : m_prefixes) {
        if (lowerWord.startsWith(prefix))
            mask |= bit;
    }
    return mask;
}

TriggerIndex::Mask TriggerIndex::tokenMask(const QString &text, const Token &token, Seen &seen) const
{
    const QStringView view = token.view(text);
    if (token.kind == Token::Kind::Number)
        return isYear(view) ? seen.year : seen.number;
    if (token.kind != Token::Kind::Word)
        return 0;
    // Lower-cased into a reused buffer: a new string is made only for a word not seen before.
    seen.buffer.resize(view.size());
    QChar *lower = seen.buffer.data();
    for (qsizetype i = 0; i < view.size(); ++i)
        lower[i] = QChar(asciiLower(view.at(i).unicode()));
    if (const auto it = seen.words.constFind(seen.buffer); it != seen.words.constEnd())
        return it.value();
    const QString word(seen.buffer.constData(), seen.buffer.size());
    // The whole word, then each run of ASCII letters in it when there are several or it is not all of it.
    Mask mask = wordMask(word);
    qsizetype runStart = -1;
    for (qsizetype i = 0; i <= word.size(); ++i) {
        const bool letter = i < word.size() && isAsciiLetter(word.at(i).unicode());
        if (letter && runStart < 0)
            runStart = i;
        else if (!letter && runStart >= 0) {
            if (runStart > 0 || i < word.size())
                mask |= wordMask(QStringView(word).mid(runStart, i - runStart));
            runStart = -1;
        }
    }
    seen.words.insert(word, mask);
    return mask;
}

QList<TriggerIndex::Mask> TriggerIndex::sentenceMasks(const QString &text, const Tokens &tokens, const QList<Sentence> &sentences) const
{
    QList<Mask> masks;
    masks.reserve(sentences.size());
    Seen seen;
    seen.number = m_words.value(QStringLiteral("#"), 0);
    seen.year = seen.number | m_words.value(QStringLiteral("#year"), 0);
    for (const Sentence &sentence : sentences) {
        Mask mask = 0;
        for (int t = sentence.firstToken; t < sentence.endToken; ++t)
            mask |= tokenMask(text, tokens.at(t), seen);
        masks.append(mask);
    }
    return masks;
}

} // namespace Touchline
