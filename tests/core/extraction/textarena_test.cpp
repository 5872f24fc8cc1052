#include "textarena.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QTest>

using namespace Touchline;

class TextArenaTest : public QObject
{
    Q_OBJECT
private slots:
    // The lower case is written four units a step, the last four overlapping those before (a shorter
    // name one by one): every length up to a few steps, at every offset of the source (the steps read
    // unaligned units), against QString::toLower().
    void lowerAsciiLettersAtEveryLengthAndOffset()
    {
        const QString source = QStringLiteral("Aston Villa WEST brom Hamilton ACADEMICAL zZ");
        TextArena arena;
        for (qsizetype from = 0; from < source.size(); ++from) {
            for (qsizetype length = 0; from + length <= source.size() && length <= 13; ++length) {
                const QStringView letters = QStringView(source).mid(from, length);
                const QStringView copy = arena.addLowerAsciiLetters(letters);
                QCOMPARE(copy.toString(), letters.toString().toLower());
                QVERIFY(!copy.isNull());
            }
        }
    }

    // Copies stay where they are as blocks fill and new ones are added, a long text in a block of its own.
    void copiesOutliveLaterBlocks()
    {
        TextArena arena;
        QList<QStringView> copies;
        QStringList expected;
        for (int i = 0; i < 2000; ++i) {
            const QString name = QStringLiteral("Player Number %1").arg(i);
            copies.append(arena.addLowerAsciiLetters(name));
            expected.append(name.toLower());
        }
        const QString longName(5000, QLatin1Char('Q'));
        copies.append(arena.addLowerAsciiLetters(longName));
        expected.append(longName.toLower());
        copies.append(arena.add(QStringLiteral("Tomás")));
        expected.append(QStringLiteral("Tomás"));
        for (qsizetype i = 0; i < copies.size(); ++i)
            QCOMPARE(copies.at(i).toString(), expected.at(i));
    }
};

QTEST_APPLESS_MAIN(TextArenaTest)
#include "textarena_test.moc"
