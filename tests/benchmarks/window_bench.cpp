// window_bench: the window, offscreen (QT_QPA_PLATFORM=offscreen is set when unset). Prints, against the
// targets of issue 6: main() to first painted MainWindow; opening and fully highlighting a 1 MB and a
// 10 MB report in the article pane; a 1,000- and a 10,000-event timeline populated and sorted; and, in a
// child process, the peak RSS with a 10 MB report opened through MainWindow::openFile; and, in another, a
// folder of 10,000 generated reports opened through MainWindow::openPaths (`window_bench --folder [COUNT]`
// runs only that part; TOUCHLINE_BENCH_SLOW_EVENT_MS=N names every event the UI thread took N ms or more on).
#include "benchcorpus.h"
#include "reportvariants.h"

#include "articlepane.h"
#include "articleview.h"
#include "commands/editentitiescommand.h"
#include "entitymodel.h"
#include "extractor.h"
#include "findbar.h"
#include "folderextraction.h"
#include "librarydock.h"
#include "librarymodel.h"
#include "mainwindow.h"
#include "mentionlist.h"
#include "nativeformat.h"
#include "reporthighlighter.h"
#include "reportdocument.h"
#include "reportsession.h"
#include "reportstore.h"
#include "timelinemodel.h"

#include <KSyntaxHighlighting/Repository>

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLineEdit>
#include <QProcess>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTextBlock>
#include <QThread>
#include <QTreeView>
#include <QUndoStack>

#include <cstdio>
#include <ctime>
#include <functional>
#include <unistd.h>

using namespace Touchline;

namespace {

QElapsedTimer g_sinceMain;

/// Milliseconds since the process was created (kernel start time, 10 ms resolution).
double msSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    const double startSeconds = fields.value(19).toDouble() / double(sysconf(_SC_CLK_TCK)); // field 22
    timespec now{};
    clock_gettime(CLOCK_BOOTTIME, &now);
    return (double(now.tv_sec) + double(now.tv_nsec) / 1e9 - startSeconds) * 1000.0;
}

/// Flags the first paint of any widget inside `window`.
class PaintWatcher : public QObject
{
public:
    explicit PaintWatcher(QWidget *window)
        : m_window(window)
    {
        qApp->installEventFilter(this);
    }
    bool painted = false;

protected:
    bool eventFilter(QObject *object, QEvent *event) override
    {
        if (!painted && event->type() == QEvent::Paint) {
            auto *widget = qobject_cast<QWidget *>(object);
            if (widget && widget->window() == m_window)
                painted = true;
        }
        return false;
    }

private:
    QWidget *m_window;
};

void waitForPaint(PaintWatcher &watcher)
{
    QElapsedTimer guard;
    guard.start();
    while (!watcher.painted && guard.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

/// CPU time of the calling thread or of the whole process, in ms.
double cpuMs(clockid_t clock)
{
    timespec now{};
    clock_gettime(clock, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

/// The longest time the event loop was kept from running, and how much of it the UI thread ran (the rest
/// it waited for a core: on a busy machine the same work stalls longer).
struct Stall {
    double ms = 0;
    double uiCpuMs = 0;
};

Stall longer(const Stall &a, const Stall &b)
{
    return a.ms >= b.ms ? a : b;
}

/// Runs the event loop, as QApplication::exec would (sleeping while there is nothing to do, so that the
/// workers get the cores), until `done` or `timer` passes `timeoutMs`. Returns the longest time the loop
/// was kept from running: the gaps between ticks of a 2 ms timer, less the 2 ms.
Stall runEventLoopUntil(const std::function<bool()> &done, const QElapsedTimer &timer, qint64 timeoutMs)
{
    QEventLoop loop;
    QTimer tick;
    tick.setInterval(2);
    Stall longest;
    QElapsedTimer gap;
    gap.start();
    double gapStartCpu = cpuMs(CLOCK_THREAD_CPUTIME_ID);
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        const double now = cpuMs(CLOCK_THREAD_CPUTIME_ID);
        longest = longer(longest, {double(gap.nsecsElapsed()) / 1e6 - 2.0, now - gapStartCpu});
        gap.restart();
        gapStartCpu = now;
        if (done() || timer.elapsed() > timeoutMs)
            loop.quit();
    });
    if (done())
        return {};
    tick.start();
    loop.exec();
    longest.ms = std::max(0.0, longest.ms);
    return longest;
}

/// Waits until `hasText` (a long report is loaded and put into its document off the UI thread) and that
/// text is painted. Returns the longest stall of the event loop while waiting for the text.
Stall waitForTextPainted(const std::function<bool()> &hasText, PaintWatcher &watcher, const QElapsedTimer &timer)
{
    Stall longestGap;
    if (!hasText()) {
        longestGap = runEventLoopUntil(hasText, timer, 120000);
        watcher.painted = false; // what was painted meanwhile was the empty view
    }
    waitForPaint(watcher);
    return longestGap;
}

void line(const char *what, double ms, const char *target, bool ok)
{
    std::printf("%-58s %9.1f ms   target %-10s %s\n", what, ms, target, ok ? "ok" : "MISSED");
    std::fflush(stdout);
}

double msOf(QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

void benchHighlight(KSyntaxHighlighting::Repository &repository, const Extractor &extractor, const Bench::Corpus &corpus, qint64 size,
                    double targetMs)
{
    Document document;
    document.text = Bench::textOfSize(corpus, size);
    document.path = QStringLiteral("/tmp/bench-%1.txt").arg(size);
    document.info.name = QStringLiteral("bench-%1.txt").arg(size);
    QElapsedTimer timer;
    timer.start();
    AnnotationSet set = extractor.extract(document.text);
    const double extractMs = msOf(timer);
    qsizetype mentions = set.values.size();
    for (const Entity &entity : set.entities)
        mentions += entity.mentions.size();
    const QString label = QStringLiteral("%1 MB").arg(double(document.text.toUtf8().size()) / 1e6, 0, 'f', 1);
    std::printf("-- %s report: %lld mentions, %lld events; extraction (off the UI thread in the app) %.0f ms\n", qPrintable(label),
                static_cast<long long>(mentions), static_cast<long long>(set.events.size()), extractMs);

    ReportDocument report(document, set, true);
    ArticlePane pane(&repository);
    pane.resize(1000, 800);
    pane.show();
    PaintWatcher watcher(&pane);
    QCoreApplication::processEvents();
    watcher.painted = false;

    const double uiCpuBefore = cpuMs(CLOCK_THREAD_CPUTIME_ID);
    const double processCpuBefore = cpuMs(CLOCK_PROCESS_CPUTIME_ID);
    timer.restart();
    pane.setReport(&report); // mentions first, then the text; visible blocks highlighted at once
    const double setReportMs = msOf(timer);
    const Stall fillGap = waitForTextPainted([&pane] { return !pane.view()->isFillingText(); }, watcher, timer);
    const double paintedMs = msOf(timer);
    // The rest is highlighted in slices from the event loop: measure when it ends and the longest time the
    // event loop was kept from running (what a user would feel as a freeze).
    ReportHighlighter *highlighter = pane.view()->highlighter();
    const double longestGapMs
        = longer(fillGap, runEventLoopUntil([highlighter] { return !highlighter->isHighlighting(); }, timer, 120000)).ms;
    const double fullMs = msOf(timer);
    const double uiCpu = cpuMs(CLOCK_THREAD_CPUTIME_ID) - uiCpuBefore;
    const double otherCpu = cpuMs(CLOCK_PROCESS_CPUTIME_ID) - processCpuBefore - uiCpu;
    QTextBlock last = pane.view()->document()->lastBlock();
    while (last.isValid() && last.text().trimmed().isEmpty())
        last = last.previous();
    const bool highlighted = last.isValid() && !last.layout()->formats().isEmpty();
    std::printf("   ArticlePane::setReport %.0f ms; fully highlighted after %.0f ms (last text block: %s), longest UI stall while highlighting %.0f ms\n",
                setReportMs, fullMs, highlighted ? "yes" : "no", longestGapMs);
    std::printf("   CPU meanwhile: UI thread %.0f ms, other threads %.0f ms\n", uiCpu, otherCpu);
    // A change of mentions (as after adding an entity): one mention fewer in the middle of the text.
    QList<ReportHighlighter::Mention> changed = highlighter->mentions();
    changed.removeAt(changed.size() / 2);
    timer.restart();
    pane.view()->setMentions(changed);
    const double setMentionsMs = msOf(timer);
    const double mentionGapMs = runEventLoopUntil([highlighter] { return !highlighter->isHighlighting(); }, timer, 120000).ms;
    std::printf("   new mentions: setMentions %.0f ms, highlighted again after %.0f ms, longest UI stall %.0f ms\n", setMentionsMs, msOf(timer),
                mentionGapMs);
    const QByteArray what = QStringLiteral("open+highlight %1 to first paint").arg(label).toUtf8();
    line(what.constData(), paintedMs, targetMs < 1000 ? "< 200 ms" : "< 1.5 s", paintedMs < targetMs);
    const QByteArray full = QStringLiteral("open+highlight %1 until fully highlighted").arg(label).toUtf8();
    line(full.constData(), fullMs, targetMs < 1000 ? "< 200 ms" : "< 1.5 s", fullMs < targetMs && highlighted);
}

void benchTimeline(int count)
{
    AnnotationSet set;
    static const EventType types[] = {EventType::Goal, EventType::YellowCard, EventType::Substitution, EventType::RedCard, EventType::VarReview};
    for (int i = 0; i < count; ++i) {
        MatchEvent event;
        event.id = QStringLiteral("e%1").arg(i + 1);
        event.type = types[i % std::size(types)];
        // Deliberately not in match order, so that the sort has work to do.
        event.time = MatchTime::fromString(QString::number(1 + (i * 37) % 90)).value_or(MatchTime{});
        event.team = i % 2 ? QStringLiteral("Harbour Town") : QStringLiteral("Millbrook Rovers");
        event.player = QStringLiteral("Player %1").arg((i * 7919) % count);
        event.secondPlayer = i % 3 ? QString() : QStringLiteral("Other %1").arg(i);
        event.detail = QStringLiteral("detail");
        event.evidence = {TextSpan{i, i + 1}};
        event.confidence = 0.9;
        set.events.append(event);
    }
    Document document;
    document.text = QStringLiteral("x").repeated(count + 1);
    document.path = QStringLiteral("/tmp/timeline-bench.txt");
    ReportDocument report(document, set, true);

    TimelineModel model;
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(TimelineModel::SortKeyRole);
    QTableView view;
    view.setModel(&proxy);
    view.resize(900, 600);
    view.show();
    PaintWatcher watcher(&view);
    QCoreApplication::processEvents();
    watcher.painted = false;

    QElapsedTimer timer;
    timer.start();
    model.setReport(&report);
    const double populateMs = msOf(timer);
    waitForPaint(watcher);
    const double shownMs = msOf(timer);
    timer.restart();
    proxy.sort(TimelineModel::MinuteColumn);
    const double sortMinuteMs = msOf(timer);
    timer.restart();
    proxy.setSortRole(Qt::DisplayRole);
    proxy.sort(TimelineModel::PlayerColumn);
    const double sortPlayerMs = msOf(timer);
    std::printf("-- timeline with %d events: setReport %.1f ms, first paint %.1f ms, sort by minute %.1f ms, sort by player %.1f ms\n", count,
                populateMs, shownMs, sortMinuteMs, sortPlayerMs);
    const QByteArray what = QStringLiteral("timeline %1 events: populate + paint + sort").arg(count).toUtf8();
    line(what.constData(), shownMs + sortMinuteMs, "< 100 ms", shownMs + sortMinuteMs < 100);
}

// A main window at the benches' size, shown, with a watcher of its paints.
struct ShownWindow {
    ShownWindow()
    {
        window.resize(1280, 800);
        window.show();
        QCoreApplication::processEvents();
    }
    MainWindow window;
    PaintWatcher watcher{&window};
};

// What opening a report in the window took (openAndWait).
struct OpenTimes {
    bool opened = false;
    double callMs = 0;  ///< in MainWindow::openFile
    double paintMs = 0; ///< until the text was painted
    double doneMs = 0;  ///< until its annotations were in and highlighted
    Stall longest;      ///< of the event loop meanwhile
};

// Opens `path` in `window` (shown and painted, `watcher` on it) and waits for the text to be painted and for the
// annotations (extracted or saved) and their highlighting, measuring the longest stall of the event loop meanwhile.
OpenTimes openAndWait(MainWindow &window, PaintWatcher &watcher, const QString &path)
{
    OpenTimes times;
    watcher.painted = false;
    QElapsedTimer timer;
    timer.start();
    times.opened = window.openFile(path);
    times.callMs = msOf(timer);
    const Stall fillGap = waitForTextPainted(
        [&window] { return window.session()->current() && window.session()->loadsRunning() == 0 && !window.articleView()->isFillingText(); },
        watcher, timer);
    times.paintMs = msOf(timer);
    // Extraction runs on a worker thread; the UI thread only applies its result. Wait for it and for the
    // highlighting that follows.
    auto busy = [&window] {
        return window.session()->extractionsRunning() > 0 || window.articlePane()->mentionList()->isBuilding()
            || window.articleView()->highlighter()->isHighlighting();
    };
    times.longest = longer(fillGap, runEventLoopUntil([&busy] { return !busy(); }, timer, 300000));
    times.doneMs = msOf(timer);
    return times;
}

// A reader searching the open report with the find bar: `word` typed a letter at a time (each letter an
// incremental search from the current match, wrapping), the slowest letter's handling and the average.
void typeIntoFindBar(MainWindow &window, const QString &word)
{
    auto *findBar = window.findChild<FindBar *>();
    if (!findBar)
        return;
    findBar->findAction()->trigger();
    QLineEdit *edit = findBar->lineEdit();
    double slowest = 0;
    double total = 0;
    QString each;
    QElapsedTimer timer;
    for (const QChar letter : word) {
        const int key = letter.isLetter() ? Qt::Key_A + (letter.toLower().unicode() - u'a') : Qt::Key_Space;
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, QString(letter));
        QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, QString(letter));
        timer.start();
        QCoreApplication::sendEvent(edit, &press);
        QCoreApplication::sendEvent(edit, &release);
        QCoreApplication::processEvents(); // the paint of the match
        const double ms = msOf(timer);
        slowest = std::max(slowest, ms);
        total += ms;
        each += QString::number(ms, 'f', 0) + QLatin1Char(' ');
    }
    std::printf("-- find bar: \"%s\" typed a letter at a time (%s): %.1f ms a letter on average, the slowest %.1f ms\n   each (ms): %s\n",
                qPrintable(word), edit->text() == word ? "ok" : "NOT TYPED", total / double(word.size()), slowest, qPrintable(each));
    findBar->hide();
}

// Edits and moves on the large report, as the menu triggers them: each action's time in the call, until its
// highlighting is done, and the longest stall of the event loop meanwhile.
void timeActions(MainWindow &window, const QStringList &names)
{
    for (const QString &name : names) {
        auto *action = window.findChild<QAction *>(name);
        if (!action || !action->isEnabled()) {
            std::printf("-- %s: not available\n", qPrintable(name));
            continue;
        }
        QElapsedTimer timer;
        timer.start();
        action->trigger();
        const double callMs = msOf(timer);
        const Stall gap = runEventLoopUntil([&window] { return !window.articleView()->highlighter()->isHighlighting(); }, timer, 60000);
        std::printf("-- %-14s %7.1f ms in the call, done after %7.1f ms, longest stall %5.1f ms; RSS %4.0f MiB, peak %4.0f MiB\n",
                    qPrintable(name), callMs, msOf(timer), std::max(gap.ms, callMs), Bench::rssMiB(QCoreApplication::applicationPid()),
                    Bench::peakRssMiB());
    }
}

// Selections that mark many spans in the text: every event of the timeline (Select All in its table), and
// the entity with the most mentions (a team or player named all through a long report). Each is timed
// until the selection's handling (evidence marked, text scrolled) returns, and then a page down.
void timeSelections(MainWindow &window)
{
    auto time = [&window](const char *what, const std::function<void()> &act) {
        QElapsedTimer timer;
        timer.start();
        act();
        const double callMs = msOf(timer);
        const Stall gap = runEventLoopUntil([&window] { return !window.articleView()->highlighter()->isHighlighting(); }, timer, 60000);
        auto *view = window.articleView();
        QElapsedTimer scroll;
        scroll.start();
        QKeyEvent pageDown(QEvent::KeyPress, Qt::Key_PageDown, Qt::NoModifier);
        QApplication::sendEvent(view, &pageDown);
        view->viewport()->repaint();
        std::printf("-- %-34s %7.1f ms in the call, longest stall %5.1f ms; %4zu marks shown; a page down then %5.1f ms; RSS %4.0f MiB\n",
                    what, callMs, std::max(gap.ms, callMs), size_t(view->extraSelections().size()), msOf(scroll),
                    Bench::rssMiB(QCoreApplication::applicationPid()));
    };
    auto *timeline = window.findChild<QTableView *>(QStringLiteral("timelineView"));
    time("select all events in the timeline", [timeline] { timeline->selectAll(); });
    time("select one event", [timeline] { timeline->selectRow(0); });
    auto *entities = window.findChild<QTreeView *>(QStringLiteral("entitiesView"));
    const ReportDocument *report = window.session()->current();
    QString busiest;
    qsizetype most = 0;
    for (const Entity &entity : report->annotations().entities) {
        if (entity.mentions.size() > most) {
            most = entity.mentions.size();
            busiest = entity.id;
        }
    }
    std::printf("-- the entity with most mentions: %s, %lld mentions\n", qPrintable(busiest), qlonglong(most));
    QModelIndex target;
    std::function<void(const QModelIndex &)> findIn = [&](const QModelIndex &parent) {
        for (int row = 0; row < entities->model()->rowCount(parent) && !target.isValid(); ++row) {
            const QModelIndex index = entities->model()->index(row, 0, parent);
            if (index.data(EntityModel::EntityIdRole).toString() == busiest)
                target = index;
            else
                findIn(index);
        }
    };
    findIn(QModelIndex());
    time("select the busiest entity", [&] { entities->selectionModel()->select(target, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows); });
    // To look at the marks as a reader sees them (the window drawn offscreen).
    if (const QString shot = qEnvironmentVariable("TOUCHLINE_BENCH_SCREENSHOT"); !shot.isEmpty())
        window.grab().save(shot);

    // Edits of that entity: each changes the mentions the text is highlighted with.
    ReportDocument *edited = window.session()->current();
    QString other; // the entity with the next most mentions, to merge into it
    qsizetype next = 0;
    for (const Entity &entity : edited->annotations().entities) {
        if (entity.id != busiest && entity.type != EntityType::Team && entity.mentions.size() > next) {
            next = entity.mentions.size();
            other = entity.id;
        }
    }
    auto push = [edited](QUndoCommand *command) {
        if (command)
            edited->undoStack()->push(command);
    };
    time("retype it (a venue)", [&] { push(EditEntitiesCommand::retype(edited, busiest, EntityType::Venue)); });
    time("undo", [edited] { edited->undoStack()->undo(); });
    time("merge two entities", [&] { push(EditEntitiesCommand::merge(edited, busiest, other)); });
    time("undo", [edited] { edited->undoStack()->undo(); });
}

int rssChild(const QString &path)
{
    ShownWindow shown;
    MainWindow &window = shown.window;
    const double before = Bench::peakRssMiB();
    const OpenTimes open = openAndWait(window, shown.watcher, path);
    for (int i = 0; i < 50; ++i) // let queued work (folder extraction, autosave timers) settle
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    std::printf("-- MainWindow::openFile(10 MB) %s: %.0f ms in the call (reading, extraction and filling in the background), text painted after %.0f ms, "
                "extracted and highlighted after %.0f ms, longest UI stall %.0f ms (UI thread running %.0f ms of it); peak RSS before %.0f MiB\n",
                open.opened ? "ok" : "FAILED", open.callMs, open.paintMs, open.doneMs, open.longest.ms, open.longest.uiCpuMs, before);
    const double peak = Bench::peakRssMiB();
    std::printf("%-58s %9.0f MiB  target %-10s %s\n", "peak RSS with the 10 MB report open", peak, "< 300 MB", peak < 286 ? "ok" : "MISSED");
    typeIntoFindBar(window, QStringLiteral("penalty")); // found at once, near the top
    typeIntoFindBar(window, QStringLiteral("zqxj"));    // in no report: each letter searches the whole text
    timeSelections(window);
    timeActions(window, {QStringLiteral("nextEvent"), QStringLiteral("nextEvent"), QStringLiteral("acceptAll"), QStringLiteral("undo"),
                         QStringLiteral("redo"), QStringLiteral("undo"), QStringLiteral("accept"), QStringLiteral("undo")});
    // Every event deleted at once (Select All in the timeline, then Delete), and back.
    window.findChild<QTableView *>(QStringLiteral("timelineView"))->selectAll();
    timeActions(window, {QStringLiteral("delete"), QStringLiteral("undo"), QStringLiteral("redo"), QStringLiteral("undo")});

    // File > Save (after the RSS above: the file is written from a buffer of its own size).
    bool saveDone = false;
    QObject::connect(window.session()->store(), &ReportStore::saveFinished, [&saveDone] { saveDone = true; });
    QElapsedTimer timer;
    timer.start();
    window.findChild<QAction *>(QStringLiteral("save"))->trigger();
    const double saveCallMs = msOf(timer);
    const Stall saveGap = runEventLoopUntil([&saveDone] { return saveDone; }, timer, 120000);
    const QString sidecar = NativeFormat::sidecarPath(path);
    std::printf("-- File > Save (10 MB report, %.0f MB file): %.1f ms in the call, written after %.0f ms, longest UI stall %.0f ms; "
                "peak RSS after it %.0f MiB\n",
                double(QFileInfo(sidecar).size()) / 1e6, saveCallMs, msOf(timer), saveGap.ms, Bench::peakRssMiB());
    return open.opened ? 0 : 1; // the saved annotations stay for --reopen-child
}

// The 10 MB report opened again in a fresh window, its saved annotations beside it (what --rss-child
// saved): the call, the text painted, the saved annotations shown and highlighted, the longest stall
// of the event loop meanwhile and the peak RSS.
int reopenChild(const QString &path)
{
    ShownWindow shown;
    MainWindow &window = shown.window;
    const OpenTimes open = openAndWait(window, shown.watcher, path);
    const ReportDocument *report = window.session()->current();
    const qsizetype events = report ? report->annotations().events.size() : 0;
    const bool ok = open.opened && events > 0;
    std::printf("-- MainWindow::openFile(10 MB with its saved annotations, %lld events) %s: %.0f ms in the call, text painted after %.0f ms, "
                "annotations shown and highlighted after %.0f ms, longest UI stall %.0f ms (UI thread running %.0f ms of it); peak RSS %.0f MiB\n",
                qlonglong(events), ok ? "ok" : "FAILED", open.callMs, open.paintMs, open.doneMs, open.longest.ms, open.longest.uiCpuMs,
                Bench::peakRssMiB());
    return ok ? 0 : 1;
}

// A reader narrowing the library down: `words` typed into its filter a letter at a time, then cleared. Each
// keystroke's handling and the paint after it, as one wait of the event loop; the slowest, and the rows left.
bool typeIntoLibraryFilter(MainWindow &window, const QString &words)
{
    auto *filter = window.findChild<QLineEdit *>(QStringLiteral("libraryFilter"));
    const auto *library = window.findChild<LibraryDock *>();
    if (!filter || !library)
        return false;
    const QTreeView *view = library->view();
    double slowest = 0;
    double total = 0;
    QString each; // every keystroke's time, in order
    QElapsedTimer timer;
    const auto type = [&](const QString &text) {
        timer.start();
        filter->setText(text);
        QCoreApplication::processEvents(); // the paint the change asks for
        const double ms = msOf(timer);
        slowest = std::max(slowest, ms);
        total += ms;
        each += QString::number(ms, 'f', 0) + QLatin1Char(' ');
    };
    for (qsizetype length = 1; length <= words.size(); ++length)
        type(words.left(length));
    const int rowsLeft = view->model()->rowCount();
    type(QString());
    std::printf("-- library filter: \"%s\" typed a letter at a time over %d reports: %.1f ms a keystroke on average, "
                "the slowest %.1f ms (clearing included); %d rows left\n   each (ms): %s\n",
                qPrintable(words), view->model()->rowCount(), total / double(words.size() + 1), slowest, rowsLeft, qPrintable(each));
    line("library filter: slowest keystroke", slowest, "< 100 ms", slowest < 100);
    return true;
}

// The library sorted by title (a click on its header), then filtered as typeIntoLibraryFilter() does.
bool sortAndFilterLibrary(MainWindow &window, const QString &words)
{
    auto *library = window.findChild<LibraryDock *>();
    if (!library)
        return false;
    QElapsedTimer timer;
    timer.start();
    library->view()->sortByColumn(LibraryModel::TitleColumn, Qt::AscendingOrder);
    QCoreApplication::processEvents();
    std::printf("-- library sorted by title: %.1f ms\n", msOf(timer));
    return typeIntoLibraryFilter(window, words);
}

// A folder of `count` reports opened in a fresh window: the call, the first paint, the report in view
// extracted, every report extracted and in the library, the longest stall of the event loop meanwhile and
// the peak RSS.
// What to type into the library's filter when the command line gives nothing: the first two words of the title
// of the library's first report (each generated folder names its own teams).
QString wordsFromTheLibrary(MainWindow &window)
{
    const auto *library = window.findChild<LibraryDock *>();
    const QAbstractItemModel *model = library ? library->view()->model() : nullptr;
    if (!model || model->rowCount() == 0)
        return QStringLiteral("2-1");
    const QStringList words = model->index(0, LibraryModel::TitleColumn).data().toString().toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return words.mid(0, 2).join(QLatin1Char(' '));
}

int folderChild(const QString &folder, int count, QString filterWords)
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    PaintWatcher watcher(&window);
    QCoreApplication::processEvents();
    watcher.painted = false;
    QElapsedTimer timer;
    timer.start();
    const double uiCpuBefore = cpuMs(CLOCK_THREAD_CPUTIME_ID);
    ReportSession *session = window.session();
    // Open reports, and the others as summaries: how many the library has heard of.
    int summarised = 0;
    QObject::connect(session, &ReportSession::reportsSummarized,
                     [&summarised](const QList<ReportSummary> &summaries) { summarised += int(summaries.size()); });
    auto arrived = [session, &summarised] { return summarised + int(session->reports().size()); };
    const bool opened = window.openPaths({folder});
    const double callMs = msOf(timer);
    const Stall paintGap = runEventLoopUntil([&watcher] { return watcher.painted; }, timer, 120000);
    const double paintMs = msOf(timer);
    const Stall inViewGap = runEventLoopUntil(
        [session] { return session->current() && !session->isExtracting(session->current()) && session->current()->isExtracted(); }, timer, 120000);
    const double inViewMs = msOf(timer);
    const Stall allGap = runEventLoopUntil(
        [session, count, &arrived] { return !session->isListing() && !session->folderExtraction()->isRunning() && arrived() >= count; }, timer, 600000);
    const double allMs = msOf(timer);
    const double uiCpu = cpuMs(CLOCK_THREAD_CPUTIME_ID) - uiCpuBefore;
    const Stall longest = longer(paintGap, longer(inViewGap, allGap));
    std::printf("-- MainWindow::openPaths(folder of %d) %s: %.0f ms in the call, painted after %.0f ms, the report in view extracted after %.0f ms, "
                "all %lld in the library after %.0f ms (%.0f reports/s; UI thread CPU %.0f ms in all); longest UI stall %.0f ms (UI thread running %.0f ms of it)\n",
                count, opened ? "ok" : "FAILED", callMs, paintMs, inViewMs, static_cast<long long>(arrived()), allMs,
                double(arrived()) / (allMs / 1000.0), uiCpu, longest.ms, longest.uiCpuMs);
    line("folder of reports: longest UI stall while it comes in", longest.ms, "< 100 ms", longest.ms < 100);
    std::printf("%-58s %9.0f MiB\n", "peak RSS with the folder open", Bench::peakRssMiB());
    if (filterWords.isEmpty())
        filterWords = wordsFromTheLibrary(window);
    const bool filtered = typeIntoLibraryFilter(window, filterWords) && sortAndFilterLibrary(window, filterWords);
    return opened && filtered && arrived() >= count ? 0 : 1;
}

double currentRssMiB()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? double(fields.at(1).toLongLong()) * 4096 / (1024 * 1024) : 0;
}

// A user reading through a folder: each of the first `count` reports shown in turn, extracted and painted;
// the RSS as they go (window_bench --browse-child DIR COUNT).
int browseChild(const QString &folder, int count)
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    PaintWatcher watcher(&window);
    ReportSession *session = window.session();
    QElapsedTimer timer;
    timer.start();
    window.openPaths({folder});
    runEventLoopUntil([session] { return !session->isListing() && !session->folderExtraction()->isRunning(); }, timer, 600000);
    std::printf("-- folder listed and summarised: RSS %.0f MiB\n", currentRssMiB());
    const QStringList paths = session->reportPaths();
    timer.restart();
    Stall longest{};
    for (int i = 0; i < count && i < paths.size(); ++i) {
        watcher.painted = false;
        session->setCurrentPath(paths.at(i));
        longest = longer(longest, runEventLoopUntil([session, &watcher] {
            return watcher.painted && session->current() && session->current()->isExtracted() && !session->isExtracting(session->current());
        }, timer, 60000));
        if ((i + 1) % 250 == 0 || i + 1 == count)
            std::printf("   %5d reports viewed: RSS %.0f MiB, %lld open, %.1f ms a report\n", i + 1, currentRssMiB(),
                        static_cast<long long>(session->reports().size()), msOf(timer) / (i + 1));
    }
    std::printf("%-58s %9.0f MiB (longest stall %.0f ms)\n", "peak RSS after browsing", Bench::peakRssMiB(), longest.ms);
    return 0;
}

// Generates the folder and opens it in a fresh process, so that nothing before counts.
int benchFolder(int count)
{
    QTemporaryDir temp;
    QElapsedTimer timer;
    timer.start();
    const QStringList paths = Bench::ReportVariants(Bench::fictionalReports()).writeFolder(temp.path(), count);
    if (paths.size() != count)
        return 1;
    std::printf("-- generated %d reports in %.1f s\n", count, timer.elapsed() / 1000.0);
    std::fflush(stdout); // before the child writes
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedChannels);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--folder-child"), temp.path(), QString::number(count)});
    child.waitForFinished(-1);
    return child.exitCode();
}

/// With TOUCHLINE_BENCH_SLOW_EVENT_MS=N set, names every event the UI thread took N ms or more to handle
/// (receiver class, object name, event type, wall and thread CPU time): what a stall was, without a profiler.
class SlowEventReporter : public QApplication
{
public:
    using QApplication::QApplication;

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_thresholdMs <= 0 || QThread::currentThread() != thread() || m_depth > 0)
            return QApplication::notify(receiver, event);
        const QEvent::Type type = event->type(); // the event may be deleted by its handler
        const QByteArray receiverClass = receiver->metaObject()->className();
        const QString receiverName = receiver->objectName();
        QElapsedTimer wall;
        wall.start();
        const double cpuBefore = cpuMs(CLOCK_THREAD_CPUTIME_ID);
        ++m_depth;
        const bool handled = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = double(wall.nsecsElapsed()) / 1e6;
        if (ms >= m_thresholdMs)
            std::fprintf(stderr, "slow event: %.1f ms (UI thread CPU %.1f ms) at %.0f ms, %s \"%s\", event type %d\n", ms,
                         cpuMs(CLOCK_THREAD_CPUTIME_ID) - cpuBefore, msOf(g_sinceMain), receiverClass.constData(),
                         qPrintable(receiverName), int(type));
        return handled;
    }

private:
    const double m_thresholdMs = qEnvironmentVariableIntValue("TOUCHLINE_BENCH_SLOW_EVENT_MS");
    int m_depth = 0;
};

} // namespace

int main(int argc, char **argv)
{
    g_sinceMain.start();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // no user settings, recent files or recovery journal
    SlowEventReporter app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args.at(1) == QLatin1String("--rss-child"))
        return rssChild(args.at(2));
    if (args.size() == 3 && args.at(1) == QLatin1String("--reopen-child"))
        return reopenChild(args.at(2));
    if ((args.size() == 4 || args.size() == 5) && args.at(1) == QLatin1String("--folder-child"))
        return folderChild(args.at(2), args.at(3).toInt(), args.value(4));
    if (args.size() == 4 && args.at(1) == QLatin1String("--browse-child"))
        return browseChild(args.at(2), args.at(3).toInt());
    if (args.size() >= 2 && args.at(1) == QLatin1String("--folder"))
        return benchFolder(args.size() >= 3 ? args.at(2).toInt() : 10000);
    if (args.size() >= 2 && args.at(1) == QLatin1String("--highlight")) {
        // Only the article view, for profiling: window_bench --highlight [MB...] (default 1 and 10).
        KSyntaxHighlighting::Repository repository;
        const Extractor extractor;
        const Bench::Corpus corpus = Bench::allReports();
        QList<int> sizes;
        for (qsizetype i = 2; i < args.size(); ++i)
            sizes.append(args.at(i).toInt());
        if (sizes.isEmpty())
            sizes = {1, 10};
        for (int mb : sizes)
            benchHighlight(repository, extractor, corpus, qint64(mb) * 1000 * 1000, mb < 5 ? 200 : 1500);
        return 0;
    }

    std::printf("machine: %s\n", qPrintable(Bench::machineDescription()));
    {
        MainWindow window;
        PaintWatcher watcher(&window);
        window.resize(1280, 800);
        window.show();
        waitForPaint(watcher);
        const double fromMain = msOf(g_sinceMain);
        const double fromExec = msSinceProcessStart();
        line("start: main() to first painted MainWindow", fromMain, "< 500 ms", fromMain < 500);
        std::printf("   (from process creation, incl. dynamic loading: %.0f ms, 10 ms resolution)\n", fromExec);
    }

    KSyntaxHighlighting::Repository repository;
    const Extractor extractor;
    const Bench::Corpus corpus = Bench::allReports();
    benchHighlight(repository, extractor, corpus, 1000 * 1000, 200);
    benchHighlight(repository, extractor, corpus, 10 * 1000 * 1000, 1500);
    benchTimeline(1000);
    benchTimeline(10000);

    // Peak RSS in a fresh process, so that the numbers above do not count.
    QTemporaryDir temp;
    const QString path = temp.filePath(QStringLiteral("ten-megabytes.txt"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(Bench::textOfSize(corpus, 10 * 1000 * 1000).toUtf8());
    file.close();
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedChannels);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--rss-child"), path});
    child.waitForFinished(-1);
    QProcess reopened;
    reopened.setProcessChannelMode(QProcess::ForwardedChannels);
    reopened.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--reopen-child"), path});
    reopened.waitForFinished(-1);
    const int folderResult = benchFolder(10000);
    for (const int result : {child.exitCode(), reopened.exitCode(), folderResult}) {
        if (result != 0)
            return result;
    }
    return 0;
}
