#pragma once

#include "timeexpressionfinder.h"

#include <QList>
#include <QStringList>

namespace Touchline::Test {

/// Minute expressions as "start-end minute" lines: two finders' results compared as lists, and shown
/// side by side when they differ.
inline QStringList describeTimes(const QList<TimeExpression> &times)
{
    QStringList out;
    for (const TimeExpression &time : times)
        out.append(QStringLiteral("%1-%2 %3").arg(time.span.start).arg(time.span.end).arg(time.time.toString()));
    return out;
}

} // namespace Touchline::Test
