#include "reportdocument.h"

#include <QHash>

#include <QUndoStack>

#include <algorithm>

namespace Touchline {

ReportDocument::ReportDocument(Document document, AnnotationSet annotations, bool extracted, QObject *parent)
    : QObject(parent)
    , m_document(std::move(document))
    , m_annotations(std::move(annotations))
    , m_extracted(extracted)
    , m_undoStack(new QUndoStack(this))
{
    m_annotations.sortEvents();
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

ReportDocument::~ReportDocument() = default;

bool ReportDocument::isModified() const
{
    return !m_undoStack->isClean();
}

ReportDocument::ReviewStatus ReportDocument::reviewStatus() const
{
    return reviewStatusOf(m_annotations, m_extracted, isModified());
}

ReportDocument::ReviewStatus ReportDocument::reviewStatusOf(const AnnotationSet &annotations, bool extracted, bool modified)
{
    if (!extracted)
        return ReviewStatus::NotExtracted;
    const auto &events = annotations.events;
    const bool anyTouched = std::any_of(events.begin(), events.end(), [](const MatchEvent &e) { return e.isUserOwned(); });
    const bool allTouched = std::all_of(events.begin(), events.end(), [](const MatchEvent &e) { return e.isUserOwned(); });
    if (!events.isEmpty() && allTouched)
        return ReviewStatus::Reviewed;
    if (anyTouched || modified)
        return ReviewStatus::Edited;
    return ReviewStatus::Extracted;
}

QString ReportDocument::reviewStatusLabel(ReviewStatus status)
{
    switch (status) {
    case ReviewStatus::NotExtracted:
        return tr("not extracted");
    case ReviewStatus::Extracted:
        return tr("extracted");
    case ReviewStatus::Edited:
        return tr("edited");
    case ReviewStatus::Reviewed:
        return tr("reviewed");
    }
    return {};
}

QStringList ReportDocument::eventsAt(int position) const
{
    QStringList ids = m_annotations.eventsWithEvidenceAt(position);
    if (!ids.isEmpty())
        return ids;
    const auto entities = m_annotations.entitiesAt(TextSpan{position, position});
    for (const Entity *entity : entities) {
        for (const MatchEvent &event : m_annotations.events) {
            if (!entity->canonical.isEmpty()
                && (event.player == entity->canonical || event.secondPlayer == entity->canonical || event.team == entity->canonical)
                && !ids.contains(event.id))
                ids.append(event.id);
        }
    }
    return ids;
}

MatchEvent ReportDocument::draftEvent(const TextSpan &span) const
{
    MatchEvent event;
    event.id = m_annotations.newEventId();
    event.status = EventStatus::Manual;
    event.confidence = 1.0;
    event.evidence = {span};
    const auto entities = m_annotations.entitiesAt(span);
    QString teamId;
    for (const Entity *entity : entities) {
        if (entity->type == EntityType::Player) {
            if (event.player.isEmpty()) {
                event.player = entity->canonical;
                teamId = entity->team;
            } else if (event.secondPlayer.isEmpty() && entity->canonical != event.player) {
                event.secondPlayer = entity->canonical;
            }
        } else if (entity->type == EntityType::Team && event.team.isEmpty()) {
            event.team = entity->canonical;
        }
    }
    if (event.team.isEmpty() && !teamId.isEmpty()) {
        if (const Entity *team = m_annotations.entity(teamId))
            event.team = team->canonical;
    }
    for (const ValueMention &value : m_annotations.values) {
        if (value.type == EntityType::Time && value.span.overlaps(span)) {
            if (auto time = MatchTime::fromString(value.value)) {
                event.time = *time;
                break;
            }
        }
    }
    return event;
}

QStringList ReportDocument::entityNames(EntityType type) const
{
    QStringList names;
    for (const Entity &entity : m_annotations.entities) {
        if (entity.type == type && !entity.canonical.isEmpty() && !names.contains(entity.canonical))
            names.append(entity.canonical);
    }
    names.sort(Qt::CaseInsensitive);
    return names;
}

QStringList ReportDocument::teamNames() const
{
    QStringList names;
    for (const QString &name : {m_annotations.homeTeam, m_annotations.awayTeam}) {
        if (!name.isEmpty())
            names.append(name);
    }
    for (const QString &name : entityNames(EntityType::Team)) {
        if (!names.contains(name))
            names.append(name);
    }
    return names;
}

int ReportDocument::teamSide(const QString &team) const
{
    if (team.isEmpty())
        return -1;
    if (team == m_annotations.homeTeam)
        return 0;
    if (team == m_annotations.awayTeam)
        return 1;
    return -1;
}

void ReportDocument::replaceEvent(const MatchEvent &event)
{
    const int index = m_annotations.eventIndex(event.id);
    if (index < 0)
        return;
    m_annotations.events[index] = event;
    m_annotations.sortEvents();
    emit eventChanged(event.id);
    touch();
}

void ReportDocument::replaceEvents(const QList<MatchEvent> &events)
{
    if (events.size() == 1) {
        replaceEvent(events.first());
        return;
    }
    QHash<QString, qsizetype> indexOf;
    indexOf.reserve(m_annotations.events.size());
    for (qsizetype i = 0; i < m_annotations.events.size(); ++i)
        indexOf.insert(m_annotations.events.at(i).id, i);
    QStringList replaced;
    for (const MatchEvent &event : events) {
        const auto at = indexOf.constFind(event.id);
        if (at == indexOf.constEnd())
            continue;
        m_annotations.events[*at] = event;
        replaced.append(event.id);
    }
    if (replaced.isEmpty())
        return;
    m_annotations.sortEvents();
    emit eventsChanged(replaced);
    touch();
}

void ReportDocument::insertEvent(const MatchEvent &event)
{
    if (m_annotations.eventIndex(event.id) >= 0)
        return;
    m_annotations.events.append(event);
    m_annotations.sortEvents();
    emit eventInserted(event.id);
    touch();
}

void ReportDocument::removeEvent(const QString &id)
{
    const int index = m_annotations.eventIndex(id);
    if (index < 0)
        return;
    m_annotations.events.removeAt(index);
    emit eventRemoved(id);
    touch();
}

void ReportDocument::replaceEntities(const QList<Entity> &entities)
{
    m_annotations.entities = entities;
    emit entitiesChanged();
    touch();
}

void ReportDocument::replaceAnnotations(const AnnotationSet &annotations, bool extracted)
{
    m_annotations = annotations;
    m_annotations.sortEvents();
    m_extracted = extracted;
    emit annotationsReset();
    emit entitiesChanged();
    touch();
}

void ReportDocument::markSaved()
{
    m_undoStack->setClean();
}

void ReportDocument::touch()
{
    ++m_revision;
    m_annotations.lastChanged = QDateTime::currentDateTimeUtc();
    emit changed();
}

} // namespace Touchline
