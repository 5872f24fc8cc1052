#include "reportsession.h"

#include "commands/rerunextractioncommand.h"
#include "extractor.h"
#include "folderextraction.h"
#include "nativeformat.h"
#include "workerpools.h"
#include "reportdocument.h"
#include "reportstore.h"

#include <QDirIterator>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <QFileInfo>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

namespace Touchline {

ReportSession::ReportSession(std::shared_ptr<const Extractor> extractor, QObject *parent)
    : QObject(parent)
    , m_extractor(std::move(extractor))
    , m_undoGroup(new QUndoGroup(this))
    , m_folderExtraction(new FolderExtraction(m_extractor, this))
    , m_store(new ReportStore(this))
{
    connect(m_folderExtraction, &FolderExtraction::reportsExtracted, this, [this](const QList<FolderExtraction::Result> &results) {
        QList<ReportSummary> summaries;
        for (const FolderExtraction::Result &result : results) {
            if (!result.summary)
                emit reportFailed(result.path, result.error);
            else if (!report(result.path)) // else opened by the user meanwhile, and that report speaks for itself
                summaries.append(*result.summary);
        }
        if (!summaries.isEmpty())
            emit reportsSummarized(summaries);
    });
}

ReportSession::~ReportSession()
{
    for (const RunningExtraction &running : std::as_const(m_extractions))
        running.cancelled->store(true);
    m_folderExtraction->cancel();
    m_folderExtraction->waitForFinished();
}

bool ReportSession::isReportFile(const QString &fileName)
{
    static const QStringList suffixes = {QStringLiteral("txt"), QStringLiteral("html"), QStringLiteral("htm"),
                                         QStringLiteral("md"), QStringLiteral("markdown")};
    return suffixes.contains(QFileInfo(fileName).suffix().toLower()) && !fileName.endsWith(QLatin1String(".expected.md"));
}

QStringList ReportSession::reportsInFolder(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::Readable, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (isReportFile(file))
            files.append(QFileInfo(file).absoluteFilePath());
    }
    files.sort();
    return files;
}

QList<LoadError> ReportSession::openPaths(const QStringList &paths)
{
    QList<LoadError> errors;
    ReportDocument *first = nullptr;
    bool fileSeen = false;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            listInBackground(info.absoluteFilePath());
            continue;
        }
        const QString file = info.exists() ? info.absoluteFilePath() : path;
        const bool firstFile = !fileSeen;
        fileSeen = true;
        if (readsInBackground(file)) {
            loadInBackground(file, firstFile);
            continue;
        }
        auto opened = open(file);
        if (auto *error = std::get_if<LoadError>(&opened)) {
            errors.append(*error);
            continue;
        }
        if (!first)
            first = std::get<ReportDocument *>(opened);
    }
    if (first)
        setCurrent(first);
    return errors;
}

void ReportSession::listInBackground(const QString &folder)
{
    if (m_listing.contains(folder))
        return;
    m_listing.append(folder);
    auto *watcher = new QFutureWatcher<QStringList>(this);
    connect(watcher, &QFutureWatcher<QStringList>::finished, this, [this, watcher, folder] {
        watcher->deleteLater();
        const QStringList files = watcher->result();
        if (files.isEmpty()) {
            finishListing(folder);
            emit openFailed(folder, tr("the folder holds no reports (.txt, .html, .md)"));
            return;
        }
        addListed(folder, files, 0);
    });
    // A folder of 100,000 takes seconds to list, more on a network share: never on the UI thread.
    watcher->setFuture(QtConcurrent::run(&longTaskPool(), [folder] { return reportsInFolder(folder); }));
    emit folderListingStarted(folder);
}

void ReportSession::addListed(const QString &folder, const QStringList &files, qsizetype from)
{
    // A chunk an event: the library took 100,000 rows at once in half a second, with the window frozen.
    constexpr qsizetype chunk = 2500;
    const qsizetype to = std::min(files.size(), from + chunk);
    if (from == 0) {
        // Growing by doubling, the table of paths rehashed 65,536 of a folder of 100,000 in one chunk's
        // event, and the library's table too: 70 ms of frozen window.
        m_pathIndex.reserve(m_paths.size() + files.size());
        emit filesAboutToBeListed(files.size());
    }
    addKnown(files.mid(from, to - from));
    if (from == 0) {
        // The folder's first report is shown at once, in an event of its own (two short pauses, not one
        // long one), unless a report is current or a file the user asked for is still loading.
        QTimer::singleShot(0, this, [this, files] {
            if (!m_current && m_loading.isEmpty())
                showFirstReportOf(files);
        });
    }
    if (to < files.size()) {
        QTimer::singleShot(0, this, [this, folder, files, to] { addListed(folder, files, to); });
        return;
    }
    // All of them, open or not: a result for a report open meanwhile is dropped when it comes back, and
    // sorting out the open ones here took 30 ms of a folder of 100,000.
    m_folderExtraction->start(files);
    finishListing(folder);
}

void ReportSession::finishListing(const QString &folder)
{
    m_listing.removeOne(folder);
    emit folderListed(folder);
}

void ReportSession::showFirstReportOf(const QStringList &files)
{
    // A few tries only: a folder of unreadable files must not keep the window busy opening each.
    const qsizetype tries = std::min<qsizetype>(files.size(), 20);
    for (qsizetype i = 0; i < tries; ++i) {
        if (readsInBackground(files.at(i))) {
            loadInBackground(files.at(i), true); // its errors come later; no other file is tried then
            return;
        }
        auto opened = open(files.at(i));
        if (auto *report = std::get_if<ReportDocument *>(&opened)) {
            setCurrent(*report);
            return;
        }
    }
}

void ReportSession::addKnown(const QStringList &paths)
{
    QStringList fresh;
    for (const QString &path : paths) {
        if (!m_pathIndex.contains(path)) {
            m_pathIndex.insert(path, int(m_paths.size()));
            m_paths.append(path);
            fresh.append(path);
        }
    }
    if (!fresh.isEmpty())
        emit filesListed(fresh);
}

int ReportSession::indexOfPath(const QString &path) const
{
    return m_pathIndex.value(path, -1);
}

std::variant<ReportDocument *, LoadError> ReportSession::open(const QString &path)
{
    if (ReportDocument *existing = report(path))
        return existing;
    auto loaded = DocumentLoader().load(path);
    if (auto *error = std::get_if<LoadError>(&loaded)) {
        emit reportFailed(path, error->reason);
        return *error;
    }
    return adoptLoaded(withSaved(std::get<Document>(std::move(loaded))));
}

void ReportSession::loadInBackground(const QString &path, bool becomesCurrent)
{
    if (becomesCurrent)
        m_currentOnArrival = path;
    if (m_loading.contains(path))
        return;
    const auto progress = std::make_shared<LoadProgress>();
    m_loading.insert(path, progress);
    m_loadOrder.append(path);
    using Result = std::variant<Loaded, LoadError>;
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, path, progress] {
        watcher->deleteLater();
        if (m_loading.value(path) != progress)
            return; // cancelled (and perhaps asked for again since)
        forgetLoad(path);
        const bool takesOver = m_currentOnArrival == path;
        if (takesOver)
            m_currentOnArrival.clear();
        Result loaded = watcher->result();
        if (auto *error = std::get_if<LoadError>(&loaded)) {
            emit reportFailed(path, error->reason);
            emit loadFinished(path);
            emit openFailed(path, error->reason);
            return;
        }
        ReportDocument *loadedReport = report(path); // a folder extraction may have brought it meanwhile
        if (!loadedReport)
            loadedReport = adoptLoaded(std::get<Loaded>(std::move(loaded)));
        if (takesOver)
            setCurrent(loadedReport);
        emit loadFinished(path);
    });
    watcher->setFuture(QtConcurrent::run(&longTaskPool(), [path, progress]() -> Result {
        auto loaded = DocumentLoader().load(path, progress.get());
        if (auto *error = std::get_if<LoadError>(&loaded))
            return *error;
        Loaded read = withSaved(std::get<Document>(std::move(loaded)));
        returnWorkerMemoryAfter(read.document.text.size()); // the file's bytes and a saved file's parse
        return read;
    }));
    emit loadStarted(path);
}

void ReportSession::forgetLoad(const QString &path)
{
    m_loading.remove(path);
    m_loadOrder.removeOne(path);
}

double ReportSession::loadProgress() const
{
    if (m_loading.isEmpty())
        return 0.0;
    double sum = 0.0;
    for (const auto &progress : m_loading)
        sum += progress->fraction();
    return sum / double(m_loading.size());
}

void ReportSession::cancelLoads()
{
    const QStringList paths = m_loadOrder;
    for (const QString &path : paths) {
        if (const std::shared_ptr<LoadProgress> progress = m_loading.value(path))
            progress->cancel();
        forgetLoad(path);
        if (m_currentOnArrival == path)
            m_currentOnArrival.clear();
        emit loadCancelled(path);
        emit loadFinished(path);
    }
}

bool ReportSession::readsInBackground(const QString &path) const
{
    if (report(path))
        return false;
    const QFileInfo info(path);
    return info.isFile() && bytesToRead(info) >= m_backgroundLoadThreshold;
}

qint64 ReportSession::bytesToRead(const QFileInfo &report)
{
    // About ten bytes of saved annotations a byte of text: a large file of them takes longer than the text.
    const QFileInfo saved(NativeFormat::sidecarPath(report.filePath()));
    return report.size() + (saved.isFile() ? saved.size() : 0);
}

ReportSession::Loaded ReportSession::withSaved(Document document)
{
    Loaded loaded;
    loaded.saved = ReportStore::loadSaved(document, &loaded.savedError);
    loaded.document = std::move(document);
    return loaded;
}

ReportDocument *ReportSession::adoptLoaded(Loaded loaded)
{
    Document &document = loaded.document;
    if (loaded.saved)
        return adopt(std::move(document), *loaded.saved);
    if (!loaded.savedError.isEmpty())
        document.warnings.append(tr("Saved annotations ignored: %1").arg(loaded.savedError));
    // The text shows at once; the annotations follow from a worker thread.
    AnnotationSet placeholder;
    placeholder.document = document.info;
    ReportDocument *report = adopt(std::move(document), placeholder, false);
    startExtraction(report, ExtractionKind::First);
    return report;
}

ReportDocument *ReportSession::adopt(Document document, const AnnotationSet &extracted, bool isExtracted)
{
    const QString path = document.path;
    auto *report = new ReportDocument(std::move(document), extracted, isExtracted, this);
    m_reports.insert(path, report);
    m_order.append(report);
    m_store->watch(report);
    connect(report, &ReportDocument::changed, this, [this, report] { emit reportChanged(report); });
    connect(report, &ReportDocument::modifiedChanged, this, [this, report] { emit reportModifiedChanged(report); });
    addKnown({path});
    emit reportAdded(report);
    return report;
}

ReportDocument *ReportSession::report(const QString &path) const
{
    return m_reports.value(path);
}

QList<ReportDocument *> ReportSession::reports() const
{
    return m_order;
}

QList<ReportDocument *> ReportSession::modifiedReports() const
{
    QList<ReportDocument *> result;
    for (ReportDocument *report : m_order) {
        if (report->isModified())
            result.append(report);
    }
    return result;
}

void ReportSession::setCurrent(ReportDocument *report)
{
    if (report == m_current)
        return;
    m_current = report;
    m_currentOnArrival.clear(); // a report loading in the background no longer takes over the window
    // A report's undo stack joins the group when first shown, not when opened: QUndoGroup::addStack reads
    // the whole list, and a folder of thousands added them one by one.
    if (report)
        m_undoGroup->addStack(report->undoStack());
    m_undoGroup->setActiveStack(report ? report->undoStack() : nullptr);
    emit currentChanged(report);
    if (report) {
        m_shown.removeOne(report);
        m_shown.append(report);
        closeIdleReports();
    }
}

void ReportSession::closeIdleReports()
{
    // Those not idle yet (an extraction still running, say) stay in the list, to be asked again later.
    for (qsizetype i = 0; i < m_shown.size() - keptShownReports;) {
        ReportDocument *report = m_shown.at(i);
        if (report == m_current || !isIdle(report)) {
            ++i;
            continue;
        }
        m_shown.removeAt(i);
        const QString path = report->path();
        m_reports.remove(path);
        m_order.removeOne(report);
        emit reportClosed(path);
        report->deleteLater(); // receivers of signals in flight may still hold it
    }
}

bool ReportSession::isIdle(const ReportDocument *report) const
{
    // A report of this size takes a second or more to read, extract and fill in again: kept for going back.
    constexpr qsizetype longReport = 1'000'000;
    return !report->isModified() && report->undoStack()->count() == 0 && !m_extractions.contains(report) && !m_store->isSaving(report)
        && report->text().size() < longReport;
}

bool ReportSession::setCurrentPath(const QString &path)
{
    if (readsInBackground(path)) {
        loadInBackground(path, true);
        return true;
    }
    auto opened = open(path);
    if (auto *report = std::get_if<ReportDocument *>(&opened)) {
        setCurrent(*report);
        return true;
    }
    return false;
}

void ReportSession::rerunExtraction(ReportDocument *report)
{
    if (report)
        startExtraction(report, ExtractionKind::Rerun);
}

bool ReportSession::isExtracting(const ReportDocument *report) const
{
    return m_extractions.contains(report);
}

double ReportSession::extractionProgress(const ReportDocument *report) const
{
    const auto running = m_extractions.constFind(report);
    return running == m_extractions.constEnd() ? 0.0 : running->progressPermille->load(std::memory_order_relaxed) / 1000.0;
}

void ReportSession::cancelExtraction(ReportDocument *report)
{
    const auto running = m_extractions.constFind(report);
    if (running == m_extractions.constEnd())
        return;
    running->cancelled->store(true);
    m_extractions.erase(running);
    disconnect(report, &QObject::destroyed, this, nullptr);
    emit extractionCancelled(report);
}

void ReportSession::cancelExtractions()
{
    const QList<const ReportDocument *> running = m_extractions.keys();
    for (const ReportDocument *report : running)
        cancelExtraction(const_cast<ReportDocument *>(report));
}

void ReportSession::startExtraction(ReportDocument *report, ExtractionKind kind)
{
    const quint64 generation = ++m_generation;
    const auto previous = m_extractions.constFind(report);
    const bool first = previous == m_extractions.constEnd();
    if (!first)
        previous->cancelled->store(true); // superseded: its result would be dropped anyway
    const auto cancelled = std::make_shared<std::atomic_bool>(false);
    const auto progress = std::make_shared<std::atomic_int>(0);
    m_extractions.insert(report, {generation, cancelled, progress});
    if (first) {
        connect(report, &QObject::destroyed, this, [this, report] {
            if (const auto running = m_extractions.constFind(report); running != m_extractions.constEnd()) {
                running->cancelled->store(true);
                m_extractions.erase(running);
                emit extractionFinished(nullptr);
            }
        });
    }
    auto *watcher = new QFutureWatcher<std::optional<AnnotationSet>>(this);
    QPointer<ReportDocument> guard(report);
    connect(watcher, &QFutureWatcher<std::optional<AnnotationSet>>::finished, this, [this, watcher, guard, generation, kind] {
        watcher->deleteLater();
        if (!guard || m_extractions.value(guard.data()).generation != generation)
            return; // the report is gone, or the run was cancelled or superseded
        m_extractions.remove(guard.data());
        disconnect(guard.data(), &QObject::destroyed, this, nullptr);
        const std::optional<AnnotationSet> result = watcher->result();
        if (!result)
            return; // only a cancelled run gives nothing, and cancelling removed it above
        const AnnotationSet &fresh = *result;
        if (kind == ExtractionKind::First && guard->undoStack()->count() == 0) {
            // Not an edit: the annotations the report should have had when it opened.
            guard->replaceAnnotations(fresh, true);
        } else {
            // A re-run, or the user edited while the first extraction ran: merge, keeping their events.
            guard->undoStack()->push(new RerunExtractionCommand(guard.data(), fresh));
        }
        emit extractionFinished(guard.data());
    });
    // The worker gets copies (the text is implicitly shared) and the shared extractor, never the report.
    watcher->setFuture(QtConcurrent::run(&extractionPool(), [extractor = m_extractor, document = report->document(), cancelled, progress] {
        std::optional<AnnotationSet> extracted = extractor->extract(document, *cancelled, progress.get());
        returnWorkerMemoryAfter(document.text.size());
        return extracted;
    }));
    emit extractionStarted(report);
}

} // namespace Touchline
