#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

namespace Touchline {

class ReportSession;

/// A busy indicator for the status bar: shown while reports are being extracted in the background
/// (opened reports and re-runs), with the name of the report when there is one, and a button that
/// cancels them.
class ExtractionIndicator : public QWidget
{
    Q_OBJECT
public:
    explicit ExtractionIndicator(ReportSession *session, QWidget *parent = nullptr);

private:
    void update();

    ReportSession *m_session;
    QLabel *m_label;
    QProgressBar *m_bar;
};

} // namespace Touchline
