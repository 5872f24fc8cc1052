// LeadFamily keeps each hash bucket's members as an index into a table of the distinct sets, which has
// room for 254 of them and the set of every member: a family whose words make more sets than that must
// still mark every start a member may start at, and find through the family what each member finds on its
// own, QRegularExpression's matches.
#include "leadfamily.h"
#include "regex.h"
#include "wordstarts.h"

#include "randommixes.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QtTest>

#include <vector>

using namespace Touchline;

class LeadFamilySetsTest : public QObject
{
    Q_OBJECT

private:
    // A made-up word of letters for each number: "ba", "ca", ... told apart by their letters.
    static QString wordOf(int n)
    {
        QString word;
        for (int k = n + 1; k > 0; k /= 26)
            word += QChar(u'a' + k % 26);
        return word + QStringLiteral("x");
    }

    // QRegularExpression's matches or a Regex's, each as "start:text".
    template <typename Iterator>
    static QStringList allMatches(Iterator it)
    {
        QStringList found;
        while (it.hasNext()) {
            const auto m = it.next();
            found << QString::number(m.capturedStart()) + u':' + m.captured();
        }
        return found;
    }

private slots:
    void moreSetsThanTheTableHolds()
    {
        // 600 words, each a lead of a random few of 64 patterns: several hundred distinct sets of members.
        constexpr int memberCount = LeadFamily::largest;
        constexpr int wordCount = 600;
        QRandomGenerator random(20261202);
        std::vector<QStringList> wordsOf(memberCount);
        std::vector<quint64> membersOfWord(wordCount);
        for (int w = 0; w < wordCount; ++w) {
            for (int k = 1 + random.bounded(3); k > 0; --k)
                membersOfWord[w] |= quint64(1) << random.bounded(memberCount);
            for (int m = 0; m < memberCount; ++m) {
                if (membersOfWord[w] >> m & 1)
                    wordsOf[m] << wordOf(w);
            }
        }
        QStringList patterns;
        std::vector<Regex> members;
        members.reserve(memberCount);
        LeadFamily family;
        for (int m = 0; m < memberCount; ++m) {
            if (wordsOf[m].isEmpty())
                wordsOf[m] << QStringLiteral("lonely");
            patterns << QStringLiteral("\\b(?:") + wordsOf[m].join(u'|') + QStringLiteral(")\\b");
            members.emplace_back(patterns.back(), Regex::CaseInsensitive);
            QVERIFY(family.add(members.back()));
        }
        QCOMPARE(family.size(), memberCount);

        // Every word's start carries the bit of every member it leads.
        for (int w = 0; w < wordCount; ++w) {
            const QString subject = wordOf(w);
            const WordStarts starts(subject);
            QCOMPARE(starts.end() - starts.begin(), 1);
            const quint64 marked = starts.members(family).atStart[0];
            QVERIFY2((marked & membersOfWord[w]) == membersOfWord[w], qPrintable(subject));
        }

        // And the family finds what QRegularExpression finds, in sentences of the words, other words, a long s.
        QStringList pieces = {QStringLiteral(" "), QStringLiteral(", "), QStringLiteral("zz "), QStringLiteral("\u017F"), QStringLiteral("9 ")};
        for (int w = 0; w < wordCount; w += 7)
            pieces << wordOf(w) + u' ';
        int matches = 0;
        for (const QString &subject : Test::mixes(pieces, 300, 12)) {
            const WordStarts starts(subject);
            for (int m = 0; m < memberCount; m += 3) {
                const QStringList theirs = allMatches(QRegularExpression(patterns.at(m), QRegularExpression::CaseInsensitiveOption).globalMatch(subject));
                QVERIFY2(allMatches(members[m].globalMatch(subject, starts)) == theirs, qPrintable(patterns.at(m) + QStringLiteral(" on ") + subject));
                matches += int(theirs.size());
            }
        }
        QVERIFY(matches > 100);
    }
};

QTEST_APPLESS_MAIN(LeadFamilySetsTest)
#include "leadfamilysets_test.moc"
