#include "bratimporter.h"

#include "entityresolver.h"
#include "bratexporter.h"
#include "codepoints.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

namespace Touchline {

namespace {

struct TextBound {
    QString id;
    QString label;
    TextSpans spans;
    QString text;
    int line = 0;
};

struct EventLine {
    QString id;
    QString label;
    QString trigger;
    QList<std::pair<QString, QString>> arguments; // role (without trailing digits), target id
    int line = 0;
};

QString oneLine(QString text)
{
    for (QChar &c : text) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\t'))
            c = QLatin1Char(' ');
    }
    return text;
}

} // namespace

std::variant<AnnotationSet, FormatError> BratImporter::parse(const QByteArray &ann, const QString &text, const QString &sourceName,
                                                             const LabelMapping &mapping)
{
    const CodePointIndex index(text);
    QList<TextBound> textBounds;
    QHash<QString, int> textBoundIndex;
    QList<EventLine> eventLines;
    QHash<QString, QHash<QString, QString>> attributes; // target -> name -> value
    QHash<QString, QJsonObject> notes;
    QMap<QString, int> ignored; // line kind -> count
    auto error = [&](int line, const QString &reason) { return FormatError{sourceName, reason, line, {}}; };

    const QList<QByteArray> lines = ann.split('\n');
    for (int number = 1; number <= lines.size(); ++number) {
        QString line = QString::fromUtf8(lines.at(number - 1));
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        const QStringList fields = line.split(QLatin1Char('\t'));
        const QString id = fields.first();
        const QChar kind = id.at(0);
        if (fields.size() < 2)
            return error(number, QStringLiteral("not a brat standoff line (no tab after \"%1\")").arg(id.left(20)));
        if (kind == QLatin1Char('T')) {
            TextBound bound{id, {}, {}, fields.value(2), number};
            const qsizetype space = fields.at(1).indexOf(QLatin1Char(' '));
            if (space <= 0)
                return error(number, QStringLiteral("%1: expected \"TYPE START END\"").arg(id));
            bound.label = fields.at(1).left(space);
            for (const QString &fragment : fields.at(1).mid(space + 1).split(QLatin1Char(';'))) {
                const QStringList offsets = fragment.trimmed().split(QLatin1Char(' '));
                bool okStart = false;
                bool okEnd = false;
                const int start = offsets.value(0).toInt(&okStart);
                const int end = offsets.value(1).toInt(&okEnd);
                if (offsets.size() != 2 || !okStart || !okEnd)
                    return error(number, QStringLiteral("%1: \"%2\" is not a pair of offsets").arg(id, fragment));
                if (start < 0 || end < start)
                    return error(number, QStringLiteral("%1: offsets %2-%3 are not a range").arg(id).arg(start).arg(end));
                if (end > index.codePointCount())
                    return error(number, QStringLiteral("%1: offsets %2-%3 are outside the text (%4 characters)")
                                             .arg(id)
                                             .arg(start)
                                             .arg(end)
                                             .arg(index.codePointCount()));
                bound.spans.append({index.toUtf16(start), index.toUtf16(end)});
            }
            if (fields.size() >= 3) {
                QStringList parts;
                for (const TextSpan &span : bound.spans)
                    parts.append(oneLine(span.textIn(text)));
                const QString actual = parts.join(QLatin1Char(' '));
                if (actual.simplified() != fields.at(2).simplified())
                    return error(number, QStringLiteral("%1: the .ann says \u201C%2\u201D but the text at those offsets is \u201C%3\u201D "
                                                        "(offsets must be characters, not bytes)")
                                             .arg(id, fields.at(2).left(80), actual.left(80)));
            }
            textBoundIndex.insert(id, int(textBounds.size()));
            textBounds.append(bound);
        } else if (kind == QLatin1Char('E')) {
            EventLine event{id, {}, {}, {}, number};
            const QStringList parts = fields.at(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            for (int i = 0; i < parts.size(); ++i) {
                const qsizetype colon = parts.at(i).lastIndexOf(QLatin1Char(':'));
                if (colon <= 0)
                    return error(number, QStringLiteral("%1: \"%2\" is not ROLE:ID").arg(id, parts.at(i)));
                const QString role = parts.at(i).left(colon);
                const QString target = parts.at(i).mid(colon + 1);
                if (i == 0) {
                    event.label = role;
                    event.trigger = target;
                } else {
                    static const QRegularExpression trailingDigits(QStringLiteral("\\d+$"));
                    event.arguments.append({QString(role).remove(trailingDigits), target});
                }
            }
            if (event.trigger.isEmpty())
                return error(number, QStringLiteral("%1: no trigger").arg(id));
            eventLines.append(event);
        } else if (kind == QLatin1Char('A') || kind == QLatin1Char('M')) {
            const QStringList parts = fields.at(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (parts.size() < 2)
                return error(number, QStringLiteral("%1: expected \"NAME TARGET [VALUE]\"").arg(id));
            attributes[parts.at(1)].insert(parts.at(0), parts.value(2, QStringLiteral("true")));
        } else if (kind == QLatin1Char('#')) {
            const QStringList parts = fields.at(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const QString note = fields.mid(2).join(QLatin1Char('\t'));
            if (parts.size() == 2 && note.startsWith(QLatin1String(BratExporter::notePrefix))) {
                QJsonParseError parseError;
                const QJsonDocument json = QJsonDocument::fromJson(note.mid(int(qstrlen(BratExporter::notePrefix))).toUtf8(), &parseError);
                if (parseError.error != QJsonParseError::NoError || !json.isObject())
                    return error(number, QStringLiteral("%1: Touchline note is not valid JSON (%2)").arg(id, parseError.errorString()));
                notes.insert(parts.at(1), json.object());
            } else {
                ignored[QStringLiteral("notes")]++;
            }
        } else if (kind == QLatin1Char('R') || kind == QLatin1Char('N') || kind == QLatin1Char('*')) {
            ignored[kind == QLatin1Char('N') ? QStringLiteral("normalizations") : QStringLiteral("relations")]++;
        } else {
            return error(number, QStringLiteral("not a brat standoff line (unknown annotation \"%1\")").arg(id.left(20)));
        }
    }

    // Labels: every unknown one reported at once.
    QHash<QString, QString> triggers; // T id -> E label
    for (const EventLine &event : std::as_const(eventLines)) {
        if (!textBoundIndex.contains(event.trigger))
            return error(event.line, QStringLiteral("%1: trigger %2 is not a T annotation of this file").arg(event.id, event.trigger));
        triggers.insert(event.trigger, event.label);
    }
    QStringList unknown;
    int firstUnknownLine = 0;
    auto check = [&](const QString &label, int line, bool mustBeEvent) -> std::optional<LabelMapping::Target> {
        const auto target = mapping.resolve(label);
        if (target && (!mustBeEvent || target->kind == LabelMapping::Target::Kind::Event || target->kind == LabelMapping::Target::Kind::Skip))
            return target;
        if (!unknown.contains(label))
            unknown.append(label);
        if (!firstUnknownLine)
            firstUnknownLine = line;
        return std::nullopt;
    };
    QList<std::optional<LabelMapping::Target>> targets;
    for (const TextBound &bound : std::as_const(textBounds))
        targets.append(triggers.contains(bound.id) ? std::nullopt : check(bound.label, bound.line, false));
    QList<std::optional<LabelMapping::Target>> eventTargets;
    for (const EventLine &event : std::as_const(eventLines))
        eventTargets.append(check(event.label, event.line, true));
    if (!unknown.isEmpty())
        return FormatError{sourceName,
                           QStringLiteral("unknown label%1 %2; map %3 with --map LABEL=TYPE (%4) or --map LABEL=skip")
                               .arg(unknown.size() > 1 ? QStringLiteral("s") : QString(),
                                    QLatin1Char('"') + unknown.join(QStringLiteral("\", \"")) + QLatin1Char('"'),
                                    unknown.size() > 1 ? QStringLiteral("them") : QStringLiteral("it"), LabelMapping::knownTypes()),
                           firstUnknownLine, {}};

    AnnotationSet set;
    QHash<QString, QString> entityOfBound; // T id -> entity id
    for (int i = 0; i < textBounds.size(); ++i) {
        const TextBound &bound = textBounds.at(i);
        if (!targets.at(i))
            continue;
        const LabelMapping::Target target = *targets.at(i);
        const QJsonObject note = notes.value(bound.id);
        switch (target.kind) {
        case LabelMapping::Target::Kind::Skip:
            break;
        case LabelMapping::Target::Kind::Value:
            set.values.append({target.entityType, bound.spans.first(), note.value(QStringLiteral("value")).toString(bound.text)});
            break;
        case LabelMapping::Target::Kind::Entity: {
            QString id = note.value(QStringLiteral("entity")).toString();
            if (id.isEmpty())
                id = EntityResolver::entityId(target.entityType, bound.text);
            Entity *entity = set.entity(id);
            if (!entity) {
                set.entities.append({id, target.entityType, bound.text, {}, {}});
                entity = &set.entities.last();
            }
            if (note.contains(QStringLiteral("canonical")))
                entity->canonical = note.value(QStringLiteral("canonical")).toString();
            if (note.contains(QStringLiteral("team")))
                entity->team = note.value(QStringLiteral("team")).toString();
            entity->mentions.append(bound.spans);
            entityOfBound.insert(bound.id, id);
            break;
        }
        case LabelMapping::Target::Kind::Event: {
            // An event label on a plain T (no E line): an event with this evidence and nothing else.
            MatchEvent event;
            event.id = set.newEventId();
            event.type = target.eventType;
            event.evidence = bound.spans;
            event.status = EventStatus::Manual;
            event.confidence = 1.0;
            set.events.append(event);
            break;
        }
        }
    }

    auto nameOf = [&](const QString &boundId) {
        const QString entityId = entityOfBound.value(boundId);
        if (const Entity *entity = set.entity(entityId))
            return entity->canonical;
        const int at = textBoundIndex.value(boundId, -1);
        return at < 0 ? QString() : textBounds.at(at).text;
    };
    QHash<QString, QString> eventIdOf; // E id -> event id
    QList<std::pair<int, QString>> pendingReviews;
    for (int i = 0; i < eventLines.size(); ++i) {
        const EventLine &line = eventLines.at(i);
        if (!eventTargets.at(i) || eventTargets.at(i)->kind == LabelMapping::Target::Kind::Skip)
            continue;
        MatchEvent event;
        event.type = eventTargets.at(i)->eventType;
        event.evidence = textBounds.at(textBoundIndex.value(line.trigger)).spans;
        const QJsonObject note = notes.value(line.id);
        const QHash<QString, QString> attribute = attributes.value(line.id);
        if (!note.isEmpty()) {
            event.id = note.value(QStringLiteral("id")).toString();
            event.time.minute = note.value(QStringLiteral("minute")).toInt(-1);
            event.time.period = note.value(QStringLiteral("period")).toInt(MatchTime::FirstHalf);
            event.time.precision = MatchTime::Precision(std::clamp(note.value(QStringLiteral("precision")).toInt(), 0, 2));
            if (note.contains(QStringLiteral("added")))
                event.time.addedMinute = note.value(QStringLiteral("added")).toInt();
            event.time.text = note.value(QStringLiteral("minute_text")).toString();
            event.team = note.value(QStringLiteral("team")).toString();
            event.player = note.value(QStringLiteral("player")).toString();
            event.secondPlayer = note.value(QStringLiteral("second_player")).toString();
            event.detail = note.value(QStringLiteral("detail")).toString();
            event.reviews = note.value(QStringLiteral("reviews")).toString();
            event.scoreAfter = Score::fromString(note.value(QStringLiteral("score_after")).toString());
            event.confidence = note.value(QStringLiteral("confidence")).toDouble();
            event.status = EventStatus::Extracted;
            const QJsonArray order = note.value(QStringLiteral("evidence_order")).toArray();
            if (order.size() == event.evidence.size()) {
                TextSpans reordered;
                for (const QJsonValue &at : order)
                    reordered.append(event.evidence.value(at.toInt(), event.evidence.first()));
                event.evidence = reordered;
            }
        } else {
            event.confidence = 1.0;
            event.status = EventStatus::Manual;
            for (const auto &[role, target] : line.arguments) {
                if (role == QLatin1String("Scorer") || role == QLatin1String("Player") || role == QLatin1String("PlayerOn"))
                    event.player = nameOf(target);
                else if (role == QLatin1String("Assist") || role == QLatin1String("Keeper") || role == QLatin1String("PlayerOff"))
                    event.secondPlayer = nameOf(target);
                else if (role == QLatin1String("Team"))
                    event.team = nameOf(target);
                else if (role == QLatin1String("Reviewed"))
                    pendingReviews.append({int(set.events.size()), target});
            }
        }
        if (event.id.isEmpty() || set.event(event.id))
            event.id = set.newEventId();
        // Attributes edited in brat win over the note written at export.
        if (attribute.contains(QStringLiteral("Minute")) && attribute.value(QStringLiteral("Minute")) != event.time.toString()) {
            if (auto time = MatchTime::fromString(attribute.value(QStringLiteral("Minute"))))
                event.time = *time;
        }
        if (const auto status = eventStatusFromName(attribute.value(QStringLiteral("Status"))))
            event.status = *status;
        eventIdOf.insert(line.id, event.id);
        set.events.append(event);
    }
    for (const auto &[at, target] : std::as_const(pendingReviews))
        set.events[at].reviews = eventIdOf.value(target);

    for (auto it = ignored.constBegin(); it != ignored.constEnd(); ++it)
        set.warnings.append({QStringLiteral("import-skipped"), QStringLiteral("%1: %2 brat %3 not imported").arg(sourceName).arg(it.value()).arg(it.key())});
    return set;
}

} // namespace Touchline
