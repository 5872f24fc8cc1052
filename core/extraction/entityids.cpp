#include "entityids.h"

#include "gazetteer.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <iterator>

namespace Touchline {

namespace {

// Whether the four UTF-16 units packed in `four` are all lower-case ASCII letters, as most of a folded
// name is: no unit at 0x80 or above (so adding less than 0x80 to one carries into no other), then each
// reaches bit 7 when 0x1F is added (at least 'a') and not when 5 is (at most 'z').
constexpr bool areLowerAsciiLetters(std::uint64_t four)
{
    constexpr std::uint64_t bit7 = 0x0080008000800080ull;
    return !(four & 0xFF80FF80FF80FF80ull) && ((four + 0x001F001F001F001Full) & bit7) == bit7
        && !((four + 0x0005000500050005ull) & bit7);
}

std::uint64_t fourUnitsAt(const QChar *units)
{
    std::uint64_t four;
    std::memcpy(&four, static_cast<const void *>(units), sizeof four);
    return four;
}

} // namespace

QStringView idPrefix(EntityType type)
{
    static const auto prefixes = [] {
        std::array<QString, std::size(allEntityTypes)> made;
        for (const EntityType each : allEntityTypes)
            made[std::size_t(each)] = entityTypeName(each).toLower() + QLatin1Char(':');
        return made;
    }();
    return prefixes[std::size_t(type)];
}

QChar *writeSlug(QChar *out, const QChar *folded, const QChar *foldedEnd)
{
    QChar *end = out;
    // Runs of anything but letters and digits become one '-', none at the end. Lower-case ASCII
    // letters, which stay as they are, are copied four at a time (loaded before stored: `end` never
    // passes `c`, and may be it).
    for (const QChar *c = folded; c != foldedEnd;) {
        if (foldedEnd - c >= 4) {
            if (const std::uint64_t four = fourUnitsAt(c); areLowerAsciiLetters(four)) {
                std::memcpy(static_cast<void *>(end), &four, sizeof four);
                end += 4;
                c += 4;
                continue;
            }
        }
        if (c->isLetterOrNumber())
            *end++ = *c;
        else if (end == out || end[-1] != QLatin1Char('-'))
            *end++ = QLatin1Char('-');
        ++c;
    }
    while (end != out && end[-1] == QLatin1Char('-'))
        --end;
    return end;
}

QString makeEntityId(EntityType type, QStringView canonical)
{
    // One string, made at its largest size (the prefix and room for the fold) and cut to the id.
    const QStringView prefix = idPrefix(type);
    QString id(prefix.size() + 2 * canonical.size(), Qt::Uninitialized);
    id.truncate(writeId(prefix, id.data(), [canonical](QChar *out) { return Gazetteer::fold(canonical, out); }) - id.constData());
    return id;
}

} // namespace Touchline
