#pragma once

#include <QAction>
#include <QKeySequence>

namespace Touchline {

/// Creates an action whose tooltip names its shortcut ("Open a report (Ctrl+O)"), with a theme icon
/// when the desktop has one. Every action of the UI is made here so that they all look alike.
QAction *makeAction(QObject *parent, const QString &text, const QKeySequence &shortcut, const QString &toolTip,
                    const QString &iconName = {});
/// Re-applies the "tooltip (shortcut)" convention after a shortcut changed.
void updateActionToolTip(QAction *action, const QString &toolTip);

} // namespace Touchline
