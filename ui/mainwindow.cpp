#include "mainwindow.h"

#include "actionhelpers.h"
#include "articlepane.h"
#include "articleview.h"
#include "commands/restoreannotationscommand.h"
#include "entitiesdock.h"
#include "eventicons.h"
#include "exportdialog.h"
#include "extractionindicator.h"
#include "extractor.h"
#include "findbar.h"
#include "folderextraction.h"
#include "librarydock.h"
#include "loadindicator.h"
#include "reportdocument.h"
#include "reportsession.h"
#include "reportstore.h"
#include "timelinedock.h"
#include "timelinemodel.h"

#include <KSyntaxHighlighting/Theme>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

namespace Touchline {

namespace {
constexpr int maxRecentFiles = 10;
const auto recentKey = QStringLiteral("recentFiles");
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_session(new ReportSession(std::make_shared<const Extractor>(), this))
    , m_article(new ArticlePane(&m_repository, this))
    , m_library(new LibraryDock(m_session, this))
    , m_timeline(new TimelineDock(this))
    , m_entities(new EntitiesDock(this))
    , m_historyDock(new QDockWidget(tr("History"), this))
    , m_statusCounts(new QLabel(this))
    , m_statusRefresh(new QTimer(this))
{
    setWindowTitle(QStringLiteral("Touchline"));
    setWindowIcon(EventIcons::appIcon());
    setAcceptDrops(true);
    setCentralWidget(m_article);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    addDockWidget(Qt::LeftDockWidgetArea, m_library);
    addDockWidget(Qt::RightDockWidgetArea, m_timeline);
    addDockWidget(Qt::LeftDockWidgetArea, m_entities);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    auto *history = new QUndoView(m_session->undoGroup(), m_historyDock);
    history->setEmptyLabel(tr("<opened>"));
    m_historyDock->setWidget(history);
    m_historyDock->hide();

    statusBar()->addPermanentWidget(new LoadIndicator(m_session, this));
    statusBar()->addPermanentWidget(new ExtractionIndicator(m_session, this));
    statusBar()->addPermanentWidget(m_statusCounts);
    createActions();

    // Wiring: the current report flows to every view; selections flow between article and timeline.
    connect(m_session, &ReportSession::currentChanged, this, &MainWindow::showReport);
    connect(m_session, &ReportSession::extractionFinished, this, [this](ReportDocument *report) {
        if (report && report == m_session->current())
            updateStatus();
    });
    connect(m_session, &ReportSession::extractionCancelled, this, [this](ReportDocument *report) {
        if (report == m_session->current())
            updateStatus();
        statusBar()->showMessage(tr("Extraction of %1 cancelled; Edit → Re-run Extraction starts it again").arg(report->document().displayName()), 8000);
    });
    // "3 of 10,000 reports": once per burst of listed files (a folder lists in one, files opened one by one).
    m_statusRefresh->setSingleShot(true);
    m_statusRefresh->setInterval(200);
    connect(m_statusRefresh, &QTimer::timeout, this, &MainWindow::updateStatus);
    connect(m_session, &ReportSession::filesListed, this, [this] {
        if (!m_statusRefresh->isActive())
            m_statusRefresh->start();
    });
    connect(m_session, &ReportSession::loadStarted, this, &MainWindow::updateStatus);
    connect(m_session, &ReportSession::loadFinished, this, &MainWindow::updateStatus);
    connect(m_session, &ReportSession::loadCancelled, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Opening %1 cancelled").arg(QFileInfo(path).fileName()), 8000);
    });
    connect(m_session, &ReportSession::openFailed, this, [this](const QString &path, const QString &reason) {
        showOpenErrors({LoadError{path, reason}});
    });
    for (auto signal : {&ReportSession::reportChanged, &ReportSession::reportModifiedChanged}) {
        connect(m_session, signal, this, [this](ReportDocument *report) {
            if (report == m_session->current()) {
                updateStatus();
                updateTitle();
            }
        });
    }
    connect(m_timeline, &TimelineDock::eventsSelected, this, [this](const QStringList &ids) {
        const ReportDocument *report = m_session->current();
        m_article->showSpans(report ? report->annotations().evidenceOf(ids) : TextSpans());
    });
    connect(m_article, &ArticlePane::eventsClicked, m_timeline, &TimelineDock::selectEvents);
    connect(m_article, &ArticlePane::eventCreated, this, [this](const QString &id) {
        m_timeline->editEvent(id, TimelineModel::TypeColumn);
    });
    connect(m_entities, &EntitiesDock::mentionsSelected, m_article, &ArticlePane::showSpans);
    connect(m_library, &LibraryDock::openFolderRequested, action(QStringLiteral("openFolder")), &QAction::trigger);
    connect(m_session->store(), &ReportStore::journalFailed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Could not keep unsaved edits safe: %1").arg(message), 10000);
    });
    connect(m_session->store(), &ReportStore::saveFinished, this, &MainWindow::onSaveFinished);

    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    m_themeName = m_repository.defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme : KSyntaxHighlighting::Repository::LightTheme).name();
    resize(1280, 800);
    resizeDocks({m_library, m_timeline}, {270, 560}, Qt::Horizontal);
    resizeDocks({m_library, m_entities}, {300, 400}, Qt::Vertical);
    readSettings();
    applyTheme(m_themeName);
    showReport(nullptr);
}

MainWindow::~MainWindow() = default;

ArticleView *MainWindow::articleView() const
{
    return m_article->view();
}

QAction *MainWindow::action(const QString &name) const
{
    return findChild<QAction *>(name);
}

QAction *MainWindow::addNamed(QMenu *menu, QAction *action, const QString &name)
{
    action->setObjectName(name);
    if (menu)
        menu->addAction(action);
    addAction(action); // shortcuts work while the menu bar is hidden, too
    return action;
}

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *open = addNamed(fileMenu, makeAction(this, tr("&Open…"), QKeySequence::Open, tr("Open match reports"), QStringLiteral("document-open")),
                             QStringLiteral("open"));
    connect(open, &QAction::triggered, this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(this, tr("Open Match Reports"), QString(),
            tr("Match reports (*.txt *.html *.htm *.md *.markdown);;All files (*)"));
        if (!files.isEmpty())
            openPaths(files);
    });
    QAction *openFolder = addNamed(fileMenu, makeAction(this, tr("Open &Folder…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
                                                        tr("Open every report in a folder and extract them in the background"),
                                                        QStringLiteral("folder-open")),
                                   QStringLiteral("openFolder"));
    connect(openFolder, &QAction::triggered, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Open Folder of Match Reports"));
        if (!folder.isEmpty())
            openPaths({folder});
    });
    m_recentMenu = fileMenu->addMenu(QIcon::fromTheme(QStringLiteral("document-open-recent")), tr("Open &Recent"));
    m_recentMenu->menuAction()->setObjectName(QStringLiteral("recentFiles"));
    updateRecentMenu();
    fileMenu->addSeparator();
    QAction *saveAction = addNamed(fileMenu, makeAction(this, tr("&Save"), QKeySequence::Save,
                                                        tr("Save the report's annotations beside it (NAME.touchline.json)"),
                                                        QStringLiteral("document-save")),
                                   QStringLiteral("save"));
    connect(saveAction, &QAction::triggered, this, [this] { startSave(m_session->current()); });
    QAction *saveAll = addNamed(fileMenu, makeAction(this, tr("Save A&ll"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                                                     tr("Save every report with unsaved edits"), QStringLiteral("document-save-all")),
                                QStringLiteral("saveAll"));
    connect(saveAll, &QAction::triggered, this, [this] {
        for (ReportDocument *report : m_session->modifiedReports())
            startSave(report);
    });
    QAction *exportAction = addNamed(fileMenu, makeAction(this, tr("&Export…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                                                          tr("Write the annotations as native JSON, JSONL, CSV, brat, CoNLL-2003, W3C Web Annotation or football event JSON"),
                                                          QStringLiteral("document-export")),
                                     QStringLiteral("export"));
    connect(exportAction, &QAction::triggered, this, [this] {
        auto *dialog = new ExportDialog(m_session, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    fileMenu->addSeparator();
    QAction *quit = addNamed(fileMenu, makeAction(this, tr("&Quit"), QKeySequence::Quit, tr("Quit Touchline"), QStringLiteral("application-exit")),
                             QStringLiteral("quit"));
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_session->undoGroup()->createUndoAction(this, tr("&Undo"));
    undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_session->undoGroup()->createRedoAction(this, tr("&Redo"));
    redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    for (QAction *a : {undo, redo}) {
        connect(a, &QAction::changed, this, [a] {
            const QString tip = a->text() + QStringLiteral(" (") + a->shortcut().toString(QKeySequence::NativeText) + QLatin1Char(')');
            if (a->toolTip() != tip)
                a->setToolTip(tip);
        });
    }
    addNamed(editMenu, undo, QStringLiteral("undo"));
    addNamed(editMenu, redo, QStringLiteral("redo"));
    QAction *historyAction = m_historyDock->toggleViewAction();
    historyAction->setText(tr("&History"));
    historyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    updateActionToolTip(historyAction, tr("Show every change of the current report; click one to go back to it"));
    addNamed(editMenu, historyAction, QStringLiteral("history"));
    editMenu->addSeparator();
    addNamed(editMenu, m_article->findBar()->findAction(), QStringLiteral("find"));
    addNamed(editMenu, m_article->findBar()->findNextAction(), QStringLiteral("findNext"));
    addNamed(editMenu, m_article->findBar()->findPreviousAction(), QStringLiteral("findPrevious"));
    editMenu->addSeparator();
    addNamed(editMenu, m_article->newEventAction(), QStringLiteral("newEvent"));
    addNamed(editMenu, m_article->addEntityAction(), QStringLiteral("addEntity"));
    editMenu->addAction(m_entities->mergeAction());
    m_entities->addToolAction(m_article->addEntityAction());
    editMenu->addSeparator();
    m_timeline->acceptAction()->setObjectName(QStringLiteral("accept"));
    editMenu->addAction(m_timeline->acceptAction());
    addNamed(editMenu, m_timeline->acceptAllAction(), QStringLiteral("acceptAll"));
    m_timeline->deleteAction()->setObjectName(QStringLiteral("delete"));
    editMenu->addAction(m_timeline->deleteAction());
    editMenu->addSeparator();
    QAction *rerun = addNamed(editMenu, makeAction(this, tr("Re-run E&xtraction"), QKeySequence(Qt::CTRL | Qt::Key_R),
                                                   tr("Extract the report again; accepted, edited and hand-made events are kept"),
                                                   QStringLiteral("view-refresh")),
                              QStringLiteral("rerun"));
    connect(rerun, &QAction::triggered, this, [this] { m_session->rerunExtraction(m_session->current()); });

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_library), static_cast<QDockWidget *>(m_timeline),
                              static_cast<QDockWidget *>(m_entities)})
        viewMenu->addAction(dock->toggleViewAction());
    viewMenu->addSeparator();
    createThemeMenu(viewMenu);

    QMenu *goMenu = menuBar()->addMenu(tr("&Go"));
    addNamed(goMenu, m_library->nextReportAction(), QStringLiteral("nextReport"));
    addNamed(goMenu, m_library->previousReportAction(), QStringLiteral("previousReport"));
    goMenu->addSeparator();
    addNamed(goMenu, m_timeline->nextEventAction(), QStringLiteral("nextEvent"));
    addNamed(goMenu, m_timeline->previousEventAction(), QStringLiteral("previousEvent"));
    goMenu->addSeparator();
    addNamed(goMenu, m_library->filterAction(), QStringLiteral("filterLibrary"));

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *about = addNamed(helpMenu, makeAction(this, tr("&About Touchline"), {}, tr("Version and credits"), QStringLiteral("help-about")),
                              QStringLiteral("about"));
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);

    QToolBar *toolBar = addToolBar(tr("Main Tool Bar"));
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->setIconSize(QSize(18, 18));
    for (QAction *a : {open, openFolder, saveAction})
        toolBar->addAction(a);
    toolBar->addSeparator();
    toolBar->addAction(undo);
    toolBar->addAction(redo);
    toolBar->addSeparator();
    toolBar->addAction(m_article->newEventAction());
    toolBar->addAction(m_timeline->acceptAllAction());
    toolBar->addAction(rerun);
}

void MainWindow::createThemeMenu(QMenu *viewMenu)
{
    QMenu *themeMenu = viewMenu->addMenu(tr("&Theme"));
    m_themeGroup = new QActionGroup(this);
    for (const KSyntaxHighlighting::Theme &theme : m_repository.themes()) {
        QAction *themeAction = themeMenu->addAction(theme.translatedName());
        themeAction->setCheckable(true);
        themeAction->setData(theme.name());
        m_themeGroup->addAction(themeAction);
    }
    connect(m_themeGroup, &QActionGroup::triggered, this, [this](QAction *a) { applyTheme(a->data().toString()); });
}

void MainWindow::applyTheme(const QString &name)
{
    const KSyntaxHighlighting::Theme theme = m_repository.theme(name);
    if (!theme.isValid())
        return;
    m_themeName = theme.name();
    m_article->setTheme(theme);
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == m_themeName);
}

bool MainWindow::openPaths(const QStringList &paths)
{
    if (paths.isEmpty())
        return true;
    const QList<LoadError> errors = m_session->openPaths(paths);
    for (const QString &path : paths) {
        if (std::none_of(errors.begin(), errors.end(), [&](const LoadError &e) { return e.path == path; }))
            addRecentFile(QFileInfo(path).absoluteFilePath());
    }
    if (errors.isEmpty())
        return true;
    showOpenErrors(errors);
    return false;
}

void MainWindow::showOpenErrors(const QList<LoadError> &errors)
{
    QStringList lines;
    for (const LoadError &error : errors)
        lines.append(error.message());
    QMessageBox box(QMessageBox::Warning, tr("Cannot Open Report"),
                    errors.size() == 1 ? tr("Touchline could not open this report:") : tr("Touchline could not open these reports:"),
                    QMessageBox::Ok, this);
    box.setText(box.text() + QStringLiteral("\n\n") + lines.join(QLatin1Char('\n')));
    box.setInformativeText(tr("The other reports stay open."));
    box.exec();
}

bool MainWindow::openFile(const QString &path)
{
    return openPaths({path});
}

void MainWindow::offerRecovery()
{
    const QList<RecoveryEntry> entries = m_session->store()->pendingRecoveries();
    if (entries.isEmpty())
        return;
    QStringList names;
    for (const RecoveryEntry &entry : entries)
        names.append(QStringLiteral("%1 (%2)").arg(entry.reportPath, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)));
    const auto answer = QMessageBox::question(this, tr("Recover Unsaved Edits"),
        tr("The last session ended with unsaved edits to %n report(s):\n\n%1\n\nRecover them?", nullptr, int(entries.size()))
            .arg(names.join(QLatin1Char('\n'))),
        QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
    for (const RecoveryEntry &entry : entries) {
        if (answer != QMessageBox::Yes) {
            m_session->store()->journal().discard(entry.reportPath);
            continue;
        }
        auto opened = m_session->open(entry.reportPath);
        auto *report = std::get_if<ReportDocument *>(&opened);
        if (!report) {
            statusBar()->showMessage(tr("Cannot recover %1: %2").arg(entry.reportPath, std::get<LoadError>(opened).reason), 10000);
            continue;
        }
        auto restored = m_session->store()->restore(entry, (*report)->text());
        if (auto *set = std::get_if<AnnotationSet>(&restored)) {
            (*report)->undoStack()->push(new RestoreAnnotationsCommand(*report, *set));
            m_session->setCurrent(*report);
        } else {
            statusBar()->showMessage(tr("Cannot recover %1: %2").arg(entry.reportPath, std::get<FormatError>(restored).message()), 10000);
        }
    }
}

void MainWindow::showReport(ReportDocument *report)
{
    m_article->setReport(report);
    m_timeline->setReport(report);
    m_entities->setReport(report);
    for (const QString &name : {QStringLiteral("save"), QStringLiteral("rerun"), QStringLiteral("export")})
        action(name)->setEnabled(report);
    if (report && !report->document().warnings.isEmpty())
        statusBar()->showMessage(report->document().warnings.join(QLatin1Char(' ')), 8000);
    updateTitle();
    updateStatus();
}

void MainWindow::updateTitle()
{
    ReportDocument *report = m_session->current();
    setWindowTitle(report ? tr("%1[*] — Touchline").arg(report->document().displayName()) : QStringLiteral("Touchline"));
    setWindowModified(report && report->isModified());
}

void MainWindow::updateStatus()
{
    ReportDocument *report = m_session->current();
    if (!report) {
        // While a first file loads, the load indicator beside this says what is happening.
        m_statusCounts->setText(m_session->loadsRunning() > 0
                                    ? QString()
                                    : tr("No report — open one with %1 or drop files here").arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
        return;
    }
    const AnnotationSet &set = report->annotations();
    int entities = 0;
    for (const Entity &entity : set.entities)
        entities += isMentionOnly(entity.type) ? 0 : 1;
    int toReview = 0;
    int shown = 0;
    for (const MatchEvent &event : set.events) {
        toReview += event.status == EventStatus::Extracted ? 1 : 0;
        shown += event.status == EventStatus::Rejected ? 0 : 1;
    }
    const bool extracting = report->reviewStatus() == ReportDocument::ReviewStatus::NotExtracted && m_session->isExtracting(report);
    const QString statusLabel = extracting ? tr("extracting…") : ReportDocument::reviewStatusLabel(report->reviewStatus());
    m_statusCounts->setText(tr("%1  ·  %2 of %3 reports  ·  %4 entities  ·  %5 events (%6 to review)  ·  %7")
                                .arg(report->document().displayName())
                                .arg(m_session->indexOfPath(report->path()) + 1)
                                .arg(m_session->reportPaths().size())
                                .arg(entities)
                                .arg(shown)
                                .arg(toReview)
                                .arg(statusLabel));
}

bool MainWindow::save(ReportDocument *report)
{
    if (!report)
        return false;
    QString error;
    if (!m_session->store()->save(report, &error)) {
        QMessageBox::warning(this, tr("Cannot Save"), tr("The annotations of %1 could not be saved.\n\n%2").arg(report->document().displayName(), error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(report->document().displayName()), 4000);
    return true;
}

void MainWindow::startSave(ReportDocument *report)
{
    if (!report)
        return;
    statusBar()->showMessage(tr("Saving %1…").arg(report->document().displayName()));
    m_session->store()->startSave(report);
}

void MainWindow::onSaveFinished(ReportDocument *report, const QString &error)
{
    const QString name = report->document().displayName();
    if (!error.isEmpty()) {
        statusBar()->clearMessage();
        QMessageBox::warning(this, tr("Cannot Save"), tr("The annotations of %1 could not be saved.\n\n%2").arg(name, error));
    } else if (report->isModified()) {
        statusBar()->showMessage(tr("Saved %1 as it was when saving began; it was edited since").arg(name), 6000);
    } else {
        statusBar()->showMessage(tr("Saved %1").arg(name), 4000);
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_session->store()->waitForSaves(); // a report being saved may be saved by now
    const QList<ReportDocument *> modified = m_session->modifiedReports();
    if (!modified.isEmpty()) {
        QStringList names;
        for (ReportDocument *report : modified)
            names.append(report->document().displayName());
        const auto answer = QMessageBox::warning(this, tr("Unsaved Edits"),
            tr("%n report(s) have unsaved edits:\n%1\n\nSave them before closing?", nullptr, int(modified.size())).arg(names.join(QLatin1Char('\n'))),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel) {
            event->ignore();
            return;
        }
        for (ReportDocument *report : modified) {
            if (answer == QMessageBox::Save) {
                if (!save(report)) {
                    event->ignore();
                    return;
                }
            } else {
                m_session->store()->discardJournal(report);
            }
        }
    }
    m_session->folderExtraction()->cancel();
    writeSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths.append(url.toLocalFile());
    }
    event->acceptProposedAction();
    openPaths(paths);
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(recentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > maxRecentFiles)
        recent.removeLast();
    settings.setValue(recentKey, recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(recentKey).toStringList();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent.at(i);
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1  %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        a->setStatusTip(path);
        connect(a, &QAction::triggered, this, [this, path] { openPaths({path}); });
    }
    if (!recent.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            QSettings().remove(recentKey);
            updateRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::readSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    const QString theme = settings.value(QStringLiteral("view/theme")).toString();
    if (!theme.isEmpty())
        m_themeName = theme;
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("view/theme"), m_themeName);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Touchline"),
        tr("<h3>Touchline %1</h3><p>Browse and annotate football match reports: entities, events and "
           "minutes, with the evidence for each.</p><p>Highlighting by KDE's KSyntaxHighlighting; built on Qt %2.</p>")
            .arg(QStringLiteral(TOUCHLINE_VERSION), QString::fromLatin1(qVersion())));
}

} // namespace Touchline
