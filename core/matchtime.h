#pragma once

#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace Touchline {

/// When in a match something happened: a minute with optional added (stoppage) time, the period it
/// belongs to, the wording it was read from and how sure that reading is. A plain value, cheap to copy.
struct MatchTime {
    enum class Precision { Exact, Approximate, Unknown };
    enum Period { FirstHalf = 1, SecondHalf = 2, ExtraTimeFirst = 3, ExtraTimeSecond = 4, ShootOut = 5 };

    int minute = -1;                   ///< -1 when unknown (a shoot-out kick, "late on")
    std::optional<int> addedMinute;    ///< 5 in 90+5; engaged with value -1 for "45+" (added time, amount unknown)
    int period = FirstHalf;
    Precision precision = Precision::Unknown;
    QString text;                      ///< the wording as written, e.g. "in the fifth minute of stoppage time"

    bool isValid() const { return minute >= 0; }
    /// "23", "45+2", "90+5", "45+" (added time of unknown length), or an empty string when unknown.
    QString toString() const;
    /// Room for what toString() writes.
    using Written = std::array<char16_t, 24>;
    /// toString()'s characters, written into `room`: for a caller that keeps them in a string of its own
    /// making (StringSlices), where toString() allocated one each.
    QStringView writtenInto(Written &room) const;
    /// Sort key in match order: 45+2 sorts after 45 and before 46; unknown sorts last.
    int sortKey() const;

    /// Parses the canonical short forms only: "23", "45+2", "90+5", "120+1", optionally with a trailing
    /// apostrophe. Anything else ("95+x", "-3", "", "200") gives std::nullopt. The period is inferred.
    static std::optional<MatchTime> fromString(const QString &text);
    /// The period a minute falls in by default (1 for <=45, 2 for <=90, 3/4 for extra time).
    static int periodForMinute(int minute, std::optional<int> added = std::nullopt);

    friend bool operator==(const MatchTime &a, const MatchTime &b)
    {
        return a.minute == b.minute && a.addedMinute == b.addedMinute && a.period == b.period;
    }
};

} // namespace Touchline
