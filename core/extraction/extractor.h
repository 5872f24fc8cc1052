#pragma once

#include "annotationset.h"
#include "document.h"

#include <memory>

namespace Touchline {

class Gazetteer;

/// Finds the entities and match events of one report. The pipeline (tokens → gazetteer → sentences →
/// names and roles → co-reference → minutes → event patterns → line-up box → merge and score check) is
/// built once; extract() is const and thread-safe, so one Extractor serves every worker thread.
/// Cost: linear in the text, a few microseconds per sentence.
class Extractor
{
public:
    /// Uses the built-in gazetteer plus the user's (TOUCHLINE_GAZETTEER_DIR).
    Extractor();
    explicit Extractor(std::shared_ptr<const Gazetteer> gazetteer);
    ~Extractor();

    AnnotationSet extract(const Document &document) const;
    AnnotationSet extract(const QString &text) const;

    const Gazetteer &gazetteer() const { return *m_gazetteer; }

private:
    std::shared_ptr<const Gazetteer> m_gazetteer;
};

} // namespace Touchline
