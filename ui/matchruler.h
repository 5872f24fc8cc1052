#pragma once

#include <QWidget>

namespace Touchline {

class TimelineModel;
struct MatchTime;

/// A horizontal match clock above the timeline: 0–90 with both halves' stoppage time, extra time when an
/// event falls in it, and one marker per event (its type icon, home team above the line, away below,
/// coloured by team). Close events stack like a fanned deck; where a stack would outgrow the ruler's
/// height, its last card counts the events it has no room for ("+7"), and clicking it goes to the first of
/// them. Clicking a marker emits eventClicked(); the selected event (or the count holding it) is ringed.
/// Reads the TimelineModel; repaints when it changes. Cost: linear in the events per paint.
class MatchRuler : public QWidget
{
    Q_OBJECT
public:
    explicit MatchRuler(TimelineModel *model, QWidget *parent = nullptr);

    void setSelectedEvents(const QStringList &ids);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// The x coordinate of a match time in the current geometry (for tests).
    double xFor(const MatchTime &time) const;
    /// The box of the event's marker in the current geometry, or an empty rectangle (for tests).
    QRectF markerBox(const QString &id) const;
    /// The event whose marker is nearest to `point` (within a few pixels), or an empty string.
    QString eventAt(const QPoint &point) const;

signals:
    void eventClicked(const QString &id);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Marker {
        QString id; ///< the event, or for a count the first event it stands for
        QPointF centre;
        double axisX; ///< where the event's minute is on the axis (its card may sit to the right, in a stack)
        int side;
        int type;
        QStringList counted; ///< the events a count stands for; empty for an event's own marker
        QList<double> countedAxisX; ///< the minutes on the axis of the events a count holds beyond its own
        QString tooltip;
        bool isCount() const { return !counted.isEmpty(); }
    };
    struct Scale {
        int firstStoppage = 3;
        int secondStoppage = 5;
        bool extraTime = false;
        int extraStoppage = 0;
        double units() const;
    };
    Scale scale() const;
    /// Tooltips only when asked for: a paint does not show them, and a long report has thousands.
    enum class Tooltips { Without, With };
    QList<Marker> markers(Tooltips tooltips) const;
    /// How many cards a stack may hold within the ruler's height, a count among them.
    int stackCapacity() const;
    bool isSelected(const Marker &marker) const;
    // With the scale passed in: computing it reads every event, so it is computed once per paint.
    double xFor(const MatchTime &time, const Scale &s) const;
    double xForUnits(double units, const Scale &s) const;

    TimelineModel *m_model;
    QStringList m_selected;
};

} // namespace Touchline
