// Lexicon::mayHoldLetters, which the mention finder asks in line before any look-up of a word's lists:
// never false for a word of letters on a list (or a prefix the lists mark), false for most others.
#include "gazetteer.h"
#include "lexicon.h"
#include "stringtable.h"
#include "token.h"
#include "wordtable.h"

#include <QFile>
#include <QTest>

using namespace Touchline;

namespace {

// The words of ASCII letters of the built-in lists and of the sample report, as written.
QStringList wordsOf(const QStringList &paths)
{
    QStringList words;
    for (const QString &path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        for (const Token &token : Tokenizer::tokenize(text)) {
            if (token.is(Token::AsciiLetters))
                words << token.view(text).toString();
        }
    }
    return words;
}

} // namespace

class LexiconFilterTest : public QObject
{
    Q_OBJECT
private slots:
    void filterNeverTurnsDownAListedWord()
    {
        const auto lexicon = Lexicon::builtIn();
        const QStringList words = wordsOf({QStringLiteral(":/touchline/lexicon/stopwords.txt"), QStringLiteral(":/touchline/lexicon/demonyms.txt"),
                                           QStringLiteral(":/touchline/lexicon/places.txt"),
                                           QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt")});
        QVERIFY(words.size() > 1000);
        int listed = 0;
        int unlisted = 0;
        int turnedDown = 0;
        for (const QString &word : words) {
            const QString folded = Gazetteer::fold(word);
            const std::size_t hash = WordTable::hashOf(toU16View(folded));
            if (lexicon->kinds(folded)) {
                ++listed;
                QVERIFY2(lexicon->mayHoldLetters(hash), qPrintable(word));
            } else {
                ++unlisted;
                turnedDown += !lexicon->mayHoldLetters(hash);
            }
            QCOMPARE(lexicon->kindsOfLetters(toU16View(word), hash), lexicon->kinds(folded));
        }
        QVERIFY(listed > 500);
        QVERIFY(unlisted > 50);
        QVERIFY2(turnedDown * 10 > unlisted * 8, "the filter should turn down most words on no list");
    }
    void filterOfAListBuiltInTheTest()
    {
        // Glued prefixes ("d" of "d'or") and place prefixes ("rio de") are marked too.
        const Lexicon lexicon(QStringLiteral("ballon d'or\nd'or\nthe\n"), QStringLiteral("welsh\n"), QStringLiteral("Rio de Janeiro\n"));
        for (const QStringView word : {u"the", u"welsh", u"d", u"rio"})
            QVERIFY2(lexicon.kinds(word) && lexicon.mayHoldLetters(WordTable::hashOf(toU16View(word))), qPrintable(word.toString()));
    }
};

QTEST_GUILESS_MAIN(LexiconFilterTest)
#include "lexiconfilter_test.moc"
