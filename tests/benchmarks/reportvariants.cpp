#include "reportvariants.h"

#include "extractor.h"

#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace Touchline::Bench {

namespace {

// A made-up name for `word` in variant `variant`: same input, same output, on every machine.
QString inventedName(const QString &word, int variant)
{
    static const char *const onsets[] = {"B", "D", "F", "G", "H", "K", "L", "M", "N", "P", "R", "S", "T", "V", "W", "Br", "Tr", "St"};
    static const char *const vowels[] = {"a", "e", "i", "o", "u", "ai", "ou"};
    static const char *const codas[] = {"n", "r", "s", "l", "ck", "nd", "rt", "ton", "ley", "well"};
    quint32 h = qHash(word, quint32(variant) * 2654435761u);
    QString name;
    const int syllables = 2 + int(h % 2);
    for (int i = 0; i < syllables; ++i) {
        name += QLatin1String(onsets[h % std::size(onsets)]);
        h /= std::size(onsets);
        name += QLatin1String(vowels[h % std::size(vowels)]);
        h = h / std::size(vowels) + 0x9e3779b9u * quint32(i + 1);
        if (i > 0)
            name = name.left(1) + name.mid(1).toLower();
    }
    name += QLatin1String(codas[h % std::size(codas)]);
    return name;
}

} // namespace

ReportVariants::ReportVariants(const Corpus &templates)
{
    const Extractor extractor;
    for (const QString &text : templates.texts) {
        const AnnotationSet set = extractor.extract(text);
        QSet<QString> words;
        for (const Entity &entity : set.entities) {
            if (entity.type != EntityType::Player && entity.type != EntityType::Team && entity.type != EntityType::Manager
                && entity.type != EntityType::Referee)
                continue;
            for (const TextSpan &span : entity.mentions) {
                const QString surface = text.mid(span.start, span.end - span.start);
                for (const QString &word : surface.split(QRegularExpression(QStringLiteral("[^\\p{L}]+")), Qt::SkipEmptyParts)) {
                    if (word.size() >= 3 && word.at(0).isUpper())
                        words.insert(word);
                }
            }
        }
        QStringList alternatives;
        for (const QString &word : std::as_const(words))
            alternatives.append(QRegularExpression::escape(word));
        std::sort(alternatives.begin(), alternatives.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
        const QString pattern = alternatives.isEmpty() ? QStringLiteral("(?!)") : QStringLiteral("\\b(?:%1)\\b").arg(alternatives.join(QLatin1Char('|')));
        m_templates.append({text, QRegularExpression(pattern, QRegularExpression::UseUnicodePropertiesOption)});
    }
}

QString ReportVariants::text(int index) const
{
    const Template &t = m_templates.at(index % m_templates.size());
    const int variant = index / int(m_templates.size());
    static const QRegularExpression minute(QStringLiteral("\\b(\\d{1,2})(st|nd|rd|th)?(?=\\s?(?:'|′|’|min))"));
    QString renamed;
    renamed.reserve(t.text.size() + 64);
    qsizetype last = 0;
    for (auto it = t.names.globalMatch(t.text); it.hasNext();) {
        const auto match = it.next();
        renamed += QStringView(t.text).mid(last, match.capturedStart() - last);
        renamed += inventedName(match.captured(), variant);
        last = match.capturedEnd();
    }
    renamed += QStringView(t.text).mid(last);
    QString out;
    out.reserve(renamed.size());
    last = 0;
    const int shift = variant % 7 - 3;
    for (auto it = minute.globalMatch(renamed); it.hasNext();) {
        const auto match = it.next();
        out += QStringView(renamed).mid(last, match.capturedStart() - last);
        const int m = match.captured(1).toInt();
        const int shifted = m >= 2 && m <= 88 ? m + shift : m;
        out += QString::number(shifted);
        if (match.capturedLength(2) > 0) { // keep the ordinal right: 21st, 22nd, 23rd, 24th
            const int digit = shifted % 10;
            const bool teen = shifted % 100 >= 11 && shifted % 100 <= 13;
            out += teen || digit > 3 || digit == 0 ? QStringLiteral("th") : digit == 1 ? QStringLiteral("st") : digit == 2 ? QStringLiteral("nd") : QStringLiteral("rd");
        }
        last = match.capturedEnd();
    }
    out += QStringView(renamed).mid(last);
    return out;
}

QStringList ReportVariants::writeFolder(const QString &folder, int count, qint64 *bytes) const
{
    QStringList paths;
    for (int i = 0; i < count; ++i) {
        const QString path = QStringLiteral("%1/report-%2.txt").arg(folder).arg(i, 5, 10, QLatin1Char('0'));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            break;
        const QByteArray data = text(i).toUtf8();
        if (file.write(data) != data.size())
            break;
        if (bytes)
            *bytes += data.size();
        paths.append(path);
    }
    return paths;
}

} // namespace Touchline::Bench
