#include "reportsummary.h"

#include "annotationset.h"
#include "document.h"
#include "searchfolding.h"

#include <QFileInfo>
#include <QSet>

namespace Touchline {

namespace {
QString matchLine(const AnnotationSet &set)
{
    if (set.homeTeam.isEmpty() && set.awayTeam.isEmpty())
        return {};
    const QString between = set.finalScore ? QStringLiteral(" %1 ").arg(set.finalScore->toString()) : QStringLiteral(" v ");
    return set.homeTeam + between + set.awayTeam;
}

QString filterWords(const QString &fileName, const QString &title, const AnnotationSet &set)
{
    QStringList words = {fileName, title, set.homeTeam, set.awayTeam};
    for (const Entity &entity : set.entities) {
        if (entity.type == EntityType::Player || entity.type == EntityType::Team || entity.type == EntityType::Manager)
            words.append(entity.canonical);
    }
    QSet<EventType> types;
    for (const MatchEvent &event : set.events) {
        words.append(event.player);
        words.append(event.team);
        types.insert(event.type);
    }
    for (EventType type : types)
        words << eventTypeName(type) << eventTypeLabel(type);
    words.removeAll(QString());
    words.removeDuplicates(); // a player named in ten events is one word to search, not ten
    // Folded once here, on the worker that summarises: the filter then searches it case-sensitively.
    return searchFolded(words.join(QLatin1Char('\n')));
}
} // namespace

ReportSummary ReportSummary::of(const Document &document, const AnnotationSet &annotations, ReportDocument::ReviewStatus status,
                                bool modified)
{
    const QFileInfo file(document.path);
    ReportSummary summary;
    summary.path = document.path;
    summary.title = document.title();
    if (summary.title.isEmpty())
        summary.title = file.completeBaseName();
    summary.match = matchLine(annotations);
    summary.status = status;
    summary.modified = modified;
    summary.filterText = filterWords(file.fileName(), summary.title, annotations);
    return summary;
}

ReportSummary ReportSummary::of(const ReportDocument &report)
{
    return of(report.document(), report.annotations(), report.reviewStatus(), report.isModified());
}

} // namespace Touchline
