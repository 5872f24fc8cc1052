#include "timeexpressionfinder.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace Touchline {

namespace {

using Precision = MatchTime::Precision;

// Number words, cardinal and ordinal, as a regex alternative and a lookup.
const QString &numberWordPattern()
{
    static const QString pattern = QStringLiteral(
        "(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine|"
        "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?|twentieth|thirtieth|fortieth|fiftieth|sixtieth|"
        "seventieth|eightieth|ninetieth|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
        "fifteen|sixteen|seventeen|eighteen|nineteen|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
        "eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|"
        "a|an)");
    return pattern;
}

int parseNumber(QStringView text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (ok)
        return value;
    return TimeExpressionFinder::wordNumber(text);
}

MatchTime makeTime(int minute, std::optional<int> added, Precision precision, QStringView text, int period = 0)
{
    MatchTime time;
    time.minute = minute;
    time.addedMinute = added;
    time.precision = precision;
    time.text = text.toString();
    time.period = period ? period : MatchTime::periodForMinute(minute, added);
    return time;
}

// Cheap facts about a text that tell which rules can match at all, so that most sentences run few
// or no regular expressions.
enum Cue : quint8 {
    Digit = 1, Min = 2, Plus = 4, Paren = 8, Hour = 16, Restart = 32, Moment = 64, TimeWord = 128
};

quint8 cuesOf(QStringView text)
{
    quint8 cues = 0;
    for (const QChar c : text) {
        if (c.isDigit())
            cues |= Digit;
        else if (c == QLatin1Char('+'))
            cues |= Plus;
        else if (c == QLatin1Char('('))
            cues |= Paren;
    }
    auto has = [&text](const char *word) { return text.contains(QLatin1String(word), Qt::CaseInsensitive); };
    if (has("min"))
        cues |= Min | Moment;
    if (has("hour"))
        cues |= Hour;
    if (has("restart") || has("half") || has("interval") || has("break"))
        cues |= Restart;
    if (has("second") || has("moment"))
        cues |= Moment;
    if (has("time") || has("death") || has("stroke"))
        cues |= TimeWord;
    return cues;
}

struct Rule {
    QRegularExpression pattern;
    // Builds the time from a match; returns an invalid time to reject the match.
    MatchTime (*build)(const QRegularExpressionMatch &match);
    quint8 needs = 0; ///< every cue listed must be present for the rule to run
};

// Added time of a period named in the text: "first-half stoppage time" → 45, otherwise 90
// (or 120 when extra time is named).
int periodEndFor(QStringView phrase)
{
    if (phrase.contains(QLatin1String("first"), Qt::CaseInsensitive) || phrase.contains(QLatin1String("half-time"), Qt::CaseInsensitive)
        || phrase.contains(QLatin1String("the break"), Qt::CaseInsensitive))
        return 45;
    if (phrase.contains(QLatin1String("extra"), Qt::CaseInsensitive))
        return 120;
    return 90;
}

const QList<Rule> &rules()
{
    static const QList<Rule> all = [] {
        const QString number = QStringLiteral("(\\d{1,3}|%1)").arg(numberWordPattern());
        const auto option = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;
        auto rx = [option](const QString &pattern) {
            QRegularExpression re(pattern, option);
            re.optimize();
            return re;
        };
        QList<Rule> list;
        // "in the fifth minute of second-half injury time", "4th minute of stoppage time"
        list.append({rx(QStringLiteral("\\b(?:the\\s+)?(\\d{1,2})?(?:st|nd|rd|th)?\\s*(%1)?[- ]minute\\s+of\\s+((?:first|second)[- ]half\\s+|extra[- ]time\\s+)?(?:stoppage|injury|added|additional)[- ]time\\b").arg(numberWordPattern())),
                     [](const QRegularExpressionMatch &m) {
                         const int added = m.capturedLength(1) ? m.captured(1).toInt() : TimeExpressionFinder::wordNumber(m.captured(2));
                         if (added <= 0)
                             return MatchTime();
                         return makeTime(periodEndFor(m.capturedView(3)), added, Precision::Exact, m.capturedView(0));
                     }, quint8(Min)});
        // "90+5", "90'+2'", "45+2min", "90 + 4 minutes"
        list.append({rx(QStringLiteral("(?<![\\d.,:/-])(\\d{2,3})\\s*['’′]?\\s*\\+\\s*(\\d{1,2})(?:\\s*(?:['’′]|mins?\\b|minutes?\\b))?")),
                     [](const QRegularExpressionMatch &m) {
                         const int base = m.captured(1).toInt();
                         if (base != 45 && base != 90 && base != 105 && base != 120)
                             return MatchTime();
                         return makeTime(base, m.captured(2).toInt(), Precision::Exact, m.capturedView(0));
                     }, quint8(Digit | Plus)});
        // "the 23rd minute", "a 56th-minute lead", "23rd min"
        list.append({rx(QStringLiteral("\\b(\\d{1,3})(?:st|nd|rd|th)[- ]?(?:minute|min)s?\\b")),
                     [](const QRegularExpressionMatch &m) {
                         const int minute = m.captured(1).toInt();
                         if (minute < 1 || minute > 130)
                             return MatchTime();
                         // "94th minute" is 90+4, the notation reports use for stoppage time.
                         if (minute > 90 && minute <= 99)
                             return makeTime(90, minute - 90, Precision::Exact, m.capturedView(0));
                         return makeTime(minute, std::nullopt, Precision::Exact, m.capturedView(0));
                     }, quint8(Digit | Min)});
        // "the fifth minute", "twenty-third minute"
        list.append({rx(QStringLiteral("\\bthe\\s+(%1)[- ]minute\\b").arg(numberWordPattern())),
                     [](const QRegularExpressionMatch &m) {
                         const int minute = TimeExpressionFinder::wordNumber(m.captured(1));
                         return minute > 0 ? makeTime(minute, std::nullopt, Precision::Exact, m.capturedView(0)) : MatchTime();
                     }, quint8(Min)});
        // "N minutes into the second half", "N minutes after the break/restart"
        list.append({rx(QStringLiteral("\\b%1\\s+min(?:ute)?s?\\s+(?:into|after)\\s+(?:the\\s+)?(second\\s+half|second\\s+period|restart|break|interval|half-time|extra[- ]time|second\\s+half\\s+of\\s+extra\\s+time|(?:stoppage|injury|added)[- ]time)").arg(number)),
                     [](const QRegularExpressionMatch &m) {
                         const int n = parseNumber(m.captured(1));
                         if (n <= 0 || n > 45)
                             return MatchTime();
                         const QString what = m.captured(2).toLower();
                         if (what.contains(QLatin1String("stoppage")) || what.contains(QLatin1String("injury")) || what.contains(QLatin1String("added")))
                             return makeTime(90, n, Precision::Exact, m.capturedView(0));
                         const int base = what.startsWith(QLatin1String("extra")) ? 90 : what.contains(QLatin1String("extra")) ? 105 : 45;
                         return makeTime(base + n, std::nullopt, Precision::Exact, m.capturedView(0));
                     }, quint8(Min)});
        // "N minutes into the game", "23 minutes in"
        list.append({rx(QStringLiteral("\\b%1\\s+min(?:ute)?s?\\s+(?:into\\s+(?:the\\s+)?(?:game|match|contest|tie|first\\s+half|half)|in\\b(?!\\s+(?:the|a|an|which|all|total)\\b))").arg(number)),
                     [](const QRegularExpressionMatch &m) {
                         const int n = parseNumber(m.captured(1));
                         return n > 0 && n <= 130 ? makeTime(n, std::nullopt, Precision::Exact, m.capturedView(0)) : MatchTime();
                     }, quint8(Min)});
        // "with ten minutes left/remaining/to go", "N minutes from time/the end/full-time"
        list.append({rx(QStringLiteral("\\b(?:with\\s+(?:just\\s+|only\\s+)?)?%1\\s+min(?:ute)?s?\\s+(?:(of\\s+extra[- ]time)\\s+)?(?:left|remaining|to\\s+go|to\\s+play|from\\s+(?:time|the\\s+end|full[- ]time|the\\s+final\\s+whistle))(\\s+(?:of|in)\\s+extra[- ]time)?").arg(number)),
                     [](const QRegularExpressionMatch &m) {
                         const int n = parseNumber(m.captured(1));
                         if (n <= 0 || n >= 90)
                             return MatchTime();
                         const int end = (m.capturedLength(2) || m.capturedLength(3)) ? 120 : 90;
                         return makeTime(end - n, std::nullopt, Precision::Exact, m.capturedView(0));
                     }, quint8(Min)});
        // "on/after/in/inside/around 23 minutes", "after 12 mins", "after just four minutes", "with 25 minutes gone"
        list.append({rx(QStringLiteral("\\b(on|after|in|inside|within|around|about|approaching|just\\s+before|just\\s+after|with)\\s+(?:the\\s+)?(?:just\\s+|only\\s+|barely\\s+|a\\s+mere\\s+)?%1\\s*(?:minutes|minute|mins|min)\\b(?:\\s+(gone|played|on the clock))?").arg(number)),
                     [](const QRegularExpressionMatch &m) {
                         if (m.captured(1).compare(QLatin1String("with"), Qt::CaseInsensitive) == 0 && m.capturedLength(3) == 0)
                             return MatchTime();
                         const int n = parseNumber(m.captured(2));
                         if (n <= 0 || n > 130)
                             return MatchTime();
                         const QString preposition = m.captured(1).toLower();
                         const bool exact = preposition == QLatin1String("on") || preposition == QLatin1String("after") || preposition == QLatin1String("in");
                         return makeTime(n, std::nullopt, exact ? Precision::Exact : Precision::Approximate, m.capturedView(0));
                     }, quint8(Min)});
        // live-blog prefix "59min:", "45+2 mins:", "90' :"
        list.append({rx(QStringLiteral("(?:^|(?<=\\n))\\s*(\\d{1,3})\\s*(?:mins?|minutes?|['’′])\\s*[:\\-–]")),
                     [](const QRegularExpressionMatch &m) {
                         const int n = m.captured(1).toInt();
                         if (n <= 0 || n > 130)
                             return MatchTime();
                         return makeTime(n, std::nullopt, Precision::Exact, m.capturedView(0));
                     }, quint8(Digit)});
        // "23'", "(23)", "(23')", "23 min"
        list.append({rx(QStringLiteral("(?<![\\w.,£$€-])(\\d{1,3})\\s*(?:['’′](?!\\w)|mins?\\b)")),
                     [](const QRegularExpressionMatch &m) {
                         const int n = m.captured(1).toInt();
                         return n > 0 && n <= 130 ? makeTime(n, std::nullopt, Precision::Exact, m.capturedView(0)) : MatchTime();
                     }, quint8(Digit)});
        list.append({rx(QStringLiteral("\\((\\d{1,3})\\)")),
                     [](const QRegularExpressionMatch &m) {
                         const int n = m.captured(1).toInt();
                         return n > 0 && n <= 130 ? makeTime(n, std::nullopt, Precision::Exact, m.capturedView(0)) : MatchTime();
                     }, quint8(Digit | Paren)});
        // "on the hour", "just after the hour", "the hour mark"
        list.append({rx(QStringLiteral("\\b(?:(on|around|just\\s+before|just\\s+after|approaching|shortly\\s+after|shortly\\s+before|before|after)\\s+)?the\\s+hour(?:[- ]mark)?\\b")),
                     [](const QRegularExpressionMatch &m) {
                         const QString preposition = m.captured(1).toLower();
                         if (preposition.isEmpty() && !m.captured(0).contains(QLatin1String("mark"), Qt::CaseInsensitive))
                             return MatchTime();
                         const bool exact = preposition == QLatin1String("on");
                         return makeTime(60, std::nullopt, exact ? Precision::Exact : Precision::Approximate, m.capturedView(0));
                     }, quint8(Hour)});
        // "seconds after the restart", "straight from the restart", "seconds into the second half"
        list.append({rx(QStringLiteral("\\b(?:seconds|moments|straight|immediately|right)\\s+(?:after|into|from)\\s+the\\s+(?:restart|second\\s+half|second\\s+period|interval|break)\\b|\\bwithin\\s+(?:a|one)\\s+minute\\s+of\\s+the\\s+(?:restart|second\\s+half)\\b")),
                     [](const QRegularExpressionMatch &m) { return makeTime(46, std::nullopt, Precision::Exact, m.capturedView(0)); }, quint8(Restart)});
        // "seconds into the game", "inside the first minute"
        list.append({rx(QStringLiteral("\\b(?:seconds|moments)\\s+(?:into|after)\\s+(?:the\\s+)?(?:game|match|kick-off|kick\\s+off|start)\\b|\\b(?:inside|in)\\s+the\\s+(?:first|opening)\\s+minute\\b")),
                     [](const QRegularExpressionMatch &m) { return makeTime(1, std::nullopt, Precision::Exact, m.capturedView(0)); }, quint8(Moment)});
        // "first-half stoppage time", "deep into added time", "at the death": added time of unknown length
        list.append({rx(QStringLiteral("\\b(?:(first|second)[- ]half\\s+)?(?:stoppage|injury|added|additional)[- ]time(?:\\s+(?:at\\s+the\\s+end\\s+of|of)\\s+the\\s+(first|second)\\s+half)?|\\bat\\s+the\\s+death\\b|\\bon\\s+the\\s+stroke\\s+of\\s+half[- ]time\\b|\\bon\\s+the\\s+stroke\\s+of\\s+full[- ]time\\b")),
                     [](const QRegularExpressionMatch &m) {
                         const QString phrase = m.captured(0).toLower();
                         const int end = (m.captured(1).toLower() == QLatin1String("first") || m.captured(2).toLower() == QLatin1String("first")
                                          || phrase.contains(QLatin1String("half-time")) || phrase.contains(QLatin1String("half time")))
                             ? 45 : 90;
                         return makeTime(end, -1, Precision::Approximate, m.capturedView(0));
                     }, quint8(TimeWord)});
        return list;
    }();
    return all;
}

} // namespace

int TimeExpressionFinder::wordNumber(QStringView word)
{
    static const QHash<QString, int> units = {
        {QStringLiteral("one"), 1}, {QStringLiteral("first"), 1}, {QStringLiteral("a"), 1}, {QStringLiteral("an"), 1},
        {QStringLiteral("two"), 2}, {QStringLiteral("second"), 2}, {QStringLiteral("a couple of"), 2},
        {QStringLiteral("three"), 3}, {QStringLiteral("third"), 3}, {QStringLiteral("a few"), 3},
        {QStringLiteral("four"), 4}, {QStringLiteral("fourth"), 4}, {QStringLiteral("five"), 5}, {QStringLiteral("fifth"), 5},
        {QStringLiteral("six"), 6}, {QStringLiteral("sixth"), 6}, {QStringLiteral("seven"), 7}, {QStringLiteral("seventh"), 7},
        {QStringLiteral("eight"), 8}, {QStringLiteral("eighth"), 8}, {QStringLiteral("nine"), 9}, {QStringLiteral("ninth"), 9},
        {QStringLiteral("ten"), 10}, {QStringLiteral("tenth"), 10}, {QStringLiteral("eleven"), 11}, {QStringLiteral("eleventh"), 11},
        {QStringLiteral("twelve"), 12}, {QStringLiteral("twelfth"), 12}, {QStringLiteral("thirteen"), 13}, {QStringLiteral("thirteenth"), 13},
        {QStringLiteral("fourteen"), 14}, {QStringLiteral("fourteenth"), 14}, {QStringLiteral("fifteen"), 15}, {QStringLiteral("fifteenth"), 15},
        {QStringLiteral("sixteen"), 16}, {QStringLiteral("sixteenth"), 16}, {QStringLiteral("seventeen"), 17}, {QStringLiteral("seventeenth"), 17},
        {QStringLiteral("eighteen"), 18}, {QStringLiteral("eighteenth"), 18}, {QStringLiteral("nineteen"), 19}, {QStringLiteral("nineteenth"), 19},
    };
    static const QHash<QString, int> tens = {
        {QStringLiteral("twenty"), 20}, {QStringLiteral("twentieth"), 20}, {QStringLiteral("thirty"), 30}, {QStringLiteral("thirtieth"), 30},
        {QStringLiteral("forty"), 40}, {QStringLiteral("fortieth"), 40}, {QStringLiteral("fifty"), 50}, {QStringLiteral("fiftieth"), 50},
        {QStringLiteral("sixty"), 60}, {QStringLiteral("sixtieth"), 60}, {QStringLiteral("seventy"), 70}, {QStringLiteral("seventieth"), 70},
        {QStringLiteral("eighty"), 80}, {QStringLiteral("eightieth"), 80}, {QStringLiteral("ninety"), 90}, {QStringLiteral("ninetieth"), 90},
    };
    const QString lower = word.toString().toLower().simplified();
    if (auto it = units.constFind(lower); it != units.constEnd())
        return it.value();
    if (auto it = tens.constFind(lower); it != tens.constEnd())
        return it.value();
    qsizetype joint = lower.indexOf(QLatin1Char('-'));
    if (joint < 0)
        joint = lower.indexOf(QLatin1Char(' '));
    if (joint > 0) {
        const int ten = tens.value(lower.left(joint), 0);
        const int unit = units.value(lower.mid(joint + 1), 0);
        if (ten && unit && unit < 10)
            return ten + unit;
    }
    return -1;
}

QList<TimeExpression> TimeExpressionFinder::find(QStringView text, int offset)
{
    QList<TimeExpression> found;
    const quint8 cues = cuesOf(text);
    if (!(cues & (Digit | Min | Hour | Restart | Moment | TimeWord)))
        return found;
    for (const Rule &rule : rules()) {
        if ((rule.needs & cues) != rule.needs)
            continue;
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            const TextSpan span{offset + int(match.capturedStart(0)), offset + int(match.capturedEnd(0))};
            // Earlier rules are more specific: the first to claim a stretch keeps it.
            if (std::any_of(found.begin(), found.end(), [&span](const TimeExpression &e) { return e.span.overlaps(span); }))
                continue;
            MatchTime time = rule.build(match);
            if (!time.isValid())
                continue;
            // Leading/trailing white space of the match is not part of the expression.
            TextSpan trimmed = span;
            while (trimmed.start < trimmed.end && text.at(trimmed.start - offset).isSpace())
                ++trimmed.start;
            while (trimmed.end > trimmed.start && text.at(trimmed.end - 1 - offset).isSpace())
                --trimmed.end;
            time.text = text.mid(trimmed.start - offset, trimmed.length()).toString();
            found.append({trimmed, time});
        }
    }
    std::sort(found.begin(), found.end(), [](const TimeExpression &a, const TimeExpression &b) { return a.span.start < b.span.start; });
    return found;
}

} // namespace Touchline
