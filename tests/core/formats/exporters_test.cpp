// The text exports that are not round trips: CoNLL, W3C Web Annotation, CSV, football JSON, JSONL, and
// the tokeniser they share.
#include "fixtures.h"

#include "codepoints.h"
#include "conllexporter.h"
#include "csvexporter.h"
#include "doccanoimporter.h"
#include "footballexporter.h"
#include "jsonlexporter.h"
#include "nativeformat.h"
#include "textsegmenter.h"
#include "w3cexporter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

using namespace Touchline;
using namespace Touchline::TestFixtures;

class ExportersTest : public QObject
{
    Q_OBJECT
private:
    static AnnotatedReport sample()
    {
        const QString text = sampleText();
        return {QStringLiteral("harbour.txt"), QStringLiteral("/reports/harbour.txt"), text, sampleSet(text)};
    }
    static QString withoutSpace(const QString &text)
    {
        QString result;
        for (const QChar c : text) {
            if (!c.isSpace())
                result += c;
        }
        return result;
    }

private slots:
    void segmenterSplitsTokensAndSentences_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("sentences"); // tokens joined by '|'
        QTest::newRow("minutes and scores stay whole")
            << QStringLiteral("O\u2019Neil scored in 45+2 to make it 2-1.") << QStringList{QStringLiteral("O\u2019Neil|scored|in|45+2|to|make|it|2-1|.")};
        QTest::newRow("initial is not a sentence end")
            << QStringLiteral("N. Williams scored. Then Mr. Ames saved!") << QStringList{QStringLiteral("N|.|Williams|scored|."), QStringLiteral("Then|Mr|.|Ames|saved|!")};
        QTest::newRow("quotes close a sentence")
            << QStringLiteral("\u201CWe won.\u201D Kofi smiled \U0001F600.") << QStringList{QStringLiteral("\u201C|We|won|.|\u201D"), QStringLiteral("Kofi|smiled|\U0001F600|.")};
        QTest::newRow("line break ends a headline") << QStringLiteral("Rovers 2-1 City\nA late goal") << QStringList{QStringLiteral("Rovers|2-1|City"), QStringLiteral("A|late|goal")};
        QTest::newRow("lower case after a full stop") << QStringLiteral("He left at 5 p.m. and cried.") << QStringList{QStringLiteral("He|left|at|5|p|.|m|.|and|cried|.")};
    }

    void segmenterSplitsTokensAndSentences()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, sentences);
        QStringList actual;
        for (const TextSpans &sentence : TextSegmenter::sentences(text)) {
            QStringList tokens;
            for (const TextSpan &token : sentence)
                tokens.append(token.textIn(text));
            actual.append(tokens.join(QLatin1Char('|')));
        }
        QCOMPARE(actual, sentences);
    }

    void conllTokensRejoinToTheText()
    {
        const AnnotatedReport report = sample();
        const QString conll = QString::fromUtf8(ConllExporter::write({report, report}));
        QCOMPARE(conll.count(QStringLiteral("-DOCSTART- -X- -X- O\n\n")), 2);
        const QStringList documents = conll.split(QStringLiteral("-DOCSTART- -X- -X- O\n"), Qt::SkipEmptyParts);
        QCOMPARE(documents.size(), 2);
        QString tokens;
        int sentences = 0;
        for (const QString &line : documents.first().split(QLatin1Char('\n'))) {
            if (line.isEmpty()) {
                ++sentences;
                continue;
            }
            const QStringList columns = line.split(QLatin1Char(' '));
            QCOMPARE(columns.size(), 4);
            tokens += columns.first();
        }
        QCOMPARE(tokens, withoutSpace(report.text));
        QVERIFY(sentences >= 6);
        QVERIFY(conll.contains(QStringLiteral("Zo\u00EB _ _ B-PLAYER\n\u00C5lund _ _ I-PLAYER\n")));
        QVERIFY(conll.contains(QStringLiteral("\U0001F389 _ _ O\nfor _ _ O\nZo\u00EB")));
        QVERIFY(conll.contains(QStringLiteral("2-1 _ _ B-SCORE\n")));
        QVERIFY(conll.contains(QStringLiteral("Ana _ _ B-REFEREE\nP\u00E9rez _ _ I-REFEREE\n")));
        // Two adjacent mentions of different entities both start with B-.
        QVERIFY(conll.contains(QStringLiteral("Harbour _ _ B-TEAM\nRovers _ _ I-TEAM\n2-1 _ _ B-SCORE\nCitt\u00E0 _ _ B-TEAM\n")));
    }

    void conll2003TagSet()
    {
        const QString conll = QString::fromUtf8(ConllExporter::write({sample()}, ConllExporter::TagSet::Conll2003));
        QVERIFY(conll.contains(QStringLiteral("Zo\u00EB _ _ B-PER\n")));
        QVERIFY(conll.contains(QStringLiteral("Harbour _ _ B-ORG\n")));
        QVERIFY(conll.contains(QStringLiteral("2-1 _ _ O\n")));
    }

    void w3cSelectorsResolveToTheSameText()
    {
        const AnnotatedReport report = sample();
        const QJsonObject collection = W3cExporter::collection(report);
        QCOMPARE(collection.value(QStringLiteral("type")).toString(), QStringLiteral("AnnotationCollection"));
        const QJsonArray items = collection.value(QStringLiteral("first")).toObject().value(QStringLiteral("items")).toArray();
        QCOMPARE(collection.value(QStringLiteral("total")).toInt(), items.size());
        QCOMPARE(items.size(), 10 + 3 + 5);
        const QList<uint> codePoints = report.text.toUcs4();
        int checked = 0;
        for (const QJsonValue &item : items) {
            const QJsonValue targetValue = item.toObject().value(QStringLiteral("target"));
            const QJsonArray targets = targetValue.isArray() ? targetValue.toArray() : QJsonArray{targetValue};
            for (const QJsonValue &target : targets) {
                if (target.isString())
                    continue; // an event without evidence targets the whole report
                QCOMPARE(target.toObject().value(QStringLiteral("source")).toString(), QStringLiteral("file:///reports/harbour.txt"));
                const QJsonArray selectors = target.toObject().value(QStringLiteral("selector")).toArray();
                const QJsonObject quote = selectors.at(0).toObject();
                const QJsonObject position = selectors.at(1).toObject();
                QCOMPARE(quote.value(QStringLiteral("type")).toString(), QStringLiteral("TextQuoteSelector"));
                QCOMPARE(position.value(QStringLiteral("type")).toString(), QStringLiteral("TextPositionSelector"));
                const int start = position.value(QStringLiteral("start")).toInt();
                const int end = position.value(QStringLiteral("end")).toInt();
                const QList<uint> slice = codePoints.mid(start, end - start);
                const QString resolved = QString::fromUcs4(reinterpret_cast<const char32_t *>(slice.constData()), slice.size());
                QCOMPARE(resolved, quote.value(QStringLiteral("exact")).toString());
                // And the quote selector alone finds it too: prefix + exact + suffix occurs in the text.
                QVERIFY(report.text.contains(quote.value(QStringLiteral("prefix")).toString() + resolved + quote.value(QStringLiteral("suffix")).toString()));
                ++checked;
            }
        }
        QCOMPARE(checked, 10 + 3 + 5);
    }

    void csvQuotesPerRfc4180_data()
    {
        QTest::addColumn<QStringList>("fields");
        QTest::addColumn<QByteArray>("record");
        QTest::newRow("plain") << QStringList{QStringLiteral("a"), QStringLiteral("b")} << QByteArray("a,b");
        QTest::newRow("comma") << QStringList{QStringLiteral("Rovers, Harbour")} << QByteArray("\"Rovers, Harbour\"");
        QTest::newRow("quote") << QStringList{QStringLiteral("the \"Spider\"")} << QByteArray("\"the \"\"Spider\"\"\"");
        QTest::newRow("line break") << QStringList{QStringLiteral("a\nb"), QString()} << QByteArray("\"a\nb\",");
        QTest::newRow("non-ascii") << QStringList{QStringLiteral("Zo\u00EB \u201Cx\u201D")} << QByteArray("Zo\xC3\xAB \xE2\x80\x9Cx\xE2\x80\x9D");
    }

    void csvQuotesPerRfc4180()
    {
        QFETCH(QStringList, fields);
        QFETCH(QByteArray, record);
        QCOMPARE(CsvExporter::record(fields), record);
    }

    void csvTables()
    {
        const QByteArray events = CsvExporter::events({sample()});
        const QList<QByteArray> rows = events.split('\n');
        QVERIFY(rows.first().startsWith("report,event_id,minute,period,type,team,player,second_player,score_after,status"));
        QVERIFY(events.contains("harbour.txt,e2,45+2,1,GOAL,Citt\xC3\xA0 Nuova,M\xC3\xBCller,,1-1,edited,0.6,\"header, "));
        QCOMPARE(events.count("\r\n"), 1 + 5);
        const QByteArray mentions = CsvExporter::mentions({sample()});
        QCOMPARE(mentions.count("\r\n"), 1 + 10 + 3);
        QVERIFY(mentions.contains("harbour.txt,player:zoe-alund,PLAYER,Zo\xC3\xAB \xC3\x85lund,Harbour Rovers,Zo\xC3\xAB \xC3\x85lund,"));
    }

    void footballNames_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("path"); // dotted path into the event
        QTest::addColumn<QString>("value");
        QTest::newRow("goal is a shot") << QStringLiteral("e1") << QStringLiteral("type.name") << QStringLiteral("Shot");
        QTest::newRow("goal outcome") << QStringLiteral("e1") << QStringLiteral("shot.outcome.name") << QStringLiteral("Goal");
        QTest::newRow("assist") << QStringLiteral("e1") << QStringLiteral("touchline.assist.name") << QStringLiteral("Bj\u00F6rn O\u2019Neil");
        QTest::newRow("stoppage minute is elapsed") << QStringLiteral("e2") << QStringLiteral("minute") << QStringLiteral("47");
        QTest::newRow("stoppage as written") << QStringLiteral("e2") << QStringLiteral("touchline.minute_text") << QStringLiteral("45+2");
        QTest::newRow("period") << QStringLiteral("e2") << QStringLiteral("period") << QStringLiteral("1");
        QTest::newRow("card") << QStringLiteral("e3") << QStringLiteral("foul_committed.card.name") << QStringLiteral("Yellow Card");
        QTest::newRow("card type") << QStringLiteral("e3") << QStringLiteral("type.name") << QStringLiteral("Foul Committed");
    }

    void footballNames()
    {
        QFETCH(QString, id);
        QFETCH(QString, path);
        QFETCH(QString, value);
        const QJsonObject football = FootballExporter::write(sample());
        const QJsonArray events = football.value(QStringLiteral("events")).toArray();
        QCOMPARE(events.size(), 4); // the rejected full-time event is left out
        for (const QJsonValue &event : events) {
            if (event.toObject().value(QStringLiteral("touchline")).toObject().value(QStringLiteral("id")).toString() != id)
                continue;
            QJsonValue at = event;
            for (const QString &key : path.split(QLatin1Char('.')))
                at = at.toObject().value(key);
            QCOMPARE(at.toVariant().toString(), value);
            return;
        }
        QFAIL("event not exported");
    }

    void footballTypesForEveryEvent_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("detailPath");
        QTest::addColumn<QString>("detail");
        QTest::newRow("own goal") << int(EventType::OwnGoal) << QStringLiteral("Own Goal Against") << QString() << QString();
        QTest::newRow("penalty goal") << int(EventType::PenaltyGoal) << QStringLiteral("Shot") << QStringLiteral("shot.type.name") << QStringLiteral("Penalty");
        QTest::newRow("penalty saved") << int(EventType::PenaltyMiss) << QStringLiteral("Shot") << QStringLiteral("shot.outcome.name") << QStringLiteral("Saved");
        QTest::newRow("second yellow") << int(EventType::SecondYellow) << QStringLiteral("Foul Committed") << QStringLiteral("foul_committed.card.name")
                                       << QStringLiteral("Second Yellow");
        QTest::newRow("red") << int(EventType::RedCard) << QStringLiteral("Foul Committed") << QStringLiteral("foul_committed.card.name") << QStringLiteral("Red Card");
        QTest::newRow("substitution") << int(EventType::Substitution) << QStringLiteral("Substitution") << QStringLiteral("substitution.replacement.name")
                                      << QStringLiteral("Kofi");
        QTest::newRow("injury") << int(EventType::Injury) << QStringLiteral("Injury Stoppage") << QString() << QString();
        QTest::newRow("var") << int(EventType::VarReview) << QStringLiteral("VAR Review") << QStringLiteral("touchline.var.reviews") << QStringLiteral("e1");
        QTest::newRow("disallowed") << int(EventType::DisallowedGoal) << QStringLiteral("Disallowed Goal") << QStringLiteral("touchline.disallowed_goal.reason")
                                    << QStringLiteral("offside");
    }

    void footballTypesForEveryEvent()
    {
        QFETCH(int, type);
        QFETCH(QString, name);
        QFETCH(QString, detailPath);
        QFETCH(QString, detail);
        AnnotatedReport report;
        MatchEvent event;
        event.id = QStringLiteral("e2");
        event.type = EventType(type);
        event.player = QStringLiteral("Kofi");
        event.secondPlayer = QStringLiteral("Ames");
        event.reviews = QStringLiteral("e1");
        event.detail = QStringLiteral("offside");
        report.set.events.append(event);
        const QJsonObject exported = FootballExporter::write(report).value(QStringLiteral("events")).toArray().at(0).toObject();
        QCOMPARE(exported.value(QStringLiteral("type")).toObject().value(QStringLiteral("name")).toString(), name);
        if (detailPath.isEmpty())
            return;
        QJsonValue at = exported;
        for (const QString &key : detailPath.split(QLatin1Char('.')))
            at = at.toObject().value(key);
        QCOMPARE(at.toString(), detail);
    }

    void jsonlIsOneLinePerReportWithNativeAnnotations()
    {
        const AnnotatedReport report = sample();
        const QByteArray line = JsonlExporter::line(report);
        QVERIFY(line.endsWith('\n'));
        QCOMPARE(line.count('\n'), 1);
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        QCOMPARE(object.value(QStringLiteral("text")).toString(), report.text);
        auto set = NativeFormat::fromJson(object.value(QStringLiteral("annotations")).toObject(), report.text, QStringLiteral("x"));
        QVERIFY(std::get<AnnotationSet>(set) == report.set);
    }

    void doccanoImport_data()
    {
        QTest::addColumn<QByteArray>("jsonl");
        QTest::addColumn<QString>("error"); // empty when it must succeed
        QTest::addColumn<int>("line");
        const QByteArray good1 = R"({"id": 7, "text": "Kofi \ud83c\udfc6 scored for Lakeside.", "label": [[0, 4, "PER"], [18, 26, "ORG"], [7, 13, "GOAL"]]})";
        const QByteArray good2 = R"({"name": "b", "text": "Ames saved.", "entities": [{"id": 1, "start_offset": 0, "end_offset": 4, "label": "PLAYER"}]})";
        QTest::newRow("both shapes") << QByteArray(good1 + "\n\n" + good2 + "\n") << QString() << 0;
        QTest::newRow("out of range") << QByteArray(good2 + "\n" + R"({"text": "Ames", "label": [[0, 9, "PER"]]})") << QStringLiteral("offsets 0-9 are outside the text (4 characters)") << 2;
        QTest::newRow("unknown label") << QByteArray(R"({"text": "Ames", "label": [[0, 4, "Goalie"]]})") << QStringLiteral("unknown label \"Goalie\"") << 1;
        QTest::newRow("not json") << QByteArray("{\"text\": \"Ames\",") << QStringLiteral("not valid JSON") << 1;
        QTest::newRow("no text") << QByteArray(R"({"label": []})") << QStringLiteral("missing the document's \"text\"") << 1;
    }

    void doccanoImport()
    {
        QFETCH(QByteArray, jsonl);
        QFETCH(QString, error);
        QFETCH(int, line);
        auto result = DoccanoImporter::parse(jsonl, QStringLiteral("in.jsonl"));
        if (!error.isEmpty()) {
            QVERIFY(std::holds_alternative<FormatError>(result));
            QVERIFY2(std::get<FormatError>(result).reason.contains(error), qPrintable(std::get<FormatError>(result).message()));
            QCOMPARE(std::get<FormatError>(result).line, line);
            return;
        }
        if (auto *failure = std::get_if<FormatError>(&result))
            QFAIL(qPrintable(failure->message()));
        const QList<AnnotatedReport> reports = std::get<QList<AnnotatedReport>>(result);
        QCOMPARE(reports.size(), 2);
        QCOMPARE(reports.first().name, QStringLiteral("7.txt"));
        const AnnotationSet &set = reports.first().set;
        QCOMPARE(set.entities.size(), 2);
        QCOMPARE(set.entities.at(1).mentions.first().textIn(reports.first().text), QStringLiteral("Lakeside"));
        QCOMPARE(set.events.size(), 1);
        QCOMPARE(set.events.first().evidence.first().textIn(reports.first().text), QStringLiteral("scored"));
        QCOMPARE(reports.at(1).name, QStringLiteral("b.txt"));
        QCOMPARE(reports.at(1).set.entities.first().canonical, QStringLiteral("Ames"));
    }
};

QTEST_GUILESS_MAIN(ExportersTest)
#include "exporters_test.moc"
