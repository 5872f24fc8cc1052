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
};

QTEST_GUILESS_MAIN(StreamingTest)
#include "streaming_test.moc"
