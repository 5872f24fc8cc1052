#pragma once

#include <QSet>
#include <QString>
#include <QStringView>

#include <iterator>

namespace Touchline {

/// Calls `use` with `word` lower-cased as QString::toLower() lower-cases it, and returns what `use`
/// returns. A short ASCII word (nearly every one) is lowered into a stack buffer that the string passed
/// to `use` borrows (QString::fromRawData): asking a set of words about every token made a string each.
/// Any other word goes through QString::toLower() (special casing). `use` must not keep the string.
template <typename Use>
auto withLowered(QStringView word, Use &&use)
{
    char16_t ascii[64];
    if (word.size() <= qsizetype(std::size(ascii))) {
        bool isAscii = true;
        for (qsizetype i = 0; i < word.size() && isAscii; ++i) {
            const char16_t u = word[i].unicode();
            isAscii = u < 0x80;
            ascii[i] = u >= u'A' && u <= u'Z' ? char16_t(u + (u'a' - u'A')) : u;
        }
        if (isAscii)
            return use(QString::fromRawData(reinterpret_cast<const QChar *>(ascii), word.size()));
    }
    return use(word.toString().toLower());
}

/// words.contains(word.toString().toLower()), without making a string for a short ASCII word.
inline bool containsLowered(const QSet<QString> &words, QStringView word)
{
    return withLowered(word, [&words](const QString &lower) { return words.contains(lower); });
}

} // namespace Touchline
