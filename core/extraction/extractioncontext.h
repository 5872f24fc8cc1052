#pragma once

#include "annotationset.h"
#include "sentencesplitter.h"
#include "textarena.h"
#include "timeexpressionfinder.h"
#include "token.h"
#include "wordhashes.h"

#include <QList>
#include <QString>

#include <atomic>

namespace Touchline {

/// A name found in the text before co-reference: a gazetteer hit or a capitalised sequence.
struct RawMention {
    enum RoleCue : quint8 { NoCue = 0, ManagerCue = 1, RefereeCue = 2, PlayerCue = 4 };

    TextSpan span;
    int firstToken = 0;
    int endToken = 0;
    int sentence = 0;
    EntityType type = EntityType::Player; ///< Player means "a person, role not yet known"
    int gazetteerEntry = -1;
    bool ambiguous = false;                ///< a '~' gazetteer name, kept only with support
    /// The role words around the name (RoleCue bits). The resolver counts them only for mentions it takes
    /// as people by their words, not for gazetteer entries: a hit that stays its entry (not ambiguous)
    /// is left without them.
    quint8 roleCues = NoCue;
    /// The size of the last word of `folded` when the finder knows it without a search: a name of words
    /// of ASCII letters one space apart, folded as written, whose last token WordHashes hashed (its
    /// hash is the last word's); 0 when not known.
    quint16 lastWordSize = 0;
    QStringView folded;                    ///< folded surface text: the gazetteer's key, or in ExtractionContext::foldedNames
    bool inLineup = false;                 ///< found in a line-up box line
    /// Where the name stands tells a club from a person, for names no list knows: "Northbridge 2-1
    /// Eastfield", "Goal! Northbridge 1, Eastfield 0.", "Ciaran Vale (Northbridge)", "Northbridge
    /// manager Gavin Shore", "Substitute Ciaran Vale". The resolver counts them per name.
    enum ShapeCue : quint8 { NoShape = 0, ClubShape = 1, PersonShape = 2 };
    quint8 shapeCues = NoShape;
    int entity = -1;                       ///< index into AnnotationSet::entities once resolved
};

/// What the extraction stages share for one document: the text, its tokens and sentences, the
/// mentions found so far and the annotation set being built. Lives for one extract() call.
struct ExtractionContext {
    const QString &text;
    Tokens tokens;
    QList<Sentence> sentences;
    QList<RawMention> mentions;
    QList<int> mentionAtToken; ///< token index → index into mentions, or -1
    QList<QList<TimeExpression>> sentenceTimes; ///< minute expressions per sentence
    AnnotationSet &result;
    const std::atomic_bool *cancelled = nullptr; ///< set from another thread to abandon the extraction
    /// The hashes of the tokens' words, set by Extractor once the sentences are split (the tokens are final
    /// then): every stage that looks words up or tries patterns at word starts (WordStarts) shares them.
    const WordHashes *words = nullptr;
    /// The folded texts of the name mentions the gazetteer does not know (RawMention::folded views them).
    TextArena foldedNames = {};
    /// The tokens the stages after the minute finder look for, noted by its gate (findValues) on its walk.
    NotedTokens notedTokens = {};

    /// Whether the extraction was abandoned: the stages stop their sentence loops when it is.
    bool isCancelled() const { return cancelled && cancelled->load(std::memory_order_relaxed); }
    QStringView tokenText(int index) const { return tokens.at(index).view(text); }
    const RawMention *mentionAt(int token) const
    {
        const int index = token >= 0 && token < mentionAtToken.size() ? mentionAtToken.at(token) : -1;
        return index < 0 ? nullptr : &mentions.at(index);
    }
    /// The resolved entity a mention refers to, or nullptr.
    const Entity *entityOf(const RawMention &mention) const
    {
        return mention.entity < 0 ? nullptr : &result.entities.at(mention.entity);
    }
};

} // namespace Touchline
