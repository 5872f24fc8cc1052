#pragma once

#include "annotatedreport.h"

#include <QByteArray>
#include <QList>

namespace Touchline {

/// CoNLL-2003 style IOB2 tagging: "-DOCSTART- -X- -X- O" and a blank line before each report, one token
/// per line as "TOKEN _ _ TAG" (the POS and chunk columns are placeholders), a blank line after each
/// sentence (TextSegmenter). Tags are B-/I- plus the entity type: Touchline's own (PLAYER, TEAM, ...,
/// SCORE, TIME) or, with TagSet::Conll2003, PER (players, managers, referees), ORG (teams), LOC (venues),
/// MISC (competitions), scores and times untagged. Holds no events, entity identities or canonical
/// names. A token is tagged when it starts inside a mention; where mentions overlap, the earlier and
/// then longer wins. Cost: linear.
class ConllExporter
{
public:
    enum class TagSet { Touchline, Conll2003 };
    static QByteArray write(const QList<AnnotatedReport> &reports, TagSet tags = TagSet::Touchline);
    /// One report's part of write(): its -DOCSTART- line and sentences, for writing one report at a time.
    static QByteArray document(const AnnotatedReport &report, TagSet tags = TagSet::Touchline);
    static QString tagName(EntityType type, TagSet tags); ///< empty when untagged
};

} // namespace Touchline
