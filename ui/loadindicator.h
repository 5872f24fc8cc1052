#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;

namespace Touchline {

class ReportSession;

/// The status bar's word on large files being read and decoded in the background: the file's name,
/// how far the loads are, and a button that gives up on them. Shown only while a load runs; the
/// progress is polled a few times a second (the loader moves it on a worker, without signals).
class LoadIndicator : public QWidget
{
    Q_OBJECT
public:
    explicit LoadIndicator(ReportSession *session, QWidget *parent = nullptr);

private:
    void update();
    void showProgress();

    ReportSession *m_session;
    QLabel *m_label;
    QProgressBar *m_bar;
    QTimer m_poll;
};

} // namespace Touchline
