#include "eventbuilder.h"

namespace Touchline::EventBuilder {

EventCandidate make(EventType type, const ExtractionContext &context, int sentence, EventCandidate::Source source)
{
    EventCandidate candidate;
    candidate.event.type = type;
    candidate.event.evidence = {context.sentences.at(sentence).span};
    candidate.event.confidence = source == EventCandidate::Source::Narrative ? 0.7 : 0.9;
    candidate.source = source;
    candidate.sentence = sentence;
    return candidate;
}

QString teamName(const ExtractionContext &context, int entityIndex)
{
    if (entityIndex < 0)
        return {};
    const Entity &entity = context.result.entities.at(entityIndex);
    if (entity.type == EntityType::Team)
        return entity.canonical;
    if (entity.team.isEmpty())
        return {};
    const Entity *team = context.result.entity(entity.team);
    return team ? team->canonical : QString();
}

void setPlayer(EventCandidate &candidate, const ExtractionContext &context, const RawMention &mention)
{
    candidate.player = mention.entity;
    if (mention.entity >= 0) {
        candidate.event.player = context.result.entities.at(mention.entity).canonical;
        if (candidate.event.team.isEmpty())
            candidate.event.team = teamName(context, mention.entity);
    } else {
        candidate.event.player = mention.span.textIn(context.text);
    }
}

void setSecondPlayer(EventCandidate &candidate, const ExtractionContext &context, const RawMention &mention)
{
    candidate.second = mention.entity;
    candidate.event.secondPlayer = mention.entity >= 0 ? context.result.entities.at(mention.entity).canonical
                                                       : mention.span.textIn(context.text);
}

QList<const RawMention *> peopleIn(const ExtractionContext &context, int firstToken, int endToken)
{
    QList<const RawMention *> people;
    const RawMention *previous = nullptr;
    for (int t = std::max(0, firstToken); t < endToken && t < context.tokens.size(); ++t) {
        const RawMention *mention = context.mentionAt(t);
        if (!mention || mention == previous)
            continue;
        previous = mention;
        if (mention->firstToken < firstToken)
            continue;
        const Entity *entity = context.entityOf(*mention);
        if (entity && (entity->type == EntityType::Player || entity->type == EntityType::Manager || entity->type == EntityType::Referee))
            people.append(mention);
    }
    return people;
}

QList<TimeExpression> timesIn(const ExtractionContext &context, int sentence)
{
    return context.sentenceTimes.value(sentence);
}

} // namespace Touchline::EventBuilder
