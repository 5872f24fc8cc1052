#include "articleview.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Theme>

#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using namespace Touchline;

class ArticleViewTest : public QObject
{
    Q_OBJECT
private:
    // The format the highlighter gave the character at `position` of the view's document.
    static QTextCharFormat formatAt(const ArticleView &view, int position)
    {
        const QTextBlock block = view.document()->findBlock(position);
        const int offset = position - block.position();
        for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
            if (offset >= range.start && offset < range.start + range.length)
                return range.format;
        }
        return {};
    }

private slots:
    void loadsMatchReportDefinitionFromResources()
    {
        KSyntaxHighlighting::Repository repository;
        const auto definition = ArticleView::matchReportDefinition(repository);
        QVERIFY(definition.isValid());
        QCOMPARE(definition.name(), QStringLiteral("Match Report"));
    }

    void highlightsScorelinesAndMinutes()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        view.setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        const QString text = QStringLiteral("Rovers won 2-1 after a goal in the 23rd minute and another at 90+5.");
        view.setReportText(text);
        view.highlighter()->rehighlight();

        const QColor plain = formatAt(view, text.indexOf(QLatin1String("won"))).foreground().color();
        const QTextCharFormat score = formatAt(view, text.indexOf(QLatin1String("2-1")));
        const QTextCharFormat minute = formatAt(view, text.indexOf(QLatin1String("90+5")));
        QVERIFY(score.hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(minute.hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(score.foreground().color() != plain);
        QVERIFY(minute.foreground().color() != plain);
    }

    void layersEntityMentionsOverTheDefinition()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        view.setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        const QString text = QStringLiteral("Héctor Ruiz scored for Ashford Rovers.");
        view.setReportText(text);
        view.setMentions({{TextSpan{0, 11}, EntityType::Player, QStringLiteral("PLAYER Héctor Ruiz")},
                          {TextSpan{23, 37}, EntityType::Team, QStringLiteral("TEAM Ashford Rovers")}});

        const QTextCharFormat player = formatAt(view, 3);
        const QTextCharFormat team = formatAt(view, 30);
        QCOMPARE(player.property(QTextFormat::UserProperty).toInt(), int(EntityType::Player));
        QCOMPARE(team.property(QTextFormat::UserProperty).toInt(), int(EntityType::Team));
        QVERIFY(player.foreground().color() != team.foreground().color());
        QVERIFY(!formatAt(view, 15).hasProperty(QTextFormat::UserProperty)); // "scored" is no mention
        QCOMPARE(view.highlighter()->mentionAt(30)->tooltip, QStringLiteral("TEAM Ashford Rovers"));
        QCOMPARE(view.highlighter()->mentionAt(15), nullptr);
    }

    void highlightsVisiblePartAtOnceAndTheRestIncrementally()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        view.resize(600, 400);
        view.show();
        view.setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        const QString line = QStringLiteral("Héctor Ruiz scored for Ashford Rovers in the 23rd minute.\n");
        const int lines = 20000;
        QList<ReportHighlighter::Mention> mentions;
        for (int i = 0; i < lines; ++i)
            mentions.append({TextSpan{int(i * line.size()), int(i * line.size()) + 11}, EntityType::Player, QString()});
        view.setReportText(line.repeated(lines), mentions);
        // The first screen is highlighted before control returns; the end of the text is not yet.
        QCOMPARE(formatAt(view, 3).property(QTextFormat::UserProperty).toInt(), int(EntityType::Player));
        QVERIFY(view.highlighter()->isHighlighting());
        const int lastLine = int((lines - 1) * line.size());
        QVERIFY(!formatAt(view, lastLine + 3).hasProperty(QTextFormat::UserProperty));
        // The event loop finishes the rest in slices.
        QSignalSpy finished(view.highlighter(), &ReportHighlighter::finished);
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 30000);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(formatAt(view, lastLine + 3).property(QTextFormat::UserProperty).toInt(), int(EntityType::Player));
        QVERIFY(!formatAt(view, lastLine + 15).hasProperty(QTextFormat::UserProperty));
        // A new text stops the old pass; finish() completes a pass synchronously.
        view.setReportText(line.repeated(lines), {});
        view.highlighter()->finish();
        QVERIFY(!view.highlighter()->isHighlighting());
        QVERIFY(!formatAt(view, lastLine + 3).hasProperty(QTextFormat::UserProperty));
    }

    void everyThemeGivesEntitiesAVisibleColour()
    {
        KSyntaxHighlighting::Repository repository;
        ArticleView view(&repository);
        for (const KSyntaxHighlighting::Theme &theme : repository.themes()) {
            view.setTheme(theme);
            const QColor background = QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::BackgroundColor));
            for (EntityType type : allEntityTypes) {
                const QColor foreground = view.highlighter()->formatFor(type).foreground().color();
                QVERIFY2(foreground != background, qPrintable(theme.name() + QLatin1Char(' ') + entityTypeName(type)));
            }
        }
    }
};

QTEST_MAIN(ArticleViewTest)
#include "articleview_test.moc"
