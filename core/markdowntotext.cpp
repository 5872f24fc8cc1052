#include "markdowntotext.h"

#include <QList>

namespace Touchline {

namespace {

// Removes inline markup from one line: links and images, emphasis and code marks.
QString stripInline(QStringView line)
{
    QString out;
    out.reserve(line.size());
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        const bool image = c == QLatin1Char('!') && i + 1 < line.size() && line.at(i + 1) == QLatin1Char('[');
        if (c == QLatin1Char('[') || image) {
            const qsizetype open = image ? i + 1 : i;
            const qsizetype close = line.indexOf(QLatin1String("]("), open);
            const qsizetype end = close < 0 ? -1 : line.indexOf(QLatin1Char(')'), close);
            if (close > open && end > close) {
                if (!image)
                    out.append(stripInline(line.mid(open + 1, close - open - 1)));
                i = end;
                continue;
            }
        }
        if (c == QLatin1Char('`'))
            continue;
        if (c == QLatin1Char('*') || c == QLatin1Char('_')) {
            // Emphasis marks sit at word boundaries; an underscore inside a word stays.
            const bool before = i > 0 && line.at(i - 1).isLetterOrNumber();
            const bool after = i + 1 < line.size() && line.at(i + 1).isLetterOrNumber();
            if (c == QLatin1Char('*') || !(before && after))
                continue;
        }
        out.append(c);
    }
    return out;
}

} // namespace

QString markdownToText(QStringView markdown)
{
    QString out;
    out.reserve(markdown.size());
    bool inFence = false;
    for (QStringView line : markdown.split(QLatin1Char('\n'))) {
        QStringView body = line;
        const QStringView trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
            inFence = !inFence;
            continue;
        }
        if (inFence) {
            out.append(line);
            out.append(QLatin1Char('\n'));
            continue;
        }
        if (trimmed == QLatin1String("---") || trimmed == QLatin1String("***") || trimmed == QLatin1String("___"))
            continue;
        body = trimmed;
        while (body.startsWith(QLatin1Char('#')) || body.startsWith(QLatin1Char('>')))
            body = body.mid(1).trimmed();
        if (body.startsWith(QLatin1String("- ")) || body.startsWith(QLatin1String("* ")) || body.startsWith(QLatin1String("+ ")))
            body = body.mid(2);
        out.append(stripInline(body));
        out.append(QLatin1Char('\n'));
    }
    while (out.endsWith(QLatin1Char('\n')))
        out.chop(1);
    return out;
}

} // namespace Touchline
