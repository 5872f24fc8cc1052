#include "w3cexporter.h"

#include "codepoints.h"
#include "reanchor.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QUrl>

namespace Touchline {

namespace {

QJsonObject target(const QString &source, const TextSpan &span, const QString &text, const CodePointIndex &index)
{
    const SpanAnchor anchor = Reanchor::anchorFor(span, text, index);
    return QJsonObject{{QStringLiteral("source"), source},
                       {QStringLiteral("selector"),
                        QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("TextQuoteSelector")},
                                               {QStringLiteral("exact"), anchor.quote},
                                               {QStringLiteral("prefix"), anchor.prefix},
                                               {QStringLiteral("suffix"), anchor.suffix}},
                                   QJsonObject{{QStringLiteral("type"), QStringLiteral("TextPositionSelector")},
                                               {QStringLiteral("start"), anchor.start},
                                               {QStringLiteral("end"), anchor.end}}}}};
}

QJsonObject textualBody(const QString &value, const char *purpose)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("TextualBody")},
                       {QStringLiteral("value"), value},
                       {QStringLiteral("purpose"), QLatin1String(purpose)}};
}

} // namespace

QJsonObject W3cExporter::collection(const AnnotatedReport &report)
{
    const CodePointIndex index(report.text);
    const QString source = report.path.isEmpty() ? QStringLiteral("urn:touchline:report:") + report.name
                                                 : QUrl::fromLocalFile(QFileInfo(report.path).absoluteFilePath()).toString();
    const QString base = QStringLiteral("urn:touchline:") + report.baseName() + QLatin1Char('#');
    QJsonArray items;
    for (const Entity &entity : report.set.entities) {
        for (int i = 0; i < entity.mentions.size(); ++i) {
            if (entity.mentions.at(i).isEmpty())
                continue;
            items.append(QJsonObject{{QStringLiteral("id"), QString(base + entity.id + QLatin1Char('/') + QString::number(i + 1))},
                                     {QStringLiteral("type"), QStringLiteral("Annotation")},
                                     {QStringLiteral("motivation"), QStringLiteral("identifying")},
                                     {QStringLiteral("body"), QJsonArray{textualBody(entityTypeName(entity.type), "tagging"),
                                                                         textualBody(entity.canonical, "identifying")}},
                                     {QStringLiteral("target"), target(source, entity.mentions.at(i), report.text, index)}});
        }
    }
    for (int i = 0; i < report.set.values.size(); ++i) {
        const ValueMention &value = report.set.values.at(i);
        if (value.span.isEmpty())
            continue;
        items.append(QJsonObject{{QStringLiteral("id"), QString(base + QStringLiteral("value/") + QString::number(i + 1))},
                                 {QStringLiteral("type"), QStringLiteral("Annotation")},
                                 {QStringLiteral("motivation"), QStringLiteral("tagging")},
                                 {QStringLiteral("body"), QJsonArray{textualBody(entityTypeName(value.type), "tagging"),
                                                                     textualBody(value.value, "describing")}},
                                 {QStringLiteral("target"), target(source, value.span, report.text, index)}});
    }
    for (const MatchEvent &event : report.set.events) {
        QJsonArray targets;
        for (const TextSpan &span : event.evidence) {
            if (!span.isEmpty())
                targets.append(target(source, span, report.text, index));
        }
        if (targets.isEmpty())
            targets.append(source); // the report as a whole
        QString description = eventTypeLabel(event.type);
        if (event.time.isValid())
            description += QLatin1Char(' ') + event.time.toString() + QLatin1Char('\'');
        if (!event.player.isEmpty())
            description += QStringLiteral(", ") + event.player;
        if (!event.team.isEmpty())
            description += QStringLiteral(" (") + event.team + QLatin1Char(')');
        QJsonObject fields{{QStringLiteral("id"), event.id},
                           {QStringLiteral("type"), eventTypeName(event.type)},
                           {QStringLiteral("minute"), event.time.isValid() ? QJsonValue(event.time.toString()) : QJsonValue()},
                           {QStringLiteral("period"), event.time.period},
                           {QStringLiteral("team"), event.team},
                           {QStringLiteral("player"), event.player},
                           {QStringLiteral("secondPlayer"), event.secondPlayer},
                           {QStringLiteral("scoreAfter"), event.scoreAfter ? QJsonValue(event.scoreAfter->toString()) : QJsonValue()},
                           {QStringLiteral("status"), eventStatusName(event.status)},
                           {QStringLiteral("confidence"), event.confidence}};
        if (!event.reviews.isEmpty())
            fields.insert(QStringLiteral("reviews"), QString(base + QStringLiteral("event/") + event.reviews));
        items.append(QJsonObject{{QStringLiteral("id"), QString(base + QStringLiteral("event/") + event.id)},
                                 {QStringLiteral("type"), QStringLiteral("Annotation")},
                                 {QStringLiteral("motivation"), QStringLiteral("describing")},
                                 {QStringLiteral("body"), QJsonArray{textualBody(eventTypeName(event.type), "tagging"),
                                                                     textualBody(description, "describing")}},
                                 {QStringLiteral("target"), targets.size() == 1 ? targets.first() : QJsonValue(targets)},
                                 {QStringLiteral("touchline:event"), fields}});
    }
    return QJsonObject{
        {QStringLiteral("@context"), QJsonArray{QStringLiteral("http://www.w3.org/ns/anno.jsonld"),
                                                QJsonObject{{QStringLiteral("touchline"), QStringLiteral("urn:touchline:vocab:")}}}},
        {QStringLiteral("id"), QString(base + QStringLiteral("annotations"))},
        {QStringLiteral("type"), QStringLiteral("AnnotationCollection")},
        {QStringLiteral("label"), QString(QStringLiteral("Touchline annotations of ") + report.name)},
        {QStringLiteral("total"), items.size()},
        {QStringLiteral("first"), QJsonObject{{QStringLiteral("id"), QString(base + QStringLiteral("page1"))},
                                              {QStringLiteral("type"), QStringLiteral("AnnotationPage")},
                                              {QStringLiteral("startIndex"), 0},
                                              {QStringLiteral("items"), items}}},
    };
}

} // namespace Touchline
