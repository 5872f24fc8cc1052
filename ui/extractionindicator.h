#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;

namespace Touchline {

class ReportSession;

/// The status bar's word on reports being extracted in the background (opened reports and re-runs):
/// the report's name, how far its extraction is (polled a few times a second; a busy bar when several
/// run), and a button that cancels them.
class ExtractionIndicator : public QWidget
{
    Q_OBJECT
public:
    explicit ExtractionIndicator(ReportSession *session, QWidget *parent = nullptr);

private:
    void update();
    void showProgress();

    ReportSession *m_session;
    QLabel *m_label;
    QProgressBar *m_bar;
    QTimer m_poll;
};

} // namespace Touchline
