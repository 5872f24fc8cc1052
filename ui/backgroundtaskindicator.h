#pragma once

#include <QTimer>
#include <QWidget>

#include <optional>

class QLabel;
class QProgressBar;
class QToolButton;

namespace Touchline {

/// The frame shared by the status bar's indicators of background work: a label saying what runs, a
/// progress bar and a Cancel button. While shown, it polls the progress a few times a second, since
/// the workers move it without signals. Subclasses say what runs, how far it is and what Cancel does.
class BackgroundTaskIndicator : public QWidget
{
    Q_OBJECT
protected:
    /// `name` and `cancelName` are the object names of the indicator and of its button (for tests).
    BackgroundTaskIndicator(const QString &name, const QString &cancelName, const QString &cancelToolTip, QWidget *parent);

    QToolButton *cancelButton() const { return m_cancel; }
    /// Shows `text` and the progress, and keeps the progress moving; an empty text hides the indicator.
    void showRunning(const QString &text);
    /// How far the work is, from 0 to 1; nothing for a busy bar.
    virtual std::optional<double> progress() const = 0;

private:
    void showProgress();

    QLabel *m_label;
    QProgressBar *m_bar;
    QToolButton *m_cancel;
    QTimer m_poll;
};

} // namespace Touchline
