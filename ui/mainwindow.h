#pragma once

#include <KSyntaxHighlighting/Repository>

#include <QMainWindow>

class QActionGroup;
class QDockWidget;

namespace Touchline {

class ArticleView;

/// The application window. Wires docks, menus and actions together; holds no report logic itself.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens reports (files); shows one error dialog listing those that could not be opened.
    void openPaths(const QStringList &paths);
    /// Opens a report; returns false (after telling the user) when it cannot be read.
    bool openFile(const QString &path);
    ArticleView *articleView() const { return m_articleView; }

private:
    void createActions();
    void createThemeMenu(QMenu *viewMenu);
    void applyTheme(const QString &name);
    void showAbout();

    KSyntaxHighlighting::Repository m_repository;
    ArticleView *m_articleView = nullptr;
    QDockWidget *m_timelineDock = nullptr;
    QActionGroup *m_themeGroup = nullptr;
};

} // namespace Touchline
