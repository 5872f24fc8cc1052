#include "shootoutkickreader.h"

#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <optional>

namespace Touchline {

namespace {

// What a word does in a kick's clause.
enum class Cue : quint8 {
    None,
    Scored,   ///< scored, converted, levelled, "the wrong way", "found the net"
    Missed,   ///< the taker's own miss: missed, skied, the crossbar
    Saved,    ///< the keeper's: saved, palmed, "kept out" (active: the one named first is the keeper)
    Passive,  ///< was, got: "was saved"
    Saw,      ///< saw, watched: "saw his effort saved", the one named first the taker however far the verb
    All,      ///< "were both successful", "all scored": every name before the verb took a kick
    Did,      ///< "as did Kowalczyk": the kick the clause before told
    Put,      ///< "put Fenmoor ahead"
    PutWhere, ///< ahead, front, up
    Made,     ///< "made it 3-2"
    Sent,     ///< "sent Aaltonen the wrong way": the one named next is the keeper
    Mistake,  ///< "made no mistake": scored
    It,
    By,       ///< "saved by Oosthuizen" (the keeper), "converted by Dier" (the taker)
    From,     ///< "save from Järvinen": the taker
    And,      ///< ends a clause once it told its kick ("Wierzbicki made it 3-2 and Stott-Ellis ...")
    Break,    ///< ends a clause: but, before, while, as, leaving ("leaving Ibsen to put Auldmere 4-3 ahead")
    Need,     ///< "needing to score": a kick to come, not one told
    NotAKick, ///< headed, a corner, a free-kick: open play
};

Cue cueOf(QStringView word)
{
    static const QHash<QString, Cue> cues = [] {
        QHash<QString, Cue> table;
        const auto add = [&table](Cue cue, std::initializer_list<const char *> words) {
            for (const char *w : words)
                table.insert(QString::fromLatin1(w), cue);
        };
        add(Cue::Scored, {"scored", "scores", "score", "scoring", "converted", "converts", "convert", "converting", "netted", "nets", "replied",
                          "replies", "levelled", "levels", "leveled", "equalised", "equalized", "successful", "buried", "slotted", "rolled",
                          "rolls", "smashed", "drove", "tucked", "stroked", "dispatched", "finish", "wrong", "net", "level", "restored",
                          "restores", "answered", "answers", "drilled", "fired"});
        add(Cue::Missed, {"missed", "miss", "misses", "skied", "skies", "blazed", "blazes", "crossbar", "bar", "post", "upright", "wide"});
        add(Cue::Saved, {"saved", "save", "saves", "saving", "kept", "keep", "keeps", "keeping", "palmed", "palming", "palms", "clawed",
                         "clawing", "claws", "denied", "denies", "stopped", "stops", "parried", "parries", "blocked", "push", "pushed",
                         "tipped", "turned", "guessed", "guesses"});
        add(Cue::Passive, {"was", "were", "been", "being", "got", "gets"});
        add(Cue::Saw, {"saw", "sees", "see", "watched", "watches"});
        add(Cue::All, {"both", "all"});
        add(Cue::Did, {"did", "matched"});
        add(Cue::Put, {"put", "puts", "putting"});
        add(Cue::PutWhere, {"ahead", "front", "up"});
        add(Cue::Made, {"made", "make", "makes", "making"});
        add(Cue::Mistake, {"mistake"});
        add(Cue::Sent, {"sent", "sending", "sends", "send"});
        add(Cue::It, {"it"});
        add(Cue::By, {"by", "past", "beyond"});
        add(Cue::From, {"from"});
        add(Cue::And, {"and"});
        add(Cue::Break, {"but", "before", "while", "whilst", "whereas", "as", "after", "leaving", "leave", "left"});
        add(Cue::Need, {"needing", "needed", "need", "needs"});
        add(Cue::NotAKick, {"headed", "header", "heads", "volley", "volleyed", "corner", "cross", "free-kick", "freekick"});
        return table;
    }();
    return cues.value(word.toString().toLower(), Cue::None);
}

// "bottom", "top", "far": a corner of the goal, where a kick went.
bool placesAKick(QStringView word)
{
    static const QSet<QString> places{QStringLiteral("bottom"), QStringLiteral("top"), QStringLiteral("far"), QStringLiteral("near"),
                                      QStringLiteral("left"), QStringLiteral("right"), QStringLiteral("left-hand"), QStringLiteral("right-hand")};
    return places.contains(word.toString().toLower());
}

// Whether the word at `t` keeps a side alive, or its hopes, within three words: "to keep Caddon alive".
bool keepsAlive(const ExtractionContext &context, int t, int end)
{
    for (int k = t + 1; k < std::min(end, t + 5); ++k) {
        const QStringView word = context.tokenText(k);
        if (word.compare(u"alive", Qt::CaseInsensitive) == 0 || word.compare(u"hopes", Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

// Whether one of the two words from `token` is the goal's frame or the keeper's body: "the foot of Pendle's right-hand
// post", "Ode's outstretched gloves" are the keeper's, no taker's effort.
bool namesTheGoalsFrame(const ExtractionContext &context, int token, int end)
{
    static const QSet<QString> frame{QStringLiteral("post"), QStringLiteral("bar"), QStringLiteral("crossbar"), QStringLiteral("upright"),
                                     QStringLiteral("goal"), QStringLiteral("net"), QStringLiteral("line"), QStringLiteral("gloves"),
                                     QStringLiteral("hands"), QStringLiteral("legs"), QStringLiteral("fingertips"), QStringLiteral("dive")};
    for (int k = token; k < std::min(end, token + 2); ++k) {
        if (frame.contains(context.tokenText(k).toString().toLower()))
            return true;
    }
    return false;
}

// A player, or one the resolver took for a manager: a shoot-out's sentences name no managers taking kicks, and a
// player's surname shared with a manager's may be read as his.
bool isPlayer(const ExtractionContext &context, const RawMention *mention)
{
    const Entity *entity = mention ? context.entityOf(*mention) : nullptr;
    return entity && (entity->type == EntityType::Player || entity->type == EntityType::Manager);
}

struct Named {
    const RawMention *mention = nullptr;
    bool afterBy = false;    ///< the keeper of "saved by X", the taker of "converted by X"
    bool afterFrom = false;  ///< the taker of "save from X"
    bool possessive = false; ///< the taker of "X's effort"
    bool beforeVerb = false;
    bool sentAway = false;   ///< the keeper of "sent X the wrong way"
};

// One clause being read: the players it names and the cues of its words.
struct Clause {
    QVarLengthArray<Named, 4> named;
    bool scored = false;
    bool missed = false;
    bool saved = false;
    bool passive = false;
    bool saw = false;
    bool all = false;
    bool did = false;
    bool put = false;
    bool made = false;
    bool need = false;
    bool notAKick = false;
    bool otherWords = false; ///< words besides names and "and": no list item
    Cue lastCue = Cue::None;
    int byAt = -10;   ///< the token of the last "by", "past" or "beyond"
    int fromAt = -10; ///< the token of the last "from"
    int sentAt = -10; ///< the token of the last "sent"

    bool toldKick() const { return scored || missed || saved; }
    template <typename Wanted>
    const RawMention *first(Wanted wanted) const
    {
        for (const Named &n : named) {
            if (wanted(n))
                return n.mention;
        }
        return nullptr;
    }
};

using Names = QVarLengthArray<const RawMention *, 6>;

} // namespace

QList<ShootOutKickReader::Kick> ShootOutKickReader::read(const ExtractionContext &context, int s)
{
    const Sentence &sentence = context.sentences.at(s);
    QList<Kick> kicks;
    // Named by clauses without a verb, for the clause after them: "Yeates, still thinking about that appeal, saw ...",
    // "Asante, Gowe, Araújo and Brannigan all scored".
    Names pending;
    std::optional<bool> lastScored; // the kind of the kick just told, for "as did X"
    // The one told as needing to score, the kick still to come: "That left Brandt needing to score, and Rendall ... guessed
    // right" (the keeper's doing takes it).
    const RawMention *needing = nullptr;
    bool listGoesOn = false;        // whether that kick's takers were a list ("converted by Dier, Abraham and ...")
    Clause clause;
    int clauseStart = sentence.firstToken;
    const auto close = [&] {
        if (clause.named.isEmpty() && !clause.otherWords)
            return; // nothing between two marks: ", as did"
        const bool listItem = !clause.named.isEmpty() && !clause.otherWords;
        if (!clause.toldKick() && !clause.notAKick && lastScored && (clause.did || (listItem && listGoesOn)) && pending.isEmpty()) {
            // "as did Kowalczyk"; "converted by Dier, Abraham and Lamela": the names after a kick told of a list.
            for (const Named &n : clause.named)
                kicks.append({n.mention, *lastScored, nullptr});
            return;
        }
        if (!clause.toldKick() || clause.notAKick || clause.need) {
            if (clause.need && !clause.named.isEmpty())
                needing = clause.named.front().mention;
            if (clause.notAKick) {
                pending.clear();
            } else if (listItem && !pending.isEmpty()) {
                for (const Named &n : clause.named)
                    pending.append(n.mention);
            } else if (const RawMention *named = clause.first([](const Named &n) { return !n.afterBy; });
                       named && (pending.isEmpty() || named->firstToken == clauseStart)) {
                pending = {named};
            }
            lastScored.reset();
            listGoesOn = false;
            return;
        }
        const bool scored = clause.scored && !clause.missed && !clause.saved;
        // The one acting: named before the verb ("Pardoe then dived to save from Järvinen"), or by a clause before.
        const RawMention *acting = clause.first([](const Named &n) { return n.beforeVerb && !n.afterBy && !n.afterFrom && !n.sentAway; });
        if (!acting && !pending.isEmpty())
            acting = pending.first();
        Names takers;
        const RawMention *keeper = nullptr;
        listGoesOn = false;
        if (!scored) {
            const RawMention *from = clause.first([](const Named &n) { return n.afterFrom; });
            const RawMention *owner = clause.first([](const Named &n) { return n.possessive; });
            // "Carson saved three penalties": the keeper acts, and names no taker.
            const bool keeperActs = clause.saved && !clause.missed && !clause.passive;
            keeper = keeperActs ? acting : clause.saved ? clause.first([](const Named &n) { return n.afterBy; }) : nullptr;
            // "dived full length to keep out Wielgosz": the one the keeper kept out.
            const RawMention *keptOut = keeperActs ? clause.first([](const Named &n) { return !n.beforeVerb && !n.afterBy; }) : nullptr;
            const RawMention *taker = from ? from : owner ? owner : keeperActs ? keptOut : acting;
            if (!taker && keeperActs && needing) {
                taker = needing;
                if (keeper == needing)
                    keeper = pending.size() > 1 ? pending.back() : nullptr;
            }
            if (taker)
                takers.append(taker);
        } else if (clause.all && (!pending.isEmpty() || acting)) {
            takers = pending;
            for (const Named &n : clause.named) {
                if (n.beforeVerb && !n.afterBy)
                    takers.append(n.mention);
            }
            listGoesOn = true;
        } else if (acting) {
            // "Ela Bacale and Nchama Bibang scored the first two kicks": each name before the verb took one.
            takers.append(acting);
            for (const Named &n : clause.named) {
                if (n.mention != acting && n.beforeVerb && !n.afterBy && !n.afterFrom && !n.sentAway && !n.possessive)
                    takers.append(n.mention);
            }
        } else if (const RawMention *by = clause.first([](const Named &n) { return n.afterBy; })) {
            takers.append(by); // "converted in order by Eric Dier, ...": the names listed after go on (see above)
            listGoesOn = true;
        }
        for (const RawMention *taker : takers) {
            if (taker != keeper)
                kicks.append({taker, scored, keeper});
        }
        pending.clear();
        needing = nullptr;
        lastScored = scored;
    };
    const auto nextClause = [&](int start) {
        close();
        clause = Clause();
        clauseStart = start;
    };
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        const Token &token = context.tokens.at(t);
        if (const RawMention *mention = context.mentionAt(t); mention && mention->firstToken == t) {
            if (isPlayer(context, mention)) {
                Named named;
                named.mention = mention;
                named.afterBy = t - clause.byAt <= 2;
                named.afterFrom = t - clause.fromAt <= 4;
                named.possessive = context.tokens.at(mention->endToken - 1).is(Token::Possessive) && !namesTheGoalsFrame(context, mention->endToken, sentence.endToken);
                named.beforeVerb = !clause.toldKick();
                named.sentAway = t - clause.sentAt <= 3; // "sent Aaltonen", "sent goalkeeper Ines Marrero the wrong way"
                clause.named.append(named);
            } else {
                clause.otherWords = true;
            }
            t = mention->endToken - 1;
            continue;
        }
        if (token.kind == Token::Kind::Punct) {
            const QChar c = context.text.at(token.start);
            if (c == u',' || c == u';' || c == u':' || c == QChar(0x2013) || c == QChar(0x2014))
                nextClause(t + 1);
            else if (!token.is(Token::SentenceMark))
                clause.otherWords = true;
            continue;
        }
        if (token.kind != Token::Kind::Word) {
            clause.otherWords = true;
            continue;
        }
        Cue cue = cueOf(context.tokenText(t));
        if (cue == Cue::NotAKick && t > sentence.firstToken && placesAKick(context.tokenText(t - 1)))
            cue = Cue::Scored; // "found the bottom corner": where a kick went, not a corner kick
        if (cue == Cue::Saved && keepsAlive(context, t, sentence.endToken))
            cue = Cue::Scored; // "Quinn kept the Weavers alive", "scored to keep his side alive"
        if (cue == Cue::Break || (cue == Cue::And && clause.toldKick())) {
            nextClause(t + 1);
            continue;
        }
        clause.otherWords = clause.otherWords || cue != Cue::And;
        // "kept his nerve", "did not miss": a kick scored, in a saving or missing word.
        const bool nerve = cue == Cue::Saved && t + 2 < sentence.endToken && context.tokenText(t + 2).compare(u"nerve", Qt::CaseInsensitive) == 0;
        const bool notMissed = cue == Cue::Missed && t > sentence.firstToken
            && (context.tokenText(t - 1).compare(u"not", Qt::CaseInsensitive) == 0 || context.tokenText(t - 1).endsWith(u"n't", Qt::CaseInsensitive));
        switch (nerve || notMissed ? Cue::Scored : cue) {
        case Cue::Scored: clause.scored = true; break;
        case Cue::Missed: clause.missed = true; break;
        case Cue::Saved:
            clause.saved = true;
            clause.passive = clause.passive || clause.lastCue == Cue::Passive || clause.saw;
            break;
        case Cue::Saw: clause.saw = true; break;
        case Cue::All: clause.all = true; break;
        case Cue::Did: clause.did = true; break;
        case Cue::Put: clause.put = true; break;
        case Cue::PutWhere: clause.scored = clause.scored || clause.put; break;
        case Cue::Made: clause.made = true; break;
        case Cue::It: clause.scored = clause.scored || clause.made; break;
        case Cue::Mistake: clause.scored = clause.scored || (clause.made && context.tokenText(t - 1).compare(u"no", Qt::CaseInsensitive) == 0); break;
        case Cue::By:
            clause.byAt = t;
            clause.passive = clause.passive || clause.saved; // "saved by Oosthuizen"
            break;
        case Cue::From: clause.fromAt = t; break;
        case Cue::Sent: clause.sentAt = t; break;
        case Cue::Need: clause.need = true; break;
        case Cue::NotAKick: clause.notAKick = true; break;
        default: break;
        }
        clause.lastCue = cue;
    }
    close();
    return kicks;
}

} // namespace Touchline
