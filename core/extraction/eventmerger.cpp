#include "eventmerger.h"

#include "gazetteer.h"

#include "stringtable.h"
#include "textarena.h"

#include <QMultiHash>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <utility>
#include <vector>

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
// when their numbers are equal (samePerson), except VAR checks told without a name. 0 for no player;
// otherwise the number of the folded surname, given out in order of first sight: each candidate's player
// is folded once, where comparing surnames folded or looked up both names every time.
class Surnames
{
public:
    /// Room for `count` names without growing.
    explicit Surnames(qsizetype count) { m_numbers.reserve(std::size_t(count)); }

    /// `player` must stay alive, unchanged, while numbers are asked (the candidates' names do).
    int numberOf(const QString &player)
    {
        if (player.isEmpty())
            return 0;
        // Most candidates name an entity and share its name's characters (QString is implicitly shared):
        // a name met before at the same address is that name, and keeps the number found then.
        Seen &seen = m_seen[(quintptr(player.constData()) / alignof(std::max_align_t)) % m_seen.size()];
        if (seen.characters == player.constData() && seen.size == player.size())
            return seen.number;
        seen = {player.constData(), player.size(), numberOfFolded(player)};
        return seen.number;
    }

private:
    struct Seen {
        const QChar *characters = nullptr;
        qsizetype size = 0;
        int number = 0;
    };

    int numberOfFolded(const QString &player)
    {
        QVarLengthArray<QChar, 64> folded(2 * player.size()); // room for "ß" → "ss"
        const QChar *const end = Gazetteer::fold(player, folded.data());
        const QChar *start = end;
        while (start != folded.constData() && start[-1] != QLatin1Char(' '))
            --start;
        const QStringView surname(start, end - start);
        if (const int *known = m_numbers.find(surname))
            return *known;
        const int number = int(m_numbers.size()) + 1;
        m_numbers.insert(m_kept.add(surname), number);
        return number;
    }

    std::array<Seen, 32> m_seen = {};
    StringTable<int, std::u16string_view> m_numbers; // keyed by views of m_kept
    TextArena m_kept;
};

// The surname numbers of a list of candidates, by index; a report's few dozen on the stack.
using Persons = QVarLengthArray<int, 64>;

// A candidate and the number of its player's surname (Surnames).
struct Told {
    const EventCandidate &candidate;
    int person;
};

QStringView lastWord(QStringView name)
{
    const qsizetype space = name.lastIndexOf(QLatin1Char(' '));
    return space < 0 ? name : name.sliced(space + 1);
}

// Whether two names of five letters or more differ by one letter left out, added or changed: a typing slip.
bool spelledOneEditApart(QStringView a, QStringView b)
{
    if (a.size() > b.size())
        std::swap(a, b);
    if (a.size() < 5 || b.size() - a.size() > 1 || a == b)
        return false;
    qsizetype i = 0;
    while (i < a.size() && a.at(i) == b.at(i))
        ++i;
    // After the first difference, the rest agree with one letter skipped in the longer (or changed, when as long).
    return a.size() == b.size() ? a.sliced(std::min(i + 1, a.size())) == b.sliced(std::min(i + 1, b.size())) : a.sliced(i) == b.sliced(i + 1);
}

bool samePerson(const Told &a, const Told &b)
{
    // A VAR check told without a name is the same check as a named one told next to it or at the same minute.
    if (a.candidate.event.type == EventType::VarReview && b.candidate.event.type == EventType::VarReview && (!a.person || !b.person))
        return std::abs(a.candidate.sentence - b.candidate.sentence) <= 2
            || (a.candidate.event.time.isValid() && b.candidate.event.time.isValid() && a.candidate.event.time.minute == b.candidate.event.time.minute);
    if (!a.person || !b.person)
        return !a.person && !b.person;
    if (a.candidate.player >= 0 && b.candidate.player >= 0 && a.candidate.player == b.candidate.player)
        return true;
    return a.person == b.person;
}

bool isVarReview(const EventCandidate &candidate)
{
    return candidate.event.type == EventType::VarReview;
}

// The merged events by group and person, in merge order: a candidate is compared with the events it
// could be the same as, not with every event so far (which made long texts quadratic). Person numbers
// are few and dense (Surnames), so each has a slot of its own holding its few groups, where a hash table
// of (group, person) keys cost a look-up and a node for each.
class MergedIndex
{
public:
    using Events = QVarLengthArray<int, 4>;

    /// `personCount`: every person number is below it.
    MergedIndex(const QList<EventCandidate> &merged, const Persons &persons, int personCount)
        : m_merged(merged)
        , m_persons(persons)
        , m_byPerson(std::size_t(personCount))
    {
    }
    void add(int index)
    {
        const EventCandidate &event = m_merged.at(index);
        if (isVarReview(event))
            m_varReviews.append(index);
        else
            eventsOf(typeGroup(event.event.type), m_persons[index]).append(index);
    }
    // After a merge gave the event a player it did not have.
    void rename(int index, int oldPerson)
    {
        const EventCandidate &event = m_merged.at(index);
        if (isVarReview(event))
            return;
        const int group = typeGroup(event.event.type);
        eventsOf(group, oldPerson).removeOne(index);
        Events &events = eventsOf(group, m_persons[index]);
        events.insert(std::lower_bound(events.begin(), events.end(), index), index);
    }
    /// Indexes of the merged events of the candidate's group that may be the same person's, ascending (and so
    /// in the order of their sources' ranks: the events are merged rank by rank). Each is the same person's
    /// (samePerson), but for VAR checks, listed all together.
    std::span<const int> candidatesFor(EventType type, int person) const
    {
        if (type == EventType::VarReview)
            return m_varReviews;
        const PersonGroups &groups = m_byPerson[std::size_t(person)];
        const auto it = std::find_if(groups.begin(), groups.end(), [group = typeGroup(type)](const GroupEvents &g) { return g.group == group; });
        return it == groups.end() ? std::span<const int>() : std::span<const int>(it->events.constData(), std::size_t(it->events.size()));
    }

private:
    struct GroupEvents {
        int group;
        Events events;
    };
    using PersonGroups = QVarLengthArray<GroupEvents, 2>;

    Events &eventsOf(int group, int person)
    {
        PersonGroups &groups = m_byPerson[std::size_t(person)];
        const auto it = std::find_if(groups.begin(), groups.end(), [group](const GroupEvents &g) { return g.group == group; });
        if (it != groups.end())
            return it->events;
        groups.append({group, {}});
        return groups.last().events;
    }

    const QList<EventCandidate> &m_merged;
    const Persons &m_persons; // of the merged events
    std::vector<PersonGroups> m_byPerson; // by person number
    Events m_varReviews;
};

// A goal told in prose and ruled out a sentence or two later is the disallowed goal, not a goal: such goals
// are marked (player -2) and lose their number. Only prose goals within three sentences are compared,
// found through a list sorted by sentence, so a long text costs no more per event than a short one.
void dropGoalsRuledOut(QList<EventCandidate> &candidates, Persons &persons)
{
    constexpr int reach = 3; // sentences either way
    const auto namedDisallowed = [](const EventCandidate &c) { return c.event.type == EventType::DisallowedGoal && !c.event.player.isEmpty(); };
    if (std::none_of(candidates.cbegin(), candidates.cend(), namedDisallowed))
        return;
    std::vector<std::pair<int, qsizetype>> proseGoals; // (sentence, index), sorted
    for (qsizetype g = 0; g < candidates.size(); ++g) {
        const EventCandidate &goal = candidates.at(g);
        if (goal.source == EventCandidate::Source::Narrative && isScoringEvent(goal.event.type))
            proseGoals.emplace_back(goal.sentence, g);
    }
    std::sort(proseGoals.begin(), proseGoals.end());
    QVarLengthArray<qsizetype, 16> near;
    for (qsizetype d = 0; d < candidates.size(); ++d) {
        EventCandidate &disallowed = candidates[d];
        if (!namedDisallowed(disallowed))
            continue;
        near.clear();
        for (auto it = std::lower_bound(proseGoals.cbegin(), proseGoals.cend(), std::pair<int, qsizetype>(disallowed.sentence - reach, 0));
             it != proseGoals.cend() && it->first <= disallowed.sentence + reach; ++it)
            near.append(it->second);
        std::sort(near.begin(), near.end()); // in the candidates' order, as the first goal's minute is the one taken
        for (const qsizetype g : near) {
            EventCandidate &goal = candidates[g];
            if (!samePerson({goal, persons[g]}, {disallowed, persons[d]}))
                continue;
            // "slid a finish beneath Mawhinney" 13 minutes after the restart, and in stoppage time "rose at the far post to
            // head in what looked like the winner", ruled out: two of the player's goals, told at minutes of their own.
            if (goal.event.time.isValid() && disallowed.event.time.isValid() && std::abs(goal.event.time.sortKey() - disallowed.event.time.sortKey()) > 100)
                continue;
            if (!disallowed.event.time.isValid())
                disallowed.event.time = goal.event.time;
            disallowed.event.evidence += goal.event.evidence;
            goal.event.player.clear(); // dropped by the caller
            persons[g] = 0;
            goal.player = -2;
        }
    }
}

} // namespace

QList<MatchEvent> EventMerger::merge(const ExtractionContext &context, QList<EventCandidate> candidates)
{
    Q_UNUSED(context);
    // Structured sources first, each kept in its order (a stable sort by rank). Often so already; else each
    // candidate is moved once, rank by rank: std::stable_sort moved the large candidates through a buffer.
    const auto byRank = [](const EventCandidate &a, const EventCandidate &b) { return rank(a.source) < rank(b.source); };
    if (!std::is_sorted(candidates.cbegin(), candidates.cend(), byRank)) {
        QList<EventCandidate> ordered;
        ordered.reserve(candidates.size());
        for (int r = 0; r < 3; ++r) {
            for (EventCandidate &candidate : candidates) {
                if (rank(candidate.source) == r)
                    ordered.append(std::move(candidate));
            }
        }
        candidates = std::move(ordered);
    }
    Surnames surnames(candidates.size());
    Persons persons; // of the candidates
    persons.reserve(candidates.size());
    for (const EventCandidate &candidate : candidates)
        persons.push_back(surnames.numberOf(candidate.event.player));
    dropGoalsRuledOut(candidates, persons);
    // The dropped goals go, and their numbers with them.
    qsizetype kept = 0;
    for (qsizetype c = 0; c < candidates.size(); ++c) {
        if (candidates.at(c).player == -2)
            continue;
        if (kept != c) {
            candidates[kept] = std::move(candidates[c]);
            persons[kept] = persons[c];
        }
        ++kept;
    }
    candidates.resize(kept);
    persons.resize(kept);
    QList<EventCandidate> merged;
    merged.reserve(candidates.size()); // indexes and pointers into it stay valid
    Persons mergedPersons; // of the merged events
    mergedPersons.reserve(candidates.size());
    MergedIndex index(merged, mergedPersons, persons.isEmpty() ? 1 : *std::max_element(persons.begin(), persons.end()) + 1);
    QSet<std::pair<int, int>> absorbed; // (target index, sentence): one sentence tells an event once
    for (qsizetype c = 0; c < candidates.size(); ++c) {
        const EventCandidate &candidate = candidates.at(c);
        const Told told{candidate, persons[c]};
        const bool narrative = candidate.source == EventCandidate::Source::Narrative;
        std::span<const int> comparable = index.candidatesFor(candidate.event.type, told.person);
        // A box entry or commentary line other than the result is never the same event as one of its own source
        // (see below): only the events of earlier sources, listed first, are compared. A long text's box entries
        // were each compared with every box entry of the player before them.
        if (!narrative && candidate.event.type != EventType::FullTime) {
            const auto earlier = std::partition_point(comparable.begin(), comparable.end(),
                                                      [&](int i) { return rank(merged.at(i).source) < rank(candidate.source); });
            comparable = comparable.first(std::size_t(earlier - comparable.begin()));
        }
        // The index lists only events of the candidate's group and person, but VAR checks (MergedIndex).
        const bool varReview = isVarReview(candidate);
        const auto samePersonAs = [&](int i) {
            Q_ASSERT(typeGroup(merged.at(i).event.type) == typeGroup(candidate.event.type));
            Q_ASSERT(varReview || samePerson({merged.at(i), mergedPersons[i]}, told));
            return !varReview || samePerson({merged.at(i), mergedPersons[i]}, told);
        };
        // A shoot-out kick is never the same event as a goal in the match.
        const auto sameOccasion = [](const EventCandidate &existing, const EventCandidate &other) {
            return (existing.event.detail == QLatin1String("shoot-out")) == (other.event.detail == QLatin1String("shoot-out"));
        };
        EventCandidate *target = nullptr;
        // Prefer an event with the same minute, then one where a minute is missing, of the same type first (a
        // penalty told without its minute is the box's "79 pen", not its "22").
        for (int pass = 0; pass < 3 && !target; ++pass) {
            for (const int i : comparable) {
                EventCandidate &existing = merged[i];
                if (!samePersonAs(i))
                    continue;
                if (!sameOccasion(existing, candidate))
                    continue;
                if (narrative && absorbed.contains({int(&existing - merged.data()), candidate.sentence}))
                    continue;
                // "his second penalty" is not the first one told again; it may still match a box entry with its own minute,
                // or one of the goals a count told ("scored twice", then "for her second of the night").
                if (candidate.distinct && existing.source == EventCandidate::Source::Narrative && !existing.tallied)
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
                const bool agree = pass == 0 ? exact
                                             : minutesAgree(existing.event.time, candidate.event.time, narrative)
                        && (pass == 2 || existing.event.type == candidate.event.type);
                // "In the 31st minute ... X and Y clashed heads. X received treatment ..., and Z replaced him in the 36th
                // minute": one injury told on, the later sentence's minute another moment's.
                const bool injuryToldOn = narrative && candidate.event.type == EventType::Injury && existing.event.type == EventType::Injury
                    && existing.source == EventCandidate::Source::Narrative && std::abs(existing.sentence - candidate.sentence) <= 2;
                if (agree || injuryToldOn) {
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
                if (existing.source != EventCandidate::Source::Narrative && samePersonAs(i) && !candidate.event.player.isEmpty()
                    && sameOccasion(existing, candidate)) {
                    only = &existing;
                    ++count;
                }
            }
            // With several (Vardy 74 pen, 84 pen), prose without a matching minute tells one of them, not a third.
            if (count > 1) {
                only = nullptr;
                for (const int i : comparable) {
                    EventCandidate &existing = merged[i];
                    if (existing.source != EventCandidate::Source::Narrative && samePersonAs(i) && sameOccasion(existing, candidate)
                        && !absorbed.contains({int(&existing - merged.data()), candidate.sentence})) {
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
            // A narrative event tells its sentence's event: another of the same sentence is another event
            // ("Stanley scored twice").
            if (narrative && candidate.sentence >= 0)
                absorbed.insert({int(merged.size()), candidate.sentence});
            merged.append(std::move(candidates[c])); // not read again: moved, where a copy took every string's count
            mergedPersons.push_back(told.person);
            index.add(int(merged.size() - 1));
            continue;
        }
        // Not a line of a box or a timeline: the prose finder's reading of that very line is its event again.
        if (narrative)
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
            const int targetIndex = int(target - merged.data());
            event.player = candidate.event.player;
            target->player = candidate.player;
            index.rename(targetIndex, std::exchange(mergedPersons[targetIndex], told.person));
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
    // "Doherty pulled up with a hamstring problem and limped off to be replaced by Quigley": an injury told without a minute
    // in the sentence of the change it forced takes that change's minute, when a box gave it one ("Doherty (Quigley 71)").
    // By sentence, one pass over each list: a long text has thousands of both.
    QMultiHash<int, EventCandidate *> untimedInjuries;
    for (EventCandidate &injury : merged) {
        if (injury.event.type == EventType::Injury && !injury.event.time.isValid() && injury.source == EventCandidate::Source::Narrative)
            untimedInjuries.insert(injury.sentence, &injury);
    }
    if (!untimedInjuries.isEmpty()) {
        for (const auto &[target, sentence] : std::as_const(absorbed)) {
            const MatchEvent &change = merged.at(target).event;
            if (change.type != EventType::Substitution || !change.time.isValid() || change.secondPlayer.isEmpty())
                continue;
            for (auto it = untimedInjuries.find(sentence); it != untimedInjuries.end() && it.key() == sentence; ++it) {
                if (!(*it)->event.time.isValid() && lastWord(change.secondPlayer) == lastWord((*it)->event.player))
                    (*it)->event.time = change.time;
            }
        }
    }
    // A second yellow is the same card as a yellow at its minute, or one told in its sentence without a minute ("X,
    // already booked, saw a second yellow"): drop that yellow. One told apart without a minute is the first booking
    // ("Dolan was booked just before half-time", "Yellow cards: ..., Weidinger" above "Yellow-red card: Weidinger (77.)").
    // Decided for every event first, so that the events can then be moved out of the merged list.
    QVarLengthArray<bool, 64> dropped(merged.size(), false);
    for (qsizetype m = 0; m < merged.size(); ++m) {
        const EventCandidate &candidate = merged.at(m);
        if (candidate.event.type != EventType::YellowCard)
            continue;
        const Told yellow{candidate, mergedPersons[m]};
        const std::span<const int> cards = index.candidatesFor(EventType::SecondYellow, yellow.person);
        dropped[m] = std::any_of(cards.begin(), cards.end(), [&](int i) {
            const EventCandidate &other = merged.at(i);
            return other.event.type == EventType::SecondYellow && samePerson({other, mergedPersons[i]}, yellow)
                && (candidate.event.time == other.event.time || (!candidate.event.time.isValid() && other.sentence == candidate.sentence));
        });
    }
    // A goal a box or commentary gives at a minute, told in prose of another player at that very minute, is that goal
    // misread ("he ... only succeeded in turning the ball past his own goalkeeper", the pronoun taken for the substitute
    // last named): the box names the scorer. Unless the box misspells the prose's name ("Goals: Towsend (7')" beside
    // "Andros Townsend gave the visitors a surprise lead after just seven minutes"): the prose's stays.
    QVarLengthArray<std::pair<int, qsizetype>, 16> listedGoals; // minute's sort key, index
    for (qsizetype m = 0; m < merged.size(); ++m) {
        const EventCandidate &candidate = merged.at(m);
        if (candidate.source != EventCandidate::Source::Narrative && isScoringEvent(candidate.event.type) && candidate.event.time.isValid()
            && candidate.event.detail != QLatin1String("shoot-out"))
            listedGoals.append({candidate.event.time.sortKey(), m});
    }
    if (!listedGoals.isEmpty()) {
        std::sort(listedGoals.begin(), listedGoals.end()); // a long text's boxes list thousands
        for (qsizetype m = 0; m < merged.size(); ++m) {
            const EventCandidate &candidate = merged.at(m);
            if (candidate.source != EventCandidate::Source::Narrative || !isScoringEvent(candidate.event.type) || !candidate.event.time.isValid())
                continue;
            const auto [first, last] = std::equal_range(listedGoals.cbegin(), listedGoals.cend(), std::pair{candidate.event.time.sortKey(), qsizetype(-1)},
                                                        [](const auto &a, const auto &b) { return a.first < b.first; });
            for (auto it = first; it != last; ++it) {
                const bool misspelt = spelledOneEditApart(lastWord(merged.at(it->second).event.player), lastWord(candidate.event.player));
                dropped[misspelt ? it->second : m] = true;
            }
        }
    }
    QList<MatchEvent> events;
    events.reserve(merged.size());
    for (qsizetype m = 0; m < merged.size(); ++m) {
        if (!dropped[m])
            events.append(std::move(merged[m].event));
    }
    return events;
}

} // namespace Touchline
