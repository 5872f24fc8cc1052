#include "reportstore.h"

#include "nativeformat.h"
#include "reportdocument.h"
#include "workerpools.h"

#include <QFileInfo>
#include <QTimer>
#include <QUndoStack>

namespace Touchline {

ReportStore::ReportStore(QObject *parent)
    : ReportStore(RecoveryJournal(), parent)
{
}

ReportStore::ReportStore(const RecoveryJournal &journal, QObject *parent)
    : QObject(parent)
    , m_journal(journal)
{
    m_journalQueue.setMaxThreadCount(1);
    m_journalQueue.setExpiryTimeout(-1); // an idle thread waits for the next edit rather than being made again
}

ReportStore::~ReportStore()
{
    waitForJournal(); // while this object can still take a failure's signal
}

void ReportStore::waitForJournal() const
{
    m_journalQueue.waitForDone();
}

std::optional<AnnotationSet> ReportStore::loadSaved(const Document &document, QString *error)
{
    if (document.path.isEmpty() || document.path == QLatin1String("-"))
        return std::nullopt;
    const QString sidecar = NativeFormat::sidecarPath(document.path);
    if (!QFileInfo::exists(sidecar))
        return std::nullopt;
    auto loaded = NativeFormat::load(sidecar, document.text);
    if (auto *failure = std::get_if<FormatError>(&loaded)) {
        if (error)
            *error = failure->message();
        return std::nullopt;
    }
    AnnotationSet set = std::get<AnnotationSet>(std::move(loaded));
    set.document = document.info;
    return set;
}

bool ReportStore::save(ReportDocument *report, QString *error)
{
    waitForSaves(); // a save still queued must not land after this one
    const QString sidecar = NativeFormat::sidecarPath(report->path());
    if (auto failure = NativeFormat::save(report->annotations(), report->text(), sidecar)) {
        if (error)
            *error = failure->message();
        return false;
    }
    markSaved(report);
    return true;
}

void ReportStore::startSave(ReportDocument *report)
{
    ++m_saving[report];
    // On the journal's queue: after the journal writes asked for before, and before the removal of the
    // journal that follows a save. The copies share the text and the lists with the report.
    FinishedSave finished{report, report, report->revision(), report->undoStack()->index(), {}};
    m_journalQueue.start([this, finished, sidecar = NativeFormat::sidecarPath(report->path()), text = report->text(),
                          set = report->annotations()]() mutable {
        if (auto failure = NativeFormat::save(set, text, sidecar))
            finished.error = failure->message();
        returnWorkerMemoryAfter(text.size());
        {
            const QMutexLocker lock(&m_finishedMutex);
            m_finished.append(finished);
        }
        QMetaObject::invokeMethod(this, &ReportStore::deliverSaves, Qt::QueuedConnection);
    });
}

void ReportStore::waitForSaves()
{
    waitForJournal();
    deliverSaves();
}

void ReportStore::deliverSaves()
{
    QList<FinishedSave> finished;
    {
        const QMutexLocker lock(&m_finishedMutex);
        finished.swap(m_finished);
    }
    for (const FinishedSave &save : std::as_const(finished)) {
        if (--m_saving[save.key] <= 0)
            m_saving.remove(save.key);
        ReportDocument *report = save.report;
        if (!report)
            continue; // closed meanwhile: its file is written, nobody to tell
        if (save.error.isEmpty() && report->revision() == save.revision && report->undoStack()->index() == save.undoIndex)
            markSaved(report);
        emit saveFinished(report, save.error);
    }
}

void ReportStore::markSaved(ReportDocument *report)
{
    report->markSaved();
    forgetJournal(report->path());
    if (QTimer *timer = m_timers.value(report))
        timer->stop();
    emit saved(report);
}

void ReportStore::watch(ReportDocument *report)
{
    if (m_timers.contains(report))
        return;
    auto *timer = new QTimer(report);
    timer->setSingleShot(true);
    timer->setInterval(journalDelayMs);
    m_timers.insert(report, timer);
    connect(timer, &QTimer::timeout, this, [this, report] { record(report); });
    connect(report, &ReportDocument::changed, timer, qOverload<>(&QTimer::start));
    connect(report, &ReportDocument::modifiedChanged, this, [this, report](bool modified) {
        if (!modified) {
            m_timers.value(report)->stop();
            forgetJournal(report->path());
        }
    });
    connect(report, &QObject::destroyed, this, [this, report] { m_timers.remove(report); });
}

void ReportStore::record(ReportDocument *report)
{
    if (!report->isModified())
        return;
    // Copies share the text and the lists with the report (implicit sharing): the worker writes this
    // moment's state even if the user edits on.
    m_journalQueue.start([this, journal = m_journal, path = report->path(), text = report->text(), set = report->annotations()] {
        if (auto failure = journal.record(path, text, set)) {
            const QString message = failure->message();
            QMetaObject::invokeMethod(this, [this, message] { emit journalFailed(message); }, Qt::QueuedConnection);
        }
        returnWorkerMemoryAfter(text.size());
    });
}

void ReportStore::forgetJournal(const QString &reportPath)
{
    m_journalQueue.start([journal = m_journal, reportPath] { journal.discard(reportPath); });
}

void ReportStore::discardJournal(ReportDocument *report)
{
    if (QTimer *timer = m_timers.value(report))
        timer->stop();
    forgetJournal(report->path());
}

void ReportStore::flush()
{
    for (auto it = m_timers.begin(); it != m_timers.end(); ++it) {
        if (it.value()->isActive()) {
            it.value()->stop();
            record(it.key());
        }
    }
    waitForJournal();
}

QList<RecoveryEntry> ReportStore::pendingRecoveries() const
{
    waitForJournal();
    return m_journal.pending();
}

std::variant<AnnotationSet, FormatError> ReportStore::restore(const RecoveryEntry &entry, const QString &currentText) const
{
    return m_journal.restore(entry, currentText);
}

} // namespace Touchline
