#include "htmltotext.h"

#include <QHash>

namespace Touchline {

namespace {

bool isBlockTag(QStringView name)
{
    static const QStringList blocks = {
        QStringLiteral("p"), QStringLiteral("div"), QStringLiteral("br"), QStringLiteral("h1"), QStringLiteral("h2"),
        QStringLiteral("h3"), QStringLiteral("h4"), QStringLiteral("h5"), QStringLiteral("h6"), QStringLiteral("li"),
        QStringLiteral("ul"), QStringLiteral("ol"), QStringLiteral("tr"), QStringLiteral("table"),
        QStringLiteral("blockquote"), QStringLiteral("section"), QStringLiteral("article"), QStringLiteral("header"),
        QStringLiteral("footer"), QStringLiteral("figcaption"), QStringLiteral("figure"), QStringLiteral("hr"),
        QStringLiteral("title"), QStringLiteral("pre")};
    return blocks.contains(name.toString().toLower());
}

bool isHiddenTag(QStringView name)
{
    return name.compare(QLatin1String("script"), Qt::CaseInsensitive) == 0
        || name.compare(QLatin1String("style"), Qt::CaseInsensitive) == 0
        || name.compare(QLatin1String("noscript"), Qt::CaseInsensitive) == 0
        || name.compare(QLatin1String("template"), Qt::CaseInsensitive) == 0;
}

QString decodeEntity(QStringView entity)
{
    static const QHash<QString, QString> named = {
        {QStringLiteral("amp"), QStringLiteral("&")}, {QStringLiteral("lt"), QStringLiteral("<")},
        {QStringLiteral("gt"), QStringLiteral(">")}, {QStringLiteral("quot"), QStringLiteral("\"")},
        {QStringLiteral("apos"), QStringLiteral("'")}, {QStringLiteral("nbsp"), QStringLiteral(" ")},
        {QStringLiteral("ndash"), QStringLiteral("\u2013")}, {QStringLiteral("mdash"), QStringLiteral("\u2014")},
        {QStringLiteral("lsquo"), QStringLiteral("\u2018")}, {QStringLiteral("rsquo"), QStringLiteral("\u2019")},
        {QStringLiteral("ldquo"), QStringLiteral("\u201C")}, {QStringLiteral("rdquo"), QStringLiteral("\u201D")},
        {QStringLiteral("hellip"), QStringLiteral("\u2026")}, {QStringLiteral("eacute"), QStringLiteral("é")},
        {QStringLiteral("aacute"), QStringLiteral("á")}, {QStringLiteral("iacute"), QStringLiteral("í")},
        {QStringLiteral("oacute"), QStringLiteral("ó")}, {QStringLiteral("uacute"), QStringLiteral("ú")},
        {QStringLiteral("ntilde"), QStringLiteral("ñ")}, {QStringLiteral("uuml"), QStringLiteral("ü")},
        {QStringLiteral("ouml"), QStringLiteral("ö")}, {QStringLiteral("auml"), QStringLiteral("ä")},
        {QStringLiteral("ccedil"), QStringLiteral("ç")}, {QStringLiteral("egrave"), QStringLiteral("è")},
        {QStringLiteral("pound"), QStringLiteral("£")}, {QStringLiteral("euro"), QStringLiteral("€")},
    };
    if (entity.startsWith(QLatin1Char('#'))) {
        bool ok = false;
        const uint code = entity.size() > 1 && (entity.at(1) == QLatin1Char('x') || entity.at(1) == QLatin1Char('X'))
            ? entity.mid(2).toUInt(&ok, 16) : entity.mid(1).toUInt(&ok, 10);
        if (ok && code > 0 && code <= 0x10FFFF) {
            const char32_t codePoint = code;
            return QString::fromUcs4(&codePoint, 1);
        }
        return {};
    }
    return named.value(entity.toString());
}

void appendBreak(QString &out, int newlines)
{
    while (!out.isEmpty() && out.back() == QLatin1Char(' '))
        out.chop(1);
    if (out.isEmpty())
        return;
    int existing = 0;
    for (qsizetype i = out.size() - 1; i >= 0 && out.at(i) == QLatin1Char('\n'); --i)
        ++existing;
    for (int i = existing; i < newlines; ++i)
        out.append(QLatin1Char('\n'));
}

} // namespace

QString htmlToText(QStringView html)
{
    QString out;
    out.reserve(html.size());
    qsizetype i = 0;
    const qsizetype n = html.size();
    bool preformatted = false;
    while (i < n) {
        const QChar c = html.at(i);
        if (c == QLatin1Char('<')) {
            if (html.mid(i, 4) == QLatin1String("<!--")) {
                const qsizetype end = html.indexOf(QLatin1String("-->"), i + 4);
                i = end < 0 ? n : end + 3;
                continue;
            }
            const qsizetype close = html.indexOf(QLatin1Char('>'), i + 1);
            if (close < 0)
                break;
            QStringView tag = html.mid(i + 1, close - i - 1).trimmed();
            const bool closing = tag.startsWith(QLatin1Char('/'));
            if (closing)
                tag = tag.mid(1);
            qsizetype nameEnd = 0;
            while (nameEnd < tag.size() && (tag.at(nameEnd).isLetterOrNumber()))
                ++nameEnd;
            const QStringView name = tag.left(nameEnd);
            i = close + 1;
            if (!closing && isHiddenTag(name)) {
                const QString endTag = QStringLiteral("</") + name.toString();
                const qsizetype end = html.indexOf(endTag, i, Qt::CaseInsensitive);
                const qsizetype endClose = end < 0 ? -1 : html.indexOf(QLatin1Char('>'), end);
                i = endClose < 0 ? n : endClose + 1;
                continue;
            }
            if (name.compare(QLatin1String("head"), Qt::CaseInsensitive) == 0 && !closing) {
                // Keep the <title> only: it is the report's headline.
                const qsizetype end = html.indexOf(QLatin1String("</head"), i, Qt::CaseInsensitive);
                const qsizetype titleStart = html.indexOf(QLatin1String("<title"), i, Qt::CaseInsensitive);
                if (titleStart >= 0 && (end < 0 || titleStart < end)) {
                    const qsizetype textStart = html.indexOf(QLatin1Char('>'), titleStart) + 1;
                    const qsizetype textEnd = html.indexOf(QLatin1String("</title"), textStart, Qt::CaseInsensitive);
                    if (textStart > 0 && textEnd > textStart) {
                        out.append(htmlToText(html.mid(textStart, textEnd - textStart)).trimmed());
                        appendBreak(out, 2);
                    }
                }
                const qsizetype endClose = end < 0 ? -1 : html.indexOf(QLatin1Char('>'), end);
                i = endClose < 0 ? i : endClose + 1;
                continue;
            }
            if (name.compare(QLatin1String("pre"), Qt::CaseInsensitive) == 0)
                preformatted = !closing;
            if (name.compare(QLatin1String("br"), Qt::CaseInsensitive) == 0)
                appendBreak(out, 1);
            else if (name.compare(QLatin1String("li"), Qt::CaseInsensitive) == 0 || name.compare(QLatin1String("tr"), Qt::CaseInsensitive) == 0)
                appendBreak(out, 1);
            else if (name.compare(QLatin1String("td"), Qt::CaseInsensitive) == 0 || name.compare(QLatin1String("th"), Qt::CaseInsensitive) == 0) {
                if (!closing && !out.isEmpty() && !out.back().isSpace())
                    out.append(QLatin1Char(' '));
            } else if (isBlockTag(name))
                appendBreak(out, 2);
            continue;
        }
        if (c == QLatin1Char('&')) {
            const qsizetype semicolon = html.indexOf(QLatin1Char(';'), i + 1);
            if (semicolon > i && semicolon - i <= 10) {
                const QString decoded = decodeEntity(html.mid(i + 1, semicolon - i - 1));
                if (!decoded.isEmpty()) {
                    out.append(decoded);
                    i = semicolon + 1;
                    continue;
                }
            }
        }
        if (!preformatted && c.isSpace()) {
            if (!out.isEmpty() && !out.back().isSpace())
                out.append(QLatin1Char(' '));
            ++i;
            continue;
        }
        out.append(c);
        ++i;
    }
    while (!out.isEmpty() && out.back().isSpace())
        out.chop(1);
    return out;
}

} // namespace Touchline
