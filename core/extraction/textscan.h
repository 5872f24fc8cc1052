#pragma once

#include <QStringView>
#include <QVarLengthArray>

#include <span>
#include <string_view>

namespace Touchline {

/// Exact, cheap pre-checks that spare a regular expression most of the text it would scan.
namespace TextScan {

/// Whether `text` may hold a scoreline ("2-1", "3 – 0"): a digit at most two characters either side
/// of a dash. Most sentences have no such dash, and finding dashes is far cheaper than the pattern.
/// A surrogate beside the dash counts as a digit: with Unicode properties (the score check's pattern,
/// not the extractor's) PCRE2 sees digits beyond the BMP.
bool mayHoldScoreline(QStringView text);

/// Where a search for scorelines may start in `text`, or -1 where mayHoldScoreline() says none: every
/// match holds a dash with digits around it, and starts at most five units before it (two digits beyond
/// the BMP and a space). A search from the start read the text before it for nothing.
qsizetype scorelineSearchStart(QStringView text);

/// A scoreline as the extractor's pattern (?<![\d.:/–-])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\d:/]|[-–.]\d), with ASCII
/// classes, matches it: offsets of the match and of its two numbers.
struct ScorelineMatch {
    qsizetype start = 0;       ///< of the match and its first number
    qsizetype firstEnd = 0;    ///< after the first number
    qsizetype secondStart = 0; ///< of the second number
    qsizetype end = 0;         ///< of the match, after the second number
};
using ScorelineMatches = QVarLengthArray<ScorelineMatch, 4>;

/// Every match of that pattern in `text`, in order, as its global search finds them (none in invalid UTF-16,
/// where the search finds none either). Read by hand around each dash: a match's digits touch its dash or
/// stand one white space from it, so each dash has at most one match, and they come in the order of their
/// dashes (the search's cost was a third of the values' scorelines).
ScorelineMatches asciiScorelines(QStringView text);

/// Whether every unit of `text` is ASCII (below 0x80).
bool isAscii(QStringView text);

/// Whether `text` holds a surrogate (an emoji, or a lone half that makes it invalid UTF-16).
bool hasSurrogates(QStringView text);

/// QStringView::isValidUtf16(): every high surrogate followed by a low one, no low one alone. Skips
/// four units at a time where there is no surrogate, where Qt's reads every unit (a tenth of the score
/// check on reports with an emoji).
bool isValidUtf16(QStringView text);

/// Whether `text` holds `needle` (lower-case ASCII) at `at`, letters folded as caseless PCRE2 folds
/// them (ASCII case, the long s as "s", the Kelvin sign as "k").
bool foldedAt(QStringView text, qsizetype at, std::u16string_view needle);

/// QStringView::contains(needle, Qt::CaseInsensitive) for a non-empty lower-case ASCII `needle`: Qt folds
/// the same two letters beyond ASCII to ASCII ones (the long s, the Kelvin sign) as foldedAt(), and
/// its search of a sentence took thousands of instructions, most of them folding.
bool containsFolded(QStringView text, std::u16string_view needle);

/// The index of the first of `values` at or after `from` that equals `value`, or values.size(): eight values a
/// step where SSE2 is (every x86-64), where a compare a value cost a few instructions more each. For a word
/// looked for among a text's word hashes (WordHashes::hashes()), once for the whole text.
qsizetype nextEqual(std::span<const std::size_t> values, qsizetype from, std::size_t value);

/// Whether `text` ends with "at" or "to" (in any case) and white space, with a side's count of players
/// after it or not ("at 10-man "), as every match of the score
/// check's "at X" pattern (ScoreCheck::atTeamPattern) does: that pattern, a search that tries every
/// position, runs only where this holds. White space is any PCRE2's Unicode \s knows (QChar::isSpace
/// and U+180E; a few more are harmless).
bool mayEndWithAtOrTo(QStringView text);

} // namespace TextScan

} // namespace Touchline
