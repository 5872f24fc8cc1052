#pragma once

#include "reportdocument.h"

#include <QDateTime>
#include <QString>

namespace Touchline {

struct AnnotationSet;
struct Document;

/// What the library shows and searches of one report: enough to list, sort and filter a folder of
/// 100,000 without holding any report's text or annotations. Built on any thread.
/// Cost: a few hundred bytes a report, most of it the filter words.
struct ReportSummary {
    QString path;
    QString title;      ///< the report's first line, else its file's base name
    QString match;      ///< "Home 2-1 Away", "Home v Away" without a score, empty without teams
    ReportDocument::ReviewStatus status = ReportDocument::ReviewStatus::NotExtracted;
    bool modified = false;
    QDateTime fileDate; ///< when the file was last changed; filled in by whoever read it, invalid if nobody did
    /// File name, title, teams, players, managers and event types, one a line, folded by searchFolded() (case and accents), for the library filter.
    QString filterText;

    static ReportSummary of(const Document &document, const AnnotationSet &annotations, ReportDocument::ReviewStatus status,
                            bool modified = false);
    static ReportSummary of(const ReportDocument &report);
};

} // namespace Touchline
