// JsonWriter and writeExtractionJson print the same bytes as QJsonDocument::toJson, in both layouts.
#include "codepoints.h"
#include "extractionjson.h"
#include "fixtures.h"
#include "jsonwriter.h"

#include <QCborValue>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

using namespace Touchline;

namespace {

// Drives the writer from a QJsonValue, so that both serialisers print the same values.
void writeValue(JsonWriter &out, const QJsonValue &value)
{
    if (value.isObject()) {
        out.beginObject();
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) { // QJsonObject iterates in key order
            out.key(it.key());
            writeValue(out, it.value());
        }
        out.endObject();
    } else if (value.isArray()) {
        out.beginArray();
        for (const QJsonValue &element : value.toArray())
            writeValue(out, element);
        out.endArray();
    } else if (value.isString()) {
        out.string(value.toString());
    } else if (value.isDouble()) {
        const QCborValue cbor = QCborValue::fromJsonValue(value); // tells integers from doubles
        if (cbor.isInteger())
            out.integer(cbor.toInteger());
        else
            out.number(cbor.toDouble());
    } else {
        QVERIFY2(value.isNull(), "the writer has no booleans; the tests do not need them");
        out.null();
    }
}

QByteArray written(const QJsonValue &value, JsonWriter::Layout layout)
{
    QByteArray bytes;
    JsonWriter out(bytes, layout);
    writeValue(out, value);
    return bytes;
}

QByteArray qtJson(const QJsonValue &value, QJsonDocument::JsonFormat format)
{
    return value.isArray() ? QJsonDocument(value.toArray()).toJson(format) : QJsonDocument(value.toObject()).toJson(format);
}

QString trickyString()
{
    return QStringLiteral("quote \" backslash \\ slash / ctrl \u0001\u001f del \u007f tab\tnewline\nreturn\r"
                          "bs\b ff\f Zo\u00EB \u00C5lund M\u00FCller \u201Cquoted\u201D \u4E2D\u6587 emoji \U0001F600\U0001F389 end");
}

// Surrogates that do not pair up are not valid UTF-16; QJsonDocument escapes them as \uxxxx.
QString loneSurrogates()
{
    QString text = QStringLiteral("high ");
    text += QChar(0xD83D);
    text += QStringLiteral(" low ");
    text += QChar(0xDE00);
    text += QStringLiteral(" reversed ");
    text += QChar(0xDE00);
    text += QChar(0xD83D);
    text += QStringLiteral(" at end ");
    text += QChar(0xD83D);
    return text;
}

// The QJsonObject-based writer that writeExtractionJson replaced, kept as the oracle.
QJsonObject oracleExtractionJson(const AnnotationSet &annotations, const QString &text)
{
    const CodePointIndex index(text);
    struct Row {
        TextSpan span;
        QJsonObject json;
    };
    QList<Row> rows;
    for (const Entity &entity : annotations.entities) {
        const Entity *team = entity.team.isEmpty() ? nullptr : annotations.entity(entity.team);
        for (const TextSpan &mention : entity.mentions) {
            QJsonObject json{{QStringLiteral("type"), entityTypeName(entity.type)},
                             {QStringLiteral("text"), mention.textIn(text)},
                             {QStringLiteral("start"), index.toCodePoint(mention.start)},
                             {QStringLiteral("end"), index.toCodePoint(mention.end)},
                             {QStringLiteral("canonical"), entity.canonical},
                             {QStringLiteral("id"), entity.id}};
            if (team)
                json.insert(QStringLiteral("team"), team->canonical);
            rows.append({mention, json});
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.span.start < b.span.start; });
    QJsonArray entities;
    for (const Row &row : rows)
        entities.append(row.json);
    QJsonArray values;
    for (const ValueMention &value : annotations.values) {
        values.append(QJsonObject{{QStringLiteral("type"), entityTypeName(value.type)},
                                  {QStringLiteral("text"), value.span.textIn(text)},
                                  {QStringLiteral("start"), index.toCodePoint(value.span.start)},
                                  {QStringLiteral("end"), index.toCodePoint(value.span.end)},
                                  {QStringLiteral("value"), value.value}});
    }
    QJsonArray events;
    for (const MatchEvent &event : annotations.events) {
        QJsonArray evidence;
        for (const TextSpan &span : event.evidence)
            evidence.append(QJsonObject{{QStringLiteral("start"), index.toCodePoint(span.start)},
                                        {QStringLiteral("end"), index.toCodePoint(span.end)},
                                        {QStringLiteral("text"), span.textIn(text)}});
        QJsonObject json{{QStringLiteral("id"), event.id},
                         {QStringLiteral("type"), eventTypeName(event.type)},
                         {QStringLiteral("minute"), event.time.isValid() ? QJsonValue(event.time.toString()) : QJsonValue()},
                         {QStringLiteral("period"), event.time.isValid() ? QJsonValue(event.time.period) : QJsonValue()},
                         {QStringLiteral("minute_text"), event.time.text},
                         {QStringLiteral("player"), event.player.isEmpty() ? QJsonValue() : QJsonValue(event.player)},
                         {QStringLiteral("second_player"), event.secondPlayer.isEmpty() ? QJsonValue() : QJsonValue(event.secondPlayer)},
                         {QStringLiteral("team"), event.team.isEmpty() ? QJsonValue() : QJsonValue(event.team)},
                         {QStringLiteral("detail"), event.detail},
                         {QStringLiteral("score"), event.scoreAfter ? QJsonValue(event.scoreAfter->toString()) : QJsonValue()},
                         {QStringLiteral("evidence"), evidence},
                         {QStringLiteral("confidence"), qRound(event.confidence * 100) / 100.0},
                         {QStringLiteral("status"), eventStatusName(event.status)}};
        if (!event.reviews.isEmpty())
            json.insert(QStringLiteral("reviews"), event.reviews);
        events.append(json);
    }
    QJsonArray warnings;
    for (const AnnotationWarning &warning : annotations.warnings)
        warnings.append(QJsonObject{{QStringLiteral("code"), warning.code}, {QStringLiteral("message"), warning.message}});
    QJsonObject result{{QStringLiteral("document"), annotations.document.name},
                       {QStringLiteral("offsets"), QStringLiteral("codepoints")},
                       {QStringLiteral("entities"), entities},
                       {QStringLiteral("values"), values},
                       {QStringLiteral("events"), events},
                       {QStringLiteral("warnings"), warnings}};
    if (!annotations.homeTeam.isEmpty())
        result.insert(QStringLiteral("home_team"), annotations.homeTeam);
    if (!annotations.awayTeam.isEmpty())
        result.insert(QStringLiteral("away_team"), annotations.awayTeam);
    if (annotations.finalScore)
        result.insert(QStringLiteral("final_score"), annotations.finalScore->toString());
    return result;
}

struct Report {
    QString text;
    AnnotationSet set;
};

/// A report with awkward characters, and every optional field both present and absent.
Report trickyReport()
{
    Report report;
    report.text = QStringLiteral("\U0001F600 \"Kane\" \\scored\\ for Tottenham\u0001 in the 23rd\tminute.\n"
                                 "M\u00FCller \U0001F389 equalised 1-1 for Bayern M\u00FCnchen on 90+3.\n");
    const QString &text = report.text;
    AnnotationSet &set = report.set;
    set.document.name = QStringLiteral("tricky \"name\"\\\u0001\U0001F600.txt");
    // no home team, an away team, no final score
    set.awayTeam = QStringLiteral("Bayern M\u00FCnchen");
    // the player is listed first but mentioned after the team: mentions are printed in text order
    set.entities.append({QStringLiteral("player:muller"), EntityType::Player, QStringLiteral("M\u00FCller"), QStringLiteral("team:bayern"),
                         {TestFixtures::spanOf(text, QStringLiteral("M\u00FCller"))}});
    set.entities.append({QStringLiteral("player:kane"), EntityType::Player, QStringLiteral("Harry \"H\" Kane"), QStringLiteral("team:missing"),
                         {TestFixtures::spanOf(text, QStringLiteral("\"Kane\""))}});
    set.entities.append({QStringLiteral("team:bayern"), EntityType::Team, QStringLiteral("Bayern M\u00FCnchen"), {},
                         {TestFixtures::spanOf(text, QStringLiteral("Bayern M\u00FCnchen"))}});
    set.entities.append({QStringLiteral("team:tottenham"), EntityType::Team, QStringLiteral("Tottenham\tHotspur"), {},
                         {TestFixtures::spanOf(text, QStringLiteral("Tottenham\u0001"))}});
    set.values.append({EntityType::Score, TestFixtures::spanOf(text, QStringLiteral("1-1")), QStringLiteral("1-1")});
    set.values.append({EntityType::Time, TestFixtures::spanOf(text, QStringLiteral("23rd\tminute")), QStringLiteral("23")});

    const double confidences[] = {0.1, 0.95, 1.0, 1e-7, 0.333333, 0.005, 0.0};
    int number = 0;
    for (double confidence : confidences) {
        MatchEvent event;
        event.id = QStringLiteral("e%1").arg(++number);
        event.type = number % 2 ? EventType::Goal : EventType::YellowCard;
        event.confidence = confidence;
        event.status = EventStatus(number % 4);
        if (number % 2) {
            event.time = *MatchTime::fromString(QStringLiteral("90+3"));
            event.time.text = QStringLiteral("on \"90+3\"\n");
            event.player = QStringLiteral("M\u00FCller \U0001F389");
            event.secondPlayer = QStringLiteral("back\\slash");
            event.team = QStringLiteral("Bayern M\u00FCnchen");
            event.detail = QStringLiteral("header\u0001\u001f");
            event.scoreAfter = Score{1, 1};
            event.reviews = QStringLiteral("e0");
            event.evidence = {TestFixtures::spanOf(text, QStringLiteral("M\u00FCller \U0001F389 equalised")),
                              TestFixtures::spanOf(text, QStringLiteral("on 90+3"))};
        }
        set.events.append(event);
    }
    set.warnings.append({QStringLiteral("score-mismatch"), QStringLiteral("\u201Cquoted\u201D \\ \"x\"\t\U0001F600")});
    return report;
}

} // namespace

class JsonWriterTest : public QObject
{
    Q_OBJECT

private slots:
    void matchesQJsonDocument_data()
    {
        QTest::addColumn<QJsonValue>("value");
        const QString tricky = trickyString();
        QTest::newRow("tricky strings") << QJsonValue(QJsonObject{
            {QStringLiteral("plain"), QStringLiteral("text")},
            {tricky, tricky},
            {QStringLiteral("empty"), QString()},
            {QStringLiteral("lone surrogates"), loneSurrogates()},
            {QStringLiteral("every control character"), [] {
                 QString all;
                 for (char16_t c = 0; c < 0x20; ++c)
                     all += QChar(c);
                 return all;
             }()}});
        QTest::newRow("numbers") << QJsonValue(QJsonArray{
            0, -1, 42, std::numeric_limits<int>::max(), qint64(1) << 53, qint64(-9007199254740993), 0.1, 0.95, 1.0, 1e-7, 0.5, -0.25,
            1.0 / 3.0, 123456.789, 1e20, 1e21, 2.5e-300, -0.0, std::nan(""), std::numeric_limits<double>::infinity()});
        QTest::newRow("nulls") << QJsonValue(QJsonObject{{QStringLiteral("a"), QJsonValue()}, {QStringLiteral("b"), QJsonArray{QJsonValue(), QJsonValue()}}});
        QTest::newRow("empty containers") << QJsonValue(QJsonObject{
            {QStringLiteral("array"), QJsonArray()},
            {QStringLiteral("object"), QJsonObject()},
            {QStringLiteral("nested"), QJsonArray{QJsonArray(), QJsonObject(), QJsonArray{QJsonArray{}}}},
            {QStringLiteral("deep"), QJsonObject{{QStringLiteral("x"), QJsonObject{{QStringLiteral("y"), QJsonArray{1, QJsonObject()}}}}}}});
        QTest::newRow("empty object") << QJsonValue(QJsonObject());
        QTest::newRow("empty array") << QJsonValue(QJsonArray());
        QTest::newRow("array of objects") << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("a"), 1}}, QJsonObject(), QStringLiteral("s")});
        // Indented 150 levels deep, a key's indentation alone outgrows the room the writer gathers a member in
        // on the stack: the deep members take the other way, into the array's own room.
        QTest::newRow("deep nesting") << [] {
            QJsonValue value = QJsonArray{1, QStringLiteral("leaf"), QJsonObject{{QStringLiteral("k"), 2}}};
            for (int depth = 0; depth < 150; ++depth)
                value = depth % 2 ? QJsonValue(QJsonArray{value, depth}) : QJsonValue(QJsonObject{{QStringLiteral("key"), value}, {QStringLiteral("n"), depth}});
            return value;
        }();
        QTest::newRow("long key and value") << QJsonValue(QJsonObject{{QString(300, u'k'), QString(3000, u'v')}, {QStringLiteral("short"), QString(90, u'\n')}});
    }

    void matchesQJsonDocument()
    {
        QFETCH(QJsonValue, value);
        QCOMPARE(written(value, JsonWriter::Layout::Compact), qtJson(value, QJsonDocument::Compact));
        QCOMPARE(written(value, JsonWriter::Layout::Indented), qtJson(value, QJsonDocument::Indented));
    }

    // Strings that mix plain ASCII with every kind of unit that needs an escape or more than one byte, at
    // every length and offset: the writer takes plain units four at a time, and each kind must stop that
    // wherever it falls.
    void randomStringsMatchQJsonDocument()
    {
        const std::array<char16_t, 14> awkward{u'"', u'\\', u'\n', u'\t', 0x01, 0x1f, 0x20, 0x7e, 0x7f, 0x80, 0xe9, 0x4e2d, 0xd83d, 0xde00};
        QRandomGenerator random(20261202);
        for (int round = 0; round < 3000; ++round) {
            QString text;
            const int length = int(random.bounded(41));
            for (int i = 0; i < length; ++i)
                text += QChar(random.bounded(4) ? char16_t(u'a' + random.bounded(26)) : awkward[random.bounded(int(awkward.size()))]);
            const QJsonValue value = QJsonArray{text};
            QCOMPARE(written(value, JsonWriter::Layout::Compact), qtJson(value, QJsonDocument::Compact));
        }
    }

    // The CLI serialises each report on its own, at depth 1, and splices them into the printed array.
    void splicesValuesWrittenAtDepthOne()
    {
        const QJsonObject first{{QStringLiteral("a"), QJsonArray{1, 2}}, {QStringLiteral("b"), QJsonObject()}};
        const QJsonObject second{{QStringLiteral("c"), trickyString()}};
        for (const auto layout : {JsonWriter::Layout::Compact, JsonWriter::Layout::Indented}) {
            QByteArray bytes;
            JsonWriter array(bytes, layout);
            array.beginArray();
            for (const QJsonObject &object : {first, second}) {
                QByteArray element;
                JsonWriter out(element, layout, 1);
                writeValue(out, object);
                array.raw(element);
            }
            array.endArray();
            const auto format = layout == JsonWriter::Layout::Compact ? QJsonDocument::Compact : QJsonDocument::Indented;
            QCOMPARE(bytes, QJsonDocument(QJsonArray{first, second}).toJson(format));
        }
    }

    // Spilled over in pieces (a file written through a small buffer), the bytes are the same, and the
    // buffer never holds much more than the threshold.
    void spillsOverTheSameBytes()
    {
        QJsonArray values;
        for (int i = 0; i < 200; ++i)
            values.append(QJsonObject{{QStringLiteral("text"), trickyString()}, {QStringLiteral("n"), i}, {QStringLiteral("long"), QString(i * 7, u'x')}});
        for (const auto layout : {JsonWriter::Layout::Compact, JsonWriter::Layout::Indented}) {
            constexpr qsizetype threshold = 256;
            QByteArray spilled;
            int spills = 0;
            qsizetype largest = 0;
            QByteArray buffer;
            JsonWriter out(buffer, layout);
            out.spillOver(threshold, [&](QByteArrayView bytes) {
                spilled += bytes;
                ++spills;
                largest = std::max(largest, bytes.size());
            });
            writeValue(out, values);
            QVERIFY(buffer.size() < threshold);
            spilled += buffer;
            QCOMPARE(spilled, written(values, layout));
            QVERIFY(spills > 10);
            QVERIFY2(largest < threshold + 8 * 1400, qPrintable(QString::number(largest))); // one value past it at most
        }
    }

    void extractionMatchesTheQJsonObjectVersion_data()
    {
        QTest::addColumn<QString>("report");
        QTest::newRow("fixture") << QStringLiteral("fixture");
        QTest::newRow("tricky") << QStringLiteral("tricky");
        QTest::newRow("empty") << QStringLiteral("empty");
    }

    void extractionMatchesTheQJsonObjectVersion()
    {
        QFETCH(QString, report);
        Report input;
        if (report == QLatin1String("fixture")) {
            input.text = TestFixtures::sampleText();
            input.set = TestFixtures::sampleSet(input.text);
        } else if (report == QLatin1String("tricky")) {
            input = trickyReport();
        }
        const QString &text = input.text;
        const AnnotationSet &annotations = input.set;
        const QJsonObject oracle = oracleExtractionJson(annotations, text);
        QJsonObject oracleWithPath = oracle;
        oracleWithPath.insert(QStringLiteral("path"), QStringLiteral("reports/\u00E9t\u00E9 \"1\".txt"));

        for (const auto format : {QJsonDocument::Compact, QJsonDocument::Indented}) {
            const auto layout = format == QJsonDocument::Compact ? JsonWriter::Layout::Compact : JsonWriter::Layout::Indented;
            QByteArray bytes;
            JsonWriter out(bytes, layout);
            writeExtractionJson(out, annotations, text);
            QCOMPARE(bytes, QJsonDocument(oracle).toJson(format));

            QByteArray withPath;
            JsonWriter pathOut(withPath, layout);
            writeExtractionJson(pathOut, annotations, text, oracleWithPath.value(QStringLiteral("path")).toString());
            QCOMPARE(withPath, QJsonDocument(oracleWithPath).toJson(format));

            // as the CLI prints several reports: each written at depth 1, spliced into one array
            QByteArray array;
            JsonWriter arrayOut(array, layout);
            arrayOut.beginArray();
            for (int copy = 0; copy < 2; ++copy) {
                QByteArray element;
                JsonWriter elementOut(element, layout, 1);
                writeExtractionJson(elementOut, annotations, text, oracleWithPath.value(QStringLiteral("path")).toString());
                arrayOut.raw(element);
            }
            arrayOut.endArray();
            QCOMPARE(array, QJsonDocument(QJsonArray{oracleWithPath, oracleWithPath}).toJson(format));
        }
        QCOMPARE(extractionToJson(annotations, text), oracle);
    }
};

QTEST_GUILESS_MAIN(JsonWriterTest)
#include "jsonwriter_test.moc"
