#include "lexicon.h"

#include "gazetteer.h"

#include <QFile>

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
        m_words[Gazetteer::fold(line)] |= kind;
    }
    // m_longestPlaceWords stays 1, as it always was: the former constructor counted the words into
    // it before the member's own initializer (= 1) ran, so the mention finder's place scan has only
    // ever tried one word. Counting them for real changes the output; that is a decision of its own.
}

} // namespace Touchline
