#pragma once

#include "eventcandidate.h"
#include "extractioncontext.h"
#include "listslices.h"

#include <optional>
#include <utility>
#include <vector>

namespace Touchline {

/// Reads the structured parts of a report: line-up boxes ("Leicester: Schmeichel, ..., Perez
/// (Albrighton 67)", "Goals: Vardy 74 (pen), 84 (pen)", "Booked: Justin", "Sent off: X") and
/// live text commentary ("Substitution, Blackpool. A replaces B.", "X (Team) is shown the yellow
/// card", "Goal! A 1, B 0. X (A) ...", "Match ends, A 1, B 1."). Also learns which team is at home
/// (the first line-up). Cheap: a few checks per line.
class BoxEventFinder
{
public:
    BoxEventFinder() = default;
    Q_DISABLE_COPY_MOVE(BoxEventFinder) // a copy would carve strings from the same block (m_texts)

    QList<EventCandidate> find(const ExtractionContext &context) const;

    /// The home and away team entity indexes seen in line-ups or commentary, -1 when unknown.
    struct Sides {
        int home = -1;
        int away = -1;
    };
    Sides sides() const { return m_sides; }

    /// The tokens of the word "shown", found once a text (for the card lines of live commentary).
    class ShownWords;

private:
    /// The colon ending a label within the sentence's first tokens ("Goals:", "West Brom:"), or -1.
    static int labelColon(const ExtractionContext &context, const Sentence &sentence);
    /// The events a box label lists ("Scorers", "Booked", "Red", "Subs", "Missed penalty"), from its tokens [first, colon).
    static std::optional<EventType> labelType(const ExtractionContext &context, int first, int colon);
    /// The items of a labelled line from `itemsStart`, of `currentTeam` unless a side opens them ("Calder – Morel 14").
    void parseItems(const ExtractionContext &context, int sentence, int itemsStart, EventType type, int currentTeam,
                    QList<EventCandidate> &out, int itemsEnd = -1) const;
    /// A result on a line of its own from token `from`, each side's scorers in brackets after its goals: "Abercorrwg
    /// Town 3 (Pugh 14, 52 pen; Rees og 78) Penfelin United 1 (Lloyd 66)". Whether the line held this match's.
    bool parseResultLine(const ExtractionContext &context, int sentence, int from, QList<EventCandidate> &out) const;
    /// Whether the entity is named outside the paragraph: a results panel's other lines name clubs the report never does.
    bool isNamedOutsideParagraph(const ExtractionContext &context, int entity, int paragraph) const;
    /// Whether the item [start, end) of sentence `s` names in brackets a side the report names nowhere else: "Sent off: Rees
    /// (Penfelin United) 85; Dacey (Trefonnen) 58" under a results panel, Dacey of another match. In a list of cards the
    /// bracket after a name holds a side whatever the name was taken for; in a list of goals it may hold the assist's maker.
    bool isOfAnotherMatch(const ExtractionContext &context, int start, int end, int s, bool cards) const;
    void parseSubstitutions(const ExtractionContext &context, int sentence, int itemsStart, int team, QList<EventCandidate> &out) const;
    void parseLineup(const ExtractionContext &context, int sentence, int itemsStart, int team, QList<EventCandidate> &out) const;
    /// A change told by an arrow on a line of its own, "DF Pires → DF Endo (56 min)" (the one after the arrow came on;
    /// after "←", the one before): whether the line held one.
    bool parseArrowChange(const ExtractionContext &context, int sentence, int team, QList<EventCandidate> &out) const;
    /// A substitute's line in a ratings piece, the one he replaced and when in brackets: "Nathan Oyelaran (for Trask, 70) –
    /// 8", "Jack Denby (for Hollins, HT) – 7": whether it held one.
    bool parseRatedSubstitute(const ExtractionContext &context, int sentence, int team, QList<EventCandidate> &out) const;
    /// A line of a line-up printed a player a line, the shirt number first, with the player's change or card: "10 Ruiz
    /// (Hallstrom 72)", "10 Marchetti 65' ↔ Schmid", "7 Doherty Substituted for Amankwah at 75' minutes": whether it held one.
    bool parseNumberedPlayerLine(const ExtractionContext &context, int sentence, int team, QList<EventCandidate> &out) const;
    /// A card coded after its minute on a line of its own, "45+1' YC - Declan Hurst (Canberra) for a shirt pull", "88' RC
    /// Holroyd" (SYC, YRC: a second yellow): whether the line held one.
    bool parseCodedCard(const ExtractionContext &context, int sentence, QList<EventCandidate> &out) const;
    /// A timeline's line, its minute, the kind of event in words, then the player: "• 11' — Goal, Freya Nakamura (Kestrel
    /// Bay) 1-0", "27' Penalty missed: Boateng-Reid", "60' — Substitution, Kestrel Bay: Fairclough on, Ormerod off".
    /// Whether the line held one.
    bool parseKeyMomentLine(const ExtractionContext &context, int sentence, QList<EventCandidate> &out) const;
    /// A Spanish wire's cards after its referee, each player's minute in brackets: "He showed the yellow card to Peñaranda
    /// (m.41) and Ledesma (m.78), of Alcázar, and to Cuesta (m.88), of Montemayor." Whether the sentence was one.
    bool parseShownCards(const ExtractionContext &context, int sentence, QList<EventCandidate> &out) const;
    void parseCommentary(const ExtractionContext &context, int sentence, const ShownWords &shown, QList<EventCandidate> &out) const;
    /// parseCommentary() of the line's words from token `start`, after its minute stamp if any.
    void parseCommentaryLine(const ExtractionContext &context, int sentence, int start, const ShownWords &shown, QList<EventCandidate> &out) const;
    static void ruleOutGoalsOfNoGoalDecisions(QList<EventCandidate> &out);
    /// The detail a "VAR Decision: No Goal" review carries until its goal is found.
    static QString noGoalDetail() { return QStringLiteral("VAR: no goal"); }
    void parseLineupNote(const ExtractionContext &context, int sentence, EventType type, QList<EventCandidate> &out) const;

    mutable Sides m_sides;
    /// Each entity's first and last paragraph (by entity index), made when first asked (isNamedOutsideParagraph).
    mutable std::vector<std::pair<int, int>> m_entityParagraphs;
    /// The side whose line-up lists each player (entity → team entity): a "Goals:" line after both line-ups
    /// ("Goals: 1:0 Hilgert (8.), 1:1 Kranewitter (31.)") names players of either.
    mutable QHash<int, int> m_lineupSides;
    /// Minute texts and details of the events found, carved from a few blocks (StringSlices).
    mutable StringSlices m_texts;
};

} // namespace Touchline
