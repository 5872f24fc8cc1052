#include "reanchor.h"

#include "codepoints.h"

#include <algorithm>
#include <cstdlib>

namespace Touchline {

namespace {

// Keeps a cut from splitting a surrogate pair, so that context strings stay valid UTF-16.
int snapForward(const QString &text, int position)
{
    if (position > 0 && position < text.size() && text.at(position).isLowSurrogate() && text.at(position - 1).isHighSurrogate())
        return position + 1;
    return position;
}

int snapBackward(const QString &text, int position)
{
    if (position > 0 && position < text.size() && text.at(position).isLowSurrogate() && text.at(position - 1).isHighSurrogate())
        return position - 1;
    return position;
}

int commonSuffix(QStringView a, QStringView b)
{
    int n = 0;
    while (n < a.size() && n < b.size() && a.at(a.size() - 1 - n) == b.at(b.size() - 1 - n))
        ++n;
    return n;
}

int commonPrefix(QStringView a, QStringView b)
{
    int n = 0;
    while (n < a.size() && n < b.size() && a.at(n) == b.at(n))
        ++n;
    return n;
}

int contextScore(const SpanAnchor &anchor, const QString &text, int start, int end)
{
    const int before = std::max(0, start - int(anchor.prefix.size()));
    const int after = std::min(int(text.size()), end + int(anchor.suffix.size()));
    return commonSuffix(anchor.prefix, QStringView(text).mid(before, start - before))
        + commonPrefix(anchor.suffix, QStringView(text).mid(end, after - end));
}

} // namespace

SpanAnchor Reanchor::anchorFor(const TextSpan &span, const QString &text, const CodePointIndex &index)
{
    SpanAnchor anchor;
    const int start = std::clamp(span.start, 0, int(text.size()));
    const int end = std::clamp(span.end, start, int(text.size()));
    anchor.start = index.toCodePoint(start);
    anchor.end = index.toCodePoint(end);
    anchor.quote = text.mid(start, end - start);
    const int before = snapForward(text, std::max(0, start - contextLength));
    const int after = snapBackward(text, std::min(int(text.size()), end + contextLength));
    anchor.prefix = text.mid(before, start - before);
    anchor.suffix = text.mid(end, after - end);
    anchor.hasQuote = true;
    return anchor;
}

std::optional<TextSpan> Reanchor::find(const SpanAnchor &anchor, const QString &text, const CodePointIndex &index)
{
    const int count = index.codePointCount();
    // Where the span was, in the new text's terms (clamped); the tie-breaker between equal candidates.
    const int clampedStart = std::clamp(anchor.start, 0, count);
    const int oldStart = index.toUtf16(clampedStart);
    const int oldEnd = index.toUtf16(std::clamp(anchor.end, clampedStart, count));
    if (!anchor.hasQuote) {
        // Offsets only: trust them when they fit the text.
        if (anchor.start < 0 || anchor.end < anchor.start || anchor.end > count)
            return std::nullopt;
        return TextSpan{oldStart, oldEnd};
    }
    if (anchor.quote.isEmpty())
        return TextSpan{oldStart, oldStart};

    const int quoteLength = int(anchor.quote.size());
    const int required = std::min(minimumContext, int(anchor.prefix.size() + anchor.suffix.size()));
    // Fast path: unchanged at its old place.
    if (anchor.end <= count && QStringView(text).mid(oldStart, quoteLength) == anchor.quote
        && contextScore(anchor, text, oldStart, oldStart + quoteLength) >= required)
        return TextSpan{oldStart, oldStart + quoteLength};

    int best = -1;
    int bestScore = -1;
    int candidates = 0;
    for (qsizetype at = text.indexOf(anchor.quote); at >= 0; at = text.indexOf(anchor.quote, at + 1)) {
        ++candidates;
        const int position = int(at);
        const int score = contextScore(anchor, text, position, position + quoteLength);
        if (score > bestScore || (score == bestScore && std::abs(position - oldStart) < std::abs(best - oldStart))) {
            best = position;
            bestScore = score;
        }
    }
    if (best < 0)
        return std::nullopt;
    // A long quote found exactly once is itself the context; otherwise the surroundings must agree.
    if (bestScore >= required || (candidates == 1 && quoteLength >= 20))
        return TextSpan{best, best + quoteLength};
    // The quote is still at its old offset even if its surroundings changed: better than nothing.
    if (anchor.end <= count && QStringView(text).mid(oldStart, quoteLength) == anchor.quote)
        return TextSpan{oldStart, oldStart + quoteLength};
    return std::nullopt;
}

} // namespace Touchline
