#include "extractionindicator.h"

#include "reportdocument.h"
#include "reportsession.h"

#include <QToolButton>

namespace Touchline {

ExtractionIndicator::ExtractionIndicator(ReportSession *session, QWidget *parent)
    : BackgroundTaskIndicator(QStringLiteral("extractionIndicator"), QStringLiteral("cancelExtraction"),
                              tr("Stop extracting; the report keeps the annotations it had"), parent)
    , m_session(session)
{
    setToolTip(tr("Entities and events appear when extraction finishes; the report can be read meanwhile"));
    connect(cancelButton(), &QToolButton::clicked, session, &ReportSession::cancelExtractions);
    connect(session, &ReportSession::extractionStarted, this, &ExtractionIndicator::update);
    connect(session, &ReportSession::extractionFinished, this, &ExtractionIndicator::update);
    connect(session, &ReportSession::extractionCancelled, this, &ExtractionIndicator::update);
    connect(session, &ReportSession::currentChanged, this, &ExtractionIndicator::update);
    update();
}

std::optional<double> ExtractionIndicator::progress() const
{
    ReportDocument *current = m_session->current();
    if (m_session->extractionsRunning() != 1 || !current || !m_session->isExtracting(current))
        return std::nullopt; // several reports, or one not shown: how far is not one number
    return m_session->extractionProgress(current);
}

void ExtractionIndicator::update()
{
    const int running = m_session->extractionsRunning();
    if (running == 0) {
        showRunning({});
        return;
    }
    ReportDocument *current = m_session->current();
    if (current && m_session->isExtracting(current))
        showRunning(running == 1 ? tr("Extracting %1…").arg(current->document().displayName())
                                 : tr("Extracting %1 and %2 more…").arg(current->document().displayName()).arg(running - 1));
    else
        showRunning(tr("Extracting %n report(s)…", nullptr, running));
}

} // namespace Touchline
