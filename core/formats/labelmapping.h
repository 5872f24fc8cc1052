#pragma once

#include "entity.h"
#include "matchevent.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace Touchline {

/// How labels from other tools become Touchline types. A label resolves, in order, through the user's
/// mapping ("Club" -> TEAM, "Misc" -> skip), Touchline's own names (PLAYER, GOAL, "Yellow card", any
/// case) and common NER names (PER/PERSON -> PLAYER, ORG -> TEAM, LOC -> VENUE). Anything else is
/// unknown: importers report it, never guess. A plain value.
class LabelMapping
{
public:
    struct Target {
        enum class Kind { Entity, Value, Event, Skip } kind = Kind::Skip;
        EntityType entityType = EntityType::Player;
        EventType eventType = EventType::Goal;
    };

    /// Adds "LABEL=TYPE" (TYPE an entity or event type name, or "skip"). Returns an error message for
    /// people, or an empty string.
    QString add(const QString &assignment);
    void add(const QString &label, const Target &target) { m_user.insert(label.toLower(), target); }

    std::optional<Target> resolve(const QString &label) const;
    /// "known types: PLAYER, TEAM, …" for error messages.
    static QString knownTypes();

private:
    QHash<QString, Target> m_user; // keyed by lower-case label
};

} // namespace Touchline
