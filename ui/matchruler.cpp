#include "matchruler.h"

#include "eventicons.h"
#include "reportdocument.h"
#include "timelinemodel.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace Touchline {

namespace {
constexpr int marginX = 14;
constexpr int iconSize = 16;
// How far a marker's drawing reaches beyond its box: the selection ring (3 px out, a 2 px pen).
constexpr double markerReach = 5;

// The box a marker's icon sits in.
QRectF boxAround(QPointF centre)
{
    return {centre.x() - iconSize / 2.0 - 2, centre.y() - iconSize / 2.0 - 2, iconSize + 4, iconSize + 4};
}
} // namespace

MatchRuler::MatchRuler(TimelineModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("matchRuler"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMouseTracking(true);
    auto repaint = [this] { updateGeometry(); update(); };
    connect(model, &QAbstractItemModel::modelReset, this, repaint);
    connect(model, &QAbstractItemModel::rowsInserted, this, repaint);
    connect(model, &QAbstractItemModel::rowsRemoved, this, repaint);
    connect(model, &QAbstractItemModel::rowsMoved, this, repaint);
    connect(model, &QAbstractItemModel::dataChanged, this, repaint);
}

void MatchRuler::setSelectedEvents(const QStringList &ids)
{
    m_selected = ids;
    update();
}

QSize MatchRuler::sizeHint() const
{
    return {420, 78};
}

QSize MatchRuler::minimumSizeHint() const
{
    return {200, 78};
}

double MatchRuler::Scale::units() const
{
    return 90 + firstStoppage + secondStoppage + (extraTime ? 30 + extraStoppage : 0);
}

MatchRuler::Scale MatchRuler::scale() const
{
    Scale s;
    const ReportDocument *report = m_model->report();
    if (!report)
        return s;
    for (const MatchEvent &event : report->annotations().events) {
        const MatchTime &t = event.time;
        if (!t.isValid() || event.status == EventStatus::Rejected)
            continue;
        const int added = t.addedMinute.value_or(0);
        if (t.minute == 45 && added > 0)
            s.firstStoppage = std::max(s.firstStoppage, added + 1);
        else if (t.minute == 90 && added > 0)
            s.secondStoppage = std::max(s.secondStoppage, added + 1);
        if (t.minute > 90 || t.period >= MatchTime::ExtraTimeFirst)
            s.extraTime = true;
        if (t.minute == 120 && added > 0)
            s.extraStoppage = std::max(s.extraStoppage, added + 1);
    }
    return s;
}

double MatchRuler::xForUnits(double units, const Scale &s) const
{
    const double width = std::max(1, this->width() - 2 * marginX);
    return marginX + width * units / s.units();
}

double MatchRuler::xFor(const MatchTime &time) const
{
    return xFor(time, scale());
}

double MatchRuler::xFor(const MatchTime &time, const Scale &s) const
{
    const int minute = std::clamp(time.minute, 0, 130);
    const int added = std::max(0, time.addedMinute.value_or(0));
    double units = 0;
    if (minute <= 45)
        units = minute + (minute == 45 ? std::min(added, s.firstStoppage) : 0);
    else if (minute <= 90)
        units = minute + s.firstStoppage + (minute == 90 ? std::min(added, s.secondStoppage) : 0);
    else
        units = minute + s.firstStoppage + s.secondStoppage + (minute == 120 ? std::min(added, s.extraStoppage) : 0);
    return xForUnits(std::min(units, s.units()), s);
}

namespace {
// A stack's cards: each one 4 px further from the axis than the one below it, and 3 px to the right.
constexpr double stackRise = 4;
constexpr double stackShift = 3;
constexpr double firstCardOffset = iconSize / 2.0 + 8; // from the axis to the first card's centre
constexpr double stackGap = 2; // between one stack's last card and the next stack
constexpr double minuteTick = 5; // how far an event's tick on the axis reaches towards its side
// A count's tooltip names this many of its events, then says how many more.
constexpr int countTooltipLines = 8;

// An event shown on the ruler, where its minute is.
struct Placed {
    const MatchEvent *event;
    int side;
    double x;
};

// Where the stack that starts at `first` of `events` (in the order of their x) ends: it takes every event
// whose own card would overlap the stack's last card so far (a stack grows 3 px a card, up to `capacity`).
std::size_t stackEnd(const std::vector<Placed> &events, std::size_t first, int capacity, double boxWidth)
{
    std::size_t end = first + 1;
    while (end < events.size()) {
        const int cards = std::min(int(end - first), capacity);
        if (events[end].x >= events[first].x + (cards - 1) * stackShift + boxWidth + stackGap)
            break;
        ++end;
    }
    return end;
}

QString markerTooltip(const MatchEvent &event)
{
    return QStringLiteral("%1′ %2").arg(event.time.toString(), eventTypeLabel(event.type))
        + (event.player.isEmpty() ? QString() : QStringLiteral(" — ") + event.player)
        + (event.team.isEmpty() ? QString() : QStringLiteral(" (") + event.team + QLatin1Char(')'));
}
} // namespace

int MatchRuler::stackCapacity() const
{
    // Both sides have the same room: from the axis to the widget's edge, less the first card's offset and
    // half a box.
    const double room = height() / 2.0 - firstCardOffset - boxAround({}).height() / 2;
    return std::max(1, int(room / stackRise) + 1);
}

QList<MatchRuler::Marker> MatchRuler::markers(Tooltips tooltips) const
{
    QList<Marker> result;
    const ReportDocument *report = m_model->report();
    if (!report)
        return result;
    const double axis = height() / 2.0;
    const Scale s = scale();
    const double halfBox = boxAround({}).width() / 2 + 1; // and half the pen

    // Each side's events in the order of their x (match order, but for clamped times), gathered into
    // stacks: an event whose own card would overlap the stack before it joins that stack instead. So stacks
    // never overlap one another, and a stack too tall for the ruler ends in a count.
    std::array<std::vector<Placed>, 2> sides; // above the axis (home, and events of no known team), below (away)
    for (const MatchEvent &event : report->annotations().events) {
        if (!event.time.isValid() || event.status == EventStatus::Rejected)
            continue;
        const int side = report->teamSide(event.team);
        sides[side == 1].push_back({&event, side, xFor(event.time, s)});
    }
    const int capacity = stackCapacity();
    const double boxWidth = boxAround({}).width();
    for (std::vector<Placed> &events : sides) {
        std::stable_sort(events.begin(), events.end(), [](const Placed &a, const Placed &b) { return a.x < b.x; });
        for (std::size_t first = 0; first < events.size();) {
            const std::size_t end = stackEnd(events, first, capacity, boxWidth);
            const double stackX = events[first].x;
            const int size = int(end - first);
            Marker *count = nullptr;
            for (int level = 0; level < size; ++level) {
                const Placed &placed = events[first + std::size_t(level)];
                const MatchEvent &event = *placed.event;
                if (count) { // one more for the stack's count
                    count->counted.append(event.id);
                    count->countedAxisX.append(placed.x);
                    if (tooltips == Tooltips::With && count->counted.size() <= countTooltipLines)
                        count->tooltip += QLatin1Char('\n') + markerTooltip(event);
                    continue;
                }
                Marker marker;
                marker.id = event.id;
                marker.side = placed.side;
                marker.type = int(event.type);
                marker.axisX = placed.x;
                const double offset = firstCardOffset + level * stackRise;
                marker.centre.setY(marker.side == 1 ? axis + offset : axis - offset);
                // Late events fan out to the right: they stop at the ruler's end, stacked, rather than being
                // cut off by it.
                marker.centre.setX(std::clamp(stackX + level * stackShift, halfBox, std::max(halfBox, width() - halfBox)));
                if (tooltips == Tooltips::With)
                    marker.tooltip = markerTooltip(event);
                if (size > capacity && level == capacity - 1)
                    marker.counted.append(marker.id);
                result.append(marker);
                if (marker.isCount())
                    count = &result.last();
            }
            first = end;
        }
    }
    if (tooltips == Tooltips::With) {
        for (Marker &count : result) {
            if (!count.isCount())
                continue;
            const qsizetype unnamed = count.counted.size() - countTooltipLines;
            count.tooltip = tr("%n events here:", nullptr, int(count.counted.size())) + QLatin1Char('\n') + count.tooltip
                + (unnamed > 0 ? QLatin1Char('\n') + tr("… and %n more", nullptr, int(unnamed)) : QString());
        }
    }
    return result;
}

bool MatchRuler::isSelected(const Marker &marker) const
{
    if (!marker.isCount())
        return m_selected.contains(marker.id);
    return std::any_of(marker.counted.begin(), marker.counted.end(), [this](const QString &id) { return m_selected.contains(id); });
}

namespace {
// The marker nearest to `point` within a few pixels (the one a click or a tooltip is about), or -1.
template <typename Markers>
qsizetype nearestMarker(const Markers &markers, const QPointF &point)
{
    qsizetype best = -1;
    double bestDistance = iconSize;
    for (qsizetype i = 0; i < markers.size(); ++i) {
        const double distance = QLineF(markers.at(i).centre, point).length();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}
} // namespace

QString MatchRuler::eventAt(const QPoint &point) const
{
    const QList<Marker> all = markers(Tooltips::Without);
    const qsizetype index = nearestMarker(all, point);
    return index < 0 ? QString() : all.at(index).id;
}

void MatchRuler::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const Scale s = scale();
    const double axis = height() / 2.0;
    const QColor line = pal.color(QPalette::Mid);
    const QColor text = pal.color(QPalette::PlaceholderText);

    // Stoppage and extra time shaded.
    auto shade = [&](double fromUnits, double toUnits, const QColor &color) {
        painter.fillRect(QRectF(QPointF(xForUnits(fromUnits, s), axis - 5), QPointF(xForUnits(toUnits, s), axis + 5)), color);
    };
    QColor stoppage = pal.color(QPalette::Highlight);
    stoppage.setAlpha(50);
    shade(45, 45 + s.firstStoppage, stoppage);
    shade(90 + s.firstStoppage, 90 + s.firstStoppage + s.secondStoppage, stoppage);
    if (s.extraTime) {
        QColor extra = pal.color(QPalette::Mid);
        extra.setAlpha(60);
        shade(90 + s.firstStoppage + s.secondStoppage, s.units(), extra);
    }
    painter.setPen(QPen(line, 2));
    painter.drawLine(QPointF(marginX, axis), QPointF(width() - marginX, axis));

    QFont small = font();
    small.setPointSizeF(std::max(6.5, small.pointSizeF() * 0.8));
    painter.setFont(small);
    const int lastMinute = s.extraTime ? 120 : 90;
    for (int minute = 0; minute <= lastMinute; minute += 15) {
        MatchTime t;
        t.minute = minute;
        const double x = xFor(t, s);
        const bool major = minute % 45 == 0;
        painter.setPen(QPen(line, major ? 2 : 1));
        painter.drawLine(QPointF(x, axis - (major ? 7 : 4)), QPointF(x, axis + (major ? 7 : 4)));
        painter.setPen(text);
        const QString label = minute == 45 ? tr("HT") : minute == 90 ? tr("FT") : QString::number(minute);
        painter.drawText(QRectF(x - 16, height() - 14, 32, 14), Qt::AlignHCenter | Qt::AlignBottom, label);
    }

    // Only the markers that reach the painted part are stroked: a hover or a selection repaints a strip.
    const QRectF shown = QRectF(event->rect()).adjusted(-markerReach, -markerReach, markerReach, markerReach);
    std::array<int, 3> lastTickPixel{-1, -1, -1}; // by side: the events of each come in the order of their x
    QFont countFont = small;
    countFont.setBold(true);
    countFont.setPixelSize(9); // "+99" within a 20 px box
    for (const Marker &marker : markers(Tooltips::Without)) {
        const QColor team = EventIcons::teamColor(marker.side);
        painter.setPen(QPen(team, 1.5));
        // A tick on the axis at each event's own minute, also for those a card was moved from or a count holds:
        // the axis keeps every event's place. Then a stem from the axis to the card.
        const double tickEnd = marker.side == 1 ? axis + minuteTick : axis - minuteTick;
        auto tick = [&](double x) {
            // A long report has thousands of events at a few hundred pixels: one tick a pixel and team.
            int &lastPixel = lastTickPixel[std::size_t(marker.side + 1)];
            if (std::exchange(lastPixel, int(x)) != int(x))
                painter.drawLine(QPointF(x, axis), QPointF(x, tickEnd));
        };
        tick(marker.axisX);
        for (const double x : marker.countedAxisX)
            tick(x);
        painter.drawLine(QPointF(marker.centre.x(), axis), marker.centre);
        const QRectF box = boxAround(marker.centre);
        if (!shown.intersects(box))
            continue;
        const bool selected = isSelected(marker);
        painter.setBrush(pal.color(QPalette::Base));
        painter.setPen(QPen(team, selected ? 3 : 1.5));
        painter.drawRoundedRect(box, 4, 4);
        if (selected) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(box.adjusted(-3, -3, 3, 3), 6, 6);
        }
        if (marker.isCount()) {
            painter.setPen(pal.color(QPalette::Text));
            painter.setFont(countFont);
            const qsizetype count = marker.counted.size();
            painter.drawText(box, Qt::AlignCenter, count > 99 ? QStringLiteral("99+") : QStringLiteral("+%1").arg(count));
            continue;
        }
        EventIcons::icon(EventType(marker.type))
            .paint(&painter, QRect(int(marker.centre.x() - iconSize / 2.0), int(marker.centre.y() - iconSize / 2.0), iconSize, iconSize));
    }
}

QRectF MatchRuler::markerBox(const QString &id) const
{
    for (const Marker &marker : markers(Tooltips::Without)) {
        if (marker.id == id)
            return boxAround(marker.centre);
    }
    return {};
}

void MatchRuler::mousePressEvent(QMouseEvent *event)
{
    const QString id = eventAt(event->position().toPoint());
    if (!id.isEmpty())
        emit eventClicked(id);
    QWidget::mousePressEvent(event);
}

bool MatchRuler::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QList<Marker> all = markers(Tooltips::With);
        const qsizetype index = nearestMarker(all, help->pos());
        if (index >= 0) {
            QToolTip::showText(help->globalPos(), all.at(index).tooltip, this);
            return true;
        }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace Touchline
