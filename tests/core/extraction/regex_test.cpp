// Regex: the extractor's direct PCRE2 patterns must find exactly what QRegularExpression finds (the
// extractor's rules were written and tuned against it), including the corner cases: case folding
// beyond ASCII, Unicode properties, unset groups, offsets, empty matches in a global match, and
// subjects that are not valid UTF-16.
#include "leadfamily.h"
#include "regex.h"
#include "regexleads.h"
#include "wordstarts.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <thread>
#include <vector>

using namespace Touchline;

namespace {

QRegularExpression::PatternOptions qtOptions(int options)
{
    QRegularExpression::PatternOptions result;
    if (options & Regex::CaseInsensitive)
        result |= QRegularExpression::CaseInsensitiveOption;
    if (options & Regex::UnicodeProperties)
        result |= QRegularExpression::UseUnicodePropertiesOption;
    return result;
}

// Every group's start and end, "-" for a group that took no part, or "none": for a RegexMatch or a
// QRegularExpressionMatch alike.
template<typename Match>
QString describe(const Match &m, int groups)
{
    if (!m.hasMatch())
        return QStringLiteral("none");
    QStringList parts;
    for (int g = 0; g <= groups; ++g)
        parts << (m.hasCaptured(g) ? QStringLiteral("%1-%2:%3").arg(m.capturedStart(g)).arg(m.capturedEnd(g)).arg(m.captured(g)) : QStringLiteral("-"));
    return parts.join(u' ');
}

// Every match of a global match, described as above.
template<typename Iterator>
QStringList allMatches(Iterator it, int groups)
{
    QStringList out;
    while (it.hasNext())
        out << describe(it.next(), groups);
    return out;
}

} // namespace

class RegexTest : public QObject
{
    Q_OBJECT
private slots:
    void matchesAsQRegularExpression_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<int>("options");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<int>("offset");
        const int ci = Regex::CaseInsensitive;
        const int ucp = Regex::UnicodeProperties;
        QTest::newRow("word") << QStringLiteral("\\bscored\\b") << ci << QStringLiteral("Kane SCORED twice") << 0;
        QTest::newRow("no match") << QStringLiteral("\\bscored\\b") << ci << QStringLiteral("Kane rescored") << 0;
        QTest::newRow("case sensitive") << QStringLiteral("Goal") << 0 << QStringLiteral("goal Goal") << 0;
        QTest::newRow("offset") << QStringLiteral("goal") << 0 << QStringLiteral("goal and goal") << 1;
        QTest::newRow("offset at end") << QStringLiteral("$") << 0 << QStringLiteral("abc") << 3;
        QTest::newRow("offset past end") << QStringLiteral("x*") << 0 << QStringLiteral("abc") << 4;
        QTest::newRow("unset group") << QStringLiteral("(\\d{1,3})(?:\\+(\\d))?(')") << 0 << QStringLiteral("in the 45' and") << 0;
        QTest::newRow("set groups") << QStringLiteral("(\\d{1,3})(?:\\+(\\d))?(')") << 0 << QStringLiteral("in the 45+2' and") << 0;
        QTest::newRow("trailing unset group") << QStringLiteral("(a)|(b)") << 0 << QStringLiteral("xa") << 0;
        QTest::newRow("kelvin sign folds to k") << QStringLiteral("\\bkick\\b") << ci << QStringLiteral("a \u212Aick") << 0;
        QTest::newRow("long s folds to s") << QStringLiteral("scored") << ci << QStringLiteral("\u017Fcored") << 0;
        QTest::newRow("ascii \\w stops at é") << QStringLiteral("\\w+") << 0 << QStringLiteral("Valér") << 0;
        QTest::newRow("unicode \\w takes é") << QStringLiteral("\\w+") << ucp << QStringLiteral("Valér") << 0;
        QTest::newRow("lookbehind") << QStringLiteral("(?<!the )scores") << ci << QStringLiteral("the scores; he scores") << 0;
        QTest::newRow("emoji before") << QStringLiteral("goal") << 0 << QStringLiteral("\U0001F600 goal") << 0;
        QTest::newRow("lone high surrogate") << QStringLiteral("goal") << 0 << QString(QStringLiteral("goal ") + QChar(0xD83D)) << 0;
        QTest::newRow("lone low surrogate") << QStringLiteral("goal") << 0 << QString(QChar(0xDE00) + QStringLiteral(" goal")) << 0;
        QTest::newRow("empty subject") << QStringLiteral("^$") << 0 << QString() << 0;
        QTest::newRow("en dash") << QStringLiteral("(\\d)[-–](\\d)") << 0 << QStringLiteral("won 2–1") << 0;
    }
    void matchesAsQRegularExpression()
    {
        QFETCH(QString, pattern);
        QFETCH(int, options);
        QFETCH(QString, subject);
        QFETCH(int, offset);
        const Regex regex(pattern, options);
        const QRegularExpression oracle(pattern, qtOptions(options));
        QVERIFY2(regex.isValid(), qPrintable(regex.errorString()));
        const int groups = oracle.captureCount();
        QCOMPARE(describe(regex.match(subject, offset), groups), describe(oracle.match(subject, offset), groups));
    }

    void globalMatchesAsQRegularExpression_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("subject");
        QTest::newRow("words") << QStringLiteral("\\b\\w+\\b") << QStringLiteral("Kane scored, then Son.");
        QTest::newRow("empty matches") << QStringLiteral("x*") << QStringLiteral("axxb");
        QTest::newRow("empty matches over a surrogate pair") << QStringLiteral("") << QStringLiteral("a\U0001F600b");
        QTest::newRow("lookahead only") << QStringLiteral("(?=goal)") << QStringLiteral("goal goal");
        QTest::newRow("none") << QStringLiteral("card") << QStringLiteral("no bookings");
        QTest::newRow("lone surrogate") << QStringLiteral("a") << QString(QStringLiteral("a a") + QChar(0xD800));
    }
    void globalMatchesAsQRegularExpression()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, subject);
        const Regex regex(pattern, Regex::CaseInsensitive);
        const QRegularExpression oracle(pattern, QRegularExpression::CaseInsensitiveOption);
        QCOMPARE(allMatches(regex.globalMatch(subject), 0), allMatches(oracle.globalMatch(subject), 0));
    }

    void groupsAlternativesByFirstLetter()
    {
        QCOMPARE(groupAlternativesByFirstLetter(QStringLiteral("(?:scored|netted|(?<!the )scores|(?:headed|slotted) home|Nets)"), Regex::CaseInsensitive),
                 QStringLiteral("(?:(?=s)(?:scored|(?<!the )scores|(?:slotted) home)|(?=n)(?:netted|Nets)|(?=h)(?:(?:headed) home))"));
        QCOMPARE(groupAlternativesByFirstLetter(QStringLiteral("\\b(?:nets|scored)\\b"), Regex::CaseInsensitive),
                 QStringLiteral("\\b(?:(?=n)(?:nets)|(?=s)(?:scored))\\b"));
        QCOMPARE(groupAlternativesByFirstLetter(QStringLiteral("(?:\\d+ times|twice|\\d{1,2}th)"), Regex::CaseInsensitive),
                 QStringLiteral("(?:(?=\\d)(?:\\d+ times|\\d{1,2}th)|(?=t)(?:twice))"));
        // Four or more alternatives under one letter are grouped again by their first two letters...
        QCOMPARE(groupAlternativesByFirstLetter(QStringLiteral("(?:scored|slotted|(?<!the )scores|(?:steered|slots) home|nets)"), Regex::CaseInsensitive),
                 QStringLiteral("(?:(?=s)(?:(?:(?=sc)(?:scored|(?<!the )scores)|(?=sl)(?:slotted|(?:slots) home)|(?=st)(?:(?:steered) home)))|(?=n)(?:nets))"));
        // ...unless one of them has no second letter to key on.
        QCOMPARE(groupAlternativesByFirstLetter(QStringLiteral("(?:an|at|as|a)"), Regex::CaseInsensitive), QStringLiteral("(?:(?=a)(?:an|at|as|a))"));
        QCOMPARE(groupAlternativesByFirstLetter(QStringLiteral("(?:an|at|as|a\\s)"), Regex::CaseInsensitive), QStringLiteral("(?:(?=a)(?:an|at|as|a\\s))"));
        // Case matters without CaseInsensitive: "Nets" is not an "n" word.
        QVERIFY(groupAlternativesByFirstLetter(QStringLiteral("(?:nets|Nets)"), Regex::NoOption).contains(QStringLiteral("(?=N)")));
        // Anything that may start otherwise leaves the alternation as it was.
        for (const QString &unchanged : {QStringLiteral("(?:scored|\\d? goals)"), QStringLiteral("(?:scored|\\d{0,2} goals)"), QStringLiteral("(?:scored|\\s+goals)"), QStringLiteral("(?:s?cored|netted)"), QStringLiteral("(?:(?:a|b)?c|d)"),
                                         QStringLiteral("(?:[abc]|d)"), QStringLiteral("scored|netted"), QStringLiteral("(?:a)|(?:b)"), QStringLiteral("\\b(?:a|b)\\s"), QStringLiteral("\\b")})
            QCOMPARE(groupAlternativesByFirstLetter(unchanged, Regex::CaseInsensitive), unchanged);
    }

    void groupedAlternationFindsTheSameMatches()
    {
        const QString verbs = QStringLiteral(
            "(?:scored|(?<!the )scores|netted|(?:headed|heads|fired|slotted|tapped)\\s+(?:home|in\\b(?!\\s+vain)|into the net)|converted|"
            "(?:put|fired|headed) (?:\\w+\\s+){0,2}(?:ahead|level)|struck (?:first|late)|(?:lashed|fired|slotted) (?:a|the|his) (?:\\S+ ){0,2}(?:equaliser|winner)|"
            "sealed (?:the|a) win|scrambled|to (?:head|fire|slot) (?:\\S+ ){0,2}?home|finished (?:off|low)|\\d+(?:st|nd|rd|th)? (?:goal|minute)|sent \\d+)");
        const QString grouped = groupAlternativesByFirstLetter(verbs, Regex::CaseInsensitive);
        QVERIFY(grouped != verbs);
        const Regex original(QStringLiteral("\\b") + verbs + QStringLiteral("\\b"), Regex::CaseInsensitive);
        const Regex faster(QStringLiteral("\\b") + grouped + QStringLiteral("\\b"), Regex::CaseInsensitive);
        QVERIFY2(faster.isValid(), qPrintable(faster.errorString()));
        QStringList texts = {QStringLiteral("Kane SCORED, then Son fired home and slotted the late winner. The scores were level; he put them ahead. "
                                            "He headed in vain. Moss fired his side level, \u017Fcored and struck first. To head it home, he finished low. His 21st goal, in the 7 minute, sent 2.")};
        for (const QString &folder : {QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"), QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample")}) {
            for (const QFileInfo &file : QDir(folder).entryInfoList({QStringLiteral("*.txt")})) {
                QFile in(file.filePath());
                QVERIFY(in.open(QIODevice::ReadOnly));
                texts.append(QString::fromUtf8(in.readAll()));
            }
        }
        QVERIFY(texts.size() > 3);
        int matches = 0;
        for (const QString &text : std::as_const(texts)) {
            const QStringList theirs = allMatches(original.globalMatch(text), 0);
            QCOMPARE(allMatches(faster.globalMatch(text), 0), theirs);
            matches += int(theirs.size());
        }
        QVERIFY(matches >= 8); // the texts exercise the pattern
    }

    void readsTheWordsAMatchStartsWith_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QStringList>("prefixes");
        QTest::addColumn<bool>("digit");
        // Where the pattern ends, the run of letters may go on: "scored" is only a prefix.
        QTest::newRow("list") << QStringLiteral("\\b(?:scored|headed (?:home|in)|limp\\w*)") << QStringList{QStringLiteral("headed")}
                              << QStringList{QStringLiteral("limp"), QStringLiteral("scored")} << false;
        QTest::newRow("optional letter") << QStringLiteral("\\bgoals?\\b") << QStringList{QStringLiteral("goal"), QStringLiteral("goals")} << QStringList() << false;
        QTest::newRow("number first") << QStringLiteral("\\b(?:\\d+ times|twice)\\b") << QStringList{QStringLiteral("twice")} << QStringList() << true;
        QTest::newRow("lookarounds skipped") << QStringLiteral("\\b(?:(?=s)(?:(?<!the )scores)|(?=n)(?:nets))\\b") << QStringList{QStringLiteral("nets"), QStringLiteral("scores")}
                                             << QStringList() << false;
        QTest::newRow("word then class") << QStringLiteral("\\bspot[- ]kick") << QStringList{QStringLiteral("spot")} << QStringList() << false;
        QTest::newRow("optional group in front") << QStringLiteral("\\b(?:with\\s+)?(\\d{1,3}) min") << QStringList{QStringLiteral("with")} << QStringList() << true;
        QTest::newRow("repeated letters") << QStringLiteral("\\bgo+al") << QStringList() << QStringList{QStringLiteral("go")} << false;
        // Matches that may start elsewhere than at a word the analysis can name: not usable.
        QTest::newRow("no boundary") << QStringLiteral("scored") << QStringList() << QStringList() << false;
        QTest::newRow("class first") << QStringLiteral("\\b\\w+ goal") << QStringList() << QStringList() << false;
        QTest::newRow("one alternative without boundary") << QStringLiteral("\\bscored|netted") << QStringList() << QStringList() << false;
        QTest::newRow("number without boundary") << QStringLiteral("(?<![\\d.])(\\d{1,2})-(\\d{1,2})") << QStringList() << QStringList() << false;
        QTest::newRow("inline option") << QStringLiteral("(?i)\\bscored") << QStringList() << QStringList() << false;
        QTest::newRow("can match nothing") << QStringLiteral("\\b(?:goal)?") << QStringList() << QStringList() << false;
        QTest::newRow("digits only class") << QStringLiteral("\\b[0-9]\\d") << QStringList() << QStringList() << true;
        // A class with anything besides digits may start where no number does ("a.5", " _x").
        QTest::newRow("digits or a dot") << QStringLiteral("\\b[\\d.]+") << QStringList() << QStringList() << false;
        QTest::newRow("digits or space") << QStringLiteral("\\b[\\d\\s]x") << QStringList() << QStringList() << false;
        QTest::newRow("digits or underscore") << QStringLiteral("\\b[0-9_]x") << QStringList() << QStringList() << false;
        // Ranges with an escaped end are not read: they could hold letters.
        QTest::newRow("range to an escape") << QStringLiteral("\\bgoal[!-\\[]") << QStringList() << QStringList() << false;
        QTest::newRow("range from an escape") << QStringLiteral("\\bgoal[\\@-\\[]") << QStringList() << QStringList() << false;
        // \G holds where a search starts: every anchored try would satisfy it.
        QTest::newRow("search start") << QStringLiteral("\\b\\Gscored") << QStringList() << QStringList() << false;
    }
    void readsTheWordsAMatchStartsWith()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, words);
        QFETCH(QStringList, prefixes);
        QFETCH(bool, digit);
        const RegexLeads leads = RegexLeads::of(pattern);
        QCOMPARE(leads.isUsable(), !words.isEmpty() || !prefixes.isEmpty() || digit);
        if (!leads.isUsable())
            return;
        QStringList found = leads.words();
        found.sort();
        QCOMPARE(found, words);
        QCOMPARE(leads.prefixes(), prefixes);
        QCOMPARE(leads.mayStartWithDigit(), digit);
    }

    void readsWhatFollowsALeadWord_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QStringList>("words");    // the followers' words, sorted; none: anything may follow
        QTest::addColumn<QStringList>("prefixes");
        QTest::addColumn<bool>("digit");
        const QStringList none;
        QTest::newRow("a list after a space") << QStringLiteral("\\bto (?:volley|fire)\\b") << QStringLiteral("to") << QStringList{QStringLiteral("fire"), QStringLiteral("volley")} << none << false;
        QTest::newRow("an optional word") << QStringLiteral("\\bto\\s+(?:the )?(?:net|goal)\\b") << QStringLiteral("to") << QStringList{QStringLiteral("goal"), QStringLiteral("net"), QStringLiteral("the")} << none << false;
        QTest::newRow("past a boundary and a lookahead") << QStringLiteral("\\bgoal\\b(?!s)\\s+from\\b") << QStringLiteral("goal") << QStringList{QStringLiteral("from")} << none << false;
        QTest::newRow("a word the pattern ends with may go on") << QStringLiteral("\\bto (?:volley|fire)") << QStringLiteral("to") << QStringList() << QStringList{QStringLiteral("fire"), QStringLiteral("volley")} << false;
        QTest::newRow("a number or a word") << QStringLiteral("\\b(?:a|an) (?:\\d+|early) goal") << QStringLiteral("an") << QStringList{QStringLiteral("early")} << none << true;
        QTest::newRow("a prefix") << QStringLiteral("\\bto\\h(?:head\\w*|fire\\b)") << QStringLiteral("to") << QStringList{QStringLiteral("fire")} << QStringList{QStringLiteral("head")} << false;
        QTest::newRow("every way to the word") << QStringLiteral("\\b(?:to fire|to\\s+(?:head|nod))\\b") << QStringLiteral("to") << QStringList{QStringLiteral("fire"), QStringLiteral("head"), QStringLiteral("nod")} << none << false;
        QTest::newRow("past skipped words") << QStringLiteral("\\bput (?:\\w+\\s+){0,2}ahead") << QStringLiteral("put") << none << QStringList{QStringLiteral("ahead")} << false;
        QTest::newRow("past chunks of \\S") << QStringLiteral("\\bput (?:\\S+\\s+){0,2}ahead") << QStringLiteral("put") << none << QStringList{QStringLiteral("ahead")} << false;
        // Anything may follow: a class (but words of \\w and chunks of \\S, which readsFollowersPastSkippedWords covers), the end of the
        // pattern, no space, space that may be absent, a hyphen, a lookahead where the follower starts (read past), a way without a known follower.
        QTest::newRow("unbounded chunks") << QStringLiteral("\\bput (?:\\S+\\s+)*ahead") << QStringLiteral("put") << none << none << false;
        QTest::newRow("the end") << QStringLiteral("\\b(?:scored|netted)\\b") << QStringLiteral("scored") << none << none << false;
        QTest::newRow("optional space") << QStringLiteral("\\bfrom\\s*the") << QStringLiteral("from") << none << none << false;
        QTest::newRow("a hyphen") << QStringLiteral("\\bhalf-time") << QStringLiteral("half") << none << none << false;
        QTest::newRow("one way unknown") << QStringLiteral("\\b(?:to fire|to\\b)") << QStringLiteral("to") << none << none << false;
        QTest::newRow("an anchor") << QStringLiteral("\\bat\\s+$") << QStringLiteral("at") << none << none << false;
    }
    void readsWhatFollowsALeadWord()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, word);
        QFETCH(QStringList, words);
        QFETCH(QStringList, prefixes);
        QFETCH(bool, digit);
        const RegexLeads leads = RegexLeads::of(pattern);
        QVERIFY(leads.words().contains(word));
        const RegexLeads followers = leads.followers(word);
        QCOMPARE(followers.isUsable(), !words.isEmpty() || !prefixes.isEmpty() || digit);
        if (!followers.isUsable())
            return;
        QStringList found = followers.words();
        found.sort();
        QCOMPARE(found, words);
        QCOMPARE(followers.prefixes(), prefixes);
        QCOMPARE(followers.mayStartWithDigit(), digit);
    }

    void searchFromWordStartsFindsTheSameMatches()
    {
        // Patterns shaped like the extractor's rules, over the fictional reports split into sentences
        // and over subjects made for the edges of \b and caseless folding.
        const QStringList patterns = {
            QStringLiteral("\\b(?:(?=c)(?:(?:could|should) (?:have|well have))|(?=a)(?:almost|against the post)|hit (?:the )?(?:post|bar))\\b"),
            QStringLiteral("\\b(?:goals?|strikes?|headers?) (?:\\S+\\s+){0,2}?(?:from|by)\\s"),
            QStringLiteral("\\b(\\d{1,3})(?:st|nd|rd|th)?(?:-| )minute\\b"),
            QStringLiteral("\\b(?:limp(?:ed|s|ing)? off|celebrat\\w*|(?:hobbl|stretcher)\\w+)"),
            QStringLiteral("\\b(?:scored|scores|nets|s|k)\\b"),
            QStringLiteral("\\b(?:kick|spot)"),
            QStringLiteral("\\b(?:n't|not) (?:\\w+ )?scored"),
            QStringLiteral("\\b(?:var|video assistant referee)\\b(?!:)[^.]*?\\b(?:check|review)\\w*"),
            // One-letter words next to a long s or Kelvin sign, and a prefix longer runs go past.
            QStringLiteral("\\bs\\b"), QStringLiteral("\\b(?:k|s)\\b"), QStringLiteral("\\bab\\w*"),
            // PCRE2 gives up (match limit) at the first start: so must the search from word starts.
            QStringLiteral("\\b(?:a+)+c"),
            // Words the pattern must follow with white space and a word of a list.
            QStringLiteral("\\bto (?:volley|fire|s|k)\\b"), QStringLiteral("\\b(?:goal|strike)\\s+(?:from|by)\\s"),
            QStringLiteral("\\bin\\b(?!\\s+vain)\\s+(?:the\\s+)?(?:\\d+|early)"), QStringLiteral("\\b(?:kick|spot)\\h+(?:off|kick\\w*)"),
            // A case-sensitive group, a name's capital after a word and in a lookahead.
            QStringLiteral("\\b(?:goal|strike) from (?-i:[A-Z])\\w+"), QStringLiteral("\\bgoal\\s+of\\s+(?=(?-i:[A-Z]))"),
        };
        QStringList subjects = {QStringLiteral("He \u017Fcored; x\u017Fcored and score\u017F. \u212Aick-off, a spot-kick, kick\u00E9, _kick, 45th-minute goal."),
                                QStringLiteral("Kane didn't score, he hadn't scored. Not even scored from 20 yards: 12th minute, 7 minute, 101st-minute"),
                                QStringLiteral("VAR: the VAR check, a video assistant referee review. S and K, s k, \u017F \u212A."),
                                QStringLiteral("goal from Kane, headers by Son and a strike   from afar; he limped off, limping off, hobbled on, celebrating"),
                                QStringLiteral("a goal from kane, a goal from Kane, the goal of Serafim, the goal of the season, GOAL FROM KANE"),
                                // Surrogates: an emoji is valid UTF-16; a lone surrogate is not, and nothing matches it.
                                QStringLiteral("\U0001F600 he scored from the spot \U0001F600 in the 12th minute"),
                                QString(QStringLiteral("he scored from the spot ") + QChar(0xD800) + QStringLiteral(" in the 12th minute")),
                                QStringLiteral("a\u017Fb xKy x\u017F s k \u017Fa"),
                                QStringLiteral("a\u017F").repeated(300), // long runs of starts inside one run
                                QStringLiteral("x ") + QString(70, u'a') + QStringLiteral(" ab"),
                                // Followers after one space, several, a tab, a no-break space, a line break, a wide
                                // space; after a long s or Kelvin sign; a number; nothing at the end.
                                QStringLiteral("to volley, to  volley, to\tfire, to\u00A0fire, to\r\nfire, to\u2003fire, to the, TO FIRE, to \u017F, to \u212A, to s, to"),
                                QStringLiteral("goal from Kane, goal  by Son, goal\nfrom, goal, from, strike\u00A0by them, goal  "),
                                QStringLiteral("in the 23rd, in 45, in vain, in  early, in\u00A0the 5, in the\tearly, in, the"),
                                QStringLiteral("kick off, kick\u00A0off, spot\tkicks, spot \u212Aick, kick-off, kick  off"),
                                QStringLiteral("a").repeated(24) + u' ' + QStringLiteral("a").repeated(24) + QStringLiteral(" aac")};
        for (const QString &folder : {QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"), QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample")}) {
            for (const QFileInfo &file : QDir(folder).entryInfoList({QStringLiteral("*.txt")})) {
                QFile in(file.filePath());
                QVERIFY(in.open(QIODevice::ReadOnly));
                subjects += QString::fromUtf8(in.readAll()).split(QLatin1Char('.'));
            }
        }
        // Each pattern on its own, and all of them as one LeadFamily (which looks each start up once for
        // all): both must find what QRegularExpression finds, with each subject's one WordStarts shared by
        // the family as the extractor shares a sentence's.
        std::vector<Regex> alone;
        std::vector<Regex> members;
        LeadFamily family;
        for (const QString &pattern : patterns) {
            QVERIFY2(RegexLeads::of(pattern).isUsable(), qPrintable(pattern));
            alone.emplace_back(pattern, Regex::CaseInsensitive);
            members.emplace_back(pattern, Regex::CaseInsensitive);
            QVERIFY(family.add(members.back()));
        }
        QVERIFY(!family.add(members.front())); // a member already
        int matches = 0;
        for (const QString &subject : std::as_const(subjects)) {
            const WordStarts starts(subject);
            const WordStarts familyStarts(subject);
            for (qsizetype i = 0; i < patterns.size(); ++i) {
                const QString &pattern = patterns.at(i);
                const QRegularExpression oracle(pattern, QRegularExpression::CaseInsensitiveOption);
                const int groups = oracle.captureCount();
                const QStringList theirs = allMatches(oracle.globalMatch(subject), groups);
                const QString where = pattern + QStringLiteral(" on ") + subject;
                QVERIFY2(allMatches(alone[i].globalMatch(subject, starts), groups) == theirs, qPrintable(where));
                QVERIFY2(allMatches(members[i].globalMatch(subject, familyStarts), groups) == theirs, qPrintable(where));
                const qsizetype middle = subject.size() / 2;
                const QString expected = describe(oracle.match(subject, middle), groups);
                QCOMPARE(describe(alone[i].match(subject, starts, middle), groups), expected);
                QCOMPARE(describe(members[i].match(subject, familyStarts, middle), groups), expected);
                matches += int(theirs.size());
            }
        }
        QVERIFY(matches > 40); // the subjects exercise the patterns
    }

    void leadFamilyMarksEveryStartAMemberMayStartAt()
    {
        // The family's bits are a superset: a start without a member's bit is one where that member,
        // searched on its own from there, finds no match starting at it.
        const QStringList patterns = {QStringLiteral("\\b(?:scored|headed (?:home|in))\\b"), QStringLiteral("\\b(?:limp\\w*|the)\\b"),
                                      QStringLiteral("\\b\\d+(?:st|nd|rd|th)\\b"), QStringLiteral("\\bthe (?:bar|post)\\b")};
        std::vector<Regex> members;
        LeadFamily family;
        for (const QString &pattern : patterns) {
            members.emplace_back(pattern, Regex::CaseInsensitive);
            QVERIFY(family.add(members.back()));
        }
        QCOMPARE(family.size(), 4);
        QVERIFY(!family.add(Regex(QStringLiteral("\\w+ scored")))); // no usable leads: searched whole
        const QString subject = QStringLiteral("Kane SCORED the 12th, Son headed home, he limped off; the bar. \u017Fcored");
        const WordStarts starts(subject);
        const WordStarts::FamilyMembers bits = starts.members(family);
        int marked = 0;
        for (const WordStarts::Start *start = starts.begin(); start != starts.end(); ++start) {
            const quint64 atStart = bits.atStart[start - starts.begin()];
            QVERIFY((bits.anywhere & atStart) == atStart);
            // A member's search visits only the starts noted as carrying any member.
            QCOMPARE(bool(starts.startsCarryingAny() >> (start - starts.begin()) & 1), atStart != 0);
            marked += atStart ? 1 : 0;
            for (std::size_t i = 0; i < members.size(); ++i) {
                const QRegularExpression oracle(QStringLiteral("\\G(?:") + patterns.at(int(i)) + u')', QRegularExpression::CaseInsensitiveOption);
                if (oracle.match(subject, start->offset).hasMatch())
                    QVERIFY2(atStart >> i & 1, qPrintable(patterns.at(int(i)) + QStringLiteral(" at ") + QString::number(start->offset)));
            }
        }
        QCOMPARE(marked, 6); // SCORED, the, 12th, headed, limped, the (bar)
        QVERIFY(marked < int(starts.end() - starts.begin())); // "Kane", "Son", "he", "off" start none
    }

    void bitsByHashKeepsEveryHashWithItsBitsThroughGrowth()
    {
        // Hashes that share their low bits (one probe sequence) and spread ones, each added twice with
        // different bits: every hash keeps the OR of its own, absent ones have none.
        BitsByHash table;
        std::vector<std::size_t> hashes;
        for (std::size_t i = 1; i <= 300; ++i)
            hashes.push_back(i % 3 ? i * 0x9E3779B97F4A7C15ull : i << 20);
        for (std::size_t i = 0; i < hashes.size(); ++i) {
            table.add(hashes[i], quint64(1) << (i % 64));
            table.add(hashes[i], quint64(1) << ((i + 7) % 64));
            for (std::size_t k = 0; k <= i; ++k)
                QCOMPARE(table.find(hashes[k]), quint64(1) << (k % 64) | quint64(1) << ((k + 7) % 64));
        }
        QCOMPARE(table.find(12345), quint64(0));
        QCOMPARE(table.find(std::size_t(301) << 20), quint64(0));
    }

    void leadFamilyFindsTheSameMatchesFromEveryOffsetAroundSixtyFourStarts()
    {
        // Up to 64 starts, a member visits just the starts that carry its bit (WordStarts turns the
        // family's bits around); past that, every start. Either way from any offset, the last start
        // included, as QRegularExpression finds.
        const QStringList patterns = {QStringLiteral("\\b(?:scored|headed (?:home|in))\\b"), QStringLiteral("\\b(?:limp\\w*|the)\\b"),
                                      QStringLiteral("\\b\\d+(?:st|nd|rd|th)\\b"), QStringLiteral("\\bthe (?:bar|post)\\b")};
        const QStringList words = {QStringLiteral("the"), QStringLiteral("bar"), QStringLiteral("scored"), QStringLiteral("12th"), QStringLiteral("he"),
                                   QStringLiteral("headed"), QStringLiteral("home"), QStringLiteral("limped"), QStringLiteral("x")};
        std::vector<Regex> members;
        LeadFamily family;
        for (const QString &pattern : patterns) {
            members.emplace_back(pattern, Regex::CaseInsensitive);
            QVERIFY(family.add(members.back()));
        }
        for (int count : {63, 64, 65}) {
            QStringList subjectWords;
            for (int i = 0; i < count; ++i)
                subjectWords.append(words.at((i * 7) % words.size()));
            const QString subject = subjectWords.join(u' ');
            const WordStarts starts(subject);
            QCOMPARE(starts.end() - starts.begin(), qsizetype(count));
            for (qsizetype i = 0; i < patterns.size(); ++i) {
                const QRegularExpression oracle(patterns.at(i), QRegularExpression::CaseInsensitiveOption);
                for (qsizetype offset = 0; offset <= subject.size(); ++offset)
                    QCOMPARE(describe(members[i].match(subject, starts, offset), 0), describe(oracle.match(subject, offset), 0));
            }
        }
    }

    void noMatchesHasNoneEvenWhereAnEmptyTextWould()
    {
        const Regex emptyMatch(QStringLiteral("x*"));
        QVERIFY(emptyMatch.globalMatch(QStringView()).hasNext()); // an empty text has its empty match
        RegexMatchIterator none = emptyMatch.noMatches();
        QVERIFY(!none.hasNext());
        QVERIFY(!none.next().hasMatch());
    }

    void countsANegativeOffsetFromTheEnd()
    {
        const QString subject = QStringLiteral("goal goal");
        QCOMPARE(describe(Regex(QStringLiteral("goal")).match(subject, -4), 0),
                 describe(QRegularExpression(QStringLiteral("goal")).match(subject, -4), 0));
    }

    void keepsCapturingAlternationsAsWritten()
    {
        // Reordering or copying alternatives would renumber the groups.
        const QString captures = QStringLiteral("(?:(?:fired|headed) (home)|x)");
        QCOMPARE(groupAlternativesByFirstLetter(captures, Regex::CaseInsensitive), captures);
        // A ']' first in a class is one of its characters: "[]|b]" is one class, not an alternation.
        const QString bracket = QStringLiteral("\\b(?:a[]|b]|c)");
        const Regex grouped(groupAlternativesByFirstLetter(bracket, Regex::CaseInsensitive), Regex::CaseInsensitive);
        const QRegularExpression oracle(bracket, QRegularExpression::CaseInsensitiveOption);
        for (const QString &subject : {QStringLiteral("a("), QStringLiteral("a]"), QStringLiteral("a|"), QStringLiteral("b"), QStringLiteral("c")})
            QCOMPARE(describe(grouped.match(subject), 0), describe(oracle.match(subject), 0));
    }

    void hasNextDoesNotSkipMatches()
    {
        const Regex regex(QStringLiteral("\\d+"));
        const QString subject = QStringLiteral("12 and 34");
        auto it = regex.globalMatch(subject);
        QVERIFY(it.hasNext());
        QVERIFY(it.hasNext()); // asking twice finds the same match
        QCOMPARE(it.next().captured(), QStringLiteral("12"));
        QCOMPARE(it.next().captured(), QStringLiteral("34"));
        QVERIFY(!it.hasNext());
    }

    void reportsAnInvalidPattern()
    {
        const Regex regex(QStringLiteral("(unclosed"));
        QVERIFY(!regex.isValid());
        QVERIFY(regex.errorString().contains(QStringLiteral("offset")));
        QVERIFY(!regex.match(QStringLiteral("unclosed")).hasMatch());
    }

    void copiesShareOneCompiledPatternAcrossThreads()
    {
        // Compiled once on first use by whichever thread comes first; each thread its own match data.
        const Regex regex(QStringLiteral("\\b(\\d+)\\s+min(?:ute)?s?\\b"), Regex::CaseInsensitive);
        const QString subject = QStringLiteral("after 23 minutes and then 45 mins");
        std::atomic_int mismatches = 0;
        auto work = [&, copy = regex] {
            for (int i = 0; i < 2000; ++i) {
                auto it = copy.globalMatch(subject);
                if (!it.hasNext() || it.next().captured(1) != QStringLiteral("23") || !it.hasNext() || it.next().captured(1) != QStringLiteral("45"))
                    ++mismatches;
            }
        };
        std::thread a(work);
        std::thread b(work);
        a.join();
        b.join();
        QCOMPARE(mismatches.load(), 0);
    }
};

QTEST_GUILESS_MAIN(RegexTest)
#include "regex_test.moc"
