#include "footballexporter.h"

#include "codepoints.h"

#include <QJsonArray>

namespace Touchline {

namespace {

QJsonObject named(const QString &name)
{
    return QJsonObject{{QStringLiteral("name"), name}};
}

QString shotOutcome(const MatchEvent &event)
{
    const QString detail = event.detail.toLower();
    if (detail.contains(QLatin1String("post")) || detail.contains(QLatin1String("bar")) || detail.contains(QLatin1String("woodwork")))
        return QStringLiteral("Post");
    if (detail.contains(QLatin1String("saved")) || !event.secondPlayer.isEmpty())
        return QStringLiteral("Saved");
    return QStringLiteral("Off T");
}

} // namespace

QJsonObject FootballExporter::write(const AnnotatedReport &report)
{
    const CodePointIndex index(report.text);
    QJsonArray events;
    int number = 0;
    for (const MatchEvent &event : report.set.events) {
        if (event.status == EventStatus::Rejected)
            continue;
        QJsonObject json{{QStringLiteral("index"), ++number}, {QStringLiteral("period"), event.time.period}, {QStringLiteral("second"), 0}};
        json.insert(QStringLiteral("minute"), event.time.isValid() ? QJsonValue(event.time.minute + std::max(0, event.time.addedMinute.value_or(0)))
                                                                   : QJsonValue());
        if (!event.team.isEmpty())
            json.insert(QStringLiteral("team"), named(event.team));
        const bool hasPlayer = !event.player.isEmpty();
        QJsonObject touchline{{QStringLiteral("id"), event.id},
                              {QStringLiteral("event_type"), eventTypeName(event.type)},
                              {QStringLiteral("minute_text"), event.time.isValid() ? QJsonValue(event.time.toString()) : QJsonValue()},
                              {QStringLiteral("status"), eventStatusName(event.status)},
                              {QStringLiteral("confidence"), event.confidence}};
        if (!event.time.text.isEmpty())
            touchline.insert(QStringLiteral("time_as_written"), event.time.text);
        if (event.scoreAfter)
            touchline.insert(QStringLiteral("score_after"), event.scoreAfter->toString());
        if (!event.detail.isEmpty())
            touchline.insert(QStringLiteral("detail"), event.detail);
        QJsonArray evidence;
        for (const TextSpan &span : event.evidence)
            evidence.append(QJsonObject{{QStringLiteral("start"), index.toCodePoint(span.start)},
                                        {QStringLiteral("end"), index.toCodePoint(span.end)},
                                        {QStringLiteral("text"), span.textIn(report.text)}});
        touchline.insert(QStringLiteral("evidence"), evidence);

        QString type;
        switch (event.type) {
        case EventType::Goal:
        case EventType::PenaltyGoal:
        case EventType::PenaltyMiss: {
            type = QStringLiteral("Shot");
            const bool penalty = event.type != EventType::Goal;
            QJsonObject shot{{QStringLiteral("outcome"), named(event.type == EventType::PenaltyMiss ? shotOutcome(event) : QStringLiteral("Goal"))},
                             {QStringLiteral("type"), named(penalty ? QStringLiteral("Penalty") : QStringLiteral("Open Play"))}};
            json.insert(QStringLiteral("shot"), shot);
            if (event.type != EventType::PenaltyMiss && !event.secondPlayer.isEmpty())
                touchline.insert(QStringLiteral("assist"), named(event.secondPlayer));
            if (event.type == EventType::PenaltyMiss && !event.secondPlayer.isEmpty())
                touchline.insert(QStringLiteral("goalkeeper"), named(event.secondPlayer));
            if (hasPlayer)
                json.insert(QStringLiteral("player"), named(event.player));
            break;
        }
        case EventType::OwnGoal:
            type = QStringLiteral("Own Goal Against");
            if (hasPlayer)
                json.insert(QStringLiteral("player"), named(event.player));
            break;
        case EventType::YellowCard:
        case EventType::SecondYellow:
        case EventType::RedCard: {
            type = QStringLiteral("Foul Committed");
            const QString card = event.type == EventType::YellowCard ? QStringLiteral("Yellow Card")
                : event.type == EventType::SecondYellow              ? QStringLiteral("Second Yellow")
                                                                     : QStringLiteral("Red Card");
            json.insert(QStringLiteral("foul_committed"), QJsonObject{{QStringLiteral("card"), named(card)}});
            if (hasPlayer)
                json.insert(QStringLiteral("player"), named(event.player));
            break;
        }
        case EventType::Substitution:
            type = QStringLiteral("Substitution");
            if (!event.secondPlayer.isEmpty())
                json.insert(QStringLiteral("player"), named(event.secondPlayer)); // StatsBomb: the player going off
            if (hasPlayer)
                json.insert(QStringLiteral("substitution"), QJsonObject{{QStringLiteral("replacement"), named(event.player)}});
            break;
        case EventType::Injury:
            type = QStringLiteral("Injury Stoppage");
            if (hasPlayer)
                json.insert(QStringLiteral("player"), named(event.player));
            break;
        case EventType::VarReview:
            type = QStringLiteral("VAR Review");
            if (hasPlayer)
                json.insert(QStringLiteral("player"), named(event.player));
            touchline.insert(QStringLiteral("var"), QJsonObject{{QStringLiteral("reviews"), event.reviews.isEmpty() ? QJsonValue() : QJsonValue(event.reviews)},
                                                                {QStringLiteral("decision"), event.detail}});
            break;
        case EventType::DisallowedGoal:
            type = QStringLiteral("Disallowed Goal");
            if (hasPlayer)
                json.insert(QStringLiteral("player"), named(event.player));
            touchline.insert(QStringLiteral("disallowed_goal"), QJsonObject{{QStringLiteral("reason"), event.detail}});
            break;
        case EventType::FullTime:
            type = QStringLiteral("Half End");
            touchline.insert(QStringLiteral("full_time"), true);
            break;
        }
        json.insert(QStringLiteral("type"), named(type));
        json.insert(QStringLiteral("touchline"), touchline);
        events.append(json);
    }
    QJsonObject match{{QStringLiteral("report"), report.name}};
    if (!report.set.homeTeam.isEmpty())
        match.insert(QStringLiteral("home_team"), named(report.set.homeTeam));
    if (!report.set.awayTeam.isEmpty())
        match.insert(QStringLiteral("away_team"), named(report.set.awayTeam));
    if (report.set.finalScore) {
        match.insert(QStringLiteral("home_score"), report.set.finalScore->home);
        match.insert(QStringLiteral("away_score"), report.set.finalScore->away);
    }
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("touchline-football-events")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("match"), match},
                       {QStringLiteral("events"), events}};
}

} // namespace Touchline
