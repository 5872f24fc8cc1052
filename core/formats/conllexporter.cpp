#include "conllexporter.h"

#include "textsegmenter.h"

#include <algorithm>

namespace Touchline {

QString ConllExporter::tagName(EntityType type, TagSet tags)
{
    if (tags == TagSet::Touchline)
        return entityTypeName(type);
    switch (type) {
    case EntityType::Player:
    case EntityType::Manager:
    case EntityType::Referee:
        return QStringLiteral("PER");
    case EntityType::Team:
        return QStringLiteral("ORG");
    case EntityType::Venue:
        return QStringLiteral("LOC");
    case EntityType::Competition:
        return QStringLiteral("MISC");
    default:
        return {};
    }
}

namespace {
struct Tagged {
    TextSpan span;
    QString tag;
};

/// The report's tagged mentions in text order, without those overlapping an earlier one, so that every
/// token has one tag.
QList<Tagged> taggedSpans(const AnnotatedReport &report, ConllExporter::TagSet tags)
{
    QList<Tagged> spans;
    for (const Entity &entity : report.set.entities) {
        const QString tag = ConllExporter::tagName(entity.type, tags);
        for (const TextSpan &mention : entity.mentions) {
            if (!tag.isEmpty() && !mention.isEmpty())
                spans.append({mention, tag});
        }
    }
    for (const ValueMention &value : report.set.values) {
        const QString tag = ConllExporter::tagName(value.type, tags);
        if (!tag.isEmpty() && !value.span.isEmpty())
            spans.append({value.span, tag});
    }
    std::sort(spans.begin(), spans.end(), [](const Tagged &a, const Tagged &b) {
        return a.span.start != b.span.start ? a.span.start < b.span.start : a.span.length() > b.span.length();
    });
    QList<Tagged> kept;
    for (const Tagged &tagged : std::as_const(spans)) {
        if (kept.isEmpty() || kept.last().span.end <= tagged.span.start)
            kept.append(tagged);
    }
    return kept;
}
} // namespace

QByteArray ConllExporter::write(const QList<AnnotatedReport> &reports, TagSet tags)
{
    QByteArray out;
    for (const AnnotatedReport &report : reports)
        out += document(report, tags);
    return out;
}

QByteArray ConllExporter::document(const AnnotatedReport &report, TagSet tags)
{
    const QList<Tagged> kept = taggedSpans(report, tags);
    QByteArray out = "-DOCSTART- -X- -X- O\n\n";
    qsizetype next = 0;
    const Tagged *open = nullptr;
    for (const TextSpans &sentence : TextSegmenter::sentences(report.text)) {
        for (const TextSpan &token : sentence) {
            while (next < kept.size() && kept.at(next).span.end <= token.start)
                ++next;
            QString tag = QStringLiteral("O");
            if (next < kept.size() && kept.at(next).span.contains(token.start)) {
                const Tagged *current = &kept.at(next);
                tag = (current == open ? QStringLiteral("I-") : QStringLiteral("B-")) + current->tag;
                open = current;
            } else if (next < kept.size() && token.start < kept.at(next).span.start && token.end > kept.at(next).span.start) {
                // A mention starting inside a token ("O'Neil's" for "O'Neil" is fine; "xKofi" tags the token).
                tag = QStringLiteral("B-") + kept.at(next).tag;
                open = &kept.at(next);
            } else {
                open = nullptr;
            }
            out += token.textIn(report.text).toUtf8() + " _ _ " + tag.toUtf8() + '\n';
        }
        open = nullptr;
        out += '\n';
    }
    return out;
}

} // namespace Touchline
