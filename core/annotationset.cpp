#include "annotationset.h"

#include <QHash>
#include <QVarLengthArray>

#include <algorithm>
#include <utility>
#include <vector>

namespace Touchline {

const Entity *AnnotationSet::entity(const QString &id) const
{
    const int index = entityIndex(id);
    return index < 0 ? nullptr : &entities.at(index);
}

Entity *AnnotationSet::entity(const QString &id)
{
    const int index = entityIndex(id);
    return index < 0 ? nullptr : &entities[index];
}

int AnnotationSet::entityIndex(const QString &id) const
{
    for (int i = 0; i < entities.size(); ++i) {
        if (entities.at(i).id == id)
            return i;
    }
    return -1;
}

const MatchEvent *AnnotationSet::event(const QString &id) const
{
    const int index = eventIndex(id);
    return index < 0 ? nullptr : &events.at(index);
}

int AnnotationSet::eventIndex(const QString &id) const
{
    for (int i = 0; i < events.size(); ++i) {
        if (events.at(i).id == id)
            return i;
    }
    return -1;
}

namespace {

// The items `ids` names, in the order of the ids, each once: one pass over the items with the ids in a hash,
// rather than a search of the items for each id (a whole timeline selected names thousands). A few ids are
// compared as they are: hashing every item's id cost more than comparing it with one or two.
template<typename Item>
QList<const Item *> itemsNamed(const QList<Item> &items, const QStringList &ids)
{
    QList<const Item *> found;
    if (ids.size() <= 4) {
        for (const QString &id : ids) {
            const auto at = std::find_if(items.cbegin(), items.cend(), [&id](const Item &item) { return item.id == id; });
            if (at != items.cend() && !found.contains(&*at))
                found.append(&*at);
        }
        return found;
    }
    QHash<QString, qsizetype> place;
    place.reserve(ids.size());
    for (qsizetype i = ids.size() - 1; i >= 0; --i)
        place.insert(ids.at(i), i); // the first place of an id named twice
    std::vector<const Item *> byPlace(size_t(ids.size()), nullptr);
    for (const Item &item : items) {
        const auto at = place.constFind(item.id);
        if (at != place.cend())
            byPlace[size_t(*at)] = &item;
    }
    for (const Item *item : byPlace) {
        if (item)
            found.append(item);
    }
    return found;
}

} // namespace

QList<const MatchEvent *> AnnotationSet::eventsNamed(const QStringList &ids) const
{
    return itemsNamed(events, ids);
}

TextSpans AnnotationSet::evidenceOf(const QStringList &ids) const
{
    TextSpans spans;
    for (const MatchEvent *event : itemsNamed(events, ids))
        spans += event->evidence;
    return spans;
}

TextSpans AnnotationSet::mentionsOf(const QStringList &ids) const
{
    TextSpans spans;
    for (const Entity *entity : itemsNamed(entities, ids))
        spans += entity->mentions;
    return spans;
}

QList<const Entity *> AnnotationSet::entitiesAt(const TextSpan &span) const
{
    QList<std::pair<int, const Entity *>> found;
    for (const Entity &candidate : entities) {
        for (const TextSpan &mention : candidate.mentions) {
            if (mention.overlaps(span) || (span.isEmpty() && mention.contains(span.start))) {
                found.append({mention.start, &candidate});
                break;
            }
        }
    }
    std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<const Entity *> result;
    for (const auto &pair : found)
        result.append(pair.second);
    return result;
}

QStringList AnnotationSet::eventsWithEvidenceAt(int position) const
{
    QStringList ids;
    for (const MatchEvent &candidate : events) {
        if (std::any_of(candidate.evidence.begin(), candidate.evidence.end(),
                        [position](const TextSpan &span) { return span.contains(position); }))
            ids.append(candidate.id);
    }
    return ids;
}

QString AnnotationSet::newEventId() const
{
    int highest = 0;
    for (const MatchEvent &existing : events) {
        if (existing.id.startsWith(QLatin1String("e")))
            highest = std::max(highest, QStringView(existing.id).mid(1).toInt());
    }
    return QStringLiteral("e%1").arg(highest + 1);
}

void AnnotationSet::sortEvents()
{
    // Often in order already (the extractor sorts again after adding the result): checked first, as
    // std::stable_sort moves every event through a buffer it allocates.
    if (std::is_sorted(events.cbegin(), events.cend(), eventLessThan))
        return;
    // The order eventLessThan gives, by keys worked out once per event (each comparison worked out two)
    // and the index last: no two keys are equal, so an unstable sort, which allocates nothing, is stable here.
    QVarLengthArray<std::pair<std::pair<int, int>, qsizetype>, 64> keys;
    keys.reserve(events.size());
    for (qsizetype i = 0; i < events.size(); ++i)
        keys.append({eventOrderKey(events.at(i)), i});
    std::sort(keys.begin(), keys.end());
    // Position k takes the event at keys[k].second: the events are moved along the cycles of that
    // permutation, each once, in place (a new list cost an allocation and every moved-from event's
    // destruction).
    QVarLengthArray<bool, 64> placed(events.size(), false);
    MatchEvent *const data = events.data();
    for (qsizetype start = 0; start < events.size(); ++start) {
        if (placed[start] || keys[start].second == start)
            continue;
        MatchEvent held = std::move(data[start]);
        qsizetype at = start;
        for (qsizetype from = keys[at].second; from != start; from = keys[at].second) {
            data[at] = std::move(data[from]);
            placed[at] = true;
            at = from;
        }
        data[at] = std::move(held);
        placed[at] = true;
    }
}

} // namespace Touchline
