// String names of the core enums, shared by every format so that they spell them the same way.
#include "entity.h"
#include "matchevent.h"

#include <QRegularExpression>

namespace Touchline {

namespace {
struct EventTypeNames {
    EventType type;
    const char *name;
    const char *label;
};
constexpr EventTypeNames eventTypeNames[] = {
    {EventType::Goal, "GOAL", "Goal"},
    {EventType::OwnGoal, "OWN_GOAL", "Own goal"},
    {EventType::PenaltyGoal, "PENALTY_GOAL", "Penalty scored"},
    {EventType::PenaltyMiss, "PENALTY_MISS", "Penalty missed"},
    {EventType::YellowCard, "YELLOW_CARD", "Yellow card"},
    {EventType::SecondYellow, "SECOND_YELLOW", "Second yellow"},
    {EventType::RedCard, "RED_CARD", "Red card"},
    {EventType::Substitution, "SUBSTITUTION", "Substitution"},
    {EventType::VarReview, "VAR_REVIEW", "VAR review"},
    {EventType::DisallowedGoal, "DISALLOWED_GOAL", "Disallowed goal"},
    {EventType::Injury, "INJURY", "Injury"},
    {EventType::FullTime, "FULL_TIME", "Full time"},
};

constexpr std::pair<EntityType, const char *> entityTypeNames[] = {
    {EntityType::Player, "PLAYER"}, {EntityType::Team, "TEAM"}, {EntityType::Manager, "MANAGER"},
    {EntityType::Referee, "REFEREE"}, {EntityType::Venue, "VENUE"}, {EntityType::Competition, "COMPETITION"},
    {EntityType::Score, "SCORE"}, {EntityType::Time, "TIME"},
};

constexpr std::pair<EventStatus, const char *> eventStatusNames[] = {
    {EventStatus::Extracted, "extracted"}, {EventStatus::Accepted, "accepted"}, {EventStatus::Edited, "edited"},
    {EventStatus::Manual, "manual"}, {EventStatus::Rejected, "rejected"},
};
} // namespace

QString entityTypeName(EntityType type)
{
    for (const auto &[value, name] : entityTypeNames) {
        if (value == type)
            return QLatin1String(name);
    }
    return {};
}

std::optional<EntityType> entityTypeFromName(QStringView name)
{
    for (const auto &[value, text] : entityTypeNames) {
        if (name.compare(QLatin1String(text), Qt::CaseInsensitive) == 0)
            return value;
    }
    return std::nullopt;
}

QString eventTypeName(EventType type)
{
    for (const auto &entry : eventTypeNames) {
        if (entry.type == type)
            return QLatin1String(entry.name);
    }
    return {};
}

QString eventTypeLabel(EventType type)
{
    for (const auto &entry : eventTypeNames) {
        if (entry.type == type)
            return QLatin1String(entry.label);
    }
    return {};
}

std::optional<EventType> eventTypeFromName(QStringView name)
{
    for (const auto &entry : eventTypeNames) {
        if (name.compare(QLatin1String(entry.name), Qt::CaseInsensitive) == 0
            || name.compare(QLatin1String(entry.label), Qt::CaseInsensitive) == 0)
            return entry.type;
    }
    return std::nullopt;
}

bool isScoringEvent(EventType type)
{
    return type == EventType::Goal || type == EventType::OwnGoal || type == EventType::PenaltyGoal;
}

QString eventStatusName(EventStatus status)
{
    for (const auto &[value, name] : eventStatusNames) {
        if (value == status)
            return QLatin1String(name);
    }
    return {};
}

std::optional<EventStatus> eventStatusFromName(QStringView name)
{
    for (const auto &[value, text] : eventStatusNames) {
        if (name.compare(QLatin1String(text), Qt::CaseInsensitive) == 0)
            return value;
    }
    return std::nullopt;
}

std::optional<Score> Score::fromString(QStringView text)
{
    // Any number of goals: 149-0 has been played, and a report's running score, written to its file,
    // must read back (a 10 MB report of joined matches counted past 99 and its file would not open).
    static const QRegularExpression pattern(QStringLiteral(R"(^\s*(\d+)\s*[-–:]\s*(\d+)\s*$)"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    bool homeFits = false;
    bool awayFits = false;
    const Score score{match.capturedView(1).toInt(&homeFits), match.capturedView(2).toInt(&awayFits)};
    if (!homeFits || !awayFits)
        return std::nullopt;
    return score;
}

std::pair<int, int> eventOrderKey(const MatchEvent &event)
{
    // Events whose minute the report never gives ("late on", a booking in the notes) come after the timed
    // ones but before the result, which closes the timeline: they once shared its key and sorted after it
    // whenever the result was stated first, as reports' opening lines state it.
    constexpr int fullTimeKey = std::numeric_limits<int>::max();
    constexpr int untimedKey = fullTimeKey - 1;
    const int timeKey = event.type == EventType::FullTime ? fullTimeKey
                        : event.time.isValid()             ? event.time.sortKey()
                                                           : untimedKey;
    return {timeKey, event.evidence.isEmpty() ? 0 : event.evidence.first().start};
}

bool eventLessThan(const MatchEvent &a, const MatchEvent &b)
{
    return eventOrderKey(a) < eventOrderKey(b);
}

} // namespace Touchline
