// touchline-cli extract as a user runs it: JSON shape and code-point offsets, jsonl streaming from
// stdin, and bad input (missing, folder, binary, invalid UTF-8, empty, bad option, mixed good and bad).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &arguments, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(TOUCHLINE_CLI_PATH), QStringList{QStringLiteral("extract")} + arguments);
    if (!process.waitForStarted(10000))
        return {};
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2; // -2: crashed
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString codePointSlice(const QString &text, int start, int end)
{
    const QList<uint> ucs4 = text.toUcs4();
    if (start < 0 || end > ucs4.size() || start > end)
        return QStringLiteral("<out of range %1..%2 of %3>").arg(start).arg(end).arg(ucs4.size());
    const QList<uint> slice = ucs4.mid(start, end - start);
    return QString::fromUcs4(reinterpret_cast<const char32_t *>(slice.constData()), slice.size());
}

QJsonObject withoutPath(QJsonObject object)
{
    object.remove(QStringLiteral("path"));
    object.remove(QStringLiteral("id"));
    object.remove(QStringLiteral("name"));
    object.remove(QStringLiteral("document"));
    return object;
}

int nonEmptyLines(const QByteArray &bytes)
{
    int lines = 0;
    for (const QByteArray &line : bytes.split('\n'))
        lines += line.trimmed().isEmpty() ? 0 : 1;
    return lines;
}

} // namespace

class CliExtractTest : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    const QString m_report = QStringLiteral("\U0001F600 Leicester City 1-0 Tottenham Hotspur.\n\n"
                                            "Tom\u00e1s Ferreira scored for Leicester City in the 23rd minute.\n");

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write(bytes);
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(QStringLiteral(TOUCHLINE_CLI_PATH)), TOUCHLINE_CLI_PATH);
    }

    void printsOneObjectWithCodePointOffsets()
    {
        const QString path = writeFile(QStringLiteral("emoji.txt"), m_report.toUtf8());
        const Run run = runCli({QStringLiteral("--format"), QStringLiteral("json"), path});
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QVERIFY(document.isObject());
        const QJsonObject object = document.object();
        QCOMPARE(object.value(QStringLiteral("offsets")).toString(), QStringLiteral("codepoints"));
        QVERIFY(object.value(QStringLiteral("entities")).isArray());
        QVERIFY(object.value(QStringLiteral("events")).isArray());

        bool sawPlayer = false;
        for (const QJsonValue &value : object.value(QStringLiteral("entities")).toArray()) {
            const QJsonObject entity = value.toObject();
            const QString text = entity.value(QStringLiteral("text")).toString();
            const int start = entity.value(QStringLiteral("start")).toInt(-1);
            const int end = entity.value(QStringLiteral("end")).toInt(-1);
            // Every entity's offsets slice the report by code points, not UTF-16 units.
            QCOMPARE(codePointSlice(m_report, start, end), text);
            QVERIFY(entity.contains(QStringLiteral("type")) && entity.contains(QStringLiteral("canonical")));
            if (text == QStringLiteral("Tom\u00e1s Ferreira")) {
                sawPlayer = true;
                QCOMPARE(entity.value(QStringLiteral("type")).toString(), QStringLiteral("PLAYER"));
                // One emoji before it: one code point, two UTF-16 units.
                QCOMPARE(start, int(m_report.indexOf(QStringLiteral("Tom\u00e1s"))) - 1);
            }
            if (text == QStringLiteral("Leicester City") && start < 10)
                QCOMPARE(start, 2); // emoji (1 code point, 2 UTF-16 units) + space
        }
        QVERIFY(sawPlayer);

        const QJsonArray events = object.value(QStringLiteral("events")).toArray();
        bool sawGoal = false;
        for (const QJsonValue &value : events) {
            const QJsonObject event = value.toObject();
            if (event.value(QStringLiteral("type")).toString() != QLatin1String("GOAL"))
                continue;
            sawGoal = true;
            QCOMPARE(event.value(QStringLiteral("minute")).toString(), QStringLiteral("23"));
            QCOMPARE(event.value(QStringLiteral("player")).toString(), QStringLiteral("Tom\u00e1s Ferreira"));
            QVERIFY(event.value(QStringLiteral("evidence")).isArray());
            QVERIFY(!event.value(QStringLiteral("evidence")).toArray().isEmpty());
            QVERIFY(event.value(QStringLiteral("confidence")).isDouble());
        }
        QVERIFY2(sawGoal, run.out.constData());
        // Unknown minutes are null, not an empty string.
        for (const QJsonValue &value : events) {
            const QJsonValue minute = value.toObject().value(QStringLiteral("minute"));
            QVERIFY(minute.isNull() || !minute.toString().isEmpty());
        }
    }

    void streamsJsonlInInputOrder()
    {
        const QString text = QStringLiteral("Joe Whitlam scored for Tottenham Hotspur in the 12th minute.");
        const QString textFile = writeFile(QStringLiteral("jsonl/a.txt"), text.toUtf8());
        const QString otherFile = writeFile(QStringLiteral("jsonl/b.txt"), m_report.toUtf8());
        const QByteArray input = QJsonDocument(QJsonObject{{QStringLiteral("id"), QStringLiteral("a")},
                                                           {QStringLiteral("text"), text}})
                                     .toJson(QJsonDocument::Compact)
            + '\n' + otherFile.toUtf8() + '\n';
        const Run run = runCli({QStringLiteral("--format"), QStringLiteral("jsonl"), QStringLiteral("-")}, input);
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const QJsonObject first = QJsonDocument::fromJson(lines.at(0)).object();
        const QJsonObject second = QJsonDocument::fromJson(lines.at(1)).object();
        QVERIFY(!first.isEmpty() && !second.isEmpty());
        QCOMPARE(first.value(QStringLiteral("path")).toString(), QStringLiteral("a"));
        QCOMPARE(second.value(QStringLiteral("path")).toString(), otherFile);

        // Same results as one file at a time.
        const Run single1 = runCli({QStringLiteral("--format"), QStringLiteral("json"), textFile});
        const Run single2 = runCli({QStringLiteral("--format"), QStringLiteral("json"), otherFile});
        QCOMPARE(single1.exitCode, 0);
        QCOMPARE(single2.exitCode, 0);
        QCOMPARE(withoutPath(first), withoutPath(QJsonDocument::fromJson(single1.out).object()));
        QCOMPARE(withoutPath(second), withoutPath(QJsonDocument::fromJson(single2.out).object()));
        QVERIFY(!first.value(QStringLiteral("events")).toArray().isEmpty());
    }

    void jsonlKeepsOneLinePerInputWhenOneFails()
    {
        const QString good = writeFile(QStringLiteral("jsonl2/good.txt"), m_report.toUtf8());
        const QString missing = m_dir.filePath(QStringLiteral("jsonl2/missing.txt"));
        const QByteArray input = missing.toUtf8() + '\n' + good.toUtf8() + '\n';
        const Run run = runCli({QStringLiteral("--format"), QStringLiteral("jsonl"), QStringLiteral("-")}, input);
        QCOMPARE(run.exitCode, 1);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY(QJsonDocument::fromJson(lines.at(0)).object().contains(QStringLiteral("error")));
        QCOMPARE(QJsonDocument::fromJson(lines.at(1)).object().value(QStringLiteral("path")).toString(), good);
        QVERIFY(run.err.contains("missing.txt"));
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("reason"); // a word the one-line error must contain
        QTest::newRow("missing file") << "missing" << 1 << "no such file";
        QTest::newRow("binary file") << "binary" << 1 << "binary";
        QTest::newRow("bad format") << "format" << 2 << "format";
        QTest::newRow("no input") << "none" << 2 << "input";
    }
    void rejectsBadInput()
    {
        QFETCH(QString, kind);
        QFETCH(int, exitCode);
        QFETCH(QString, reason);
        QString path;
        QStringList arguments;
        if (kind == QLatin1String("missing")) {
            path = m_dir.filePath(QStringLiteral("does-not-exist.txt"));
            arguments = {path};
        } else if (kind == QLatin1String("binary")) {
            QByteArray bytes("\x7f" "ELF\x02\x01\x01", 7);
            bytes.append(QByteArray(64, '\0'));
            bytes.append("Kane scored in the 23rd minute.");
            path = writeFile(QStringLiteral("program.txt"), bytes);
            arguments = {path};
        } else if (kind == QLatin1String("format")) {
            path = writeFile(QStringLiteral("ok.txt"), m_report.toUtf8());
            arguments = {QStringLiteral("--format"), QStringLiteral("xml"), path};
            path.clear();
        }
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        const QString err = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(err.contains(reason, Qt::CaseInsensitive), qPrintable(err));
        if (!path.isEmpty()) {
            QVERIFY2(err.contains(QFileInfo(path).fileName()), qPrintable(err));
            QCOMPARE(nonEmptyLines(run.err), 1);
        }
    }

    void decodesInvalidUtf8WithAWarning()
    {
        QByteArray bytes = "Joe Whitlam scored in the 23rd minute.\n";
        bytes.append("Caf\xe9 owner \xff\xfe watched.\n"); // Latin-1 and stray bytes
        bytes.append("Dion Abbey was booked on 40 minutes.\n");
        const QString path = writeFile(QStringLiteral("latin1.txt"), bytes);
        const Run run = runCli({path});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("latin1.txt"), run.err.constData());
        QVERIFY2(run.err.toLower().contains("utf-8"), run.err.constData());
        const QJsonObject object = QJsonDocument::fromJson(run.out).object();
        QVERIFY(!object.isEmpty());
        // What could be decoded was extracted, before and after the bad bytes.
        QStringList types;
        for (const QJsonValue &event : object.value(QStringLiteral("events")).toArray())
            types << event.toObject().value(QStringLiteral("type")).toString();
        QVERIFY2(types.contains(QStringLiteral("GOAL")), qPrintable(types.join(QLatin1Char(','))));
        QVERIFY2(types.contains(QStringLiteral("YELLOW_CARD")), qPrintable(types.join(QLatin1Char(','))));
    }

    void givesEmptyResultForEmptyFile()
    {
        const QString path = writeFile(QStringLiteral("empty.txt"), QByteArray());
        const Run run = runCli({QStringLiteral("--format"), QStringLiteral("json"), path});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject object = QJsonDocument::fromJson(run.out).object();
        QVERIFY2(!object.isEmpty(), run.out.constData());
        QVERIFY(object.value(QStringLiteral("entities")).toArray().isEmpty());
        QVERIFY(object.value(QStringLiteral("events")).toArray().isEmpty());
    }

    void readsFolderOfReports()
    {
        writeFile(QStringLiteral("folder/one.txt"), m_report.toUtf8());
        writeFile(QStringLiteral("folder/two.md"), QByteArrayLiteral("# Report\n\nDion Abbey was booked on 40 minutes.\n"));
        writeFile(QStringLiteral("folder/notes.pdf"), QByteArrayLiteral("%PDF-1.4"));
        const Run run = runCli({m_dir.filePath(QStringLiteral("folder"))});
        QCOMPARE(run.exitCode, 0);
        const QJsonDocument document = QJsonDocument::fromJson(run.out);
        QVERIFY(document.isArray());
        QCOMPARE(document.array().size(), 2);
    }

    void reportsFolderWithoutReports()
    {
        QDir().mkpath(m_dir.filePath(QStringLiteral("nothing-here")));
        writeFile(QStringLiteral("nothing-here/picture.png"), QByteArrayLiteral("\x89PNG"));
        const Run run = runCli({m_dir.filePath(QStringLiteral("nothing-here"))});
        QVERIFY(run.exitCode == 0 || run.exitCode == 1); // no crash, no usage error
        if (run.exitCode == 0)
            QCOMPARE(QJsonDocument::fromJson(run.out).array().size(), 0);
        // The user is told that nothing was read, naming the folder.
        QVERIFY2(run.err.contains("nothing-here"), run.err.constData());
    }

    void keepsGoingAfterOneBadFile()
    {
        const QString first = writeFile(QStringLiteral("mixed/first.txt"), m_report.toUtf8());
        const QString missing = m_dir.filePath(QStringLiteral("mixed/gone.txt"));
        const QString last = writeFile(QStringLiteral("mixed/last.txt"), QByteArrayLiteral("Dion Abbey was booked on 40 minutes.\n"));
        const Run run = runCli({QStringLiteral("--format"), QStringLiteral("json"), first, missing, last});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("gone.txt"), run.err.constData());
        QCOMPARE(nonEmptyLines(run.err), 1);
        const QJsonArray results = QJsonDocument::fromJson(run.out).array();
        QCOMPARE(results.size(), 2);
        QCOMPARE(results.at(0).toObject().value(QStringLiteral("path")).toString(), first);
        QCOMPARE(results.at(1).toObject().value(QStringLiteral("path")).toString(), last);
    }

    void readsWholeStdinAsOneReport()
    {
        const Run run = runCli({QStringLiteral("-")}, m_report.toUtf8());
        QCOMPARE(run.exitCode, 0);
        const QJsonObject object = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(object.value(QStringLiteral("offsets")).toString(), QStringLiteral("codepoints"));
        QVERIFY(!object.value(QStringLiteral("entities")).toArray().isEmpty());
    }
};

QTEST_GUILESS_MAIN(CliExtractTest)
#include "cli_extract_test.moc"
