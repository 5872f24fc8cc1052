#include "editentitiescommand.h"

#include "reportdocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace Touchline {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Touchline", text);
}

QString slug(const QString &name)
{
    QString result;
    for (const QChar c : name.normalized(QString::NormalizationForm_D)) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            result.append(c.toLower());
        else if (c.isSpace() || c == QLatin1Char('-'))
            result.append(QLatin1Char('-'));
    }
    return result;
}
} // namespace

EditEntitiesCommand::EditEntitiesCommand(ReportDocument *document, QList<Entity> after, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document->annotations().entities)
    , m_after(std::move(after))
{
}

EditEntitiesCommand *EditEntitiesCommand::retype(ReportDocument *document, const QString &id, EntityType type)
{
    QList<Entity> entities = document->annotations().entities;
    const int index = document->annotations().entityIndex(id);
    if (index < 0 || entities[index].type == type)
        return nullptr;
    entities[index].type = type;
    return new EditEntitiesCommand(document, entities,
        tr("Make %1 a %2").arg(entities[index].canonical, entityTypeName(type).toLower()));
}

EditEntitiesCommand *EditEntitiesCommand::setTeam(ReportDocument *document, const QString &id, const QString &teamId)
{
    QList<Entity> entities = document->annotations().entities;
    const int index = document->annotations().entityIndex(id);
    if (index < 0 || entities[index].team == teamId)
        return nullptr;
    entities[index].team = teamId;
    const Entity *team = document->annotations().entity(teamId);
    return new EditEntitiesCommand(document, entities,
        tr("Set team of %1 to %2").arg(entities[index].canonical, team ? team->canonical : tr("none")));
}

EditEntitiesCommand *EditEntitiesCommand::merge(ReportDocument *document, const QString &keptId, const QString &absorbedId)
{
    QList<Entity> entities = document->annotations().entities;
    const int kept = document->annotations().entityIndex(keptId);
    const int absorbed = document->annotations().entityIndex(absorbedId);
    if (kept < 0 || absorbed < 0 || kept == absorbed)
        return nullptr;
    const QString text = tr("Merge %1 into %2").arg(entities[absorbed].canonical, entities[kept].canonical);
    entities[kept].mentions += entities[absorbed].mentions;
    std::sort(entities[kept].mentions.begin(), entities[kept].mentions.end());
    if (entities[kept].team.isEmpty())
        entities[kept].team = entities[absorbed].team;
    for (Entity &entity : entities) {
        if (entity.team == absorbedId)
            entity.team = keptId;
    }
    entities.removeAt(absorbed);
    return new EditEntitiesCommand(document, entities, text);
}

EditEntitiesCommand *EditEntitiesCommand::addMention(ReportDocument *document, EntityType type, const QString &canonical,
                                                     const TextSpan &span)
{
    if (span.isEmpty() || canonical.trimmed().isEmpty())
        return nullptr;
    QList<Entity> entities = document->annotations().entities;
    auto existing = std::find_if(entities.begin(), entities.end(),
                                 [&](const Entity &e) { return e.type == type && e.canonical == canonical; });
    if (existing != entities.end()) {
        if (existing->mentions.contains(span))
            return nullptr;
        existing->mentions.append(span);
        std::sort(existing->mentions.begin(), existing->mentions.end());
    } else {
        Entity entity;
        entity.type = type;
        entity.canonical = canonical.trimmed();
        const QString base = entityTypeName(type).toLower() + QLatin1Char(':') + slug(entity.canonical);
        entity.id = base;
        for (int n = 2; document->annotations().entity(entity.id); ++n)
            entity.id = base + QLatin1Char('-') + QString::number(n);
        entity.mentions = {span};
        entities.append(entity);
    }
    return new EditEntitiesCommand(document, entities, tr("Add %1 “%2”").arg(entityTypeName(type).toLower(), canonical));
}

void EditEntitiesCommand::undo()
{
    if (m_document)
        m_document->replaceEntities(m_before);
}

void EditEntitiesCommand::redo()
{
    if (m_document)
        m_document->replaceEntities(m_after);
}

} // namespace Touchline
