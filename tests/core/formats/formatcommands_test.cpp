// touchline-cli export, import and validate, run as a user would.
#include "fixtures.h"

#include "nativeformat.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Touchline;
using namespace Touchline::TestFixtures;

class FormatCommandsTest : public QObject
{
    Q_OBJECT
private:
    struct Run {
        int exitCode;
        QString out;
        QString err;
    };
    static Run run(const QStringList &arguments)
    {
        QProcess process;
        process.start(QStringLiteral(TOUCHLINE_CLI_PATH), arguments);
        if (!process.waitForFinished(60000))
            qFatal("touchline-cli did not finish");
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }
    static void write(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

private slots:
    void helpDocumentsEachCommand_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("export") << QStringLiteral("export") << QStringLiteral("football");
        QTest::newRow("import") << QStringLiteral("import") << QStringLiteral("doccano");
        QTest::newRow("validate") << QStringLiteral("validate") << QStringLiteral("line and field");
    }

    void helpDocumentsEachCommand()
    {
        QFETCH(QString, command);
        QFETCH(QString, mentions);
        const Run result = run({command, QStringLiteral("--help")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains(mentions), qPrintable(result.out));
    }

    void exportUsesSavedAnnotationsInEveryFormat_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QStringList>("files");
        QTest::newRow("json") << QStringLiteral("json") << QStringList{QStringLiteral("harbour.touchline.json")};
        QTest::newRow("jsonl") << QStringLiteral("jsonl") << QStringList{QStringLiteral("annotations.jsonl")};
        QTest::newRow("csv") << QStringLiteral("csv") << QStringList{QStringLiteral("events.csv"), QStringLiteral("mentions.csv")};
        QTest::newRow("brat") << QStringLiteral("brat") << QStringList{QStringLiteral("annotation.conf"), QStringLiteral("harbour.ann"), QStringLiteral("harbour.txt"), QStringLiteral("visual.conf")};
        QTest::newRow("conll") << QStringLiteral("conll") << QStringList{QStringLiteral("annotations.conll")};
        QTest::newRow("w3c") << QStringLiteral("w3c") << QStringList{QStringLiteral("harbour.w3c.jsonld")};
        QTest::newRow("football") << QStringLiteral("football") << QStringList{QStringLiteral("harbour.football.json")};
    }

    void exportUsesSavedAnnotationsInEveryFormat()
    {
        QFETCH(QString, format);
        QFETCH(QStringList, files);
        QTemporaryDir dir;
        const QString text = sampleText();
        write(dir.filePath(QStringLiteral("harbour.txt")), text.toUtf8());
        QVERIFY(!NativeFormat::save(sampleSet(text), text, dir.filePath(QStringLiteral("harbour.touchline.json"))));
        const QString output = dir.filePath(QStringLiteral("out"));
        const Run result = run({QStringLiteral("export"), QStringLiteral("--format"), format, QStringLiteral("--output"), output, dir.filePath(QStringLiteral("harbour.txt"))});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QCOMPARE(QDir(output).entryList(QDir::Files, QDir::Name), files);
        // The saved annotations were used, not a fresh extraction: the manual booking is there.
        QFile first(QDir(output).filePath(files.first() == QLatin1String("annotation.conf") ? QStringLiteral("harbour.ann") : files.first()));
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QByteArray bytes = first.readAll();
        if (format != QLatin1String("conll"))
            QVERIFY(bytes.contains("O\xE2\x80\x99Neil on the hour") || bytes.contains("manual"));
    }

    void exportRefusesBadInput()
    {
        QTemporaryDir dir;
        const Run usage = run({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("xml"), QStringLiteral("-o"), dir.path(), dir.path()});
        QCOMPARE(usage.exitCode, 2);
        QVERIFY(usage.err.contains(QStringLiteral("unknown --format 'xml'")));
        write(dir.filePath(QStringLiteral("a.txt")), "Kofi scored.");
        write(dir.filePath(QStringLiteral("a.touchline.json")), "{\"format\": \"touchline-annotations\",\n\"version\": 1, \"document\": {\"na");
        const Run broken = run({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-o"), dir.filePath(QStringLiteral("o")),
                                dir.filePath(QStringLiteral("a.txt"))});
        QCOMPARE(broken.exitCode, 1);
        QVERIFY2(broken.err.contains(dir.filePath(QStringLiteral("a.touchline.json")) + QStringLiteral(":2:")), qPrintable(broken.err));
        QVERIFY(broken.err.contains(QStringLiteral("truncated")));
    }

    void exportGoesOnPastABrokenReport()
    {
        // Reports are read one at a time as they are written: one that cannot be read is named and the
        // others still come out, each file listed on standard output.
        QTemporaryDir dir;
        const QString text = sampleText();
        write(dir.filePath(QStringLiteral("harbour.txt")), text.toUtf8());
        QVERIFY(!NativeFormat::save(sampleSet(text), text, dir.filePath(QStringLiteral("harbour.touchline.json"))));
        write(dir.filePath(QStringLiteral("broken.txt")), QByteArray("\x00\x01\x02 not text\x00", 12));
        write(dir.filePath(QStringLiteral("zeal.txt")), text.toUtf8());
        const QString output = dir.filePath(QStringLiteral("out"));
        const Run result = run({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("football"), QStringLiteral("-o"), output, dir.path()});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(dir.filePath(QStringLiteral("broken.txt"))), qPrintable(result.err));
        QCOMPARE(QDir(output).entryList(QDir::Files, QDir::Name),
                 (QStringList{QStringLiteral("harbour.football.json"), QStringLiteral("zeal.football.json")}));
        QVERIFY2(result.out.contains(QStringLiteral("zeal.football.json")), qPrintable(result.out));

        const Run lines = run({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("jsonl"), QStringLiteral("-o"), output, dir.path()});
        QCOMPARE(lines.exitCode, 1);
        QFile jsonl(QDir(output).filePath(QStringLiteral("annotations.jsonl")));
        QVERIFY(jsonl.open(QIODevice::ReadOnly));
        QCOMPARE(jsonl.readAll().count('\n'), 2);
    }

    void exportWarnsInTheReportsOrder()
    {
        // Reports are read on every core, but each one's warnings come in the order of the reports.
        QTemporaryDir dir;
        const QString text = sampleText();
        QStringList expected;
        for (int n = 1; n <= 12; ++n) {
            const QString name = QStringLiteral("r%1").arg(n, 2, 10, QLatin1Char('0'));
            const QString sidecar = dir.filePath(name + QStringLiteral(".touchline.json"));
            QVERIFY(!NativeFormat::save(sampleSet(text), text, sidecar));
            write(dir.filePath(name + QStringLiteral(".txt")), (QStringLiteral("Updated %1 times. ").arg(n) + text).toUtf8());
            expected.append(sidecar);
        }
        const Run result = run({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-o"),
                                dir.filePath(QStringLiteral("out")), dir.path()});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QStringList warned;
        for (const QString &line : result.err.split(QLatin1Char('\n'))) {
            if (line.contains(QStringLiteral("the report changed since its annotations were saved")))
                warned.append(line.section(QStringLiteral("warning: "), 1).section(QStringLiteral(": the report changed"), 0, 0));
        }
        QCOMPARE(warned, expected);
    }

    void exportConllTagsFollowTagset()
    {
        QTemporaryDir dir;
        const QString text = sampleText();
        write(dir.filePath(QStringLiteral("harbour.txt")), text.toUtf8());
        QVERIFY(!NativeFormat::save(sampleSet(text), text, dir.filePath(QStringLiteral("harbour.touchline.json"))));
        auto conll = [&](const QStringList &extra) {
            const QString output = dir.filePath(QStringLiteral("out"));
            const Run result = run(QStringList{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("conll"), QStringLiteral("-o"), output}
                                   + extra + QStringList{dir.filePath(QStringLiteral("harbour.txt"))});
            QFile file(QDir(output).filePath(QStringLiteral("annotations.conll")));
            return result.exitCode == 0 && file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        const QByteArray ours = conll({});
        const QByteArray standard = conll({QStringLiteral("--tagset"), QStringLiteral("conll2003")});
        QVERIFY(ours.contains("B-PLAYER"));
        QVERIFY(!standard.contains("B-PLAYER"));
        QVERIFY(standard.contains("B-PER"));
    }

    void bratExportImportRoundTrip()
    {
        QTemporaryDir dir;
        const QString text = sampleText();
        write(dir.filePath(QStringLiteral("harbour.txt")), text.toUtf8());
        const AnnotationSet set = sampleSet(text);
        QVERIFY(!NativeFormat::save(set, text, dir.filePath(QStringLiteral("harbour.touchline.json"))));
        const QString output = dir.filePath(QStringLiteral("brat"));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("brat"), QStringLiteral("-o"), output, dir.path()}).exitCode, 0);
        const Run imported = run({QStringLiteral("import"), QStringLiteral("--from"), QStringLiteral("brat"), output + QStringLiteral("/harbour.ann")});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        auto loaded = NativeFormat::load(output + QStringLiteral("/harbour.touchline.json"), text);
        const AnnotationSet back = std::get<AnnotationSet>(loaded);
        QCOMPARE(back.entities, set.entities);
        QCOMPARE(back.events.size(), set.events.size() - 1); // full time has no evidence
        const Run again = run({QStringLiteral("import"), QStringLiteral("--from"), QStringLiteral("brat"), output + QStringLiteral("/harbour.ann")});
        QCOMPARE(again.exitCode, 1);
        QVERIFY(again.err.contains(QStringLiteral("not overwritten")));
    }

    void importReportsUnknownLabels()
    {
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("in.jsonl")), "{\"name\": \"m1\", \"text\": \"Ames saved.\", \"label\": [[0, 4, \"Goalie\"]]}\n");
        const Run unknown = run({QStringLiteral("import"), QStringLiteral("--from"), QStringLiteral("doccano"), dir.filePath(QStringLiteral("in.jsonl"))});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(QStringLiteral("in.jsonl:1: unknown label \"Goalie\"")), qPrintable(unknown.err));
        const Run mapped = run({QStringLiteral("import"), QStringLiteral("--from"), QStringLiteral("doccano"), QStringLiteral("--map"), QStringLiteral("Goalie=PLAYER"),
                                dir.filePath(QStringLiteral("in.jsonl"))});
        QVERIFY2(mapped.exitCode == 0, qPrintable(mapped.err));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("m1.txt"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("m1.touchline.json"))));
        const Run valid = run({QStringLiteral("validate"), dir.filePath(QStringLiteral("m1.touchline.json"))});
        QVERIFY2(valid.exitCode == 0, qPrintable(valid.err));
        QVERIFY(valid.out.contains(QStringLiteral("valid; 1 entities")));
    }

    void validateNamesLineAndField()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.touchline.json"));
        write(path, "{\"format\": \"touchline-annotations\", \"version\": 1,\n \"document\": {\"name\": \"x\"},\n \"events\": [{\"id\": \"e1\", \"type\": \"GOAL\",\n  \"status\": \"maybe\"}]}");
        const Run result = run({QStringLiteral("validate"), path});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(path + QStringLiteral(":4: field \"events[0].status\": unknown status \"maybe\"")), qPrintable(result.err));
        write(path, "{\"format\": \"touchline-annotations\", \"version\": 99}");
        QVERIFY(run({QStringLiteral("validate"), path}).err.contains(QStringLiteral("newer Touchline")));
        QCOMPARE(run({QStringLiteral("validate")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(FormatCommandsTest)
#include "formatcommands_test.moc"
