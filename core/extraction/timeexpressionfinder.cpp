#include "timeexpressionfinder.h"

#include "listslices.h"
#include "lowered.h"
#include "minuteshapes.h"
#include "regex.h"
#include "regexleads.h"
#include "wordstarts.h"
#include "wordtable.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>

namespace Touchline {

namespace {

using Precision = MatchTime::Precision;

// Number words, cardinal and ordinal, as a regex alternative and a lookup.
const QString &numberWordPattern()
{
    static const QString pattern = QStringLiteral(
        "(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine|"
        "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?|twentieth|thirtieth|fortieth|fiftieth|sixtieth|"
        "seventieth|eightieth|ninetieth|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
        "fifteen|sixteen|seventeen|eighteen|nineteen|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
        "eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|"
        "a|an)");
    return pattern;
}

// The value of a numeral the patterns captured (\d{1,3}), as QStringView::toInt() reads it; ASCII
// digits, the usual case, without its locale-aware conversion.
int numeralValue(QStringView digits)
{
    if (digits.isEmpty() || digits.size() > 3)
        return digits.toInt();
    int value = 0;
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return digits.toInt();
        value = value * 10 + (c.unicode() - u'0');
    }
    return value;
}

int parseNumber(QStringView text)
{
    // A number word: no digit for toInt() to read.
    if (!text.isEmpty() && isAsciiLetter(text.front().unicode()))
        return TimeExpressionFinder::wordNumber(text);
    if (const int value = numeralValue(text); value > 0)
        return value;
    bool ok = false;
    const int value = text.toInt(&ok);
    if (ok)
        return value;
    return TimeExpressionFinder::wordNumber(text);
}

// The text of the time is set by find() from the trimmed span.
MatchTime makeTime(int minute, std::optional<int> added, Precision precision, int period = 0)
{
    MatchTime time;
    time.minute = minute;
    time.addedMinute = added;
    time.precision = precision;
    time.period = period ? period : MatchTime::periodForMinute(minute, added);
    return time;
}

// --- Cues -------------------------------------------------------------------------------------------
// Cheap facts about a text that tell which rules can match at all, all found in one pass, so that
// most sentences run few or no regular expressions. A rule's cues must hold for EVERY match it
// accepts, or skipping it would change results: words are therefore cued only where the pattern
// bounds them (by \b, \s or [- ]), and as a prefix where it does not ("left" also matches "leftover");
// two words in sequence only where the pattern puts nothing but white space between them (the scanner
// also lets hyphens through).
using Cues = quint64;
enum Cue : Cues {
    // shapes of characters
    Digit = Cues(1) << 0,             ///< any digit
    Plus = Cues(1) << 1,              ///< '+'
    BracketedNumeral = Cues(1) << 2,  ///< "(23)"
    LineStartNumeral = Cues(1) << 3,  ///< a line whose first non-space is a digit: "59min: ..."
    NumeralMark = Cues(1) << 4,       ///< a digit, then ' ’ ′ or "min(s)": "23'", "23 min"
    NumeralMinute = Cues(1) << 5,     ///< a digit, then any minute word: "59 minutes"
    OrdinalNumeral = Cues(1) << 6,    ///< "23rd"
    NeedsUnicode = Cues(1) << 7,      ///< characters that ASCII \w, \d, \s would see differently
    // words in sequence, white space or hyphens between
    CountedMinutes = Cues(1) << 8,    ///< a number (digits or word), then a minute word: "ten minutes"
    MinutesIntoAfter = Cues(1) << 9,  ///< counted minutes, then into or after: "ten minutes after"
    MinutesInInto = Cues(1) << 10,    ///< counted minutes, then in or into: "ten minutes in"
    MinutesRemaining = Cues(1) << 11, ///< counted minutes, then left..., remaining..., to, from or of: "ten minutes left"
    MinutesAfterPreposition = Cues(1) << 38, ///< counted minutes at most six words or numbers after a preposition, all allowed there: "after just ten minutes"
    MinuteOf = Cues(1) << 12,         ///< "minute of"
    ToGoPlay = Cues(1) << 13,         ///< "to go", "to play"
    TheHour = Cues(1) << 39,          ///< "the hour"
    SoonAfter = Cues(1) << 40,        ///< seconds, moments, straight, ... then into, after or from: "seconds after"
    FirstMinute = Cues(1) << 41,      ///< "first minute", "opening minute"
    TheNumber = Cues(1) << 42,        ///< "the" then a number word: "the fifth"
    // words, ASCII lower-cased
    MinuteWord = Cues(1) << 14,       ///< min, mins, minute, minutes
    MinAbbreviation = Cues(1) << 15,  ///< min, mins
    MinuteSingular = Cues(1) << 16,   ///< minute
    The = Cues(1) << 17,
    StoppageWord = Cues(1) << 18,     ///< stoppage, injury, added, additional
    TimePrefix = Cues(1) << 19,       ///< time, timer, ...
    Preposition = Cues(1) << 20,      ///< on, after, in, inside, within, around, about, approaching, just, with
    Remaining = Cues(1) << 21,        ///< left..., remaining...
    From = Cues(1) << 22,
    RestartTarget = Cues(1) << 23,    ///< restart..., half..., period..., interval..., break...
    Moments = Cues(1) << 24,          ///< seconds, moments
    Soon = Cues(1) << 25,             ///< straight, immediately, right, within
    KickOff = Cues(1) << 26,          ///< game, match, kick, start
    FirstOpening = Cues(1) << 27,
    Hour = Cues(1) << 28,
    Death = Cues(1) << 29,
    Stroke = Cues(1) << 30,
    // roles of words that only the scanner uses, for the shapes and sequences above
    NumberWord = Cues(1) << 31,       ///< one..ninety, first..ninetieth, a, an
    OrdinalSuffix = Cues(1) << 32,    ///< st, nd, rd, th
    IntoAfter = Cues(1) << 33,
    InInto = Cues(1) << 34,
    ToWord = Cues(1) << 35,
    GoPlay = Cues(1) << 36,           ///< go..., play...
    Of = Cues(1) << 37,
    Old = Cues(1) << 47,              ///< old
    MinutesOld = Cues(1) << 48,       ///< counted minutes, then old: "the second half was 12 minutes old"
    BeforeWord = Cues(1) << 49,       ///< before
    MinutesBefore = Cues(1) << 50,    ///< counted minutes, then before: "five minutes before half-time"
    WereHad = Cues(1) << 51,          ///< were, had, gone, played, on
    MinutesGone = Cues(1) << 52,      ///< counted minutes, then were, had, gone, played or on: "nine minutes had gone"
    BracketedOrdinal = Cues(1) << 53, ///< the ')' of "(70th)"
    MinuteQualifier = Cues(1) << 43,  ///< only, barely, mere, before: "after only ten minutes", "just before 80 minutes"
    // a mark of the gate's table alone, for no rule
    NotedWord = Cues(1) << 44,        ///< a word of NotedTokens::words
};
// The words the preposition rule allows between its preposition and its counted minute: "just before the a mere
// twenty-one minutes". Any other word there breaks the sequence (MinutesAfterPreposition).
constexpr Cues afterPrepositionWordCues = The | NumberWord | MinuteQualifier;

struct WordCues {
    std::string_view word;
    Cues cues;
};

// Whole words, in alphabetical order.
constexpr WordCues wholeWords[] = {
    {"a", NumberWord}, {"about", Preposition}, {"added", StoppageWord}, {"additional", StoppageWord},
    {"after", IntoAfter | Preposition}, {"an", NumberWord}, {"approaching", Preposition}, {"around", Preposition},
    {"at", Preposition}, {"barely", MinuteQualifier}, {"before", MinuteQualifier | BeforeWord}, {"death", Death}, {"eight", NumberWord},
    {"eighteen", NumberWord}, {"eighteenth", NumberWord},
    {"eighth", NumberWord}, {"eightieth", NumberWord}, {"eighty", NumberWord}, {"eleven", NumberWord},
    {"eleventh", NumberWord}, {"fifteen", NumberWord}, {"fifteenth", NumberWord}, {"fifth", NumberWord},
    {"fiftieth", NumberWord}, {"fifty", NumberWord}, {"first", NumberWord | FirstOpening}, {"five", NumberWord},
    {"fortieth", NumberWord}, {"forty", NumberWord}, {"four", NumberWord}, {"fourteen", NumberWord},
    {"fourteenth", NumberWord}, {"fourth", NumberWord}, {"from", From}, {"game", KickOff}, {"gone", WereHad}, {"had", WereHad}, {"hour", Hour},
    {"immediately", Soon}, {"in", InInto | Preposition}, {"injury", StoppageWord}, {"inside", Preposition},
    {"into", IntoAfter | InInto}, {"just", Preposition}, {"kick", KickOff}, {"match", KickOff}, {"mere", MinuteQualifier},
    {"min", MinuteWord | MinAbbreviation}, {"mins", MinuteWord | MinAbbreviation},
    {"minute", MinuteWord | MinuteSingular}, {"minutes", MinuteWord}, {"moments", Moments},
    {"nd", OrdinalSuffix}, {"nine", NumberWord}, {"nineteen", NumberWord}, {"nineteenth", NumberWord},
    {"ninetieth", NumberWord}, {"ninety", NumberWord}, {"ninth", NumberWord}, {"of", Of}, {"old", Old}, {"on", Preposition | WereHad},
    {"one", NumberWord}, {"only", MinuteQualifier}, {"opening", FirstOpening}, {"played", WereHad}, {"rd", OrdinalSuffix}, {"right", Soon},
    {"second", NumberWord}, {"seconds", Moments}, {"seven", NumberWord}, {"seventeen", NumberWord},
    {"seventeenth", NumberWord}, {"seventh", NumberWord}, {"seventieth", NumberWord}, {"seventy", NumberWord},
    {"six", NumberWord}, {"sixteen", NumberWord}, {"sixteenth", NumberWord}, {"sixth", NumberWord},
    {"sixtieth", NumberWord}, {"sixty", NumberWord}, {"st", OrdinalSuffix}, {"start", KickOff},
    {"stoppage", StoppageWord}, {"straight", Soon}, {"stroke", Stroke}, {"ten", NumberWord},
    {"tenth", NumberWord}, {"th", OrdinalSuffix}, {"the", The}, {"third", NumberWord},
    {"thirteen", NumberWord}, {"thirteenth", NumberWord}, {"thirtieth", NumberWord}, {"thirty", NumberWord},
    {"three", NumberWord}, {"to", ToWord}, {"twelfth", NumberWord}, {"twelve", NumberWord},
    {"twentieth", NumberWord}, {"twenty", NumberWord}, {"two", NumberWord}, {"were", WereHad}, {"with", Preposition},
    {"within", Preposition | Soon},
};
constexpr qsizetype longestCuedWord = 18; // "seventeenthminutes", glued

// Words that patterns leave open at the end.
constexpr WordCues wordPrefixes[] = {
    {"break", RestartTarget}, {"go", GoPlay}, {"half", RestartTarget}, {"interval", RestartTarget}, {"left", Remaining},
    {"period", RestartTarget}, {"play", GoPlay}, {"remaining", Remaining}, {"restart", RestartTarget}, {"time", TimePrefix},
};

// The minute words a number can be glued to ("tenminutes", "23rdmin").
constexpr std::string_view minuteWords[] = {"min", "mins", "minute", "minutes"};

// --- Word shapes ------------------------------------------------------------------------------------
// Most words are none of those a pass looks for, and a first look at two of their letters and their
// length tells so, far cheaper than folding and looking them up.
class WordShapes
{
public:
    // Words of `length` letters or more count as `length` (none looked for is that long).
    static constexpr qsizetype longest = 31;

    // `a`, `b`: ASCII letters of either case.
    constexpr void add(char16_t a, char16_t b, qsizetype length) { m_lengths[key(a)][key(b)] |= lengthBit(length); }
    // Words of `length` letters and any longer.
    constexpr void addFrom(char16_t a, char16_t b, qsizetype length) { m_lengths[key(a)][key(b)] |= ~(lengthBit(length) - 1); }
    constexpr bool has(char16_t a, char16_t b, qsizetype length) const { return m_lengths[key(a)][key(b)] & lengthBit(length); }

private:
    // The low five bits: the same for either case of a letter, and 1..26 from a to z.
    static constexpr std::size_t key(char16_t letter) { return letter & 31; }
    static constexpr quint32 lengthBit(qsizetype length) { return quint32(1) << std::min(length, longest); }

    std::array<std::array<quint32, 32>, 32> m_lengths{};
};
static_assert(longestCuedWord < WordShapes::longest);

// By first letter, last letter and length: the whole words with any of `cues`, and when `glued`, the
// number words and ordinal suffixes glued to a minute word ("tenminutes", "rdmin").
constexpr WordShapes shapesOfWords(Cues cues, bool glued)
{
    WordShapes shapes;
    for (const WordCues &entry : wholeWords) {
        if (entry.cues & cues)
            shapes.add(entry.word.front(), entry.word.back(), qsizetype(entry.word.size()));
        if (glued && (entry.cues & (NumberWord | OrdinalSuffix))) {
            for (std::string_view minute : minuteWords)
                shapes.add(entry.word.front(), minute.back(), qsizetype(entry.word.size() + minute.size()));
        }
    }
    return shapes;
}
constexpr WordShapes cuedWordShapes = shapesOfWords(~Cues(0), true);

// By first letter, second letter and length: the words that start with a prefix.
constexpr WordShapes prefixShapes = [] {
    WordShapes shapes;
    for (const WordCues &entry : wordPrefixes)
        shapes.addFrom(entry.word[0], entry.word[1], qsizetype(entry.word.size()));
    return shapes;
}();
// By second letter, third letter and length, the same: a word must pass both to open with a prefix ("have"
// and "level" pass the first, by "half" and "left", not this one). A prefix of two letters ("go") lets every
// third letter through.
constexpr WordShapes prefixThirdShapes = [] {
    WordShapes shapes;
    for (const WordCues &entry : wordPrefixes) {
        if (entry.word.size() >= 3) {
            shapes.addFrom(entry.word[1], entry.word[2], qsizetype(entry.word.size()));
            continue;
        }
        for (char third = 'a'; third <= 'z'; ++third)
            shapes.addFrom(entry.word[1], third, 3);
    }
    return shapes;
}();

// Whether a word of `length` ASCII letters at `start` may open with a prefix: far cheaper than folding its
// letters and comparing them, and most words do not.
Q_ALWAYS_INLINE bool mayOpenWithPrefix(const char16_t *start, qsizetype length)
{
    return length > 1 && prefixShapes.has(start[0], start[1], length) && (length == 2 || prefixThirdShapes.has(start[1], start[2], length));
}

// --- Word look-ups ----------------------------------------------------------------------------------
// Most words are no cue at all, so a look-up must be cheap: a word's letters, zero-padded and packed
// into three integers (as std::bit_cast lays them out, on any byte order), are hashed and compared as
// integers, not as strings.
constexpr std::size_t packedLetterCount = 24;
using WordLetters = std::array<char, packedLetterCount>;
using PackedWord = std::array<quint64, packedLetterCount / sizeof(quint64)>;
static_assert(longestCuedWord <= qsizetype(packedLetterCount));

constexpr PackedWord packed(std::string_view word)
{
    WordLetters letters{};
    std::ranges::copy(word.substr(0, packedLetterCount), letters.begin());
    return std::bit_cast<PackedWord>(letters);
}

// For each length, the bits of a packed word that hold that many leading letters.
constexpr auto leadingLetterMasks = [] {
    std::array<PackedWord, packedLetterCount + 1> masks{};
    for (std::size_t length = 0; length <= packedLetterCount; ++length) {
        WordLetters letters{};
        std::fill_n(letters.begin(), length, char(-1));
        masks[length] = std::bit_cast<PackedWord>(letters);
    }
    return masks;
}();

constexpr PackedWord masked(PackedWord word, const PackedWord &mask)
{
    for (std::size_t i = 0; i < word.size(); ++i)
        word[i] &= mask[i];
    return word;
}

// std::array's == may compare through memcmp; this is three XORs.
constexpr bool sameLetters(const PackedWord &a, const PackedWord &b)
{
    quint64 difference = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        difference |= a[i] ^ b[i];
    return !difference;
}

// Whole words: open addressing filled at compile time. A slot holds a byte, 1 + the index of its
// word in wholeWords, so that ten times as many slots as words fit in 1 KiB: most words are no cue
// at all, and end their look-up at an empty first slot.
constexpr auto packedWholeWords = [] {
    std::array<PackedWord, std::size(wholeWords)> words{};
    std::ranges::transform(wholeWords, words.begin(), [](const WordCues &entry) { return packed(entry.word); });
    return words;
}();
constexpr std::size_t wholeWordSlotCount = 1024;
static_assert(std::has_single_bit(wholeWordSlotCount) && std::size(wholeWords) * 8 <= wholeWordSlotCount
              && std::size(wholeWords) < 256);

constexpr std::size_t slotOf(const PackedWord &word)
{
    // Multiplicative hashing: the top bits of the product depend on every letter.
    const quint64 mixed = word[0] * 0x9e3779b97f4a7c15ull ^ word[1] * 0xc2b2ae3d27d4eb4full ^ word[2] * 0x165667b19e3779f9ull;
    return std::size_t(mixed >> (64 - std::countr_zero(wholeWordSlotCount)));
}

constexpr auto wholeWordSlots = [] {
    std::array<quint8, wholeWordSlotCount> table{};
    for (std::size_t index = 0; index < packedWholeWords.size(); ++index) {
        std::size_t slot = slotOf(packedWholeWords[index]);
        while (table[slot])
            slot = (slot + 1) % wholeWordSlotCount;
        table[slot] = quint8(index + 1);
    }
    return table;
}();

// Both look-ups inline: they run for every word of every sentence, and the calls cost as much.
Q_ALWAYS_INLINE Cues cuesOfWholeWord(const PackedWord &word)
{
    for (std::size_t slot = slotOf(word);; slot = (slot + 1) % wholeWordSlotCount) {
        const std::size_t entry = wholeWordSlots[slot];
        if (!entry)
            return 0;
        if (sameLetters(packedWholeWords[entry - 1], word))
            return wholeWords[entry - 1].cues;
    }
}

// Prefixes by initial letter, each with the mask of its letters.
struct PackedPrefix {
    PackedWord letters{};
    PackedWord mask{};
    Cues cues = 0;
};
constexpr std::size_t prefixesPerInitial = 2;
constexpr auto prefixesByInitial = [] {
    std::array<std::array<PackedPrefix, prefixesPerInitial>, 26> buckets{};
    for (const WordCues &entry : wordPrefixes) {
        auto &bucket = buckets[std::size_t(entry.word.front() - 'a')];
        // Running past the bucket stops compilation: raise prefixesPerInitial.
        auto *unused = std::ranges::find(bucket, Cues(0), &PackedPrefix::cues);
        *unused = {packed(entry.word), leadingLetterMasks[entry.word.size()], entry.cues};
    }
    return buckets;
}();
// For each initial, bit n: some prefix's second letter is n in the low five bits of ASCII ('a' is 1,
// 'z' 26; the 0 after a one-letter word, none). Most words open with no prefix's two letters and
// skip the comparisons.
constexpr auto prefixSecondLetters = [] {
    std::array<quint32, 26> seconds{};
    for (const WordCues &entry : wordPrefixes)
        seconds[std::size_t(entry.word[0] - 'a')] |= quint32(1) << (entry.word[1] & 31);
    return seconds;
}();
static_assert(std::ranges::all_of(wordPrefixes, [](const WordCues &entry) { return entry.word.size() >= 2; }));

// `letters`: the word's first letters, zero-padded; `word` the same packed.
Q_ALWAYS_INLINE Cues cuesOfPrefixes(const WordLetters &letters, const PackedWord &word)
{
    if (!(prefixSecondLetters[std::size_t(letters[0] - 'a')] >> (letters[1] & 31) & 1))
        return 0;
    // An unused entry (all zero) matches every word and adds no cue.
    Cues cues = 0;
    for (const PackedPrefix &prefix : prefixesByInitial[std::size_t(letters[0] - 'a')]) {
        if (sameLetters(masked(word, prefix.mask), prefix.letters))
            cues |= prefix.cues;
    }
    return cues;
}

// "tenminutes", "aminute", "rdmin": patterns allow no space between a number (or "23rd") and the
// minute word.
Cues cuesOfGluedMinutes(std::string_view letters, const PackedWord &word)
{
    if (letters.size() < 4)
        return 0;
    // The last letter tells which minute word the word could end in, and spares most words the rest.
    std::string_view minute;
    switch (letters.back()) {
    case 'n':
        minute = "min";
        break;
    case 'e':
        minute = "minute";
        break;
    case 's':
        minute = letters.ends_with("mins") ? "mins" : "minutes";
        break;
    default:
        return 0;
    }
    if (letters.size() <= minute.size() || !letters.ends_with(minute))
        return 0;
    const Cues number = cuesOfWholeWord(masked(word, leadingLetterMasks[letters.size() - minute.size()]));
    if (!(number & (NumberWord | OrdinalSuffix)))
        return 0;
    return number | cuesOfWholeWord(packed(minute)) | (number & NumberWord ? Cues(CountedMinutes) : 0);
}

// `letters`: the word's first letters (lower-case ASCII), zero-padded; `word` the same packed.
Cues cuesOfWord(const WordLetters &letters, qsizetype length, const PackedWord &word)
{
    // A longer word can still start with a cued prefix ("timewasting...").
    if (length > longestCuedWord)
        return cuesOfPrefixes(letters, word);
    return cuesOfWholeWord(word) | cuesOfPrefixes(letters, word)
        | cuesOfGluedMinutes(std::string_view(letters.data(), size_t(length)), word);
}

// U+180E MONGOLIAN VOWEL SEPARATOR: PCRE2's \s (with Unicode properties) still takes it for white
// space, as Unicode did before 6.3 made it a format character; QChar::isSpace follows Unicode now.
constexpr bool isPcreOnlySpace(char32_t c)
{
    return c == 0x180E;
}

// Whether UseUnicodePropertiesOption would change what \w, \d, \s and \b see at `c` (not ASCII):
// letters, marks, numbers, separators and connectors do; other punctuation, symbols and format
// characters (’ – £ € emoji) are neither word characters nor space with or without it, but for the
// one format character Unicode \s takes for white space.
bool needsUnicodeClasses(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Punctuation_Dash:
    case QChar::Punctuation_Open:
    case QChar::Punctuation_Close:
    case QChar::Punctuation_InitialQuote:
    case QChar::Punctuation_FinalQuote:
    case QChar::Punctuation_Other:
    case QChar::Symbol_Math:
    case QChar::Symbol_Currency:
    case QChar::Symbol_Modifier:
    case QChar::Symbol_Other:
        return false;
    case QChar::Other_Format:
        return isPcreOnlySpace(c);
    default:
        return true;
    }
}

// Word letters as case-insensitive patterns see them, folded: ASCII ones from a table, the Kelvin
// sign as "k" and the long s as "s"; 0 for anything else.
constexpr auto asciiWordLetters = [] {
    std::array<char, 128> letters{};
    for (char16_t c = 0; c < letters.size(); ++c) {
        if (const char16_t folded = foldedLetter(c); folded >= u'a' && folded <= u'z')
            letters[c] = char(folded);
    }
    return letters;
}();

char wordLetter(char16_t c)
{
    if (c < asciiWordLetters.size())
        return asciiWordLetters[c];
    const char16_t folded = foldedLetter(c);
    return folded != c ? char(folded) : 0;
}

// Four ASCII letters, lower-cased, as four bytes. The shifts bring each unit's low byte next to
// the one before it; on either byte order, the low half of the result holds them in text order.
void storeFourLetters(const char16_t *units, char *letters)
{
    quint64 four;
    std::memcpy(&four, units, sizeof four);
    four |= 0x0020'0020'0020'0020ull;
    four = (four | four >> 8) & 0x0000'FFFF'0000'FFFFull;
    const quint32 bytes = quint32(four | four >> 16);
    std::memcpy(letters, &bytes, sizeof bytes);
}

// A word of `length` ASCII letters, lower-cased and zero-padded, four letters a step.
WordLetters foldedAsciiLetters(const char16_t *start, qsizetype length)
{
    WordLetters letters{};
    const qsizetype stored = std::min(length, qsizetype(letters.size()));
    if (stored >= 4) {
        // The last four letters are stored last, overlapping the step before when the length is
        // not a multiple of four.
        for (qsizetype i = 0; i + 4 < stored; i += 4)
            storeFourLetters(start + i, letters.data() + i);
        storeFourLetters(start + stored - 4, letters.data() + stored - 4);
    } else {
        for (qsizetype i = 0; i < stored; ++i)
            letters[std::size_t(i)] = char(asciiLetterLower(start[i]));
    }
    return letters;
}

// Whether the last three of `length` ASCII letters are those of a minute word: "min", "mins",
// "minute", "minutes". Compared as the last four units, the fourth from the end masked out, lower-cased
// by setting bit 5.
bool endsAsMinuteWord(const char16_t *letters, qsizetype length)
{
    constexpr auto lastFour = [](char16_t a, char16_t b, char16_t c, char16_t d) {
        return std::bit_cast<quint64>(std::array<char16_t, 4>{a, b, c, d});
    };
    constexpr quint64 lastThree = lastFour(0, 0xFFFF, 0xFFFF, 0xFFFF);
    if (length < 4)
        return false;
    quint64 units;
    std::memcpy(&units, letters + length - 4, sizeof units);
    const quint64 ending = (units | lastFour(0, 0x20, 0x20, 0x20)) & lastThree;
    return ending == lastFour(0, u'm', u'i', u'n') || ending == lastFour(0, u'i', u'n', u's')
        || ending == lastFour(0, u'u', u't', u'e') || ending == lastFour(0, u't', u'e', u's');
}

// The look-ups of cuesOfAsciiWord that a word's shape calls for, out of line: most words need none.
Q_NEVER_INLINE Cues cuesOfFoldedWord(const char16_t *start, qsizetype length, bool shaped, bool prefixed)
{
    const WordLetters letters = foldedAsciiLetters(start, length);
    const PackedWord word = std::bit_cast<PackedWord>(letters);
    Cues cues = prefixed ? cuesOfPrefixes(letters, word) : 0;
    if (shaped) {
        cues |= cuesOfWholeWord(word);
        if (endsAsMinuteWord(start, length))
            cues |= cuesOfGluedMinutes(std::string_view(letters.data(), size_t(length)), word);
    }
    return cues;
}

// What cuesOfWord() finds for a word of `length` ASCII letters, as far as the words of `shapes` (whole
// or glued, from shapesOfWords) and, when `withPrefixes`, the prefixes go. The look-ups run only for a
// word of a shape they can find, and most words have none: they are not even folded.
Q_ALWAYS_INLINE Cues cuesOfAsciiWord(const char16_t *start, qsizetype length, const WordShapes &shapes, bool withPrefixes)
{
    const bool shaped = shapes.has(start[0], start[length - 1], length);
    const bool prefixed = withPrefixes && mayOpenWithPrefix(start, length);
    if (!(shaped || prefixed))
        return 0;
    return cuesOfFoldedWord(start, length, shaped, prefixed);
}

// --- Look-ups by word hash --------------------------------------------------------------------------
// A tokenized text comes with the hash of each of its words of ASCII letters, folded (WordHashes): the
// whole-word and glued cues of such a word are then one probe of a table of those hashes, where the
// look-ups above fold and pack the word's letters first. A word of another with the same hash (never
// seen; 64 bits) would only take on cues it lacks, and a cue lets rules run, never keeps one from
// running: what the rules find stays the same.
class CuesByHash
{
public:
    // Only the words (whole, or glued to a minute word) with any of `only`; and, when `withNotedWords`, those of
    // NotedTokens with NotedWord.
    explicit CuesByHash(Cues only = ~Cues(0), bool withNotedWords = false)
        : m_only(only)
    {
        for (const WordCues &entry : wholeWords) {
            add(entry.word);
            if (entry.cues & (NumberWord | OrdinalSuffix)) {
                for (std::string_view minute : minuteWords)
                    add(std::string(entry.word).append(minute));
            }
        }
        if (withNotedWords) {
            for (std::u16string_view word : NotedTokens::words)
                put(WordTable::hashOf(word), NotedWord);
        }
    }

    Cues find(std::size_t hash) const
    {
        if (!m_filter[hash % m_filter.size()])
            return 0;
        for (std::size_t slot = slotOf(hash);; slot = (slot + 1) % slotCount) {
            if (m_slots[slot].hash == hash)
                return m_slots[slot].cues;
            if (m_slots[slot].hash == emptySlot)
                return 0;
        }
    }

private:
    // WordTable hashes are never 0.
    static constexpr std::size_t emptySlot = 0;
    static constexpr std::size_t slotCount = 1024;
    // At most half full: every whole word, the numbers' words glued to every minute word, and the noted words.
    static constexpr std::size_t gluedWords = std::size(minuteWords)
        * std::size_t(std::ranges::count_if(wholeWords, [](const WordCues &entry) { return (entry.cues & (NumberWord | OrdinalSuffix)) != 0; }));
    static_assert((std::size(wholeWords) + gluedWords + NotedTokens::words.size()) * 2 <= slotCount);
    static std::size_t slotOf(std::size_t hash) { return std::size_t(quint64(hash) >> (64 - std::countr_zero(slotCount))); }

    // Cues as cuesOfWord() finds them, but for the prefixes, which no table of whole words can hold.
    void add(std::string_view word)
    {
        Q_ASSERT(qsizetype(word.size()) <= longestCuedWord);
        WordLetters letters{};
        std::ranges::copy(word, letters.begin());
        const PackedWord packedWord = std::bit_cast<PackedWord>(letters);
        const Cues cues = cuesOfWholeWord(packedWord) | cuesOfGluedMinutes(word, packedWord);
        if (!(cues & m_only))
            return;
        const std::u16string wide(word.begin(), word.end());
        put(WordTable::hashOf(wide), cues);
    }
    void put(std::size_t hash, Cues cues)
    {
        std::size_t slot = slotOf(hash);
        while (m_slots[slot].hash != emptySlot && m_slots[slot].hash != hash)
            slot = (slot + 1) % slotCount;
        m_slots[slot] = {hash, m_slots[slot].cues | cues};
        m_filter[hash % m_filter.size()] = true;
    }

    struct Slot {
        std::size_t hash = emptySlot;
        Cues cues = 0;
    };
    Cues m_only;
    std::array<Slot, slotCount> m_slots{};
    // Whether a hash held has these low bits: most words are none, and their look-up ends here, where a
    // probe of the slots went on past a few full ones. The slots go by the top bits.
    std::array<bool, 4096> m_filter{};
};
const CuesByHash cuesByHash;

// Prefix cues alone: the letters past the longest prefix are never compared, and not folded.
constexpr qsizetype longestPrefix = qsizetype(std::ranges::max(wordPrefixes, {}, [](const WordCues &entry) { return entry.word.size(); }).word.size());

Q_NEVER_INLINE Cues cuesOfPrefixedWord(const char16_t *start, qsizetype length)
{
    const WordLetters letters = foldedAsciiLetters(start, std::min(length, longestPrefix));
    return cuesOfPrefixes(letters, std::bit_cast<PackedWord>(letters));
}

// Where a scan found numeral marks ("23'", "23 min"): the offset in the text of the last digit before
// each, as many as fit. Every match of the numeral rule holds one of them, so that rule can add
// nothing once each lies in an expression found before it: in a live blog's "59min: ...", the
// line-start rule has taken "59min", and the numeral rule's match of it would only be dropped.
class NumeralMarks
{
public:
    void add(qsizetype digit)
    {
        if (m_count < capacity)
            m_digits[std::size_t(m_count)] = digit;
        ++m_count;
    }
    qsizetype count() const { return m_count; }
    // Whether each lies in one of `found` (spans at offsets from the text plus `offset`).
    bool allWithin(const QList<TimeExpression> &found, int offset) const
    {
        if (m_count > capacity)
            return false;
        return std::all_of(m_digits.begin(), m_digits.begin() + m_count, [&](qsizetype digit) {
            return std::any_of(found.cbegin(), found.cend(), [at = offset + digit](const TimeExpression &e) {
                return e.span.start <= at && at < e.span.end;
            });
        });
    }

private:
    static constexpr int capacity = 8;
    std::array<qsizetype, capacity> m_digits{};
    int m_count = 0;
};

// What every match of a rule holds, a place of its own in each (matches do not overlap); the scan
// counts these places.
enum class EveryMatchHolds {
    Nothing,
    NumeralMark,       ///< the last digit before a numeral mark: "23'", "23 min"
    LineStartNumeral,  ///< the first digit of a line that opens with one
    Plus,              ///< a '+'
    BracketedNumeral,  ///< the ')' of "(23)"
    OrdinalNumeral,    ///< the ordinal suffix after a digit: "23rd"
    MinuteOf,          ///< the "of" after "minute": "the 4th minute of stoppage time"
    CountedMinuteAfterPreposition, ///< a counted minute word a preposition's few words before: "after just ten minutes"
    Count
};

// What a cue scan finds in a text.
struct ScanResult {
    Cues cues = 0;
    NumeralMarks numeralMarks;
    std::array<qsizetype, std::size_t(EveryMatchHolds::Count)> places{}; ///< by EveryMatchHolds
    /// The text holds a surrogate: a lone one makes it invalid UTF-16, where the patterns find nothing.
    bool surrogates = false;
    /// The text holds a dash ('-' or '–'), as a scoreline does.
    bool dash = false;

    /// Whether the text may hold a scoreline: a digit (Digit) and a dash, both of which the scan reads anyway.
    bool mayHoldScoreline() const { return (cues & Digit) && dash; }

    // The most matches a rule can have whose every match holds `what`: after that many, the search
    // that would find no more is spared.
    qsizetype mostMatches(EveryMatchHolds what) const
    {
        return what == EveryMatchHolds::Nothing ? std::numeric_limits<qsizetype>::max() : places[std::size_t(what)];
    }
};

// One pass over a text: letters are lower-cased into words and looked up; digits, brackets and
// line starts are tracked for the shapes the numeric rules need. The pass walks the text's tokens, as
// the tokenizer has already found where words start and end: a word of ASCII letters is looked up as
// it stands, a one-unit ASCII token is taken as it is, and the rest (the white space between tokens
// too) is read unit by unit, all in text order, so that the cues are those of reading every unit.
class CueScanner
{
public:
    // `tokens`: the text's, at offsets from `origin` (where the text starts).
    // `words`: HashedWords or ShapedWords.
    template<typename Words>
    static ScanResult scan(QStringView text, std::span<const Token> tokens, int origin, const Words &words)
    {
        const char16_t *const units = text.utf16();
        CueScanner scanner(units);
        const char16_t *read = units; // up to where the text has been read
        for (std::size_t index = 0; index < tokens.size(); ++index) {
            const Token &token = tokens[index];
            const char16_t *const start = units + (token.start - origin);
            // Between tokens: white space, and the 's that a possessive drops. Mostly one space.
            if (start - read == 1 && *read == u' ')
                scanner.addSpace(false);
            else if (read != start)
                scanner.addUnits(read, start);
            if (token.is(Token::AsciiLetters)) // a word: the tokenizer flags only words so
                scanner.addCues(words.cues(start, token.length(), index));
            else if (token.length() == 1 && *start < 0x80) // a digit or a punctuation mark
                scanner.addAsciiAt(start);
            else
                scanner.addUnits(start, units + (token.end - origin));
            read = units + (token.end - origin);
        }
        scanner.addUnits(read, units + text.size());
        return {scanner.m_cues, scanner.m_numeralMarks, scanner.m_places, scanner.m_surrogates, scanner.m_dash};
    }

private:
    explicit CueScanner(const char16_t *text)
        : m_text(text)
    {
    }

    void addUnits(const char16_t *next, const char16_t *end)
    {
        while (next != end) {
            const char16_t c = *next;
            m_at = next;
            if (wordLetter(c))
                next = readWord(next, end);
            else if (c < 0x80)
                addAscii(char(*next++));
            else if (QChar::isHighSurrogate(c) && next + 1 != end && QChar::isLowSurrogate(next[1])) {
                m_surrogates = true;
                addNonAscii(QChar::surrogateToUcs4(c, next[1]));
                next += 2;
            } else {
                m_surrogates = m_surrogates || QChar::isSurrogate(c);
                addNonAscii(*next++);
            }
        }
    }

    // The ASCII unit at `at`.
    void addAsciiAt(const char16_t *at)
    {
        m_at = at;
        addAscii(char(*at));
    }

    // Folds the word that starts at `next` into a buffer of its own (kept out of the scanner so that
    // the compiler need not reload the scanner after each letter stored), then looks it up; returns
    // where the word ends.
    const char16_t *readWord(const char16_t *next, const char16_t *end)
    {
        WordLetters letters{};
        qsizetype length = 0;
        for (; next != end; ++next) {
            char letter;
            if (*next < asciiWordLetters.size()) {
                letter = asciiWordLetters[*next];
                if (!letter)
                    break;
            } else {
                letter = wordLetter(*next);
                if (!letter)
                    break;
                m_cues |= NeedsUnicode; // the Kelvin sign or the long s
            }
            if (length < qsizetype(letters.size()))
                letters[length] = letter;
            ++length;
        }
        addWord(letters, length);
        return next;
    }

    void addAscii(char c)
    {
        if (c == '\n' || c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r')
            addSpace(c == '\n');
        else if (c >= '0' && c <= '9')
            addDigit();
        else
            addPunctuation(char32_t(c));
    }

    void addNonAscii(char32_t c)
    {
        if (needsUnicodeClasses(c))
            m_cues |= NeedsUnicode;
        // White space as the patterns read it, U+180E too: "minute\u180Eof" is a "minute of".
        if (QChar::isSpace(c) || isPcreOnlySpace(c))
            addSpace(false);
        else if (QChar::isDigit(c))
            addDigit();
        else
            addPunctuation(c);
    }

    void addSpace(bool newline)
    {
        if (newline)
            m_lineStart = true;
        m_bracket = Bracket::None;
    }

    void addDigit()
    {
        if (m_before != Before::Digit)
            ++m_sincePreposition;
        m_cues |= Digit;
        if (m_lineStart) {
            m_cues |= LineStartNumeral;
            addPlace(EveryMatchHolds::LineStartNumeral);
        }
        m_lineStart = false;
        if (m_bracket != Bracket::None)
            m_bracket = Bracket::Digits;
        m_before = Before::Digit;
        m_lastDigit = m_at;
    }

    void addPunctuation(char32_t c)
    {
        m_lineStart = false;
        if (c == ')' && m_bracket == Bracket::Digits) {
            m_cues |= BracketedNumeral;
            addPlace(EveryMatchHolds::BracketedNumeral);
        }
        if (c == ')' && m_bracket == Bracket::Ordinal)
            m_cues |= BracketedOrdinal;
        m_bracket = c == '(' ? Bracket::Open : Bracket::None;
        m_dash = m_dash || c == '-' || c == 0x2013;
        if (c == '-') // "twenty-third minute", "56th-minute"
            return;
        m_sincePreposition = farFromPreposition;
        if (c == '+') {
            m_cues |= Plus;
            addPlace(EveryMatchHolds::Plus);
        } else if ((c == '\'' || c == 0x2019 || c == 0x2032) && m_before == Before::Digit) {
            addNumeralMark();
        }
        m_before = Before::Other;
    }

    // `letters`: the word's first letters, folded and zero-padded.
    void addWord(const WordLetters &letters, qsizetype length)
    {
        addCues(cuesOfWord(letters, length, std::bit_cast<PackedWord>(letters)));
    }

    // A word whose own cues are `word`. Inline for most words, which have none: alone or with the
    // word before.
    Q_ALWAYS_INLINE void addCues(Cues word)
    {
        m_lineStart = false;
        // "(70th": an ordinal's suffix right after a bracket's digits.
        m_bracket = m_bracket == Bracket::Digits && (word & OrdinalSuffix) && m_before == Before::Digit ? Bracket::Ordinal : Bracket::None;
        if (!word) {
            m_sincePreposition = farFromPreposition; // no word the preposition rule allows before its minute
            m_before = Before::Word;
            m_wordBefore = 0;
            m_countedMinuteBefore = false;
            return;
        }
        addCuedWord(word);
    }

    Q_NEVER_INLINE void addCuedWord(Cues word)
    {
        m_cues |= word;
        const bool afterDigit = m_before == Before::Digit;
        const bool afterWord = m_before == Before::Word;
        const bool countedMinute = (word & MinuteWord) && (afterDigit || (afterWord && (m_wordBefore & NumberWord)));
        if (word & MinuteWord) {
            if (afterDigit) {
                m_cues |= NumeralMinute;
                if (word & MinAbbreviation)
                    addNumeralMark();
            }
            if (countedMinute)
                m_cues |= CountedMinutes;
        }
        if ((word & OrdinalSuffix) && afterDigit) {
            m_cues |= OrdinalNumeral;
            addPlace(EveryMatchHolds::OrdinalNumeral);
        }
        // The preposition rule puts at most six words or numbers between: "just before the a mere twenty-one minutes".
        if ((countedMinute || (word & CountedMinutes)) && m_sincePreposition <= 6) {
            m_cues |= MinutesAfterPreposition;
            addPlace(EveryMatchHolds::CountedMinuteAfterPreposition);
        }
        m_sincePreposition = word & Preposition ? 0 : word & afterPrepositionWordCues ? m_sincePreposition + 1 : farFromPreposition;
        if (afterWord) {
            const Cues pair = cuesOfPair(m_wordBefore, m_countedMinuteBefore, word);
            m_cues |= pair;
            if (pair & MinuteOf)
                addPlace(EveryMatchHolds::MinuteOf);
        }
        m_before = Before::Word;
        m_wordBefore = word;
        m_countedMinuteBefore = countedMinute;
    }

    // A mark after the last digit: "23'", "23 min".
    void addNumeralMark()
    {
        m_cues |= NumeralMark;
        m_numeralMarks.add(m_lastDigit - m_text);
        addPlace(EveryMatchHolds::NumeralMark);
    }

    void addPlace(EveryMatchHolds what) { ++m_places[std::size_t(what)]; }

    // What a word says together with the one before it (white space or hyphens between).
    static Cues cuesOfPair(Cues before, bool countedMinuteBefore, Cues word)
    {
        Cues cues = 0;
        if ((before & ToWord) && (word & GoPlay))
            cues |= ToGoPlay;
        if ((before & MinuteSingular) && (word & Of))
            cues |= MinuteOf;
        // "the hour"; also "half hour", of which the rule asks the article before: "the half-hour"
        if ((before & (The | RestartTarget)) && (word & Hour))
            cues |= TheHour;
        if ((before & (Moments | Soon)) && (word & (IntoAfter | From)))
            cues |= SoonAfter;
        if ((before & FirstOpening) && (word & MinuteSingular))
            cues |= FirstMinute;
        if ((before & The) && (word & NumberWord))
            cues |= TheNumber;
        if (countedMinuteBefore) {
            if (word & IntoAfter)
                cues |= MinutesIntoAfter;
            if (word & InInto)
                cues |= MinutesInInto;
            if (word & (Remaining | ToWord | From | Of))
                cues |= MinutesRemaining;
            if (word & Old)
                cues |= MinutesOld;
            if (word & BeforeWord)
                cues |= MinutesBefore;
            if (word & WereHad)
                cues |= MinutesGone;
        }
        return cues;
    }

    // What came before, white space and hyphens skipped ("twenty-third minute", "23 min").
    enum class Before { Other, Digit, Word };
    enum class Bracket { None, Open, Digits, Ordinal };

    // Words and numbers since the last preposition word, white space and hyphens between; far after
    // anything else.
    static constexpr qint64 farFromPreposition = std::numeric_limits<qint32>::max();
    qint64 m_sincePreposition = farFromPreposition;
    Cues m_cues = 0;
    Before m_before = Before::Other;
    Cues m_wordBefore = 0; ///< the cues of the word before, when m_before is Word
    bool m_countedMinuteBefore = false; ///< the word before is a minute word after a number: "ten minutes"
    bool m_lineStart = true;
    Bracket m_bracket = Bracket::None;
    const char16_t *m_text; ///< where the text starts
    const char16_t *m_at = nullptr; ///< the unit being read, when not a word's
    const char16_t *m_lastDigit = nullptr;
    NumeralMarks m_numeralMarks;
    bool m_surrogates = false;
    bool m_dash = false;
    std::array<qsizetype, std::size_t(EveryMatchHolds::Count)> m_places{}; ///< by EveryMatchHolds
};

// A rule runs only when every mask listed meets the cues (any one bit of each).
struct Needs {
    std::array<Cues, 3> anyOf{};
    bool metBy(Cues cues) const
    {
        return std::ranges::all_of(anyOf, [cues](Cues mask) { return !mask || (mask & cues); });
    }
};

struct Rule {
    Rule(const QString &pattern, MatchTime (*builder)(const RuleMatch &), Needs needed, EveryMatchHolds holds = EveryMatchHolds::Nothing,
         MinuteShapes::Finder finder = nullptr)
        : ascii(pattern, Regex::CaseInsensitive)
        , unicode(pattern, Regex::CaseInsensitive | Regex::UnicodeProperties)
        , build(builder)
        , needs(needed)
        , triedAtWordStarts(RegexLeads::of(pattern).isUsable())
        , everyMatchHolds(holds)
        , byHand(finder)
    {
    }
    // ASCII \w, \d, \s are much faster in PCRE2; the Unicode variant serves texts where they would
    // differ. Each compiles on first use.
    const Regex &pattern(Cues cues) const { return cues & NeedsUnicode ? unicode : ascii; }
    // A sentence's word starts (`starts`, when given) for a pattern that is tried at them: a pattern
    // searched as a whole ("(23)", "59min:" at a line start) would still have them worked out, only to
    // ask whether the sentence holds surrogates.
    const WordStarts *wordStartsFor(const WordStarts *starts) const { return triedAtWordStarts ? starts : nullptr; }

    Regex ascii;
    Regex unicode;
    // Builds the time from a match; returns an invalid time to reject the match.
    MatchTime (*build)(const RuleMatch &match);
    Needs needs;
    bool triedAtWordStarts;
    EveryMatchHolds everyMatchHolds;
    /// The pattern's matches read by hand, for the rules that open with a numeral; null for the others.
    MinuteShapes::Finder byHand;
};

// Added time of a period named in the text: "first-half stoppage time" → 45, otherwise 90
// (or 120 when extra time is named).
int periodEndFor(QStringView phrase)
{
    // "the first period of extra time" ends at 105.
    if (phrase.contains(QLatin1String("extra"), Qt::CaseInsensitive))
        return phrase.contains(QLatin1String("first"), Qt::CaseInsensitive) ? 105 : 120;
    if (phrase.contains(QLatin1String("first"), Qt::CaseInsensitive) || phrase.contains(QLatin1String("half-time"), Qt::CaseInsensitive)
        || phrase.contains(QLatin1String("the break"), Qt::CaseInsensitive)
        // "at the end of the half": a report says "of the game" at the other end.
        || (phrase.contains(QLatin1String("end of the half"), Qt::CaseInsensitive)))
        return 45;
    return 90;
}

// "on 23 minutes", "after 23 minutes", "in 23 minutes", "at 23 minutes" name the minute; "around", "about", "within" and
// the rest only come near it.
bool isExactPreposition(QStringView preposition)
{
    return withLowered(preposition, [](const QString &lower) {
        return lower == QLatin1String("on") || lower == QLatin1String("after") || lower == QLatin1String("in") || lower == QLatin1String("at");
    });
}

// Whether the words after a counted number of minutes count them from the second half's start: "of the second
// half", "into the second half", "after the restart" (the rule for "N minutes into/after ..." takes those without
// a preposition before the number).
bool isCountedFromTheRestart(QStringView after)
{
    static const Regex restart(QStringLiteral("^\\s+(?:of|into|after)\\s+(?:the\\s+)?(?:second[\\s-]+half|second\\s+period|restart|break|interval)\\b"),
                               Regex::CaseInsensitive);
    return !after.isEmpty() && after.front().isSpace() && restart.match(after).hasMatch();
}

// Whether the words after a counted number of minutes make it a span from another moment than the kick-off:
// "after", "before", "later" or "earlier" ("ten minutes after Kane's goal").
bool isCountedFromAnotherMoment(QStringView after)
{
    qsizetype at = 0;
    while (at < after.size() && after.at(at).isSpace())
        ++at;
    if (at == 0)
        return false;
    qsizetype end = at;
    while (end < after.size() && isAsciiLetter(after.at(end).unicode()))
        ++end;
    return withLowered(after.mid(at, end - at), [](const QString &word) {
        return word == QLatin1String("after") || word == QLatin1String("before") || word == QLatin1String("later") || word == QLatin1String("earlier");
    });
}

// Whether the words after a counted number of minutes are "later" or "earlier": a span from another moment after any
// preposition ("came on two minutes later").
bool isCountedBackOrOn(QStringView after)
{
    qsizetype at = 0;
    while (at < after.size() && after.at(at).isSpace())
        ++at;
    return at > 0 && (after.sliced(at).startsWith(QLatin1String("later"), Qt::CaseInsensitive) || after.sliced(at).startsWith(QLatin1String("earlier"), Qt::CaseInsensitive));
}

// Whether the words after a counted number of minutes make it the length of a stop in play: "after two minutes of
// treatment", "after almost three minutes of deliberation" (not "after ten minutes of play").
bool isLengthOfAStop(QStringView after)
{
    qsizetype at = 0;
    while (at < after.size() && after.at(at).isSpace())
        ++at;
    if (at == 0 || !after.sliced(at).startsWith(QLatin1String("of "), Qt::CaseInsensitive))
        return false;
    static const Regex stop(QStringLiteral("^of\\s+(?:[\\w-]+\\s+)?(?:treatment|deliberation|delay|discussion|consultation|checks?|checking|review|reviewing|"
                                           "waiting|confusion|protests?|talks|medical attention)\\b"),
                            Regex::CaseInsensitive);
    return stop.match(after.sliced(at)).hasMatch();
}

// Whether "within" or "inside" (`preposition`) counts its minutes from a moment the words after it name other than the
// kick-off: "within three minutes of lifting the trophy", "inside two minutes of coming on" (not "within five minutes
// of the start"; the restart's count isCountedFromTheRestart() reads before).
bool isSpanOfAnotherMoment(QStringView preposition, QStringView after)
{
    if (preposition.compare(QLatin1String("within"), Qt::CaseInsensitive) != 0 && preposition.compare(QLatin1String("inside"), Qt::CaseInsensitive) != 0)
        return false;
    const QStringView rest = after.trimmed();
    if (!rest.startsWith(QLatin1String("of "), Qt::CaseInsensitive))
        return false;
    static const Regex kickOff(QStringLiteral("^of\\s+(?:the\\s+)?(?:start|kick-?off|opening\\s+whistle|first\\s+whistle|game|match|contest|opening)\\b"),
                               Regex::CaseInsensitive);
    return !kickOff.match(rest).hasMatch();
}

// Whether "within" or "inside" (`preposition`) opens a span counted from a minute the words before it told.
bool isSpanAfterAToldMinute(QStringView preposition, QStringView before)
{
    return (preposition.compare(QLatin1String("within"), Qt::CaseInsensitive) == 0 || preposition.compare(QLatin1String("inside"), Qt::CaseInsensitive) == 0)
        && before.contains(QLatin1String("minute"), Qt::CaseInsensitive);
}

const QList<Rule> &rules()
{
    static const QList<Rule> all = [] {
        const QString number = QStringLiteral("(\\d{1,3}|%1)").arg(numberWordPattern());
        QList<Rule> list;
        // "in the fifth minute of second-half injury time", "4th minute of stoppage time", "the first minute of added time
        // of the first half", "the second minute of added time at the end of extra time"
        list.append({QStringLiteral("\\b(?:the\\s+)?(\\d{1,2})?(?:st|nd|rd|th)?\\s*(%1)?[- ]minute\\s+of\\s+((?:first|second)[- ]half\\s+|extra[- ]time\\s+)?(?:stoppage|injury|added|additional)[- ]time\\b"
                                    "(?:\\s+(?:(?:at\\s+the\\s+end\\s+of\\s+the\\s+(?:(?:first|second)\\s+)?|of\\s+the\\s+(?:first|second)\\s+)(?:half|period)(?:\\s+of\\s+extra[- ]time)?|at\\s+the\\s+end\\s+of\\s+extra[- ]time)\\b)?").arg(numberWordPattern()),
                     [](const RuleMatch &m) {
                         const int added = m.capturedLength(1) ? numeralValue(m.capturedView(1)) : TimeExpressionFinder::wordNumber(m.capturedView(2));
                         if (added <= 0)
                             return MatchTime();
                         // The half named after the time (a rule has three groups at most): the words past its first "time"
                         // (the added time's; "... of the first period of extra time" ends with another).
                         const QStringView whole = m.capturedView(0);
                         const QStringView after = whole.sliced(whole.indexOf(QLatin1String("time"), 0, Qt::CaseInsensitive));
                         return makeTime(periodEndFor(m.capturedLength(3) ? m.capturedView(3) : after), added, Precision::Exact);
                     }, Needs{{MinuteOf, StoppageWord, TimePrefix}}, EveryMatchHolds::MinuteOf});
        // "in the 44th minute of the second half": Italian, Spanish and Japanese reports count the second half's minutes
        // from its start (before the ordinal minute rule, which would take the 44th). Only with "minute", a gate word
        // (mayHoldExpression): "at the 24th of the second half" without one would leave every sentence to the scan.
        list.append({QStringLiteral("\\b(\\d{1,2})(?:st|nd|rd|th)\\s+minute\\s+of\\s+the\\s+second\\s+half\\b"),
                     [](const RuleMatch &m) {
                         const int minute = numeralValue(m.capturedView(1));
                         if (minute < 1 || minute > 55)
                             return MatchTime();
                         return minute > 45 ? makeTime(90, minute - 45, Precision::Exact) : makeTime(45 + minute, std::nullopt, Precision::Exact);
                     }, Needs{{OrdinalNumeral, MinuteSingular, RestartTarget}}, EveryMatchHolds::OrdinalNumeral});
        // "90+5", "90'+2'", "45+2min", "90 + 4 minutes"
        list.append({QStringLiteral("(?<![\\d.,:/-])(\\d{2,3})\\s*['’′]?\\s*\\+\\s*(\\d{1,2})(?:\\s*(?:['’′]|mins?\\b|minutes?\\b))?"),
                     [](const RuleMatch &m) {
                         const int base = numeralValue(m.capturedView(1));
                         if (base != 45 && base != 90 && base != 105 && base != 120)
                             return MatchTime();
                         return makeTime(base, numeralValue(m.capturedView(2)), Precision::Exact);
                     }, Needs{{Plus, Digit}}, EveryMatchHolds::Plus, MinuteShapes::nextAddedTime});
        // "the 23rd minute", "a 56th-minute lead", "23rd min"
        list.append({QStringLiteral("\\b(\\d{1,3})(?:st|nd|rd|th)[- ]?(?:minute|min)s?\\b"),
                     [](const RuleMatch &m) {
                         const int minute = numeralValue(m.capturedView(1));
                         if (minute < 1 || minute > 130)
                             return MatchTime();
                         // "94th minute" is 90+4, the notation reports use for stoppage time.
                         if (minute > 90 && minute <= 99)
                             return makeTime(90, minute - 90, Precision::Exact);
                         return makeTime(minute, std::nullopt, Precision::Exact);
                     }, Needs{{OrdinalNumeral, MinuteWord}}, EveryMatchHolds::OrdinalNumeral, MinuteShapes::nextOrdinalMinute});
        // "(70th)": an ordinal in brackets after the event, as French reports put into English write the minute.
        list.append({QStringLiteral("\\((\\d{1,3})(?:st|nd|rd|th)\\)"),
                     [](const RuleMatch &m) {
                         const int minute = numeralValue(m.capturedView(1));
                         if (minute < 1 || minute > 130)
                             return MatchTime();
                         if (minute > 90 && minute <= 99) // "(94th)": 90+4
                             return makeTime(90, minute - 90, Precision::Exact);
                         return makeTime(minute, std::nullopt, Precision::Exact);
                     }, Needs{{BracketedOrdinal}}, EveryMatchHolds::OrdinalNumeral, MinuteShapes::nextBracketedOrdinal});
        // "the fifth minute", "twenty-third minute"
        list.append({QStringLiteral("\\bthe\\s+(%1)[- ]minute\\b").arg(numberWordPattern()),
                     [](const RuleMatch &m) {
                         const int minute = TimeExpressionFinder::wordNumber(m.capturedView(1));
                         return minute > 0 ? makeTime(minute, std::nullopt, Precision::Exact) : MatchTime();
                     }, Needs{{MinuteSingular, CountedMinutes, TheNumber}}});
        // "a fifth-minute lead", "Quennell's fourth-minute tap-in": an ordinal only ("a five-minute spell" is no time)
        list.append({QStringLiteral("\\b((?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty)[- ])?(?:first|second|third|fourth|fifth|"
                                    "sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|"
                                    "eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth)-minute\\b"),
                     [](const RuleMatch &m) {
                         const int minute = TimeExpressionFinder::wordNumber(m.capturedView(1));
                         return minute > 0 ? makeTime(minute, std::nullopt, Precision::Exact) : MatchTime();
                     }, Needs{{MinuteSingular, CountedMinutes}}});
        // "N minutes into the second half", "N minutes after the break/restart", "N minutes after the hour"
        list.append({QStringLiteral("\\b%1\\s+min(?:ute)?s?\\s+(?:into|after)\\s+(?:the\\s+)?(second[\\s-]+half(?![\\s-]+(?:stoppage|injury|added))|second\\s+period|restart|break|interval|half-time|extra[- ]time|second\\s+half\\s+of\\s+extra\\s+time|(?:(?:first|second)[- ]half\\s+)?(?:stoppage|injury|added)[- ]time(?:\\s+(?:at\\s+the\\s+end\\s+of\\s+the\\s+(?:first\\s+)?half|of\\s+the\\s+first\\s+half|"
                                    "before\\s+(?:the\\s+break|half-time|the\\s+interval)))?|hour\\b)").arg(number),
                     [](const RuleMatch &m) {
                         const int n = parseNumber(m.capturedView(1));
                         if (n <= 0 || n > 45)
                             return MatchTime();
                         return withLowered(m.capturedView(2), [n](const QString &what) {
                             // "two minutes into first-half stoppage time", "... into stoppage time at the end of the half": 45+2
                             if (what.contains(QLatin1String("stoppage")) || what.contains(QLatin1String("injury")) || what.contains(QLatin1String("added")))
                                 return makeTime(what.startsWith(QLatin1String("first"))
                                                         || (!what.startsWith(QLatin1String("second")) && (what.contains(QLatin1String(" half")) || what.contains(QLatin1String("before"))))
                                                     ? 45 : 90, n, Precision::Exact);
                             // "ten minutes after the hour": 70
                             const int base = what.startsWith(QLatin1String("extra")) ? 90 : what.contains(QLatin1String("extra")) ? 105
                                 : what == QLatin1String("hour")                                                                  ? 60
                                                                                                                                  : 45;
                             return makeTime(base + n, std::nullopt, Precision::Exact);
                         });
                     }, Needs{{MinutesIntoAfter, RestartTarget | TimePrefix | Hour}}});
        // "N minutes into the game", "23 minutes in";
        // "Nineteen minutes into Saturday's Wessington League meeting": the day's match, named by its day or its side.
        list.append({QStringLiteral("\\b%1\\s+min(?:ute)?s?\\s+(?:into\\s+(?:the\\s+)?(?:game|match|contest|tie|first\\s+half|half)|into\\s+[\\w-]+['’]s\\s+(?:[\\w-]+\\s+){0,3}?(?:game|match|meeting|contest|tie|clash|derby|encounter|final)\\b|in\\b(?!\\s+(?:the|a|an|which|all|total)\\b))").arg(number),
                     [](const RuleMatch &m) {
                         const int n = parseNumber(m.capturedView(1));
                         return n > 0 && n <= 130 ? makeTime(n, std::nullopt, Precision::Exact) : MatchTime();
                     }, Needs{{MinutesInInto}}});
        // "it took the same man just eleven minutes to strike again": the time the deed took from the kick-off ("the sub took
        // just eight minutes to" counts from his coming on).
        // "It took Caerwyn just six minutes to go ahead": the time taken, not six minutes to go.
        list.append({QStringLiteral("\\bit\\s+took\\s+(?:[\\w'’-]+\\s+){0,4}?(?:just\\s+|only\\s+|barely\\s+|a\\s+mere\\s+)?%1\\s+min(?:ute)?s?\\s+to\\b(?!\\s+(?:go|play)\\b(?!\\s+(?:ahead|in\\s+front)\\b))").arg(number),
                     [](const RuleMatch &m) {
                         const int n = parseNumber(m.capturedView(1));
                         return n > 0 && n <= 45 ? makeTime(n, std::nullopt, Precision::Exact) : MatchTime();
                     }, Needs{{MinutesRemaining}}});
        // "with ten minutes left/remaining/to go", "N minutes from time/the end/full-time", "with six minutes of
        // normal time left"
        list.append({QStringLiteral("\\b(?:with\\s+(?:just\\s+|only\\s+)?)?%1\\s+min(?:ute)?s?\\s+(?:(of\\s+extra[- ]time)\\s+|of\\s+(?:normal|regular|regulation)\\s+time\\s+)?(?:left|remaining|to\\s+go(?!\\s+(?:ahead|in\\s+front)\\b)|to\\s+play|from\\s+(?:time|the\\s+end|full[- ]time|the\\s+final\\s+whistle))(\\s+(?:of|in)\\s+extra[- ]time)?").arg(number),
                     [](const RuleMatch &m) {
                         const int n = parseNumber(m.capturedView(1));
                         if (n <= 0 || n >= 90)
                             return MatchTime();
                         const int end = (m.capturedLength(2) || m.capturedLength(3)) ? 120 : 90;
                         return makeTime(end - n, std::nullopt, Precision::Exact);
                     }, Needs{{MinutesRemaining, Remaining | ToGoPlay | From}}});
        // "five minutes before half-time", "two minutes before the break", "ten minutes before full-time", "eight minutes
        // before the hour"
        list.append({QStringLiteral("\\b%1\\s+min(?:ute)?s?\\s+before\\s+(?:the\\s+)?(half[- ]?time|the\\s+break|break|interval|full[- ]?time|final\\s+whistle|end|hour)\\b").arg(number),
                     [](const RuleMatch &m) {
                         const int n = parseNumber(m.capturedView(1));
                         const int end = withLowered(m.capturedView(2), [](const QString &what) {
                             return what.startsWith(QLatin1String("half")) || what.contains(QLatin1String("break")) || what == QLatin1String("interval") ? 45
                                 : what == QLatin1String("hour")                                                                              ? 60
                                                                                                                                                : 90;
                         });
                         if (n <= 0 || n >= 45)
                             return MatchTime();
                         return makeTime(end - n, std::nullopt, Precision::Approximate);
                     }, Needs{{MinutesBefore}}});
        // "just nine minutes were on the clock when ...", "only nine minutes had gone when ...": the time of the event
        // told in the clause after.
        list.append({QStringLiteral("\\b%1\\s+min(?:ute)?s?\\s+(?:(?:were|had\\s+been)\\s+on\\s+the\\s+clock|had\\s+(?:gone|passed|elapsed|been\\s+played))\\b").arg(number),
                     [](const RuleMatch &m) {
                         const int n = parseNumber(m.capturedView(1));
                         return n > 0 && n <= 120 ? makeTime(n, std::nullopt, Precision::Exact) : MatchTime();
                     }, Needs{{MinutesGone}}});
        // "with a quarter of an hour left" (75), "after half an hour" (30): parts of an hour counted from either end.
        list.append({QStringLiteral("\\b(with|and|after|inside|within)\\s+(?:just\\s+|only\\s+)?(a\\s+quarter\\s+of|half|three\\s+quarters\\s+of)\\s+an\\s+hour\\b(\\s+(?:left|remaining|to\\s+go|to\\s+play))?"),
                     [](const RuleMatch &m) {
                         const QStringView part = m.capturedView(2);
                         const int minutes = part.startsWith(u'h') || part.startsWith(u'H') ? 30 : part.startsWith(u't') || part.startsWith(u'T') ? 45 : 15;
                         const bool counted = m.capturedView(1).compare(QLatin1String("with"), Qt::CaseInsensitive) == 0
                             || m.capturedView(1).compare(QLatin1String("and"), Qt::CaseInsensitive) == 0;
                         if (counted != (m.capturedLength(3) > 0))
                             return MatchTime(); // "with half an hour gone", "after a quarter of an hour left"
                         return makeTime(counted ? 90 - minutes : minutes, std::nullopt, Precision::Approximate);
                     }, Needs{{Hour}}});
        // "at minute 23", "in minute 90+3", "(min. 75)" as Spanish dailies write it: the minute's number after the word
        // (tried where "minute" starts, not behind a lookbehind, which the word starts cannot lead to; not a score after
        // it: "in the 90th minute 2-1")
        list.append({QStringLiteral("\\b(?:minute|min\\.?)\\s+(\\d{1,3})(?:\\s*\\+\\s*(\\d{1,2}))?\\b(?!\\s*[-–:]\\s*\\d)"),
                     [](const RuleMatch &m) {
                         const int n = m.capturedView(1).toInt();
                         if (n <= 0 || n > 130)
                             return MatchTime();
                         if (m.capturedLength(2) == 0)
                             return makeTime(n, std::nullopt, Precision::Exact);
                         return makeTime(n, m.capturedView(2).toInt(), Precision::Exact);
                     }, Needs{{MinuteSingular | MinAbbreviation, Digit}}});
        // "at the 70-minute mark" (not "around the 70-minute mark", which is vague).
        list.append({QStringLiteral("\\b(?:at|on)\\s+the\\s+(\\d{1,3})[- ]minute\\s+mark\\b"),
                     [](const RuleMatch &m) {
                         const int n = m.capturedView(1).toInt();
                         return n > 0 && n <= 130 ? makeTime(n, std::nullopt, Precision::Exact) : MatchTime();
                     }, Needs{{MinuteSingular, Digit}}});
        // "the second half was 12 minutes old", "the game was barely five minutes old"
        list.append({QStringLiteral("\\b(?:(first|second)[\\s-]+half|game|match|contest|tie|derby|final)\\s+(?:was|had\\s+been|is)\\s+(?:just\\s+|only\\s+|barely\\s+|not\\s+yet\\s+|still\\s+not\\s+)?%1\\s+min(?:ute)?s?\\s+old\\b").arg(number),
                     [](const RuleMatch &m) {
                         const int n = parseNumber(m.capturedView(2));
                         const bool secondHalf = m.capturedView(1).compare(QLatin1String("second"), Qt::CaseInsensitive) == 0;
                         if (n <= 0 || n > (m.capturedLength(1) ? 45 : 120))
                             return MatchTime();
                         return makeTime(secondHalf ? 45 + n : n, std::nullopt, Precision::Exact);
                     }, Needs{{MinutesOld}}});
        // "on/after/in/inside/around 23 minutes", "after 12 mins", "after just four minutes", "with 25 minutes gone", "at 23 minutes"
        list.append({QStringLiteral("\\b(on|after|in|inside|within|around|about|approaching|just\\s+before|just\\s+after|with|at)\\s+(?:the\\s+)?(?:just\\s+|only\\s+|barely\\s+|a\\s+mere\\s+)?%1\\s*(?:minutes|minute|mins|min)\\b(?:\\s+(gone|played|on the clock))?").arg(number),
                     [](const RuleMatch &m) {
                         if (m.capturedView(1).compare(QLatin1String("with"), Qt::CaseInsensitive) == 0 && m.capturedLength(3) == 0)
                             return MatchTime();
                         const int n = parseNumber(m.capturedView(2));
                         if (n <= 0 || n > 130)
                             return MatchTime();
                         const bool exact = isExactPreposition(m.capturedView(1));
                         // "inside four minutes of the second half": counted from the restart.
                         if (m.capturedLength(3) == 0 && n <= 45 && isCountedFromTheRestart(m.textAfter()))
                             return makeTime(45 + n, std::nullopt, exact ? Precision::Exact : Precision::Approximate);
                         // "About ten minutes after Kane's goal", "around 20 minutes before that": counted from
                         // another moment, not from the kick-off. After "on", "after" or "in" the count is the
                         // minute itself ("on 70 minutes after a corner").
                         if (!exact && m.capturedLength(3) == 0 && isCountedFromAnotherMoment(m.textAfter()))
                             return MatchTime();
                         // "came on two minutes later", "was sent on 2 minutes later": the verb's "on", and a span from
                         // another moment, whatever the preposition.
                         if (m.capturedLength(3) == 0 && (isCountedBackOrOn(m.textAfter()) || isLengthOfAStop(m.textAfter())))
                             return MatchTime();
                         // "sent on Adewale in the 66th minute and within two minutes he won a penalty": a span from the
                         // minute the sentence told before it.
                         if (m.capturedLength(3) == 0 && isSpanAfterAToldMinute(m.capturedView(1), m.textBefore()))
                             return MatchTime();
                         if (m.capturedLength(3) == 0 && isSpanOfAnotherMoment(m.capturedView(1), m.textAfter()))
                             return MatchTime();
                         return makeTime(n, std::nullopt, exact ? Precision::Exact : Precision::Approximate);
                     }, Needs{{MinutesAfterPreposition}}, EveryMatchHolds::CountedMinuteAfterPreposition});
        // Live commentary's "Twenty-three minutes gone and Orchard Park are in front!", "Fifty-six minutes on the clock and
        // Ashworth levels it": after the rule above, which keeps "with 25 minutes gone" whole.
        list.append({QStringLiteral("\\b%1\\s+min(?:ute)?s?\\s+(?:gone|played|on\\s+the\\s+clock)\\b").arg(number),
                     [](const RuleMatch &m) {
                         const int n = parseNumber(m.capturedView(1));
                         return n > 0 && n <= 120 ? makeTime(n, std::nullopt, Precision::Exact) : MatchTime();
                     }, Needs{{MinutesGone}}});
        // live-blog prefix "59min:", "45+2 mins:", "90' :"
        list.append({QStringLiteral("(*LF)(?m)^\\s*(\\d{1,3})\\s*(?:mins?|minutes?|['’′])\\s*[:\\-–]"),
                     [](const RuleMatch &m) {
                         const int n = numeralValue(m.capturedView(1));
                         if (n <= 0 || n > 130)
                             return MatchTime();
                         return makeTime(n, std::nullopt, Precision::Exact);
                     }, Needs{{LineStartNumeral, NumeralMark | NumeralMinute}}, EveryMatchHolds::LineStartNumeral,
                     MinuteShapes::nextLineStartMinute});
        // "23'", "(23)", "(23')", "23 min"
        list.append({QStringLiteral("(?<![\\w.,£$€-])(\\d{1,3})\\s*(?:['’′](?!\\w)|mins?\\b)"),
                     [](const RuleMatch &m) {
                         const int n = numeralValue(m.capturedView(1));
                         return n > 0 && n <= 130 ? makeTime(n, std::nullopt, Precision::Exact) : MatchTime();
                     }, Needs{{NumeralMark}}, EveryMatchHolds::NumeralMark, MinuteShapes::nextMarkedNumeral});
        list.append({QStringLiteral("\\((\\d{1,3})\\)"),
                     [](const RuleMatch &m) {
                         const int n = numeralValue(m.capturedView(1));
                         return n > 0 && n <= 130 ? makeTime(n, std::nullopt, Precision::Exact) : MatchTime();
                     }, Needs{{BracketedNumeral}}, EveryMatchHolds::BracketedNumeral, MinuteShapes::nextBracketedNumeral});
        // "on the hour", "just after the hour", "the hour mark", "on the half-hour" (30)
        list.append({QStringLiteral("\\b(?:(on|around|just\\s+before|just\\s+after|approaching|shortly\\s+after|shortly\\s+before|before|after)\\s+)?the\\s+(half[- ])?hour(?:[- ]mark)?\\b"),
                     [](const RuleMatch &m) {
                         // Only its emptiness and "on" matter: lower-cased in place of a copy.
                         const bool noPreposition = m.capturedView(1).isEmpty();
                         if (noPreposition && !m.capturedView(0).contains(QLatin1String("mark"), Qt::CaseInsensitive))
                             return MatchTime();
                         const bool exact = withLowered(m.capturedView(1), [](const QString &preposition) { return preposition == QLatin1String("on"); });
                         if (!m.capturedView(2).isEmpty()) // only "on the half-hour" says 30: "around the half-hour mark" is vague
                             return exact ? makeTime(30, std::nullopt, Precision::Exact) : MatchTime();
                         return makeTime(60, std::nullopt, exact ? Precision::Exact : Precision::Approximate);
                     }, Needs{{TheHour}}});
        // "seconds after the restart", "straight from the restart", "seconds into the second half"
        list.append({QStringLiteral("\\b(?:seconds|moments|straight|immediately|right)\\s+(?:after|into|from)\\s+the\\s+(?:restart|second\\s+half|second\\s+period|interval|break)\\b|\\bwithin\\s+(?:a|one)\\s+minute\\s+of\\s+the\\s+(?:restart|second\\s+half)\\b"),
                     [](const RuleMatch &) { return makeTime(46, std::nullopt, Precision::Exact); }, Needs{{SoonAfter | MinuteOf, RestartTarget}}});
        // "seconds into the game", "inside the first minute"
        list.append({QStringLiteral("\\b(?:seconds|moments)\\s+(?:into|after)\\s+(?:the\\s+)?(?:game|match|kick-off|kick\\s+off|start)\\b|\\b(?:inside|in)\\s+the\\s+(?:first|opening)\\s+minute\\b"),
                     [](const RuleMatch &) { return makeTime(1, std::nullopt, Precision::Exact); }, Needs{{SoonAfter | FirstMinute, KickOff | FirstMinute}}});
        // "first-half stoppage time", "deep into added time", "at the death": added time of unknown length
        list.append({QStringLiteral("\\b(?:(first|second)[- ]half\\s+)?(?:stoppage|injury|added|additional)[- ]time(?:\\s+(?:at\\s+the\\s+end\\s+of|of)\\s+the\\s+(first|second)\\s+half|\\s+at\\s+the\\s+end\\s+of\\s+the\\s+half)?|\\bat\\s+the\\s+death\\b|\\bon\\s+the\\s+stroke\\s+of\\s+half[- ]time\\b|\\bon\\s+the\\s+stroke\\s+of\\s+full[- ]time\\b"),
                     [](const RuleMatch &m) {
                         const auto isFirst = [](const QString &word) { return word == QLatin1String("first"); };
                         const auto namesHalfTime = [](const QString &phrase) {
                             return phrase.contains(QLatin1String("half-time")) || phrase.contains(QLatin1String("half time"));
                         };
                         const int end = (withLowered(m.capturedView(1), isFirst) || withLowered(m.capturedView(2), isFirst)
                                          || withLowered(m.capturedView(0), namesHalfTime) || m.capturedView(0).endsWith(QLatin1String("of the half"), Qt::CaseInsensitive))
                             ? 45 : 90;
                         return makeTime(end, -1, Precision::Approximate);
                     }, Needs{{StoppageWord | Death | Stroke, TimePrefix | Death}}});
        return list;
    }();
    return all;
}

// Cues of which every rule needs one (each rule's first mask): most sentences hold none, and skip
// the rules altogether.
Cues anyRuleNeeds()
{
    static const Cues needed = [] {
        Cues any = 0;
        for (const Rule &rule : rules()) {
            Q_ASSERT(rule.needs.anyOf[0]);
            any |= rule.needs.anyOf[0];
        }
        return any;
    }();
    return needed;
}

// --- The gate ---------------------------------------------------------------------------------------
// Every rule needs a word of a few kinds: a minute word ("min", "minutes", glued "tenminutes" too),
// "hour", "seconds", "right", "stoppage", ...; or a digit together with one of the marks + ' ’ ′ )
// ("90+5", "23'", "(23)"). Most sentences hold neither (a score or a date has digits but no such
// mark), and a look at their tokens tells so, at a fraction of the cue scan's cost.
constexpr Cues gateWordCues = MinuteWord | MinAbbreviation | MinuteSingular | Hour | Moments | Soon | StoppageWord | Death | Stroke;
// Cues that only a gate word sets (the sequences all hold a minute word).
constexpr Cues wordGatedCues = gateWordCues | NumeralMinute | CountedMinutes | MinutesIntoAfter | MinutesInInto | MinutesRemaining
    | MinutesAfterPreposition | MinuteOf | TheHour | SoonAfter | FirstMinute | MinutesOld | MinutesBefore | MinutesGone;
// Cues that only a digit or a gate word sets.
constexpr Cues digitGatedCues = wordGatedCues | Digit | LineStartNumeral | NumeralMark | OrdinalNumeral | BracketedNumeral | BracketedOrdinal;
// Cues that only a gate mark or a gate word sets ("23 min" is a numeral mark too).
constexpr Cues markGatedCues = wordGatedCues | Plus | NumeralMark | BracketedNumeral | BracketedOrdinal;
static_assert(std::ranges::none_of(wordPrefixes, [](const WordCues &entry) { return entry.cues & gateWordCues; }));
// Gate words that serve a rule only beside the next word (ExpressionGate::isExact): "right" is common in
// reports ("right foot", "right wing"), "right after the restart" rare, and the scan costs more than a
// look at the next token.
constexpr Cues pairedGateWordCues = Moments | Soon | StoppageWord;

constexpr WordShapes gateWordShapes = shapesOfWords(gateWordCues, true);

// How the gate and the scan read the cues of a stretch's token `index`, a word of `length` ASCII letters
// at `start`: from the word's hash where the text comes with them, from its letters otherwise.
class HashedWords
{
public:
    // `first`: the first token of the stretch, one of `words`' tokens.
    HashedWords(const WordHashes &words, const Token *first)
        : m_words(words)
        , m_first(int(first - words.tokens().constData()))
    {
        Q_ASSERT(m_first >= 0 && m_first <= words.tokens().size());
    }
    // What cuesOfAsciiWord() finds, every shape and prefixes.
    Q_ALWAYS_INLINE Cues cues(const char16_t *start, qsizetype length, std::size_t index) const
    {
        Cues cues = cuesOfWholeOrGlued(length, index);
        if (mayOpenWithPrefix(start, length))
            cues |= cuesOfPrefixedWord(start, length);
        return cues;
    }
    /// The hash of each of the stretch's tokens, by index: 0 for any but a word of ASCII letters (WordHashes).
    const std::size_t *hashes() const { return m_words.hashes() + m_first; }

private:
    static_assert(longestCuedWord <= WordHashes::longestWord);
    Cues cuesOfWholeOrGlued(qsizetype length, std::size_t index) const
    {
        return length <= longestCuedWord ? cuesByHash.find(m_words.at(m_first + int(index))) : 0;
    }

    const WordHashes &m_words;
    int m_first;
};

class ShapedWords
{
public:
    Q_ALWAYS_INLINE Cues cues(const char16_t *start, qsizetype length, std::size_t) const
    {
        return cuesOfAsciiWord(start, length, cuedWordShapes, true);
    }
    // The cues of gate words alone (no prefix has one).
    Q_ALWAYS_INLINE Cues gateCues(const char16_t *start, qsizetype length) const
    {
        return cuesOfAsciiWord(start, length, gateWordShapes, false);
    }
};

// The words of ASCII letters that pass the gate, by hash: few, so that their filter turns down nearly
// every other word, where the table of every cued word let the common ones ("the", "in", "a") on to a
// probe of its slots. The words NotedTokens lists are there too: the gate notes them on its way.
const CuesByHash gateWordsByHash(gateWordCues, true);

// Notes a stretch's tokens that NotedTokens lists, at their index in the text (the stretch's first token is
// `first`); notes nothing without a list.
class TokenNotes
{
public:
    TokenNotes() = default;
    TokenNotes(NotedTokens *noted, int first)
        : m_noted(noted)
        , m_first(first)
    {
    }
    Q_ALWAYS_INLINE void add(std::size_t index) const
    {
        if (m_noted)
            m_noted->tokens.push_back(m_first + int(index));
    }
    // The stretch's tokens from `from` on, which the gate leaves unread once it lets the scan run.
    void addFrom(std::size_t from, std::span<const Token> tokens, const std::size_t *hashes) const
    {
        if (!m_noted)
            return;
        for (std::size_t index = from; index < tokens.size(); ++index) {
            if (const std::size_t hash = hashes[index]) {
                if (gateWordsByHash.find(hash) & NotedWord)
                    add(index);
            } else if (tokens[index].kind == Token::Kind::Word && !tokens[index].is(Token::AsciiLetters)) {
                add(index);
            }
        }
    }

private:
    NotedTokens *m_noted = nullptr;
    int m_first = 0;
};

class ExpressionGate
{
public:
    // Whether the tokens (as for CueScanner::scan) hold a gate word where it can serve a rule, a numeral
    // mark or bracketed numeral, a digit and a '+', or anything beyond ASCII that the gate leaves to the
    // scan. When not, no rule can match: see isExact. `mayHoldScoreline`, when given, is set to whether the
    // tokens may hold a scoreline, as far as the gate read them (ScorelineSigns): true when it lets them on.
    static bool mayHoldExpression(QStringView text, std::span<const Token> tokens, int origin, const ShapedWords &words,
                                  bool *mayHoldScoreline = nullptr)
    {
        const ScorelineSigns seen(mayHoldScoreline);
        if (!isExact())
            return true;
        OtherTokens others(text, tokens, origin);
        for (std::size_t index = 0; index < tokens.size(); ++index) {
            const Token &token = tokens[index];
            const char16_t *const start = text.utf16() + (token.start - origin);
            // Words of ASCII letters first (the tokenizer flags only words so): most tokens are.
            if (token.is(Token::AsciiLetters) ? servesRule(words.gateCues(start, token.length()), others, index, words)
                                              : others.mayHoldExpression(index))
                return true;
        }
        // What lies between tokens is white space and the s of a possessive, no digit, gate word nor
        // mark after a digit (the apostrophe follows a letter).
        return seen.ruledOut(others);
    }
    // The same from the hashes of a tokenized text's words: a word of ASCII letters is told by its hash
    // alone, its token not even read (most tokens are such words, and most are no gate word).
    // The tokens NotedTokens lists are noted in `notes`, all of them whether the gate lets the scan run or not.
    static bool mayHoldExpression(QStringView text, std::span<const Token> tokens, int origin, const HashedWords &words,
                                  bool *mayHoldScoreline = nullptr, const TokenNotes &notes = {})
    {
        const ScorelineSigns seen(mayHoldScoreline);
        // Read through a pointer of its own: the look-up of each token's hash through the words kept two loads
        // and an addition a token.
        const std::size_t *const hashes = words.hashes();
        if (!isExact()) {
            notes.addFrom(0, tokens, hashes);
            return true;
        }
        OtherTokens others(text, tokens, origin, &notes);
        for (std::size_t index = 0; index < tokens.size(); ++index) {
            // A hash from the gate's table, even of a word too long to be one, only lets the scan run.
            if (const std::size_t hash = hashes[index]) {
                if (const Cues cues = gateWordsByHash.find(hash)) {
                    if (cues & NotedWord)
                        notes.add(index);
                    if (servesRule(cues, others, index, words)) {
                        notes.addFrom(index + 1, tokens, hashes);
                        return true;
                    }
                }
                continue;
            }
            // A word of ASCII letters without a hash is longer than any gate word.
            if (!tokens[index].is(Token::AsciiLetters) && others.mayHoldExpression(index)) {
                notes.addFrom(index + 1, tokens, hashes);
                return true;
            }
        }
        return seen.ruledOut(others);
    }

private:
    // Whether every rule needs (in some mask) a cue that only a digit or a gate word sets, and (in the
    // same mask or another) one that only a gate mark or a gate word sets; and whether the gate words that
    // count only beside the next word serve no rule alone: "seconds" and "right" none but through
    // SoonAfter, their pair with "after", "into" or "from"; a stoppage word none that does not also need
    // another gate word or a word opening with "time" (the rule of "added time", whose every match holds
    // the stoppage word, a space or hyphen, then "time").
    static bool isExact()
    {
        static const bool exact = std::ranges::all_of(rules(), [](const Rule &rule) {
            const auto needsOnly = [&rule](Cues gated) {
                return std::ranges::any_of(rule.needs.anyOf, [gated](Cues mask) { return mask && !(mask & ~gated); });
            };
            const auto mentions = [&rule](Cues cues) {
                return std::ranges::any_of(rule.needs.anyOf, [cues](Cues mask) { return mask & cues; });
            };
            const Cues unpairedWordCues = wordGatedCues & ~(pairedGateWordCues | SoonAfter);
            return needsOnly(digitGatedCues) && needsOnly(markGatedCues) && !mentions(Moments | Soon)
                && (!mentions(StoppageWord) || needsOnly(unpairedWordCues | TimePrefix));
        });
        return exact;
    }

    // The marks that Plus, NumeralMark and BracketedNumeral need, as the scanner reads them, and the dashes
    // a scoreline needs (ScorelineSigns): one test for the punctuation marks that are neither.
    static bool isGateMarkOrDash(char16_t c)
    {
        return c == u'+' || c == u'\'' || c == u')' || c == u'-' || c == u'\u2019' || c == u'\u2032' || c == u'\u2013';
    }

    // Tokens other than words of ASCII letters, read in order: whether one is a gate word beyond ASCII,
    // or makes with the tokens around it a mark after a digit ("23'"), a bracketed numeral ("(23)"), or
    // with those before it a digit and a '+'.
    class OtherTokens
    {
    public:
        // `notes`, when given, notes the words other than of ASCII letters that the gate reads (NotedTokens).
        OtherTokens(QStringView text, std::span<const Token> tokens, int origin, const TokenNotes *notes = nullptr)
            : m_text(text.utf16())
            , m_origin(origin)
            , m_tokens(tokens)
            , m_notes(notes)
        {
        }

        // The token `index` of the stretch. Inline for the common tokens, numbers and punctuation that is no
        // mark (the loops run it for every token that is no word of ASCII letters).
        Q_ALWAYS_INLINE bool mayHoldExpression(std::size_t index)
        {
            const Token &token = m_tokens[index];
            if (token.kind == Token::Kind::Number) {
                m_digit = true;
                // An apostrophe the tokenizer took for a possessive's ("90's") is a mark all the same.
                return m_plus || token.is(Token::Possessive);
            }
            // A punctuation mark of one unit is no digit (the tokenizer asks QChar::isDigit too); one of
            // two is a surrogate pair, which can be.
            if (token.kind == Token::Kind::Punct && token.length() == 1) {
                const char16_t c = *startOf(index);
                return isGateMarkOrDash(c) && markMayServeRule(index, c);
            }
            if (token.kind != Token::Kind::Word)
                return true;
            m_otherWord = true;
            if (m_notes)
                m_notes->add(index);
            return mayHoldGateWord(startOf(index), token.length());
        }

        // The index of the token after `index` that the scan reads as the next word or mark, hyphens and
        // the one white space that is a token (U+180E) passed over; the stretch's size when none.
        std::size_t nextRead(std::size_t index) const
        {
            std::size_t next = index + 1;
            while (next < m_tokens.size() && passedOver(next))
                ++next;
            return next;
        }
        const Token &at(std::size_t index) const { return m_tokens[index]; }
        std::size_t size() const { return m_tokens.size(); }
        /// Whether a number was among the tokens read.
        bool sawNumber() const { return m_digit; }
        /// Whether a dash may have been among the tokens read: a '-' or '–' of its own, or any word other
        /// than one of ASCII letters (a hyphen may join its parts).
        bool mayHaveSeenDash() const { return m_dash || m_otherWord; }
        const char16_t *startOf(std::size_t index) const { return m_text + (m_tokens[index].start - m_origin); }

    private:
        bool isPunctuation(std::size_t index, char16_t c) const
        {
            return m_tokens[index].kind == Token::Kind::Punct && m_tokens[index].length() == 1 && *startOf(index) == c;
        }
        // A mark that the scan takes for a numeral's, or the '+' of added time; a dash, no such mark, noted for
        // ScorelineSigns.
        Q_NEVER_INLINE bool markMayServeRule(std::size_t index, char16_t mark)
        {
            switch (mark) {
            case u'-':
            case u'\u2013':
                m_dash = true;
                return false;
            case u'+':
                m_plus = true;
                return m_digit;
            case u')': // "(23)", "(70th)": a bracketed numeral or ordinal holds no white space
                if (index >= 3 && m_tokens[index - 1].kind == Token::Kind::Word && m_tokens[index - 1].length() == 2
                    && m_tokens[index - 2].kind == Token::Kind::Number && isPunctuation(index - 3, u'('))
                    return true;
                return index >= 2 && m_tokens[index - 1].kind == Token::Kind::Number && isPunctuation(index - 2, u'(');
            default: // ' ’ ′: a numeral mark only right after a digit, white space and hyphens read through
                return followsNumber(index);
            }
        }
        bool passedOver(std::size_t index) const { return isPunctuation(index, u'-') || isPunctuation(index, u'\u180E'); }
        bool followsNumber(std::size_t index) const
        {
            while (index > 0 && passedOver(index - 1))
                --index;
            return index > 0 && m_tokens[index - 1].kind == Token::Kind::Number;
        }

        const char16_t *m_text;
        int m_origin; ///< the offset of the text's start, from which the tokens' offsets count
        std::span<const Token> m_tokens;
        const TokenNotes *m_notes;
        bool m_digit = false;
        bool m_plus = false;
        bool m_dash = false;
        bool m_otherWord = false;
    };

    // Tells the caller of a gate (when it asks) whether the stretch may hold a scoreline: yes unless the gate
    // read every token and found no number or no dash (numbers are tokens of their own, and a dash is a token
    // of its own or inside a word other than one of ASCII letters; the values' scorelines need both).
    class ScorelineSigns
    {
    public:
        explicit ScorelineSigns(bool *mayHoldScoreline)
            : m_mayHoldScoreline(mayHoldScoreline)
        {
            if (m_mayHoldScoreline)
                *m_mayHoldScoreline = true;
        }
        // For the gate's `return false`, once every token was read.
        bool ruledOut(const OtherTokens &others) const
        {
            if (m_mayHoldScoreline)
                *m_mayHoldScoreline = others.sawNumber() && others.mayHaveSeenDash();
            return false;
        }

    private:
        bool *m_mayHoldScoreline;
    };

    // Whether a word of ASCII letters with `cues` (the token `index`) may serve a rule: any gate word but
    // those that count only beside the next word, and those where that word is the one they need.
    template<typename Words>
    static bool servesRule(Cues cues, const OtherTokens &tokens, std::size_t index, const Words &words)
    {
        if (cues & ~pairedGateWordCues & gateWordCues)
            return true;
        if (!(cues & pairedGateWordCues))
            return false;
        const std::size_t next = tokens.nextRead(index);
        if (next == tokens.size() || tokens.at(next).kind != Token::Kind::Word)
            return false;
        if (!tokens.at(next).is(Token::AsciiLetters))
            return true; // read unit by unit by the scan: left to it
        const char16_t *const start = tokens.startOf(next);
        const qsizetype length = tokens.at(next).length();
        return ((cues & (Moments | Soon)) && (words.cues(start, length, next) & (IntoAfter | From)))
            || ((cues & StoppageWord) && opensWithTime(start, length));
    }

    // "time", "timer", "Time...": ASCII letters, lower-cased by setting bit 5.
    static bool opensWithTime(const char16_t *letters, qsizetype length)
    {
        return length >= 4 && (letters[0] | 0x20) == u't' && (letters[1] | 0x20) == u'i' && (letters[2] | 0x20) == u'm' && (letters[3] | 0x20) == u'e';
    }

    // A word of ASCII letters with a gate cue: a gate word, or a number glued to a minute word.
    Q_ALWAYS_INLINE static bool mayBeGateWord(const char16_t *letters, qsizetype length)
    {
        return ShapedWords().gateCues(letters, length) & gateWordCues;
    }

    // Any other word: its runs of ASCII letters between apostrophes, hyphens and other letters ("injury-time",
    // "Tomás") as above. The scan reads a word's letters beyond ASCII as it reads a mark that is no gate mark
    // (a word holds no digit, space nor '+', and its apostrophes follow no digit): they end a run and set no cue
    // a rule needs. The two that read as ASCII letters (the Kelvin sign as k, the long s as s) are left to it.
    static bool mayHoldGateWord(const char16_t *units, qsizetype length)
    {
        qsizetype run = 0; // ASCII letters before `i`
        for (qsizetype i = 0; i < length; ++i) {
            if (units[i] >= 0x80 && wordLetter(units[i]))
                return true;
            if (isAsciiLetter(units[i])) {
                ++run;
                continue;
            }
            if (run && mayBeGateWord(units + i - run, run))
                return true;
            run = 0;
        }
        return run && mayBeGateWord(units + length - run, run);
    }
};

// How runRules() finds a rule's matches: those of the rules that open with a numeral by hand where the
// text allows (MinuteShapes), or every rule's by its pattern (for tests that compare the two).
enum class Matching { HandWherePossible, PatternsOnly };

// The rules whose needs the scan's cues meet, run on `text` in order (from the word starts of `text`,
// when given). Without a scan, every rule runs. The expressions' texts are carved from `texts` when given.
bool opensAside(QChar c)
{
    return c == u'-' || c == u'\u2013' || c == u'\u2014' || c == u'(' || c == u'[';
}

// The minutes a dash's or a bracket's aside right after `end` tells as a bare number, "- 63 minutes -", "(63 mins)":
// -1 when none.
int minutesInAsideAt(QStringView text, qsizetype at)
{
    const auto skipSpaces = [&] {
        while (at < text.size() && text.at(at) == u' ')
            ++at;
    };
    skipSpaces();
    if (at >= text.size() || !opensAside(text.at(at)))
        return -1;
    ++at;
    skipSpaces();
    int minute = 0;
    const qsizetype digits = at;
    while (at < text.size() && at - digits < 3 && text.at(at).isDigit())
        minute = 10 * minute + text.at(at++).digitValue();
    if (at == digits || (at < text.size() && text.at(at).isDigit()))
        return -1;
    skipSpaces();
    for (const QStringView unit : {u"minutes", u"mins", u"min"}) {
        if (text.sliced(at).startsWith(unit)) {
            at += unit.size();
            break;
        }
    }
    skipSpaces();
    const bool closes = at < text.size() && (opensAside(text.at(at)) || text.at(at) == u')' || text.at(at) == u']' || text.at(at) == u',');
    return closes ? minute : -1;
}

// A time told roughly, then exactly in a dash's or a bracket's aside right after it: "levelled just after the hour - 63
// minutes - with a tap-in", "on the stroke of half-time (44)". The aside's is the time. Not a list of times, "(23, 27)":
// a comma alone does not open an aside.
void readTimesRestatedRightAfter(QList<TimeExpression> &found, QStringView text, int offset)
{
    for (qsizetype k = found.size() - 1; k >= 0; --k) {
        TimeExpression &rough = found[k];
        if (k + 1 < found.size()) {
            const TimeExpression &exact = found.at(k + 1);
            const QStringView between = text.sliced(rough.span.end - offset, exact.span.start - rough.span.end);
            const bool aside = std::any_of(between.begin(), between.end(), opensAside) || opensAside(text.at(exact.span.start - offset));
            const bool onlyMarks = std::all_of(between.begin(), between.end(), [](QChar c) { return c.isSpace() || c == u',' || opensAside(c); });
            if (aside && onlyMarks && std::abs(exact.time.minute - rough.time.minute) <= 10) {
                found.removeAt(k);
                continue;
            }
        }
        const int minute = rough.time.minute >= 0 ? minutesInAsideAt(text, rough.span.end - offset) : -1;
        if (minute >= 0 && std::abs(minute - rough.time.minute) <= 10) {
            rough.time.minute = minute;
            rough.time.addedMinute.reset();
            rough.time.period = MatchTime::periodForMinute(minute);
        }
    }
}

QList<TimeExpression> runRules(QStringView text, int offset, const ScanResult *scan, const WordStarts *starts = nullptr,
                               Matching matching = Matching::HandWherePossible, StringSlices *texts = nullptr)
{
    QList<TimeExpression> found;
    // Every cue set: every rule runs, and with Unicode classes.
    const Cues cues = scan ? scan->cues : ~Cues(0);
    if (!(cues & anyRuleNeeds()))
        return found;
    // The hand finders read the text as the ASCII patterns do, which serve the texts the scan finds no need
    // of Unicode classes in; a text with surrogates (a lone one: no match at all) is left to the patterns.
    const bool byHandAllowed = scan && matching == Matching::HandWherePossible && !(cues & NeedsUnicode) && !scan->surrogates;
    const auto keep = [&](const Rule &rule, const RuleMatch &match) {
        const TextSpan span{offset + int(match.capturedStart(0)), offset + int(match.capturedEnd(0))};
        // Earlier rules are more specific: the first to claim a stretch keeps it.
        // cbegin/cend: begin() of an empty non-const QList detaches, allocating.
        if (std::any_of(found.cbegin(), found.cend(), [&span](const TimeExpression &e) { return e.span.overlaps(span); }))
            return;
        MatchTime time = rule.build(match);
        if (!time.isValid())
            return;
        // Leading/trailing white space of the match is not part of the expression.
        TextSpan trimmed = span;
        while (trimmed.start < trimmed.end && text.at(trimmed.start - offset).isSpace())
            ++trimmed.start;
        while (trimmed.end > trimmed.start && text.at(trimmed.end - 1 - offset).isSpace())
            --trimmed.end;
        const QStringView wording = text.mid(trimmed.start - offset, trimmed.length());
        time.text = texts ? texts->add(wording) : wording.toString();
        // Room made at the first: an append to an empty list took QList's growth path, twice the cost.
        if (found.isEmpty())
            found.reserve(2);
        found.append({trimmed, std::move(time)});
    };
    for (const Rule &rule : rules()) {
        if (!rule.needs.metBy(cues))
            continue;
        if (rule.everyMatchHolds == EveryMatchHolds::NumeralMark && scan && scan->numeralMarks.allWithin(found, offset))
            continue;
        const qsizetype mostMatches = scan ? scan->mostMatches(rule.everyMatchHolds) : std::numeric_limits<qsizetype>::max();
        if (byHandAllowed && rule.byHand) {
            RuleMatch match(text);
            for (qsizetype matches = 0, from = 0; matches < mostMatches && rule.byHand(text, from, match); ++matches) {
                from = match.capturedEnd();
                keep(rule, match);
            }
            continue;
        }
        const WordStarts *const ruleStarts = rule.wordStartsFor(starts);
        auto it = ruleStarts ? rule.pattern(cues).globalMatch(text, *ruleStarts) : rule.pattern(cues).globalMatch(text);
        for (qsizetype matches = 0; matches < mostMatches && it.hasNext(); ++matches)
            keep(rule, RuleMatch(text, it.next()));
    }
    if (found.size() > 1) // sorting an empty list would detach it, allocating
        std::sort(found.begin(), found.end(), [](const TimeExpression &a, const TimeExpression &b) { return a.span.start < b.span.start; });
    if (!found.isEmpty())
        readTimesRestatedRightAfter(found, text, offset);
    return found;
}

// `tokens`: the text's, at offsets from `origin`; `words` reads their words (HashedWords or ShapedWords);
// `run(scan)` runs the rules the scan allows: asked only once the gate lets one run.
template<typename Words, typename Run, typename... Notes>
QList<TimeExpression> findInWords(QStringView text, std::span<const Token> tokens, int origin, const Words &words, const Run &run,
                                  bool *mayHoldScoreline = nullptr, const Notes &...notes)
{
    if (!ExpressionGate::mayHoldExpression(text, tokens, origin, words, mayHoldScoreline, notes...))
        return {};
    const ScanResult scan = CueScanner::scan(text, tokens, origin, words);
    // The sentences the gate lets on are those with a minute, and most hold no scoreline: the scan, which reads
    // every unit, tells so, where the gate left them all to the search for one.
    if (mayHoldScoreline)
        *mayHoldScoreline = scan.mayHoldScoreline();
    return run(scan);
}

QList<TimeExpression> findInTokens(QStringView text, int offset, std::span<const Token> tokens, int origin, const WordStarts *starts = nullptr)
{
    const auto run = [&](const ScanResult &scan) { return runRules(text, offset, &scan, starts); };
    if (starts && starts->words() && !tokens.empty())
        return findInWords(text, tokens, origin, HashedWords(*starts->words(), tokens.data()), run);
    return findInWords(text, tokens, origin, ShapedWords(), run);
}

// runRules() from the word starts of a sentence of the text `words` was made from, made here: out of line,
// so that only the sentences the gate lets through make room for them.
Q_NEVER_INLINE QList<TimeExpression> runRulesAtWordStarts(const ScanResult &scan, const WordHashes &words, const Sentence &sentence, Matching matching,
                                                          StringSlices *texts)
{
    const WordStarts starts(words, sentence);
    return runRules(starts.subject(), sentence.span.start, &scan, &starts, matching, texts);
}

QList<TimeExpression> findInSentence(const WordHashes &words, const Sentence &sentence, Matching matching, bool *mayHoldScoreline = nullptr,
                                     StringSlices *texts = nullptr, NotedTokens *noted = nullptr)
{
    // Made directly, without mid()'s clamping: a sentence's span lies in its text (this runs for every sentence).
    const QStringView text(words.text().constData() + sentence.span.start, sentence.span.length());
    const std::span<const Token> tokens(words.tokens().constData() + sentence.firstToken, sentence.endToken - sentence.firstToken);
    const auto run = [&](const ScanResult &scan) { return runRulesAtWordStarts(scan, words, sentence, matching, texts); };
    if (tokens.empty())
        return findInWords(text, tokens, sentence.span.start, ShapedWords(), run, mayHoldScoreline);
    return findInWords(text, tokens, sentence.span.start, HashedWords(words, tokens.data()), run, mayHoldScoreline,
                       TokenNotes(noted, sentence.firstToken));
}

} // namespace

int TimeExpressionFinder::wordNumber(QStringView word)
{
    static const QHash<QString, int> units = {
        {QStringLiteral("one"), 1}, {QStringLiteral("first"), 1}, {QStringLiteral("a"), 1}, {QStringLiteral("an"), 1},
        {QStringLiteral("two"), 2}, {QStringLiteral("second"), 2}, {QStringLiteral("a couple of"), 2},
        {QStringLiteral("three"), 3}, {QStringLiteral("third"), 3}, {QStringLiteral("a few"), 3},
        {QStringLiteral("four"), 4}, {QStringLiteral("fourth"), 4}, {QStringLiteral("five"), 5}, {QStringLiteral("fifth"), 5},
        {QStringLiteral("six"), 6}, {QStringLiteral("sixth"), 6}, {QStringLiteral("seven"), 7}, {QStringLiteral("seventh"), 7},
        {QStringLiteral("eight"), 8}, {QStringLiteral("eighth"), 8}, {QStringLiteral("nine"), 9}, {QStringLiteral("ninth"), 9},
        {QStringLiteral("ten"), 10}, {QStringLiteral("tenth"), 10}, {QStringLiteral("eleven"), 11}, {QStringLiteral("eleventh"), 11},
        {QStringLiteral("twelve"), 12}, {QStringLiteral("twelfth"), 12}, {QStringLiteral("thirteen"), 13}, {QStringLiteral("thirteenth"), 13},
        {QStringLiteral("fourteen"), 14}, {QStringLiteral("fourteenth"), 14}, {QStringLiteral("fifteen"), 15}, {QStringLiteral("fifteenth"), 15},
        {QStringLiteral("sixteen"), 16}, {QStringLiteral("sixteenth"), 16}, {QStringLiteral("seventeen"), 17}, {QStringLiteral("seventeenth"), 17},
        {QStringLiteral("eighteen"), 18}, {QStringLiteral("eighteenth"), 18}, {QStringLiteral("nineteen"), 19}, {QStringLiteral("nineteenth"), 19},
    };
    static const QHash<QString, int> tens = {
        {QStringLiteral("twenty"), 20}, {QStringLiteral("twentieth"), 20}, {QStringLiteral("thirty"), 30}, {QStringLiteral("thirtieth"), 30},
        {QStringLiteral("forty"), 40}, {QStringLiteral("fortieth"), 40}, {QStringLiteral("fifty"), 50}, {QStringLiteral("fiftieth"), 50},
        {QStringLiteral("sixty"), 60}, {QStringLiteral("sixtieth"), 60}, {QStringLiteral("seventy"), 70}, {QStringLiteral("seventieth"), 70},
        {QStringLiteral("eighty"), 80}, {QStringLiteral("eightieth"), 80}, {QStringLiteral("ninety"), 90}, {QStringLiteral("ninetieth"), 90},
    };
    const QString lower = word.toString().toLower().simplified();
    if (auto it = units.constFind(lower); it != units.constEnd())
        return it.value();
    if (auto it = tens.constFind(lower); it != tens.constEnd())
        return it.value();
    qsizetype joint = lower.indexOf(QLatin1Char('-'));
    if (joint < 0)
        joint = lower.indexOf(QLatin1Char(' '));
    if (joint > 0) {
        const int ten = tens.value(lower.left(joint), 0);
        const int unit = units.value(lower.mid(joint + 1), 0);
        if (ten && unit && unit < 10)
            return ten + unit;
    }
    return -1;
}

QList<TimeExpression> TimeExpressionFinder::find(QStringView text, int offset)
{
    const Tokens tokens = Tokenizer::tokenize(text.toString());
    return findInTokens(text, offset, tokens, 0);
}

QList<TimeExpression> TimeExpressionFinder::find(QStringView text, int offset, std::span<const Token> tokens, const WordStarts *starts)
{
    Q_ASSERT(!starts || starts->subject().size() == text.size());
    return findInTokens(text, offset, tokens, offset, starts);
}

QList<TimeExpression> TimeExpressionFinder::find(const WordHashes &words, const Sentence &sentence, bool *mayHoldScoreline, StringSlices *texts,
                                                NotedTokens *noted)
{
    return findInSentence(words, sentence, Matching::HandWherePossible, mayHoldScoreline, texts, noted);
}

QList<TimeExpression> TimeExpressionFinder::findByPatterns(const WordHashes &words, const Sentence &sentence)
{
    return findInSentence(words, sentence, Matching::PatternsOnly);
}

QList<std::pair<QString, MinuteShapes::Finder>> TimeExpressionFinder::rulesMatchedByHand()
{
    QList<std::pair<QString, MinuteShapes::Finder>> matched;
    for (const Rule &rule : rules()) {
        if (rule.byHand)
            matched.append({rule.ascii.pattern(), rule.byHand});
    }
    return matched;
}

QList<TimeExpression> TimeExpressionFinder::findByEveryRule(QStringView text, int offset)
{
    return runRules(text, offset, nullptr);
}

} // namespace Touchline
