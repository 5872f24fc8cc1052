#pragma once

#include "annotatedreport.h"

#include <QByteArray>
#include <QList>

namespace Touchline {

/// CSV (RFC 4180: comma-separated, fields with commas, quotes or line breaks quoted, quotes doubled,
/// CRLF between records, UTF-8 without BOM) in two tables: events, one row per event, and mentions, one
/// row per entity mention and per score/time mention. Offsets are code points. Cost: linear.
class CsvExporter
{
public:
    static QByteArray events(const QList<AnnotatedReport> &reports);
    static QByteArray mentions(const QList<AnnotatedReport> &reports);
    /// The tables in pieces, for writing them one report at a time: a header record, then each report's rows.
    static QByteArray eventsHeader();
    static QByteArray eventRows(const AnnotatedReport &report);
    static QByteArray mentionsHeader();
    static QByteArray mentionRows(const AnnotatedReport &report);
    /// One RFC 4180 record (without the line break).
    static QByteArray record(const QStringList &fields);
};

} // namespace Touchline
