#pragma once

#include "annotatedreport.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QStringList>

namespace Touchline {

/// brat standoff (https://brat.nlplab.org/standoff.html): NAME.txt (the report's text) and NAME.ann with
/// T lines for entity, score and time mentions and for event triggers (the evidence, discontinuous when
/// it has several spans), E lines with role arguments (Scorer, Assist, Player, PlayerOn, PlayerOff,
/// Keeper, Team, Reviewed), A lines for Minute and Status, and AnnotatorNotes (#) holding, as
/// "touchline {json}", what brat has no place for (ids, canonical names, teams, period, score, detail,
/// confidence), so that BratImporter reads back exactly what was written. annotationConf() describes the
/// types so that brat opens the folder directly. Offsets are code points, as brat counts them.
/// brat cannot hold events without evidence or entities without mentions: they are listed in `skipped`.
class BratExporter
{
public:
    struct Files {
        QByteArray text;
        QByteArray ann;
        QStringList skipped; ///< for people: "event e5 (Full time): no evidence span"
    };
    struct Roles {
        const char *player;  ///< role of MatchEvent::player, or nullptr
        const char *second;  ///< role of MatchEvent::secondPlayer, or nullptr
    };

    /// The Minute values annotation.conf lists, gathered one report at a time so that an export of a
    /// large folder never holds all its reports.
    class MinuteValues
    {
    public:
        void add(const AnnotatedReport &report);
        QStringList sorted() const; ///< in match order; "1" when no report had a timed event
    private:
        QStringList m_minutes; // in first-use order, as annotationConf(reports) always listed them
        QSet<QString> m_seen;
    };

    static Files write(const AnnotatedReport &report);
    /// annotation.conf for a folder of exported reports (the Minute values are those used in `reports`).
    static QByteArray annotationConf(const QList<AnnotatedReport> &reports);
    static QByteArray annotationConf(const MinuteValues &minutes);
    static QByteArray visualConf();
    static Roles roles(EventType type);
    static constexpr const char *notePrefix = "touchline ";
};

} // namespace Touchline
