// The word lists answer a word of ASCII letters by its WordHashes hash (Lexicon::kindsOfLetters,
// Gazetteer::mayHoldLetters) as they answer its fold, and the mention finder's shortcuts on such words
// (a place opening with punctuation, Lexicon::GluedPrefix) leave its mentions as they were.
#include "extractioncontext.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "sentencesplitter.h"
#include "token.h"
#include "wordtable.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Touchline;

namespace {

std::size_t hashOfLower(QStringView letters)
{
    return WordTable::hashOf(toU16View(Gazetteer::fold(letters)));
}

// The same from the letters as written (WordTable::hashOfLetters).
std::size_t hashOfLetters(QStringView letters)
{
    return WordTable::hashOfLetters(letters.utf16(), std::size_t(letters.size()));
}

// Every word of ASCII letters of the test reports and the sample, as written and in upper case.
QStringList lettersOfReports()
{
    QStringList words;
    for (const QString &folder : {QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"), QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample")}) {
        for (const QString &name : QDir(folder).entryList({QStringLiteral("*.txt")})) {
            QFile file(QDir(folder).filePath(name));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(file.readAll());
            for (const Token &token : Tokenizer::tokenize(text)) {
                if (token.is(Token::AsciiLetters))
                    words << token.view(text).toString() << token.view(text).toString().toUpper();
            }
        }
    }
    return words;
}

// The mentions the finder makes of `text` with these word lists.
QList<RawMention> mentionsOf(const QString &text, const Gazetteer &gazetteer, const Lexicon &lexicon)
{
    AnnotationSet annotations;
    ExtractionContext context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations};
    context.sentences = SentenceSplitter::split(text, context.tokens);
    MentionFinder(gazetteer, lexicon).find(context);
    return context.mentions;
}

} // namespace

class LetterWordsTest : public QObject
{
    Q_OBJECT
private slots:
    void lexiconAnswersLettersAsFolds()
    {
        const auto lexicon = Lexicon::builtIn();
        QStringList words = lettersOfReports();
        words << QStringLiteral("England") << QStringLiteral("d") << QStringLiteral("London") << QStringLiteral("Rio") << QStringLiteral("Xyzzy");
        int listed = 0;
        for (const QString &word : std::as_const(words)) {
            const quint8 byFold = lexicon->kinds(Gazetteer::fold(word));
            QCOMPARE(lexicon->kindsOfLetters(toU16View(word), hashOfLower(word)), byFold);
            listed += byFold != 0;
        }
        QVERIFY(listed > 100);
    }
    void gazetteerFiltersLettersAsFolds()
    {
        // A filter: never false for a word that name() knows, and false for most others.
        const auto gazetteer = Gazetteer::builtIn();
        QStringList words = lettersOfReports();
        words << QStringLiteral("Manchester") << QStringLiteral("MANCHESTER"); // a prefix only
        int known = 0;
        int unknown = 0;
        int passedUnknown = 0;
        for (const QString &word : std::as_const(words)) {
            const bool byFold = gazetteer->name(Gazetteer::fold(word)) != nullptr;
            const bool mayHold = gazetteer->mayHoldLetters(hashOfLower(word));
            QVERIFY2(!byFold || mayHold, qPrintable(word));
            known += byFold;
            unknown += !byFold;
            passedUnknown += !byFold && mayHold;
        }
        QVERIFY(known > 100);
        QVERIFY(passedUnknown * 4 < unknown);
        // A key of two words is known only if the second may be a later word (the list has each
        // word twice, as written and in upper case: the next word is two on).
        int pairs = 0;
        for (qsizetype i = 0; i + 2 < words.size(); ++i) {
            const QString &second = words.at(i + 2);
            const QString key = Gazetteer::fold(words.at(i)) + QLatin1Char(' ') + Gazetteer::fold(second);
            if (!gazetteer->name(key))
                continue;
            QVERIFY2(gazetteer->mayHoldLaterLetters(hashOfLower(second)), qPrintable(key));
            ++pairs;
        }
        QVERIFY(pairs > 10);
        QVERIFY(gazetteer->mayHoldLaterLetters(hashOfLower(u"united")));
    }
    void gazetteerNamesLettersAsFolds()
    {
        // Words of letters, alone and two one space apart, as written: nameOfLetters() answers as
        // name() of their fold.
        const auto gazetteer = Gazetteer::builtIn();
        QStringList words = lettersOfReports();
        words << QStringLiteral("West") << QStringLiteral("Brom") << QStringLiteral("WEST") << QStringLiteral("BROM");
        int named = 0;
        for (qsizetype i = 0; i < words.size(); ++i) {
            for (const QString &key : {words.at(i), QString(words.at(i) + QLatin1Char(' ') + words.at((i + 1) % words.size()))}) {
                const Gazetteer::Name *byFold = gazetteer->name(Gazetteer::fold(key));
                QCOMPARE(gazetteer->nameOfLetters(key, hashOfLetters(key)), byFold);
                named += byFold != nullptr;
            }
        }
        QVERIFY(named > 100);
        const QString westBrom = QStringLiteral("wEST bROM");
        QVERIFY(gazetteer->nameOfLetters(westBrom, hashOfLetters(westBrom)));
    }
    void mentionsKeepTheFoldOfWhatTheyCover()
    {
        // Names of words of letters (or ASCII digits) one space apart are matched and kept without a
        // fold: every mention must still carry the fold of its text, however the words are joined.
        Gazetteer gazetteer;
        gazetteer.addTsv(QStringLiteral("teams"), QStringLiteral("West Bromwich Albion\tclub\tENG\tWest Brom|Baggies\nTSV 1860 Munich\tclub\tGER\t1860 Munich|١٨٦٠ Munich\n"),
                         QStringLiteral("test"));
        const QString text = QStringLiteral("Then West Brom met Jamie Vardy. West-Brom and Jamie-Vardy, Jamie\tVardy or Tomás Vardy "
                                            "and Vardy Jamie Ruud van Nistelrooy saw West BROM and the Baggies. In 1860 1860 Munich and 1860-Munich "
                                            "lost to ١٨٦٠ Munich.");
        AnnotationSet annotations;
        ExtractionContext context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations}; // holds the folds
        context.sentences = SentenceSplitter::split(text, context.tokens);
        MentionFinder(gazetteer, *Lexicon::builtIn()).find(context);
        QStringList found;
        for (const RawMention &mention : std::as_const(context.mentions)) {
            const QStringView surface = QStringView(text).mid(mention.span.start, mention.span.length());
            QCOMPARE(mention.folded, Gazetteer::fold(surface));
            found << surface.toString() + (mention.gazetteerEntry >= 0 ? QStringLiteral(" (known)") : QString());
        }
        QCOMPARE(found, (QStringList{QStringLiteral("West Brom (known)"), QStringLiteral("Jamie Vardy"), QStringLiteral("West-Brom (known)"),
                                     QStringLiteral("Jamie-Vardy"), QStringLiteral("Jamie\tVardy"), QStringLiteral("Tomás Vardy"),
                                     QStringLiteral("Vardy Jamie Ruud van Nistelrooy"), QStringLiteral("West BROM (known)"),
                                     QStringLiteral("Baggies (known)"), QStringLiteral("1860 Munich (known)"), QStringLiteral("1860-Munich (known)"),
                                     QStringLiteral("١٨٦٠ Munich (known)")}));
    }
    void knowsTheAsciiOfNames()
    {
        Gazetteer gazetteer;
        gazetteer.addTsv(QStringLiteral("teams"), QStringLiteral("Brighton & Hove Albion\tclub\tENG\tO'Brighton\n"), QStringLiteral("test"));
        for (const char16_t c : {u'&', u'\'', u'b', u' '})
            QVERIFY(gazetteer.namesHoldAscii(c));
        for (const char16_t c : {u',', u'(', u'B', u'z'})
            QVERIFY(!gazetteer.namesHoldAscii(c));
        // A name whose key grows by its punctuation is still found, and a comma after one ends it.
        const QString text = QStringLiteral("Then Brighton & Hove Albion won, and O'Brighton, the club, too.");
        QStringList found;
        for (const RawMention &mention : mentionsOf(text, gazetteer, *Lexicon::builtIn()))
            found << mention.span.textIn(text);
        QCOMPARE(found, (QStringList{QStringLiteral("Brighton & Hove Albion"), QStringLiteral("O'Brighton")}));
    }
    void marksLettersGluedToPunctuation()
    {
        const Lexicon lexicon(QStringLiteral("ballon d'or\nd'or\nengland's\n"), QString(), QStringLiteral("Washington, DC\n"));
        for (const QStringView word : {u"d", u"england", u"washington"})
            QVERIFY2(lexicon.kinds(word) & Lexicon::GluedPrefix, qPrintable(word.toString()));
        for (const QStringView word : {u"ballon", u"dc", u"or"})
            QVERIFY2(!(lexicon.kinds(word) & Lexicon::GluedPrefix), qPrintable(word.toString()));
        QCOMPARE(lexicon.kindsOfLetters(u"Washington", hashOfLower(u"washington")), quint8(Lexicon::GluedPrefix));
    }
    void placeOpeningWithPunctuationIsNoName()
    {
        // "Washington" is on no list itself, and "Washington," opens a place: the finder must not
        // decide the word alone. (The long place lets the scan reach three tokens.)
        const Gazetteer gazetteer;
        const QString places = QStringLiteral("Washington, DC\nOne Two Three Four\n");
        const QString text = QStringLiteral("He moved to Washington, DC in May. Then Smith, the coach, left Pittsburgh.");
        const QList<RawMention> mentions = mentionsOf(text, gazetteer, Lexicon(QString(), QString(), places));
        QStringList found;
        for (const RawMention &mention : mentions)
            found << mention.span.textIn(text);
        QCOMPARE(found, (QStringList{QStringLiteral("May"), QStringLiteral("Then Smith"), QStringLiteral("Pittsburgh")}));
        // Without the place, "Washington" is a name like the others (no stop words: "Then Smith").
        const QList<RawMention> without = mentionsOf(text, gazetteer, Lexicon(QString(), QString(), QStringLiteral("One Two Three Four\n")));
        QCOMPARE(without.size(), 4);
    }
};

QTEST_MAIN(LetterWordsTest)
#include "letterwords_test.moc"
