#include <QProcess>
#include <QTest>

class CliTest : public QObject
{
    Q_OBJECT
private:
    struct Run {
        int exitCode;
        QByteArray out;
        QByteArray err;
    };
    static Run run(const QStringList &arguments, const QByteArray &input = {})
    {
        QProcess process;
        process.start(QStringLiteral(TOUCHLINE_CLI_PATH), arguments);
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(60000))
            qFatal("touchline-cli did not finish");
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                process.readAllStandardOutput(), process.readAllStandardError()};
    }

private slots:
    void printsVersion()
    {
        const Run result = run({QStringLiteral("--version")});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out.trimmed(), QByteArray("touchline-cli " TOUCHLINE_VERSION));
    }

    void helpListsCommands()
    {
        const Run result = run({QStringLiteral("--help")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains("Usage: touchline-cli"));
    }

    void unknownCommandIsUsageError()
    {
        const Run result = run({QStringLiteral("--frobnicate")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.contains("--frobnicate"));
        QVERIFY(result.out.isEmpty());
    }

    void noArgumentsIsUsageError()
    {
        QCOMPARE(run({}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(CliTest)
#include "cli_test.moc"
