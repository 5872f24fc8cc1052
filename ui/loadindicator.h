#pragma once

#include "backgroundtaskindicator.h"

namespace Touchline {

class ReportSession;

/// The status bar's word on large files being read and decoded in the background: the file's name,
/// how far the loads are, and a Cancel that gives up on them. Shown only while a load runs.
class LoadIndicator : public BackgroundTaskIndicator
{
    Q_OBJECT
public:
    explicit LoadIndicator(ReportSession *session, QWidget *parent = nullptr);

protected:
    std::optional<double> progress() const override;

private:
    void update();

    ReportSession *m_session;
};

} // namespace Touchline
