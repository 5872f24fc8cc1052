#include "eventmerger.h"

#include "gazetteer.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <utility>

namespace Touchline {

namespace {

int typeGroup(EventType type)
{
    switch (type) {
    case EventType::Goal:
    case EventType::PenaltyGoal:
    case EventType::OwnGoal:
        return 0;
    case EventType::RedCard:
    case EventType::SecondYellow:
        return 1;
    default:
        return 10 + int(type);
    }
}

// How specific a type is within its group: the more specific one wins a merge.
int specificity(EventType type)
{
    return type == EventType::PenaltyGoal || type == EventType::OwnGoal || type == EventType::SecondYellow ? 1 : 0;
}

QString surname(const QString &name)
{
    // Folding is the costly part of every comparison: remember the last few answers.
    thread_local QHash<QString, QString> cache;
    if (auto it = cache.constFind(name); it != cache.constEnd())
        return it.value();
    if (cache.size() > 4096)
        cache.clear();
    const QString folded = Gazetteer::fold(name);
    const qsizetype space = folded.lastIndexOf(QLatin1Char(' '));
    const QString result = space < 0 ? folded : folded.mid(space + 1);
    cache.insert(name, result);
    return result;
}

bool samePerson(const EventCandidate &a, const EventCandidate &b)
{
    // A VAR check told without a name is the same check as a named one told next to it or at the same minute.
    if (a.event.type == EventType::VarReview && b.event.type == EventType::VarReview
        && (a.event.player.isEmpty() || b.event.player.isEmpty()))
        return std::abs(a.sentence - b.sentence) <= 2
            || (a.event.time.isValid() && b.event.time.isValid() && a.event.time.minute == b.event.time.minute);
    if (a.event.player.isEmpty() || b.event.player.isEmpty())
        return a.event.player.isEmpty() && b.event.player.isEmpty();
    if (a.player >= 0 && b.player >= 0 && a.player == b.player)
        return true;
    return surname(a.event.player) == surname(b.event.player);
}

bool minutesAgree(const MatchTime &a, const MatchTime &b, bool narrative)
{
    if (!a.isValid() || !b.isValid())
        return true;
    if (a.minute == b.minute && a.addedMinute.value_or(0) == b.addedMinute.value_or(0))
        return true;
    if (a.addedMinute && b.addedMinute && (*a.addedMinute < 0 || *b.addedMinute < 0) && a.minute == b.minute)
        return true; // "stoppage time" and 90+4
    // Prose often rounds or counts the foul's minute: allow one minute either way against a box.
    return narrative && std::abs(a.sortKey() - b.sortKey()) <= 100 && !a.addedMinute && !b.addedMinute;
}

int rank(EventCandidate::Source source)
{
    return source == EventCandidate::Source::Box ? 0 : source == EventCandidate::Source::Commentary ? 1 : 2;
}

// Who an event is about, as far as merging goes: two events of one group are the same person's exactly
// when their keys are equal (samePerson), except VAR checks told without a name. Whether the event names
// a player, and the surname (shared with surname()'s cache: no string made).
using PersonKey = std::pair<bool, QString>;

PersonKey personKey(const EventCandidate &candidate)
{
    return candidate.event.player.isEmpty() ? PersonKey() : PersonKey(true, surname(candidate.event.player));
}

bool isVarReview(const EventCandidate &candidate)
{
    return candidate.event.type == EventType::VarReview;
}

// The merged events by group and person, in merge order: a candidate is compared with the events it
// could be the same as, not with every event so far (which made long texts quadratic).
class MergedIndex
{
public:
    explicit MergedIndex(const QList<EventCandidate> &merged)
        : m_merged(merged)
    {
    }
    void add(int index)
    {
        const EventCandidate &event = m_merged.at(index);
        if (isVarReview(event))
            m_varReviews.append(index);
        else
            m_byPerson[{typeGroup(event.event.type), personKey(event)}].append(index);
    }
    // After a merge gave the event a player it did not have.
    void rename(int index, const PersonKey &oldKey)
    {
        const EventCandidate &event = m_merged.at(index);
        if (isVarReview(event))
            return;
        const int group = typeGroup(event.event.type);
        m_byPerson[{group, oldKey}].removeOne(index);
        QList<int> &list = m_byPerson[{group, personKey(event)}];
        list.insert(std::lower_bound(list.begin(), list.end(), index) - list.begin(), index);
    }
    /// Indexes of the merged events of the candidate's group that may be the same person's, ascending.
    const QList<int> &candidatesFor(const EventCandidate &candidate) const
    {
        static const QList<int> none;
        if (isVarReview(candidate))
            return m_varReviews;
        const auto it = m_byPerson.constFind({typeGroup(candidate.event.type), personKey(candidate)});
        return it == m_byPerson.constEnd() ? none : it.value();
    }

private:
    const QList<EventCandidate> &m_merged;
    QHash<std::pair<int, PersonKey>, QList<int>> m_byPerson;
    QList<int> m_varReviews;
};

} // namespace

QList<MatchEvent> EventMerger::merge(const ExtractionContext &context, QList<EventCandidate> candidates)
{
    Q_UNUSED(context);
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const EventCandidate &a, const EventCandidate &b) { return rank(a.source) < rank(b.source); });
    // A goal told in prose and ruled out a sentence or two later is the disallowed goal, not a goal.
    for (EventCandidate &disallowed : candidates) {
        if (disallowed.event.type != EventType::DisallowedGoal || disallowed.event.player.isEmpty())
            continue;
        for (EventCandidate &goal : candidates) {
            if (std::abs(goal.sentence - disallowed.sentence) > 3 || goal.source != EventCandidate::Source::Narrative
                || !isScoringEvent(goal.event.type) || !samePerson(goal, disallowed))
                continue;
            if (!disallowed.event.time.isValid())
                disallowed.event.time = goal.event.time;
            disallowed.event.evidence += goal.event.evidence;
            goal.event.player.clear(); // dropped below
            goal.player = -2;
        }
    }
    candidates.erase(std::remove_if(candidates.begin(), candidates.end(), [](const EventCandidate &c) { return c.player == -2; }),
                     candidates.end());
    QList<EventCandidate> merged;
    merged.reserve(candidates.size()); // indexes and pointers into it stay valid
    MergedIndex index(merged);
    QSet<std::pair<int, int>> absorbed; // (target index, sentence): one sentence tells an event once
    for (const EventCandidate &candidate : candidates) {
        const bool narrative = candidate.source == EventCandidate::Source::Narrative;
        const QList<int> &comparable = index.candidatesFor(candidate);
        EventCandidate *target = nullptr;
        // Prefer an event with the same minute, then one where a minute is missing.
        for (int pass = 0; pass < 2 && !target; ++pass) {
            for (const int i : comparable) {
                EventCandidate &existing = merged[i];
                if (typeGroup(existing.event.type) != typeGroup(candidate.event.type) || !samePerson(existing, candidate))
                    continue;
                // A shoot-out kick is never the same event as a goal in the match.
                if ((existing.event.detail == QLatin1String("shoot-out")) != (candidate.event.detail == QLatin1String("shoot-out")))
                    continue;
                if (narrative && absorbed.contains({int(&existing - merged.data()), candidate.sentence}))
                    continue;
                // "his second penalty" is not the first one told again; it may still match a box entry with its own minute.
                if (candidate.distinct && existing.source == EventCandidate::Source::Narrative)
                    continue;
                // A report has one result, however often it is told.
                if (candidate.event.type == EventType::FullTime) {
                    target = &existing;
                    break;
                }
                // Two box entries are two events (Vardy 74, 84), unless they are the very same line item.
                if (!narrative && existing.source == candidate.source && existing.sentence != candidate.sentence)
                    continue;
                if (!narrative && existing.source == candidate.source && existing.event.time == candidate.event.time
                    && existing.event.type == candidate.event.type && existing.event.evidence == candidate.event.evidence)
                    continue;
                if (!narrative && existing.source == candidate.source && candidate.event.type != EventType::FullTime)
                    continue;
                const bool exact = existing.event.time.isValid() && candidate.event.time.isValid()
                    && existing.event.time.minute == candidate.event.time.minute;
                if (pass == 0 ? exact : minutesAgree(existing.event.time, candidate.event.time, narrative)) {
                    // Injuries and VAR checks of one player are one event whatever the wording; goals need
                    // minutes that agree, which minutesAgree has checked.
                    target = &existing;
                    break;
                }
            }
        }
        // Prose that names a player with one goal (or card, or change) in the box tells that one, whatever
        // minute the prose gives: "six minutes later ... in the 85thminute" against the box's 80.
        if (!target && narrative) {
            EventCandidate *only = nullptr;
            int count = 0;
            for (const int i : comparable) {
                EventCandidate &existing = merged[i];
                if (existing.source != EventCandidate::Source::Narrative && typeGroup(existing.event.type) == typeGroup(candidate.event.type)
                    && samePerson(existing, candidate) && !candidate.event.player.isEmpty()) {
                    only = &existing;
                    ++count;
                }
            }
            // With several (Vardy 74 pen, 84 pen), prose without a matching minute tells one of them, not a third.
            if (count > 1) {
                only = nullptr;
                for (const int i : comparable) {
                    EventCandidate &existing = merged[i];
                    if (existing.source != EventCandidate::Source::Narrative && typeGroup(existing.event.type) == typeGroup(candidate.event.type)
                        && samePerson(existing, candidate) && !absorbed.contains({int(&existing - merged.data()), candidate.sentence})) {
                        only = &existing;
                        break;
                    }
                }
                count = only ? 1 : 0;
            }
            if (count == 1 && !absorbed.contains({int(only - merged.data()), candidate.sentence}) && !candidate.distinct) {
                target = only; // the box's minute stays
            }
        }
        if (!target) {
            merged.append(candidate);
            index.add(int(merged.size() - 1));
            continue;
        }
        absorbed.insert({int(target - merged.data()), candidate.sentence});
        MatchEvent &event = target->event;
        for (const TextSpan &span : candidate.event.evidence) {
            if (!event.evidence.contains(span))
                event.evidence.append(span);
        }
        if (specificity(candidate.event.type) > specificity(event.type))
            event.type = candidate.event.type;
        if (!event.time.isValid() || (event.time.addedMinute && *event.time.addedMinute < 0 && candidate.event.time.isValid()))
            event.time = candidate.event.time;
        if (event.player.isEmpty() && !candidate.event.player.isEmpty()) {
            const PersonKey oldKey = personKey(*target);
            event.player = candidate.event.player;
            target->player = candidate.player;
            index.rename(int(target - merged.data()), oldKey);
        }
        if (event.secondPlayer.isEmpty() && !candidate.event.secondPlayer.isEmpty()) {
            event.secondPlayer = candidate.event.secondPlayer;
            target->second = candidate.second;
        }
        if (event.team.isEmpty())
            event.team = candidate.event.team;
        if (event.detail.isEmpty())
            event.detail = candidate.event.detail;
        if (!event.scoreAfter)
            event.scoreAfter = candidate.event.scoreAfter;
        // Told twice, in different ways: more likely true.
        event.confidence = std::min(0.99, event.confidence + 0.1);
    }
    // A second yellow is the same card as the yellow told beside it: drop the yellow unless it has its own minute.
    QList<MatchEvent> events;
    events.reserve(merged.size());
    for (const EventCandidate &candidate : merged) {
        if (candidate.event.type == EventType::YellowCard) {
            EventCandidate secondYellow = candidate;
            secondYellow.event.type = EventType::SecondYellow;
            const QList<int> &cards = index.candidatesFor(secondYellow);
            const bool sameCard = std::any_of(cards.begin(), cards.end(), [&](int i) {
                const EventCandidate &other = merged.at(i);
                return other.event.type == EventType::SecondYellow && samePerson(other, candidate)
                    && (!candidate.event.time.isValid() || candidate.event.time == other.event.time);
            });
            if (sameCard)
                continue;
        }
        events.append(candidate.event);
    }
    return events;
}

} // namespace Touchline
