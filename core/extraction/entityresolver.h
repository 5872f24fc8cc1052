#pragma once

#include "extractioncontext.h"

namespace Touchline {

class Gazetteer;

/// Groups mentions into entities (orthographic co-reference): a gazetteer entry is one entity; a
/// surname ("Vardy") joins the one full name that ends with it ("Jamie Vardy"), and stays its own
/// entity when several could claim it. Decides each person's role from the cues of all their
/// mentions (manager, referee, player) and their team from the context ("Leicester's Vardy",
/// "Vardy (Leicester)", a line-up line). Writes AnnotationSet::entities with stable ids.
class EntityResolver
{
public:
    explicit EntityResolver(const Gazetteer &gazetteer);
    void resolve(ExtractionContext &context) const;

    /// "player:jamie-vardy": type and a slug of the canonical name, stable across runs.
    static QString entityId(EntityType type, QStringView canonical);

private:
    int teamCueFor(const ExtractionContext &context, const RawMention &mention, int lastTeamEnd) const;

    const Gazetteer &m_gazetteer;
};

} // namespace Touchline
