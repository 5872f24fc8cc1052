#include "lexicon.h"

#include "gazetteer.h"

#include <QFile>

#include <algorithm>
#include <mutex>

namespace Touchline {

namespace {

QString readResource(const QString &name)
{
    QFile file(QStringLiteral(":/touchline/lexicon/") + name);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

std::shared_ptr<const Lexicon> Lexicon::builtIn()
{
    static std::shared_ptr<const Lexicon> instance;
    static std::once_flag once;
    std::call_once(once, [] {
        instance = std::make_shared<Lexicon>(readResource(QStringLiteral("stopwords.txt")),
                                             readResource(QStringLiteral("demonyms.txt")),
                                             readResource(QStringLiteral("places.txt")));
    });
    return instance;
}

Lexicon::Lexicon(const QString &stopwords, const QString &demonyms, const QString &places)
{
    add(stopwords, Stopword);
    add(demonyms, Demonym);
    add(places, Place);
}

void Lexicon::add(const QString &contents, Kind kind)
{
    for (QStringView line : QStringView(contents).split(QLatin1Char('\n'))) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QString folded = Gazetteer::fold(line);
        mark(folded, kind);
        if (kind != Place)
            continue;
        qsizetype words = 1;
        for (qsizetype space = folded.indexOf(QLatin1Char(' ')); space >= 0; space = folded.indexOf(QLatin1Char(' '), space + 1), ++words)
            mark(QStringView(folded).left(space), PlacePrefix);
        m_longestPlaceWords = std::max(m_longestPlaceWords, int(words));
    }
}

void Lexicon::mark(QStringView folded, Kind kind)
{
    m_words[folded] |= kind;
    if (isLowerAsciiWord(toU16View(folded))) {
        m_letterWords.add(toU16View(folded), kind);
        m_letterFilter.add(WordTable::hashOf(toU16View(folded)));
        return;
    }
    const qsizetype letters = std::find_if(folded.begin(), folded.end(), [](QChar c) { return c < u'a' || c > u'z'; }) - folded.begin();
    if (letters > 0 && folded.at(letters) != QLatin1Char(' '))
        mark(folded.left(letters), GluedPrefix);
}

} // namespace Touchline
