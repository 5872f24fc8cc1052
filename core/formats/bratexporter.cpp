#include "bratexporter.h"

#include "codepoints.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace Touchline {

namespace {

QString oneLine(QString text)
{
    for (QChar &c : text) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\t'))
            c = QLatin1Char(' ');
    }
    return text;
}

QByteArray note(int number, const QString &target, const QJsonObject &object)
{
    return QStringLiteral("#%1\tAnnotatorNotes %2\t").arg(number).arg(target).toUtf8() + BratExporter::notePrefix
        + QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QString fragments(const TextSpans &spans, const CodePointIndex &index)
{
    QStringList parts;
    for (const TextSpan &span : spans)
        parts.append(QStringLiteral("%1 %2").arg(index.toCodePoint(span.start)).arg(index.toCodePoint(span.end)));
    return parts.join(QLatin1Char(';'));
}

QString fragmentText(const TextSpans &spans, const QString &text)
{
    QStringList parts;
    for (const TextSpan &span : spans)
        parts.append(oneLine(span.textIn(text)));
    return parts.join(QLatin1Char(' '));
}

} // namespace

BratExporter::Roles BratExporter::roles(EventType type)
{
    switch (type) {
    case EventType::Goal:
    case EventType::PenaltyGoal:
        return {"Scorer", "Assist"};
    case EventType::PenaltyMiss:
        return {"Player", "Keeper"};
    case EventType::Substitution:
        return {"PlayerOn", "PlayerOff"};
    case EventType::FullTime:
        return {nullptr, nullptr};
    default:
        return {"Player", nullptr};
    }
}

BratExporter::Files BratExporter::write(const AnnotatedReport &report)
{
    Files files;
    files.text = report.text.toUtf8();
    const QString &text = report.text;
    const CodePointIndex index(text);
    const AnnotationSet &set = report.set;
    QByteArray ann;
    int textBound = 0;
    int noteNumber = 0;
    int attributeNumber = 0;

    // Mentions, remembering which T holds which entity mention for the event arguments.
    struct Placed {
        QString id;
        TextSpan span;
    };
    QHash<QString, QList<Placed>> mentionsByCanonical; // "PLAYER\u0001Name" -> T ids
    for (const Entity &entity : set.entities) {
        if (entity.mentions.isEmpty()) {
            files.skipped.append(QStringLiteral("entity %1 (%2): no mention in the text").arg(entity.id, entity.canonical));
            continue;
        }
        bool first = true;
        for (const TextSpan &mention : entity.mentions) {
            if (mention.isEmpty()) {
                files.skipped.append(QStringLiteral("an unanchored mention of %1").arg(entity.canonical));
                continue;
            }
            const QString id = QStringLiteral("T%1").arg(++textBound);
            ann += QStringLiteral("%1\t%2 %3\t%4\n").arg(id, entityTypeName(entity.type), fragments({mention}, index), oneLine(mention.textIn(text))).toUtf8();
            QJsonObject object{{QStringLiteral("entity"), entity.id}};
            if (first) {
                object.insert(QStringLiteral("canonical"), entity.canonical);
                if (!entity.team.isEmpty())
                    object.insert(QStringLiteral("team"), entity.team);
            }
            first = false;
            ann += note(++noteNumber, id, object);
            mentionsByCanonical[entityTypeName(entity.type) + QChar(1) + entity.canonical].append({id, mention});
        }
    }
    for (const ValueMention &value : set.values) {
        if (value.span.isEmpty())
            continue;
        const QString id = QStringLiteral("T%1").arg(++textBound);
        ann += QStringLiteral("%1\t%2 %3\t%4\n").arg(id, entityTypeName(value.type), fragments({value.span}, index), oneLine(value.span.textIn(text))).toUtf8();
        ann += note(++noteNumber, id, QJsonObject{{QStringLiteral("value"), value.value}});
    }

    // The T id of the mention of `name` nearest the event's evidence.
    auto argumentFor = [&](EntityType type, const QString &name, const TextSpans &evidence) -> QString {
        const auto found = mentionsByCanonical.constFind(entityTypeName(type) + QChar(1) + name);
        if (name.isEmpty() || found == mentionsByCanonical.constEnd())
            return {};
        const int anchor = evidence.first().start;
        const auto nearest = std::min_element(found->begin(), found->end(), [anchor](const Placed &a, const Placed &b) {
            return std::abs(a.span.start - anchor) < std::abs(b.span.start - anchor);
        });
        return nearest->id;
    };

    // Event ids first, so that a VAR review can point at an event written after it.
    QHash<QString, QString> eventIds;
    int eventNumber = 0;
    for (const MatchEvent &event : set.events) {
        TextSpans evidence;
        for (const TextSpan &span : event.evidence) {
            if (!span.isEmpty())
                evidence.append(span);
        }
        if (!evidence.isEmpty())
            eventIds.insert(event.id, QStringLiteral("E%1").arg(++eventNumber));
    }
    for (const MatchEvent &event : set.events) {
        const QString eventId = eventIds.value(event.id);
        if (eventId.isEmpty()) {
            files.skipped.append(QStringLiteral("event %1 (%2): no evidence span").arg(event.id, eventTypeLabel(event.type)));
            continue;
        }
        TextSpans evidence;
        for (const TextSpan &span : event.evidence) {
            if (!span.isEmpty())
                evidence.append(span);
        }
        // brat wants fragments in text order; the note keeps the event's own order (first = main evidence).
        const TextSpans ordered = evidence;
        std::sort(evidence.begin(), evidence.end());
        QJsonArray order;
        for (const TextSpan &span : ordered)
            order.append(int(evidence.indexOf(span)));
        const QString type = eventTypeName(event.type);
        const QString trigger = QStringLiteral("T%1").arg(++textBound);
        ann += QStringLiteral("%1\t%2 %3\t%4\n").arg(trigger, type, fragments(evidence, index), fragmentText(evidence, text)).toUtf8();
        QString line = eventId + QLatin1Char('\t') + type + QLatin1Char(':') + trigger;
        const Roles role = roles(event.type);
        if (role.player) {
            const QString argument = argumentFor(EntityType::Player, event.player, evidence);
            if (!argument.isEmpty())
                line += QLatin1Char(' ') + QLatin1String(role.player) + QLatin1Char(':') + argument;
        }
        if (role.second) {
            const QString argument = argumentFor(EntityType::Player, event.secondPlayer, evidence);
            if (!argument.isEmpty())
                line += QLatin1Char(' ') + QLatin1String(role.second) + QLatin1Char(':') + argument;
        }
        const QString team = argumentFor(EntityType::Team, event.team, evidence);
        if (!team.isEmpty())
            line += QStringLiteral(" Team:") + team;
        if (event.type == EventType::VarReview && eventIds.contains(event.reviews))
            line += QStringLiteral(" Reviewed:") + eventIds.value(event.reviews);
        ann += line.toUtf8() + '\n';
        if (event.time.isValid())
            ann += QStringLiteral("A%1\tMinute %2 %3\n").arg(++attributeNumber).arg(eventId, event.time.toString()).toUtf8();
        ann += QStringLiteral("A%1\tStatus %2 %3\n").arg(++attributeNumber).arg(eventId, eventStatusName(event.status)).toUtf8();

        QJsonObject object{{QStringLiteral("id"), event.id},
                           {QStringLiteral("minute"), event.time.minute},
                           {QStringLiteral("period"), event.time.period},
                           {QStringLiteral("precision"), int(event.time.precision)},
                           {QStringLiteral("confidence"), event.confidence}};
        if (event.time.addedMinute)
            object.insert(QStringLiteral("added"), *event.time.addedMinute);
        if (ordered != evidence)
            object.insert(QStringLiteral("evidence_order"), order);
        const std::pair<const char *, QString> optionalFields[] = {
            {"minute_text", event.time.text}, {"team", event.team}, {"player", event.player}, {"second_player", event.secondPlayer},
            {"detail", event.detail}, {"reviews", event.reviews}, {"score_after", event.scoreAfter ? event.scoreAfter->toString() : QString()}};
        for (const auto &[key, value] : optionalFields) {
            if (!value.isEmpty())
                object.insert(QLatin1String(key), value);
        }
        ann += note(++noteNumber, eventId, object);
    }
    files.ann = ann;
    return files;
}

void BratExporter::MinuteValues::add(const AnnotatedReport &report)
{
    for (const MatchEvent &event : report.set.events) {
        if (!event.time.isValid())
            continue;
        const QString minute = event.time.toString();
        if (!m_seen.contains(minute)) {
            m_seen.insert(minute);
            m_minutes.append(minute);
        }
    }
}

QStringList BratExporter::MinuteValues::sorted() const
{
    QStringList minutes = m_minutes;
    std::sort(minutes.begin(), minutes.end(), [](const QString &a, const QString &b) {
        const auto ta = MatchTime::fromString(a);
        const auto tb = MatchTime::fromString(b);
        return (ta ? ta->sortKey() : 0) < (tb ? tb->sortKey() : 0);
    });
    if (minutes.isEmpty())
        minutes.append(QStringLiteral("1"));
    return minutes;
}

QByteArray BratExporter::annotationConf(const QList<AnnotatedReport> &reports)
{
    MinuteValues minutes;
    for (const AnnotatedReport &report : reports)
        minutes.add(report);
    return annotationConf(minutes);
}

QByteArray BratExporter::annotationConf(const MinuteValues &minuteValues)
{
    const QStringList minutes = minuteValues.sorted();
    QString conf = QStringLiteral("# brat configuration written by Touchline (https://brat.nlplab.org/configuration.html)\n"
                                  "[entities]\n");
    for (EntityType type : allEntityTypes)
        conf += entityTypeName(type) + QLatin1Char('\n');
    conf += QStringLiteral("\n[relations]\n<OVERLAP>\tArg1:<ANY>, Arg2:<ANY>, <OVL-TYPE>:<ANY>\n\n[events]\n");
    for (EventType type : allEventTypes) {
        QStringList arguments;
        const Roles role = roles(type);
        if (role.player)
            arguments.append(QLatin1String(role.player) + QStringLiteral("?:PLAYER"));
        if (role.second)
            arguments.append(QLatin1String(role.second) + QStringLiteral("?:PLAYER"));
        if (type != EventType::FullTime)
            arguments.append(QStringLiteral("Team?:TEAM"));
        if (type == EventType::VarReview)
            arguments.append(QStringLiteral("Reviewed?:<EVENT>"));
        conf += eventTypeName(type) + (arguments.isEmpty() ? QString() : QLatin1Char('\t') + arguments.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }
    QStringList statuses;
    for (EventStatus status : {EventStatus::Extracted, EventStatus::Accepted, EventStatus::Edited, EventStatus::Manual, EventStatus::Rejected})
        statuses.append(eventStatusName(status));
    conf += QStringLiteral("\n[attributes]\nMinute\tArg:<EVENT>, Value:") + minutes.join(QLatin1Char('|'))
        + QStringLiteral("\nStatus\tArg:<EVENT>, Value:") + statuses.join(QLatin1Char('|')) + QLatin1Char('\n');
    return conf.toUtf8();
}

QByteArray BratExporter::visualConf()
{
    return "# brat visual configuration written by Touchline\n"
           "[labels]\n"
           "PLAYER | Player\nTEAM | Team\nMANAGER | Manager\nREFEREE | Referee\nVENUE | Venue\nCOMPETITION | Competition\n"
           "SCORE | Score\nTIME | Time\n"
           "[drawing]\n"
           "PLAYER\tbgColor:#7fa2ff\nTEAM\tbgColor:#ffccaa\nMANAGER\tbgColor:#aaddaa\nREFEREE\tbgColor:#dddddd\n"
           "VENUE\tbgColor:#e0c0ff\nCOMPETITION\tbgColor:#ffee99\nSCORE\tbgColor:#ffaaaa\nTIME\tbgColor:#aaeeff\n"
           "GOAL\tbgColor:#44cc44\nOWN_GOAL\tbgColor:#cc8844\nPENALTY_GOAL\tbgColor:#44cc44\nYELLOW_CARD\tbgColor:#ffee00\n"
           "SECOND_YELLOW\tbgColor:#ffaa00\nRED_CARD\tbgColor:#ff3333\n";
}

} // namespace Touchline
