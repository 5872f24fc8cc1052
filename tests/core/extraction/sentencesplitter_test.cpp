// Sentence splitting: abbreviations, initials, glued paragraphs, closing quotes and line breaks.
#include "sentencesplitter.h"

#include <QTest>

using namespace Touchline;

namespace {

QStringList sentencesOf(const QString &text)
{
    Tokens tokens = Tokenizer::tokenize(text);
    QStringList out;
    for (const Sentence &s : SentenceSplitter::split(text, tokens))
        out << s.span.textIn(text);
    return out;
}

} // namespace

class SentenceSplitterTest : public QObject
{
    Q_OBJECT
private slots:
    void splitsSentences_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("sentences");
        auto row = [](const char *name, const char *text, std::initializer_list<const char *> sentences) {
            QStringList list;
            for (const char *s : sentences)
                list << QString::fromUtf8(s);
            QTest::newRow(name) << QString::fromUtf8(text) << list;
        };
        row("two sentences", "Kane scored. Son missed.", {"Kane scored.", "Son missed."});
        row("question and exclamation", "Was it a penalty? Yes! Play on.", {"Was it a penalty?", "Yes!", "Play on."});
        row("Mr. is not an end", "Mr. Smith watched. He left.", {"Mr. Smith watched.", "He left."});
        row("St. is not an end", "They play at St. Mary's Stadium. It was full.", {"They play at St. Mary's Stadium.", "It was full."});
        row("v. is not an end", "Ashford v. Harbour City ended level. Fans left.", {"Ashford v. Harbour City ended level.", "Fans left."});
        row("initial", "N. Williams crossed for Kane. It was 1-0.", {"N. Williams crossed for Kane.", "It was 1-0."});
        row("initial mid-sentence", "A cross from N. Williams found Kane.", {"A cross from N. Williams found Kane."});
        row("glued sentences", "He shot from 25 yards.Blackpool replied at once.", {"He shot from 25 yards.", "Blackpool replied at once."});
        row("closing quote stays", "\u201cWe were poor.\u201d Then he left.", {"\u201cWe were poor.\u201d", "Then he left."});
        row("straight closing quote stays", "\"We were poor.\" Then he left.", {"\"We were poor.\"", "Then he left."});
        row("line break ends a sentence", "Goals: Abbey 58\nBooked: Novak", {"Goals: Abbey 58", "Booked: Novak"});
        row("lower case after full stop", "It was 2 p.m. when it began.", {"It was 2 p.m. when it began."});
        row("decimal number", "He ran 11.5 km. Then he rested.", {"He ran 11.5 km.", "Then he rested."});
        row("sentence starting with number", "Kane scored. 2-0 it finished.", {"Kane scored.", "2-0 it finished."});
        row("empty", "", {});
    }
    void splitsSentences()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, sentences);
        QCOMPARE(sentencesOf(text), sentences);
    }

    void marksFirstWordsAndParagraphs()
    {
        const QString text = QStringLiteral("Kane scored. Son missed.\n\nLater Kane left.");
        Tokens tokens = Tokenizer::tokenize(text);
        const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
        QCOMPARE(sentences.size(), 3);
        QCOMPARE(sentences.at(0).paragraph, 0);
        QCOMPARE(sentences.at(1).paragraph, 0);
        QCOMPARE(sentences.at(2).paragraph, 1);
        for (const Sentence &s : sentences) {
            QVERIFY(tokens.at(s.firstToken).is(Token::SentenceStart));
            QCOMPARE(tokens.at(s.firstToken).start, s.span.start);
            QCOMPARE(tokens.at(s.endToken - 1).end, s.span.end);
        }
        QVERIFY(!tokens.at(1).is(Token::SentenceStart)); // "scored"
        // Sentences tile the tokens without gaps or overlaps.
        QCOMPARE(sentences.first().firstToken, 0);
        QCOMPARE(sentences.at(1).firstToken, sentences.at(0).endToken);
        QCOMPARE(sentences.last().endToken, int(tokens.size()));
    }

    void countsParagraphsAfterUnpunctuatedLines()
    {
        const QString text = QStringLiteral("Harbour City 2-1 Ashford Rovers\n\nAbbey scored twice.\nGoals: Abbey 58");
        Tokens tokens = Tokenizer::tokenize(text);
        const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
        QCOMPARE(sentences.size(), 3);
        QCOMPARE(sentences.at(0).paragraph, 0);
        QCOMPARE(sentences.at(1).paragraph, 1);
        QCOMPARE(sentences.at(2).paragraph, 1);
    }

    void cutsTextWithoutSentencePunctuation()
    {
        // 40 clauses of 48 characters with no full stop: cut after commas, each piece within the limit.
        const QString clause = QStringLiteral("Harry Kane scored and Son Heung-min netted, ");
        const QStringList pieces = sentencesOf(clause.repeated(40));
        QVERIFY(pieces.size() >= 2);
        for (const QString &piece : pieces) {
            QVERIFY2(piece.size() <= SentenceSplitter::longestSentence, qPrintable(QString::number(piece.size())));
            QVERIFY2(piece.endsWith(u',') || piece == pieces.last(), qPrintable(piece.right(20)));
        }
        QCOMPARE(pieces.join(u' ').simplified(), clause.repeated(40).simplified()); // nothing lost
        // Without a clause break, between words.
        const QStringList words = sentencesOf(QStringLiteral("goal ").repeated(600));
        QVERIFY(words.size() >= 3);
        for (const QString &piece : words)
            QVERIFY(piece.size() <= SentenceSplitter::longestSentence);
        // A long real sentence stays whole.
        const QString longSentence = QStringLiteral("Kane, ") + QStringLiteral("who ran, ").repeated(80) + QStringLiteral("scored.");
        QVERIFY(longSentence.size() < SentenceSplitter::longestSentence);
        QCOMPARE(sentencesOf(longSentence), QStringList{longSentence});
    }

    void keepsOffsetsAfterEmoji()
    {
        const QString text = QStringLiteral("\U0001F600 Kane scored. Son\u2019s shot missed.");
        const QStringList sentences = sentencesOf(text);
        QCOMPARE(sentences, (QStringList{QStringLiteral("\U0001F600 Kane scored."), QStringLiteral("Son\u2019s shot missed.")}));
    }
};

QTEST_APPLESS_MAIN(SentenceSplitterTest)
#include "sentencesplitter_test.moc"
