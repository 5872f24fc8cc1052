#include "labelmapping.h"

namespace Touchline {

namespace {
std::optional<LabelMapping::Target> builtIn(const QString &label)
{
    using Kind = LabelMapping::Target::Kind;
    if (const auto type = entityTypeFromName(label))
        return LabelMapping::Target{isMentionOnly(*type) ? Kind::Value : Kind::Entity, *type, EventType::Goal};
    if (const auto type = eventTypeFromName(label))
        return LabelMapping::Target{Kind::Event, EntityType::Player, *type};
    QString simple = label.toUpper();
    simple.replace(QLatin1Char(' '), QLatin1Char('_'));
    simple.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (const auto type = eventTypeFromName(simple))
        return LabelMapping::Target{Kind::Event, EntityType::Player, *type};
    static const std::pair<const char *, EntityType> aliases[] = {
        {"PER", EntityType::Player}, {"PERSON", EntityType::Player}, {"ORG", EntityType::Team}, {"ORGANIZATION", EntityType::Team},
        {"CLUB", EntityType::Team}, {"LOC", EntityType::Venue}, {"LOCATION", EntityType::Venue}, {"STADIUM", EntityType::Venue},
        {"COACH", EntityType::Manager}, {"MINUTE", EntityType::Time}, {"RESULT", EntityType::Score},
    };
    for (const auto &[name, type] : aliases) {
        if (simple == QLatin1String(name))
            return LabelMapping::Target{isMentionOnly(type) ? Kind::Value : Kind::Entity, type, EventType::Goal};
    }
    return std::nullopt;
}
} // namespace

QString LabelMapping::add(const QString &assignment)
{
    const qsizetype equals = assignment.indexOf(QLatin1Char('='));
    if (equals <= 0)
        return QStringLiteral("label mapping \"%1\" is not LABEL=TYPE").arg(assignment);
    const QString label = assignment.left(equals).trimmed();
    const QString type = assignment.mid(equals + 1).trimmed();
    if (type.compare(QLatin1String("skip"), Qt::CaseInsensitive) == 0 || type.compare(QLatin1String("ignore"), Qt::CaseInsensitive) == 0) {
        add(label, Target{});
        return {};
    }
    const auto target = builtIn(type);
    if (!target || (type.compare(QLatin1String("PER"), Qt::CaseInsensitive) == 0))
        return QStringLiteral("label mapping \"%1\": unknown type \"%2\" (%3, or skip)").arg(assignment, type, knownTypes());
    add(label, *target);
    return {};
}

std::optional<LabelMapping::Target> LabelMapping::resolve(const QString &label) const
{
    const auto user = m_user.constFind(label.toLower());
    if (user != m_user.constEnd())
        return *user;
    return builtIn(label);
}

QString LabelMapping::knownTypes()
{
    QStringList names;
    for (EntityType type : allEntityTypes)
        names.append(entityTypeName(type));
    for (EventType type : allEventTypes)
        names.append(eventTypeName(type));
    return names.join(QStringLiteral(", "));
}

} // namespace Touchline
