#include "csvexporter.h"

#include "codepoints.h"

namespace Touchline {

namespace {
const QByteArray recordEnd("\r\n");

QString joinedEvidence(const MatchEvent &event, const QString &text)
{
    QStringList parts;
    for (const TextSpan &span : event.evidence)
        parts.append(span.textIn(text));
    return parts.join(QStringLiteral(" \u2026 "));
}
} // namespace

QByteArray CsvExporter::record(const QStringList &fields)
{
    QByteArray line;
    for (int i = 0; i < fields.size(); ++i) {
        if (i > 0)
            line += ',';
        QByteArray field = fields.at(i).toUtf8();
        if (field.contains(',') || field.contains('"') || field.contains('\n') || field.contains('\r')) {
            field.replace('"', "\"\"");
            field = '"' + field + '"';
        }
        line += field;
    }
    return line;
}

QByteArray CsvExporter::events(const QList<AnnotatedReport> &reports)
{
    QByteArray csv = eventsHeader();
    for (const AnnotatedReport &report : reports)
        csv += eventRows(report);
    return csv;
}

QByteArray CsvExporter::mentions(const QList<AnnotatedReport> &reports)
{
    QByteArray csv = mentionsHeader();
    for (const AnnotatedReport &report : reports)
        csv += mentionRows(report);
    return csv;
}

QByteArray CsvExporter::eventsHeader()
{
    return record({QStringLiteral("report"), QStringLiteral("event_id"), QStringLiteral("minute"), QStringLiteral("period"),
                   QStringLiteral("type"), QStringLiteral("team"), QStringLiteral("player"), QStringLiteral("second_player"),
                   QStringLiteral("score_after"), QStringLiteral("status"), QStringLiteral("confidence"), QStringLiteral("detail"),
                   QStringLiteral("evidence"), QStringLiteral("evidence_start"), QStringLiteral("evidence_end")})
        + recordEnd;
}

QByteArray CsvExporter::eventRows(const AnnotatedReport &report)
{
    QByteArray csv;
    const CodePointIndex index(report.text);
    for (const MatchEvent &event : report.set.events) {
        const bool hasEvidence = !event.evidence.isEmpty();
        csv += record({report.name, event.id, event.time.toString(), event.time.isValid() ? QString::number(event.time.period) : QString(),
                       eventTypeName(event.type), event.team, event.player, event.secondPlayer,
                       event.scoreAfter ? event.scoreAfter->toString() : QString(), eventStatusName(event.status),
                       QString::number(event.confidence, 'g', 3), event.detail, joinedEvidence(event, report.text),
                       hasEvidence ? QString::number(index.toCodePoint(event.evidence.first().start)) : QString(),
                       hasEvidence ? QString::number(index.toCodePoint(event.evidence.last().end)) : QString()})
            + recordEnd;
    }
    return csv;
}

QByteArray CsvExporter::mentionsHeader()
{
    return record({QStringLiteral("report"), QStringLiteral("entity_id"), QStringLiteral("type"), QStringLiteral("canonical"),
                   QStringLiteral("team"), QStringLiteral("text"), QStringLiteral("start"), QStringLiteral("end")})
        + recordEnd;
}

QByteArray CsvExporter::mentionRows(const AnnotatedReport &report)
{
    QByteArray csv;
    const CodePointIndex index(report.text);
    for (const Entity &entity : report.set.entities) {
        const Entity *team = entity.team.isEmpty() ? nullptr : report.set.entity(entity.team);
        for (const TextSpan &mention : entity.mentions) {
            csv += record({report.name, entity.id, entityTypeName(entity.type), entity.canonical, team ? team->canonical : entity.team,
                           mention.textIn(report.text), QString::number(index.toCodePoint(mention.start)),
                           QString::number(index.toCodePoint(mention.end))})
                + recordEnd;
        }
    }
    for (const ValueMention &value : report.set.values) {
        csv += record({report.name, QString(), entityTypeName(value.type), value.value, QString(), value.span.textIn(report.text),
                       QString::number(index.toCodePoint(value.span.start)), QString::number(index.toCodePoint(value.span.end))})
            + recordEnd;
    }
    return csv;
}

} // namespace Touchline
