#include "extractionjson.h"

#include "codepoints.h"

#include <QJsonArray>

#include <algorithm>

namespace Touchline {

namespace {

QJsonObject spanToJson(const TextSpan &span, const QString &text, const CodePointIndex &index)
{
    return QJsonObject{{QStringLiteral("start"), index.toCodePoint(span.start)},
                       {QStringLiteral("end"), index.toCodePoint(span.end)},
                       {QStringLiteral("text"), span.textIn(text)}};
}

} // namespace

QJsonObject extractionToJson(const AnnotationSet &annotations, const QString &text)
{
    const CodePointIndex index(text);

    struct Row {
        TextSpan span;
        QJsonObject json;
    };
    QList<Row> rows;
    for (const Entity &entity : annotations.entities) {
        const Entity *team = entity.team.isEmpty() ? nullptr : annotations.entity(entity.team);
        for (const TextSpan &mention : entity.mentions) {
            QJsonObject json{{QStringLiteral("type"), entityTypeName(entity.type)},
                             {QStringLiteral("text"), mention.textIn(text)},
                             {QStringLiteral("start"), index.toCodePoint(mention.start)},
                             {QStringLiteral("end"), index.toCodePoint(mention.end)},
                             {QStringLiteral("canonical"), entity.canonical},
                             {QStringLiteral("id"), entity.id}};
            if (team)
                json.insert(QStringLiteral("team"), team->canonical);
            rows.append({mention, json});
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.span.start < b.span.start; });
    QJsonArray entities;
    for (const Row &row : rows)
        entities.append(row.json);
    // Scores and minutes are attributes, not entities: they get their own list.
    QJsonArray values;
    for (const ValueMention &value : annotations.values) {
        values.append(QJsonObject{{QStringLiteral("type"), entityTypeName(value.type)},
                                  {QStringLiteral("text"), value.span.textIn(text)},
                                  {QStringLiteral("start"), index.toCodePoint(value.span.start)},
                                  {QStringLiteral("end"), index.toCodePoint(value.span.end)},
                                  {QStringLiteral("value"), value.value}});
    }

    QJsonArray events;
    for (const MatchEvent &event : annotations.events) {
        QJsonArray evidence;
        for (const TextSpan &span : event.evidence)
            evidence.append(spanToJson(span, text, index));
        QJsonObject json{{QStringLiteral("id"), event.id},
                         {QStringLiteral("type"), eventTypeName(event.type)},
                         {QStringLiteral("minute"), event.time.isValid() ? QJsonValue(event.time.toString()) : QJsonValue()},
                         {QStringLiteral("period"), event.time.isValid() ? QJsonValue(event.time.period) : QJsonValue()},
                         {QStringLiteral("minute_text"), event.time.text},
                         {QStringLiteral("player"), event.player.isEmpty() ? QJsonValue() : QJsonValue(event.player)},
                         {QStringLiteral("second_player"), event.secondPlayer.isEmpty() ? QJsonValue() : QJsonValue(event.secondPlayer)},
                         {QStringLiteral("team"), event.team.isEmpty() ? QJsonValue() : QJsonValue(event.team)},
                         {QStringLiteral("detail"), event.detail},
                         {QStringLiteral("score"), event.scoreAfter ? QJsonValue(event.scoreAfter->toString()) : QJsonValue()},
                         {QStringLiteral("evidence"), evidence},
                         {QStringLiteral("confidence"), qRound(event.confidence * 100) / 100.0},
                         {QStringLiteral("status"), eventStatusName(event.status)}};
        if (!event.reviews.isEmpty())
            json.insert(QStringLiteral("reviews"), event.reviews);
        events.append(json);
    }

    QJsonArray warnings;
    for (const AnnotationWarning &warning : annotations.warnings)
        warnings.append(QJsonObject{{QStringLiteral("code"), warning.code}, {QStringLiteral("message"), warning.message}});

    QJsonObject result{{QStringLiteral("document"), annotations.document.name},
                       {QStringLiteral("offsets"), QStringLiteral("codepoints")},
                       {QStringLiteral("entities"), entities},
                       {QStringLiteral("values"), values},
                       {QStringLiteral("events"), events},
                       {QStringLiteral("warnings"), warnings}};
    if (!annotations.homeTeam.isEmpty())
        result.insert(QStringLiteral("home_team"), annotations.homeTeam);
    if (!annotations.awayTeam.isEmpty())
        result.insert(QStringLiteral("away_team"), annotations.awayTeam);
    if (annotations.finalScore)
        result.insert(QStringLiteral("final_score"), annotations.finalScore->toString());
    return result;
}

} // namespace Touchline
