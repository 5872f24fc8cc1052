// Sentence splitting: abbreviations, initials, glued paragraphs, closing quotes and line breaks.
#include "sentencesplitter.h"

#include <QRandomGenerator>
#include <QTest>

#include <optional>

using namespace Touchline;

namespace {

// The token at the first occurrence of `word` in `text`, flagged as the splitter leaves it; none when no token starts there.
std::optional<Token> splitTokenAt(const QString &text, const QString &word)
{
    Tokens tokens = Tokenizer::tokenize(text);
    SentenceSplitter::split(text, tokens);
    const qsizetype at = text.indexOf(word);
    const auto token = std::find_if(tokens.cbegin(), tokens.cend(), [&](const Token &t) { return t.start == at; });
    return token == tokens.cend() ? std::nullopt : std::optional<Token>(*token);
}

QStringList sentencesOf(const QString &text)
{
    Tokens tokens = Tokenizer::tokenize(text);
    QStringList out;
    for (const Sentence &s : SentenceSplitter::split(text, tokens))
        out << s.span.textIn(text);
    return out;
}

// The splitter as its documentation reads, every token looked at in turn for every rule: what the fast
// splitter (which looks closely only at punctuation and the first tokens of lines) must agree with.
QList<Sentence> straightforwardSentences(const QString &text, Tokens &tokens)
{
    const int count = int(tokens.size());
    QList<Sentence> sentences;
    int first = 0;
    int paragraph = 0;
    int afterClauseBreak = 0;
    auto charOf = [&](int t) { return text.at(tokens.at(t).start); };
    auto isPunct = [&](int t) { return tokens.at(t).kind == Token::Kind::Punct; };
    // A live blog's entry, "86min: Looks like" or "90+1' - Panic over": its first word after the minute too.
    auto markEntryOpening = [&](int from, int end) {
        const auto textAt = [&](int t) { return t < end ? tokens.at(t).view(text).toString() : QString(); };
        if (tokens.at(from).kind != Token::Kind::Number || !tokens.at(from).is(Token::LineStart))
            return;
        int t = from + 1;
        if (textAt(t) == u"+" && t + 1 < end && tokens.at(t + 1).kind == Token::Kind::Number)
            t += 2;
        if (QStringList{u"min"_qs, u"mins"_qs, u"'"_qs, u"\u2019"_qs}.contains(textAt(t)))
            ++t;
        else if (t < end && tokens.at(t).kind == Token::Kind::Word)
            return;
        if (!QStringList{u":"_qs, u"-"_qs, u"\u2013"_qs, u"\u2014"_qs}.contains(textAt(t)) || t + 1 >= end)
            return;
        if (tokens.at(t + 1).kind == Token::Kind::Word)
            tokens[t + 1].flags |= Token::SentenceStart;
    };
    auto endAt = [&](int end) {
        if (end > first) {
            sentences.append({first, end, {tokens.at(first).start, tokens.at(end - 1).end}, paragraph});
            tokens[first].flags |= Token::SentenceStart;
            markEntryOpening(first, end);
            // "“Sorry, but ...": a word glued to an opening quotation mark or bracket that opens the sentence.
            if (first + 1 < end && QStringView(u"\"\u201C\u2018'([").contains(charOf(first)) && isPunct(first)
                && tokens.at(first + 1).kind == Token::Kind::Word && !tokens.at(first + 1).is(Token::SpaceBefore))
                tokens[first + 1].flags |= Token::SentenceStart;
            first = end;
        }
    };
    auto tooLong = [&](int t) { return first < count && tokens.at(t).end > tokens.at(first).start + SentenceSplitter::longestSentence; };
    static const QStringList abbreviations = {u"mr"_qs, u"mrs"_qs, u"ms"_qs, u"dr"_qs, u"st"_qs, u"v"_qs, u"vs"_qs, u"no"_qs,
        u"jr"_qs, u"sr"_qs, u"fc"_qs, u"utd"_qs, u"ft"_qs, u"approx"_qs, u"etc"_qs, u"e"_qs, u"i"_qs, u"g"_qs, u"mins"_qs, u"min"_qs};
    auto isAbbreviation = [&](const Token &token) {
        const QString word = token.view(text).toString();
        for (QChar c : word) {
            if (c.unicode() >= 128)
                return false;
        }
        return abbreviations.contains(word.toLower());
    };
    for (int t = 0; t < count; ++t) {
        const Token &token = tokens.at(t);
        if (t > first && tooLong(t)) {
            endAt(afterClauseBreak > first ? afterClauseBreak : t);
            if (t > first && tooLong(t))
                endAt(t);
        }
        if (isPunct(t) && QStringView(u",;:\u2013\u2014").contains(charOf(t)))
            afterClauseBreak = t + 1;
        if (t > 0 && token.is(Token::LineStart)) {
            const bool blankLine = QStringView(text).mid(tokens.at(t - 1).end, token.start - tokens.at(t - 1).end).count(u'\n') >= 2;
            endAt(t);
            paragraph += blankLine ? 1 : 0;
        }
        if (!isPunct(t) || !QStringView(u".!?").contains(charOf(t)))
            continue;
        int end = t + 1;
        while (end < count && isPunct(end) && !tokens.at(end).is(Token::SpaceBefore)
               && QStringView(u".!?\"\u201D\u2019')").contains(charOf(end)))
            ++end;
        if (end == count) {
            endAt(end);
            break;
        }
        const Token &next = tokens.at(end);
        const QChar nextChar = charOf(end);
        if (charOf(t) == u'.' && t > 0 && !token.is(Token::SpaceBefore)) {
            const Token &previous = tokens.at(t - 1);
            if (previous.kind == Token::Kind::Word && previous.length() == 1 && charOf(t - 1).isUpper())
                continue;
            if (previous.kind == Token::Kind::Word && isAbbreviation(previous) && next.kind != Token::Kind::Punct)
                continue;
            if (previous.kind == Token::Kind::Number && next.kind == Token::Kind::Number && !next.is(Token::SpaceBefore))
                continue;
            if (previous.kind == Token::Kind::Number && isPunct(t + 1) && !tokens.at(t + 1).is(Token::SpaceBefore) && QStringView(u"),+").contains(charOf(t + 1)))
                continue;
        }
        if (!nextChar.isUpper() && !nextChar.isDigit() && next.kind != Token::Kind::Punct)
            continue;
        if (t > 0 && !next.is(Token::SpaceBefore) && next.kind == Token::Kind::Word && nextChar.isUpper()
            && tokens.at(t - 1).kind == Token::Kind::Word && tokens.at(t - 1).length() == 1)
            continue;
        endAt(end);
        t = end - 1;
    }
    endAt(count);
    return sentences;
}

QString described(const QList<Sentence> &sentences, const Tokens &tokens)
{
    QString out;
    for (const Sentence &s : sentences)
        out += QStringLiteral("[%1,%2) %3-%4 p%5\n").arg(s.firstToken).arg(s.endToken).arg(s.span.start).arg(s.span.end).arg(s.paragraph);
    for (const Token &token : tokens)
        out += QString::number(token.flags) + u' ';
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
        row("an ordinal's dot in a box", "Goals: 0:1 Wróbel (12.), 2:3 Wróbel (90.+2) Okonkwo (41.) Next.", {"Goals: 0:1 Wróbel (12.), 2:3 Wróbel (90.+2) Okonkwo (41.) Next."});
        row("a substitute's minute with its dot in a line-up", "Oberdorfer (77. Vogelsang), Kempf. Next.", {"Oberdorfer (77. Vogelsang), Kempf.", "Next."});
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

    // A live blog's entry opens after its minute, and a sentence may open with a quotation mark or a
    // bracket: the first word is marked as a sentence's first word is (its capital is no name's); a word
    // after a colon or a quotation mark anywhere else is not.
    void marksTheFirstWordOfAnEntry_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("marked");
        QTest::newRow("minute and colon") << QStringLiteral("86min: Looks like Iceland have England's number.") << QStringLiteral("Looks") << true;
        QTest::newRow("added time") << QStringLiteral("90+1min: Panic over as Pickford saves.") << QStringLiteral("Panic") << true;
        QTest::newRow("apostrophe and dash") << QStringLiteral("58' - Making his debut, Rice starts.") << QStringLiteral("Making") << true;
        QTest::newRow("number and dash") << QStringLiteral("58 \u2013 Making his debut, Rice starts.") << QStringLiteral("Making") << true;
        QTest::newRow("another word after the number") << QStringLiteral("58 goals: Making history.") << QStringLiteral("Making") << false;
        QTest::newRow("not at a line's start") << QStringLiteral("In the end 86min: Looks like.") << QStringLiteral("Looks") << false;
        QTest::newRow("a quotation opening the sentence") << QStringLiteral("\u201CSorry, but I am upset,\u201D he said.") << QStringLiteral("Sorry") << true;
        QTest::newRow("a quotation later") << QStringLiteral("He said \u201CSorry\u201D twice.") << QStringLiteral("Sorry") << false;
        QTest::newRow("a bracket opening the sentence") << QStringLiteral("(Sorry for the delay.)") << QStringLiteral("Sorry") << true;
    }
    void marksTheFirstWordOfAnEntry()
    {
        QFETCH(QString, line);
        QFETCH(QString, word);
        QFETCH(bool, marked);
        const std::optional<Token> token = splitTokenAt(QStringLiteral("Kickoff.\n") + line, word);
        QVERIFY(token);
        QCOMPARE(token->is(Token::SentenceStart), marked);
    }

    // A result line in capitals names its clubs: its words lose the all-capitals flag (an acronym's), and the words
    // of other lines in capitals keep it.
    void readsAResultLineInCapitals_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("allCaps");
        QTest::newRow("result line, home") << QStringLiteral("GLENMUIR THISTLE 1 KILBRANNAN ATHLETIC 1") << QStringLiteral("GLENMUIR") << false;
        QTest::newRow("result line, away") << QStringLiteral("GLENMUIR THISTLE 1 KILBRANNAN ATHLETIC 1") << QStringLiteral("ATHLETIC") << false;
        QTest::newRow("result line, a full stop after") << QStringLiteral("KESTRELS 3 DROVERS 2.") << QStringLiteral("DROVERS") << false;
        QTest::newRow("one score only") << QStringLiteral("KESTRELS 3 DROVERS") << QStringLiteral("DROVERS") << true;
        QTest::newRow("words after the scores") << QStringLiteral("KESTRELS 3 DROVERS 2 AFTER EXTRA TIME") << QStringLiteral("KESTRELS") << true;
        QTest::newRow("not at a line's start") << QStringLiteral("Then KESTRELS 3 DROVERS 2") << QStringLiteral("KESTRELS") << true;
        QTest::newRow("a headline in capitals") << QStringLiteral("VAR DRAMA AT THE DEN") << QStringLiteral("DRAMA") << true;
    }
    void readsAResultLineInCapitals()
    {
        QFETCH(QString, line);
        QFETCH(QString, word);
        QFETCH(bool, allCaps);
        const std::optional<Token> token = splitTokenAt(QStringLiteral("Kickoff.\n") + line + QStringLiteral("\nThe end."), word);
        QVERIFY(token);
        QCOMPARE(token->is(Token::AllCaps), allCaps);
        QVERIFY(token->is(Token::Capitalised));
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

    // Random texts of words, numbers, abbreviations, initials, every sentence and clause mark, closing quotes,
    // line breaks and blank lines, with stretches far longer than a sentence may be (with and without clause
    // breaks, and words longer than the limit): the splitter must agree with the straightforward reading.
    void agreesWithTheStraightforwardReading()
    {
        const QStringList pieces = {
            u"Kane"_qs, u"scored"_qs, u"the"_qs, u"N"_qs, u"U"_qs, u"Mr"_qs, u"st"_qs, u"v"_qs, u"No"_qs, u"etc"_qs, u"e"_qs, u"g"_qs,
            u"3"_qs, u"45"_qs, u"1.5"_qs, u"."_qs, u"."_qs, u"!"_qs, u"?"_qs, u","_qs, u";"_qs, u":"_qs, u"\u2013"_qs, u"\u2014"_qs,
            u"\""_qs, u"\u201D"_qs, u"\u2019"_qs, u"'"_qs, u")"_qs, u"("_qs, u"\u00c9mile"_qs, u"\U0001F600"_qs, u"-"_qs, u"min"_qs, u"mins"_qs, u"+"_qs,
        };
        const QStringList separators = {u" "_qs, u" "_qs, u" "_qs, QString(), QString(), u"\n"_qs, u"\n\n"_qs, u" \n \n "_qs, u"\t"_qs};
        QRandomGenerator random(20261201); // fixed: a failure can be replayed
        for (int round = 0; round < 3000; ++round) {
            QString text;
            const int count = 1 + int(random.bounded(round % 10 == 0 ? 700 : 60));
            const bool longStretches = random.bounded(4) == 0; // words only, few separators of lines
            for (int i = 0; i < count; ++i) {
                text += longStretches && random.bounded(8) ? u" "_qs : separators.at(random.bounded(separators.size()));
                if (random.bounded(200) == 0)
                    text += QString(int(random.bounded(900, 2200)), u'x'); // a word about the limit or past it
                else
                    text += longStretches && random.bounded(10) ? pieces.at(random.bounded(3)) : pieces.at(random.bounded(pieces.size()));
            }
            Tokens tokens = Tokenizer::tokenize(text);
            Tokens expectedTokens = tokens;
            const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
            const QList<Sentence> expected = straightforwardSentences(text, expectedTokens);
            QCOMPARE(described(sentences, tokens), described(expected, expectedTokens));
        }
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
