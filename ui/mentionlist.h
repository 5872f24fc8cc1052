#pragma once

#include "reporthighlighter.h"

#include <QObject>

namespace Touchline {

struct AnnotationSet;

/// The mentions the article view highlights for a report's annotations: every mention of an entity
/// (with a tooltip naming it, its type and team) and every score and minute, sorted by start.
///
/// A long report's list (a 10 MB report has over 200,000) takes 50-60 ms to put together and sort; those
/// are put together on a worker, so that an extraction's result does not stall the window.
class MentionList : public QObject
{
    Q_OBJECT
public:
    explicit MentionList(QObject *parent = nullptr);

    static QList<ReportHighlighter::Mention> of(const AnnotationSet &set);

    /// Puts together the list for `set`: ready() comes at once for a short list, later for a long one. A
    /// list still on its way when build() or cancel() is called is dropped.
    void build(const AnnotationSet &set);
    void cancel();
    bool isBuilding() const { return m_building; }
    /// Sets of at least this many mentions are put together on a worker.
    void setBackgroundThreshold(qsizetype mentions) { m_backgroundThreshold = mentions; }

signals:
    void ready(const QList<Touchline::ReportHighlighter::Mention> &mentions);

private:
    qsizetype m_backgroundThreshold = 20'000; // about 5 ms on the UI thread
    quint64 m_generation = 0; // of the list wanted: a worker's list of an older one is dropped
    bool m_building = false;
};

} // namespace Touchline
