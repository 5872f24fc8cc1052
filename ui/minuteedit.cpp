#include "minuteedit.h"

#include "timelinemodel.h"

#include <QToolTip>

namespace Touchline {

MinuteEdit::MinuteEdit(QWidget *parent)
    : QLineEdit(parent)
{
    setObjectName(QStringLiteral("minuteEdit"));
    setPlaceholderText(tr("23, 45+2, 90+5"));
    connect(this, &QLineEdit::textChanged, this, &MinuteEdit::updateState);
}

bool MinuteEdit::isValidMinute() const
{
    return problem().isEmpty();
}

QString MinuteEdit::problem() const
{
    return TimelineModel::minuteProblem(text());
}

void MinuteEdit::showProblem()
{
    const QString reason = problem();
    if (reason.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(mapToGlobal(QPoint(0, height())), reason, this);
}

void MinuteEdit::updateState()
{
    const QString reason = problem();
    setToolTip(reason);
    QPalette pal = palette();
    if (reason.isEmpty()) {
        pal = QPalette();
        QToolTip::hideText();
    } else {
        pal.setColor(QPalette::Text, QColor(0xc6, 0x28, 0x28));
    }
    setPalette(pal);
    if (!reason.isEmpty() && hasFocus())
        showProblem();
}

} // namespace Touchline
