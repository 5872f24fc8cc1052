#include "fixtures.h"

#include "codepoints.h"
#include "extractor.h"
#include "filesizelimit.h"
#include "jsonwriter.h"
#include "nativeformat.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <unistd.h>

using namespace Touchline;
using namespace Touchline::TestFixtures;

class NativeFormatTest : public QObject
{
    Q_OBJECT
private:
    static AnnotationSet parsed(const QByteArray &json, const QString &text, ReanchorReport *report = nullptr)
    {
        auto result = NativeFormat::parse(json, text, QStringLiteral("test.touchline.json"), report);
        if (auto *error = std::get_if<FormatError>(&result))
            qFatal("unexpected error: %s", qPrintable(error->message()));
        return std::get<AnnotationSet>(result);
    }

    static void compareTimes(const AnnotationSet &a, const AnnotationSet &b)
    {
        QCOMPARE(a.events.size(), b.events.size());
        for (int i = 0; i < a.events.size(); ++i) {
            QCOMPARE(a.events.at(i).time.precision, b.events.at(i).time.precision);
            QCOMPARE(a.events.at(i).time.text, b.events.at(i).time.text);
        }
    }

private slots:
    void roundTripIsIdentical()
    {
        const QString text = sampleText();
        const AnnotationSet set = sampleSet(text);
        const QByteArray json = NativeFormat::serialize(set, text);
        ReanchorReport report;
        const AnnotationSet loaded = parsed(json, text, &report);
        QCOMPARE(loaded.entities, set.entities);
        QCOMPARE(loaded.values, set.values);
        QCOMPARE(loaded.events, set.events);
        compareTimes(loaded, set);
        QCOMPARE(loaded.warnings, set.warnings);
        QCOMPARE(loaded.lastChanged, set.lastChanged);
        QVERIFY(loaded == set);
        QVERIFY(!report.textChanged());
        QCOMPARE(report.checked, 10 + 3 + 5); // mentions, values, evidence
        // Serialising again gives the same bytes.
        QCOMPARE(NativeFormat::serialize(loaded, text), json);
    }

    void writesTheBytesQtJsonWouldPrint()
    {
        // The file is streamed, not built as a QJsonObject: it must still read as Qt prints JSON (members in
        // alphabetical order, its number and string forms), so files written before stay byte for byte.
        const QString text = sampleText();
        AnnotationSet set = sampleSet(text);
        set.events.first().confidence = 0.875;
        set.warnings.append({QStringLiteral("unanchored"), QStringLiteral("a \"quoted\" span\tmoved")});
        const QByteArray indented = NativeFormat::serialize(set, text);
        QCOMPARE(indented, QJsonDocument::fromJson(indented).toJson(QJsonDocument::Indented));
        QByteArray compact;
        JsonWriter out(compact);
        NativeFormat::write(out, set, text);
        QCOMPARE(compact, QJsonDocument::fromJson(indented).toJson(QJsonDocument::Compact));
        const QJsonObject root = QJsonDocument::fromJson(compact).object();
        QCOMPARE(root.value(QStringLiteral("warnings")).toArray().last().toObject().value(QStringLiteral("message")).toString(),
                 set.warnings.last().message);
        QCOMPARE(root.value(QStringLiteral("events")).toArray().first().toObject().value(QStringLiteral("confidence")).toDouble(), 0.875);
    }

    void readsBackEveryScoreItWrites()
    {
        const QString text = sampleText();
        AnnotationSet set = sampleSet(text);
        set.finalScore = Score{149, 0};
        set.events.first().scoreAfter = Score{1000, 54};
        const AnnotationSet loaded = parsed(NativeFormat::serialize(set, text), text);
        QCOMPARE(loaded.finalScore->toString(), QStringLiteral("149-0"));
        QCOMPARE(loaded.events.first().scoreAfter->toString(), QStringLiteral("1000-54"));
        QVERIFY(!Score::fromString(u"99999999999-1")); // past an int: not a score
    }

    void roundTripKeepsEmptyAndUnknownValues()
    {
        const QString text = QStringLiteral("x");
        AnnotationSet set;
        MatchEvent event;
        event.id = QStringLiteral("e9");
        event.type = EventType::Injury;
        event.time.minute = 45;
        event.time.addedMinute = -1; // "45+", amount unknown
        set.events.append(event);
        const AnnotationSet loaded = parsed(NativeFormat::serialize(set, text), text);
        QVERIFY(loaded == set);
        QVERIFY(!loaded.lastChanged.isValid());
        QVERIFY(!loaded.finalScore);
    }

    void offsetsAreCodePoints_data()
    {
        QTest::addColumn<QString>("needle");
        QTest::addColumn<int>("emojisBefore");
        QTest::newRow("before any emoji") << QStringLiteral("Harbour Rovers") << 0;
        QTest::newRow("after the party popper") << QStringLiteral("Zo\u00EB \u00C5lund") << 1;
        QTest::newRow("after both emojis") << QStringLiteral("for Harbour Rovers.") << 2;
    }

    void offsetsAreCodePoints()
    {
        QFETCH(QString, needle);
        QFETCH(int, emojisBefore);
        const QString text = sampleText();
        AnnotationSet set;
        const TextSpan span = spanOf(text, needle);
        set.entities.append({QStringLiteral("x"), EntityType::Team, needle, {}, {span}});
        const QJsonObject root = QJsonDocument::fromJson(NativeFormat::serialize(set, text)).object();
        QCOMPARE(root.value(QStringLiteral("offsets")).toString(), QStringLiteral("codepoints"));
        QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("touchline-annotations"));
        QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
        const QJsonObject mention = root.value(QStringLiteral("entities")).toArray().at(0).toObject()
                                        .value(QStringLiteral("mentions")).toArray().at(0).toObject();
        QCOMPARE(mention.value(QStringLiteral("start")).toInt(), span.start - emojisBefore);
        QCOMPARE(mention.value(QStringLiteral("end")).toInt(), span.end - emojisBefore);
        QCOMPARE(mention.value(QStringLiteral("text")).toString(), needle);
        // The code-point offsets pick out the same text from the code points of the text.
        const QList<uint> codePoints = text.toUcs4();
        const QList<uint> picked = codePoints.mid(mention.value(QStringLiteral("start")).toInt(), needle.toUcs4().size());
        QCOMPARE(QString::fromUcs4(reinterpret_cast<const char32_t *>(picked.constData()), picked.size()), needle);
    }

    void sidecarPath_data()
    {
        QTest::addColumn<QString>("report");
        QTest::addColumn<QString>("sidecar");
        QTest::newRow("txt") << QStringLiteral("/x/match.txt") << QStringLiteral("/x/match.touchline.json");
        QTest::newRow("html") << QStringLiteral("/x/y/match.html") << QStringLiteral("/x/y/match.touchline.json");
        QTest::newRow("dots in name") << QStringLiteral("/x/2024.03.09-final.md") << QStringLiteral("/x/2024.03.09-final.touchline.json");
        QTest::newRow("no suffix") << QStringLiteral("/x/report") << QStringLiteral("/x/report.touchline.json");
        QTest::newRow("relative") << QStringLiteral("match.txt") << QStringLiteral("match.touchline.json");
    }

    void sidecarPath()
    {
        QFETCH(QString, report);
        QFETCH(QString, sidecar);
        QCOMPARE(NativeFormat::sidecarPath(report), sidecar);
    }

    void rejectsBadFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        const QByteArray head = "{\n  \"format\": \"touchline-annotations\",\n  \"version\": 1,\n  \"document\": {\"name\": \"a.txt\"},\n";
        QTest::newRow("empty") << QByteArray("  \n") << QStringLiteral("empty") << 0 << QString();
        QTest::newRow("syntax error") << QByteArray(head + "  \"events\": [\n    {\"id\": \"e1\" \"type\": \"GOAL\"}\n  ]\n}\n")
                                      << QStringLiteral("not valid JSON") << 6 << QStringLiteral("id");
        QTest::newRow("truncated") << QByteArray(head + "  \"events\": [\n    {\"id\": \"e1\", \"type\": \"GO")
                                   << QStringLiteral("truncated") << 6 << QStringLiteral("type");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("top level is not a JSON object") << 1 << QString();
        QTest::newRow("other format") << QByteArray("{\n\"format\": \"brat\", \"version\": 1}") << QStringLiteral("format is \"brat\"") << 2
                                      << QStringLiteral("format");
        QTest::newRow("newer version") << QByteArray("{\"format\": \"touchline-annotations\",\n\n \"version\": 7}")
                                       << QStringLiteral("newer Touchline (format version 7") << 3 << QStringLiteral("version");
        QTest::newRow("no version") << QByteArray("{\"format\": \"touchline-annotations\"}") << QStringLiteral("version") << 0
                                    << QStringLiteral("version");
        QTest::newRow("minute not a number")
            << QByteArray(head + "  \"events\": [\n    {\"id\": \"e1\", \"type\": \"GOAL\",\n     \"time\": {\"minute\": \"23\"}}\n  ]\n}\n")
            << QStringLiteral("expected a whole number") << 7 << QStringLiteral("events[0].time.minute");
        QTest::newRow("unknown event type")
            << QByteArray(head + "  \"events\": [\n    {\"id\": \"e1\", \"type\": \"GOAL\"},\n    {\"id\": \"e2\",\n     \"type\": \"HATTRICK\"}\n  ]\n}\n")
            << QStringLiteral("unknown event type \"HATTRICK\"") << 8 << QStringLiteral("events[1].type");
        QTest::newRow("missing id") << QByteArray(head + "  \"entities\": [\n    {\"type\": \"PLAYER\"}\n  ]\n}\n")
                                    << QStringLiteral("missing required field \"id\"") << 6 << QStringLiteral("entities[0]");
        QTest::newRow("end before start")
            << QByteArray(head + "  \"entities\": [{\"id\": \"p\", \"type\": \"PLAYER\",\n  \"mentions\": [{\"start\": 5, \"end\": 2}]}]\n}\n")
            << QStringLiteral("before start") << 6 << QStringLiteral("entities[0].mentions[0].end");
        QTest::newRow("bad score") << QByteArray(head + "  \"final_score\": \"two-one\"\n}\n") << QStringLiteral("not a score") << 5
                                   << QStringLiteral("final_score");
        // Read one element at a time, a file still reports a syntax error before any fault in its values.
        QTest::newRow("syntax error after a bad value")
            << QByteArray(head + "  \"events\": [\n    {\"id\": \"e1\", \"type\": \"HATTRICK\"},\n    {\"id\": \"e2\" \"type\": \"GOAL\"}\n  ]\n}\n")
            << QStringLiteral("not valid JSON") << 7 << QStringLiteral("id");
        QTest::newRow("text between elements")
            << QByteArray(head + "  \"events\": [\n    {\"id\": \"e1\", \"type\": \"GOAL\"} x\n  ]\n}\n") << QStringLiteral("not valid JSON") << 7
            << QStringLiteral("type");
        QTest::newRow("element not an object") << QByteArray(head + "  \"events\": [\n    5\n  ]\n}\n") << QStringLiteral("expected an object") << 6
                                               << QStringLiteral("events[0]");
        QTest::newRow("entities not an array") << QByteArray(head + "  \"entities\": {\"id\": \"p\"}\n}\n") << QStringLiteral("expected an array") << 5
                                               << QStringLiteral("entities");
        QTest::newRow("offsets only, outside the text")
            << QByteArray(head + "  \"entities\": [{\"id\": \"p\", \"type\": \"PLAYER\",\n  \"mentions\": [{\"start\": 5, \"end\": 900}]}]\n}\n")
            << QStringLiteral("outside the text") << 6 << QStringLiteral("entities[0].mentions[0]");
    }

    void rejectsBadFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, reason);
        QFETCH(int, line);
        QFETCH(QString, field);
        auto result = NativeFormat::parse(json, sampleText(), QStringLiteral("/x/bad.touchline.json"));
        QVERIFY(std::holds_alternative<FormatError>(result));
        const FormatError error = std::get<FormatError>(result);
        QVERIFY2(error.reason.contains(reason), qPrintable(error.message()));
        QCOMPARE(error.line, line);
        QCOMPARE(error.field, field);
        QVERIFY(error.message().startsWith(QStringLiteral("/x/bad.touchline.json")));
    }

    // Keys written with escapes and repeated keys read as a JSON parser reads them: the last one counts.
    void readsEscapesAndRepeatedKeysAsJsonDoes()
    {
        const QString text = sampleText();
        const QByteArray json = "{\"format\": \"touchline-annotations\", \"version\": 1, \"document\": {\"name\": \"a.txt\"},\n"
                                "\"home_team\": \"First\", \"home_team\": \"Harbour \\\"City\\\" [1]\",\n"
                                "\"events\": [{\"id\": \"lost\", \"type\": \"GOAL\"}],\n"
                                "\"ev\\u0065nts\": [{\"id\": \"e1\", \"type\": \"RED_CARD\", \"detail\": \"} ] {\"}, {\"id\": \"e2\", \"type\": \"GOAL\"}]}";
        const AnnotationSet set = parsed(json, text);
        QCOMPARE(set.homeTeam, QStringLiteral("Harbour \"City\" [1]"));
        QCOMPARE(set.events.size(), 2);
        QCOMPARE(set.events.at(0).id, QStringLiteral("e1"));
        QCOMPARE(set.events.at(0).type, EventType::RedCard);
        QCOMPARE(set.events.at(0).detail, QStringLiteral("} ] {"));
        QCOMPARE(set.events.at(1).id, QStringLiteral("e2"));
        QVERIFY(QJsonDocument::fromJson(json).isObject()); // valid JSON, as the test means it
    }

    // What QJsonDocument reads though it is not strict JSON (a raw tab in a string, an unknown escape) is
    // read as it reads it: such a file was readable before annotation files had a parser of their own.
    void readsLaxJsonAsQtDoes()
    {
        const QByteArray json = "{\"format\": \"touchline-annotations\", \"version\": 1, \"document\": {\"name\": \"a.txt\"},\n"
                                "\"events\": [{\"id\": \"e1\", \"type\": \"GOAL\", \"detail\": \"left\tfoot \\q\", \"confidence\": .5}]}";
        const AnnotationSet set = parsed(json, sampleText());
        QCOMPARE(set.events.size(), 1);
        const QJsonObject event = QJsonDocument::fromJson(json).object().value(QStringLiteral("events")).toArray().at(0).toObject();
        QCOMPARE(set.events.at(0).detail, event.value(QStringLiteral("detail")).toString());
        QVERIFY(set.events.at(0).detail.contains(QLatin1Char('\t')));
        QCOMPARE(set.events.at(0).confidence, 0.5);
    }

    void truncatedFilesNeverCrash()
    {
        const QString text = sampleText();
        const QByteArray json = NativeFormat::serialize(sampleSet(text), text);
        for (qsizetype length = 0; length < json.size() - 2; length += 7) {
            auto result = NativeFormat::parse(json.left(length), text, QStringLiteral("cut.touchline.json"));
            QVERIFY2(std::holds_alternative<FormatError>(result), qPrintable(QString::number(length)));
        }
    }

    void saveAndLoadThroughFiles()
    {
        QTemporaryDir dir;
        const QString text = sampleText();
        const AnnotationSet set = sampleSet(text);
        const QString path = dir.filePath(QStringLiteral("match.touchline.json"));
        QVERIFY(!NativeFormat::save(set, text, path));
        auto loaded = NativeFormat::load(path, text);
        QVERIFY(std::holds_alternative<AnnotationSet>(loaded));
        QVERIFY(std::get<AnnotationSet>(loaded) == set);
        auto missing = NativeFormat::load(dir.filePath(QStringLiteral("none.touchline.json")), text);
        QVERIFY(std::get<FormatError>(missing).message().contains(QStringLiteral("no such file")));
    }

    // A report of a few hundred kilobytes makes a file of several megabytes, written through a buffer of
    // one: the file holds exactly what serialize() builds whole.
    static QString longText() { return sampleText().repeated(1000); }

    void saveStreamsWhatSerializeBuilds()
    {
        QTemporaryDir dir;
        const QString text = longText();
        const AnnotationSet set = Extractor().extract(text);
        const QByteArray whole = NativeFormat::serialize(set, text);
        QVERIFY2(whole.size() > 3 * 1024 * 1024, qPrintable(QString::number(whole.size())));
        const QString path = dir.filePath(QStringLiteral("long.touchline.json"));
        QVERIFY(!NativeFormat::save(set, text, path));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), whole);
    }

    // The disk fills up halfway through (here a file size limit): the error names the file, and the file
    // saved before is still there, whole.
    void saveFailingHalfwayKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString text = longText();
        const QString path = dir.filePath(QStringLiteral("long.touchline.json"));
        QVERIFY(!NativeFormat::save(sampleSet(sampleText()), sampleText(), path));
        const QByteArray before = NativeFormat::serialize(sampleSet(sampleText()), sampleText());
        std::optional<FormatError> error;
        {
            const FileSizeLimit limit(2 * 1024 * 1024);
            error = NativeFormat::save(Extractor().extract(text), text, path);
        }
        QVERIFY(error.has_value());
        QVERIFY2(error->message().contains(path), qPrintable(error->message()));
        QVERIFY2(error->message().contains(qt_error_string(EFBIG)), qPrintable(error->message()));
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("long.touchline.json")});
    }

    void failedSaveKeepsOldFile_data()
    {
        QTest::addColumn<bool>("readOnlyFolder");
        QTest::newRow("parent is a regular file") << false;
        QTest::newRow("read-only folder") << true;
    }

    void failedSaveKeepsOldFile()
    {
        QFETCH(bool, readOnlyFolder);
        QTemporaryDir dir;
        const QString text = sampleText();
        AnnotationSet set = sampleSet(text);
        QString path;
        QByteArray before;
        if (readOnlyFolder) {
            QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("ro")));
            const QString folder = dir.filePath(QStringLiteral("ro"));
            path = folder + QStringLiteral("/match.touchline.json");
            QVERIFY(!NativeFormat::save(set, text, path));
            before = NativeFormat::serialize(set, text);
            QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
            QFile probe(folder + QStringLiteral("/probe"));
            if (probe.open(QIODevice::WriteOnly)) {
                probe.close();
                probe.remove();
                QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
                QSKIP("running as root (or on a file system that ignores permissions): a read-only folder is still writable; "
                      "the 'parent is a regular file' row covers failed writes");
            }
        } else {
            // A path whose parent is a regular file cannot be written by anyone, root included.
            QFile blocker(dir.filePath(QStringLiteral("notafolder")));
            QVERIFY(blocker.open(QIODevice::WriteOnly));
            blocker.write("old contents\n");
            blocker.close();
            before = "old contents\n";
            path = dir.filePath(QStringLiteral("notafolder/match.touchline.json"));
        }
        set.events.removeLast();
        const auto error = NativeFormat::save(set, text, path);
        QVERIFY(error.has_value());
        QVERIFY2(error->message().contains(path), qPrintable(error->message()));
        QFile old(readOnlyFolder ? path : dir.filePath(QStringLiteral("notafolder")));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), before);
        if (readOnlyFolder)
            QFile::setPermissions(QFileInfo(path).path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    void newerVersionLeavesFileUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.touchline.json"));
        const QByteArray future = "{\"format\": \"touchline-annotations\", \"version\": 2, \"shiny\": true}";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(future);
        file.close();
        auto result = NativeFormat::load(path, QString());
        QVERIFY(std::get<FormatError>(result).reason.contains(QStringLiteral("newer Touchline")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), future);
    }

    void validateChecksStructureWithoutText()
    {
        const QString text = sampleText();
        QVERIFY(!NativeFormat::validate(NativeFormat::serialize(sampleSet(text), text), QStringLiteral("a")));
        const auto error = NativeFormat::validate("{\"format\": \"touchline-annotations\", \"version\": 1, \"document\": {}, \"events\": 3}",
                                                  QStringLiteral("a"));
        QVERIFY(error);
        QCOMPARE(error->field, QStringLiteral("events"));
    }
};

QTEST_GUILESS_MAIN(NativeFormatTest)
#include "nativeformat_test.moc"
