#include "doccanoimporter.h"

#include "entityresolver.h"
#include "codepoints.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Touchline {

namespace {

QString safeFileName(const QString &name)
{
    QString result;
    for (const QChar c : name) {
        result += (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_') || c == QLatin1Char('.')) ? c : QLatin1Char('_');
    }
    while (result.startsWith(QLatin1Char('.')))
        result.remove(0, 1);
    return result;
}

} // namespace

std::variant<QList<AnnotatedReport>, FormatError> DoccanoImporter::parse(const QByteArray &jsonl, const QString &sourceName,
                                                                         const LabelMapping &mapping)
{
    QList<AnnotatedReport> reports;
    const QList<QByteArray> lines = jsonl.split('\n');
    QStringList unknown;
    int firstUnknownLine = 0;
    for (int number = 1; number <= lines.size(); ++number) {
        const QByteArray line = lines.at(number - 1).trimmed();
        if (line.isEmpty())
            continue;
        auto error = [&](const QString &field, const QString &reason) { return FormatError{sourceName, reason, number, field}; };
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return error({}, QStringLiteral("not valid JSON at column %1: %2").arg(parseError.offset + 1).arg(parseError.errorString()));
        if (!document.isObject())
            return error({}, QStringLiteral("expected one JSON object per line"));
        const QJsonObject object = document.object();
        if (!object.value(QStringLiteral("text")).isString())
            return error(QStringLiteral("text"), QStringLiteral("missing the document's \"text\""));

        AnnotatedReport report;
        report.text = object.value(QStringLiteral("text")).toString();
        for (const char *key : {"name", "filename", "file", "id"}) {
            const QJsonValue value = object.value(QLatin1String(key));
            if (value.isString() || value.isDouble()) {
                report.name = safeFileName(value.toVariant().toString());
                break;
            }
        }
        if (report.name.isEmpty())
            report.name = QStringLiteral("doccano-%1").arg(number);
        if (!report.name.endsWith(QLatin1String(".txt")))
            report.name += QStringLiteral(".txt");
        const QByteArray bytes = report.text.toUtf8();
        report.set.document = {report.name, bytes.size(), QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()};
        const CodePointIndex index(report.text);

        struct Label {
            int start;
            int end;
            QString label;
            QString field;
        };
        QList<Label> labels;
        const QString labelKey = object.contains(QStringLiteral("label")) ? QStringLiteral("label") : QStringLiteral("labels");
        const QJsonArray plain = object.value(labelKey).toArray();
        for (qsizetype i = 0; i < plain.size(); ++i) {
            const QJsonArray item = plain.at(i).toArray();
            const QString field = QStringLiteral("%1[%2]").arg(labelKey).arg(i);
            if (item.size() != 3 || !item.at(0).isDouble() || !item.at(1).isDouble() || !item.at(2).isString())
                return error(field, QStringLiteral("expected [start, end, \"LABEL\"]"));
            labels.append({item.at(0).toInt(), item.at(1).toInt(), item.at(2).toString(), field});
        }
        const QJsonArray entities = object.value(QStringLiteral("entities")).toArray();
        for (qsizetype i = 0; i < entities.size(); ++i) {
            const QJsonObject item = entities.at(i).toObject();
            const QString field = QStringLiteral("entities[%1]").arg(i);
            if (!item.value(QStringLiteral("start_offset")).isDouble() || !item.value(QStringLiteral("end_offset")).isDouble()
                || !item.value(QStringLiteral("label")).isString())
                return error(field, QStringLiteral("expected {\"start_offset\", \"end_offset\", \"label\"}"));
            labels.append({item.value(QStringLiteral("start_offset")).toInt(), item.value(QStringLiteral("end_offset")).toInt(),
                           item.value(QStringLiteral("label")).toString(), field});
        }

        for (const Label &label : std::as_const(labels)) {
            if (label.start < 0 || label.end < label.start || label.end > index.codePointCount())
                return error(label.field, QStringLiteral("offsets %1-%2 are outside the text (%3 characters)")
                                              .arg(label.start)
                                              .arg(label.end)
                                              .arg(index.codePointCount()));
            const auto target = mapping.resolve(label.label);
            if (!target) {
                if (!unknown.contains(label.label))
                    unknown.append(label.label);
                if (!firstUnknownLine)
                    firstUnknownLine = number;
                continue;
            }
            const TextSpan span{index.toUtf16(label.start), index.toUtf16(label.end)};
            const QString text = span.textIn(report.text);
            switch (target->kind) {
            case LabelMapping::Target::Kind::Skip:
                break;
            case LabelMapping::Target::Kind::Value:
                report.set.values.append({target->entityType, span, text});
                break;
            case LabelMapping::Target::Kind::Entity: {
                const QString id = EntityResolver::entityId(target->entityType, text);
                Entity *entity = report.set.entity(id);
                if (!entity) {
                    report.set.entities.append({id, target->entityType, text, {}, {}});
                    entity = &report.set.entities.last();
                }
                entity->mentions.append(span);
                break;
            }
            case LabelMapping::Target::Kind::Event: {
                MatchEvent event;
                event.id = report.set.newEventId();
                event.type = target->eventType;
                event.evidence = {span};
                event.status = EventStatus::Manual;
                event.confidence = 1.0;
                report.set.events.append(event);
                break;
            }
            }
        }
        reports.append(report);
    }
    if (!unknown.isEmpty())
        return FormatError{sourceName,
                           QStringLiteral("unknown label%1 \"%2\"; map with --map LABEL=TYPE (%3) or --map LABEL=skip")
                               .arg(unknown.size() > 1 ? QStringLiteral("s") : QString(), unknown.join(QStringLiteral("\", \"")),
                                    LabelMapping::knownTypes()),
                           firstUnknownLine, {}};
    return reports;
}

} // namespace Touchline
