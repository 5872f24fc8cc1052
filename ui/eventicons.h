#pragma once

#include "matchevent.h"

#include <QColor>
#include <QIcon>

namespace Touchline {

/// The icons and colours the UI uses for event types and teams. Icons are the SVGs in resources/icons
/// (HiDPI-clean); where Qt's SVG plugin is missing a painted disc in the type's colour stands in.
/// Cheap: icons are cached after the first call.
class EventIcons
{
public:
    static QIcon icon(EventType type);
    static QIcon appIcon();
    /// The colour that stands for an event type (card colours for cards, etc.).
    static QColor color(EventType type);
    /// The colour of a team side on the ruler and in the table: 0 home, 1 away, -1 unknown.
    static QColor teamColor(int side);
    /// A small disc in a colour, for combo boxes and legends.
    static QIcon disc(const QColor &color);
};

} // namespace Touchline
