#include "mentionfinder.h"

#include "capitalisationevidence.h"
#include "contraction.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "namestarts.h"
#include "scorecheck.h"
#include "wordhashes.h"
#include "wordtable.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string_view>
#include <type_traits>
#include <vector>

namespace Touchline {

namespace {

// Stop words that are also common surnames: kept after a first name ("Christopher Long", "Jake Little", "Nicky Best").
bool isStopwordSurname(QStringView word)
{
    // Asked of name words: length and first letter rule out nearly all before a string is compared.
    if ((word.size() != 4 && word.size() != 6) || ((word.front().unicode() | 0x20) != u'l' && (word.front().unicode() | 0x20) != u'b'))
        return false;
    return word.compare(QLatin1String("long"), Qt::CaseInsensitive) == 0 || word.compare(QLatin1String("little"), Qt::CaseInsensitive) == 0
        || word.compare(QLatin1String("best"), Qt::CaseInsensitive) == 0;
}

// Characters [from, to) of the report. The offsets come from the tokenizer: QStringView::mid's
// checks, asked for every word, are not needed.
Q_ALWAYS_INLINE QStringView slice(const QString &text, int from, int to)
{
    return QStringView(text.constData() + from, to - from);
}
Q_ALWAYS_INLINE QStringView textOf(const ExtractionContext &context, int token) // a call costs more than it does
{
    const Token &t = context.tokens.at(token);
    return slice(context.text, t.start, t.end);
}

// "Mr", "Mrs", "Ms", "Dr": a title before a name, in any case.
bool isHonorific(QStringView word)
{
    static const QLatin1StringView titles[] = {QLatin1StringView("mr"), QLatin1StringView("mrs"), QLatin1StringView("ms"), QLatin1StringView("dr")};
    return word.size() <= 3 && std::ranges::any_of(titles, [&](QLatin1StringView title) { return word.compare(title, Qt::CaseInsensitive) == 0; });
}

// The word lists of the name scan, as bits of one table: the scan looks each word up once and keeps
// the answer (Scan::classes) for every question about it.
enum WordClass : quint8 {
    ClubWord = 1,       ///< ends a club's name: "Ashford Rovers"
    VenueWord = 2,      ///< ends a ground's name: "Mill Lane"
    Month = 4,          ///< also a surname: "Solly March"
    ManagerWord = 8,    ///< "boss X"
    RefereeWord = 16,   ///< "referee X"
    SideWord = 32,      ///< "X's side"
    RoleModifier = 64,  ///< between a role word and the name: "the new manager X", "interim boss X"
    SideFiller = 128,   ///< between a possessive and its side word: "X's young side"
};

// The word lists by folded word, and those of ASCII letters again in a WordTable for a look-up by
// a token's hash (WordHashes).
struct WordClassTables {
    StringTable<quint8> byFold;
    WordTable letterWords;
    WordFilter letterFilter; // the hashes of letterWords: most words are on no list, and a bit tells

    WordClassTables()
    {
        const auto add = [this](WordClass wordClass, std::initializer_list<QStringView> words) {
            for (const QStringView word : words) {
                byFold[word] |= wordClass;
                if (isLowerAsciiWord(toU16View(word))) {
                    letterWords.add(toU16View(word), wordClass);
                    letterFilter.add(WordTable::hashOf(toU16View(word)));
                }
            }
        };
        add(ClubWord, {u"city", u"united", u"rovers", u"town", u"athletic", u"albion", u"wanderers", u"fc", u"afc", u"county",
                       u"rangers", u"hotspur", u"academical", u"thistle", u"argyle", u"orient", u"alexandra", u"borough", u"villa",
                       u"wednesday", u"palace", u"forest", u"stanley", u"dynamo", u"sporting", u"olympic", u"olympique", u"calcio",
                       u"harriers", u"celtic", u"athletico", u"atletico", u"sc", u"cf", u"ac", u"bk", u"if", u"ff", u"sv", u"vfb",
                       u"fk", u"nk", u"dons", u"swifts", u"vale", u"union", u"university", u"college", u"ik", u"sk", u"spor", u"ffc",
                       u"gif"});
        add(VenueWord, {u"park", u"stadium", u"arena", u"ground", u"lane", u"road", u"stadion", u"estadio", u"stade", u"meadow",
                        u"meadows", u"showground", u"showgrounds", u"oval"});
        add(Month, {u"march", u"may", u"june", u"august", u"april", u"january"});
        add(ManagerWord, {u"manager", u"boss", u"coach", u"gaffer", u"head coach", u"managers", u"bosses", u"coaches", u"chief",
                          u"supremo", u"tactician", u"counterpart", u"manageress", u"trainer", u"trainers"});
        add(RefereeWord, {u"referee", u"ref", u"linesman", u"official", u"referees", u"officials", u"whistler", u"var",
                          u"assistants", u"avar", u"lineswoman", u"umpire"});
        add(SideWord, {u"side", u"men", u"team", u"charges", u"troops", u"squad", u"outfit", u"players", u"tenure", u"reign",
                       u"regime"});
        add(RoleModifier, {u"the", u"new", u"former", u"interim", u"caretaker", u"assistant", u"fourth", u"head", u"video",
                           u"ex", u"rival", u"opposite", u"opposing", u"under fire", u"beleaguered", u"veteran"});
        add(SideFiller, {u"'s", u"s", u"young", u"new", u"injury", u"hit", u"depleted", u"struggling"});
    }
};
const WordClassTables &wordClassTables()
{
    static const WordClassTables tables;
    return tables;
}

quint8 wordClasses(QStringView folded)
{
    const quint8 *found = wordClassTables().byFold.find(folded);
    return found ? *found : 0;
}

// Words that put a player before his name: "Substitute Ciaran Vale", "Eastfield keeper Max Lindgren". Folded: a
// hyphen is a space ("centre half").
// Asked only beside names no list knows (addShapeCues()): a table of its own, off the scan's hot lists.
bool isPlayerRoleWord(QStringView folded)
{
    static const StringTable<quint8> words = [] {
        StringTable<quint8> table;
        for (const QStringView word : {u"substitute", u"sub", u"replacement", u"midfielder", u"striker", u"forward", u"defender",
                                       u"winger", u"goalkeeper", u"keeper", u"captain", u"skipper", u"full back", u"wing back",
                                       u"centre back", u"centre half", u"right back", u"left back", u"playmaker", u"frontman",
                                       u"youngster", u"teenager", u"debutant", u"loanee", u"goalscorer", u"scorer"})
            table.insert(word, 1);
        return table;
    }();
    return words.contains(folded);
}

// Words that link a clause or a phrase: an apposition's words are none of them ("Smith, the subject of a VAR check").
bool isLinkingWord(QStringView folded)
{
    static const StringTable<quint8> words = [] {
        StringTable<quint8> table;
        for (const QStringView word : {u"of", u"for", u"who", u"whom", u"whose", u"which", u"that", u"to", u"in", u"on", u"at", u"with",
                                       u"by", u"from", u"and", u"but", u"or", u"as", u"after", u"before", u"than", u"into", u"against"})
            table.insert(word, 1);
        return table;
    }();
    return words.contains(folded);
}

// Adds each word of a list of one meaning to a word table.
template <typename Table>
void addWords(Table &table, std::initializer_list<std::u16string_view> words, WordTable::Mask mask)
{
    for (const std::u16string_view word : words)
        table.add(word, mask);
}

// A table of words that are simply present.
WordTable wordTableOf(std::initializer_list<std::u16string_view> words)
{
    WordTable table;
    addWords(table, words, 1);
    return table;
}

// Verbs of showing a card and the card's words, of ASCII letters (WordTable): "Leveson shows him a second
// yellow", "Okafor brandished the red card". Only a referee shows cards.
enum CardShowing : WordTable::Mask { NoCardShowing = 0, CardVerb = 1, CardWord = 2 };
const FilteredWordTable &cardShowingWords()
{
    static const FilteredWordTable table = [] {
        FilteredWordTable words;
        addWords(words, {u"shows", u"showed", u"brandishes", u"brandished", u"flashes", u"flashed", u"produces", u"produced"}, CardVerb);
        addWords(words, {u"yellow", u"red", u"card", u"cards", u"booking"}, CardWord);
        return words;
    }();
    return table;
}

// What a word after a name tells of one who makes a change ("Ugarte tried everything, introducing Prieto for Osorio"):
// only a manager brings a player on. Words of ASCII letters (FilteredWordTable): asked after most names, most miss.
enum ChangeWord : WordTable::Mask { NoChangeWord = 0, ChangeFiller = 1, BringsWithOn = 2, Introduces = 3, ReplacesWith = 4 };
const FilteredWordTable &changeWords()
{
    static const FilteredWordTable table = [] {
        FilteredWordTable words;
        addWords(words, {u"had", u"has", u"to", u"then", u"already", u"quickly", u"immediately", u"duly", u"finally", u"eventually",
                         u"tried", u"everything", u"responded", u"reacted", u"by", u"soon", u"later"}, ChangeFiller);
        addWords(words, {u"brought", u"sent", u"threw", u"bring", u"send", u"throw", u"bringing", u"sending", u"throwing", u"brings", u"sends",
                         u"throws"}, BringsWithOn);
        addWords(words, {u"introduced", u"introducing", u"introduces", u"introduce", u"inserted", u"inserting", u"inserts", u"insert"}, Introduces);
        addWords(words, {u"replace", u"replaced", u"replacing", u"replaces"}, ReplacesWith);
        return words;
    }();
    return table;
}

// Words that open a ground's name: "Estadio de Arrigorri", "Stade des Tilleuls", "Stadio Comunale".
const WordTable &venuePrefixes()
{
    static const WordTable table = wordTableOf({u"estadio", u"stade", u"stadio", u"stadion", u"campo", u"estadi"});
    return table;
}

// Words that open a club's name where its language puts them first: "Esporte Clube Serra Dourada", "Associação
// Atlética Porto Bonito", "Club Atlético Valmora", "Real Castelnuovo".
const WordTable &clubOpenings()
{
    static const WordTable table = wordTableOf({u"esporte", u"associacao", u"sociedade", u"clube", u"club", u"deportivo", u"atletico",
                                                u"gremio", u"sporting", u"racing", u"real", u"olympique", u"dinamo", u"dynamo",
                                                u"sportivo", u"associazione", u"unione", u"societa", u"virtus",
                                                u"eintracht", u"borussia", u"fortuna", u"alemannia", u"arminia", u"viktoria", u"germania",
                                                u"wacker", u"hansa", u"sportfreunde"});
    return table;
}

// Club abbreviations written before the name (MentionFinder::isClubPrefix).
const WordTable &clubPrefixes()
{
    static const WordTable table = wordTableOf({u"fc", u"afc", u"sv", u"sc", u"cf", u"ac", u"bk", u"fk", u"nk", u"sk", u"tsv", u"vfb", u"vfl",
                                                u"kv", u"rc", u"cd", u"ud", u"sd", u"if", u"ff", u"tsg", u"fsv", u"spvgg", u"sf", u"sg", u"ssv", u"vfr",
                                                u"ik", u"aik", u"ffc", u"sbv", u"bv", u"vv", u"gif", u"ofk", u"as", u"ca", u"cs",
                                                // Belgian ("KFC Heidebeek", "RFC Meuse-Ardennes"), Greek ("AO Kyklades"), Portuguese ("GD Ribeira")
                                                // and Welsh ("CPD Tregarn", Clwb Pêl-droed)
                                                u"kfc", u"rfc", u"kvc", u"krc", u"rsc", u"ksv", u"kaa", u"kvk", u"kas", u"ao", u"gd", u"ad", u"cpd"});
    return table;
}

// "Women" or "Ladies", as a women's side's name ends.
bool isWomensSideWord(const ExtractionContext &context, int token)
{
    const Token &t = context.tokens.at(token);
    if (t.length() != 5 && t.length() != 6)
        return false;
    const QStringView word = textOf(context, token);
    return word.compare(u"Women", Qt::CaseInsensitive) == 0 || word.compare(u"Ladies", Qt::CaseInsensitive) == 0;
}

// Whether the token is the "U" of an age group, two digits glued after it ("U18s", "U21"); a plural's "s" may follow.
bool isAgeGroupAt(const ExtractionContext &context, int token, int sentenceEnd)
{
    const Token &u = context.tokens.at(token);
    if (u.length() != 1 || context.text.at(u.start) != u'U' || token + 1 >= sentenceEnd)
        return false;
    const Token &digits = context.tokens.at(token + 1);
    return digits.kind == Token::Kind::Number && digits.length() == 2 && digits.start == u.end;
}

// Whether the words from `token` read "is booked", "was replaced", ...: what is done to a player, which keeps a lone
// word opening the sentence a name ("Vasseur is booked at the 52nd minute") though the report never writes it
// mid-sentence.
bool opensAPassiveOfPlay(const ExtractionContext &context, int token, int sentenceEnd)
{
    if (token + 1 >= sentenceEnd)
        return false;
    const QStringView auxiliary = textOf(context, token);
    if (auxiliary != u"is" && auxiliary != u"was")
        return false;
    static const std::array<QLatin1StringView, 9> participles = {QLatin1String("booked"), QLatin1String("cautioned"), QLatin1String("shown"),
        QLatin1String("sent"), QLatin1String("dismissed"), QLatin1String("replaced"), QLatin1String("substituted"), QLatin1String("withdrawn"),
        QLatin1String("fouled")};
    const QStringView participle = textOf(context, token + 1);
    if (!std::ranges::any_of(participles, [&](QLatin1StringView p) { return participle == p; }))
        return false;
    // "is shown a yellow card", "was sent off", not "Score is shown home-away".
    if (participle != u"shown" && participle != u"sent")
        return true;
    const QStringView next = token + 2 < sentenceEnd ? textOf(context, token + 2) : QStringView();
    return participle == u"sent" ? next == u"off"
                                 : next == u"a" || next == u"the" || next == u"red" || next == u"yellow" || next == u"his" || next == u"her";
}

// Whether the token may be a competitionHeads() word, by its first letter: most names' last words may not, and are
// passed without a look-up.
Q_ALWAYS_INLINE bool mayHeadCompetition(const ExtractionContext &context, int token)
{
    const char16_t initial = context.text.at(context.tokens.at(token).start).unicode() | 0x20;
    return initial == u'l' || initial == u'c' || initial == u't' || initial == u's' || initial == u'p' || initial == u'd';
}

// The last words of a competition's name: "Vantage Bet League", "Southern Cross Cup", "Kestrel Insurance Championship".
const WordTable &competitionHeads()
{
    static const WordTable table = wordTableOf({u"league", u"cup", u"trophy", u"shield", u"premiership", u"championship",
                                                u"division", u"conference", u"pokal", u"liga", u"ligue"});
    return table;
}

bool isPunctAt(const ExtractionContext &context, int token, char16_t c)
{
    const Token &t = context.tokens.at(token);
    return t.kind == Token::Kind::Punct && context.text.at(t.start) == QChar(c);
}

bool isNumberAt(const ExtractionContext &context, int token)
{
    return context.tokens.at(token).kind == Token::Kind::Number;
}

// Where the handle, tag or link the token is glued into ends ("@SkySports", "#ThreeLions",
// "t.co/K83lQ3EhuI" of an embedded post), or the token itself when it stands in none: their capitals
// are no name's. Asked of capitalised words only; most have a space before them and are answered at once.
int endOfHandleOrLink(const ExtractionContext &context, int token, int sentenceEnd)
{
    const Tokens &tokens = context.tokens;
    if (tokens.at(token).is(Token::SpaceBefore))
        return token;
    // A slash marks a link only with a host's dot or a scheme's colon before it: "Mbatha/Quayle" in a fan's list of
    // changes is two names.
    bool marked = false;
    bool slash = false;
    bool host = false;
    for (int k = token - 1; k >= 0 && !marked; --k) {
        const Token &before = tokens.at(k);
        if (before.kind == Token::Kind::Punct) {
            const QChar c = context.text.at(before.start);
            marked = c == u'@' || c == u'#';
            slash = slash || c == u'/';
            host = host || c == u'.' || c == u':';
        }
        if (before.is(Token::SpaceBefore))
            break;
    }
    marked = marked || (slash && host);
    if (!marked)
        return token;
    int end = token + 1;
    while (end < sentenceEnd && !tokens.at(end).is(Token::SpaceBefore))
        ++end;
    return end;
}

// Whether a colon comes before the token in its sentence: a box line ("Goals: Mahrez 4, Ake 84",
// "Arsenal (3-5-2): ... Willock (Ceballos); ..."), whose numbers and brackets are no score and no club.
// Asked only of the few names a score or a bracket stands beside.
bool followsColon(const ExtractionContext &context, const Sentence &sentence, int token)
{
    for (int k = sentence.firstToken; k < token; ++k) {
        if (isPunctAt(context, k, u':'))
            return true;
    }
    return false;
}

// "Northbridge 2-1 Eastfield": a headline's scoreline between two names.
bool isScorelineBetween(const ExtractionContext &context, const RawMention &home, const RawMention &away)
{
    const int gap = home.endToken;
    return away.firstToken == gap + 3 && isNumberAt(context, gap) && isNumberAt(context, gap + 2)
        && (isPunctAt(context, gap + 1, u'-') || isPunctAt(context, gap + 1, u'\u2013'));
}

// "Goal! Northbridge 1, Eastfield 0.": live commentary's score, each name followed by its goals. The
// pair must stand alone: a longer list of names and numbers (ratings, scorers) is no score.
bool isCommentaryScore(const ExtractionContext &context, const RawMention &home, const RawMention &away, const Sentence &sentence)
{
    const int gap = home.endToken;
    if (away.firstToken != gap + 2 || !isNumberAt(context, gap) || !isPunctAt(context, gap + 1, u','))
        return false;
    const int after = away.endToken;
    if (after >= sentence.endToken || !isNumberAt(context, after))
        return false;
    // The score ends the sentence ("..., Eastfield 1."), and is not a rating ("Vydra 5.5").
    const bool endsThere = after + 1 == sentence.endToken
        || (context.tokens.at(after + 1).is(Token::SentenceMark) && (after + 2 >= sentence.endToken || !isNumberAt(context, after + 2)));
    // Nor does a number come just before the pair: "Stephens 6, Wood 7, Vydra 5".
    const int before = home.firstToken - 1;
    const bool listGoesOn = before > sentence.firstToken && isNumberAt(context, before - 1);
    return endsThere && !listGoesOn && !followsColon(context, sentence, home.firstToken);
}

// "Ravensholt Wanderers 2 Port Seraph 1: Wolny's save turns the tide": a line opening with two names, each
// followed by its goals, then the line's end or a colon. At the line's start only: ratings ("Naess 7 Harlow 6")
// run on after a dash.
bool isHeadlineScore(const ExtractionContext &context, const RawMention &home, const RawMention &away, const Sentence &sentence)
{
    const int gap = home.endToken;
    const int after = away.endToken;
    if (home.firstToken != sentence.firstToken || !context.tokens.at(home.firstToken).is(Token::LineStart) || away.firstToken != gap + 1
        || !isNumberAt(context, gap) || after >= context.tokens.size() || !isNumberAt(context, after))
        return false;
    int end = after + 1;
    // "Oxley Heath 2 Bramcote Priory 2 (after extra time; Bramcote won 4-3 on penalties)": a bracket may close the line.
    if (end < sentence.endToken && isPunctAt(context, end, u'(')) {
        while (end < sentence.endToken && !isPunctAt(context, end, u')'))
            ++end;
        if (end == sentence.endToken)
            return false;
        ++end;
    }
    return end == context.tokens.size() || context.tokens.at(end).is(Token::LineStart) || isPunctAt(context, end, u':');
}

// "Buffaloes", "Heroes", "Bees": a plural in "es", which a lone word after "the" may not be taken for ("the Jones
// brothers"), a two-word nickname's last word may ("The Thunder Buffaloes").
bool isPluralInEs(QStringView word)
{
    return word.size() > 4 && word.endsWith(QLatin1String("es")) && !word.endsWith(QLatin1String("'s"));
}

// "Ciaran Vale (Northbridge)": a player, then his club in brackets, as live commentary writes them. Not
// in a line-up, where brackets hold substitutes: "Willock (Ceballos); Saka (Bellerin 87)"; nor a full name
// no list or word makes a club, an assist's: "Diego Salcedo (Kofi Mensah-Arthur) 45+2'".
bool isBracketedAfter(const ExtractionContext &context, const RawMention &person, const RawMention &club, const Sentence &sentence)
{
    // "Okonkwo (Lindqvist) 23'": a minute after the bracket makes it a goal's assist, as scoring summaries write them.
    const bool minuteAfter = club.endToken + 1 < sentence.endToken && isNumberAt(context, club.endToken + 1);
    return club.firstToken == person.endToken + 1 && (club.endToken - club.firstToken == 1 || club.type != EntityType::Player) && isPunctAt(context, person.endToken, u'(') && club.endToken < sentence.endToken
        && isPunctAt(context, club.endToken, u')') && !minuteAfter && !followsColon(context, sentence, person.firstToken);
}

// Box labels whose names are officials or managers: "Referee: X", "Manager: X".
quint8 cueFromLabel(QStringView label)
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

// What one find() call knows of the report: each word's folded text, lexicon lists and word classes,
// worked out on first use and kept for the sentence being scanned (every question stays inside it).
// Its buffers are reused, so the scan makes no string per word. A word of ASCII letters (most are) is
// looked up by the hash WordHashes has for it, without a fold.
class MentionFinder::Scan
{
public:
    // `kept`: where the folded names of the mentions found are copied, to outlive the scan.
    Scan(const ExtractionContext &scanned, const WordHashes &hashes, TextArena &kept, const Lexicon &lexicon)
        : context(scanned)
        , m_hashes(hashes)
        , m_kept(kept)
        , m_lexicon(lexicon)
        , m_known(wordsClearedInLine)
    {
    }

    /// Sets the mention's folded text to a copy of foldSpan(firstToken, endToken) that outlives the scan.
    /// Words of letters one space apart (most names) fold to their lower case, written straight into the
    /// copy (setting bit 5 lowers an ASCII letter and keeps a space); their last word is the last token's,
    /// whose size is noted for the resolver (RawMention::lastWordSize) when WordHashes hashed it.
    void keepFolded(RawMention &mention)
    {
        const int first = mention.firstToken;
        const int end = mention.endToken;
        bool asWritten = context.tokens.at(first).is(Token::AsciiLetters);
        for (int token = first + 1; asWritten && token < end; ++token)
            asWritten = isLettersAfterSpace(token);
        if (!asWritten) {
            mention.folded = m_kept.add(foldSpan(first, end));
            return;
        }
        mention.folded = m_kept.addLowerAsciiLetters(slice(context.text, context.tokens.at(first).start, context.tokens.at(end - 1).end));
        if (hasHash(end - 1))
            mention.lastWordSize = quint16(context.tokens.at(end - 1).length());
    }

    void beginSentence(const Sentence &sentence)
    {
        m_sentence = &sentence;
        m_label.reset();
        m_sentenceStart = sentence.firstToken;
        const std::size_t words = std::size_t(sentence.endToken - sentence.firstToken);
        if (m_wordRoom < words) {
            // A word is read only once known (m_known), so new room is left unset and none of the last
            // sentence's words is kept (a vector's growth zeroed and moved them, a call per growth).
            m_wordRoom = std::max(words, 2 * m_wordRoom);
            m_words = std::make_unique_for_overwrite<Word[]>(m_wordRoom);
            m_known.resize(std::max(m_wordRoom, wordsClearedInLine)); // wordsClearedInLine from the start
        }
        // Nothing known. Most sentences are cleared by a memset of fixed size, a few stores in line, where
        // one of the sentence's size (of whole Words) was a call with branches on the size, per sentence.
        if (words <= wordsClearedInLine)
            std::memset(m_known.data(), 0, wordsClearedInLine);
        else
            std::memset(m_known.data(), 0, words);
        m_folds.clear();
        // Room for every word of the sentence folded ("ß" folds to two): the views handed out stay valid.
        m_folds.reserve(2 * sentence.span.length());
    }

    /// Whether the token is a word of ASCII letters with a hash (WordHashes::has, told by the hash, as
    /// no hash is 0): letters() and hash() look it up in the word lists' WordTables.
    bool hasHash(int token) const { return m_hashes.hashes()[token] != 0; }
    /// The first token of the sentence being scanned: the words asked about lie from it on.
    int sentenceStart() const { return m_sentenceStart; }
    std::u16string_view letters(int token) const { return toU16View(textOf(context, token)); }
    std::size_t hash(int token) const { return m_hashes.at(token); }

    /// The token's text folded (Gazetteer::fold); valid until the next sentence begins.
    QStringView folded(int token)
    {
        Word &word = wordAt(token);
        quint8 &known = knownAt(token);
        if (!(known & Word::Folded)) {
            const qsizetype start = m_folds.start();
            if (context.tokens.at(token).is(Token::AsciiLetters))
                m_folds.appendLetters(textOf(context, token));
            else
                m_folds.append(textOf(context, token));
            word.foldStart = int(start);
            word.foldEnd = int(m_folds.size());
            known |= Word::Folded | (m_folds.pendingSpace() ? Word::PendingSpace : 0);
        }
        return m_folds.slice(word.foldStart, word.foldEnd);
    }
    /// A line-up box label opening the sentence ("Referee: Anthony Taylor", "Subs not used: ..."):
    /// the token of its colon (one of the first five), or -1, and the cue for the names after it.
    struct Label {
        int colon = -1;
        quint8 cue = RawMention::NoCue;
    };
    const Label &label()
    {
        if (m_label)
            return *m_label;
        const Tokens &tokens = context.tokens;
        Label &label = m_label.emplace(Label{}); // not emplace(): Clang 14 finds Label not yet default-constructible
        const int lineStart = m_sentence->firstToken;
        for (int k = lineStart; k < m_sentence->endToken && k < lineStart + 5; ++k) {
            if (tokens.at(k).kind == Token::Kind::Punct && context.text.at(tokens.at(k).start) == QLatin1Char(':')) {
                keys.clear();
                keys.append(slice(context.text, tokens.at(lineStart).start, tokens.at(k).start));
                label = {k, cueFromLabel(keys.current())};
                break;
            }
        }
        return label;
    }

    /// Whether the token is a word or number after one separator: a key growing by it grows by a
    /// space and the token's fold.
    bool followsOneSpace(int token) const
    {
        const Token &t = context.tokens.at(token);
        return t.kind != Token::Kind::Punct && isOneSeparator(context.tokens.at(token - 1).end, t.start);
    }
    /// Whether the token is a number of ASCII digits (QChar::isDigit knows others), its own fold.
    bool isAsciiNumber(int token) const
    {
        const Token &t = context.tokens.at(token);
        const QStringView digits = slice(context.text, t.start, t.end);
        return t.kind == Token::Kind::Number && std::all_of(digits.begin(), digits.end(), [](QChar c) { return c.unicode() < 128; });
    }
    /// Whether the token is a word of ASCII letters one ' ' after the token before: words of letters
    /// so written are their own fold, but for the case (Gazetteer::nameOfLetters()).
    bool isLettersAfterSpace(int token) const
    {
        const Token &t = context.tokens.at(token);
        const int gapStart = context.tokens.at(token - 1).end;
        return t.is(Token::AsciiLetters) && t.start == gapStart + 1 && context.text.at(gapStart) == QLatin1Char(' ');
    }
    /// Tokens [first, end) folded with the text between them, for keys that grow word by word: the
    /// previous call returned the key for [first, end - 1). Valid until keys is used again.
    QStringView growKey(int first, int end)
    {
        if (end == first + 1)
            return folded(first); // copied into the key buffer only once the key grows
        if (end == first + 2) {
            keys.clear();
            appendToKey(first, first);
        }
        appendToKey(first, end - 1);
        return keys.current();
    }
    /// The lexicon lists the token's folded text is on (Lexicon::Kind bits).
    // Forced in line: asked of most candidate words, and a call each cost more than it spared.
    Q_ALWAYS_INLINE quint8 lexiconKinds(int token)
    {
        Word &word = wordAt(token);
        if (quint8 &known = knownAt(token); !(known & Word::LexiconKinds)) {
            if (isOffList(token, [this](std::size_t hash) { return m_lexicon.mayHoldLetters(hash); })) {
                word.lexiconKinds = 0; // on no list
                known |= Word::LexiconKinds;
            } else {
                lookUpLexiconKinds(token, word);
            }
        }
        return word.lexiconKinds;
    }
    bool isStopwordOrDemonym(int token) { return lexiconKinds(token) & (Lexicon::Stopword | Lexicon::Demonym); }
    /// The scan's lists the token's folded text is on (WordClass bits): asked once for a word that
    /// several lists are tried on.
    quint8 classes(int token)
    {
        Word &word = wordAt(token);
        if (quint8 &known = knownAt(token); !(known & Word::Classes)) {
            if (isOffList(token, [this](std::size_t hash) { return m_classes.letterFilter.mayHold(hash); })) {
                word.classes = 0; // on no list
                known |= Word::Classes;
            } else {
                lookUpClasses(token, word);
            }
        }
        return word.classes;
    }
    /// Whether the token's folded text is on the scan's list `wordClass`.
    bool is(int token, WordClass wordClass) { return classes(token) & wordClass; }
    /// Tokens [first, end) folded with the text between them; valid until keys is used again.
    QStringView foldSpan(int first, int end)
    {
        if (end == first + 1)
            return folded(first);
        keys.clear();
        for (int token = first; token < end; ++token)
            appendToKey(first, token);
        return keys.current();
    }

    const ExtractionContext &context;
    FoldBuffer keys; ///< spans of several words being folded for a lookup

private:
    // What is known of a word, its Known bits in m_known: all zeros before the sentence asks anything of
    // it (beginSentence() clears them), the fields only once their bit is set.
    struct Word {
        enum Known : quint8 {
            Folded = 1,       ///< foldStart and foldEnd hold the fold
            PendingSpace = 2, ///< the fold's FoldBuffer::pendingSpace()
            LexiconKinds = 4, ///< lexiconKinds is set
            Classes = 8,      ///< classes is set
        };
        int foldStart; ///< the fold, in m_folds (offsets: views of it are made when asked)
        int foldEnd;
        quint8 lexiconKinds; ///< Lexicon::Kind bits
        quint8 classes;      ///< WordClass bits
    };
    static_assert(std::is_trivially_copyable_v<Word>);
    /// Whether the token is a word of letters whose hash a list's filter (`mayHold`) turns down: most
    /// words asked about are on no list, which this tells in line, without the look-up's call.
    template <typename MayHold>
    bool isOffList(int token, MayHold &&mayHold) const
    {
        const std::size_t hash = m_hashes.hashes()[token]; // 0 when the token has none
        return hash && !mayHold(hash);
    }
    // Out of line: the answers are mostly known already, and the look-ups would swell every caller
    // (not cold: that would build them for size, with calls for the small accessors).
    Q_NEVER_INLINE void lookUpLexiconKinds(int token, Word &word)
    {
        word.lexiconKinds = hasHash(token) ? m_lexicon.kindsOfLetters(letters(token), hash(token)) : m_lexicon.kinds(folded(token));
        knownAt(token) |= Word::LexiconKinds;
    }
    Q_NEVER_INLINE void lookUpClasses(int token, Word &word)
    {
        word.classes = hasHash(token) ? quint8(m_classes.letterWords.findLetters(letters(token), hash(token))) : wordClasses(folded(token));
        knownAt(token) |= Word::Classes;
    }
    /// Whether the text in [from, to) is one separator.
    bool isOneSeparator(int from, int to) const { return to == from + 1 && FoldBuffer::isSeparator(context.text.at(from)); }
    /// Appends token `token` of a key beginning at `first` to the key buffer: the text since the
    /// previous token folded, then the token's fold (the scan's: no word is folded twice).
    void appendToKey(int first, int token)
    {
        bool spaceBefore = false; // the common gap, one separator, acts as the token's own leading one
        if (token > first) {
            const int gapStart = context.tokens.at(token - 1).end;
            const int gapEnd = context.tokens.at(token).start;
            spaceBefore = isOneSeparator(gapStart, gapEnd);
            if (!spaceBefore && gapEnd > gapStart)
                keys.append(slice(context.text, gapStart, gapEnd));
        }
        const QStringView fold = folded(token);
        const bool leadingSpace = spaceBefore || FoldBuffer::isSeparator(context.text.at(context.tokens.at(token).start));
        keys.appendFolded(fold, leadingSpace, knownAt(token) & Word::PendingSpace);
    }
    Word &wordAt(int token)
    {
        Q_ASSERT(token >= m_sentenceStart && token < m_sentence->endToken);
        return m_words[std::size_t(token - m_sentenceStart)];
    }
    quint8 &knownAt(int token)
    {
        Q_ASSERT(token >= m_sentenceStart && token < m_sentence->endToken);
        return m_known[std::size_t(token - m_sentenceStart)];
    }

    const WordHashes &m_hashes;
    const WordClassTables &m_classes = wordClassTables();
    TextArena &m_kept;
    const Lexicon &m_lexicon;
    const Sentence *m_sentence = nullptr;
    std::optional<Label> m_label; ///< the sentence's, once asked
    std::unique_ptr<Word[]> m_words; ///< the current sentence's tokens (its first words: the room only grows)
    std::size_t m_wordRoom = 0;      ///< of m_words
    std::vector<quint8> m_known;  ///< their Word::Known bits, wordsClearedInLine at least
    static constexpr std::size_t wordsClearedInLine = 64;
    int m_sentenceStart = 0;
    FoldBuffer m_folds;
};

MentionFinder::MentionFinder(const Gazetteer &gazetteer, const Lexicon &lexicon)
    : m_gazetteer(gazetteer)
    , m_lexicon(lexicon)
{
}

namespace {

// Whether the token at `dash` is a hyphen or dash between two numbers, touching both: a score's "3-2".
bool isScoreDash(const ExtractionContext &context, int dash)
{
    const Tokens &tokens = context.tokens;
    if (dash <= 0 || dash + 1 >= tokens.size())
        return false;
    const Token &mark = tokens.at(dash);
    const char16_t c = context.text.at(mark.start).unicode();
    return mark.kind == Token::Kind::Punct && (c == u'-' || c == u'\u2013') && tokens.at(dash - 1).kind == Token::Kind::Number
        && tokens.at(dash + 1).kind == Token::Kind::Number && tokens.at(dash - 1).end == mark.start && mark.end == tokens.at(dash + 1).start;
}

} // namespace

bool MentionFinder::isClubOpening(QStringView folded)
{
    static const WordTable joining = wordTableOf({u"atletica", u"esportiva", u"futebol", u"de", u"do", u"da", u"del", u"sport"});
    const std::u16string_view word = toU16View(folded);
    const std::size_t hash = WordTable::hashOf(word);
    return clubOpenings().find(word, hash) != 0 || joining.find(word, hash) != 0;
}

bool MentionFinder::isNicknamePlural(QStringView word)
{
    if (word.endsWith(QLatin1String("'s")) || word.endsWith(u"\u2019s"))
        return false;
    if (word.endsWith(QLatin1String("men")))
        return word.size() > 4;
    return word.size() > 4 && word.endsWith(u's') && !word.endsWith(QLatin1String("ss")) && !word.endsWith(QLatin1String("us"))
        && !word.endsWith(QLatin1String("is")) && !word.endsWith(QLatin1String("es"));
}

// "FC Rheinstadt 04", "SV Eichenau", "VfL Osterholz", "CD Almendral".
bool MentionFinder::isClubPrefix(QStringView folded)
{
    const std::u16string_view word = toU16View(folded);
    return isLowerAsciiWord(word) && clubPrefixes().find(word, WordTable::hashOf(word)) != 0;
}

bool MentionFinder::mayStartGazetteerName(const Scan &scan, int token) const
{
    const Token &first = scan.context.tokens.at(token);
    if (first.kind == Token::Kind::Punct || (first.kind == Token::Kind::Word && !first.is(Token::Capitalised)))
        return false;
    // Most capitalised words start no name: a miss of the first word costs neither a fold nor a hash.
    if (const std::size_t hash = scan.hash(token)) // 0: no hash (WordHashes::hashes())
        return m_gazetteer.mayHoldLetters(hash);
    // Nor do most numbers (minutes, scores), nor the second number of a score: "a 3-2 Bundesliga win" holds no "2 Bundesliga".
    return first.kind != Token::Kind::Number
        || (m_gazetteer.mayStartWithNumber(textOf(scan.context, token)) && !isScoreDash(scan.context, token - 1));
}

int MentionFinder::matchGazetteer(Scan &scan, int token, int sentenceEnd, RawMention &mention) const
{
    const ExtractionContext &context = scan.context;
    const Tokens &tokens = context.tokens;
    const Token &first = tokens.at(token);
    Q_ASSERT(mayStartGazetteerName(scan, token));
    // Words of letters one space apart ("West Brom", "1860 Munich": digits are their own lower case)
    // are looked up as written, by the hash of their lower case, with no key folded; from the first
    // other token on, the keys are folded.
    bool asWritten = scan.hasHash(token) || scan.isAsciiNumber(token);
    int bestEnd = 0;
    const Gazetteer::Name *best = nullptr;
    for (int end = token + 1; end <= sentenceEnd && end - token <= m_gazetteer.longestNameWords() + 2; ++end) {
        const Token &last = tokens.at(end - 1);
        if (end - 1 > token && last.start - tokens.at(end - 2).end > 1)
            break; // names never span more than one space
        // A word of letters after one space that follows the first word in no name: the key it
        // makes is no name and no prefix.
        if (end - 1 > token && scan.hasHash(end - 1) && scan.followsOneSpace(end - 1)
            && !m_gazetteer.mayHoldLaterLetters(scan.hash(end - 1)))
            break;
        // Likewise punctuation that folds to itself (ASCII, no separator) and is in no name: "Leicester,".
        if (last.kind == Token::Kind::Punct) {
            const char16_t c = context.text.at(last.start).unicode();
            if (c < 128 && !FoldBuffer::isSeparator(QChar(c)) && !m_gazetteer.namesHoldAscii(c))
                break;
        }
        const Gazetteer::Name *name;
        if (asWritten && (end == token + 1 || scan.isLettersAfterSpace(end - 1))) {
            const QStringView words = slice(context.text, first.start, last.end);
            const std::size_t hash = end == token + 1 && scan.hasHash(token) ? scan.hash(token)
                                                                             : WordTable::hashOfLetters(words.utf16(), std::size_t(words.size()));
            name = m_gazetteer.nameOfLetters(words, hash);
        } else {
            // The key so far was never folded when it was written as it is.
            name = m_gazetteer.name(asWritten ? scan.foldSpan(token, end) : scan.growKey(token, end));
            asWritten = false;
        }
        // A name must end on a capitalised word or a number ("Brighton and Hove Albion", "1860 Munich"), a
        // number that is no score's first ("a Bundesliga 2-1 win" holds no "Bundesliga 2").
        if (name && name->entry >= 0 && last.kind != Token::Kind::Punct
            && ((last.kind == Token::Kind::Number && !isScoreDash(context, end)) || last.is(Token::Capitalised))) {
            bestEnd = end;
            best = name;
        }
        if (last.is(Token::Possessive) || !name || !name->isPrefix)
            break;
    }
    if (!bestEnd)
        return 0;
    // "Eintracht Wellbach": a club's opening word that the gazetteer knows alone (Eintracht Frankfurt's short
    // form) opens another club when a capitalised word follows it; the name run then takes both words.
    if (bestEnd == token + 1 && bestEnd < sentenceEnd && best->type() == EntityType::Team) {
        const Token &next = tokens.at(bestEnd);
        if (next.kind == Token::Kind::Word && next.is(Token::Capitalised) && next.start == first.end + 1) {
            const std::u16string_view word = toU16View(best->folded);
            if (clubOpenings().find(word, WordTable::hashOf(word)) != 0)
                return 0;
        }
    }
    // A lone all-caps or sentence-initial common word is not a name ("Well, ..." is no Motherwell).
    mention.firstToken = token;
    mention.endToken = bestEnd;
    mention.span = {first.start, tokens.at(bestEnd - 1).end};
    mention.folded = best->folded; // the key that matched
    // The reading the gazetteer chose for the name: its matches and entries are not read here.
    mention.gazetteerEntry = best->entry;
    mention.ambiguous = best->ambiguous;
    mention.type = best->type();
    return bestEnd - token;
}

Q_ALWAYS_INLINE int MentionFinder::matchPlace(Scan &scan, int token, int sentenceEnd) const
{
    const quint8 kinds = scan.lexiconKinds(token);
    if (scan.hasHash(token) && !(kinds & Lexicon::PlacePrefix)) {
        // A word of letters that opens no longer place: the keys below grow from it by a space, which
        // ends the scan before a look-up, or by the character after it, which no entry has after these
        // letters unless they are a GluedPrefix. So the word alone decides, without folding a key.
        const qsizetype after = scan.context.tokens.at(token).end;
        const QString &text = scan.context.text;
        const char16_t next = after < text.size() ? text.at(after).unicode() : u' ';
        // Told with bit operations, not branches: the characters after names vary too much to predict.
        const bool asciiNonLetter = (next < 128) & !isAsciiLetter(next);
        if (FoldBuffer::isSeparator(QChar(next)) | (asciiNonLetter & !(kinds & Lexicon::GluedPrefix)))
            return kinds & Lexicon::Place ? 1 : 0;
    }
    return matchGrownPlace(scan, token, sentenceEnd, kinds);
}

Q_NEVER_INLINE int MentionFinder::matchGrownPlace(Scan &scan, int token, int sentenceEnd, quint8 kinds) const
{
    int found = 0;
    qsizetype keyLength = scan.folded(token).size();
    for (int end = token + 1;;) {
        if (kinds & Lexicon::Place)
            found = end - token;
        if (++end > sentenceEnd || end - token > m_lexicon.longestPlaceWords())
            break;
        // Keys only grow: past a word boundary that no place name crosses, none can match (seen
        // before folding the next word when one space comes before it).
        const bool crossesPrefix = !(kinds & Lexicon::PlacePrefix);
        if (crossesPrefix && scan.followsOneSpace(end - 1))
            break;
        const QStringView key = scan.growKey(token, end);
        if (key.size() == keyLength)
            continue; // nothing folded in ("-"): the same key
        if (crossesPrefix && key.at(keyLength) == QLatin1Char(' '))
            break;
        kinds = m_lexicon.kinds(key);
        keyLength = key.size();
    }
    return found;
}

namespace {

// A compound opened by an acronym in capitals, "VAR-disallowed", "UEFA-sanctioned": a word, no name (a name's capitals
// are its first letter's, "McAllister", or all of them, "JJ").
bool isAcronymCompound(const ExtractionContext &context, const Token &t)
{
    const QChar *units = context.text.constData() + t.start;
    if (t.length() < 5 || !units[1].isUpper())
        return false;
    for (qsizetype k = 2; k + 1 < t.length(); ++k) {
        if (units[k] == u'-')
            return units[k + 1].isLower();
    }
    return false;
}

// A word ending in an origin's "-born", "-based", "-bred" or "-raised": "Danish-born", "Lisbon-based".
bool isOriginCompound(QStringView word)
{
    // By the hyphen's place first: nearly every name has none there.
    const qsizetype n = word.size();
    for (const std::u16string_view tail : {std::u16string_view(u"born"), std::u16string_view(u"bred"), std::u16string_view(u"based"), std::u16string_view(u"raised")}) {
        const qsizetype k = qsizetype(tail.size());
        if (n > k + 1 && word[n - k - 1] == u'-' && word.last(k) == QStringView(tail))
            return true;
    }
    return false;
}

} // namespace

int MentionFinder::matchName(Scan &scan, int token, int sentenceEnd, RawMention &mention) const
{
    const ExtractionContext &context = scan.context;
    const Tokens &tokens = context.tokens;
    int end = token;
    while (end < sentenceEnd) {
        const Token &t = tokens.at(end);
        if (t.kind != Token::Kind::Word)
            break;
        if (end > token && t.start - tokens.at(end - 1).end != 1)
            break;
        const bool capitalised = t.is(Token::Capitalised) && !t.is(Token::AllCaps) && !isAcronymCompound(context, t);
        const bool particle = !capitalised && end + 1 < sentenceEnd && isNameParticle(textOf(context, end))
            && (tokens.at(end + 1).is(Token::Capitalised) || isNameParticle(textOf(context, end + 1)));
        // A club's abbreviation in capitals after its name ends it: "Kaga Raichō FC", "Valdemoro CF".
        if (!capitalised && !particle && end > token && t.is(Token::AllCaps) && scan.hasHash(end)
            && clubPrefixes().findLetters(scan.letters(end), scan.hash(end))) {
            ++end;
            break;
        }
        if (!capitalised && !particle)
            break;
        ++end;
        if (t.is(Token::Possessive))
            break;
    }
    // Drop leading and trailing words that are not name parts: "Manager Slaven Bilic", "Vardy Goal".
    int first = token;
    while (first < end && scan.isStopwordOrDemonym(first))
        ++first;
    // A position's letter before a full name in a line-up, "D Luis Arbeláez", "M Jonah Feltner", is no initial (an
    // initial stands before a surname alone, "J Smith").
    if (end - first >= 3 && tokens.at(first).length() == 1)
        ++first;
    int last = end;
    while (last > first) {
        // A month after a first name is a surname ("Solly March"), unless a date follows ("March 2020").
        const bool surnameMonth = last - 1 > first && scan.is(last - 1, Month)
            && (tokens.at(last - 1).is(Token::Possessive) || !(last < sentenceEnd && tokens.at(last).kind == Token::Kind::Number));
        // So is a capitalised "Long", "Little" or "Best" after one ("Christopher Long", "Shane Long").
        const bool surnameWord = last - 1 > first && tokens.at(last - 1).is(Token::Capitalised) && isStopwordSurname(textOf(context, last - 1));
        // (A capitalised word is no particle: the list's are in lower case.)
        if (surnameMonth || surnameWord
            || (!scan.isStopwordOrDemonym(last - 1) && (tokens.at(last - 1).is(Token::Capitalised) || !isNameParticle(textOf(context, last - 1)))))
            break;
        --last;
    }
    if (last <= first)
        return std::max(1, end - token);
    // A word before a demonym that is its start, "Costa Rican", "Sierra Leonean": no name.
    if (last == first + 1 && last < end && (scan.lexiconKinds(last) & Lexicon::Demonym)
        && m_lexicon.isDemonym(QStringView(context.text).mid(tokens.at(first).start, tokens.at(last).end - tokens.at(first).start).toString().toLower()))
        return end - token;
    // "the Danish-born striker", "a Lisbon-based agent": an origin, no name.
    if (last == first + 1 && isOriginCompound(textOf(context, first)))
        return end - token;
    // Anything but words in between (a stop word inside) splits the name: keep the part before it.
    for (int k = first + 1; k < last; ++k) {
        if (tokens.at(k).is(Token::Capitalised) && isStopwordSurname(textOf(context, k)))
            continue;
        if (scan.is(k, Month) && (tokens.at(k).is(Token::Possessive) || !(k + 1 < sentenceEnd && tokens.at(k + 1).kind == Token::Kind::Number)))
            continue;
        if ((scan.lexiconKinds(k) & Lexicon::Stopword) && !isNameParticle(textOf(context, k))) {
            last = k;
            break;
        }
    }
    // A line-up printed without a colon, its goalkeeper straight after the club: "Castlebridge United Lisle;
    // Hargreaves, Toner, ...". The club's name ends at its club word; the keeper is read next.
    if (last == end && end < sentenceEnd && last - first >= 3 && tokens.at(first).is(Token::LineStart) && isPunctAt(context, end, u';')) {
        for (int k = last - 2; k > first; --k) {
            if (scan.classes(k) & ClubWord) {
                mention.firstToken = first;
                mention.endToken = k + 1;
                mention.span = {tokens.at(first).start, tokens.at(k).end};
                mention.type = EntityType::Team;
                scan.keepFolded(mention);
                return k + 1 - token;
            }
        }
    }
    // A women's side keeps the word the trim above left out: "Aldermoor City Women", "Ostley Ladies".
    const bool womensSide = last >= end - 1 && end - first >= 2 && !tokens.at(end - 1).is(Token::Possessive) && isWomensSideWord(context, end - 1)
        && !(scan.lexiconKinds(end - 2) & Lexicon::Stopword);
    if (womensSide)
        last = end;
    // So does a ground whose last word is a common one: "Lanyard Stadium", "Copse Ground" (not "the Stadium" alone).
    const bool groundWord = !womensSide && last == end - 1 && last > first && tokens.at(end - 1).is(Token::Capitalised)
        && !tokens.at(end - 2).is(Token::Possessive) && scan.is(end - 1, VenueWord) && !(scan.lexiconKinds(end - 2) & Lexicon::Stopword);
    if (groundWord)
        last = end;
    // A competition no list knows, named by its last word (a stop word the trim above left out): "Vantage Bet League".
    // Asked only where its last words may end one, or after a possessive ("Aurora Women's League").
    const bool mayNameCompetition = mayHeadCompetition(context, end - 1) || (end - 2 >= first && mayHeadCompetition(context, end - 2))
        || tokens.at(end - 1).is(Token::Possessive);
    if (const Span competition = mayNameCompetition ? competitionName(scan, token, first, end, sentenceEnd) : Span{}; competition.end > 0) {
        mention.firstToken = competition.start;
        mention.endToken = competition.end;
        mention.span = {tokens.at(competition.start).start, tokens.at(competition.end - 1).end};
        mention.type = EntityType::Competition;
        scan.keepFolded(mention);
        return competition.end - token;
    }
    // A club named after its abbreviation, written in capitals ("FC Rheinstadt", as the scan above reads no word in
    // capitals) or not ("VfL Osterholz"); a year's two digits after it are its name's too ("FC Rheinstadt 04").
    bool clubPrefix = false;
    const Token &firstToken = tokens.at(first);
    if (first == token && first > 0 && !firstToken.is(Token::SentenceStart) && !firstToken.is(Token::LineStart)) {
        const Token &before = tokens.at(first - 1);
        clubPrefix = before.kind == Token::Kind::Word && before.is(Token::AllCaps) && firstToken.start - before.end == 1 && scan.hasHash(first - 1)
            && clubPrefixes().findLetters(scan.letters(first - 1), scan.hash(first - 1));
        first -= clubPrefix ? 1 : 0;
    }
    // Written in mixed case, an abbreviation ends in a capital: "VfL", "VfB" (few first names do).
    const Token &opening = tokens.at(first);
    clubPrefix = clubPrefix
        || (last - first >= 2 && opening.length() == 3 && QChar::isUpper(context.text.at(opening.end - 1).unicode()) && scan.hasHash(first)
            && clubPrefixes().findLetters(scan.letters(first), scan.hash(first)));
    if (clubPrefix && last == end && end < sentenceEnd) {
        const Token &after = tokens.at(end);
        if (after.kind == Token::Kind::Number && after.length() == 2 && context.text.at(after.start) == u'0' && after.start - tokens.at(end - 1).end == 1)
            last = ++end;
    }
    // An age group's side keeps its group, a capital U glued to two digits: "Castlebrook United U18s", "Athletic U21".
    const bool ageGroup = last == end && last - first >= 2 && isAgeGroupAt(context, end - 1, sentenceEnd);
    if (ageGroup)
        last = end = end + (end + 1 < sentenceEnd && tokens.at(end + 1).kind == Token::Kind::Word && tokens.at(end + 1).start == tokens.at(end).end ? 2 : 1);
    mention.firstToken = first;
    mention.endToken = last;
    mention.span = {tokens.at(first).start, tokens.at(last - 1).end};
    mention.type = clubPrefix || womensSide || ageGroup ? EntityType::Team : EntityType::Player;
    // A club the gazetteer does not know still names itself: "Harbour City", "Ashford Rovers", "Jeunesse FC".
    // ... and so does a ground: "Quayside Park", "Mill Lane", "Holm Park".
    if (last - first >= 2) {
        const quint8 lastClasses = scan.classes(last - 1);
        // Turkish clubs glue "spor" to their last word: "Antalya Körfezspor".
        if ((lastClasses & ClubWord) || (tokens.at(last - 1).length() > 6 && scan.folded(last - 1).endsWith(u"spor")))
            mention.type = EntityType::Team;
        if (lastClasses & VenueWord)
            mention.type = EntityType::Venue;
        // Asked only of a first word of a prefix's length and first letter: most names open otherwise. A word with
        // letters beyond ASCII ("Estádio", "Associação") is folded first.
        const char16_t initial = context.text.at(opening.start).unicode();
        const auto opensWith = [&](const WordTable &table) {
            if (scan.hasHash(first))
                return table.findLetters(scan.letters(first), scan.hash(first)) != 0;
            const QStringView folded = scan.folded(first);
            return table.find(toU16View(folded), WordTable::hashOf(toU16View(folded))) != 0;
        };
        if (opening.length() >= 5 && opening.length() <= 7 && (initial == u'E' || initial == u'S' || initial == u'C') && opensWith(venuePrefixes()))
            mention.type = EntityType::Venue;
        else if (mention.type == EntityType::Player && opening.length() >= 4 && opening.length() <= 12 && opensWith(clubOpenings()))
            mention.type = EntityType::Team;
    }
    // A ground called by one word after "at the": "at the Ropewalk", "at the Nest" (not a side's nickname, "at the Foxes").
    const auto isWordAt = [&](int t, std::u16string_view word) {
        const Token &at = tokens.at(t);
        if (at.length() != qsizetype(word.size()))
            return false;
        for (qsizetype k = 0; k < at.length(); ++k) {
            if ((context.text.at(at.start + k).unicode() | 0x20) != word[std::size_t(k)])
                return false;
        }
        return true;
    };
    if (last - first == 1 && mention.type == EntityType::Player && first >= 2 && isWordAt(first - 1, u"the") && isWordAt(first - 2, u"at")
        && (context.text.at(opening.end - 1).unicode() | 0x20) != u's')
        mention.type = EntityType::Venue;
    // Contractions are no names: "I’ve", "We’ll" (a word of letters holds no apostrophe).
    if (last - first == 1 && !tokens.at(first).is(Token::AsciiLetters) && endsInContraction(textOf(context, first)))
        return -(end - token);
    // A place: consumed, no mention. One word's lists are known; words one space apart make a place
    // only if the first opens one (PlacePrefix), which a word of letters tells without a fold.
    const bool place = last - first == 1 ? scan.lexiconKinds(first) & Lexicon::Place
        : scan.hasHash(first) && !(scan.lexiconKinds(first) & Lexicon::PlacePrefix) ? false
                                                                                     : m_lexicon.isPlace(scan.foldSpan(first, last));
    if (place)
        return -(end - token);
    scan.keepFolded(mention);
    // Role cues from the dropped leading words ("Manager Slaven Bilic", "Referee Andrew Dallas").
    for (int k = token; k < first; ++k) {
        const quint8 classes = scan.classes(k);
        if (classes & ManagerWord)
            mention.roleCues |= RawMention::ManagerCue;
        else if (classes & RefereeWord)
            mention.roleCues |= RawMention::RefereeCue;
    }
    return end - token;
}

MentionFinder::Span MentionFinder::competitionName(Scan &scan, int token, int first, int end, int sentenceEnd)
{
    const ExtractionContext &context = scan.context;
    const Tokens &tokens = context.tokens;
    // "Aurora Women's League": the name goes on past the possessive that ended the capitalised words.
    const auto isGendered = [&](int k) {
        if (!tokens.at(k).is(Token::Possessive) || (tokens.at(k).length() != 5 && tokens.at(k).length() != 3))
            return false;
        const QStringView word = textOf(context, k);
        return word.compare(u"Women", Qt::CaseInsensitive) == 0 || word.compare(u"Men", Qt::CaseInsensitive) == 0;
    };
    int runEnd = end;
    if (runEnd > first && isGendered(runEnd - 1)) {
        // The possessive's "'s" lies between its token and the next.
        while (runEnd < sentenceEnd && tokens.at(runEnd).kind == Token::Kind::Word && tokens.at(runEnd).is(Token::Capitalised)
               && tokens.at(runEnd).start - tokens.at(runEnd - 1).end <= (runEnd == end ? 3 : 1) && !tokens.at(runEnd).is(Token::Possessive))
            ++runEnd;
    }
    const auto isHead = [&](int k) { return mayHeadCompetition(context, k) && scan.hasHash(k) && competitionHeads().findLetters(scan.letters(k), scan.hash(k)); };
    // The name's last word, or the one before a rank ("Coastal League One"): asked of those two only, as most names
    // are people's.
    int head = -1;
    for (int k = runEnd - 1; k >= std::max(first, runEnd - 2) && head < 0; --k) {
        if (tokens.at(k).is(Token::Capitalised) && isHead(k))
            head = k;
    }
    if (head < 0)
        return {};
    // The words the trim left out are the name's too, up to a determiner or preposition: "the Continental Shield",
    // "the Great Prairie Conference".
    static const WordTable leadingWords = wordTableOf({u"the", u"a", u"an", u"in", u"on", u"at", u"for", u"of", u"and", u"to", u"by", u"from",
                                                       u"with", u"as", u"this", u"that", u"these", u"those", u"his", u"her", u"their",
                                                       u"its", u"our", u"both", u"each", u"every", u"all", u"no", u"another", u"last",
                                                       u"next", u"after", u"before", u"into", u"but", u"or", u"if", u"when", u"while"});
    int start = first;
    while (start > token && !(scan.hasHash(start - 1) && leadingWords.findLetters(scan.letters(start - 1), scan.hash(start - 1))))
        --start;
    // ... and the capitalised stop words the scan passed one at a time before calling this: "the Continental Shield".
    while (start == token && start > scan.sentenceStart()) {
        const Token &before = tokens.at(start - 1);
        if (before.kind != Token::Kind::Word || !before.is(Token::Capitalised) || before.is(Token::AllCaps) || before.is(Token::Possessive)
            || tokens.at(start).start - before.end != 1 || !scan.isStopwordOrDemonym(start - 1)
            || (scan.hasHash(start - 1) && leadingWords.findLetters(scan.letters(start - 1), scan.hash(start - 1))))
            break;
        --start;
        --token;
    }
    // A name of its own before the last word, after any club's word but the last: "a first United Premier League start"
    // names the Premier League (but "the Union Trophy" is one).
    bool named = false;
    for (int k = start; k < head; ++k) {
        if ((scan.classes(k) & ClubWord) && k < head - 1) {
            start = k + 1;
            named = false;
            continue;
        }
        named = named || (!isGendered(k) && !isHead(k));
    }
    if (!named)
        return {};
    int nameEnd = head + 1;
    // "Coastal League One", "A-League Men", "Pro League 1".
    static const WordTable ranks = wordTableOf({u"one", u"two", u"three", u"men", u"women"});
    if (nameEnd < runEnd && scan.hasHash(nameEnd) && ranks.findLetters(scan.letters(nameEnd), scan.hash(nameEnd)))
        ++nameEnd;
    else if (nameEnd == runEnd && nameEnd < sentenceEnd && tokens.at(nameEnd).kind == Token::Kind::Number && tokens.at(nameEnd).length() == 1
             && tokens.at(nameEnd).start - tokens.at(head).end == 1)
        ++nameEnd;
    return {start, nameEnd};
}

void MentionFinder::addRoleCues(Scan &scan, RawMention &mention, int sentenceStart, int sentenceEnd) const
{
    const ExtractionContext &context = scan.context;
    const Tokens &tokens = context.tokens;
    // Line-up box labels at the start of the line decide alone: "Referee: Anthony Taylor", "Subs not
    // used: ..." (the words around such a name are not looked at).
    if (mention.firstToken > sentenceStart) {
        const Scan::Label &label = scan.label();
        // Not past a rating and its dash: "Referee: Philip Crane 5 – ... too lenient with Keel" labels Crane alone.
        const auto pastARating = [&] {
            for (int k = label.colon + 2; k < mention.firstToken; ++k) {
                if (tokens.at(k - 1).kind == Token::Kind::Number && tokens.at(k).kind == Token::Kind::Punct
                    && QStringView(u"-\u2013\u2014").contains(context.text.at(tokens.at(k).start)))
                    return true;
            }
            return false;
        };
        if (label.colon >= 0 && label.colon < mention.firstToken && label.cue && !pastARating()) {
            mention.roleCues = label.cue;
            mention.inLineup = true;
            return;
        }
    }
    // Up to three words before: "Leicester boss Brendan Rodgers", "referee Chris Kavanagh", "head coach X".
    int reach = mention.firstToken - 3;
    for (int k = mention.firstToken - 1; k >= sentenceStart && k >= reach; --k) {
        const Token &t = tokens.at(k);
        // "Referee Mr. Alan Thwaite": the honorific's full stop is no break between role and name.
        if (t.kind == Token::Kind::Punct && context.text.at(t.start) == u'.' && k > sentenceStart && isHonorific(textOf(context, k - 1)))
            continue;
        // "video assistant referee (VAR) Murat Sezgin": the role's abbreviation in brackets between.
        if (k == mention.firstToken - 1 && k - 2 > sentenceStart && t.kind == Token::Kind::Punct && context.text.at(t.start) == u')'
            && tokens.at(k - 1).is(Token::AllCaps) && tokens.at(k - 2).kind == Token::Kind::Punct && context.text.at(tokens.at(k - 2).start) == u'(') {
            k -= 2;
            reach -= 3;
            continue;
        }
        if (t.kind != Token::Kind::Word)
            break;
        const quint8 classes = scan.classes(k);
        if (classes & ManagerWord) {
            mention.roleCues |= RawMention::ManagerCue;
            break;
        }
        if (classes & RefereeWord) {
            mention.roleCues |= RawMention::RefereeCue;
            break;
        }
        if (t.is(Token::Capitalised))
            continue; // "Leicester boss": the team name may sit between
        if (!(classes & RoleModifier))
            break;
    }
    // "the men of Yannick Le Bihan", "the charges of X": a side named by its manager, as translations put it.
    const auto isOf = [&](int token) {
        const Token &t = tokens.at(token);
        return t.length() == 2 && context.text.at(t.start) == u'o' && context.text.at(t.start + 1) == u'f';
    };
    if (const int of = mention.firstToken - 1; of - 2 >= sentenceStart && isOf(of) && tokens.at(of - 1).kind == Token::Kind::Word
        && (scan.classes(of - 1) & SideWord) && textOf(context, of - 2).compare(u"the", Qt::CaseInsensitive) == 0) {
        // "the team of Thanasis Liakos", as translations from the Greek put it.
        static const QLatin1StringView peopleWords[] = {QLatin1StringView("men"), QLatin1StringView("charges"), QLatin1StringView("troops"),
                                                        QLatin1StringView("team")};
        if (std::ranges::any_of(peopleWords, [&](QLatin1StringView word) { return textOf(context, of - 1) == word; }))
            mention.roleCues |= RawMention::ManagerCue;
    }
    if (!(mention.roleCues & (RawMention::ManagerCue | RawMention::RefereeCue)))
        mention.roleCues |= appositiveRoleCue(scan, mention, sentenceStart, sentenceEnd);
    // After: "Rodgers's side", "Southgate's men".
    const int next = mention.endToken;
    // "Leveson shows him a second yellow": the card within four words of the verb right after the name.
    const auto cardShowingAt = [&](int k) {
        return scan.hasHash(k) ? CardShowing(cardShowingWords().findLetters(scan.letters(k), scan.hash(k))) : NoCardShowing;
    };
    // The verbs open with one of four letters, in lower case: asked of most names, the letter tells most words apart.
    const auto mayShowCards = [&](const Token &verb) {
        const char16_t c = context.text.at(verb.start).unicode();
        return verb.kind == Token::Kind::Word && (c == u's' || c == u'b' || c == u'f' || c == u'p');
    };
    if (next < sentenceEnd && mayShowCards(tokens.at(next)) && !tokens.at(next - 1).is(Token::Possessive) && cardShowingAt(next) == CardVerb) {
        for (int k = next + 1; k < sentenceEnd && k <= next + 4 && tokens.at(k).kind == Token::Kind::Word; ++k) {
            if (cardShowingAt(k) == CardWord) {
                mention.roleCues |= RawMention::RefereeCue;
                break;
            }
        }
    }
    if (next < sentenceEnd && !tokens.at(next - 1).is(Token::Possessive) && makesAChange(scan, next, sentenceEnd))
        mention.roleCues |= RawMention::ManagerCue;
    if (next < sentenceEnd && tokens.at(next - 1).is(Token::Possessive)) {
        for (int k = next; k < sentenceEnd && k < next + 4; ++k) {
            if (tokens.at(k).kind != Token::Kind::Word)
                continue;
            const quint8 classes = scan.classes(k);
            if (classes & SideWord) {
                mention.roleCues |= RawMention::ManagerCue;
                break;
            }
            if (!(classes & SideFiller) && !tokens.at(k).is(Token::Capitalised))
                break;
        }
    }
}

// Whether the words from token `from` tell the name before them bringing a player on: "Ferrandis had to replace him
// with Sendra", "Kühnert brought on Jovičić", "Ugarte tried everything, introducing Prieto". Not "X was brought on"
// (no filler is "was"), nor "X replaced Y" (a replacement names "with" one).
bool MentionFinder::makesAChange(Scan &scan, int from, int sentenceEnd)
{
    const Tokens &tokens = scan.context.tokens;
    for (int k = from; k < sentenceEnd && k < from + 5; ++k) {
        if (tokens.at(k).kind == Token::Kind::Punct) {
            if (textOf(scan.context, k) != u",")
                return false;
            continue;
        }
        const ChangeWord word = scan.hasHash(k) ? ChangeWord(changeWords().findLetters(scan.letters(k), scan.hash(k))) : NoChangeWord;
        if (word == NoChangeWord)
            return false;
        // A name after "on" or "with": "with Owen Tully sent on in his place" is the one sent on, "replaced Whitlam with
        // 20 minutes left" a player's change.
        const auto nameAt = [&](int token) { return token < sentenceEnd && tokens.at(token).is(Token::Capitalised); };
        // Who introduced someone: "Marsh introduced Tully", "introduced the youngster"; not the one introduced, "Dwyer,
        // introduced in the 63rd minute, struck".
        if (word == Introduces) {
            static const std::array<std::u16string_view, 8> objects = {u"the", u"a", u"an", u"his", u"her", u"their", u"fresh", u"another"};
            const auto isObjectWord = [&](int token) {
                const QStringView text = textOf(scan.context, token);
                return std::any_of(objects.begin(), objects.end(), [&](std::u16string_view w) { return text == QStringView(w.data(), qsizetype(w.size())); });
            };
            return nameAt(k + 1) || (k + 1 < sentenceEnd && isObjectWord(k + 1));
        }
        if (word == BringsWithOn)
            return k + 1 < sentenceEnd && textOf(scan.context, k + 1) == u"on" && nameAt(k + 2);
        if (word == ReplacesWith) {
            for (int w = k + 1; w < sentenceEnd && w <= k + 5; ++w) {
                if (textOf(scan.context, w) == u"with")
                    return nameAt(w + 1);
            }
            return false;
        }
    }
    return false;
}

quint8 MentionFinder::appositiveRoleCue(Scan &scan, const RawMention &mention, int sentenceStart, int sentenceEnd)
{
    const ExtractionContext &context = scan.context;
    const Tokens &tokens = context.tokens;
    const auto roleOf = [&](int token) -> quint8 {
        if (tokens.at(token).kind != Token::Kind::Word || tokens.at(token).is(Token::Possessive))
            return RawMention::NoCue;
        const quint8 classes = scan.classes(token);
        return classes & ManagerWord ? RawMention::ManagerCue : classes & RefereeWord ? RawMention::RefereeCue : RawMention::NoCue;
    };
    const int after = mention.endToken;
    // "the referee, Íñigo Larrabeiti Sáez of the Basque committee,": where he comes from closes the name too.
    const bool closedAfter = after >= sentenceEnd || isPunctAt(context, after, u',') || tokens.at(after).is(Token::SentenceMark)
        || textOf(context, after) == u"of";
    // Before, closed by a comma after the name too: "the video assistant referee, Martin Coyle, checked"; an honorific
    // may open the name: "the referee, Mr Paul Grindrod, produced a second yellow".
    int comma = mention.firstToken - 1;
    if (comma - 1 >= sentenceStart) { // the token's kind and length first: asked of every name
        const Token &before = tokens.at(comma);
        if (before.kind == Token::Kind::Punct ? isPunctAt(context, comma, u'.') && isHonorific(textOf(context, comma - 1))
                                              : before.kind == Token::Kind::Word && before.length() <= 4 && isHonorific(textOf(context, comma)))
            comma -= before.kind == Token::Kind::Punct ? 2 : 1;
    }
    if (closedAfter && comma - 1 >= sentenceStart && isPunctAt(context, comma, u','))
        if (const quint8 cue = roleOf(comma - 1))
            return cue;
    // After: "Declan Farrow, the Caldermoor manager,", "Howard Pellew, an otherwise unfussy referee". The words
    // between are names and modifiers, no function word: not "Smith, the subject of a VAR check".
    if (after + 2 >= sentenceEnd || !isPunctAt(context, after, u','))
        return RawMention::NoCue;
    // "the", "a", "an", "their": told apart by their letters, lower-cased by bit 5 (a call a comparison cost more).
    const QStringView article = textOf(context, after + 1);
    const auto letter = [&](qsizetype i) { return char16_t(article.at(i).unicode() | 0x20); };
    const bool isArticle = (article.size() == 1 && letter(0) == u'a') || (article.size() == 2 && letter(0) == u'a' && letter(1) == u'n')
        || (article.size() == 3 && letter(0) == u't' && letter(1) == u'h' && letter(2) == u'e')
        || (article.size() == 5 && letter(0) == u't' && letter(1) == u'h' && letter(2) == u'e' && letter(3) == u'i' && letter(4) == u'r');
    if (!isArticle)
        return RawMention::NoCue;
    for (int k = after + 2; k < sentenceEnd && k <= after + 5 && tokens.at(k).kind == Token::Kind::Word; ++k) {
        if (const quint8 cue = roleOf(k))
            return cue;
        if (isPlayerRoleWord(scan.folded(k)) || isLinkingWord(scan.folded(k)))
            break;
    }
    return RawMention::NoCue;
}

bool MentionFinder::isFollowedByAPlayersRole(Scan &scan, int after, int sentenceEnd)
{
    const ExtractionContext &context = scan.context;
    if (after + 2 >= sentenceEnd || !isPunctAt(context, after, u','))
        return false;
    const QStringView opener = textOf(context, after + 1);
    if (opener != u"their" && opener != u"the" && opener != u"our" && opener != u"his" && opener != u"her" && opener != u"a" && opener != u"an")
        return false;
    // A few words of description, "a" and "of" among them ("lump of a"), but no clause: "Smith, the subject of a VAR check".
    for (int k = after + 2; k < sentenceEnd && k <= after + 7 && context.tokens.at(k).kind == Token::Kind::Word; ++k) {
        const QStringView folded = scan.folded(k);
        if (isPlayerRoleWord(folded))
            return k + 1 < sentenceEnd && isPunctAt(context, k + 1, u',');
        if (folded != u"of" && folded != u"a" && isLinkingWord(folded))
            return false;
    }
    return false;
}

namespace {

bool isPluralVerb(QStringView word)
{
    return word == u"were" || word == u"are" || word == u"have";
}

// "and", "&", "or", ",", "both": a word that pairs the name after it with another.
bool isPairingWord(QStringView word)
{
    return word == u"and" || word == u"&" || word == u"or" || word == u"," || word == u"both" || word == u"nor";
}

} // namespace

void MentionFinder::addShapeCues(Scan &scan, RawMention *names, std::size_t count, const Sentence &sentence) const
{
    const ExtractionContext &context = scan.context;
    const Tokens &tokens = context.tokens;
    for (std::size_t i = 0; i < count; ++i) {
        RawMention &name = names[i];
        // "Substitute Ciaran Vale": a club's or a ground's word ends the name ("Vale", "Park"), a player's
        // role opens it.
        const int wordBefore = name.firstToken - 1;
        const bool namedByLastWord = name.type == EntityType::Team || name.type == EntityType::Venue;
        if (namedByLastWord && name.gazetteerEntry < 0 && wordBefore >= sentence.firstToken
            && tokens.at(wordBefore).kind == Token::Kind::Word && isPlayerRoleWord(scan.folded(wordBefore)))
            name.shapeCues |= RawMention::PersonShape;
        // "the Friars' most dangerous weapon", "handed the Kilnmen a win": a plural name after "the", in mid-sentence, is a
        // side's nickname; no person is named so. So is a two-word one, opening the sentence too: "The Thunder
        // Buffaloes punished that let-off".
        const int words = name.endToken - name.firstToken;
        // "the" told by its letters: asked before every unlisted name, a string comparison cost more.
        const auto isThe = [&](int token) {
            const Token &the = tokens.at(token);
            const QChar *letters = context.text.constData() + the.start;
            return the.length() == 3 && (letters[0] == u't' || (words == 2 && letters[0] == u'T')) && letters[1] == u'h' && letters[2] == u'e';
        };
        // "the visiting Rock Pythons": a side's word may stand after "the".
        const auto isSidesWord = [&](int token) {
            const QStringView word = context.tokenText(token);
            return word == u"visiting" || word == u"travelling" || word == u"touring";
        };
        const int the = name.gazetteerEntry < 0 && (words == 1 || words == 2) && wordBefore > sentence.firstToken && isSidesWord(wordBefore) ? wordBefore - 1
                                                                                                                                           : wordBefore;
        if (name.gazetteerEntry < 0 && (words == 1 || words == 2) && the >= sentence.firstToken && (words == 2 || the > sentence.firstToken)
            && isThe(the)
            && (isNicknamePlural(context.tokenText(name.endToken - 1)) || (words == 2 && isPluralInEs(context.tokenText(name.endToken - 1)))))
            name.shapeCues |= RawMention::ClubShape;
        // "Heath were the better side", "Heath have now gone five games without a win", "Riverina Thunder have jumped into
        // the top six": a name of one word, or of two opening the sentence, before a plural verb is a side's (a person's is
        // "was", "has"); not one of a pair ("Ode and Whitlam were", "Patel and Vale centre-half Femi Adebayo were").
        if (name.gazetteerEntry < 0 && (words == 1 || (words == 2 && name.firstToken == sentence.firstToken)) && name.endToken < sentence.endToken && (tokens.at(name.endToken).length() == 3 || tokens.at(name.endToken).length() == 4)
            && !tokens.at(name.endToken - 1).is(Token::Possessive) && isPluralVerb(context.tokenText(name.endToken))
            && !(wordBefore >= sentence.firstToken && isPairingWord(context.tokenText(wordBefore))))
            name.shapeCues |= RawMention::ClubShape;
        if (i == 0)
            continue;
        RawMention &before = names[i - 1];
        if ((before.gazetteerEntry >= 0 && name.gazetteerEntry >= 0) || tokens.at(before.endToken - 1).is(Token::Possessive))
            continue; // both known, or "Northbridge's 2-1 win": nothing to learn
        if (isScorelineBetween(context, before, name) || isCommentaryScore(context, before, name, sentence)
            || isHeadlineScore(context, before, name, sentence)
            || (before.firstToken == sentence.firstToken && name.firstToken == before.endToken + 1
                && ScoreCheck::dashedPairScoreAt(context, sentence, before.firstToken, before.endToken, name.firstToken, name.endToken) >= 0)) {
            before.shapeCues |= RawMention::ClubShape;
            name.shapeCues |= RawMention::ClubShape;
        } else if (isBracketedAfter(context, before, name, sentence)) {
            // After a scoreline's club the brackets hold the scorer: "GOAL! Thornbury 1-0 Wexley (Lusk)".
            const bool afterScoreline = before.shapeCues & RawMention::ClubShape;
            before.shapeCues |= afterScoreline ? 0 : RawMention::PersonShape;
            name.shapeCues |= afterScoreline ? RawMention::PersonShape : RawMention::ClubShape;
        } else if ((before.gazetteerEntry < 0 || before.ambiguous) && name.firstToken == before.endToken + 1 && tokens.at(before.endToken).kind == Token::Kind::Word) {
            // "Northbridge manager Gavin Shore", "Eastfield keeper Max Lindgren".
            const int role = before.endToken;
            if ((scan.classes(role) & ManagerWord) || isPlayerRoleWord(scan.folded(role)))
                before.shapeCues |= RawMention::ClubShape;
        }
    }
}

void MentionFinder::find(ExtractionContext &context) const
{
    const Tokens &tokens = context.tokens;
    // The extractor's hashes of the words; a context made without them (in tests) gets its own.
    std::optional<WordHashes> ownHashes;
    const WordHashes &hashes = context.words ? *context.words : ownHashes.emplace(context.text, tokens);
    Scan scan(context, hashes, context.foldedNames, m_lexicon);
    // Mentions that stand or fall by the capitalisation evidence, decided once the scan is over.
    struct Doubt {
        enum Kind {
            AmbiguousIfInLowerCase,          ///< a gazetteer name that may be a common word ("Well")
            KeptIfCapitalisedMidSentence,    ///< a lone capitalised word opening its sentence or line
            DroppedIfInLowerCase,            ///< a lone word in lower case here (a particle: "van")
        };
        std::size_t mention; ///< its index in `found`
        int question;        ///< its CapitalisationEvidence index
        Kind kind;
    };
    std::vector<Doubt> doubts;
    doubts.reserve(64);
    // Lone words opening a sentence that an apposition names a player's role: names wherever they open one.
    std::vector<QStringView> namedByTheirRole;
    // The mentions found, added to context.mentions once the scan is over and the doubts are settled,
    // those kept only (resolveAmbiguous(); a QList's append is a call per mention). Room for one per
    // eight tokens (reports keep about one per ten): the list seldom grows, which moves every mention.
    std::vector<RawMention> found;
    found.reserve(std::size_t(tokens.size() / 8));
    CapitalisationEvidence evidence;
    // The gazetteer entries some mention names unambiguously (resolveAmbiguous()), marked as the hits
    // are found and their doubts settled, where a pass of its own over the mentions marked them.
    std::vector<char> supported(std::size_t(m_gazetteer.entryCount())); // flags as bytes: no bit arithmetic
    const NameStarts starts(hashes);
    for (int s = 0; s < context.sentences.size() && !context.isCancelled(); ++s) {
        const Sentence &sentence = context.sentences.at(s);
        scan.beginSentence(sentence);
        const std::size_t firstOfSentence = found.size();
        int t = sentence.firstToken;
        while (t < sentence.endToken) {
            // Punctuation and lower-case words start no name, unless a particle opens it ("van de Beek"):
            // most tokens, passed in a loop of their own.
            t = starts.next(t, sentence.endToken);
            if (t == sentence.endToken)
                break;
            RawMention mention;
            mention.sentence = s;
            int length = mayStartGazetteerName(scan, t) ? matchGazetteer(scan, t, sentence.endToken, mention) : 0;
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
                // One ambiguous already needs it anyway: the evidence could change nothing, and is not asked.
                const bool doubted = length == 1 && first.is(Token::SentenceStart) && !mention.ambiguous;
                if (doubted)
                    doubts.push_back({found.size(), evidence.askInLowerCase(textOf(context, t), hashes.hashes()[t]), Doubt::AmbiguousIfInLowerCase});
                // Role cues count only for a person named by their words (RawMention::roleCues): a hit
                // keeps its entry unless ambiguous, now or once the doubt above makes it so.
                if (mention.ambiguous || doubted)
                    addRoleCues(scan, mention, sentence.firstToken, sentence.endToken);
                else
                    supported[std::size_t(mention.gazetteerEntry)] = true; // a doubted hit once its doubt is settled
                found.push_back(std::move(mention));
                t += length;
                continue;
            }
            const Token &token = tokens.at(t);
            // A name may open with lower-case particles: "van de Beek", "de Gea" (a word in lower case that
            // NameStarts gives is one).
            bool particleStart = false;
            if (token.kind == Token::Kind::Word && !token.is(Token::Capitalised)) {
                int k = t + 1;
                while (k < sentence.endToken && tokens.at(k).kind == Token::Kind::Word && !tokens.at(k).is(Token::Capitalised)
                       && isNameParticle(textOf(context, k)))
                    ++k;
                particleStart = k < sentence.endToken && tokens.at(k).is(Token::Capitalised) && !tokens.at(k).is(Token::AllCaps)
                    && tokens.at(k).start - tokens.at(k - 1).end == 1;
            }
            if (!particleStart && (token.kind != Token::Kind::Word || !token.is(Token::Capitalised) || token.is(Token::AllCaps))) {
                ++t;
                continue;
            }
            if (const int linkEnd = endOfHandleOrLink(context, t, sentence.endToken); linkEnd > t) {
                t = linkEnd;
                continue;
            }
            // A capitalised stop word ("The Foxes", "Manager Slaven Bilic") is skipped on its own, so that
            // the gazetteer gets a chance at the next word.
            if (scan.isStopwordOrDemonym(t)) {
                ++t;
                continue;
            }
            if (int place = matchPlace(scan, t, sentence.endToken)) {
                t += place;
                continue;
            }
            int nameLength = matchName(scan, t, sentence.endToken, mention);
            if (nameLength <= 0) {
                t += std::max(1, -nameLength);
                continue;
            }
            t += nameLength;
            if (mention.endToken <= mention.firstToken)
                continue;
            // A home town in brackets, its state after it: "Ashlyn Torres (Boise, Idaho)".
            if (mention.firstToken > sentence.firstToken && isPunctAt(context, mention.firstToken - 1, u'(') && mention.endToken + 2 < sentence.endToken
                && isPunctAt(context, mention.endToken, u',') && matchPlace(scan, mention.endToken + 1, sentence.endToken) > 0)
                continue;
            // A lone word opening its sentence or line is a name only if the report also capitalises it
            // mid-sentence; one in lower case here (a particle left alone when a name is cut at a stop
            // word: "passed to van The Beek") only if the report never writes it in lower case, which
            // it just did unless capitals follow ("iPhone"). Any other lone word is capitalised
            // mid-sentence right here.
            if (mention.endToken - mention.firstToken == 1) {
                const QStringView word = textOf(context, mention.firstToken);
                if (word.size() < 3)
                    continue;
                const Token &first = tokens.at(mention.firstToken);
                if (!(first.is(Token::SentenceStart) || first.is(Token::LineStart)) || opensAPassiveOfPlay(context, mention.endToken, sentence.endToken)) {
                    if (!first.is(Token::Capitalised))
                        doubts.push_back({found.size(), evidence.askInLowerCase(word, hashes.hashes()[mention.firstToken]), Doubt::DroppedIfInLowerCase});
                } else if (isFollowedByAPlayersRole(scan, mention.endToken, sentence.endToken)) {
                    // "Threlfall, their big lump of a centre-half, got booked": a name, here and where else it opens a sentence.
                    namedByTheirRole.push_back(word);
                } else {
                    doubts.push_back({found.size(), evidence.askCapitalisedMidSentence(word, hashes.hashes()[mention.firstToken]), Doubt::KeptIfCapitalisedMidSentence});
                }
            }
            addRoleCues(scan, mention, sentence.firstToken, sentence.endToken);
            found.push_back(std::move(mention));
        }
        addShapeCues(scan, found.data() + firstOfSentence, found.size() - firstOfSentence, sentence);
    }
    std::vector<char> dropped(found.size()); // flags as bytes: no bit arithmetic per mention
    if (!doubts.empty()) {
        evidence.gather(hashes);
        for (const Doubt &doubt : doubts) {
            switch (doubt.kind) {
            case Doubt::AmbiguousIfInLowerCase:
                if (evidence.appearsInLowerCase(doubt.question))
                    found[doubt.mention].ambiguous = true;
                else
                    supported[std::size_t(found[doubt.mention].gazetteerEntry)] = true;
                break;
            case Doubt::KeptIfCapitalisedMidSentence:
                dropped[doubt.mention] = !evidence.isCapitalisedMidSentence(doubt.question)
                    && std::ranges::find(namedByTheirRole, textOf(context, found[doubt.mention].firstToken)) == namedByTheirRole.end();
                break;
            case Doubt::DroppedIfInLowerCase:
                dropped[doubt.mention] = evidence.appearsInLowerCase(doubt.question);
                break;
            }
        }
    }
    resolveAmbiguous(context, found, dropped, supported);
}

// A '~' name ("City", "Blues", "Well") counts only when its entry is named unambiguously elsewhere in
// the report; with several supported readings, the nearest earlier supported mention wins. The
// mentions the capitalisation evidence dropped go too (they name no gazetteer entry). The kept ones
// are moved down in `found`, then copied into context.mentions in one go (their one copy), and
// context.mentionAtToken is written as each is kept (a pass of its own over the mentions, with a detach
// check per token, made it before). Mentions of an earlier find() into the
// same context are decided again, before those found now.
Q_NEVER_INLINE void MentionFinder::resolveAmbiguous(ExtractionContext &context, std::vector<RawMention> &found, std::vector<char> &dropped,
                                                    std::vector<char> &supported) const
{
    if (!context.mentions.isEmpty()) { // seldom: one loop below decides all
        for (const RawMention &mention : std::as_const(context.mentions)) {
            if (mention.gazetteerEntry >= 0 && !mention.ambiguous)
                supported[std::size_t(mention.gazetteerEntry)] = true;
        }
        found.insert(found.begin(), context.mentions.cbegin(), context.mentions.cend());
        dropped.insert(dropped.begin(), std::size_t(context.mentions.size()), false);
        context.mentions.clear();
    }
    RawMention *const mentions = found.data();
    context.mentionAtToken.fill(-1, context.tokens.size());
    int *const mentionAtToken = context.mentionAtToken.data(); // detached once
    std::size_t kept = 0;
    const auto keep = [&](RawMention &mention) {
        // Most names are one or two tokens: their first and last are written straight, and only longer
        // ones loop (a fill's loop mispredicted its count).
        if (const int last = mention.endToken - 1; last >= mention.firstToken) {
            mentionAtToken[mention.firstToken] = int(kept);
            mentionAtToken[last] = int(kept);
            for (int token = mention.firstToken + 1; token < last; ++token)
                mentionAtToken[token] = int(kept);
        }
        if (&mention != mentions + kept)
            mentions[kept] = mention;
        ++kept;
    };
    int lastSupportedTeam = -1;
    // The unsupported ambiguous names kept as people so far ("when Stanley turned in"): one that opens a later
    // sentence ("Stanley sealed the points") is that person too, though its capital there tells nothing.
    QVarLengthArray<QStringView, 4> keptAsPeople;
    for (std::size_t m = 0; m < found.size(); ++m) {
        RawMention &mention = mentions[m];
        if (dropped[m])
            continue;
        // Names by their words and entries named unambiguously are kept alike: only the ambiguous
        // hits (few) branch off, where every mention branched on having an entry.
        if (mention.ambiguous && mention.gazetteerEntry >= 0) {
            int choice = -1;
            if (const Gazetteer::Name *readings = m_gazetteer.name(mention.folded)) {
                for (const Gazetteer::Match &reading : readings->matches) {
                    if (!supported[std::size_t(reading.entry)])
                        continue;
                    if (choice < 0 || reading.entry == lastSupportedTeam)
                        choice = reading.entry;
                }
            }
            if (choice < 0) {
                // Unsupported: a person-looking word stays a possible name ("Stones", "Jordan", "Abbey").
                const Gazetteer::Entry &entry = m_gazetteer.entry(mention.gazetteerEntry);
                const bool opensSentence = context.tokens.at(mention.firstToken).is(Token::SentenceStart);
                const bool nameLike = (!opensSentence || keptAsPeople.contains(mention.folded))
                    && !mention.folded.contains(QLatin1Char(' '))
                    && !(m_lexicon.kinds(mention.folded) & (Lexicon::Stopword | Lexicon::Place | Lexicon::Demonym)); // one look-up
                if (entry.type == EntityType::Manager || entry.type == EntityType::Referee || nameLike) {
                    // "the Moors struck again": another side's nickname (Solihull's) names this one's, as an unlisted
                    // plural after "the" would (see addShapeCues).
                    if (entry.type == EntityType::Team && mention.firstToken > 0 && context.tokenText(mention.firstToken - 1) == u"the"
                        && isNicknamePlural(context.tokenText(mention.endToken - 1)))
                        mention.shapeCues |= RawMention::ClubShape;
                    mention.gazetteerEntry = -1;
                    mention.type = EntityType::Player;
                    if (nameLike && !keptAsPeople.contains(mention.folded))
                        keptAsPeople.append(mention.folded);
                    keep(mention);
                }
                continue;
            }
            mention.gazetteerEntry = choice;
            mention.type = m_gazetteer.entry(choice).type;
            mention.ambiguous = false;
        }
        const bool supportedTeam = mention.type == EntityType::Team && mention.gazetteerEntry >= 0;
        lastSupportedTeam = supportedTeam ? mention.gazetteerEntry : lastSupportedTeam;
        keep(mention);
    }
    context.mentions = QList<RawMention>(found.begin(), found.begin() + std::ptrdiff_t(kept));
}

} // namespace Touchline
