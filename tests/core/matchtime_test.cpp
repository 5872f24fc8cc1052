#include "matchtime.h"

#include <QTest>

#include <limits>

using namespace Touchline;

class MatchTimeTest : public QObject
{
    Q_OBJECT
private slots:
    void parsesCanonicalForms_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("formatted");
        QTest::addColumn<int>("period");
        QTest::newRow("regular") << "23" << "23" << 1;
        QTest::newRow("half-time") << "45" << "45" << 1;
        QTest::newRow("first-half stoppage") << "45+2" << "45+2" << 1;
        QTest::newRow("second half") << "46" << "46" << 2;
        QTest::newRow("stoppage") << "90+5" << "90+5" << 2;
        QTest::newRow("apostrophe") << "90+5'" << "90+5" << 2;
        QTest::newRow("spaces") << " 90 + 5 " << "90+5" << 2;
        QTest::newRow("extra time") << "104" << "104" << 3;
        QTest::newRow("end of extra time") << "120+1" << "120+1" << 4;
    }
    void parsesCanonicalForms()
    {
        QFETCH(QString, input);
        QFETCH(QString, formatted);
        QFETCH(int, period);
        const auto time = MatchTime::fromString(input);
        QVERIFY2(time.has_value(), qPrintable(input));
        QCOMPARE(time->toString(), formatted);
        QCOMPARE(time->period, period);
        QCOMPARE(time->precision, MatchTime::Precision::Exact);
    }

    void rejectsRubbish_data()
    {
        QTest::addColumn<QString>("input");
        for (const char *bad : {"", "95+x", "-3", "abc", "200", "23+4", "90+", "+5", "9 0", "45++2"})
            QTest::newRow(bad) << QString::fromLatin1(bad);
    }
    void rejectsRubbish()
    {
        QFETCH(QString, input);
        QVERIFY(!MatchTime::fromString(input).has_value());
    }

    void sortsStoppageTimeBetweenMinutes()
    {
        const auto t45 = *MatchTime::fromString(QStringLiteral("45"));
        const auto t45plus2 = *MatchTime::fromString(QStringLiteral("45+2"));
        const auto t46 = *MatchTime::fromString(QStringLiteral("46"));
        QVERIFY(t45.sortKey() < t45plus2.sortKey());
        QVERIFY(t45plus2.sortKey() < t46.sortKey());
        QVERIFY(t46.sortKey() < MatchTime().sortKey());
    }

    void formatsUnknownAddedTime()
    {
        MatchTime time;
        time.minute = 45;
        time.addedMinute = -1;
        QCOMPARE(time.toString(), QStringLiteral("45+"));
        QCOMPARE(MatchTime().toString(), QString());
    }

    // toString() writes its digits itself: it must read as QString::number() and joins did, for every
    // minute and added minute, the edges of a digit's count, 0 and the largest ints included.
    void formatsAsNumbersJoined()
    {
        QList<int> values;
        for (int v = 0; v <= 1000; ++v)
            values.append(v);
        values += {9999, 10000, 99999, 123456789, std::numeric_limits<int>::max()};
        for (int minute : std::as_const(values)) {
            MatchTime time;
            time.minute = minute;
            QCOMPARE(time.toString(), QString::number(minute));
            for (int added : {-7, -1, 0, 1, 9, 10, 99, 100, std::numeric_limits<int>::max()}) {
                time.addedMinute = added;
                const QString expected = QString::number(minute) + QLatin1Char('+') + (added < 0 ? QString() : QString::number(added));
                QCOMPARE(time.toString(), expected);
            }
        }
    }
};

QTEST_GUILESS_MAIN(MatchTimeTest)
#include "matchtime_test.moc"
