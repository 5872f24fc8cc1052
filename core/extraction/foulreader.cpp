#include "foulreader.h"

#include "lowered.h"

#include <QSet>

namespace Touchline {

namespace {

// What a foul is called after its offender's name: "Vidmar's challenge", "a Moriarty handball", "Oltean's arm".
const QSet<QString> &offenceNouns()
{
    static const QSet<QString> words = {QStringLiteral("challenge"), QStringLiteral("tackle"), QStringLiteral("foul"), QStringLiteral("trip"),
        QStringLiteral("lunge"), QStringLiteral("push"), QStringLiteral("pull"), QStringLiteral("shove"), QStringLiteral("elbow"),
        QStringLiteral("stamp"), QStringLiteral("contact"), QStringLiteral("handball"), QStringLiteral("arm"), QStringLiteral("hand")};
    return words;
}

// Words that may stand between the name and the offence: "Vidmar's late, clumsy challenge".
const QSet<QString> &mannerWords()
{
    static const QSet<QString> words = {QStringLiteral("late"), QStringLiteral("clumsy"), QStringLiteral("rash"), QStringLiteral("reckless"),
        QStringLiteral("high"), QStringLiteral("mistimed"), QStringLiteral("wild"), QStringLiteral("desperate"), QStringLiteral("outstretched"),
        QStringLiteral("raised"), QStringLiteral("careless"), QStringLiteral("cynical"), QStringLiteral("slight"), QStringLiteral("clear"),
        QStringLiteral("possible"), QStringLiteral("apparent"), QStringLiteral("sliding"), QStringLiteral("rugby"), QStringLiteral("left"),
        QStringLiteral("right"), QStringLiteral(",")};
    return words;
}

// A foul's words before "by" or "from" and its offender: "a challenge from", "was tripped by", "brought down by".
const QSet<QString> &foulsBeforeBy()
{
    static const QSet<QString> words = {QStringLiteral("challenge"), QStringLiteral("tackle"), QStringLiteral("foul"), QStringLiteral("trip"),
        QStringLiteral("lunge"), QStringLiteral("push"), QStringLiteral("pull"), QStringLiteral("shove"), QStringLiteral("elbow"),
        QStringLiteral("stamp"), QStringLiteral("handball"), QStringLiteral("fouled"), QStringLiteral("tripped"), QStringLiteral("clipped"),
        QStringLiteral("felled"), QStringLiteral("upended"), QStringLiteral("impeded"), QStringLiteral("shoved"), QStringLiteral("pushed"),
        QStringLiteral("elbowed"), QStringLiteral("caught"), QStringLiteral("down"), QStringLiteral("over"), QStringLiteral("back"),
        QStringLiteral("scythed"), QStringLiteral("chopped")};
    return words;
}

// Verbs of a foul told with its offender as subject, which need the victim right after: "Feldkamp clipped Esteves".
const QSet<QString> &foulVerbs()
{
    static const QSet<QString> words = {QStringLiteral("fouled"), QStringLiteral("fouls"), QStringLiteral("tripped"), QStringLiteral("trips"),
        QStringLiteral("clipped"), QStringLiteral("clips"), QStringLiteral("felled"), QStringLiteral("upended"), QStringLiteral("impeded"),
        QStringLiteral("shoved"), QStringLiteral("pushed"), QStringLiteral("elbowed"), QStringLiteral("barged"), QStringLiteral("caught"),
        QStringLiteral("kicked"), QStringLiteral("scythed"), QStringLiteral("chopped")};
    return words;
}

// Verbs of a foul that take a particle after the victim: "brought Ode down", "hauled back Fenwick".
const QSet<QString> &phrasalFoulVerbs()
{
    static const QSet<QString> words = {QStringLiteral("brought"), QStringLiteral("brings"), QStringLiteral("hauled"), QStringLiteral("bundled"),
        QStringLiteral("pulled"), QStringLiteral("dragged"), QStringLiteral("knocked")};
    return words;
}

// Verbs of a foul told with "into" and its victim: "Rasmussen bundled into Nogueira".
const QSet<QString> &intoVerbs()
{
    static const QSet<QString> words = {QStringLiteral("clattered"), QStringLiteral("bundled"), QStringLiteral("crashed"), QStringLiteral("ploughed"),
        QStringLiteral("barged"), QStringLiteral("careered"), QStringLiteral("slid"), QStringLiteral("bumped"), QStringLiteral("collided"),
        QStringLiteral("clatters"), QStringLiteral("bundles"), QStringLiteral("crashes"), QStringLiteral("ploughs")};
    return words;
}

// "Bessa was penalised for handball".
const QSet<QString> &penalisedWords()
{
    static const QSet<QString> words = {QStringLiteral("penalised"), QStringLiteral("penalized"), QStringLiteral("punished"),
        QStringLiteral("adjudged"), QStringLiteral("deemed")};
    return words;
}

// The apostrophe of a side's plural possessive: "from Ashford Rovers' Dan Fenwick".
const QSet<QString> &apostrophes()
{
    static const QSet<QString> marks = {QStringLiteral("'"), QStringLiteral("\u2019")};
    return marks;
}

// Where an offender's name may be preceded by his side and role: "from Goldfields defender Sione Fifita".
const QSet<QString> &roleWords()
{
    static const QSet<QString> words = {QStringLiteral("defender"), QStringLiteral("centre-back"), QStringLiteral("center-back"),
        QStringLiteral("full-back"), QStringLiteral("fullback"), QStringLiteral("back"), QStringLiteral("centre"), QStringLiteral("center"),
        QStringLiteral("goalkeeper"), QStringLiteral("keeper"), QStringLiteral("midfielder"), QStringLiteral("captain"), QStringLiteral("substitute"),
        QStringLiteral("striker"), QStringLiteral("winger"), QStringLiteral("the"), QStringLiteral("-")};
    return words;
}

class SentenceWords
{
public:
    SentenceWords(const ExtractionContext &context, const Sentence &sentence)
        : m_context(context)
        , m_sentence(sentence)
    {
    }

    bool isIn(int token, const QSet<QString> &words) const
    {
        return token >= m_sentence.firstToken && token < m_sentence.endToken && containsLowered(words, m_context.tokenText(token));
    }
    bool isWord(int token) const
    {
        return token >= m_sentence.firstToken && token < m_sentence.endToken && m_context.tokens.at(token).kind == Token::Kind::Word;
    }
    bool is(int token, QStringView word) const
    {
        return token >= m_sentence.firstToken && token < m_sentence.endToken
            && m_context.tokenText(token).compare(word, Qt::CaseInsensitive) == 0;
    }
    const RawMention *playerStartingAt(int token) const
    {
        if (token < m_sentence.firstToken || token >= m_sentence.endToken)
            return nullptr;
        const RawMention *mention = m_context.mentionAt(token);
        return mention && mention->firstToken == token && isPlayer(*mention) ? mention : nullptr;
    }
    bool isPlayer(const RawMention &mention) const
    {
        const Entity *entity = m_context.entityOf(mention);
        return entity && entity->type == EntityType::Player;
    }
    // Whether token `token` may stand between a preposition and the offender's name: his side or his role.
    bool isSideOrRole(int token) const
    {
        if (token < m_sentence.firstToken || token >= m_sentence.endToken)
            return false;
        if (isIn(token, roleWords()) || isIn(token, apostrophes()))
            return true;
        const RawMention *mention = m_context.mentionAt(token);
        return mention && !isPlayer(*mention);
    }
    const ExtractionContext &context() const { return m_context; }

private:
    const ExtractionContext &m_context;
    const Sentence &m_sentence;
};

// "Vidmar's late challenge", "a Moriarty handball", "Lindelof on the arm".
bool isNamedBeforeTheOffence(const SentenceWords &words, const RawMention &mention)
{
    const int next = mention.endToken;
    if (words.context().tokens.at(mention.endToken - 1).is(Token::Possessive)) {
        int t = next;
        while (t < next + 3 && words.isIn(t, mannerWords()))
            ++t;
        return words.isIn(t, offenceNouns());
    }
    if ((words.is(mention.firstToken - 1, u"a") || words.is(mention.firstToken - 1, u"an"))
        && (words.is(next, u"handball") || words.is(next, u"foul") || words.is(next, u"challenge") || words.is(next, u"tackle")))
        return true;
    return words.is(next, u"on") && (words.is(next + 1, u"the") || words.is(next + 1, u"his") || words.is(next + 1, u"her"))
        && (words.is(next + 2, u"arm") || words.is(next + 2, u"hand"));
}

// "after a challenge from Setouchi's Takumi Enomoto", "a contact with Ledesma", "brought down by Kerr", "handball against Bessa".
bool isNamedAfterTheOffence(const SentenceWords &words, const RawMention &mention)
{
    int t = mention.firstToken - 1;
    for (int skipped = 0; skipped < 4 && words.isSideOrRole(t); ++skipped)
        t = words.context().mentionAt(t) ? words.context().mentionAt(t)->firstToken - 1 : t - 1;
    // "was brought down in the box by Ruiz": a place may come between the foul and its offender.
    if (words.is(t, u"by") || words.is(t, u"from")) {
        for (int k = t - 1; k >= t - 4 && words.isWord(k); --k) {
            if (words.isIn(k, foulsBeforeBy()))
                return true;
        }
        return false;
    }
    if (words.is(t, u"of")) // "the ball hit the arm of Kléber Santos"
        return words.is(t - 1, u"arm") || words.is(t - 1, u"hand") || words.is(t - 1, u"elbow");
    if (words.is(t, u"with"))
        return words.is(t - 1, u"contact") || words.is(t - 1, u"collision");
    if (words.is(t, u"against"))
        return words.is(t - 1, u"handball") || words.is(t - 1, u"foul");
    return false;
}

// "Feldkamp clipped Esteves' heels", "Cuevas had handled", "Kerr brought Ode down", "Perrault clattered into Marchetti",
// "Bessa was penalised for handball", "VAR judged Lindelof to have handled the ball".
bool isTheSubjectOfAFoul(const SentenceWords &words, const RawMention &mention)
{
    int verb = mention.endToken;
    if (words.is(verb, u"was") && words.isIn(verb + 1, penalisedWords()))
        return true;
    if (words.is(verb, u"to") && words.is(verb + 1, u"have"))
        verb += 2;
    else if (words.is(verb, u"had"))
        ++verb;
    if (words.is(verb, u"handled"))
        return true;
    if (words.isIn(verb, intoVerbs()) && words.is(verb + 1, u"into"))
        return words.playerStartingAt(verb + 2) || words.is(verb + 2, u"him") || words.is(verb + 2, u"her");
    const RawMention *victim = words.playerStartingAt(verb + 1);
    const bool someoneNext = victim || words.is(verb + 1, u"him") || words.is(verb + 1, u"her")
        || (words.is(verb + 1, u"the") && (words.is(verb + 2, u"striker") || words.is(verb + 2, u"forward") || words.is(verb + 2, u"winger")));
    if (words.isIn(verb, foulVerbs()))
        return someoneNext;
    if (!words.isIn(verb, phrasalFoulVerbs()))
        return false;
    // The victim before the particle or after it: "brought Ode down", "hauled back Fenwick"; not "pulled back for Ode" (a pass).
    const auto isParticle = [&](int t) { return words.is(t, u"down") || words.is(t, u"over") || words.is(t, u"back"); };
    if (victim)
        return isParticle(victim->endToken);
    if (words.is(verb + 1, u"him") || words.is(verb + 1, u"her"))
        return isParticle(verb + 2);
    return isParticle(verb + 1) && (words.playerStartingAt(verb + 2) || words.is(verb + 2, u"him") || words.is(verb + 2, u"her"));
}

} // namespace

const RawMention *FoulReader::offenderIn(const ExtractionContext &context, int sentenceIndex)
{
    const Sentence &sentence = context.sentences.at(sentenceIndex);
    const SentenceWords words(context, sentence);
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        const RawMention *mention = words.playerStartingAt(t);
        if (!mention)
            continue;
        if (isNamedBeforeTheOffence(words, *mention) || isNamedAfterTheOffence(words, *mention) || isTheSubjectOfAFoul(words, *mention))
            return mention;
        t = mention->endToken - 1;
    }
    return nullptr;
}

} // namespace Touchline
