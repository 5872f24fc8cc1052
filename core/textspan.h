#pragma once

#include <QList>
#include <QString>

namespace Touchline {

/// A half-open range [start, end) of UTF-16 code units in a document's text, the unit QString and
/// QTextDocument use. Converted to Unicode code points only at the export/import boundary.
struct TextSpan {
    int start = 0;
    int end = 0;

    int length() const { return end - start; }
    bool isEmpty() const { return end <= start; }
    bool contains(int position) const { return position >= start && position < end; }
    bool overlaps(const TextSpan &other) const { return start < other.end && other.start < end; }
    bool contains(const TextSpan &other) const { return other.start >= start && other.end <= end; }
    QString textIn(const QString &text) const { return text.mid(start, length()); }

    friend bool operator==(const TextSpan &, const TextSpan &) = default;
    friend auto operator<=>(const TextSpan &, const TextSpan &) = default;
};

using TextSpans = QList<TextSpan>;

} // namespace Touchline
