#include "extractionjson.h"

#include "codepoints.h"
#include "jsonwriter.h"

#include <QJsonDocument>

#include <algorithm>

namespace Touchline {

// The members of every object below are written in alphabetical order: that is the order QJsonObject
// keeps its keys in, so the output is the same bytes as the QJsonObject-based writer this replaced.

namespace {

// A view, not TextSpan::textIn()'s copy: the writer only reads it.
QStringView spanText(const TextSpan &span, const QString &text)
{
    return QStringView(text).mid(span.start, span.length());
}

void writeSpan(JsonWriter &out, const TextSpan &span, const QString &text, const CodePointIndex &index)
{
    out.beginObject();
    out.key(u"end").integer(index.toCodePoint(span.end));
    out.key(u"start").integer(index.toCodePoint(span.start));
    out.key(u"text").string(spanText(span, text));
    out.endObject();
}

/// Every mention of every entity, in text order (stable, so that mentions at one offset keep entity order).
void writeEntityMentions(JsonWriter &out, const AnnotationSet &annotations, const QString &text, const CodePointIndex &index)
{
    struct Mention {
        TextSpan span;
        const Entity *entity;
        const Entity *team;
    };
    QList<Mention> mentions;
    for (const Entity &entity : annotations.entities) {
        const Entity *team = entity.team.isEmpty() ? nullptr : annotations.entity(entity.team);
        for (const TextSpan &span : entity.mentions)
            mentions.append({span, &entity, team});
    }
    std::stable_sort(mentions.begin(), mentions.end(), [](const Mention &a, const Mention &b) { return a.span.start < b.span.start; });

    out.beginArray();
    for (const Mention &mention : mentions) {
        out.beginObject();
        out.key(u"canonical").string(mention.entity->canonical);
        out.key(u"end").integer(index.toCodePoint(mention.span.end));
        out.key(u"id").string(mention.entity->id);
        out.key(u"start").integer(index.toCodePoint(mention.span.start));
        if (mention.team)
            out.key(u"team").string(mention.team->canonical);
        out.key(u"text").string(spanText(mention.span, text));
        out.key(u"type").string(entityTypeName(mention.entity->type));
        out.endObject();
    }
    out.endArray();
}

void writeEvent(JsonWriter &out, const MatchEvent &event, const QString &text, const CodePointIndex &index)
{
    out.beginObject();
    out.key(u"confidence").number(qRound(event.confidence * 100) / 100.0);
    out.key(u"detail").string(event.detail);
    out.key(u"evidence").beginArray();
    for (const TextSpan &span : event.evidence)
        writeSpan(out, span, text, index);
    out.endArray();
    out.key(u"id").string(event.id);
    out.key(u"minute");
    if (event.time.isValid())
        out.string(event.time.toString());
    else
        out.null();
    out.key(u"minute_text").string(event.time.text);
    out.key(u"period");
    if (event.time.isValid())
        out.integer(event.time.period);
    else
        out.null();
    out.key(u"player").stringOrNull(event.player);
    if (!event.reviews.isEmpty())
        out.key(u"reviews").string(event.reviews);
    out.key(u"score");
    if (event.scoreAfter)
        out.string(event.scoreAfter->toString());
    else
        out.null();
    out.key(u"second_player").stringOrNull(event.secondPlayer);
    out.key(u"status").string(eventStatusName(event.status));
    out.key(u"team").stringOrNull(event.team);
    out.key(u"type").string(eventTypeName(event.type));
    out.endObject();
}

} // namespace

void writeExtractionJson(JsonWriter &out, const AnnotationSet &annotations, const QString &text, const std::optional<QString> &path)
{
    const CodePointIndex index(text);

    out.beginObject();
    if (!annotations.awayTeam.isEmpty())
        out.key(u"away_team").string(annotations.awayTeam);
    out.key(u"document").string(annotations.document.name);
    out.key(u"entities");
    writeEntityMentions(out, annotations, text, index);
    out.key(u"events").beginArray();
    for (const MatchEvent &event : annotations.events)
        writeEvent(out, event, text, index);
    out.endArray();
    if (annotations.finalScore)
        out.key(u"final_score").string(annotations.finalScore->toString());
    if (!annotations.homeTeam.isEmpty())
        out.key(u"home_team").string(annotations.homeTeam);
    out.key(u"offsets").string(u"codepoints");
    if (path)
        out.key(u"path").string(*path);
    // Scores and minutes are attributes, not entities: they get their own list.
    out.key(u"values").beginArray();
    for (const ValueMention &value : annotations.values) {
        out.beginObject();
        out.key(u"end").integer(index.toCodePoint(value.span.end));
        out.key(u"start").integer(index.toCodePoint(value.span.start));
        out.key(u"text").string(spanText(value.span, text));
        out.key(u"type").string(entityTypeName(value.type));
        out.key(u"value").string(value.value);
        out.endObject();
    }
    out.endArray();
    out.key(u"warnings");
    writeAnnotationWarnings(out, annotations.warnings);
    out.endObject();
}

void writeAnnotationWarnings(JsonWriter &out, const QList<AnnotationWarning> &warnings)
{
    out.beginArray();
    for (const AnnotationWarning &warning : warnings) {
        out.beginObject();
        out.key(u"code").string(warning.code);
        out.key(u"message").string(warning.message);
        out.endObject();
    }
    out.endArray();
}

QJsonObject extractionToJson(const AnnotationSet &annotations, const QString &text)
{
    QByteArray bytes;
    JsonWriter out(bytes);
    writeExtractionJson(out, annotations, text);
    return QJsonDocument::fromJson(bytes).object();
}

} // namespace Touchline
