#include "actionhelpers.h"

#include <QIcon>

namespace Touchline {

QAction *makeAction(QObject *parent, const QString &text, const QKeySequence &shortcut, const QString &toolTip, const QString &iconName)
{
    auto *action = new QAction(text, parent);
    if (!iconName.isEmpty())
        action->setIcon(QIcon::fromTheme(iconName));
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    updateActionToolTip(action, toolTip);
    return action;
}

void updateActionToolTip(QAction *action, const QString &toolTip)
{
    const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
    action->setToolTip(shortcut.isEmpty() ? toolTip : QStringLiteral("%1 (%2)").arg(toolTip, shortcut));
    action->setStatusTip(toolTip);
}

} // namespace Touchline
