#pragma once

#include "reportexport.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>
#include <memory>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QRadioButton;

namespace Touchline {

class ReportSession;

/// File → Export…: a format, a scope (the current report or every report of the library) and an output
/// folder. Open reports' annotations are copied on the UI thread, the others read from disk (saved
/// annotations, else extracted) on the worker, one at a time; everything is written on that worker, with progress and a Cancel
/// button; the dialog then shows the files written, or the errors naming each file that could not be.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ExportDialog(ReportSession *session, QWidget *parent = nullptr);
    ~ExportDialog() override;

    void setFormat(ReportExport::Format format);
    ReportExport::Format format() const;
    void setAllReports(bool all);
    void setFolder(const QString &folder);
    QString folder() const;
    bool isRunning() const { return m_watcher.isRunning(); }
    const ReportExport::Result &lastResult() const { return m_result; }

    /// Starts writing (what the Export button does). Returns false when there is nothing to export.
    bool start();
    /// Stops a running export after the report being written (what the Cancel button does).
    void cancel();

signals:
    void exportFinished(const Touchline::ReportExport::Result &result);

private:
    void chooseFolder();
    void onFinished();
    void updateButtons();

    ReportSession *m_session;
    QComboBox *m_format;
    QRadioButton *m_current;
    QRadioButton *m_all;
    QLineEdit *m_folder;
    QLabel *m_status;
    QProgressBar *m_busy;
    QDialogButtonBox *m_buttons;
    QPushButton *m_exportButton;
    QPushButton *m_cancelButton;
    QFutureWatcher<ReportExport::Result> m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancelled; ///< shared with the running export
    ReportExport::Result m_result;
};

} // namespace Touchline
