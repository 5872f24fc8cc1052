#include "scorecheck.h"

#include "eventbuilder.h"
#include "narrativeeventfinder.h"
#include "regex.h"
#include "textscan.h"
#include "wordstarts.h"
#include "wordtable.h"

#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <optional>
#include <ranges>
#include <string_view>
#include <vector>

namespace Touchline {

namespace {

constexpr auto options = Regex::CaseInsensitive | Regex::UnicodeProperties;

// A search of a sentence for the words of a pattern written with Unicode properties. A sentence of ASCII
// alone (most) is searched with the pattern's ASCII twin: there \w, \d, \s and \b see every character as
// the Unicode classes do (and nothing folds to an ASCII letter), and the twin is tried only where one of
// its first words starts (WordStarts), where the Unicode pattern was tried at every place.
class SentencePattern
{
public:
    explicit SentencePattern(const QString &pattern)
        : m_unicode(pattern, options)
        , m_ascii(pattern, Regex::CaseInsensitive)
    {
    }
    // `asciiStarts`: the sentence's word starts when it is all ASCII, or null.
    bool matches(QStringView sentence, const WordStarts *asciiStarts) const
    {
        return (asciiStarts ? m_ascii.match(sentence, *asciiStarts) : m_unicode.match(sentence)).hasMatch();
    }
    // Every match from `from` on; `ascii`: the sentence is all ASCII. The ASCII twin is searched as a whole
    // here, and is still the faster: Unicode \d and \s look properties up.
    RegexMatchIterator globalMatch(QStringView sentence, qsizetype from, bool ascii) const
    {
        return (ascii ? m_ascii : m_unicode).globalMatch(sentence, from);
    }

private:
    Regex m_unicode;
    Regex m_ascii;
};

const SentencePattern &scorelinePattern()
{
    static const SentencePattern pattern(QStringLiteral("(?<![\\d.:/–-])(\\d{1,2})\\s?[-–]\\s?(\\d{1,2})(?![\\d:/]|[-–.]\\d)"));
    return pattern;
}

const SentencePattern &resultWords()
{
    static const SentencePattern pattern(QStringLiteral(
        "\\b(?:beat|beats|beating|beaten|won|win|wins|winning|victory|victories|triumph\\w*|draw|drew|drawn|stalemate|defeat|defeated|defeats|lost|lose|loss|"
        "thrash\\w*|hammer\\w*|thump\\w*|rout\\w*|crush\\w*|edg\\w+|saw off|eased past|swept aside|outclass\\w*|outplay\\w*|brushed aside|swept past|cruised past|stun\\w*|held|hold|draws|level at|finished|ended|"
        "full-time|full time|result|scoreline|humbl\\w*|demolish\\w*|battered|sunk|sank|downed|overcame|came from behind|comeback|fought back|came back)\\b"));
    return pattern;
}

const SentencePattern &hypothetical()
{
    // Not "IF", a Nordic club's letters: "Olympique Valfleur 2-1 Kvarnby IF".
    static const SentencePattern pattern(QStringLiteral("\\b(?:might|could|would|should) (?:have|well have|easily have)\\b|\\b(?-i:[Ii]f)\\b"));
    return pattern;
}

const SentencePattern &loserFirstWords()
{
    // "lost 2-1 to X", "a 2-0 defeat by X", "fell to a 3-1 loss": the score is still written winner-first,
    // but the subject is the loser.
    static const SentencePattern pattern(QStringLiteral("\\b(?:lost|lose|loses|losing|defeat|defeated by|loss|beaten|fell|slumped|crashed)\\b"));
    return pattern;
}

const SentencePattern &shootOutWords()
{
    static const SentencePattern pattern(ScoreCheck::shootOutPattern().pattern());
    return pattern;
}

// A sentence the score check searches, with its word starts when it is all ASCII (worked out on the first
// search: most sentences are searched by none of the patterns).
class SearchedSentence
{
public:
    SearchedSentence(const ExtractionContext &context, const Sentence &sentence)
        : m_context(context)
        , m_sentence(sentence)
        , m_text(QStringView(context.text).mid(sentence.span.start, sentence.span.length()))
    {
    }
    bool holds(const SentencePattern &pattern) { return pattern.matches(m_text, asciiStarts()); }
    RegexMatchIterator matches(const SentencePattern &pattern, qsizetype from) { return pattern.globalMatch(m_text, from, asciiStarts() != nullptr); }

private:
    const WordStarts *asciiStarts()
    {
        if (!m_looked) {
            m_looked = true;
            if (m_context.words && TextScan::isAscii(m_text))
                m_starts.emplace(*m_context.words, m_sentence);
        }
        return m_starts ? &*m_starts : nullptr;
    }

    const ExtractionContext &m_context;
    const Sentence &m_sentence;
    QStringView m_text;
    bool m_looked = false;
    std::optional<WordStarts> m_starts;
};

// The number a scoreline's digits stand for. Unicode \d matches any script's digits ("٣-١", "𝟐-𝟎"),
// which QString::toInt reads as 0.
int numberOf(QStringView digits)
{
    int number = 0;
    for (const char32_t c : digits.toUcs4())
        number = number * 10 + std::max(0, QChar::digitValue(c));
    return number;
}

// Team entity indexes in the order first mentioned; a sentence names a few, held on the stack.
using Teams = QVarLengthArray<int, 8>;

// Whether team names stand right beside a scoreline, white space alone between (`start` and `end` are its
// offsets in the text): "Tottenham 1-1 Chelsea", not "Motherwell ... lose 5-1 to Rangers".
bool teamsBesideScore(const ExtractionContext &context, const Sentence &sentence, int start, int end)
{
    int before = -1;
    int after = -1;
    for (int t = sentence.firstToken; t < sentence.endToken && after < 0; ++t) {
        const Token &token = context.tokens.at(t);
        if (token.end <= start)
            before = t;
        else if (token.start >= end)
            after = t;
    }
    const auto namesTeam = [&context](int token) {
        const RawMention *mention = token >= 0 ? context.mentionAt(token) : nullptr;
        const Entity *entity = mention ? context.entityOf(*mention) : nullptr;
        return entity && entity->type == EntityType::Team;
    };
    const auto blank = [&context](int from, int to) { return QStringView(context.text).mid(from, to - from).trimmed().isEmpty(); };
    return namesTeam(before) && namesTeam(after) && blank(context.tokens.at(before).end, start) && blank(end, context.tokens.at(after).start);
}

// Whether the words of its sentence before `token` tell of another meeting of the sides: "The return leg is at
// Brennstadt's Waldring Arena", "the sides meet again at Ibrox next month".
bool toldOfAnotherMeeting(const ExtractionContext &context, int token)
{
    for (int k = token - 1; k >= 0 && k >= token - 10; --k) {
        const QStringView earlier = context.tokenText(k);
        if (earlier.compare(u"return", Qt::CaseInsensitive) == 0 || earlier.compare(u"reverse", Qt::CaseInsensitive) == 0
            || earlier.compare(u"again", Qt::CaseInsensitive) == 0 || earlier.compare(u"will", Qt::CaseInsensitive) == 0
            || earlier.compare(u"replay", Qt::CaseInsensitive) == 0)
            return true;
        if (context.tokens.at(k).is(Token::SentenceStart))
            break;
    }
    return false;
}

// Whether a venue's mention tells where a match is played: "at Ibrox", "inside the Stadium of Light", "Venue:
// Ibrox", not "his move to Ibrox from Kilmarnock".
bool isToldAsTheGround(const ExtractionContext &context, const RawMention &mention)
{
    int before = mention.firstToken - 1;
    if (before >= 0 && context.tokenText(before).compare(u"the", Qt::CaseInsensitive) == 0)
        --before;
    if (before < 0)
        return false;
    const QStringView word = context.tokenText(before);
    if (word.compare(u"at", Qt::CaseInsensitive) != 0 && word.compare(u"inside", Qt::CaseInsensitive) != 0 && word != u":") // "Venue: Ibrox"
        return false;
    return !toldOfAnotherMeeting(context, before);
}

// The clause of a sentence that holds the span from `start` to `end`: from the last break before it (a comma,
// semicolon or colon, or "as", "but", "while") to the first after it. "... to score 100 international goals as
// Portugal outclassed 10-man Sweden 2-0": the tally is another clause's, not the result's.
QStringView clauseAround(QStringView sentence, qsizetype start, qsizetype end)
{
    // One pass each way, a character at a time (a case-insensitive search per break word cost more than the
    // rest of the score check): the break is a mark, or one of the words between spaces.
    const auto breakWordAt = [sentence](qsizetype space) { // the length of " word " from the space at `space`, or 0
        for (const QStringView word : {QStringView(u"as"), QStringView(u"but"), QStringView(u"while"), QStringView(u"whilst")}) {
            const qsizetype after = space + 1 + word.size();
            if (after < sentence.size() && sentence.at(after) == u' ' && sentence.mid(space + 1, word.size()).compare(word, Qt::CaseInsensitive) == 0)
                return word.size() + 2;
        }
        return qsizetype(0);
    };
    const auto isMark = [](QChar c) { return c == u',' || c == u';' || c == u':'; };
    qsizetype from = 0;
    for (qsizetype i = std::min(start, sentence.size()) - 1; i >= 0 && from == 0; --i) {
        if (isMark(sentence.at(i)))
            from = i + 1;
        else if (const qsizetype word = sentence.at(i) == u' ' ? breakWordAt(i) : 0; word && i + word <= start)
            from = i + word;
    }
    qsizetype to = sentence.size();
    for (qsizetype i = end; i < sentence.size() && to == sentence.size(); ++i) {
        if (isMark(sentence.at(i)) || (sentence.at(i) == u' ' && breakWordAt(i)))
            to = i;
    }
    return sentence.mid(from, to - from);
}

// The goals that make the score, in match order.
using ScoringEvents = QVarLengthArray<MatchEvent *, 16>;

// Gives `player`'s side to their events that name none, and to their entity when it has none: a side
// learned from the result holds for the player's cards and substitutions too.
void giveSideToPlayer(AnnotationSet &result, const QString &player, const Entity &team)
{
    for (MatchEvent &event : result.events) {
        if (event.team.isEmpty() && event.player == player && event.type != EventType::FullTime)
            event.team = team.canonical;
    }
    for (Entity &entity : result.entities) {
        if (entity.type == EntityType::Player && entity.team.isEmpty() && entity.canonical == player)
            entity.team = team.id;
    }
}

// Scorers whose side the report never names, worked out from the stated result: where the goals of known
// sides already make one side's score and those left make up the other's exactly, those left are the
// other side's ("Gray gave Everton the lead, Bamford equalised, Raphinha won it", a 1-2 defeat). An own
// goal's team is its scorer's, the side it did not count for. `sides`: the home and away team entities.
void giveScorersTheirSide(AnnotationSet &result, const ScoringEvents &counted, std::pair<int, int> sides, Score stated)
{
    const Entity &home = result.entities.at(sides.first);
    const Entity &away = result.entities.at(sides.second);
    int forHome = 0;
    int forAway = 0;
    ScoringEvents unknown;
    for (MatchEvent *event : counted) {
        const bool own = event->type == EventType::OwnGoal;
        if (event->team == home.canonical)
            ++(own ? forAway : forHome);
        else if (event->team == away.canonical)
            ++(own ? forHome : forAway);
        else
            unknown.append(event);
    }
    if (unknown.isEmpty())
        return;
    const int left = int(unknown.size());
    const bool allForAway = forHome == stated.home && forAway + left == stated.away;
    const bool allForHome = forAway == stated.away && forHome + left == stated.home;
    if (!allForAway && !allForHome)
        return;
    for (MatchEvent *event : unknown) {
        const bool own = event->type == EventType::OwnGoal;
        const Entity &side = allForHome != own ? home : away;
        event->team = side.canonical;
        if (!event->player.isEmpty())
            giveSideToPlayer(result, event->player, side);
    }
}

Teams teamsIn(const ExtractionContext &context, int sentence, int fromOffset = 0, int toOffset = std::numeric_limits<int>::max())
{
    Teams teams;
    const Sentence &s = context.sentences.at(sentence);
    const RawMention *previous = nullptr;
    for (int t = s.firstToken; t < s.endToken; ++t) {
        const RawMention *mention = context.mentionAt(t);
        if (!mention || mention == previous)
            continue;
        previous = mention;
        if (mention->span.start < fromOffset || mention->span.start >= toOffset)
            continue;
        const Entity *entity = context.entityOf(*mention);
        if (entity && entity->type == EntityType::Team && !teams.contains(mention->entity))
            teams.append(mention->entity);
    }
    return teams;
}

// The two teams a scoreline in the report's opening lines stands between, names right beside it ("Reimei Kawagoe 2-1
// Ao-Tsuru Hamamatsu"), as written.
std::optional<std::array<int, 2>> openingHeadlinePair(const ExtractionContext &context)
{
    for (int s = 0; s < std::min<int>(int(context.sentences.size()), 3); ++s) {
        const Sentence &sentence = context.sentences.at(s);
        const QStringView text = QStringView(context.text).mid(sentence.span.start, sentence.span.length());
        for (const TextScan::ScorelineMatch &m : TextScan::asciiScorelines(text)) {
            const int start = sentence.span.start + int(m.start);
            const int end = sentence.span.start + int(m.end);
            if (!teamsBesideScore(context, sentence, start, end))
                continue;
            const Teams before = teamsIn(context, s, sentence.span.start, start);
            const Teams after = teamsIn(context, s, end, sentence.span.end);
            if (!before.isEmpty() && !after.isEmpty() && before.last() != after.first())
                return std::array<int, 2>{before.last(), after.first()};
        }
    }
    return std::nullopt;
}

// The two teams a headline names either side of "v", "vs" or "versus" ("Kingsmoor United vs Eddleston Town LIVE: ..."),
// as written: the home side first, as such a headline puts it.
std::optional<std::array<int, 2>> headlineVersusPair(const ExtractionContext &context)
{
    if (context.sentences.isEmpty())
        return std::nullopt;
    const Sentence &sentence = context.sentences.first();
    for (int t = sentence.firstToken; t + 1 < sentence.endToken; ++t) {
        const RawMention *first = context.mentionAt(t);
        const Entity *firstEntity = first && first->firstToken == t ? context.entityOf(*first) : nullptr;
        if (!firstEntity || firstEntity->type != EntityType::Team)
            continue;
        int word = first->endToken;
        const QStringView between = word < sentence.endToken ? context.tokenText(word) : QStringView();
        if (between.compare(u"v", Qt::CaseInsensitive) != 0 && between.compare(u"vs", Qt::CaseInsensitive) != 0
            && between.compare(u"versus", Qt::CaseInsensitive) != 0)
            continue;
        if (++word < sentence.endToken && context.tokenText(word) == u".")
            ++word;
        const RawMention *second = word < sentence.endToken ? context.mentionAt(word) : nullptr;
        const Entity *secondEntity = second && second->firstToken == word ? context.entityOf(*second) : nullptr;
        if (secondEntity && secondEntity->type == EntityType::Team && second->entity != first->entity)
            return std::array<int, 2>{first->entity, second->entity};
    }
    return std::nullopt;
}

// Whether the last mention of `team` in `sentence` before `offset` follows a word that beats it: "beat ten-man Tarvik",
// "past 10-man Brackenford".
bool isBeatenBefore(const ExtractionContext &context, const Sentence &sentence, int team, int offset)
{
    const RawMention *last = nullptr;
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        const RawMention *mention = context.mentionAt(t);
        if (mention && mention->firstToken == t && mention->entity == team && mention->span.end <= offset)
            last = mention;
    }
    if (!last)
        return false;
    const int from = std::max(sentence.span.start, last->span.start - 40);
    static const Regex beaten(QStringLiteral("\\b(?:beat|beats|beating|defeat(?:s|ed|ing)?|thrash(?:es|ed|ing)?|edg(?:e|es|ed|ing)|overc[ao]me|"
                                             "down(?:s|ed)|stun(?:s|ned)|hammer(?:s|ed)|rout(?:s|ed)|crush(?:es|ed)|sink|sinks|sank|past|saw off|sees? off)"
                                             "\\s+(?:[\\w-]+\\s+){0,2}$"),
                              options);
    return beaten.match(QStringView(context.text).mid(from, last->span.start - from)).hasMatch();
}

// A wire report's dateline opening `sentence`: "Valmora (Portugal) (AFP) - ", "LONDON, Oct 4 (Reuters) - ". The place it
// names is where the match was played; the country in brackets after it is no side of the match.
struct Dateline {
    int end = -1;     ///< offset in the text where the report's words begin; -1: no dateline
    TextSpan country; ///< "(Portugal)", empty when not given
};

Dateline datelineOf(const ExtractionContext &context, const Sentence &sentence)
{
    const QStringView text = QStringView(context.text).mid(sentence.span.start, std::min(sentence.span.length(), 90));
    if (!text.contains(u'(') || !context.tokens.at(sentence.firstToken).is(Token::LineStart))
        return {};
    static const Regex dateline(QStringLiteral("^\\p{Lu}[^()\\n.!?]{0,40}?(\\([^()\\n]{1,30}\\)\\s*)?\\((?:AFP|Reuters|AP|PA|PA Media|dpa|Xinhua|ANSA|EFE|Kyodo|Yonhap|\\p{Lu}[\\w.&' ]{1,30}?(?:Wire|wire|News|Press|Agency|Service|Sport|Sports))\\)\\s*[-\u2013\u2014]\\s*"));
    const RegexMatch m = dateline.match(text);
    if (!m.hasMatch())
        return {};
    const TextSpan country = m.hasCaptured(1) ? TextSpan{sentence.span.start + int(m.capturedStart(1)), sentence.span.start + int(m.capturedEnd(1))} : TextSpan{};
    return {sentence.span.start + int(m.capturedEnd()), country};
}

// Where the report's words begin in `sentence`: past its dateline, if it opens with one.
int pastDateline(const ExtractionContext &context, const Sentence &sentence)
{
    const Dateline dateline = datelineOf(context, sentence);
    return dateline.end >= 0 ? dateline.end : sentence.span.start;
}

struct StatedResult {
    Score score;          ///< home-away once oriented
    int sentence = -1;
    TextSpan span;
    QString extra;        ///< "5-4 on penalties"
};

// "Everton 1 Leeds United 2": a line that gives each side's goals after its name (the scorers in
// brackets after them or not), as some outlets write the result above the report, home side first.
struct ScoresAfterNames {
    std::array<int, 2> teams{}; ///< team entities, as written
    std::array<int, 2> goals{};
};

// Whether `mention` names team `a` or `b`, or any team when `a` is -1.
bool namesEitherTeam(const ExtractionContext &context, const RawMention &mention, int a, int b)
{
    if (a >= 0)
        return mention.entity == a || mention.entity == b;
    const Entity *entity = context.entityOf(mention);
    return entity && entity->type == EntityType::Team;
}

// The line read so when it names teams `a` and `b` (either order), or any two teams when `a` is -1; nullopt
// for any other line.
std::optional<ScoresAfterNames> scoresAfterNames(const ExtractionContext &context, const Sentence &sentence, int a, int b, int from = -1)
{
    ScoresAfterNames found;
    int token = from >= 0 ? from : sentence.firstToken;
    for (int side = 0; side < 2; ++side) {
        // "Full-time: Kilbrannan Thistle 1, Ardcraig Rovers 2.": a comma may part the sides; "Real Almedro 2 - UD Sierra
        // Bermeja 1", as Spanish dailies write it, a spaced dash.
        if (side == 1 && token < sentence.endToken
            && (context.tokenText(token) == u"," || (QStringView(u"-\u2013").contains(context.tokenText(token)) && context.tokens.at(token).is(Token::SpaceBefore))))
            ++token;
        const RawMention *team = token < sentence.endToken ? context.mentionAt(token) : nullptr;
        if (!team || team->firstToken != token || !namesEitherTeam(context, *team, a, b))
            return std::nullopt;
        token = team->endToken;
        if (token >= sentence.endToken || context.tokens.at(token).kind != Token::Kind::Number || context.tokens.at(token).length() > 2)
            return std::nullopt;
        found.goals[side] = numberOf(context.tokenText(token));
        found.teams[side] = team->entity;
        ++token;
        // "Everton 1 (Gray 30) Leeds United 2 (Bamford 55, Raphinha 88)": the scorers in brackets.
        if (token < sentence.endToken && context.tokenText(token) == u"(") {
            while (token < sentence.endToken && context.tokenText(token) != u")")
                ++token;
            if (token == sentence.endToken)
                return std::nullopt;
            ++token;
        }
    }
    // A headline may go on after a colon or a dash: "Everton 1 Leeds United 2: Raphinha wins it late".
    const bool headlineGoesOn = token < sentence.endToken && QStringView(u":–—|").contains(context.tokenText(token));
    // A labelled line ends as a sentence does: "FULL-TIME: Brackenford Rovers 3 Kingsmere City 2."
    // So does a line of its own opening a paragraph: "Real Almedro 2 - UD Sierra Bermeja 1. The albinegros came back ...".
    const bool fullStop = (from >= 0 || context.tokens.at(sentence.firstToken).is(Token::LineStart)) && token + 1 == sentence.endToken
        && context.tokenText(token) == u".";
    if ((token != sentence.endToken && !headlineGoesOn && !fullStop) || found.teams[0] == found.teams[1])
        return std::nullopt;
    return found;
}

// Such a line, or one of a headline's parts between bars: "THE WAY IT WENT | Holmwick 3 Tarnfield 2 | Cranmore League".
std::optional<ScoresAfterNames> scoresAfterNamesInParts(const ExtractionContext &context, const Sentence &sentence, int a, int b)
{
    if (std::optional<ScoresAfterNames> found = scoresAfterNames(context, sentence, a, b))
        return found;
    for (int t = sentence.firstToken; t + 1 < sentence.endToken; ++t) {
        const Token &token = context.tokens.at(t);
        if (token.kind != Token::Kind::Punct || token.length() != 1 || context.text.at(token.start) != u'|')
            continue;
        if (std::optional<ScoresAfterNames> found = scoresAfterNames(context, sentence, a, b, t + 1))
            return found;
    }
    return std::nullopt;
}

// "Redcastle Town 2-3 Fenmoor Athletic" from token `from`, names `a` and `b` (either order) or any two teams when
// `a` is -1, to the sentence's end or its full stop.
std::optional<ScoresAfterNames> scorelineBetweenNames(const ExtractionContext &context, const Sentence &sentence, int a, int b, int from)
{
    const RawMention *first = from < sentence.endToken ? context.mentionAt(from) : nullptr;
    if (!first || first->firstToken != from || !namesEitherTeam(context, *first, a, b))
        return std::nullopt;
    const int score = first->endToken;
    if (score + 3 >= sentence.endToken || context.tokens.at(score).kind != Token::Kind::Number || context.tokens.at(score + 2).kind != Token::Kind::Number
        || !QStringView(u"-\u2013").contains(context.tokenText(score + 1)))
        return std::nullopt;
    const RawMention *second = context.mentionAt(score + 3);
    if (!second || second->firstToken != score + 3 || second->entity == first->entity || !namesEitherTeam(context, *second, a, b))
        return std::nullopt;
    const int end = second->endToken;
    if (end != sentence.endToken && !(end + 1 == sentence.endToken && context.tokenText(end) == u"."))
        return std::nullopt;
    return ScoresAfterNames{{first->entity, second->entity}, {numberOf(context.tokenText(score)), numberOf(context.tokenText(score + 2))}};
}

// Such a line after a result's label, among the report's last lines or opening a line:
// "FULL-TIME: Brackenford Rovers 3 Kingsmere City 2.", "Final score: Haddleton Town 3 Kelsey Rovers 3. Doolan didn't ...".
std::optional<std::pair<ScoresAfterNames, int>> labelledScoresAfterNames(const ExtractionContext &context, int a, int b)
{
    // A live blog's last entry may give its minute first: "90+6' Full-time: Redcastle Town 2-3 Fenmoor Athletic."
    static const Regex label(QStringLiteral("^\\s*(?:\\d{1,3}(?:\\+\\d{1,2})?['\u2019\u2032]\\s*)?(?:full[- ]?time|ft|result|final score|final result|final)\\s*:"), Regex::CaseInsensitive);
    // Anywhere, the last one first: quotes and the next fixture often follow the line ("Full-time: Coral Coast FC 1,
    // Riverina Thunder 3." five paragraphs before the end).
    const int count = int(context.sentences.size());
    for (int s = count - 1; s >= 0; --s) {
        const Sentence &sentence = context.sentences.at(s);
        if (s < count - 4 && !context.tokens.at(sentence.firstToken).is(Token::LineStart))
            continue;
        // Asked of every line: its first letter before the pattern ("Full-time", "FT", "Result", "Final", or a minute).
        const char16_t first = context.text.at(context.tokens.at(sentence.firstToken).start).unicode() | 0x20;
        if (first != u'f' && first != u'r' && !(first >= u'0' && first <= u'9'))
            continue;
        const RegexMatch m = label.match(QStringView(context.text).mid(sentence.span.start, std::min(sentence.span.length(), 24)));
        if (!m.hasMatch())
            continue;
        int from = sentence.firstToken;
        while (from < sentence.endToken && context.tokens.at(from).end <= sentence.span.start + m.capturedEnd() - 1)
            ++from;
        if (std::optional<ScoresAfterNames> found = scoresAfterNames(context, sentence, a, b, from + 1))
            return std::pair{*found, s};
        if (std::optional<ScoresAfterNames> found = scorelineBetweenNames(context, sentence, a, b, from + 1))
            return std::pair{*found, s};
    }
    return std::nullopt;
}

// "Valmora – Estovia 3-1 (1-1)" anywhere in the report, with `a` and `b` its teams (either order), or any two
// teams when `a` is -1: the sides as written and their goals, and the line's sentence.
std::optional<std::pair<ScoresAfterNames, int>> dashedPairScore(const ExtractionContext &context, int a, int b)
{
    for (int s = 0; s < int(context.sentences.size()); ++s) {
        const Sentence &sentence = context.sentences.at(s);
        // The line ends with the score or its brackets, a full stop after them or not: prose is passed over
        // before its mentions are looked up.
        const auto punctAt = [&](int token, char16_t mark) {
            const Token &t = context.tokens.at(token);
            return t.kind == Token::Kind::Punct && context.text.at(t.start) == mark;
        };
        const auto endsAScore = [&](int token) { return context.tokens.at(token).kind == Token::Kind::Number || punctAt(token, u')'); };
        // "A – B 3-1" to "A B C – D E F 3-1 (1-1).": few tokens, most prose many more.
        const int last = sentence.endToken - 1;
        const int count = sentence.endToken - sentence.firstToken;
        if (count < 6 || count > 18 || !context.tokens.at(sentence.firstToken).is(Token::LineStart)
            || !(endsAScore(last) || (punctAt(last, u'.') && endsAScore(last - 1))))
            continue;
        const RawMention *first = context.mentionAt(sentence.firstToken);
        if (!first || first->firstToken != sentence.firstToken || first->endToken + 1 >= sentence.endToken)
            continue;
        const RawMention *second = context.mentionAt(first->endToken + 1);
        if (!second || second->firstToken != first->endToken + 1 || first->entity == second->entity)
            continue;
        if (!namesEitherTeam(context, *first, a, b) || !namesEitherTeam(context, *second, a, b))
            continue;
        const int score = ScoreCheck::dashedPairScoreAt(context, sentence, first->firstToken, first->endToken, second->firstToken, second->endToken);
        if (score < 0)
            continue;
        return std::pair{ScoresAfterNames{{first->entity, second->entity}, {numberOf(context.tokenText(score)), numberOf(context.tokenText(score + 2))}}, s};
    }
    return std::nullopt;
}

// The first such line among the report's opening lines.
std::optional<ScoresAfterNames> openingScoresAfterNames(const ExtractionContext &context, int a, int b)
{
    const qsizetype opening = std::min<qsizetype>(context.sentences.size(), 3);
    for (qsizetype s = 0; s < opening; ++s) {
        if (std::optional<ScoresAfterNames> found = scoresAfterNamesInParts(context, context.sentences.at(s), a, b))
            return found;
    }
    return std::nullopt;
}

// "4-3 on penalties" in a result line's bracket, as "4-3 on penalties"; empty without one.
QString bracketedShootOutScore(QStringView line)
{
    const qsizetype bracket = line.indexOf(u'(');
    if (bracket < 0)
        return {};
    static const Regex kicks(QStringLiteral("\\b(\\d{1,2})\\s?[-\u2013]\\s?(\\d{1,2}) (?:on pens|on penalties|(?:on|in) (?:penalty kicks|pks)|in the (?:penalty )?shoot-?out)\\b"), options);
    const RegexMatch m = kicks.match(line.mid(bracket));
    if (!m.hasMatch())
        return {};
    const int a = numberOf(m.capturedView(1));
    const int b = numberOf(m.capturedView(2));
    return a == b ? QString() : QStringLiteral("%1-%2 on penalties").arg(std::max(a, b)).arg(std::min(a, b));
}

} // namespace

int ScoreCheck::dashedPairScoreAt(const ExtractionContext &context, const Sentence &sentence, int firstStart, int firstEnd, int secondStart, int secondEnd)
{
    const auto punctAt = [&](int token, QStringView marks) {
        const Token &t = context.tokens.at(token);
        return t.kind == Token::Kind::Punct && t.length() == 1 && marks.contains(context.text.at(t.start));
    };
    const auto numberAt = [&](int token) { return context.tokens.at(token).kind == Token::Kind::Number && context.tokens.at(token).length() <= 2; };
    // n-m at `token`: the token after it, or -1.
    const auto scoreEnd = [&](int token) {
        return token + 2 < sentence.endToken && numberAt(token) && punctAt(token + 1, u"-\u2013:") && numberAt(token + 2) ? token + 3 : -1;
    };
    if (firstStart != sentence.firstToken || !context.tokens.at(firstStart).is(Token::LineStart) || secondStart != firstEnd + 1
        || !punctAt(firstEnd, u"-\u2013\u2014"))
        return -1;
    int end = scoreEnd(secondEnd);
    if (end < 0)
        return -1;
    // "(1-1)": the score at half-time.
    if (end < sentence.endToken && punctAt(end, u"(")) {
        const int halfTime = scoreEnd(end + 1);
        if (halfTime < 0 || halfTime >= sentence.endToken || !punctAt(halfTime, u")"))
            return -1;
        end = halfTime + 1;
    }
    if (end < sentence.endToken && punctAt(end, u"."))
        ++end;
    return end == sentence.endToken ? secondEnd : -1;
}

const Regex &ScoreCheck::atTeamPattern()
{
    static const Regex pattern(QStringLiteral("\\b(?:at|visit(?:ed|ing)? to|trip to|travelled to|away to|away at)\\s+(?:(?:\\d{1,2}|ten|nine|eight)-(?:man|woman)\\s+)?$"), options);
    return pattern;
}

const Regex &ScoreCheck::shootOutPattern()
{
    static const Regex pattern(QStringLiteral("\\b(?:shoot-?out|on penalties|on pens|on penalty kicks|penalty shoot|spot-kicks? to decide|sudden death)\\b"), options);
    return pattern;
}

namespace {

// Each phrase starts a word of its own (Unicode \b) with fixed words: "sh"oot, "sp"ot-kick, "su"dden
// death, "on" pen. A word of ASCII letters can hold such a start only where it begins; any other word
// (hyphens, accents, marks, a long s) is looked at letter by letter; and the tokens hold every letter of
// the text but a possessive's "s". The pattern is tried, anchored, only there, on a window around the
// place: a single search of the whole text with Unicode \b examined every character with its
// alternatives, and a scan of every character for the fixed words was a tenth of the score check.
class ShootOutScan
{
public:
    explicit ShootOutScan(QStringView text)
        : m_text(text)
    {
    }

    // Whether a phrase opens at the start of a word of ASCII letters, as toldAt() says. Such a word opens
    // one only as "on", "shoot" (or "penalty shoot" ends there), "shootout" or "sudden": "shoot-out" and
    // "spot-kick" are words of their own, hyphen and all.
    bool opensAtAsciiWord(const Token &token) const { return toldAt(token.start); }

    // Whether a phrase opens in any other word: letter by letter, asking toldAt only where a phrase's first
    // letter may be, an ASCII "s" or "o" in either case, or a character beyond ASCII, which toldAt folds
    // (the long s).
    bool opensInOtherWord(const Token &token) const
    {
        for (qsizetype at = token.start; at < token.end; ++at) {
            const char16_t c = m_text.at(at).unicode();
            const bool mayOpen = c >= 0x80 || asciiLetterLower(c) == u's' || asciiLetterLower(c) == u'o';
            if (mayOpen && toldAt(at))
                return true;
        }
        return false;
    }

    // The whole-text search finds nothing in invalid UTF-16: asked only once a phrase is found (rarely),
    // as the check reads the whole text.
    bool isValid() const { return TextScan::isValidUtf16(m_text); }

private:
    bool phraseAt(qsizetype start) const
    {
        static const Regex anchored(QStringLiteral("\\G") + ScoreCheck::shootOutPattern().pattern(), options);
        constexpr qsizetype longestPhrase = 20; // "spot-kicks to decide"
        if (start < 0)
            return false;
        // Two characters either side, for \b; never half a surrogate pair.
        qsizetype from = std::max<qsizetype>(0, start - 2);
        if (from > 0 && m_text.at(from).isLowSurrogate())
            --from;
        qsizetype to = std::min(m_text.size(), start + longestPhrase + 2);
        if (to < m_text.size() && m_text.at(to - 1).isHighSurrogate())
            ++to;
        return anchored.match(m_text.mid(from, to - from), start - from).hasMatch();
    }

    bool toldAt(qsizetype at) const
    {
        const char16_t first = foldedLetter(m_text.at(at).unicode());
        const char16_t second = at + 1 < m_text.size() ? foldedLetter(m_text.at(at + 1).unicode()) : u'\0';
        if (first == u'o')
            return second == u'n' && TextScan::foldedAt(m_text, at, u"on pen") && phraseAt(at);
        if (first != u's')
            return false;
        if (second == u'h')
            return TextScan::foldedAt(m_text, at, u"shoot") && (phraseAt(at) || phraseAt(at - 8)); // "shoot-out", "penalty shoot"
        return (second == u'p' || second == u'u') && (TextScan::foldedAt(m_text, at, u"spot-kick") || TextScan::foldedAt(m_text, at, u"sudden death"))
            && phraseAt(at);
    }

    QStringView m_text;
};

// The words of ASCII letters that may open a phrase (ShootOutScan::opensAtAsciiWord), by the hash
// WordHashes keeps for each word of a text: one compare a word, where the letters were read.
class ShootOutOpeners
{
public:
    static constexpr std::array<std::u16string_view, 4> words = {u"on", u"shoot", u"shootout", u"sudden"};
    // The minute finder notes them for the scan (NotedTokens).
    static_assert(std::ranges::all_of(words, [](std::u16string_view word) { return std::ranges::find(NotedTokens::words, word) != NotedTokens::words.end(); }));

    ShootOutOpeners()
    {
        std::size_t slot = 0;
        for (const std::u16string_view word : words) {
            m_hashes[slot++] = WordTable::hashOf(word);
            m_lowBits |= quint64(1) << (WordTable::hashOf(word) & 63);
        }
    }
    // A hash's low six bits rule out most words before any compare.
    bool contains(std::size_t hash) const
    {
        return (m_lowBits >> (hash & 63) & 1) && std::find(m_hashes.begin(), m_hashes.end(), hash) != m_hashes.end();
    }

private:
    std::array<std::size_t, 4> m_hashes{};
    quint64 m_lowBits = 0;
};

} // namespace

bool ScoreCheck::mentionsShootOut(QStringView text, const Tokens &tokens)
{
    const ShootOutScan scan(text);
    for (const Token &token : tokens) {
        if (token.kind != Token::Kind::Word)
            continue;
        if (token.is(Token::AsciiLetters)) {
            // Most words are turned down by their first letter, most others by their second and their length,
            // before toldAt asks the same.
            const char16_t first = asciiLetterLower(text.at(token.start).unicode());
            if ((first != u's' && first != u'o') || token.length() < 2)
                continue;
            const char16_t second = asciiLetterLower(text.at(token.start + 1).unicode());
            const qsizetype length = token.length();
            const bool mayOpen = first == u'o' ? length == 2 && second == u'n'
                                               : (second == u'h' && (length == 5 || length == 8)) || (second == u'u' && length == 6);
            if (mayOpen && scan.opensAtAsciiWord(token))
                return scan.isValid();
            continue;
        }
        if (scan.opensInOtherWord(token))
            return scan.isValid();
    }
    return false;
}

namespace {

// The indexes 0 to count - 1 as a range: std::views::iota, which Clang 14 cannot compile with GCC 12's <ranges>.
struct IndexesUpTo {
    struct Iterator {
        qsizetype index;
        qsizetype operator*() const { return index; }
        Iterator &operator++()
        {
            ++index;
            return *this;
        }
        bool operator!=(const Iterator &other) const { return index != other.index; }
    };
    qsizetype count;
    Iterator begin() const { return {0}; }
    Iterator end() const { return {count}; }
};

// The shoot-out scan of the tokens at `indexes` (in text order) of the text `words` was made from: those
// that may open a phrase are told by their hashes, where their letters were read.
template<typename Indexes>
bool mentionsShootOutAt(const WordHashes &words, const Indexes &indexes)
{
    static const ShootOutOpeners openers;
    const ShootOutScan scan(words.text());
    // Read through pointers of their own: through the lists, each token's hash and token cost reloads.
    const Token *const tokens = words.tokens().constData();
    const std::size_t *const hashes = words.hashes();
    for (const auto index : indexes) {
        // A word of ASCII letters has its hash (but one longer than any opener), any other token none.
        if (const std::size_t hash = hashes[index]) {
            if (openers.contains(hash) && scan.opensAtAsciiWord(tokens[index]))
                return scan.isValid();
            continue;
        }
        const Token &token = tokens[index];
        if (token.kind == Token::Kind::Word && !token.is(Token::AsciiLetters) && scan.opensInOtherWord(token))
            return scan.isValid();
    }
    return false;
}

} // namespace

bool ScoreCheck::mentionsShootOut(const WordHashes &words)
{
    return mentionsShootOutAt(words, IndexesUpTo{words.tokens().size()});
}

bool ScoreCheck::mentionsShootOut(const WordHashes &words, const NotedTokens &noted)
{
    Q_ASSERT(noted.complete);
    return mentionsShootOutAt(words, noted.tokens);
}

QString ScoreCheck::mismatchMessage(const QString &team, int found, int said)
{
    // A '%' in the name: the last arg() would take a marker there for its own, as it always did.
    if (team.contains(QLatin1Char('%')))
        return QStringLiteral("%1 goal%2 found for %3, the result says %4").arg(found).arg(found == 1 ? QString() : QStringLiteral("s"), team).arg(said);
    const QLatin1String goals = found == 1 ? QLatin1String(" goal found for ") : QLatin1String(" goals found for ");
    const QLatin1String says(", the result says ");
    QString message;
    message.reserve(team.size() + goals.size() + says.size() + 8);
    message.append(QString::number(found)).append(goals).append(team).append(says).append(QString::number(said));
    return message;
}

QString ScoreCheck::unassignedMessage(int goals)
{
    return goals == 1 ? QStringLiteral("1 more goal found without a team: set its team to check the result")
                      : QStringLiteral("%1 more goals found without a team: set their teams to check the result").arg(goals);
}

namespace {

// Both sides known, in the order the report gives them: a venue of one side, else the headline's order, else as found.
std::pair<int, int> sidesInTheReportsOrder(const ExtractionContext &context, int home, int away)
{
    // A line-up may be listed away side first (live blogs): a venue of one side settles it.
    for (const RawMention &mention : context.mentions) {
        const Entity *entity = context.entityOf(mention);
        if (!entity || entity->type != EntityType::Venue || entity->team.isEmpty() || !isToldAsTheGround(context, mention))
            continue;
        if (entity->team == context.result.entities.at(away).id)
            return {away, home};
        if (entity->team == context.result.entities.at(home).id)
            return {home, away};
    }
    // The boxes' order gives way to the headline's: a club's site lists its own side first, a live blog's team news
    // may label the home side's line ("Team news: Kingsmoor United: ...") and leave the away side's first found.
    const auto namesBoth = [&](const std::array<int, 2> &pair) {
        return (pair[0] == home && pair[1] == away) || (pair[0] == away && pair[1] == home);
    };
    if (const auto headline = openingHeadlinePair(context); headline && namesBoth(*headline))
        return {headline->at(0), headline->at(1)};
    if (const auto versus = headlineVersusPair(context); versus && namesBoth(*versus))
        return {versus->at(0), versus->at(1)};
    // "Harwood Rovers 2 Millbrook Athletic 1" under a headline naming a side by its nickname.
    if (const std::optional<ScoresAfterNames> line = openingScoresAfterNames(context, home, away))
        return {line->teams[0], line->teams[1]};
    return {home, away};
}

} // namespace

std::pair<int, int> ScoreCheck::guessSides(const ExtractionContext &context, int home, int away)
{
    if (home >= 0 && away >= 0) {
        // "Ashcombe Women 3-0 Kingsbridge Women" above the report names the sides where a box labels one by a nickname no
        // name links to it ("ROBINS: Whitlock; ...").
        const auto isSide = [&](int team) { return team == home || team == away; };
        if (const std::optional<ScoresAfterNames> line = openingScoresAfterNames(context, -1, -1); line && isSide(line->teams[0]) != isSide(line->teams[1]))
            return {line->teams[0], line->teams[1]};
        if (const auto headline = openingHeadlinePair(context); headline && isSide(headline->at(0)) != isSide(headline->at(1)))
            return {headline->at(0), headline->at(1)};
        return sidesInTheReportsOrder(context, home, away);
    }
    // Most mentioned teams; between as many mentions, the first mentioned. Counted by entity index.
    struct Mentioned {
        int count = 0;
        int firstSeen = 0;
    };
    QVarLengthArray<Mentioned, 128> mentioned(context.result.entities.size(), Mentioned{}); // a report's entities, most often
    // "Kilbrannan Thistle 1 Ardcraig Rovers 2" above the report, or labelled below it, names the sides, however often a nickname
    // (one a list gives another club: "the Jags") names a third.
    if (home < 0 && away < 0) {
        if (const std::optional<ScoresAfterNames> line = openingScoresAfterNames(context, -1, -1))
            return {line->teams[0], line->teams[1]};
        if (const auto labelled = labelledScoresAfterNames(context, -1, -1))
            return {labelled->first.teams[0], labelled->first.teams[1]};
        if (const auto dashed = dashedPairScore(context, -1, -1))
            return {dashed->first.teams[0], dashed->first.teams[1]};
        // "Reimei Kawagoe 2-1 Ao-Tsuru Hamamatsu" above a club site's report, however often a nickname a list gives another
        // club ("the Cranes") is written.
        if (const auto headline = openingHeadlinePair(context))
            return {headline->at(0), headline->at(1)};
    }
    // A wire report's dateline, in its first sentences: its country ("(England)") is no side of the match.
    std::optional<Dateline> dateline;
    int datelineSentence = -1;
    for (int s = 0; s < std::min<int>(int(context.sentences.size()), 4) && !dateline; ++s) {
        if (const Dateline found = datelineOf(context, context.sentences.at(s)); found.end >= 0)
            dateline = found, datelineSentence = s;
    }
    const auto inDatelineCountry = [&dateline](const RawMention &mention) {
        return dateline && dateline->country.contains(mention.span);
    };
    // Paragraphs of other matches' news ("In the other semi-final, Oldcastle and Kingsmere drew 0-0.") name no side of this one.
    QVarLengthArray<bool, 64> otherMatches;
    for (const Sentence &sentence : context.sentences) {
        if (sentence.paragraph >= otherMatches.size()) {
            otherMatches.resize(sentence.paragraph + 1, false);
            otherMatches[sentence.paragraph] = NarrativeEventFinder::opensOtherMatches(QStringView(context.text).mid(sentence.span.start, sentence.span.length()));
        }
    }
    Teams teams;
    for (const RawMention &mention : context.mentions) {
        const Entity *entity = context.entityOf(mention);
        if (!entity || entity->type != EntityType::Team || inDatelineCountry(mention))
            continue;
        if (const int paragraph = context.sentences.at(mention.sentence).paragraph; paragraph < otherMatches.size() && otherMatches[paragraph])
            continue;
        Mentioned &team = mentioned[mention.entity];
        if (team.count++ == 0) {
            team.firstSeen = mention.span.start;
            teams.append(mention.entity);
        }
    }
    std::sort(teams.begin(), teams.end(), [&](int a, int b) {
        const Mentioned &ma = mentioned[a];
        const Mentioned &mb = mentioned[b];
        return ma.count != mb.count ? ma.count > mb.count : ma.firstSeen < mb.firstSeen;
    });
    // One side known from the boxes ("BLUES:" read as no club's): the other the most mentioned, the headline's order theirs.
    if (home < 0 && away >= 0) {
        teams.removeAll(away);
        home = teams.value(0, -1);
        return home >= 0 ? sidesInTheReportsOrder(context, home, away) : std::pair{home, away};
    }
    if (home >= 0) {
        teams.removeAll(home);
        away = teams.value(0, -1);
        return away >= 0 ? sidesInTheReportsOrder(context, home, away) : std::pair{home, away};
    }
    if (teams.size() < 2)
        return {teams.value(0, -1), -1};
    int first = teams.at(0);
    int second = teams.at(1);
    if (const std::optional<ScoresAfterNames> line = openingScoresAfterNames(context, first, second))
        return {line->teams[0], line->teams[1]};
    // "Valmora (Portugal) (AFP) - Sporting Valmora came from behind to beat Dravnik": the dateline's place is the host's.
    if (dateline) {
        const Sentence &sentence = context.sentences.at(datelineSentence);
        const int placeEnd = dateline->country.isEmpty() ? dateline->end : dateline->country.start;
        const Teams named = teamsIn(context, datelineSentence, sentence.span.start, placeEnd);
        if (!named.isEmpty() && (named.first() == first || named.first() == second))
            return {named.first(), named.first() == first ? second : first};
        // "VLIETBURG, March 9 (Meridian Sports Wire) - FC Vlietburg beat ...": the place in capitals, a word of one side's name.
        {
            const QStringView opening = QStringView(context.text).sliced(sentence.span.start, placeEnd - sentence.span.start);
            const QStringView place = opening.first(opening.indexOf(u',') > 0 ? opening.indexOf(u',') : 0).trimmed();
            const auto namesPlace = [&](int team) {
                const QString &canonical = context.result.entities.at(team).canonical;
                return !place.isEmpty() && canonical.split(u' ').contains(place.toString(), Qt::CaseInsensitive);
            };
            if (namesPlace(first) != namesPlace(second))
                return namesPlace(first) ? std::pair{first, second} : std::pair{second, first};
        }
    }
    // Who is at home: "at West Brom" / "X v Y" / "X 2-1 Y" / "X 2 Y 1" (short of a headline) / a venue of X.
    static const Regex versus(QStringLiteral("^\\s*(?:v|vs|v\\.|vs\\.|versus|\\d{1,2}\\s?[-–]\\s?\\d{1,2}|\\d{1,2})\\s+$"), options);
    const QList<RawMention> &mentions = context.mentions;
    for (qsizetype current = 0; current < mentions.size(); ++current) {
        const RawMention &mention = mentions.at(current);
        if (mention.entity != first && mention.entity != second)
            continue;
        const int lineStart = context.sentences.at(mention.sentence).span.start;
        const QStringView before = QStringView(context.text).mid(std::max(lineStart, mention.span.start - 24), mention.span.start - std::max(lineStart, mention.span.start - 24));
        if (TextScan::mayEndWithAtOrTo(before) && atTeamPattern().match(before).hasMatch() && !toldOfAnotherMeeting(context, mention.firstToken)) {
            const int other = mention.entity == first ? second : first;
            return {mention.entity, other};
        }
        // "edged visiting Makurdi Lions 3-2", "hosted Ashford": the visitor named so.
        if (before.endsWith(u"visiting ") || before.endsWith(u"hosted ") || before.endsWith(u"welcomed ")) {
            const int other = mention.entity == first ? second : first;
            return {other, mention.entity};
        }
        // "a convincing 4-1 home win over SC Heerewaarden": the side beaten at home is the visitor.
        static const Regex homeResultOver(QStringLiteral("\\bhome (?:win|victory|success|triumph|defeat|loss|draw) (?:over|against|to|with|by)\\s+$"), options);
        const auto endsWithWord = [&before](QStringView word) { return before.endsWith(word) && before.chopped(word.size()).endsWith(u' '); };
        if ((endsWithWord(u"over ") || endsWithWord(u"against ") || endsWithWord(u"to ") || endsWithWord(u"with ") || endsWithWord(u"by "))
            && homeResultOver.match(before).hasMatch()) {
            const int other = mention.entity == first ? second : first;
            return {other, mention.entity};
        }
        // The mentions that end in the 12 characters before this one, first to last: the mentions are in
        // text order and never overlap, so they are the few just before it (a look at every mention
        // made this quadratic).
        const int gapStart = mention.span.start - 12;
        qsizetype nearest = current;
        while (nearest > 0 && mentions.at(nearest - 1).span.end >= gapStart)
            --nearest;
        for (qsizetype p = nearest; p < current; ++p) {
            const RawMention &previous = mentions.at(p);
            if ((previous.entity == first || previous.entity == second) && previous.entity != mention.entity && previous.span.end <= mention.span.start
                && previous.span.end >= gapStart
                && versus.match(QStringView(context.text).mid(previous.span.end, mention.span.start - previous.span.end)).hasMatch())
                return {previous.entity, mention.entity};
        }
    }
    // A venue of one of them where the match was played: "at Ibrox", not "his move to Ibrox".
    for (const RawMention &mention : context.mentions) {
        const Entity *entity = context.entityOf(mention);
        if (!entity || entity->type != EntityType::Venue || !isToldAsTheGround(context, mention))
            continue;
        for (int team : {first, second}) {
            if (!entity->team.isEmpty() && entity->team == context.result.entities.at(team).id)
                return {team, team == first ? second : first};
        }
    }
    return {first, second};
}

void ScoreCheck::apply(ExtractionContext &context, int home, int away)
{
    AnnotationSet &result = context.result;
    std::tie(home, away) = guessSides(context, home, away);
    if (home >= 0)
        result.homeTeam = result.entities.at(home).canonical;
    if (away >= 0)
        result.awayTeam = result.entities.at(away).canonical;

    // 1. A FULL_TIME already given by commentary ("Match ends, A 1, B 1") is the result as stated.
    std::optional<StatedResult> stated;
    QString shootOutScore;
    for (const MatchEvent &event : result.events) {
        if (event.type == EventType::FullTime && event.scoreAfter) {
            stated = StatedResult{*event.scoreAfter, -1, event.evidence.value(0), {}};
            break;
        }
    }
    // 2. Otherwise a result labelled at the report's end ("FULL-TIME: A 3 B 2."), or the first scoreline told
    // with a result word, near the start, not about another match.
    if (!stated && home >= 0 && away >= 0) {
        if (const auto line = labelledScoresAfterNames(context, home, away)) {
            const auto [first, second] = line->first.goals;
            const Sentence &sentence = context.sentences.at(line->second);
            stated = StatedResult{line->first.teams[0] == home ? Score{first, second} : Score{second, first}, line->second, sentence.span, {}};
        }
    }
    if (!stated && home >= 0 && away >= 0) {
        if (const auto line = dashedPairScore(context, home, away)) {
            const auto [first, second] = line->first.goals;
            stated = StatedResult{line->first.teams[0] == home ? Score{first, second} : Score{second, first}, line->second,
                                  context.sentences.at(line->second).span, {}};
        }
    }
    const int searchLimit = std::min<int>(int(context.sentences.size()), 12);
    bool otherMatchesParagraph = false; // "Elsewhere on Saturday, ... Oldcastle beat Kingsmoor 2-0": no result of this match
    for (int s = 0; s < searchLimit && !stated; ++s) {
        const Sentence &sentence = context.sentences.at(s);
        if (s == 0 || context.sentences.at(s - 1).paragraph != sentence.paragraph)
            otherMatchesParagraph = NarrativeEventFinder::opensOtherMatches(QStringView(context.text).mid(sentence.span.start, sentence.span.length()));
        if (otherMatchesParagraph)
            continue;
        if (home >= 0 && away >= 0) {
            if (const std::optional<ScoresAfterNames> line = scoresAfterNamesInParts(context, sentence, home, away)) {
                const auto [first, second] = line->goals;
                stated = StatedResult{line->teams[0] == home ? Score{first, second} : Score{second, first}, s, sentence.span, {}};
                // "Oxley Heath 2 Bramcote Priory 2 (after extra time; Bramcote won 4-3 on penalties)": the shoot-out in its bracket.
                shootOutScore = bracketedShootOutScore(QStringView(context.text).mid(sentence.span.start, sentence.span.length()));
                break;
            }
        }
        const QStringView text = QStringView(context.text).mid(sentence.span.start, sentence.span.length());
        const qsizetype searchStart = TextScan::scorelineSearchStart(text);
        if (searchStart < 0)
            continue;
        SearchedSentence searched(context, sentence);
        auto it = searched.matches(scorelinePattern(), searchStart);
        if (!it.hasNext())
            continue;
        // The costlier test asked only once a scoreline would count, before anything is kept: a sentence
        // about another match counts none.
        std::optional<bool> aboutAnotherMatch;
        while (it.hasNext()) {
            const auto m = it.next();
            const int a = numberOf(m.capturedView(1));
            const int b = numberOf(m.capturedView(2));
            if (a > 15 || b > 15)
                continue;
            const bool headlineStyle = [&] {
                const Teams before = teamsIn(context, s, sentence.span.start, sentence.span.start + int(m.capturedStart()));
                const Teams after = teamsIn(context, s, sentence.span.start + int(m.capturedEnd()), sentence.span.start + int(m.capturedEnd()) + 40);
                return !before.isEmpty() && !after.isEmpty() && before.last() != after.first()
                    && teamsBesideScore(context, sentence, sentence.span.start + int(m.capturedStart()), sentence.span.start + int(m.capturedEnd()));
            }();
            if (!headlineStyle && !searched.holds(resultWords()))
                continue;
            // "Benevento, who beat Sampdoria 3-2, ...": a score beside a third team is another match's.
            if (home >= 0 && away >= 0) {
                const Teams near = teamsIn(context, s, sentence.span.start + std::max(0, int(m.capturedStart()) - 40),
                                                sentence.span.start + int(m.capturedEnd()) + 40);
                if (std::any_of(near.begin(), near.end(), [&](int team) { return team != home && team != away; }))
                    continue;
            }
            if (!aboutAnotherMatch)
                aboutAnotherMatch = NarrativeEventFinder::isAboutAnotherMatch(clauseAround(text, m.capturedStart(), m.capturedEnd()));
            if (*aboutAnotherMatch)
                break;
            StatedResult found;
            found.sentence = s;
            found.span = {sentence.span.start + int(m.capturedStart()), sentence.span.start + int(m.capturedEnd())};
            // Not the dateline's place: "Ambrieres (France) (AFP) - SV Rheinfeld ... winning 3-1 away to Olympique Ambrieres".
            const Teams before = teamsIn(context, s, pastDateline(context, sentence), found.span.start);
            const Teams after = teamsIn(context, s, found.span.end, sentence.span.end);
            if (searched.holds(hypothetical()))
                break;
            const QStringView rest = text.mid(m.capturedEnd(), 30);
            static const Regex onPenalties(QStringLiteral("^\\s*\\(?(?:on|after|in the|in)?\\s*(?:pens|penalties|a penalty shoot|penalty kicks|pks)"), options);
            // A headline's score is the match's whatever its bracket says of the shoot-out: "Olympique Valfleur 2-1 Kvarnby IF
            // (agg 3-3, Kvarnby win 4-3 on penalties)".
            const bool shootOut = onPenalties.match(rest).hasMatch() || (!headlineStyle && searched.holds(shootOutWords()));
            if (shootOut && a != b) {
                // A shoot-out score; the score at full time was a draw: stated elsewhere, or from the goals.
                shootOutScore = QStringLiteral("%1-%2 on penalties").arg(std::max(a, b)).arg(std::min(a, b));
                continue;
            }
            if (headlineStyle && before.last() != after.first()) {
                // "Tottenham 1-1 Chelsea": as written.
                found.score = before.last() == away ? Score{b, a} : Score{a, b};
                if (shootOutScore.isEmpty())
                    shootOutScore = bracketedShootOutScore(text.sliced(m.capturedEnd()));
            } else {
                // "X beat Y 2-0": winner first; find who won.
                const int high = std::max(a, b);
                const int low = std::min(a, b);
                int winner = -1;
                const bool loserSubject = searched.holds(loserFirstWords()) && !TextScan::containsFolded(text, u"beat");
                // "The home run of Lingewaard came to an end, as Hanzestad left with a 2-1 win": the score's clause's side.
                static const Regex clauseOpening(QStringLiteral("(?:,\\s+|\\s)(?:as|while|whereas|when|but)\\s(?!.*(?:,\\s+|\\s)(?:as|while|whereas|when|but)\\s)"), options);
                Teams subjects = before;
                if (before.size() > 1) {
                    if (const RegexMatch opening = clauseOpening.match(text.first(m.capturedStart())); opening.hasMatch()) {
                        if (const Teams inClause = teamsIn(context, s, sentence.span.start + int(opening.capturedEnd()), found.span.start); !inClause.isEmpty())
                            subjects = inClause;
                    }
                }
                if (!subjects.isEmpty())
                    winner = loserSubject ? (subjects.first() == home ? away : home) : subjects.first();
                // "Soccer-Lundgard beat ten-man Tarvik 3-1": the one side named before the score is the one beaten, the
                // winner's name lost in a word the resolver could not read.
                if (subjects.size() == 1 && !loserSubject && home >= 0 && away >= 0
                    && isBeatenBefore(context, sentence, subjects.first(), found.span.start))
                    winner = subjects.first() == home ? away : home;
                else if (!after.isEmpty())
                    winner = loserSubject ? after.first() : (after.first() == home ? away : home);
                found.score = winner == away ? Score{low, high} : Score{high, low};
            }
            stated = found;
            break;
        }
    }

    // 2b. "played out a goalless draw", near the start and about this match: 0-0, when no goal was found ("looked set to play
    // out a goalless stalemate" before a late penalty is not the result).
    const bool goalFound = std::any_of(result.events.cbegin(), result.events.cend(), [](const MatchEvent &event) {
        return isScoringEvent(event.type) && !event.detail.contains(QLatin1String("shoot-out"));
    });
    if (!stated && home >= 0 && away >= 0 && !goalFound) {
        static const Regex goalless(QStringLiteral("\\b(?:goalless|scoreless) (?:draw|stalemate|affair|encounter|game|match|tie)\\b|\\b(?:ended|finished) (?:goalless|scoreless)\\b"), options);
        for (int s = 0; s < searchLimit && !stated; ++s) {
            const Sentence &sentence = context.sentences.at(s);
            const QStringView text = QStringView(context.text).mid(sentence.span.start, sentence.span.length());
            // Not a draw that only looked likely: "looked set to play out a goalless stalemate until Whitlam struck".
            static const Regex likely(QStringLiteral("\\b(?:set to|heading for|headed for|on course for|destined for|bound for|threaten\\w*|seem\\w*|looked like|until|till)\\b"), options);
            if (const RegexMatch m = goalless.match(text); m.hasMatch() && !likely.match(text).hasMatch()
                && !NarrativeEventFinder::isAboutAnotherMatch(clauseAround(text, m.capturedStart(), m.capturedEnd())))
                stated = StatedResult{Score{0, 0}, s, sentence.span, {}};
        }
    }

    // 3. Running score from the goals found, when the scorers' sides are known.
    const QString homeName = result.homeTeam;
    const QString awayName = result.awayTeam;
    result.sortEvents();
    Score running;
    int homeGoals = 0;
    int awayGoals = 0;
    bool sidesKnown = !homeName.isEmpty() && !awayName.isEmpty();
    int unknownSide = 0;
    // When a line-up box or commentary lists the goals, they alone make the score: prose adds noise. Not when the list
    // is a part: commentary cut short after "Goal! Gateshead 2, Wrexham 1." tells of more goals than it lists.
    const auto isStructuredGoal = [](const MatchEvent &event) {
        return isScoringEvent(event.type) && event.confidence >= 0.9 && !event.detail.contains(QLatin1String("shoot-out"));
    };
    const qsizetype structuredCount = std::count_if(result.events.begin(), result.events.end(), isStructuredGoal);
    const bool structuredGoals = structuredCount > 0 && std::none_of(result.events.begin(), result.events.end(), [&](const MatchEvent &event) {
        return isStructuredGoal(event) && event.scoreAfter && event.scoreAfter->home + event.scoreAfter->away > structuredCount;
    });
    QSet<QString> structuredScorers;
    for (const MatchEvent &event : result.events) {
        if (isScoringEvent(event.type) && event.confidence >= 0.9)
            structuredScorers.insert(event.player);
    }
    ScoringEvents counted;
    for (MatchEvent &event : result.events) {
        if (!isScoringEvent(event.type) || event.detail.contains(QLatin1String("shoot-out")))
            continue;
        if (structuredGoals && event.confidence < 0.9 && (!event.time.isValid() || structuredScorers.contains(event.player)))
            continue; // prose about a scorer the box already lists adds no goal
        counted.append(&event);
    }
    if (stated && sidesKnown)
        giveScorersTheirSide(result, counted, {home, away}, stated->score);
    for (MatchEvent *event : counted) {
        const bool byHome = event->team == homeName;
        const bool byAway = event->team == awayName;
        if (!byHome && !byAway) {
            ++unknownSide;
            continue;
        }
        const bool homeScores = event->type == EventType::OwnGoal ? byAway : byHome;
        (homeScores ? running.home : running.away) += 1;
        (homeScores ? homeGoals : awayGoals) += 1;
        if (sidesKnown)
            event->scoreAfter = running;
    }

    std::optional<Score> finalScore = stated ? std::optional<Score>(stated->score) : std::nullopt;
    // Asked only when no result was stated and both sides are known, the only cases that use it.
    // From the tokens the minute finder noted where it ran (the extractor), by a walk of every token otherwise.
    const auto shootOutMentionedInText = [&context] {
        if (context.notedTokens.complete)
            return mentionsShootOut(*context.words, context.notedTokens);
        return context.words ? mentionsShootOut(*context.words) : mentionsShootOut(context.text, context.tokens);
    };
    const bool shootOutMentioned = !finalScore && sidesKnown && shootOutMentionedInText();
    // Without a stated result, the goals tell it when every scorer's side is known; a shoot-out
    // means the match itself was drawn, even at 0-0.
    if (!finalScore && sidesKnown && !unknownSide && (homeGoals + awayGoals) > 0 && !shootOutMentioned)
        finalScore = running;
    // A shoot-out follows a draw: the side with more goals found sets the score ("Alioski's equaliser", 1-1).
    if (!finalScore && !homeName.isEmpty() && !awayName.isEmpty() && shootOutMentioned) {
        const int goals = std::max({homeGoals, awayGoals, (homeGoals + awayGoals + unknownSide + 1) / 2});
        finalScore = Score{goals, goals};
    }
    if (!finalScore)
        return;
    result.finalScore = finalScore;

    // 4. The score check.
    // Goals whose side is not known that make up exactly what each side lacks ("Lennox volleyed in", "Rennie headed in",
    // the result 1-1) are no mismatch: a warning of "0 goals found" would tell the user less than the report does.
    const int shortfall = std::max(0, stated ? stated->score.home - homeGoals : 0) + std::max(0, stated ? stated->score.away - awayGoals : 0);
    const bool unknownSidesMakeUp = stated && unknownSide > 0 && homeGoals <= stated->score.home && awayGoals <= stated->score.away
        && shortfall == unknownSide;
    if (stated && sidesKnown && !unknownSidesMakeUp) {
        auto warn = [&](const QString &team, int found, int said) {
            if (found == said)
                return;
            result.warnings.append({QStringLiteral("score-mismatch"), mismatchMessage(team, found, said)});
        };
        const qsizetype warned = result.warnings.size();
        warn(homeName, homeGoals, stated->score.home);
        warn(awayName, awayGoals, stated->score.away);
        // "0 goals found for X" alone would hide the goals found whose scorer's side is not known.
        if (unknownSide > 0 && result.warnings.size() > warned)
            result.warnings.append({QStringLiteral("score-unassigned"), unassignedMessage(unknownSide)});
    }

    // 5. FULL_TIME carries the final score.
    bool haveFullTime = false;
    for (MatchEvent &event : result.events) {
        if (event.type == EventType::FullTime) {
            event.scoreAfter = finalScore;
            haveFullTime = true;
        }
    }
    if (!haveFullTime) {
        MatchEvent fullTime;
        fullTime.type = EventType::FullTime;
        fullTime.scoreAfter = finalScore;
        fullTime.detail = finalScore->toString();
        if (!shootOutScore.isEmpty())
            fullTime.detail += QStringLiteral(" (%1)").arg(shootOutScore);
        fullTime.confidence = stated ? 0.8 : 0.5;
        if (stated && stated->sentence >= 0)
            fullTime.evidence = {context.sentences.at(stated->sentence).span};
        if (!homeName.isEmpty() && !awayName.isEmpty())
            fullTime.detail = QStringLiteral("%1 %2 %3").arg(homeName, finalScore->toString(), awayName)
                + (shootOutScore.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(shootOutScore));
        // Where a sort would put it (after every event it does not sort before): the events stay in order, and
        // the extractor need not sort them again.
        const auto at = std::upper_bound(result.events.cbegin(), result.events.cend(), fullTime, eventLessThan);
        result.events.insert(at, std::move(fullTime));
    }
}

} // namespace Touchline
