#include "eventbuilder.h"

#include <algorithm>

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

void peopleIn(const ExtractionContext &context, int firstToken, int endToken, QList<const RawMention *> &people)
{
    // The mentions are in token order and never overlap (MentionFinder): those that start in the range
    // are one run of the list, found by binary search instead of a look at every token.
    const QList<RawMention> &mentions = context.mentions;
    const int end = std::min(endToken, int(context.tokens.size()));
    const auto startsBefore = [](const RawMention &mention, int token) { return mention.firstToken < token; };
    const auto first = std::lower_bound(mentions.begin(), mentions.end(), std::max(0, firstToken), startsBefore);
    const auto last = std::lower_bound(first, mentions.end(), end, startsBefore);
    const auto isPerson = [&context](const RawMention &mention) {
        const Entity *entity = context.entityOf(mention);
        return entity && (entity->type == EntityType::Player || entity->type == EntityType::Manager || entity->type == EntityType::Referee);
    };
    people.clear(); // keeps the capacity
    // Counted first, so that the list is made once at its size, and not at all when empty.
    if (const auto count = std::count_if(first, last, isPerson)) {
        people.reserve(count);
        for (auto mention = first; mention != last; ++mention) {
            if (isPerson(*mention))
                people.append(&*mention);
        }
    }
}

QList<const RawMention *> peopleIn(const ExtractionContext &context, int firstToken, int endToken)
{
    QList<const RawMention *> people;
    peopleIn(context, firstToken, endToken, people);
    return people;
}

QList<TimeExpression> timesIn(const ExtractionContext &context, int sentence)
{
    return context.sentenceTimes.value(sentence);
}

} // namespace Touchline::EventBuilder
