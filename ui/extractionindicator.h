#pragma once

#include "backgroundtaskindicator.h"

namespace Touchline {

class ReportSession;

/// The status bar's word on reports being extracted in the background (opened reports and re-runs):
/// the report's name, how far its extraction is (a busy bar when several run), and a Cancel that
/// abandons them. Shown only while an extraction runs.
class ExtractionIndicator : public BackgroundTaskIndicator
{
    Q_OBJECT
public:
    explicit ExtractionIndicator(ReportSession *session, QWidget *parent = nullptr);

protected:
    std::optional<double> progress() const override;

private:
    void update();

    ReportSession *m_session;
};

} // namespace Touchline
