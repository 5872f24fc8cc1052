#include "backgroundtaskindicator.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace Touchline {

namespace {
constexpr int barSteps = 1000;
}

BackgroundTaskIndicator::BackgroundTaskIndicator(const QString &name, const QString &cancelName, const QString &cancelToolTip,
                                                 QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
{
    setObjectName(name);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    m_cancel->setObjectName(cancelName);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(cancelToolTip);
    m_cancel->setAutoRaise(true);
    m_bar->setMaximumWidth(120);
    m_bar->setMaximumHeight(14);
    m_bar->setTextVisible(false);
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &BackgroundTaskIndicator::showProgress);
    hide();
}

void BackgroundTaskIndicator::showRunning(const QString &text)
{
    setVisible(!text.isEmpty());
    if (text.isEmpty()) {
        m_poll.stop();
        return;
    }
    m_label->setText(text);
    m_poll.start();
    showProgress();
}

void BackgroundTaskIndicator::showProgress()
{
    const std::optional<double> fraction = progress();
    m_bar->setRange(0, fraction ? barSteps : 0); // a range of nothing is Qt's busy bar
    if (fraction)
        m_bar->setValue(int(*fraction * barSteps));
}

} // namespace Touchline
