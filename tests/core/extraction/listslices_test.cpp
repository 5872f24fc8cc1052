#include "listslices.h"
#include "textspan.h"

#include <QStringList>
#include <QTest>

#include <algorithm>

#include <optional>

using namespace Touchline;

class ListSlicesTest : public QObject
{
    Q_OBJECT
private slots:
    void slicesHoldTheirElements()
    {
        ListSlices<TextSpan> block(6);
        for (int i = 0; i < 6; ++i)
            block.data()[i] = {i, i + 1};
        const TextSpans first = block.slice(0, 2);
        const TextSpans second = block.slice(2, 3);
        const TextSpans last = block.slice(5, 1);
        QCOMPARE(first, (TextSpans{{0, 1}, {1, 2}}));
        QCOMPARE(second, (TextSpans{{2, 3}, {3, 4}, {4, 5}}));
        QCOMPARE(last, (TextSpans{{5, 6}}));
    }

    // A slice changed while the block is shared copies itself out: its neighbours keep their elements.
    void changingASliceLeavesTheOthers()
    {
        ListSlices<TextSpan> block(4);
        for (int i = 0; i < 4; ++i)
            block.data()[i] = {i, i};
        TextSpans first = block.slice(0, 2);
        const TextSpans second = block.slice(2, 2);
        first.append({9, 9});
        first[0] = {7, 7};
        QCOMPARE(first, (TextSpans{{7, 7}, {1, 1}, {9, 9}}));
        QCOMPARE(second, (TextSpans{{2, 2}, {3, 3}}));
        TextSpans copy = second;
        copy.prepend({8, 8});
        QCOMPARE(second, (TextSpans{{2, 2}, {3, 3}}));
    }

    // The block lives as long as any slice: the slices outlive the ListSlices and each other, and the
    // last holder may change its slice in place.
    void slicesOutliveTheBlockAndEachOther()
    {
        std::optional<TextSpans> first;
        std::optional<TextSpans> second;
        {
            ListSlices<TextSpan> block(3);
            for (int i = 0; i < 3; ++i)
                block.data()[i] = {i, 10 + i};
            first = block.slice(0, 1);
            second = block.slice(1, 2);
        }
        first.reset();
        QCOMPARE(*second, (TextSpans{{1, 11}, {2, 12}}));
        for (int i = 0; i < 100; ++i)
            second->append({i, i});
        second->removeFirst();
        QCOMPARE(second->size(), 101);
        QCOMPARE(second->first(), (TextSpan{2, 12}));
        QCOMPARE(second->last(), (TextSpan{99, 99}));
    }

    void anEmptyBlockAllocatesNothing()
    {
        ListSlices<TextSpan> block(0);
        QCOMPARE(block.data(), nullptr);
    }

    // Strings carved from blocks: each keeps its characters (and a '\0' after them) whatever is carved
    // after it, across blocks; text written at room() and not taken is written over by the next string.
    void stringsKeepTheirCharacters()
    {
        QStringList made;
        QStringList expected;
        {
            StringSlices strings;
            for (int i = 0; i < 400; ++i) {
                const QString text = QStringLiteral("name-%1-").arg(i).repeated(1 + i % 7);
                if (i % 5 == 0) {
                    QChar *unused = strings.room(text.size());
                    std::fill(unused, unused + text.size(), QLatin1Char('x'));
                }
                made.append(strings.add(text));
                expected.append(text);
            }
        }
        QCOMPARE(made, expected);
        for (const QString &string : made)
            QCOMPARE(string.utf16()[string.size()], u'\0');
        made[3].append(QLatin1String("changed"));
        QCOMPARE(made.at(4), expected.at(4));
        QCOMPARE(made.at(3), expected.at(3) + QLatin1String("changed"));
    }

    void aStringWrittenInPlace()
    {
        StringSlices strings;
        QChar *room = strings.room(8);
        const QStringView written = u"team:abc";
        std::copy(written.begin(), written.end(), room);
        const QString id = strings.take(written.size());
        const QString next = strings.add(u"Abc FC");
        QCOMPARE(id, QStringLiteral("team:abc"));
        QCOMPARE(next, QStringLiteral("Abc FC"));
    }
};

QTEST_APPLESS_MAIN(ListSlicesTest)
#include "listslices_test.moc"
