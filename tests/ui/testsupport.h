#pragma once

// Hand-built annotations shared by the ui tests, so that they do not depend on what the extractor finds.
#include "annotationset.h"
#include "document.h"

#include <QFile>
#include <QTemporaryDir>

namespace Touchline::TestSupport {

/// A private, writable copy of the bundled sample report in `home`, so that saving never writes into
/// the source tree. Returns its path, or an empty string when it cannot be made.
inline QString copySample(const QTemporaryDir &home, const QString &name)
{
    const QString target = home.filePath(name);
    QFile::remove(target);
    if (!QFile::copy(QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt"), target))
        return {};
    QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return target;
}

/// The bundled sample report written `times` over into `home` as `name`: a long report. Returns its
/// path, or an empty string when it cannot be written.
inline QString writeRepeatedSample(const QTemporaryDir &home, const QString &name, int times)
{
    QFile sample(QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample/sample-report.txt"));
    if (!sample.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = sample.readAll().repeated(times);
    const QString target = home.filePath(name);
    QFile file(target);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return target;
}

inline QString sampleText()
{
    return QStringLiteral("Joe Whitlam scored for Ashford Rovers in the 23rd minute. "
                          "Tomás Ferreira was booked at 45+2. Ferreira scored a penalty (90+3) for Harbour City.");
}

inline MatchEvent event(const QString &id, EventType type, const QString &minute, const QString &team, const QString &player,
                        TextSpan evidence, EventStatus status = EventStatus::Extracted)
{
    MatchEvent e;
    e.id = id;
    e.type = type;
    e.time = *MatchTime::fromString(minute);
    e.team = team;
    e.player = player;
    e.evidence = {evidence};
    e.status = status;
    e.confidence = 0.8;
    return e;
}

inline AnnotationSet sampleSet()
{
    const QString text = sampleText();
    auto span = [&text](const QString &part, int from = 0) {
        const int start = int(text.indexOf(part, from));
        return TextSpan{start, start + int(part.size())};
    };
    AnnotationSet set;
    set.homeTeam = QStringLiteral("Harbour City");
    set.awayTeam = QStringLiteral("Ashford Rovers");
    set.finalScore = Score{1, 1};
    set.entities = {
        {QStringLiteral("team:ashford-rovers"), EntityType::Team, QStringLiteral("Ashford Rovers"), {}, {span(QStringLiteral("Ashford Rovers"))}},
        {QStringLiteral("team:harbour-city"), EntityType::Team, QStringLiteral("Harbour City"), {}, {span(QStringLiteral("Harbour City"))}},
        {QStringLiteral("player:joe-whitlam"), EntityType::Player, QStringLiteral("Joe Whitlam"), QStringLiteral("team:ashford-rovers"),
         {span(QStringLiteral("Joe Whitlam"))}},
        {QStringLiteral("player:tomas-ferreira"), EntityType::Player, QStringLiteral("Tomás Ferreira"), QStringLiteral("team:harbour-city"),
         {span(QStringLiteral("Tomás Ferreira")), TextSpan{span(QStringLiteral("Ferreira scored")).start, span(QStringLiteral("Ferreira scored")).start + 8}}},
    };
    set.values = {
        {EntityType::Time, span(QStringLiteral("23rd minute")), QStringLiteral("23")},
        {EntityType::Time, span(QStringLiteral("45+2")), QStringLiteral("45+2")},
        {EntityType::Time, span(QStringLiteral("90+3")), QStringLiteral("90+3")},
    };
    set.events = {
        event(QStringLiteral("e1"), EventType::Goal, QStringLiteral("23"), QStringLiteral("Ashford Rovers"), QStringLiteral("Joe Whitlam"),
              span(QStringLiteral("Joe Whitlam scored for Ashford Rovers in the 23rd minute"))),
        event(QStringLiteral("e2"), EventType::YellowCard, QStringLiteral("45+2"), QStringLiteral("Harbour City"), QStringLiteral("Tomás Ferreira"),
              span(QStringLiteral("Tomás Ferreira was booked at 45+2"))),
        event(QStringLiteral("e3"), EventType::PenaltyGoal, QStringLiteral("90+3"), QStringLiteral("Harbour City"), QStringLiteral("Tomás Ferreira"),
              span(QStringLiteral("Ferreira scored a penalty (90+3)"))),
    };
    set.events[2].scoreAfter = Score{1, 1};
    return set;
}

inline Document sampleDocument(const QString &path = QStringLiteral("/reports/sample.txt"))
{
    Document document;
    document.path = path;
    document.info.name = QStringLiteral("sample.txt");
    document.text = sampleText();
    return document;
}

} // namespace Touchline::TestSupport
