// Tokenizer: words keep their inner apostrophes and hyphens, possessives are flagged and cut off,
// and offsets stay in UTF-16 units even around characters outside the BMP.
#include "token.h"

#include <QTest>

using namespace Touchline;

namespace {

QStringList texts(const QString &text, const Tokens &tokens)
{
    QStringList out;
    for (const Token &token : tokens)
        out << token.view(text).toString();
    return out;
}

} // namespace

class TokenizerTest : public QObject
{
    Q_OBJECT
private slots:
    void splitsWordsAndPunctuation_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tokens");
        auto row = [](const char *name, const char *text, std::initializer_list<const char *> tokens) {
            QStringList list;
            for (const char *t : tokens)
                list << QString::fromUtf8(t);
            QTest::newRow(name) << QString::fromUtf8(text) << list;
        };
        row("possessive", "Kane's goal", {"Kane", "goal"});
        row("curly possessive", "Kane\u2019s goal", {"Kane", "goal"});
        row("plural possessive", "Barnes' cross", {"Barnes", "'", "cross"});
        row("inner apostrophe", "O'Shea scored", {"O'Shea", "scored"});
        row("curly inner apostrophe", "O\u2019Shea scored", {"O\u2019Shea", "scored"});
        row("hyphenated surname", "Robson-Kanu scored", {"Robson-Kanu", "scored"});
        row("accented", "Tom\u00e1s Ferreira", {"Tom\u00e1s", "Ferreira"});
        row("scoreline", "won 2-1.", {"won", "2", "-", "1", "."});
        row("stoppage minute", "90+5'", {"90", "+", "5", "'"});
        row("quotes stay separate", "\u201cGreat,\u201d he said", {"\u201c", "Great", ",", "\u201d", "he", "said"});
        row("emoji is one token", "\u26bd\U0001F600 Kane", {"\u26bd", "\U0001F600", "Kane"});
        row("empty", "", {});
        row("only spaces", "  \n\t ", {});
    }
    void splitsWordsAndPunctuation()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, tokens);
        QCOMPARE(texts(text, Tokenizer::tokenize(text)), tokens);
    }

    void flagsPossessives_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("possessive");
        QTest::newRow("Kane's") << "Kane's cross" << true;
        QTest::newRow("Kane’s") << QStringLiteral("Kane\u2019s cross") << true;
        QTest::newRow("Barnes'") << "Barnes' cross" << true;
        QTest::newRow("plain word") << "Kane crossed" << false;
        QTest::newRow("O'Shea is not possessive") << "O'Shea crossed" << false;
        QTest::newRow("closing quote after s") << QStringLiteral("\u2018Come on Spurs\u2019 they sang") << false;
    }
    void flagsPossessives()
    {
        QFETCH(QString, text);
        QFETCH(bool, possessive);
        const Tokens tokens = Tokenizer::tokenize(text);
        QVERIFY(!tokens.isEmpty());
        // The capitalised word before the quote or suffix.
        int word = 0;
        for (int i = 0; i < tokens.size(); ++i) {
            if (tokens.at(i).kind == Token::Kind::Word && tokens.at(i).is(Token::Capitalised))
                word = i;
        }
        QEXPECT_FAIL("closing quote after s", "a closing quote after a capitalised word ending in s is read as a plural possessive",
                     Continue);
        QCOMPARE(tokens.at(word).is(Token::Possessive), possessive);
    }

    void flagsCapitalsAndLineStarts()
    {
        const QString text = QStringLiteral("VAR checked Kane\nthen play resumed");
        const Tokens tokens = Tokenizer::tokenize(text);
        QCOMPARE(tokens.size(), 6);
        QVERIFY(tokens.at(0).is(Token::AllCaps));
        QVERIFY(tokens.at(0).is(Token::Capitalised));
        QVERIFY(tokens.at(0).is(Token::LineStart));
        QVERIFY(!tokens.at(1).is(Token::Capitalised));
        QVERIFY(tokens.at(2).is(Token::Capitalised));
        QVERIFY(!tokens.at(2).is(Token::AllCaps));
        QVERIFY(tokens.at(3).is(Token::LineStart));
        QVERIFY(!tokens.at(4).is(Token::LineStart));
        QCOMPARE(tokens.at(3).kind, Token::Kind::Word);
    }

    void flagsWordsOfAsciiLetters()
    {
        const QString text = QStringLiteral("Kane O'Shea Robson-Kanu Tom\u00e1s \u017Fide e\u0301 VAR x");
        const Tokens tokens = Tokenizer::tokenize(text);
        QStringList ascii;
        for (const Token &token : tokens) {
            if (token.is(Token::AsciiLetters))
                ascii << token.view(text).toString();
        }
        QCOMPARE(ascii, (QStringList{QStringLiteral("Kane"), QStringLiteral("VAR"), QStringLiteral("x")}));
    }

    void classifiesNumbers()
    {
        const QString text = QStringLiteral("Attendance: 31,204");
        const Tokens tokens = Tokenizer::tokenize(text);
        QCOMPARE(tokens.size(), 5);
        QCOMPARE(tokens.at(2).kind, Token::Kind::Number);
        QCOMPARE(tokens.at(3).kind, Token::Kind::Punct);
        QVERIFY(!tokens.at(3).is(Token::SpaceBefore));
        QVERIFY(tokens.at(2).is(Token::SpaceBefore));
    }

    void keepsOffsetsAfterSurrogatePairs()
    {
        // U+1F600 is two UTF-16 units: offsets after it must still point at the right text.
        const QString text = QStringLiteral("\U0001F600\U0001F600 J\u00fcrgen Albrecht's header");
        const Tokens tokens = Tokenizer::tokenize(text);
        QCOMPARE(tokens.size(), 5); // the possessive suffix is flagged on the word, not kept as tokens
        QCOMPARE(tokens.at(0).length(), 2);
        QCOMPARE(tokens.at(1).start, 2);
        QCOMPARE(tokens.at(2).start, 5);
        QCOMPARE(tokens.at(2).view(text), QStringView(u"J\u00fcrgen"));
        QCOMPARE(tokens.at(3).view(text), QStringView(u"Albrecht"));
        QVERIFY(tokens.at(3).is(Token::Possessive));
        QCOMPARE(tokens.last().view(text), QStringView(u"header"));
        QCOMPARE(tokens.last().end, int(text.size()));
    }
};

QTEST_APPLESS_MAIN(TokenizerTest)
#include "tokenizer_test.moc"
