#include "mentionfinder.h"

#include "gazetteer.h"
#include "lexicon.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <iterator>

namespace Touchline {

namespace {

// Lower-case words that may sit inside a person's or a club's name.
bool isNameParticle(QStringView word)
{
    // Asked of every lower-case word: length and first letter rule out nearly all, with no string made.
    static constexpr QStringView particles[] = {u"de", u"da", u"van", u"von", u"der", u"den", u"di", u"dos", u"das", u"del",
        u"du", u"le", u"la", u"ter", u"ten", u"bin", u"el", u"al", u"dei", u"della"};
    if (word.size() < 2 || word.size() > 5)
        return false;
    switch (word.front().unicode()) {
    case u'a': case u'b': case u'd': case u'e': case u'l': case u't': case u'v':
        break;
    default:
        return false;
    }
    return std::any_of(std::begin(particles), std::end(particles),
                       [word](QStringView particle) { return particle.size() == word.size() && particle == word; });
}

bool isClubWord(const QString &folded)
{
    static const QSet<QString> words = {QStringLiteral("city"), QStringLiteral("united"), QStringLiteral("rovers"), QStringLiteral("town"),
        QStringLiteral("athletic"), QStringLiteral("albion"), QStringLiteral("wanderers"), QStringLiteral("fc"), QStringLiteral("afc"),
        QStringLiteral("county"), QStringLiteral("rangers"), QStringLiteral("hotspur"), QStringLiteral("academical"), QStringLiteral("thistle"),
        QStringLiteral("argyle"), QStringLiteral("orient"), QStringLiteral("alexandra"), QStringLiteral("borough"), QStringLiteral("villa"),
        QStringLiteral("wednesday"), QStringLiteral("palace"), QStringLiteral("forest"), QStringLiteral("stanley"), QStringLiteral("dynamo"),
        QStringLiteral("sporting"), QStringLiteral("olympic"), QStringLiteral("olympique"), QStringLiteral("calcio"), QStringLiteral("harriers"),
        QStringLiteral("celtic"), QStringLiteral("athletico"), QStringLiteral("atletico"), QStringLiteral("sc"), QStringLiteral("cf"),
        QStringLiteral("ac"), QStringLiteral("bk"), QStringLiteral("if"), QStringLiteral("ff"), QStringLiteral("sv"), QStringLiteral("vfb"),
        QStringLiteral("fk"), QStringLiteral("nk"), QStringLiteral("dons"), QStringLiteral("swifts"), QStringLiteral("vale")};
    return words.contains(folded);
}

bool isVenueWord(const QString &folded)
{
    static const QSet<QString> words = {QStringLiteral("park"), QStringLiteral("stadium"), QStringLiteral("arena"), QStringLiteral("ground"),
        QStringLiteral("lane"), QStringLiteral("road"), QStringLiteral("stadion"), QStringLiteral("estadio"), QStringLiteral("stade"),
        QStringLiteral("meadow"), QStringLiteral("meadows"), QStringLiteral("showground"), QStringLiteral("showgrounds")};
    return words.contains(folded);
}

bool isMonth(const QString &folded)
{
    static const QSet<QString> months = {QStringLiteral("march"), QStringLiteral("may"), QStringLiteral("june"), QStringLiteral("august"),
        QStringLiteral("april"), QStringLiteral("january")};
    return months.contains(folded);
}

bool isManagerWord(const QString &folded)
{
    static const QSet<QString> words = {
        QStringLiteral("manager"), QStringLiteral("boss"), QStringLiteral("coach"), QStringLiteral("gaffer"),
        QStringLiteral("head coach"), QStringLiteral("managers"), QStringLiteral("bosses"), QStringLiteral("coaches"),
        QStringLiteral("chief"), QStringLiteral("supremo"), QStringLiteral("tactician"), QStringLiteral("counterpart"),
        QStringLiteral("manageress")};
    return words.contains(folded);
}

bool isRefereeWord(const QString &folded)
{
    static const QSet<QString> words = {
        QStringLiteral("referee"), QStringLiteral("ref"), QStringLiteral("linesman"), QStringLiteral("official"),
        QStringLiteral("referees"), QStringLiteral("officials"), QStringLiteral("whistler"), QStringLiteral("var"),
        QStringLiteral("assistants"), QStringLiteral("avar"), QStringLiteral("lineswoman"), QStringLiteral("umpire")};
    return words.contains(folded);
}

bool isSideWord(const QString &folded)
{
    static const QSet<QString> words = {
        QStringLiteral("side"), QStringLiteral("men"), QStringLiteral("team"), QStringLiteral("charges"),
        QStringLiteral("troops"), QStringLiteral("squad"), QStringLiteral("outfit"), QStringLiteral("players"),
        QStringLiteral("tenure"), QStringLiteral("reign"), QStringLiteral("regime")};
    return words.contains(folded);
}

// Box labels whose names are officials or managers: "Referee: X", "Manager: X".
quint8 cueFromLabel(const QString &label)
{
    if (label == QLatin1String("manager") || label == QLatin1String("managers") || label == QLatin1String("coach")
        || label == QLatin1String("head coach"))
        return RawMention::ManagerCue;
    if (label == QLatin1String("referee") || label == QLatin1String("assistants") || label == QLatin1String("assistant referees")
        || label == QLatin1String("fourth official") || label == QLatin1String("var") || label == QLatin1String("assistant var")
        || label == QLatin1String("avar") || label == QLatin1String("officials") || label == QLatin1String("referees"))
        return RawMention::RefereeCue;
    if (label.contains(QLatin1String("subs")) || label == QLatin1String("goals") || label == QLatin1String("booked")
        || label == QLatin1String("bookings") || label == QLatin1String("sent off") || label == QLatin1String("scorers")
        || label == QLatin1String("substitutes") || label == QLatin1String("red card") || label == QLatin1String("yellow cards"))
        return RawMention::PlayerCue;
    return RawMention::NoCue;
}

} // namespace

MentionFinder::MentionFinder(const Gazetteer &gazetteer, const Lexicon &lexicon)
    : m_gazetteer(gazetteer)
    , m_lexicon(lexicon)
{
}

int MentionFinder::matchGazetteer(const ExtractionContext &context, int token, int sentenceEnd, RawMention &mention) const
{
    const Tokens &tokens = context.tokens;
    const Token &first = tokens.at(token);
    if (first.kind == Token::Kind::Punct || (first.kind == Token::Kind::Word && !first.is(Token::Capitalised)))
        return 0;
    int bestEnd = 0;
    QList<Gazetteer::Match> best;
    for (int end = token + 1; end <= sentenceEnd && end - token <= m_gazetteer.longestNameWords() + 2; ++end) {
        const Token &last = tokens.at(end - 1);
        if (end - 1 > token && last.start - tokens.at(end - 2).end > 1)
            break; // names never span more than one space
        const QString key = Gazetteer::fold(QStringView(context.text).mid(first.start, last.end - first.start));
        if (last.kind != Token::Kind::Punct) {
            const QList<Gazetteer::Match> matches = m_gazetteer.lookup(key);
            // A name must end on a capitalised word or a number ("Brighton and Hove Albion", "1860 Munich").
            if (!matches.isEmpty() && (last.kind == Token::Kind::Number || last.is(Token::Capitalised)))
                bestEnd = end, best = matches;
        }
        if (last.is(Token::Possessive) || !m_gazetteer.isPrefix(key))
            break;
    }
    if (!bestEnd)
        return 0;
    // A lone all-caps or sentence-initial common word is not a name ("Well, ..." is no Motherwell).
    mention.firstToken = token;
    mention.endToken = bestEnd;
    mention.span = {first.start, tokens.at(bestEnd - 1).end};
    mention.folded = Gazetteer::fold(mention.span.textIn(context.text));
    // Prefer an unambiguous reading; keep the first entry otherwise.
    Gazetteer::Match chosen = best.first();
    for (const Gazetteer::Match &match : best) {
        if (!match.ambiguous) {
            chosen = match;
            break;
        }
    }
    mention.gazetteerEntry = chosen.entry;
    mention.ambiguous = chosen.ambiguous || best.size() > 1;
    mention.type = m_gazetteer.entry(chosen.entry).type;
    return bestEnd - token;
}

int MentionFinder::matchPlace(const ExtractionContext &context, int token, int sentenceEnd) const
{
    const Tokens &tokens = context.tokens;
    int found = 0;
    for (int end = token + 1; end <= sentenceEnd && end - token <= m_lexicon.longestPlaceWords(); ++end) {
        const QString key = Gazetteer::fold(QStringView(context.text).mid(tokens.at(token).start, tokens.at(end - 1).end - tokens.at(token).start));
        if (m_lexicon.isPlace(key))
            found = end - token;
    }
    return found;
}

int MentionFinder::matchName(const ExtractionContext &context, int token, int sentenceEnd, RawMention &mention) const
{
    const Tokens &tokens = context.tokens;
    int end = token;
    while (end < sentenceEnd) {
        const Token &t = tokens.at(end);
        if (t.kind != Token::Kind::Word)
            break;
        if (end > token && t.start - tokens.at(end - 1).end != 1)
            break;
        const bool capitalised = t.is(Token::Capitalised) && !t.is(Token::AllCaps);
        const bool particle = !capitalised && end + 1 < sentenceEnd && isNameParticle(context.tokenText(end))
            && (tokens.at(end + 1).is(Token::Capitalised) || isNameParticle(context.tokenText(end + 1)));
        if (!capitalised && !particle)
            break;
        ++end;
        if (t.is(Token::Possessive))
            break;
    }
    // Drop leading and trailing words that are not name parts: "Manager Slaven Bilic", "Vardy Goal".
    int first = token;
    while (first < end) {
        const QString folded = Gazetteer::fold(context.tokenText(first));
        if (!m_lexicon.isStopword(folded) && !m_lexicon.isDemonym(folded))
            break;
        ++first;
    }
    int last = end;
    while (last > first) {
        const QString folded = Gazetteer::fold(context.tokenText(last - 1));
        // A month after a first name is a surname ("Solly March"), unless a date follows ("March 2020").
        const bool surnameMonth = last - 1 > first && isMonth(folded)
            && (tokens.at(last - 1).is(Token::Possessive) || !(last < sentenceEnd && tokens.at(last).kind == Token::Kind::Number));
        if (surnameMonth || (!m_lexicon.isStopword(folded) && !m_lexicon.isDemonym(folded) && !isNameParticle(context.tokenText(last - 1))))
            break;
        --last;
    }
    if (last <= first)
        return std::max(1, end - token);
    // Anything but words in between (a stop word inside) splits the name: keep the part before it.
    for (int k = first + 1; k < last; ++k) {
        const QString folded = Gazetteer::fold(context.tokenText(k));
        if (isMonth(folded) && (tokens.at(k).is(Token::Possessive) || !(k + 1 < sentenceEnd && tokens.at(k + 1).kind == Token::Kind::Number)))
            continue;
        if (m_lexicon.isStopword(folded) && !isNameParticle(context.tokenText(k))) {
            last = k;
            break;
        }
    }
    mention.firstToken = first;
    mention.endToken = last;
    mention.span = {tokens.at(first).start, tokens.at(last - 1).end};
    mention.folded = Gazetteer::fold(mention.span.textIn(context.text));
    mention.type = EntityType::Player;
    // A club the gazetteer does not know still names itself: "Harbour City", "Ashford Rovers", "Jeunesse FC".
    if (last - first >= 2 && isClubWord(Gazetteer::fold(context.tokenText(last - 1))))
        mention.type = EntityType::Team;
    // ... and so does a ground: "Quayside Park", "Mill Lane", "Holm Park".
    if (last - first >= 2 && isVenueWord(Gazetteer::fold(context.tokenText(last - 1))))
        mention.type = EntityType::Venue;
    // Contractions are no names: "I’ve", "We’ll".
    static const QRegularExpression contraction(QStringLiteral("['’](?:ve|ll|re|d|m|t|s)$"), QRegularExpression::CaseInsensitiveOption);
    if (last - first == 1 && (context.tokenText(first).contains(QLatin1Char('\'')) || context.tokenText(first).contains(QChar(0x2019)))
        && contraction.match(context.tokenText(first)).hasMatch())
        return -(end - token);
    if (m_lexicon.isPlace(mention.folded))
        return -(end - token); // a place: consumed, no mention
    // Role cues from the dropped leading words ("Manager Slaven Bilic", "Referee Andrew Dallas").
    for (int k = token; k < first; ++k) {
        const QString folded = Gazetteer::fold(context.tokenText(k));
        if (isManagerWord(folded))
            mention.roleCues |= RawMention::ManagerCue;
        else if (isRefereeWord(folded))
            mention.roleCues |= RawMention::RefereeCue;
    }
    return end - token;
}

void MentionFinder::addRoleCues(const ExtractionContext &context, RawMention &mention, int sentenceStart, int sentenceEnd) const
{
    const Tokens &tokens = context.tokens;
    // Up to three words before: "Leicester boss Brendan Rodgers", "referee Chris Kavanagh", "head coach X".
    for (int k = mention.firstToken - 1; k >= sentenceStart && k >= mention.firstToken - 3; --k) {
        const Token &t = tokens.at(k);
        if (t.kind != Token::Kind::Word)
            break;
        const QString folded = Gazetteer::fold(context.tokenText(k));
        if (isManagerWord(folded)) {
            mention.roleCues |= RawMention::ManagerCue;
            break;
        }
        if (isRefereeWord(folded)) {
            mention.roleCues |= RawMention::RefereeCue;
            break;
        }
        if (t.is(Token::Capitalised))
            continue; // "Leicester boss": the team name may sit between
        static const QSet<QString> modifiers = {QStringLiteral("the"), QStringLiteral("new"), QStringLiteral("former"),
            QStringLiteral("interim"), QStringLiteral("caretaker"), QStringLiteral("assistant"), QStringLiteral("fourth"),
            QStringLiteral("head"), QStringLiteral("video"), QStringLiteral("ex"), QStringLiteral("rival"), QStringLiteral("opposite"),
            QStringLiteral("opposing"), QStringLiteral("under-fire"), QStringLiteral("beleaguered"), QStringLiteral("veteran")};
        if (!modifiers.contains(folded))
            break;
    }
    // After: "Rodgers's side", "Southgate's men".
    const int next = mention.endToken;
    if (next < sentenceEnd && tokens.at(next - 1).is(Token::Possessive)) {
        for (int k = next; k < sentenceEnd && k < next + 4; ++k) {
            if (tokens.at(k).kind != Token::Kind::Word)
                continue;
            const QString folded = Gazetteer::fold(context.tokenText(k));
            if (isSideWord(folded)) {
                mention.roleCues |= RawMention::ManagerCue;
                break;
            }
            if (folded != QLatin1String("'s") && folded != QLatin1String("s") && !tokens.at(k).is(Token::Capitalised)
                && folded != QLatin1String("young") && folded != QLatin1String("new") && folded != QLatin1String("injury")
                && folded != QLatin1String("hit") && folded != QLatin1String("depleted") && folded != QLatin1String("struggling"))
                break;
        }
    }
    // Line-up box labels at the start of the line: "Referee: Anthony Taylor", "Subs not used: ...".
    const int lineStart = sentenceStart;
    for (int k = lineStart; k < mention.firstToken && k < lineStart + 5; ++k) {
        if (tokens.at(k).kind == Token::Kind::Punct && context.text.at(tokens.at(k).start) == QLatin1Char(':')) {
            const QString label = Gazetteer::fold(QStringView(context.text).mid(tokens.at(lineStart).start, tokens.at(k).start - tokens.at(lineStart).start));
            const quint8 cue = cueFromLabel(label);
            if (cue) {
                mention.roleCues = cue;
                mention.inLineup = true;
            }
            break;
        }
    }
}

void MentionFinder::find(ExtractionContext &context) const
{
    const Tokens &tokens = context.tokens;
    // Words seen capitalised where capitals are not forced (mid-sentence): evidence that a
    // sentence-initial word is a name rather than an ordinary word.
    QSet<QString> capitalisedMidSentence;
    QSet<QString> lowerCase;
    for (int t = 0; t < tokens.size(); ++t) {
        const Token &token = tokens.at(t);
        if (token.kind != Token::Kind::Word)
            continue;
        if (!token.is(Token::Capitalised))
            lowerCase.insert(context.tokenText(t).toString());
        else if (!token.is(Token::SentenceStart) && !token.is(Token::LineStart))
            capitalisedMidSentence.insert(context.tokenText(t).toString());
    }

    for (int s = 0; s < context.sentences.size() && !context.isCancelled(); ++s) {
        const Sentence &sentence = context.sentences.at(s);
        int t = sentence.firstToken;
        while (t < sentence.endToken) {
            RawMention mention;
            mention.sentence = s;
            int length = matchGazetteer(context, t, sentence.endToken, mention);
            // An ambiguous one-word hit followed by another capitalised word is the start of a longer
            // name ("Mason Greenwood", "Jordan Henderson"), not the referee or the country.
            if (length && mention.ambiguous && mention.endToken < sentence.endToken && !tokens.at(mention.endToken - 1).is(Token::Possessive)
                && tokens.at(mention.endToken).is(Token::Capitalised) && tokens.at(mention.endToken).kind == Token::Kind::Word
                && tokens.at(mention.endToken).start - tokens.at(mention.endToken - 1).end == 1) {
                length = 0;
                mention = RawMention();
                mention.sentence = s;
            }
            if (length) {
                const Token &first = tokens.at(t);
                // A sentence-initial single word that is also a common word ("Well", "City") needs support.
                if (length == 1 && first.is(Token::SentenceStart) && lowerCase.contains(context.tokenText(t).toString().toLower()))
                    mention.ambiguous = true;
                addRoleCues(context, mention, sentence.firstToken, sentence.endToken);
                context.mentions.append(mention);
                t += length;
                continue;
            }
            const Token &token = tokens.at(t);
            // A name may open with lower-case particles: "van de Beek", "de Gea".
            bool particleStart = false;
            if (token.kind == Token::Kind::Word && !token.is(Token::Capitalised) && isNameParticle(context.tokenText(t))) {
                int k = t + 1;
                while (k < sentence.endToken && tokens.at(k).kind == Token::Kind::Word && !tokens.at(k).is(Token::Capitalised)
                       && isNameParticle(context.tokenText(k)))
                    ++k;
                particleStart = k < sentence.endToken && tokens.at(k).is(Token::Capitalised) && !tokens.at(k).is(Token::AllCaps)
                    && tokens.at(k).start - tokens.at(k - 1).end == 1;
            }
            if (!particleStart && (token.kind != Token::Kind::Word || !token.is(Token::Capitalised) || token.is(Token::AllCaps))) {
                ++t;
                continue;
            }
            // A capitalised stop word ("The Foxes", "Manager Slaven Bilic") is skipped on its own, so that
            // the gazetteer gets a chance at the next word.
            if (const QString folded = Gazetteer::fold(context.tokenText(t)); m_lexicon.isStopword(folded) || m_lexicon.isDemonym(folded)) {
                ++t;
                continue;
            }
            if (int place = matchPlace(context, t, sentence.endToken)) {
                t += place;
                continue;
            }
            int nameLength = matchName(context, t, sentence.endToken, mention);
            if (nameLength <= 0) {
                t += std::max(1, -nameLength);
                continue;
            }
            t += nameLength;
            if (mention.endToken <= mention.firstToken)
                continue;
            // A lone sentence-initial word is a name only if the report also capitalises it elsewhere.
            const bool single = mention.endToken - mention.firstToken == 1;
            const QString word = context.tokenText(mention.firstToken).toString();
            if (single && (tokens.at(mention.firstToken).is(Token::SentenceStart) || tokens.at(mention.firstToken).is(Token::LineStart))
                && !capitalisedMidSentence.contains(word))
                continue;
            if (single && lowerCase.contains(word.toLower()) && !capitalisedMidSentence.contains(word))
                continue;
            if (single && word.size() < 3)
                continue;
            addRoleCues(context, mention, sentence.firstToken, sentence.endToken);
            context.mentions.append(mention);
        }
    }
    resolveAmbiguous(context);
    context.indexMentions();
}

// A '~' name ("City", "Blues", "Well") counts only when its entry is named unambiguously elsewhere in
// the report; with several supported readings, the nearest earlier supported mention wins.
void MentionFinder::resolveAmbiguous(ExtractionContext &context) const
{
    QSet<int> supported;
    for (const RawMention &mention : context.mentions) {
        if (mention.gazetteerEntry >= 0 && !mention.ambiguous)
            supported.insert(mention.gazetteerEntry);
    }
    QList<RawMention> kept;
    kept.reserve(context.mentions.size());
    int lastSupportedTeam = -1;
    for (RawMention mention : context.mentions) {
        if (mention.gazetteerEntry < 0) {
            kept.append(mention);
            continue;
        }
        if (mention.ambiguous) {
            const QList<Gazetteer::Match> readings = m_gazetteer.lookup(mention.folded);
            int choice = -1;
            for (const Gazetteer::Match &reading : readings) {
                if (!supported.contains(reading.entry))
                    continue;
                if (choice < 0 || reading.entry == lastSupportedTeam)
                    choice = reading.entry;
            }
            if (choice < 0) {
                // Unsupported: a person-looking word stays a possible name ("Stones", "Jordan", "Abbey").
                const Gazetteer::Entry &entry = m_gazetteer.entry(mention.gazetteerEntry);
                const bool nameLike = !mention.folded.contains(QLatin1Char(' ')) && !m_lexicon.isStopword(mention.folded)
                    && !m_lexicon.isPlace(mention.folded) && !m_lexicon.isDemonym(mention.folded)
                    && !context.tokens.at(mention.firstToken).is(Token::SentenceStart);
                if (entry.type == EntityType::Manager || entry.type == EntityType::Referee || nameLike) {
                    mention.gazetteerEntry = -1;
                    mention.type = EntityType::Player;
                    kept.append(mention);
                }
                continue;
            }
            mention.gazetteerEntry = choice;
            mention.type = m_gazetteer.entry(choice).type;
            mention.ambiguous = false;
        }
        if (mention.type == EntityType::Team)
            lastSupportedTeam = mention.gazetteerEntry;
        kept.append(mention);
    }
    context.mentions = kept;
}

} // namespace Touchline
