// RegexLeads' facts about what follows a lead: the character right after a word or a number, and
// followers past skipped words of \w. Each turns tries down before PCRE2, so each must never turn down
// a start where QRegularExpression finds a match: checked on random mixes of the words and characters
// at their edges.
#include "leadfamily.h"
#include "randommixes.h"
#include "regex.h"
#include "regexleads.h"
#include "wordstarts.h"

#include <QRegularExpression>
#include <QTest>

#include <vector>

using namespace Touchline;

namespace {

// Every match of a global match as "start-end".
template<typename Iterator>
QStringList allMatches(Iterator it)
{
    QStringList out;
    while (it.hasNext()) {
        const auto m = it.next();
        out << QStringLiteral("%1-%2").arg(m.capturedStart()).arg(m.capturedEnd());
    }
    return out;
}

bool allows(const NextUnits &units, const QString &text)
{
    return units.allow(text, 0);
}

} // namespace

class RegexFollowTest : public QObject
{
    Q_OBJECT
private slots:
    void readsTheCharacterAfterAWord()
    {
        const RegexLeads leads = RegexLeads::of(QStringLiteral("\\b(?:side-footed|to (?:fire|head)|scored\\b|at\\s+home|kick\\.off|ko)"));
        const NextUnits side = leads.nextUnits(QStringLiteral("side"));
        QVERIFY(allows(side, QStringLiteral("-")));
        QVERIFY(!allows(side, QStringLiteral(" ")));
        QVERIFY(!allows(side, QString())); // the end of the subject
        QVERIFY(allows(side, QStringLiteral("\u2010"))); // beyond ASCII: let through
        const NextUnits to = leads.nextUnits(QStringLiteral("to"));
        QVERIFY(allows(to, QStringLiteral(" ")));
        QVERIFY(!allows(to, QStringLiteral("\t"))); // a space written as one
        const NextUnits at = leads.nextUnits(QStringLiteral("at"));
        for (const QString &space : {QStringLiteral(" "), QStringLiteral("\t"), QStringLiteral("\n"), QStringLiteral("\r")})
            QVERIFY(allows(at, space));
        QVERIFY(!allows(at, QStringLiteral(",")));
        QVERIFY(allows(leads.nextUnits(QStringLiteral("kick")), QStringLiteral(".")));
        QVERIFY(!allows(leads.nextUnits(QStringLiteral("kick")), QStringLiteral("-")));
        QVERIFY(leads.nextUnits(QStringLiteral("scored")).isAnything()); // the pattern may end after it
        QVERIFY(leads.nextUnits(QStringLiteral("ko")).isAnything());
    }

    void readsTheCharacterAfterANumber()
    {
        const NextUnits ordinal = RegexLeads::of(QStringLiteral("\\b\\d+(?:st|nd)? goal")).afterDigits();
        for (const QString &unit : {QStringLiteral("s"), QStringLiteral("N"), QStringLiteral(" ")})
            QVERIFY(allows(ordinal, unit));
        for (const QString &unit : {QStringLiteral("-"), QStringLiteral("t"), QStringLiteral(":")})
            QVERIFY(!allows(ordinal, unit));
        // A pattern that may take another digit, or end, after its number lets anything follow.
        QVERIFY(RegexLeads::of(QStringLiteral("\\b\\d{1,2}\\d?x")).afterDigits().isAnything());
        QVERIFY(RegexLeads::of(QStringLiteral("\\b\\d+\\b")).afterDigits().isAnything());
        QVERIFY(RegexLeads::of(QStringLiteral("\\b\\d+(?=\\s)\\s*min")).afterDigits().isAnything() == false);
    }

    void readsFollowersPastSkippedWords()
    {
        const RegexLeads leads = RegexLeads::of(QStringLiteral("\\b(?:was|is)\\s+(?:\\w+\\s+)?replaced by"));
        const RegexLeads was = leads.followers(QStringLiteral("was"));
        QVERIFY(was.isUsable());
        QCOMPARE(was.words(), QStringList{QStringLiteral("replaced")});
        QCOMPARE(was.skippedWords(), 1);
        QCOMPARE(RegexLeads::of(QStringLiteral("\\bput (?:\\w+\\s+){0,2}ahead")).followers(QStringLiteral("put")).skippedWords(), 2);
        // Skipped words one after another add up.
        QCOMPARE(RegexLeads::of(QStringLiteral("\\bwas (?:\\w+ )?(?:\\w+\\s+){1,2}out")).followers(QStringLiteral("was")).skippedWords(), 3);
        // Chunks of \S may hold several starts: they are counted as runs between white space instead.
        const RegexLeads the = RegexLeads::of(QStringLiteral("\\bthe (?:\\S+\\s+){0,2}goal")).followers(QStringLiteral("the"));
        QVERIFY(the.isUsable());
        QCOMPARE(the.skippedChunks(), 2);
        QCOMPARE(the.prefixes(), QStringList{QStringLiteral("goal")}); // the match may end after it
        QCOMPARE(RegexLeads::of(QStringLiteral("\\bsent (?:\\S+\\s+){1,5}the wrong way")).followers(QStringLiteral("sent")).skippedChunks(), 5);
        // Unbounded, or chunks without white space after them: anything may follow.
        QVERIFY(!RegexLeads::of(QStringLiteral("\\bthe (?:\\S+\\s+)*goal")).followers(QStringLiteral("the")).isUsable());
        QVERIFY(!RegexLeads::of(QStringLiteral("\\bthe (?:\\S+,){0,2}goal")).followers(QStringLiteral("the")).isUsable());
    }

    // Followers past chunks of \S turn tries down by counting runs between white space: checked against
    // QRegularExpression with every kind of space, marks glued to words and letters that fold to ASCII.
    void searchPastChunksFindsTheSameMatches()
    {
        const QStringList patterns = {
            QStringLiteral("\\b(?:a|an|the|his|her|their)\\s+(?:\\S+\\s+){0,3}(?:goal|strike|header|tap-in)\\s+(?:from|by)\\b"),
            QStringLiteral("\\b(?:missed|fired|put)\\s+(?:\\S+\\s+){0,6}?(?:penalty|spot-kick|spot kick|kick)\\s*(?:wide|over)?"),
            QStringLiteral("\\bsent (?:\\S+\\s+){1,5}the wrong way"),
            QStringLiteral("\\b(?:goals?|strikes?)\\s+(?:\\S+\\s+){0,2}?(?:from|by)\\s"),
            QStringLiteral("\\bthe\\h+(?:\\S+\\h+){0,2}goal"),
            QStringLiteral("\\bwas\\s+(?:\\S+\\s+)?(?:\\w+\\s+)?(?:\\S+ ){0,1}out\\b"),
            QStringLiteral("\\b(?:curled|fired) (?:\\S+ ){0,4}?into the (?:\\S+ )?(?:corner|net)"),
            QStringLiteral("\\bin\\s+(?:\\S+\\v+){0,2}\\d+ (?:games|goals)"),
        };
        // Words and marks, each with a gap after it: mostly one space, else any kind of space, a run of them,
        // or nothing (a mark glued to the next word).
        const QStringList words = {
            QStringLiteral(","), QStringLiteral("."), QStringLiteral("'"), QStringLiteral("\u201C"), QStringLiteral("-"), QStringLiteral("_"),
            QStringLiteral("x_"), QStringLiteral("12"), QStringLiteral("1-0"), QStringLiteral("\u00E9"), QStringLiteral("\u017F"),
            QStringLiteral("\u212A"), QStringLiteral("the"), QStringLiteral("The"), QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("his"),
            QStringLiteral("HER"), QStringLiteral("their"), QStringLiteral("goal"), QStringLiteral("Goals"), QStringLiteral("strike"),
            QStringLiteral("header"), QStringLiteral("tap-in"), QStringLiteral("from"), QStringLiteral("by"), QStringLiteral("missed"),
            QStringLiteral("fired"), QStringLiteral("put"), QStringLiteral("penalty"), QStringLiteral("kick"), QStringLiteral("spot-kick"),
            QStringLiteral("spot"), QStringLiteral("wide"), QStringLiteral("over"), QStringLiteral("sent"), QStringLiteral("wrong"),
            QStringLiteral("way"), QStringLiteral("was"), QStringLiteral("out"), QStringLiteral("curled"), QStringLiteral("into"),
            QStringLiteral("net"), QStringLiteral("corner"), QStringLiteral("in"), QStringLiteral("games"), QStringLiteral("well-taken"),
            QStringLiteral("late"), QStringLiteral("Kane"), QStringLiteral("\U0001F600"),
        };
        const QStringList gaps = {
            QString(), QStringLiteral("  "), QStringLiteral("\t"), QStringLiteral("\n"), QStringLiteral("\r\n"), QStringLiteral("\v"),
            QStringLiteral("\f"), QStringLiteral("\u00A0"), QStringLiteral("\u2003"), QStringLiteral("\u1680"), QStringLiteral("\u180E"),
            QStringLiteral("\u0085"), QStringLiteral("\u3000"), QStringLiteral("\u2028"), QStringLiteral("\u202F"), QStringLiteral(" \u00A0"),
        };
        QRandomGenerator random(20261201);
        QStringList subjects;
        for (int i = 0; i < 30000; ++i) {
            QString subject;
            for (int k = 1 + random.bounded(12); k > 0; --k)
                subject += words.at(random.bounded(int(words.size()))) + (random.bounded(10) < 7 ? QStringLiteral(" ") : gaps.at(random.bounded(int(gaps.size()))));
            subjects.append(subject);
        }
        int matches = 0;
        searchesAsQRegularExpression(patterns, subjects, matches);
        QVERIFY(matches > 2000); // the mixes exercise the patterns
    }

    // A follower's own followers: "the first" is a start of `the (?:first|last) (?:game|match) (?:of|since) the`
    // only before "game" or "match", and "the first game" only before "of" or "since"; a fourth word is not read.
    void readsFollowersOfFollowers()
    {
        const RegexLeads the = RegexLeads::of(QStringLiteral("\\bthe (?:first|last) (?:game|match) (?:of|since) the\\b")).followers(QStringLiteral("the"));
        const RegexLeads first = the.followers(QStringLiteral("first"));
        QVERIFY(first.isUsable());
        QStringList words = first.words();
        words.sort();
        QCOMPARE(words, (QStringList{QStringLiteral("game"), QStringLiteral("match")}));
        const RegexLeads game = first.followers(QStringLiteral("game"));
        words = game.words();
        words.sort();
        QCOMPARE(words, (QStringList{QStringLiteral("of"), QStringLiteral("since")}));
        QVERIFY(!game.followers(QStringLiteral("of")).isUsable());
        // Skipped words at the second level count from the follower.
        const RegexLeads put = RegexLeads::of(QStringLiteral("\\bput (?:it|them) (?:\\w+\\s+){0,2}ahead")).followers(QStringLiteral("put"));
        QCOMPARE(put.skippedWords(), 0);
        QCOMPARE(put.followers(QStringLiteral("it")).skippedWords(), 2);
        QCOMPARE(put.followers(QStringLiteral("it")).prefixes(), QStringList{QStringLiteral("ahead")}); // the match may end after it
    }

    // Words reached by different places keep their own followers, though an alternation's words share theirs:
    // "first" is followed by "game" where "last" is followed by "week".
    void keepsFollowersOfEachPlaceApart()
    {
        const RegexLeads the = RegexLeads::of(QStringLiteral("\\bthe (?:(?:first|opening) game|last week|first(?:ly)? match)\\b")).followers(QStringLiteral("the"));
        QStringList words = the.followers(QStringLiteral("first")).words();
        words.sort();
        QCOMPARE(words, (QStringList{QStringLiteral("game"), QStringLiteral("match")}));
        QCOMPARE(the.followers(QStringLiteral("opening")).words(), QStringList{QStringLiteral("game")});
        QCOMPARE(the.followers(QStringLiteral("last")).words(), QStringList{QStringLiteral("week")});
        QCOMPARE(the.followers(QStringLiteral("firstly")).words(), QStringList{QStringLiteral("match")});
    }

    void searchPastFollowersOfFollowersFindsTheSameMatches()
    {
        const QStringList patterns = {
            QStringLiteral("\\b(?:the (?:first|last|opening) (?:game|match) (?:of|since)|(?:last|next) (?:week|season)'s)\\b"),
            QStringLiteral("\\b(?:was|is)\\s+(?:\\w+\\s+)?(?:poked|headed)\\s+(?:home|in)\\s+by\\b"),
            QStringLiteral("\\bput (?:it|the ball) (?:\\w+\\s+){0,2}(?:ahead|in front)"),
            QStringLiteral("\\bto (?:fire|head) (?:\\S+ ){0,2}?(?:home|in\\b(?!\\s+vain))"),
            QStringLiteral("\\b(?:a|the) (?:\\S+\\s+){0,1}goal (?:from|by) (?:a|the) (?:corner|cross)"),
            QStringLiteral("\\bin (?:\\d+|all) (?:games|matches)\\b"),
            QStringLiteral("\\b\\d+(?:st|nd) (?:career|club) goal\\b"),
            QStringLiteral("\\bthe (?:first|last) (?:half|game)-time"),
            QStringLiteral("\\b(?:the|a) (?:first|last|late) (?:(?:game|match) (?:of|since)|goal (?:from|by) the)\\b"),
        };
        // Phrases and their parts, so that mixes hold whole matches, near misses at the second word and the
        // third, and awkward characters at the edges.
        const QStringList pieces = {
            QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(" "), QStringLiteral("  "), QStringLiteral("\t"), QStringLiteral("\u00A0"),
            QStringLiteral("\n"), QStringLiteral("-"), QStringLiteral(","), QStringLiteral("the first "), QStringLiteral("The last "),
            QStringLiteral("the opening "), QStringLiteral("game "), QStringLiteral("match"), QStringLiteral("of"), QStringLiteral("since "),
            QStringLiteral("first half"), QStringLiteral("last week's"), QStringLiteral("next season"), QStringLiteral("'s "),
            QStringLiteral("was "), QStringLiteral("is well "), QStringLiteral("poked "), QStringLiteral("headed in "), QStringLiteral("home by"),
            QStringLiteral("by "), QStringLiteral("put it "), QStringLiteral("put the ball "), QStringLiteral("x_ "), QStringLiteral("ahead"),
            QStringLiteral("in front"), QStringLiteral("to fire "), QStringLiteral("to head "), QStringLiteral("the ball "), QStringLiteral("home"),
            QStringLiteral("in vain"), QStringLiteral("a goal "), QStringLiteral("the late goal "), QStringLiteral("from "), QStringLiteral("the corner"),
            QStringLiteral("a cross"), QStringLiteral("in 12 games"), QStringLiteral("in all "), QStringLiteral("matches"), QStringLiteral("1st "),
            QStringLiteral("2ND career goal"), QStringLiteral("club goal"), QStringLiteral("half-time"), QStringLiteral("game-time"),
            QStringLiteral("\u017F"), QStringLiteral("\u212A"), QStringLiteral("\u00E9"), QStringLiteral("\U0001F600"),
        };
        int matches = 0;
        searchesAsQRegularExpression(patterns, Test::mixes(pieces, 30000, 14), matches);
        QVERIFY(matches > 2000); // the mixes exercise the patterns
    }

    void searchFromWordStartsFindsTheSameMatches()
    {
        const QStringList patterns = {
            QStringLiteral("\\b(?:side-footed|spot-kicks? to decide|was\\s+(?:\\w+\\s+)?replaced by|shot (?:\\w+\\s+){0,2}(?:ahead|in front|level))\\b"),
            QStringLiteral("\\b(?:\\d+(?:st|nd|rd|th) (?:career|club) goal|\\d+ (?:international|career) goals)\\b"),
            QStringLiteral("\\b(?:was|is) (?:\\w+ )?offside\\b"),
            QStringLiteral("\\bgave (?:\\w+\\s+){1,3}(?:a|the|an) lead"),
            QStringLiteral("\\b(\\d{1,3})(?:st|nd|rd|th)[- ]?(?:minute|min)s?\\b"),
            QStringLiteral("\\b(?:half_time|kick\\.off|ab\\$|ko\u00E9)"),
            QStringLiteral("\\bwas\\s+(?:\\w+\\s+)?(?:\\w+\\s+)?replaced\\b"),
            QStringLiteral("\\b(?:in|on) (?:\\d+|the) (?:minute|min)s?\\b"),
            QStringLiteral("\\b\\d+(?=\\s)\\s*(?:st|min)"),
        };
        const QStringList pieces = {
            QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(" "), QStringLiteral(" "), QStringLiteral("  "), QStringLiteral("\t"),
            QStringLiteral("\u00A0"), QStringLiteral("\u2003"), QStringLiteral("\n"), QStringLiteral("-"), QStringLiteral(","), QStringLiteral("."),
            QStringLiteral("was"), QStringLiteral("Was"), QStringLiteral("is"), QStringLiteral("replaced"), QStringLiteral("REPLACED"),
            QStringLiteral("by"), QStringLiteral("side"), QStringLiteral("footed"), QStringLiteral("spot"), QStringLiteral("kicks"),
            QStringLiteral("kick"), QStringLiteral("to decide"), QStringLiteral("shot"), QStringLiteral("ahead"), QStringLiteral("in front"),
            QStringLiteral("level"), QStringLiteral("12"), QStringLiteral("1st"), QStringLiteral("2ND"), QStringLiteral("3rd"), QStringLiteral("45"),
            QStringLiteral("2-1"), QStringLiteral("career"), QStringLiteral("club"), QStringLiteral("goal"), QStringLiteral("goals"),
            QStringLiteral("international"), QStringLiteral("offside"), QStringLiteral("gave"), QStringLiteral("the"), QStringLiteral("a"),
            QStringLiteral("lead"), QStringLiteral("minute"), QStringLiteral("min"), QStringLiteral("mins"), QStringLiteral("_x"),
            QStringLiteral("x_"), QStringLiteral("\u017F"), QStringLiteral("\u212A"), QStringLiteral("half_time"), QStringLiteral("kick.off"),
            QStringLiteral("ab$"), QStringLiteral("ko\u00E9"), QStringLiteral("in"), QStringLiteral("on"), QStringLiteral("th"),
            QStringLiteral("\u00E9"), QStringLiteral("\U0001F600"),
        };
        int matches = 0;
        searchesAsQRegularExpression(patterns, Test::mixes(pieces, 30000, 14), matches);
        QVERIFY(matches > 2000); // the mixes exercise the patterns
    }
private:
    // Each pattern's global matches on each subject, from the subject's WordStarts on its own and as a member
    // of one LeadFamily, against QRegularExpression's; `matches` counts them.
    void searchesAsQRegularExpression(const QStringList &patterns, const QStringList &subjects, int &matches)
    {
        std::vector<Regex> alone;
        std::vector<Regex> members;
        LeadFamily family;
        std::vector<QRegularExpression> oracles;
        for (const QString &pattern : patterns) {
            QVERIFY2(RegexLeads::of(pattern).isUsable(), qPrintable(pattern));
            alone.emplace_back(pattern, Regex::CaseInsensitive);
            members.emplace_back(pattern, Regex::CaseInsensitive);
            QVERIFY(family.add(members.back()));
            oracles.emplace_back(pattern, QRegularExpression::CaseInsensitiveOption);
        }
        for (const QString &subject : subjects) {
            const WordStarts starts(subject);
            const WordStarts familyStarts(subject);
            for (std::size_t i = 0; i < oracles.size(); ++i) {
                const QStringList theirs = allMatches(oracles[i].globalMatch(subject));
                const QString where = patterns.at(int(i)) + QStringLiteral(" on ") + subject;
                QVERIFY2(allMatches(alone[i].globalMatch(subject, starts)) == theirs, qPrintable(where));
                QVERIFY2(allMatches(members[i].globalMatch(subject, familyStarts)) == theirs, qPrintable(where));
                matches += int(theirs.size());
            }
        }
    }
};

QTEST_GUILESS_MAIN(RegexFollowTest)
#include "regexfollow_test.moc"
