#include "loadindicator.h"

#include "reportdocument.h"
#include "reportsession.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace Touchline {

LoadIndicator::LoadIndicator(ReportSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
{
    setObjectName(QStringLiteral("loadIndicator"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    auto *cancel = new QToolButton(this);
    cancel->setObjectName(QStringLiteral("cancelLoad"));
    cancel->setText(tr("Cancel"));
    cancel->setToolTip(tr("Stop opening; nothing is added to the library"));
    cancel->setAutoRaise(true);
    layout->addWidget(cancel);
    connect(cancel, &QToolButton::clicked, session, &ReportSession::cancelLoads);
    m_bar->setRange(0, 100);
    m_bar->setMaximumWidth(120);
    m_bar->setMaximumHeight(14);
    m_bar->setTextVisible(false);
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &LoadIndicator::showProgress);
    connect(session, &ReportSession::loadStarted, this, &LoadIndicator::update);
    connect(session, &ReportSession::loadFinished, this, &LoadIndicator::update);
    update();
}

void LoadIndicator::update()
{
    const QStringList paths = m_session->loadingPaths();
    setVisible(!paths.isEmpty());
    if (paths.isEmpty()) {
        m_poll.stop();
        return;
    }
    const QString first = QFileInfo(paths.first()).fileName();
    m_label->setText(paths.size() == 1 ? tr("Opening %1…").arg(first) : tr("Opening %1 and %2 more…").arg(first).arg(paths.size() - 1));
    m_poll.start();
    showProgress();
}

void LoadIndicator::showProgress()
{
    m_bar->setValue(int(m_session->loadProgress() * 100.0));
}

} // namespace Touchline
