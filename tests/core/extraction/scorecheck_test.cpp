// ScoreCheck::mismatchMessage builds the score-mismatch warning in one go: it must read as the
// QString::arg() chain it replaced, for any team name (a '%' in one included).
#include "scorecheck.h"

#include <QTest>

using namespace Touchline;

class ScoreCheckTest : public QObject
{
    Q_OBJECT
private slots:
    void mismatchMessageReadsAsArgDid()
    {
        const QStringList teams = {QStringLiteral("Tottenham"), QString(), QStringLiteral("Brighton & Hove Albion"), QStringLiteral("100% Club"),
            QStringLiteral("A %1 B"), QStringLiteral("%L4"), QStringLiteral("%%"), QStringLiteral("Team %3 %2"), QStringLiteral("%"),
            QStringLiteral("\u00DCn\u00EFc\u00F6d\u00E9 FC"), QStringLiteral("\U0001F600 United"), QStringLiteral("1. FC K\u00F6ln")};
        for (const QString &team : teams) {
            for (int found = 0; found <= 12; ++found) {
                for (const int said : {0, 1, 2, 9, 10, 15}) {
                    const QString expected = QStringLiteral("%1 goal%2 found for %3, the result says %4")
                                                 .arg(found)
                                                 .arg(found == 1 ? QString() : QStringLiteral("s"), team)
                                                 .arg(said);
                    QCOMPARE(ScoreCheck::mismatchMessage(team, found, said), expected);
                }
            }
        }
        QCOMPARE(ScoreCheck::mismatchMessage(QStringLiteral("Spurs"), 1, 2), QStringLiteral("1 goal found for Spurs, the result says 2"));
    }

    void unassignedMessageCountsTheGoals()
    {
        QCOMPARE(ScoreCheck::unassignedMessage(1), QStringLiteral("1 more goal found without a team: set its team to check the result"));
        QCOMPARE(ScoreCheck::unassignedMessage(3), QStringLiteral("3 more goals found without a team: set their teams to check the result"));
    }
};

QTEST_GUILESS_MAIN(ScoreCheckTest)
#include "scorecheck_test.moc"
