#pragma once

#include <QRandomGenerator>
#include <QStringList>

namespace Touchline::Test {

/// Random strings made of the given pieces: phrases glued to each other and to awkward characters.
/// Seeded, so that a failure can be replayed.
inline QStringList mixes(const QStringList &pieces, int count, int longest = 7)
{
    QRandomGenerator random(20261130);
    QStringList out;
    for (int i = 0; i < count; ++i) {
        QString text;
        for (int k = 1 + random.bounded(longest); k > 0; --k)
            text += pieces.at(random.bounded(int(pieces.size())));
        out.append(text);
    }
    return out;
}

} // namespace Touchline::Test
