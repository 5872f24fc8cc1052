#include "articleview.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Theme>

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
