#pragma once

#include "textspan.h"

#include <QList>
#include <QString>

#include <optional>

namespace Touchline {

class CodePointIndex;

/// Where a span was when it was saved: its offsets in code points, its text and a little context on each
/// side. Stored beside every span in the native file, so that a span can be found again after the
/// report's text changed.
struct SpanAnchor {
    int start = 0;   ///< code points in the text the anchor was taken from
    int end = 0;
    QString quote;   ///< the span's text
    QString prefix;  ///< up to Reanchor::contextLength characters before the span
    QString suffix;  ///< up to Reanchor::contextLength characters after it
    bool hasQuote = false; ///< false for hand-written files that give offsets only

    friend bool operator==(const SpanAnchor &, const SpanAnchor &) = default;
};

/// A span that could not be found again after its report changed. It is kept in the set as an empty
/// span at its old position (clamped to the text) and listed here and in an "unanchored" warning.
struct UnanchoredSpan {
    QString owner;   ///< for people: "event e3 (Goal 23')", "mention of Harry Kane (PLAYER)"
    QString quote;   ///< the text it had
    int savedStart = 0; ///< code points in the old text
};

/// What re-anchoring did to one loaded set.
struct ReanchorReport {
    int checked = 0;   ///< spans looked at
    int moved = 0;     ///< spans found at another position
    QList<UnanchoredSpan> unanchored;
    bool textChanged() const { return moved > 0 || !unanchored.isEmpty(); }
};

/// Takes anchors for spans and finds them again in a changed text: every occurrence of the quote is
/// scored by how much of the saved prefix and suffix surround it; the best one wins, ties go to the one
/// nearest the old position. A quote whose context no longer matches (its sentence was deleted) is not
/// found, rather than moved to an unrelated occurrence. Cost: one search of the text per span.
class Reanchor
{
public:
    static constexpr int contextLength = 32;
    /// How many characters of context must match for a non-unique quote to count as found.
    static constexpr int minimumContext = 6;

    static SpanAnchor anchorFor(const TextSpan &span, const QString &text, const CodePointIndex &index);
    /// The span in `text` (UTF-16) for `anchor`, or std::nullopt when it cannot be found with confidence.
    static std::optional<TextSpan> find(const SpanAnchor &anchor, const QString &text, const CodePointIndex &index);
};

} // namespace Touchline
