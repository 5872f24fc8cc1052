#include "mainwindow.h"

#include "articleview.h"
#include "documentloader.h"

#include <KSyntaxHighlighting/Theme>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace Touchline {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_articleView(new ArticleView(&m_repository, this))
{
    setWindowTitle(QStringLiteral("Touchline"));
    setCentralWidget(m_articleView);

    m_timelineDock = new QDockWidget(tr("Timeline"), this);
    m_timelineDock->setObjectName(QStringLiteral("timelineDock"));
    auto *placeholder = new QLabel(tr("The match events appear here once the report has been extracted."), m_timelineDock);
    placeholder->setWordWrap(true);
    placeholder->setAlignment(Qt::AlignCenter);
    m_timelineDock->setWidget(placeholder);
    addDockWidget(Qt::RightDockWidgetArea, m_timelineDock);

    createActions();
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    applyTheme(m_repository.defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme
                                              : KSyntaxHighlighting::Repository::LightTheme).name());
    statusBar()->showMessage(tr("Open a match report with File → Open"));
    resize(1280, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *open = fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"));
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open a match report (%1)").arg(open->shortcut().toString(QKeySequence::NativeText)));
    connect(open, &QAction::triggered, this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(this, tr("Open match reports"), QString(),
            tr("Match reports (*.txt *.html *.htm *.md *.markdown);;All files (*)"));
        openPaths(files);
    });
    fileMenu->addSeparator();
    QAction *quit = fileMenu->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    createThemeMenu(viewMenu);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&About Touchline"), this, &MainWindow::showAbout);
}

void MainWindow::createThemeMenu(QMenu *viewMenu)
{
    QMenu *themeMenu = viewMenu->addMenu(tr("&Theme"));
    m_themeGroup = new QActionGroup(this);
    for (const KSyntaxHighlighting::Theme &theme : m_repository.themes()) {
        QAction *action = themeMenu->addAction(theme.translatedName());
        action->setCheckable(true);
        action->setData(theme.name());
        m_themeGroup->addAction(action);
    }
    connect(m_themeGroup, &QActionGroup::triggered, this, [this](QAction *action) { applyTheme(action->data().toString()); });
}

void MainWindow::applyTheme(const QString &name)
{
    m_articleView->setTheme(m_repository.theme(name));
    for (QAction *action : m_themeGroup->actions())
        action->setChecked(action->data().toString() == name);
}

void MainWindow::openPaths(const QStringList &paths)
{
    for (const QString &path : paths)
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    auto result = DocumentLoader().load(path);
    if (const auto *error = std::get_if<LoadError>(&result)) {
        QMessageBox::warning(this, tr("Cannot open report"), error->message());
        return false;
    }
    const Document &document = std::get<Document>(result);
    m_articleView->setReportText(document.text);
    setWindowTitle(tr("%1 — Touchline").arg(document.displayName()));
    statusBar()->showMessage(document.warnings.isEmpty() ? tr("Opened %1").arg(document.path) : document.warnings.join(QLatin1Char(' ')));
    return true;
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Touchline"),
        tr("<h3>Touchline %1</h3><p>Browse and annotate football match reports: entities, events and "
           "minutes, with the evidence for each.</p><p>Highlighting by KDE's KSyntaxHighlighting; built on Qt %2.</p>")
            .arg(QStringLiteral(TOUCHLINE_VERSION), QString::fromLatin1(qVersion())));
}

} // namespace Touchline
