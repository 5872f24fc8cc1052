#include "articleview.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Theme>

#include <QPlainTextDocumentLayout>
#include <QPointer>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

#include <functional>

using namespace Touchline;

/// A view on screen in the light theme, as the window shows one.
struct ShownView {
    KSyntaxHighlighting::Repository repository;
    ArticleView view{&repository};
    ShownView()
    {
        view.resize(600, 400);
        view.show();
        view.setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
    }
};

/// A shown view that fills texts of 10,000 characters or more in the background, and such a text: 2,000
/// copies of one report line.
struct LongTextView {
    explicit LongTextView(const QString &reportLine)
        : line(reportLine)
        , text(reportLine.repeated(2000))
        , lastLine(int(1999 * reportLine.size()))
    {
        view.setBackgroundFillThreshold(10'000);
    }
    ShownView shown;
    ArticleView &view = shown.view;
    const QString line;
    const QString text;
    const int lastLine; // where the last line starts
};

/// Calls back on each resize event of the object it filters.
class ResizeWatcher : public QObject
{
public:
    explicit ResizeWatcher(std::function<void(const QResizeEvent &)> onResize)
        : m_onResize(std::move(onResize))
    {
    }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Resize)
            m_onResize(*static_cast<QResizeEvent *>(event));
        return false;
    }

private:
    std::function<void(const QResizeEvent &)> m_onResize;
};

class ArticleViewTest : public QObject
{
    Q_OBJECT
private:
    static QString reportLine() { return QStringLiteral("Héctor Ruiz scored for Ashford Rovers in the 23rd minute.\n"); }

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
        ShownView shown;
        ArticleView &view = shown.view;
        const QString line = reportLine();
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

    // Swapping in a long text's document lays every block out at the viewport's width: the vertical scroll
    // bar must be there first, so that the viewport does not narrow afterwards and every block is laid
    // out a second time.
    void laysALongTextOutOnceAtItsFinalWidth()
    {
        LongTextView fixture(reportLine());
        ArticleView &view = fixture.view;
        const QString &text = fixture.text;
        QSignalSpy arrived(&view, &ArticleView::textArrived);
        int relayoutsOfTheText = 0; // width changes of the viewport while the document holds the text
        ResizeWatcher watcher([&](const QResizeEvent &resize) {
            if (resize.oldSize().width() != resize.size().width() && !view.document()->isEmpty())
                ++relayoutsOfTheText;
        });
        view.viewport()->installEventFilter(&watcher);
        const int emptyWidth = view.viewport()->width();

        view.setReportText(text, {});
        QVERIFY(arrived.wait(30000));
        QTest::qWait(50); // the scroll area shows or hides its bars in a queued call
        QVERIFY(view.verticalScrollBar()->isVisible());
        QVERIFY(view.viewport()->width() < emptyWidth);
        QCOMPARE(relayoutsOfTheText, 0);
        QCOMPARE(view.verticalScrollBarPolicy(), Qt::ScrollBarAsNeeded);

        // A short text takes the bar away again, as before.
        view.setReportText(QStringLiteral("Rovers won 2-1."), {});
        QTest::qWait(50);
        QVERIFY(!view.verticalScrollBar()->isVisible());
    }

    void fillsALongTextOffTheUiThreadAndKeepsWhatArrivesMeanwhile()
    {
        LongTextView fixture(reportLine());
        ArticleView &view = fixture.view;
        const QString &line = fixture.line;
        const QString &text = fixture.text;
        QSignalSpy arrived(&view, &ArticleView::textArrived);
        QPointer<QTextDocument> first = view.document();

        view.setReportText(text, {});
        QVERIFY(view.isFillingText());
        QVERIFY(view.document()->isEmpty()); // the old text went at once; the new one is not there yet
        // Mentions and evidence given meanwhile are for the text on its way: kept, not applied to the empty view.
        const int lastLine = fixture.lastLine;
        view.setMentions({{TextSpan{0, 11}, EntityType::Player, QString()}, {TextSpan{lastLine, lastLine + 11}, EntityType::Player, QString()}});
        view.showSpans({TextSpan{lastLine + 23, lastLine + 37}});
        QVERIFY(!view.textCursor().hasSelection());

        QVERIFY(arrived.wait(30000));
        QVERIFY(!view.isFillingText());
        QCOMPARE(view.document()->toPlainText(), text);
        QCOMPARE(view.document()->blockCount(), 2001);
        QVERIFY(qobject_cast<QPlainTextDocumentLayout *>(view.document()->documentLayout()));
        QCOMPARE(view.document()->thread(), view.thread());
        QCOMPARE(view.highlighter()->document(), view.document());
        QVERIFY(!first); // the view's first document is gone with the swap
        QCOMPARE(view.textCursor().selectedText(), QStringLiteral("Ashford Rovers"));
        QCOMPARE(view.textCursor().selectionStart(), lastLine + 23);
        view.highlighter()->finish();
        QCOMPARE(formatAt(view, 3).property(QTextFormat::UserProperty).toInt(), int(EntityType::Player));
        QCOMPARE(formatAt(view, lastLine + 3).property(QTextFormat::UserProperty).toInt(), int(EntityType::Player));
        QVERIFY(!formatAt(view, 100).hasProperty(QTextFormat::UserProperty));

        // A short text while a long one is filling: the long one never arrives, the short one shows at once.
        QPointer<QTextDocument> filled = view.document();
        view.setReportText(text + QStringLiteral("Full time."), {});
        QVERIFY(view.isFillingText());
        view.setReportText(QStringLiteral("Rovers won 2-1."), {});
        QVERIFY(!view.isFillingText());
        QCOMPARE(view.document()->toPlainText(), QStringLiteral("Rovers won 2-1."));
        QTest::qWait(300);
        QCOMPARE(arrived.size(), 1);
        QCOMPARE(view.document()->toPlainText(), QStringLiteral("Rovers won 2-1."));
        QCOMPARE(view.document(), filled.data()); // short texts reuse the document in place

        // Another long text replaces the filled document, which is deleted. Its mentions, given with it,
        // were laid over the text while the document filled; they land on the new document.
        view.setReportText(text, {{TextSpan{lastLine + 23, lastLine + 37}, EntityType::Team, QString()}});
        QVERIFY(view.highlighter()->isHighlighting());
        QVERIFY(arrived.wait(30000));
        QVERIFY(!filled);
        QCOMPARE(view.document()->characterCount(), text.size() + 1); // and the last block's separator
        QCOMPARE(view.highlighter()->document(), view.document());
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 30000);
        QCOMPARE(formatAt(view, lastLine + 30).property(QTextFormat::UserProperty).toInt(), int(EntityType::Team));
        QVERIFY(!formatAt(view, 3).hasProperty(QTextFormat::UserProperty)); // the old mentions are gone
        QVERIFY(formatAt(view, int(line.indexOf(QLatin1String("23rd")))).hasProperty(QTextFormat::ForegroundBrush)); // the syntax layer too
    }

    // A long report opened with its saved annotations: its mentions are put together on a worker while its
    // text fills, and it is highlighted once they come, not first without them and again with them.
    void highlightsALongTextOnceItsMentionsCome()
    {
        LongTextView fixture(reportLine());
        ArticleView &view = fixture.view;
        const QString &line = fixture.line;
        const QString &text = fixture.text;
        const int lastLine = fixture.lastLine;
        const QList<ReportHighlighter::Mention> mentions{{TextSpan{0, 11}, EntityType::Player, QString()},
                                                         {TextSpan{lastLine + 23, lastLine + 37}, EntityType::Team, QString()}};
        QSignalSpy arrived(&view, &ArticleView::textArrived);

        view.setLongReportText(text);
        QVERIFY(view.isFillingText());
        QVERIFY(!view.highlighter()->isHighlighting()); // nothing scanned without the mentions
        view.setMentions(mentions);
        QVERIFY(view.highlighter()->isHighlighting());
        QVERIFY(arrived.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 30000);
        QCOMPARE(formatAt(view, 3).property(QTextFormat::UserProperty).toInt(), int(EntityType::Player));
        QCOMPARE(formatAt(view, lastLine + 30).property(QTextFormat::UserProperty).toInt(), int(EntityType::Team));
        QVERIFY(formatAt(view, int(line.indexOf(QLatin1String("23rd")))).hasProperty(QTextFormat::ForegroundBrush));

        // Should the text come first, it is highlighted at once, and again when the mentions come.
        view.setLongReportText(text + QStringLiteral("Full time."));
        QVERIFY(arrived.wait(30000));
        QVERIFY(view.highlighter()->isHighlighting());
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 30000);
        QVERIFY(!formatAt(view, 3).hasProperty(QTextFormat::UserProperty));
        QVERIFY(formatAt(view, int(line.indexOf(QLatin1String("23rd")))).hasProperty(QTextFormat::ForegroundBrush));
        view.setMentions(mentions);
        QTRY_VERIFY_WITH_TIMEOUT(!view.highlighter()->isHighlighting(), 30000);
        QCOMPARE(formatAt(view, 3).property(QTextFormat::UserProperty).toInt(), int(EntityType::Player));
    }

    // An entity named all through a long report has thousands of mentions: the view marks those on and
    // about the screen only (a mark costs a block's layout), and the marks follow the reader's scrolling.
    void marksTheSpansOnScreenAndFollowsScrolling()
    {
        ShownView shown;
        ArticleView &view = shown.view;
        const QString line = reportLine();
        const int lines = 3000;
        view.setReportText(line.repeated(lines), {});
        TextSpans spans;
        for (int i = lines - 1; i >= 0; --i) // out of order: the view sorts them
            spans.append(TextSpan{int(i * line.size()) + 23, int(i * line.size()) + 37});
        const TextSpan first = spans.first();
        view.showSpans(spans);

        QCOMPARE(view.markedSpans().size(), lines);
        QVERIFY(std::is_sorted(view.markedSpans().cbegin(), view.markedSpans().cend()));
        QCOMPARE(view.textCursor().selectionStart(), first.start); // the first span given is selected and shown
        QCOMPARE(view.textCursor().selectedText(), QStringLiteral("Ashford Rovers"));
        const auto marksCoverTheScreen = [&view, &line] {
            const QList<QTextEdit::ExtraSelection> marks = view.extraSelections();
            if (marks.isEmpty() || marks.size() > 500)
                return false;
            for (const QTextEdit::ExtraSelection &mark : marks) {
                if (mark.cursor.selectedText() != QStringLiteral("Ashford Rovers"))
                    return false;
            }
            // Every line on screen has its mark (the text ends with an empty line).
            const int top = view.cursorForPosition(QPoint(0, 0)).position();
            const int bottom = view.cursorForPosition(QPoint(0, view.viewport()->height() - 1)).position();
            for (int lineStart = int(top / line.size() * line.size()); lineStart <= std::min(bottom, int(view.document()->characterCount() - line.size()));
                 lineStart += int(line.size())) {
                const bool marked = std::any_of(marks.cbegin(), marks.cend(), [&](const QTextEdit::ExtraSelection &mark) {
                    return mark.cursor.selectionStart() == lineStart + 23;
                });
                if (!marked)
                    return false;
            }
            return true;
        };
        QVERIFY(marksCoverTheScreen());

        view.verticalScrollBar()->setValue(0);
        QVERIFY(marksCoverTheScreen());
        QVERIFY(view.extraSelections().first().cursor.selectionStart() < 200);
        view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum() / 2);
        QVERIFY(marksCoverTheScreen());
        view.resize(600, 800); // more lines on screen
        QTest::qWait(20);
        QVERIFY(marksCoverTheScreen());

        view.showSpans({});
        QVERIFY(view.extraSelections().isEmpty());
        QVERIFY(view.markedSpans().isEmpty());
        view.showSpans(spans.mid(0, 2));
        view.setReportText(QStringLiteral("Rovers won 2-1."), {});
        QVERIFY(view.extraSelections().isEmpty()); // a new text drops the old marks
        QVERIFY(view.markedSpans().isEmpty());
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
