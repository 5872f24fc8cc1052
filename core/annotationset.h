#pragma once

#include "entity.h"
#include "matchevent.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace Touchline {

/// Identifies the text an annotation set belongs to, so that a saved set can tell when its report changed.
struct DocumentInfo {
    QString name;        ///< file name as shown to the user
    qint64 size = 0;     ///< bytes on disk
    QByteArray sha256;   ///< hex digest of the bytes on disk
    friend bool operator==(const DocumentInfo &, const DocumentInfo &) = default;
};

/// A warning the UI shows beside the timeline, e.g. from the score check.
struct AnnotationWarning {
    QString code;    ///< machine-readable: "score-mismatch", "unanchored", ...
    QString message; ///< for people: "2 goals found for Tottenham, the result says 1"
    friend bool operator==(const AnnotationWarning &, const AnnotationWarning &) = default;
};

/// Everything known about one report: entities with their mentions, score/time mentions, events and
/// warnings. The one value that the extractor produces and the UI models, exporters and CLI share.
/// A plain value (implicitly shared Qt containers), cheap to copy.
struct AnnotationSet {
    DocumentInfo document;
    QList<Entity> entities;
    QList<ValueMention> values;
    QList<MatchEvent> events;
    QList<AnnotationWarning> warnings;
    QString homeTeam;    ///< display names, empty when unknown
    QString awayTeam;
    std::optional<Score> finalScore;
    QString lastChangedBy;
    QDateTime lastChanged;

    const Entity *entity(const QString &id) const;
    Entity *entity(const QString &id);
    const MatchEvent *event(const QString &id) const;
    int eventIndex(const QString &id) const;
    int entityIndex(const QString &id) const;
    /// The entities that have a mention overlapping `span`, in text order.
    QList<const Entity *> entitiesAt(const TextSpan &span) const;
    /// The events `ids` names, in the order of the ids, each once (unknown ids are skipped); one pass over
    /// the events however many ids there are. The pointers last until the events change.
    QList<const MatchEvent *> eventsNamed(const QStringList &ids) const;
    /// The evidence of the events `ids` names, in the order of the ids (see eventsNamed()).
    TextSpans evidenceOf(const QStringList &ids) const;
    /// The mentions of the entities `ids` names, in the order of the ids.
    TextSpans mentionsOf(const QStringList &ids) const;
    /// The ids of the events whose evidence contains `position`.
    QStringList eventsWithEvidenceAt(int position) const;
    /// A fresh event id not yet used in this set.
    QString newEventId() const;
    void sortEvents();

    friend bool operator==(const AnnotationSet &, const AnnotationSet &) = default;
};

} // namespace Touchline
