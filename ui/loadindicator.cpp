#include "loadindicator.h"

#include "reportdocument.h"
#include "reportsession.h"

#include <QFileInfo>
#include <QToolButton>

namespace Touchline {

LoadIndicator::LoadIndicator(ReportSession *session, QWidget *parent)
    : BackgroundTaskIndicator(QStringLiteral("loadIndicator"), QStringLiteral("cancelLoad"),
                              tr("Stop opening; nothing is added to the library"), parent)
    , m_session(session)
{
    connect(cancelButton(), &QToolButton::clicked, session, &ReportSession::cancelLoads);
    connect(session, &ReportSession::loadStarted, this, &LoadIndicator::update);
    connect(session, &ReportSession::loadFinished, this, &LoadIndicator::update);
    update();
}

std::optional<double> LoadIndicator::progress() const
{
    return m_session->loadProgress();
}

void LoadIndicator::update()
{
    const QStringList paths = m_session->loadingPaths();
    if (paths.isEmpty()) {
        showRunning({});
        return;
    }
    const QString first = QFileInfo(paths.first()).fileName();
    showRunning(paths.size() == 1 ? tr("Opening %1…").arg(first) : tr("Opening %1 and %2 more…").arg(first).arg(paths.size() - 1));
}

} // namespace Touchline
