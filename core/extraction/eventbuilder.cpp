#include "eventbuilder.h"

#include "listslices.h"

#include <algorithm>

namespace Touchline::EventBuilder {

namespace {

// Each candidate's evidence starts as one span, and a list each cost an allocation per candidate (and a
// free when it died). The one-span lists are carved from blocks of a few (ListSlices), one block per
// thread at a time; a list holds a reference to its block, which lives as long as any of them does.
// Lists changed later (a merge adds spans) copy themselves out, as before.
class SingleSpans
{
public:
    QList<TextSpan> of(TextSpan span)
    {
        if (m_used == blockSize) {
            m_block = ListSlices<TextSpan>(blockSize);
            m_used = 0;
        }
        m_block.data()[m_used] = span;
        return m_block.slice(m_used++, 1);
    }

private:
    // Small: a list copied out keeps its slice's offset in the block as room in front (Qt's growth rule).
    static constexpr qsizetype blockSize = 16;

    ListSlices<TextSpan> m_block{0};
    qsizetype m_used = blockSize;
};

} // namespace

EventCandidate make(EventType type, const ExtractionContext &context, int sentence, EventCandidate::Source source)
{
    thread_local SingleSpans singleSpans;
    EventCandidate candidate;
    candidate.event.type = type;
    candidate.event.evidence = singleSpans.of(context.sentences.at(sentence).span);
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

namespace {

// The mentions whose first token lies in [firstToken, endToken), from `first` on: the mentions are in
// token order and never overlap (MentionFinder), so they are one run of the list, whose end is found by
// walking it (a sentence names a few).
std::span<const RawMention> runFrom(const ExtractionContext &context, const RawMention *first, int endToken)
{
    const RawMention *const last = context.mentions.constData() + context.mentions.size();
    const int end = std::min(endToken, int(context.tokens.size()));
    const RawMention *mention = first;
    while (mention != last && mention->firstToken < end)
        ++mention;
    return {first, mention};
}

// The first mention whose first token is at or after `token`, by binary search (not a look at every token).
const RawMention *firstFrom(const ExtractionContext &context, int token)
{
    const RawMention *const begin = context.mentions.constData();
    const auto startsBefore = [](const RawMention &mention, int first) { return mention.firstToken < first; };
    return std::lower_bound(begin, begin + context.mentions.size(), std::max(0, token), startsBefore);
}

// Calls `use` with each person mention (players, managers, referees) of `mentions`.
template <typename Use>
void forEachPerson(const ExtractionContext &context, std::span<const RawMention> mentions, Use &&use)
{
    const QList<Entity> &entities = context.result.entities;
    for (const RawMention &mention : mentions) {
        if (mention.entity < 0)
            continue;
        const EntityType type = entities.at(mention.entity).type;
        if (type == EntityType::Player || type == EntityType::Manager || type == EntityType::Referee)
            use(&mention);
    }
}

void peopleOf(const ExtractionContext &context, std::span<const RawMention> mentions, QList<const RawMention *> &people)
{
    people.clear(); // keeps the capacity, which the caller's list reused for every sentence soon has
    forEachPerson(context, mentions, [&people](const RawMention *mention) { people.append(mention); });
}

} // namespace

void peopleIn(const ExtractionContext &context, int firstToken, int endToken, QList<const RawMention *> &people)
{
    peopleOf(context, runFrom(context, firstFrom(context, firstToken), endToken), people);
}

QList<const RawMention *> peopleIn(const ExtractionContext &context, int firstToken, int endToken)
{
    const std::span<const RawMention> mentions = runFrom(context, firstFrom(context, firstToken), endToken);
    // Counted first, so that the list is made once at its size, and not at all when empty.
    qsizetype count = 0;
    forEachPerson(context, mentions, [&count](const RawMention *) { ++count; });
    QList<const RawMention *> people;
    if (count) {
        people.reserve(count);
        forEachPerson(context, mentions, [&people](const RawMention *mention) { people.append(mention); });
    }
    return people;
}

std::span<const RawMention> MentionWalk::mentionsIn(int firstToken, int endToken)
{
    const RawMention *const begin = m_context.mentions.constData();
    const RawMention *const last = begin + m_context.mentions.size();
    const RawMention *first = begin + m_next;
    if (firstToken < m_lastFirst) {
        first = firstFrom(m_context, firstToken); // asked out of order
    } else {
        while (first != last && first->firstToken < firstToken)
            ++first;
    }
    m_lastFirst = firstToken;
    m_next = first - begin;
    return runFrom(m_context, first, endToken);
}

std::span<const RawMention> MentionWalk::peopleIn(int firstToken, int endToken, QList<const RawMention *> &people)
{
    const std::span<const RawMention> mentions = mentionsIn(firstToken, endToken);
    peopleOf(m_context, mentions, people);
    return mentions;
}

QList<TimeExpression> timesIn(const ExtractionContext &context, int sentence)
{
    return context.sentenceTimes.value(sentence);
}

} // namespace Touchline::EventBuilder
