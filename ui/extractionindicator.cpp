#include "extractionindicator.h"

#include "reportdocument.h"
#include "reportsession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace Touchline {

ExtractionIndicator::ExtractionIndicator(ReportSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
{
    setObjectName(QStringLiteral("extractionIndicator"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    auto *cancel = new QToolButton(this);
    cancel->setObjectName(QStringLiteral("cancelExtraction"));
    cancel->setText(tr("Cancel"));
    cancel->setToolTip(tr("Stop extracting; the report keeps the annotations it had"));
    cancel->setAutoRaise(true);
    layout->addWidget(cancel);
    connect(cancel, &QToolButton::clicked, session, &ReportSession::cancelExtractions);
    m_bar->setMaximumWidth(120);
    m_bar->setMaximumHeight(14);
    m_bar->setTextVisible(false);
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &ExtractionIndicator::showProgress);
    connect(session, &ReportSession::extractionStarted, this, &ExtractionIndicator::update);
    connect(session, &ReportSession::extractionFinished, this, &ExtractionIndicator::update);
    connect(session, &ReportSession::extractionCancelled, this, &ExtractionIndicator::update);
    connect(session, &ReportSession::currentChanged, this, &ExtractionIndicator::update);
    update();
}

void ExtractionIndicator::update()
{
    const int running = m_session->extractionsRunning();
    setVisible(running > 0);
    if (running == 0) {
        m_poll.stop();
        return;
    }
    ReportDocument *current = m_session->current();
    if (current && m_session->isExtracting(current))
        m_label->setText(running == 1 ? tr("Extracting %1…").arg(current->document().displayName())
                                      : tr("Extracting %1 and %2 more…").arg(current->document().displayName()).arg(running - 1));
    else
        m_label->setText(tr("Extracting %n report(s)…", nullptr, running));
    setToolTip(tr("Entities and events appear when extraction finishes; the report can be read meanwhile"));
    m_poll.start();
    showProgress();
}

void ExtractionIndicator::showProgress()
{
    ReportDocument *current = m_session->current();
    if (m_session->extractionsRunning() != 1 || !current || !m_session->isExtracting(current)) {
        m_bar->setRange(0, 0); // busy: several reports, or one not shown
        return;
    }
    m_bar->setRange(0, 1000);
    m_bar->setValue(int(m_session->extractionProgress(current) * 1000.0));
}

} // namespace Touchline
