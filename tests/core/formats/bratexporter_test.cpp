#include "fixtures.h"

#include "bratexporter.h"
#include "bratimporter.h"

#include <QTest>

using namespace Touchline;
using namespace Touchline::TestFixtures;

class BratExporterTest : public QObject
{
    Q_OBJECT
private:
    static AnnotatedReport sample()
    {
        const QString text = sampleText();
        return {QStringLiteral("harbour.txt"), {}, text, sampleSet(text)};
    }

private slots:
    void writesStandoffLines()
    {
        const AnnotatedReport report = sample();
        const BratExporter::Files files = BratExporter::write(report);
        QCOMPARE(files.text, report.text.toUtf8());
        const QString ann = QString::fromUtf8(files.ann);
        // Code-point offsets: Zoë comes after one emoji, so one less than its UTF-16 offset.
        const TextSpan zoe = spanOf(report.text, QStringLiteral("Zo\u00EB \u00C5lund"));
        QVERIFY2(ann.contains(QStringLiteral("\tPLAYER %1 %2\tZo\u00EB \u00C5lund\n").arg(zoe.start - 1).arg(zoe.end - 1)), qPrintable(ann));
        QVERIFY(ann.contains(QStringLiteral("\tGOAL:T")));
        QVERIFY(ann.contains(QStringLiteral(" Scorer:T")));
        QVERIFY(ann.contains(QStringLiteral(" Assist:T")));
        QVERIFY(ann.contains(QStringLiteral(" Team:T")));
        QVERIFY(ann.contains(QStringLiteral("Minute E2 45+2\n")));
        QVERIFY(ann.contains(QStringLiteral("Status E1 accepted\n")));
        QVERIFY(ann.contains(QStringLiteral("AnnotatorNotes E1\ttouchline {")));
        // The winner has two evidence spans: one discontinuous trigger.
        QVERIFY(ann.contains(QRegularExpression(QStringLiteral("\tGOAL \\d+ \\d+;\\d+ \\d+\t"))));
        // Full time has no evidence: brat cannot hold it, and says so.
        QCOMPARE(files.skipped.size(), 1);
        QVERIFY(files.skipped.first().contains(QStringLiteral("e5")));
    }

    void annotationConfDescribesTypes()
    {
        const QString conf = QString::fromUtf8(BratExporter::annotationConf({sample()}));
        QVERIFY(conf.contains(QStringLiteral("[entities]\nPLAYER\n")));
        QVERIFY(conf.contains(QStringLiteral("GOAL\tScorer?:PLAYER, Assist?:PLAYER, Team?:TEAM\n")));
        QVERIFY(conf.contains(QStringLiteral("SUBSTITUTION\tPlayerOn?:PLAYER, PlayerOff?:PLAYER, Team?:TEAM\n")));
        QVERIFY(conf.contains(QStringLiteral("Minute\tArg:<EVENT>, Value:23|45+2|60|78\n")));
        QVERIFY(conf.contains(QStringLiteral("Status\tArg:<EVENT>, Value:extracted|accepted|edited|manual|rejected\n")));
    }

    void exportThenImportGivesSameMentionsAndEvents()
    {
        AnnotatedReport report = sample();
        // Evidence out of text order (main evidence first) must come back in the same order.
        std::swap(report.set.events[3].evidence[0], report.set.events[3].evidence[1]);
        const BratExporter::Files files = BratExporter::write(report);
        auto result = BratImporter::parse(files.ann, report.text, QStringLiteral("harbour.ann"));
        if (auto *error = std::get_if<FormatError>(&result))
            QFAIL(qPrintable(error->message()));
        const AnnotationSet imported = std::get<AnnotationSet>(result);
        QCOMPARE(imported.entities, report.set.entities);
        QCOMPARE(imported.values, report.set.values);
        QList<MatchEvent> expected = report.set.events;
        expected.removeLast(); // full time: no evidence
        QCOMPARE(imported.events, expected);
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(imported.events.at(i).time.text, expected.at(i).time.text);
            QCOMPARE(imported.events.at(i).time.precision, expected.at(i).time.precision);
        }
    }

    void importsPlainBratFromOtherTools()
    {
        const QString text = QStringLiteral("Kofi \U0001F3C6 scored for Lakeside in the 12th minute.");
        const QByteArray ann = "T1\tPER 0 4\tKofi\n"
                               "T2\tORG 18 26\tLakeside\n"
                               "T3\tGOAL 7 13\tscored\n"
                               "E1\tGOAL:T3 Scorer:T1 Team:T2\n"
                               "A1\tMinute E1 12\n"
                               "R1\tMember Arg1:T1 Arg2:T2\n";
        auto result = BratImporter::parse(ann, text, QStringLiteral("other.ann"));
        if (auto *error = std::get_if<FormatError>(&result))
            QFAIL(qPrintable(error->message()));
        const AnnotationSet set = std::get<AnnotationSet>(result);
        QCOMPARE(set.entities.size(), 2);
        QCOMPARE(set.entities.first().type, EntityType::Player);
        QCOMPARE(set.entities.first().mentions.first().textIn(text), QStringLiteral("Kofi"));
        QCOMPARE(set.entities.at(1).mentions.first().textIn(text), QStringLiteral("Lakeside"));
        QCOMPARE(set.events.size(), 1);
        QCOMPARE(set.events.first().player, QStringLiteral("Kofi"));
        QCOMPARE(set.events.first().team, QStringLiteral("Lakeside"));
        QCOMPARE(set.events.first().time.minute, 12);
        QCOMPARE(set.events.first().status, EventStatus::Manual);
        QCOMPARE(set.events.first().evidence.first().textIn(text), QStringLiteral("scored"));
        QCOMPARE(set.warnings.size(), 1);
        QCOMPARE(set.warnings.first().code, QStringLiteral("import-skipped"));
    }

    void reportsBadInput_data()
    {
        QTest::addColumn<QByteArray>("ann");
        QTest::addColumn<QStringList>("mapping");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<int>("line");
        QTest::newRow("unknown labels, all named") << QByteArray("T1\tPER 0 4\tKofi\nT2\tSponsor 18 26\tLakeside\nT3\tWeather 7 13\tscored\n")
                                                   << QStringList() << QStringLiteral("unknown labels \"Sponsor\", \"Weather\"") << 2;
        QTest::newRow("offset past the end") << QByteArray("T1\tPER 0 4\tKofi\nT2\tPER 40 90\tx\n") << QStringList()
                                             << QStringLiteral("offsets 40-90 are outside the text (46 characters)") << 2;
        QTest::newRow("byte offsets (text mismatch)") << QByteArray("T1\tORG 19 27\tLakeside\n") << QStringList()
                                                      << QStringLiteral("the .ann says \u201CLakeside\u201D") << 1;
        QTest::newRow("garbage") << QByteArray("T1\tPER 0 4\tKofi\nhello world\n") << QStringList() << QStringLiteral("not a brat standoff line") << 2;
        QTest::newRow("missing trigger") << QByteArray("E1\tGOAL:T9\n") << QStringList() << QStringLiteral("trigger T9") << 1;
        QTest::newRow("event label on an entity") << QByteArray("T1\tPER 7 13\tscored\nE1\tPER:T1\n") << QStringList()
                                                  << QStringLiteral("unknown label \"PER\"") << 2;
    }

    void reportsBadInput()
    {
        QFETCH(QByteArray, ann);
        QFETCH(QStringList, mapping);
        QFETCH(QString, reason);
        QFETCH(int, line);
        const QString text = QStringLiteral("Kofi \U0001F3C6 scored for Lakeside in the 12th minute.");
        LabelMapping labels;
        for (const QString &assignment : mapping)
            QVERIFY(labels.add(assignment).isEmpty());
        auto result = BratImporter::parse(ann, text, QStringLiteral("bad.ann"), labels);
        QVERIFY(std::holds_alternative<FormatError>(result));
        const FormatError error = std::get<FormatError>(result);
        QVERIFY2(error.reason.contains(reason), qPrintable(error.message()));
        QCOMPARE(error.line, line);
        QVERIFY(error.message().startsWith(QStringLiteral("bad.ann:")));
    }

    void mappingResolvesUnknownLabels()
    {
        const QString text = QStringLiteral("Kofi \U0001F3C6 scored for Lakeside in the 12th minute.");
        LabelMapping labels;
        QVERIFY(labels.add(QStringLiteral("Sponsor=TEAM")).isEmpty());
        QVERIFY(labels.add(QStringLiteral("Weather=skip")).isEmpty());
        QVERIFY(!labels.add(QStringLiteral("Sponsor=BANANA")).isEmpty());
        auto result = BratImporter::parse("T1\tSponsor 18 26\tLakeside\nT2\tWeather 7 13\tscored\n", text, QStringLiteral("x.ann"), labels);
        const AnnotationSet set = std::get<AnnotationSet>(result);
        QCOMPARE(set.entities.size(), 1);
        QCOMPARE(set.entities.first().type, EntityType::Team);
    }
};

QTEST_GUILESS_MAIN(BratExporterTest)
#include "bratexporter_test.moc"
