#pragma once

#include <QString>

namespace Touchline {

/// Why a file could not be read or written: names the file, and for JSON the line and field at fault.
/// `line` is 1-based, 0 when unknown; `field` is a path such as "events[3].time.minute".
struct FormatError {
    QString path;
    QString reason;
    int line = 0;
    QString field;

    /// "/x/a.touchline.json:12: events[3].time.minute: not a number" — one line, for people.
    QString message() const;
};

} // namespace Touchline
