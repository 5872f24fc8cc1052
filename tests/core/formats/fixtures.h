#pragma once
// A small fictional report with non-ASCII text (accents, curly quotes, an emoji before a mention) and a
// hand-made annotation set over it, shared by the format tests.

#include "annotationset.h"

#include <QString>
#include <QTimeZone>

namespace Touchline::TestFixtures {

inline QString sampleText()
{
    return QStringLiteral("Harbour Rovers 2-1 Città Nuova\n"
                          "\n"
                          "It was \u201Ca night to remember\u201D \U0001F389 for Zo\u00EB \u00C5lund, who scored in the 23rd minute "
                          "after Bj\u00F6rn O\u2019Neil\u2019s cross.\n"
                          "\n"
                          "M\u00FCller levelled in the 45+2 minute for Citt\u00E0 Nuova. The referee, Ana P\u00E9rez, booked "
                          "O\u2019Neil on the hour.\n"
                          "\n"
                          "\u00C5lund struck again on 78 minutes to win it \U0001F600 for Harbour Rovers.\n");
}

inline TextSpan spanOf(const QString &text, const QString &needle, int occurrence = 0)
{
    qsizetype at = -1;
    for (int i = 0; i <= occurrence; ++i)
        at = text.indexOf(needle, at + 1);
    Q_ASSERT(at >= 0);
    return {int(at), int(at + needle.size())};
}

inline AnnotationSet sampleSet(const QString &text)
{
    AnnotationSet set;
    set.document = {QStringLiteral("harbour-v-citta.txt"), 321, QByteArray("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef")};
    set.homeTeam = QStringLiteral("Harbour Rovers");
    set.awayTeam = QStringLiteral("Citt\u00E0 Nuova");
    set.finalScore = Score{2, 1};
    set.lastChangedBy = QStringLiteral("ren\u00E9e");
    set.lastChanged = QDateTime(QDate(2024, 3, 9), QTime(17, 45, 12, 250), QTimeZone::utc());

    set.entities.append({QStringLiteral("team:harbour-rovers"), EntityType::Team, QStringLiteral("Harbour Rovers"), {},
                         {spanOf(text, QStringLiteral("Harbour Rovers")), spanOf(text, QStringLiteral("Harbour Rovers"), 1)}});
    set.entities.append({QStringLiteral("team:citta-nuova"), EntityType::Team, QStringLiteral("Citt\u00E0 Nuova"), {},
                         {spanOf(text, QStringLiteral("Citt\u00E0 Nuova")), spanOf(text, QStringLiteral("Citt\u00E0 Nuova"), 1)}});
    set.entities.append({QStringLiteral("player:zoe-alund"), EntityType::Player, QStringLiteral("Zo\u00EB \u00C5lund"),
                         QStringLiteral("team:harbour-rovers"),
                         {spanOf(text, QStringLiteral("Zo\u00EB \u00C5lund")), spanOf(text, QStringLiteral("\u00C5lund struck"))}});
    set.entities.last().mentions.last().end = set.entities.last().mentions.last().start + 5;
    set.entities.append({QStringLiteral("player:bjorn-oneil"), EntityType::Player, QStringLiteral("Bj\u00F6rn O\u2019Neil"),
                         QStringLiteral("team:harbour-rovers"),
                         {spanOf(text, QStringLiteral("Bj\u00F6rn O\u2019Neil")), spanOf(text, QStringLiteral("O\u2019Neil on"))}});
    set.entities.last().mentions.last().end -= 3;
    set.entities.append({QStringLiteral("player:muller"), EntityType::Player, QStringLiteral("M\u00FCller"), QStringLiteral("team:citta-nuova"),
                         {spanOf(text, QStringLiteral("M\u00FCller"))}});
    set.entities.append({QStringLiteral("referee:ana-perez"), EntityType::Referee, QStringLiteral("Ana P\u00E9rez"), {},
                         {spanOf(text, QStringLiteral("Ana P\u00E9rez"))}});

    set.values.append({EntityType::Score, spanOf(text, QStringLiteral("2-1")), QStringLiteral("2-1")});
    set.values.append({EntityType::Time, spanOf(text, QStringLiteral("23rd minute")), QStringLiteral("23")});
    set.values.append({EntityType::Time, spanOf(text, QStringLiteral("45+2 minute")), QStringLiteral("45+2")});

    MatchEvent goal;
    goal.id = QStringLiteral("e1");
    goal.type = EventType::Goal;
    goal.time = *MatchTime::fromString(QStringLiteral("23"));
    goal.time.text = QStringLiteral("in the 23rd minute");
    goal.team = QStringLiteral("Harbour Rovers");
    goal.player = QStringLiteral("Zo\u00EB \u00C5lund");
    goal.secondPlayer = QStringLiteral("Bj\u00F6rn O\u2019Neil");
    goal.scoreAfter = Score{1, 0};
    goal.evidence = {spanOf(text, QStringLiteral("Zo\u00EB \u00C5lund, who scored in the 23rd minute"))};
    goal.confidence = 0.87;
    goal.status = EventStatus::Accepted;
    set.events.append(goal);

    MatchEvent equaliser;
    equaliser.id = QStringLiteral("e2");
    equaliser.type = EventType::Goal;
    equaliser.time = *MatchTime::fromString(QStringLiteral("45+2"));
    equaliser.time.precision = MatchTime::Precision::Approximate;
    equaliser.team = QStringLiteral("Citt\u00E0 Nuova");
    equaliser.player = QStringLiteral("M\u00FCller");
    equaliser.scoreAfter = Score{1, 1};
    equaliser.evidence = {spanOf(text, QStringLiteral("M\u00FCller levelled in the 45+2 minute"))};
    equaliser.confidence = 0.6;
    equaliser.status = EventStatus::Edited;
    equaliser.detail = QStringLiteral("header, \u201Cunstoppable\u201D");
    set.events.append(equaliser);

    MatchEvent booking;
    booking.id = QStringLiteral("e3");
    booking.type = EventType::YellowCard;
    booking.time.minute = 60;
    booking.time.period = MatchTime::SecondHalf;
    booking.time.precision = MatchTime::Precision::Approximate;
    booking.time.text = QStringLiteral("on the hour");
    booking.team = QStringLiteral("Harbour Rovers");
    booking.player = QStringLiteral("Bj\u00F6rn O\u2019Neil");
    booking.evidence = {spanOf(text, QStringLiteral("booked O\u2019Neil on the hour"))};
    booking.confidence = 1.0;
    booking.status = EventStatus::Manual;
    set.events.append(booking);

    MatchEvent winner;
    winner.id = QStringLiteral("e4");
    winner.type = EventType::Goal;
    winner.time = *MatchTime::fromString(QStringLiteral("78"));
    winner.time.text = QStringLiteral("on 78 minutes");
    winner.team = QStringLiteral("Harbour Rovers");
    winner.player = QStringLiteral("Zo\u00EB \u00C5lund");
    winner.scoreAfter = Score{2, 1};
    winner.evidence = {spanOf(text, QStringLiteral("\u00C5lund struck again on 78 minutes")), spanOf(text, QStringLiteral("to win it"))};
    winner.confidence = 0.93;
    set.events.append(winner);

    MatchEvent fullTime;
    fullTime.id = QStringLiteral("e5");
    fullTime.type = EventType::FullTime;
    fullTime.scoreAfter = Score{2, 1};
    fullTime.confidence = 0.5;
    fullTime.status = EventStatus::Rejected;
    set.events.append(fullTime);

    set.warnings.append({QStringLiteral("score-mismatch"), QStringLiteral("3 goals found, the result says 2\u20131")});
    return set;
}

} // namespace Touchline::TestFixtures
