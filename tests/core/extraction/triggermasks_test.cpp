// TriggerIndex::sentenceMasks tells words of ASCII letters by their hash and turns most away from the
// prefix triggers on their length and first two letters (a one-letter word on a bit of its own), or
// their first four when every prefix has four or more: on random sentences of trigger words, words
// that start with a prefix or with its first letters, one-letter words and words around the longest
// trigger length (48), in any case, its masks must be those a plain reading of the triggers gives,
// with the tokenizer's hashes and with hashes worked out apart.
#include "sentencesplitter.h"
#include "triggerindex.h"

#include <QRandomGenerator>
#include <QTest>

#include <initializer_list>

using namespace Touchline;

namespace {

struct Trigger {
    QString text; // a word, or a prefix ending in '*'
    TriggerIndex::Mask bit;
};

// Every word of `sentence` against every trigger, by the rules TriggerIndex documents for words of
// ASCII letters: the whole word folded, or its start for a prefix; words over 48 letters match none.
TriggerIndex::Mask plainMask(const QString &text, const Tokens &tokens, const Sentence &sentence, const QList<Trigger> &triggers)
{
    TriggerIndex::Mask mask = 0;
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        const QString word = tokens.at(t).view(text).toString().toLower();
        if (tokens.at(t).kind != Token::Kind::Word || word.size() > 48)
            continue;
        for (const Trigger &trigger : triggers) {
            const bool prefix = trigger.text.endsWith(QLatin1Char('*'));
            if (prefix ? word.startsWith(trigger.text.chopped(1)) : word == trigger.text)
                mask |= trigger.bit;
        }
    }
    return mask;
}

} // namespace

// Triggers registered both in a TriggerIndex and in a list for the plain reading.
class Triggers
{
public:
    void add(std::initializer_list<const char *> words)
    {
        const TriggerIndex::Mask bit = m_index.add(words);
        for (const char *word : words)
            m_triggers << Trigger{QString::fromLatin1(word), bit};
    }

    /// Random sentences of `stems`, some lengthened and each letter in either case: the index's masks
    /// against the plain reading.
    void compareOnRandomSentences(const QStringList &stems, quint32 seed) const
    {
        const QString filler = QStringLiteral("abcdefghijklmnopqrstuvwxyz");
        QRandomGenerator random(seed);
        for (int round = 0; round < 3000; ++round) {
            QString text;
            const int words = 1 + random.bounded(12);
            for (int w = 0; w < words; ++w) {
                QString word = stems.at(random.bounded(stems.size()));
                if (random.bounded(4) == 0) // lengthened to around the longest trigger length
                    while (word.size() < 44 + random.bounded(10))
                        word += filler.at(random.bounded(filler.size()));
                for (QChar &c : word) {
                    if (random.bounded(3) == 0)
                        c = c.toUpper();
                }
                text += word + (random.bounded(5) == 0 ? QStringLiteral(". ") : QStringLiteral(" "));
            }
            std::vector<std::size_t> hashes;
            Tokens tokens = Tokenizer::tokenize(text, hashes);
            const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
            const WordHashes tokenizerHashes(text, tokens, hashes);
            const QList<TriggerIndex::Mask> masks = m_index.sentenceMasks(tokenizerHashes, sentences);
            QCOMPARE(m_index.sentenceMasks(text, tokens, sentences), masks);
            QCOMPARE(masks.size(), sentences.size());
            for (int s = 0; s < sentences.size(); ++s) {
                QCOMPARE(masks.at(s), plainMask(text, tokens, sentences.at(s), m_triggers));
            }
        }
    }

private:
    TriggerIndex m_index;
    QList<Trigger> m_triggers;
};

class TriggerMasksTest : public QObject
{
    Q_OBJECT
private slots:
    void masksAsThePlainReading()
    {
        Triggers triggers;
        triggers.add({"goal", "a"});
        triggers.add({"replac*"});
        triggers.add({"x*", "shoot*"});
        triggers.add({"o'*"});
        triggers.add({"penalty", "pen*"});
        triggers.add({"i"});
        triggers.compareOnRandomSentences({QStringLiteral("goal"), QStringLiteral("goals"), QStringLiteral("a"), QStringLiteral("i"),
                                              QStringLiteral("x"), QStringLiteral("o"), QStringLiteral("replac"), QStringLiteral("replaced"),
                                              QStringLiteral("repla"), QStringLiteral("shoot"), QStringLiteral("shootout"), QStringLiteral("sh"),
                                              QStringLiteral("pen"), QStringLiteral("penalty"), QStringLiteral("p"), QStringLiteral("xylophone"),
                                              QStringLiteral("the"), QStringLiteral("r")},
            48);
    }

    // Every prefix of four letters or more: words are asked by their first four (the narrative's case).
    void masksAsThePlainReadingWithLongPrefixes()
    {
        Triggers triggers;
        triggers.add({"goal", "a"});
        triggers.add({"replac*"});
        triggers.add({"kick*", "shoot*"});
        triggers.add({"limp*", "hobbl*"});
        triggers.add({"kick", "i"});
        triggers.compareOnRandomSentences({QStringLiteral("goal"), QStringLiteral("goals"), QStringLiteral("a"), QStringLiteral("i"),
                                              QStringLiteral("replac"), QStringLiteral("replaced"), QStringLiteral("repla"), QStringLiteral("repl"),
                                              QStringLiteral("rep"), QStringLiteral("shoot"), QStringLiteral("shootout"), QStringLiteral("shoo"),
                                              QStringLiteral("sho"), QStringLiteral("kick"), QStringLiteral("kicks"), QStringLiteral("kic"),
                                              QStringLiteral("limp"), QStringLiteral("limped"), QStringLiteral("lim"), QStringLiteral("hobbl"),
                                              QStringLiteral("hobbling"), QStringLiteral("hobb"), QStringLiteral("k"), QStringLiteral("the")},
            4);
    }
};

QTEST_GUILESS_MAIN(TriggerMasksTest)
#include "triggermasks_test.moc"
