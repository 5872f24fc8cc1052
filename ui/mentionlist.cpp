#include "mentionlist.h"

#include "annotationset.h"
#include "workerpools.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace Touchline {

namespace {

qsizetype mentionCount(const AnnotationSet &set)
{
    qsizetype count = set.values.size();
    for (const Entity &entity : set.entities)
        count += entity.mentions.size();
    return count;
}

} // namespace

MentionList::MentionList(QObject *parent)
    : QObject(parent)
{
}

QList<ReportHighlighter::Mention> MentionList::of(const AnnotationSet &set)
{
    QList<ReportHighlighter::Mention> mentions;
    mentions.reserve(mentionCount(set));
    for (const Entity &entity : set.entities) {
        QString tooltip = QStringLiteral("<b>%1</b><br/>%2").arg(entity.canonical.toHtmlEscaped(), entityTypeName(entity.type));
        if (const Entity *team = set.entity(entity.team))
            tooltip += QStringLiteral(" · ") + team->canonical.toHtmlEscaped();
        for (const TextSpan &span : entity.mentions)
            mentions.append({span, entity.type, tooltip});
    }
    for (const ValueMention &value : set.values) {
        const QString label = value.type == EntityType::Score ? tr("Score %1") : tr("Minute %1");
        mentions.append({value.span, value.type, label.arg(value.value)});
    }
    // Stable: where mentions start together, entities stay before values, as the highlighter lays them.
    std::stable_sort(mentions.begin(), mentions.end(),
                     [](const ReportHighlighter::Mention &a, const ReportHighlighter::Mention &b) { return a.span.start < b.span.start; });
    return mentions;
}

void MentionList::build(const AnnotationSet &set)
{
    const quint64 generation = ++m_generation;
    m_building = false;
    if (mentionCount(set) < m_backgroundThreshold) {
        emit ready(of(set));
        return;
    }
    m_building = true;
    using Watcher = QFutureWatcher<QList<ReportHighlighter::Mention>>;
    auto *watcher = new Watcher(this);
    connect(watcher, &Watcher::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_building = false;
        emit ready(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(&extractionPool(), [set] { return of(set); })); // the set is shared, not copied
}

void MentionList::cancel()
{
    ++m_generation;
    m_building = false;
}

} // namespace Touchline
