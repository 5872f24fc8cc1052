#pragma once

#include "annotatedreport.h"

#include <QByteArray>

namespace Touchline {

/// JSON Lines for corpora and pipelines: one line per report, {"name", "path", "text", "annotations"}
/// where "annotations" is the native format's object (code-point offsets). Cost: one serialisation.
class JsonlExporter
{
public:
    static QByteArray line(const AnnotatedReport &report);
};

} // namespace Touchline
