#include "articleview.h"
#include "findbar.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>

using namespace Touchline;

/// An article view with its find bar, on screen, holding `text`.
struct ArticleWithFindBar {
    KSyntaxHighlighting::Repository repository;
    ArticleView view{&repository};
    FindBar bar{&view};
    explicit ArticleWithFindBar(const QString &text)
    {
        view.resize(600, 400);
        view.show();
        view.setReportText(text);
        bar.findAction()->trigger();
    }
    /// Types `word` into the bar a letter at a time, as the user does (each letter searches again).
    void type(const QString &word)
    {
        for (const QChar letter : word) {
            // QTest::keyClicks() takes ASCII only: the key events as a keyboard layout with Ö would send them.
            QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(letter));
            QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(letter));
            QCoreApplication::sendEvent(bar.lineEdit(), &press);
            QCoreApplication::sendEvent(bar.lineEdit(), &release);
        }
        QCOMPARE(bar.lineEdit()->text().right(word.size()), word);
    }
    QString status() const { return bar.findChild<QLabel *>() ? bar.findChild<QLabel *>()->text() : QString(); }
    std::pair<int, int> selection() const { return {view.textCursor().selectionStart(), view.textCursor().selectionEnd()}; }
};

class FindBarTest : public QObject
{
    Q_OBJECT
private slots:
    void findsAsTheUserTypesThenNextAndWrapsAround()
    {
        const QString text = QStringLiteral("Ferreira scored. Then FERREIRA missed a penalty.\nLate on, ferreira scored again.");
        ArticleWithFindBar article(text);
        article.type(QStringLiteral("ferr"));
        QCOMPARE(article.selection(), std::make_pair(0, 4));
        article.type(QStringLiteral("eira")); // the match grows where it is
        QCOMPARE(article.selection(), std::make_pair(0, 8));
        QVERIFY(article.bar.find());
        QCOMPARE(article.selection(), std::make_pair(int(text.indexOf(u"FERREIRA")), int(text.indexOf(u"FERREIRA")) + 8));
        QVERIFY(article.bar.find());
        const int third = int(text.indexOf(u"ferreira"));
        QCOMPARE(article.selection(), std::make_pair(third, third + 8));
        QVERIFY(article.status().isEmpty());
        QVERIFY(article.bar.find()); // past the last: back to the first
        QCOMPARE(article.selection(), std::make_pair(0, 8));
        QCOMPARE(article.status(), QStringLiteral("Wrapped"));
        QVERIFY(article.bar.find(true)); // before the first: the last
        QCOMPARE(article.selection(), std::make_pair(third, third + 8));

        article.bar.lineEdit()->clear();
        article.type(QStringLiteral("zqx"));
        QCOMPARE(article.status(), QStringLiteral("Not found"));
        QCOMPARE(article.selection(), std::make_pair(third, third)); // the cursor stays where the search began
    }

    // Letters beyond ASCII fold as Qt folds them (Ö and ö; the Kelvin sign and k); "match case" finds
    // only the letters as typed.
    void foldsLettersBeyondAsciiUnlessMatchingCase()
    {
        const QString text = QStringLiteral("Ashford: \u212Aelvin and ÖSTERGÅRD. Harbour: Kelvin and Östergård.");
        ArticleWithFindBar article(text);
        article.type(QStringLiteral("östergård"));
        QCOMPARE(article.selection().first, int(text.indexOf(u"ÖSTERGÅRD")));
        article.bar.lineEdit()->clear();
        article.view.moveCursor(QTextCursor::Start); // a new search from the top, not from the match shown
        article.type(QStringLiteral("kelvin"));
        QCOMPARE(article.selection().first, int(text.indexOf(u"\u212Aelvin")));

        article.bar.findChild<QToolButton *>(QStringLiteral("findCaseSensitive"))->setChecked(true);
        article.bar.lineEdit()->clear();
        article.view.moveCursor(QTextCursor::Start);
        article.type(QStringLiteral("Östergård"));
        QCOMPARE(article.selection().first, int(text.indexOf(u"Östergård")));
        QVERIFY(article.bar.find()); // the only match: found again, after wrapping
        QCOMPARE(article.selection().first, int(text.indexOf(u"Östergård")));
        QCOMPARE(article.status(), QStringLiteral("Wrapped"));
    }

    // The bar searches the text itself: every match, forwards and backwards, is where QTextDocument::find
    // finds it in the document the view shows.
    void findsWhatTheDocumentFinds()
    {
        QRandomGenerator random(11);
        QString text;
        const QStringList words = {QStringLiteral("Vale"), QStringLiteral("vale"), QStringLiteral("VALE"), QStringLiteral("valley"),
                                   QStringLiteral("Ávila"), QStringLiteral("Kop"), QStringLiteral("goal"), QStringLiteral(","),
                                   QStringLiteral("\n"), QStringLiteral(" "), QStringLiteral("\u00a0")};
        for (int i = 0; i < 3000; ++i)
            text += words.at(int(random.bounded(int(words.size()))));
        ArticleWithFindBar article(text);
        const QStringList needles = {QStringLiteral("vale"), QStringLiteral("VAL"), QStringLiteral("ávila"), QStringLiteral("kop,"),
                                     QStringLiteral("l V")};
        for (const QString &needle : needles) {
            for (const int variant : {0, 1, 2, 3}) {
                const bool backwards = variant & 1;
                const bool matchCase = variant & 2;
                article.bar.findChild<QToolButton *>(QStringLiteral("findCaseSensitive"))->setChecked(matchCase);
                article.bar.lineEdit()->setText(needle);
                QTextCursor start(article.view.document());
                start.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
                article.view.setTextCursor(start);
                QTextDocument::FindFlags flags;
                flags.setFlag(QTextDocument::FindBackward, backwards);
                flags.setFlag(QTextDocument::FindCaseSensitively, matchCase);
                QTextCursor expected = start;
                for (int step = 0; step < 200; ++step) {
                    expected = article.view.document()->find(needle, expected, flags);
                    const bool found = article.bar.find(backwards);
                    QCOMPARE(found && !article.status().startsWith(QLatin1String("Wrapped")), !expected.isNull());
                    if (expected.isNull())
                        break;
                    QCOMPARE(article.selection(), std::make_pair(expected.selectionStart(), expected.selectionEnd()));
                }
            }
        }
    }
};

QTEST_MAIN(FindBarTest)
#include "findbar_test.moc"
