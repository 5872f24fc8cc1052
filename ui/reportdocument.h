#pragma once

#include "annotationset.h"
#include "document.h"

#include <QObject>

class QUndoStack;

namespace Touchline {

/// One open report: its Document (text and file identity), its AnnotationSet and the QUndoStack every
/// edit goes through. The mutators below are for the commands in ui/commands/ only; views and models
/// edit by pushing commands, then follow the past-tense signals. Events are always kept in match order.
/// Cost: a copy of the text and the set; lookups by id are linear in the (small) number of events.
class ReportDocument : public QObject
{
    Q_OBJECT
public:
    /// `extracted` says whether `annotations` came from the extractor (or a saved file) rather than
    /// being an empty placeholder.
    ReportDocument(Document document, AnnotationSet annotations, bool extracted, QObject *parent = nullptr);
    ~ReportDocument() override;

    const Document &document() const { return m_document; }
    const AnnotationSet &annotations() const { return m_annotations; }
    QString path() const { return m_document.path; }
    QString text() const { return m_document.text; }
    QUndoStack *undoStack() const { return m_undoStack; }
    bool isExtracted() const { return m_extracted; }
    bool isModified() const;

    /// Where the report is in the review: not extracted, extracted (nothing touched), edited (some event
    /// touched by the user), reviewed (every event accepted, edited or made by hand).
    enum class ReviewStatus { NotExtracted, Extracted, Edited, Reviewed };
    ReviewStatus reviewStatus() const;
    /// The same for annotations not held by a report (a folder's, summarised on a worker).
    static ReviewStatus reviewStatusOf(const AnnotationSet &annotations, bool extracted, bool modified);
    static QString reviewStatusLabel(ReviewStatus status);

    // Queries for views.
    /// Ids of the events whose evidence covers `position`, or that name the entity mentioned there.
    QStringList eventsAt(int position) const;
    /// A manual event for the evidence `span`, filled in from the entities and minutes the extractor
    /// found inside it (players in text order, a team, the first minute). Nothing is read from the text.
    MatchEvent draftEvent(const TextSpan &span) const;
    /// Canonical names of the entities of a type, sorted, for completers and combo boxes.
    QStringList entityNames(EntityType type) const;
    /// The team names an event can be given: home, away and every TEAM entity.
    QStringList teamNames() const;
    /// 0 for the home team, 1 for the away team, -1 when the name is neither.
    int teamSide(const QString &team) const;

    // Mutators: called by commands only.
    void replaceEvent(const MatchEvent &event);
    /// Replaces every event of the list (by id) at once: one sort, one eventsChanged(), one changed(). Event by
    /// event, accepting all 7,432 events of a 10 MB report took two minutes (each change reindexed the
    /// timeline and summarised the report again for the library).
    void replaceEvents(const QList<MatchEvent> &events);
    void insertEvent(const MatchEvent &event);
    void removeEvent(const QString &id);
    void replaceEntities(const QList<Entity> &entities);
    void replaceAnnotations(const AnnotationSet &annotations, bool extracted = true);
    /// Marks the current state as saved (the undo stack's clean state).
    void markSaved();
    /// Counts every change (changed()): a save running on a worker marks the report saved only if the
    /// revision and the undo stack's index are still those it copied.
    quint64 revision() const { return m_revision; }

signals:
    void eventChanged(const QString &id);
    /// Several events changed at once (replaceEvents()); their order may have changed.
    void eventsChanged(const QStringList &ids);
    void eventInserted(const QString &id);
    void eventRemoved(const QString &id);
    void entitiesChanged();
    /// Everything may have changed (re-extraction, load); entitiesChanged() always follows.
    void annotationsReset();
    void modifiedChanged(bool modified);
    /// Any change at all, after the specific signal: for status, autosave and the library.
    void changed();

private:
    void touch();

    Document m_document;
    AnnotationSet m_annotations;
    bool m_extracted = false;
    quint64 m_revision = 0;
    QUndoStack *m_undoStack;
};

} // namespace Touchline
