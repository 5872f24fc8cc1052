#pragma once

#include "textspan.h"

#include <QString>

namespace Touchline {

/// What a highlighted stretch of text refers to. The first six are entities (people, clubs, places,
/// competitions); Score and Time are mention-only types used for highlighting and as event attributes.
enum class EntityType { Player, Team, Manager, Referee, Venue, Competition, Score, Time };

QString entityTypeName(EntityType type);                 ///< "PLAYER", "TEAM", ...
std::optional<EntityType> entityTypeFromName(QStringView name);
inline bool isMentionOnly(EntityType type) { return type == EntityType::Score || type == EntityType::Time; }
inline constexpr EntityType allEntityTypes[] = {EntityType::Player, EntityType::Team, EntityType::Manager,
    EntityType::Referee, EntityType::Venue, EntityType::Competition, EntityType::Score, EntityType::Time};

/// One person, club, venue or competition, with every place the document mentions it. `team` is the
/// id of the TEAM entity a person plays for or manages (empty when unknown). Ids are stable across
/// save/load and re-extraction ("player:harry-kane"), so commands and exports can refer to them.
struct Entity {
    QString id;
    EntityType type = EntityType::Player;
    QString canonical;
    QString team;
    TextSpans mentions;

    friend bool operator==(const Entity &, const Entity &) = default;
};

/// A SCORE ("2-1") or TIME ("23rd minute") stretch of text; not an entity, but highlighted like one.
struct ValueMention {
    EntityType type = EntityType::Score;
    TextSpan span;
    QString value; ///< normalised: "2-1", "90+5"

    friend bool operator==(const ValueMention &, const ValueMention &) = default;
};

} // namespace Touchline
