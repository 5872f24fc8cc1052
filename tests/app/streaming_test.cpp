// The streaming mode (`touchline-cli extract --format jsonl -`, a Hadoop Streaming / Spark RDD.pipe mapper)
// gives, line by line and in input order, the same entities and events as per-file `extract --format json`.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

class StreamingTest : public QObject
{
    Q_OBJECT
private:
    struct Report {
        QString path;
        QString text;
    };

    static QList<Report> reports()
    {
        QList<Report> result;
        const QString source = QStringLiteral(TOUCHLINE_SOURCE_DIR);
        QStringList paths{source + QStringLiteral("/resources/sample/sample-report.txt")};
        const QDir dir(source + QStringLiteral("/tests/data/reports"));
        for (const QString &file : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
            paths.append(dir.filePath(file));
        for (const QString &path : std::as_const(paths)) {
            QFile file(path);
            if (file.open(QIODevice::ReadOnly))
                result.append({path, QString::fromUtf8(file.readAll())});
        }
        return result;
    }

    static QByteArray run(const QStringList &arguments, const QByteArray &input = {})
    {
        QProcess process;
        process.start(QStringLiteral(TOUCHLINE_CLI_PATH), arguments);
        if (!process.waitForStarted())
            qFatal("cannot start touchline-cli");
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(100000))
            qFatal("touchline-cli did not finish");
        if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
            qWarning("touchline-cli %s: exit %d: %s", qPrintable(arguments.join(QLatin1Char(' '))), process.exitCode(),
                     process.readAllStandardError().constData());
        return process.readAllStandardOutput();
    }

    /// The result without the fields that name the input (they differ between a file and a stdin line).
    static QJsonObject withoutNames(QJsonObject result)
    {
        result.remove(QStringLiteral("path"));
        result.remove(QStringLiteral("document"));
        return result;
    }

    static QList<QJsonObject> perFileResults(const QList<Report> &inputs)
    {
        QList<QJsonObject> expected;
        for (const Report &report : inputs) {
            QJsonParseError error;
            const QJsonDocument json = QJsonDocument::fromJson(run({QStringLiteral("extract"), QStringLiteral("--format"), QStringLiteral("json"), report.path}), &error);
            if (error.error != QJsonParseError::NoError || !json.isObject())
                qFatal("per-file extract of %s gave no JSON object: %s", qPrintable(report.path), qPrintable(error.errorString()));
            expected.append(withoutNames(json.object()));
        }
        return expected;
    }

    static void compareLines(const QByteArray &output, const QList<QJsonObject> &expected, int lines)
    {
        const QList<QByteArray> outLines = output.trimmed().split('\n');
        QCOMPARE(outLines.size(), lines);
        for (int i = 0; i < lines; ++i) {
            QJsonParseError error;
            const QJsonDocument json = QJsonDocument::fromJson(outLines.at(i), &error);
            QVERIFY2(error.error == QJsonParseError::NoError && json.isObject(), qPrintable(QStringLiteral("line %1 is not a JSON object").arg(i + 1)));
            const QJsonObject actual = withoutNames(json.object());
            const QJsonObject &wanted = expected.at(i % expected.size());
            if (actual != wanted) {
                qWarning("line %d differs:\nstreamed: %s\nper file: %s", i + 1, QJsonDocument(actual).toJson(QJsonDocument::Compact).constData(),
                         QJsonDocument(wanted).toJson(QJsonDocument::Compact).constData());
                QFAIL("streaming result differs from per-file result");
            }
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(reports().size() >= 5, "the sample and tests/data/reports/*.txt are needed");
    }

    void textLinesMatchPerFileMode()
    {
        const QList<Report> inputs = reports();
        const QList<QJsonObject> expected = perFileResults(inputs);
        // More lines than one batch (256), so that order across batches and worker threads is checked too.
        const int lines = 61 * int(inputs.size());
        QByteArray jsonl;
        for (int i = 0; i < lines; ++i) {
            const Report &report = inputs.at(i % inputs.size());
            jsonl += QJsonDocument(QJsonObject{{QStringLiteral("id"), QStringLiteral("r%1").arg(i)}, {QStringLiteral("text"), report.text}})
                         .toJson(QJsonDocument::Compact)
                + '\n';
        }
        const QByteArray output = run({QStringLiteral("extract"), QStringLiteral("--format"), QStringLiteral("jsonl"), QStringLiteral("-")}, jsonl);
        compareLines(output, expected, lines);
    }

    void fileNameLinesMatchPerFileMode()
    {
        const QList<Report> inputs = reports();
        const QList<QJsonObject> expected = perFileResults(inputs);
        QByteArray names;
        for (const Report &report : inputs)
            names += report.path.toUtf8() + '\n';
        const QByteArray output = run({QStringLiteral("extract"), QStringLiteral("--format"), QStringLiteral("jsonl"), QStringLiteral("-")}, names);
        compareLines(output, expected, int(inputs.size()));
    }

    void streamedIdIsThePath()
    {
        const QByteArray line = R"({"id":"match-42","text":"Kane scored in the 23rd minute."})"
                                "\n";
        const QByteArray output = run({QStringLiteral("extract"), QStringLiteral("--format"), QStringLiteral("jsonl"), QStringLiteral("-")}, line);
        const QJsonObject result = QJsonDocument::fromJson(output.trimmed()).object();
        QCOMPARE(result.value(QStringLiteral("path")).toString(), QStringLiteral("match-42"));
    }

    // Every input line gives one output line, in order: a line that is no report says why, naming its
    // line; a number serves as an id; what QJsonDocument reads though it is not strict JSON (a raw tab in
    // a string) is read.
    void faultyLinesKeepTheirPlace()
    {
        const QByteArray input = "{\"id\": 7, \"text\": \"Kane scored in the 23rd minute.\"}\n"
                                 "{\"id\": \"broken\" \"text\": \"a\"}\n"
                                 "{\"name\": \"no-text\"}\n"
                                 "{\"id\": \"lax\", \"text\": \"Kane\tscored in the 23rd minute.\"}\n"
                                 "\n"
                                 "{\"text\": \"Kane scored in the 23rd minute.\", \"id\": null}\n";
        QProcess process;
        process.start(QStringLiteral(TOUCHLINE_CLI_PATH), {QStringLiteral("extract"), QStringLiteral("--format"), QStringLiteral("jsonl"), QStringLiteral("-")});
        QVERIFY(process.waitForStarted());
        process.write(input);
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(100000));
        QCOMPARE(process.exitCode(), 1); // an input could not be read
        const QList<QByteArray> lines = process.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(lines.size(), 5); // the blank line is no input
        QList<QJsonObject> results;
        for (const QByteArray &line : lines)
            results.append(QJsonDocument::fromJson(line).object());
        QCOMPARE(results.at(0).value(QStringLiteral("path")).toString(), QStringLiteral("7"));
        QVERIFY(results.at(0).value(QStringLiteral("events")).isArray() && !results.at(0).contains(QStringLiteral("error")));
        QCOMPARE(results.at(1).value(QStringLiteral("path")).toString(), QStringLiteral("stdin:2"));
        const QString syntaxError = results.at(1).value(QStringLiteral("error")).toString();
        QVERIFY2(syntaxError.contains(QLatin1String("stdin line 2")) && syntaxError.contains(QLatin1String("unterminated object")),
                 qPrintable(syntaxError));
        QCOMPARE(results.at(2).value(QStringLiteral("path")).toString(), QStringLiteral("no-text"));
        QVERIFY(results.at(2).value(QStringLiteral("error")).toString().contains(QLatin1String("stdin line 3: no \"text\" string")));
        QCOMPARE(results.at(3).value(QStringLiteral("path")).toString(), QStringLiteral("lax"));
        QVERIFY(results.at(3).value(QStringLiteral("events")).isArray() && !results.at(3).contains(QStringLiteral("error")));
        QCOMPARE(results.at(3).value(QStringLiteral("entities")), results.at(0).value(QStringLiteral("entities")));
        QCOMPARE(results.at(4).value(QStringLiteral("path")).toString(), QStringLiteral("stdin:6"));
        QVERIFY(process.readAllStandardError().contains("stdin line 2"));
    }
};

QTEST_GUILESS_MAIN(StreamingTest)
#include "streaming_test.moc"
