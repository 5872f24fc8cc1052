#include "jsontree.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Touchline;
using namespace Qt::StringLiterals;

class JsonTreeTest : public QObject
{
    Q_OBJECT
private:
    // Every member of `value`, read both ways, compared: the tree must read what QJsonDocument reads.
    static void compareWithQt(const JsonTree::Value &value, const QJsonValue &expected)
    {
        switch (expected.type()) {
        case QJsonValue::Null: QVERIFY(value.isNull()); break;
        case QJsonValue::Bool: QVERIFY(value.isBool()); QCOMPARE(value.toBool(), expected.toBool()); break;
        case QJsonValue::Double: QVERIFY(value.isDouble()); QCOMPARE(value.toDouble(), expected.toDouble()); break;
        case QJsonValue::String: QVERIFY(value.isString()); QCOMPARE(value.toString(), expected.toString()); break;
        case QJsonValue::Array: {
            QVERIFY(value.isArray());
            const QJsonArray array = expected.toArray();
            QCOMPARE(value.size(), array.size());
            JsonTree::Value element = value.first();
            for (const QJsonValue &each : array) {
                compareWithQt(element, each);
                element = element.next();
            }
            QVERIFY(element.isUndefined());
            break;
        }
        case QJsonValue::Object: {
            QVERIFY(value.isObject());
            const QJsonObject object = expected.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                compareWithQt(value.member(QLatin1StringView(it.key().toLatin1())), it.value());
            break;
        }
        default: QFAIL("undefined"); break;
        }
    }

private slots:
    void readsWhatQtReads()
    {
        const QByteArray json = "  {\n  \"plain\": 12, \"negative\": -0.25e1, \"zero\": -0, \"big\": 12345678901234,\n"
                                "  \"tricky\": \"a ] } [ { \\\" \\\\ \\/ \\b\\f\\n\\r\\t \\u00e9 \\ud83d\\ude00\",\n"
                                "  \"utf8\": \"Tomás “Kane” 😀\", \"empty\": \"\", \"nothing\": null, \"yes\": true, \"no\": false,\n"
                                "  \"nested\": {\"list\": [1, [2, 3], {\"x\": \"]\"}, [], {}], \"long\": \"0123456789abcdef}0123456789\"},\n"
                                "  \"events\": [{\"id\": \"e1\", \"time\": {\"minute\": 45, \"added\": 2}}, {\"id\": \"e2\"}]\n}\n\n";
        const std::optional<JsonTree> tree = JsonTree::parse(json);
        QVERIFY(tree);
        const QJsonDocument expected = QJsonDocument::fromJson(json);
        QVERIFY(expected.isObject());
        compareWithQt(tree->root(), expected.object());
        QCOMPARE(tree->root().size(), expected.object().size());
        QCOMPARE(tree->root().member("tricky"_L1).toString(), u"a ] } [ { \" \\ / \b\f\n\r\t é 😀"_s);
    }

    void membersAsQJsonObjectReadsThem()
    {
        const QByteArray json = R"({"team": "First", "ev\u0065nts": [1], "team": "Second", "n": 3})";
        const std::optional<JsonTree> tree = JsonTree::parse(json);
        QVERIFY(tree);
        const JsonTree::Value root = tree->root();
        QCOMPARE(root.member("team"_L1).toString(), u"Second"_s); // the last of a repeated key
        QCOMPARE(root.member("events"_L1).size(), 1);               // a key written with an escape
        QVERIFY(root.member("missing"_L1).isUndefined());
        QVERIFY(!root.contains("missing"_L1));
        QVERIFY(root.member("n"_L1).member("x"_L1).isUndefined()); // not an object
        QCOMPARE(root.member("n"_L1).toString(), QString());      // not a string
        QCOMPARE(root.member("team"_L1).toDouble(-1), -1.0);      // not a number
        QCOMPARE(root.member("n"_L1).displayText(), u"3"_s);
        QVERIFY(root.member("n"_L1).next().isUndefined()); // the last member
        QVERIFY(root.member("n"_L1).first().isUndefined()); // no children
    }

    void refusesWhatIsNotJson_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("qtAccepts"); // QJsonDocument is laxer: NativeFormat reads what it reads then
        QTest::newRow("missing comma") << QByteArray("{\"a\": 1 \"b\": 2}") << false;
        QTest::newRow("trailing comma") << QByteArray("{\"a\": 1,}") << false;
        QTest::newRow("trailing comma in an array") << QByteArray("[1,]") << false;
        QTest::newRow("missing colon") << QByteArray("{\"a\" 1}") << false;
        QTest::newRow("key not a string") << QByteArray("{a: 1}") << false;
        QTest::newRow("unterminated string") << QByteArray("{\"a\": \"never closed}") << false;
        QTest::newRow("unclosed") << QByteArray("{\"a\": {\"b\": [1, 2]}") << false;
        QTest::newRow("mismatched brackets") << QByteArray("[{\"a\": [1}]]") << false;
        QTest::newRow("empty value") << QByteArray("{\"a\": , \"b\": 1}") << false;
        QTest::newRow("text after the document") << QByteArray("{\"a\": 1} {\"b\": 2}") << false;
        QTest::newRow("nothing") << QByteArray(" \n ") << false;
        QTest::newRow("bad literal") << QByteArray("[tru]") << false;
        QTest::newRow("leading zero") << QByteArray("[01]") << false;
        QTest::newRow("bare fraction") << QByteArray("[.5]") << true;
        QTest::newRow("no fraction digits") << QByteArray("[1.]") << true;
        QTest::newRow("no exponent digits") << QByteArray("[1e+]") << false;
        QTest::newRow("plus sign") << QByteArray("[+1]") << false;
        QTest::newRow("bad escape") << QByteArray("[\"\\x\"]") << true;
        QTest::newRow("short unicode escape") << QByteArray("[\"\\u12\"]") << false;
        QTest::newRow("control character") << QByteArray("[\"a\tb\"]") << true;
        QTest::newRow("invalid UTF-8") << QByteArray("[\"\xC3\x28\"]") << false;
        QTest::newRow("overlong UTF-8") << QByteArray("[\"\xC0\xAF\"]") << false;
        QTest::newRow("cut UTF-8") << QByteArray("[\"\xE2\x80\"]") << false;
        QTest::newRow("too deep") << QByteArray(JsonTree::maxDepth + 1, '[') + QByteArray(JsonTree::maxDepth + 1, ']') << false;
    }

    void refusesWhatIsNotJson()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, qtAccepts);
        QVERIFY(!JsonTree::parse(json));
        QJsonParseError error;
        QJsonDocument::fromJson(json, &error);
        QCOMPARE(error.error == QJsonParseError::NoError, qtAccepts);
    }

    void acceptsNestingUpToTheLimit()
    {
        const QByteArray json = QByteArray(JsonTree::maxDepth, '[') + QByteArray(JsonTree::maxDepth, ']');
        const std::optional<JsonTree> tree = JsonTree::parse(json);
        QVERIFY(tree);
        JsonTree::Value value = tree->root();
        for (int depth = 1; depth < JsonTree::maxDepth; ++depth)
            value = value.first();
        QVERIFY(value.isArray());
        QCOMPARE(value.size(), 0);
    }
};

QTEST_GUILESS_MAIN(JsonTreeTest)
#include "jsontree_test.moc"
