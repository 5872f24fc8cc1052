#include "extractor.h"

#include "boxeventfinder.h"
#include "decimaldigits.h"
#include "entityresolver.h"
#include "eventmerger.h"
#include "extractioncontext.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "listslices.h"
#include "mentionfinder.h"
#include "narrativeeventfinder.h"
#include "regex.h"
#include "scorecheck.h"
#include "sentencesplitter.h"
#include "textscan.h"
#include "wordstarts.h"
#include "wordtable.h"

#include <algorithm>
#include <array>

namespace Touchline {

Extractor::Extractor()
    : Extractor(Gazetteer::load())
{
}

Extractor::Extractor(std::shared_ptr<const Gazetteer> gazetteer)
    : m_gazetteer(gazetteer ? std::move(gazetteer) : Gazetteer::builtIn())
{
}

Extractor::~Extractor() = default;

namespace {

// The TIME value of a minute expression read again after the finder's reading (see the two readers below).
void rewriteTimeValue(ExtractionContext &context, const TimeExpression &time, StringSlices &texts)
{
    MatchTime::Written written;
    for (ValueMention &value : context.result.values) {
        if (value.type == EntityType::Time && value.span == time.span)
            value.value = texts.add(time.time.writtenInto(written));
    }
}

// Whether a time was written as an ordinal past 90 ("the 96th minute"), which a match of ninety minutes reads as
// stoppage time (90+6).
bool isOrdinalPastNinety(const ExtractionContext &context, const TimeExpression &time)
{
    if (time.time.minute != 90 || time.time.addedMinute.value_or(0) < 1)
        return false;
    const QStringView written = QStringView(context.text).mid(time.span.start, time.span.length());
    const qsizetype digit = std::find_if(written.begin(), written.end(), [](QChar c) { return c.isDigit(); }) - written.begin();
    return digit + 3 < written.size() && written[digit] == u'9' && written[digit + 1].isDigit() && written[digit + 2].isLetter();
}

// Whether the words around "extra time" (from token `extra` to `time`) tell it was not played: "Extra time beckoned until
// the 93rd minute", "heading for extra time", "to avoid extra time".
bool isExtraTimeAvoided(const std::size_t *hashes, qsizetype count, qsizetype extra, qsizetype time)
{
    static const std::array<std::size_t, 6> before = {WordTable::hashOf(u"avoid"), WordTable::hashOf(u"avoided"), WordTable::hashOf(u"avoiding"),
                                                      WordTable::hashOf(u"for"), WordTable::hashOf(u"towards"), WordTable::hashOf(u"spared")};
    static const std::array<std::size_t, 4> after = {WordTable::hashOf(u"beckoned"), WordTable::hashOf(u"beckoning"), WordTable::hashOf(u"loomed"),
                                                     WordTable::hashOf(u"looming")};
    return (extra > 0 && std::find(before.begin(), before.end(), hashes[extra - 1]) != before.end())
        || (time + 1 < count && std::find(after.begin(), after.end(), hashes[time + 1]) != after.end());
}

// Whether the report tells of extra time: "extra time", "extra-time", "an extra half-hour", "extra period", "aet", or a
// minute past the hundredth. The words found by their hashes: a search of the text for each cost more than the
// whole extraction's minute finding.
bool tellsOfExtraTime(const ExtractionContext &context)
{
    static const std::size_t extra = WordTable::hashOf(u"extra");
    static const std::size_t aet = WordTable::hashOf(u"aet");
    static const std::array<std::size_t, 3> afterExtra = {WordTable::hashOf(u"time"), WordTable::hashOf(u"half"), WordTable::hashOf(u"period")};
    const std::size_t *const hashes = context.words->hashes();
    const qsizetype count = context.tokens.size();
    for (qsizetype t = 0; t < count; ++t) {
        if (hashes[t] == aet)
            return true;
        // "extra-time" as one word of its own, which has no hash.
        const Token &token = context.tokens.at(t);
        if (!hashes[t] && token.kind == Token::Kind::Word && token.length() > 6 && (context.text.at(token.start).unicode() | 0x20) == u'e'
            && TextScan::foldedAt(context.text, token.start, u"extra-"))
            return true;
        // "extra-time" is three tokens, the hyphen between.
        if (hashes[t] == extra) {
            for (qsizetype next = t + 1; next < count && next <= t + 2; ++next) {
                if (std::find(afterExtra.begin(), afterExtra.end(), hashes[next]) != afterExtra.end() && !isExtraTimeAvoided(hashes, count, t, next))
                    return true;
            }
        }
    }
    return std::any_of(context.sentenceTimes.cbegin(), context.sentenceTimes.cend(), [](const QList<TimeExpression> &times) {
        return std::any_of(times.cbegin(), times.cend(), [](const TimeExpression &t) { return t.time.minute > 100 && t.time.minute <= 130; });
    });
}

// "sent on Barnard in the 96th minute" of a tie that went to extra time is minute 96, not the 90+6 such an ordinal
// reads as otherwise. Asked of the few reports with such an ordinal.
void readOrdinalsPastNinetyAsExtraTime(ExtractionContext &context, StringSlices &texts)
{
    const auto anyOrdinal = [&context](const QList<TimeExpression> &times) {
        return std::any_of(times.cbegin(), times.cend(), [&context](const TimeExpression &t) { return isOrdinalPastNinety(context, t); });
    };
    if (std::none_of(context.sentenceTimes.cbegin(), context.sentenceTimes.cend(), anyOrdinal) || !tellsOfExtraTime(context))
        return;
    for (QList<TimeExpression> &times : context.sentenceTimes) {
        for (TimeExpression &time : times) {
            if (!isOrdinalPastNinety(context, time))
                continue;
            time.time.minute = 90 + *time.time.addedMinute;
            time.time.addedMinute.reset();
            time.time.period = MatchTime::periodForMinute(time.time.minute);
            rewriteTimeValue(context, time, texts);
        }
    }
}

// "Harnett needed lengthy treatment midway through the half ... Cadogan was booked on 40 minutes. The added time
// created by Harnett's injury proved costly, Marrable curling a free-kick into the top corner in the second minute
// of stoppage time": stoppage time that names no half, told in the paragraph of a time late in the first half or the
// one after it, is the first half's (45+2), not the match's end the finder reads it as.
void readUnsaidStoppageTimeAsTheFirstHalfs(ExtractionContext &context, StringSlices &texts)
{
    int lastMinute = -1; // the last time told without added time, and its paragraph
    int lastParagraph = -1;
    const auto isMatchsEnd = [](const TimeExpression &time) { return time.time.minute == 90 && time.time.addedMinute; };
    for (qsizetype s = 0; s < context.sentenceTimes.size(); ++s) {
        QList<TimeExpression> &times = context.sentenceTimes[s];
        if (times.isEmpty())
            continue;
        const Sentence &sentence = context.sentences.at(s);
        // Its stoppage time is the first half's when it says how far into it, and which half nowhere; then so is
        // the rest of the sentence's ("The added time proved costly ... in the second minute of stoppage time").
        const auto unsaidHalf = [&](const TimeExpression &time) {
            const QStringView said = QStringView(context.text).mid(time.span.start, time.span.length());
            return isMatchsEnd(time) && *time.time.addedMinute >= 1
                && (said.contains(u"stoppage", Qt::CaseInsensitive) || said.contains(u"added", Qt::CaseInsensitive) || said.contains(u"injury", Qt::CaseInsensitive));
        };
        const bool firstHalfs = lastMinute >= 30 && lastMinute <= 45 && sentence.paragraph - lastParagraph <= 1 && std::any_of(times.cbegin(), times.cend(), unsaidHalf)
            && !QStringView(context.text).mid(sentence.span.start, sentence.span.length()).contains(u"half", Qt::CaseInsensitive);
        for (TimeExpression &time : times) {
            if (time.time.isValid() && !time.time.addedMinute) {
                lastMinute = time.time.minute;
                lastParagraph = sentence.paragraph;
            }
            if (!firstHalfs || !isMatchsEnd(time))
                continue;
            time.time.minute = 45;
            time.time.period = MatchTime::periodForMinute(45, time.time.addedMinute);
            rewriteTimeValue(context, time, texts);
        }
    }
}

// Minute expressions per sentence (kept for the event stages) and the SCORE and TIME mentions.
void findValues(ExtractionContext &context)
{
    // Every sentence's list made at once, empty, and filled where the sentence has times (most have none):
    // appended one by one, the lists cost a call each.
    context.sentenceTimes.resize(context.sentences.size());
    // The values' texts, carved from a few blocks: a string each cost an allocation each, and a free each
    // when the result died.
    StringSlices texts;
    MatchTime::Written written;
    // Room for the tokens the gate notes, most often (about one in fifty): grown one by one, the list was
    // copied several times a text.
    context.notedTokens.tokens.reserve(std::size_t(context.tokens.size() / 16));
    for (qsizetype s = 0; s < context.sentences.size(); ++s) {
        if (context.isCancelled())
            return;
        const Sentence &sentence = context.sentences.at(s);
        // Read through a const reference: begin() of an empty non-const QList detaches, allocating.
        bool mayHoldScoreline = true;
        QList<TimeExpression> times = TimeExpressionFinder::find(*context.words, sentence, &mayHoldScoreline, &texts, &context.notedTokens);
        const QList<TimeExpression> &found = times;
        for (const TimeExpression &time : found)
            context.result.values.append({EntityType::Time, time.span, texts.add(time.time.writtenInto(written))});
        // Most sentences hold no number, or no dash, and are not read for a scoreline: the minute finder's look
        // at their tokens tells so, where a search of the whole text for dashes read them all again.
        if (mayHoldScoreline) {
            const QStringView text = QStringView(context.text).mid(sentence.span.start, sentence.span.length());
            for (const TextScan::ScorelineMatch &m : TextScan::asciiScorelines(text)) {
                const TextSpan span{sentence.span.start + int(m.start), sentence.span.start + int(m.end)};
                if (std::any_of(found.begin(), found.end(), [&span](const TimeExpression &t) { return t.span.overlaps(span); }))
                    continue;
                // "2-1": the numbers around the dash, joined by a hyphen whatever was between them.
                const QStringView first = text.mid(m.start, m.firstEnd - m.start);
                const QStringView second = text.mid(m.secondStart, m.end - m.secondStart);
                const qsizetype size = first.size() + 1 + second.size();
                QChar *const room = texts.room(size);
                *std::copy(first.begin(), first.end(), room) = u'-';
                std::copy(second.begin(), second.end(), room + first.size() + 1);
                context.result.values.append({EntityType::Score, span, texts.take(size)});
            }
        }
        if (!found.isEmpty())
            context.sentenceTimes[s] = std::move(times);
    }
    context.notedTokens.complete = true; // every sentence's tokens were read, and the sentences hold every token
    readOrdinalsPastNinetyAsExtraTime(context, texts);
    readUnsaidStoppageTimeAsTheFirstHalfs(context, texts);
}

// Each stage's share of the work, as a running total in thousandths: from the instructions each took per
// pass over the dev reports (tests/benchmarks/README.md), so that a long report's bar moves evenly.
enum StageDone : int {
    TokensDone = 180,
    MentionsDone = 380,
    NamesResolved = 470,
    ValuesDone = 580,
    BoxesDone = 610,
    NarrativeDone = 930,
    AllDone = 1000,
};

void markDone(std::atomic_int *progressPermille, StageDone stage)
{
    if (progressPermille)
        progressPermille->store(stage, std::memory_order_relaxed);
}

// The ids of a report's first events, "e1" to "e999", each at the end of a slot of four units, written once.
constexpr int sharedEventIds = 999;
constexpr int eventIdSlot = 4;

const char16_t *sharedEventIdSlots()
{
    static const auto written = [] {
        std::array<char16_t, sharedEventIds * eventIdSlot> units{};
        for (int number = 1; number <= sharedEventIds; ++number)
            decimalDigitsBefore(units.data() + number * eventIdSlot, number)[-1] = u'e';
        return units;
    }();
    return written.data();
}

} // namespace

// "e1", "e2", ...: up to sharedEventIds a string over the shared characters (QString::fromRawData), which
// allocates nothing, where a string of its own cost every event an allocation and a free; beyond, the digits
// written on the stack and the id made in one string (arg() made the number a string of its own first).
QString Extractor::eventId(int number)
{
    Q_ASSERT(number > 0);
    if (number <= sharedEventIds) {
        const char16_t *const end = sharedEventIdSlots() + number * eventIdSlot;
        const int length = number < 10 ? 2 : number < 100 ? 3 : 4;
        return QString::fromRawData(reinterpret_cast<const QChar *>(end - length), length);
    }
    char16_t id[12];
    char16_t *const end = std::end(id);
    char16_t *start = decimalDigitsBefore(end, number);
    *--start = u'e';
    return QString(reinterpret_cast<const QChar *>(start), end - start);
}

AnnotationSet Extractor::extract(const Document &document) const
{
    static const std::atomic_bool never(false);
    return *extract(document, never);
}

std::optional<AnnotationSet> Extractor::extract(const Document &document, const std::atomic_bool &cancelled,
                                                std::atomic_int *progressPermille) const
{
    AnnotationSet annotations;
    annotations.document = document.info;
    std::vector<std::size_t> wordHashes;
    ExtractionContext context{document.text, Tokenizer::tokenize(document.text, wordHashes), {}, {}, {}, {}, annotations, &cancelled};
    context.sentences = SentenceSplitter::split(document.text, context.tokens);
    WordHashes words(document.text, context.tokens, std::move(wordHashes));
    const SentenceStarts sentenceStarts(words, context.sentences); // found once for all the stages that ask
    words.shareSentenceStarts(sentenceStarts);
    context.words = &words;
    markDone(progressPermille, TokensDone);
    const auto lexicon = Lexicon::builtIn();
    MentionFinder(*m_gazetteer, *lexicon).find(context);
    if (context.isCancelled())
        return std::nullopt;
    markDone(progressPermille, MentionsDone);
    EntityResolver(*m_gazetteer).resolve(context);
    markDone(progressPermille, NamesResolved);
    findValues(context);
    if (context.isCancelled())
        return std::nullopt;
    markDone(progressPermille, ValuesDone);

    BoxEventFinder boxes;
    QList<EventCandidate> candidates = boxes.find(context);
    markDone(progressPermille, BoxesDone);
    const auto [home, away] = ScoreCheck::guessSides(context, boxes.sides().home, boxes.sides().away);
    candidates += NarrativeEventFinder().find(context, home, away);
    if (context.isCancelled())
        return std::nullopt;
    markDone(progressPermille, NarrativeDone);
    annotations.events = EventMerger::merge(context, std::move(candidates));
    ScoreCheck::apply(context, home, away); // leaves the events sorted
    for (int i = 0; i < annotations.events.size(); ++i)
        annotations.events[i].id = eventId(i + 1);
    markDone(progressPermille, AllDone);
    return annotations;
}

AnnotationSet Extractor::extract(const QString &text) const
{
    Document document;
    document.text = text;
    return extract(document);
}

} // namespace Touchline
