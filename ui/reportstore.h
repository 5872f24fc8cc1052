#pragma once

#include "annotationset.h"
#include "document.h"
#include "recoveryjournal.h"

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

class QTimer;

namespace Touchline {

class ReportDocument;

/// Where the UI keeps annotations: the native sidecar file (NAME.touchline.json, NativeFormat) for saves,
/// and the RecoveryJournal for unsaved edits, written within a second of each edit so that a crash loses
/// nothing. The only ui class that touches files for annotations. Cost: one write of the report's text and
/// annotations per debounced edit, on a worker of its own (a 10 MB report's took half a second), in order.
class ReportStore : public QObject
{
    Q_OBJECT
public:
    explicit ReportStore(QObject *parent = nullptr);
    ReportStore(const RecoveryJournal &journal, QObject *parent = nullptr);
    ~ReportStore() override;

    /// The annotations saved beside a report, if any; `error` says why a saved file could not be read.
    /// Touches no state: workers call it too.
    static std::optional<AnnotationSet> loadSaved(const Document &document, QString *error);
    /// Saves atomically beside the report and marks it saved, waiting until written (closing the window);
    /// false with `error` set on failure.
    bool save(ReportDocument *report, QString *error);
    /// Starts saving the report from a copy of this moment's annotations, on the store's worker (a 10 MB
    /// report's file takes about a second to write) and returns: the window stays live, and edits go on.
    /// saveFinished() tells how it went; the report is marked saved then only if it was not changed
    /// meanwhile (else it stays modified, its journal kept, and the file holds the state copied).
    void startSave(ReportDocument *report);
    /// Whether a save of the report was started and has not finished.
    bool isSaving(const ReportDocument *report) const { return m_saving.contains(report); }
    /// Waits for the saves started and delivers their saveFinished() before returning.
    void waitForSaves();
    /// Journals the report's unsaved edits after each change (debounced) and forgets them once saved.
    void watch(ReportDocument *report);
    /// Forgets the report's unsaved edits (the user chose to discard them).
    void discardJournal(ReportDocument *report);
    /// Journals every watched report with unsaved edits now (before quitting), and waits until written.
    void flush();
    /// Waits until the journal writes and removals asked for so far are done.
    void waitForJournal() const;

    QList<RecoveryEntry> pendingRecoveries() const;
    std::variant<AnnotationSet, FormatError> restore(const RecoveryEntry &entry, const QString &currentText) const;
    const RecoveryJournal &journal() const { return m_journal; }

    static constexpr int journalDelayMs = 700;

signals:
    /// The report's annotations are on disk and it is marked saved.
    void saved(Touchline::ReportDocument *report);
    /// A save started with startSave() ended: `error` (naming the file) is empty when it was written.
    void saveFinished(Touchline::ReportDocument *report, const QString &error);
    void journalFailed(const QString &message);

private:
    /// A save written by the worker, waiting for the UI thread.
    struct FinishedSave {
        const ReportDocument *key = nullptr; // in m_saving, even once the report is gone
        QPointer<ReportDocument> report;
        quint64 revision = 0;
        int undoIndex = 0;
        QString error;
    };
    void record(ReportDocument *report);
    /// Marks saved what was written unchanged, and tells about every save finished so far.
    void deliverSaves();
    void markSaved(ReportDocument *report);
    /// Forgets the journal of the report at `reportPath`, after any write of it still queued.
    void forgetJournal(const QString &reportPath);

    RecoveryJournal m_journal;
    // One thread, so that a report's journal writes and removals happen in the order they were asked for
    // (a write still queued must not bring back the journal of a report just saved).
    mutable QThreadPool m_journalQueue;
    QHash<ReportDocument *, QTimer *> m_timers;
    QHash<const ReportDocument *, int> m_saving; // saves started and not delivered, per report
    QMutex m_finishedMutex;
    QList<FinishedSave> m_finished; // written by the worker, taken by deliverSaves()
};

} // namespace Touchline
