#include "matchtime.h"

#include "decimaldigits.h"

#include <QRegularExpression>

#include <iterator>
#include <limits>

namespace Touchline {

QString MatchTime::toString() const
{
    if (!isValid())
        return {};
    Written room;
    return writtenInto(room).toString();
}

QStringView MatchTime::writtenInto(Written &room) const
{
    if (!isValid())
        return {};
    // Written on the stack, backwards: QString::number() and the joins made up to three strings.
    char16_t *const end = room.data() + room.size();
    char16_t *start = end;
    if (addedMinute && *addedMinute >= 0)
        start = decimalDigitsBefore(start, *addedMinute);
    if (addedMinute)
        *--start = u'+';
    start = decimalDigitsBefore(start, minute);
    return QStringView(start, end - start);
}

int MatchTime::sortKey() const
{
    if (!isValid())
        return std::numeric_limits<int>::max();
    // Minutes are scaled so that up to 99 added minutes fit between two regular minutes.
    const int added = addedMinute ? (*addedMinute < 0 ? 1 : *addedMinute + 1) : 0;
    return (period == ShootOut ? 200 : minute) * 100 + added;
}

int MatchTime::periodForMinute(int minute, std::optional<int>)
{
    if (minute <= 45)
        return FirstHalf;
    if (minute <= 90)
        return SecondHalf;
    if (minute <= 105)
        return ExtraTimeFirst;
    return ExtraTimeSecond;
}

std::optional<MatchTime> MatchTime::fromString(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^\s*(\d{1,3})(?:\s*\+\s*(\d{1,2}))?\s*['’′]?\s*$)"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    MatchTime time;
    time.minute = match.capturedView(1).toInt();
    if (time.minute > 130)
        return std::nullopt;
    if (match.hasCaptured(2)) {
        // Added time only exists at the end of a period.
        if (time.minute != 45 && time.minute != 90 && time.minute != 105 && time.minute != 120)
            return std::nullopt;
        time.addedMinute = match.capturedView(2).toInt();
    }
    time.period = periodForMinute(time.minute, time.addedMinute);
    time.precision = Precision::Exact;
    time.text = text.trimmed();
    return time;
}

} // namespace Touchline
