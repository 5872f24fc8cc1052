#pragma once

#include "annotationset.h"

#include <QString>
#include <QStringList>

namespace Touchline {

/// A match report as read from disk: the text the user sees (HTML and Markdown already reduced to plain
/// text, so every offset points into `text`), and what identifies the file it came from.
struct Document {
    enum class Format { PlainText, Html, Markdown };

    QString path;             ///< absolute path, or "-" for standard input
    DocumentInfo info;
    Format format = Format::PlainText;
    QString text;
    QStringList warnings;     ///< problems that did not stop loading, e.g. "invalid UTF-8 at byte 1043"

    QString displayName() const { return info.name; }
    /// The first non-empty line, used as a title in lists.
    QString title() const;
};

} // namespace Touchline
