#pragma once

#include "eventcandidate.h"
#include "extractioncontext.h"

#include <QStringList>

namespace Touchline {

/// Finds events told in running prose, sentence by sentence: a trigger phrase ("prodded home",
/// "was booked", "came on for", "ruled out for offside", "VAR check", "limped off") fixes the type,
/// and slots around it are filled from the sentence's mentions: the scorer or booked player is the
/// nearest player before an active trigger, the one after "by"/"through"/"from" otherwise; the
/// player replaced follows "for"/"in place of". Hypotheticals and near misses ("could have scored",
/// "struck the bar") and sentences about other matches ("last week's win") give no event.
/// Patterns are compiled once; a sentence runs only the patterns whose trigger words it holds
/// (TriggerIndex), so most sentences run few of them.
class NarrativeEventFinder
{
public:
    /// What find() may pass over: by default the sentences whose trigger words rule out every step that
    /// adds or marks an event; `Nothing` reads every sentence, for tests that check the skip loses nothing.
    enum class Skip { SentencesWithoutEventCues, Nothing };
    explicit NarrativeEventFinder(Skip skip = Skip::SentencesWithoutEventCues)
        : m_skip(skip)
    {
    }

    /// `matchTeams` are the entity indexes of the two teams playing (-1 when unknown); sentences
    /// about results involving other teams are skipped.
    QList<EventCandidate> find(const ExtractionContext &context, int homeTeam, int awayTeam) const;

    /// The minute a live-blog entry starts with ("59 mins: ...", "90+2' -"), for the rest of its line: what
    /// the caseless pattern ^\s*(\d{1,3})(?:\s*\+\s*(\d{1,2}))?\s*(?:mins?|minutes?|['’′])\s*[:\-–] (ASCII
    /// classes) matches, read without it (most lines open with no digit; many that do open an entry).
    static std::optional<MatchTime> liveBlogMinute(QStringView text);

    /// Whether a sentence talks about another match or another time ("last week", "next season").
    static bool isAboutAnotherMatch(QStringView sentence);
    /// Whether a paragraph's first sentence opens with other matches' news, which the sentences after it go on with:
    /// "In other Matchday 14 fixtures, ...", "Elsewhere on Saturday, ...".
    static bool opensOtherMatches(QStringView sentence);

    /// Sentences of `text` where a trigger-gated pattern matches although none of its trigger words
    /// occurs, as "pattern: sentence": each one an event the finder would skip. Empty when the
    /// trigger lists are complete for the text; for tests and for checking new corpora.
    static QStringList untriggeredMatches(const QString &text);
    /// The finder's patterns PCRE2 does not compile, as "pattern: error": a pattern that does not compile matches nothing,
    /// silently. Empty when all compile; for tests.
    static QStringList patternErrors();

private:
    Skip m_skip;
};

} // namespace Touchline
