// The article's highlighting as a whole: formats computed off the UI thread, applied in slices, kept
// right across chunks, mention changes, edits and themes. No timing here (see window_bench).
#include "articleview.h"
#include "highlightruns.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Theme>

#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>

using namespace Touchline;

namespace {

QTextCharFormat formatAt(const QTextDocument *document, int position)
{
    const QTextBlock block = document->findBlock(position);
    const int offset = position - block.position();
    for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
        if (offset >= range.start && offset < range.start + range.length)
            return range.format;
    }
    return {};
}

int entityAt(const QTextDocument *document, int position)
{
    const QTextCharFormat format = formatAt(document, position);
    return format.hasProperty(QTextFormat::UserProperty) ? format.property(QTextFormat::UserProperty).toInt() : -1;
}

/// A report of `paragraphs` paragraphs (several highlighting chunks when large), each naming the same
/// player and giving a scoreline; the player's mentions.
struct GeneratedReport {
    QString text;
    QList<ReportHighlighter::Mention> mentions;
    QList<int> paragraphStarts;
};

GeneratedReport generate(int paragraphs)
{
    GeneratedReport report;
    const QString name = QStringLiteral("Héctor Ruiz");
    for (int i = 0; i < paragraphs; ++i) {
        report.paragraphStarts.append(int(report.text.size()));
        const int start = int(report.text.size());
        report.text += name + QStringLiteral(" scored as Ashford led 2-1 in paragraph %1, and the crowd went quiet.\n\n").arg(i);
        report.mentions.append({TextSpan{start, start + int(name.size())}, EntityType::Player, QStringLiteral("Héctor Ruiz")});
    }
    return report;
}

} // namespace

class HighlightingTest : public QObject
{
    Q_OBJECT
private slots:
    void splitsTextIntoTheDocumentsBlocks()
    {
        const QString text = QStringLiteral("one\r\ntwo\rthree") + QChar(0x2029) + QStringLiteral("four") + QChar(0x2028)
            + QStringLiteral("still four\n") + QChar(0xFDD0) + QStringLiteral("five\n");
        QTextDocument document;
        document.setPlainText(text);
        const QList<TextLine> lines = splitIntoBlocks(text);
        QCOMPARE(lines.size(), document.blockCount());
        int i = 0;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next(), ++i) {
            QCOMPARE(lines.at(i).position, block.position());
            QCOMPARE(lines.at(i).length, block.length() - 1);
            QCOMPARE(text.mid(lines.at(i).textStart, lines.at(i).length), block.text());
        }
    }

    void mentionsReplaceSyntaxRunsAndLaterMentionsWin()
    {
        const TextLine line{100, 90, 20};
        const HighlightRun syntax[] = {{0, 5, HighlightStyle::syntax(0)}, {8, 6, HighlightStyle::syntax(1)}};
        const StyledSpan mentions[] = {{92, 100, HighlightStyle::entity(EntityType::Player)}, {98, 104, HighlightStyle::entity(EntityType::Team)}};
        QList<quint16> scratch;
        QList<HighlightRun> out;
        layerMentions(line, syntax, mentions, scratch, out);
        const QList<HighlightRun> expected = {{0, 2, HighlightStyle::syntax(0)},
                                              {2, 6, HighlightStyle::entity(EntityType::Player)},
                                              {8, 6, HighlightStyle::entity(EntityType::Team)}};
        QCOMPARE(out, expected);
        // No mention on the line: the syntax runs as they are.
        layerMentions(TextLine{0, 500, 20}, syntax, mentions, scratch, out);
        QCOMPARE(out.size(), 2);
        QCOMPARE(mentionsAround(mentions, 200, 300, 8).size(), size_t(0));
        QCOMPARE(mentionsAround(mentions, 99, 100, 8).size(), size_t(2));
    }

    void largeReportIsHighlightedAtStartMiddleAndEnd()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        view.resize(600, 400);
        view.show();
        view.setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        const GeneratedReport report = generate(6000); // about 540 K characters: many chunks
        view.setReportText(report.text, report.mentions);
        QSignalSpy finished(view.highlighter(), &ReportHighlighter::finished);
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 60000);
        QCOMPARE(finished.size(), 1);

        const QTextDocument *document = view.document();
        const QColor plain = formatAt(document, int(report.text.indexOf(QLatin1String("crowd")))).foreground().color();
        for (int paragraph : {0, 1, 2999, 3000, 5998, 5999}) {
            const int start = report.paragraphStarts.at(paragraph);
            const QString context = QStringLiteral("paragraph %1").arg(paragraph);
            QVERIFY2(entityAt(document, start) == int(EntityType::Player), qPrintable(context));
            QVERIFY2(entityAt(document, start + 10) == int(EntityType::Player), qPrintable(context));
            QVERIFY2(entityAt(document, start + 11) == -1, qPrintable(context)); // just after the name
            const int score = int(report.text.indexOf(QLatin1String("2-1"), start));
            const QTextCharFormat scoreFormat = formatAt(document, score);
            QVERIFY2(scoreFormat.hasProperty(QTextFormat::ForegroundBrush), qPrintable(context));
            QVERIFY2(scoreFormat.foreground().color() != plain, qPrintable(context));
            QVERIFY2(!formatAt(document, int(report.text.indexOf(QLatin1String("crowd"), start))).hasProperty(QTextFormat::UserProperty),
                     qPrintable(context));
        }
    }

    void newMentionsChangeOnlyTheirBlocks()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        view.resize(600, 400);
        view.show();
        view.setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        GeneratedReport report = generate(3000);
        view.setReportText(report.text, report.mentions);
        view.highlighter()->finish();
        QVERIFY(!view.highlighter()->isHighlighting());

        // Drop the mention of the middle paragraph, make the last one a team, add one on "Ashford" in the first.
        const int middle = report.paragraphStarts.at(1500);
        const int last = report.paragraphStarts.at(2999);
        QList<ReportHighlighter::Mention> mentions = report.mentions;
        mentions.removeAt(1500);
        mentions.last().type = EntityType::Team;
        const int ashford = int(report.text.indexOf(QLatin1String("Ashford")));
        mentions.append({TextSpan{ashford, ashford + 7}, EntityType::Team, QStringLiteral("Ashford")});
        const QTextLayout *untouched = view.document()->findBlock(report.paragraphStarts.at(700)).layout();
        const auto untouchedFormats = untouched->formats();
        view.setMentions(mentions);
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 60000);

        const QTextDocument *document = view.document();
        QCOMPARE(entityAt(document, middle + 3), -1);
        QCOMPARE(entityAt(document, last + 3), int(EntityType::Team));
        QCOMPARE(entityAt(document, ashford + 3), int(EntityType::Team));
        QCOMPARE(entityAt(document, report.paragraphStarts.at(1499) + 3), int(EntityType::Player));
        QCOMPARE(view.highlighter()->mentionAt(ashford + 1)->tooltip, QStringLiteral("Ashford"));
        QCOMPARE(untouched->formats().size(), untouchedFormats.size());
        QCOMPARE(entityAt(document, report.paragraphStarts.at(700) + 3), int(EntityType::Player));
    }

    void theLastOfQuickSuccessiveMentionChangesWins()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        view.resize(600, 400);
        view.show();
        view.setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        const GeneratedReport report = generate(4000);
        view.setReportText(report.text, report.mentions);
        QList<ReportHighlighter::Mention> teams = report.mentions;
        for (ReportHighlighter::Mention &mention : teams)
            mention.type = EntityType::Team;
        // Changes arriving faster than the passes finish: each cancels the previous one.
        view.setMentions(teams);
        QCoreApplication::processEvents();
        view.setMentions({});
        QCoreApplication::processEvents();
        view.setMentions(teams);
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 60000);
        for (int paragraph : {0, 2000, 3999})
            QCOMPARE(entityAt(view.document(), report.paragraphStarts.at(paragraph) + 3), int(EntityType::Team));
        view.setMentions({});
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 60000);
        for (int paragraph : {0, 2000, 3999})
            QCOMPARE(entityAt(view.document(), report.paragraphStarts.at(paragraph) + 3), -1);
    }

    void anEditIsHighlightedAgain()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        view.setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        const GeneratedReport report = generate(400);
        view.setReportText(report.text, report.mentions);
        view.highlighter()->finish();

        // A programmatic edit (the view is read-only for the user): a last line with a scoreline.
        QTextCursor cursor(view.document());
        cursor.movePosition(QTextCursor::End);
        const int end = cursor.position();
        cursor.insertText(QStringLiteral("Final score 3-0"));
        QVERIFY(view.highlighter()->isHighlighting());
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 30000);
        const QTextDocument *document = view.document();
        QVERIFY(formatAt(document, end + 12).hasProperty(QTextFormat::ForegroundBrush)); // "3-0"
        QVERIFY(!formatAt(document, end + 2).hasProperty(QTextFormat::ForegroundBrush)); // "Final"
        // What was there before is still highlighted.
        QCOMPARE(entityAt(document, report.paragraphStarts.last() + 3), int(EntityType::Player));
        QVERIFY(formatAt(document, int(report.text.lastIndexOf(QLatin1String("2-1")))).hasProperty(QTextFormat::ForegroundBrush));
    }

    void aTextThatIsNotTheDocumentsIsNotTrusted()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        view.setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        const GeneratedReport report = generate(50);
        view.setReportText(report.text, report.mentions);
        // Told a different text than the document holds: the highlighter notices and reads the document.
        view.highlighter()->setText(QStringLiteral("x\n").repeated(50));
        view.highlighter()->rehighlight();
        QCOMPARE(entityAt(view.document(), report.paragraphStarts.at(49) + 3), int(EntityType::Player));
        QVERIFY(formatAt(view.document(), int(report.text.lastIndexOf(QLatin1String("2-1")))).hasProperty(QTextFormat::ForegroundBrush));
    }

    void aNewThemeRecoloursEveryBlock()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        view.resize(600, 400);
        view.show();
        const auto light = repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme);
        const auto dark = repository.defaultTheme(KSyntaxHighlighting::Repository::DarkTheme);
        view.setTheme(light);
        const GeneratedReport report = generate(2000);
        view.setReportText(report.text, report.mentions);
        view.highlighter()->finish();
        const int last = report.paragraphStarts.last();
        const QColor lightPlayer = formatAt(view.document(), last).foreground().color();
        QCOMPARE(lightPlayer, view.highlighter()->formatFor(EntityType::Player).foreground().color());

        view.setTheme(dark);
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 30000);
        const QColor darkPlayer = view.highlighter()->formatFor(EntityType::Player).foreground().color();
        QVERIFY(darkPlayer != lightPlayer);
        QCOMPARE(formatAt(view.document(), last).foreground().color(), darkPlayer);
        QCOMPARE(formatAt(view.document(), report.paragraphStarts.first()).foreground().color(), darkPlayer);
    }
};

QTEST_MAIN(HighlightingTest)
#include "highlighting_test.moc"
