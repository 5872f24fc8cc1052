#pragma once

#include "annotationset.h"

#include <QString>

namespace Touchline {

/// One report with its annotations: what every exporter takes and every importer gives. `name` is the
/// report's file name ("match.txt"), `path` where it came from (may be empty), `text` the text every span
/// points into.
struct AnnotatedReport {
    QString name;
    QString path;
    QString text;
    AnnotationSet set;

    /// The name without its last suffix ("match"), for output file names.
    QString baseName() const;
};

} // namespace Touchline
