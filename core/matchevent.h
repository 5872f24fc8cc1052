#pragma once

#include "matchtime.h"
#include "textspan.h"

#include <QString>

#include <optional>
#include <utility>

namespace Touchline {

enum class EventType {
    Goal, OwnGoal, PenaltyGoal, PenaltyMiss, YellowCard, SecondYellow, RedCard,
    Substitution, VarReview, DisallowedGoal, Injury, FullTime
};
inline constexpr EventType allEventTypes[] = {EventType::Goal, EventType::OwnGoal, EventType::PenaltyGoal,
    EventType::PenaltyMiss, EventType::YellowCard, EventType::SecondYellow, EventType::RedCard,
    EventType::Substitution, EventType::VarReview, EventType::DisallowedGoal, EventType::Injury, EventType::FullTime};

QString eventTypeName(EventType type);                    ///< "GOAL", "OWN_GOAL", ...
QString eventTypeLabel(EventType type);                   ///< "Goal", "Own goal", ... for people
std::optional<EventType> eventTypeFromName(QStringView name);
/// Whether the event changes the score (goal, own goal, penalty goal).
bool isScoringEvent(EventType type);

/// Where an event came from and what the user did with it.
enum class EventStatus { Extracted, Accepted, Edited, Manual, Rejected };
QString eventStatusName(EventStatus status);              ///< "extracted", "accepted", ...
std::optional<EventStatus> eventStatusFromName(QStringView name);

/// A score as home-away goals.
struct Score {
    int home = 0;
    int away = 0;
    QString toString() const { return QString::number(home) + QLatin1Char('-') + QString::number(away); }
    static std::optional<Score> fromString(QStringView text);
    friend bool operator==(const Score &, const Score &) = default;
};

/// One thing that happened in the match. `player` and `secondPlayer` are names as the user sees them
/// (the canonical name of a PLAYER entity where one was found); the second person is the assist
/// provider (goals), the player replaced (substitutions) or the keeper who saved (missed penalties).
/// `team` is a team's display name. Ids are stable across save/load and re-extraction.
struct MatchEvent {
    QString id;
    EventType type = EventType::Goal;
    MatchTime time;
    QString team;
    QString player;
    QString secondPlayer;
    QString detail;
    std::optional<Score> scoreAfter;
    TextSpans evidence;
    double confidence = 0.0;
    EventStatus status = EventStatus::Extracted;
    QString reviews; ///< for a VAR review: the id of the event it reviewed, when known

    bool isUserOwned() const { return status != EventStatus::Extracted; }
    friend bool operator==(const MatchEvent &, const MatchEvent &) = default;
};

/// Sorts in match order (time, then position of the first evidence in the text).
bool eventLessThan(const MatchEvent &a, const MatchEvent &b);
/// What eventLessThan compares: the time's sort key (events without a minute after the timed ones, a
/// FULL_TIME last), then the first evidence's start.
std::pair<int, int> eventOrderKey(const MatchEvent &event);

} // namespace Touchline
