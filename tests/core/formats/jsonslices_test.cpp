#include "jsonslices.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Touchline;

class JsonSlicesTest : public QObject
{
    Q_OBJECT
private:
    static QByteArray textOf(QByteArrayView json, JsonSlices::Slice slice) { return json.sliced(slice.start, slice.end - slice.start).toByteArray(); }

private slots:
    void findsMembersWithoutParsingThem()
    {
        // Strings that hold brackets, quotes and backslashes, past the sixteen bytes taken a step.
        const QByteArray json = "  {\n    \"plain\": 12,\n    \"tricky\": \"a ] } [ { \\\" \\\\\",\n"
                                "    \"nested\": {\"list\": [1, [2, 3], {\"x\": \"]\"}], \"long\": \"0123456789abcdef}0123456789\"},\n"
                                "    \"esc\\u0061ped\": true, \"empty\": [], \"nothing\": null\n  }\n\n";
        const auto whole = JsonSlices::document(json);
        QVERIFY(whole);
        QCOMPARE(json.at(whole->start), '{');
        QCOMPARE(whole->end, json.lastIndexOf('}') + 1);
        const auto members = JsonSlices::members(json, *whole);
        QVERIFY(members);
        QStringList keys;
        for (const JsonSlices::Member &member : *members)
            keys.append(member.key);
        QCOMPARE(keys, (QStringList{QStringLiteral("plain"), QStringLiteral("tricky"), QStringLiteral("nested"), QStringLiteral("escaped"),
                                    QStringLiteral("empty"), QStringLiteral("nothing")}));
        QCOMPARE(textOf(json, members->at(0).value), QByteArray("12"));
        QCOMPARE(textOf(json, members->at(1).value), QByteArray("\"a ] } [ { \\\" \\\\\""));
        QCOMPARE(JsonSlices::parse(json, members->at(1).value)->toString(), QStringLiteral("a ] } [ { \" \\"));
        // Each value parsed from its slice is what parsing the whole text gives.
        const QJsonObject reference = QJsonDocument::fromJson(json).object();
        for (const JsonSlices::Member &member : *members) {
            const auto value = JsonSlices::parse(json, member.value);
            QVERIFY2(value, qPrintable(member.key));
            QCOMPARE(*value, reference.value(member.key));
        }
    }

    void findsElements()
    {
        const QByteArray json = "[ {\"a\": [1, 2]}, \"x]\", 3.5e2 ,false,[[]] ]";
        const auto elements = JsonSlices::elements(json, *JsonSlices::document(json));
        QVERIFY(elements);
        QStringList texts;
        for (const JsonSlices::Slice &slice : *elements)
            texts.append(QString::fromUtf8(textOf(json, slice)));
        QCOMPARE(texts, (QStringList{QStringLiteral("{\"a\": [1, 2]}"), QStringLiteral("\"x]\""), QStringLiteral("3.5e2"), QStringLiteral("false"),
                                     QStringLiteral("[[]]")}));
        QCOMPARE(JsonSlices::parse(json, elements->at(2))->toDouble(), 350.0);
        QCOMPARE(JsonSlices::elements("[]", {0, 2})->size(), 0);
        QCOMPARE(JsonSlices::elements("[ \n ]", {0, 5})->size(), 0);
        QVERIFY(!JsonSlices::elements("{}", {0, 2})); // not an array
        QVERIFY(!JsonSlices::members("[]", {0, 2}));  // not an object
    }

    void refusesMalformedStructure_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("missing comma") << QByteArray("{\"a\": 1 \"b\": 2}");
        QTest::newRow("trailing comma") << QByteArray("{\"a\": 1,}");
        QTest::newRow("missing colon") << QByteArray("{\"a\" 1}");
        QTest::newRow("key not a string") << QByteArray("{a: 1}");
        QTest::newRow("unterminated string") << QByteArray("{\"a\": \"never closed}");
        QTest::newRow("unclosed object value") << QByteArray("{\"a\": {\"b\": [1, 2}");
        QTest::newRow("empty value") << QByteArray("{\"a\": , \"b\": 1}");
        QTest::newRow("text after the document") << QByteArray("{\"a\": 1} {\"b\": 2}");
        QTest::newRow("nothing") << QByteArray(" \n ");
    }

    void refusesMalformedStructure()
    {
        QFETCH(QByteArray, json);
        const auto whole = JsonSlices::document(json);
        QVERIFY(!whole || !JsonSlices::members(json, *whole));
    }

    // What lies inside a slice is checked when it is parsed.
    void parseRefusesInvalidValues_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("bad literal") << QByteArray("[tru]");
        QTest::newRow("bad number") << QByteArray("[1.2.3]");
        QTest::newRow("mismatched brackets inside") << QByteArray("[{\"a\": [1}]]");
        QTest::newRow("missing comma inside") << QByteArray("[{\"a\": 1 \"b\": 2}]");
    }

    void parseRefusesInvalidValues()
    {
        QFETCH(QByteArray, json);
        const auto elements = JsonSlices::elements(json, *JsonSlices::document(json));
        QVERIFY(elements);
        QCOMPARE(elements->size(), 1);
        QVERIFY(!JsonSlices::parse(json, elements->first()));
    }
};

QTEST_GUILESS_MAIN(JsonSlicesTest)
#include "jsonslices_test.moc"
