#include "textsegmenter.h"

#include <QSet>

namespace Touchline {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c.isMark();
}

bool isJoiner(QChar c)
{
    return c == QLatin1Char('\'') || c == QChar(0x2019) || c == QLatin1Char('-') || c == QLatin1Char('+') || c == QLatin1Char(':')
        || c == QChar(0x2013);
}

bool endsSentence(QStringView token)
{
    return token == QLatin1String(".") || token == QLatin1String("!") || token == QLatin1String("?") || token == QStringView(u"\u2026");
}

bool isClosing(QStringView token)
{
    return token == QLatin1String("\"") || token == QLatin1String("'") || token == QStringView(u"\u201D") || token == QStringView(u"\u2019")
        || token == QLatin1String(")") || token == QLatin1String("]");
}

bool isAbbreviation(QStringView token)
{
    static const QSet<QString> abbreviations = {QStringLiteral("Mr"), QStringLiteral("Mrs"), QStringLiteral("Ms"), QStringLiteral("Dr"),
                                                QStringLiteral("St"), QStringLiteral("Jr"), QStringLiteral("Sr"), QStringLiteral("vs"),
                                                QStringLiteral("v"), QStringLiteral("No"), QStringLiteral("Mt"), QStringLiteral("Ave")};
    return (token.size() == 1 && token.at(0).isUpper()) || abbreviations.contains(token.toString());
}

bool startsSentence(QStringView token)
{
    const QChar c = token.at(0);
    return c.isUpper() || c.isDigit() || c.isHighSurrogate() || c == QLatin1Char('"') || c == QChar(0x201C) || c == QChar(0x2018)
        || c == QLatin1Char('(') || c == QLatin1Char('\'') || c.isTitleCase();
}

} // namespace

TextSpans TextSegmenter::tokens(const QString &text)
{
    TextSpans result;
    const int size = int(text.size());
    int i = 0;
    while (i < size) {
        const QChar c = text.at(i);
        if (c.isSpace()) {
            ++i;
            continue;
        }
        const int start = i;
        if (isWordChar(c)) {
            ++i;
            while (i < size) {
                if (isWordChar(text.at(i)))
                    ++i;
                else if (isJoiner(text.at(i)) && i + 1 < size && isWordChar(text.at(i + 1)))
                    i += 2;
                else
                    break;
            }
        } else if (c.isHighSurrogate() && i + 1 < size && text.at(i + 1).isLowSurrogate()) {
            i += 2;
            // Letters outside the BMP (rare scripts) are words too.
            if (QChar::isLetterOrNumber(QChar::surrogateToUcs4(c, text.at(start + 1)))) {
                while (i < size && isWordChar(text.at(i)))
                    ++i;
            }
        } else {
            ++i;
        }
        result.append({start, i});
    }
    return result;
}

QList<TextSpans> TextSegmenter::sentences(const QString &text)
{
    const TextSpans all = tokens(text);
    QList<TextSpans> result;
    TextSpans current;
    for (int i = 0; i < all.size(); ++i) {
        const TextSpan token = all.at(i);
        current.append(token);
        if (i + 1 == all.size())
            break;
        const TextSpan next = all.at(i + 1);
        const bool lineBreak = QStringView(text).mid(token.end, next.start - token.end).contains(QLatin1Char('\n'));
        bool boundary = lineBreak;
        if (!boundary) {
            // A full stop (possibly followed by closing quotes) before a sentence start.
            int last = int(current.size()) - 1;
            while (last > 0 && isClosing(QStringView(text).mid(current.at(last).start, current.at(last).length())))
                --last;
            const QStringView end = QStringView(text).mid(current.at(last).start, current.at(last).length());
            if (endsSentence(end) && next.start > token.end && startsSentence(QStringView(text).mid(next.start, next.length()))) {
                const bool abbreviation = last > 0 && end == QLatin1String(".") && current.at(last - 1).end == current.at(last).start
                    && isAbbreviation(QStringView(text).mid(current.at(last - 1).start, current.at(last - 1).length()));
                boundary = !abbreviation;
            }
        }
        if (boundary) {
            result.append(current);
            current.clear();
        }
    }
    if (!current.isEmpty())
        result.append(current);
    return result;
}

} // namespace Touchline
