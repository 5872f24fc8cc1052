#include "matchruler.h"

#include "eventicons.h"
#include "reportdocument.h"
#include "timelinemodel.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

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

QList<MatchRuler::Marker> MatchRuler::markers(Tooltips tooltips) const
{
    QList<Marker> result;
    const ReportDocument *report = m_model->report();
    if (!report)
        return result;
    const double axis = height() / 2.0;
    const Scale s = scale();
    QHash<int, int> stack; // bucketed x → how many markers already there, so that close events fan out
    // The report's events are in the model's (match) order; rejected events get no marker.
    for (const MatchEvent &each : report->annotations().events) {
        const MatchEvent *event = &each;
        if (!event->time.isValid() || event->status == EventStatus::Rejected)
            continue;
        Marker marker;
        marker.id = event->id;
        marker.side = report->teamSide(event->team);
        marker.type = int(event->type);
        const double x = xFor(event->time, s);
        const int bucket = int(x / (iconSize - 2)) * 4 + (marker.side + 1);
        const int level = stack[bucket]++;
        const double offset = iconSize / 2.0 + 8 + level * 4;
        const double y = marker.side == 1 ? axis + offset : marker.side == 0 ? axis - offset : axis - offset;
        // Late events fan out to the right: they stop at the ruler's end, stacked, rather than being cut off by it.
        const double halfBox = boxAround({}).width() / 2 + 1; // and half the pen
        marker.centre = QPointF(std::clamp(x + level * 3, halfBox, std::max(halfBox, width() - halfBox)), y);
        if (tooltips == Tooltips::With) {
            marker.tooltip = QStringLiteral("%1′ %2").arg(event->time.toString(), eventTypeLabel(event->type))
                + (event->player.isEmpty() ? QString() : QStringLiteral(" — ") + event->player)
                + (event->team.isEmpty() ? QString() : QStringLiteral(" (") + event->team + QLatin1Char(')'));
        }
        result.append(marker);
    }
    return result;
}

QString MatchRuler::eventAt(const QPoint &point) const
{
    QString best;
    double bestDistance = iconSize;
    for (const Marker &marker : markers(Tooltips::Without)) {
        const double distance = QLineF(marker.centre, point).length();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = marker.id;
        }
    }
    return best;
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

    // Close events fan out beyond the ruler's height (a long report's thousands of markers mostly do):
    // stroking their boxes and icons only to be clipped away was most of a paint. Their stems still show.
    const QRectF shown = QRectF(event->rect()).adjusted(-markerReach, -markerReach, markerReach, markerReach);
    for (const Marker &marker : markers(Tooltips::Without)) {
        const QColor team = EventIcons::teamColor(marker.side);
        // A stem from the axis to the marker.
        painter.setPen(QPen(team, 1.5));
        painter.drawLine(QPointF(marker.centre.x(), axis), marker.centre);
        const QRectF box = boxAround(marker.centre);
        if (!shown.intersects(box))
            continue;
        painter.setBrush(pal.color(QPalette::Base));
        painter.setPen(QPen(team, m_selected.contains(marker.id) ? 3 : 1.5));
        painter.drawRoundedRect(box, 4, 4);
        if (m_selected.contains(marker.id)) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(box.adjusted(-3, -3, 3, 3), 6, 6);
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
        for (const Marker &marker : markers(Tooltips::With)) {
            if (QLineF(marker.centre, help->pos()).length() < iconSize) {
                QToolTip::showText(help->globalPos(), marker.tooltip, this);
                return true;
            }
        }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace Touchline
