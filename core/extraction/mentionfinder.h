#pragma once

#include "extractioncontext.h"

#include <vector>

namespace Touchline {

class Gazetteer;
class Lexicon;

/// Finds the names in a report: the longest gazetteer match at each capitalised word (clubs,
/// competitions, venues, known managers and referees), then capitalised sequences that look like
/// people ("Jamie Vardy", "De Gea", "O'Shea"), with the role cues around them ("manager X",
/// "referee X", "X's side") and the team cues ("Leicester's X"). Sentence openers, nationality words
/// and places are left out. One pass over the tokens, O(tokens × longest name).
class MentionFinder
{
public:
    MentionFinder(const Gazetteer &gazetteer, const Lexicon &lexicon);
    void find(ExtractionContext &context) const;
    /// Whether a folded word is a club's abbreviation written before its name: "FC Rheinstadt", "SV Eichenau".
    static bool isClubPrefix(QStringView folded);
    /// Whether a folded word opens a club's name where its language puts such words first ("esporte" of "Esporte Clube
    /// Serra Dourada"), or joins them ("clube", "atletica", "de").
    static bool isClubOpening(QStringView folded);
    /// Whether a word reads as a plural nickname: "Friars", "Kilnmen", "lions", not "Ross" or "Jones".
    static bool isNicknamePlural(QStringView word);

private:
    class Scan; // one report's words: folded once, looked up once

    /// False when no gazetteer name starts at the token, as most capitalised words tell in line.
    inline bool mayStartGazetteerName(const Scan &scan, int token) const;
    int matchGazetteer(Scan &scan, int token, int sentenceEnd, RawMention &mention) const;
    int matchName(Scan &scan, int token, int sentenceEnd, RawMention &mention) const;
    struct Span {
        int start = 0;
        int end = 0; ///< 0: none
    };
    /// The tokens of a competition's name among the capitalised words from `token` to `end` ("Vantage Bet League",
    /// "Coastal League One"), whose name part after the trim of stop words starts at `first`.
    static Span competitionName(Scan &scan, int token, int first, int end, int sentenceEnd);
    /// The words of a place starting at the token, or 0. In line: most words it is asked about open no
    /// place, which their lexicon lists and the character after them tell without the call.
    inline int matchPlace(Scan &scan, int token, int sentenceEnd) const;
    /// matchPlace() by keys grown word by word from the token, whose lexicon lists are `kinds`.
    int matchGrownPlace(Scan &scan, int token, int sentenceEnd, quint8 kinds) const;
    void addRoleCues(Scan &scan, RawMention &mention, int sentenceStart, int sentenceEnd) const;
    /// The role an apposition gives the mention, or RawMention::NoCue: "Gavin Shore, the Northbridge manager,",
    /// "the fourth official, Gemma Lund,".
    static quint8 appositiveRoleCue(Scan &scan, const RawMention &mention, int sentenceStart, int sentenceEnd);
    /// Whether an apposition from token `after` gives the name before it a player's role: ", their big lump of a
    /// centre-half,".
    static bool isFollowedByAPlayersRole(Scan &scan, int after, int sentenceEnd);
    /// Whether the words from token `from` tell the name before them bringing a player on ("X brought on Y").
    static bool makesAChange(Scan &scan, int from, int sentenceEnd);
    /// The ShapeCue bits of a sentence's `count` names (in text order) that no list knows, told by the
    /// names and words beside them.
    void addShapeCues(Scan &scan, RawMention *names, std::size_t count, const Sentence &sentence) const;
    /// `supported`: per gazetteer entry, whether a mention in `found` names it unambiguously.
    void resolveAmbiguous(ExtractionContext &context, std::vector<RawMention> &found, std::vector<char> &dropped,
                          std::vector<char> &supported) const;

    const Gazetteer &m_gazetteer;
    const Lexicon &m_lexicon;
};

} // namespace Touchline
