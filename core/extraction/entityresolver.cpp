#include "entityresolver.h"

#include "entityids.h"
#include "gazetteer.h"
#include "listslices.h"
#include "mentionfinder.h"
#include "stringtable.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <limits>

#include <utility>
#include <vector>

namespace Touchline {

namespace {

QStringView lastWord(QStringView folded)
{
    // Looked for from the end, by hand: names are a few short words.
    qsizetype start = folded.size();
    while (start > 0 && folded[start - 1] != QLatin1Char(' '))
        --start;
    return folded.sliced(start);
}

// The first word, found by hand as lastWord() is.
QStringView firstWord(QStringView folded)
{
    qsizetype end = 0;
    while (end < folded.size() && folded[end] != QLatin1Char(' '))
        ++end;
    return folded.first(end);
}

bool isSeveralWords(QStringView folded)
{
    return lastWord(folded).size() != folded.size();
}

// The words that alone name an unlisted club: its first and last, past a leading abbreviation ("FC") and before
// trailing digits ("04").
QVarLengthArray<QStringView, 2> clubWordsOf(QStringView folded)
{
    QStringView name = folded;
    if (const QStringView first = firstWord(name); first.size() < name.size() && MentionFinder::isClubPrefix(first))
        name = name.sliced(first.size() + 1);
    // Past a year's digits, a women's side's word or an abbreviation: "Rheinstadt" of "FC Rheinstadt 04", "City" of
    // "Aldermoor City Women", "Thunder" of "Ilesha Thunder FC".
    if (const QStringView last = lastWord(name); last.size() < name.size() && !last.isEmpty()
        && (last.front().isDigit() || last == u"women" || last == u"ladies" || (isSeveralWords(name.chopped(last.size() + 1)) && MentionFinder::isClubPrefix(last))))
        name.chop(last.size() + 1);
    QVarLengthArray<QStringView, 2> words{firstWord(name)};
    if (const QStringView last = lastWord(name); last.size() < name.size())
        words.append(last);
    return words;
}

// Whether two clubs' folded names differ only by a women's side's word: "ashcombe city women" and "ashcombe city",
// whose "City" alone names the one club the report is about.
bool sameClubButForItsSide(QStringView a, QStringView b)
{
    const auto club = [](QStringView name) {
        const QStringView last = lastWord(name);
        return last.size() < name.size() && (last == u"women" || last == u"ladies") ? name.chopped(last.size() + 1) : name;
    };
    return club(a) == club(b);
}

// A club's name past the words its language opens it with: "serra dourada" of "esporte clube serra dourada"; the name
// itself when it opens otherwise, or is nothing else.
// Whether a club's opening word ("Sporting", "Dinamo", "Real") names the club without the rest of its name.
bool namesItsClubAlone(QStringView folded)
{
    static const QSet<QString> words = {QStringLiteral("sporting"), QStringLiteral("racing"), QStringLiteral("real"), QStringLiteral("olympique"),
        QStringLiteral("dinamo"), QStringLiteral("dynamo"), QStringLiteral("deportivo"), QStringLiteral("atletico"), QStringLiteral("gremio"),
        QStringLiteral("borussia"), QStringLiteral("eintracht"), QStringLiteral("fortuna"), QStringLiteral("arminia"), QStringLiteral("alemannia"),
        QStringLiteral("viktoria"), QStringLiteral("wacker"), QStringLiteral("hansa"), QStringLiteral("virtus")};
    return words.contains(folded.toString());
}

QStringView pastClubOpenings(QStringView folded)
{
    QStringView name = folded;
    for (QStringView first = firstWord(name); first.size() < name.size() && MentionFinder::isClubOpening(first); first = firstWord(name))
        name = name.sliced(first.size() + 1);
    return name;
}

bool isPerson(EntityType type)
{
    // A bit per type, one test: clubs and people take turns in a report, and a chain of comparisons mispredicted.
    constexpr unsigned people = 1u << unsigned(EntityType::Player) | 1u << unsigned(EntityType::Manager) | 1u << unsigned(EntityType::Referee);
    return people >> unsigned(type) & 1;
}

// "Pellegrini" in a report that named "Dario Pellegrini": its own player, not the listed manager of that surname (the
// report names him in full when it means him). Such surnames leave `knownSurnames` for `unlisted`, as the report's own.
// `namedInFull`: the gazetteer entries of people the report names in full.
void takeSurnamesOfOwnFullNames(RawMention *mentions, std::vector<int> &knownSurnames, std::vector<int> &unlisted, const std::vector<int> &namedInFull)
{
    // The report's own people named in full, by last word: a few, asked once each.
    std::vector<std::pair<QStringView, EntityType>> ownFullNames; // last word, type
    for (const int m : unlisted) {
        if (isPerson(mentions[m].type) && isSeveralWords(mentions[m].folded))
            ownFullNames.emplace_back(lastWord(mentions[m].folded), mentions[m].type);
    }
    if (ownFullNames.empty())
        return;
    const auto taken = std::erase_if(knownSurnames, [&](int m) {
        RawMention &mention = mentions[m];
        const auto own = std::find_if(ownFullNames.cbegin(), ownFullNames.cend(), [&](const auto &full) { return full.first == mention.folded; });
        if (own == ownFullNames.cend() || std::find(namedInFull.cbegin(), namedInFull.cend(), mention.gazetteerEntry) != namedInFull.cend())
            return false;
        mention.gazetteerEntry = -1;
        mention.type = own->second;
        unlisted.push_back(m);
        return true;
    });
    if (taken)
        std::sort(unlisted.begin(), unlisted.end());
}

// Names no list knows, a club or a person by where the report writes them (RawMention::ShapeCue): each
// name's mentions vote, and every mention of it, cued or not, takes the majority. A ground by its last
// word may be a person ("Lewis Park (Northbridge)"), never a club.
void typeByShape(RawMention *mentions, const std::vector<int> &unlisted)
{
    struct ShapeVotes {
        int club = 0;
        int person = 0;
    };
    StringTable<ShapeVotes, std::u16string_view> votes; // keyed by views of the mentions' folded names
    for (const int m : unlisted) {
        const RawMention &mention = mentions[m];
        if (!mention.shapeCues)
            continue;
        ShapeVotes &name = votes[mention.folded];
        name.club += (mention.shapeCues & RawMention::ClubShape) != 0;
        name.person += (mention.shapeCues & RawMention::PersonShape) != 0;
    }
    if (votes.size() == 0) // most reports: their clubs are the gazetteer's
        return;
    for (const int m : unlisted) {
        RawMention &mention = mentions[m];
        const ShapeVotes *name = votes.find(mention.folded);
        // "Makurdi Lions", never cued, whose plural "Lions" alone is a club ("Lions coach Ishaya Dogo", "the
        // Lions bench"): the full name is the club's too (a person's surname is not cued a club).
        if (!name && isSeveralWords(mention.folded) && (mention.type == EntityType::Player || mention.type == EntityType::Team)
            && MentionFinder::isNicknamePlural(lastWord(mention.folded))) {
            const ShapeVotes *last = votes.find(lastWord(mention.folded));
            if (last && last->club > 0 && last->person == 0)
                mention.type = EntityType::Team;
            continue;
        }
        if (!name || name->club == name->person)
            continue;
        const bool club = name->club > name->person;
        if (mention.type == EntityType::Player || mention.type == EntityType::Team || (mention.type == EntityType::Venue && !club))
            mention.type = club ? EntityType::Team : EntityType::Player;
    }
}

// Words that end a team's reach over the name after them: the team is in another clause or phrase
// ("the Chairboys hit back as Pinnock gave the ball away", "inside the Brentford half to Scott Kashket").
bool isClauseWord(QStringView word)
{
    static const StringTable<bool> words = [] {
        StringTable<bool> table;
        for (const QStringView w : {u"to", u"from", u"by", u"for", u"at", u"in", u"of", u"as", u"and", u"but", u"or",
                                    u"than", u"the", u"a", u"an", u"was", u"were", u"is", u"are", u"had", u"has", u"have", u"when",
                                    u"while", u"after", u"before", u"past", u"into", u"against", u"over", u"under", u"then", u"so",
                                    u"because", u"who", u"which", u"that", u"until", u"through", u"beyond", u"behind", u"towards"})
            table.insert(w, true);
        return table;
    }();
    if (word.size() > 8)
        return false;
    char16_t folded[8] = {};
    for (qsizetype i = 0; i < word.size(); ++i)
        folded[i] = word[i].toLower().unicode();
    return words.contains(QStringView(folded, word.size()));
}

// A name written in capitals only, as names are written: "JOE WHITLAM" as "Joe Whitlam", "O'NEILL" as "O'Neill",
// "JEAN-PAUL" as "Jean-Paul": a letter after another letter in lower case.
QString titleCased(QStringView capitals)
{
    QString name = capitals.toString();
    bool afterLetter = false;
    for (QChar &c : name) {
        if (afterLetter)
            c = c.toLower();
        afterLetter = c.isLetter();
    }
    return name;
}

} // namespace

EntityResolver::EntityResolver(const Gazetteer &gazetteer)
    : m_gazetteer(gazetteer)
{
}

QString EntityResolver::entityId(EntityType type, QStringView canonical)
{
    return makeEntityId(type, canonical);
}

// The team entity a person mention is placed in by its immediate context, or -1. `lastTeamEnd`: no team
// mention before this one ends past it (the end token of the nearest one, or past the mention when not known).
int EntityResolver::teamCueFor(const ExtractionContext &context, const RawMention &mention, int lastTeamEnd) const
{
    const Tokens &tokens = context.tokens;
    const Sentence &sentence = context.sentences.at(mention.sentence);
    auto teamAt = [&](int token) {
        const RawMention *other = context.mentionAt(token);
        return other && other->type == EntityType::Team ? other->entity : -1;
    };
    // "Leicester's Timothy Castagne", "Albion goalkeeper Sam Johnstone", "Leicester's new signing X":
    // looked for only when a team mention ends among the words looked at (most mentions have none near).
    const int lookedBack = std::max(sentence.firstToken, mention.firstToken - 4);
    for (int k = mention.firstToken - 1; k >= lookedBack && lastTeamEnd > lookedBack; --k) {
        const Token &t = tokens.at(k);
        if (t.kind != Token::Kind::Word)
            break;
        const int team = teamAt(k);
        if (team >= 0) {
            const RawMention *other = context.mentionAt(k);
            const bool adjacent = other->endToken == mention.firstToken;
            if (t.is(Token::Possessive) || !adjacent)
                return team;
            break;
        }
        if (t.is(Token::Capitalised) || isClauseWord(t.view(context.text)))
            break;
    }
    // "Daniel Redmond (Hamilton Academical)", as in live text commentary.
    const int after = mention.endToken;
    if (after + 2 < sentence.endToken && context.text.at(tokens.at(after).start) == QLatin1Char('(')) {
        const int team = teamAt(after + 1);
        if (team >= 0)
            return team;
    }
    // A line-up line: "West Brom: Johnstone, Furlong (Harper 69), ..." or "Leicester (4-3-3): ...".
    const Token &lineFirst = tokens.at(sentence.firstToken);
    if (lineFirst.is(Token::LineStart)) {
        const int team = teamAt(sentence.firstToken);
        if (team >= 0) {
            const RawMention *teamMention = context.mentionAt(sentence.firstToken);
            const int next = teamMention->endToken;
            if (next < sentence.endToken) {
                const QChar c = context.text.at(tokens.at(next).start);
                if (c == QLatin1Char(':') || c == QLatin1Char('('))
                    return team;
                // "ASTON VILLA XI:"
                if (context.tokenText(next).compare(QLatin1String("XI"), Qt::CaseInsensitive) == 0)
                    return team;
            }
        }
    }
    return -1;
}

void EntityResolver::resolve(ExtractionContext &context) const
{
    AnnotationSet &result = context.result;
    // At most one entity per mention.
    result.entities.reserve(result.entities.size() + context.mentions.size());
    // The new entities' ids and names, carved from a few blocks (a string each made an allocation each).
    StringSlices strings;
    // Views of the entities' ids: a QString keeps its characters in place when the list moves it
    // (and the roles below keep the ids they replace).
    StringTable<int, std::u16string_view> entityById;
    std::array<QStringView, std::size(allEntityTypes)> prefixes; // idPrefix() of each type, asked once here
    for (const EntityType each : allEntityTypes)
        prefixes[std::size_t(each)] = idPrefix(each);
    // Reports name about one entity per three or four mentions: room for one per three, grown in the
    // rare report that needs more (the keys are views: a growth moves no text). Room for one per
    // mention cleared and allocated three times the table most reports use.
    entityById.reserve(std::size_t(context.mentions.size()) / 3 + 8);
    // The entity of this id, made from the canonical name (the id decides: names of one id are one
    // entity). `folded`, when known, is the canonical name folded (mentions carry their surfaces
    // folded); `shared`, when given, holds the canonical name already (the gazetteer's), for the
    // entity to share. Returns 1 + the entity's index.
    auto entityForId = [&](EntityType type, QStringView canonical, QStringView folded = {}, const QString *shared = nullptr) {
        Q_ASSERT(folded.isNull() || folded == Gazetteer::fold(canonical));
        // The id is written where the entities' strings are carved, and made a string only when it is new.
        const QStringView prefix = prefixes[std::size_t(type)];
        QChar *const idStart = strings.room(prefix.size() + (folded.isNull() ? 2 * canonical.size() : folded.size()));
        const QChar *const idEnd = folded.isNull()
            ? writeId(prefix, idStart, [canonical](QChar *out) { return Gazetteer::fold(canonical, out); })
            : writeIdOfFolded(prefix, idStart, folded);
        const QStringView id(idStart, idEnd - idStart);
        int &byId = entityById[id]; // a view of the characters the new entity's id keeps
        if (!byId) {
            byId = int(result.entities.size()) + 1;
            Entity &entity = result.entities.emplace_back();
            entity.id = strings.take(id.size());
            entity.type = type;
            entity.canonical = shared ? *shared : strings.add(canonical);
        }
        return byId;
    };
    // The entity of a gazetteer entry named as what it is: its id and names are the entry's own strings.
    auto entityOfEntry = [&](const Gazetteer::Entry &entry) {
        int &byId = entityById[entry.id]; // a view of the gazetteer's characters, which outlive the table
        if (!byId) {
            byId = int(result.entities.size()) + 1;
            Entity &entity = result.entities.emplace_back();
            entity.id = entry.id;
            entity.type = entry.type;
            entity.canonical = entry.canonical;
        }
        return byId;
    };
    // entityForId() of a name the report writes. Its id is made each time: a table of names seen
    // (tried before) spared few ids, as most names met here are new (a report's clubs are the
    // gazetteer's and its repeated surnames are cached below), and cost a look-up and an insert each.
    auto entityFor = [&](EntityType type, QStringView canonical, QStringView folded) { return entityForId(type, canonical, folded) - 1; };
    const auto surface = [&context](const RawMention &mention) {
        return QStringView(context.text.constData() + mention.span.start, mention.span.length());
    };

    // 1. Gazetteer entries are entities of their own. A report names its clubs again and again: the
    // entity of each recent entry is kept in a small direct-mapped cache, which spares most mentions the
    // id (an entry's canonical name makes the same one every time). The names of entries are not kept
    // by name: one is seldom written again as a name the gazetteer does not know.
    struct RecentEntry {
        int entry = -1;
        EntityType type = EntityType::Player;
        int entity = -1;
    };
    std::array<RecentEntry, 64> recentEntries;
    // A known manager or referee's surname resolves to them: "Rodgers" once "Brendan Rodgers" is known
    // (asked in step 2; filled here, where each entry's entity is found).
    StringTable<int, std::u16string_view> gazetteerPeopleByLastWord; // keyed by views of the entries' folds
    // The mentions without an entry, noted for step 1b, which goes through them alone: a second pass over
    // every mention asking each again mispredicted as often as this one does.
    std::vector<int> unlisted;
    unlisted.reserve(std::size_t(context.mentions.size()));
    RawMention *const mentions = context.mentions.data(); // detached once, not checked per mention
    const auto joinEntry = [&](RawMention &mention) {
        const Gazetteer::Entry &entry = m_gazetteer.entry(mention.gazetteerEntry);
        RecentEntry &recent = recentEntries[std::size_t(mention.gazetteerEntry) % recentEntries.size()];
        if (recent.entry != mention.gazetteerEntry || recent.type != mention.type) {
            const int entity = mention.type == entry.type ? entityOfEntry(entry) : entityForId(mention.type, entry.canonical, entry.folded, &entry.canonical);
            recent = {mention.gazetteerEntry, mention.type, entity - 1};
        }
        mention.entity = recent.entity;
        if (mention.type == EntityType::Venue && !entry.team.isEmpty())
            result.entities[mention.entity].team = entry.teamId;
        if (isPerson(mention.type))
            gazetteerPeopleByLastWord.insert(lastWord(entry.folded), mention.entity);
    };
    // A known person's surname alone, whose entry waits until the report's own full names are known; and the known
    // people named in full.
    std::vector<int> knownSurnames;
    std::vector<int> namedInFull;
    for (qsizetype m = 0; m < context.mentions.size(); ++m) {
        RawMention &mention = mentions[m];
        if (mention.gazetteerEntry < 0) {
            unlisted.push_back(int(m));
            continue;
        }
        if (isPerson(mention.type)) {
            if (!isSeveralWords(mention.folded) && mention.folded != m_gazetteer.entry(mention.gazetteerEntry).folded) {
                knownSurnames.push_back(int(m));
                continue;
            }
            namedInFull.push_back(mention.gazetteerEntry);
        }
        joinEntry(mention);
    }
    if (!knownSurnames.empty())
        takeSurnamesOfOwnFullNames(mentions, knownSurnames, unlisted, namedInFull);
    for (const int m : knownSurnames)
        joinEntry(mentions[m]);

    typeByShape(mentions, unlisted);

    // 1b. Clubs found by their form ("Ashford Rovers") or their place ("Northbridge 2-1 Eastfield"); their
    // first word alone later names them too ("Ashford").
    // The same pass notes the last words of the other mentions, people's names (step 2).
    // Of each of these mentions: its last word, by its length, found once and asked for again below;
    // and for a full name, the list of full names with its last word (the slot it joined, which the
    // table, never growing, keeps in place), so that it is not looked up again by its last word.
    // The finder tells most names' last words (RawMention::lastWordSize), whose hashes are then the
    // last tokens' (WordHashes): the tables keyed by last words take them without a search or a hash.
    struct PersonWords {
        int mention = -1; ///< its index in context.mentions
        int firstFullName = -1; ///< of the full names with its last word, when a full name itself
        qsizetype lastWordSize = 0;
        std::uint64_t lastWordHash = 0; ///< WordTable::hashOf(its last word), or 0 when not known
    };
    // The mentions found here without a club or an entry (people by their words, and grounds), with
    // their words: the only ones step 2 reads, which the loops there go through without asking each
    // mention again (and the others have no words noted, where a list by mention made room for all).
    std::vector<PersonWords> byWords;
    byWords.reserve(unlisted.size());
    std::size_t fullNames = 0; // at most, for the tables to hold them without growing (each growth moves every slot)
    StringTable<int, std::u16string_view> unlistedTeamsByFirstWord; // keyed by views of the mentions' folded names
    bool severalWordTeamNames = false; // "serra dourada" among its keys
    // Clubs of one word, told by their place alone ("Northbridge 2-1 Eastfield"): they may name a longer
    // club ("Westmere" of "Westmere United"), which is known once this loop is over.
    std::vector<int> oneWordTeams;
    // "Ravensworth City" in a report of "Ravensworth City Women": the women's side the report is about. Keyed by the
    // club's name without the side's word, each holds the mention naming the side.
    StringTable<int, std::u16string_view> womensSides;
    for (const int m : unlisted) {
        const RawMention &mention = mentions[m];
        if (mention.type != EntityType::Team)
            continue;
        if (const QStringView last = lastWord(mention.folded); last.size() < mention.folded.size() && (last == u"women" || last == u"ladies"))
            womensSides.insert(mention.folded.chopped(last.size() + 1), m);
    }
    // How often, and from where, each club of several words is named in full: of two sharing a word, the one named
    // more often, else first (a report names its sides before the clubs it recalls), is the one the word alone names
    // ("Thistle" of a report on Strathcarnie Thistle that recalls a win over Invercoul Thistle). Left to nobody, the
    // word would be taken for a person.
    struct ClubNamed {
        int count = 0;
        int first = 0;
    };
    QHash<QStringView, ClubNamed> clubsNamed;
    for (const int m : unlisted) {
        if (const RawMention &mention = mentions[m]; mention.type == EntityType::Team && isSeveralWords(mention.folded)) {
            ClubNamed &named = clubsNamed[mention.folded];
            if (named.count++ == 0)
                named.first = mention.span.start;
        }
    }
    const auto namedMoreOrFirst = [&clubsNamed](QStringView a, QStringView b) {
        const ClubNamed x = clubsNamed.value(a);
        const ClubNamed y = clubsNamed.value(b);
        return x.count != y.count ? x.count > y.count : x.first < y.first;
    };
    for (const int m : unlisted) {
        RawMention &mention = mentions[m];
        if (mention.type == EntityType::Team && !isSeveralWords(mention.folded)) {
            oneWordTeams.push_back(m);
            continue;
        }
        if (mention.type == EntityType::Competition) { // named by its last word ("Vantage Bet League"), never a person's
            mention.entity = entityFor(EntityType::Competition, surface(mention), mention.folded);
            continue;
        }
        if (mention.type != EntityType::Team) {
            if (mention.type == EntityType::Venue)
                mention.entity = entityFor(EntityType::Venue, surface(mention), mention.folded);
            PersonWords &words = byWords.emplace_back();
            words.mention = m;
            if (mention.lastWordSize && context.words) {
                words.lastWordSize = mention.lastWordSize;
                words.lastWordHash = context.words->at(mention.endToken - 1);
            } else {
                words.lastWordSize = lastWord(mention.folded).size();
            }
            fullNames += words.lastWordSize != mention.folded.size();
            continue;
        }
        // "Harbor City SC" is the "Harbor City" the report also writes: one club, named without the abbreviation after it.
        if (const QStringView suffix = lastWord(mention.folded);
            suffix.size() < mention.folded.size() && mention.endToken - mention.firstToken >= 2 && MentionFinder::isClubPrefix(suffix)) {
            const int nameEnd = context.tokens.at(mention.endToken - 2).end;
            mention.entity = entityFor(EntityType::Team, QStringView(context.text).mid(mention.span.start, nameEnd - mention.span.start),
                                       mention.folded.first(mention.folded.size() - suffix.size() - 1));
        } else if (const int *side = womensSides.size() ? womensSides.find(mention.folded) : nullptr) {
            mention.entity = entityFor(EntityType::Team, surface(mentions[*side]), mentions[*side].folded);
        } else {
            mention.entity = entityFor(EntityType::Team, surface(mention), mention.folded);
        }
        // "Ashford" and "City" alone name "Ashford Rovers" and "Harbour City" (first and last word), unless
        // two such clubs share the word; past an abbreviation and before a year's digits, "Rheinstadt" names
        // "FC Rheinstadt 04".
        // "Serra Dourada" of "Esporte Clube Serra Dourada": past the words a club's name opens with in its language.
        const QStringView name = pastClubOpenings(mention.folded);
        const auto noteWord = [&](QStringView word) {
            if (const int *existing = unlistedTeamsByFirstWord.find(word); !existing) {
                unlistedTeamsByFirstWord.insert(word, mention.entity);
            } else if (*existing >= 0 && *existing != mention.entity) {
                const QString existingName = Gazetteer::fold(result.entities.at(*existing).canonical);
                if (sameClubButForItsSide(existingName, mention.folded))
                    return;
                if (namedMoreOrFirst(mention.folded, existingName))
                    unlistedTeamsByFirstWord.insert(word, mention.entity);
            }
        };
        for (const QStringView word : clubWordsOf(name))
            noteWord(word);
        // "Sporting" and "Dinamo" alone name "Sporting Clube de Vilarinho" and "Dinamo Zorovets": openings that name a club
        // on their own, unlike "Clube" or "Esporte".
        if (const QStringView first = firstWord(mention.folded); first.size() < mention.folded.size() && namesItsClubAlone(first))
            noteWord(first);
        // "Meuse-Ardennes" of "RFC Meuse-Ardennes": several words past an abbreviation name the club too.
        QStringView pastPrefix = name;
        if (const QStringView first = firstWord(name); first.size() < name.size() && MentionFinder::isClubPrefix(first))
            pastPrefix = name.sliced(first.size() + 1);
        if (pastPrefix.size() < mention.folded.size() && isSeveralWords(pastPrefix)) {
            noteWord(pastPrefix);
            severalWordTeamNames = true;
        }
        // "Ikenne Thunder" of "Ikenne Thunder FC": the words before an abbreviation name the club too.
        if (const QStringView suffix = lastWord(name); suffix.size() < name.size() && MentionFinder::isClubPrefix(suffix)
            && isSeveralWords(name.chopped(suffix.size() + 1))) {
            noteWord(name.chopped(suffix.size() + 1));
            severalWordTeamNames = true;
        }
    }
    for (RawMention &mention : context.mentions) {
        if (unlistedTeamsByFirstWord.size() == 0) // most reports: every club is the gazetteer's
            break;
        if (mention.entity >= 0 || mention.gazetteerEntry >= 0)
            continue;
        const bool severalWords = isSeveralWords(mention.folded);
        if (const int *team = severalWords && !severalWordTeamNames ? nullptr : unlistedTeamsByFirstWord.find(mention.folded); team && *team >= 0) {
            mention.type = EntityType::Team;
            mention.entity = *team;
        } else if (severalWords && mention.type == EntityType::Player) {
            // "visiting Ose River Lords 3-1" of a report on the "River Lords": a place before a club's name of
            // several words names that club in full, not a person.
            const QStringView rest = mention.folded.sliced(firstWord(mention.folded).size() + 1);
            const QStringView written = surface(mention);
            if (isSeveralWords(rest) && clubsNamed.contains(rest) && written.indexOf(u' ') > 0) {
                mention.type = EntityType::Team;
                mention.entity = entityFor(EntityType::Team, written.sliced(written.indexOf(u' ') + 1), rest);
            }
        }
    }
    for (const int m : oneWordTeams) {
        if (RawMention &mention = mentions[m]; mention.entity < 0) // no longer club of the word: a club of its own
            mention.entity = entityFor(EntityType::Team, surface(mention), mention.folded);
    }

    // 2. People: full names first, then surnames and shorter forms joined to the one full name they end.
    // Keyed by views of the mentions' folded names, which outlive the tables.
    // A full name keeps what makes its entity, and the entity once made: its mentions and the shorter
    // forms joined to it (most of a report's person mentions) take it from here, without an id made
    // and looked up again.
    struct FullName {
        QStringView folded;
        QStringView firstSurface; ///< of its first mention, whose canonical name it becomes
        int entity = -1;
        int next = -1; ///< the next full name with the same last word, in the order met, or -1
    };
    std::vector<FullName> fullNameList;
    // The full names with a last word, chained through FullName::next. Plain numbers: the table's
    // slots are left unset until used, where slots holding lists were each made and destroyed.
    struct SameLastWord {
        int first; ///< indices in fullNameList
        int last;
    };
    StringTable<SameLastWord, std::u16string_view> fullNamesByLastWord;
    // A table's value for a person's last word, by its known hash when there is one.
    const auto byLastWord = [](auto &table, QStringView last, const PersonWords &words) {
        return words.lastWordHash ? table.find(last, words.lastWordHash) : table.find(last);
    };
    fullNamesByLastWord.reserve(fullNames);
    fullNameList.reserve(fullNames);
    for (PersonWords &words : byWords) {
        const RawMention &mention = mentions[words.mention];
        const qsizetype lastSize = words.lastWordSize;
        if (mention.type == EntityType::Team || lastSize == mention.folded.size())
            continue; // one word, or a club's by its first or last word (above)
        const QStringView last = mention.folded.last(lastSize);
        const std::size_t known = fullNamesByLastWord.size();
        SameLastWord &names = words.lastWordHash ? fullNamesByLastWord.valueOf(last, words.lastWordHash) : fullNamesByLastWord[last];
        int *end = nullptr; // where a new full name is chained
        if (fullNamesByLastWord.size() != known) { // a new last word
            names.first = -1;
            end = &names.first;
        } else {
            int name = names.first;
            while (name >= 0 && fullNameList[std::size_t(name)].folded != mention.folded)
                name = fullNameList[std::size_t(name)].next;
            if (name < 0)
                end = &fullNameList[std::size_t(names.last)].next;
        }
        if (end) {
            names.last = *end = int(fullNameList.size());
            fullNameList.push_back({mention.folded, surface(mention)});
        }
        words.firstFullName = names.first;
    }

    // The longest full name that ends with these folded words (of the `candidates`, those with the same
    // last word), or none when two different ones do.
    auto longestFullName = [&fullNameList](QStringView folded, int firstCandidate) -> FullName * {
        FullName *best = nullptr;
        int claimants = 0;
        for (int next = firstCandidate; next >= 0;) {
            FullName &name = fullNameList[std::size_t(next)];
            next = name.next;
            const QStringView candidate = name.folded;
            const bool endsWithWords = candidate.size() > folded.size() && candidate.endsWith(folded)
                && candidate.at(candidate.size() - folded.size() - 1) == QLatin1Char(' ');
            if (candidate == folded || endsWithWords) {
                // Prefer the longest; two different longer names make the short form ambiguous.
                if (!best || candidate.endsWith(best->folded))
                    best = &name;
                else if (!best->folded.endsWith(candidate))
                    ++claimants;
            }
        }
        return claimants ? nullptr : best;
    };

    // The one full name whose first word is `word`, or none when no or two different ones open with it. The
    // first words are tabled on the first ask (most one-word mentions are surnames, answered above).
    StringTable<int, std::u16string_view> fullNamesByFirstWord; // index in fullNameList, or -1 for two different names
    bool firstWordsTabled = false;
    auto onlyFullNameOpenedBy = [&](QStringView word) -> FullName * {
        if (!firstWordsTabled) {
            firstWordsTabled = true;
            fullNamesByFirstWord.reserve(fullNameList.size());
            for (std::size_t i = 0; i < fullNameList.size(); ++i) {
                const QStringView folded = fullNameList[i].folded;
                const qsizetype space = folded.indexOf(u' ');
                if (space <= 0)
                    continue;
                const std::size_t known = fullNamesByFirstWord.size();
                int &name = fullNamesByFirstWord[folded.first(space)];
                if (fullNamesByFirstWord.size() != known)
                    name = int(i); // a new first word
                else if (name >= 0 && fullNameList[std::size_t(name)].folded != folded)
                    name = -1;
            }
        }
        const int *found = fullNamesByFirstWord.find(word);
        return found && *found >= 0 ? &fullNameList[std::size_t(*found)] : nullptr;
    };

    for (const PersonWords &words : std::as_const(byWords)) {
        RawMention &mention = mentions[words.mention];
        if (mention.entity >= 0)
            continue; // a ground, or a club's by its first or last word
        // Neither a team's nor a venue's (those have entities): its last word was found above.
        const QStringView last = mention.folded.last(words.lastWordSize);
        int firstCandidate = words.firstFullName;
        if (firstCandidate < 0) {
            const SameLastWord *candidates = byLastWord(fullNamesByLastWord, last, words);
            firstCandidate = candidates ? candidates->first : -1;
        }
        FullName *fullName = longestFullName(mention.folded, firstCandidate);
        if (!fullName && last.size() == mention.folded.size()) { // one word
            if (const int *known = byLastWord(gazetteerPeopleByLastWord, mention.folded, words)) {
                mention.entity = *known;
                mention.type = result.entities.at(*known).type;
                continue;
            }
        }
        // "Jesse sent the keeper the wrong way", "Maja was immense": a first name alone stands for the one full
        // name it opens, where no full name ends with it.
        if (!fullName && last.size() == mention.folded.size())
            fullName = onlyFullNameOpenedBy(mention.folded);
        if (!fullName) {
            mention.entity = entityFor(EntityType::Player, surface(mention), mention.folded);
            continue;
        }
        // Made once per full name: a surname told again and again ("Vardy") takes it as it is.
        if (fullName->entity < 0)
            fullName->entity = entityFor(EntityType::Player, fullName->firstSurface, fullName->folded);
        mention.entity = fullName->entity;
    }

    // 3. Roles: the cues of all mentions of a person decide; line-up box labels are strongest. The same
    // pass counts each entity's mentions (step 4): every mention has its entity now.
    // Per entity, what steps 3 and 4 count and place: one vector, where one each made four allocations.
    struct Tally {
        std::array<int, 3> votes{}; ///< manager, referee, player votes
        qsizetype spanCount = 0;
        qsizetype spanStart = -1;  ///< of its carved list of spans, in the block (step 4)
        qsizetype spanFilled = -1; ///< where its carved list's next span goes
    };
    std::vector<Tally> tallies(std::size_t(result.entities.size()));
    for (const RawMention &mention : std::as_const(context.mentions)) {
        if (mention.entity < 0)
            continue;
        ++tallies[std::size_t(mention.entity)].spanCount;
        if (mention.gazetteerEntry >= 0 || mention.type == EntityType::Team)
            continue;
        auto &vote = tallies[std::size_t(mention.entity)].votes;
        const int weight = mention.inLineup ? 3 : 1;
        if (mention.roleCues & RawMention::ManagerCue)
            vote[0] += weight;
        if (mention.roleCues & RawMention::RefereeCue)
            vote[1] += weight;
        if (mention.roleCues & RawMention::PlayerCue)
            vote[2] += weight;
    }
    // No entity is added from here on: their list is detached once, and indexed without a check each time.
    Entity *const entities = result.entities.data();
    QStringList replacedIds;
    for (std::size_t e = 0; e < tallies.size(); ++e) {
        Entity &entity = entities[e];
        if (entity.type != EntityType::Player)
            continue;
        const auto &vote = tallies[e].votes;
        if (vote[0] > vote[2] && vote[0] >= vote[1])
            entity.type = EntityType::Manager;
        else if (vote[1] > vote[2] && vote[1] > vote[0])
            entity.type = EntityType::Referee;
        // Entity ids carry the type: re-key the people whose role changed (keeping the old id, which
        // entityById still sees).
        if (entity.type != EntityType::Player)
            replacedIds.append(std::exchange(entity.id, entityId(entity.type, entity.canonical)));
    }

    // 4. Mentions and spans recorded; teams of people, by majority of context cues. The span lists of the
    // entities that had none are carved from one allocation, each filled in mention order; an entity
    // given spans before (an annotation set extracted into twice) appends to its own.
    qsizetype carved = 0;
    for (qsizetype e = 0; e < result.entities.size(); ++e) {
        Tally &tally = tallies[std::size_t(e)];
        const qsizetype count = tally.spanCount;
        if (!count)
            continue;
        if (entities[e].mentions.isEmpty())
            tally.spanStart = tally.spanFilled = std::exchange(carved, carved + count);
        else
            entities[e].mentions.reserve(entities[e].mentions.size() + count);
    }
    ListSlices<TextSpan> spanBlock(carved);
    std::vector<std::pair<int, int>> teamCues; // (person, team) entities, in the order the cues were seen
    // The end of the last team mention so far: mentions come in the text's order (while they do), so
    // no team mention ends nearer before the next one.
    int lastTeamEnd = -1;
    int lastStart = -1;
    for (const RawMention &mention : std::as_const(context.mentions)) {
        if (mention.firstToken < lastStart)
            lastTeamEnd = std::numeric_limits<int>::max(); // out of order (mentions found twice): not known
        lastStart = mention.firstToken;
        const int teamEndBefore = lastTeamEnd;
        // Without a branch (clubs and people take turns): a team's end, or -1 (all bits) for any other mention.
        lastTeamEnd = std::max(lastTeamEnd, mention.endToken | -int(mention.type != EntityType::Team));
        if (mention.entity < 0)
            continue;
        Entity &entity = entities[mention.entity];
        if (qsizetype &next = tallies[std::size_t(mention.entity)].spanFilled; next >= 0)
            spanBlock.data()[next++] = mention.span;
        else
            entity.mentions.append(mention.span);
        if (!isPerson(entity.type))
            continue;
        if (const int team = teamCueFor(context, mention, teamEndBefore); team >= 0) {
            if (teamCues.empty())
                teamCues.reserve(std::size_t(context.mentions.size())); // at most one per mention: no growth
            teamCues.emplace_back(mention.entity, team);
        }
    }
    for (qsizetype e = 0; e < result.entities.size(); ++e) {
        if (const Tally &tally = tallies[std::size_t(e)]; tally.spanStart >= 0)
            entities[e].mentions = spanBlock.slice(tally.spanStart, tally.spanCount);
    }
    // A club first named in a result line in capitals ("GLENMUIR THISTLE 1 KILBRANNAN ATHLETIC 1"), or a person in a
    // tabloid's lede ("JOE WHITLAM was the hero"), is called as the text writes it elsewhere ("Glenmuir Thistle"); a
    // person written in capitals only, as a name is written ("Joe Whitlam"). Its id, made from the folded name, stays.
    const auto holdsLowerCase = [](QStringView name) {
        return std::any_of(name.cbegin(), name.cend(), [](QChar c) { return (c >= u'a' && c <= u'z') || (c.unicode() >= 128 && c.isLower()); });
    };
    for (Entity &entity : result.entities) {
        const bool person = entity.type == EntityType::Player || entity.type == EntityType::Manager || entity.type == EntityType::Referee;
        if ((entity.type != EntityType::Team && !person) || holdsLowerCase(entity.canonical))
            continue;
        for (const TextSpan &span : std::as_const(entity.mentions)) {
            const QStringView written = QStringView(context.text).mid(span.start, span.length());
            if (written.size() == entity.canonical.size() && written.compare(entity.canonical, Qt::CaseInsensitive) == 0 && holdsLowerCase(written)) {
                entity.canonical = written.toString();
                break;
            }
        }
        if (person && !holdsLowerCase(entity.canonical))
            entity.canonical = titleCased(entity.canonical);
    }
    // Per person, the team with most cues; a tie goes to the first cue seen, on every run.
    std::stable_sort(teamCues.begin(), teamCues.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<std::pair<int, int>> tally; // team, cues
    if (!teamCues.empty())
        tally.reserve(8); // a person's cues name a team or two
    for (auto cue = teamCues.begin(); cue != teamCues.end();) {
        const int person = cue->first;
        tally.clear();
        for (; cue != teamCues.end() && cue->first == person; ++cue) {
            auto found = std::find_if(tally.begin(), tally.end(), [&](const auto &entry) { return entry.first == cue->second; });
            if (found == tally.end())
                tally.emplace_back(cue->second, 1);
            else
                found->second += 1;
        }
        int best = -1;
        int bestVotes = 0;
        for (const auto &[team, count] : tally) {
            if (count > bestVotes)
                best = team, bestVotes = count;
        }
        // A team entity's id is made from its canonical name: entityId(Team, canonical).
        entities[person].team = entities[best].id;
    }
    // A known manager's club from the gazetteer, when the report names that club.
    for (Entity &entity : result.entities) {
        if (!entity.team.isEmpty() || !isPerson(entity.type))
            continue;
        const int entry = m_gazetteer.find(entity.type, entity.canonical);
        if (entry >= 0 && !m_gazetteer.entry(entry).team.isEmpty()) {
            // The team entity's own id, when there is one: the same characters.
            if (const int *team = entityById.find(m_gazetteer.entry(entry).teamId))
                entity.team = result.entities.at(*team - 1).id;
        }
    }
}

} // namespace Touchline
