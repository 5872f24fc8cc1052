#include "narrativeeventfinder.h"

#include "eventbuilder.h"
#include "foulreader.h"
#include "leadfamily.h"
#include "lexicon.h"
#include "lowered.h"
#include "regex.h"
#include "regexleads.h"
#include "shootoutkickreader.h"
#include "stringtable.h"
#include "textscan.h"
#include "triggerindex.h"
#include "wordtable.h"

#include <QSet>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <limits>
#include <optional>
#include <type_traits>

namespace Touchline {

namespace {

using Source = EventCandidate::Source;
constexpr int options = Regex::CaseInsensitive;

// Compiled (and JIT-compiled) on first use, not here: the trigger index keeps most patterns from
// running on a given report, and compiling all of them up front was a third of a short CLI run.
// Regex compiles once under its own lock, so worker threads may share the patterns.
// Alternations share one leading \b, as in \b(?:a|b), not \ba|\bb: PCRE2 tries every alternative at
// every position, and a \b written once fails inside words before any alternative is tried (3× faster
// for the negation list).
// Each list of words is grouped by first letter (see groupAlternativesByFirstLetter): same matches,
// a third of the time for the long lists.
Regex rx(const QString &pattern)
{
    return Regex(groupAlternativesByFirstLetter(pattern, options), options);
}

const QString goalVerbPattern = QStringLiteral(
    "(?:scored|(?<!the )scores|netted|nets|netting|(?:headed|heads|heading|fired|fires|firing|powered|powers|drove|drives|struck|slotted|slots|slotting|tapped|taps|"
    "poked|pokes|prodded|prods|turned|turns|steered|steers|stabbed|side-footed|sidefooted|side-foots|sidefoots|swept|sweeps|drilled|drills|lashed|"
    "tapping|poking|prodding|sweeping|drilling|lashing|smashing|rifling|curling|volleying|nodding|stabbing|steering|bundling|"
    "lashes|smashed|smashes|rifled|rifles|curled|curls|volleyed|volleys|bundled|bundles|scrambled|nodded|nods|glanced|hammered|"
    "thumped|blasted|stroked|strokes|stroking|tucked|tucks|rolled|rolls|rolling|chipped|chips|lobbed|flicked|forced|toe-poked|bundled the ball|poked the ball|"
    "turned the ball|fired the ball|headed the ball|put the ball|bundles the ball|pokes the ball|turns the ball|fires the ball|heads the ball|puts the ball)\\s+(?:(?:it|the ball|one|low|high|coolly|calmly|neatly|gleefully|emphatically|superbly|firmly|crisply|sweetly|powerfully|clinically|confidently|first[- ]time)\\s+)?(?:home|in\\b(?!\\s+(?:vain|front|the\\s+(?:air|box|area|build-up|\\d+(?![-–]\\d))))|into (?:the|an) (?:(?:empty|open|unguarded|gaping)\\s+)?(?:net|corner|roof)|into the "
    "(?:bottom|top|far|near|upper|lower) (?:corner|left corner|right corner)|over the line|past\\b)|converted|(?:converting|to convert) (?:\\S+ ){1,4}?(?:rebound|cross|cut-?back|pass|centre|delivery)\\b|equalised|equalized|levelled|leveled|"
    "tied (?:it|the (?:game|score|match))(?: up)?|"
    "opened the scoring|opened the score\\b|(?:to open|opening) the scoring|broke the deadlock|transformed (?:the|his|her) (?:penalty|spot-kick)|doubled (?:\\S+\\s+){1,2}?(?:lead|advantage)|"
    // The present tense of live text and translated reports: "Belkacem opens the scoring".
    "opens the scoring|opens the score\\b|breaks the deadlock|transforms (?:the|his|her) (?:penalty|spot-kick)|doubles (?:\\S+\\s+){1,2}?(?:lead|advantage)|(?:extends|restores) (?:\\S+\\s+){1,2}?(?:lead|advantage)|pulls (?:one|a goal) back|equalises|equalizes|levels (?:it|the (?:score|scores|match|game|tie))\\b|"
    "(?:extended|restored) (?:\\S+\\s+){1,2}?(?:lead|advantage)|(?:restored|restoring|restores) parity|(?:levelled|leveled) matters|pulled (?:one|a goal) back|reduced the (?:deficit|arrears)|halved the deficit|"
    "struck (?:first|again|twice|late|early)|(?:found|finds) the (?:back of the )?net|(?:found|finds) the (?:top|bottom|far|near|upper|lower)(?: left| right)? corner|hit the back of the net|"
    // Translated reports: "headed to the net without option for the goalkeeper", "sent it to the bottom of the net".
    "(?:headed|heads|pushed|pushes|sent|sends) (?:it |the ball )?to the (?:bottom of the |back of the )?net|"
    "(?:put|fired|headed|shot|edged|nudged|fire|head|shoot|edge|nudge|lashed|drilled|blasted|hammered|slotted|volleyed|curled|swept) (?:\\w+\\s+){0,2}(?:ahead|in front|level|in(?:to)? (?:the|a|an) (?:\\S+\\s+)?lead)|"
    // "he had powered a header past Alan Boath", "glanced a header into the far corner".
    "(?:powered|glanced|nodded|steered|guided|flicked|thumped|planted|looped|to (?:power|glance|nod|steer|guide|flick|thump|plant|loop)) (?:a|an|his|her) (?:\\S+ )?header (?:past|into the|in\\b|home)|"
    // "thundered in a header six minutes into the second half", "lashed home a volley".
    "(?:thundered|powered|glanced|nodded|steered|flicked|thumped|headed|fired|lashed|drilled|volleyed|smashed|rifled) (?:in|home) (?:a|an|his|her) (?:\\S+ )?(?:header|volley|shot|finish|strike|effort|drive)\\b|(?:gave|gives|giving|(?:had|has|have) given|"
    // "met Cowdrey's cross with a firm header to give Abbotsleigh the lead": a finish's noun before the infinitive (not "the chance to give").
    "(?:header|shot|finish|strike|volley|effort|drive|tap-in|home|net|corner) to give) (?:\\w+\\s+){1,3}(?:a|the|an) (?:\\S+\\s+){0,2}(?:lead|equaliser|equalizer|winner|opener|leveller)\\b|"
    "to power home\\b|(?:completed|completes|completing|to complete) (?:his|her|a) (?:hat-trick|hat trick|brace|double|treble)|"
    // "On 64 minutes Pryce got his second, turning our left-back", "Pirulito finally got the goal the crowd had feared":
    // not his second yellow, cap or start.
    "(?:got|grabbed|grabbing|grabs|bagged|bagging|notched|notching|claimed|claiming) (?:his|her) (?:second|third|fourth)(?:\\s+(?:goal|of the (?:game|day|afternoon|evening|night|match)))?(?=\\s*[,.;:!\u2013\u2014(]|\\s+(?:with|from|in|on|after|when|as|and)\\b)|"
    "got (?:the|a|an) (?:late |first |\\S+ )?(?:equaliser|equalizer|winner|opener|goal)\\b(?![- ]kick)|(?:made|makes) it \\d+[-–]\\d+|(?:made|makes|making) the \\d+[-–]\\d+(?![-–\\d])|(?:made|makes|making|make) the score \\d+[-–]\\d+(?![-–\\d])|grabbed (?:a|his|the) (?:goal|equaliser|winner|double)|"
    // "squared for Treharne, who made no mistake from six yards"; not a penalty's alone ("made no mistake").
    "(?:made|makes|making) no mistake (?:from|with|at|this time)\\b|"
    // Translated Spanish ("definió con un remate cruzado"): "defined with a cross shot".
    "(?:defined|defines) with (?:a|an) (?:\\S+ ){0,2}(?:shot|volley|header|strike|finish|drive)\\b|"
    "got (?:on|off) the (?:scoresheet|mark)|bagged|notched|registered|won it|snatched (?:a|the) (?:win|winner|point|equaliser|draw)|"
    "sealed (?:the|a|their|his side's) (?:win|victory|points|three points)|sealed it(?=\\s+(?:with|in|on|late|deep|at|for|\\d)\\b|\\s*[.,;!])|wrapped up|added (?:a|the) (?:second|third|fourth|fifth|sixth)|"
    "(?:lashed|fired|drilled|curled|headed|smashed|slotted|poked|nodded|rifled|volleyed|struck|scored|grabbed|netted|bagged|snatched|stabbed|tapped|turned|swept|steered|thumped|hammered|blasted|added|produced|scuffed|squeezed|bundled|prodded|whipped|guided|converted) (?:in |home )?(?:a|an|the|his|her|their) (?:\\S+ ){0,2}(?:equaliser|equalizer|winner|opener|leveller|goal|second|third|fourth|fifth|consolation)\\b"
    // Not a card: "Cresswell produced a second yellow".
    "(?![- ](?:yellow|booking|caution|card|bookable))|"
    "(?:curled|fired|drilled|lashed|smashed|rifled|bent|whipped|steered|guided|placed|slotted|stroked|swept|arrowed|hammered|thumped|blasted|volleyed|headed|nodded|prodded|poked|stabbed|drove|leathered|whacked|walloped|rocketed|thundered|rolled|tucked|slid|chipped|side-footed|"
    // Up to eight words between, none a new clause's subject ("is nodded down and Joe Whitlam smashes it into the net").
    "hooked|lifted|clipped|dinked|scooped|flicked|slammed|crashed|cracked|belted|smacked|finished|powered|"
    // The present tense of live text and radio-style reports: "he bends it into the top corner".
    "bends|curls|fires|drills|lashes|smashes|rifles|whips|places|slots|strokes|sweeps|hammers|thumps|blasts|volleys|heads|nods|pokes|prods|rolls|tucks|slides|"
    "chips|steers|guides|drives|hooks|lifts|slams|finishes|powers|"
    // "Fallowfield taking a touch around him and rolling the ball into an empty net"
    "rolling|sliding|tucking|slotting|stroking|steering|sweeping|placing|guiding|lifting|chipping|curling|bending|drilling|firing|smashing|lashing|rifling|"
    "volleying|nodding|poking|prodding|"
    // "stepped up to curl a wonderful free kick over the wall and into the top corner" (not "rounded Birtles to roll into an
    // empty net": the one before the infinitive is often the keeper beaten, a free kick's curl the taker's own)
    "curl) (?:(?!and (?-i:[A-Z]))\\S+ ){0,8}?(?:into (?:the|an) (?:\\S+ ){0,2}?(?:corner|net|roof of the net|back of the net)|in the (?:(?:bottom|top|far|near|left|right|left-hand|right-hand|opposite) )*corner\\b|inside (?:the|(?:\\S+ )?\\S+['’]s?) (?:near|far|left|right|left-hand|right-hand)[- ]post|"
    // "curled a shot beyond Ridley's dive and in off the far post"
    "(?:and )?in off the (?:(?:far|near|left|right|left-hand|right-hand|inside of the) )?(?:post|upright|bar|crossbar|underside of the (?:bar|crossbar)))|"

    "(?:slid|slides|sliding|slipped|slips|slipping|squeezed|squeezes|squeezing|rolled|rolls|rolling|poked|pokes|poking|tucked|tucks|tucking|slotted|slots|slotting) (?:the ball|it|(?:a|an|his|her) (?:\\S+ )?(?:finish|shot|effort|strike)) (?:under|beneath|between the legs of)\\b|"
    // "drilled a first-time shot through Rhydderch's legs": a nutmeg of the keeper.
    "(?:drilled|fired|slid|rolled|poked|squeezed|struck|drove|slotted|tucked|prodded|stroked|placed|drilling|firing|sliding|rolling|poking|squeezing|slotting|tucking|prodding|stroking|placing) (?:(?!and (?-i:[A-Z]))\\S+ ){0,4}?through (?:the )?(?:\\S+ ){0,3}?legs\\b|"
    // "lashed a low drive through a crowd of bodies and past Ross Tulloch": a shot's way, then past one named.
    "(?:lashed|fired|drilled|smashed|rifled|hammered|thumped|blasted|volleyed|drove|slammed|crashed|cracked|belted|smacked|leathered|walloped|rocketed|"
    "thundered|lashes|fires|drills|smashes|rifles|hammers|thumps|blasts|volleys|drives|slams) (?:(?!and (?-i:[A-Z]))\\S+ ){1,10}?past (?=(?-i:[A-Z]))|"
    // "swept the loose ball past goalkeeper Stijn Terpstra": the keeper named after his role.
    "(?:swept|slotted|stroked|rolled|slid|tucked|poked|placed|side-footed|steered|guided|curled|drilled|fired|lashed|smashed|drove) "
    // "slid it beyond goalkeeper Vitaliy Hnatyuk", "slid the ball beyond the keeper"
    "(?:(?!and (?-i:[A-Z]))\\S+ ){1,6}?(?:past|beyond) (?:(?:goalkeeper|keeper) (?=(?-i:[A-Z]))|the (?:\\S+ )?(?:goalkeeper|keeper)\\b(?!['’]s))|"
    "(?:clawed|pulled|got|hauled|won) (?:one|a goal) back|(?:got|grabbed|claimed|netted|scored|added) (?:the|an|a|his|her) (?:\\S+ )?(?:equaliser|equalizer|opener|winner|leveller)|scoring (?:his|her|their|a|the) (?:\\S+ )?(?:goal|winner|equaliser|equalizer|opener|leveller)|(?:picking|picked|picks) up (?:a|another|his|her) (?:goal|second|third)(?! (?:yellow|caution|booking|card))|"
    "to (?:volley|fire|head|slot|tap|poke|prod|turn|curl|sweep|drill|lash|smash|nod|steer|stab|rifle|bundle|side-foot|sidefoot|glance|thump|hammer|blast|roll|chip|lob|flick|tuck|stroke|squeeze|scramble) (?:\\S+ ){0,3}?(?:home|in\\b(?!\\s+(?:vain|front))|into the (?:(?:top|bottom|far|near|empty|unguarded|open|gaping) )?(?:net|corner|roof)|past (?!the (?:post|bar|upright)))|"
    // "rose above Hollis to meet a free kick and head into the far corner": the bare infinitive after "and".
    "(?:head|fire|volley|drill|lash|smash|nod|steer|slot|curl|sweep|tuck|stab|poke|prod|rifle|thump|hammer|blast|side-foot) (?:it |the ball )?into the "
    "(?:(?:top|bottom|far|near|empty|unguarded|open|gaping) )?(?:net|corner|roof)|"
    // "rose above Kertész to power Moynihan's corner past goalkeeper Eszter Halmi"
    "to (?:volley|fire|head|slot|steer|power|drill|lash|smash|nod|glance|curl|sweep) (?:\\S+ ){0,4}?past (?:the )?(?:goalkeeper|keeper|helpless|stranded|despairing|wrong-footed)\\b|"
    // "rose highest to meet Ashby's corner and power a header past the helpless De Waal"
    "(?:power|powered|powers|fire|fired|fires|drill|drilled|drills|nod|nodded|nods|steer|steered|steers) (?:a|an|his|her) (?:\\S+ )?(?:header|shot|volley|strike|effort|finish) "
    "past (?:the )?(?:(?-i:[A-Z])\\S+ ){0,2}?(?:goalkeeper|keeper|helpless|stranded|despairing|wrong-footed)\\b|"
    // "he struck four minutes from time": struck with a time and nothing between.
    "struck (?:(?:just|only|barely) )?(?:\\w+ minutes? (?:from|before) (?:time|the end|full-time|half-time|the break|the interval)|\\w+ minutes? into (?:stoppage|injury|added) time|in the \\d+(?:st|nd|rd|th) minute|"
    "on \\d+ minutes|after \\d+ minutes|with \\w+ minutes (?:left|remaining|to go))|"
    // "glanced Mullins' corner beyond Gilmour for 1-1": the finish and the score it made.
    "(?:curled|fired|drilled|lashed|smashed|rifled|bent|whipped|steered|guided|placed|slotted|stroked|swept|hammered|thumped|blasted|volleyed|headed|nodded|"
    "glanced|prodded|poked|stabbed|drove|rolled|tucked|slid|chipped|side-footed|hooked|lifted|dinked|scooped|flicked|slammed|turned|bundled|tapped|finished) "
    "(?:\\S+ ){1,6}?for (?:a )?\\d+[-–]\\d+(?![-–\\d])|"
    // "before lifting her shot over the advancing Kirsty McPhail": a chip over the keeper.
    // "sent it looping over goalkeeper Unai Etxeberria"
    "(?:lifted|lifting|lifts|chipped|chipping|chips|dinked|dinking|dinks|lobbed|lobbing|lobs|scooped|clipped|clipping|floated|flicked|looped|sent it looping) "
    "(?:(?:his|her|the|a|an) (?:\\S+ )?(?:shot|effort|finish|ball|attempt|chip) |it )?over (?:the )?(?:(?-i:[A-Z])\\S+ ){0,2}?(?:advancing|onrushing|oncoming|rushing|stranded|"
    "despairing|goalkeeper|keeper)\\b|"
    // "drilled a low shot past Ondřej Vácha": past one named, the goalkeeper.
    // "drilled a shot through a crowd of bodies to make it 2-2": the shot that made the score.
    "(?:drilled|fired|curled|lashed|smashed|rifled|drove|struck|slotted|steered|stroked|swept|placed|guided|poked|prodded|volleyed|thumped|hammered|blasted|"
    "squeezed|slid|rolled|tucked|bent|whipped|arrowed|powered|nodded|glanced|planted|sent|hooked|lifted|clipped|dinked|chipped|flicked|scooped|lobbed|"
    // "curling a left-footed shot beyond Tomáš Hrubeš"
    "drilling|firing|curling|lashing|smashing|rifling|slotting|steering|stroking|sweeping|placing|guiding|poking|volleying|nodding|rolling|tucking|sliding|lifting|chipping|clipping|dinking) "
    "(?:a|an|his|her) (?:\\S+ ){0,2}?(?:header|shot|volley|strike|effort|finish|drive|half-volley|free-kick|curler|chip|beauty|peach|screamer|stunner|belter|"
    "thunderbolt|piledriver|scorcher) (?:(?:past|beyond) (?=(?-i:[A-Z]))|(?:\\S+ ){0,6}?to make it \\d+[-–]\\d+(?![-–\\d]))|"
    // "lifted it over Sebogodi": a chip over one named, the goalkeeper.
    "(?:lifted|lifting|chipped|chipping|dinked|dinking|lobbed|lobbing|scooped) (?:it|the ball) over (?=(?-i:[A-Z]))|"
    // "only for Morelos to fire an equaliser"
    "to (?:volley|fire|head|slot|tap|poke|prod|turn|curl|sweep|drill|lash|smash|nod|steer|stab|rifle|bundle|side-foot|thump|hammer|blast|roll|chip|lob|flick) (?:in |home )?(?:a|an|the|his|her|their) (?:\\S+ ){0,2}(?:equaliser|equalizer|winner|opener|leveller|goal|consolation)\\b|"
    // "gave the home crowd hope with a header from a corner": the goal told by what it gave.
    "gave (?:\\S+ ){1,4}?(?:hope|a lifeline|belief) with (?:a|an|his|her) (?:\\S+ ){0,2}?(?:header|strike|goal|finish|volley|tap-in|effort|shot|penalty|spot-kick)\\b|"
    "finished (?:off|coolly|calmly|neatly|crisply|superbly|clinically|expertly|emphatically|low|high|from|first-time|into|across|past|beyond)|(?:beat|beats|beating) (?:\\w+\\s+){0,3}(?:keeper|goalkeeper)\\b|"
    // "headed back for Lang to net": the name before it scored (the trigger pair asks for "for").
    "to net\\b|"
    // "put the result beyond doubt", "was left with the simplest of finishes", "sent Ode through to score".
    "(?:put|puts|putting) (?:the (?:result|game|match|tie|points|win|victory)|it) beyond (?:doubt|reach)\\b|"
    "(?:was|were|is) left with (?:the|a|an) (?:simplest|easiest|simple|easy|straightforward) (?:of )?(?:finish(?:es)?|tasks?|tap-in)\\b|"
    "(?:through|clear) to score\\b|"
    // "was left unmarked at the far post and could hardly miss from a yard out"
    "(?:could|can) (?:hardly|scarcely|barely|not) miss\\b|"
    // "Dorrington met a Jack Pellowe cross on the half-volley to make it 1-1": the one who met the ball made the score.
    "met (?:\\S+ ){1,5}?(?:cross|corner|centre|delivery|free-kick|ball|pass|cut-?back|cutback|flick-on|knock-down|rebound)(?: \\S+){0,4}? to make it \\d+[-–]\\d+(?![-–\\d])|"
    // "rose highest to meet Bexley's cross on 23 minutes": the header told by the leap (a miss says so, and is a negation's).
    "(?:rose|rises) (?:highest |above (?:\\S+ ){1,3}?)to meet\\b|(?:rose|rises) (?:highest |above (?:\\S+ ){1,3}?)to (?:power|head|nod|glance|thump) (?:\\S+ ){0,3}?(?:home|in\\b|into|past)|"
    // "curling a free-kick over the wall and in off the underside of the bar", "to slot beyond Kehoe"
    "in off the (?:underside of the |inside of the |foot of the )?(?:bar|crossbar|post|upright|woodwork)\\b|"
    // "a thunderbolt from 25 yards that flew past the keeper's dive and nestled in the top corner": the ball's flight.
    "(?:nestled|nestling|flew|crept|looped|dipped|sailed|squirmed|arrowed|flashed|whistled|fizzed|went) (?:\\S+ ){0,5}?(?:into (?:the|an) (?:\\S+ ){0,2}?(?:corner|net)|"
    "in(?:to)? the (?:(?:bottom|top|far|near|left|right|left-hand|right-hand|opposite) )*corner|into the (?:back|roof|bottom|top) of the net|"
    // "his glancing header flew past Portlock goalkeeper Mikkel Sand", not "flew past the keeper and wide".
    "(?:past|beyond) (?:the )?(?:[\\w-]+ )?(?:goalkeeper|keeper)\\b(?![^.;]{0,40}?\\b(?:and|but) (?:wide|over|off|against|onto|hit|struck|rattled|came)\\b))\\b|"
    "to (?:slot|tuck|stroke|sidefoot|side-foot) (?:it |the ball )?(?:past|beyond|under)\\b)");

const QString goalNouns = QStringLiteral("(?:goal|strike|header|finish|opener|equaliser|equalizer|winner|leveller|volley|tap-in|double|brace|hat-trick|second|third|effort)");

// A pattern with its bit in the patterns' TriggerIndex: it runs only on sentences holding one of its
// triggers, and, when `also` is set, one of those words too (every match holds both).
struct Gated {
    Regex pattern;
    TriggerIndex::Mask bit = 0;
    TriggerIndex::Mask also = 0;

    bool allows(TriggerIndex::Mask cues) const { return (cues & bit) && (!also || (cues & also)); }

    // `starts`, when given, are the WordStarts of `text`: the pattern is then tried only where one of
    // its first words starts.
    // Inline: most calls are turned down by the cues, and a call to say so cost more than the test.
    Q_ALWAYS_INLINE RegexMatch match(QStringView text, TriggerIndex::Mask cues, const WordStarts *starts = nullptr) const
    {
        if (!allows(cues))
            return RegexMatch();
        return search(text, starts);
    }
    Q_ALWAYS_INLINE bool matches(QStringView text, TriggerIndex::Mask cues, const WordStarts *starts = nullptr) const
    {
        return allows(cues) && search(text, starts).hasMatch();
    }
    RegexMatchIterator globalMatch(QStringView text, TriggerIndex::Mask cues, const WordStarts *starts) const
    {
        if (!allows(cues))
            return pattern.noMatches();
        return starts ? pattern.globalMatch(text, *starts) : pattern.globalMatch(text);
    }

private:
    Q_NEVER_INLINE RegexMatch search(QStringView text, const WordStarts *starts) const
    {
        return starts ? pattern.match(text, *starts) : pattern.match(text);
    }
};

// Two words a pattern's trigger is made of when neither alone is one (TriggerIndex::addPair).
struct TriggerPair {
    TriggerIndex::Mask words;
    TriggerIndex::Mask with;
};

// Every gated pattern lists words that each of its matches must contain (see TriggerIndex): keep the
// lists in step with the patterns, or sentences that should match are skipped.
struct Patterns {
    TriggerIndex triggers; // first: the members below register in it
    // The words that name the scorer after a goal noun ("a header from X", "was turned in by X"): the
    // patterns built around them need one as well as a trigger of their own.
    TriggerIndex::Mask fromOrBy = triggers.add({"from", "by"});
    TriggerIndex::Mask byWord = triggers.add({"by"});
    TriggerIndex::Mask whoseWord = triggers.add({"whose"});
    // Word sets that are one pattern's triggers and another's pair side: one bit serves both (an index has 64).
    TriggerIndex::Mask goalNounWords = triggers.add({"goal", "equaliser", "equalizer", "winner", "opener"});
    TriggerIndex::Mask ordinalWords = triggers.add({"second", "third", "fourth", "another", "two", "again"});
    TriggerIndex::Mask leadWords = triggers.add({"led", "ahead", "front", "lead", "level", "levelled", "equalised", "back"});

    Gated otherMatch{rx(QStringLiteral(
        "\\b(?:(?:last|next|previous|this coming)\\s+(?:week|weekend|season|month|year|time|game|match|meeting|campaign|term|saturday|sunday|monday|tuesday|wednesday|thursday|friday)\\b|"
        "(?:last|next)\\s+(?:week|month|season)'s\\b|\\d+(?:st|nd|rd|th) (?:international|career|senior|club|league|competitive) goal\\b|\\d+ (?:international|career) goals\\b|(?:netted|scored) \\d+ (?:times|goals)\\b|a century of goals\\b|(?:previous|last|next|earlier) round\\b|reverse fixture\\b|earlier (?:this|in the) (?:season|campaign|month|week)\\b|"
        // A second leg's look back, "the lead built in the first leg, where Vallmark scored twice"; not a first leg's own
        // report, "won 2-0 in the first leg of their semi-final".
        "(?:in|at|from|during) the first leg\\b(?! of\\b)|"
        "(?:years?|months?|weeks?|days?|seasons?) ago\\b|in (?:19|20)\\d\\d\\b(?![-–/])|"
        // "had beaten Celtic 2-0 at Strand Meadow in April when Whelan scored both goals": another month's match.
        "(?:in|since|back in|last) (?:january|february|march|april|june|july|august|september|october|november|december),? when\\b|"
        // "after he scored twice in the 2-2 draw between the sides here in April".
        "(?:here|there) in (?:january|february|march|april|june|july|august|september|october|november|december)\\b|the (?:first|last|previous|opening) (?:game|match|meeting) (?:of|since|between)\\b|last time (?:out|they|the)\\b|"
        "(?:will|would) (?:face|play|host|travel|visit|meet)\\b|next up\\b|goes? on to face\\b|in midweek\\b|midweek (?:win|defeat|draw|victory|loss|game|match|tie|clash|fixture)\\b|"
        "in (?:all|\\d+) (?:games|matches|appearances)\\b|goals? in (?:\\w+ ){0,2}(?:games|matches|appearances|starts)\\b|"
        // A taker's record: "has missed two of his last three Championship penalties". Not a side's run, an aside to
        // this match's events: "Tollbridge, unbeaten in their previous six league matches, went ahead".
        "(?:last|previous) (?:two|three|four|five|six|seven|eight|nine|ten|\\d+) (?:\\w+ ){0,2}?(?:penalties|spot-kicks)\\b|"
        // "Elsewhere on Saturday, Mangaung United and Ekurhuleni Stars played to a 1-1 draw": the round's other results.
        "elsewhere (?:on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in the (?:league|division|group|competition|round|table))\\b|"
        // "who scored twice for Sweden against Finland during the international break"
        "(?:during|before|after|over|in) the international break\\b|on international duty\\b)")),
        triggers.add({"last", "next", "previous", "coming", "times", "century", "round", "reverse", "earlier", "ago", "#year", "games", "matches", "appearances", "starts", "midweek", "leg", "elsewhere", "international",
                      "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december"})};
    // Words of otherMatch's matches common in this match's own sentences ("game", "league", "will"): each
    // counts only with a partner every match that holds it holds too ("the first game of", "his 100th
    // league goal", "will face").
    std::array<TriggerPair, 3> otherMatchPairs{{
        {triggers.add({"international", "career", "senior", "club", "league", "competitive", "netted", "scored"}), triggers.add({"goal", "goals"})},
        {triggers.add({"game", "match", "meeting"}), triggers.add({"first", "opening"})},
        {triggers.add({"will", "would", "go", "goes"}), triggers.add({"face", "play", "host", "travel", "visit", "meet"})},
    }};
    Gated negation{rx(QStringLiteral(
        "\\b(?:(?:could|should|would|might|must|may|ought to) (?:have|easily have|well have|surely have)\\b|(?:almost|nearly|so nearly)\\b(?!\\s+(?:burst|broke|ripped|tore)\\b)|"
        "thought (?:he|she|they|it|his side|he'd|they'd) (?:had|was|were)\\b|appeared to have\\b|went close\\b|denied\\b|"
        // A scorer's record, a quote's comfort: "he's scored plenty for us and he'll score plenty more".
        "plenty (?:of goals|more)\\b|(?:scored|score|scores|scoring|netted) (?:plenty|loads|lots|a lot|hundreds|dozens)\\b|"
        "(?:hit|struck|rattled|clipped|smacked|thumped|crashed|cannoned|came back off|bounced off|rebounded off)\\s+(?:against\\s+|off\\s+)?the\\s+(?:(?:base|foot|inside|outside|underside) of the\\s+)?(?:(?:left|right)-hand\\s+|near\\s+|far\\s+)?(?:post|bar|crossbar|woodwork|upright|frame)\\b(?!,? and (?:in|into)\\b)|"
        // Not "crashed off the underside of the bar and into the net": a goal by way of the woodwork.
        "(?:on to|onto|against|(?<!\\bin )off) the (?:(?:base|foot|inside|outside|underside) of the )?(?:(?:left|right)-hand |near |far )?(?:bar|post|crossbar|woodwork|upright)\\b(?!,? and (?:in|into)\\b)|failed to\\b|unable to\\b|without scoring\\b|(?:has|have|had) (?:not|n't|never) scored\\b|hopes? to\\b|wants? to\\b|"
        "if (?:he|she|they|it)\\b|if (?-i:[A-Z])[\\w'’-]+(?:\\s+(?-i:[A-Z])[\\w'’-]+)?\\s+(?:scores|converts|nets|buries|had scored|had converted)\\b|was (?:kept out|saved|blocked|cleared)\\b|keeping out\\b|wide\\b|over the bar\\b|side[- ]?netting\\b|missed (?:a|the|an|two|his) (?:chance|sitter|opportunity|opening)\\b|"
        "no goal\\b|close to\\b|trying to\\b|in search of\\b|looking for\\b|chance to\\b|yet to\\b)")),
        triggers.add({"plenty", "could", "should", "would", "might", "must", "may", "ought", "almost", "nearly", "thought", "appeared", "close", "denied", "post", "bar", "crossbar", "woodwork", "upright", "frame", "failed", "unable", "without", "not", "never", "n't", "hope", "hopes", "want", "wants", "if", "kept", "keeping", "saved", "blocked", "cleared", "wide", "netting", "sidenetting", "missed", "no", "trying", "search", "looking", "chance", "yet"})};
    Gated disallowed{rx(QStringLiteral(
        // "ruled that Albright had strayed offside", "was adjudged offside by the width of a shoulder".
        "\\b(?:ruled out|rule out|rules out|disallowed|ruled (?:that )?(?:\\S+ ){1,4}?(?:had|was|were|been) (?:\\w+ )?offside|rul(?:e|es|ed) that (?:\\S+ ){1,3}?had (?:\\w+ )?(?:climbed|fouled|pushed|handled|impeded|barged|pulled|held|used|blocked|obstructed|backed)\\b|adjudged (?:to have been )?(?:\\w+ )?offside|(?:whistle|flag) (?:had|has|to have) (?:already )?(?:gone|been blown)|(?:whistle|flag) to (?:go|sound|be blown) (?:up )?for\\b|gone for offside|chalked (?:it )?off|struck (?:it )?off|ruled it out|rules? it out|rul(?:e|es|ed) the (?:goal|effort|header|strike|equaliser|equalizer) out|chalks? (?:it )?off|(?:annuls|annulled|annul) (?:the|his|her|their) (?:goal|strike|header|effort|equaliser|equalizer)|(?:was|were|is|been) waved off|wiped out|cancelled out by (?:the )?(?:var|offside|a foul)|(?:goal|strike|header|effort|equaliser|equalizer|winner|it)(?: of [^\\s,.;]+(?: [^\\s,.;]+)?)? (?:was|is|had been) (?:cancelled|annulled|overturned)|(?:cancelled|cancels) (?:the|his|her|their) (?:goal|strike|header|effort|equaliser|equalizer)|did not stand(?! for long)|didn't stand(?! for long)|"
        "was not given|wasn't given|flagged (?:for )?offside|flagged for (?:handball|a handball|a foul|a push)|scrubbed (?:off|out)|offside (?:call|decision|flag)|flag (?:went|was|is|goes) (?:already )?up|flag to (?:go up|rise|be raised|shoot up)|flag (?:rose|shot up)|flag (?:was|is|had been) (?:already )?raised|(?:raised|raises|had raised|had already raised) (?:her|his|the) flag|(?:had|has) (?:her|his|the) flag (?:raised|up)|correctly ruled|overturned the goal|goal (?:was|is) not (?:recognised|recognized|validated|allowed)|denied by (?:var|the flag|an offside))\\b")),
        triggers.add({"ruled", "rule", "rules", "disallowed", "whistle", "flag", "offside", "chalked", "struck", "wiped", "cancelled", "annulled", "stand", "given", "flagged", "overturned", "denied", "waved", "chalks", "chalk", "annuls", "annul", "scrubbed", "recognised", "recognized", "validated", "allowed", "adjudged"})};
    Regex goalish = rx(QStringLiteral(
        "\\b(?:goal|scored|net|netted|finish|finished|turned in|turned home|header|headed in|headed home|head in|heads in|pushes in|pushed in|strike|thought (?:he|she|they) had|celebrat\\w*|ball in the net|"
        "poked in|poked home|fired in|fired home|tapped in|slotted|bundled|prodded|effort|"
        "(?:slammed|smashed|lashed|rifled|thumped|hammered|blasted|swept|steered|stabbed|nodded|glanced|drilled|volleyed) (?:it )?(?:home|in))\\b"));
    Gated goalVerb{rx(QStringLiteral("\\b") + goalVerbPattern + QStringLiteral("\\b")),
        triggers.add({"scored", "scores", "netted", "nets", "netting", "grabbing", "grabs", "bagging", "notching", "claimed", "claiming", "mistake", "headed", "heads", "heading", "restoring", "fired", "fires", "firing", "powered", "powers", "slid", "slides", "rose", "slipped", "slips", "squeezes", "slotted", "slots", "slotting", "tapped", "taps", "poked", "pokes", "prodded", "prods", "turned", "turns", "steered", "steers", "stabbed", "sidefooted", "swept", "sweeps", "drilled", "drills", "lashed", "lashes", "smashed", "smashes", "rifled", "rifles", "curled", "curls", "volleyed", "volleys", "bundled", "bundles", "bundling", "scrambled", "nodded", "nods", "glanced", "hammered", "thumped", "blasted", "stroked", "tucked", "tucks", "rolled", "rises", "looping", "tapping", "poking", "prodding", "sweeping", "drilling", "lashing", "smashing", "rifling", "curling", "volleying", "nodding", "stabbing", "steering", "leveled", "tied", "chipped", "chips", "lobbed", "flicked", "forced", "converted", "equalised", "equalized", "levelled", "opened", "deadlock", "doubled", "extended", "reduced", "halved", "struck", "gave", "completed", "completes", "completing", "complete", "grabbed", "bagged", "notched", "registered", "snatched", "sealed", "wrapped", "added", "produced", "scuffed", "squeezed", "whipped", "guided", "bent", "placed", "arrowed", "equaliser", "equalizer", "opener", "winner", "leveller", "scoring", "picking", "picked", "picks", "volley", "fire", "head", "slot", "tap", "poke", "prod", "turn", "curl", "sweep", "drill", "lash", "smash", "nod", "steer", "stab", "rifle", "bundle", "glance", "thump", "hammer", "blast", "roll", "chip", "lob", "flick", "finished", "power", "drove", "drives", "restored", "converting", "tuck", "stroke", "sidefoot", "opens", "breaks", "transformed", "transforms", "doubles", "extends", "restores", "pulls", "equalises", "equalizes", "levels", "leathered", "whacked", "walloped", "rocketed", "thundered", "nestled", "nestling", "flew", "crept", "looped", "dipped", "sailed", "squirmed", "arrowed", "flashed", "whistled", "fizzed", "went", "bar", "crossbar", "post", "upright", "woodwork", "side-footed", "side-foot", "hooked", "lifted", "clipped", "dinked", "scooped", "slammed", "crashed", "cracked", "belted", "smacked", "lifting", "lifts", "chipping", "dinking", "dinks", "lobbing", "lobs", "floated", "clipping", "bends", "whips", "places", "strokes", "hammers", "thumps", "blasts", "rolls", "guides", "hooks", "slams", "finishes", "sidefoots", "side-foots", "sliding", "slipping", "squeezing", "rolling", "tucking", "stroking", "placing", "guiding", "squeeze", "scramble", "convert", "bending", "beyond", "simplest", "easiest", "simple", "easy", "straightforward", "score", "hardly", "scarcely", "barely", "defined", "defines"})};
    // Words of goalVerb's matches that are common on their own ("back", "made", "put", "net"): each counts
    // only with a word every match that holds it holds too ("pulled one back", "made it 2-0", "put them
    // ahead", "found the net", "gives City the lead"), so that the pattern does not run on the many sentences holding one alone.
    std::array<TriggerPair, 7> goalVerbPairs{{
        // "made it 2-0", and "made the 0-1" as translations tell a goal ("to make it 2-1" names no scorer of its own:
        // the subject may be the one who made the chance).
        {triggers.add({"made", "makes", "making", "won", "make"}), triggers.add({"it", "#"})},
        {triggers.add({"back", "scoresheet", "mark"}), triggers.add({"got", "won", "pulled", "clawed", "hauled"})},
        {triggers.add({"ahead", "front", "level", "lead", "ball"}), triggers.add({"put", "puts", "shot", "edged", "nudged", "shoot", "edge", "nudge"})},
        // "sent it to the bottom of the net", translated: "sent" and "pushed" are common alone.
        {triggers.add({"net", "corner"}), triggers.add({"found", "finds", "hit", "sent", "sends", "pushed", "pushes"})},
        {triggers.add({"keeper", "goalkeeper"}), triggers.add({"beat", "beats", "beating"})},
        {triggers.add({"gives", "giving", "given", "give"}), leadWords},
        {triggers.add({"got"}), ordinalWords | goalNounWords},
    }};
    // "the ball was turned home from close range by Trewhella", "was volleyed past Tristan Couch by Sharif": up to three
    // words between, none a delivery's ("from a corner taken by Smith" names the corner's taker).
    Gated passiveGoal{rx(QStringLiteral("\\b(?:(?:(?:was|is|were)\\s+(?:\\w+\\s+)?)?(?:poked|headed|turned|fired|slotted|tapped|prodded|bundled|swept|volleyed|curled|drilled|lashed|smashed|side-footed|nodded|steered|"
        "rifled|hammered|glanced|thumped|blasted|tucked|rolled|stabbed|chipped|lobbed)\\s+(?:home|in|into the (?:net|goal|corner)|past(?:\\s+\\S+){1,3}?)"
        "(?:\\s+(?!(?:taken|delivered|crossed|whipped|swung|supplied|provided|sent|played|floated|laid|flicked)\\b)\\S+){0,4}?\\s+by\\b|(?:was|is|were)\\s+(?:\\w+\\s+)?(?:scored|converted|netted)\\s+by\\b)")),
        triggers.add({"poked", "headed", "turned", "fired", "slotted", "tapped", "prodded", "bundled", "swept", "volleyed", "curled", "drilled", "lashed", "smashed", "footed", "nodded", "steered", "scored", "converted", "netted",
                      "rifled", "hammered", "glanced", "thumped", "blasted", "tucked", "rolled", "stabbed", "chipped", "lobbed"}), byWord};
    Gated throughGoal{rx(QStringLiteral("\\b(?:levelled|equalised|equalized|replied|responded|struck|led|scored|netted|hit back|came from behind|turned (?:the game|the match|the tie|it|things) (?:a)?round|went (?:ahead|in front)|took the lead|pulled one back|got one back|doubled their lead|made it \\d+[-–]\\d+|(?:got|get|gets|getting) back into (?:the game|the match|it|contention))\\s+(?:as early as\\s+|(?!(?:when|after|as|before|but|and|while|until)\\b)\\w+\\s+){0,6}(?:through|via|thanks to)\\b")),
        triggers.add({"through", "via", "thanks"})};
    // "who led from the fifth minute when Abrahams shot through the palms of Gillespie", "Wrexham were back on level
    // terms when Newton produced a fine set-piece": the side's lead or leveller, scored by the player after "when".
    Gated whenGoal{rx(QStringLiteral("\\b(?:led|went ahead|went in front|took the lead|were ahead|were in front|drew level|were level|on level terms|levelled|"
        "equalised|pulled one back|got one back|doubled their lead)\\s+(?:\\S+\\s+){0,6}?(when)\\s+(?:\\S+\\s+){1,4}?"
        // "went ahead after nine minutes when Garrihy, a tall, rangy forward, ran onto a long clearance": an aside between.
        "(?:(?:[^\\s,]+,\\s+){0,1}[^,;:()]{1,90},\\s+)?"
        // "levelled when Keithmore rose highest at the back post": the run or leap that led to the goal.
        "(?:rose|leapt|leaped|ran onto|ran on to|raced onto|raced on to|latched onto|latched on to|pounced|reacted first|met|broke clear|burst clear|"
        "shot|shoots|fired|fires|headed|heads|"
        "struck|strikes|hit|hits|finished|slotted|turned|volleyed|curled|drilled|lashed|smashed|poked|prodded|tapped|nodded|swept|steered|scored|"
        "scores|netted|nets|converted|bundled|side-footed|rifled|glanced|chipped|lobbed|beat|produced|found|stabbed|thumped|hammered|squeezed|"
        "guided|bent|placed|collected|grabbed|bagged|notched|added|completed|doubled)\\b")),
        triggers.add({"when"}), leadWords};
    Gated nounGoal{rx(QStringLiteral("\\b(?:a|an|the|his|her|their)\\s+(?:\\S+\\s+){0,3}") + goalNouns + QStringLiteral("\\s+(?:from|by)\\b")),
        triggers.add({"goal", "strike", "header", "finish", "opener", "equaliser", "equalizer", "winner", "leveller", "volley", "tap", "double", "brace", "hat", "second", "third", "effort"}), fromOrBy};
    // "the equaliser of Brankovic", "a goal of Serafim": a translation's word order, the name right after "of". Led
    // by the noun, not by nounGoal's articles: "of" is in most sentences that hold a goal noun.
    Gated goalOfName{rx(QStringLiteral("\\b(?:goal|equaliser|equalizer|winner|opener)\\s+of\\s+(?=(?-i:[A-Z]))")),
        goalNounWords, triggers.add({"of"})};
    // A goal told in a relative clause of its scorer: "Arkwright, whose goal in the 23rd minute had put Brackenholt
    // ahead, ...". Asked only of sentences with a goal noun (nounGoal's triggers) and "whose".
    Regex whoseGoal = rx(QStringLiteral("\\bwhose\\s+(?:\\S+\\s+){0,2}?(?:goal|strike|header|opener|equaliser|equalizer|winner|leveller|volley|effort)\\s+"
                                        "(?:[^\\s,;]+\\s+){0,6}?(?:had\\s+|has\\s+)?(?:put|given|gave|earned|brought|levelled|opened|pulled)\\b"));
    // "Reddy's 88th-minute penalty settled it": a possessive player's penalty that decided something was scored.
    Regex possessivePenalty = rx(QStringLiteral("^\\s*(?:\\S+\\s+){0,2}?(?:penalty|spot-kick|spot kick)\\s+(?:(?:\\S+\\s+){0,2}?(?:settled|decided|sealed|clinched|secured|earned|won|rescued|snatched|salvaged)\\b|proved (?:to be )?(?:decisive|enough|the (?:difference|winner|decider))\\b)"));
    Regex possessiveGoal = rx(QStringLiteral("^\\s*(?:\\S+\\s+){0,3}?") + QStringLiteral("(?:goal|strike(?![- ](?:partner|force|pairing|duo))|header|finish|opener|equaliser|equalizer|winner|leveller|volley|tap-in|brace|double(?![- ](?:change|substitution|switch|swap|save))|hat-trick)\\b"));
    Gated penaltyWord{rx(QStringLiteral("\\b(?:penalty(?!\\s+(?:area|box|spot))|penalties|pen(?<=a pen|the pen|his pen|her pen|to pen|no pen|of pen|, pen)(?=\\s+(?:to|for|and|but|after|was|is)\\b|[.,;!])|spot-kick|spot kick|spot-kicks|from the spot|panenka|(?:from|on|to|at|onto) the penalty spot|pk|pks|(?:pointed|points|pointing) (?:straight )?(?:to|at) the (?:penalty )?spot)\\b")),
        triggers.add({"penalty", "penalties", "spot", "panenka", "pk", "pks", "pen"})};
    Regex penaltyScored = rx(QStringLiteral(
        "\\b(?:scored|scores|converted|converts|transformed|transforms|netted|nets|slotted|slots|dispatched|dispatches|stroked|strokes|tucked|tucks|rolled|rolls|smashed|smashes|"
        "fired|fires|firing|chipped|chips|chipping|slotting|converting|rolling|stroking|dispatching|smashing|sending(?![- ]off)|made no mistake|"
        // "picked herself up to drive the penalty into the roof of the net": an infinitive, with where the ball went.
        // Not a side sent through: "to send Redmarsh into the fourth round".
        "(?:drive|fire|slot|smash|stroke|roll|tuck|drill|blast|lash|thump|hammer|bury|dispatch|side-foot|sidefoot|place|send|chip) "
        "(?:it|the ball|(?:the|his|her|their|a|an) (?:\\S+\\s+){0,2}?(?:penalty|kick|spot-kick|ball|effort|shot|pk))\\s+(?:\\S+\\s+){0,2}?(?:into|in|home|past|beyond)\\b|(?:sent|sends|send) (?:\\S+\\s+){1,5}the wrong way|from the (?:penalty )?spot|"
        "made (?:the result|it|sure|the game) safe from the spot|buried|buries|thumped|blasted|lashed|drilled|hammered|"
        "found the net|found the corner|equalised|equalized|levelled|leveled|won it|gave (?:\\S+\\s+){1,3}(?:the|a) lead|"
        // Not the handball a penalty was given for: "Kerr's cross struck Fenwick's outstretched arm".
        "struck(?!\\s+(?:\\S+\\s+){0,4}?(?:arm|arms|hand|hands|elbow|shoulder|face)\\b)|"
        "sent (?:it|the (?:\\S+\\s+)?(?:pk|penalty|spot-kick|kick|ball)) (?:into|in|home|past))\\b"));
    Regex penaltyMissed = rx(QStringLiteral(
        "\\b(?:"
        // "stepped up to take a penalty after Marsh had bundled over Garbutt, only to crash his kick against the foot of the post"
        "only to (?:crash|hit|strike|smash|send|blaze|drag|fire|slice|put|see)\\s+(?:his|her|the)\\s+(?:kick|effort|shot|penalty|attempt|spot-kick)\\s+"
        "(?:against|off|onto|on to|over|wide|saved)|"
        // "pointed to the spot and booked Phiri, but Moyo's powerful effort crashed against the crossbar"
        "(?:effort|kick|shot|strike|attempt|the ball)\\s+(?:\\S+\\s+){0,2}?(?:hit|struck|rattled|smacked|clanged|clipped|crashed|cannoned|bounced|striking|hitting)\\s+(?:back\\s+)?(?:off\\s+|against\\s+|onto\\s+)?"
        "the\\s+(?:(?:foot|base|inside|outside|underside)\\s+of\\s+the\\s+)?(?:(?:left|right)(?:-hand)?\\s+)?(?:post|bar|crossbar|woodwork|upright)\\b(?!\\s+and\\s+(?:in|into)\\b)|(?:missed|misses|missing|fluffed|blazed|skied|scuffed|dragged)\\s+(?:\\S+\\s+){0,6}?(?:penalty|spot-kick|spot kick|kick)\\s*(?:wide|over|against|onto|off|saved)?|"
        // "dragged it horribly wide", the kick told before ("pointed to the spot").
        "(?:dragged|blazed|skied|pulled|sliced|scuffed|dragging|blazing|skying|pulling)\\s+(?:it|the ball)\\s+(?:\\w+\\s+){0,2}?(?:wide|over)\\b|"
        // Verbs of a kick that went in as often ("fired the penalty past him", "sent him the wrong way"): only
        // with where the ball went.
        "(?:pulled|fired|put|sent|smashed|hit|struck|clipped|rattled|smacked|crashed|slammed|cracked|thumped|blasted|lashed)\\s+(?:\\S+\\s+){0,6}?(?:penalty|spot-kick|spot kick|kick)\\s*(?:wide|over|against|onto|off)\\b(?!(?:\\s+\\S+){1,6}?\\s+and\\s+(?:in|into)\\b)|"
        "(?:penalty|spot-kick|spot kick|kick|effort|pk)\\s+(?:(?!was|is)\\S+\\s+){0,3}?(?:was|is|had been)\\s+(?:\\w+\\s+)?(?:saved|kept out|stopped|missed|blocked|pushed (?:away|aside)|turned away|tipped|beaten away|palmed away|parried)|"
        // "Dore's 58th-minute penalty, awarded after Halas had brought him down, was saved": an aside between commas.
        "(?:penalty|spot-kick|spot kick|pk),\\s+[^,.;]{1,80},\\s+(?:was|is|had been)\\s+(?:\\w+\\s+)?(?:saved|kept out|stopped|missed|blocked|beaten away|palmed away|parried)|"
        "sav(?:ed|es|e)\\s+(?:\\S+\\s+){0,6}?(?:penalty|spot-kick|spot kick|kick|pk|effort from the spot)|"
        // "had the chance to equalise from the penalty spot, but Wilk saved his effort" (the spot told before it: see find()).
        "sav(?:ed|es)\\s+(?:his|her)\\s+(?:effort|attempt)\\b|"
        // "parried Yannick Abanda's PK": the keeper's doing to the taker's kick.
        // "diving to his left to stop Brandvold's PK attempt"
        "(?:parr(?:ied|ies|y)|palm(?:ed|s)?|push(?:ed|es)?|tip(?:ped|s)?|stop(?:ped|s)?|block(?:ed|s)?)\\s+(?:\\S+\\s+){0,2}?\\S+['’]s?\\s+(?:\\S+\\s+)?(?:penalty|spot-kick|spot kick|pk)\\b|"
        // "only for Sandhu to dive full length and keep out Arrúa's firmly struck penalty"
        "(?:keep|keeps|kept|keeping) out (?:\\S+\\s+){0,5}?(?:penalty|spot-kick|spot kick)|"
        // The keeper's doing, present tense too: "but Brennock guesses right, diving low to push the kick around the post".
        "(?:guessed|guesses)\\s+(?:right|correctly|the\\s+right\\s+way)|"
        // "but his spot-kick was too close to Boyd, who parried it away": the kick told before, "it".
        "(?:parried|palmed|pushed|tipped|turned|beat|clawed|kept) it (?:away|out|aside|round|around|over|wide|clear)\\b|"
        "(?:push(?:ed|es)?|tip(?:ped|s)?|palm(?:ed|s)?|parr(?:ied|ies|y)|turn(?:ed|s)?)\\s+(?:the|his|her)\\s+(?:kick|penalty|spot-kick|effort|shot)\\s+(?:round|around|over|onto|on to|away|wide|aside)\\b|saw (?:his|her|their) (?:\\S+\\s+){0,2}(?:penalty|spot-kick|spot kick|kick) (?:\\S+\\s+){0,3}?(?:saved|kept out|hit|strike|go|come|clip|rattle|crash|fly|sail|blocked|pushed|tipped|turned|palmed|parried|clawed)|"
        "(?:penalty|spot-kick|kick) miss\\b|missed from the spot\\b|failed to convert\\b|(?:from the spot|penalty|spot-kick|spot kick|pk),? (?:\\S+\\s+){0,3}(?:hit|struck|rattled|smacked|clanged|clipped|bounced|cannon(?:ed)?|crash(?:ed)?|smashed|thumped|slammed) (?:back )?(?:off |against |onto )?the (?:(?:foot|base) of the )?(?:(?:left|right)(?:-hand)? )?(?:post|bar|crossbar|woodwork|upright)\\b|"
        // "Ishikure's second PK of the night sailed over the bar"
        "(?:penalty|spot-kick|spot kick|pk) (?:\\S+\\s+){0,4}?(?:sailed|flew|ballooned|went|drifted|whistled) (?:high |well |just |harmlessly )?(?:over the (?:bar|crossbar|top)|wide)\\b|"
        // "struck the foot of the left-hand post from the spot"
        "(?:hit|struck|rattled|smacked|clipped) the (?:(?:foot|base) of the )?(?:(?:left|right)-hand )?(?:post|bar|crossbar|upright) from the (?:penalty )?spot\\b)"));
    // A kick sent off target, told without the word penalty: "stepped up, but could only blaze his attempt over the
    // crossbar", "Bjarnason blasts it straight over the bar". A miss only right after a penalty was told (kickFollowsAward).
    Regex offTarget = rx(QStringLiteral(
        "\\b(?:blaze[sd]?|blazing|blast(?:s|ed)?|fire[sd]?|sk(?:y|ies|ied|ying)|drag(?:s|ged)?|pull(?:s|ed)?|slice[sd]?|screw(?:s|ed)?|shank(?:s|ed)?|lift(?:s|ed)?|smash(?:es|ed)?|sen[dt]s?|put|puts|hit|hits)\\s+"
        "(?:it\\s+|(?:his|her)\\s+(?:attempt|effort|shot|kick)\\s+|the\\s+ball\\s+)?(?:straight\\s+|high\\s+|well\\s+|just\\s+|horribly\\s+|harmlessly\\s+)?(?:over|wide)\\b|"
        // The woodwork: "Marchand struck the inside of the right-hand post and the ball rebounded to safety".
        // "his shot was striking the left post", translated: the kick named, as "the hosts striking the woodwork" is no kick.
        "\\b(?:kick|shot|effort|attempt)\\s+(?:was\\s+|is\\s+)?(?:striking|hitting)\\s+the\\s+(?:(?:inside|outside|foot|base|top)\\s+of\\s+the\\s+)?(?:(?:left|right)(?:-hand)?\\s+)?(?:post|upright|crossbar|bar|woodwork)\\b|"
        "\\b(?:hit|hits|struck|strikes|rattled|rattles|smacked|smacks|clipped|clips|(?:smashed|smashes|thumped|thumps|crashed|crashes|slammed|slams) (?:it|the ball|(?:his|her) (?:kick|effort|shot|attempt)) (?:against|onto|off)|(?:rattled|cannoned|bounced|came)(?<=the ball rattled|the ball cannoned|the ball bounced|the ball came) (?:back )?(?:off|against))\\s+the\\s+(?:(?:inside|outside|foot|base|top)\\s+of\\s+the\\s+)?"
        "(?:(?:left|right)(?:-hand)?\\s+)?(?:post|upright|crossbar|bar|woodwork)\\b"
        "(?!\\s+and\\s+in\\b|\\s+with\\s+(?:a|an|his|her)\\s+(?:\\S+\\s+)?(?:header|volley|shot|effort|strike|drive|free-kick)\\b|[^.;]{0,30}?\\b(?:went|goes|rolled|bounced|crept|nestled|ricocheted|flew|spun)\\s+in(?:to)?\\b)"));
    // A kick kept out, told without the word penalty: "Fitch guessed right and palmed his low effort round the post".
    // A kick that went in, told without the word penalty: "Eiðsson, cool as you like, sent Gatenby the wrong way" right
    // after the award.
    Gated wrongWay{rx(QStringLiteral("\\b(?:sent|sends|sending)\\s+(?:\\S+\\s+){1,4}?the\\s+wrong\\s+way\\b")), triggers.add({"wrong"})};
    // "Chiwaula saw his kick brilliantly saved by Asagba": the taker told first.
    // "guessed right and dived low to push it around the post": the infinitive too.
    Regex savedKick = rx(QStringLiteral("\\b(?:(?:saved|palmed|pushed|tipped|parried|kept|stopped|clawed|save|palm|push|tip|parry|keep|stop)\\s+(?:it|(?:his|her)\\s+(?:\\S+\\s+)?(?:effort|attempt|shot|kick))|"
                                        // "keeper Matt Quirke saved low to his right": the keeper's save told by where he went.
                                        "(?:saved|saves|palmed|parried)\\s+(?:(?:low|high|well|brilliantly|superbly|smartly|comfortably|down)\\s+)?to\\s+(?:his|her)\\s+(?:left|right)|"
                                        "(?:saw|sees|seeing)\\s+(?:his|her)\\s+(?:\\S+\\s+)?(?:effort|attempt|shot|kick)\\s+(?:\\w+ly\\s+)?(?:saved|kept out|stopped|palmed|parried|pushed|tipped))\\b"));
    // Not one named by an earlier own goal: "Brannigan, the unfortunate own-goal scorer, pulled up".
    Gated ownGoal{rx(QStringLiteral("\\b(?:own goal(?![- ]scorer)|own-goal(?![- ]scorer)|own net|(?:into his own|into her own|into their own)(?!\\s+(?:post|upright|bar|crossbar|woodwork|half|area|box|penalty|six-yard|team-?mates?|keeper|goalkeeper|defenders?|hands?))|past (?:his|her) own (?:\\w+ )?(?:keeper|goalkeeper))\\b")),
        triggers.add({"own"})};
    Regex secondYellow = rx(QStringLiteral("\\b(?:second yellow|second booking|two yellow cards|two yellows|booked (?:again|for a second time)|another yellow|second caution|second (?:bookable|cautionable) offen[cs]e)\\b"));
    Gated yellow{rx(QStringLiteral("\\b(?:booked|cautioned|yellow card|yellow-carded|yellow carded|(?:went|gone|goes|go|going) in(?:to)? the (?:book|notebook)|joined (?:him|her|them|[\\w-]+) in the (?:book|notebook)|into (?:the referee's|his|[\\w-]+['’]s) (?:book|notebook)|(?:into|in) (?:the )?referee (?:[\\w-]+ ){0,2}?[\\w-]+['’]s (?:book|notebook)|name in (?:[\\w-]+ ){0,3}?(?:the referee's|his|her|[\\w-]+['’]s) (?:book|notebook)|a booking|the booking|was carded|picked up a yellow|shown a yellow|received a yellow|earned a yellow|got a yellow|(?:a|his|her) second (?:yellow|booking|caution)|second(?<=^second|- second|: second|' second|’ second) (?:yellow|booking|caution)(?!\\s+(?:of|for)\\s+the\\b)|(?<!of |with )caution|"
        // Not "counting the cost of caution", "treated with caution".
        // Translated and Australian reports: "Roig saw yellow", "Doolan copped a yellow".
        "(?:saw|sees) yellow|(?:saw|sees) the second yellow|(?:copped|cops) a yellow|"
        // A list's entry: "22' Yellow for Roche (Porthaven)".
        "yellow(?<=^yellow|' yellow|’ yellow|- yellow|: yellow) for(?= (?-i:[A-Z]))|"
        // "In minute 27 the referee Etxeberri showed yellow to Saldaña" (not "showed the yellow card", told above, nor one
        // "initially" shown, then upgraded).
        "(?<!initially )show(?:ed|s|ing)? (?:a |the )?yellow(?![ -]card)|"
        // Translated reports: "the referee admonishes Colluri" (the Italian "ammonisce").
        "admonishes|admonished)\\b")),
        triggers.add({"booked", "cautioned", "yellow", "book", "notebook", "booking", "carded", "caution", "admonishes", "admonished"})};
    Gated red{rx(QStringLiteral("\\b(?:sent off|red card|red-carded|red carded|dismissed|dismissal|marching orders|sent packing|sent for an early bath|an early bath|straight red|saw red|shown red|given his marching orders|sending-off|sending off|ejected|reduced to ten men|reduced to 10 men|down to ten men|down to 10 men|"
        // Translated reports: "was expelled amid the protests", "showed him the direct red".
        "expelled|direct red|"
        // "Gilfeather had no hesitation in brandishing red", "Tattersall flashed red straight away".
        "(?:brandish(?:ed|es|ing)?|flash(?:ed|es|ing)?|show(?:ed|s|ing)?|produc(?:ed|es|ing)|reach(?:ed|es|ing)? for) (?:him |her )?(?:a |the )?red|"
        // A manager's: "referee Gavin Threlfall sent him to the stands".
        "(?:sent|sends|sending) (?:him |her )?to the stands)\\b")),
        triggers.add({"sent", "sends", "red", "dismissed", "dismissal", "marching", "bath", "sending", "men", "ejected", "expelled"})};
    Regex cardNegation = rx(QStringLiteral("\\b(?:(?:not|n't|never)\\s+(?:\\w+\\s+)?(?:sent off|booked|shown|given)\\b|(?:(?:escaped|escape|escapes|escaping|avoided|avoid|avoids|avoiding)(?!\\s+(?:further|more|another|a second|a further)\\b)|lucky not|lucky to stay|should have been|could have been|would have been|might have been|(?:could|should|would|might|ought to)\\s+(?:\\w+\\s+)?have\\s+(?:seen|got|received|picked up|been shown|walked)|already (?:on (?:a |an )?(?:yellow|booking|caution|card)|booked)|was already|for not|risked|risking|no card|without a card|not even a|only a yellow|to avoid|fortunate not|a matter of time|(?:tackle|foul|challenge|booking|card|yellow) away from|the booked|(?:edge|brink|verge|risk|fear|danger|threat) of(?!\\s+(?:the|his|their|her)\\s+(?:own\\s+)?(?:area|box|penalty|six-yard|18-yard|eighteen-yard|d)\\b)|suspended|suspension|ban|banned|misses|will miss|miss the|"
        // Told in a summary: "had a man sent off", "lost a player to a red card", "a red card, a penalty, a goal ruled out".
        "(?:had|having) (?:a man|a player|someone) sent off|lost (?:a|one) (?:man|player) to (?:a )?red|"
        "(?:a|one) red card(?:,| and) (?:a|an|one|two) )\\b)"));
    // "Had Rourke been sent off, Redmarsh would have played more than an hour with ten men": a pattern of its own, as
    // one alternative of cardNegation opening with a mark rather than a word had it tried at every unit.
    Regex counterfactualCard = rx(QStringLiteral("(?:^|(?<=[,;:] ))had\\s+(?:\\S+\\s+){1,3}?been\\s+(?:sent off|shown|booked|dismissed|cautioned)\\b"));
    Gated substitution{rx(QStringLiteral(
        // "was taken off on a stretcher and replaced by Bouzid": the passive's auxiliary told before the "and".
        "\\b(?:(?:be|been|being|is|are|was|were|get|gets|got|had been|has been|have been)\\s+(?:\\w+\\s+)?replaced (?:(?!by\\b)[^\\s,;]+\\s+){0,5}?by|and replaced by|came on for|on (?:came|comes)(?=\\s+(?:\\S+\\s+){1,6}?for\\b)|comes on for|coming on for|was sent on for|was brought on for|"
        "(?:came|comes|coming|was sent|was brought) on to replace|(?:entered|enters|entering) (?:the (?:pitch|field|fray|game) )?(?:for|in (?:the )?place of)|(?<!held |hold |holds |hang |hung |went |goes |back |carried |carries |played |battled |soldiered |struggled |hobbled )on for(?!\\s+(?:a while|a few|a couple|a time|some time|another)\\b)(?!\\s+the\\s+(?:visitors|hosts|home\\s+side|away\\s+side|home\\s+team|away\\s+team)\\b)(?!\\s+(?:a\\s+|the\\s+(?:last|final)\\s+|only\\s+|just\\s+)?(?:dozen|few|couple|half|quarter|\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty)\\b)|replaced by|replaced|replaces|replacing|to replace|replace|made way for|makes way for|making way for|departs for|departed for|departing for|"
        "(?:came|comes|coming) in for(?=\\s+(?-i:[A-Z]))|in (?:the )?place of|in (?:his|her) place|(?:took|takes|taking|take) (?:his|her) place|(?:took|takes|taking) over from(?!\\s+(?:\\S+\\s+){1,3}?as\\s+(?:manager|coach|head|captain|boss))|was substituted for|was withdrawn for|was taken off for|swapped for|was introduced for|introduced in place of|"
        // "was subbed off in the 61st minute for rookie Eli Brandt"
        "subbed (?:off|out)(?:\\s+[\\w-]+){0,4}?\\s+for)\\b")),
        triggers.add({"replac*", "way", "place", "entered", "enters", "entering", "substituted", "withdrawn", "swapped", "introduced", "departs", "departed", "departing", "subbed"})};
    // The substitution's matches without one of its triggers above: "on for", "taken off for" (see the constructor).
    TriggerIndex::Mask forWord = triggers.add({"for"});
    TriggerIndex::Mask overWord = triggers.add({"over"}); // "took over from", with "from"
    TriggerIndex::Mask onOrOff = triggers.add({"on", "off"});
    // The goal verbs' "to net" ("for Lang to net") counts only with "for": "net" alone is common.
    TriggerIndex::Mask netWord = triggers.add({"net"});
    Regex selection = rx(QStringLiteral("\\b(?:warm[- ]up|returns|returned|recalled|restored|comes into|come into|came into|starts|started|(?<!the )start|line-up|lineup|team news|starting|drafted|dropped|named|selection|changes? (?:from|to the (?:side|team|xi|eleven))|drew \\d+[-–]\\d+)\\b"));
    Gated var{rx(QStringLiteral(
        "\\b(?:(?:var|video assistant referee|video assistant|video assistance)\\b(?!:)[^.]*?\\b(?:check|checks|checked|checking|review|reviews|reviewed|reviewing|intervention|intervened|intervenes|consult|consulted|monitor|screen|"
        "ruled|awarded|overturned|judged|determined|decided|confirmed|confirms|backs? up|backed|took a look|takes a look|has a look|had a look|having a look|looked at|look at|ordered|advised|told|spotted|showed|stepped in|upheld)\\b|"
        "(?:check|checked|review|reviewed|intervention|consultation|decision|monitor|screen)\\b[^.]*?\\bvar\\b|on-field review\\b|pitch-?side (?:monitor|screen)\\b|monitor by the side of the pitch\\b|"
        // "after a video review", "Brandauer went to the screen", "called to the monitor by the video assistance".
        "video review\\b|(?:went|go|goes|going|called|sent|summoned|invited)\\s+to\\s+the\\s+(?:screen|monitor)\\b)")),
        triggers.add({"var", "video", "review", "monitor", "screen"})};
    Regex varNegation = rx(QStringLiteral("\\b(?:no var\\b|without var\\b|age of var\\b|var (?:is|was) not (?:in use|being used)\\b|if var\\b|was var correct\\b|(?:claimed|claims|said|says|insisted|insists|argued|argues|believes|feels|thinks|admitted|admits) (?:that )?(?:the )?var\\b)"));
    Gated injury{rx(QStringLiteral(
        "\\b(?:limp(?:ed|s|ing)? (?:off|away)|hobbl(?:ed|es|ing) (?:off|away)|forced off|stretchered off|carried off|taken off injured|went off injured|"
        "(?:went|gone|goes|going) down (?:clutching|holding|injured|in pain|hurt)|(?:hold|holding|clutch|clutching|clutched|held) (?:his|her|the back of his) (?:\\w+ )?(?:groin|hamstring|thigh|knee|ankle|calf|back|shoulder|head(?! in (?:his|her|their) hands)|side|ribs)|pulled up|clutching (?:his|her|the back of his)|injury scare|picked up (?:a|an) (?:knock|injury)|"
        "(?:needed|needs|received|receives|required|requires|getting|got|gets) (?:\\S+ ){0,3}?treatment|receiving treatment|(?:was|were|being|be|been) treated (?:for|on)\\b|stayed down|"
        // "felt a pain in the back of the thigh ... had to leave the pitch", "was taken off on a stretcher"
        "felt (?:a|his|her) (?:pain|twinge|strain)|(?:had|has|forced) to leave the (?:pitch|field)|(?:taken|carried|helped) off on a stretcher|"
        "(?:went|goes) down (?:without contact|grabbing)|(?:was unable|could not|couldn't) (?:to )?continue|(?:hamstring|groin|calf|ankle|knee|thigh|shoulder|head|back) (?:problem|injury|issue|complaint|knock)|"
        "concussion|injured|was hurt|in agony|head injury|an injury|"
        // "turned her ankle in a challenge with Cottrell", "Doughty, with cramp in both calves, was replaced"
        "(?:turned|twisted|rolled|jarred) (?:his|her) ankle|went over on (?:his|her) ankle|(?:with|from|by|of) cramp|cramp(?:ed|ing) up|"
        // "twisted her knee in an innocuous-looking challenge", "was helped off by the physios"
        "(?:twisted|jarred|wrenched) (?:his|her) knee|helped off|"
        // "pulled a hamstring on 63 minutes", "did his hamstring just after the hour"
        "(?:pulled|tweaked|strained|tore|torn|did|done) (?:his|her|a) (?:hamstring|groin|calf|thigh muscle)|"
        // "left the field with visible discomfort in his right leg", "had to be attended by the medical staff"
        "discomfort|(?:attended|treated|tended|seen) (?:to )?by (?:the )?(?:medical (?:staff|services|team)|medics|physios?|doctors?)|"
        // "Doğru and Aydın clashed heads while challenging for a high ball": both hurt.
        "clash(?:ed|es)? heads|clash of heads|"
        // "had taken a whack to the shoulder", "landing awkwardly on his knee"
        "(?:took|taken|takes|taking|received|suffered|sustained|got) (?:a|an) (?:\\S+ )?(?:whack|knock|blow|bang|kick|smack) (?:to|on) (?:the|his|her) "
        "(?:shoulder|head|knee|ankle|face|back|ribs|leg|thigh|calf|hip|nose|eye|foot|arm|wrist|neck)|land(?:ed|ing|s)? awkwardly|"
        // "who took a knock just before the break", "Goss is down after colliding with Rudd and the physio is on"
        "(?:took|takes|taken|taking) (?:a|an) (?:\\S+ )?knock(?!-)|(?:is|was|went|goes|stays|stayed) down after (?:colliding|a collision|a clash|clashing)|"
        "physios? (?:is|are|was|were|came|comes|has come|have come|ran|runs) on)\\b")),
        triggers.add({"limp*", "hobbl*", "forced", "stretchered", "carried", "injured", "hold", "holding", "clutch", "clutching", "clutched", "held", "pulled", "injury", "treatment", "problem", "issue", "complaint", "knock", "concussion", "hurt", "agony", "pain", "ankle", "cramp", "cramped", "cramping", "knee", "helped", "treated", "stayed", "twinge", "strain", "leave", "stretcher", "contact", "grabbing", "continue",
                      "clashed", "clash", "clashes", "whack", "blow", "bang", "smack", "awkwardly", "hamstring", "groin", "discomfort", "attended", "tended", "seen", "colliding", "collision", "clashing", "physio", "physios"})};
    Regex injuryNegation = rx(QStringLiteral("\\b(?:injury[- ]time\\b|injury-hit\\b|injury list\\b|ruled out (?:with|through|by|for)\\b|sidelined\\b|missed (?:\\S+\\s+){0,4}(?:through|with) (?:injury|an injury)\\b|injury crisis\\b|is injured\\b|are injured\\b|were injured\\b|(?:suspended|absent|unavailable|missing) and (?:\\S+\\s+){1,6}?injured\\b|return from (?:injury|an injury)\\b|back from (?:injury|an injury)\\b|after injury\\b|following (?:an? )?(?:\\w+ )?injury\\b|"
        // Hindsight: "whose career would be ended by a knee injury barely two years later".
        "would (?:\\S+\\s+){0,2}(?:ended|cut short|curtailed|ruined) by (?:an? )?(?:\\S+\\s+)?injury\\b)"));
    Regex noPenalty = rx(QStringLiteral("\\b(?:no penalty\\b|penalty (?:was |is )?(?:not given|waved away|denied|overturned|claims?|appeals?|shouts?)\\b|(?:claims?|appeals?|shouts?) for a penalty\\b|not (?:to )?(?:award|give|point to the spot)|did not point to the spot\\b|(?:overcame|overcome|survived|despite) (?:a|an|their|his|her) (?:\\w+ )?missed (?:penalty|pk|spot[- ]kick)\\b)"));
    // "three minutes later Vallmark had the ball in the net": as often as not a goal that does not stand, told so next.
    Gated thoughtScored{rx(QStringLiteral("\\b(?:(?:thought|believed) (?:he|she|they|it|his side|he'd|they'd) (?:had|was|were)\\b|(?:appeared|looked|seemed) to have (?:scored|won|sent|put|netted|levelled|equalised|given)\\b|"
                                          "(?:had|has) the ball in the (?:back of the )?net\\b)")),
        triggers.add({"thought", "believed", "net"})};
    // "appeared to have scored": the looks count only with "have".
    TriggerPair thoughtScoredLooks{triggers.add({"appeared", "looked", "seemed"}), triggers.add({"have"})};
    // Not goal the place: "headed back across goal by Drysdale", "a shot at goal by", "replaced in goal by".
    Gated goalsFrom{rx(QStringLiteral("\\b(?<!own )(?<!own-)(?<!across )(?<!towards )(?<!toward )(?<!at )(?<!in )(?<!on )(?:goals?|strikes?|headers?|finishes|efforts|a brace|a double|an equaliser|a late equaliser|an opener|a winner|a late winner)\\s+(?:\\S+\\s+){0,2}?(?:from|by)\\s")),
        triggers.add({"goal", "goals", "strike", "strikes", "header", "headers", "finishes", "efforts", "brace", "double", "equaliser", "opener", "winner"}), fromOrBy};
    // Not a tally: "his fourth goal in the Carabao Cup this season", "his second goal for the club".
    Gated another{rx(QStringLiteral("\\b(?:(?:second|third|fourth|another) (?:penalty|goal|spot-kick|of the (?:game|night|afternoon|evening))\\b"
        "(?!\\s+(?:\\S+\\s+){0,4}?(?:season|campaign|career|for (?:the|his|her) (?:club|country|side)\\b|in the (?:\\S+\\s+){0,2}?(?:league|championship|competition|tournament)\\b))|two from two\\b|his (?:second|third)\\b(?!\\s+(?:\\S+\\s+){0,4}?(?:season|campaign|career|in the (?:\\S+\\s+){0,2}?(?:league|championship|competition|tournament))\\b)|following it up with another\\b|with another\\b|"
        "(?:struck|scored|netted|strikes|scores|nets|found the net|finds the net|was on target|is on target) again\\b)")),
        ordinalWords};
    Regex scorerAfter = rx(QStringLiteral("\\b(?:from|through|via|thanks to|courtesy of)\\s"));
    // Not one still ahead: "With a penalty shootout looming, Lugo drove at the defence", "to avoid a shoot-out".
    Gated shootOut{rx(QStringLiteral("\\b(?<!avoid a )(?<!avoid the )(?<!avoided a )(?<!avoided the )(?<!avoiding a )(?<!avoiding the )"
                                     "(?:(?:penalty\\s+shoot(?:-|\\s)?out|shoot-?out)(?!\\s+(?:looming|loomed|looms|beckoning|beckoned|approaching|seemed|appeared|threatening|threatened))|spot-kicks? to decide|sudden death|on penalties|penalties it is|(?:it's|it is) penalties|on pens|(?:on|in) (?:penalty kicks|pks)|(?:tie|game|match|it) to penalties)\\b")),
        triggers.add({"shoot*", "spot", "sudden", "penalties", "pens", "kicks", "pks"})};
    // A shoot-out's kick told by its order: "converted Redhaven's first kick", "the decisive fifth kick" (not "the
    // first kick of the game").
    Gated countedKick{rx(QStringLiteral("\\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|sudden-death|opening)\\s+kicks?\\b(?!\\s+(?:of|in)\\s+(?:the|a)\\s+(?:game|match|ball|day|afternoon|evening|night|half|contest|tie))")),
        triggers.add({"kick", "kicks"})};
    // Saves told as a list in a shoot-out ("Carson saved from Parkhill, Kane and McConaghie"): asked only
    // in a shoot-out's sentences (see find()), as "saved from" alone is any save.
    // Not one of the lead family's patterns: it runs in few sentences, and each member costs every sentence.
    TriggerIndex::Mask savedWord = triggers.addWords({"saved"});
    Regex savedFrom = rx(QStringLiteral("\\bsaved\\s+(?:(?:kicks|efforts|penalties|spot-kicks|attempts)\\s+)?from\\b"));
    Regex kickScored = rx(QStringLiteral("\\b(?:scores|scored|nets|netted|converts|converted|makes no mistake|buries|slots|tucks)\\b"));
    // What makes a told miss not one ("could have missed a penalty", "nearly fluffed his spot-kick"): the
    // sentence negation less the words that tell a miss themselves (over the bar, wide, saved, the post).
    Regex penaltyMissDoubt = rx(QStringLiteral("\\b(?:(?:could|should|would|might|must|may) (?:have|easily have|well have|surely have)|almost|nearly|"
                                               "thought (?:he|she|they|it|his side|he'd|they'd) (?:had|was|were)|appeared to have|hopes? to|wants? to|"
                                               "if (?:he|she|they|it))\\b"));
    // A miss told before, its amends told now ("Pirie made amends for his penalty miss by skipping past two challenges"), or
    // one beyond hope ("I didn't think I'd finish the game, never mind save a penalty").
    Regex penaltyMissNotThisOne = rx(QStringLiteral("\\b(?:(?:(?:made|make|makes|making) amends|(?:atoned|atone|atones|atoning|made up|make up|makes up|making up)) for|never mind|let alone)\\b"));
    Regex kickMissed = rx(QStringLiteral("\\b(?:misses|missed|saved|saves|skies|skied|hits the (?:post|bar)|over the bar|wide)\\b"));
    Gated severalGoals{rx(QStringLiteral("\\b(?:scored twice|netted twice|struck twice|two goals|a brace|both goals|a double|"
        "(?:before|then|and) (?:adding|added|following it up with|following that up with|followed it up with) (?:another|a second|his second|her second))\\b")),
        triggers.add({"twice", "two", "brace", "both", "double", "adding", "added", "following", "followed"})};
    // Cue words that are not patterns: "shoot" and "kick" together make a shoot-out context.
    TriggerIndex::Mask shootWord = triggers.addWords({"shoot*"});
    TriggerIndex::Mask kickWord = triggers.addWords({"kick*"});
    // A player coming on with nobody named going off: "Wilson came on", "Motherwell brought on Long".
    // Not a remark on one already on: "Oakden, who has been Albion's best player since coming on".
    Gated comesOn{rx(QStringLiteral("\\b(?:(?<!since )(?<!since he )(?<!since she )(?:came|comes|coming|was brought|was sent|was thrown)\\s+on\\b(?!\\s+(?:for|to replace|in place of))|(?<!after being )subbed\\s+on\\b(?!\\s+(?:for|to replace|in place of|(?-i:[A-Z])))|(?:came|comes) off the bench\\b|"
        // "Pritchard was withdrawn on 57 minutes and Okoro sent on to play high on the right": the passive's auxiliary left out.
        "(?<=\\s)sent\\s+on\\s+(?=(?:to|as|in|at|with|after)\\b))")),
        triggers.add({})}; // set by comesOnPair below
    Gated bringsOn{rx(QStringLiteral("\\b(?:(?:bring|brought|brings|bringing|send|sent|sends|sending|throw|threw|throws|throwing|thrown|introduced|introduces|introducing|subbing)\\s+on\\b|(?:introduced|introduces|introducing|inserted|inserts|inserting)\\b|"
        // "Tresselt subbed on Diego Arriaga for Keppler": the manager's change, the one coming on named after.
        "subbed\\s+on\\b(?=\\s+(?-i:[A-Z]))|"
        // The other way round: "withdrew Lindfors for Callum Ridings", "took off Ode for Whitlam", "swapped Sasaki for Brandt".
        "(?:withdrew|withdraws|withdrawing|swapped|swaps|swapping|sacrificed|sacrifices|sacrificing|(?:took|takes|taking|hauled|hauls|hauling) off)\\b|"
        // "added Greta Lorenz for defender Hanna Schwarz": a change only with a name, "for" and a name after it.
        // So is "hooked the tiring Ashby-Fenn for Ade Lawal" (a finish's verb too).
        "(?:added|adds|adding|hooked|hooks|hooking)(?=\\s+(?:(?-i:[a-z])[\\w-]*\\s+){0,2}(?-i:[A-Z])\\S+(?:\\s+(?-i:[A-Z])\\S+){0,2}\\s+for\\s+(?:the\\s+)?(?:(?-i:[a-z])[\\w-]*\\s+){0,2}(?-i:[A-Z])))")),
        triggers.add({"introduced", "introduces", "introducing", "inserted", "inserts", "inserting", "withdrew", "withdraws", "withdrawing", "swapped", "swaps", "swapping",
                      "sacrificed", "sacrifices", "sacrificing", "added", "adds", "adding", "hooked", "hooks", "hooking"})};
    // Every match of the two holds "on" or "off" besides its verb ("came on", "came off the bench", "brought
    // on"): the verbs, common in any report ("sent", "came"), count only together with one of them.
    TriggerPair comesOnPair{triggers.add({"came", "comes", "coming", "brought", "sent", "thrown", "subbed"}), onOrOff};
    // offTarget's step: its verbs only together with "over" or "wide".
    TriggerIndex::Mask offTargetStep = triggers.add({});
    TriggerPair offTargetPair{triggers.add({"blaze*", "blast*", "sky", "skies", "skied", "skying", "drag*", "pull*", "slice*", "screw*", "shank*", "lift*",
                                            "smash*", "send", "sends", "sent", "put", "puts", "hit", "hits", "hitting", "fire", "fires", "fired", "struck", "strikes", "striking",
                                            "rattled", "rattles", "smacked", "smacks", "clipped", "clips", "cannoned", "bounced"}),
                              triggers.add({"over", "wide", "post", "upright", "crossbar", "bar", "woodwork"})};
    TriggerPair savedKickPair{triggers.add({"saved", "palmed", "pushed", "tipped", "parried", "kept", "stopped", "clawed", "save", "palm", "push", "tip", "parry", "keep", "stop"}),
                            triggers.add({"it", "his", "her"})};
    TriggerPair bringsOnPair{triggers.add({"bring", "brought", "brings", "bringing", "send", "sent", "sends", "sending", "throw", "threw", "throws", "throwing", "thrown", "subbing", "subbed", "took", "takes", "taking", "hauled", "hauls", "hauling"}), onOrOff};
    // Every step of find() that adds an event or marks one is gated by one of these bits (the possessive
    // and "a <name> equaliser" goals by nounGoal's: their nouns are its triggers), or by the shoot and kick
    // words together (a penalty context), or runs in a shoot-out's short sentences, or is a shoot-out's saves.
    TriggerIndex::Mask eventSteps = disallowed.bit | thoughtScored.bit | goalsFrom.bit | penaltyWord.bit | ownGoal.bit | passiveGoal.bit
        | throughGoal.bit | whenGoal.bit | goalVerb.bit | nounGoal.bit | goalOfName.bit | red.bit | yellow.bit | substitution.bit | comesOn.bit | bringsOn.bit | var.bit | injury.bit | offTargetStep | wrongWay.bit;
    bool shootAndKick(TriggerIndex::Mask cues) const { return (cues & shootWord) && (cues & kickWord); }
    /// Whether a sentence with these cues may add or mark an event; when not, the other-match test and
    /// every step after it would run for nothing (about a third of the sentences that name people).
    bool mayAddEvents(TriggerIndex::Mask cues, bool shootOutKick, bool inShootOut) const
    {
        return (cues & eventSteps) || shootAndKick(cues) || shootOutKick || (inShootOut && (cues & savedWord));
    }
    QList<std::pair<const char *, const Gated *>> gated() const
    {
        return {{"otherMatch", &otherMatch}, {"negation", &negation}, {"disallowed", &disallowed}, {"goalVerb", &goalVerb}, {"passiveGoal", &passiveGoal}, {"throughGoal", &throughGoal}, {"whenGoal", &whenGoal}, {"nounGoal", &nounGoal}, {"goalOfName", &goalOfName}, {"penaltyWord", &penaltyWord}, {"ownGoal", &ownGoal}, {"yellow", &yellow}, {"red", &red}, {"substitution", &substitution}, {"var", &var}, {"injury", &injury}, {"thoughtScored", &thoughtScored}, {"goalsFrom", &goalsFrom}, {"another", &another}, {"shootOut", &shootOut}, {"severalGoals", &severalGoals}, {"comesOn", &comesOn}, {"bringsOn", &bringsOn}};
    }
    Regex offsideFinish{QStringLiteral("\\b(?:from an? (?:\\w+ )?offside position|was (?:\\w+ )?offside|in an offside position)\\b"), options};
    // Every pattern above that runs on a sentence's WordStarts: its starts are looked up once for all.
    LeadFamily leads;

    Patterns()
    {
        // "for" alone let the substitution pattern run on most sentences that hold it.
        // "Harmanjot Brar came in for Menon": "in" is in most sentences, "came" in fewer. (A word set opens one pair.)
        triggers.addPair(forWord, onOrOff | comesOnPair.words, substitution.bit);
        triggers.addPair(overWord, fromOrBy, substitution.bit);
        triggers.addPair(netWord, forWord, goalVerb.bit);
        for (const TriggerPair &pair : goalVerbPairs)
            triggers.addPair(pair.words, pair.with, goalVerb.bit);
        for (const TriggerPair &pair : otherMatchPairs)
            triggers.addPair(pair.words, pair.with, otherMatch.bit);
        triggers.addPair(thoughtScoredLooks.words, thoughtScoredLooks.with, thoughtScored.bit);
        triggers.addPair(comesOnPair.words, comesOnPair.with, comesOn.bit);
        triggers.addPair(bringsOnPair.words, bringsOnPair.with, bringsOn.bit);
        triggers.addPair(offTargetPair.words, offTargetPair.with, offTargetStep);
        triggers.addPair(savedKickPair.words, savedKickPair.with, offTargetStep);
        for (const auto &[name, gated] : gated())
            leads.add(gated->pattern);
        for (const Regex *pattern : ungated())
            leads.add(*pattern);
    }
    QList<const Regex *> ungated() const
    {
        return {&goalish, &penaltyScored, &penaltyMissed, &secondYellow, &cardNegation, &selection, &varNegation, &injuryNegation, &noPenalty,
                &scorerAfter, &kickScored, &kickMissed, &offsideFinish, &offTarget, &whoseGoal, &savedKick};
    }
};

const Patterns &patterns()
{
    static const Patterns instance;
    return instance;
}

// The clause around [start, end): from the last clause break before it to the first one after.
QStringView clauseAround(QStringView text, int start, int end)
{
    static const Regex breaks(QStringLiteral("[,;:–—]|\\s-\\s|\\s(?:but|before|after|while|whilst|although|though|only for|as|when|then)\\s"), options);
    int from = 0;
    auto it = breaks.globalMatch(text);
    int to = int(text.size());
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedEnd() <= start)
            from = int(m.capturedEnd());
        else if (m.capturedStart() >= end) {
            to = int(m.capturedStart());
            break;
        }
    }
    return text.mid(from, to - from);
}

// Whether the goal words at `anchor` lie in a relative clause right after the name ending at `nameEnd` that closes
// before `next`, the main clause's, and tell an earlier moment of this match, timed: "Whitlam, who had opened the scoring
// in the eighth minute, added a second". Not another match's ("who scored twice in last week's draw"). `times`: the
// sentence's, at offsets from `origin`.
bool toldInRelativeClauseBefore(QStringView text, int nameEnd, int anchor, int next, const QList<TimeExpression> &times, int origin)
{
    if (nameEnd < 0 || anchor <= nameEnd || next <= anchor)
        return false;
    const QStringView opening = text.sliced(nameEnd, anchor - nameEnd);
    if (!opening.startsWith(u", who had ") || opening.sliced(2).contains(u','))
        return false;
    const qsizetype close = text.indexOf(u',', anchor);
    return close >= 0 && close < next && std::any_of(times.cbegin(), times.cend(), [&](const TimeExpression &time) {
        return time.span.start - origin > anchor && time.span.end - origin <= close;
    });
}

// Whether the shot told at `start` is one a keeper kept out: "alert to tip over a looping header from Ruddock".
bool isKeptOut(QStringView text, qsizetype start)
{
    static const Regex keptOut(QStringLiteral("\\b(?:tip(?:ped|s)?\\s+over|sav(?:ed|es)|parr(?:ied|ies)|block(?:ed|s)|denied|kept\\s+out|turned\\s+away|"
                                              "pushed\\s+away|palmed\\s+away|stopped|held)\\s+(?:(?:a|an|the|his|her|their)\\s+(?:\\S+\\s+){0,2})?$"),
                               Regex::CaseInsensitive | Regex::UnicodeProperties);
    const qsizetype from = std::max<qsizetype>(0, start - 48);
    return keptOut.match(text.sliced(from, start - from)).hasMatch();
}

// Whether a second yellow is told as one player's ("his second caution", "booked again"), not as the game's
// ("the game's second yellow") or a threat ("on the edge of a second yellow").
bool isOwnSecondYellow(QStringView text, const RegexMatch &secondYellow)
{
    if (!secondYellow.capturedView().startsWith(QLatin1String("second"), Qt::CaseInsensitive))
        return true;
    const QStringView before = text.first(secondYellow.capturedStart());
    static const std::array<QLatin1String, 8> owners = {QLatin1String("his "), QLatin1String("her "), QLatin1String("shown a "),
        QLatin1String("given a "), QLatin1String("received a "), QLatin1String("collected a "), QLatin1String("picked up a "), QLatin1String("earned a ")};
    return std::any_of(owners.begin(), owners.end(), [&](QLatin1String owner) { return before.endsWith(owner, Qt::CaseInsensitive); });
}

// The text of one of the context's sentences: within the text, so made without QStringView::mid's
// clamping (out of line, and asked three times for every sentence).
QStringView sentenceView(const ExtractionContext &context, const Sentence &sentence)
{
    return QStringView(context.text.constData() + sentence.span.start, sentence.span.length());
}

// Adds to `times`, a sentence's, the bare ordinals its words tell as minutes: "tied it in the 34th", "in the 71st and
// 78th minutes". Read only where an event or a scene asks: "the 34th" is a minute in few sentences.
void addBareOrdinals(const ExtractionContext &context, const Sentence &sentence, QList<TimeExpression> &times)
{
    static const Regex bareOrdinal(QStringLiteral("\\b(?:(?:in|on|by|after|at|until)\\s+the|the\\s+\\d{1,3}(?:st|nd|rd|th)\\s+and)\\s+(\\d{1,3})(?:st|nd|rd|th)\\b"
                                                 "(?!-|\\s+(?:and\\s+\\d|minute|min\\b|mins\\b|place|time|game|match|round|season|year|appearance|goal|league|"
                                                 "consecutive|successive|straight|spot|position|birthday|anniversary|century|meeting|win|defeat|draw|clean))|"
                                                 "\\b(\\d{1,3})(?:st|nd|rd|th)(?=\\s+and\\s+\\d{1,3}(?:st|nd|rd|th)[- ]minutes\\b)"), options);
    // Most sentences asked hold no ordinal numeral: its tokens tell, a number with its suffix right after it.
    const auto ordinalAt = [&](int t) {
        const Token &number = context.tokens.at(t);
        if (number.kind != Token::Kind::Number || t + 1 >= sentence.endToken)
            return false;
        const Token &suffix = context.tokens.at(t + 1);
        if (suffix.start != number.end || suffix.length() != 2)
            return false;
        const char16_t c = context.text.at(suffix.start).unicode() | 0x20;
        const char16_t next = context.text.at(suffix.start + 1).unicode() | 0x20;
        return (c == u't' && next == u'h') || (c == u's' && next == u't') || (c == u'n' && next == u'd') || (c == u'r' && next == u'd');
    };
    bool ordinal = false;
    for (int t = sentence.firstToken; t < sentence.endToken && !ordinal; ++t)
        ordinal = ordinalAt(t);
    if (!ordinal)
        return;
    const QStringView text = sentenceView(context, sentence);
    for (auto it = bareOrdinal.globalMatch(text); it.hasNext();) {
        const RegexMatch m = it.next();
        const int group = m.capturedStart(1) >= 0 ? 1 : 2;
        const int minute = m.capturedView(group).toInt();
        if (minute < 1 || minute > 130)
            continue;
        TimeExpression expression;
        expression.span = {sentence.span.start + int(m.capturedStart(group)), sentence.span.start + int(m.capturedEnd(0))};
        expression.time.minute = minute > 90 && minute <= 99 ? 90 : minute;
        if (minute > 90 && minute <= 99)
            expression.time.addedMinute = minute - 90;
        expression.time.period = MatchTime::periodForMinute(expression.time.minute);
        expression.time.precision = MatchTime::Precision::Exact;
        expression.time.text = m.captured(0);
        const auto at = std::find_if(times.begin(), times.end(), [&](const TimeExpression &t) { return t.span.start > expression.span.start; });
        if (std::none_of(times.cbegin(), times.cend(), [&](const TimeExpression &t) { return t.span.overlaps(expression.span); }))
            times.insert(at, expression);
    }
}

bool isPlayerEntity(const ExtractionContext &context, const RawMention *mention)
{
    const Entity *entity = mention ? context.entityOf(*mention) : nullptr;
    return entity && entity->type == EntityType::Player;
}

bool isPersonEntity(const ExtractionContext &context, const RawMention *mention)
{
    const Entity *entity = mention ? context.entityOf(*mention) : nullptr;
    return entity && (entity->type == EntityType::Player || entity->type == EntityType::Manager || entity->type == EntityType::Referee);
}

// Index of the first token starting at or after absolute offset `position`.
int tokenAtOffset(const ExtractionContext &context, const Sentence &sentence, int position)
{
    int low = sentence.firstToken;
    int high = sentence.endToken;
    while (low < high) {
        const int mid = (low + high) / 2;
        if (context.tokens.at(mid).start < position)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}

// What the minute pattern's ASCII \s and \d match (a caseless pattern without Unicode properties).
bool isAsciiSpace(char16_t c)
{
    return c == u' ' || (c >= u'\t' && c <= u'\r');
}

bool isAsciiDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

// Reads a live-blog minute's parts from `at` on; `at` is left past what was read.
class MinuteReader
{
public:
    explicit MinuteReader(QStringView text)
        : m_text(text)
    {
    }
    qsizetype at() const { return m_at; }
    void advance() { ++m_at; }
    char16_t unit() const { return m_at < m_text.size() ? m_text.at(m_at).unicode() : u'\0'; }
    void skipSpaces()
    {
        while (m_at < m_text.size() && isAsciiSpace(m_text.at(m_at).unicode()))
            ++m_at;
    }
    // At least one and at most `most` digits, and no digit after them; their value, or -1.
    int digits(int most)
    {
        int value = 0;
        int count = 0;
        for (; count < most && isAsciiDigit(unit()); ++count, ++m_at)
            value = value * 10 + (unit() - u'0');
        return count > 0 && !isAsciiDigit(unit()) ? value : -1;
    }
    // The caseless word (lower-case ASCII) at the place, an "s" after it if there is one, then spaces and a
    // separator, or a capital as after a minute mark ("9 min  GOAL!", a text commentary's entry): read as the
    // pattern's "word s?" and the rest, which backtracks over the "s" in vain.
    bool wordThenSeparator(std::u16string_view word)
    {
        if (!TextScan::foldedAt(m_text, m_at, word))
            return false;
        m_at += qsizetype(word.size());
        if (foldedLetter(unit()) == u's')
            ++m_at;
        const qsizetype wordEnd = m_at;
        if (separatorAfterSpaces())
            return true;
        // "11 min" a line of its own, above the entry it times.
        if (m_at == m_text.size())
            return true;
        m_at = wordEnd;
        return capitalAfterSpace();
    }
    // A space, then an upper-case ASCII letter, which stays unread.
    bool capitalAfterSpace()
    {
        if (unit() != u' ')
            return false;
        skipSpaces();
        return unit() >= u'A' && unit() <= u'Z';
    }
    bool separatorAfterSpaces()
    {
        skipSpaces();
        const char16_t c = unit();
        if (c != u':' && c != u'-' && c != u'\u2013')
            return false;
        ++m_at;
        return true;
    }

private:
    QStringView m_text;
    qsizetype m_at = 0;
};

// A list's bullet before an entry's minute: "- 34'", "• 34'".
bool isEntryBullet(char16_t unit)
{
    return unit == u'-' || unit == u'*' || unit == u'\u2022' || unit == u'\u2013' || unit == u'\u00b7';
}

// The minute `text` opens with, read in full (liveBlogMinute); kept apart from the first-unit test there,
// so that a line opening with a word sets up neither the reader nor the time.
Q_NEVER_INLINE std::optional<MatchTime> readLiveBlogMinute(QStringView text)
{
    MinuteReader reader(text);
    reader.skipSpaces();
    if (isEntryBullet(reader.unit())) { // "- 60' Porthaven: Volkov on, Kyle Baines off."
        reader.advance();
        reader.skipSpaces();
    }
    const int minute = reader.digits(3);
    if (minute < 0)
        return std::nullopt;
    // "+ 2": a plus must be followed by the added minute, as no unit can stand at the plus instead.
    std::optional<int> added;
    reader.skipSpaces();
    if (reader.unit() == u'+') {
        reader.advance();
        reader.skipSpaces();
        added = reader.digits(2);
        if (*added < 0)
            return std::nullopt;
        reader.skipSpaces();
    }
    // "min", "mins", "minute", "minutes" or a minute mark, then the separator; each tried from the same place.
    const MinuteReader unitStart = reader;
    bool found = reader.wordThenSeparator(u"min");
    if (!found) {
        reader = unitStart;
        found = reader.wordThenSeparator(u"minute");
    }
    if (!found) {
        reader = unitStart;
        const char16_t mark = reader.unit();
        if (mark == u'\'' || mark == u'\u2019' || mark == u'\u2032') {
            reader.advance();
            // "12' GOAL!", "34' Yellow card for Corrigan": the mark alone ends the minute before an entry's capital.
            const MinuteReader markEnd = reader;
            found = reader.separatorAfterSpaces();
            if (!found) {
                reader = markEnd;
                found = reader.capitalAfterSpace();
            }
            // "90+3'" a line of its own, above the entry it times, as live text copied from a page lays it out.
            if (!found) {
                reader = markEnd;
                reader.skipSpaces();
                found = reader.at() == text.size();
            }
        }
    }
    // The pattern found nothing in invalid UTF-16 (a lone surrogate anywhere in the line).
    if (!found || !TextScan::isValidUtf16(text))
        return std::nullopt;
    MatchTime time;
    time.minute = minute;
    time.addedMinute = added;
    time.period = MatchTime::periodForMinute(time.minute, time.addedMinute);
    time.precision = MatchTime::Precision::Exact;
    time.text = text.left(reader.at()).trimmed().toString();
    return time;
}

} // namespace

std::optional<MatchTime> NarrativeEventFinder::liveBlogMinute(QStringView text)
{
    // Most lines open with a word, and the pattern's start (\s*\d) rules them out.
    const char16_t first = text.isEmpty() ? u'\0' : text.front().unicode();
    if (!isAsciiDigit(first) && !isAsciiSpace(first) && !isEntryBullet(first))
        return std::nullopt;
    return readLiveBlogMinute(text);
}

bool NarrativeEventFinder::isAboutAnotherMatch(QStringView sentence)
{
    const WordStarts starts(sentence); // the search the narrative finder runs, and the one pattern it compiles
    return patterns().otherMatch.pattern.match(sentence, starts).hasMatch();
}

// "In other Matchday 14 fixtures, Ogun Ramblers defeated Delta Marines 2-0 ... Yola Highlanders goalkeeper Tunde Bakare
// saved a late penalty": the paragraph's later sentences name no match of their own.
bool NarrativeEventFinder::opensOtherMatches(QStringView sentence)
{
    // Most paragraphs open otherwise ("In the 23rd minute ..."): told by their first words, without the pattern.
    const char16_t first = sentence.isEmpty() ? 0 : sentence.front().unicode() | 0x20;
    // "In other fixtures", "In the other semi-final", "In Tuesday's other quarter-final first leg".
    if (first == u'e' ? !TextScan::foldedAt(sentence, 0, u"elsewhere")
                      : first != u'i' || !TextScan::foldedAt(sentence, 0, u"in ") || !sentence.left(24).contains(u" other ", Qt::CaseInsensitive))
        return false;
    static const Regex opening(QStringLiteral("^(?:in (?:the |\\S+'s )?other (?:\\S+\\s+){0,3}?(?:fixtures?|games?|match(?:es)?|results?|ties?|legs?|semi-?finals?|quarter-?finals?)\\b|"
                                              "elsewhere(?:\\s+(?:on|in)\\s+\\S+(?:\\s+\\S+)?)?\\s*,)"),
                               options);
    return opening.match(sentence).hasMatch();
}

QStringList NarrativeEventFinder::patternErrors()
{
    const Patterns &p = patterns();
    QStringList errors;
    for (const auto &[name, gated] : p.gated()) {
        if (!gated->pattern.isValid())
            errors << QString::fromLatin1(name) + QStringLiteral(": ") + gated->pattern.errorString();
    }
    for (const Regex *pattern : p.ungated()) {
        if (!pattern->isValid())
            errors << pattern->pattern() + QStringLiteral(": ") + pattern->errorString();
    }
    return errors;
}

QStringList NarrativeEventFinder::untriggeredMatches(const QString &text)
{
    const Patterns &p = patterns();
    Tokens tokens = Tokenizer::tokenize(text);
    const QList<Sentence> sentences = SentenceSplitter::split(text, tokens);
    const QList<TriggerIndex::Mask> cues = p.triggers.sentenceMasks(text, tokens, sentences);
    QStringList misses;
    for (int s = 0; s < sentences.size(); ++s) {
        const QStringView sentence = QStringView(text).mid(sentences.at(s).span.start, sentences.at(s).span.length());
        for (const auto &[name, gated] : p.gated()) {
            if (!gated->allows(cues.at(s)) && gated->pattern.match(sentence).hasMatch())
                misses << QLatin1String(name) + QStringLiteral(": ") + sentence.toString();
        }
    }
    return misses;
}

namespace {

// Where a sentence's subject is a role noun that stands for the player just named, "the striker", "the 19-year-old",
// within its first ten words, none of them an owner's or a mark ("In the second minute of stoppage time the teenager raced
// clear"): the token after the noun, or -1. Not "the keeper", most often the other side's.
// Whether `word` is a noun a report names a player by in place of his name: "the striker", "the substitute".
bool isRoleNoun(QStringView word)
{
    static const QSet<QString> nouns = {QStringLiteral("striker"), QStringLiteral("forward"), QStringLiteral("midfielder"), QStringLiteral("defender"),
        QStringLiteral("winger"), QStringLiteral("teenager"), QStringLiteral("youngster"), QStringLiteral("substitute"), QStringLiteral("frontman"),
        QStringLiteral("front-man"), QStringLiteral("full-back"), QStringLiteral("fullback"), QStringLiteral("centre-back"), QStringLiteral("centre-half"),
        QStringLiteral("center-back"), QStringLiteral("playmaker"), QStringLiteral("debutant"), QStringLiteral("replacement"), QStringLiteral("newcomer"),
        QStringLiteral("skipper"), QStringLiteral("veteran"), QStringLiteral("right-back"), QStringLiteral("left-back"),
        QStringLiteral("wing-back"), QStringLiteral("attacker"), QStringLiteral("centre-forward"), QStringLiteral("center-forward"),
        QStringLiteral("captain")};
    return containsLowered(nouns, word);
}

// A count written in digits or words: "7", "seven", "sixty-three"; 0 for none.
int countOf(QStringView written)
{
    bool numeric = false;
    const int n = written.toInt(&numeric);
    return numeric ? n : TimeExpressionFinder::wordNumber(written);
}

// The minute a phrase of the report tells, as `text` says it.
MatchTime minuteTold(int minute, MatchTime::Precision precision, const QString &text)
{
    MatchTime time;
    time.minute = minute;
    time.period = MatchTime::periodForMinute(minute);
    time.precision = precision;
    time.text = text;
    return time;
}

// "Sixty-three minutes.", "It took seven minutes.", "23 minutes gone.": a sentence that is a minute and nothing else, as
// tabloids stamp the moment before telling it.
std::optional<MatchTime> minuteStamp(QStringView sentence)
{
    if (sentence.size() > 36 || !sentence.endsWith(u'.'))
        return std::nullopt;
    static const Regex stamp(QStringLiteral("^(?:it took |after )?(\\d{1,3}|[a-z]+(?:-[a-z]+)?) minutes(?: on the clock| gone| played)?\\.$"), options);
    const RegexMatch m = stamp.match(sentence);
    if (!m.hasMatch())
        return std::nullopt;
    const int minute = countOf(m.capturedView(1));
    if (minute < 2 || minute > 120)
        return std::nullopt;
    return minuteTold(minute, MatchTime::Precision::Exact, m.captured(0));
}

bool isDemonymWord(QStringView word)
{
    static const std::shared_ptr<const Lexicon> lexicon = Lexicon::builtIn();
    return lexicon->isDemonym(word.toString().toLower());
}

// `clubNamed`, when given, is set to the club named before the noun ("the Corvane centre-back"), if one is.
int roleNounSubjectEnd(const ExtractionContext &context, const Sentence &sentence, bool *byNationality = nullptr, const Entity **clubNamed = nullptr)
{
    const int end = std::min(sentence.endToken, sentence.firstToken + 10); // "the" eight words in at most
    for (int t = sentence.firstToken; t + 1 < end; ++t) {
        const Token &token = context.tokens.at(t);
        if (token.is(Token::Possessive) || token.kind == Token::Kind::Punct) // a clause of its own before it
            return -1;
        // Asked of every sentence that names nobody: the length and letters before any string is made.
        if (token.length() != 3 || (context.text.at(token.start).unicode() | 0x20) != u't' || context.text.at(token.start + 1) != u'h'
            || context.text.at(token.start + 2) != u'e')
            continue;
        // "the 19-year-old" is a number, a hyphen and "year-old".
        if (context.tokens.at(t + 1).kind == Token::Kind::Number) {
            if (t + 3 < sentence.endToken && context.tokenText(t + 2) == u"-" && context.tokenText(t + 3).compare(QLatin1String("year-old"), Qt::CaseInsensitive) == 0)
                return t + 4;
            continue;
        }
        if (context.tokens.at(t + 1).kind == Token::Kind::Word && isRoleNoun(context.tokenText(t + 1)))
            return t + 2;
        // "The Stourhill right-back was booked": a club's name before the noun.
        if (const RawMention *club = context.mentionAt(t + 1); club && club->firstToken == t + 1 && club->endToken < end
            && !context.tokens.at(club->endToken - 1).is(Token::Possessive)) {
            const Entity *entity = context.entityOf(*club);
            if (entity && entity->type == EntityType::Team && context.tokens.at(club->endToken).kind == Token::Kind::Word
                && isRoleNoun(context.tokenText(club->endToken))) {
                if (!clubNamed)
                    return -1;
                *clubNamed = entity;
                return club->endToken + 1;
            }
        }
        // "The Dutch forward, who joined in the summer, opened the scoring", "the Spaniard levelled from the spot": a
        // nationality, alone or before a role noun; not an owner ("the Nigerian's fifth goal"). Asked only by callers
        // that ask of sentences with an event's words, naming nobody: a lexicon lookup there costs little.
        if (byNationality && context.tokens.at(t + 1).is(Token::Capitalised) && !context.tokens.at(t + 1).is(Token::Possessive)
            && isDemonymWord(context.tokenText(t + 1))) {
            *byNationality = true;
            const bool role = t + 2 < sentence.endToken && context.tokens.at(t + 2).kind == Token::Kind::Word && isRoleNoun(context.tokenText(t + 2));
            return role && !context.tokens.at(t + 2).is(Token::Possessive) ? t + 3 : role ? -1 : t + 2;
        }
    }
    return -1;
}

// A value worked out the first time it is asked for, then kept.
template <typename Compute>
class Lazy
{
public:
    explicit Lazy(Compute compute)
        : m_compute(std::move(compute))
    {
    }
    auto operator()() const
    {
        if (!m_known) {
            m_value = m_compute();
            m_known = true;
        }
        return m_value;
    }

private:
    Compute m_compute;
    // Not a std::optional: GCC 12 took its bool for one read uninitialized (-Wmaybe-uninitialized).
    mutable bool m_known = false;
    mutable std::invoke_result_t<Compute> m_value{};
};

// Whether `text` holds "later" in any case, as the caseless "... minutes later" pattern needs: that
// search ran over the whole sentence from every digit and number word (thousands of cycles), and the
// pattern matches in few sentences. No letter of the word has a fold beyond ASCII.
bool holdsLater(QStringView text)
{
    for (qsizetype at = 0; at + 5 <= text.size(); ++at) {
        if ((text.at(at).unicode() | 0x20) == u'l' && TextScan::foldedAt(text, at, u"later"))
            return true;
    }
    return false;
}

// holdsLater() by the sentence's tokens: a word of five letters is rare enough that few are compared.
bool holdsLaterWord(const ExtractionContext &context, const Sentence &sentence)
{
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        const Token &token = context.tokens.at(t);
        if (token.length() == 5 && (context.text.at(token.start).unicode() | 0x20) == u'l' && TextScan::foldedAt(context.text, token.start, u"later"))
            return true;
    }
    return false;
}

// A ball one delivers: "corner", "cross", "free-kick" ("an Ampofo cross", "from Ode's cross").
bool isDeliveryNoun(QStringView word)
{
    static const QSet<QString> deliveries = {QStringLiteral("corner"), QStringLiteral("cross"), QStringLiteral("free-kick"),
        QStringLiteral("free"), QStringLiteral("pass"), QStringLiteral("through-ball"), QStringLiteral("through"), QStringLiteral("delivery"),
        QStringLiteral("flick"), QStringLiteral("flick-on"), QStringLiteral("lay-off"), QStringLiteral("cut-back"), QStringLiteral("cutback"),
        QStringLiteral("throw"), QStringLiteral("throw-in"), QStringLiteral("centre"), QStringLiteral("ball"), QStringLiteral("set-piece")};
    return containsLowered(deliveries, word);
}

// The per-sentence worker: holds the sentence, its text, people and minutes.
int ratingOfBlurbOpeningWithItsVerb(const ExtractionContext &context, int s);
bool opensRatingBlurbWithItsVerb(const ExtractionContext &context, int s);

// Whether a change's words are a passive joined by "and" to the clause before: "... and was replaced by", "... and is
// taken off for" (the trigger may hold the auxiliary or follow it).
bool passiveAfterAnd(QStringView before, QStringView trigger)
{
    const auto endsWith = [&](QLatin1String tail) { return before.endsWith(tail, Qt::CaseInsensitive); };
    if (endsWith(QLatin1String(" and was ")) || endsWith(QLatin1String(" and is ")))
        return true;
    return endsWith(QLatin1String(" and ")) && (trigger.startsWith(QLatin1String("was "), Qt::CaseInsensitive) || trigger.startsWith(QLatin1String("is "), Qt::CaseInsensitive));
}

class SentenceReader
{
public:
    // `people`: the sentence's person mentions (peopleIn), which find() gathers in one list for every sentence.
    // `previousLastPlayer`: the player the last sentence naming one named last.
    SentenceReader(const ExtractionContext &context, int index, const QList<const RawMention *> &people, const RawMention *previousSubject,
                   const RawMention *previousLastPlayer, const std::optional<MatchTime> &lineMinute)
        : m_context(context)
        , m_index(index)
        , m_sentence(context.sentences.at(index))
        , m_text(sentenceView(context, m_sentence))
        , m_people(people)
        , m_previousSubject(previousSubject)
        , m_previousLastPlayer(previousLastPlayer)
        , m_lineMinute(lineMinute)
    {
    }

    QStringView text() const { return m_text; }
    /// What penaltyAwardMinute() asks of the sentences before: the penalty words' pattern and every sentence's cues.
    void setPenaltyCues(const Gated &penaltyWord, std::span<const TriggerIndex::Mask> sentenceCues)
    {
        m_penaltyWord = &penaltyWord;
        m_sentenceCues = sentenceCues;
    }
    const QList<const RawMention *> &people() const { return m_people; }
    // Whether the clause of the words at [start, end) has a subject of its own after the sentence's opening, one the
    // opening's pronoun or role noun does not stand for: "..., but the Blades No 7 is shown a yellow card", "and referee
    // Munukka pointed to the spot and showed a red card" (not "... showed him a red card").
    bool clauseHasAnotherSubject(int start, int end) const
    {
        const QStringView clause = clauseAround(m_text, start, end);
        const int from = int(clause.data() - m_text.data());
        if (from > 0 && clause.trimmed().startsWith(QLatin1String("the "), Qt::CaseInsensitive))
            return true;
        // "..., as Thornbury were beaten 3-0 and left to rue a missed penalty of their own and a red card"
        if (const RawMention *opening = from > 0 ? m_context.mentionAt(tokenAtOffset(m_context, m_sentence, m_sentence.span.start + from)) : nullptr;
            opening && opening->span.start - m_sentence.span.start < start) {
            const Entity *entity = m_context.entityOf(*opening);
            if (entity && entity->type == EntityType::Team && m_text.sliced(from, opening->span.start - m_sentence.span.start - from).trimmed().isEmpty())
                return true;
        }
        return std::any_of(m_people.cbegin(), m_people.cend(), [&](const RawMention *person) {
            const int at = person->span.start - m_sentence.span.start;
            const Entity *entity = m_context.entityOf(*person);
            if (at < from || at >= start || !entity || entity->type != EntityType::Referee)
                return false;
            const QStringView toTheCard = m_text.sliced(at, end - at); // the card's words may hold the pronoun: "showed him a red card"
            return !toTheCard.contains(QLatin1String(" him ")) && !toTheCard.contains(QLatin1String(" her "));
        });
    }
    // The second of "scored twice, in the 12th and 67th minutes": the minute told next after `first`'s in the sentence, if any.
    MatchTime minuteAfter(const MatchTime &first) const
    {
        const QList<TimeExpression> &times = timesWithBareOrdinals();
        for (qsizetype k = 0; k + 1 < times.size(); ++k) {
            if (times.at(k).time == first)
                return times.at(k + 1).time;
        }
        return MatchTime();
    }

    // The nearest player mentioned before `offset` (relative to the sentence), skipping managers and
    // referees; a subject pronoun at the start of the sentence stands for the previous subject.
    // `skipNonScorers`: not one named as other than a ruled-out goal's scorer (see isNamedAsNonScorer()).
    const RawMention *playerBefore(int offset, int minOffset = 0, bool skipPossessive = false, bool skipObjects = true,
                                   bool skipNonScorers = false) const
    {
        const int absolute = m_sentence.span.start + offset;
        if (const RawMention *named = roleNounReferentRightBefore(absolute, minOffset))
            return named;
        if (const RawMention *head = relativeHeadOfPronounRightBefore(absolute, minOffset))
            return head;
        for (auto it = m_people.crbegin(); it != m_people.crend(); ++it) {
            if ((*it)->span.end <= absolute && (*it)->span.start >= m_sentence.span.start + minOffset && isPlayerEntity(m_context, *it)
                && !(skipObjects && isObject(**it)) && !(skipPossessive && m_context.tokens.at((*it)->endToken - 1).is(Token::Possessive))
                && !(skipNonScorers && isNamedAsNonScorer(**it))) {
                const RawMention *head = appositionHead(**it, absolute);
                return head && head->span.start >= m_sentence.span.start + minOffset ? head : *it;
            }
        }
        if (!m_previousSubject)
            return nullptr;
        // Searched once a sentence, not for every offset asked: the match with the fewest words before the
        // pronoun ends first, so it is within the text before `offset` when any is.
        if (m_pronounEnd == pronounNotSearched) {
            // Up to six words of time before it ("Seven minutes after the break he"), none an owner's ("Ennis's
            // evening ended when he": the owner is whom the pronoun stands for, see ownerBeforePronoun()).
            static const Regex pronoun(QStringLiteral("^\\s*(?:(?![\\w+-]*['’]s?\\s)[\\w’'+-]+\\s+){0,6}?(?:he|she)\\b"), options);
            const RegexMatch m = pronoun.match(m_text);
            m_pronounReferent = m_previousSubject;
            m_pronounEnd = m.hasMatch() ? int(m.capturedEnd()) : noPronoun;
            // "Booked on 75 minutes for hauling down Kinnear" in a rating's blurb: the verb's left-out subject, the rated player.
            if (const int rating = m.hasMatch() ? -1 : ratingOfBlurbOpeningWithItsVerb(m_context, m_index); rating >= 0) {
                m_pronounEnd = 0;
                if (const RawMention *rated = m_context.mentionAt(m_context.sentences.at(rating).firstToken); rated && isPlayerEntity(m_context, rated))
                    m_pronounReferent = rated;
            }
            // A role noun ("the striker") stands for the player the sentence before named last ("It was Arfield who floated
            // the ball for Jones to run onto. The 25-year-old cut inside").
            if (!m.hasMatch() && m_previousLastPlayer) {
                bool byNationality = false;
                const Entity *club = nullptr;
                // A nationality stands only for the one player the sentence before named: after "Heilmann had been booked for
                // a late tackle on Crane", "The German" may be either.
                if (const int end = roleNounSubjectEnd(m_context, m_sentence, &byNationality, &club);
                    end >= 0 && (!byNationality || (m_previousSubject && m_previousSubject->entity == m_previousLastPlayer->entity))) {
                    if (const RawMention *referent = club ? previousPlayerOf(*club) : m_previousLastPlayer) {
                        m_pronounReferent = referent;
                        m_pronounEnd = m_context.tokens.at(end - 1).end - m_sentence.span.start;
                    }
                }
            }
        }
        return m_pronounEnd != noPronoun && m_pronounEnd <= offset ? m_pronounReferent : nullptr;
    }
    // Whom "the Corvane centre-back" opening a sentence stands for: of the sentence before's subject and the player it
    // named last, the one known to play for `club` ("Blessington slid in on Adeyinka-Vance"), or the one player it
    // named when his club is not known; else nullptr.
    const RawMention *previousPlayerOf(const Entity &club) const
    {
        const auto clubOf = [this](const RawMention *player) {
            const Entity *entity = player ? m_context.entityOf(*player) : nullptr;
            return entity ? entity->team : QString();
        };
        for (const RawMention *player : {m_previousSubject, m_previousLastPlayer}) {
            if (player && clubOf(player) == club.id)
                return player;
        }
        const bool onePlayer = m_previousSubject && m_previousSubject->entity == m_previousLastPlayer->entity;
        return onePlayer && clubOf(m_previousLastPlayer).isEmpty() ? m_previousLastPlayer : nullptr;
    }
    // The player a role noun right before `absolute` stands for, the last one named before it in the sentence, whether
    // he acts there or not: "slipped the ball to Ould-Amara, and the substitute finished coolly". Else nullptr.
    const RawMention *roleNounReferentRightBefore(int absolute, int minOffset) const
    {
        const int verb = tokenAtOffset(m_context, m_sentence, absolute);
        if (verb - 2 <= m_sentence.firstToken || verb > m_sentence.endToken)
            return nullptr;
        // Asked for most events: the article's letters before the noun's string is made.
        const auto isThe = [this](int t) {
            const Token &article = m_context.tokens.at(t);
            return article.length() == 3 && (m_context.text.at(article.start).unicode() | 0x20) == u't' && m_context.text.at(article.start + 1) == u'h'
                && m_context.text.at(article.start + 2) == u'e';
        };
        int articleToken = verb - 2;
        if (!isThe(articleToken)) {
            // "the former Glenmourne forward curled a beauty into the far top corner": a club's name between, no one acting.
            const RawMention *club = m_context.mentionAt(verb - 2);
            if (!club || club->endToken != verb - 1 || !isRoleNoun(m_context.tokenText(verb - 1)))
                return nullptr;
            articleToken = club->firstToken - 1;
            if (articleToken > m_sentence.firstToken && m_context.tokenText(articleToken).compare(QLatin1String("former"), Qt::CaseInsensitive) == 0)
                --articleToken;
            if (articleToken <= m_sentence.firstToken || !isThe(articleToken))
                return nullptr;
        } else if (!isRoleNoun(m_context.tokenText(verb - 1))) {
            return nullptr;
        }
        const int before = m_context.tokens.at(articleToken).start;
        for (auto it = m_people.crbegin(); it != m_people.crend(); ++it) {
            // Not one set aside: "it was Joe Whitlam, not Sam Ode, who placed the ball on the spot, and the striker ...".
            const bool setAside = (*it)->firstToken > m_sentence.firstToken && m_context.tokenText((*it)->firstToken - 1).compare(QLatin1String("not"), Qt::CaseInsensitive) == 0;
            if ((*it)->span.end <= before && (*it)->span.start >= m_sentence.span.start + minOffset && isPlayerEntity(m_context, *it) && !setAside)
                return *it;
        }
        return nullptr;
    }
    // The player a "he" or "she" right before `absolute`, inside the sentence, stands for when a relative clause about
    // him came before it: "replacing Dahlqvist with Bruno Taddeucci, whose aerial presence was to prove decisive in the 74th
    // minute, when he rose above Hrubeš", the one the clause's "who" or "whose" follows (the nearest such). Else nullptr.
    const RawMention *relativeHeadOfPronounRightBefore(int absolute, int minOffset) const
    {
        const int verb = tokenAtOffset(m_context, m_sentence, absolute);
        if (verb - 1 <= m_sentence.firstToken || verb > m_sentence.endToken)
            return nullptr;
        // Asked for most events: the pronoun's length and letters before any string is made.
        const Token &pronoun = m_context.tokens.at(verb - 1);
        const QStringView word = m_context.tokenText(verb - 1);
        if (pronoun.length() < 2 || pronoun.length() > 3 || (word.compare(QLatin1String("he"), Qt::CaseInsensitive) != 0 && word.compare(QLatin1String("she"), Qt::CaseInsensitive) != 0))
            return nullptr;
        const int before = pronoun.start;
        for (auto it = m_people.crbegin(); it != m_people.crend(); ++it) {
            const RawMention &head = **it;
            if (head.span.end > before || head.span.start < m_sentence.span.start + minOffset || !isPlayerEntity(m_context, &head))
                continue;
            int next = head.endToken;
            if (next < verb - 1 && m_context.tokens.at(next).kind == Token::Kind::Punct && m_context.text.at(m_context.tokens.at(next).start) == u',')
                ++next;
            const QStringView relative = next < verb - 1 ? m_context.tokenText(next) : QStringView();
            if (relative.compare(QLatin1String("who"), Qt::CaseInsensitive) == 0 || relative.compare(QLatin1String("whose"), Qt::CaseInsensitive) == 0)
                return &head;
        }
        return nullptr;
    }
    // The player an aside names is not the one acting after it: "Gary Whitlam, known to everyone as Gaz, side-footed
    // past Bell", "Steve Hadley - "Chopper" to the faithful - went into the book". When `mention` lies in an aside
    // that opens right after a player's name and closes before `absolute`, followed by a word in lower case (a
    // verb, not a list's next name or "and"), returns that player; else nullptr.
    const RawMention *appositionHead(const RawMention &mention, int absolute) const
    {
        const auto markAt = [&](int t) -> char16_t {
            const Token &token = m_context.tokens.at(t);
            if (token.kind != Token::Kind::Punct)
                return 0;
            const char16_t c = m_context.text.at(token.start).unicode();
            // A hyphen only as a dash, with spaces around it: not the one of a score ("2-1").
            if (c == u'-')
                return token.is(Token::SpaceBefore) && t + 1 < m_sentence.endToken && m_context.tokens.at(t + 1).is(Token::SpaceBefore) ? u'\u2013' : 0;
            return c == u'\u2014' ? u'\u2013' : c;
        };
        const auto isOpening = [](char16_t c) { return c == u',' || c == u'\u2013' || c == u'('; };
        int open = mention.firstToken - 1;
        for (; open > m_sentence.firstToken && open >= mention.firstToken - 12; --open) {
            const char16_t c = markAt(open);
            if (isOpening(c))
                break;
            if (c == u';' || c == u':' || c == u')')
                return nullptr;
        }
        const char16_t opening = open > m_sentence.firstToken ? markAt(open) : 0;
        if (!isOpening(opening))
            return nullptr;
        const RawMention *head = m_context.mentionAt(open - 1);
        if (!head || head == &mention || head->endToken != open || !isPlayerEntity(m_context, head) || m_context.tokens.at(open - 1).is(Token::Possessive))
            return nullptr;
        // "when Pike clattered into Ashby-Fenn, and Drummond, cool as a cucumber, sent the keeper the wrong way": a clause
        // of its own, not a name set beside the one before.
        static const QSet<QString> conjunctions = {QStringLiteral("and"), QStringLiteral("but"), QStringLiteral("or"), QStringLiteral("while"),
            QStringLiteral("whereas"), QStringLiteral("before"), QStringLiteral("when"), QStringLiteral("so"), QStringLiteral("yet")};
        if (open + 1 < mention.firstToken && containsLowered(conjunctions, m_context.tokenText(open + 1)))
            return nullptr;
        const char16_t closing = opening == u'(' ? u')' : opening;
        for (int close = mention.endToken; close < m_sentence.endToken && close <= mention.endToken + 16; ++close) {
            const char16_t c = markAt(close);
            if (!c || c == u'"' || c == u'\u201C' || c == u'\u201D' || c == u'\u2018' || c == u'\u2019')
                continue; // quotes around a nickname
            if (c != closing)
                return nullptr;
            if (m_context.tokens.at(close).end > absolute || close + 1 >= m_sentence.endToken)
                return nullptr;
            const Token &next = m_context.tokens.at(close + 1);
            const QStringView word = m_context.tokenText(close + 1);
            // Not a function word: ", the man who headed home" opens another aside, ", and" a list's last item.
            static const QSet<QString> notVerbs = {QStringLiteral("and"), QStringLiteral("or"), QStringLiteral("but"), QStringLiteral("nor"), QStringLiteral("the"),
                QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("this"), QStringLiteral("that"), QStringLiteral("his"),
                QStringLiteral("her"), QStringLiteral("their"), QStringLiteral("its"), QStringLiteral("who"), QStringLiteral("whose"),
                QStringLiteral("which"), QStringLiteral("whom"), QStringLiteral("where"), QStringLiteral("when"), QStringLiteral("while"),
                QStringLiteral("with"), QStringLiteral("as"), QStringLiteral("after"), QStringLiteral("before"), QStringLiteral("in"),
                QStringLiteral("on"), QStringLiteral("at"), QStringLiteral("from"), QStringLiteral("for"), QStringLiteral("to"),
                QStringLiteral("by"), QStringLiteral("of"), QStringLiteral("into"), QStringLiteral("both"), QStringLiteral("all"),
                QStringLiteral("one"), QStringLiteral("not")};
            if (next.kind != Token::Kind::Word || next.is(Token::Capitalised) || containsLowered(notVerbs, word))
                return nullptr;
            return head;
        }
        return nullptr;
    }
    // The one who fouled `victim`, told in the passive right after him: "Polglaze was caught high on the shin by Danskin",
    // "Ode was brought down by Fenwick"; nullptr when the words after him tell no such foul.
    const RawMention *foulerOfPassive(const RawMention &victim) const
    {
        static const QSet<QString> fouls = {QStringLiteral("caught"), QStringLiteral("fouled"), QStringLiteral("tripped"), QStringLiteral("brought"),
            QStringLiteral("clipped"), QStringLiteral("upended"), QStringLiteral("scythed"), QStringLiteral("hacked"), QStringLiteral("felled"),
            QStringLiteral("chopped"), QStringLiteral("hauled"), QStringLiteral("pulled"), QStringLiteral("dragged"), QStringLiteral("kicked"),
            QStringLiteral("elbowed"), QStringLiteral("pushed"), QStringLiteral("shoved"), QStringLiteral("barged"), QStringLiteral("clattered"),
            QStringLiteral("taken"), QStringLiteral("wiped"), QStringLiteral("flattened"), QStringLiteral("impeded"), QStringLiteral("bundled")};
        int t = victim.endToken;
        if (t + 2 >= m_sentence.endToken)
            return nullptr;
        const QStringView auxiliary = m_context.tokenText(t);
        if (auxiliary.compare(QLatin1String("was"), Qt::CaseInsensitive) != 0 && auxiliary.compare(QLatin1String("is"), Qt::CaseInsensitive) != 0)
            return nullptr;
        ++t;
        if (!containsLowered(fouls, m_context.tokenText(t)) && !(t + 1 < m_sentence.endToken && containsLowered(fouls, m_context.tokenText(++t))))
            return nullptr;
        // "by" within eight words, in the same clause.
        for (int k = t + 1; k + 1 < m_sentence.endToken && k <= t + 8; ++k) {
            if (m_context.tokens.at(k).kind == Token::Kind::Punct)
                return nullptr;
            if (m_context.tokenText(k).compare(QLatin1String("by"), Qt::CaseInsensitive) != 0)
                continue;
            const RawMention *mention = m_context.mentionAt(k + 1);
            return mention && mention->firstToken == k + 1 && mention != &victim && isPlayerEntity(m_context, mention) ? mention : nullptr;
        }
        return nullptr;
    }
    // The one `fouler` fouled, named right after his foul's verb: "Penfold clipped Moreau in the area", "Fenwick brought
    // Ode down"; nullptr when no foul of a named player follows him. The fouler never takes the penalty he gave away.
    const RawMention *victimOfActiveFoul(const RawMention &fouler) const
    {
        static const QSet<QString> fouls = {QStringLiteral("fouled"), QStringLiteral("tripped"), QStringLiteral("brought"), QStringLiteral("clipped"),
            QStringLiteral("upended"), QStringLiteral("scythed"), QStringLiteral("hacked"), QStringLiteral("felled"), QStringLiteral("chopped"),
            QStringLiteral("hauled"), QStringLiteral("pulled"), QStringLiteral("dragged"), QStringLiteral("kicked"), QStringLiteral("elbowed"),
            QStringLiteral("pushed"), QStringLiteral("shoved"), QStringLiteral("barged"), QStringLiteral("clattered"), QStringLiteral("flattened"),
            QStringLiteral("impeded"), QStringLiteral("bundled"), QStringLiteral("caught"), QStringLiteral("floored"), QStringLiteral("bundles"),
            QStringLiteral("fouls"), QStringLiteral("trips"), QStringLiteral("clips"), QStringLiteral("brings"), QStringLiteral("upends")};
        int t = fouler.endToken;
        if (t + 1 >= m_sentence.endToken || !containsLowered(fouls, m_context.tokenText(t)))
            return nullptr;
        ++t;
        if (t + 1 < m_sentence.endToken && (m_context.tokenText(t) == u"down" || m_context.tokenText(t) == u"over"))
            ++t;
        const RawMention *victim = m_context.mentionAt(t);
        return victim && victim->firstToken == t && victim->entity != fouler.entity && isPlayerEntity(m_context, victim) ? victim : nullptr;
    }
    // Whether a team is named right before `offset` (with "who", "had" or "then" between), after `player`: the team is
    // the one acting ("but it was Norveland who struck again").
    bool teamActsRightBefore(int offset, const RawMention &player) const
    {
        static const QSet<QString> linkers = {QStringLiteral("who"), QStringLiteral("had"), QStringLiteral("then"), QStringLiteral("have")};
        int token = tokenAtOffset(m_context, m_sentence, m_sentence.span.start + offset) - 1;
        for (int skipped = 0; skipped < 2 && token > player.endToken && containsLowered(linkers, m_context.tokenText(token)); ++skipped)
            --token;
        const RawMention *mention = token >= player.endToken ? m_context.mentionAt(token) : nullptr;
        const Entity *entity = mention && mention->endToken == token + 1 ? m_context.entityOf(*mention) : nullptr;
        if (entity)
            return entity->type == EntityType::Team;
        // "but head coach Rachel Ainsworth's side levelled", "the visitors levelled": a side told by its noun.
        static const QSet<QString> sides = {QStringLiteral("side"), QStringLiteral("team"), QStringLiteral("visitors"), QStringLiteral("hosts"),
            QStringLiteral("outfit"), QStringLiteral("men"), QStringLiteral("women")};
        return token - 1 > player.endToken && containsLowered(sides, m_context.tokenText(token))
            && (m_context.tokens.at(token - 1).is(Token::Possessive) || m_context.tokenText(token - 1).compare(QLatin1String("the"), Qt::CaseInsensitive) == 0);
    }
    // The player named right before `offset` (relative to the sentence), not before `minOffset`, with at most three
    // of "who", "was", "is", "gets", "goes", "himself", a comma and the like between ("Tanganga booked", "Dunk is booked", "brought
    // down by White who goes into the book", "for Tielemans, who is cautioned"), not a possessive; nullptr when there is none.
    const RawMention *playerRightBefore(int offset, int minOffset) const
    {
        static const QSet<QString> linkers = {QStringLiteral("who"), QStringLiteral("was"), QStringLiteral("is"), QStringLiteral("gets"),
            QStringLiteral("got"), QStringLiteral("goes"), QStringLiteral("went"), QStringLiteral("then"), QStringLiteral("also"), QStringLiteral(","),
            QStringLiteral("himself"), QStringLiteral("herself"), QStringLiteral("later"), QStringLiteral("had"), QStringLiteral("has"), QStringLiteral("been")};
        int token = tokenAtOffset(m_context, m_sentence, m_sentence.span.start + offset) - 1;
        bool commaSkipped = false;
        for (int skipped = 0; skipped < 4 && token > m_sentence.firstToken && containsLowered(linkers, m_context.tokenText(token)); ++skipped)
            commaSkipped = commaSkipped || m_context.tokens.at(token--).kind == Token::Kind::Punct;
        const RawMention *mention = token >= m_sentence.firstToken ? m_context.mentionAt(token) : nullptr;
        if (!mention || mention->endToken != token + 1 || mention->span.start < m_sentence.span.start + minOffset
            || !isPlayerEntity(m_context, mention) || m_context.tokens.at(token).is(Token::Possessive))
            return nullptr;
        // "Pugh, who had endured a torrid afternoon against Adeyemi, was booked": the relative clause's last name is not the subject.
        if (commaSkipped) {
            for (int k = mention->firstToken - 1; k >= m_sentence.firstToken && m_context.tokens.at(k).kind == Token::Kind::Word; --k) {
                if (isRelativeWord(m_context.tokenText(k)))
                    return nullptr;
            }
        }
        return mention;
    }
    // The player an apposition between commas follows, right before `offset` and its verb: "Lindqvist, scorer of the
    // opener from a Ferreyra corner, was booked" books Lindqvist, not the one the apposition names. Else nullptr.
    const RawMention *subjectBeforeApposition(int offset) const
    {
        static const QSet<QString> verbs = {QStringLiteral("was"), QStringLiteral("is"), QStringLiteral("has"), QStringLiteral("had"),
                                            QStringLiteral("been"), QStringLiteral("later"), QStringLiteral("then")};
        const auto isComma = [&](int t) {
            return m_context.tokens.at(t).kind == Token::Kind::Punct && m_context.text.at(m_context.tokens.at(t).start) == u',';
        };
        int token = tokenAtOffset(m_context, m_sentence, m_sentence.span.start + offset) - 1;
        for (int skipped = 0; skipped < 3 && token > m_sentence.firstToken && containsLowered(verbs, m_context.tokenText(token)); ++skipped)
            --token;
        if (token <= m_sentence.firstToken || !isComma(token))
            return nullptr;
        for (int t = token - 1; t > m_sentence.firstToken && t >= token - 16; --t) {
            if (!isComma(t))
                continue;
            const RawMention *mention = m_context.mentionAt(t - 1);
            return mention && mention->endToken == t && isPlayerEntity(m_context, mention) ? mention : nullptr;
        }
        return nullptr;
    }
    // The player whose possessive ends right before `offset`: "Pyle's dismissal", "Tolland’s booking", a word or two
    // in lower case between ("Gallen's late dismissal"). Else nullptr.
    const RawMention *possessivePlayerRightBefore(int offset) const
    {
        int token = tokenAtOffset(m_context, m_sentence, m_sentence.span.start + offset) - 1;
        for (int words = 0; words < 2 && token > m_sentence.firstToken && m_context.tokens.at(token).kind == Token::Kind::Word
                            && !m_context.tokens.at(token).is(Token::Capitalised) && !m_context.tokens.at(token).is(Token::Possessive);
             ++words)
            --token;
        const RawMention *mention = token >= m_sentence.firstToken ? m_context.mentionAt(token) : nullptr;
        if (!mention || mention->endToken != token + 1 || !m_context.tokens.at(token).is(Token::Possessive) || !isPlayerEntity(m_context, mention))
            return nullptr;
        return mention;
    }
    // The player named right after "for" after `incoming` ("sends on Harry Kane for Japhet Tanganga"), or nullptr.
    const RawMention *playerAfterFor(const RawMention &incoming) const
    {
        int forToken = incoming.endToken;
        // "withdrew Tarbet, who had been the game's outstanding player, for Sol Abernathy": past an aside between commas.
        if (forToken + 2 < m_sentence.endToken && m_context.tokenText(forToken) == u",") {
            for (int t = forToken + 1; t < m_sentence.endToken - 1 && t <= forToken + 16; ++t) {
                if (m_context.tokens.at(t).kind == Token::Kind::Punct && isClauseMark(m_context.tokenText(t))) {
                    if (m_context.tokenText(t) == u",")
                        forToken = t + 1;
                    break;
                }
            }
        }
        if (forToken + 1 >= m_sentence.endToken || m_context.tokenText(forToken).compare(QLatin1String("for"), Qt::CaseInsensitive) != 0)
            return nullptr;
        // "for the tiring Ashby", "for the injured Barnes": an article and two words of lower case may come between; without
        // the article, a role's words: "for attacking midfielder Thijs Kok".
        int at = forToken + 1;
        const bool article = m_context.tokenText(at).compare(QLatin1String("the"), Qt::CaseInsensitive) == 0;
        at += article ? 1 : 0;
        const int lowerStart = at;
        for (int words = 0; words < 2 && at < m_sentence.endToken && m_context.tokens.at(at).kind == Token::Kind::Word
             && !m_context.tokens.at(at).is(Token::Capitalised); ++words)
            ++at;
        // "for young gun Riley Fenech", "for teenage prospect Ade Lawal": a newcomer's words too.
        static const QSet<QString> newcomers = {QStringLiteral("goalkeeper"), QStringLiteral("keeper"), QStringLiteral("gun"), QStringLiteral("prospect"),
            QStringLiteral("starlet"), QStringLiteral("talent"), QStringLiteral("hopeful")};
        if (!article && at > lowerStart && !isRoleNoun(m_context.tokenText(at - 1)) && !containsLowered(newcomers, m_context.tokenText(at - 1)))
            at = lowerStart;
        if (at >= m_sentence.endToken)
            return nullptr;
        const RawMention *mention = m_context.mentionAt(at);
        return mention && mention->firstToken == at && isPlayerEntity(m_context, mention) ? mention : nullptr;
    }
    // Whether the mention is told as part of the build-up, in its own clause: offside ("Rashford was marginally
    // offside in the build-up"), fouling or fouled ("Asare had shoved Baird to the ground in the build-up"): a
    // team-mate or an opponent of a ruled-out goal's scorer, not the scorer.
    bool namedInBuildUp(const RawMention &mention) const
    {
        static const Regex buildUp(QStringLiteral("^\\s+(?:(?!(?:but|and|only|while|before|after|when|as)\\b)[^\\s,;:.]+\\s+){0,7}?in\\s+the\\s+build[- ]?up\\b"), options);
        return isFollowedBy(mention, buildUp);
    }
    // Whether the mention, in a sentence ruling a goal out, names someone other than its scorer: a team-mate offside
    // in the build-up, or the owner of something other than a goal ("Jonny Evans' offside appeals are correct and
    // the header is ruled out"; not "Rashford's strike", "Kane's second goal").
    bool isNamedAsNonScorer(const RawMention &mention) const
    {
        if (namedInBuildUp(mention) || namedAsFouled(mention))
            return true;
        return m_context.tokens.at(mention.endToken - 1).is(Token::Possessive) && !ownsAGoal(mention);
    }
    // Whether the possessive mention owns a goal within three words: "Rashford's strike", "Kane's second goal".
    bool ownsAGoal(const RawMention &mention) const
    {
        static const QSet<QString> goalWords = {QStringLiteral("goal"), QStringLiteral("strike"), QStringLiteral("header"), QStringLiteral("effort"),
            QStringLiteral("finish"), QStringLiteral("shot"), QStringLiteral("volley"), QStringLiteral("equaliser"), QStringLiteral("equalizer"),
            QStringLiteral("opener"), QStringLiteral("winner"), QStringLiteral("leveller"), QStringLiteral("tap"), QStringLiteral("goals"),
            QStringLiteral("second"), QStringLiteral("third"), QStringLiteral("celebration"), QStringLiteral("celebrations"), QStringLiteral("ball")};
        for (int t = mention.endToken; t < m_sentence.endToken && t < mention.endToken + 3; ++t) {
            if (containsLowered(goalWords, m_context.tokenText(t)))
                return true;
        }
        return false;
    }
    // Whether the mention is the one a foul was on, for which a goal was ruled out: "had already blown for a foul on
    // Paterson", "after a push on the keeper Ode".
    bool namedAsFouled(const RawMention &mention) const
    {
        // "a foul on Sauer", "a foul on goalkeeper Dmitri Sauer": a role's word may stand between.
        int on = mention.firstToken - 1;
        if (on - 2 >= m_sentence.firstToken && m_context.tokenText(on) != u"on" && m_context.tokens.at(on).kind == Token::Kind::Word
            && !m_context.tokens.at(on).is(Token::Capitalised))
            --on;
        if (on - 1 < m_sentence.firstToken || m_context.tokenText(on) != u"on")
            return false;
        static const QSet<QString> fouls = {QStringLiteral("foul"), QStringLiteral("push"), QStringLiteral("challenge"), QStringLiteral("shove"),
            QStringLiteral("block"), QStringLiteral("tackle"), QStringLiteral("infringement")};
        return containsLowered(fouls, m_context.tokenText(on - 1));
    }
    // Whether the mention follows "with", a role's word between or not: "with substitute Caleb Nwankwo-Reyes".
    bool followsWithOrItsRole(const RawMention &mention) const
    {
        int before = mention.firstToken - 1;
        if (before > m_sentence.firstToken && m_context.tokens.at(before).kind == Token::Kind::Word && !m_context.tokens.at(before).is(Token::Capitalised)
            && m_context.tokenText(before).compare(u"with", Qt::CaseInsensitive) != 0)
            --before;
        return before >= m_sentence.firstToken && m_context.tokenText(before).compare(u"with", Qt::CaseInsensitive) == 0;
    }
    // Whether every player the sentence names is said to be offside ("Yet the goal was chalked off as Vardy was in
    // an offside position") or is part of the build-up, or it names none: the goal it rules out is one told before.
    bool namesOnlyOffsidePlayers() const
    {
        static const Regex offside(QStringLiteral("^\\s+(?:was|were|had been|is)\\s+(?:\\w+\\s+)?(?:offside|in an offside position)\\b"), options);
        return std::all_of(m_people.cbegin(), m_people.cend(), [&](const RawMention *mention) {
            return !isPlayerEntity(m_context, mention) || isFollowedBy(*mention, offside) || namedInBuildUp(*mention) || namedAsFouled(*mention);
        });
    }
    // Whether `pattern`, anchored with ^ and opening with white space, matches right after the mention.
    bool isFollowedBy(const RawMention &mention, const Regex &pattern) const
    {
        const int from = mention.span.end - m_sentence.span.start;
        return from < m_text.size() && m_text.at(from).isSpace() && pattern.match(m_text.mid(from)).hasMatch();
    }
    // A name right after a preposition or a verb like "beat" is an object, not the one who acted:
    // "beat Cameron Belford", "from Tansey's free-kick", "past Hennessey".
    bool isObject(const RawMention &mention) const
    {
        static const QSet<QString> words = {QStringLiteral("beat"), QStringLiteral("beating"), QStringLiteral("beats"),
            QStringLiteral("past"), QStringLiteral("beyond"), QStringLiteral("inside"), QStringLiteral("outside"), QStringLiteral("round"), QStringLiteral("rounded"), QStringLiteral("rounding"),
            QStringLiteral("around"), QStringLiteral("over"), QStringLiteral("lobbed"), QStringLiteral("chipped"), QStringLiteral("by"),
            QStringLiteral("from"), QStringLiteral("off"), QStringLiteral("to"), QStringLiteral("for"), QStringLiteral("with"),
            QStringLiteral("on"), QStringLiteral("at"), QStringLiteral("against"), QStringLiteral("of"), QStringLiteral("than"),
            QStringLiteral("beside"), QStringLiteral("behind"), QStringLiteral("above"), QStringLiteral("outpaced"), QStringLiteral("outmuscled"), QStringLiteral("outjumped"), QStringLiteral("outsprinted"), QStringLiteral("fouled"), QStringLiteral("felled"),
            QStringLiteral("tripped"), QStringLiteral("denied"), QStringLiteral("under"), QStringLiteral("into"), QStringLiteral("stops"), QStringLiteral("stopped"),
            QStringLiteral("through"),
            QStringLiteral("dispossessing"), QStringLiteral("dispossessed"), QStringLiteral("robbing"), QStringLiteral("robbed"),
            QStringLiteral("nutmegging"), QStringLiteral("nutmegged"), QStringLiteral("beating"), QStringLiteral("upended"), QStringLiteral("clipped"), QStringLiteral("hacked"), QStringLiteral("scythed"), QStringLiteral("clattered"),
            QStringLiteral("elbowed"), QStringLiteral("shoved"), QStringLiteral("pushed"), QStringLiteral("kicked"), QStringLiteral("impeded"),
            QStringLiteral("trips"), QStringLiteral("fouls"), QStringLiteral("clips"), QStringLiteral("upends"), QStringLiteral("fells"),
            QStringLiteral("hacks"), QStringLiteral("scythes"), QStringLiteral("clatters"), QStringLiteral("elbows"), QStringLiteral("shoves"),
            QStringLiteral("dragged"), QStringLiteral("dragging"), QStringLiteral("hauled"), QStringLiteral("hauling"), QStringLiteral("pulled"),
            QStringLiteral("pulling"), QStringLiteral("tugged"), QStringLiteral("tugging"), QStringLiteral("grabbed"), QStringLiteral("held"),
            QStringLiteral("holding"), QStringLiteral("wrestled"), QStringLiteral("barged"), QStringLiteral("bundled"), QStringLiteral("tripping"),
            QStringLiteral("fouling"), QStringLiteral("felling"), QStringLiteral("upending"), QStringLiteral("clipping"), QStringLiteral("hacking"),
            QStringLiteral("clattering"), QStringLiteral("elbowing"), QStringLiteral("shoving"), QStringLiteral("pushing"), QStringLiteral("kicking"),
            QStringLiteral("impeding"),
            // Beating a man with the ball: "Radović turned Fotheringham and bent a finish into the far corner".
            QStringLiteral("turned"), QStringLiteral("turning"), QStringLiteral("turns"), QStringLiteral("skinned"), QStringLiteral("skinning"),
            QStringLiteral("skins"), QStringLiteral("evaded"), QStringLiteral("evading"), QStringLiteral("sidestepped"), QStringLiteral("sidestepping"),
            QStringLiteral("wrong-footed"), QStringLiteral("wrong-footing"), QStringLiteral("bamboozled"), QStringLiteral("outfoxed"), QStringLiteral("megged"),
            // A foul told by its contact: "Etxeberria caught Lemoine high on the shin ... a straight red card".
            QStringLiteral("caught"), QStringLiteral("catching"), QStringLiteral("catches"),
            QStringLiteral("not")}; // "it was Hovland, not Tveit, who": no actor either
        if (mention.firstToken <= m_sentence.firstToken)
            return false;
        const int before = wordBeforeRole(mention.firstToken);
        return (containsLowered(words, m_context.tokenText(before)) && !isLooseBallTo(before) && !isAgentOfAFinish(before)) || namesADelivery(mention);
    }
    // Whether the token is the "by" of a finish told in the passive, whose agent did it: "the free kick was met by Adebayo".
    bool isAgentOfAFinish(int token) const
    {
        static const QSet<QString> finishes = {QStringLiteral("met"), QStringLiteral("converted"), QStringLiteral("finished"), QStringLiteral("dispatched"),
            QStringLiteral("despatched"), QStringLiteral("tucked"), QStringLiteral("nodded"), QStringLiteral("headed"), QStringLiteral("volleyed")};
        return token > m_sentence.firstToken && m_context.tokenText(token).compare(QLatin1String("by"), Qt::CaseInsensitive) == 0
            && containsLowered(finishes, m_context.tokenText(token - 1));
    }
    // "rose highest to meet a Belhadj corner", "an Ampofo cross": a name between an article and the ball he
    // delivered is whose the ball was, not the one who did something with it.
    bool namesADelivery(const RawMention &mention) const
    {
        const int article = mention.firstToken - 1;
        if (mention.endToken >= m_sentence.endToken || article < m_sentence.firstToken)
            return false;
        const QStringView word = m_context.tokenText(article);
        return (word.compare(u"a", Qt::CaseInsensitive) == 0 || word.compare(u"an", Qt::CaseInsensitive) == 0)
            && isDeliveryNoun(m_context.tokenText(mention.endToken));
    }
    // Whether the token is the "to" of a loose ball that reached the player, who then has it: "the ball breaks to
    // Whitlock and he prods it home", "it fell to Kane, who swept it in".
    bool isLooseBallTo(int token) const
    {
        static const QSet<QString> reached = {QStringLiteral("fell"), QStringLiteral("falls"), QStringLiteral("broke"), QStringLiteral("breaks"),
            QStringLiteral("dropped"), QStringLiteral("drops"), QStringLiteral("ran"), QStringLiteral("runs"), QStringLiteral("rebounded"),
            QStringLiteral("rebounds"), QStringLiteral("bounced"), QStringLiteral("bounces"), QStringLiteral("span"), QStringLiteral("spun"),
            QStringLiteral("squirmed"), QStringLiteral("squirms"), QStringLiteral("looped"), QStringLiteral("loops")};
        return token > m_sentence.firstToken && m_context.tokenText(token).compare(QLatin1String("to"), Qt::CaseInsensitive) == 0
            && containsLowered(reached, m_context.tokenText(token - 1));
    }
    // The token before the player's role and club told before his name ("past Vipers keeper Sam Rutherford",
    // "through the back of the Mariners playmaker Tomás Arrieta"), or before `token` when no role is told.
    int wordBeforeRole(int token) const
    {
        static const QSet<QString> roles = {QStringLiteral("keeper"), QStringLiteral("goalkeeper"), QStringLiteral("defender"),
            QStringLiteral("striker"), QStringLiteral("midfielder"), QStringLiteral("playmaker"), QStringLiteral("winger"), QStringLiteral("forward"),
            QStringLiteral("captain"), QStringLiteral("skipper"), QStringLiteral("full-back"), QStringLiteral("centre-back"), QStringLiteral("centre-half"),
            QStringLiteral("left-back"), QStringLiteral("right-back"), QStringLiteral("wing-back"), QStringLiteral("substitute"), QStringLiteral("team-mate"),
            QStringLiteral("teammate"), QStringLiteral("counterpart"), QStringLiteral("opponent"), QStringLiteral("marker")};
        static const QSet<QString> determiners = {QStringLiteral("the"), QStringLiteral("a"), QStringLiteral("his"), QStringLiteral("her"),
            QStringLiteral("their"), QStringLiteral("opposing"), QStringLiteral("rival")};
        int before = token - 1;
        if (before <= m_sentence.firstToken || !containsLowered(roles, m_context.tokenText(before)))
            return before;
        --before;
        for (int skipped = 0; skipped < 3 && before > m_sentence.firstToken; ++skipped, --before) {
            const Token &word = m_context.tokens.at(before);
            if (word.kind != Token::Kind::Word || !(word.is(Token::Capitalised) || containsLowered(determiners, m_context.tokenText(before))))
                break;
        }
        return before;
    }

    // Whether the mention follows one of `words` (lower case): "a corner from Mourato", "rose above Ferrándiz".
    bool follows(const RawMention &mention, std::initializer_list<QLatin1StringView> words) const
    {
        if (mention.firstToken <= m_sentence.firstToken)
            return false;
        const QStringView before = m_context.tokenText(wordBeforeRole(mention.firstToken));
        return std::any_of(words.begin(), words.end(), [&](QLatin1StringView word) { return before.compare(word, Qt::CaseInsensitive) == 0; });
    }

    // Whether the mention follows "down" or "back", as the one a foul brought down or held back does ("hauled down
    // De Wit", "pulling back Pires"); the words are not in isObject(), as the one a relative clause after it is
    // about ("pulled down Whitlam, who had been subbed on") is a subject.
    bool isBroughtDown(const RawMention &mention) const
    {
        if (mention.firstToken <= m_sentence.firstToken)
            return false;
        const QStringView before = m_context.tokenText(mention.firstToken - 1);
        if (before.compare(QLatin1String("down"), Qt::CaseInsensitive) == 0)
            return true;
        if (isFouledOn(mention))
            return true;
        if (before.compare(QLatin1String("back"), Qt::CaseInsensitive) != 0)
            return false;
        // "center back Sam Oduya", "left back X": a position written in two words, not a foul's particle.
        static const std::array<QLatin1StringView, 6> positions = {QLatin1String("center"), QLatin1String("centre"), QLatin1String("full"),
            QLatin1String("left"), QLatin1String("right"), QLatin1String("wing")};
        const QStringView position = mention.firstToken >= m_sentence.firstToken + 2 ? m_context.tokenText(mention.firstToken - 2) : QStringView();
        return std::none_of(positions.begin(), positions.end(), [&](QLatin1StringView word) { return position.compare(word, Qt::CaseInsensitive) == 0; });
    }

    // The player a manager took off before `offset`: the first named right after "hooked", "withdrew", "took off",
    // "sacrificed" ("Kerr withdrew Ode on 70 minutes and sent on Fenwick"); nullptr when there is none.
    const RawMention *takenOffBefore(int offset) const
    {
        static const QSet<QString> verbs = {QStringLiteral("hooked"), QStringLiteral("hooking"), QStringLiteral("withdrew"), QStringLiteral("withdrawing"),
            QStringLiteral("sacrificed"), QStringLiteral("sacrificing")};
        static const QSet<QString> offVerbs = {QStringLiteral("took"), QStringLiteral("taking"), QStringLiteral("pulled"), QStringLiteral("pulling"),
            QStringLiteral("hauled"), QStringLiteral("hauling")};
        for (const RawMention *mention : m_people) {
            if (mention->span.end > m_sentence.span.start + offset)
                break;
            int verb = mention->firstToken - 1;
            // "took off the defensive midfielder Sebastien Ouma": "the" and up to two words in lower case between.
            for (int k = verb, words = 0; k > m_sentence.firstToken && words < 3; --k, ++words) {
                const Token &token = m_context.tokens.at(k);
                if (token.kind != Token::Kind::Word || token.is(Token::Capitalised))
                    break;
                if (m_context.tokenText(k).compare(QLatin1String("the"), Qt::CaseInsensitive) == 0) {
                    verb = k - 1;
                    break;
                }
            }
            if (verb <= m_sentence.firstToken || !isPlayerEntity(m_context, mention))
                continue;
            const QStringView word = m_context.tokenText(verb);
            if (containsLowered(verbs, word)
                || (word.compare(QLatin1String("off"), Qt::CaseInsensitive) == 0 && containsLowered(offVerbs, m_context.tokenText(verb - 1))))
                return mention;
        }
        return nullptr;
    }

    // "a dreadful challenge on our skipper Tom Ridley", "went in late and high on Geraghty", "a foul on X": the one a
    // foul is on, up to two words in lower case between.
    bool isFouledOn(const RawMention &mention) const
    {
        static const QSet<QString> fouls = {QStringLiteral("challenge"), QStringLiteral("tackle"), QStringLiteral("foul"), QStringLiteral("lunge"),
            QStringLiteral("late"), QStringLiteral("high"), QStringLiteral("stamp"), QStringLiteral("trip"), QStringLiteral("hack"),
            QStringLiteral("elbow"), QStringLiteral("swipe"), QStringLiteral("assault"), QStringLiteral("in")}; // "lunged in on"
        for (int k = mention.firstToken - 1; k > m_sentence.firstToken && k >= mention.firstToken - 3; --k) {
            const Token &token = m_context.tokens.at(k);
            // "lunged in on Saltmarsh's Danny Whelan": a side's possessive may come between.
            if (token.kind != Token::Kind::Word || (token.is(Token::Capitalised) && !token.is(Token::Possessive)))
                return false;
            if (m_context.tokenText(k).compare(QLatin1String("on"), Qt::CaseInsensitive) == 0)
                return containsLowered(fouls, m_context.tokenText(k - 1));
        }
        return false;
    }

    // Whether the name is the one who set the goal up, told as the maker of a ball: "from Greenwood's cross", "from a
    // De Bruyne free-kick".
    bool isNamedAsProvider(const RawMention &mention) const
    {
        static const QSet<QString> deliveries = {QStringLiteral("cross"), QStringLiteral("corner"), QStringLiteral("free-kick"),
            QStringLiteral("pass"), QStringLiteral("delivery"), QStringLiteral("centre"), QStringLiteral("through-ball"),
            QStringLiteral("set-piece"), QStringLiteral("throw-in"), QStringLiteral("lay-off"), QStringLiteral("cut-back")};
        if (m_context.tokens.at(mention.endToken - 1).is(Token::Possessive))
            return true;
        return mention.endToken < m_sentence.endToken && containsLowered(deliveries, m_context.tokenText(mention.endToken));
    }

    // The scorers listed from `from` (an offset in the sentence) on: "A and B", "A, B and C", each name perhaps with
    // its minute and an aside after it: "through Ehrenfeld (17), who finished off a counter-attack, and Marquardt (34)".
    // Not one who made a goal ("from Greenwood's cross"). `minutes`, when given, gets each one's minute, or an invalid one.
    QList<const RawMention *> scorersListedFrom(int from, QList<MatchTime> *minutes = nullptr) const
    {
        QList<const RawMention *> listed;
        const QList<TimeExpression> &times = EventBuilder::timesIn(m_context, m_index);
        const QStringView text(m_context.text);
        int gapStart = m_sentence.span.start + from;
        for (const RawMention *mention : m_people) {
            if (mention->span.start < gapStart || !isPlayerEntity(m_context, mention))
                continue;
            QStringView gap = text.mid(gapStart, mention->span.start - gapStart).trimmed();
            // The minute told right after the name before: "Ehrenfeld (17)", "Ode after 17 minutes".
            MatchTime minuteBefore;
            if (!listed.isEmpty()) {
                const auto told = std::find_if(times.cbegin(), times.cend(), [&](const TimeExpression &time) {
                    return time.span.start >= gapStart && time.span.end <= mention->span.start
                        && text.mid(gapStart, time.span.start - gapStart).trimmed().size() <= 1;
                });
                if (told != times.cend()) {
                    minuteBefore = told->time;
                    gap = text.mid(told->span.end, mention->span.start - told->span.end).trimmed();
                    if (gap.startsWith(u')'))
                        gap = gap.sliced(1).trimmed();
                }
                // An aside about the one before: ", who finished off a counter-attack, and".
                if (gap.startsWith(u", who ") || gap.startsWith(u", whose "))
                    gap = gap.sliced(std::max<qsizetype>(0, gap.lastIndexOf(u','))).trimmed();
            }
            if (!gap.isEmpty() && gap != QLatin1String("and") && gap != QLatin1String(",") && gap != QLatin1String(", and"))
                break;
            if (isNamedAsProvider(*mention))
                break;
            if (minutes && !listed.isEmpty())
                minutes->append(minuteBefore);
            listed.append(mention);
            gapStart = mention->span.end;
        }
        if (minutes && !listed.isEmpty()) {
            // The last one's minute: right after the name.
            const auto told = std::find_if(times.cbegin(), times.cend(), [&](const TimeExpression &time) {
                return time.span.start >= gapStart && text.mid(gapStart, time.span.start - gapStart).trimmed().size() <= 1;
            });
            minutes->append(told != times.cend() ? told->time : MatchTime());
        }
        return listed;
    }

    // A player whose name starts right at `offset` ("from Gianluca Caprari"), or nullptr.
    const RawMention *playerRightAt(int offset) const
    {
        const int token = tokenAtOffset(m_context, m_sentence, m_sentence.span.start + offset);
        const RawMention *mention = token < m_sentence.endToken ? m_context.mentionAt(token) : nullptr;
        return mention && mention->firstToken == token && isPlayerEntity(m_context, mention) ? mention : nullptr;
    }

    const RawMention *managerBefore(int offset) const
    {
        const int absolute = m_sentence.span.start + offset;
        for (auto it = m_people.crbegin(); it != m_people.crend(); ++it) {
            const Entity *entity = m_context.entityOf(**it);
            if ((*it)->span.end <= absolute && entity && entity->type == EntityType::Manager)
                return *it;
        }
        return nullptr;
    }

    // The player named as an owner at the sentence's start ("Corrigan's luck has finally run out: a second yellow"),
    // or nullptr; not the owner of a goal ("Moylan's 79th-minute strike proved the difference in a match that had
    // a bit of everything: ... a skipper given his marching orders").
    const RawMention *ownerAtStart() const
    {
        const RawMention *first = m_people.isEmpty() ? nullptr : m_people.first();
        return first && first->firstToken == m_sentence.firstToken && isPlayerEntity(m_context, first)
                && m_context.tokens.at(first->endToken - 1).is(Token::Possessive) && !ownsAGoal(*first)
            ? first : nullptr;
    }
    // The part of `clause` (a view of the sentence's text) from the last "and" before `offset` that a player's name
    // follows, a clause with a subject of its own: "Ireland failed to clear a long throw and Szalontai swept a
    // half-volley into the far corner"; the whole clause when there is none.
    QStringView ownClause(QStringView clause, int offset) const
    {
        const int clauseStart = int(clause.data() - m_text.data());
        for (int at = offset - 5; at >= clauseStart; --at) {
            if (m_text.at(at) != u' ' || m_text.sliced(at, 5).compare(QLatin1String(" and "), Qt::CaseInsensitive) != 0)
                continue;
            if (playerRightAt(at + 5))
                return m_text.sliced(at + 5, clauseStart + int(clause.size()) - at - 5);
        }
        return clause;
    }
    // Whether [start, end) is an item of a list after a colon that names nobody: "a match that had a bit of
    // everything: an early screamer, a goal chalked off by the bunker, an own goal". Such a summary tells
    // again, without their names, events the report tells in full elsewhere.
    bool isUnnamedSummaryItem(int start, int end) const
    {
        const int colon = int(m_text.first(start).lastIndexOf(u':'));
        if (colon < 0 || !m_text.sliced(colon, start - colon).contains(u','))
            return false;
        // The items are noun phrases, "a ..." or "an ...": not a clause, "and the goal was disallowed".
        const QStringView item = clauseAround(m_text, start, end);
        static const Regex indefinite(QStringLiteral("^\\s*(?:and\\s+|or\\s+)?an?\\s"), options);
        if (!indefinite.match(item).hasMatch())
            return false;
        const int itemStart = m_sentence.span.start + int(item.data() - m_text.data());
        const int itemEnd = itemStart + int(item.size());
        return std::none_of(m_people.cbegin(), m_people.cend(), [&](const RawMention *mention) {
            return mention->span.start >= itemStart && mention->span.end <= itemEnd;
        });
    }
    // The first player after `offset` who is not the one fouled: "a second yellow for a cynical trip on Renwick",
    // "a lunge at Pellow", "a foul against Ode".
    const RawMention *playerAfterNotFouled(int offset) const
    {
        const int absolute = m_sentence.span.start + offset;
        for (const RawMention *mention : m_people) {
            if (mention->span.start < absolute || !isPlayerEntity(m_context, mention))
                continue;
            const QStringView before = mention->firstToken > m_sentence.firstToken ? m_context.tokenText(mention->firstToken - 1) : QStringView();
            if (before.compare(QLatin1String("on"), Qt::CaseInsensitive) != 0 && before.compare(QLatin1String("at"), Qt::CaseInsensitive) != 0
                && before.compare(QLatin1String("against"), Qt::CaseInsensitive) != 0 && !isFouledByVerb(*mention))
                return mention;
        }
        return nullptr;
    }
    // Whether a foul's verb comes right before the name, the one fouled: "a second yellow card for tugging back Castañer",
    // "shown a straight red card for hauling down Mestre". Not the referee's doing: "showing Ode a yellow card".
    bool isFouledByVerb(const RawMention &mention) const
    {
        int verb = mention.firstToken - 1;
        // "booked for pulling the shirt of Kerhervé", as translations put it: the shirt's owner was fouled.
        if (verb - 1 > m_sentence.firstToken && m_context.tokenText(verb) == u"of") {
            static const QSet<QString> held = {QStringLiteral("shirt"), QStringLiteral("jersey"), QStringLiteral("arm"), QStringLiteral("legs"),
                QStringLiteral("heels"), QStringLiteral("ankle"), QStringLiteral("ankles"), QStringLiteral("collar"), QStringLiteral("shorts")};
            if (containsLowered(held, m_context.tokenText(verb - 1)))
                return true;
        }
        static const std::array<QLatin1StringView, 6> particles = {QLatin1String("back"), QLatin1String("down"), QLatin1String("over"),
            QLatin1String("up"), QLatin1String("out"), QLatin1String("through")};
        const auto isParticle = [&](QStringView word) {
            return std::any_of(particles.begin(), particles.end(), [&](QLatin1StringView p) { return word.compare(p, Qt::CaseInsensitive) == 0; });
        };
        if (verb > m_sentence.firstToken && isParticle(m_context.tokenText(verb)))
            --verb;
        if (verb < m_sentence.firstToken)
            return false;
        const QStringView word = m_context.tokenText(verb);
        static const std::array<QLatin1StringView, 6> refereeing = {QLatin1String("showing"), QLatin1String("giving"), QLatin1String("handing"),
            QLatin1String("brandishing"), QLatin1String("booking"), QLatin1String("cautioning")};
        return word.size() > 4 && word.endsWith(QLatin1String("ing"), Qt::CaseInsensitive)
            && std::none_of(refereeing.begin(), refereeing.end(), [&](QLatin1StringView r) { return word.compare(r, Qt::CaseInsensitive) == 0; });
    }
    // The player named as an owner at the sentence's start ("Crane's afternoon ended ...") when "he" or "she"
    // follows before `offset`, the pronoun standing for him; nullptr otherwise.
    const RawMention *ownerBeforePronoun(int offset) const
    {
        const RawMention *first = ownerAtStart();
        if (!first)
            return nullptr;
        const int end = tokenAtOffset(m_context, m_sentence, m_sentence.span.start + offset);
        for (int t = first->endToken; t < end; ++t) {
            const QStringView word = m_context.tokenText(t);
            if (word.compare(QLatin1String("he"), Qt::CaseInsensitive) == 0 || word.compare(QLatin1String("she"), Qt::CaseInsensitive) == 0)
                return first;
        }
        return nullptr;
    }
    // The nearest player before `offset` (as playerBefore), passing over the owner of a ball he delivered: "met
    // Quaile's cross on the volley and lashed it past Fitch" is not Quaile's goal.
    const RawMention *scorerBefore(int offset, int minOffset) const
    {
        const RawMention *player = playerBefore(offset, minOffset);
        if (player && isDeliveryOwner(*player))
            player = playerBefore(offset, minOffset, true);
        // "he pounced after keeper Adam Birtles spilled a Callum Ricketts drive and lashed home": a shot's owner named as its
        // modifier is not the one who scored.
        if (player && player->firstToken > m_sentence.firstToken && player->endToken < m_sentence.endToken) {
            static const QSet<QString> articles = {QStringLiteral("a"), QStringLiteral("an")};
            static const QSet<QString> shots = {QStringLiteral("drive"), QStringLiteral("shot"), QStringLiteral("effort"), QStringLiteral("strike"),
                QStringLiteral("cross"), QStringLiteral("corner"), QStringLiteral("free-kick"), QStringLiteral("header"), QStringLiteral("volley")};
            if (containsLowered(articles, m_context.tokenText(player->firstToken - 1)) && containsLowered(shots, m_context.tokenText(player->endToken)))
                if (const RawMention *before = playerBefore(player->span.start - m_sentence.span.start, minOffset))
                    player = before;
        }
        // "The striker reacted quickest when goalkeeper Rodrigo Benegas could only parry a shot, and swept the rebound into the
        // net": a keeper named by his role in a clause of when it happened is the one beaten, the one before him scored.
        if (player && player->firstToken - 2 > m_sentence.firstToken) {
            static const QSet<QString> keepers = {QStringLiteral("goalkeeper"), QStringLiteral("keeper"), QStringLiteral("goalie")};
            static const QSet<QString> openings = {QStringLiteral("when"), QStringLiteral("after"), QStringLiteral("as")};
            const auto opensClause = [&] {
                for (int t = player->firstToken - 2; t >= m_sentence.firstToken && t >= player->firstToken - 4; --t) {
                    if (containsLowered(openings, m_context.tokenText(t)))
                        return true;
                }
                return false;
            };
            if (containsLowered(keepers, m_context.tokenText(player->firstToken - 1)) && opensClause())
                if (const RawMention *before = playerBefore(player->span.start - m_sentence.span.start, minOffset))
                    player = before;
        }
        return player;
    }
    bool isDeliveryOwner(const RawMention &mention) const
    {
        static const QSet<QString> deliveries = {QStringLiteral("cross"), QStringLiteral("corner"), QStringLiteral("free-kick"),
            QStringLiteral("pass"), QStringLiteral("delivery"), QStringLiteral("centre"), QStringLiteral("through-ball"), QStringLiteral("lay-off"),
            QStringLiteral("cut-back"), QStringLiteral("throw"), QStringLiteral("throw-in"), QStringLiteral("knock-down"), QStringLiteral("flick-on"),
            QStringLiteral("flick"), QStringLiteral("cutback"), QStringLiteral("layoff"), QStringLiteral("nod-down"), QStringLiteral("ball")};
        if (!m_context.tokens.at(mention.endToken - 1).is(Token::Possessive))
            return false;
        for (int t = mention.endToken; t < m_sentence.endToken && t < mention.endToken + 3; ++t) {
            if (containsLowered(deliveries, m_context.tokenText(t)))
                return true;
        }
        return false;
    }
    // The player whose goal the words after `offset` name ("Brightwater's apparent equaliser", within four words,
    // the goal word within three after the owner), or nullptr; `named`, when given, tells whether any owner was
    // named so (a team: "Bayshore Union's equaliser").
    const RawMention *ownerOfGoalAfter(int offset, bool *named = nullptr) const
    {
        static const QSet<QString> goalWords = {QStringLiteral("goal"), QStringLiteral("equaliser"), QStringLiteral("equalizer"),
            QStringLiteral("winner"), QStringLiteral("opener"), QStringLiteral("strike"), QStringLiteral("header"), QStringLiteral("effort"),
            QStringLiteral("leveller"), QStringLiteral("finish")};
        const int from = tokenAtOffset(m_context, m_sentence, m_sentence.span.start + offset);
        for (int t = from; t < m_sentence.endToken && t < from + 5; ++t) {
            if (!m_context.tokens.at(t).is(Token::Possessive))
                continue;
            for (int g = t + 1; g < m_sentence.endToken && g <= t + 3; ++g) {
                if (containsLowered(goalWords, m_context.tokenText(g))) {
                    if (named)
                        *named = true;
                    const RawMention *mention = m_context.mentionAt(t);
                    return mention && mention->endToken == t + 1 && isPlayerEntity(m_context, mention) ? mention : nullptr;
                }
            }
            return nullptr;
        }
        return nullptr;
    }
    // Whether `player` is named in a relative clause that `offset` (relative to the sentence) lies outside of.
    bool isNamedInAsideBefore(const RawMention &player, int offset) const
    {
        return inRelativeClauseApart(player.span, m_sentence.span.start + offset);
    }
    // The nearest player before `offset` (as playerBefore) who is not named in a relative clause that `offset` lies
    // outside of.
    const RawMention *playerBeforeOutsideClauses(int offset, int minOffset = 0, bool skipPossessive = false) const
    {
        const int absolute = m_sentence.span.start + offset;
        const RawMention *player = playerBefore(offset, minOffset, skipPossessive);
        while (player && player->span.start > m_sentence.span.start && inRelativeClauseApart(player->span, absolute))
            player = playerBefore(player->span.start - m_sentence.span.start, minOffset, skipPossessive);
        return player;
    }
    // The first player the sentence names as the one acting: neither an object ("from Emerson Royal") nor an owner
    // ("Whitcombe's long diagonal"); nullptr when there is none.
    const RawMention *playerNamedAsActor() const
    {
        for (const RawMention *mention : m_people) {
            if (isPlayerEntity(m_context, mention) && !isObject(*mention) && !m_context.tokens.at(mention->endToken - 1).is(Token::Possessive))
                return mention;
        }
        return nullptr;
    }
    // The first player the sentence names as one who acted, not as an object ("from Emerson Royal"), or nullptr.
    const RawMention *playerActing() const
    {
        for (const RawMention *mention : m_people) {
            if (isPlayerEntity(m_context, mention) && !isObject(*mention))
                return mention;
        }
        return nullptr;
    }

    const RawMention *playerAfter(int offset) const
    {
        const int absolute = m_sentence.span.start + offset;
        for (const RawMention *mention : m_people) {
            if (mention->span.start >= absolute && isPlayerEntity(m_context, mention))
                return mention;
        }
        return nullptr;
    }
    // A player right after the trigger: "by X", "through X", "from X" (within three words).
    const RawMention *playerFollowing(int offset) const
    {
        const int token = tokenAtOffset(m_context, m_sentence, m_sentence.span.start + offset);
        // "sent on the 18-year-old Milo Ashcroft": an age's three tokens count as one word.
        int end = token + 4;
        for (int t = token; t < m_sentence.endToken && t < end; ++t) {
            const RawMention *mention = m_context.mentionAt(t);
            if (mention && isPlayerEntity(m_context, mention))
                return mention;
            if (m_context.tokens.at(t).kind == Token::Kind::Number && t + 2 < m_sentence.endToken && m_context.tokenText(t + 1) == u"-"
                && m_context.tokenText(t + 2).compare(QLatin1String("year-old"), Qt::CaseInsensitive) == 0)
                end += 2;
        }
        return nullptr;
    }
    // The one whose offence a check names, after `offset`: "for Fenwick's handball from Ode's cross", "Kerr's late
    // challenge", "the outstretched arm of Holmgaard"; nullptr when no player is named so.
    const RawMention *offenderNamedAfter(int offset) const
    {
        static const QSet<QString> offences = {QStringLiteral("handball"), QStringLiteral("foul"), QStringLiteral("challenge"),
            QStringLiteral("tackle"), QStringLiteral("trip"), QStringLiteral("push"), QStringLiteral("pull"), QStringLiteral("elbow"),
            QStringLiteral("lunge"), QStringLiteral("stamp"), QStringLiteral("shove"), QStringLiteral("arm"), QStringLiteral("hand"),
            QStringLiteral("clumsy"), QStringLiteral("late"), QStringLiteral("rash"), QStringLiteral("reckless")};
        static const QSet<QString> limbs = {QStringLiteral("arm"), QStringLiteral("hand"), QStringLiteral("elbow")};
        const int absolute = m_sentence.span.start + offset;
        for (const RawMention *mention : m_people) {
            if (mention->span.start < absolute || !isPlayerEntity(m_context, mention))
                continue;
            if (m_context.tokens.at(mention->endToken - 1).is(Token::Possessive) && mention->endToken < m_sentence.endToken
                && containsLowered(offences, m_context.tokenText(mention->endToken)))
                return mention;
            // "the arm of Costabella centre-back Jesper Holmgaard": a side and a role may stand between.
            for (int k = mention->firstToken - 1; k - 1 > m_sentence.firstToken && k >= mention->firstToken - 3; --k) {
                if (m_context.tokens.at(k).kind != Token::Kind::Word)
                    break;
                if (m_context.tokenText(k) == u"of") {
                    if (containsLowered(limbs, m_context.tokenText(k - 1)))
                        return mention;
                    break;
                }
            }
        }
        return nullptr;
    }
    // The players named one after another from `offset` on ("from Parkhill, Kane and McConaghie"): the
    // first within three words, each next after nothing but a comma, "and", or both.
    QList<const RawMention *> playersListedFrom(int offset) const
    {
        QList<const RawMention *> listed;
        const RawMention *first = playerFollowing(offset);
        if (!first)
            return listed;
        listed.append(first);
        for (const RawMention *mention : m_people) {
            const int end = listed.last()->span.end;
            if (mention->span.start < end)
                continue;
            const QStringView between = QStringView(m_context.text).mid(end, mention->span.start - end).trimmed();
            const bool joined = between == u"," || between == u"and" || between == u", and" || between == u"&";
            if (!joined || !isPlayerEntity(m_context, mention))
                break;
            listed.append(mention);
        }
        return listed;
    }
    // A substitution one of whose sides is a pronoun: "Tully came on for him", "Tully took his place" (the
    // one who went off named before Tully, or the previous sentence's subject), "He was replaced by Tully".
    // `before` and `after`: the players named before and after the trigger `m`, one side empty.
    std::pair<const RawMention *, const RawMention *> substitutionWithPronoun(const RegexMatch &m, bool incomingAfter,
                                                                            const QList<const RawMention *> &before,
                                                                            const QList<const RawMention *> &after) const
    {
        const RawMention *incoming = nullptr;
        const RawMention *outgoing = nullptr;
        if (incomingAfter && before.isEmpty() && !after.isEmpty()) {
            incoming = after.first();
            outgoing = playerBefore(int(m.capturedStart())); // "He" opening the sentence: the previous subject
        } else if (!incomingAfter && !before.isEmpty() && after.isEmpty()) {
            static const Regex objectPronoun(QStringLiteral("^\\s+(?:him|her)\\b"), options);
            const bool pronoun = m.capturedView(0).endsWith(QLatin1String(" place"), Qt::CaseInsensitive)
                || objectPronoun.match(m_text.mid(m.capturedEnd())).hasMatch();
            if (pronoun) {
                incoming = before.last();
                // "The City winger needed lengthy treatment, with Ode coming on in his place": a role noun or a pronoun opening
                // the sentence, when no one else is named before, stands for the one who went off.
                const bool namedBefore = std::any_of(m_people.cbegin(), m_people.cend(), [&](const RawMention *mention) {
                    return mention->span.end <= incoming->span.start && isPlayerEntity(m_context, mention);
                });
                outgoing = namedBefore ? nullptr : playerBefore(incoming->span.start - m_sentence.span.start);
                if (!outgoing)
                    outgoing = referentBefore(incoming);
            }
        }
        if (!incoming || !outgoing || m_context.entityOf(*incoming) == m_context.entityOf(*outgoing))
            return {};
        return {incoming, outgoing};
    }
    // Whether the sentence's penalty words (`penaltyWord`'s matches) may tell of `taker`'s kick, the scoring
    // told up to `after`: not when each is a shoot-out the goal forced ("scored late on to force a penalty
    // shoot-out"), or lies past a break that opens another player's clause ("Maddison scored a screamer
    // before Tielemans rounded off the win with another penalty"). A sentence without one (a shoot-out's
    // kicks) may.
    bool toldOfPenaltyTaker(const Regex &penaltyWord, const RawMention *taker, int after) const
    {
        static const Regex forcedShootOut(QStringLiteral("\\b(?:force|forced|forcing|take|took|taking|send|sent|sending|set up)\\s+(?:\\S+\\s+){0,3}?(?:a\\s+)?(?:penalty shoot-?out|penalties)\\b"), options);
        const RegexMatch forced = forcedShootOut.match(m_text);
        bool anyWord = false;
        for (auto it = penaltyWord.globalMatch(m_text); it.hasNext();) {
            const RegexMatch word = it.next();
            anyWord = true;
            if (forced.hasMatch() && word.capturedStart() >= forced.capturedStart() && word.capturedEnd() <= forced.capturedEnd())
                continue;
            // "struck twice ..., with the visitors squandering a glorious chance to equalise from the penalty spot": a miss's.
            static const Regex chanceMissed(QStringLiteral("\\b(?:squander\\w*|spurn\\w*|wast(?:e|ed|es|ing)|chance to \\w+)\\b[^,;.]{0,40}$"), options);
            if (chanceMissed.match(m_text.first(word.capturedStart())).hasMatch())
                continue;
            if (word.capturedStart() < after || !opensAnotherPlayersClause(after, int(word.capturedStart()), taker))
                return true;
        }
        return !anyWord;
    }
    // Whether between `from` and `to` (in the sentence) a break that joins two clauses ("and", "but",
    // "before", "while", a semicolon) is followed right away by a player other than `player`.
    bool opensAnotherPlayersClause(int from, int to, const RawMention *player) const
    {
        static const Regex joins(QStringLiteral(",?\\s+(?:and|but|before|while|whilst)\\s+|;\\s*"), options);
        for (auto it = joins.globalMatch(m_text, from); it.hasNext();) {
            const RegexMatch m = it.next();
            if (m.capturedEnd() > to)
                break;
            // "and substitute Tom Greig's penalty settled it": a word or two in lower case may come first.
            int at = int(m.capturedEnd());
            const RawMention *opener = playerRightAt(at);
            for (int words = 0; !opener && words < 2 && at < m_text.size() && m_text.at(at).isLower(); ++words) {
                while (at < m_text.size() && (m_text.at(at).isLetter() || m_text.at(at) == u'-'))
                    ++at;
                if (at >= m_text.size() || m_text.at(at) != u' ')
                    break;
                opener = playerRightAt(++at);
            }
            if (opener && m_context.entityOf(*opener) != m_context.entityOf(*player))
                return true;
        }
        return false;
    }
    // The previous sentence's subject when that sentence tells a foul ("X lunged in with both feet on Y"), on `victim`
    // (named after the foul's word there) when one is given; else nullptr.
    const RawMention *foulerOfSentenceBefore(const RawMention *victim) const
    {
        if (!m_previousSubject || m_index == 0)
            return nullptr;
        static const Regex foul(QStringLiteral("\\b(?:lunged|lunges|lunging|challenge|tackle|fouled|fouls|(?:brought|hauled|dragged|pulled) (?:\\S+ ){0,3}?down|"
                                               "went (?:right |straight )?through|goes (?:right |straight )?through|scythed|clattered|chopped|upended|tripped|"
                                               "elbowed|stamped|studs|two-footed|high boot|swung an arm|flew in|flew into|launched himself|launched herself)\\b"), options);
        const Sentence &before = m_context.sentences.at(m_index - 1);
        if (m_previousSubject->span.start < before.span.start)
            return nullptr; // the subject of an earlier sentence still
        const QStringView beforeText = QStringView(m_context.text).sliced(before.span.start, before.span.end - before.span.start);
        const RegexMatch m = foul.match(beforeText);
        if (!m.hasMatch())
            return nullptr;
        // The one named right before the foul's word, an aside between commas aside, when not the subject: "Scott Mowatt's
        // clever pass sent Kerrigan clean through and Cowie, the last man, dragged him down".
        const RawMention *fouler = m_previousSubject;
        const auto isComma = [this](int t) {
            return m_context.tokens.at(t).kind == Token::Kind::Punct && m_context.text.at(m_context.tokens.at(t).start) == u',';
        };
        int t = tokenAtOffset(m_context, before, before.span.start + int(m.capturedStart())) - 1;
        if (t > before.firstToken && isComma(t)) {
            for (int open = t - 1; open > before.firstToken && open >= t - 16; --open) {
                if (isComma(open)) {
                    t = open - 1;
                    break;
                }
            }
        }
        if (const RawMention *named = t >= before.firstToken ? m_context.mentionAt(t) : nullptr;
            named && named->endToken == t + 1 && isPlayerEntity(m_context, named) && !m_context.tokens.at(t).is(Token::Possessive))
            fouler = named;
        if (!victim)
            return fouler;
        if (victim->entity == fouler->entity)
            return nullptr;
        const QStringView surname = m_context.tokenText(victim->endToken - 1);
        return beforeText.sliced(m.capturedStart()).contains(surname) ? fouler : nullptr;
    }
    // Who "him" stands for, said after `mention`: the last player named before it in the sentence, else the
    // previous sentence's subject.
    const RawMention *referentBefore(const RawMention *mention) const
    {
        for (auto it = m_people.crbegin(); it != m_people.crend(); ++it) {
            if ((*it)->span.end <= mention->span.start && isPlayerEntity(m_context, *it))
                return *it;
        }
        return m_previousSubject;
    }
    // The subject of the sentence: its first player, when nothing but a few words precede it.
    const RawMention *subject() const
    {
        for (const RawMention *mention : m_people) {
            if (isPlayerEntity(m_context, mention))
                return mention;
        }
        return nullptr;
    }

    // "converted for England", "gave Leicester the lead", "put Spurs ahead": the side a goal was for.
    QString teamNamedAfter(int offset) const
    {
        static const QSet<QString> linkers = {QStringLiteral("for"), QStringLiteral("gave"), QStringLiteral("put"), QStringLiteral("sent"),
            QStringLiteral("handed"), QStringLiteral("fired"), QStringLiteral("headed"), QStringLiteral("edged"), QStringLiteral("pulled"),
            QStringLiteral("hauled"), QStringLiteral("brought")};
        const int first = tokenAtOffset(m_context, m_sentence, m_sentence.span.start + std::max(0, offset));
        // "volleyed in from eight yards in the 45th minute for Harbour City": the team may come after the
        // finish and its minute, but not after another person, whose clause it would be.
        for (int t = first; t < m_sentence.endToken && t < first + 16; ++t) {
            const RawMention *mention = m_context.mentionAt(t);
            const Entity *entity = mention ? m_context.entityOf(*mention) : nullptr;
            if (entity && t > first && (entity->type == EntityType::Player || entity->type == EntityType::Manager))
                break;
            if (entity && entity->type == EntityType::Team && mention->firstToken == t && t > 0
                && containsLowered(linkers, m_context.tokenText(t - 1)))
                return entity->canonical;
        }
        return {};
    }

    // The minute nearest to `offset`, leaving out one that belongs to another player's clause: "Fenwick
    // headed in after 20 minutes, and Whitlam levelled before the break" gives Whitlam's goal no minute,
    // and "... but Whitlam levelled five minutes later" the minute counted on from Fenwick's.
    // `partner`: the event's second player (who went off), whose clause is the event's too.
    // `scoring`: the event is a goal, which a scene telling the side's goal without its scorer times (see sceneMinute()).
    std::optional<MatchTime> minuteNear(int offset, const RawMention *player = nullptr, const RawMention *partner = nullptr, bool scoring = false) const
    {
        const QList<TimeExpression> &times = timesWithBareOrdinals();
        const int absolute = m_sentence.span.start + offset;
        // With several times, one in the event's own clause comes first: "Wycombe's job got harder immediately after
        // the interval as Gape was sent off two minutes into the second half" is 47, not 46.
        if (!m_countedOn)
            m_countedOn = times.isEmpty() ? std::nullopt : countedOnInSentence(times);
        const std::optional<TimeExpression> &laterInSentence = *m_countedOn;
        const TextSpan clause = times.size() > 1 || laterInSentence ? clauseAt(absolute) : m_sentence.span;
        // "Ansah-Drummond, who had replaced Lisk in the 74th minute, rose to head in": a relative clause's own time tells
        // its event, not the line's "90+3".
        std::optional<TextSpan> relativeClause = times.size() > 1 ? relativeClauseAround(absolute) : std::nullopt;
        if (relativeClause && std::none_of(times.cbegin(), times.cend(), [&](const TimeExpression &time) {
                return time.span.start >= relativeClause->start && time.span.end <= relativeClause->end;
            }))
            relativeClause.reset();
        // A stretch the event's time must lie in when the event's words bound it (see enclosingStretch()).
        const std::optional<TextSpan> stretch = times.isEmpty() ? std::nullopt : enclosingStretch(absolute);
        const std::optional<AfterClause> afterClause = times.isEmpty() ? std::nullopt : afterClauseAround(absolute);
        const TimeExpression *best = nullptr;
        int bestDistance = std::numeric_limits<int>::max();
        // "Dwyer, introduced in the 63rd minute, struck eleven minutes from time": an aside's time closed by the comma right
        // before the event's words is the aside's when a time follows them.
        const bool timeFollows = std::any_of(times.cbegin(), times.cend(), [&](const TimeExpression &time) { return time.span.start >= absolute; });
        // So is one in an aside on the player named before it: "Idowu, booked in the 55th minute for a foul on Mabry, was shown a
        // second yellow ... in the 74th minute".
        const auto closesAsideBefore = [&](const TimeExpression &time) {
            if (!timeFollows || time.span.end >= absolute)
                return false;
            const QStringView between = QStringView(m_context.text).sliced(time.span.end, absolute - time.span.end);
            if (between.trimmed() == u",")
                return true;
            const qsizetype close = between.indexOf(u',');
            if (close < 0 || between.indexOf(u',', close + 1) >= 0)
                return false;
            const qsizetype open = QStringView(m_context.text).sliced(m_sentence.span.start, time.span.start - m_sentence.span.start).lastIndexOf(u',');
            return open > 0 && std::any_of(m_people.cbegin(), m_people.cend(), [&](const RawMention *mention) {
                return mention->span.end == m_sentence.span.start + open && isPlayerEntity(m_context, mention);
            });
        };
        const auto consider = [&](const TimeExpression &time) {
            if (stretch && (time.span.start < stretch->start || time.span.end > stretch->end))
                return;
            int distance = time.span.start >= absolute ? time.span.start - absolute : absolute - time.span.end;
            if (closesAsideBefore(time))
                distance += m_sentence.span.length();
            if (time.span.start < clause.start || time.span.end > clause.end
                || (relativeClause && (time.span.start < relativeClause->start || time.span.end > relativeClause->end)))
                distance += m_sentence.span.length();
            if (distance < bestDistance && !isOtherPlayersTime(time.span, absolute, player, partner) && !inRelativeClauseApart(time.span, absolute)
                && !(afterClause && isMainClausesTime(time.span, *afterClause, player, partner)))
                best = &time, bestDistance = distance;
        };
        for (const TimeExpression &time : times)
            consider(time);
        // "left in the 57th minute ... and was replaced by DiLeo, and four minutes later Moss gave Cascade the lead": a count
        // on from a time of the sentence before the event, told past a comma after it, starts a later moment, not the
        // event's ("was replaced by Tully a minute later" is the change's).
        const auto startsALaterMoment = [&](const TimeExpression &later) {
            return later.span.start > absolute && QStringView(m_context.text).sliced(absolute, later.span.start - absolute).contains(u',')
                && std::any_of(times.cbegin(), times.cend(), [&](const TimeExpression &time) { return time.span.end <= absolute; });
        };
        if (laterInSentence && !startsALaterMoment(*laterInSentence))
            consider(*laterInSentence);
        // "deep in first-half stoppage time, Villaró stealing in ... (45+3')": the sentence's exact stamp of the same
        // added time tells how far into it.
        if (best && best->time.addedMinute == -1) {
            for (const TimeExpression &time : times) {
                if (time.time.minute == best->time.minute && time.time.addedMinute.value_or(-1) >= 0) {
                    best = &time;
                    break;
                }
            }
        }
        if (best)
            return halfOfAddedTime(*best);
        if (m_lineMinute)
            return m_lineMinute;
        // "eight minutes later": counted from the last minute the report told before, before the scene's minute, which
        // it moves on from ("The equaliser came twelve minutes from time. ... Doughty was replaced three minutes later").
        const std::optional<MatchTime> previous = previousMinute(absolute);
        if (previous && previous->isValid() && !previous->addedMinute && holdsLater(m_text)) {
            if (const auto m = minutesLater().match(m_text); m.hasMatch() && !isToldAsAMinuteRightAfter(m, times))
                return countedOn(*previous, m);
        }
        // "Twenty minutes earlier Forest had still been chasing the game when ...": a report told backwards, counted back
        // from the last minute told.
        if (previous && previous->isValid() && !previous->addedMinute && previous->minute > 1 && !m_text.isEmpty() && m_text.front().isLetter()) {
            static const Regex earlier(QStringLiteral("^(\\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                                                      "fifteen|twenty|thirty)\\s+min(?:ute)?s?\\s+earlier\\b"),
                                       options);
            if (const auto m = earlier.match(m_text); m.hasMatch()) {
                const int n = countOf(m.capturedView(1));
                if (n > 0 && n < previous->minute)
                    return minuteTold(previous->minute - n, MatchTime::Precision::Approximate, m.captured(0));
            }
        }
        if (auto scene = sceneMinute(player, partner, scoring))
            return scene;
        return std::nullopt;
    }

    // A kick told without a time has the minute of its award, up to three sentences back and across a paragraph's
    // end: "on 18 minutes Dunlop clipped McIlwraith ... Dunlop was booked and the referee pointed to the spot. // Up
    // stepped McIlwraith himself, but Baird ... palmed the penalty away." The award's time is in its sentence or in
    // the one before it in its paragraph. A time told between the award and the kick is another moment's.
    std::optional<MatchTime> penaltyAwardMinute() const
    {
        static const Regex award(QStringLiteral("\\b(?:point(?:ed|s|ing) (?:straight |immediately |instantly )?to the spot|(?:penalty|spot-kick|spot kick|pen) (?:was|is|had been) (?:awarded|given)"
                                                // "were handed a stonewall penalty": a word may stand before the penalty.
                                                "|(?:award(?:ed|s|ing)?|handed|given) (?:a|the|them a|us a) (?:[\\w-]+ )?(?:penalty|spot-kick|spot kick|pen)|(?:gave|gives|give) (?:a|the|them a|us a) (?:penalty|spot-kick|pen)"
                                                "|(?:won|wins|earned|earns|conceded|concedes) (?:a|the) (?:[\\w-]+ )?(?:penalty|spot-kick|spot kick|pen)"
                                                // "Ellis brought down in the box, pen to Heath."
                                                "|(?:penalty|spot-kick|pen),? to (?!be|take|make|go|win|score|level|seal|put|save|miss|convert)\\w+)\\b"),
                                 options);
        if (!m_penaltyWord)
            return std::nullopt;
        for (int k = m_index; k >= 0 && k >= m_index - 3; --k) {
            const Sentence &sentence = m_context.sentences.at(k);
            const QList<TimeExpression> &times = EventBuilder::timesIn(m_context, k);
            // Every award names the spot or a penalty: the sentence's cues rule out most before the pattern runs (a
            // plain search for the words cost a third of a per cent of the extractor's instructions).
            if (!m_penaltyWord->allows(m_sentenceCues[std::size_t(k)]) || !award.match(sentenceView(m_context, sentence)).hasMatch()) {
                if (!times.isEmpty())
                    return std::nullopt;
                continue;
            }
            const auto valid = [](const TimeExpression &t) { return t.time.isValid(); };
            if (const auto it = std::find_if(times.cbegin(), times.cend(), valid); it != times.cend())
                return it->time;
            if (k == 0 || m_context.sentences.at(k - 1).paragraph != sentence.paragraph)
                return std::nullopt;
            const QList<TimeExpression> &scene = EventBuilder::timesIn(m_context, k - 1);
            if (scene.size() == 1 && scene.first().time.isValid())
                return scene.first().time;
            return std::nullopt;
        }
        return std::nullopt;
    }

    // "Two minutes into added time" names no half, and reads as the match's end (90+2). After a first-half minute,
    // with no word of the second half told between, it is the first half's (45+2): "Whyte went into the book on
    // 29 minutes ... Just when it looked as though Thistle would reach the interval level, Kilbrannan struck. Two
    // minutes into added time, ..."
    MatchTime halfOfAddedTime(const TimeExpression &expression) const
    {
        const MatchTime &time = expression.time;
        if (time.minute != 90 || !time.addedMinute)
            return time;
        const QStringView phrase = QStringView(m_context.text).mid(expression.span.start, expression.span.length());
        // Not "90+2", "the 94th minute", "second-half stoppage time", "at the death": those name the match's end.
        static const Regex unnamedHalf(QStringLiteral("^(?!.*(?:(?<!\\d)(?:4[5-9]|9\\d|1[0-2]\\d)(?!\\d)|\\+|half|extra|full|death|stroke|end|game|match)).*(?:stoppage|injury|added|additional)"), options);
        if (!unnamedHalf.match(phrase).hasMatch())
            return time;
        // The sentences back to the last one telling a minute: none may name the second half.
        static const Regex secondHalf(QStringLiteral("\\b(?:second[- ]half|second period|after the (?:break|interval|restart|half-time|turnaround)|restart|resumption|the second 45)\\b"), options);
        for (int k = m_index; k >= 0 && k >= m_index - 5; --k) {
            const Sentence &sentence = m_context.sentences.at(k);
            const int end = k == m_index ? expression.span.start : sentence.span.end;
            if (secondHalf.match(QStringView(m_context.text).mid(sentence.span.start, std::max(0, end - sentence.span.start))).hasMatch())
                return time;
            const QList<TimeExpression> &told = EventBuilder::timesIn(m_context, k);
            const auto before = std::find_if(told.crbegin(), told.crend(), [&](const TimeExpression &t) { return t.span.end <= end && t.time.isValid(); });
            if (before == told.crend())
                continue;
            // "Kurrawa City 2 (Rezende 67' pen, Tehrani 90+4') def. Tasman Harbour 1 (Onodera 23')": a paragraph of several
            // minutes, any past half-time before, is no first half's.
            for (int j = k; j >= 0 && m_context.sentences.at(j).paragraph == sentence.paragraph; --j) {
                const QList<TimeExpression> &times = EventBuilder::timesIn(m_context, j);
                if (std::any_of(times.cbegin(), times.cend(), [&](const TimeExpression &t) { return t.span.end <= end && t.time.isValid() && t.time.minute > 45; }))
                    return time;
            }
            MatchTime firstHalf = time;
            firstHalf.minute = 45;
            firstHalf.period = MatchTime::FirstHalf;
            return firstHalf;
        }
        return time;
    }

    // "eight minutes later", "a minute later"
    static const Regex &minutesLater()
    {
        static const Regex later(QStringLiteral("\\b(\\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty)\\s+min(?:ute)?s?\\s+later\\b"), options);
        return later;
    }
    // The minute "N minutes later" (`later`, a match of minutesLater) tells, counted on from `from`.
    static std::optional<MatchTime> countedOn(const MatchTime &from, const RegexMatch &later)
    {
        const int n = countOf(later.capturedView(1));
        const int minute = from.minute + n;
        if (n <= 0 || minute > 120)
            return std::nullopt;
        return minuteTold(minute, MatchTime::Precision::Approximate, later.captured(0));
    }
    // "booked on 64 minutes, lost his head completely seven minutes later ... to pick up a second yellow": the
    // minute "N minutes later" tells, counted on from the sentence's time before it, where it stands; from the last
    // one told before the sentence when none stands before it ("Marchetti was booked seven minutes later ..., and
    // Deverell followed him into the notebook in the 40th minute").
    // Whether the span counted on (`later`, a match of minutesLater in the sentence) is told as a minute right after it:
    // "three minutes later, on 55 minutes" is 55, whatever minute came before.
    bool isToldAsAMinuteRightAfter(const RegexMatch &later, const QList<TimeExpression> &times) const
    {
        const int end = m_sentence.span.start + int(later.capturedEnd());
        return std::any_of(times.cbegin(), times.cend(), [end](const TimeExpression &time) { return time.span.start >= end && time.span.start <= end + 3; });
    }
    std::optional<TimeExpression> countedOnInSentence(const QList<TimeExpression> &times) const
    {
        if (!holdsLater(m_text))
            return std::nullopt;
        const RegexMatch m = minutesLater().match(m_text);
        if (!m.hasMatch())
            return std::nullopt;
        const int start = m_sentence.span.start + int(m.capturedStart());
        if (isToldAsAMinuteRightAfter(m, times))
            return std::nullopt;
        std::optional<MatchTime> from;
        for (const TimeExpression &time : times) {
            if (time.span.end <= start)
                from = time.time;
        }
        if (!from)
            from = lastMinuteBefore(m_index);
        const std::optional<MatchTime> minute = from && from->isValid() && !from->addedMinute ? countedOn(*from, m) : std::nullopt;
        if (!minute)
            return std::nullopt;
        TimeExpression later;
        later.span = {start, m_sentence.span.start + int(m.capturedEnd())};
        later.time = *minute;
        return later;
    }

    // The sentence's minute expressions, and the minutes agency reports tell by a bare ordinal: "an own goal by Claes
    // in the 39th, before Van Daele was sent off in the 80th", "in the 12th and 67th minutes". Not found by
    // TimeExpressionFinder, which would look at every sentence with an ordinal: read here, for the few
    // sentences that tell an event.
    const QList<TimeExpression> &timesWithBareOrdinals() const
    {
        if (m_bareOrdinalsRead)
            return m_times;
        m_bareOrdinalsRead = true;
        m_times = EventBuilder::timesIn(m_context, m_index);
        addBareOrdinals(m_context, m_sentence, m_times);
        return m_times;
    }

    EventCandidate make(EventType type, const RawMention *player, int triggerOffset, const RawMention *partner = nullptr) const
    {
        EventCandidate candidate = EventBuilder::make(type, m_context, m_index, Source::Narrative);
        if (player)
            EventBuilder::setPlayer(candidate, m_context, *player);
        if (candidate.event.team.isEmpty() && isScoringEvent(type))
            candidate.event.team = teamNamedAfter(triggerOffset);
        if (auto minute = minuteNear(triggerOffset, player, partner, isScoringEvent(type)))
            candidate.event.time = *minute;
        else if (type == EventType::PenaltyGoal || type == EventType::PenaltyMiss)
            if (auto awarded = penaltyAwardMinute())
                candidate.event.time = *awarded;
        if (!candidate.event.time.isValid())
            if (auto bare = bareMinuteAfterOn(triggerOffset))
                candidate.event.time = *bare;
        return candidate;
    }

    // "took off Fairclough on 60, which ...", "got booked on 79 for a late one": a fan's or a tabloid's bare numeral after
    // "on", the nearest to `offset`, only before a mark or a word that goes on the clause (not "11th on 27 points"). Asked
    // only of events the time expressions left untimed, as the numeral alone would let most sentences through their gate.
    std::optional<MatchTime> bareMinuteAfterOn(int offset) const
    {
        // Read from the tokens: a search of the text cost a fifth of a percent of the whole extraction.
        static const QSet<QString> goesOn{QStringLiteral("for"), QStringLiteral("when"), QStringLiteral("as"), QStringLiteral("and"),
                                          QStringLiteral("but"), QStringLiteral("with"), QStringLiteral("after"), QStringLiteral("before"),
                                          QStringLiteral("to"), QStringLiteral("in")};
        const Tokens &tokens = m_context.tokens;
        std::optional<MatchTime> nearest;
        int distance = std::numeric_limits<int>::max();
        for (int t = m_sentence.firstToken + 1; t + 1 < m_sentence.endToken; ++t) {
            const Token &number = tokens.at(t);
            if (number.kind != Token::Kind::Number || number.length() > 3 || m_context.tokenText(t - 1).compare(u"on", Qt::CaseInsensitive) != 0)
                continue;
            const Token &next = tokens.at(t + 1);
            const QStringView after = m_context.tokenText(t + 1);
            const bool mark = next.kind == Token::Kind::Punct && QStringView(u",.;:)").contains(after)
                && !(t + 2 < m_sentence.endToken && tokens.at(t + 2).kind == Token::Kind::Number && tokens.at(t + 2).start == next.end);
            if (!mark && !(next.kind == Token::Kind::Word && next.is(Token::SpaceBefore) && containsLowered(goesOn, after)))
                continue;
            const int minute = m_context.tokenText(t).toInt();
            const int away = std::abs(number.start - m_sentence.span.start - offset);
            if (minute < 1 || minute > 130 || away >= distance)
                continue;
            distance = away;
            MatchTime time;
            time.minute = minute;
            time.period = MatchTime::periodForMinute(minute, std::nullopt);
            time.precision = MatchTime::Precision::Exact;
            time.text = QStringLiteral("on ") + m_context.tokenText(t).toString();
            nearest = time;
        }
        return nearest;
    }

private:
    // Whether the time at `span`, before the event at `absolute`, lies in another player's clause: across a
    // break that joins two clauses ("and", "but", "while", a semicolon) after which the event's clause opens
    // with its own player ("Fenwick headed in after 20 minutes, and Whitlam levelled"), in a clause that
    // names another. A break followed by anything else joins two things one player did, or the build-up
    // ("Delfouneso jinked past his man and delivered a chip after 12 minutes, where Matt turned it home").
    // A time after the event counts even in a clause of another player's: the two are often one moment
    // ("Albrecht limped off, and Tully came on for him in the 44th minute"). The event's player may come
    // after it in its clause ("..., but Burnley got back into the game through Vydra").
    bool isOtherPlayersTime(const TextSpan &span, int absolute, const RawMention *player, const RawMention *partner) const
    {
        // Read from the tokens, not searched for: asked for every time of most events' sentences.
        if (!player || span.end > absolute || player->span.start < span.end)
            return false;
        // The join that opens the event's clause: right before its player when the player comes first; else
        // the last before the event ("..., but Burnley got back into the game through Vydra").
        int join = player->firstToken - 1;
        if (player->span.start > absolute) {
            join = tokenAtOffset(m_context, m_sentence, absolute) - 1;
            while (join > m_sentence.firstToken && !isClauseJoin(join))
                --join;
        } else if (join > m_sentence.firstToken && !isClauseJoin(join)) {
            // "Arfield put Rangers in front after 57 minutes but a mistake by Goldson allowed Doidge to head Hibs
            // level": a clause that turns against the one before ("but", "while", ";") is the event's, whoever
            // opens it. After "and" it may go on with the same moment ("was fouled after 20 minutes and from the
            // free-kick Whitlam curled home"), which keeps its time.
            while (join > m_sentence.firstToken && !isClauseJoin(join))
                --join;
            const QStringView word = m_context.tokenText(join);
            const bool turns = word == u";" || word.compare(u"but", Qt::CaseInsensitive) == 0 || word.compare(u"while", Qt::CaseInsensitive) == 0
                || word.compare(u"whilst", Qt::CaseInsensitive) == 0;
            if (!turns)
                return false;
        }
        if (join <= m_sentence.firstToken || !isClauseJoin(join))
            return false;
        const bool comma = m_context.tokens.at(join - 1).kind == Token::Kind::Punct && m_context.tokenText(join - 1) == u",";
        const int breakStart = m_context.tokens.at(comma ? join - 1 : join).start;
        if (breakStart < span.end)
            return false;
        // The time's clause: from the join before it, or the sentence's start.
        int clauseStart = m_sentence.span.start;
        const int timeToken = tokenAtOffset(m_context, m_sentence, span.start);
        // "In the 14th minute, on the first attack, Okou escapes down the left, cuts the ball back, and Belkacem
        // opens the scoring": a time opening the sentence sets the scene of all its clauses; so does one after a word
        // and its comma ("Then, in the second minute of added time, ...").
        if (timeToken <= m_sentence.firstToken + 2
            || (timeToken == m_sentence.firstToken + 3 && m_context.tokenText(m_sentence.firstToken + 1) == u","
                && (m_context.tokenText(timeToken - 1).compare(QLatin1String("in"), Qt::CaseInsensitive) == 0
                    || m_context.tokenText(timeToken - 1).compare(QLatin1String("on"), Qt::CaseInsensitive) == 0
                    || m_context.tokenText(timeToken - 1).compare(QLatin1String("after"), Qt::CaseInsensitive) == 0)))
            return false;
        // "At 17:43, with 12 minutes on the clock, Oduya ... and Quell swept it in": after a short opening phrase and its
        // comma, naming nobody, the time still sets the scene.
        if (timeToken <= m_sentence.firstToken + 6 && m_context.tokenText(timeToken - 1) == u","
            && std::none_of(m_people.begin(), m_people.end(), [&](const RawMention *mention) { return mention->span.start < span.start; }))
            return false;
        // "they were rewarded on 11 minutes when Gumede floated a ball over the top and Ramokgopa ... lifted it over
        // Sebogodi": a time right before "when" is the moment the clause after it tells, every player's in it.
        if (const int after = tokenAtOffset(m_context, m_sentence, span.end); after < m_sentence.endToken
            && m_context.tokens.at(after).start >= span.end && m_context.tokenText(after).compare(QLatin1String("when"), Qt::CaseInsensitive) == 0)
            return false;
        for (int k = timeToken - 1; k >= m_sentence.firstToken; --k) {
            if (isClauseJoin(k)) {
                clauseStart = m_context.tokens.at(k).end;
                break;
            }
        }
        const Entity *const own = m_context.entityOf(*player);
        const Entity *const partners = partner ? m_context.entityOf(*partner) : own;
        return std::any_of(m_people.begin(), m_people.end(), [&](const RawMention *mention) {
            if (mention->span.start < clauseStart || mention->span.end > breakStart || !isPlayerEntity(m_context, mention))
                return false;
            const Entity *const entity = m_context.entityOf(*mention);
            return entity != own && entity != partners;
        });
    }
    // The clause around `absolute`: from the clause join before it (isClauseJoin(), or "as") to the one after.
    // Whether `span` lies in a relative clause, from "who", "whose" or "which" to the next comma, semicolon, dash or
    // bracket, that `absolute` lies outside: "Arkwright, whose goal in the 23rd minute had put them ahead, sent the
    // keeper the wrong way from the spot" tells the minute of the goal in the clause, not of the penalty.
    bool inRelativeClauseApart(const TextSpan &span, int absolute) const
    {
        const int first = tokenAtOffset(m_context, m_sentence, span.start);
        for (int k = first - 1; k >= m_sentence.firstToken; --k) {
            const Token &token = m_context.tokens.at(k);
            if (token.kind == Token::Kind::Punct && isClauseMark(m_context.tokenText(k)))
                return false;
            if (token.kind != Token::Kind::Word || !(isRelativeWord(m_context.tokenText(k)) || opensAChangeAside(k)))
                continue;
            if (isCleft(k))
                return false;
            // "an own goal from Dan Fenwick, who diverted the cross into his own net in the 19th minute": the clause is
            // about the one named right before it, whose act the event is.
            if (absolute < token.start)
                return k - tokenAtOffset(m_context, m_sentence, absolute) > 1;
            for (int e = first; e < m_sentence.endToken; ++e) {
                if (m_context.tokens.at(e).kind == Token::Kind::Punct && isClauseMark(m_context.tokenText(e))) {
                    // "whose presence was to prove decisive in the 74th minute, when he rose above Hrubeš": a "when" right
                    // after the clause's last words, its time, tells what happened then.
                    const bool whenFollows = m_context.tokens.at(e - 1).end == span.end && e + 1 < m_sentence.endToken
                        && m_context.tokenText(e + 1).compare(QLatin1String("when"), Qt::CaseInsensitive) == 0;
                    return absolute >= m_context.tokens.at(e).end && !whenFollows;
                }
            }
            return false;
        }
        return false;
    }
    // Whether token `k` opens an aside on a change, as a relative clause would: "Substitute Quint, on for Crowhurst after
    // 66 minutes, pulled the ball back for Oboh": the aside's time is the change's.
    bool opensAChangeAside(int k) const
    {
        return k > m_sentence.firstToken && k + 1 < m_sentence.endToken && m_context.tokenText(k - 1) == u","
            && m_context.tokenText(k).compare(QLatin1String("on"), Qt::CaseInsensitive) == 0
            && m_context.tokenText(k + 1).compare(QLatin1String("for"), Qt::CaseInsensitive) == 0;
    }
    // Whether the relative word at token `relative` follows "it was" and a name: "Instead it was Burt who had the
    // final say a minute from time" tells the sentence's own news in the clause.
    bool isCleft(int relative) const
    {
        int k = relative - 1;
        const int nameEnd = k;
        while (k >= m_sentence.firstToken && nameEnd - k < 4 && m_context.tokens.at(k).kind == Token::Kind::Word
               && m_context.tokens.at(k).is(Token::Capitalised))
            --k;
        const auto wordIs = [&](int at, QLatin1String word) {
            return at >= m_sentence.firstToken && m_context.tokens.at(at).kind == Token::Kind::Word
                && m_context.tokenText(at).compare(word, Qt::CaseInsensitive) == 0;
        };
        return k < nameEnd && (wordIs(k, QLatin1String("was")) || wordIs(k, QLatin1String("is"))) && wordIs(k - 1, QLatin1String("it"));
    }
    // The relative clause `absolute` lies in, from its "who" (at most four words before) to the next clause mark.
    std::optional<TextSpan> relativeClauseAround(int absolute) const
    {
        const int at = tokenAtOffset(m_context, m_sentence, absolute);
        for (int k = at - 1; k >= m_sentence.firstToken && k >= at - 4; --k) {
            const Token &token = m_context.tokens.at(k);
            if (token.kind == Token::Kind::Punct)
                return std::nullopt;
            if (!isRelativeWord(m_context.tokenText(k)))
                continue;
            for (int e = at; e < m_sentence.endToken; ++e) {
                if (m_context.tokens.at(e).kind == Token::Kind::Punct && isClauseMark(m_context.tokenText(e)))
                    return TextSpan{token.start, m_context.tokens.at(e).start};
            }
            return TextSpan{token.start, m_sentence.span.end};
        }
        return std::nullopt;
    }
    static bool isClauseMark(QStringView mark)
    {
        return mark == u"," || mark == u";" || mark == u"\u2013" || mark == u"\u2014" || mark == u"(" || mark == u")";
    }
    static bool isRelativeWord(QStringView word)
    {
        return word.compare(QLatin1String("who"), Qt::CaseInsensitive) == 0 || word.compare(QLatin1String("whose"), Qt::CaseInsensitive) == 0
            || word.compare(QLatin1String("which"), Qt::CaseInsensitive) == 0;
    }

    // The event's clause opened by "after" between commas, which tells a moment of its own: "..., and even after captain
    // Orla Fennimore was sent off for a second booking, ...". `joined`: opened by "and" or "but", after another clause.
    struct AfterClause {
        int start = 0;
        int end = 0;
        bool joined = false;
    };
    std::optional<AfterClause> afterClauseAround(int absolute) const
    {
        const auto isComma = [this](int t) {
            return m_context.tokens.at(t).kind == Token::Kind::Punct && m_context.text.at(m_context.tokens.at(t).start) == u',';
        };
        // Length first: asked of every timed event's words.
        const auto isWord = [this](int t, std::u16string_view word) {
            return m_context.tokens.at(t).length() == qsizetype(word.size()) && TextScan::foldedAt(m_context.text, m_context.tokens.at(t).start, word);
        };
        const int at = tokenAtOffset(m_context, m_sentence, absolute);
        int open = at - 1;
        while (open >= m_sentence.firstToken && !isComma(open))
            --open;
        int word = open + 1;
        bool joined = false;
        while (word < at && (isWord(word, u"and") || isWord(word, u"but") || isWord(word, u"even") || isWord(word, u"just") || isWord(word, u"shortly"))) {
            joined = joined || isWord(word, u"and") || isWord(word, u"but");
            ++word;
        }
        if (word >= at || !isWord(word, u"after"))
            return std::nullopt;
        int close = at;
        while (close < m_sentence.endToken && !isComma(close))
            ++close;
        if (close >= m_sentence.endToken)
            return std::nullopt;
        return AfterClause{open >= m_sentence.firstToken ? m_context.tokens.at(open).start : m_sentence.span.start, m_context.tokens.at(close).end, joined};
    }
    // Whether the time at `span` lies outside the event's `clause` (see afterClauseAround()), before it after another
    // clause, or with another player named between: "Tanabe-Ross's drive in the 97th minute put City ahead, and even after
    // captain Orla Fennimore was sent off for a second booking, substitute Carys Wynne-Jones raced clear to make sure of it
    // two minutes from the end of extra time" gives the card neither minute.
    bool isMainClausesTime(const TextSpan &span, const AfterClause &clause, const RawMention *player, const RawMention *partner) const
    {
        if (span.start >= clause.start && span.end <= clause.end)
            return false;
        if (clause.joined && span.end <= clause.start)
            return true;
        const int from = span.end <= clause.start ? span.end : clause.end;
        const int to = span.end <= clause.start ? clause.start : span.start;
        return std::any_of(m_people.cbegin(), m_people.cend(), [&](const RawMention *m) {
            return m->span.start >= from && m->span.end <= to && isPlayerEntity(m_context, m) && (!player || m->entity != player->entity)
                && (!partner || m->entity != partner->entity);
        });
    }

    // The stretch between commas that holds the event when nothing outside it can time it: an aside right after a player's
    // name ("But Fairbairn, on for the limping Rhys Pendleton, curled in the winner with 16 minutes left": the change is
    // not the goal's minute), or words that time the event vaguely themselves ("Mensah-Darlow put the Ravens ahead early,
    // ... and the striker did level things seven minutes into the second half"). Else nullopt.
    std::optional<TextSpan> enclosingStretch(int absolute) const
    {
        const auto isMark = [this](int t) {
            if (m_context.tokens.at(t).kind != Token::Kind::Punct)
                return false;
            const QChar c = m_context.text.at(m_context.tokens.at(t).start);
            return c == u',' || c == u';' || c == u':' || c == u'\u2013' || c == u'\u2014' || c == u'(' || c == u')';
        };
        const int at = tokenAtOffset(m_context, m_sentence, absolute);
        int open = at - 1;
        while (open >= m_sentence.firstToken && open >= at - 8 && !isMark(open))
            --open;
        int close = at;
        while (close < m_sentence.endToken && !isMark(close))
            ++close;
        const int start = open >= m_sentence.firstToken && isMark(open) ? m_context.tokens.at(open).end : -1;
        const int end = close < m_sentence.endToken ? m_context.tokens.at(close).start : m_sentence.span.end;
        // An aside after a name: a comma after a player, and one closing it.
        if (start >= 0 && close < m_sentence.endToken && m_context.text.at(m_context.tokens.at(open).start) == u','
            && m_context.text.at(m_context.tokens.at(close).start) == u',' && open > m_sentence.firstToken) {
            // One that tells an earlier moment by its opening words: "on for", "having", "already", "who had" (not "who had to").
            const auto isWord = [this](int t, QLatin1String word) { return m_context.tokenText(t).compare(word, Qt::CaseSensitive) == 0; };
            const int first = open + 1;
            const bool earlier = first + 1 < close
                && ((isWord(first, QLatin1String("on")) && isWord(first + 1, QLatin1String("for"))) || isWord(first, QLatin1String("having"))
                    || isWord(first, QLatin1String("already"))
                    // Not "who had to be attended by the medical staff": what he had to do then.
                    || (isWord(first, QLatin1String("who")) && isWord(first + 1, QLatin1String("had")) && !(first + 2 < close && isWord(first + 2, QLatin1String("to")))));
            const RawMention *named = m_context.mentionAt(open - 1);
            if (earlier && named && named->endToken == open && isPlayerEntity(m_context, named))
                return TextSpan{start, end};
        }
        // Vague words of time after the event in its stretch.
        const auto isWord = [this](int t, std::u16string_view word) {
            return m_context.tokens.at(t).length() == qsizetype(word.size()) && TextScan::foldedAt(m_context.text, m_context.tokens.at(t).start, word);
        };
        for (int t = at; t < close; ++t) {
            if ((isWord(t, u"early") || isWord(t, u"late"))
                && (t + 1 >= close || isWord(t + 1, u"on") || m_context.tokens.at(t + 1).kind == Token::Kind::Punct))
                return TextSpan{start >= 0 ? start : m_sentence.span.start, end};
        }
        return std::nullopt;
    }

    TextSpan clauseAt(int absolute) const
    {
        const auto joins = [this](int token) {
            return isClauseJoin(token) || m_context.tokenText(token).compare(QLatin1String("as"), Qt::CaseInsensitive) == 0;
        };
        TextSpan clause = m_sentence.span;
        const int at = tokenAtOffset(m_context, m_sentence, absolute);
        for (int k = at - 1; k >= m_sentence.firstToken; --k) {
            if (joins(k)) {
                clause.start = m_context.tokens.at(k).end;
                break;
            }
        }
        for (int k = at; k < m_sentence.endToken; ++k) {
            if (joins(k)) {
                clause.end = m_context.tokens.at(k).start;
                break;
            }
        }
        return clause;
    }
    // Whether the token joins two clauses: "and", "but", "while", "whilst" or "before" after white space, or ";".
    bool isClauseJoin(int token) const
    {
        const Token &t = m_context.tokens.at(token);
        const QStringView word = m_context.tokenText(token);
        if (t.kind == Token::Kind::Punct)
            return word == u";";
        if (t.kind != Token::Kind::Word || !t.is(Token::SpaceBefore) || word.size() < 3 || word.size() > 6)
            return false;
        for (const char *join : {"and", "but", "while", "whilst", "before"}) {
            if (word.compare(QLatin1String(join), Qt::CaseInsensitive) == 0)
                return true;
        }
        return false;
    }

    // The last minute told in reading order before `absolute`, in this sentence or its three before, for
    // "eight minutes later": worked out only where asked, as few sentences ask.
    // The time a sentence earlier in the paragraph sets for what follows, naming no player but the event's own: "The
    // flashpoint came with 19 minutes remaining. Hütter launched himself at Asare and was shown a straight red card.",
    // "With a minute of normal time remaining, Quaile finally got his reward. He ... found the top corner." Up to two
    // sentences back, and only the nearest sentence with a time: a later time is another moment's. A scene naming
    // others too is the event's when it names the event's player or partner: "on 18 minutes Dunlop clipped McIlwraith
    // as he burst into the box. Dunlop was booked", "seven minutes later Mathieson was carried off after a challenge
    // with Quigley. ... Callum Ure came on in his place".
    // A goal's scene may name others when it opens with the side and tells its goal, scorer unnamed: "Chungju, coached by
    // Takuya Imafuku, once a tireless midfielder in Osaka, ... went ahead in the 17th minute. ... Liam Tranter lifted the ball
    // over the advancing Yoon Ha-ram."
    std::optional<MatchTime> sceneMinute(const RawMention *player, const RawMention *partner, bool scoring) const
    {
        const auto opensLine = [this](int s) { return m_context.tokens.at(m_context.sentences.at(s).firstToken).is(Token::LineStart); };
        // A box's lines ("Booked: Carvajal, Modric") are no scenes, nor is a shoot-out's paragraph ("couldn't be split in
        // 90 minutes, and it took 21 penalties"): its kicks have no minute.
        const auto endsAsProse = [this](int s) {
            const QStringView text = sentenceView(m_context, m_context.sentences.at(s));
            return text.size() > 12 && (text.back() == u'.' || text.back() == u'!');
        };
        bool crossed = false; // into an earlier paragraph
        for (int k = m_index - 1; k >= 0 && k >= m_index - 2; --k) {
            // A paragraph's end bounds the scene, unless the report gives each sentence a paragraph of its own, as
            // tabloids do: "Coldharbour were level in the 19th minute. // Fraser McAteer handled a corner ... // Spanish
            // striker Tomas Ibarra rolled the penalty into the bottom corner."
            if (opensLine(k + 1)) {
                if (!(opensLine(k) && (k + 2 > m_index || opensLine(k + 2)) && endsAsProse(k) && endsAsProse(m_index)
                      && !(m_sentenceCues[std::size_t(k)] & patterns().shootWord)))
                    return std::nullopt;
                crossed = true;
            }
            const Sentence &scene = m_context.sentences.at(k);
            // "The Foundry tied it in the 34th.": a scene's bare ordinal is its time, as the event's own sentence's is, when it
            // tells no other.
            const QList<TimeExpression> &told = EventBuilder::timesIn(m_context, k);
            QList<TimeExpression> ordinals;
            if (told.isEmpty())
                addBareOrdinals(m_context, scene, ordinals);
            const QList<TimeExpression> &times = told.isEmpty() ? ordinals : told;
            // "Corrin Vale sense an opportunity and, six minutes later, they take it.": a time counted on from the
            // last one told before the scene.
            std::optional<MatchTime> later;
            if (times.isEmpty()) {
                // "Sixty-three minutes.", "It took seven minutes.": a tabloid's stamp, a sentence of its own.
                if (const std::optional<MatchTime> stamp = minuteStamp(sentenceView(m_context, scene))) {
                    later = stamp;
                } else if (!holdsLaterWord(m_context, scene)) {
                    continue;
                } else {
                    const RegexMatch m = minutesLater().match(sentenceView(m_context, scene));
                    if (!m.hasMatch())
                        continue;
                    const std::optional<MatchTime> from = lastMinuteBefore(k);
                    if (!from || !from->isValid() || from->addedMinute)
                        return std::nullopt;
                    later = countedOn(*from, m);
                    if (!later)
                        return std::nullopt;
                }
            }
            const QList<const RawMention *> people = EventBuilder::peopleIn(m_context, scene.firstToken, scene.endToken);
            // The event's player or partner: "Petheram replaced Colquhoun-Marsh in the 71st minute, and six minutes later Ashgrove
            // completed his treble" times Ashgrove's goal told after it at 77.
            const auto isEventsOwn = [&](const RawMention *m) {
                return (player && m->entity == player->entity) || (partner && m->entity == partner->entity);
            };
            const auto another = [&](const RawMention *m) { return isPlayerEntity(m_context, m) && (!player || m->entity != player->entity); };
            // "Ellery-Moss rang the changes on the hour, sending on Kaczmarek, and things went from bad to worse eight
            // minutes later.": the scene's last words move its time on; the people and the time before them are the
            // earlier moment's.
            if (!later && !times.isEmpty() && holdsLaterWord(m_context, scene)) {
                if (crossed)
                    return std::nullopt; // another paragraph's moment moved on is another moment
                const RegexMatch m = minutesLater().match(sentenceView(m_context, scene));
                const int at = scene.span.start + int(m.capturedStart());
                const auto before = [at](const auto *item) { return item->span.end <= at; };
                if (m.hasMatch() && before(&times.last()) && std::all_of(people.cbegin(), people.cend(), [&](const RawMention *p) { return before(p) || isEventsOwn(p); })
                    && times.last().time.isValid() && !times.last().time.addedMinute)
                    return countedOn(times.last().time, m);
            }
            const auto ours = isEventsOwn;
            if (scoring && !later && times.size() == 1 && opensWithSideScoring(scene))
                return times.first().time;
            // "Wetherall replaced Stott with Adu in the 74th minute, and it paid off with two minutes of normal time
            // remaining. Adu ... lifted it over Sibley": the scene's last time, its clause naming nobody, sets the next moment.
            // So, too, when that clause tells a side scored: "Furlong threw on Ogunbiyi at half-time and within eight
            // minutes of the restart Rovers were back in it. ... O Dalaigh rolled the penalty into the bottom corner."
            if (!later && !crossed && (times.size() > 1 || (times.size() == 1 && !people.isEmpty()))) {
                const int from = times.size() > 1 ? times.at(times.size() - 2).span.end : people.last()->span.end;
                const int to = times.last().span.start;
                const auto clauseTellsScoring = [&] {
                    return scoring && sideScored().match(QStringView(m_context.text).mid(from, scene.span.end - from)).hasMatch();
                };
                if (std::none_of(people.cbegin(), people.cend(), [&](const RawMention *p) { return p->span.end > from; })
                    && isPlayerEntity(m_context, player) && to > from
                    && ((times.size() > 1 && std::any_of(people.cbegin(), people.cend(), ours)) || clauseTellsScoring()))
                    return times.last().time;
            }
            if (times.size() > 1 || (std::any_of(people.cbegin(), people.cend(), another) && std::none_of(people.cbegin(), people.cend(), ours)))
                return std::nullopt;
            return later ? later : times.first().time;
        }
        return std::nullopt;
    }

    // Whether `scene` opens with a side's name and tells that it scored: "Chungju ... went ahead in the 17th minute".
    // Or with a side named by what it is: "The German side, who won the first leg 2-1, fell behind after nine minutes".
    bool opensWithSideScoring(const Sentence &scene) const
    {
        const RawMention *opening = m_context.mentionAt(scene.firstToken);
        const Entity *side = opening && opening->firstToken == scene.firstToken ? m_context.entityOf(*opening) : nullptr;
        static const Regex sideNoun(QStringLiteral("^(?:but |and )?the (?:[\\w-]+ )?(?:side|team|visitors|hosts|home side|away side|champions|leaders)\\b"), options);
        if ((!side || side->type != EntityType::Team) && !sideNoun.match(sentenceView(m_context, scene)).hasMatch())
            return false;
        return sideScored().match(sentenceView(m_context, scene)).hasMatch();
    }
    // A side's goal told of the side: "went ahead", "were back in it".
    static const Regex &sideScored()
    {
        static const Regex scored(QStringLiteral("\\b(?:(?:went|gone) (?:ahead|in front)|took the lead|drew level|levelled|leveled|equalised|equalized|pulled one back|"
                                                 "got one back|struck first|broke the deadlock|opened the scoring|punished|doubled (?:their|its|the) (?:lead|advantage)|"
                                                 "(?:deserved|earned|took|had|got) (?:their|its|the|a|an) (?:[\\w-]+ )?lead|(?:were|was) (?:\\w+ )?(?:ahead|in front)|(?:were|was) (?:finally |eventually |at last |deservedly )?rewarded|made the breakthrough|hit the front|(?:were|was) back in (?:it|the game|the match|the tie)|(?:fell|went|gone) behind|"
                                                 // "... and the reward arrived in the minute 23", translated.
                                                 "(?:the|their|its) reward (?:arrived|came)|(?:got|earned|reaped) (?:their|its|the) reward)\\b"),
                                  options);
        return scored;
    }

    std::optional<MatchTime> previousMinute(int absolute) const
    {
        const QList<TimeExpression> &here = EventBuilder::timesIn(m_context, m_index);
        for (auto it = here.crbegin(); it != here.crend(); ++it) {
            if (it->span.end <= absolute)
                return it->time;
        }
        return lastMinuteBefore(m_index);
    }
    // The last minute told in the five sentences before sentence `s`, one counted on included: "sent on Dunphy in the
    // 60th minute, but three minutes later ..." last told 63. `depth` bounds a chain of such counts.
    std::optional<MatchTime> lastMinuteBefore(int s, int depth = 2) const
    {
        for (int k = s - 1; k >= 0 && k >= s - 5; --k) {
            const QList<TimeExpression> &earlier = EventBuilder::timesIn(m_context, k);
            const QStringView text = sentenceView(m_context, m_context.sentences.at(k));
            if (depth > 0 && holdsLaterWord(m_context, m_context.sentences.at(k))) {
                const RegexMatch m = minutesLater().match(text);
                const qsizetype lastTimeEnd = earlier.isEmpty() ? 0 : earlier.last().span.end - m_context.sentences.at(k).span.start;
                if (m.hasMatch() && m.capturedStart() >= lastTimeEnd) {
                    const std::optional<MatchTime> from = earlier.isEmpty() ? lastMinuteBefore(k, depth - 1) : std::optional(earlier.last().time);
                    if (from && from->isValid() && !from->addedMinute)
                        return countedOn(*from, m);
                    return std::nullopt;
                }
            }
            if (!earlier.isEmpty())
                return earlier.last().time;
        }
        return std::nullopt;
    }

    const ExtractionContext &m_context;
    int m_index;
    const Sentence &m_sentence;
    QStringView m_text;
    const QList<const RawMention *> &m_people;
    const RawMention *m_previousSubject;
    const RawMention *m_previousLastPlayer;
    mutable const RawMention *m_pronounReferent = nullptr; // whom the pronoun at m_pronounEnd stands for
    /// Where the subject pronoun opening the sentence ends ("he", "she"), once searched.
    static constexpr int pronounNotSearched = -2;
    static constexpr int noPronoun = -1;
    mutable int m_pronounEnd = pronounNotSearched;
    const std::optional<MatchTime> &m_lineMinute; // the caller's: a copy for every sentence cost a string's count
    mutable bool m_bareOrdinalsRead = false;
    mutable QList<TimeExpression> m_times; // timesWithBareOrdinals()
    mutable std::optional<std::optional<TimeExpression>> m_countedOn; // countedOnInSentence(), once asked
    const Gated *m_penaltyWord = nullptr;
    std::span<const TriggerIndex::Mask> m_sentenceCues;
};

} // namespace

namespace {

// The index in `out` of the goal (or ruled-out goal) told in the three sentences before sentence `s`, with
// nothing after it but VAR reviews ("52 mins: Rashford scores! But wait, VAR is having a look. The goal is
// chalked off."); -1 when there is none.
qsizetype goalJustTold(const QList<EventCandidate> &out, int s)
{
    for (qsizetype i = out.size() - 1; i >= 0 && out.at(i).sentence >= s - 3; --i) {
        const EventCandidate &candidate = out.at(i);
        if (candidate.source == EventCandidate::Source::Narrative
            && (isScoringEvent(candidate.event.type) || candidate.event.type == EventType::DisallowedGoal))
            return i;
        if (candidate.event.type != EventType::VarReview)
            return -1;
    }
    return -1;
}

// Where the relative clause that the end of `before` lies in starts, or -1: a remark on the side, from "who", "whose" or
// "which" to the next comma, colon, semicolon, bracket or dash.
qsizetype relativeClauseStart(QStringView before)
{
    static const Regex relativeClause(QStringLiteral("\\b(?:who|whose|which)\\b[^,;:\u2013\u2014()]*$"), Regex::CaseInsensitive);
    // Most sentences hold no "wh" at all: no search. Looked for unit by unit: a caseless QStringView::contains cost
    // thousands of instructions a call.
    const char16_t *units = before.utf16();
    bool wh = false;
    for (qsizetype i = 1; i < before.size() && !wh; ++i)
        wh = (units[i] | 0x20) == u'h' && (units[i - 1] | 0x20) == u'w';
    if (!wh)
        return -1;
    const RegexMatch m = relativeClause.match(before);
    return m.hasMatch() ? m.capturedStart() : -1;
}

// Whether the other-match words in `text` make it a sentence about another match: not when
// each lies in a relative clause, a remark on the side ("replaced by Emil Hallfredsson, who was once on Tottenham's
// books 14 years ago"), which runs from "who", "whose" or "which" to the next comma, colon, semicolon or dash.
bool toldOfAnotherMatch(const Gated &otherMatch, QStringView text, TriggerIndex::Mask cues, const WordStarts &starts)
{
    // The first match alone in nearly every sentence: an iterator cost more than the search.
    for (RegexMatch m = otherMatch.match(text, cues, &starts); m.hasMatch(); m = otherMatch.pattern.match(text, starts, m.capturedEnd())) {
        // "to make it 1-1, his 11th league goal of the season and his first since joining in 2021": a remark on the
        // one just told, in a phrase set off by a comma.
        const QStringView before = text.left(m.capturedStart());
        const qsizetype comma = before.lastIndexOf(u',');
        if (comma > 0) {
            QStringView remark = before.sliced(comma + 1);
            while (!remark.isEmpty() && remark.front().isSpace())
                remark = remark.sliced(1);
            // Not one holding a clause of its own: "his first hat-trick since he bagged three against Lowestead in 2019".
            static const Regex clause(QStringLiteral("\\b(?:he|she|they|when|where|who|which|whose)\\b"), Regex::CaseInsensitive);
            if ((remark.startsWith(u"his ") || remark.startsWith(u"her ") || remark.startsWith(u"their ")) && !clause.match(text.sliced(comma)).hasMatch())
                continue;
        }
        if (relativeClauseStart(before) < 0)
            return true;
    }
    return false;
}

// Whether what is told at [start, end) lies in a relative clause about another match: "On 14 minutes Okoye, who was sent
// off in last week's 2-2 draw at Fernmoor, rose highest" (toldOfAnotherMatch lets such a sentence's own events stand).
bool inRelativeClauseOfAnotherMatch(const Gated &otherMatch, QStringView text, int start, int end, TriggerIndex::Mask cues)
{
    if (!otherMatch.allows(cues))
        return false;
    const qsizetype opening = relativeClauseStart(text.first(start));
    if (opening < 0)
        return false;
    qsizetype clauseEnd = end;
    while (clauseEnd < text.size() && !QStringView(u",;:\u2013\u2014()").contains(text.at(clauseEnd)))
        ++clauseEnd;
    return otherMatch.pattern.match(text.sliced(opening, clauseEnd - opening)).hasMatch();
}

// Where the aside `at` lies in starts, when one opened by "who", "when", "which" or "where" (with the comma-set part
// before it) tells of another match; else -1: "Brannagan, who also scored in the reverse fixture in October, when Meakin had a penalty
// saved, drifted in".
qsizetype asideOfAnotherMatch(const Gated &otherMatch, QStringView text, qsizetype at)
{
    const qsizetype comma = text.first(at).lastIndexOf(u',');
    if (comma < 0)
        return -1;
    static const Regex opener(QStringLiteral("^\\s*(?:who|when|which|where|whose)\\b"), Regex::CaseInsensitive);
    if (!opener.match(text.sliced(comma + 1)).hasMatch())
        return -1;
    const qsizetype previousComma = text.first(comma).lastIndexOf(u',');
    qsizetype end = text.indexOf(u',', at);
    if (end < 0)
        end = text.size();
    const qsizetype start = previousComma < 0 ? comma : previousComma;
    return otherMatch.pattern.match(text.sliced(start, end - start)).hasMatch() ? start : -1;
}

// Whether the ruling at `trigger` is an adjective after a word that points back: "the disallowed header", "that
// ruled-out goal", "his disallowed strike".
bool isToldBefore(QStringView text, int trigger)
{
    static const QSet<QString> pointers = {QStringLiteral("the"), QStringLiteral("that"), QStringLiteral("this"), QStringLiteral("his"),
        QStringLiteral("her"), QStringLiteral("their"), QStringLiteral("its")};
    const QStringView ruling = text.mid(trigger);
    if (!ruling.startsWith(QLatin1String("disallowed"), Qt::CaseInsensitive))
        return false;
    const QStringView before = text.left(trigger).trimmed();
    const qsizetype space = before.lastIndexOf(u' ');
    return containsLowered(pointers, before.mid(space + 1));
}

// Whether one of the two sentences before `s` holds a penalty word, by their cues alone.
// The first of the two sentences before `s` a kick may follow an award in: a live entry's label of its own ("90+4' MISSED!",
// "SAVED!") between them counts for none ("PENALTY TO BRACKWATER! ... points to the spot. And that's a second yellow
// for Greaves! // 90+4' MISSED! Rourke ... blazes it over the crossbar").
int awardWindowStart(const ExtractionContext &context, int s)
{
    int counted = 0;
    int k = s - 1;
    for (; k >= 0; --k) {
        const Sentence &sentence = context.sentences.at(k);
        const bool label = sentence.endToken - sentence.firstToken <= 7 && context.tokens.at(sentence.firstToken).is(Token::LineStart)
            && sentenceView(context, sentence).endsWith(u'!');
        if (!label && ++counted == 2)
            break;
    }
    return std::max(0, k);
}

bool mayFollowAnAward(const ExtractionContext &context, const Patterns &p, const QList<TriggerIndex::Mask> &sentenceCues, int s)
{
    for (int k = s - 1; k >= 0 && k >= awardWindowStart(context, s); --k) {
        if (p.penaltyWord.allows(sentenceCues.at(k)))
            return true;
    }
    return false;
}

// Whether a penalty was told in one of the two sentences before `s`, and no kick since: the sentence may tell its kick
// without the word ("Penalty to Iceland! ... Bjarnason blasts
// it straight over the bar").
// `from`, when given, is where the look back stops instead: a live blog's entry before ("111' PENALTY to Hexley! ...").
bool kickFollowsAward(const ExtractionContext &context, const Patterns &p, const QList<TriggerIndex::Mask> &sentenceCues,
                    const QList<EventCandidate> &out, int s, std::optional<int> from = std::nullopt)
{
    const int first = from ? *from : awardWindowStart(context, s);
    for (int k = s - 1; k >= 0 && k >= first; --k) {
        if (!p.penaltyWord.allows(sentenceCues.at(k)))
            continue;
        const QStringView earlier = sentenceView(context, context.sentences.at(k));
        if (p.penaltyWord.pattern.match(earlier).hasMatch() && !p.noPenalty.match(earlier).hasMatch())
            return std::none_of(out.crbegin(), out.crend(), [k](const EventCandidate &c) {
                return c.sentence >= k && (c.event.type == EventType::PenaltyMiss || c.event.type == EventType::PenaltyGoal);
            });
    }
    return false;
}

// Whether a sentence tells a kick put away in words no goal verb has: "converted", "sent Kendrick the wrong way".
bool tellsAKickConverted(QStringView text)
{
    static const Regex converted(QStringLiteral("\\b(?:converted|converts|converting|dispatched|dispatches|made no mistake|makes no mistake|stroked|strokes|slotted|slots|"
                                                "tucked|tucks|(?:sent|sends) (?:\\S+\\s+){1,4}?the wrong (?:way|side)|"
                                                // "Mbala stepped up and with calm he placed the ball to the right of the goalkeeper to make the score 1-1"
                                                "stepped up|steps up)\\b"),
                                 options);
    return converted.match(text).hasMatch();
}

// Whether a goal verb's infinitive is only tried: "tries to steer his header into the far corner".
bool isAttempted(QStringView text, const RegexMatch &goalVerb)
{
    if (!goalVerb.capturedView().startsWith(u"to ", Qt::CaseInsensitive))
        return false;
    const QStringView before = text.first(goalVerb.capturedStart());
    static const std::array<QLatin1StringView, 6> attempts = {QLatin1String("tries "), QLatin1String("tried "), QLatin1String("try "),
        QLatin1String("trying "), QLatin1String("attempts "), QLatin1String("attempted ")};
    return std::any_of(attempts.begin(), attempts.end(), [&](QLatin1StringView attempt) { return before.endsWith(attempt, Qt::CaseInsensitive); });
}

// Whether a goal verb in the perfect tells a record, not this match: "Marchetti, who had scored from all four of his
// previous spot-kicks this season, went to Wolny's right".
// Whether `offset` lies in an aside opened by "who" after the last comma before it: "alongside Ezri Konsa, the man who
// headed home".
bool isInAside(QStringView text, qsizetype offset)
{
    const qsizetype comma = text.first(offset).lastIndexOf(u',');
    return comma >= 0 && text.sliced(comma, offset - comma).contains(QLatin1String(" who "));
}

// `mayTellAnotherSeason`: whether the sentence holds a word of another match's (its otherMatch cues), asked first.
bool isToldAsRecord(QStringView text, const RegexMatch &goalVerb, bool mayTellAnotherSeason)
{
    // "Raza, who scored 19 goals for Inverallan Thistle last season": another season's, in any tense.
    static const Regex otherSeason(QStringLiteral("\\b(?:last|previous) (?:season|term|campaign)\\b"), options);
    if (mayTellAnotherSeason && otherSeason.match(clauseAround(text, int(goalVerb.capturedStart()), int(goalVerb.capturedEnd()))).hasMatch())
        return true;
    // The word before, "had", "has" or "have", by its letters: asked of every goal verb.
    const QStringView before = text.first(goalVerb.capturedStart());
    const qsizetype size = before.size();
    if (size < 4 || before.at(size - 1) != u' ')
        return false;
    const bool hadOrHas = (before.at(size - 4).unicode() | 0x20) == u'h'
        && (before.sliced(size - 4, 3).compare(u"had", Qt::CaseInsensitive) == 0 || before.sliced(size - 4, 3).compare(u"has", Qt::CaseInsensitive) == 0);
    const bool have = size >= 5 && (before.at(size - 5).unicode() | 0x20) == u'h' && before.endsWith(u"have ", Qt::CaseInsensitive);
    // "he's scored plenty of big ones for us"
    const bool hasContracted = size >= 5 && (before.at(size - 3) == u'\'' || before.at(size - 3) == u'\u2019') && (before.at(size - 2).unicode() | 0x20) == u's';
    if (!hadOrHas && !have && !hasContracted)
        return false;
    // "who had scored his last six penalties", "has scored in each of her last three games" (not "had scored twice in the
    // last ten minutes").
    static const Regex record(QStringLiteral("\\b(?:previous|this season|this campaign|all season|so far|in (?:his|her) career|career|plenty of|lots of|dozens of|many|"
                                             "last (?:two|three|four|five|six|seven|eight|nine|ten|\\d+) (?:\\w+ ){0,2}?(?:games|matches|penalties|spot-kicks|kicks|"
                                             "outings|appearances|starts|fixtures|meetings|seasons))\\b"), options);
    return record.match(clauseAround(text, int(goalVerb.capturedStart()), int(goalVerb.capturedEnd()))).hasMatch();
}

// Whether an event's noun at `start` points back with "the" ("forced the own goal", "the booking was silly", "unhappy
// with the dismissal") and the report told an event of `type` before sentence `s`: that one, not another.
bool pointsBackToToldEvent(QStringView text, qsizetype start, const QList<EventCandidate> &out, int s, EventType type)
{
    // "made amends for his earlier own goal", "the booking was silly"
    if (!text.first(start).endsWith(u"the ", Qt::CaseInsensitive) && !text.first(start).endsWith(u"earlier ", Qt::CaseInsensitive)
        && !text.sliced(start).startsWith(u"the ", Qt::CaseInsensitive))
        return false;
    return std::any_of(out.cbegin(), out.cend(), [&](const EventCandidate &c) { return c.sentence < s && c.event.type == type; });
}

// Whether a penalty appeal or a fall is told before `end`: "appealed for a penalty", "went down under X's challenge".
bool tellsAnAppealBefore(QStringView text, qsizetype end)
{
    static const Regex appeal(QStringLiteral("\\b(?:appeal\\w*|claim(?:ed|s)? for|(?:went|goes|go|going) down|handball|penalty shouts?)\\b"), options);
    return appeal.match(text.first(end)).hasMatch();
}

// Whether `before`, the text before a card's noun, puts it back in time: "after the", "since his", "following Pyle's".
bool isToldBackAfter(QStringView before)
{
    static const Regex toldBack(QStringLiteral("\\b(?:after|since|following|despite)\\s+(?:the|his|her|their|[\\w-]+(?:\\s+[\\w-]+)?['’]s?)\\s+$"), options);
    return before.size() > 6 && toldBack.match(before.last(std::min<qsizetype>(before.size(), 48))).hasMatch();
}

// Whether the words between a name and a card's words make the one named its giver: " had little option but to show him a",
// " showed her a", " was quick to brandish him the".
bool showsTheCard(QStringView between)
{
    if (between.size() > 60 || !(between.contains(u" him ") || between.contains(u" her ")))
        return false;
    static const Regex giver(QStringLiteral("^\\s+(?:had\\s+(?:little|no)\\s+(?:option|choice)\\s+but\\s+to\\s+|was\\s+(?:quick|right|forced)\\s+to\\s+|"
                                            "(?:did\\s+not|didn't)\\s+hesitate\\s+to\\s+|duly\\s+|promptly\\s+|then\\s+)?"
                                            "(?:show|shows|showed|brandish(?:es|ed)?|flash(?:es|ed)?|gave|give|gives|hand(?:s|ed)?)\\s+(?:him|her)\\s+(?:a|an|the|his|her)?\\s*$"),
                             options);
    return giver.match(between).hasMatch();
}

// Whether a VAR check's sentence tells a penalty given (or upheld) after it: the check was then about the foul, whose
// offender it names. Not one overturned, retaken or found outside the area, where the check is about something else.
bool tellsAPenaltyGiven(QStringView text, bool penaltyTaken)
{
    static const Regex given(QStringLiteral("\\b(?:pointed to the (?:penalty )?spot|award(?:ed|s|ing)?\\s+(?:\\w+\\s+)?(?:a |the )?(?:penalty|spot[- ]?kick|kick|pk)\\b|"
                                            "(?:penalty|spot[- ]?kick|pk)\\s+(?:was\\s+|is\\s+)?(?:given|awarded|confirmed|upheld|stood)|"
                                            "signall?ed\\s+(?:for\\s+)?(?:a\\s+|the\\s+)?(?:penalty|spot)|handed\\s+(?:\\w+\\s+)?a\\s+penalty)"),
                             options);
    static const Regex undone(QStringLiteral("\\b(?:overturn\\w*|revers\\w*|rescind\\w*|cancel\\w*|chalked off|no penalty|not a penalty|"
                                             "outside the (?:area|box)|no action|never touched|no contact|played the ball|won the ball|got the ball|"
                                             "retake\\w*|dived|simulation)\\b"),
                              options);
    return (penaltyTaken || given.match(text).hasMatch()) && !undone.match(text).hasMatch();
}

// Whether the text up to `end` tells a player going down or his side appealing: the one who went down is then the one
// reviewed, not the one whose challenge it was (a handball's is its handler's).
bool tellsAFallBefore(QStringView text, qsizetype end)
{
    static const Regex fall(QStringLiteral("\\b(?:appeal\\w*|claim(?:ed|s)? for|(?:went|goes|go|going) down|penalty shouts?)\\b"), options);
    return fall.match(text.first(end)).hasMatch();
}

// Whether a negation of the clause rules out the change it tells: "would have brought on Ode", not a shot's or a goal's
// words ("sent on Tindall in search of a winner", "on for Ode, who had gone close").
bool negatesAChange(const Gated &negation, QStringView clause, TriggerIndex::Mask cues)
{
    static const Regex aShotsWords(QStringLiteral("^(?:in search of|looking for|chance to|trying to|close to|went close|wide|over the bar|denied|side|"
                                                  "hit|struck|rattled|clipped|smacked|thumped|crashed|cannoned|came back|bounced|rebounded|on to|onto|against|off|"
                                                  "no goal|was (?:kept out|saved|blocked|cleared)|keeping out|missed)\\b"), options);
    // "was unable to continue and was replaced by Mondal": an injury's words, the change made.
    static const Regex cannotGoOn(QStringLiteral("^\\s+(?:continue|carry on|go on|recover|shake off)\\b"), options);
    for (RegexMatch m = negation.match(clause, cues); m.hasMatch(); m = negation.pattern.match(clause, m.capturedEnd())) {
        if (aShotsWords.match(m.capturedView()).hasMatch())
            continue;
        if ((m.capturedView().startsWith(u"unable", Qt::CaseInsensitive) || m.capturedView().startsWith(u"failed", Qt::CaseInsensitive))
            && cannotGoOn.match(clause.sliced(m.capturedEnd())).hasMatch())
            continue;
        return true;
    }
    return false;
}

// Whether "the" and a preposition (or "won", as a foul's victim does) come right before `start`: "after the red card",
// "until the booking", "won the red card", a card already told rather than one shown here ("was shown the red card").
bool followsPrepositionAndThe(QStringView text, qsizetype start)
{
    static const Regex before(QStringLiteral("\\b(?:after|since|until|following|before|despite|over|about|won|earned|drew)\\s+the\\s+$"), options);
    return text.first(start).endsWith(u"the ", Qt::CaseInsensitive) && before.match(text.first(start).last(std::min<qsizetype>(start, 16))).hasMatch();
}

// How a sentence tells of the shoot-out: as what comes next, told kick by kick after it: "County went first in the shoot-out.",
// "And so to penalties, taken at the end housing the home supporters.", "Demir and Delaney scored the first two
// penalties." (once the report told of a shoot-out), not one that tells its result ("Bramleigh won 4-3 on penalties",
// "they levelled through Lamela before triumphing in the shootout") or the goal that forced it ("Horgan scored late
// on to force a penalty shootout").
// No: not named (or after a score: "Wierzbicki made it 3-2", a kick of one going on, or the result's score).
enum class ShootOutTold { No, AsResult, AsNext };
// Words that tell a shoot-out's result when they come before it: "won 4-3 on penalties", "after beating Leeds in a shootout".
const QSet<QString> &shootOutResultWords()
{
    static const QSet<QString> words{QStringLiteral("before"), QStringLiteral("after"), QStringLiteral("triumphing"), QStringLiteral("triumphed"),
                                     QStringLiteral("winning"), QStringLiteral("won"), QStringLiteral("win"), QStringLiteral("wins"),
                                     QStringLiteral("losing"), QStringLiteral("lost"), QStringLiteral("lose"), QStringLiteral("beat"),
                                     QStringLiteral("beating"), QStringLiteral("beaten")};
    return words;
}

// Whether the word after token `t` (a shoot-out's) tells it beginning: "before the shoot-out began" is no result.
bool beginsAfter(const ExtractionContext &context, const Sentence &sentence, int t)
{
    if (t + 1 >= sentence.endToken)
        return false;
    const QStringView next = context.tokenText(t + 1);
    return next.compare(u"began", Qt::CaseInsensitive) == 0 || next.compare(u"started", Qt::CaseInsensitive) == 0
        || next.compare(u"begins", Qt::CaseInsensitive) == 0 || next.compare(u"starts", Qt::CaseInsensitive) == 0
        || next.compare(u"got", Qt::CaseInsensitive) == 0;
}

// Whether a sentence that tells the shoot-out as what comes next, ending its paragraph, heralds the next paragraph's
// kicks: "Bafana could not find a winner, and it went to penalties." Not one that tells a kick itself ("Pope saved
// McBurnie's effort in the penalty shootout") or names a result anywhere ("Hull celebrate after beating Leeds United in
// a penalty shootout").
bool heraldsKicksAfterIt(const ExtractionContext &context, int s)
{
    const Sentence &sentence = context.sentences.at(s);
    if (s + 1 < context.sentences.size() && context.sentences.at(s + 1).paragraph == sentence.paragraph)
        return false;
    // What comes next is told by "to" before the shoot-out ("went to penalties", "came down to a penalty shoot-out"), or
    // by a short sentence ("Then came the shoot-out."); "City went through on penalties" tells a result.
    // So does its start or what followed it: "before the shoot-out began, and the kicks that followed were just as fraught".
    bool toldAsNext = sentence.endToken - sentence.firstToken <= 6;
    bool named = false;
    bool began = false;
    int lastTo = -10;
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        if (context.tokens.at(t).kind != Token::Kind::Word)
            continue;
        const QStringView word = context.tokenText(t);
        if (containsLowered(shootOutResultWords(), word) && !(t + 3 < sentence.endToken && beginsAfter(context, sentence, t + 2)))
            return false;
        if (word.compare(u"began", Qt::CaseInsensitive) == 0 || word.compare(u"followed", Qt::CaseInsensitive) == 0
            || word.compare(u"started", Qt::CaseInsensitive) == 0 || word.compare(u"unfolded", Qt::CaseInsensitive) == 0) {
            began = true;
        } else if (word.compare(u"to", Qt::CaseInsensitive) == 0) {
            lastTo = t;
        } else if (word.compare(u"penalties", Qt::CaseInsensitive) == 0 || word.startsWith(u"shoot", Qt::CaseInsensitive)) {
            if (t > sentence.firstToken && context.tokenText(t - 1).compare(u"on", Qt::CaseInsensitive) == 0)
                return false; // "went through on penalties"
            toldAsNext = toldAsNext || t - lastTo <= 3;
            named = true;
        }
    }
    // A colon ending it heralds the kicks as a list: "The shoot-out, taken at the home end, went like this:".
    const bool endsWithColon = context.tokenText(sentence.endToken - 1) == u":";
    return (toldAsNext || (named && (began || endsWithColon))) && ShootOutKickReader::read(context, s).isEmpty();
}

// The shoot-out's running score a kick's line closes with, "Lindell sent the keeper the wrong way: 1-0." or "(1-0)".
std::optional<std::pair<int, int>> closingTally(const ExtractionContext &context, const Sentence &sentence)
{
    int end = sentence.endToken;
    while (end > sentence.firstToken && context.tokens.at(end - 1).kind == Token::Kind::Punct
           && (context.tokens.at(end - 1).is(Token::SentenceMark) || context.tokenText(end - 1) == u")"))
        --end;
    if (end - 3 <= sentence.firstToken)
        return std::nullopt;
    const Token &first = context.tokens.at(end - 3);
    const Token &dash = context.tokens.at(end - 2);
    const Token &second = context.tokens.at(end - 1);
    if (first.kind != Token::Kind::Number || second.kind != Token::Kind::Number || first.length() > 2 || second.length() > 2
        || dash.kind != Token::Kind::Punct || dash.start != first.end || second.start != dash.end
        || !QStringView(u"-\u2013").contains(context.tokenText(end - 2)))
        return std::nullopt;
    return std::pair{context.tokenText(end - 3).toInt(), context.tokenText(end - 1).toInt()};
}

// Whether a short sentence tells who takes a shoot-out's first kick, "Hollowell went first.", "The visitors were to go
// first.": the kicks follow it. Asked only once the report told of a shoot-out.
bool tellsWhoWentFirst(const ExtractionContext &context, const Sentence &sentence)
{
    if (sentence.endToken - sentence.firstToken > 8)
        return false;
    for (int t = sentence.firstToken + 1; t < sentence.endToken; ++t) {
        if (context.tokenText(t).compare(u"first", Qt::CaseInsensitive) != 0)
            continue;
        const QStringView verb = context.tokenText(t - 1);
        return verb.compare(u"went", Qt::CaseInsensitive) == 0 || verb.compare(u"go", Qt::CaseInsensitive) == 0
            || verb.compare(u"goes", Qt::CaseInsensitive) == 0 || verb.compare(u"going", Qt::CaseInsensitive) == 0;
    }
    return false;
}

ShootOutTold howShootOutIsTold(const ExtractionContext &context, const Sentence &sentence, bool shootOutNamed)
{
    const QSet<QString> &resultWords = shootOutResultWords();
    bool penaltiesNamed = shootOutNamed;
    std::array<int, 4> wordsBefore{-1, -1, -1, -1}; // the last four words' tokens, the latest last
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        const Token &token = context.tokens.at(t);
        if (token.kind == Token::Kind::Number && t + 2 < sentence.endToken && context.tokens.at(t + 2).kind == Token::Kind::Number
            && context.tokens.at(t + 1).kind == Token::Kind::Punct && context.tokens.at(t + 1).start == token.end
            && context.tokens.at(t + 2).start == context.tokens.at(t + 1).end)
            return ShootOutTold::No; // a score: a result, or a kick that made it one ("Wierzbicki made it 3-2")
        if (token.kind != Token::Kind::Word)
            continue;
        const QStringView word = context.tokenText(t);
        const char16_t initial = word.front().unicode() | 0x20; // words compared only when their first letters agree
        // The goal that forced it, not one who did in a relative clause ("Fenwick, the man who had forced the shoot-out, ...").
        if (initial == u'f' && word.startsWith(u"forc", Qt::CaseInsensitive)
            && std::none_of(wordsBefore.cbegin(), wordsBefore.cend(), [&](int k) {
                   return k >= 0 && (context.tokenText(k).compare(u"who", Qt::CaseInsensitive) == 0 || context.tokenText(k).compare(u"which", Qt::CaseInsensitive) == 0);
               }))
            return ShootOutTold::AsResult;
        if ((initial == u'p' && word.compare(u"penalties", Qt::CaseInsensitive) == 0)
            || (initial == u's' && (word.compare(u"shoot-out", Qt::CaseInsensitive) == 0 || word.compare(u"shootout", Qt::CaseInsensitive) == 0))) {
            for (const int k : wordsBefore) {
                if (k >= 0 && containsLowered(resultWords, context.tokenText(k)) && !beginsAfter(context, sentence, t))
                    return ShootOutTold::AsResult;
            }
            penaltiesNamed = true;
        }
        std::rotate(wordsBefore.begin(), wordsBefore.begin() + 1, wordsBefore.end());
        wordsBefore.back() = t;
    }
    return penaltiesNamed ? ShootOutTold::AsNext : ShootOutTold::No;
}

// Whether a ruling names the goal it rules out as a new one, after a goal a verb told before it: "Wierzbicki scored in
// the 78th minute and Ravensmoor held on after a video review wiped out a stoppage-time equalizer" (the equalizer
// is another's, left unnamed; Wierzbicki's goal stands).
bool rulesOutAnotherGoal(QStringView text, const RegexMatch &ruling, const QList<RegexMatch> &goalVerbs)
{
    static const Regex anotherGoal(QStringLiteral("^\\s+(?:a|an)\\s+(?:[\\w-]+\\s+){0,2}?(?:equali[sz]er|leveller|leveler|goal|winner|header|strike)\\b"), options);
    // Or right before it, as the passive's subject: "Quiroga scored twice, though Almenara will feel aggrieved after a
    // first-half equaliser was chalked off".
    static const Regex anotherGoalBefore(QStringLiteral("\\b(?:a|an)\\s+(?:[\\w-]+\\s+){0,2}?(?:equali[sz]er|leveller|leveler|goal|winner|header|strike)\\s+"
                                                        "(?:was|were|had been|has been|is|being)\\s+(?:\\w+\\s+)?$"), options);
    const QStringView before = text.first(ruling.capturedStart()).right(80);
    const qsizetype beforeStart = ruling.capturedStart() - before.size();
    const auto verbBefore = [&](qsizetype at) {
        return std::any_of(goalVerbs.cbegin(), goalVerbs.cend(), [&](const RegexMatch &verb) { return verb.capturedEnd() <= at; });
    };
    if (verbBefore(ruling.capturedStart()) && anotherGoal.match(text.sliced(ruling.capturedEnd())).hasMatch())
        return true;
    const RegexMatch passive = anotherGoalBefore.match(before);
    return passive.hasMatch() && verbBefore(beforeStart + passive.capturedStart());
}

// Whether a sentence is the verdict "No goal." alone (a mark after it or not).
bool isNoGoalVerdict(const ExtractionContext &context, const Sentence &sentence)
{
    const int words = sentence.endToken - sentence.firstToken;
    return (words == 2 || (words == 3 && context.tokens.at(sentence.endToken - 1).kind == Token::Kind::Punct))
        && context.tokenText(sentence.firstToken).compare(u"no", Qt::CaseInsensitive) == 0
        && context.tokenText(sentence.firstToken + 1).compare(u"goal", Qt::CaseInsensitive) == 0;
}

// Whether a heading opens other matches' news: "ELSEWHERE", "Around the league", "Other results".
bool headsOtherMatches(QStringView heading)
{
    static const Regex otherMatches(QStringLiteral("^\\W*(?:elsewhere|around the (?:league|leagues|grounds)|other (?:results|matches|games|scores))\\b"), options);
    return otherMatches.match(heading).hasMatch();
}

// "made a change at half-time, sending on Tully for Ode", "On resumption, ... bringing on Ugbede": a change made at the
// interval, told without a minute, is the second half's first minute; one "at the start of extra time" its first. A time
// the sentence does not tell (`toldOwnTime` false) is an earlier moment's, given way. The sentence's changes are the last
// candidates.
// `times`: the sentence's own, at offsets of the text from `textStart` on. The interval named before them all is the changes'
// time: "threw on Ogunbiyi and Castellanos at half-time and within eight minutes of the restart Rovers were back in it".
void timeChangesAtTheInterval(QList<EventCandidate> &out, int sentence, QStringView text, const QList<TimeExpression> &times, int textStart)
{
    const auto isChange = [sentence](const EventCandidate &c) { return c.sentence == sentence && c.event.type == EventType::Substitution; };
    if (out.isEmpty() || !isChange(out.last()))
        return;
    // Extra time's own interval first: "at the interval of extra time", "at the extra-time break" (106).
    static const Regex atTheInterval(QStringLiteral("\\b(?:(at (?:half[- ]?time|the (?:interval|break|turnaround)) (?:of|in) extra[- ]time|at the extra[- ]time (?:interval|break|turnaround)|"
                                                    "(?:at the (?:start|beginning) of|for) the second (?:half|period) of extra[- ]time)|"
                                                    "at (?:half[- ]?time|the (?:interval|break|turnaround))|on resumption|at the start of the second half|for the (?:start of the )?second half|"
                                                    "(at the (?:start|beginning) of|before|ahead of) extra[- ]time)\\b"),
                                     options);
    const RegexMatch said = atTheInterval.match(text);
    if (!said.hasMatch())
        return;
    const bool saidFirst = std::all_of(times.cbegin(), times.cend(), [&](const TimeExpression &time) { return time.span.start >= textStart + said.capturedEnd(); });
    const auto changeToTime = [&](const EventCandidate &c) { return isChange(c) && (!c.event.time.isValid() || saidFirst); };
    const int minute = said.capturedStart(1) >= 0 ? 106 : said.capturedStart(2) >= 0 ? 91 : 46;
    for (auto it = out.rbegin(); it != out.rend() && it->sentence == sentence; ++it) {
        if (changeToTime(*it)) {
            it->event.time = MatchTime();
            it->event.time.minute = minute;
            it->event.time.period = MatchTime::periodForMinute(minute);
            it->event.time.precision = MatchTime::Precision::Exact;
            it->event.time.text = said.captured(0);
        }
    }
}

// "with Lugo replacing the booked Mendoza and Kelvin Arteaga coming on for Carlos Páez" a quarter of an hour from time:
// changes told together were made together, the later ones untimed in the sentence take the time of the one before.
void timeChangesToldTogether(QList<EventCandidate> &out, int sentence)
{
    const EventCandidate *timed = nullptr;
    for (EventCandidate &c : out) {
        if (c.sentence != sentence || c.event.type != EventType::Substitution)
            continue;
        if (c.event.time.isValid())
            timed = &c;
        else if (timed)
            c.event.time = timed->event.time;
    }
}

// "Lledó entered for Zubeldia in the minute 64. Only six minutes after entering the field, Lledó ... sent it to the bottom of
// the net": a deed timed by its count from the player's coming on, which the report told before, is at that minute and the count.
void timeDeedsCountedFromComingOn(const ExtractionContext &context, QList<EventCandidate> &out)
{
    static const Regex countFromComingOn(QStringLiteral("\\b(\\w+) minutes? (?:after|of) (?:coming on|entering|his introduction|her introduction|being introduced|"
                                                        "being sent on|being brought on|his arrival|her arrival)\\b"),
                                         options);
    // Each player's first timed change, by entity, in one pass: the deeds then look theirs up (a search per deed was quadratic).
    struct Change {
        int sentence = 0;
        int minute = 0;
    };
    QHash<int, Change> cameOn;
    for (const EventCandidate &c : std::as_const(out)) {
        if (c.event.type == EventType::Substitution && c.player >= 0 && c.event.time.isValid() && !c.event.time.addedMinute && !cameOn.contains(c.player))
            cameOn.insert(c.player, Change{c.sentence, c.event.time.minute});
    }
    if (cameOn.isEmpty())
        return;
    for (EventCandidate &deed : out) {
        if (deed.player < 0 || deed.event.type == EventType::Substitution || deed.sentence < 0)
            continue;
        // Told before it, or in its sentence: "came on for Ode on 64 minutes and within six minutes of his introduction he had
        // scored". Looked up first: few deeds are a substitute's, and the sentence is read only for those.
        const auto change = cameOn.constFind(deed.player);
        if (change == cameOn.cend() || change->sentence > deed.sentence)
            continue;
        const RegexMatch m = countFromComingOn.match(sentenceView(context, context.sentences.at(deed.sentence)));
        const int count = m.hasMatch() ? countOf(m.capturedView(1)) : 0;
        if (count > 0 && count <= 60)
            deed.event.time = minuteTold(change->minute + count, MatchTime::Precision::Exact, m.captured(0));
    }
}

// Whether the side named by `side`, opening `sentence`, is its subject: "Burundi had Ndikumana sent off", "Gabon beat
// Burundi"; not "England manager Gareth Southgate was here".
bool opensWithSideDoing(const ExtractionContext &context, const RawMention &side, const Sentence &sentence)
{
    if (side.endToken >= sentence.endToken)
        return false;
    static const StringTable<bool> verbs = [] {
        StringTable<bool> table;
        for (const QStringView verb : {u"had", u"have", u"has", u"were", u"was", u"are", u"is", u"beat", u"lost", u"won", u"drew", u"took",
                                       u"went", u"scored", u"conceded", u"also", u"meanwhile", u"needed", u"came", u"saw"})
            table.insert(verb, true);
        return table;
    }();
    return verbs.contains(context.tokenText(side.endToken));
}

// Whether name `b` follows `a` in a list, joined by a comma or "and" alone: "Crawford and Redmond", "Donati, Bingham".
bool areJoinedInAList(const ExtractionContext &context, const RawMention &a, const RawMention &b)
{
    // "Oyelade for Harrak (87) and Strang for Dunphy (90+2)": a bracketed minute may follow a name.
    int join = a.endToken;
    if (join + 2 < b.firstToken && context.tokenText(join) == u"(") {
        for (int t = join + 1; t < b.firstToken && t <= join + 5; ++t) {
            if (context.tokenText(t) == u")") {
                join = t + 1;
                break;
            }
            if (context.tokens.at(t).kind == Token::Kind::Word)
                break;
        }
    }
    return b.firstToken == join + 1
        && (context.tokenText(join) == u"," || context.tokenText(join).compare(QLatin1String("and"), Qt::CaseInsensitive) == 0);
}

// The one time of the relative clause right after `mention` in sentence `s` (", who ..." up to the next clause mark).
std::optional<MatchTime> timeOfRelativeClauseOn(const ExtractionContext &context, int s, const RawMention &mention)
{
    const Sentence &sentence = context.sentences.at(s);
    const int relative = mention.endToken + 1;
    if (relative >= sentence.endToken || context.tokenText(mention.endToken) != u","
        || !(context.tokenText(relative).compare(u"who", Qt::CaseInsensitive) == 0 || context.tokenText(relative).compare(u"whose", Qt::CaseInsensitive) == 0))
        return std::nullopt;
    int end = relative + 1;
    while (end < sentence.endToken && !(context.tokens.at(end).kind == Token::Kind::Punct && (context.tokenText(end) == u"," || context.tokenText(end) == u";")))
        ++end;
    const int from = context.tokens.at(relative).start;
    const int to = end < sentence.endToken ? context.tokens.at(end).start : sentence.span.end;
    std::optional<MatchTime> found;
    for (const TimeExpression &time : EventBuilder::timesIn(context, s)) {
        if (time.span.start >= from && time.span.end <= to && time.time.isValid()) {
            if (found)
                return std::nullopt; // two times: which is the injury's is not told
            found = time.time;
        }
    }
    return found;
}

// Whether sentence `s` names a player.
bool namesAPlayer(const ExtractionContext &context, int s)
{
    const Sentence &sentence = context.sentences.at(s);
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        if (isPlayerEntity(context, context.mentionAt(t)))
            return true;
    }
    return false;
}

// Whether the sentence holds "off went" (or "off came", "off goes", "off comes"), read from the tokens' lengths first.
bool opensAChangeWithOffWent(const ExtractionContext &context, const Sentence &sentence)
{
    for (int t = sentence.firstToken; t + 1 < sentence.endToken; ++t) {
        const Token &off = context.tokens.at(t);
        const qsizetype verb = context.tokens.at(t + 1).length();
        if (off.length() != 3 || (verb != 4 && verb != 5) || (context.text.at(off.start).unicode() | 0x20) != u'o'
            || context.tokenText(t).compare(QLatin1String("off"), Qt::CaseInsensitive) != 0)
            continue;
        const QStringView next = context.tokenText(t + 1);
        if (next.compare(QLatin1String("went"), Qt::CaseInsensitive) == 0 || next.compare(QLatin1String("came"), Qt::CaseInsensitive) == 0
            || next.compare(QLatin1String("goes"), Qt::CaseInsensitive) == 0 || next.compare(QLatin1String("comes"), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool isHeOrShe(QStringView word)
{
    return word.compare(QLatin1String("he"), Qt::CaseInsensitive) == 0 || word.compare(QLatin1String("she"), Qt::CaseInsensitive) == 0;
}

// The one manager sentence `s` names when it names no player, else nullptr: whom "She" opening the next sentence stands
// for ("That proved too much for Beckett. She was shown a red card").
const RawMention *managerNamedAlone(const ExtractionContext &context, int s)
{
    const Sentence &sentence = context.sentences.at(s);
    const RawMention *manager = nullptr;
    for (int t = sentence.firstToken; t < sentence.endToken; ++t) {
        const RawMention *mention = context.mentionAt(t);
        if (!mention || mention->firstToken != t)
            continue;
        if (isPlayerEntity(context, mention))
            return nullptr;
        const Entity *entity = context.entityOf(*mention);
        if (entity && entity->type == EntityType::Manager) {
            if (manager && manager->entity != mention->entity)
                return nullptr;
            manager = mention;
        }
    }
    return manager;
}

// The minute in brackets right after offset `end` of sentence `s`, if any: "Oyelade for Harrak (87) and Strang for Dunphy
// (90+2)" gives each change its own.
std::optional<MatchTime> bracketedMinuteRightAfter(const ExtractionContext &context, int s, int end)
{
    for (const TimeExpression &time : EventBuilder::timesIn(context, s)) {
        if (time.span.start < end || time.span.start > end + 2)
            continue;
        const QStringView gap = QStringView(context.text).sliced(end, time.span.start + 1 - end).trimmed();
        if (gap.startsWith(u'(') && time.time.isValid())
            return time.time;
    }
    return std::nullopt;
}

// Whether sentence `s` is a short paragraph of its own with no closing mark, as a heading is.
bool isParagraphHeading(const ExtractionContext &context, int s)
{
    const Sentence &sentence = context.sentences.at(s);
    const bool alone = (s == 0 || context.sentences.at(s - 1).paragraph != sentence.paragraph)
        && (s + 1 == context.sentences.size() || context.sentences.at(s + 1).paragraph != sentence.paragraph);
    return alone && sentence.endToken - sentence.firstToken <= 6 && !context.tokens.at(sentence.endToken - 1).is(Token::SentenceMark);
}

// The minute a heading alone in its paragraph gives in brackets at its end, for the paragraph after it: "1-0: OKORO'S
// VOLLEY (14 mins)". None for another line.
std::optional<MatchTime> headingMinute(const ExtractionContext &context, int s)
{
    const Sentence &sentence = context.sentences.at(s);
    const bool alone = (s == 0 || context.sentences.at(s - 1).paragraph != sentence.paragraph)
        && (s + 1 == context.sentences.size() || context.sentences.at(s + 1).paragraph != sentence.paragraph);
    if (!alone || sentence.endToken - sentence.firstToken > 16 || context.text.at(context.tokens.at(sentence.endToken - 1).start) != u')')
        return std::nullopt;
    const QList<TimeExpression> &times = EventBuilder::timesIn(context, s);
    if (times.isEmpty() || !times.last().time.isValid())
        return std::nullopt;
    const QStringView bracketed = QStringView(context.text).sliced(times.last().span.start, sentence.span.end - times.last().span.start);
    const qsizetype open = QStringView(context.text).first(times.last().span.start).lastIndexOf(u'(');
    return open >= sentence.span.start && !bracketed.contains(u'(') && QStringView(context.text).sliced(open, times.last().span.start - open).size() <= 2
        ? std::optional(times.last().time)
        : std::nullopt;
}

bool opensWithQuote(QStringView text)
{
    return !text.isEmpty() && (text.front() == u'"' || text.front() == u'\u201c' || text.front() == u'\u2018' || text.front() == u'\'');
}

// Whether one of the two sentences before `s` speaks of penalties ("sent on Harrop with penalties in mind"): a kick
// told next is the shoot-out's, not an award's.
bool shootOutToldBefore(const ExtractionContext &context, int s)
{
    static const Regex penalties(QStringLiteral("\\b(?:penalties|shoot-?out|spot-kicks)\\b"), options);
    for (int k = std::max(0, s - 2); k < s; ++k) {
        if (penalties.match(sentenceView(context, context.sentences.at(k))).hasMatch())
            return true;
    }
    return false;
}

// Whether a line opens a live blog's goal entry: "12' GOAL!", "63 min: GOAL! Kestrelford 2-1", "Goal! Brasher again".
bool opensGoalEntry(QStringView line)
{
    static const Regex entry(QStringLiteral("^\\s*(?:\\d{1,3}(?:\\s*\\+\\s*\\d{1,2})?\\s*(?:['’′]|mins?\\b|minutes?\\b)?\\s*[:\\-–]?\\s*)?(?:GOAL\\b|Goal!|GOO+A+L)"));
    // Asked of every line: a "Go" among its first units first, as most lines hold none.
    const QStringView opening = line.left(24);
    const auto go = [&](qsizetype k) { return opening.at(k) == u'G' && (opening.at(k + 1) == u'O' || opening.at(k + 1) == u'o'); };
    bool found = false;
    for (qsizetype k = 0; k + 1 < opening.size() && !found; ++k)
        found = go(k);
    return found && entry.match(line).hasMatch();
}

// The card a live entry's line opens with as a sentence of its own, "23 min  Yellow card." (its player is named in the
// next sentence), or none.
std::optional<EventType> entryCardLabel(QStringView line)
{
    static const Regex label(QStringLiteral("^\\s*(?:\\d{1,3}(?:\\s*\\+\\s*\\d{1,2})?\\s*(?:['’′]|mins?\\b|minutes?\\b)?\\s*[:\\-–]?\\s*)?"
                                            "(?:(yellow card|booking)|(red card)|(second yellow(?: card)?))\\s*[.!]*\\s*$"), options);
    // Asked of every line's first sentence: only a short one can be a label.
    if (line.size() > 40)
        return std::nullopt;
    const RegexMatch m = label.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    return m.hasCaptured(1) ? EventType::YellowCard : m.hasCaptured(2) ? EventType::RedCard : EventType::SecondYellow;
}

// The minute a goal entry gives beside its scorer on its first line: "(Keaveney 71)", "(Tavinho pen 52)", "(Ode 90+2')".
std::optional<MatchTime> bracketedEntryMinute(QStringView fromLineStart)
{
    QStringView line = fromLineStart.left(200);
    if (const qsizetype end = line.indexOf(u'\n'); end >= 0)
        line = line.first(end);
    static const Regex bracket(QStringLiteral("\\((?:[^()\\d]*\\s)?(?:pen\\s+)?(\\d{1,3}(?:\\s*\\+\\s*\\d{1,2})?)\\s*(?:['’′]|\\s+pen)?\\)"), options);
    const RegexMatch m = bracket.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    // Read as a minute is written on its own ("71", "90+2"): no added time but at a period's end.
    std::optional<MatchTime> time = MatchTime::fromString(m.capturedView(1).toString());
    if (!time || time->minute < 1)
        return std::nullopt;
    return time;
}

// Whether `out` tells a goal, or one ruled out, in the sentences [from, end).
// Whether a mention stands alone in brackets: "(Lusk)".
// Whether the token at `token` is the mark `c`.
bool isMarkAt(const ExtractionContext &context, int token, char16_t c)
{
    return token >= 0 && token < context.tokens.size() && context.tokens.at(token).kind == Token::Kind::Punct
        && context.text.at(context.tokens.at(token).start) == QChar(c);
}

bool isInBrackets(const ExtractionContext &context, const RawMention &mention)
{
    return isMarkAt(context, mention.firstToken - 1, u'(') && isMarkAt(context, mention.endToken, u')');
}

// Whether the sentence holds "on" right before a comma ("Kieran Moss on, Sol Bamford off"): read by its tokens, as a
// search of the text cost more on the many sentences of a live blog that hold an "on".
bool holdsOnBeforeComma(const ExtractionContext &context, const Sentence &sentence)
{
    for (int t = sentence.firstToken + 1; t < sentence.endToken; ++t) {
        const Token &token = context.tokens.at(t);
        if (token.kind == Token::Kind::Punct && context.text.at(token.start) == u',' && context.tokens.at(t - 1).length() == 2
            && context.tokenText(t - 1).compare(QLatin1String("on"), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

// Whether the mention stands in brackets with "pen" after it, as a live entry names a penalty's scorer: "(Greig pen)".
bool isPenaltyTakerInBrackets(const ExtractionContext &context, const RawMention &mention)
{
    const int after = mention.endToken;
    if (!isMarkAt(context, mention.firstToken - 1, u'(') || after >= context.tokens.size())
        return false;
    const QStringView word = context.tokenText(after);
    const bool pen = word.compare(QLatin1String("pen"), Qt::CaseInsensitive) == 0 || word.compare(QLatin1String("penalty"), Qt::CaseInsensitive) == 0;
    return pen && isMarkAt(context, after + 1, u')');
}

// The last running score a sentence tells, "0-1.", "to make it 3-1": two numbers of a goal or two joined by a dash.
std::optional<std::pair<int, int>> lastRunningScoreIn(const ExtractionContext &context, const Sentence &sentence)
{
    std::optional<std::pair<int, int>> found;
    for (int t = sentence.firstToken; t + 2 < sentence.endToken; ++t) {
        const Token &first = context.tokens.at(t);
        const Token &dash = context.tokens.at(t + 1);
        const Token &second = context.tokens.at(t + 2);
        if (first.kind == Token::Kind::Number && second.kind == Token::Kind::Number && first.length() <= 2 && second.length() <= 2
            && dash.kind == Token::Kind::Punct && dash.start == first.end && second.start == dash.end
            && QStringView(u"-\u2013").contains(context.tokenText(t + 1)))
            found = std::pair{context.tokenText(t).toInt(), context.tokenText(t + 2).toInt()};
    }
    return found;
}

bool toldGoalIn(const QList<EventCandidate> &out, int from, int end)
{
    for (auto it = out.crbegin(); it != out.crend(); ++it) {
        if (it->sentence >= from && it->sentence < end && (isScoringEvent(it->event.type) || it->event.type == EventType::DisallowedGoal))
            return true;
    }
    return false;
}

// Whether "he" or "she" is among the sentence's first four words, standing for the subject before it (as
// SentenceReader::playerBefore reads them).
// Whether the sentence tells a team selection ("returns to the line-up", "started"), not in a relative clause about
// one brought on ("introduced Fontaine, who had not started a league game since October").
bool toldAsSelection(const Regex &selection, QStringView text, const WordStarts &starts)
{
    static const Regex relative(QStringLiteral("\\bwho\\s+(?:\\S+\\s+){0,3}$"), Regex::CaseInsensitive);
    for (auto it = selection.globalMatch(text, starts); it.hasNext();) {
        const RegexMatch m = it.next();
        if (!relative.match(text.first(m.capturedStart())).hasMatch())
            return true;
    }
    return false;
}

// Whether `last`, the sentence's last player, ends it as the one the ball came to ("cleared by Justin, straight to
// the feet of the lurking Mahrez."): the next sentence's "He" is his, not the subject's.
bool endsWithTheBallsReceiver(const ExtractionContext &context, const Sentence &sentence, const RawMention &last)
{
    if (last.endToken + 1 < sentence.endToken || last.span.start - sentence.span.start < 12)
        return false; // more follows it than a full stop
    // "of", "to" or "for" within three words before the name, looked for in the tokens before the pattern is run.
    bool joined = false;
    for (int t = last.firstToken - 1; t >= sentence.firstToken && t >= last.firstToken - 4 && !joined; --t) {
        const QStringView word = context.tokenText(t);
        joined = word == u"of" || word == u"to" || word == u"for";
    }
    if (!joined)
        return false;
    static const Regex receiver(QStringLiteral("\\b(?:feet of|path of|(?:fell|falls|dropped|drops|broke|breaks|bounced|bounces|ran|runs|squirmed|rebounded|span|spun)"
                                               " (?:\\w+ )?(?:to|for))(?: the| a| an)?(?: (?-i:[a-z])[\\w-]+)?\\s+$"), options);
    const int from = std::max(sentence.span.start, last.span.start - 40);
    return receiver.match(QStringView(context.text).sliced(from, last.span.start - from)).hasMatch();
}

// Whether the sentence's first word is "He" or "She", before `subject`.
bool opensWithSubjectPronoun(const ExtractionContext &context, const Sentence &sentence, const RawMention &subject)
{
    const Token &first = context.tokens.at(sentence.firstToken);
    if (subject.firstToken <= sentence.firstToken || first.length() < 2 || first.length() > 3)
        return false;
    const QStringView word = context.tokenText(sentence.firstToken);
    return word.compare(QLatin1String("he"), Qt::CaseInsensitive) == 0 || word.compare(QLatin1String("she"), Qt::CaseInsensitive) == 0;
}

// Whether sentence `s` is a player rating's blurb after its first sentence, opening with its verb, the rated player its
// subject left out: "Ben Castell 7 - Won almost everything in the air. Booked on 75 minutes for hauling down Kinnear".
// The rating may end a line of its own: "Declan Okonkwo - 6" and then "Booked in the 31st minute".
// The rating's sentence when it is one, else -1.
int ratingOfBlurbOpeningWithItsVerb(const ExtractionContext &context, int s)
{
    const Sentence &sentence = context.sentences.at(s);
    const Token &first = context.tokens.at(sentence.firstToken);
    if (s == 0 || first.kind != Token::Kind::Word || !first.is(Token::Capitalised) || first.length() < 3 || context.mentionAt(sentence.firstToken))
        return -1;
    // The paragraph opens with a rating: its blurb's first word opens like a sentence after the mark and the dash. Asked
    // first, of most sentences in a few steps: the verbs' look-up lowers the word. A blurb is a few sentences long: the
    // walk back stops after four (a long paragraph's sentences would each walk back to its start).
    int opening = s;
    while (opening > 0 && opening > s - 4 && context.sentences.at(opening - 1).paragraph == sentence.paragraph)
        --opening;
    if (opening == s || (opening > 0 && context.sentences.at(opening - 1).paragraph == sentence.paragraph))
        return -1;
    // The blurb may be a sentence of its own after the name and the mark: the tokens are read across sentences.
    const int ratingStart = context.sentences.at(opening).firstToken;
    const int end = std::min(sentence.firstToken + 1, ratingStart + 14);
    bool rated = false;
    for (int t = ratingStart + 2; t < end && !rated; ++t) {
        // The mark ends a sentence of the blurb's own ("Ben Castell 7 - Won ..."); the mark's line break a line of its own
        // ("Declan Okonkwo - 6" and then "Booked ..."), not a box's line ending with a minute ("Booked: Ode 41.").
        rated = context.tokens.at(t).is(Token::SentenceStart)
            && ((context.tokens.at(t - 1).kind == Token::Kind::Number && context.mentionAt(ratingStart))
                || (t < sentence.firstToken && context.tokens.at(t - 1).kind == Token::Kind::Punct && context.tokens.at(t - 2).kind == Token::Kind::Number));
    }
    if (!rated)
        return -1;
    static const QSet<QString> verbs = {QStringLiteral("booked"), QStringLiteral("cautioned"), QStringLiteral("replaced"), QStringLiteral("substituted"),
        QStringLiteral("withdrawn"), QStringLiteral("taken"), QStringLiteral("sent"), QStringLiteral("scored"), QStringLiteral("netted"),
        QStringLiteral("opened"), QStringLiteral("converted"), QStringLiteral("headed"), QStringLiteral("fired"), QStringLiteral("tripped"),
        QStringLiteral("hauled"), QStringLiteral("fouled"), QStringLiteral("conceded"), QStringLiteral("missed"), QStringLiteral("saved"),
        QStringLiteral("came"), QStringLiteral("brought"), QStringLiteral("limped"), QStringLiteral("pulled"), QStringLiteral("picked"),
        QStringLiteral("earned"), QStringLiteral("made"), QStringLiteral("took"), QStringLiteral("got"), QStringLiteral("lost"),
        QStringLiteral("struck"), QStringLiteral("curled"), QStringLiteral("slotted"), QStringLiteral("volleyed"), QStringLiteral("nodded"),
        QStringLiteral("won"), QStringLiteral("shown"), QStringLiteral("dismissed"), QStringLiteral("injured"), QStringLiteral("forced"),
        QStringLiteral("restored"), QStringLiteral("doubled"), QStringLiteral("equalised"), QStringLiteral("levelled")};
    return containsLowered(verbs, context.tokenText(sentence.firstToken)) ? opening : -1;
}

bool opensRatingBlurbWithItsVerb(const ExtractionContext &context, int s)
{
    return ratingOfBlurbOpeningWithItsVerb(context, s) >= 0;
}

bool opensWithPronoun(const ExtractionContext &context, const Sentence &sentence)
{
    for (int t = sentence.firstToken; t < sentence.endToken && t < sentence.firstToken + 4; ++t) {
        // Asked of every sentence naming nobody: the length and first letter before any string compared.
        const Token &token = context.tokens.at(t);
        const char16_t first = token.length() == 2 || token.length() == 3 ? char16_t(context.text.at(token.start).unicode() | 0x20) : u'\0';
        if (first != (token.length() == 2 ? u'h' : u's'))
            continue;
        const QStringView word = context.tokenText(t);
        if (word.compare(QLatin1String("he"), Qt::CaseInsensitive) == 0 || word.compare(QLatin1String("she"), Qt::CaseInsensitive) == 0)
            return true;
    }
    // "In the 104th minute the striker rose above Achterberg", "The Dutch forward opened the scoring" (see roleNounSubjectEnd()).
    bool byNationality = false;
    const Entity *club = nullptr;
    return roleNounSubjectEnd(context, sentence, &byNationality, &club) >= 0;
}

// Whether a VAR check may be about an event of this kind: a goal, a penalty, a card or a goal ruled out.
bool isReviewable(EventType type)
{
    return type == EventType::DisallowedGoal || isScoringEvent(type) || type == EventType::RedCard || type == EventType::PenaltyMiss;
}

// The event a VAR check in sentence `s` is about: the last reviewable one told in that sentence or the two before it.
const EventCandidate *eventUnderReview(const QList<EventCandidate> &out, int s)
{
    for (auto it = out.crbegin(); it != out.crend() && it->sentence >= s - 2; ++it) {
        if (isReviewable(it->event.type))
            return &*it;
    }
    return nullptr;
}

// Whether a sentence after `from`, up to `to`, opens a paragraph.
bool opensParagraphAfter(const ExtractionContext &context, int from, int to)
{
    for (int s = from + 1; s <= to; ++s) {
        if (context.tokens.at(context.sentences.at(s).firstToken).is(Token::LineStart))
            return true;
    }
    return false;
}

// The latest reviewable event of a player among `people` (a sentence's), or nullptr.
// Only an event of the last few sentences: "Whitlock was booked for dissent as Pinecrest protested ..., but a VAR check
// found nothing wrong and the goal stood" is not about Whitlock's goal of half an hour before.
const EventCandidate *reviewableEventOfNamed(const QList<EventCandidate> &out, const ExtractionContext &context, const QList<const RawMention *> &people, int s)
{
    for (auto it = out.crbegin(); it != out.crend() && it->sentence >= s - 4; ++it) {
        if (it->player < 0 || !isReviewable(it->event.type))
            continue;
        for (const RawMention *mention : people) {
            if (mention->entity == it->player && isPlayerEntity(context, mention))
                return &*it;
        }
    }
    return nullptr;
}

// Whether the sentence opens with a word that carries on from what came before: "But", "However", "And", "Yet".
bool opensAsContinuation(const ExtractionContext &context, const Sentence &sentence)
{
    static const QSet<QString> words = {QStringLiteral("but"), QStringLiteral("however"), QStringLiteral("and"), QStringLiteral("yet")};
    return sentence.firstToken < sentence.endToken && containsLowered(words, context.tokenText(sentence.firstToken));
}

} // namespace

QList<EventCandidate> NarrativeEventFinder::find(const ExtractionContext &context, int homeTeam, int awayTeam) const
{
    const Patterns &p = patterns();
    QList<EventCandidate> out;
    const RawMention *previousSubject = nullptr;
    const RawMention *previousLastPlayer = nullptr;
    std::optional<MatchTime> lineMinute;
    std::optional<MatchTime> headingTime; // a heading's, for the paragraph after it (see headingMinute())
    int headingParagraph = -2;
    bool afterBareStamp = false; // whether the line before was a minute stamp alone
    int shootOutWindow = 0; // sentences left in a live shoot-out ("Jorginho scores", "Mount misses")
    int kickParagraph = -1; // a paragraph telling a shoot-out's kicks by their order ("converted Redhaven's first kick")
    int shootOutParagraph = -1; // the paragraph of the last sentence naming a shoot-out
    bool shootOutTold = false; // whether a sentence so far told of a shoot-out
    // A shoot-out told kick by kick in prose, from the sentence that takes the report to it ("County went first in the
    // shoot-out.", "And so to penalties."), paragraph after paragraph while they tell kicks, until a time is told.
    bool kickByKick = false;
    int kickByKickParagraph = -1;
    bool elsewhere = false; // under a heading of other matches' news ("ELSEWHERE"), to the next heading
    bool otherMatchesParagraph = false; // in a paragraph opening with other matches' news ("In other fixtures, ...")
    bool kicksInParagraph = false;
    bool kicksRead = false;           // whether the kick-by-kick telling read a kick yet
    int kickByKickStart = -1;         // the paragraph its kicks were first looked for in
    int kicklessTokens = 0;           // the tokens of its current paragraph (of interest while it has no kick)
    std::pair<int, int> kickTally{0, 0}; // the shoot-out's running score as the kicks' lines give it ("...: 2-1.")
    Q_ASSERT(context.words);
    const WordHashes &words = *context.words;
    const QList<TriggerIndex::Mask> sentenceCues = p.triggers.sentenceMasks(words, context.sentences);
    QList<const RawMention *> people; // each sentence's person mentions, in one list's memory
    people.reserve(16);                // made once at a size most sentences stay within, not grown step by step
    EventBuilder::MentionWalk mentionWalk(context);
    // A live blog's "12' GOAL! Kestrelford 1-0 Glenmarrow" entry: when none of its sentences tells the goal in words
    // read below ("Whitcombe's diagonal is nodded down and Brasher smashes a half-volley into the roof of the net"),
    // the entry's first player named as the one acting scored it.
    int goalEntryStart = -1;
    int entryStart = -1;  // the first sentence of the live blog's latest timed entry
    int entryBefore = -1; // and of the one before it
    std::optional<EventCandidate> entryScorer;
    // Whether the entry names its scorer in brackets after the score, "GOAL! Thornbury 1-0 Wexley (Lusk).": a goal
    // its sentences tell goes to him, whoever else they name ("latches onto Oduya's long ball and slides it under").
    bool scorerInBrackets = false;
    bool penaltyInBrackets = false; // "(Greig pen)": the entry's goal is a penalty
    // "23 min  Yellow card.": the card whose player the entry's next sentence names (a plain value and a flag: GCC 12
    // took an optional carried across the loop for one that may be read unset)
    EventType entryCard = EventType::YellowCard;
    bool entryCardPending = false;
    // A timeline's entry with no label of a goal ("82' - Santangelo gives Ardlow hope with a curler from 20 yards. 3-2."):
    // a goal when the running score it closes with moves one goal on from the last one an entry gave.
    // Read at the entry's first line, through its sentences to the next line: the scorer is looked for only then.
    std::pair<int, int> entryTally{0, 0};
    const auto tallyMovesOn = [&](int from) {
        std::optional<std::pair<int, int>> told;
        for (int k = from; k < context.sentences.size() && (k == from || !context.tokens.at(context.sentences.at(k).firstToken).is(Token::LineStart)); ++k) {
            if (const std::optional<std::pair<int, int>> score = lastRunningScoreIn(context, context.sentences.at(k)))
                told = score;
        }
        if (!told)
            return false;
        const bool movesOn = told->first + told->second == entryTally.first + entryTally.second + 1 && told->first >= entryTally.first
            && told->second >= entryTally.second;
        entryTally = *told;
        return movesOn;
    };
    const auto closeGoalEntry = [&](int end) {
        if (goalEntryStart >= 0 && entryScorer && !toldGoalIn(out, goalEntryStart, end)) {
            const auto at = std::find_if(out.begin(), out.end(), [&](const EventCandidate &c) { return c.sentence > entryScorer->sentence; });
            out.insert(at, *entryScorer);
        } else if (goalEntryStart >= 0 && entryScorer && scorerInBrackets) {
            const auto told = std::find_if(out.begin(), out.end(), [&](const EventCandidate &c) {
                return c.sentence >= goalEntryStart && c.sentence < end && c.event.type == EventType::Goal;
            });
            if (told != out.end() && told->player != entryScorer->player) {
                told->player = entryScorer->player;
                told->event.player = entryScorer->event.player;
                told->event.team = entryScorer->event.team;
            }
            if (told != out.end() && penaltyInBrackets)
                told->event.type = EventType::PenaltyGoal;
        }
        goalEntryStart = -1;
        entryScorer.reset();
        scorerInBrackets = false;
        penaltyInBrackets = false;
    };
    for (int s = 0; s < context.sentences.size() && !context.isCancelled(); ++s) {
        const Sentence &sentence = context.sentences.at(s);
        const TriggerIndex::Mask cues = sentenceCues.at(s);
        const QStringView sentenceText = sentenceView(context, sentence);
        const WordStarts starts(words, sentence); // shared by every pattern run on the sentence
        if (context.tokens.at(sentence.firstToken).is(Token::LineStart)) {
            std::optional<MatchTime> minute = liveBlogMinute(sentenceText);
            const bool goalEntry = opensGoalEntry(sentenceText);
            // "GOAL! Kilbarrow Harps 2-2 Port Esker United (Keaveney 71).": the entry's minute with its scorer.
            if (!minute && goalEntry)
                minute = bracketedEntryMinute(QStringView(context.text).mid(sentence.span.start));
            // "52 mins: Rashford has the ball in the net!" then, a paragraph of its own, "But wait, VAR is having
            // a look": a line that goes on from the entry before keeps its minute; any other line is a new
            // thought (often a look back), with none.
            // The line after a stamp of its own ("90+3'") is the entry it times.
            if (minute) {
                entryBefore = entryStart;
                entryStart = s;
            }
            if (minute || !lineMinute || (!afterBareStamp && !opensAsContinuation(context, sentence)))
                lineMinute = std::move(minute);
            afterBareStamp = lineMinute && lineMinute->text.size() == sentenceText.trimmed().size();
            closeGoalEntry(s);
            if (goalEntry || (minute && tallyMovesOn(s)))
                goalEntryStart = s;
            const std::optional<EventType> label = lineMinute ? entryCardLabel(sentenceText) : std::nullopt;
            entryCardPending = label.has_value();
            if (label) {
                entryCard = *label;
                continue;
            }
        }
        const bool shootOutNamed = p.shootOut.matches(sentenceText, cues, &starts);
        if (shootOutNamed) {
            shootOutWindow = 16;
            shootOutTold = true;
            shootOutParagraph = sentence.paragraph;
        } else if (shootOutTold && p.countedKick.matches(sentenceText, cues, &starts)) {
            // Asked only once the report told of a shoot-out (a headline, "won 4-3 on penalties"): "kick" is in
            // every free-kick.
            shootOutWindow = 16;
            kickParagraph = sentence.paragraph;
        } else if (shootOutWindow > 0) {
            --shootOutWindow;
        }
        const bool shootOutKick = shootOutWindow > 0 && sentence.endToken - sentence.firstToken <= 8;
        if (shootOutTold) {
            const bool timed = s < context.sentenceTimes.size() && !context.sentenceTimes.at(s).isEmpty();
            // Asked only of sentences with a shoot-out's words (the shoot-out pattern's triggers).
            // A timed sentence tells no kick, though a goal ending its paragraph may herald them: "three minutes from the end of
            // extra time MacIlraith bundled the ball over the line to send the tie to penalties."
            ShootOutTold told = !p.shootOut.allows(cues) ? ShootOutTold::No : howShootOutIsTold(context, sentence, shootOutNamed);
            if (timed && told == ShootOutTold::AsNext && !heraldsKicksAfterIt(context, s))
                told = ShootOutTold::No;
            if (told == ShootOutTold::No && !timed && !kickByKick && tellsWhoWentFirst(context, sentence))
                told = ShootOutTold::AsNext;
            // A short line before the first kick ("Corran Bay went first.") ends nothing.
            const bool beforeFirstKick = !kicksRead && sentence.paragraph <= kickByKickStart + 1 && kicklessTokens <= 8;
            if (kickByKick
                && (timed || told == ShootOutTold::AsResult || (sentence.paragraph != kickByKickParagraph && !kicksInParagraph && !beforeFirstKick)
                    || opensWithQuote(sentenceText))) {
                kickByKick = false;
            } else if (kickByKick && sentence.paragraph != kickByKickParagraph) {
                kickByKickParagraph = sentence.paragraph;
                kicksInParagraph = false;
                kicklessTokens = 0;
            }
            if (kickByKick && sentence.paragraph == kickByKickParagraph)
                kicklessTokens += sentence.endToken - sentence.firstToken;
            if (!kickByKick && told == ShootOutTold::AsNext) {
                kickByKick = true;
                // A heading ("The shoot-out") heads the paragraph after it: read its kicks as the heading's own. So does
                // a paragraph's last sentence: "Bafana could not find a winner, and it went to penalties."
                const bool heading = isParagraphHeading(context, s);
                kickByKickParagraph = heading || heraldsKicksAfterIt(context, s) ? sentence.paragraph + 1 : sentence.paragraph;
                kickByKickStart = kickByKickParagraph;
                // Only after a heading or a herald ("... and it went to penalties.") may a line come before the first kick.
                kicklessTokens = kickByKickParagraph == sentence.paragraph ? std::numeric_limits<int>::max() / 2 : 0;
                kicksInParagraph = false;
                kicksRead = false;
                kickTally = {0, 0};
            }
            // "Baxter then saved from Parkhill, Kane and Morrow": a list of saves, read below.
            if (kickByKick && !((cues & p.savedWord) && p.savedFrom.match(sentenceText).hasMatch())) {
                QList<ShootOutKickReader::Kick> kicks = ShootOutKickReader::read(context, s);
                // "Hendry found the top corner: 3-2.": a running score closing the line tells one kick, scored when it moved on.
                if (const std::optional<std::pair<int, int>> tally = closingTally(context, sentence)) {
                    const int goals = tally->first + tally->second - kickTally.first - kickTally.second;
                    const bool onFrom = tally->first >= kickTally.first && tally->second >= kickTally.second;
                    if (onFrom && (goals == 0 || goals == 1)) {
                        if (kicks.isEmpty()) {
                            if (const RawMention *opening = context.mentionAt(sentence.firstToken); opening && isPlayerEntity(context, opening))
                                kicks.append({opening, goals == 1, nullptr});
                        }
                        if (kicks.size() == 1)
                            kicks.first().scored = goals == 1;
                    }
                    kickTally = *tally;
                }
                for (const ShootOutKickReader::Kick &kick : kicks) {
                    EventCandidate candidate = EventBuilder::make(kick.scored ? EventType::PenaltyGoal : EventType::PenaltyMiss, context, s, Source::Narrative);
                    EventBuilder::setPlayer(candidate, context, *kick.taker);
                    if (kick.keeper)
                        EventBuilder::setSecondPlayer(candidate, context, *kick.keeper);
                    candidate.event.detail = QStringLiteral("shoot-out");
                    out.append(candidate);
                }
                if (!kicks.isEmpty()) {
                    kicksInParagraph = true;
                    kicksRead = true;
                    continue;
                }
            }
        }
        // The sentence's mentions of every type, read once: the people here, the third-team check below.
        const std::span<const RawMention> mentions = mentionWalk.peopleIn(sentence.firstToken, sentence.endToken, people);
        if (context.tokens.at(sentence.firstToken).is(Token::LineStart) && !lineMinute)
            if (std::optional<MatchTime> heading = headingMinute(context, s)) {
                headingTime = std::move(heading);
                headingParagraph = sentence.paragraph;
            }
        static const std::optional<MatchTime> noMinute;
        SentenceReader reader(context, s, people, previousSubject, previousLastPlayer,
                              lineMinute ? lineMinute : sentence.paragraph == headingParagraph + 1 ? headingTime : noMinute);
        reader.setPenaltyCues(p.penaltyWord, sentenceCues);
        const QStringView text = reader.text();
        // "He saved well from Carrizo": the sentence is still about the one "He" stands for, the subject carried on.
        if (const RawMention *subject = reader.subject();
            subject && !(previousSubject && (opensWithSubjectPronoun(context, sentence, *subject) || opensRatingBlurbWithItsVerb(context, s))))
            previousSubject = subject;
        if (const auto last = std::find_if(people.crbegin(), people.crend(), [&](const RawMention *m) { return isPlayerEntity(context, m); }); last != people.crend()) {
            previousLastPlayer = *last;
            if (*last != previousSubject && endsWithTheBallsReceiver(context, sentence, **last))
                previousSubject = *last;
            // "Rendall ..., the goalkeeper diving low to keep out Olivia Brandt's fifth kick. ... the 31-year-old, who needed
            // treatment": the owner of a thing named last is not whom a role noun next stands for, the one named before is.
            static const QSet<QString> deliveries = {QStringLiteral("kick"), QStringLiteral("effort"), QStringLiteral("shot"), QStringLiteral("penalty"),
                QStringLiteral("attempt"), QStringLiteral("strike"), QStringLiteral("header"), QStringLiteral("cross"), QStringLiteral("pass"), QStringLiteral("corner")};
            const auto ownsADelivery = [&](const RawMention &owner) {
                for (int t = owner.endToken; t < std::min(sentence.endToken, owner.endToken + 2); ++t) {
                    if (containsLowered(deliveries, context.tokenText(t)))
                        return true;
                }
                return false;
            };
            // (Not the one fouled: "Fenwick clipped Sam Ode's heels ... But the striker".)
            if (context.tokens.at((*last)->endToken - 1).is(Token::Possessive) && ownsADelivery(**last)) {
                const auto before = std::find_if(std::next(last), people.crend(), [&](const RawMention *m) {
                    return isPlayerEntity(context, m) && !context.tokens.at(m->endToken - 1).is(Token::Possessive);
                });
                if (before != people.crend())
                    previousLastPlayer = *before;
            }
            // "Eklund sent on Oliver Brannigan for Mulvey. And the 19-year-old put the visitors back in front": the one
            // who came on, not the one he replaced.
            const auto cameOnBefore = std::find_if(std::next(last), people.crend(), [&](const RawMention *m) { return isPlayerEntity(context, m); });
            if ((cues & p.substitution.bit) && cameOnBefore != people.crend() && (*last)->firstToken > sentence.firstToken) {
                const int word = (*last)->firstToken - 1;
                const QStringView before = context.tokenText(word);
                // Not "Mulvey made way for Brannigan": he came on.
                const bool madeWay = word > sentence.firstToken && context.tokenText(word - 1).compare(QLatin1String("way"), Qt::CaseInsensitive) == 0;
                if ((before.compare(QLatin1String("for"), Qt::CaseInsensitive) == 0 && !madeWay) || before.compare(QLatin1String("replacing"), Qt::CaseInsensitive) == 0
                    || before.compare(QLatin1String("replaced"), Qt::CaseInsensitive) == 0)
                    previousLastPlayer = *cameOnBefore;
            }
        }
        if (entryCardPending) {
            // "Pello Arrieta goes right through the back of Quillan": the one acting first. Not when the sentence tells
            // the card in words of its own ("RED CARD! Bankole ... shows him a second yellow").
            const RawMention *player = cues & (p.red.bit | p.yellow.bit) ? nullptr : reader.playerNamedAsActor();
            if (player)
                out.append(reader.make(entryCard, player, player->span.start - sentence.span.start));
            entryCardPending = false;
        }
        if (goalEntryStart >= 0 && !entryScorer) {
            if (const RawMention *actor = reader.playerNamedAsActor()) {
                // "Varga skips past Olm and squares for Treharne, who makes no mistake": the one the pass was for.
                static const Regex passFor(QStringLiteral("^(?:[^,.;]+\\s+)?(?:squares?|squared|crosse[sd]|cross|pulls?|pulled|cuts?|lays?|laid|tees?|teed|"
                                                          "sets?|slides?|slid|plays?|played|rolls?|rolled)\\s+(?:(?:it|the ball)\\s+)?"
                                                          "(?:back\\s+|across\\s+|on\\s+|up\\s+|through\\s+)?for\\s+"),
                                            options);
                // "Lowther threads a pass inside the full-back and Adeyinka lifts it over Goss": the one after "and".
                static const Regex passThenAnother(QStringLiteral("^\\s+(?:threads?|threaded|slides?|slid|plays?|played|clips?|clipped|whips?|whipped|floats?|floated|"
                                                                  "delivers?|delivered|swings?|swung|lofts?|lofted|drills?|drilled|curls?|curled)\\s+(?:a|an|the|his|her|in)\\s+"
                                                                  "[^,.;]{0,60}?\\band\\s+"),
                                                   options);
                const QStringView afterActor = text.sliced(actor->span.end - sentence.span.start);
                if (const RegexMatch handedOn = passThenAnother.match(afterActor); handedOn.hasMatch()) {
                    if (const RawMention *receiver = reader.playerRightAt(int(actor->span.end - sentence.span.start + handedOn.capturedEnd())))
                        actor = receiver;
                } else if (const RegexMatch pass = passFor.match(afterActor); pass.hasMatch()) {
                    if (const RawMention *receiver = reader.playerFollowing(int(actor->span.end - sentence.span.start + pass.capturedEnd())))
                        actor = receiver;
                }
                // "111' PENALTY to Hexley! ..." then "112' GOAL! ... Mould sends Kendrick the wrong way": the award's kick.
                penaltyInBrackets = isPenaltyTakerInBrackets(context, *actor)
                    || (entryBefore >= 0 && shootOutWindow == 0 && tellsAKickConverted(text) && kickFollowsAward(context, p, sentenceCues, out, s, entryBefore));
                entryScorer = reader.make(penaltyInBrackets ? EventType::PenaltyGoal : EventType::Goal, actor, actor->span.start - sentence.span.start);
                scorerInBrackets = penaltyInBrackets || isInBrackets(context, *actor);
            }
        }
        const auto substitution = [&](const RawMention *incoming, const RawMention *outgoing, int at) {
            EventCandidate candidate = reader.make(EventType::Substitution, incoming, at, outgoing);
            if (const std::optional<MatchTime> own = bracketedMinuteRightAfter(context, s, std::max(incoming->span.end, outgoing->span.end)))
                candidate.event.time = *own;
            EventBuilder::setSecondPlayer(candidate, context, *outgoing);
            candidate.event.detail = candidate.event.player + QStringLiteral(" on for ") + candidate.event.secondPlayer;
            return candidate;
        };
        // "Off went Daalman, on came Callum Ostrow": the one after "on came" came on for the one after "off went".
        if ((cues & p.comesOn.bit) && opensAChangeWithOffWent(context, sentence)) {
            static const Regex offWentOnCame(QStringLiteral("\\boff\\s+(?:went|goes|came|comes)\\s+([^,;.]{1,60}),\\s+(?:and\\s+)?on\\s+(?:came|comes|went|goes)\\s+"), options);
            if (const RegexMatch m = offWentOnCame.match(text); m.hasMatch()) {
                const RawMention *outgoing = reader.playerRightAt(int(m.capturedStart(1)));
                const RawMention *incoming = reader.playerRightAt(int(m.capturedEnd()));
                if (outgoing && incoming && outgoing->entity != incoming->entity)
                    out.append(substitution(incoming, outgoing, int(m.capturedStart())));
            }
        }
        // A live blog's change, "Kieran Moss on, Sol Bamford off": the one named before "on" came on for the one before
        // "off". Asked only in a live entry (most sentences hold an "on"), and only where ", " follows an "on".
        if (lineMinute && (cues & p.onOrOff) && holdsOnBeforeComma(context, sentence)) {
            static const Regex onOff(QStringLiteral("\\s+on,\\s+(?:\\S+\\s+){1,7}?off\\b"), options);
            // "Lasse Grove and Jaden Whitlow on, Maas and Ubaldo off": the lists' names paired in order.
            const auto listEndingWith = [&](const RawMention *last) {
                QList<const RawMention *> list{last};
                for (auto it = reader.people().crbegin(); it != reader.people().crend(); ++it) {
                    if ((*it)->span.end < list.first()->span.start && areJoinedInAList(context, **it, *list.first()))
                        list.prepend(*it);
                }
                return list;
            };
            for (auto it = onOff.globalMatch(text); it.hasNext();) {
                const RegexMatch m = it.next();
                const RawMention *incoming = reader.playerRightBefore(int(m.capturedStart()), 0);
                const RawMention *outgoing = reader.playerRightBefore(int(m.capturedEnd()) - 3, int(m.capturedStart()));
                if (!incoming || !outgoing || incoming->entity == outgoing->entity)
                    continue;
                const QList<const RawMention *> incomings = listEndingWith(incoming);
                const QList<const RawMention *> outgoings = listEndingWith(outgoing);
                if (incomings.size() == outgoings.size()) {
                    for (qsizetype k = 0; k < incomings.size(); ++k)
                        out.append(substitution(incomings.at(k), outgoings.at(k), int(m.capturedStart())));
                } else {
                    out.append(substitution(incoming, outgoing, int(m.capturedStart())));
                }
            }
        }
        if (isParagraphHeading(context, s))
            elsewhere = headsOtherMatches(sentenceText);
        if (s == 0 || context.sentences.at(s - 1).paragraph != sentence.paragraph)
            otherMatchesParagraph = opensOtherMatches(sentenceText);
        if (elsewhere || otherMatchesParagraph)
            continue;
        // "... replays showed the ball had cannoned in off Penhaligon's arm. No goal.": the goal just told did not stand.
        if (isNoGoalVerdict(context, sentence)) {
            if (const qsizetype justTold = goalJustTold(out, s); justTold >= 0 && out.at(justTold).event.type != EventType::OwnGoal) {
                out[justTold].event.type = EventType::DisallowedGoal;
                out[justTold].event.evidence.append(sentence.span);
            }
            continue;
        }
        if (!p.mayAddEvents(cues, shootOutKick, shootOutWindow > 0) && m_skip == Skip::SentencesWithoutEventCues)
            continue;
        // A sentence naming nobody may still tell of the one just named ("He collected the lay-off and found the top
        // corner"), a VAR review, or rule out the goal just told ("The goal is chalked off").
        if (reader.people().isEmpty() && !(previousSubject && (opensWithPronoun(context, sentence) || opensRatingBlurbWithItsVerb(context, s)))
            && !p.var.matches(text, cues, &starts)
            && !((cues & p.disallowed.bit) && goalJustTold(out, s) >= 0 && p.disallowed.matches(text, cues, &starts)))
            continue;
        if (toldOfAnotherMatch(p.otherMatch, text, cues, starts))
            continue;
        // Results involving a third team belong to another match ("a 3-0 win over Bournemouth").
        bool otherTeam = false;
        bool thirdSidesSentence = false; // about a third side, every event of it another match's
        const auto isRemarkOnASide = [&](int offset) {
            const qsizetype clause = relativeClauseStart(text.first(offset));
            if (clause < 0)
                return false;
            const int antecedentEnd = tokenAtOffset(context, sentence, sentence.span.start + int(clause)) - 1;
            const int nameEnd = antecedentEnd >= sentence.firstToken && context.tokenText(antecedentEnd) == u"," ? antecedentEnd - 1 : antecedentEnd;
            const RawMention *antecedent = nameEnd >= sentence.firstToken ? context.mentionAt(nameEnd) : nullptr;
            // "Sandqvist, who scored twice for Sweden against Finland during the international break, rose to head in": a
            // remark on a player of the match, too.
            if (antecedent && antecedent->endToken == nameEnd + 1)
                return antecedent->entity == homeTeam || antecedent->entity == awayTeam || isPlayerEntity(context, antecedent);
            // "Garrihy, a tall, rangy forward who spent last season on loan at Ardnacross Town, ran onto": a remark on the
            // player an apposition after a comma names.
            for (int k = nameEnd; k >= sentence.firstToken && k > nameEnd - 8; --k) {
                const Token &token = context.tokens.at(k);
                if (token.kind == Token::Kind::Punct && context.tokenText(k) == u"," && k > sentence.firstToken) {
                    const RawMention *named = context.mentionAt(k - 1);
                    if (named && named->endToken == k && isPlayerEntity(context, named)
                        && (context.tokenText(k + 1).compare(QLatin1String("a"), Qt::CaseInsensitive) == 0
                            || context.tokenText(k + 1).compare(QLatin1String("an"), Qt::CaseInsensitive) == 0
                            || context.tokenText(k + 1).compare(QLatin1String("the"), Qt::CaseInsensitive) == 0))
                        return true;
                } else if (token.kind != Token::Kind::Word && token.kind != Token::Kind::Punct) {
                    return false;
                }
            }
            return false;
        };
        if (homeTeam >= 0 && awayTeam >= 0) {
            // The mentions that start in the sentence, each the one its first token's index names (a walk over
            // the sentence's tokens asked that index of every token).
            for (const RawMention &mention : mentions) {
                const int t = mention.firstToken;
                const Entity *entity = context.entityOf(mention);
                // A third team counts only in a result's words: "a win over X", "lost to X", "against X".
                // Not a nickname no list knows, of a side unknown: "to put the Tynesiders ahead".
                const bool nickname = mention.gazetteerEntry < 0 && mention.endToken == t + 1 && t > sentence.firstToken && context.tokenText(t - 1) == u"the";
                if (entity && entity->type == EntityType::Team && mention.entity != homeTeam && mention.entity != awayTeam && context.mentionAt(t) == &mention
                    && !nickname) {
                    // "Burundi had Jean-Claude Ndikumana sent off in the second half": a listed third side the sentence is
                    // about, neither side of this match named in it.
                    if (t == sentence.firstToken && mention.gazetteerEntry >= 0 && !mention.ambiguous && opensWithSideDoing(context, mention, sentence)
                        && std::none_of(mentions.begin(), mentions.end(), [&](const RawMention &m) { return m.entity == homeTeam || m.entity == awayTeam; })) {
                        thirdSidesSentence = true;
                        break;
                    }
                    static const QSet<QString> resultWords = {QStringLiteral("over"), QStringLiteral("against"), QStringLiteral("beat"),
                        QStringLiteral("beating"), QStringLiteral("to"), QStringLiteral("with"), QStringLiteral("v"), QStringLiteral("vs"),
                        QStringLiteral("at"), QStringLiteral("by"), QStringLiteral("win"), QStringLiteral("defeat"), QStringLiteral("draw"),
                        QStringLiteral("face"), QStringLiteral("facing"), QStringLiteral("host"), QStringLiteral("visit"), QStringLiteral("play")};
                    // Read back to the word before the team, not past a person or "from": "parried by Goupewurt and X"
                    // and "his move to Ibrox from Kilmarnock" are no results.
                    for (int k = t - 1; k >= std::max(context.sentences.at(s).firstToken, t - 3); --k) {
                        const QStringView word = context.tokenText(k);
                        const RawMention *between = context.mentionAt(k);
                        if ((between && isPersonEntity(context, between)) || word.compare(QLatin1String("from"), Qt::CaseInsensitive) == 0)
                            break;
                        if (containsLowered(resultWords, word)) {
                            // Not a remark on one of the sides in a relative clause: "Oakhurst, who won 4-0 at Castleby Athletic on
                            // Tuesday, went ahead in the eighth minute when Whitlock ...". A third side's is another match's:
                            // "four points behind Castlebridge, which beat Dunmore Rovers 3-0".
                            otherTeam = !isRemarkOnASide(mention.span.start - sentence.span.start);
                            break;
                        }
                    }
                }
            }
        }
        if (thirdSidesSentence)
            continue;
        if (shootOutKick) {
            // A kick told on its own line: scored or missed, no minute, not part of the match score.
            const RawMention *taker = reader.subject();
            const bool missed = p.kickMissed.match(text, starts).hasMatch();
            if (taker && (missed || p.kickScored.match(text, starts).hasMatch())) {
                EventCandidate candidate = EventBuilder::make(missed ? EventType::PenaltyMiss : EventType::PenaltyGoal, context, s, Source::Narrative);
                EventBuilder::setPlayer(candidate, context, *taker);
                candidate.event.detail = QStringLiteral("shoot-out");
                out.append(candidate);
                continue;
            }
        }
        // A shoot-out's saves told as a list: each taker named missed, no minute.
        if (shootOutWindow > 0 && !otherTeam && (cues & p.savedWord)) {
            if (const RegexMatch m = p.savedFrom.match(text); m.hasMatch()) {
                const QList<const RawMention *> takers = reader.playersListedFrom(int(m.capturedEnd()));
                const RawMention *keeper = reader.playerBefore(int(m.capturedStart()));
                for (const RawMention *taker : takers) {
                    EventCandidate candidate = reader.make(EventType::PenaltyMiss, taker, int(m.capturedStart()));
                    candidate.event.detail = QStringLiteral("shoot-out");
                    candidate.event.time = MatchTime();
                    if (keeper && keeper != taker)
                        EventBuilder::setSecondPlayer(candidate, context, *keeper);
                    out.append(candidate);
                }
                if (!takers.isEmpty())
                    continue;
            }
        }
        // Asked only by the steps that reach them: most sentences never need them.
        const Lazy negated([&] { return p.negation.matches(text, cues, &starts); });
        const Lazy penaltyContext([&] {
            if (p.shootAndKick(cues))
                return true;
            if (p.penaltyWord.allows(cues) && p.noPenalty.match(text, starts).hasMatch()) // the cheap test first
                return false;
            // "Brannagan, who also scored in the reverse fixture in October, when Meakin had a penalty saved, bent a
            // shot into the corner": a penalty of the other match an aside tells is none of this sentence's.
            for (RegexMatch m = p.penaltyWord.match(text, cues, &starts); m.hasMatch(); m = p.penaltyWord.pattern.match(text, starts, m.capturedEnd())) {
                if (!p.otherMatch.allows(cues) || asideOfAnotherMatch(p.otherMatch, text, m.capturedStart()) < 0)
                    return true;
            }
            return false;
        });
        bool scoringFound = false;
        // The goal verbs of the sentence, found once: the disallowed, negation and scorer steps all read them.
        std::optional<QList<RegexMatch>> goalVerbMatches;
        auto goalVerbs = [&]() -> const QList<RegexMatch> & {
            if (!goalVerbMatches) {
                goalVerbMatches.emplace();
                if (p.goalVerb.allows(cues)) { // asked first: a sentence without the triggers makes no iterator
                    for (auto it = p.goalVerb.globalMatch(text, cues, &starts); it.hasNext();) {
                        // "He tries to steer his header into the far corner, but the keeper saves": an attempt; "who
                        // had scored from all his previous spot-kicks": a record.
                        if (const RegexMatch m = it.next(); !isAttempted(text, m) && !isToldAsRecord(text, m, p.otherMatch.allows(cues)))
                            goalVerbMatches->append(m);
                    }
                }
            }
            return *goalVerbMatches;
        };
        // The goals a sentence tells before another scorer's, each by the name before its verb: "McGoldrick scored
        // after four minutes, but Burnley got back into the game through Vydra". Appended to `out`, in order.
        const auto addGoalsToldBefore = [&](const RawMention *scorer, qsizetype until) {
            int earlierEnd = 0;
            for (const RegexMatch &verb : goalVerbs()) {
                if (verb.capturedEnd() > until)
                    break;
                const RawMention *earlier = reader.playerBefore(int(verb.capturedStart()), earlierEnd);
                if (earlier && earlier != scorer)
                    out.append(reader.make(EventType::Goal, earlier, int(verb.capturedStart())));
                earlierEnd = int(verb.capturedEnd());
            }
        };

        // Disallowed goals (and the VAR review that often goes with them).
        // "was unhappy about the disallowed header": a goal ruled out that was told before, with no new scorer.
        const auto toldBefore = [&](const RegexMatch &m) {
            const int trigger = int(m.capturedStart());
            return isToldBefore(text, trigger)
                && std::none_of(goalVerbs().cbegin(), goalVerbs().cend(), [trigger](const RegexMatch &verb) { return verb.capturedStart() < trigger; });
        };
        // "and a VAR review wiped out Bayshore Union's apparent equaliser": a team's goal, told elsewhere, not the one
        // a verb before the ruling told ("Quintero-Blanc scored in the 80th minute").
        const auto ownedByATeam = [&](const RegexMatch &m) {
            bool named = false;
            return !reader.ownerOfGoalAfter(int(m.capturedEnd()), &named) && named;
        };
        // "... referee Graham Pettifer chalked it off": "it" is the goal just told, whoever the sentence names.
        const auto rulesOutTheGoalJustTold = [&](const RegexMatch &m) {
            return m.capturedView(0).contains(QLatin1String(" it "), Qt::CaseInsensitive) && goalJustTold(out, s) >= 0;
        };
        if (auto m = p.disallowed.match(text, cues, &starts); m.hasMatch() && !otherTeam && !toldBefore(m)
            && (p.goalish.match(text, starts).hasMatch() || !goalVerbs().isEmpty() || rulesOutTheGoalJustTold(m))
            && !ownedByATeam(m) && !reader.isUnnamedSummaryItem(int(m.capturedStart()), int(m.capturedEnd()))
            && !rulesOutAnotherGoal(text, m, goalVerbs())) {
            const int trigger = int(m.capturedStart());
            const bool itRuledOut = rulesOutTheGoalJustTold(m);
            // The goal verb nearest before the trigger: "thought they had levelled when Abbey bundled the ball over the line".
            RegexMatch verb;
            for (const RegexMatch &candidate : goalVerbs()) {
                if (candidate.capturedStart() < trigger)
                    verb = candidate;
            }
            const auto goalish = p.goalish.match(text, starts);
            const RawMention *player = nullptr;
            int anchor = trigger;
            // "a VAR review wiped out Brightwater's equaliser": the goal ruled out is the one named after the ruling,
            // not one a verb before it told.
            const RawMention *owner = reader.ownerOfGoalAfter(int(m.capturedEnd()));
            if (owner) {
                player = owner;
                anchor = int(m.capturedEnd());
            }
            // "Lewandowski thought he had another goal, but it was disallowed": the one who thought he had scored.
            if (const auto thought = p.thoughtScored.match(text, cues, &starts); thought.hasMatch() && thought.capturedStart() < trigger) {
                anchor = int(thought.capturedStart());
                player = reader.playerBefore(anchor);
                // "they believed they had drawn level ... when Ciarán Foley, rising highest at a corner, headed past Quigley":
                // the one named after "when", before the goal's verb.
                const qsizetype thoughtEnd = thought.capturedEnd();
                if (verb.hasMatch() && verb.capturedStart() > thoughtEnd && text.sliced(thoughtEnd, verb.capturedStart() - thoughtEnd).contains(u" when ")) {
                    const RawMention *scorer = reader.playerBefore(int(verb.capturedStart()));
                    if (scorer && scorer->span.start >= context.sentences.at(s).span.start + thoughtEnd) {
                        anchor = int(verb.capturedStart());
                        player = scorer;
                    }
                }
            }
            if (!player && verb.hasMatch()) {
                anchor = int(verb.capturedStart());
                player = reader.playerBefore(anchor);
            }
            // Without a goal verb, the sentence's subject is the would-be scorer when it comes before the ruling;
            // a name after "because"/"as" is the offside team-mate.
            if (!player && !verb.hasMatch()) {
                const RawMention *subject = reader.subject();
                if (subject && subject->span.end <= context.sentences.at(s).span.start + trigger)
                    player = subject;
            }
            if (!player && goalish.capturedStart() < trigger) {
                // "Sam Surridge fires past Hennessey, only for his strike to be ruled out": the subject.
                const RawMention *subject = reader.subject();
                if (subject && subject->span.start < context.sentences.at(s).span.start + goalish.capturedStart())
                    player = subject;
            }
            // "However, Rashford was offside in the build-up and the goal is chalked off": the one named is the
            // team-mate whose offside cost the goal, not its scorer.
            if (player && !verb.hasMatch() && reader.isNamedAsNonScorer(*player))
                player = nullptr;
            // Nobody named before the ruling (a name after it, "as Vardy was offside", is the offside team-mate). Not "a
            // goal" ("when his side had a goal ruled out early in the second half"): another than the one just told.
            static const Regex aGoal(QStringLiteral("\\b(?:a|an|another)\\s+(?:[\\w-]+\\s+)?(?:goal|equaliser|equalizer|header|strike|effort)\\s+$"), options);
            const bool anotherGoal = !itRuledOut && aGoal.match(text.first(trigger)).hasMatch();
            const qsizetype justTold = itRuledOut && !verb.hasMatch()           ? goalJustTold(out, s)
                : player || anotherGoal || !reader.namesOnlyOffsidePlayers() ? -1
                                                                               : goalJustTold(out, s);
            if (justTold >= 0) {
                // "... was turned in by Perez. Yet the goal was chalked off": the goal just told did not stand (or,
                // told as one that was thought to count, is confirmed as ruled out).
                EventCandidate &previous = out[justTold];
                previous.event.type = EventType::DisallowedGoal;
                previous.event.evidence.append(context.sentences.at(s).span);
                scoringFound = true;
            } else {
                if (!player)
                    player = reader.playerBefore(trigger, 0, false, true, true);
                if (!player)
                    player = reader.subject();
                if (player && !reader.isNamedAsNonScorer(*player)) {
                    out.append(reader.make(EventType::DisallowedGoal, player, anchor));
                    // "Whitlam scored, and the flag wiped out Ode's equaliser": the goal told before the ruling still stands.
                    scoringFound = !owner || !verb.hasMatch();
                }
            }
        }
        // "Kane thought he had sent Tottenham through with a goal in the fifth minute of injury time", with
        // the ruling in one of the next sentences: a disallowed goal told before its reversal.
        if (!scoringFound && !otherTeam && p.thoughtScored.matches(text, cues, &starts) && p.goalish.match(text, starts).hasMatch()) {
            bool reversedSoon = false;
            for (int k = s + 1; k < context.sentences.size() && k <= s + 3 && !reversedSoon; ++k) {
                const Sentence &next = context.sentences.at(k);
                const QStringView nextText = sentenceView(context, next);
                const WordStarts nextStarts(words, next);
                reversedSoon = p.disallowed.matches(nextText, sentenceCues.at(k), &nextStarts);
            }
            const auto thought = p.thoughtScored.match(text, cues, &starts);
            const RawMention *player = reader.playerBefore(int(thought.capturedStart()));
            if (!player && reversedSoon) {
                // "England believed they had made headway after Sterling's cross was poked in by Kane": the side
                // thought so, the goal's scorer is named after it.
                if (const auto passive = p.passiveGoal.match(text, cues, &starts); passive.hasMatch() && passive.capturedStart() > thought.capturedStart())
                    player = reader.playerFollowing(int(passive.capturedEnd()));
                // "Dunmere thought they were level on 22 minutes when Leon Fairclough slammed home": the one "when" names.
                if (const qsizetype when = text.indexOf(QLatin1String(" when "), thought.capturedEnd(), Qt::CaseInsensitive); !player && when > 0)
                    player = reader.playerFollowing(int(when) + 6);
            }
            if (reversedSoon && player) {
                out.append(reader.make(EventType::DisallowedGoal, player, int(thought.capturedEnd())));
                scoringFound = true;
            }
        }
        // "earlier strikes from Marcus Edwards and Rodrigo Bentancur", "goals from A and B came in the 25th and
        // 28th minutes": one goal per player named, minutes paired in order when they are as many.
        // The negation asked last: few sentences hold the pattern, and most sentences need no negation at all.
        // A goal ruled out in the same sentence leaves them standing: "Following earlier strikes from Edwards and
        // Bentancur, Kane thought he had sent Tottenham through".
        const auto onlyRulingsFound = [&] {
            return std::all_of(out.begin(), out.end(), [s](const EventCandidate &c) { return c.sentence != s || c.event.type == EventType::DisallowedGoal; });
        };
        if (!otherTeam && (!scoringFound || onlyRulingsFound())) {
            // After a ruling, the sentence's "thought he had" is the ruled-out goal's, no negation of these.
            // "The German side, who won the first leg 2-1 last week thanks to two goals from Ebersberger, fell behind": an
            // aside about another match.
            const auto inOtherMatchAside = [&](qsizetype at) {
                const qsizetype comma = text.first(at).lastIndexOf(u',');
                const QStringView aside = comma < 0 ? QStringView() : text.sliced(comma + 1, at - comma - 1).trimmed();
                return (aside.startsWith(QLatin1String("who ")) || aside.startsWith(QLatin1String("which "))) && p.otherMatch.pattern.match(aside).hasMatch();
            };
            if (auto m = p.goalsFrom.match(text, cues, &starts); m.hasMatch() && (scoringFound || !negated()) && !isKeptOut(text, m.capturedStart())
                && !inOtherMatchAside(m.capturedStart())) {
                // Only the names listed right there: "A and B", "A, B and C"; not the one who made it: "Rashford's strike
                // from Greenwood's cross".
                QList<MatchTime> minutes;
                const QList<const RawMention *> scorers = reader.scorersListedFrom(int(m.capturedEnd()), &minutes);
                const bool eachTimed = scorers.size() > 1 && std::all_of(minutes.cbegin(), minutes.cend(), [](const MatchTime &time) { return time.isValid(); });
                const QList<TimeExpression> &times = EventBuilder::timesIn(context, s);
                // Before a ruling of the sentence told after them, as the text tells them: a ruling in the next
                // sentence ("But the goal was ruled out") takes the goal told last.
                qsizetype at = out.size();
                while (at > 0 && out.at(at - 1).sentence == s)
                    --at;
                for (int k = 0; k < scorers.size(); ++k) {
                    EventCandidate candidate = reader.make(EventType::Goal, scorers.at(k), int(m.capturedStart()));
                    candidate.event.time = eachTimed ? minutes.at(k)
                        : scorers.size() > 1 && times.size() == scorers.size() ? times.at(k).time
                        : scorers.size() == 1 ? candidate.event.time : MatchTime();
                    out.insert(at++, candidate);
                }
                scoringFound = scoringFound || !scorers.isEmpty();
            }
        }
        // Penalties: missed or scored.
        if (!scoringFound && !otherTeam && penaltyContext()) {
            static const Regex spotBefore(QStringLiteral("\\b(?:spot|penalty|spot-kick|pk)\\b"), options);
            const auto toldOfTheKick = [&](const RegexMatch &m) {
                return !(m.capturedView(0).endsWith(u"effort") || m.capturedView(0).endsWith(u"attempt")) || spotBefore.match(text.first(m.capturedStart())).hasMatch();
            };
            // Not a record: "Yeats, who had missed his previous penalty against Dunsby in March, sent keeper Penrose the wrong way".
            if (auto m = p.penaltyMissed.match(text, starts); m.hasMatch() && toldOfTheKick(m) && !isToldAsRecord(text, m, p.otherMatch.allows(cues))) {
                const QStringView trigger = m.capturedView(0);
                const RawMention *taker = nullptr;
                const RawMention *keeper = nullptr;
                bool keeperFirst = false; // no taker after the keeper's save
                static const Regex keepersDoing(QStringLiteral("^(?:guess|push|tip|palm|parr|turn|stop|block)"), options);
                if (trigger.startsWith(QLatin1String("sav"), Qt::CaseInsensitive)) {
                    keeper = reader.playerBefore(int(m.capturedStart()));
                    // "Prendergast had the chance to equalise from the spot, but Wilk saved his effort", "Haugland had the
                    // chance ..., but Gallagher dived to save the penalty, which was awarded after Villalba tripped
                    // Kjaergaard": the one before the keeper, not one named after the kick.
                    static const Regex hisKick(QStringLiteral("^sav(?:ed|es|e)\\s+(?:his|her|the)\\b"), options);
                    if (keeper && hisKick.match(trigger).hasMatch())
                        taker = reader.playerBefore(keeper->span.start - sentence.span.start);
                    if (!taker)
                        taker = reader.playerFollowing(int(m.capturedStart()) + 5);
                } else if (trigger.startsWith(QLatin1String("ke"), Qt::CaseInsensitive)) {
                    // "Sandhu ... keep out Arrúa's penalty": the keeper before, the taker after "out". The keeper may be
                    // the object of "for" ("only for Sandhu to dive and keep out ...").
                    keeper = reader.playerBefore(int(m.capturedStart()), 0, false, false);
                    const int outWord = int(m.capturedStart() + trigger.indexOf(QLatin1String(" out ")) + 5);
                    taker = reader.playerFollowing(outWord);
                    // "booked for tripping Jordan Fagbemi in the box, but Hemsley dived full length to keep out the striker's
                    // penalty": the role noun's owner stands for the one named before the keeper.
                    static const Regex roleOwner(QStringLiteral("^the\\s+([\\w-]+)['\u2019]s\\b"), options);
                    if (const RegexMatch owner = taker || !keeper ? RegexMatch() : roleOwner.match(text.sliced(outWord)); owner.hasMatch() && isRoleNoun(owner.capturedView(1)))
                        taker = reader.playerBefore(keeper->span.start - sentence.span.start, 0, false, false);
                } else if (keepersDoing.match(trigger).hasMatch()) {
                    // The keeper is named before his save, the taker before him: "Rusk takes the penalty, but Brennock guesses
                    // right"; or the keeper goes unnamed and the one before is the taker: "Marchetti went to Wolny's right; the
                    // Polish goalkeeper guessed correctly".
                    static const Regex unnamedKeeper(QStringLiteral("\\b(?:goalkeeper|keeper|stopper)\\s+(?:\\w+\\s+)?$"), options);
                    const int before = int(std::max<qsizetype>(0, m.capturedStart() - 32));
                    // "Lindqvist guessed right and parried Yannick Abanda's PK", "diving to stop Brandvold's PK attempt":
                    // the kick's owner after the keeper's doing, whoever the clauses before name.
                    const RawMention *owner = reader.playerAfter(int(m.capturedStart()));
                    if (owner && context.tokens.at(owner->endToken - 1).is(Token::Possessive) && owner->span.end - sentence.span.start <= int(m.capturedEnd()) + 40) {
                        taker = owner;
                        keeper = reader.playerBefore(int(m.capturedStart()));
                    } else if (unnamedKeeper.match(text.mid(before, m.capturedStart() - before)).hasMatch()) {
                        taker = reader.playerBefore(int(m.capturedStart()), 0, true);
                    } else {
                        keeper = reader.playerBefore(int(m.capturedStart()));
                        // "too close to Boyd, who parried it away": the relative clause's head, though an object.
                        static const Regex whoBefore(QStringLiteral(",\\s+who\\s+(?:then\\s+|simply\\s+|easily\\s+|comfortably\\s+)?$"), options);
                        if (const RegexMatch who = whoBefore.match(text.first(m.capturedStart())); who.hasMatch())
                            if (const RawMention *head = reader.playerRightBefore(int(who.capturedStart()), 0))
                                keeper = head;
                        taker = keeper ? reader.playerBefore(keeper->span.start - sentence.span.start) : nullptr;
                        // "Whitlam was tripped, but his spot-kick was too close to Boyd, who parried it away": the kick's owner
                        // is the sentence's subject.
                        static const Regex hisKick(QStringLiteral("\\b(?:his|her)\\s+(?:\\S+\\s+)?(?:penalty|spot-kick|spot kick|kick|pk)\\b"), options);
                        if (const RawMention *subject = !taker && keeper ? reader.subject() : nullptr;
                            subject && subject != keeper && subject->span.end <= keeper->span.start
                            && hisKick.match(text.first(keeper->span.start - sentence.span.start)).hasMatch())
                            taker = subject;
                    }
                    keeperFirst = true;
                } else if (trigger.startsWith(QLatin1String("only to "), Qt::CaseInsensitive)) {
                    taker = reader.subject(); // the one who stepped up, whatever the clauses between name
                } else if (static const Regex ownedKick(QStringLiteral("^(?:effort|kick|shot|strike|attempt)\\b"), options); ownedKick.match(trigger).hasMatch()) {
                    // "Moyo's powerful effort crashed against the crossbar": the kick's owner, a word at most between; not a
                    // role's ("the Ballymorran striker's effort": the taker was named before).
                    const int kickToken = tokenAtOffset(context, sentence, sentence.span.start + int(m.capturedStart()));
                    for (const RawMention *mention : reader.people()) {
                        if (mention->endToken < kickToken - 1 || mention->endToken > kickToken)
                            continue;
                        if (context.tokens.at(mention->endToken - 1).is(Token::Possessive) && isPlayerEntity(context, mention))
                            taker = mention;
                    }
                    // "Peixinho took the responsibility but his shot was striking the left post": the subject's kick.
                    if (const QStringView before = context.tokenText(kickToken - 1);
                        !taker && kickToken - 1 > sentence.firstToken && (before.compare(u"his", Qt::CaseInsensitive) == 0 || before.compare(u"her", Qt::CaseInsensitive) == 0))
                        if (const RawMention *subject = reader.subject(); subject && subject->endToken < kickToken)
                            taker = subject;
                    keeperFirst = !taker; // no taker to look for after the kick
                } else {
                    taker = reader.playerBefore(int(m.capturedStart()));
                    const qsizetype by = text.mid(m.capturedEnd()).indexOf(QLatin1String("by "));
                    if (by >= 0 && by < 12)
                        keeper = reader.playerFollowing(int(m.capturedEnd() + by + 3));
                }
                // Not the one a pronoun or role noun opening the sentence stands for when the miss's clause has a subject of its own.
                if (taker && taker->span.start < sentence.span.start && reader.clauseHasAnotherSubject(int(m.capturedStart()), int(m.capturedEnd())))
                    taker = nullptr;
                if (!taker && !keeperFirst)
                    taker = reader.playerAfter(int(m.capturedStart()));
                // A doubt before the miss or in its words, not one after it: "blazed his spot-kick so high it nearly landed
                // in the car park".
                if (taker && !(negated() && p.penaltyMissDoubt.match(text.first(m.capturedEnd())).hasMatch())
                    && !p.penaltyMissNotThisOne.match(text.first(m.capturedStart())).hasMatch()) {
                    // The keeper is no other player whose clause holds the time ("... on 88 minutes, only for Ode to keep out ...").
                    EventCandidate candidate = reader.make(EventType::PenaltyMiss, taker, int(m.capturedStart()), keeper);
                    // The award's time is the kick's: "Fashola handled three minutes from time, only for Tuck to keep out
                    // Fenwick's penalty", "had the chance in the 69th minute when Kehoe was pulled down, but Geraghty's penalty
                    // was saved": the sentence's one time, in another player's clause.
                    if (const QList<TimeExpression> &times = EventBuilder::timesIn(context, s); !candidate.event.time.isValid() && times.size() == 1)
                        candidate.event.time = times.first().time;
                    if (p.shootOut.matches(text, cues, &starts)) {
                        candidate.event.detail = QStringLiteral("shoot-out");
                        candidate.event.time = MatchTime();
                    }
                    if (keeper && keeper != taker)
                        EventBuilder::setSecondPlayer(candidate, context, *keeper);
                    out.append(candidate);
                    scoringFound = true;
                }
            } else if (auto scored = p.penaltyScored.match(text, starts); scored.hasMatch() && !negated() && !isToldAsRecord(text, scored, p.otherMatch.allows(cues))) {
                // Before the words: "sent Ederson the wrong way" names the keeper within them. Not a name in a
                // relative clause: "Brightwater, who was fouled in the box by Lautner, stepped up and sent the PK in".
                const RawMention *taker = reader.playerBeforeOutsideClauses(int(scored.capturedStart()));
                if (!taker)
                    taker = reader.playerFollowing(int(scored.capturedEnd()));
                // "Horvatinovic tripped Ozols in the area and the Estrava captain converted the penalty himself".
                if (const RawMention *fouled = taker ? reader.victimOfActiveFoul(*taker) : nullptr)
                    taker = fouled;
                if (taker && !TextScan::containsFolded(text, u"awarded") && !TextScan::containsFolded(text, u"conceded")
                    && reader.toldOfPenaltyTaker(p.penaltyWord.pattern, taker, int(scored.capturedEnd()))) {
                    // "Benedetti restored the lead in the 63rd minute, and Barroso made sure from the spot": a goal before the taker's.
                    if (taker->span.start - sentence.span.start < scored.capturedStart())
                        addGoalsToldBefore(taker, taker->span.start - sentence.span.start);
                    EventCandidate candidate = reader.make(EventType::PenaltyGoal, taker, int(scored.capturedStart()));
                    // "Jones scored the decisive penalty", a shoot-out told just before: its last kick.
                    static const Regex deciding(QStringLiteral("\\b(?:decisive|deciding|winning|match-winning) (?:penalty|spot-kick|kick)\\b"), options);
                    if (shootOutWindow > 0 && !candidate.event.time.isValid() && deciding.match(text).hasMatch())
                        candidate.event.detail = QStringLiteral("shoot-out");
                    out.append(candidate);
                    scoringFound = true;
                }
            }
        }
        // "Arkwright, whose goal in the 23rd minute had put Brackenholt ahead, sent the keeper the wrong way from the spot".
        if (!otherTeam && (cues & p.nounGoal.bit) && (cues & p.whoseWord)) {
            if (const RegexMatch m = p.whoseGoal.match(text, starts); m.hasMatch()) {
                if (const RawMention *scorer = reader.playerRightBefore(int(m.capturedStart()), 0)) {
                    EventCandidate candidate = reader.make(EventType::Goal, scorer, int(m.capturedStart()));
                    candidate.distinct = true; // not the goal the main clause tells
                    const auto at = std::find_if(out.begin(), out.end(), [s](const EventCandidate &c) { return c.sentence >= s; });
                    out.insert(at, candidate);
                }
            }
        }
        // "Pettifer pointed to the spot. Eiðsson, cool as you like, sent Gatenby the wrong way."
        if (!scoringFound && !otherTeam && shootOutWindow == 0 && (cues & p.wrongWay.bit) && mayFollowAnAward(context, p, sentenceCues, s) && !penaltyContext()) {
            if (const RegexMatch m = p.wrongWay.match(text, cues, &starts);
                m.hasMatch() && !negated() && kickFollowsAward(context, p, sentenceCues, out, s) && !shootOutToldBefore(context, s)) {
                if (const RawMention *taker = reader.playerBefore(int(m.capturedStart()))) {
                    // "Penfold clipped Moreau in the area and the Frenchman picked himself up to send Ridley the wrong way".
                    if (const RawMention *fouled = reader.victimOfActiveFoul(*taker))
                        taker = fouled;
                    out.append(reader.make(EventType::PenaltyGoal, taker, int(m.capturedStart())));
                    scoringFound = true;
                }
            }
        }
        // "Iceland won a penalty. Bjarnason stepped up, but could only blaze his attempt over the crossbar."
        if (!scoringFound && !otherTeam && (cues & p.offTargetStep) && mayFollowAnAward(context, p, sentenceCues, s) && !penaltyContext()) {
            const RegexMatch wide = p.offTarget.match(text, starts);
            const RegexMatch saved = wide.hasMatch() ? RegexMatch() : p.savedKick.match(text, starts);
            const int at = int((wide.hasMatch() ? wide : saved).capturedStart());
            // The negation's "wide" and "over the bar" are the miss's own words: only one before them counts.
            if ((wide.hasMatch() || saved.hasMatch()) && !(negated() && p.negation.pattern.match(text.first(at)).hasMatch())
                && kickFollowsAward(context, p, sentenceCues, out, s)) {
                const RawMention *taker = reader.playerBefore(at);
                const RawMention *keeper = nullptr;
                // "Quaile picked himself up to take it, but Fitch guessed right and palmed his low effort": the one
                // before the save is the keeper, the taker acted first.
                const bool takerSawIt = saved.hasMatch() && (saved.capturedView().startsWith(u"saw ") || saved.capturedView().startsWith(u"sees ")
                                                             || saved.capturedView().startsWith(u"seeing "));
                if (takerSawIt) {
                    keeper = reader.playerFollowing(int(saved.capturedEnd()) + 4); // "saved by Asagba"
                } else if (saved.hasMatch()) {
                    keeper = taker;
                    taker = reader.playerNamedAsActor();
                }
                if (taker && taker != keeper) {
                    EventCandidate candidate = reader.make(EventType::PenaltyMiss, taker, at);
                    if (keeper)
                        EventBuilder::setSecondPlayer(candidate, context, *keeper);
                    out.append(candidate);
                    scoringFound = true;
                }
            }
        }
        // Own goals.
        int ownGoalScorer = -1; // the entity named after "own goal by", whom the goals step passes over
        if (!scoringFound && !otherTeam) {
            if (auto m = p.ownGoal.match(text, cues, &starts); m.hasMatch() && !negated()
                && !reader.isUnnamedSummaryItem(int(m.capturedStart()), int(m.capturedEnd()))
                && !pointsBackToToldEvent(text, m.capturedStart(), out, s, EventType::OwnGoal)) {
                // "either side of an own goal by Oosterbrugge goalkeeper Tom Claes": the one named after "by".
                // "was turned into his own net by Ardencliff defender Milo Hartigan": so, too, after "net".
                static const Regex byOne(QStringLiteral("^\\s+(?:net\\s+)?by\\s"), options);
                const RawMention *player = byOne.match(text.sliced(m.capturedEnd())).hasMatch() ? reader.playerAfter(int(m.capturedEnd())) : nullptr;
                // "an own goal from Vale defender Sinéad Cafferkey", not "from a Sam Ode cross" nor "from Ode's cross".
                static const Regex fromOne(QStringLiteral("^\\s+from\\s"), options);
                if (!player && fromOne.match(text.sliced(m.capturedEnd())).hasMatch()) {
                    const RawMention *named = reader.playerAfter(int(m.capturedEnd()));
                    const bool near = named && named->span.start - sentence.span.start - int(m.capturedEnd()) <= 40;
                    if (near && !context.tokens.at(named->endToken - 1).is(Token::Possessive)
                        && !(named->endToken < sentence.endToken && isDeliveryNoun(context.tokenText(named->endToken))))
                        player = named;
                }
                // Then the goals the sentence tells besides may be its subject's: "X scored twice, either side of an own goal by Y".
                const bool namedAfter = player;
                // "was deflected by Fenwick into his own net": the one named after "by" right before it.
                const auto agentBefore = [&](int offset) -> const RawMention * {
                    static const Regex by(QStringLiteral("\\bby\\s+$"), options);
                    const RawMention *named = reader.playerBefore(offset, 0, false, false);
                    return named && by.match(text.left(named->span.start - sentence.span.start)).hasMatch() ? named : nullptr;
                };
                if (!player)
                    player = agentBefore(int(m.capturedStart()));
                if (!player) {
                    player = reader.playerBefore(int(m.capturedStart()));
                    // "Fenwick diverted Ode's low cross into his own net": not the cross's owner; "Dunk's own goal": his.
                    if (player && context.tokens.at(player->endToken - 1).is(Token::Possessive)
                        && context.tokens.at(player->endToken).start < sentence.span.start + int(m.capturedStart()) - 1)
                        if (const RawMention *actor = reader.playerBefore(int(m.capturedStart()), 0, true))
                            player = actor;
                }
                // "was deflected by Obermaier past the stranded Hartwig into his own net": the keeper beaten is no scorer.
                static const Regex pastOne(QStringLiteral("\\bpast\\s+(?:the\\s+)?(?:[\\w-]+\\s+){0,2}$"), options);
                if (player && !namedAfter && pastOne.match(text.left(player->span.start - sentence.span.start)).hasMatch()) {
                    const int beaten = player->span.start - sentence.span.start;
                    player = agentBefore(beaten);
                    if (!player)
                        player = reader.playerBefore(beaten);
                }
                if (!player)
                    player = reader.playerAfter(int(m.capturedEnd()));
                if (player) {
                    // Its minute is the one nearest its scorer's name: "an own goal by Claes in the 39th".
                    out.append(reader.make(EventType::OwnGoal, player, namedAfter ? player->span.end - sentence.span.start : int(m.capturedStart())));
                    scoringFound = !namedAfter;
                    ownGoalScorer = namedAfter ? player->entity : -1;
                }
            }
        }
        // Goals: passive ("was poked in by X"), "through X", "a header from X", active ("X prodded home"), "X's goal".
        // Negation counts in the trigger's own clause: "Slocombe denied Briggs, but Guthrie prodded in".
        // A negation in the clause is one in the sentence too (the clause is cut at non-word characters,
        // and no negation looks behind): a sentence without one needs no clause. Not so when the sentence
        // holds a surrogate: a lone one outside the clause makes the sentence invalid UTF-16, where nothing matches.
        const auto goalNegated = [&] {
            const RegexMatch goalTrigger = goalVerbs().value(0);
            if (!goalTrigger.hasMatch())
                return negated();
            if (!negated() && !starts.hasSurrogates())
                return false;
            return p.negation.matches(reader.ownClause(clauseAround(text, int(goalTrigger.capturedStart()), int(goalTrigger.capturedEnd())),
                                                       int(goalTrigger.capturedStart())),
                                      cues);
        };
        // The negation is asked once a scorer is found, not first: the search decides nothing by it (it only
        // reads the sentence), and most sentences name no scorer, so most need no negation at all.
        if (!scoringFound && !otherTeam) {
            const qsizetype eventsBefore = out.size(); // a sentence of several goals adds the earlier ones as it goes
            const RawMention *scorer = nullptr;
            int anchor = -1;
            bool scorerDistinct = false; // the scorer's other goal told in a relative clause before (see toldInRelativeClauseBefore())
            int whenGoalEnd = 0;
            bool possessivePenaltyScored = false; // "Reddy's penalty settled it": a penalty, whatever the other words say
            if (auto m = p.passiveGoal.match(text, cues, &starts); m.hasMatch()) {
                scorer = reader.playerFollowing(int(m.capturedEnd()));
                // "turned in at the near post by the league's top scorer, Sofia Marchetti": named after a description.
                static const Regex described(QStringLiteral("^\\s+the\\s+(?:[\\w'’-]+\\s+){0,4}?[\\w-]+,\\s+"), options);
                if (const RegexMatch description = scorer ? RegexMatch() : described.match(text.sliced(m.capturedEnd())); description.hasMatch())
                    scorer = reader.playerFollowing(int(m.capturedEnd() + description.capturedEnd()));
                anchor = int(m.capturedStart());
            }
            if (!scorer)
                if (auto m = p.whenGoal.match(text, cues, &starts); m.hasMatch()) {
                    scorer = reader.playerFollowing(int(m.capturedEnd(1)));
                    anchor = int(m.capturedStart(1));
                    whenGoalEnd = int(m.capturedEnd()); // its verb is the scorer's: "when Stanley turned in a cross from Adeyemi"
                }
            if (!scorer)
                if (auto m = p.throughGoal.match(text, cues, &starts); m.hasMatch()) {
                    scorer = reader.playerFollowing(int(m.capturedEnd()));
                    anchor = int(m.capturedStart());
                    if (scorer) // the goals told before the side's come first
                        addGoalsToldBefore(scorer, m.capturedStart());
                    // "turned the game around through Ehrenfeld (17) ... and Marquardt (34)": the others listed, each timed.
                    QList<MatchTime> minutes;
                    const QList<const RawMention *> listed = scorer ? reader.scorersListedFrom(int(m.capturedEnd()), &minutes) : QList<const RawMention *>();
                    if (listed.size() > 1 && std::all_of(minutes.cbegin(), minutes.cend(), [](const MatchTime &time) { return time.isValid(); })) {
                        for (qsizetype k = 1; k < listed.size(); ++k) {
                            EventCandidate candidate = reader.make(EventType::Goal, listed.at(k), anchor);
                            candidate.event.time = minutes.at(k);
                            out.append(candidate);
                        }
                    }
                }
            {
                // Several goals may be told in one sentence ("X opened the scoring before Y equalised"):
                // each trigger takes the nearest player since the previous trigger. After a scorer found
                // above, only the triggers past his name ("led through Fenwick's header, and Whitlam levelled").
                int previousEnd = scorer ? std::max(scorer->span.end - sentence.span.start, whenGoalEnd) : 0;
                // "Fosu-Mensah curled in a fine cross": a delivery, not a finish (a cross headed in is one).
                static const Regex delivery(QStringLiteral("^(?:curled|whipped|fired|drilled|swung|floated|clipped|lofted|sent|played|put|rolled|slid)\\s+in\\s+(?:a|an|the|his|her)\\s+(?:\\S+\\s+)?(?:cross|ball|pass|corner|free-kick|delivery|centre)\\b"), options);
                for (const RegexMatch &m : goalVerbs()) {
                    if (m.capturedStart() < previousEnd || delivery.match(text.mid(m.capturedStart())).hasMatch())
                        continue;
                    // "crossed for Lang to net", "set up Kane to fire home": the name right before the infinitive
                    // scored, though "for" or a verb puts it as an object.
                    // Where the infinitive's "to" starts, in the match or right before it ("for Whitlam to shoot City ahead").
                    const int to = m.capturedView().startsWith(u"to ", Qt::CaseInsensitive) ? int(m.capturedStart())
                        : text.left(m.capturedStart()).endsWith(u" to ", Qt::CaseInsensitive) ? int(m.capturedStart()) - 3
                                                                                               : -1;
                    const RawMention *player = to >= 0 ? reader.playerRightBefore(to, previousEnd) : nullptr;
                    // "headed in a corner from Mourato to put the hosts ahead", "rose above Ferrándiz to glance her header
                    // in": the infinitive is the header's, not the corner's or the beaten defender's.
                    if (player && reader.follows(*player, {QLatin1String("from"), QLatin1String("above"), QLatin1String("over"), QLatin1String("past"), QLatin1String("of"),
                                                           QLatin1String("beyond"), QLatin1String("around"), QLatin1String("behind")}))
                        player = nullptr;
                    // "squared for Abenov, who side-footed past Reinholt": the one the relative clause is about.
                    if (!player && text.left(m.capturedStart()).endsWith(u" who ", Qt::CaseInsensitive))
                        player = reader.playerRightBefore(int(m.capturedStart()), previousEnd);
                    // "Quirke's corner was met by Hanlon, who climbed above her marker to glance a header into the far corner":
                    // further into the clause too, though "by" puts the name as an object.
                    if (!player) {
                        if (const qsizetype clause = relativeClauseStart(text.first(m.capturedStart()));
                            clause > 0 && text.sliced(clause).startsWith(u"who ", Qt::CaseInsensitive))
                            player = reader.playerRightBefore(int(clause), previousEnd);
                    }
                    // "with substitute Caleb Nwankwo-Reyes heading home the equalizer": the one named right before the -ing
                    // verb after "with" acts, though "with" puts him as an object.
                    if (!player && m.capturedView().first(std::max<qsizetype>(0, m.capturedView().indexOf(u' '))).endsWith(u"ing"))
                        if (const RawMention *named = reader.playerRightBefore(int(m.capturedStart()), previousEnd);
                            named && reader.followsWithOrItsRole(*named) && named->span.end + 1 == sentence.span.start + int(m.capturedStart()))
                            player = named;
                    // "Doyle had the visitors in front in the fourth minute, bundling home at the back post", "Fraser replaced
                    // McAllister on 70 minutes and needed six minutes to make his mark, bundling in": a participle after a
                    // comma tells of the sentence's subject, the one opening it, whoever was named between.
                    if (!player && previousEnd == 0 && text.first(m.capturedStart()).endsWith(u", ")
                        && m.capturedView().first(std::max<qsizetype>(0, m.capturedView().indexOf(u' '))).endsWith(u"ing"))
                        if (const RawMention *opening = reader.subject(); opening && opening->firstToken == sentence.firstToken)
                            player = opening;
                    if (!player) {
                        player = reader.scorerBefore(int(m.capturedStart()), previousEnd);
                        // "Sheard restored Town's advantage, pouncing after Jake Petch's shot had been blocked and slotting into the
                        // bottom corner": after a scorer, a shot's owner named on the way is not another.
                        if (player && scorer && context.tokens.at(player->endToken - 1).is(Token::Possessive))
                            player = nullptr;
                    }
                    if (!player && previousEnd == 0)
                        player = reader.scorerBefore(int(m.capturedStart()), 0);
                    // "Valcárcel, who won the first leg thanks to goals from Sotomayor and Quiroga, extended their
                    // advantage": not one named in an aside the verb lies outside of.
                    // The one the aside is about may be: "Kenwright, a substitute who was sent off after scuffling with
                    // Wexcombe's Scott Meakin, stabbed home".
                    if (player && to < 0 && reader.isNamedInAsideBefore(*player, int(m.capturedStart())) && !isInAside(text, m.capturedStart()))
                        player = reader.playerBeforeOutsideClauses(int(m.capturedStart()), previousEnd);
                    // Nor one named in an aside about another match: "Brannagan, who also scored in the reverse fixture, when
                    // Meakin had a penalty saved, bent a shot into the far corner".
                    if (player && to < 0 && p.otherMatch.allows(cues)) {
                        if (const qsizetype aside = asideOfAnotherMatch(p.otherMatch, text, player->span.start - sentence.span.start);
                            aside >= 0 && asideOfAnotherMatch(p.otherMatch, text, m.capturedStart()) < 0)
                            player = reader.playerBeforeOutsideClauses(int(aside), previousEnd);
                    }
                    // "Font came on for Astorga, but it was Norveland who struck again": the team acted, not one named before it.
                    if (player && to < 0 && reader.teamActsRightBefore(int(m.capturedStart()), *player))
                        player = nullptr;
                    if (!player) {
                        // "Benevento clawed one back with a shot from Gianluca Caprari": the team acted, the player follows.
                        const auto after = p.scorerAfter.match(text, starts, m.capturedEnd());
                        // Not the one a delivery came from: "sweeping in a low cross from Haddou".
                        static const Regex delivered(QStringLiteral("\\b(?:cross|corner|pass|free-kick|free kick|delivery|centre|cut-?back|through-ball|lay-off|knock-down|flick-on)\\s+$"), options);
                        // Nor one in the clause of another named on the way: "struck first: Ode skipped away from Fenwick and
                        // cut the ball back for Whitlam".
                        const RawMention *namedBetween = after.hasMatch() ? reader.playerAfter(int(m.capturedEnd())) : nullptr;
                        if (after.hasMatch() && !delivered.match(text.sliced(m.capturedEnd(), after.capturedStart() - m.capturedEnd())).hasMatch()
                            && !(namedBetween && namedBetween->span.start < sentence.span.start + after.capturedStart()))
                            player = reader.playerRightAt(int(after.capturedEnd()));
                        // Nor the owner of one: "from Rivadeneira's pass".
                        if (player && context.tokens.at(player->endToken - 1).is(Token::Possessive))
                            player = nullptr;
                    }
                    previousEnd = int(m.capturedEnd());
                    // "Whitlam, who had opened the scoring in the eighth minute, added a second on the hour": the relative
                    // clause's goal is an earlier one of the same scorer.
                    // The main clause's verb after the clause names nobody of its own.
                    if (scorer && (!player || player == scorer) && toldInRelativeClauseBefore(text, scorer->span.end - sentence.span.start, anchor, int(m.capturedStart()),
                                                                                         EventBuilder::timesIn(context, s), sentence.span.start)) {
                        out.append(reader.make(EventType::Goal, scorer, anchor));
                        out.back().distinct = true;
                        anchor = int(m.capturedStart());
                        scorerDistinct = true;
                        continue;
                    }
                    if (!player || player == scorer)
                        continue;
                    if (scorer)
                        out.append(reader.make(EventType::Goal, scorer, anchor));
                    scorer = player;
                    anchor = int(m.capturedStart());
                    scorerDistinct = false;
                }
            }
            if (!scorer)
                // Not a shot a keeper kept out: "he did have to be alert to tip over a looping header from Ruddock".
                if (auto m = p.nounGoal.match(text, cues, &starts); m.hasMatch() && !TextScan::containsFolded(text, u"effort") && !isKeptOut(text, m.capturedStart())) {
                    scorer = reader.playerFollowing(int(m.capturedEnd()));
                    anchor = int(m.capturedStart());
                    // "a free header from a De Bruyne free-kick": the name made the chance.
                    if (scorer && reader.isNamedAsProvider(*scorer))
                        scorer = nullptr;
                }
            if (!scorer)
                if (auto of = p.goalOfName.match(text, cues, &starts); of.hasMatch()) {
                    scorer = reader.playerRightAt(int(of.capturedEnd()));
                    anchor = int(of.capturedStart());
                }
            if (!scorer) {
                // "Werner's first goal for Chelsea on 19 minutes": a possessive player, then a goal noun.
                for (const RawMention *mention : reader.people()) {
                    // The token's flag first: few names are possessive, and the entity look-up costs more.
                    if (!context.tokens.at(mention->endToken - 1).is(Token::Possessive) || !isPlayerEntity(context, mention))
                        continue;
                    // "beyond De Gea's goal", "from Maguire's header": the goal is a place or someone else's.
                    static const QSet<QString> prepositions = {QStringLiteral("beyond"), QStringLiteral("past"), QStringLiteral("into"),
                        QStringLiteral("towards"), QStringLiteral("at"), QStringLiteral("in"), QStringLiteral("on"), QStringLiteral("from"),
                        QStringLiteral("off"), QStringLiteral("behind"), QStringLiteral("over"), QStringLiteral("under"), QStringLiteral("by"),
                        QStringLiteral("wide"), QStringLiteral("across"), QStringLiteral("to"), QStringLiteral("after"), QStringLiteral("denied"),
                        QStringLiteral("saved"), QStringLiteral("blocked"), QStringLiteral("cleared"), QStringLiteral("near"), QStringLiteral("around"),
                        QStringLiteral("threatened"), QStringLiteral("troubled"), QStringLiteral("tested"), QStringLiteral("peppered"), QStringLiteral("besieged"),
                        // "gets down to keep out Weir's volley", "parried Ode's header": a shot the keeper stopped.
                        QStringLiteral("out"), QStringLiteral("stopped"), QStringLiteral("parried"), QStringLiteral("palmed"), QStringLiteral("tipped"),
                        QStringLiteral("smothered"), QStringLiteral("repelled"), QStringLiteral("thwarted")};
                    // "Obi's cross was met by Sparrow's diving header": the one who met it scored.
                    if (mention->firstToken > 0 && containsLowered(prepositions, context.tokenText(mention->firstToken - 1))
                        && !reader.isAgentOfAFinish(mention->firstToken - 1))
                        continue;
                    // "met Quaile's cross on the volley": the goal is the one who met the ball's.
                    if (reader.isDeliveryOwner(*mention))
                        continue;
                    const int after = mention->span.end - context.sentences.at(s).span.start + 2;
                    // "Whitcombe's header from a corner is clawed away by Bursać": a shot kept out.
                    static const Regex keptOutAfter(QStringLiteral("^\\s*(?:\\S+\\s+){0,5}?(?:is|was|gets|got|had been|has been)\\s+(?:\\w+\\s+)?"
                                                                   "(?:clawed|palmed|pushed|tipped|turned|parried|saved|kept|blocked|cleared|held|pawed|beaten away|hacked|headed)\\s+"
                                                                   "(?:away|out|over|wide|clear|off|by)\\b"), options);
                    // "Restrepo's header struck Moriarty on the arm": the handball a penalty was given for.
                    static const Regex struckAnArm(QStringLiteral("^\\s*(?:\\S+\\s+){0,3}?(?:struck|hit|strikes|hits|clipped|brushed|cannoned off|deflected off)\\s+"
                                                                  "(?:\\S+\\s+){0,4}?(?:arm|arms|hand|hands|elbow)\\b"), options);
                    if (after < text.size() && p.possessiveGoal.match(text.mid(after)).hasMatch() && !keptOutAfter.match(text.mid(after)).hasMatch()
                        && !struckAnArm.match(text.mid(after)).hasMatch()) {
                        scorer = mention;
                        anchor = after;
                        break;
                    }
                    if (after < text.size() && p.possessivePenalty.match(text.mid(after)).hasMatch()) {
                        scorer = mention;
                        anchor = after;
                        possessivePenaltyScored = true;
                        break;
                    }
                }
            }
            if (!scorer) {
                // "a Daryl Horgan equaliser", "until a late Vydra leveller"; not in a negated sentence.
                static const Regex nounAfterName(QStringLiteral("^\\s*(?:\\S+\\s+)?(?:equaliser|equalizer|opener|winner|leveller|strike|header|goal)\\b"), options);
                for (const RawMention *mention : reader.people()) {
                    if (mention->firstToken == 0)
                        continue;
                    // Compared folded, not lowered into a string: no letter beyond ASCII lowers or folds to one of
                    // these words' letters (the Kelvin sign and the long s fold to "k" and "s").
                    const QStringView before = context.tokenText(mention->firstToken - 1);
                    // By its length, one comparison at most: the word before most names is none of these.
                    const auto article = [before] {
                        switch (before.size()) {
                        case 1: return TextScan::foldedAt(before, 0, u"a");
                        case 2: return TextScan::foldedAt(before, 0, u"an");
                        case 4: return TextScan::foldedAt(before, 0, u"late");
                        case 5: return TextScan::foldedAt(before, 0, u"early");
                        default: return false;
                        }
                    }();
                    // The word before first: few names follow an article, and the entity look-up costs more.
                    if (!article || !isPlayerEntity(context, mention) || context.tokens.at(mention->endToken - 1).is(Token::Possessive))
                        continue;
                    const int after = mention->span.end - context.sentences.at(s).span.start;
                    // "a Callum Carr header that flew over": a chance, not a goal.
                    static const Regex offTargetAfter(QStringLiteral("^\\s*(?:\\S+\\s+)?(?:\\S+\\s+)?(?:that|which)\\s+(?:\\w+\\s+)?(?:flew|went|sailed|drifted|whistled|fizzed|"
                                                                     "skimmed|grazed|hit|struck|crashed|rattled|clipped|was\\s+(?:saved|blocked|cleared|tipped|palmed))\\b"), options);
                    if (nounAfterName.match(text.mid(after)).hasMatch() && !offTargetAfter.match(text.mid(after)).hasMatch()) {
                        // "had to be alert to tip over a Josh Appiah header": a shot the keeper kept out.
                        static const Regex saved(QStringLiteral("\\b(?:tip|tips|tipped|tipping|save|saves|saved|saving|keep|keeps|kept|block|blocks|blocked|parry|parries|parried|"
                                                                "palm|palms|palmed|push|pushed|turn|turns|turned|claw|clawed|stop|stops|stopped|deny|denied|repel|repelled|beat|held|hold|gather|gathered|"
                                                                "punch|punched|clear|cleared)(?:\\s+(?:away|aside|out|over|round|wide|clear|off|back))?\\s+$|"
                                                                // "a reflex stop on a Nate Lindgren header": the save told as a noun.
                                                                "\\b(?:save|saves|stop|stops|block|blocks)\\s+(?:from|on|against)\\s+$"), options);
                        const int articleStart = context.tokens.at(mention->firstToken - 1).start - context.sentences.at(s).span.start;
                        if (!negated() && !saved.match(text.first(articleStart)).hasMatch()) {
                            scorer = mention;
                            anchor = after;
                        }
                        break;
                    }
                }
            }
            if (scorer && goalNegated()) {
                out.resize(eventsBefore);
                scorer = nullptr;
            }
            if (scorer) {
                // "turned in ... from a clearly offside position": the finish did not count.
                // "... the referee pointed to the penalty spot. On 74 minutes, captain Tiago Leitão converted with confidence": the
                // kick of the award just told, converted.
                const auto kickOfTheAward = [&] {
                    return !penaltyContext() && shootOutWindow == 0 && mayFollowAnAward(context, p, sentenceCues, s) && tellsAKickConverted(text)
                        && kickFollowsAward(context, p, sentenceCues, out, s);
                };
                const EventType type = p.offsideFinish.match(text, starts).hasMatch() ? EventType::DisallowedGoal
                    : possessivePenaltyScored || (penaltyContext() && p.penaltyScored.match(text, starts).hasMatch() && reader.toldOfPenaltyTaker(p.penaltyWord.pattern, scorer, anchor))
                        || kickOfTheAward()
                    ? EventType::PenaltyGoal
                    : EventType::Goal;
                EventCandidate candidate = reader.make(type, scorer, anchor);
                candidate.distinct = candidate.distinct || scorerDistinct;
                // "Rodrigo confidently dispatched in the shootout": a kick of the shoot-out, no minute.
                static const Regex inShootOut(QStringLiteral("\\bin (?:the|a) (?:penalty )?shoot-?out\\b"), options);
                // "Kowalczyk put Ashvale ahead" in the paragraph of the kicks told by their order: a kick too.
                // "Castlegate went first in the shoot-out. ... Pell rolled the ball into the bottom corner": so too a goal
                // without a minute told after the shoot-out in its paragraph.
                const bool amongCountedKicks = (sentence.paragraph == kickParagraph || (shootOutWindow > 0 && !shootOutNamed && sentence.paragraph == shootOutParagraph))
                    && type == EventType::Goal;
                if (type != EventType::DisallowedGoal && !candidate.event.time.isValid() && (amongCountedKicks || inShootOut.match(text).hasMatch())) {
                    candidate.event.type = EventType::PenaltyGoal;
                    candidate.event.detail = QStringLiteral("shoot-out");
                }
                // Not a tally of another match's: "Whitlam, who scored twice in last week's draw, rose highest to head in".
                if (const RegexMatch several = p.severalGoals.match(text, cues, &starts); several.hasMatch()
                    && !inRelativeClauseOfAnotherMatch(p.otherMatch, text, int(several.capturedStart()), int(several.capturedEnd()), cues)) {
                    candidate.tallied = true;
                    out.append(candidate);
                    // The second goal: one sentence tells an event once (EventMerger), so it is never merged into the first.
                    candidate.event.time = candidate.event.time.isValid() ? reader.minuteAfter(candidate.event.time) : MatchTime();
                }
                out.append(candidate);
                scoringFound = true;
            }
        }
        if (ownGoalScorer >= 0) {
            out.erase(std::remove_if(out.begin(), out.end(), [&](const EventCandidate &c) {
                return c.sentence == s && isScoringEvent(c.event.type) && c.event.type != EventType::OwnGoal && c.player == ownGoalScorer;
            }), out.end());
        }
        // Cards: each trigger takes the nearest player since the previous trigger ("X was booked, then a
        // red card followed for Y").
        if (cues & (p.red.bit | p.yellow.bit)) {
            // A negation rules out the cards of its own clause ("booked in the 104th minute, and fortunate
            // not to collect a second yellow"), not the sentence's other cards.
            const bool negatedSentence = p.cardNegation.match(text, starts).hasMatch() || p.counterfactualCard.match(text).hasMatch();
            const auto negatedClause = [&](qsizetype start, qsizetype end) {
                if (!negatedSentence)
                    return false;
                const QStringView clause = clauseAround(text, int(start), int(end));
                return p.cardNegation.match(clause).hasMatch() || p.counterfactualCard.match(clause).hasMatch();
            };
            const RegexMatch secondMatch = p.secondYellow.match(text, starts);
            const bool second = secondMatch.hasMatch() && !negatedClause(secondMatch.capturedStart(), secondMatch.capturedEnd());
            // A booking told before the second yellow is the first one ("booked in the 57th minute for a foul on X
            // and sent off for a second yellow card in the 70th").
            const qsizetype secondStart = second ? secondMatch.capturedStart() : 0;
            struct Trigger {
                int start;
                int end;
                EventType type;
            };
            QList<Trigger> triggers;
            for (const Gated *pattern : {&p.red, &p.yellow}) {
                auto it = pattern->globalMatch(text, cues, &starts);
                while (it.hasNext()) {
                    const auto m = it.next();
                    if (negatedClause(m.capturedStart(), m.capturedEnd()) || reader.isUnnamedSummaryItem(int(m.capturedStart()), int(m.capturedEnd()))
                        || inRelativeClauseOfAnotherMatch(p.otherMatch, text, int(m.capturedStart()), int(m.capturedEnd()), cues))
                        continue;
                    // "the booking was silly", "unhappy with the dismissal": a card told before. Not "shown the red card".
                    const QStringView noun = m.capturedView(0);
                    const bool cardNoun = noun.compare(QLatin1String("the booking"), Qt::CaseInsensitive) == 0 || noun.compare(QLatin1String("caution"), Qt::CaseInsensitive) == 0
                        || noun.compare(QLatin1String("dismissal"), Qt::CaseInsensitive) == 0 || noun.startsWith(QLatin1String("sending"), Qt::CaseInsensitive);
                    const EventType told = pattern == &p.red ? EventType::RedCard : EventType::YellowCard;
                    if ((cardNoun || followsPrepositionAndThe(text, m.capturedStart())) && pointsBackToToldEvent(text, m.capturedStart(), out, s, told))
                        continue;
                    // "level seven minutes after the dismissal", "took over after Brennan's dismissal": a dismissal told back
                    // (or a manager's sacking), whether or not its card was read.
                    if (cardNoun && isToldBackAfter(text.first(m.capturedStart())))
                        continue;
                    const bool firstBooking = pattern == &p.yellow && m.capturedEnd() <= secondStart;
                    const EventType type = second && !firstBooking ? EventType::SecondYellow : pattern == &p.red ? EventType::RedCard : EventType::YellowCard;
                    triggers.append({int(m.capturedStart()), int(m.capturedEnd()), type});
                }
            }
            // "picked up his second caution in the 72nd minute": the second yellow is a card of its own.
            if (second && isOwnSecondYellow(text, secondMatch))
                triggers.append({int(secondMatch.capturedStart()), int(secondMatch.capturedEnd()), EventType::SecondYellow});
            std::sort(triggers.begin(), triggers.end(), [](const Trigger &a, const Trigger &b) { return a.start < b.start; });
            int previousEnd = 0;
            QSet<const RawMention *> carded;
            QSet<const RawMention *> booked; // their first booking told here: a second yellow may follow
            for (const Trigger &trigger : triggers) {
                // "Sent off: Gallen 83.": a box's label, whose items the box finder reads.
                if (trigger.start == 0 && text.sliced(trigger.end).startsWith(u":"))
                    continue;
                // "Marlpit were down to 10 men when Haig ... was shown a second booking": the side's loss told before
                // the card that caused it is that card, whose own words name the player.
                if (&trigger != &triggers.last() && text.sliced(trigger.start, trigger.end - trigger.start).endsWith(u"men"))
                    continue;
                // "sent him to the stands": a manager's red card, the manager named before it.
                if (text.sliced(trigger.start, trigger.end - trigger.start).endsWith(u"stands")) {
                    const RawMention *manager = reader.managerBefore(trigger.start);
                    if (!manager && s > 0 && isHeOrShe(context.tokenText(sentence.firstToken)))
                        manager = managerNamedAlone(context, s - 1);
                    if (manager && !carded.contains(manager)) {
                        carded.insert(manager);
                        out.append(reader.make(trigger.type, manager, trigger.start));
                    }
                    previousEnd = trigger.end;
                    continue;
                }
                // Only a doubt in the card's own clause: "X was booked in the 23rd minute, and Castlewick thought they had the lead".
                if (trigger.type == EventType::YellowCard && negated() && p.negation.matches(clauseAround(text, trigger.start, trigger.end), cues))
                    break;
                // "with Tanganga booked for wrestling Mount", "Dunk is booked": the name right before the card is the
                // one booked, even after a preposition.
                // "clipped Ferreira's heels ... showed the defender a yellow card": a possessive name is not the one booked.
                // "until Pyle's dismissal left him exposed": the owner's card, not the sentence's subject's.
                const RawMention *player = reader.possessivePlayerRightBefore(trigger.start);
                // "He showed the yellow card to Peñaranda": the one after "to", not the referee's pronoun.
                if (!player && text.sliced(trigger.end).startsWith(u" to ", Qt::CaseInsensitive))
                    if (const RawMention *shownTo = reader.playerRightAt(trigger.end + 4))
                        player = shownTo;
                if (!player)
                    player = reader.playerRightBefore(trigger.start, previousEnd);
                if (const RawMention *subject = player ? nullptr : reader.subjectBeforeApposition(trigger.start);
                    subject && subject->span.start >= sentence.span.start + previousEnd)
                    player = subject;
                // "Lins, who had been targeting Oyelaran all evening, ... was shown a straight red": not one named in a
                // relative clause the card lies outside of.
                if (!player)
                    player = reader.playerBeforeOutsideClauses(trigger.start, previousEnd, true);
                if (!player && previousEnd == 0)
                    player = reader.playerBefore(trigger.start, 0, true);
                // The one a pronoun or role noun opening the sentence stands for, unless the card's clause has a subject of its own.
                if (player && player->span.start < sentence.span.start && reader.clauseHasAnotherSubject(trigger.start, trigger.end))
                    player = nullptr;
                // The pronoun stands for the manager the sentence before named alone: a manager's card.
                if (player && player->span.start < sentence.span.start && s > 0 && isHeOrShe(context.tokenText(sentence.firstToken)))
                    if (const RawMention *manager = managerNamedAlone(context, s - 1))
                        player = manager;
                // "X hauled down Y and was shown a second booking": the one fouled is not the one booked.
                // Not "a foul on Y, who was himself cautioned": the relative clause's card is Y's.
                if (player && reader.isBroughtDown(*player)
                    && !text.sliced(player->span.end - sentence.span.start).startsWith(QLatin1String(", who ")))
                    player = reader.playerBefore(player->span.start - sentence.span.start, previousEnd, true);
                // "Brennan slid in on Fenn and Gethin had little option but to show him a second yellow": the one who shows
                // it is the referee, whatever his name was taken for; the card is the one's before him.
                if (player && showsTheCard(text.sliced(player->span.end - sentence.span.start, std::max(0, trigger.start - (player->span.end - sentence.span.start)))))
                    player = reader.playerBefore(player->span.start - sentence.span.start, previousEnd, true);
                // "Polglaze was caught high on the shin by Danskin ..., and a straight red card was shown": the one who fouled.
                if (const RawMention *fouler = player ? reader.foulerOfPassive(*player) : nullptr)
                    player = fouler;
                // "Crane's afternoon ended when he was shown a straight red card": the owner the pronoun stands for.
                if (!player && previousEnd == 0)
                    player = reader.ownerBeforePronoun(trigger.start);
                // "the referee booked X" names the player after; a later trigger with no new name is the same card.
                if (!player && previousEnd == 0) {
                    player = reader.playerAfterNotFouled(trigger.end);
                    // "X lunged in with both feet on Lemaire. The referee reached for the red card, and Lemaire needed
                    // treatment": the one fouled the sentence before is not the one carded, the one who fouled him is.
                    if (const RawMention *fouler = player ? reader.foulerOfSentenceBefore(player) : nullptr)
                        player = fouler;
                }
                const bool sideDownToTen = text.sliced(trigger.start, trigger.end - trigger.start).endsWith(u"men");
                if (!player && previousEnd == 0)
                    player = reader.ownerAtStart();
                // "X lunged in with both feet on Y. The referee reached straight for the red card": the foul's doer, told
                // the sentence before.
                if (!player && previousEnd == 0 && !reader.playerBefore(trigger.start))
                    player = reader.foulerOfSentenceBefore(nullptr);
                // "Tully caught Lusk high on the shin ... Lyle recommended another review, and after one replay she produced a
                // straight red": the foul told a sentence before, or two when the one between names no player.
                if (!player && previousEnd == 0 && s > 0 && !reader.playerBefore(trigger.start) && !reader.playerAfter(trigger.end)) {
                    player = FoulReader::offenderIn(context, s - 1);
                    if (!player && s > 1 && !namesAPlayer(context, s - 1))
                        player = FoulReader::offenderIn(context, s - 2);
                }
                // A manager sent to the stands: "as Conte received a late red card". Not a side down to ten men ("With the
                // visitors down to 10 men, the manager made a change"), nor a card told before ("left to rue the red card").
                if (!player && trigger.type == EventType::RedCard && !sideDownToTen && !text.first(trigger.start).endsWith(QLatin1String("the "), Qt::CaseInsensitive))
                    player = reader.managerBefore(trigger.start);
                // "X, who had been cautioned in the 58th minute for a foul on Y, picked up his second caution": the one booked first.
                if (!player && trigger.type == EventType::SecondYellow && booked.size() == 1)
                    player = *booked.cbegin();
                previousEnd = trigger.end;
                // "no complaints about the sending-off, but Blaylock could have walked as well": not one named where the cards are denied.
                const bool secondAfterFirst = trigger.type == EventType::SecondYellow && booked.contains(player);
                if (!player || (carded.contains(player) && !secondAfterFirst)
                    || negatedClause(player->span.start - sentence.span.start, player->span.end - sentence.span.start))
                    continue;
                booked.remove(player);
                if (trigger.type == EventType::YellowCard)
                    booked.insert(player);
                carded.insert(player);
                out.append(reader.make(trigger.type, player, trigger.start));
            }
        }
        // Substitutions: "A came on for B", "B made way for A", "B was replaced by A", "A and B replaced C and D".
        // Each change its own trigger told: "At the break, Mwangi was introduced for Worrall and Brink came off the bench in
        // place of Rourke". A trigger after the first reads only the names since the one before, and tells nothing of
        // players a change of the sentence already has ("Tully came on for Whitlam, replacing the injured striker").
        // A negation counts in the change's own clause: "Prosser went off on 33 minutes, with Morfydd coming on in his place,
        // and Penfelin should have been level soon afterwards".
        if (p.substitution.allows(cues) && !toldAsSelection(p.selection, text, starts)) {
            int previousTriggerEnd = 0;
            QSet<int> changed; // entities
            const auto change = [&](const RawMention *incoming, const RawMention *outgoing, int at) {
                if (changed.contains(incoming->entity) || changed.contains(outgoing->entity))
                    return;
                out.append(substitution(incoming, outgoing, at));
                changed.insert(incoming->entity);
                changed.insert(outgoing->entity);
            };
            for (auto triggers = p.substitution.globalMatch(text, cues, &starts); triggers.hasNext();) {
                const RegexMatch m = triggers.next();
                if (negated() && negatesAChange(p.negation, clauseAround(text, int(m.capturedStart()), int(m.capturedEnd())), cues))
                    continue;
                const bool incomingAfter = withLowered(m.capturedView(0), [](const QString &trigger) {
                    return trigger.contains(QLatin1String("replaced by")) || trigger.endsWith(QLatin1String(" by")) || trigger.contains(QLatin1String("made way"))
                        || trigger.contains(QLatin1String("makes way")) || trigger.contains(QLatin1String("making way")) || trigger.startsWith(QLatin1String("depart")) || trigger.contains(QLatin1String("substituted for"))
                        || trigger.contains(QLatin1String("withdrawn for")) || trigger.contains(QLatin1String("taken off for")) || trigger.contains(QLatin1String("swapped for"))
                        || trigger.startsWith(QLatin1String("subbed"));
                });
                QList<const RawMention *> before;
                QList<const RawMention *> after;
                for (const RawMention *mention : reader.people()) {
                    if (!isPlayerEntity(context, mention))
                        continue;
                    if (mention->span.end <= context.sentences.at(s).span.start + m.capturedStart()
                        && mention->span.start >= context.sentences.at(s).span.start + previousTriggerEnd)
                        before.append(mention);
                    else if (mention->span.start >= context.sentences.at(s).span.start + m.capturedEnd()
                             && !context.tokens.at(mention->endToken - 1).is(Token::Possessive)) // "on for Ferreyra's strike partner Cushing"
                        after.append(mention);
                }
                // "Baverstock turned her ankle in a challenge with Cottrell and made way for Brannigan": the one named after a
                // preposition is no side of the change, when another is named before the trigger.
                // Not "with Jebb sent on in his place", "sending on Muñoz": "with" and "on" only after a foul's noun.
                const auto afterPreposition = [&](const RawMention *mention) {
                    if (mention->firstToken <= sentence.firstToken + 1)
                        return false;
                    const QStringView word = context.tokenText(mention->firstToken - 1);
                    if (word.compare(QLatin1String("against"), Qt::CaseInsensitive) == 0)
                        return true;
                    if (word.compare(QLatin1String("with"), Qt::CaseInsensitive) != 0 && word.compare(QLatin1String("on"), Qt::CaseInsensitive) != 0)
                        return false;
                    static const std::array<QLatin1StringView, 11> fouls = {QLatin1String("challenge"), QLatin1String("collision"), QLatin1String("clash"),
                        QLatin1String("foul"), QLatin1String("tackle"), QLatin1String("tangle"), QLatin1String("collided"), QLatin1String("colliding"),
                        QLatin1String("clashed"), QLatin1String("clashing"), QLatin1String("tangled")};
                    const QStringView noun = context.tokenText(mention->firstToken - 2);
                    return std::any_of(fouls.begin(), fouls.end(), [&](QLatin1StringView foul) { return noun.compare(foul, Qt::CaseInsensitive) == 0; });
                };
                // "He collided with Varga on 52 minutes ... and was replaced by Strand": a pronoun may be the one named before.
                const QStringView opening = context.tokenText(sentence.firstToken);
                const bool pronounOpens = opening.compare(QLatin1String("he"), Qt::CaseInsensitive) == 0 || opening.compare(QLatin1String("she"), Qt::CaseInsensitive) == 0;
                if (!before.isEmpty() && afterPreposition(before.last())
                    && (pronounOpens || std::any_of(before.cbegin(), before.cend(), [&](const RawMention *b) { return !afterPreposition(b); })))
                    before.erase(std::remove_if(before.begin(), before.end(), afterPreposition), before.end());
                // "Whitlam fouled Kerr in the 30th minute and was replaced by Tully", a rating's "Tripped Kerr ... and was replaced by
                // Tully": the one who went off is the sentence's subject, named first or left out, not the object of its first clause.
                if (incomingAfter && !before.isEmpty() && previousTriggerEnd == 0 && passiveAfterAnd(text.first(m.capturedStart()), m.capturedView(0))) {
                    const bool subjectNamed = before.first()->firstToken == sentence.firstToken;
                    if (subjectNamed || opensRatingBlurbWithItsVerb(context, s))
                        before.erase(before.begin() + (subjectNamed ? 1 : 0), before.end());
                }
                // "Ode replaced Kerr, Fenwick came on for Tully and Bakare for Marsh": one changed already is no part of the next list.
                before.erase(std::remove_if(before.begin(), before.end(), [&](const RawMention *b) { return changed.contains(b->entity); }), before.end());
                // Pairs in order when both sides list several players ("Crawford and Redmond were sent on in place of Donati and
                // Bingham"), joined by "and" or a comma: "Etxeberria moved his bench and Recio entered for Zubieta" is one change.
                const auto joined = [&](const RawMention *a, const RawMention *b) { return areJoinedInAList(context, *a, *b); };
                qsizetype beforeRun = before.isEmpty() ? 0 : 1;
                while (beforeRun < before.size() && joined(before.at(before.size() - beforeRun - 1), before.at(before.size() - beforeRun)))
                    ++beforeRun;
                qsizetype afterRun = after.isEmpty() ? 0 : 1;
                while (afterRun < after.size() && joined(after.at(afterRun - 1), after.at(afterRun)))
                    ++afterRun;
                const int pairs = int(std::min(beforeRun, afterRun));
                // A manager's change: "Kincaid responded by replacing Brandt with the defender Elias Strand", "Vos replaced Moe
                // with Dax Ferreira" (whoever is named before: nobody replaces a player with another but his manager).
                // "replacing the unusually quiet Pryce with Rhodri Beynon": words in lower case may describe the one replaced.
                const auto describedRightAfter = [&](const RawMention *named) {
                    const int first = tokenAtOffset(context, sentence, sentence.span.start + int(m.capturedEnd()));
                    if (named->firstToken < first || named->firstToken > first + 4)
                        return false;
                    for (int t = first; t < named->firstToken; ++t) {
                        if (context.tokens.at(t).kind != Token::Kind::Word || context.tokens.at(t).is(Token::Capitalised))
                            return false;
                    }
                    return true;
                };
                const bool replacedWith = !incomingAfter && after.size() >= 2 && after.first()->endToken < context.sentences.at(s).endToken
                    && context.tokenText(after.first()->endToken).compare(QLatin1String("with"), Qt::CaseInsensitive) == 0
                    && (before.isEmpty()
                        || (m.capturedView(0).startsWith(QLatin1String("replac"), Qt::CaseInsensitive) && after.at(1)->firstToken <= after.first()->endToken + 4
                            && describedRightAfter(after.first())));
                // "Ferrandis had to replace him with Pau Sendra": the manager's change of the player told of before him.
                static const Regex pronounWith(QStringLiteral("^\\s+(?:him|her)\\s+with\\b"), Regex::CaseInsensitive);
                const bool replacedPronounWith = !replacedWith && !incomingAfter && !after.isEmpty()
                    && (m.capturedView(0).startsWith(QLatin1String("replac"), Qt::CaseInsensitive) || m.capturedView(0).startsWith(QLatin1String("to replac"), Qt::CaseInsensitive))
                    && pronounWith.match(text.mid(m.capturedEnd())).hasMatch();
                const RawMention *replacedOne = nullptr;
                // "Moreau sent him on for Nwachukwu": the one coming on is the one "him" stands for, not the manager.
                const RawMention *sentOnPronoun = nullptr;
                if (!replacedWith && !incomingAfter && !after.isEmpty() && m.capturedView(0).compare(QLatin1String("on for"), Qt::CaseInsensitive) == 0) {
                    const QStringView ahead = text.first(m.capturedStart());
                    if (ahead.endsWith(QLatin1String(" him "), Qt::CaseInsensitive) || ahead.endsWith(QLatin1String(" her "), Qt::CaseInsensitive))
                        sentOnPronoun = before.isEmpty() ? reader.playerBefore(int(m.capturedStart())) : reader.referentBefore(before.last());
                }
                if (replacedPronounWith) {
                    const int trigger = tokenAtOffset(context, sentence, sentence.span.start + int(m.capturedStart()));
                    const bool subjectBefore = !before.isEmpty() && before.last()->endToken + 4 >= trigger;
                    replacedOne = subjectBefore ? reader.referentBefore(before.last()) : before.isEmpty() ? reader.playerBefore(int(m.capturedStart())) : before.last();
                }
                // "On came Curtis Mayne for the tiring Hambury": the one after the verb came on for the one after "for".
                const RawMention *onCameFor = nullptr;
                if (!after.isEmpty() && m.capturedView(0).startsWith(QLatin1String("on c"), Qt::CaseInsensitive))
                    onCameFor = reader.playerAfterFor(*after.first());
                if (onCameFor) {
                    change(after.first(), onCameFor, int(m.capturedStart()));
                } else if (replacedWith) {
                    change(after.at(1), after.first(), int(m.capturedStart()));
                    // "replaced Dore with Tom Ferriby (77) and Lomax with Ade Sowande (85)": a second pair after "and".
                    if (after.size() >= 4 && areJoinedInAList(context, *after.at(1), *after.at(2)) && after.at(3)->firstToken == after.at(2)->endToken + 1
                        && context.tokenText(after.at(2)->endToken).compare(QLatin1String("with"), Qt::CaseInsensitive) == 0)
                        change(after.at(3), after.at(2), int(m.capturedStart()));
                } else if (replacedOne && context.entityOf(*replacedOne) != context.entityOf(*after.first())) {
                    change(after.first(), replacedOne, int(m.capturedStart()));
                } else if (sentOnPronoun && context.entityOf(*sentOnPronoun) != context.entityOf(*after.first())) {
                    change(sentOnPronoun, after.first(), int(m.capturedStart()));
                } else if (pairs > 0) {
                    const int first = int(before.size()) - pairs;
                    // One moment for every pair, the first's: "on 58 minutes, with Tolland and Whitford replacing Pask and Adewole
                    // respectively, but ... three minutes later" (a pair's own bracketed minute aside).
                    std::optional<MatchTime> pairsTime;
                    for (int k = 0; k < pairs; ++k) {
                        const RawMention *incoming = incomingAfter ? after.at(k) : before.at(first + k);
                        const RawMention *outgoing = incomingAfter ? before.at(first + k) : after.at(k);
                        const qsizetype told = out.size();
                        change(incoming, outgoing, int(m.capturedStart()));
                        if (out.size() == told)
                            continue;
                        if (!pairsTime)
                            pairsTime = out.last().event.time;
                        else if (pairsTime->isValid() && !bracketedMinuteRightAfter(context, s, std::max(incoming->span.end, outgoing->span.end)))
                            out.last().event.time = *pairsTime;
                    }
                } else if (const auto [incoming, outgoing] = reader.substitutionWithPronoun(m, incomingAfter, before, after); incoming && outgoing) {
                    change(incoming, outgoing, int(m.capturedStart()));
                } else if (incomingAfter && before.isEmpty() && !after.isEmpty() && !changed.contains(after.first()->entity)
                           && m.capturedView(0).contains(QLatin1String("replaced by"), Qt::CaseInsensitive)) {
                    // "the experienced centre-back was replaced by Alabi-Nwosu": the one going off goes unnamed.
                    EventCandidate candidate = reader.make(EventType::Substitution, after.first(), int(m.capturedStart()));
                    candidate.event.detail = candidate.event.player + QStringLiteral(" on");
                    out.append(candidate);
                    changed.insert(after.first()->entity);
                }
                previousTriggerEnd = int(m.capturedEnd());
            }
        }
        // A player coming on with nobody named going off: "Motherwell brought on Christopher Long", "Wilson came on";
        // or sent on for one named after him: "he sends on Harry Kane for Japhet Tanganga", each such pair of the sentence.
        // A negation counts in the change's own clause: "Motherwell brought on Long and he came close, but Carson
        // kept them level when he touched a header on to the bar".
        const auto negatedAround = [&](const RegexMatch &m) {
            return negated() && negatesAChange(p.negation, clauseAround(text, int(m.capturedStart()), int(m.capturedEnd())), cues);
        };
        if ((cues & (p.comesOn.bit | p.bringsOn.bit)) && !toldAsSelection(p.selection, text, starts)) {
            QSet<int> cameOn; // entities; this sentence's events are the last ones found: look no further back
            for (auto it = out.crbegin(); it != out.crend() && it->sentence == s; ++it) {
                if (it->event.type == EventType::Substitution)
                    cameOn.insert(it->player);
            }
            const auto comingOn = [&](const RawMention *incoming, int at) {
                EventCandidate candidate = reader.make(EventType::Substitution, incoming, at);
                candidate.event.detail = candidate.event.player + QStringLiteral(" on");
                out.append(candidate);
                cameOn.insert(incoming->entity);
            };
            if (auto m = p.comesOn.match(text, cues, &starts); m.hasMatch() && cameOn.isEmpty() && !negatedAround(m)) {
                // "with Sam Ode coming on": the one right before the verb, though "with" puts him as an object.
                const RawMention *incoming = reader.playerRightBefore(int(m.capturedStart()), 0);
                if (!incoming || !reader.followsWithOrItsRole(*incoming))
                    incoming = reader.playerBefore(int(m.capturedStart()));
                // "Demir came off the bench to rescue a point in the third minute of added time": the time is the goal's,
                // the change is told elsewhere, if at all.
                static const Regex toScore(QStringLiteral("^\\s+to\\s+(?:score|net|rescue|salvage|snatch|grab|seal|steal|equalise|equalize|bag|hit the winner|head (?:in|home)|fire (?:in|home))\\b"),
                                           options);
                // "Pritchard was withdrawn on 57 minutes and Okoro sent on": the one withdrawn went off for him, at its time.
                // So did one hurt: "Furness pulled a hamstring on 63 minutes and Gunning came on".
                const RawMention *withdrawn = nullptr;
                if (const RawMention *subject = incoming ? reader.subject() : nullptr; subject && subject != incoming && subject->span.end <= incoming->span.start) {
                    static const Regex passiveOff(QStringLiteral("^[\\s,]+(?:\\S+\\s+){0,8}?(?:was|were)\\s+(?:withdrawn|taken\\s+off|hauled\\s+off|replaced)\\b"), options);
                    const qsizetype between = subject->span.end - sentence.span.start;
                    const qsizetype until = incoming->span.start - sentence.span.start;
                    const auto hurtBetween = [&] {
                        const RegexMatch hurt = p.injury.match(text, cues, &starts);
                        return hurt.hasMatch() && hurt.capturedStart() >= between && hurt.capturedEnd() <= until;
                    };
                    if ((m.capturedView().startsWith(u"sent", Qt::CaseInsensitive) && passiveOff.match(text.sliced(between, until - between)).hasMatch())
                        || ((cues & p.injury.bit) && hurtBetween()))
                        withdrawn = subject;
                }
                if (incoming && toScore.match(text.sliced(m.capturedEnd())).hasMatch()) {
                    out.append(reader.make(EventType::Goal, incoming, int(m.capturedEnd())));
                } else if (withdrawn) {
                    EventCandidate change = substitution(incoming, withdrawn, int(m.capturedStart()));
                    if (const QList<TimeExpression> &times = EventBuilder::timesIn(context, s); !change.event.time.isValid() && times.size() == 1)
                        change.event.time = times.first().time;
                    out.append(change);
                    cameOn.insert(incoming->entity);
                } else if (incoming) {
                    comingOn(incoming, int(m.capturedStart()));
                }
            }
            for (auto it = p.bringsOn.globalMatch(text, cues, &starts); it.hasNext();) {
                const auto n = it.next();
                if (negatedAround(n))
                    continue;
                // "withdrew Lindfors for Callum Ridings": the one named first went off, the one after "for" came on.
                if (const QStringView verb = n.capturedView(0);
                    verb.endsWith(u"off", Qt::CaseInsensitive) || verb.startsWith(u"withdr", Qt::CaseInsensitive) || verb.startsWith(u"swap", Qt::CaseInsensitive)
                    || verb.startsWith(u"sacrific", Qt::CaseInsensitive) || verb.startsWith(u"hook", Qt::CaseInsensitive)) {
                    const RawMention *outgoing = reader.playerFollowing(int(n.capturedEnd()));
                    const RawMention *incoming = outgoing ? reader.playerAfterFor(*outgoing) : nullptr;
                    if (incoming && !cameOn.contains(incoming->entity)) {
                        out.append(substitution(incoming, outgoing, int(n.capturedStart())));
                        cameOn.insert(incoming->entity);
                    }
                    continue;
                }
                const RawMention *incoming = reader.playerFollowing(int(n.capturedEnd()));
                if (!incoming || cameOn.contains(incoming->entity))
                    continue;
                // "Van de Beek was brought on in place of Pogba": the name after "of" or "for" went off.
                const QStringView before = context.tokenText(incoming->firstToken - 1);
                if (before.compare(QLatin1String("of"), Qt::CaseInsensitive) == 0 || before.compare(QLatin1String("for"), Qt::CaseInsensitive) == 0)
                    continue;
                // "bringing on Ugbede and Musa Gambo for Agbo and Victor Ochei respectively": two changes, in order.
                if (const RawMention *secondIncoming = reader.playerAfter(incoming->span.end - sentence.span.start);
                    secondIncoming && areJoinedInAList(context, *incoming, *secondIncoming) && !cameOn.contains(secondIncoming->entity)) {
                    const RawMention *firstOutgoing = reader.playerAfterFor(*secondIncoming);
                    const RawMention *secondOutgoing = firstOutgoing ? reader.playerAfter(firstOutgoing->span.end - sentence.span.start) : nullptr;
                    if (secondOutgoing && areJoinedInAList(context, *firstOutgoing, *secondOutgoing)) {
                        out.append(substitution(incoming, firstOutgoing, int(n.capturedStart())));
                        out.append(substitution(secondIncoming, secondOutgoing, int(n.capturedStart())));
                        cameOn.insert(incoming->entity);
                        cameOn.insert(secondIncoming->entity);
                        continue;
                    }
                }
                if (const RawMention *outgoing = reader.playerAfterFor(*incoming)) {
                    out.append(substitution(incoming, outgoing, int(n.capturedStart())));
                    cameOn.insert(incoming->entity);
                    // "sending on Demir for Morimoto and Nowak for Pereyra": a second pair after "and".
                    if (const RawMention *next = reader.playerAfter(outgoing->span.end - sentence.span.start);
                        next && !cameOn.contains(next->entity) && areJoinedInAList(context, *outgoing, *next)) {
                        if (const RawMention *nextOutgoing = reader.playerAfterFor(*next); nextOutgoing && nextOutgoing->firstToken == next->endToken + 1) {
                            out.append(substitution(next, nextOutgoing, int(n.capturedStart())));
                            cameOn.insert(next->entity);
                        }
                    }
                } else if (const RawMention *takenOff = reader.takenOffBefore(int(n.capturedStart())); takenOff && cameOn.isEmpty()
                           && context.entityOf(*takenOff) != context.entityOf(*incoming)) {
                    // "He hooked Santoro on 61 minutes and threw on striker Aaron Bexley": the one taken off before.
                    out.append(substitution(incoming, takenOff, int(n.capturedStart())));
                    cameOn.insert(incoming->entity);
                } else if (cameOn.isEmpty()) {
                    // "sending on Lexi Moreau, Tamsin Greer and Rosa Ibarra": each one listed came on.
                    for (const RawMention *listed : reader.playersListedFrom(incoming->span.start - sentence.span.start)) {
                        if (!cameOn.contains(listed->entity))
                            comingOn(listed, int(n.capturedStart()));
                    }
                }
            }
        }
        timeChangesAtTheInterval(out, s, text, EventBuilder::timesIn(context, s), sentence.span.start);
        timeChangesToldTogether(out, s);
        // VAR reviews.
        // Not a quote's retelling: "'The referee went to the screen and he was always going to change it,' he said."
        if (auto m = p.var.match(text, cues, &starts); m.hasMatch() && !p.varNegation.match(text, starts).hasMatch() && !otherTeam && !opensWithQuote(text)) {
            // A VAR check is about the goal, penalty or card just told: take its player and minute. Told in this
            // sentence, that event is the one; told before, a player the check names who has such an event ("VAR
            // checked it, deciding Watkins would have got to the ball and that Egan had denied him") comes first,
            // and in a new paragraph any player it names ("A VAR intervention ruled that Connolly had tripped").
            const EventCandidate *reviewed = eventUnderReview(out, s);
            if (!reviewed || reviewed->sentence != s) {
                if (const EventCandidate *own = reviewableEventOfNamed(out, context, reader.people(), s))
                    reviewed = own;
                else if (reviewed && reader.playerActing() && opensParagraphAfter(context, reviewed->sentence, s))
                    reviewed = nullptr;
                // "Bramleigh appealed for a penalty in the 101st minute when Ogun went down, but a VAR check found no
                // foul": the sentence's own incident, not the goal told before.
                else if (reviewed && reader.playerBefore(int(m.capturedStart())) && tellsAnAppealBefore(text, m.capturedStart()))
                    reviewed = nullptr;
            }
            const RawMention *player = reader.playerAfter(0);
            // "the VAR checked a possible handball by centre-back Tom Aldous": the check is about the one whose
            // incident it names, not a card told earlier in the sentence. A goal's check stays the goal's ("VAR
            // checked a possible handball by Benítez in the build-up, but the goal was confirmed"); a penalty's is its foul's
            // ("a lengthy VAR review for a handball by Gruber, and Belkacem converted").
            static const Regex incidentBy(QStringLiteral("^\\s+(?:\\S+\\s+){0,5}?(?:handball|foul|offside|push|trip|challenge|tackle|elbow|pull)\\s+(?:\\S+\\s+)?by\\s"), options);
            const bool goalReviewed = reviewed && reviewed->event.type != EventType::PenaltyGoal
                && (isScoringEvent(reviewed->event.type) || reviewed->event.type == EventType::DisallowedGoal);
            const EventCandidate *timedBy = nullptr; // the penalty whose foul the check names, which gives its time
            const RawMention *offender = nullptr;
            // A goal told before is not the one reviewed when the check names an offence of its own: "a VAR check spotted
            // Baird's trip on Cowie" after a paragraph on the equaliser.
            if (!goalReviewed || reviewed->sentence != s) {
                if (const RegexMatch incident = incidentBy.match(text.sliced(m.capturedEnd())); incident.hasMatch())
                    offender = reader.playerFollowing(int(m.capturedEnd() + incident.capturedEnd()));
                else
                    offender = reader.offenderNamedAfter(int(m.capturedEnd()));
                // Named before the VAR words too: "Nogueira was clipped by Rasmussen's late challenge, and VAR sent the referee to
                // the monitor". Not after an appeal, which reviews the one who went down ("went down under Fenwick's challenge,
                // but a VAR check found no foul").
                if (!offender && !tellsAFallBefore(text, m.capturedStart()))
                    offender = reader.offenderNamedAfter(0);
            }
            // "In the 67th minute Rezende went down under Vidmar's challenge. ... after being sent to the monitor he pointed to
            // the spot": a check that gave a penalty is about its foul, told here or in the two sentences before.
            if (!offender && (!goalReviewed || reviewed->sentence != s)
                && tellsAPenaltyGiven(text, reviewed && (reviewed->event.type == EventType::PenaltyGoal || reviewed->event.type == EventType::PenaltyMiss))) {
                for (int before = s; !offender && before >= std::max(0, s - 2); --before)
                    offender = FoulReader::offenderIn(context, before);
            }
            if (offender) {
                player = offender;
                timedBy = reviewed && reviewed->event.type == EventType::PenaltyGoal ? reviewed : nullptr;
                reviewed = nullptr;
            }
            if (!player && !reviewed && context.tokens.at(context.sentences.at(s).firstToken).is(Token::LineStart) == false)
                player = previousSubject; // "Connolly goes down. VAR takes a look": the player just named
            // A VAR check about nobody in particular is talk about VAR, not a review of this match's play.
            EventCandidate candidate = reader.make(EventType::VarReview, reviewed ? nullptr : player, int(m.capturedStart()));
            if (timedBy && !candidate.event.time.isValid())
                candidate.event.time = timedBy->event.time;
            if (reviewed) {
                candidate.event.player = reviewed->event.player;
                candidate.player = reviewed->player;
                candidate.event.team = reviewed->event.team;
                if (!candidate.event.time.isValid())
                    candidate.event.time = reviewed->event.time;
            }
            if (reviewed || player)
                out.append(candidate);
        }
        // "his second penalty", "two from two": another event of the kind, not the first told again.
        if (p.another.matches(text, cues, &starts)) {
            for (auto it = out.rbegin(); it != out.rend() && it->sentence == s; ++it) {
                if (isScoringEvent(it->event.type))
                    it->distinct = true;
            }
        }
        // Injuries in this match.
        if (auto m = p.injury.match(text, cues, &starts); m.hasMatch() && !p.injuryNegation.match(text, starts).hasMatch() && !otherTeam) {
            // "with Eric Dier having gone down injured": the injured player may follow a preposition.
            const RawMention *player = reader.playerBefore(int(m.capturedStart()), 0, false, false);
            // "Pendleton is down after a collision with Leclercq and needs treatment": the other one in a collision is not hurt.
            if (player && player->firstToken >= sentence.firstToken + 2) {
                // "after a clash of heads with Bosch"
                static const QSet<QString> contacts = {QStringLiteral("collision"), QStringLiteral("clash"), QStringLiteral("challenge"),
                    QStringLiteral("tackle"), QStringLiteral("coming-together"), QStringLiteral("tangle"), QStringLiteral("heads")};
                static const QSet<QString> joins = {QStringLiteral("with"), QStringLiteral("from"), QStringLiteral("by")};
                if (containsLowered(joins, context.tokenText(player->firstToken - 1)) && containsLowered(contacts, context.tokenText(player->firstToken - 2)))
                    player = reader.playerBefore(player->span.start - sentence.span.start, 0, false, false);
            }
            if (!player)
                player = reader.playerAfter(int(m.capturedEnd()));
            // "Keel, who had come on for the injured Bram Toller": the one the word describes.
            if (m.capturedView().compare(u"injured", Qt::CaseInsensitive) == 0 && text.first(m.capturedStart()).endsWith(u"the ", Qt::CaseInsensitive))
                if (const RawMention *described = reader.playerRightAt(int(m.capturedEnd()) + 1))
                    player = described;
            // "a clash of heads between Dunmarrow midfielder Theo Marchbank and Pellbrook centre-back Sergei Lomax": both hurt.
            if (m.capturedView().compare(u"clash of heads", Qt::CaseInsensitive) == 0 && text.sliced(m.capturedEnd()).startsWith(u" between ")) {
                const RawMention *first = reader.playerFollowing(int(m.capturedEnd()) + 9);
                const RawMention *second = first ? reader.playerAfter(first->span.end - sentence.span.start) : nullptr;
                if (first && second && first->entity != second->entity && context.tokenText(first->endToken).compare(u"and", Qt::CaseInsensitive) == 0
                    && second->firstToken - first->endToken <= 4) {
                    out.append(reader.make(EventType::Injury, first, int(m.capturedStart())));
                    out.append(reader.make(EventType::Injury, second, int(m.capturedStart())));
                    player = nullptr;
                }
            }
            // "the centre-back was stretchered off and was replaced by Alabi-Nwosu": the one coming on is not hurt.
            // Nor is "with Euan Guthrie coming on in his place".
            static const Regex comingOn(QStringLiteral("^\\s+(?:coming|came|comes|was sent|was brought|sent|brought|going|replacing|taking (?:his|her) place)\\b"), options);
            const bool cameOnFor = player && player->firstToken > sentence.firstToken && player->span.start > sentence.span.start + m.capturedEnd()
                && (context.tokenText(player->firstToken - 1) == u"by" || comingOn.match(QStringView(context.text).sliced(player->span.end, sentence.span.end - player->span.end)).hasMatch());
            if (player && !cameOnFor) {
                // "X and Boğaziçi striker Y clashed heads": the one named first is the one the report follows; the other's
                // hurt, if he was, is told of him after ("Y also needed treatment").
                if (m.capturedView().startsWith(u"clash", Qt::CaseInsensitive)) {
                    if (const RawMention *first = reader.playerBefore(player->span.start - sentence.span.start, 0, false, false);
                        first && first->entity != player->entity && first->endToken < player->firstToken && player->firstToken - first->endToken <= 5
                        && context.tokenText(first->endToken).compare(QLatin1String("and"), Qt::CaseInsensitive) == 0)
                        player = first;
                }
                EventCandidate injury = reader.make(EventType::Injury, player, int(m.capturedStart()));
                // "an injury to captain Nuno Barros, who went off holding his thigh after 25 minutes": the clause on the
                // injured one tells when.
                if (!injury.event.time.isValid())
                    if (const std::optional<MatchTime> told = timeOfRelativeClauseOn(context, s, *player))
                        injury.event.time = *told;
                out.append(injury);
            }
        }
    }
    closeGoalEntry(int(context.sentences.size()));
    timeDeedsCountedFromComingOn(context, out);
    return out;
}

} // namespace Touchline
