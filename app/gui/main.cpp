// touchline: the desktop application. A thin layer over the ui library.
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Touchline"));
    QApplication::setOrganizationName(QStringLiteral("Touchline"));
    QApplication::setApplicationVersion(QStringLiteral(TOUCHLINE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.touchline.Touchline"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/touchline/icons/org.touchline.Touchline.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Browse and annotate football match reports."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption sampleOption(QStringLiteral("sample"), QStringLiteral("Open the bundled sample report."));
    parser.addOption(sampleOption);
    parser.addPositionalArgument(QStringLiteral("paths"), QStringLiteral("Reports or folders of reports to open."), QStringLiteral("[FILE_OR_FOLDER...]"));
    parser.process(app);

    Touchline::MainWindow window;
    window.show();
    QStringList paths = parser.positionalArguments();
    if (parser.isSet(sampleOption)) {
        // The sample lives in the binary; give it a real path so that it behaves like any other report.
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sample");
        QDir().mkpath(folder);
        const QString target = folder + QStringLiteral("/sample-report.txt");
        QFile::remove(target);
        if (QFile::copy(QStringLiteral(":/touchline/sample/sample-report.txt"), target)) {
            QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
            paths.prepend(target);
        }
    }
    window.openPaths(paths);
    // Unsaved edits from a session that crashed or was killed: offer them once the window is up.
    QTimer::singleShot(0, &window, &Touchline::MainWindow::offerRecovery);
    return app.exec();
}
