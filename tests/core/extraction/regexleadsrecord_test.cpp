// RegexLeads' analysis gives what it gave at 5f910d2 (before its sets, maps and strings were made
// cheaper) for the narrative and minute patterns one CLI run over the sample report compiles
// (leadpatterns.txt): each pattern's words, prefixes, numbers, next characters and followers four
// levels deep, written out and compared by their SHA-1 with the record made then.
#include "regexleads.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTest>

using namespace Touchline;

namespace {

QString unitsAllowed(const NextUnits &units)
{
    QString allowed;
    for (int c = 0; c < 128; ++c)
        allowed += units.allow(QString(QChar(c)), 0) ? u'1' : u'0';
    return allowed;
}

void describe(QString &out, const RegexLeads &leads, int levels, const QString &indent)
{
    out += indent + u"usable " + QString::number(leads.isUsable()) + u" digit " + QString::number(leads.mayStartWithDigit()) + u" after "
        + unitsAllowed(leads.afterDigits()) + u" skip " + QString::number(leads.skippedWords()) + u' ' + QString::number(leads.skippedChunks())
        + u" prefixes " + leads.prefixes().join(u',') + u'\n';
    if (levels == 0)
        return;
    for (const QString &word : leads.words()) {
        out += indent + u" word " + word + u" next " + unitsAllowed(leads.nextUnits(word)) + u'\n';
        describe(out, leads.followers(word), levels - 1, indent + u"  ");
    }
}

} // namespace

class RegexLeadsRecordTest : public QObject
{
    Q_OBJECT
private slots:
    void givesTheRecordedLeads()
    {
        QFile in(QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/core/extraction/leadpatterns.txt"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QString out;
        int patterns = 0;
        for (const QByteArray &line : in.readAll().split('\n')) {
            if (line.isEmpty())
                continue;
            const QString pattern = QString::fromUtf8(line);
            out += u"pattern " + pattern + u'\n';
            describe(out, RegexLeads::of(pattern), 4, QString());
            ++patterns;
        }
        QCOMPARE(patterns, 55);
        QCOMPARE(QCryptographicHash::hash(out.toUtf8(), QCryptographicHash::Sha1).toHex(), QByteArray("d9c04074b7699f32fb1537bf81f14441241afbd0"));
    }
};

QTEST_GUILESS_MAIN(RegexLeadsRecordTest)
#include "regexleadsrecord_test.moc"
