#include "boxeventfinder.h"

#include "eventbuilder.h"
#include "gazetteer.h"
#include "listslices.h"
#include "regex.h"
#include "textscan.h"
#include "wordtable.h"

#include <QStringMatcher>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <iterator>
#include <limits>
#include <span>

namespace Touchline {

namespace {

using Source = EventCandidate::Source;

bool isPunct(const ExtractionContext &context, int token, QChar c)
{
    return token < context.tokens.size() && context.tokens.at(token).kind == Token::Kind::Punct && context.text.at(context.tokens.at(token).start) == c;
}

// Whether a score opens at `token`, its numbers and dash touching: "1-0 Đurić (12)" in a list of goals.
bool isRunningScoreAt(const ExtractionContext &context, int token, int end)
{
    const Tokens &tokens = context.tokens;
    if (token + 2 >= end || tokens.at(token).kind != Token::Kind::Number || tokens.at(token + 2).kind != Token::Kind::Number)
        return false;
    const Token &dash = tokens.at(token + 1);
    // "1:0", not a running clock's "34:10".
    return (isPunct(context, token + 1, QLatin1Char('-')) || isPunct(context, token + 1, QChar(0x2013))
            || (isPunct(context, token + 1, QLatin1Char(':')) && tokens.at(token + 2).length() == 1))
        && tokens.at(token).end == dash.start && dash.end == tokens.at(token + 2).start;
}

// Text folded (Gazetteer::fold) into a buffer of its own: box items are compared word by word, and a
// string per word made an allocation each.
class Folded
{
public:
    explicit Folded(QStringView text)
        : m_buffer(text.size() * 2) // room for "ß" → "ss"
        , m_size(Gazetteer::fold(text, m_buffer.data()) - m_buffer.constData())
    {
    }
    Folded(const ExtractionContext &context, int token)
        : Folded(context.tokenText(token))
    {
    }
    QStringView view() const { return QStringView(m_buffer.constData(), m_size); }
    bool operator==(QLatin1StringView other) const { return view() == other; }

private:
    QVarLengthArray<QChar, 32> m_buffer;
    qsizetype m_size;
};

int teamEntityAt(const ExtractionContext &context, int token)
{
    const RawMention *mention = context.mentionAt(token);
    if (!mention || mention->firstToken != token || mention->entity < 0)
        return -1;
    return context.result.entities.at(mention->entity).type == EntityType::Team ? mention->entity : -1;
}

int teamOfCode(const ExtractionContext &context, QStringView code);

// "BRINDLE HEATH" as "Brindle Heath": each word's first letter kept, the rest lowered.
QString inTitleCase(QStringView capitals)
{
    QString titled = capitals.toString().toLower();
    for (qsizetype k = 0; k < titled.size(); ++k) {
        if (titled.at(k).isLetter() && (k == 0 || !titled.at(k - 1).isLetter()))
            titled[k] = capitals.at(k);
    }
    return titled;
}

// A side named in capitals before a line-up's label, "CASTLEBRIDGE UNITED (4-4-2): ...", which the mention finder
// reads no name in: the team whose name it is, and the token after its words; {-1, -1} when none.
// `byPart`: also a side whose name is the capitals' first or last words, as a local paper's result line prints the full
// name its report shortens ("BRINDLE HEATH 1 (Sowerby 38) MOSSGATE TOWN 3 (...)" beside "Heath" and "Mossgate").
std::pair<int, int> teamInCapitalsAt(const ExtractionContext &context, int token, int colon, bool byPart = false)
{
    int end = token;
    while (end < colon && context.tokens.at(end).kind == Token::Kind::Word && context.tokens.at(end).is(Token::AllCaps))
        ++end;
    if (end == token)
        return {-1, -1};
    const Folded label(QStringView(context.text).mid(context.tokens.at(token).start, context.tokens.at(end - 1).end - context.tokens.at(token).start));
    const QList<Entity> &entities = context.result.entities;
    for (qsizetype e = 0; e < entities.size(); ++e) {
        if (entities.at(e).type == EntityType::Team && Folded(entities.at(e).canonical).view() == label.view())
            return {int(e), end};
    }
    if (byPart && end > token + 1) {
        int found = -1;
        for (qsizetype e = 0; e < entities.size(); ++e) {
            if (entities.at(e).type != EntityType::Team)
                continue;
            const Folded name(entities.at(e).canonical);
            const QStringView part = name.view();
            const bool first = label.view().startsWith(part) && label.view().at(part.size()) == u' ';
            const bool last = label.view().endsWith(part) && label.view().at(label.view().size() - part.size() - 1) == u' ';
            if (part.size() < label.view().size() && (first || last)) {
                if (found >= 0 && found != int(e))
                    return {-1, -1}; // two sides would fit
                found = int(e);
            }
        }
        if (found >= 0)
            return {found, end};
    }
    if (end == token + 1) {
        if (const int team = teamOfCode(context, label.view()); team >= 0)
            return {team, end};
    }
    return {-1, -1};
}

// The one team a box's code of two to four letters stands for, "HAR" (Harbor Union, the start of its name) or "PCS"
// (Prairie City SC, its initials); -1 when none or more than one.
int teamOfCode(const ExtractionContext &context, QStringView written)
{
    if (written.size() < 2 || written.size() > 4)
        return -1;
    const Folded folded(written);
    const QStringView code = folded.view();
    int found = -1;
    const QList<Entity> &entities = context.result.entities;
    for (qsizetype e = 0; e < entities.size(); ++e) {
        if (entities.at(e).type != EntityType::Team)
            continue;
        // Its name as written anywhere: "Prairie City SC" in the headline, "Prairie City" after.
        const auto stands = [code](QStringView form) {
            const Folded name(form);
            QString initials;
            for (const QStringView word : name.view().split(u' ', Qt::SkipEmptyParts))
                initials.append(word.front());
            return name.view().startsWith(code) || initials == code;
        };
        const TextSpans &mentions = entities.at(e).mentions;
        const bool standsFor = stands(entities.at(e).canonical) || std::any_of(mentions.cbegin(), mentions.cbegin() + std::min<qsizetype>(mentions.size(), 8), [&](const TextSpan &span) {
                                   return stands(QStringView(context.text).mid(span.start, span.end - span.start));
                               });
        if (standsFor) {
            if (found >= 0)
                return -1;
            found = int(e);
        }
    }
    return found;
}

// A minute written in a box: "56", "90+4", "74'", with its token range. Ratings ("6.5") are not minutes.
struct BoxMinute {
    MatchTime time;
    int endToken = 0;
    bool opensItem = false; ///< the first of its item's tokens but a bullet's
    bool marked = false;    ///< written with a mark or added time, "18'", "27.", "90+4": no season's tally
    bool clock = false;     ///< read off a running clock, "17:42"
};

// Whether the tokens from `token` are a running clock's minutes and seconds, "17:42", as American college boxes time
// goals and cards: digits, a colon and two digits (less than 60), nothing between. Not a score ("1:0") or a kick-off.
bool isClockAt(const ExtractionContext &context, int token, int end)
{
    if (token + 2 >= end || context.tokens.at(token).kind != Token::Kind::Number || context.tokens.at(token).length() > 3)
        return false;
    const Token &colon = context.tokens.at(token + 1);
    const Token &seconds = context.tokens.at(token + 2);
    return colon.kind == Token::Kind::Punct && context.text.at(colon.start) == u':' && colon.start == context.tokens.at(token).end
        && seconds.kind == Token::Kind::Number && seconds.length() == 2 && seconds.start == colon.end && context.text.at(seconds.start) < u'6';
}

// Whether a line's tokens [start, end) hold a running clock's time: its other numbers are then no minutes ("1. RSU –
// Tyler Okafor (Marco Benetti, Sam Hale) – 17:42" numbers its goals).
bool holdsClockTime(const ExtractionContext &context, int start, int end)
{
    for (int t = start; t + 2 < end; ++t) {
        if (isClockAt(context, t, end))
            return true;
    }
    return false;
}

// Whether the words at `token` name a half: "2nd half", "second half" (2), "1st half", "first half" (1); 0 when not.
int halfNamedAt(const ExtractionContext &context, int token)
{
    // Most tokens asked are no half's number: "half" after them, one or two tokens on, is looked for first.
    const auto isHalf = [&context](int at) {
        return at < context.tokens.size() && context.tokens.at(at).length() == 4 && context.tokenText(at).compare(QLatin1String("half"), Qt::CaseInsensitive) == 0;
    };
    if (!isHalf(token + 1) && !isHalf(token + 2))
        return 0;
    int k = token;
    int half = 0;
    const QStringView first = context.tokenText(k);
    if (first.compare(QLatin1String("second"), Qt::CaseInsensitive) == 0 || first.compare(QLatin1String("2nd"), Qt::CaseInsensitive) == 0)
        half = 2;
    else if (first.compare(QLatin1String("first"), Qt::CaseInsensitive) == 0 || first.compare(QLatin1String("1st"), Qt::CaseInsensitive) == 0)
        half = 1;
    else if ((first == u"2" || first == u"1") && k + 1 < context.tokens.size() && !context.tokens.at(k + 1).is(Token::SpaceBefore)
             && (context.tokenText(k + 1) == u"nd" || context.tokenText(k + 1) == u"st"))
        half = first == u"2" ? 2 : 1, ++k;
    return half && isHalf(k + 1) ? half : 0;
}

// The half a box line counts its minutes from at `token`, by the last marker before it on the line: "SH 26m", "ST 12m"
// (a Spanish report's second half, "segundo tiempo"), "2nd half 8'" (an Italian one's) from the second half's start;
// "FH", "PT", "1st half" from the match's. 0 when the line names none.
int halfOfLineAt(const ExtractionContext &context, int token)
{
    for (int k = token - 1; k >= std::max(0, token - 48); --k) {
        const Token &t = context.tokens.at(k);
        if (t.kind == Token::Kind::Word && context.tokens.at(k + 1).kind == Token::Kind::Number && t.is(Token::AllCaps)) {
            const QStringView code = context.tokenText(k);
            if (code == u"SH" || code == u"ST")
                return 2;
            if (code == u"FH" || code == u"PT")
                return 1;
        }
        if (const int half = halfNamedAt(context, k))
            return half;
        if (t.is(Token::LineStart))
            break;
    }
    return 0;
}

// The minute's text is carved from `texts` (a string each cost an allocation each).
std::optional<BoxMinute> boxMinuteAt(const ExtractionContext &context, int token, int end, StringSlices &texts)
{
    const Token &t = context.tokens.at(token);
    if (t.kind != Token::Kind::Number
        || (isPunct(context, token + 1, QLatin1Char('.')) && token + 2 < end && context.tokens.at(token + 2).kind == Token::Kind::Number
            && !context.tokens.at(token + 2).is(Token::SpaceBefore)))
        return std::nullopt;
    // Not a number after a dot ("2.5"), but for a Spanish wire's minute: "(Lozano, m.84)".
    if (token > 0 && isPunct(context, token - 1, QLatin1Char('.')) && !t.is(Token::SpaceBefore)
        && !(token > 1 && context.tokens.at(token - 2).length() == 1 && (context.text.at(context.tokens.at(token - 2).start) == u'm' || context.text.at(context.tokens.at(token - 2).start) == u'M')))
        return std::nullopt;
    if (halfNamedAt(context, token)) // "2nd half 15'": the half's number is no minute
        return std::nullopt;
    if (isClockAt(context, token, end)) {
        // "17:42" is the 18th minute.
        const int elapsed = context.tokenText(token).toInt();
        if (elapsed > 129)
            return std::nullopt;
        BoxMinute result;
        result.endToken = token + 3;
        result.marked = true;
        result.clock = true;
        result.time.minute = elapsed + 1;
        result.time.period = MatchTime::periodForMinute(result.time.minute);
        result.time.precision = MatchTime::Precision::Exact;
        result.time.text = texts.add(QStringView(context.text).mid(t.start, context.tokens.at(token + 2).end - t.start));
        return result;
    }
    const int minute = context.tokenText(token).toInt();
    if (minute < 1 || minute > 130)
        return std::nullopt;
    BoxMinute result;
    result.endToken = token + 1;
    std::optional<int> added;
    int k = token + 1;
    // A mark after the minute, or an ordinal's dot as European boxes write it: "90.+2".
    if (k < end && (isPunct(context, k, QLatin1Char('\'')) || isPunct(context, k, QChar(0x2019)) || isPunct(context, k, QLatin1Char('.')))) {
        ++k;
        result.marked = true;
    }
    if (k + 1 < end && isPunct(context, k, QLatin1Char('+')) && context.tokens.at(k + 1).kind == Token::Kind::Number) {
        result.marked = true;
        added = context.tokenText(k + 1).toInt();
        k += 2;
        if (k < end && (isPunct(context, k, QLatin1Char('\'')) || isPunct(context, k, QChar(0x2019))))
            ++k;
        result.endToken = k;
    }
    if (added && minute != 45 && minute != 90 && minute != 105 && minute != 120)
        added.reset();
    result.time.minute = minute;
    result.time.addedMinute = added;
    if (!added && minute <= 50 && halfOfLineAt(context, token) == 2) {
        result.time.minute = minute > 45 ? 90 : 45 + minute;
        if (minute > 45)
            result.time.addedMinute = minute - 45;
    }
    result.time.period = MatchTime::periodForMinute(result.time.minute, result.time.addedMinute);
    result.time.precision = MatchTime::Precision::Exact;
    result.time.text = texts.add(QStringView(context.text).mid(context.tokens.at(token).start, context.tokens.at(result.endToken - 1).end - context.tokens.at(token).start));
    return result;
}

// The card an item of a list of cards tells by its words, a yellow one unless told otherwise:
// "Marcus Dubois (ejection; serious foul play) 77'", "Fenwick (second yellow) 81".
// How many tokens from `t` tell a second yellow card, "2nd yellow", "second booking": 0 when none.
int secondYellowWordsAt(const ExtractionContext &context, int t, int end)
{
    const Folded word(context, t);
    int next = t + 1;
    if (word == QLatin1String("2") && next < end && Folded(context, next) == QLatin1String("nd"))
        ++next;
    else if (!(word == QLatin1String("2nd") || word == QLatin1String("second")))
        return 0;
    if (next >= end)
        return 0;
    const Folded card(context, next);
    return card == QLatin1String("yellow") || card == QLatin1String("booking") || card == QLatin1String("caution") ? next + 1 - t : 0;
}

bool isCard(EventType type)
{
    return type == EventType::YellowCard || type == EventType::RedCard || type == EventType::SecondYellow;
}

EventType cardOfItem(const ExtractionContext &context, int start, int end)
{
    bool second = false;
    bool yellowPicture = false;
    for (int t = start; t < end; ++t) {
        // "🟥 Holroyd 88'", "🟨🟥 Sabiá 63'": the card's picture (U+1F7E5, U+1F7E8), after a yellow one a second yellow.
        const Token &token = context.tokens.at(t);
        if (token.kind == Token::Kind::Punct && token.length() == 2 && context.text.at(token.start) == QChar(0xd83d)) {
            const char16_t low = context.text.at(token.start + 1).unicode();
            if (low == 0xdfe5)
                return yellowPicture ? EventType::SecondYellow : EventType::RedCard;
            yellowPicture = yellowPicture || low == 0xdfe8;
            continue;
        }
        if (token.kind != Token::Kind::Word)
            continue;
        const Folded word(context, t);
        if (word == QLatin1String("ejection") || word == QLatin1String("ejected") || word == QLatin1String("red") || word == QLatin1String("dismissal")
            || word == QLatin1String("dismissed"))
            return second ? EventType::SecondYellow : EventType::RedCard;
        second = second || word == QLatin1String("second");
        if (second && (word == QLatin1String("yellow") || word == QLatin1String("caution") || word == QLatin1String("booking")))
            return EventType::SecondYellow;
    }
    return EventType::YellowCard;
}

// The words of a short line inside its marks: "## Goals", "**Town**", "⚽ GOALS", "[Warning]" give the tokens of
// "Goals", "Town", "GOALS", "Warning"; {-1, -1} for a line of more than a few tokens, or of marks alone.
std::pair<int, int> wordsInsideMarks(const ExtractionContext &context, const Sentence &sentence)
{
    if (sentence.endToken - sentence.firstToken > 8)
        return {-1, -1};
    int first = sentence.firstToken;
    int end = sentence.endToken;
    while (first < end && context.tokens.at(first).kind == Token::Kind::Punct)
        ++first;
    // A heading's marks are no sentence's: "Goal!" opens a line of commentary.
    while (end > first && context.tokens.at(end - 1).kind == Token::Kind::Punct) {
        if (QStringView(u".!?,").contains(context.text.at(context.tokens.at(end - 1).start)))
            return {-1, -1};
        --end;
    }
    return first < end ? std::pair{first, end} : std::pair{-1, -1};
}

// Whether a line opens as an item of a list: a bullet ("- 23' Pryde", "• Pryde 23"), a minute ("58' Hesketh"), or
// a card's or a ball's picture ("🟨 Haverty 34'").
bool opensAsItem(const ExtractionContext &context, int token)
{
    const Token &t = context.tokens.at(token);
    if (t.kind == Token::Kind::Number)
        return true;
    if (t.kind != Token::Kind::Punct)
        return false;
    const QChar c = context.text.at(t.start);
    return c == u'-' || c == u'*' || c == u'\u2022' || c == u'\u2013' || c == u'\u00b7' || c == u'\u26bd' || c.isHighSurrogate();
}

// Whether a sentence reads as prose, not as a list's item: more than six words in lower case ("8th minute - Stannington
// took an early lead when Lewis Tarbet met a low cross"), where an item has a few at most ("23' Pryde (pen), assist Kerr").
bool readsAsProse(const ExtractionContext &context, const Sentence &sentence)
{
    int lowerWords = 0;
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        const Token &token = context.tokens.at(t);
        if (token.kind == Token::Kind::Word && !token.is(Token::Capitalised) && ++lowerWords > 6)
            return true;
    }
    return false;
}

// Whether a mark of a swap stands at `token`, between the names of a box's change: "⇄", "⇆", "↔", "/".
bool isSwapMark(const ExtractionContext &context, int token)
{
    const Token &t = context.tokens.at(token);
    return t.kind == Token::Kind::Punct && t.length() == 1 && QStringView(u"\u21c4\u21c6\u2194/").contains(context.text.at(t.start));
}

// Whether tokens [first, colon) are a side's short label, as a fan's list writes the sides: a capitalised word or
// two that end a club's name ("Rovers" of Ashbury Rovers), not "Report" or "Penalties".
bool isShortSideLabel(const ExtractionContext &context, int first, int colon)
{
    if (colon - first < 1 || colon - first > 2)
        return false;
    for (int t = first; t < colon; ++t) {
        if (context.tokens.at(t).kind != Token::Kind::Word || !context.tokens.at(t).is(Token::Capitalised))
            return false;
    }
    const QStringView label = QStringView(context.text).mid(context.tokens.at(first).start, context.tokens.at(colon - 1).end - context.tokens.at(first).start);
    return std::ranges::any_of(context.result.entities, [&](const Entity &entity) {
        const QStringView name(entity.canonical);
        return entity.type == EntityType::Team && name.size() > label.size() && name.endsWith(label) && name.at(name.size() - label.size() - 1) == u' ';
    });
}

// Whether a short line opens with a card's picture (U+1F7E8 yellow, U+1F7E5 red) and gives a minute: "🟨 Haverty 34'".
bool isCardPictureLine(const ExtractionContext &context, const Sentence &sentence)
{
    const Token &first = context.tokens.at(sentence.firstToken);
    if (first.kind != Token::Kind::Punct || first.length() != 2 || context.text.at(first.start) != QChar(0xd83d)
        || (context.text.at(first.start + 1) != QChar(0xdfe8) && context.text.at(first.start + 1) != QChar(0xdfe5))
        || sentence.endToken - sentence.firstToken > 10)
        return false;
    for (int t = sentence.firstToken + 1; t < sentence.endToken; ++t) {
        if (context.tokens.at(t).kind == Token::Kind::Number)
            return true;
    }
    return false;
}

// A line's items, token ranges; room for a line-up's on the stack, where a list cost an allocation a line.
using Items = QVarLengthArray<std::pair<int, int>, 24>;

// "A on for B", a substitution's detail, carved from `texts`.
QString substitutionDetail(const QString &on, const QString &off, StringSlices &texts)
{
    constexpr QStringView middle = u" on for ";
    const qsizetype size = on.size() + middle.size() + off.size();
    QChar *const room = texts.room(size);
    std::copy(off.begin(), off.end(), std::copy(middle.begin(), middle.end(), std::copy(on.begin(), on.end(), room)));
    return texts.take(size);
}

// A box's substitution: the item's tokens [first, end) its evidence, the side `team` (none below 0); the detail
// carved from `texts`.
EventCandidate substitutionOf(const ExtractionContext &context, int s, std::pair<int, int> item, int team, const RawMention &incoming,
                              const RawMention &outgoing, const std::optional<BoxMinute> &minute, StringSlices &texts)
{
    EventCandidate candidate = EventBuilder::make(EventType::Substitution, context, s, EventCandidate::Source::Box);
    if (team >= 0)
        candidate.event.team = EventBuilder::teamName(context, team);
    EventBuilder::setPlayer(candidate, context, incoming);
    EventBuilder::setSecondPlayer(candidate, context, outgoing);
    candidate.event.detail = substitutionDetail(candidate.event.player, candidate.event.secondPlayer, texts);
    if (minute)
        candidate.event.time = minute->time;
    candidate.event.evidence = {TextSpan{context.tokens.at(item.first).start, context.tokens.at(item.second - 1).end}};
    return candidate;
}

// Whether a dash with spaces both sides stands at `t`, as between one side's items and the other's:
// "Yellow cards: Dumitrescu (27.) – Åkerlund (90.+1)".
bool isSpacedDash(const ExtractionContext &context, int t, int end)
{
    return (isPunct(context, t, QChar(0x2013)) || isPunct(context, t, QLatin1Char('-')) || isPunct(context, t, QLatin1Char('/')))
        && context.tokens.at(t).is(Token::SpaceBefore) && t + 1 < end && context.tokens.at(t + 1).is(Token::SpaceBefore);
}

// Whether the item at `start` follows a spaced slash: "Yellow cards: Demirci, Wiesner / Weidinger, Tasci", the home
// side's items before it, the away side's after.
bool followsSpacedSlash(const ExtractionContext &context, int start)
{
    return start > 0 && isPunct(context, start - 1, QLatin1Char('/')) && context.tokens.at(start - 1).is(Token::SpaceBefore);
}

// Splits [start, end) at commas, semicolons and spaced dashes or slashes outside brackets.
Items splitItems(const ExtractionContext &context, int start, int end)
{
    Items items;
    int depth = 0;
    int itemStart = start;
    for (int t = start; t < end; ++t) {
        if (isPunct(context, t, QLatin1Char('(')) || isPunct(context, t, QLatin1Char('[')))
            ++depth;
        else if (isPunct(context, t, QLatin1Char(')')) || isPunct(context, t, QLatin1Char(']')))
            depth = std::max(0, depth - 1);
        else if (depth == 0 && (isPunct(context, t, QLatin1Char(',')) || isPunct(context, t, QLatin1Char(';')) || isSpacedDash(context, t, end))) {
            if (t > itemStart)
                items.append({itemStart, t});
            itemStart = t + 1;
        }
    }
    if (end > itemStart)
        items.append({itemStart, end});
    return items;
}

const RawMention *personAt(const ExtractionContext &context, int token)
{
    const RawMention *mention = context.mentionAt(token);
    if (!mention || mention->firstToken != token)
        return nullptr;
    const Entity *entity = context.entityOf(*mention);
    return entity && entity->type != EntityType::Team && entity->type != EntityType::Venue && entity->type != EntityType::Competition
        ? mention : nullptr;
}

// Where a line-up printed without a colon lists its players: "Castlebridge United Lisle; Hargreaves, ...",
// "Eastmoor Rangers (4-2-3-1) Wasik; Adeyinka, ...". Its goalkeeper comes first, a semicolon after him, which no line
// of prose opening with a club's name has. -1 where the line is none.
int uncolonedLineupStart(const ExtractionContext &context, const Sentence &line, int afterTeam)
{
    int start = afterTeam;
    if (start < line.endToken && isPunct(context, start, QLatin1Char('('))) {
        const int formationEnd = std::min(line.endToken, start + 12);
        while (start < formationEnd && !isPunct(context, start, QLatin1Char(')')))
            ++start;
        ++start;
    }
    if (start >= line.endToken)
        return -1;
    const RawMention *keeper = personAt(context, start);
    return keeper && keeper->endToken < line.endToken && isPunct(context, keeper->endToken, QLatin1Char(';')) ? start : -1;
}

// The fixed words commentary lines open with; each of parseCommentary's patterns but the card's opens
// with its own (none is another's start), in this order.
// The last three annotate the player line above them in a line-up printed a player a line, as BBC pages
// print theirs: "6 Rusk" / "Booked at 34mins", "7 Bexley" / "Substituted for Tranter at 85' minutes".
enum Opening { Substitution, Delay, MatchEnds, FullTime, SecondHalfEnds, Goal, OwnGoal, PenaltyMissed, PenaltySaved, VarDecision,
               BookedAt, SubstitutedFor, SentOffAt, NoOpening };
constexpr QLatin1String openings[] = {QLatin1String("Substitution,"), QLatin1String("Delay in match"), QLatin1String("Match ends,"),
    QLatin1String("Full time,"), QLatin1String("Second Half ends,"), QLatin1String("Goal!"), QLatin1String("Own Goal by"),
    QLatin1String("Penalty missed!"), QLatin1String("Penalty saved!"), QLatin1String("VAR Decision:"), QLatin1String("Booked at "),
    QLatin1String("Substituted for "), QLatin1String("Sent off at ")};
static_assert(std::size(openings) == NoOpening);
// By the first letter of each opening (ASCII), bit n: an opening's second letter is n in its low five bits.
// Most lines open with none of these pairs, and are answered by one test where each opening was compared
// in turn (a first letter alone let through every line that opens with "S", "M", "P", ...).
constexpr auto openingSecondLetters = [] {
    std::array<quint32, 128> seconds{};
    for (const QLatin1String opening : openings)
        seconds[std::size_t(opening[0].unicode())] |= quint32(1) << (opening[1].unicode() & 31);
    return seconds;
}();
static_assert(std::ranges::all_of(openings, [](QLatin1String opening) { return opening.size() >= 2 && opening[0].unicode() < 128; }));
// Whether `text` may open with an opening: true for every text that does.
bool mayOpenCommentary(QStringView text)
{
    if (text.size() < 2)
        return false;
    const char16_t first = text[0].unicode();
    return first < openingSecondLetters.size() && (openingSecondLetters[first] >> (text[1].unicode() & 31) & 1);
}

} // namespace

// The tokens that are the word "shown" ("is shown the" holds it: no token holds white space), found once for
// the whole text, where each sentence's tokens were read for it: among the tokens the minute finder noted
// (NotedTokens) where it ran, by the words' hashes where the text comes with them (eight hashes a step), by
// their letters otherwise. Asked of sentences in text order, each ask goes on from where the last left off.
class BoxEventFinder::ShownWords
{
public:
    explicit ShownWords(const ExtractionContext &context)
    {
        const auto isShown = [&context](int t) { return context.tokenText(t) == QLatin1String("shown"); };
        static const std::size_t shown = WordTable::hashOf(u"shown");
        static_assert(std::ranges::find(NotedTokens::words, u"shown") != NotedTokens::words.end());
        if (context.notedTokens.complete) {
            const std::size_t *const hashes = context.words->hashes();
            for (const int t : context.notedTokens.tokens) {
                if (hashes[t] == shown && isShown(t))
                    m_tokens.append(t);
            }
            return;
        }
        if (const WordHashes *words = context.words) {
            const std::span<const std::size_t> hashes(words->hashes(), std::size_t(context.tokens.size()));
            for (qsizetype t = TextScan::nextEqual(hashes, 0, shown); t < context.tokens.size(); t = TextScan::nextEqual(hashes, t + 1, shown)) {
                if (isShown(int(t)))
                    m_tokens.append(int(t));
            }
            return;
        }
        for (int t = 0; t < context.tokens.size(); ++t) {
            if (context.tokens.at(t).length() == 5 && isShown(t))
                m_tokens.append(t);
        }
    }

    // Whether one of the tokens [first, end) is "shown".
    bool anyIn(int first, int end) const
    {
        if (m_next > 0 && m_tokens.at(m_next - 1) >= first)
            m_next = 0; // asked out of order: from the first again
        while (m_next < m_tokens.size() && m_tokens.at(m_next) < first)
            ++m_next;
        return m_next < m_tokens.size() && m_tokens.at(m_next) < end;
    }
    bool anyIn(const Sentence &sentence) const { return anyIn(sentence.firstToken, sentence.endToken); }

private:
    QVarLengthArray<int, 32> m_tokens; ///< in text order
    mutable qsizetype m_next = 0;      ///< where the last ask left off: the first token at or after its first
};

namespace {

// The token a line of live text opens its words at: after the minute it is stamped with ("62' Penalty saved!",
// "90'+1' Substitution, ..."), else the sentence's first. Most sentences open with a letter, and are answered by it.
int commentaryStart(const ExtractionContext &context, const Sentence &sentence)
{
    const int first = sentence.firstToken;
    if (context.tokens.at(first).kind != Token::Kind::Number)
        return first;
    int t = first + 1;
    const auto isStampMark = [&](int k) {
        const QChar c = context.text.at(context.tokens.at(k).start);
        return context.tokens.at(k).kind == Token::Kind::Punct && (c == u'\'' || c == u'\u2019' || c == u'+');
    };
    const int end = std::min(sentence.endToken, first + 5);
    while (t < end && (isStampMark(t) || (context.tokens.at(t).kind == Token::Kind::Number && isPunct(context, t - 1, QLatin1Char('+')))))
        ++t;
    // A mark after the number: "62'", not "3 Harkin" of a line-up.
    return t > first + 1 && t < sentence.endToken ? t : first;
}

// The minute stamp that is the whole of the line above sentence `s` ("90+3'" and its marks), when `s` opens a line.
std::optional<BoxMinute> stampLineAbove(const ExtractionContext &context, int s, StringSlices &texts)
{
    if (s == 0 || !context.tokens.at(context.sentences.at(s).firstToken).is(Token::LineStart))
        return std::nullopt;
    const Sentence &above = context.sentences.at(s - 1);
    if (above.endToken - above.firstToken > 5 || !context.tokens.at(above.firstToken).is(Token::LineStart))
        return std::nullopt;
    const std::optional<BoxMinute> minute = boxMinuteAt(context, above.firstToken, above.endToken, texts);
    if (!minute)
        return std::nullopt;
    for (int t = minute->endToken; t < above.endToken; ++t) {
        if (!isPunct(context, t, QLatin1Char('\'')) && !isPunct(context, t, QChar(0x2019)))
            return std::nullopt;
    }
    return minute;
}

QStringView sentenceText(const ExtractionContext &context, int s)
{
    const Sentence &sentence = context.sentences.at(s);
    return QStringView(context.text).mid(sentence.span.start, sentence.span.length());
}

QStringView viewFrom(const ExtractionContext &context, const Sentence &sentence, int token)
{
    const int start = context.tokens.at(token).start;
    return QStringView(context.text.constData() + start, sentence.span.end - start);
}

// Whether parseCommentary may find anything in the sentence: it opens with an opening's first letter, after
// its minute if stamped with one, or holds "shown". Most lines of most reports are prose, and are not parsed.
bool mayBeCommentary(const ExtractionContext &context, const Sentence &sentence, const BoxEventFinder::ShownWords &shown)
{
    // The view made directly, without mid()'s clamping: this runs for most sentences.
    return mayOpenCommentary(QStringView(context.text.constData() + sentence.span.start, sentence.span.length()))
        || (context.text.at(sentence.span.start).isDigit() && mayOpenCommentary(viewFrom(context, sentence, commentaryStart(context, sentence))))
        || shown.anyIn(sentence);
}

} // namespace

// Out of line, as the tokenizer: inlined into the extractor (LTO), its loop had fewer registers.
Q_NEVER_INLINE QList<EventCandidate> BoxEventFinder::find(const ExtractionContext &context) const
{
    QList<EventCandidate> out;
    // Room for a report's candidates, the box's and (appended by the extractor) the narrative's, most often:
    // grown one append at a time, the list was copied several times over.
    out.reserve(32);
    m_sides = {};
    m_entityParagraphs.clear();
    m_lineupSides.clear();
    const ShownWords shown(context);
    int currentTeam = -1;
    int numberedLinesTeam = -1; // see parseNumberedPlayerLine()
    bool lineupLine = false; // the line being read opened with a line-up
    // The label of the line being read, while its sentences are a box's: "Scorers: Calder – Morel 14. Brightwater
    // – Öztürk 33." goes on with the label, "Yellow: Eze (30). Red: Van Wyk (88)." brings a new one.
    bool labelledLine = false;
    EventType lineLabel = EventType::Goal; // while labelledLine (not an optional: GCC 12 took it for unset)
    // A label alone on its line ("Goals:"), its items on the lines after it to the paragraph's end:
    // "OZK – Tyrese Bowman (Joaquín Etcheverry) 19'".
    // A heading's list ("## Goals", "⚽ GOALS", "Cards:" alone on its line) goes on past its paragraph, over the lines
    // that open as items ("- 23' Pryde"), name a side ("**Town**", "Rovers: Kowalczyk 12'") or note how it reads
    // ("Listed as on ⇄ off."), to the next heading or a line of prose.
    struct LabelledList {
        EventType label = EventType::Goal;
        int paragraph = -1; ///< -1: none open
        int team = -1;
        bool heading = false;
        int lastSentence = -1; ///< the last line read as the list's
        bool goesOnAt(int s) const { return paragraph >= 0 && heading && lastSentence == s - 1; }
    } list;
    for (int s = 0; s < context.sentences.size(); ++s) {
        const Sentence &sentence = context.sentences.at(s);
        const int first = sentence.firstToken;
        const bool lineStart = context.tokens.at(first).is(Token::LineStart);
        const int colon = lineStart || labelledLine || lineupLine ? labelColon(context, sentence) : -1;
        if (!lineStart) {
            // "AMBERFORD UNITED: Tandy; Oduya, ... Pryce. Subs: Ampofo for Marsh 62, Crilly for Rowlands 84.": a label
            // after a line-up on its line.
            if (lineupLine && colon > first) {
                if (const std::optional<EventType> label = labelType(context, first, colon)) {
                    labelledLine = true;
                    lineLabel = *label;
                    parseItems(context, s, colon + 1, lineLabel, currentTeam, out);
                    continue;
                }
            }
            if (labelledLine) {
                // A label of its own, known or not ("Penalties: A, B scored"), ends the one before.
                const std::optional<EventType> label = colon > first ? labelType(context, first, colon) : std::nullopt;
                // "Booked: Tremayne City: Okereke, Ferrington. Vossbridge United: Brannigan, Morrow": the other side's items.
                const bool sideItems = !label && colon > first && teamEntityAt(context, first) >= 0 && context.mentionAt(first)->endToken == colon;
                // "Goals: 1-0, m.34: Salvatierra. 1-1, m.60: Brandão.": the next goal's score and minute before its colon.
                const bool scoreItems = !label && colon > first && lineLabel == EventType::Goal && isRunningScoreAt(context, first, colon);
                labelledLine = colon < 0 || label || sideItems || scoreItems;
                if (labelledLine) {
                    lineLabel = label.value_or(lineLabel);
                    parseItems(context, s, label ? colon + 1 : first, lineLabel, currentTeam, out);
                    continue;
                }
            }
            if (parseShownCards(context, s, out))
                continue;
            if (mayBeCommentary(context, sentence, shown))
                parseCommentary(context, s, shown, out);
            continue;
        }
        labelledLine = false;
        lineupLine = false;
        // "1. FC Wendelstadt: Mølgaard – ...": a German club's number before its name; "2 - Real Montemayor: Zabaleta; ...": a
        // Spanish wire's goals before it.
        const int teamFirst = first + 2 < sentence.endToken && context.tokens.at(first).kind == Token::Kind::Number
                && (isPunct(context, first + 1, QLatin1Char('.')) || isSpacedDash(context, first + 1, sentence.endToken)) && teamEntityAt(context, first + 2) >= 0
            ? first + 2
            : first;
        int team = teamEntityAt(context, teamFirst);
        int afterTeam = team >= 0 ? context.mentionAt(teamFirst)->endToken : -1;
        if (team < 0 && colon > first)
            std::tie(team, afterTeam) = teamInCapitalsAt(context, first, colon);
        int labelFirst = first; // of the label the items follow
        int lineTeam = currentTeam;
        int labelEnd = colon;
        const auto readAsLineup = [&](int itemsStart) {
            // A line-up lists several names; "Leicester: 3 wins" is no line-up.
            if (splitItems(context, itemsStart, sentence.endToken).size() < 5)
                return false;
            currentTeam = team;
            if (m_sides.home < 0)
                m_sides.home = team;
            else if (m_sides.away < 0 && team != m_sides.home)
                m_sides.away = team;
            parseLineup(context, s, itemsStart, team, out);
            lineupLine = true;
            return true;
        };
        if (colon < 0 && team >= 0) {
            if (const int itemsStart = uncolonedLineupStart(context, sentence, afterTeam); itemsStart > 0 && readAsLineup(itemsStart))
                continue;
        }
        if (colon > first && team >= 0) {
            const bool formationOrXi = afterTeam < colon; // "(4-2-3-1)" or "XI" between name and colon
            const bool lineup = afterTeam == colon || formationOrXi;
            if (lineup && readAsLineup(colon + 1))
                continue;
            // "Fenhallow Town: Goals: Vandersloot 55 og, Stroud 71.": a side's own label, then the label of its items.
            if (afterTeam == colon) {
                const int secondEnd = std::min(sentence.endToken, colon + 4);
                for (int t = colon + 2; t < secondEnd; ++t) {
                    if (isPunct(context, t, QLatin1Char(':'))) {
                        labelFirst = colon + 1;
                        labelEnd = t;
                        lineTeam = team;
                        break;
                    }
                }
            }
        }
        const bool opensInCapitals = colon < 0 && team < 0 && s < 3 && context.tokens.at(first).is(Token::AllCaps);
        if (((colon < 0 && team >= 0) || (colon > first && team < 0 && s < 3) || opensInCapitals) && parseResultLine(context, s, colon < 0 ? first : colon + 1, out))
            continue;
        // "1-0: Rufus Oyelaran (11 min). Gil Ferreira swung in a corner ...": a goal's line opened by the score it made.
        if (colon == first + 3 && isRunningScoreAt(context, first, colon) && colon + 1 < sentence.endToken && personAt(context, colon + 1)) {
            parseItems(context, s, colon + 1, EventType::Goal, currentTeam, out);
            continue;
        }
        if (parseCodedCard(context, s, out) || parseKeyMomentLine(context, s, out))
            continue;
        // "Wellbridge Albion" alone on its line: the side of the numbered player lines after it.
        if (colon < 0 && team >= 0 && afterTeam == sentence.endToken)
            numberedLinesTeam = team;
        if (colon < 0 && parseNumberedPlayerLine(context, s, numberedLinesTeam, out))
            continue;
        if (colon < 0 && parseArrowChange(context, s, currentTeam, out))
            continue;
        if (colon < 0 && parseRatedSubstitute(context, s, currentTeam, out))
            continue;
        if (labelEnd > labelFirst) {
            const std::optional<EventType> label = labelType(context, labelFirst, labelEnd);
            // "Rovers: Kowalczyk 12', 45+1' (P)" under "⚽ GOALS": one side's items.
            if (!label && (list.paragraph == sentence.paragraph || list.goesOnAt(s))) {
                if (team >= 0 && afterTeam == colon) {
                    parseItems(context, s, first, list.label, list.team, out);
                    list.lastSentence = s;
                    continue;
                }
                if (isShortSideLabel(context, first, colon)) {
                    parseItems(context, s, colon + 1, list.label, list.team, out);
                    list.lastSentence = s;
                    continue;
                }
            }
            list.paragraph = -1;
            if (label) {
                labelledLine = true;
                lineLabel = *label;
                parseItems(context, s, labelEnd + 1, lineLabel, lineTeam, out);
                if (labelEnd + 1 == sentence.endToken)
                    list = {*label, sentence.paragraph, lineTeam, true, s};
            } else if (mayBeCommentary(context, sentence, shown)) {
                parseCommentary(context, s, shown, out); // "53' VAR Decision: No Goal ..."
            }
            continue;
        }
        // "## Goals", "**Cards**", "⚽ GOALS", "[Warning]": a heading alone on its line, its items on the lines after it;
        // "**Town**" under it: the side of the items after it.
        if (colon < 0) {
            if (const auto [wordsFirst, wordsEnd] = wordsInsideMarks(context, sentence); wordsFirst >= 0) {
                if (const std::optional<EventType> label = labelType(context, wordsFirst, wordsEnd)) {
                    list = {*label, sentence.paragraph, -1, true, s};
                    continue;
                }
                const int side = teamEntityAt(context, wordsFirst);
                if (side >= 0 && list.goesOnAt(s) && context.mentionAt(wordsFirst)->endToken == wordsEnd) {
                    list.team = side;
                    list.lastSentence = s;
                    continue;
                }
            }
        }
        // "🟨 Haverty 34'" on a line of its own: a card, the picture telling which, in a list of goals too; the list goes on.
        if (isCardPictureLine(context, sentence)) {
            if (list.paragraph == sentence.paragraph || list.goesOnAt(s))
                list.lastSentence = s;
            parseItems(context, s, first, EventType::YellowCard, list.paragraph >= 0 ? list.team : currentTeam, out);
            continue;
        }
        if (list.paragraph == sentence.paragraph) {
            parseItems(context, s, first, list.label, list.team, out);
            continue;
        }
        if (list.goesOnAt(s)) {
            // Prose ends the list; a short note under its heading does not ("Listed as on ⇄ off.").
            const bool item = opensAsItem(context, first) && !readsAsProse(context, sentence);
            if (item || sentence.endToken - first <= 8)
                list.lastSentence = s;
            if (item) {
                parseItems(context, s, first, list.label, list.team, out);
                continue;
            }
        }
        if (mayBeCommentary(context, sentence, shown))
            parseCommentary(context, s, shown, out);
    }
    ruleOutGoalsOfNoGoalDecisions(out);
    return out;
}

int BoxEventFinder::labelColon(const ExtractionContext &context, const Sentence &sentence)
{
    // A label ends at a colon within the first few tokens: "Goals:", "West Brom:", "Arsenal (3-5-2):".
    // The sentence's tokens, read directly: isPunct would ask for each whether it is one of the text's.
    const int labelEnd = std::min(sentence.endToken, sentence.firstToken + 12);
    for (int t = sentence.firstToken; t < labelEnd; ++t) {
        const Token &token = context.tokens.at(t);
        // Not a running clock's ("RSU – Tyler Okafor – 17:42").
        if (token.kind == Token::Kind::Punct && context.text.at(token.start) == u':' && !(t > sentence.firstToken && isClockAt(context, t - 1, sentence.endToken)))
            return t;
    }
    return -1;
}

std::optional<EventType> BoxEventFinder::labelType(const ExtractionContext &context, int first, int colon)
{
    const Folded folded(QStringView(context.text).mid(context.tokens.at(first).start, context.tokens.at(colon - 1).end - context.tokens.at(first).start));
    const QStringView label = folded.view();
    const auto isOneOf = [&label](std::initializer_list<QLatin1StringView> labels) {
        return std::find(labels.begin(), labels.end(), label) != labels.end();
    };
    if (isOneOf({QLatin1String("goals"), QLatin1String("goal"), QLatin1String("scorers"), QLatin1String("scorer"), QLatin1String("scoring summary"),
                 QLatin1String("scoring")})) // as US box scores label them
        return EventType::Goal;
    if (isOneOf({QLatin1String("booked"), QLatin1String("bookings"), QLatin1String("booking"), QLatin1String("yellow cards"), QLatin1String("yellow card"),
                 QLatin1String("cautioned"), QLatin1String("cautions"), QLatin1String("yellow"), QLatin1String("yellows"),
                 QLatin1String("discipline"), QLatin1String("disciplinary"), QLatin1String("cards"), // these three: each item's words tell (cardOfItem)
                 QLatin1String("warning"), QLatin1String("warnings"), // as Japanese clubs' English reports label bookings
                 QLatin1String("admonished"), QLatin1String("admonitions"), // as Italian reports translated word for word
                 QLatin1String("misconduct summary"), QLatin1String("misconduct")})) // US box scores; each item's words tell
        return EventType::YellowCard;
    // "Yellow-red card: Pfäffle (81)", as German reports label a second booking.
    if (isOneOf({QLatin1String("yellow-red card"), QLatin1String("yellow-red cards"), QLatin1String("yellow red card"), QLatin1String("yellow red cards"),
                 QLatin1String("second yellow"), QLatin1String("second yellows"), QLatin1String("second yellow card"), QLatin1String("second yellow cards"),
                 QLatin1String("second booking"), QLatin1String("second bookings")}))
        return EventType::SecondYellow;
    if (isOneOf({QLatin1String("sent off"), QLatin1String("red card"), QLatin1String("red cards"), QLatin1String("dismissed"), QLatin1String("sent-off"),
                 QLatin1String("red"), QLatin1String("reds"), QLatin1String("dismissals"), QLatin1String("dismissal"), QLatin1String("expelled"),
                 QLatin1String("expulsions")}))
        return EventType::RedCard;
    if (isOneOf({QLatin1String("subs"), QLatin1String("substitutions"), QLatin1String("substitution"), QLatin1String("subs used"), QLatin1String("substitutes used"), QLatin1String("changes"),
                 QLatin1String("in/out"), QLatin1String("in / out")}))
        return EventType::Substitution;
    if (isOneOf({QLatin1String("missed penalty"), QLatin1String("missed penalties"), QLatin1String("penalty missed"), QLatin1String("penalties missed"),
                 QLatin1String("penalty saved"), QLatin1String("missed pen"), QLatin1String("missed pk"), QLatin1String("missed pks"),
                 QLatin1String("pk missed"), QLatin1String("pk saved")}))
        return EventType::PenaltyMiss;
    return std::nullopt;
}

void BoxEventFinder::parseItems(const ExtractionContext &context, int s, int itemsStart, EventType type, int currentTeam, QList<EventCandidate> &out,
                                int itemsEnd) const
{
    const Sentence &sentence = context.sentences.at(s);
    if (itemsEnd < 0)
        itemsEnd = sentence.endToken;
    // "Calder – Morel 14, Eze 52": the items of the side named first.
    if (const int team = teamEntityAt(context, itemsStart); team >= 0) {
        const int after = context.mentionAt(itemsStart)->endToken;
        if (isPunct(context, after, QChar(0x2013)) || isPunct(context, after, QLatin1Char('-')) || isPunct(context, after, QLatin1Char(':'))) {
            currentTeam = team;
            itemsStart = after + 1;
        }
    }
    if (type == EventType::Substitution) {
        parseSubstitutions(context, s, itemsStart, currentTeam, out);
        return;
    }
    const Items items = splitItems(context, itemsStart, itemsEnd);
    const bool clockLine = holdsClockTime(context, itemsStart, itemsEnd);
    if (m_sides.away >= 0 && std::any_of(items.cbegin(), items.cend(), [&](const auto &item) { return followsSpacedSlash(context, item.first); }))
        currentTeam = m_sides.home;
    // "12' – HAR – Dante Okoro (Yuki Harada)": a line opened by a minute alone, then a side's code, then the name.
    QVarLengthArray<std::pair<BoxMinute, bool>, 2> lineMinutes;
    for (const auto &[start, end] : items) {
        // "Scorers: Town – Okoye 14, 67; United – Marsh 88 (pen)": the other side's items after its name (an item of its
        // own, split at the dash).
        if (start != itemsStart) {
            if (const int team = teamEntityAt(context, start); team >= 0 && context.mentionAt(start)->endToken == end) {
                currentTeam = team;
                continue;
            }
        }
        if (!lineMinutes.isEmpty() && end == start + 1 && context.tokens.at(start).is(Token::AllCaps)) {
            if (const int team = teamOfCode(context, context.tokenText(start)); team >= 0)
                currentTeam = team;
            continue;
        }
        if (followsSpacedSlash(context, start) && m_sides.away >= 0)
            currentTeam = m_sides.away;
        if (isOfAnotherMatch(context, start, end, s, type != EventType::Goal))
            continue;
        const RawMention *person = nullptr;
        bool ownGoal = false;
        QVarLengthArray<std::pair<BoxMinute, bool>, 4> minutes; // minute, penalty; an item gives one or two
        bool itemPenalty = false;
        bool secondYellow = false; // "Daly (Heath) 70, 2nd yellow": the card a second yellow, its "2nd" no minute
        for (int t = start; t < end; ++t) {
            if (const int words = secondYellowWordsAt(context, t, end); words > 0) {
                secondYellow = true;
                t += words - 1;
                continue;
            }
            if (const RawMention *mention = personAt(context, t)) {
                if (!person)
                    person = mention;
                t = mention->endToken - 1;
                continue;
            }
            const Folded word(context, t);
            if (word == QLatin1String("og") || word == QLatin1String("o g") || (word == QLatin1String("own") && t + 1 < end && Folded(context, t + 1) == QLatin1String("goal")))
                ownGoal = true;
            else if (word == QLatin1String("pen") || word == QLatin1String("p") || word == QLatin1String("penalty") || word == QLatin1String("pens")
                     || word == QLatin1String("pk")) {
                // "Vardy 74 (pen)", and "45+2' Oyelaran (pen)", the item opened by its minute.
                if (!minutes.isEmpty() && (minutes.last().first.endToken >= t - 2 || (minutes.size() == 1 && minutes.first().first.opensItem)))
                    minutes.last().second = true;
                else
                    itemPenalty = true;
            } else if (isRunningScoreAt(context, t, end)) {
                t += 2; // "1-0 Đurić (12)": the score after the goal, no minute
            } else if (auto minute = boxMinuteAt(context, t, end, m_texts); minute && (minute->clock || !clockLine)) {
                minute->opensItem = !person && (t == start || (t == start + 1 && opensAsItem(context, start)));
                minutes.append({*minute, itemPenalty});
                itemPenalty = false;
                t = minute->endToken - 1;
            }
        }
        // "Emeka Obiora-Lund 7 (Santiago Villaran 4) 18'", as American boxes tally the season's goals and assists: where
        // an item marks a minute, its bare numbers are tallies (a penalty told after one is the goal's).
        if (std::any_of(minutes.cbegin(), minutes.cend(), [](const auto &m) { return m.first.marked; })) {
            bool penaltyCarried = false;
            for (auto it = minutes.begin(); it != minutes.end();) {
                if (it->first.marked) {
                    it->second = it->second || penaltyCarried;
                    penaltyCarried = false;
                    ++it;
                } else {
                    penaltyCarried = penaltyCarried || it->second;
                    it = minutes.erase(it);
                }
            }
        }
        if (!person && start == itemsStart && !minutes.isEmpty() && minutes.first().first.opensItem) {
            for (const auto &minute : minutes)
                lineMinutes.append(minute);
            continue;
        }
        if (person && minutes.isEmpty() && !lineMinutes.isEmpty()) {
            for (const auto &[minute, penalty] : lineMinutes)
                minutes.append({minute, penalty || itemPenalty}); // "45+2' – PCS – Mateo Salcedo (PK)"
            lineMinutes.clear();
        }
        if (!person && !out.isEmpty() && out.last().sentence == s && !minutes.isEmpty()) {
            // "Vardy 74 (pen), 84 (pen)": a bare minute continues the previous name; "Tyler Okafor (Marco Benetti) – 17:42"
            // times the name before it, given none.
            const bool untimed = !out.last().event.time.isValid();
            if (untimed)
                out.last().event.time = minutes.first().first.time;
            const EventCandidate previous = out.last();
            for (const auto &[minute, penalty] : std::span(minutes).subspan(untimed ? 1 : 0)) {
                EventCandidate candidate = previous;
                candidate.event.time = minute.time;
                if (type == EventType::Goal && previous.event.type != EventType::OwnGoal)
                    candidate.event.type = penalty ? EventType::PenaltyGoal : EventType::Goal;
                out.append(candidate);
            }
            continue;
        }
        // "SH 26m Techera, own goal (LC)": the goal just listed was its scorer's own, the comma between.
        if (!person && ownGoal && minutes.isEmpty() && type == EventType::Goal && !out.isEmpty() && out.last().sentence == s
            && out.last().event.type == EventType::Goal) {
            EventCandidate &previous = out.last();
            previous.event.type = EventType::OwnGoal;
            if (const int own = m_lineupSides.value(previous.player, -1); own >= 0)
                previous.event.team = EventBuilder::teamName(context, own);
            else if (currentTeam >= 0 && (currentTeam == m_sides.home || currentTeam == m_sides.away))
                previous.event.team = EventBuilder::teamName(context, currentTeam == m_sides.home ? m_sides.away : m_sides.home);
            continue;
        }
        const bool cardLine = type == EventType::YellowCard || type == EventType::RedCard;
        if (!person && secondYellow && cardLine && !out.isEmpty() && out.last().sentence == s && isCard(out.last().event.type)) {
            out.last().event.type = EventType::SecondYellow;
            continue;
        }
        if (!person)
            continue;
        const EventType itemType = secondYellow && cardLine ? EventType::SecondYellow : type == EventType::YellowCard ? cardOfItem(context, start, end) : type;
        auto emitEvent = [&](const std::optional<BoxMinute> &minute, bool penalty) {
            EventType eventType = itemType;
            if (type == EventType::Goal)
                eventType = ownGoal ? EventType::OwnGoal : penalty ? EventType::PenaltyGoal : EventType::Goal;
            EventCandidate candidate = EventBuilder::make(eventType, context, s, Source::Box);
            // Under a side's line-up, "Goals:" lists that side's goals; an own goal there was scored
            // by a player of the other side.
            int team = currentTeam;
            if (eventType == EventType::OwnGoal && currentTeam >= 0)
                team = currentTeam == m_sides.home ? m_sides.away : currentTeam == m_sides.away ? m_sides.home : -1;
            if (const int listedBy = m_lineupSides.value(person->entity, -1); listedBy >= 0)
                team = listedBy;
            if (team >= 0)
                candidate.event.team = EventBuilder::teamName(context, team);
            EventBuilder::setPlayer(candidate, context, *person);
            if (minute)
                candidate.event.time = minute->time;
            out.append(candidate);
        };
        if (minutes.isEmpty())
            emitEvent(std::nullopt, itemPenalty);
        for (const auto &[minute, penalty] : minutes)
            emitEvent(minute, penalty);
    }
}

bool BoxEventFinder::isNamedOutsideParagraph(const ExtractionContext &context, int entity, int paragraph) const
{
    // Each entity's first and last paragraph, found in one pass when first asked: a long text's card lists would
    // each have read every mention.
    if (m_entityParagraphs.empty()) {
        m_entityParagraphs.assign(std::size_t(context.result.entities.size()), {std::numeric_limits<int>::max(), -1});
        for (const RawMention &mention : context.mentions) {
            if (mention.entity < 0 || std::size_t(mention.entity) >= m_entityParagraphs.size())
                continue;
            auto &[first, last] = m_entityParagraphs[std::size_t(mention.entity)];
            const int at = context.sentences.at(mention.sentence).paragraph;
            first = std::min(first, at);
            last = std::max(last, at);
        }
    }
    if (entity < 0 || std::size_t(entity) >= m_entityParagraphs.size())
        return false;
    const auto [first, last] = m_entityParagraphs[std::size_t(entity)];
    return last >= 0 && (first != paragraph || last != paragraph);
}

bool BoxEventFinder::isOfAnotherMatch(const ExtractionContext &context, int start, int end, int s, bool cards) const
{
    for (int t = start + 1; t + 1 < end; ++t) {
        if (!isPunct(context, t, QLatin1Char('(')))
            continue;
        const RawMention *mention = context.mentionAt(t + 1);
        if (!mention || mention->firstToken != t + 1 || mention->entity < 0 || (!cards && teamEntityAt(context, t + 1) < 0))
            return false;
        return !isNamedOutsideParagraph(context, mention->entity, context.sentences.at(s).paragraph);
    }
    return false;
}

bool BoxEventFinder::parseResultLine(const ExtractionContext &context, int s, int from, QList<EventCandidate> &out) const
{
    const Sentence &sentence = context.sentences.at(s);
    const int end = sentence.endToken;
    int token = from;
    std::array<int, 2> teams{-1, -1};
    std::array<int, 2> goals{0, 0};
    std::array<std::pair<int, int>, 2> scorers{{{-1, -1}, {-1, -1}}};
    // A side in capitals that names no side the report knows ("BRINDLE HEATH" of a report that calls them "Heath", a
    // common word): its name as the line writes it, read only when the line lists scorers.
    std::array<QString, 2> unknownSides;
    for (int side = 0; side < 2; ++side) {
        teams[side] = token < end ? teamEntityAt(context, token) : -1;
        if (teams[side] >= 0) {
            token = context.mentionAt(token)->endToken;
        } else if (token < end) {
            // "BRINDLE HEATH 1 (Sowerby 38) MOSSGATE TOWN 3 (...)": sides in capitals the mention finder leaves alone.
            const int capitals = token;
            std::tie(teams[side], token) = teamInCapitalsAt(context, capitals, end, true);
            if (teams[side] < 0) {
                token = capitals;
                while (token < end && context.tokens.at(token).kind == Token::Kind::Word && context.tokens.at(token).is(Token::AllCaps))
                    ++token;
                if (token > capitals)
                    unknownSides[side] = inTitleCase(QStringView(context.text).mid(context.tokens.at(capitals).start, context.tokens.at(token - 1).end - context.tokens.at(capitals).start));
            }
        }
        if (teams[side] < 0 && unknownSides[side].isEmpty())
            return false;
        if (token >= end || context.tokens.at(token).kind != Token::Kind::Number || context.tokens.at(token).length() > 2)
            return false;
        goals[side] = context.tokenText(token).toInt();
        if (++token < end && isPunct(context, token, QLatin1Char('('))) {
            const int open = token;
            while (token < end && !isPunct(context, token, QLatin1Char(')')))
                ++token;
            if (token == end)
                return false;
            // "(after extra time; Bramcote won 4-3 on penalties)": a bracket naming nobody holds no scorers.
            bool namesSomeone = false;
            for (int t = open + 1; t < token && !namesSomeone; ++t)
                namesSomeone = personAt(context, t) != nullptr;
            if (namesSomeone)
                scorers[side] = {open + 1, token};
            ++token;
        }
    }
    const bool scorersListed = scorers[0].first >= 0 || scorers[1].first >= 0;
    const bool sideUnknown = !unknownSides[0].isEmpty() || !unknownSides[1].isEmpty();
    // Without brackets, only a headline after its label ("JD Cymru Premier: Abercorrwg Town 3 Penfelin United 1"): the
    // opening lines' results without one are ScoreCheck's.
    if ((teams[0] == teams[1] && !sideUnknown) || (token != end && !(token + 1 == end && isPunct(context, token, QLatin1Char('.'))))
        || (!scorersListed && (from == sentence.firstToken || s >= 3 || sideUnknown)))
        return false;
    if (s >= 3 && (sideUnknown || !(isNamedOutsideParagraph(context, teams[0], sentence.paragraph) && isNamedOutsideParagraph(context, teams[1], sentence.paragraph))))
        return false;
    if (m_sides.home < 0 && m_sides.away < 0 && !sideUnknown)
        m_sides = {teams[0], teams[1]};
    for (int side = 0; side < 2; ++side) {
        if (scorers[side].first >= 0)
            parseItems(context, s, scorers[side].first, EventType::Goal, teams[side], out, scorers[side].second);
    }
    EventCandidate fullTime = EventBuilder::make(EventType::FullTime, context, s, Source::Box);
    const bool homeFirst = teams[0] >= 0 ? teams[0] != m_sides.away : teams[1] < 0 || teams[1] != m_sides.home;
    fullTime.event.scoreAfter = homeFirst ? Score{goals[0], goals[1]} : Score{goals[1], goals[0]};
    const auto sideName = [&](int side) { return teams[side] >= 0 ? EventBuilder::teamName(context, teams[side]) : unknownSides[side]; };
    fullTime.event.detail = QStringLiteral("%1 %2 %3").arg(sideName(homeFirst ? 0 : 1), fullTime.event.scoreAfter->toString(), sideName(homeFirst ? 1 : 0));
    out.append(fullTime);
    return true;
}

void BoxEventFinder::parseSubstitutions(const ExtractionContext &context, int s, int itemsStart, int team, QList<EventCandidate> &out) const
{
    const Sentence &sentence = context.sentences.at(s);
    // "Kowalski on for Morel (60)", "Kowalski for Morel 60": the one named first came on.
    for (const auto &[start, end] : splitItems(context, itemsStart, sentence.endToken)) {
        const RawMention *incoming = nullptr;
        const RawMention *outgoing = nullptr;
        std::optional<BoxMinute> minute;
        bool forSeen = false;
        bool offFirst = false; // "46' Hayashida → Asahina": the one named first went off
        for (int t = start; t < end; ++t) {
            if (const RawMention *person = personAt(context, t)) {
                if (!incoming)
                    incoming = person;
                else if (forSeen && !outgoing)
                    outgoing = person;
                t = person->endToken - 1;
                continue;
            }
            // "Brannigan ⇄ Hesketh", "Mbatha/Quayle" under "In/Out", "Ayodele (Pryce 63)" under "Subs": as "for", the
            // one named first came on.
            if (incoming && !forSeen && (Folded(context, t) == QLatin1String("for") || isSwapMark(context, t) || isPunct(context, t, QLatin1Char('('))))
                forSeen = true;
            else if (incoming && !forSeen && (isPunct(context, t, QChar(0x2192)) || isPunct(context, t, QChar(0x2190))))
                forSeen = true, offFirst = isPunct(context, t, QChar(0x2192));
            else if (!minute)
                minute = boxMinuteAt(context, t, end, m_texts);
        }
        if (offFirst && outgoing)
            std::swap(incoming, outgoing);
        if (incoming && outgoing) {
            out.append(substitutionOf(context, s, {start, end}, team, *incoming, *outgoing, minute, m_texts));
        } else if (!incoming && minute && !out.isEmpty() && out.last().sentence == s && out.last().event.type == EventType::Substitution
                   && !out.last().event.time.isValid()) {
            // "Andre Whitfield for Joaquín Etcheverry, MIN 58": the minute an item of its own after the change.
            out.last().event.time = minute->time;
            out.last().event.evidence.first().end = context.tokens.at(end - 1).end;
        }
    }
}

void BoxEventFinder::parseLineup(const ExtractionContext &context, int s, int itemsStart, int team, QList<EventCandidate> &out) const
{
    const Sentence &sentence = context.sentences.at(s);
    for (const auto &[start, end] : splitItems(context, itemsStart, sentence.endToken)) {
        const RawMention *starter = nullptr;
        int t = start;
        for (; t < end; ++t) {
            if (isPunct(context, t, QLatin1Char('(')))
                break;
            if (!starter)
                starter = personAt(context, t);
        }
        if (starter && team >= 0)
            m_lineupSides.insert(starter->entity, team);
        if (!starter || t >= end)
            continue;
        // Inside the brackets: "(Harper 69)", "(Greenwood, 45')", "(c)", "(OG 57)", "(Tella 77 6)".
        const RawMention *substitute = nullptr;
        std::optional<BoxMinute> minute;
        bool ownGoal = false;
        for (int k = t + 1; k < end; ++k) {
            if (isPunct(context, k, QLatin1Char(')')))
                break;
            if (!substitute)
                if (const RawMention *person = personAt(context, k)) {
                    substitute = person;
                    k = person->endToken - 1;
                    continue;
                }
            const Folded word(context, k);
            if (word == QLatin1String("og"))
                ownGoal = true;
            if (!minute)
                if (auto found = boxMinuteAt(context, k, end, m_texts)) {
                    minute = found;
                    k = found->endToken - 1;
                }
        }
        if (ownGoal && minute) {
            EventCandidate candidate = EventBuilder::make(EventType::OwnGoal, context, s, Source::Box);
            candidate.event.team = EventBuilder::teamName(context, team);
            EventBuilder::setPlayer(candidate, context, *starter);
            candidate.event.time = minute->time;
            out.append(candidate);
            continue;
        }
        if (substitute) {
            if (team >= 0)
                m_lineupSides.insert(substitute->entity, team);
            // "subs: Burdis (for Harrop 57)": a substitute listed with the one he replaced.
            const bool cameOnFor = t + 1 < end && Folded(context, t + 1) == QLatin1String("for");
            out.append(substitutionOf(context, s, {start, end}, team, cameOnFor ? *starter : *substitute, cameOnFor ? *substitute : *starter, minute, m_texts));
        }
    }
}

bool BoxEventFinder::parseArrowChange(const ExtractionContext &context, int s, int team, QList<EventCandidate> &out) const
{
    const Sentence &sentence = context.sentences.at(s);
    // A box's line, short: a line of prose (most lines asked) is passed without a look at its tokens.
    if (sentence.span.length() > 100)
        return false;
    int arrow = sentence.firstToken;
    while (arrow < sentence.endToken && !isPunct(context, arrow, QChar(0x2192)) && !isPunct(context, arrow, QChar(0x2190)))
        ++arrow;
    if (arrow == sentence.endToken)
        return false;
    const RawMention *before = nullptr;
    std::optional<BoxMinute> opening; // "46' Hayashida → Asahina": the minute opening the line
    for (int t = sentence.firstToken; t < arrow; ++t) {
        if (const RawMention *person = personAt(context, t)) {
            before = person;
            t = person->endToken - 1;
        } else if (!before && !opening) {
            opening = boxMinuteAt(context, t, arrow, m_texts);
        }
    }
    const RawMention *after = nullptr;
    std::optional<BoxMinute> minute;
    for (int t = arrow + 1; t < sentence.endToken && !minute; ++t) {
        if (const RawMention *person = after ? nullptr : personAt(context, t)) {
            after = person;
            t = person->endToken - 1;
        } else if (after) {
            minute = boxMinuteAt(context, t, sentence.endToken, m_texts);
        }
    }
    if (!before || !after || before->entity == after->entity)
        return false;
    if (!minute)
        minute = opening;
    const bool onAfterArrow = isPunct(context, arrow, QChar(0x2192));
    out.append(substitutionOf(context, s, {sentence.firstToken, sentence.endToken}, team, onAfterArrow ? *after : *before,
                              onAfterArrow ? *before : *after, minute, m_texts));
    return true;
}

bool BoxEventFinder::parseRatedSubstitute(const ExtractionContext &context, int s, int team, QList<EventCandidate> &out) const
{
    const Sentence &line = context.sentences.at(s);
    const int end = line.endToken;
    const RawMention *incoming = personAt(context, line.firstToken);
    if (!incoming || incoming->firstToken != line.firstToken || incoming->endToken + 3 >= end)
        return false;
    int t = incoming->endToken;
    if (!isPunct(context, t, QLatin1Char('(')) || Folded(context, t + 1) != QLatin1String("for"))
        return false;
    const RawMention *outgoing = personAt(context, t + 2);
    if (!outgoing || outgoing->entity == incoming->entity)
        return false;
    t = outgoing->endToken;
    if (t < end && isPunct(context, t, QLatin1Char(',')))
        ++t;
    std::optional<BoxMinute> minute = t < end ? boxMinuteAt(context, t, end, m_texts) : std::nullopt;
    // "HT": on at half-time, no minute of his own.
    const bool halfTime = !minute && t < end && (Folded(context, t) == QLatin1String("ht") || Folded(context, t) == QLatin1String("half-time"));
    if (!minute && !halfTime)
        return false;
    const int close = minute ? minute->endToken : t + 1;
    if (close >= end || !isPunct(context, close, QLatin1Char(')')))
        return false;
    out.append(substitutionOf(context, s, {line.firstToken, close + 1}, team, *incoming, *outgoing, minute, m_texts));
    return true;
}

bool BoxEventFinder::parseNumberedPlayerLine(const ExtractionContext &context, int s, int team, QList<EventCandidate> &out) const
{
    constexpr int longestLine = 12; // tokens: "11 Jean-Paul Ndiaye Substituted for Tom Kerr at 85' minutes"
    const Sentence &line = context.sentences.at(s);
    const int first = line.firstToken;
    const int end = line.endToken;
    if (end - first > longestLine || context.tokens.at(first).kind != Token::Kind::Number || context.tokens.at(first).length() > 2)
        return false;
    const RawMention *player = personAt(context, first + 1);
    if (!player || player->endToken >= end)
        return false;
    const int after = player->endToken;
    // "10 Ruiz (Hallstrom 72)": a line-up's item.
    if (isPunct(context, after, QLatin1Char('('))) {
        const qsizetype before = out.size();
        parseLineup(context, s, first + 1, team, out);
        return out.size() > before;
    }
    // "10 Marchetti 65' ↔ Schmid": the starter went off.
    if (const std::optional<BoxMinute> minute = boxMinuteAt(context, after, end, m_texts)) {
        int mark = minute->endToken;
        if (mark < end && (isPunct(context, mark, QLatin1Char('\'')) || isPunct(context, mark, QChar(0x2019))))
            ++mark;
        if (mark + 1 >= end || !isSwapMark(context, mark))
            return false;
        const RawMention *incoming = personAt(context, mark + 1);
        if (!incoming || incoming->endToken != end || incoming->entity == player->entity)
            return false;
        out.append(substitutionOf(context, s, {first, end}, team, *incoming, *player, minute, m_texts));
        return true;
    }
    // "7 Doherty Substituted for Amankwah at 75' minutes", "5 Greaves Booked at 52mins": a note after the name.
    const QStringView note = viewFrom(context, line, after);
    const bool substituted = note.startsWith(openings[SubstitutedFor]);
    if (!substituted && !note.startsWith(openings[BookedAt]) && !note.startsWith(openings[SentOffAt]))
        return false;
    const QList<TimeExpression> times = EventBuilder::timesIn(context, s);
    if (times.isEmpty())
        return false;
    const EventType type = substituted ? EventType::Substitution : note.startsWith(openings[BookedAt]) ? EventType::YellowCard : EventType::RedCard;
    EventCandidate candidate = EventBuilder::make(type, context, s, Source::Box);
    if (team >= 0)
        candidate.event.team = EventBuilder::teamName(context, team);
    candidate.event.time = times.first().time;
    if (substituted) {
        const RawMention *incoming = personAt(context, after + 2);
        if (!incoming)
            return false;
        EventBuilder::setPlayer(candidate, context, *incoming);
        EventBuilder::setSecondPlayer(candidate, context, *player);
        candidate.event.detail = substitutionDetail(candidate.event.player, candidate.event.secondPlayer, m_texts);
    } else {
        EventBuilder::setPlayer(candidate, context, *player);
    }
    out.append(candidate);
    return true;
}

namespace {

// The kind of event a timeline's line names after its minute, in words folded to lower case: "Goal", "Penalty missed".
// A substitution is told by its type too. Not "VAR", whose player the line does not tell.
std::optional<EventType> keyMomentType(QStringView label)
{
    static const QHash<QString, EventType> types = {
        {QStringLiteral("goal"), EventType::Goal}, {QStringLiteral("goal!"), EventType::Goal},
        {QStringLiteral("own goal"), EventType::OwnGoal}, {QStringLiteral("own-goal"), EventType::OwnGoal}, {QStringLiteral("og"), EventType::OwnGoal},
        {QStringLiteral("penalty"), EventType::PenaltyGoal}, {QStringLiteral("penalty goal"), EventType::PenaltyGoal},
        {QStringLiteral("penalty scored"), EventType::PenaltyGoal}, {QStringLiteral("goal (penalty)"), EventType::PenaltyGoal},
        {QStringLiteral("penalty missed"), EventType::PenaltyMiss}, {QStringLiteral("missed penalty"), EventType::PenaltyMiss},
        {QStringLiteral("penalty saved"), EventType::PenaltyMiss}, {QStringLiteral("penalty miss"), EventType::PenaltyMiss},
        {QStringLiteral("yellow card"), EventType::YellowCard}, {QStringLiteral("yellow"), EventType::YellowCard},
        {QStringLiteral("booking"), EventType::YellowCard}, {QStringLiteral("booked"), EventType::YellowCard},
        {QStringLiteral("caution"), EventType::YellowCard},
        {QStringLiteral("second yellow"), EventType::SecondYellow}, {QStringLiteral("second yellow card"), EventType::SecondYellow},
        {QStringLiteral("second booking"), EventType::SecondYellow}, {QStringLiteral("yellow-red card"), EventType::SecondYellow},
        {QStringLiteral("red card"), EventType::RedCard}, {QStringLiteral("straight red"), EventType::RedCard},
        {QStringLiteral("straight red card"), EventType::RedCard}, {QStringLiteral("sent off"), EventType::RedCard},
        {QStringLiteral("red"), EventType::RedCard},
        {QStringLiteral("substitution"), EventType::Substitution}, {QStringLiteral("sub"), EventType::Substitution},
        {QStringLiteral("change"), EventType::Substitution},
        {QStringLiteral("injury"), EventType::Injury},
        {QStringLiteral("disallowed goal"), EventType::DisallowedGoal}, {QStringLiteral("goal disallowed"), EventType::DisallowedGoal},
        {QStringLiteral("goal ruled out"), EventType::DisallowedGoal}};
    const auto found = types.constFind(label.toString());
    return found == types.cend() ? std::nullopt : std::optional<EventType>(*found);
}

bool isTimelineMark(const ExtractionContext &context, int token)
{
    if (context.tokens.at(token).kind != Token::Kind::Punct)
        return false;
    const QChar c = context.text.at(context.tokens.at(token).start);
    return c == u'\'' || c == u'\u2019' || c == u'\u2032' || c == u'-' || c == u'\u2013' || c == u'\u2014' || c == u':' || c == u'|';
}

} // namespace

bool BoxEventFinder::parseKeyMomentLine(const ExtractionContext &context, int s, QList<EventCandidate> &out) const
{
    const Sentence &sentence = context.sentences.at(s);
    const int end = sentence.endToken;
    int t = sentence.firstToken;
    // A bullet or two before the minute: "•", "-", "*".
    for (int bullets = 0; bullets < 2 && t < end && context.tokens.at(t).kind == Token::Kind::Punct; ++bullets)
        ++t;
    if (t + 2 >= end || context.tokens.at(t).kind != Token::Kind::Number)
        return false;
    // The label's first word, looked at before the minute is read: most lines that open with a number are no timeline's.
    int label = t + 1;
    while (label < end && label < t + 6 && (context.tokens.at(label).kind != Token::Kind::Word || isPunct(context, label - 1, QLatin1Char('+'))))
        ++label;
    if (label == end || !context.tokens.at(label).is(Token::Capitalised))
        return false;
    const std::optional<BoxMinute> minute = boxMinuteAt(context, t, end, m_texts);
    if (!minute)
        return false;
    label = minute->endToken;
    for (int marks = 0; marks < 3 && label < end && isTimelineMark(context, label); ++marks)
        ++label;
    // The label runs to the comma, colon or dash after it, three words at most: "Goal,", "Penalty missed:", "Own goal –".
    int labelEnd = label;
    while (labelEnd < end && labelEnd < label + 4 && !isPunct(context, labelEnd, QLatin1Char(',')) && !isTimelineMark(context, labelEnd)
           && !personAt(context, labelEnd))
        ++labelEnd;
    if (labelEnd == label || labelEnd == end || labelEnd == label + 4)
        return false;
    const Folded folded(QStringView(context.text).mid(context.tokens.at(label).start, context.tokens.at(labelEnd - 1).end - context.tokens.at(label).start));
    const std::optional<EventType> type = keyMomentType(folded.view());
    if (!type)
        return false;
    // The name right after the label and its mark, or after the side the change is of ("Substitution, Kestrel Bay:").
    int nameStart = labelEnd;
    for (int marks = 0; marks < 2 && nameStart < end && (isPunct(context, nameStart, QLatin1Char(',')) || isTimelineMark(context, nameStart)); ++marks)
        ++nameStart;
    if (teamEntityAt(context, nameStart) >= 0) {
        nameStart = context.mentionAt(nameStart)->endToken;
        if (nameStart < end && (isPunct(context, nameStart, QLatin1Char(',')) || isTimelineMark(context, nameStart)))
            ++nameStart;
    }
    const QList<const RawMention *> people = EventBuilder::peopleIn(context, labelEnd, end);
    const qsizetype named = *type == EventType::Substitution ? 2 : 1;
    if (people.size() < named || people.first()->firstToken != nameStart)
        return false;
    // A box's line ends a few tokens after the name and its side: "(Kestrel Bay) 1-0", "hits post". A line that goes on
    // in prose ("PENALTY GOAL - Rooksby handles ... and Osei-Kuffour sends Hronek the wrong way") is the narrative's.
    int rest = people.at(named - 1)->endToken;
    if (rest < end && isPunct(context, rest, QLatin1Char('('))) {
        const int bracketEnd = std::min(end, rest + 8);
        while (rest < bracketEnd && !isPunct(context, rest, QLatin1Char(')')))
            ++rest;
        ++rest;
    }
    if (end - rest > 5)
        return false;
    // A timeline's entry, as a live page's: the same event as the box's line at the foot, merged with it.
    EventCandidate candidate = EventBuilder::make(*type, context, s, Source::Commentary);
    if (*type == EventType::Substitution) {
        // "Fairclough on, Ormerod off", "Okoro for Vermeulen"; "Ormerod off, Fairclough on": the one before "off" or "out" left.
        int after = people.at(0)->endToken;
        if (after < end && isPunct(context, after, QLatin1Char('('))) // "Ormerod (Kestrel Bay) off"
            while (after < end && !isPunct(context, after++, QLatin1Char(')'))) { }
        const bool firstLeft = after < end && (context.tokenText(after).compare(QLatin1String("off"), Qt::CaseInsensitive) == 0
                                               || context.tokenText(after).compare(QLatin1String("out"), Qt::CaseInsensitive) == 0);
        const RawMention *incoming = firstLeft ? people.at(1) : people.at(0);
        const RawMention *outgoing = firstLeft ? people.at(0) : people.at(1);
        EventBuilder::setPlayer(candidate, context, *incoming);
        EventBuilder::setSecondPlayer(candidate, context, *outgoing);
        candidate.event.detail = substitutionDetail(candidate.event.player, candidate.event.secondPlayer, m_texts);
    } else {
        EventBuilder::setPlayer(candidate, context, *people.at(0));
    }
    candidate.event.time = minute->time;
    out.append(candidate);
    return true;
}

bool BoxEventFinder::parseCodedCard(const ExtractionContext &context, int s, QList<EventCandidate> &out) const
{
    const Sentence &sentence = context.sentences.at(s);
    const int first = sentence.firstToken;
    if (context.tokens.at(first).kind != Token::Kind::Number)
        return false;
    // The code within the minute's few tokens ("90+2' SYC"), looked for before the minute is read: most lines that open
    // with a number hold none.
    const int codeEnd = std::min(sentence.endToken, first + 6);
    int codeSeen = first + 1;
    while (codeSeen < codeEnd && !context.tokens.at(codeSeen).is(Token::AllCaps))
        ++codeSeen;
    if (codeSeen == codeEnd)
        return false;
    const std::optional<BoxMinute> minute = boxMinuteAt(context, first, sentence.endToken, m_texts);
    int code = minute ? minute->endToken : sentence.endToken;
    if (code < sentence.endToken && (isPunct(context, code, QLatin1Char('\'')) || isPunct(context, code, QChar(0x2019))))
        ++code; // "55' YC": the minute's mark
    if (code + 1 >= sentence.endToken || !context.tokens.at(code).is(Token::AllCaps) || context.tokens.at(code).length() > 3)
        return false;
    const QStringView word = context.tokenText(code);
    const EventType type = word == u"YC" ? EventType::YellowCard : word == u"RC" ? EventType::RedCard : EventType::SecondYellow;
    if (type == EventType::SecondYellow && word != u"SYC" && word != u"YRC")
        return false;
    int name = code + 1;
    if (context.tokens.at(name).kind == Token::Kind::Punct)
        ++name;
    const RawMention *person = name < sentence.endToken ? personAt(context, name) : nullptr;
    if (!person)
        return false;
    EventCandidate candidate = EventBuilder::make(type, context, s, Source::Box);
    EventBuilder::setPlayer(candidate, context, *person);
    candidate.event.time = minute->time;
    out.append(candidate);
    return true;
}

void BoxEventFinder::parseCommentary(const ExtractionContext &context, int s, const ShownWords &shown, QList<EventCandidate> &out) const
{
    const Sentence &sentence = context.sentences.at(s);
    const int start = commentaryStart(context, sentence);
    const qsizetype found = out.size();
    parseCommentaryLine(context, s, start, shown, out);
    // The line's minute stamp times what it told: "62' Penalty saved! ...", or one on a line of its own above it, as
    // live text copied from a page lays it out ("90+3'" above "Aaron Pryce (Ravensholme) is shown the yellow card").
    if (out.size() > found) {
        if (const std::optional<BoxMinute> stamp = start > sentence.firstToken ? boxMinuteAt(context, sentence.firstToken, start, m_texts)
                                                                              : stampLineAbove(context, s, m_texts)) {
            for (qsizetype k = found; k < out.size(); ++k) {
                if (!out[k].event.time.isValid() && out[k].event.type != EventType::FullTime)
                    out[k].event.time = stamp->time;
            }
        }
    }
}

void BoxEventFinder::parseCommentaryLine(const ExtractionContext &context, int s, int start, const ShownWords &shown, QList<EventCandidate> &out) const
{
    const Sentence &sentence = context.sentences.at(s);
    const QStringView text = viewFrom(context, sentence, start);
    // Every pattern opens with fixed words, or holds "is shown the": a line with none of them is
    // prose, and runs no pattern (most lines of most reports).
    // Compared only when the first letters agree: Qt's Latin-1 comparison costs a call per opening.
    const auto opensWith = [&text](QLatin1String opening) { return text.size() >= opening.size() && text.front() == opening.front() && text.startsWith(opening); };
    const bool mayOpen = mayOpenCommentary(text);
    // A QStringMatcher skips ahead by its pattern's length: a tenth of QStringView::contains here.
    static const QStringMatcher shownThe(QStringLiteral("is shown the"));
    const Opening opening = mayOpen ? Opening(std::find_if(std::begin(openings), std::end(openings), opensWith) - std::begin(openings)) : NoOpening;
    // Each pattern below runs only on a line with its opening, the card's only on one with "is shown the":
    // a line of commentary ran them all, the card's a search of the whole line.
    const auto showsCard = [&] { return shown.anyIn(sentence) && shownThe.indexIn(text) >= 0; };
    if (opening == NoOpening && !showsCard())
        return;
    static const auto option = Regex::UnicodeProperties;
    static const Regex substitution(QStringLiteral("^Substitution,\\s+[^.]+\\.\\s*(.+?)\\s+replaces\\s+(.+?)(?:\\s+because of an injury)?\\.?\\s*$"), option);
    static const Regex card(QStringLiteral("\\bis shown the (yellow|red|second yellow) card\\b"), option);
    static const Regex injury(QStringLiteral("^Delay in match\\b.*\\binjury\\b"), option);
    static const Regex matchEnds(QStringLiteral("^(?:Match ends|Full time|Second Half ends),\\s+(.+?)\\s+(\\d+),\\s+(.+?)\\s+(\\d+)\\.?$"), option);
    static const Regex goal(QStringLiteral("^Goal!\\s+(.+?)\\s+(\\d+),\\s+(.+?)\\s+(\\d+)\\.?\\s*$"), option);
    static const Regex ownGoal(QStringLiteral("^Own Goal by\\s+(.+?),\\s+[^.]+\\.?"), option);
    static const Regex penaltyMiss(QStringLiteral("^Penalty (?:missed|saved)!"), option);
    static const Regex varDecision(QStringLiteral("^VAR Decision:"), option);
    const QList<const RawMention *> people = EventBuilder::peopleIn(context, start, sentence.endToken);

    // "84' Substitution, Ashbourne Rovers: Pell on, Cotterill off.", as other live pages write it.
    static const Regex onAndOff(QStringLiteral("^Substitution,\\s+[^.:]+[.:]\\s*(.+?)\\s+on,\\s+(.+?)\\s+off\\.?\\s*$"), option);
    if (auto m = opening == Substitution ? substitution.match(text) : RegexMatch(); (m.hasMatch() || (opening == Substitution && onAndOff.match(text).hasMatch()))
        && people.size() >= 2) {
        EventCandidate candidate = EventBuilder::make(EventType::Substitution, context, s, Source::Commentary);
        EventBuilder::setPlayer(candidate, context, *people.at(0));
        EventBuilder::setSecondPlayer(candidate, context, *people.at(1));
        candidate.event.detail = substitutionDetail(candidate.event.player, candidate.event.secondPlayer, m_texts);
        out.append(candidate);
        return;
    }
    if (auto m = opening == NoOpening || showsCard() ? card.match(text) : RegexMatch(); m.hasMatch() && !people.isEmpty()) {
        const QStringView colour = m.capturedView(1);
        const EventType type = colour == QLatin1String("yellow") ? EventType::YellowCard
            : colour == QLatin1String("red") ? EventType::RedCard : EventType::SecondYellow;
        EventCandidate candidate = EventBuilder::make(type, context, s, Source::Commentary);
        EventBuilder::setPlayer(candidate, context, *people.at(0));
        out.append(candidate);
        return;
    }
    if (opening == Delay && injury.match(text).hasMatch() && !people.isEmpty()) {
        EventCandidate candidate = EventBuilder::make(EventType::Injury, context, s, Source::Commentary);
        EventBuilder::setPlayer(candidate, context, *people.at(0));
        out.append(candidate);
        return;
    }
    if (auto m = opening == MatchEnds || opening == FullTime || opening == SecondHalfEnds ? matchEnds.match(text) : RegexMatch(); m.hasMatch()) {
        EventCandidate candidate = EventBuilder::make(EventType::FullTime, context, s, Source::Commentary);
        candidate.event.scoreAfter = Score{m.capturedView(2).toInt(), m.capturedView(4).toInt()};
        candidate.event.detail = candidate.event.scoreAfter->toString();
        const int home = teamEntityAt(context, start + 3);
        if (home >= 0 && m_sides.home < 0)
            m_sides.home = home;
        out.append(candidate);
        return;
    }
    // "Goal!" a sentence of its own, the score the next: "Goal! Glenross Athletic 2, Morwen Dynamo 0." split at its mark.
    static const Regex scoreOfGoal(QStringLiteral("^(.+?)\\s+(\\d+),\\s+(.+?)\\s+(\\d+)\\.?\\s*$"), option);
    const bool goalAlone = opening == Goal && text.trimmed().size() == openings[Goal].size() && s + 2 < context.sentences.size();
    const int scorerSentence = goalAlone ? s + 2 : s + 1;
    if (auto m = !goalAlone ? (opening == Goal ? goal.match(text) : RegexMatch()) : scoreOfGoal.match(sentenceText(context, s + 1));
        m.hasMatch() && scorerSentence < context.sentences.size()) {
        // The scorer is named in the next sentence: "Daniel Redmond (Hamilton Academical) left footed shot ...".
        const Sentence &next = context.sentences.at(scorerSentence);
        const QList<const RawMention *> scorers = EventBuilder::peopleIn(context, next.firstToken, next.endToken);
        if (scorers.isEmpty())
            return;
        const QStringView nextText = QStringView(context.text).mid(next.span.start, next.span.length());
        const bool penalty = TextScan::containsFolded(nextText, u"penalty");
        EventCandidate candidate = EventBuilder::make(penalty ? EventType::PenaltyGoal : EventType::Goal, context, s, Source::Commentary);
        candidate.event.evidence.append(next.span);
        EventBuilder::setPlayer(candidate, context, *scorers.at(0));
        candidate.event.scoreAfter = Score{m.capturedView(2).toInt(), m.capturedView(4).toInt()};
        if (scorers.size() > 1 && nextText.contains(QLatin1String("Assisted by")))
            EventBuilder::setSecondPlayer(candidate, context, *scorers.last());
        else if (scorerSentence + 1 < context.sentences.size()) {
            const Sentence &third = context.sentences.at(scorerSentence + 1);
            if (QStringView(context.text).mid(third.span.start, third.span.length()).startsWith(QLatin1String("Assisted by"))) {
                const auto assistants = EventBuilder::peopleIn(context, third.firstToken, third.endToken);
                if (!assistants.isEmpty())
                    EventBuilder::setSecondPlayer(candidate, context, *assistants.first());
            }
        }
        if (!candidate.event.secondPlayer.isEmpty())
            candidate.event.detail = QStringLiteral("assist ") + candidate.event.secondPlayer;
        out.append(candidate);
        return;
    }
    if (opening == OwnGoal && ownGoal.match(text).hasMatch() && !people.isEmpty()) {
        EventCandidate candidate = EventBuilder::make(EventType::OwnGoal, context, s, Source::Commentary);
        EventBuilder::setPlayer(candidate, context, *people.at(0));
        out.append(candidate);
        return;
    }
    if ((opening == PenaltyMissed || opening == PenaltySaved) && penaltyMiss.match(text).hasMatch() && s + 1 < context.sentences.size()) {
        const Sentence &next = context.sentences.at(s + 1);
        QList<const RawMention *> takers = EventBuilder::peopleIn(context, start, next.endToken);
        if (takers.isEmpty())
            return;
        EventCandidate candidate = EventBuilder::make(EventType::PenaltyMiss, context, s, Source::Commentary);
        candidate.event.evidence.append(next.span);
        // "Penalty saved! Harker dives to his right to deny Marchetti.": the keeper told first, the taker after him.
        static const Regex keeperFirst(QStringLiteral("\\b(?:deny|denies|denied|denying|keep out|keeps out|kept out|saves? from|saved from)\\s+$"), option);
        const bool takerSecond = takers.size() >= 2
            && keeperFirst.match(QStringView(context.text).sliced(takers.at(0)->span.end, takers.at(1)->span.start - takers.at(0)->span.end)).hasMatch();
        EventBuilder::setPlayer(candidate, context, *takers.at(takerSecond ? 1 : 0));
        out.append(candidate);
        return;
    }
    if (opening == BookedAt || opening == SubstitutedFor || opening == SentOffAt) {
        parseLineupNote(context, s, opening == BookedAt ? EventType::YellowCard : opening == SentOffAt ? EventType::RedCard : EventType::Substitution, out);
        return;
    }
    if (opening == VarDecision && varDecision.match(text).hasMatch()) {
        EventCandidate candidate = EventBuilder::make(EventType::VarReview, context, s, Source::Commentary);
        if (!people.isEmpty())
            EventBuilder::setPlayer(candidate, context, *people.at(0));
        // "VAR Decision: No Goal": a goal told on a line near it did not stand (see ruleOutGoalsOfNoGoalDecisions()).
        if (TextScan::containsFolded(text, u"no goal"))
            candidate.event.detail = noGoalDetail();
        out.append(candidate);
    }
}

// The goal a "VAR Decision: No Goal" line ruled out: the commentary's goal at its minute or up to three before, on a
// line up to four away (live text runs newest first or oldest first), becomes a disallowed goal, and the review is
// about its scorer.
void BoxEventFinder::ruleOutGoalsOfNoGoalDecisions(QList<EventCandidate> &out)
{
    for (EventCandidate &review : out) {
        if (review.event.type != EventType::VarReview || review.event.detail != noGoalDetail() || !review.event.time.isValid())
            continue;
        EventCandidate *ruledOut = nullptr;
        for (EventCandidate &goal : out) {
            const int minutesBefore = (review.event.time.sortKey() - goal.event.time.sortKey()) / 100;
            if (goal.source == Source::Commentary && isScoringEvent(goal.event.type) && goal.event.time.isValid() && std::abs(goal.sentence - review.sentence) <= 4
                && minutesBefore >= 0 && minutesBefore <= 3 && (!ruledOut || goal.event.time.sortKey() > ruledOut->event.time.sortKey()))
                ruledOut = &goal;
        }
        if (!ruledOut)
            continue;
        ruledOut->event.type = EventType::DisallowedGoal;
        ruledOut->event.scoreAfter.reset();
        // A goal that did not stand was assisted by nobody.
        ruledOut->event.secondPlayer.clear();
        ruledOut->second = -1;
        ruledOut->event.detail.clear();
        review.event.detail.clear();
        if (review.event.player.isEmpty()) {
            review.event.player = ruledOut->event.player;
            review.player = ruledOut->player;
            review.event.team = ruledOut->event.team;
        }
    }
}

// A note under a player's line of a line-up printed a player a line: "Booked at 34mins", "Substituted for
// Tranter at 85' minutes" (`type` a substitution), "Sent off at 88mins". The player is the one named on the
// nearest line above that is no such note (a player both booked and replaced has two); each line short, at a
// line's start, and the note giving its minute, so that prose opening "Booked at ..." is not read so.
bool BoxEventFinder::parseShownCards(const ExtractionContext &context, int s, QList<EventCandidate> &out) const
{
    const Sentence &sentence = context.sentences.at(s);
    const int first = sentence.firstToken;
    // Told by its first two words, asked of every sentence that is no box's line: "He showed", "She showed".
    if (first + 6 >= sentence.endToken || context.tokens.at(first + 1).length() != 6)
        return false;
    const QStringView pronoun = context.tokenText(first);
    if ((pronoun != u"He" && pronoun != u"She") || context.tokenText(first + 1) != u"showed")
        return false;
    EventType type = EventType::YellowCard;
    const RawMention *player = nullptr;
    bool cardsNamed = false;
    QList<EventCandidate> found;
    for (int t = first + 2; t < sentence.endToken; ++t) {
        const Folded word(context, t);
        if (word == QLatin1String("yellow") || word == QLatin1String("red")) {
            type = word == QLatin1String("red") ? EventType::RedCard : EventType::YellowCard;
            cardsNamed = true;
        } else if (const RawMention *mention = personAt(context, t)) {
            player = cardsNamed ? mention : nullptr;
            t = mention->endToken - 1;
        } else if (player && isPunct(context, t, QLatin1Char('('))) {
            if (const std::optional<BoxMinute> minute = t + 3 < sentence.endToken ? boxMinuteAt(context, t + 3, sentence.endToken, m_texts) : std::nullopt;
                minute && Folded(context, t + 1) == QLatin1String("m")) {
                EventCandidate candidate = EventBuilder::make(type, context, s, Source::Box);
                EventBuilder::setPlayer(candidate, context, *player);
                candidate.event.time = minute->time;
                found.append(candidate);
                player = nullptr;
            }
        }
    }
    out.append(found);
    return !found.isEmpty();
}

void BoxEventFinder::parseLineupNote(const ExtractionContext &context, int s, EventType type, QList<EventCandidate> &out) const
{
    constexpr int longestLine = 8; // tokens: "Substituted for Jean-Paul Ndiaye at 85' minutes"
    const Sentence &note = context.sentences.at(s);
    const auto isShortLine = [&context](const Sentence &line) {
        return context.tokens.at(line.firstToken).is(Token::LineStart) && line.endToken - line.firstToken <= longestLine;
    };
    const QList<TimeExpression> times = EventBuilder::timesIn(context, s);
    if (!isShortLine(note) || times.isEmpty())
        return;
    const auto isNote = [&context](const Sentence &line) {
        const QStringView text = QStringView(context.text).mid(line.span.start, line.span.length());
        return text.startsWith(openings[BookedAt]) || text.startsWith(openings[SubstitutedFor]) || text.startsWith(openings[SentOffAt]);
    };
    int playerLine = s - 1;
    while (playerLine >= 0 && s - playerLine <= 3 && isNote(context.sentences.at(playerLine)))
        --playerLine;
    if (playerLine < 0 || s - playerLine > 3 || !isShortLine(context.sentences.at(playerLine)))
        return;
    const Sentence &line = context.sentences.at(playerLine);
    const QList<const RawMention *> players = EventBuilder::peopleIn(context, line.firstToken, line.endToken);
    if (players.isEmpty())
        return;
    EventCandidate candidate = EventBuilder::make(type, context, s, Source::Box);
    candidate.event.evidence.prepend(line.span);
    candidate.event.time = times.first().time;
    if (type == EventType::Substitution) {
        const QList<const RawMention *> incoming = EventBuilder::peopleIn(context, note.firstToken, note.endToken);
        if (incoming.isEmpty())
            return;
        EventBuilder::setPlayer(candidate, context, *incoming.first());
        EventBuilder::setSecondPlayer(candidate, context, *players.last());
        candidate.event.detail = substitutionDetail(candidate.event.player, candidate.event.secondPlayer, m_texts);
    } else {
        EventBuilder::setPlayer(candidate, context, *players.last());
    }
    out.append(candidate);
}

} // namespace Touchline
