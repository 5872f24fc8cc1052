#pragma once

#include "annotatedreport.h"

#include <QJsonObject>

namespace Touchline {

/// W3C Web Annotation (https://www.w3.org/TR/annotation-model/) as JSON-LD: an AnnotationCollection per
/// report with one Annotation per entity mention, per score/time mention and per event. Each target has
/// a TextQuoteSelector (exact, prefix, suffix) and a TextPositionSelector (start, end in code points, as
/// the model specifies), so the evidence survives in any compliant tool. Bodies are TextualBody values:
/// the type (purpose "tagging"), the canonical name ("identifying"), and for events a description
/// ("describing"); Touchline's event fields are kept under "touchline:event". `source` is the IRI of the
/// report (a file: URL when the path is known). Cost: linear.
class W3cExporter
{
public:
    static QJsonObject collection(const AnnotatedReport &report);
};

} // namespace Touchline
