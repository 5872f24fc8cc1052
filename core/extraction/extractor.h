#pragma once

#include "annotationset.h"
#include "document.h"

#include <atomic>
#include <memory>
#include <optional>

namespace Touchline {

class Gazetteer;

/// Finds the entities and match events of one report. The pipeline (tokens → gazetteer → sentences →
/// names and roles → co-reference → minutes → event patterns → line-up box → merge and score check) is
/// built once; extract() is const and thread-safe, so one Extractor serves every worker thread.
/// Cost: linear in the text, some tens of microseconds per sentence (tests/benchmarks/README.md).
class Extractor
{
public:
    /// Uses the built-in gazetteer plus the user's (TOUCHLINE_GAZETTEER_DIR).
    Extractor();
    explicit Extractor(std::shared_ptr<const Gazetteer> gazetteer);
    ~Extractor();

    AnnotationSet extract(const Document &document) const;
    AnnotationSet extract(const QString &text) const;
    /// Stops soon after `cancelled` becomes true (the stages look at it sentence by sentence) and then
    /// returns nothing: a long report's extraction can be abandoned from another thread. With
    /// `progressPermille`, the share of the work done (0 to 1000) is stored there after each stage, for
    /// another thread to show; it reaches 1000 when the result is complete.
    std::optional<AnnotationSet> extract(const Document &document, const std::atomic_bool &cancelled,
                                         std::atomic_int *progressPermille = nullptr) const;

    const Gazetteer &gazetteer() const { return *m_gazetteer; }

    /// The id of a result's event `number` (from 1): "e1", "e2", ...
    static QString eventId(int number);

private:
    std::shared_ptr<const Gazetteer> m_gazetteer;
};

} // namespace Touchline
