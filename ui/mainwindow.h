#pragma once

#include <KSyntaxHighlighting/Repository>

#include <QMainWindow>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QTimer;
class QMenu;

namespace Touchline {

class ArticlePane;
class ArticleView;
class EntitiesDock;
class LibraryDock;
struct LoadError;
class ReportDocument;
class ReportSession;
class TimelineDock;

/// The application window. Creates the session, the article pane and the docks, puts their actions in
/// menus and tool bar and connects their signals; all report logic lives in those classes.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens reports and folders; shows one error dialog naming every file that could not be opened and
    /// why. Returns false when any failed.
    bool openPaths(const QStringList &paths);
    bool openFile(const QString &path);
    /// Offers to recover the unsaved edits a previous session left in the journal.
    void offerRecovery();

    ReportSession *session() const { return m_session; }
    ArticlePane *articlePane() const { return m_article; }
    ArticleView *articleView() const;
    LibraryDock *libraryDock() const { return m_library; }
    TimelineDock *timelineDock() const { return m_timeline; }
    EntitiesDock *entitiesDock() const { return m_entities; }
    QAction *action(const QString &name) const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createThemeMenu(QMenu *viewMenu);
    void applyTheme(const QString &name);
    void showReport(ReportDocument *report);
    void showOpenErrors(const QList<LoadError> &errors);
    void updateStatus();
    void updateTitle();
    /// Saves and waits (closing the window); false after telling the user why it failed.
    bool save(ReportDocument *report);
    /// Saves in the background (Save, Save All); onSaveFinished() tells the user.
    void startSave(ReportDocument *report);
    void onSaveFinished(ReportDocument *report, const QString &error);
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    void showAbout();
    void readSettings();
    void writeSettings();
    QAction *addNamed(QMenu *menu, QAction *action, const QString &name);

    KSyntaxHighlighting::Repository m_repository;
    ReportSession *m_session;
    ArticlePane *m_article;
    LibraryDock *m_library;
    TimelineDock *m_timeline;
    EntitiesDock *m_entities;
    QDockWidget *m_historyDock;
    QActionGroup *m_themeGroup = nullptr;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_statusCounts;
    QTimer *m_statusRefresh; ///< one refresh of the counts for a burst of reports added (a folder's)
    QString m_themeName;
};

} // namespace Touchline
