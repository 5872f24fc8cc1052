#include "regex.h"

#include "regexleads.h"
#include "textscan.h"

#define PCRE2_CODE_UNIT_WIDTH 16
#include <pcre2.h>

#include <QHash>
#include <QList>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <optional>

namespace Touchline {

namespace {

// Per thread: one match context with a JIT stack as large as QRegularExpression allows (512 KiB), and
// match data big enough for the pattern at hand, reused by every match on this thread.
class ThreadMatchState
{
public:
    ThreadMatchState()
        : m_jitStack(pcre2_jit_stack_create(32 * 1024, 512 * 1024, nullptr))
        , m_context(pcre2_match_context_create(nullptr))
    {
        pcre2_jit_stack_assign(m_context, nullptr, m_jitStack);
    }
    ~ThreadMatchState()
    {
        pcre2_match_data_free(m_data);
        pcre2_match_context_free(m_context);
        pcre2_jit_stack_free(m_jitStack);
    }
    ThreadMatchState(const ThreadMatchState &) = delete;
    ThreadMatchState &operator=(const ThreadMatchState &) = delete;

    pcre2_match_context *context() const { return m_context; }
    pcre2_match_data *data(uint32_t pairs)
    {
        if (pairs > m_pairs) {
            pcre2_match_data_free(m_data);
            m_data = pcre2_match_data_create(pairs, nullptr);
            m_pairs = pairs;
        }
        return m_data;
    }

private:
    pcre2_jit_stack *m_jitStack;
    pcre2_match_context *m_context;
    pcre2_match_data *m_data = nullptr;
    uint32_t m_pairs = 0;
};

ThreadMatchState &threadMatchState()
{
    thread_local ThreadMatchState state;
    return state;
}

// A null view has no data pointer; PCRE2 10.42 refuses a null subject even when it is empty.
const char16_t emptySubject[1] = {0};

} // namespace

QStringView RegexMatch::capturedView(int group) const
{
    const qsizetype start = capturedStart(group);
    return start < 0 ? QStringView() : m_subject.mid(start, capturedEnd(group) - start);
}

// std::call_once, with the done case first: call_once sets two thread-locals and calls pthread_once
// every time, done or not, and these flags are asked at every search of every pattern.
class Once
{
public:
    template <typename Work>
    void call(Work &&work)
    {
        if (m_done.load(std::memory_order_acquire))
            return;
        std::call_once(m_flag, [&] {
            work();
            m_done.store(true, std::memory_order_release);
        });
    }

private:
    std::once_flag m_flag;
    std::atomic<bool> m_done{false};
};

// A compiled pattern: the pattern as written, and (when RegexLeads can tell where matches start) an
// anchored twin tried only at those places. Each is compiled, with JIT, the first time it is needed.
struct Regex::Compiled {
    QString pattern;
    int options = NoOption;

    struct Code {
        Once once;
        pcre2_code *code = nullptr;
        bool jit = false;   // JIT-compiled: may run through pcre2_jit_match
        uint32_t pairs = 1; // the whole match and each capture group
        QString error;
        ~Code() { pcre2_code_free(code); }
    };
    Code unanchored;
    Code anchored;
    Once leadsOnce;
    RegexLeads leads;
    // Set once, before any search (LeadFamily::add): the family whose WordStarts::members the
    // anchored search reads, and the pattern's bit in it.
    const LeadFamily *family = nullptr;
    quint64 member = 0;

    const pcre2_code *compiled(Code &which, uint32_t extraFlags)
    {
        which.once.call([&] { compile(which, extraFlags); });
        return which.code;
    }
    const pcre2_code *search() { return compiled(unanchored, 0); }
    const pcre2_code *anchoredSearch() { return compiled(anchored, PCRE2_ANCHORED); }
    // Unicode properties change what \b means, which RegexLeads does not model. Read from the pattern
    // as written, without compiling it (a LeadFamily asks for its members' leads before any of them
    // runs): a pattern that does not compile matches nothing, whatever its leads.
    const RegexLeads &startLeads()
    {
        leadsOnce.call([this] {
            if (!(options & UnicodeProperties))
                leads = RegexLeads::of(pattern);
        });
        return leads;
    }

    void compile(Code &which, uint32_t extraFlags)
    {
        uint32_t flags = PCRE2_UTF | extraFlags;
        if (options & CaseInsensitive)
            flags |= PCRE2_CASELESS;
        if (options & UnicodeProperties)
            flags |= PCRE2_UCP;
        int errorCode = 0;
        PCRE2_SIZE errorOffset = 0;
        which.code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.utf16()), PCRE2_SIZE(pattern.size()), flags, &errorCode, &errorOffset, nullptr);
        if (!which.code) {
            PCRE2_UCHAR message[256];
            pcre2_get_error_message(errorCode, message, 256);
            which.error = QString::fromUtf16(reinterpret_cast<const char16_t *>(message)) + QStringLiteral(" at offset ") + QString::number(errorOffset);
            return;
        }
        which.jit = pcre2_jit_compile(which.code, PCRE2_JIT_COMPLETE) == 0; // without JIT support pcre2_match interprets
        uint32_t captures = 0;
        pcre2_pattern_info(which.code, PCRE2_INFO_CAPTURECOUNT, &captures);
        which.pairs = captures + 1;
    }
};

Regex::Regex(const QString &pattern, int options)
    : d(std::make_shared<Compiled>())
{
    d->pattern = pattern;
    d->options = options;
}

QString Regex::pattern() const
{
    return d->pattern;
}

int Regex::options() const
{
    return d->options;
}

QString Regex::errorString() const
{
    d->search();
    return d->unanchored.error;
}

RegexMatch Regex::match(QStringView subject, qsizetype offset) const
{
    return matchAt(subject, nullptr, offset, 0);
}

RegexMatchIterator Regex::globalMatch(QStringView subject, qsizetype offset) const
{
    return RegexMatchIterator(*this, subject, nullptr, offset);
}

RegexMatch Regex::match(QStringView subject, const WordStarts &starts, qsizetype offset) const
{
    return matchAt(subject, &starts, offset, 0);
}

RegexMatchIterator Regex::globalMatch(QStringView subject, const WordStarts &starts) const
{
    return RegexMatchIterator(*this, subject, &starts, 0);
}

RegexMatchIterator Regex::noMatches() const
{
    return RegexMatchIterator(*this, QStringView(), nullptr, 1); // past the end: exhausted before any search
}

// The leftmost match at or after `offset`. With the subject's word starts, and a pattern whose first
// words RegexLeads knows, the anchored twin is tried at each start that begins one of them, in order:
// the first that matches is the leftmost match. Otherwise (and for the anchored retry after an empty
// match) one PCRE2 search.
RegexMatch Regex::matchAt(QStringView subject, const WordStarts *starts, qsizetype offset, quint32 matchOptions, bool *failed) const
{
    if (offset < 0) // from the end, as QRegularExpression counts it
        offset += subject.size();
    if (offset < 0 || offset > subject.size())
        return RegexMatch();
    // A subject with surrogates (an emoji, or a lone one that makes it invalid) takes the plain search:
    // PCRE2 checks UTF-16 only from where a search starts, and an anchored try after a lone surrogate
    // would find what QRegularExpression, checking the whole subject, does not.
    if (starts && starts->hasSurrogates())
        starts = nullptr;
    if (!(matchOptions & PCRE2_NO_UTF_CHECK) && (starts || !TextScan::hasSurrogates(subject)))
        matchOptions |= PCRE2_NO_UTF_CHECK;
    bool error = false;
    RegexMatch found;
    if (!starts || matchOptions & PCRE2_ANCHORED || !d->startLeads().isUsable()) {
        if (d->search())
            found = run(&d->unanchored, subject, offset, matchOptions, &error);
    } else if (d->anchoredSearch()) {
        Q_ASSERT(starts->subject().size() == subject.size());
        // An error (a match limit) ends the search as it ends QRegularExpression's: no later start is tried.
        const auto tryAt = [&](qsizetype start) {
            found = run(&d->anchored, subject, start, matchOptions, &error);
            return found.hasMatch() || error;
        };
        if (d->family)
            d->leads.forEachStartOf(starts->members(*d->family), d->member, *starts, offset, tryAt);
        else
            d->leads.forEachStart(*starts, offset, tryAt);
    }
    if (failed)
        *failed = error;
    return found;
}

const RegexLeads *Regex::join(const LeadFamily &family, quint64 member) const
{
    if (d->family || !d->startLeads().isUsable())
        return nullptr;
    d->family = &family;
    d->member = member;
    return &d->leads;
}

RegexMatch Regex::run(const void *compiled, QStringView subject, qsizetype offset, quint32 matchOptions, bool *failed)
{
    RegexMatch result;
    const auto &code = *static_cast<const Compiled::Code *>(compiled);
    ThreadMatchState &state = threadMatchState();
    pcre2_match_data *data = state.data(code.pairs);
    const auto *units = reinterpret_cast<PCRE2_SPTR>(subject.isNull() ? emptySubject : reinterpret_cast<const char16_t *>(subject.utf16()));
    // pcre2_jit_match skips pcre2_match's checks and set-up, a good part of a short anchored try; it
    // may only see a subject known to be valid UTF-16, and takes no ANCHORED option at match time.
    const bool direct = code.jit && (matchOptions & PCRE2_NO_UTF_CHECK) && !(matchOptions & PCRE2_ANCHORED);
    const int found = direct ? pcre2_jit_match(code.code, units, PCRE2_SIZE(subject.size()), PCRE2_SIZE(offset), matchOptions & ~PCRE2_NO_UTF_CHECK, data, state.context())
                             : pcre2_match(code.code, units, PCRE2_SIZE(subject.size()), PCRE2_SIZE(offset), matchOptions, data, state.context());
    *failed = found < 0 && found != PCRE2_ERROR_NOMATCH;
    if (found <= 0) // no match, or an error such as invalid UTF-16: QRegularExpression reports no match too
        return result;
    const PCRE2_SIZE *vector = pcre2_get_ovector_pointer(data);
    result.m_subject = subject;
    result.m_offsets.resize(qsizetype(found) * 2);
    for (int i = 0; i < found * 2; ++i)
        result.m_offsets[i] = vector[i] == PCRE2_UNSET ? -1 : qsizetype(vector[i]);
    return result;
}

RegexMatchIterator::RegexMatchIterator(const Regex &regex, QStringView subject, const WordStarts *starts, qsizetype offset)
    : m_regex(regex)
    , m_subject(subject)
    , m_starts(starts)
    , m_offset(offset)
{
}

bool RegexMatchIterator::hasNext() const
{
    if (!m_searched)
        findNext();
    return m_next.hasMatch();
}

RegexMatch RegexMatchIterator::next()
{
    if (!m_searched)
        findNext();
    m_searched = false;
    RegexMatch current = std::move(m_next);
    m_next = RegexMatch();
    if (current.hasMatch())
        m_offset = current.capturedEnd();
    else
        m_offset = m_subject.size() + 1; // exhausted
    m_previousEmpty = current.hasMatch() && current.capturedLength() == 0;
    m_first = false;
    return current;
}

// As QRegularExpressionMatchIterator does: after an empty match, first a non-empty match anchored at
// the same place, then the search resumes one character (a whole surrogate pair) further on. The
// subject was checked for valid UTF-16 by the first match.
void RegexMatchIterator::findNext() const
{
    m_searched = true;
    if (m_offset > m_subject.size())
        return;
    const quint32 checked = m_first ? 0 : PCRE2_NO_UTF_CHECK;
    if (!m_previousEmpty) {
        m_next = m_regex.matchAt(m_subject, m_starts, m_offset, checked);
        return;
    }
    bool failed = false;
    m_next = m_regex.matchAt(m_subject, m_starts, m_offset, checked | PCRE2_NOTEMPTY_ATSTART | PCRE2_ANCHORED, &failed);
    if (m_next.hasMatch() || failed) // QRegularExpression moves on only after no match, not after an error
        return;
    qsizetype offset = m_offset + 1;
    if (offset < m_subject.size() && m_subject.at(offset).isLowSurrogate())
        ++offset;
    m_next = m_regex.matchAt(m_subject, m_starts, offset, checked);
}

namespace {

// Calls `visit(index, character, depth)` for each '(', ')' and '|' of `pattern` from `from` on that is
// neither escaped nor inside a class, with the group depth after it; stops when `visit` returns true.
template<typename Visit>
void forEachStructureChar(QStringView pattern, qsizetype from, Visit visit)
{
    int depth = 0;
    bool inClass = false;
    for (qsizetype i = from; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'\\') {
            ++i;
        } else if (inClass) {
            inClass = c != u']';
        } else if (c == u'[') {
            inClass = true;
            // A ']' first in a class ("[]a]", "[^]a]") is one of its characters, not its end.
            if (i + 1 < pattern.size() && pattern.at(i + 1) == u'^')
                ++i;
            if (i + 1 < pattern.size() && pattern.at(i + 1) == u']')
                ++i;
        } else if (c == u'(' || c == u')' || c == u'|') {
            depth += c == u'(' ? 1 : c == u')' ? -1 : 0;
            if (visit(i, c, depth))
                return;
        }
    }
}

// Where the group opening at `open` ends (just past its ')'), or -1.
qsizetype groupEnd(QStringView pattern, qsizetype open)
{
    qsizetype end = -1;
    forEachStructureChar(pattern, open, [&](qsizetype i, QChar c, int depth) {
        if (c == u')' && depth == 0)
            end = i + 1;
        return end >= 0;
    });
    return end;
}

// Whether the pattern has a group that captures: reordering or copying alternatives would renumber it.
bool hasCapturingGroup(QStringView pattern)
{
    bool found = false;
    forEachStructureChar(pattern, 0, [&](qsizetype i, QChar c, int) {
        if (c == u'(') {
            const QStringView after = pattern.mid(i + 1);
            const bool named = (after.startsWith(u"?<") && !after.startsWith(u"?<=") && !after.startsWith(u"?<!"))
                || after.startsWith(u"?P<") || after.startsWith(u"?'");
            found = !after.startsWith(u'?') || named;
        }
        return found;
    });
    return found;
}

// The top-level alternatives of a pattern (not inside a group or a class).
QList<QStringView> topLevelAlternatives(QStringView pattern)
{
    QList<QStringView> alternatives;
    qsizetype start = 0;
    forEachStructureChar(pattern, 0, [&](qsizetype i, QChar c, int depth) {
        if (c == u'|' && depth == 0) {
            alternatives.append(pattern.mid(start, i - start));
            start = i + 1;
        }
        return false;
    });
    alternatives.append(pattern.mid(start));
    return alternatives;
}

bool isQuantifier(QStringView pattern, qsizetype at)
{
    return at < pattern.size() && (pattern.at(at) == u'?' || pattern.at(at) == u'*' || pattern.at(at) == u'+' || pattern.at(at) == u'{');
}

// What an alternative must start with at `at`, as a key: its first `length` characters when they are
// literal ASCII letters (lower case when case-insensitive), for a length of 1 also '0' for a digit
// (\d); empty when it may start otherwise.
QString literalKey(QStringView alternative, qsizetype at, int length, bool caseInsensitive)
{
    const QStringView rest = alternative.mid(at);
    if (length == 1 && rest.startsWith(u"\\d"))
        return rest.mid(2).startsWith(u'?') || rest.mid(2).startsWith(u'*') || rest.mid(2).startsWith(u"{0") ? QString() : QStringLiteral("0");
    QString key;
    for (int i = 0; i < length; ++i) {
        if (i >= rest.size() || !rest.at(i).isLetter() || rest.at(i).unicode() > 0x7f || isQuantifier(rest, i + 1))
            return {};
        key += caseInsensitive ? rest.at(i).toLower() : rest.at(i);
    }
    return key;
}

// The alternatives grouped by their keys of `length` characters (see literalKey), groups in order of
// first appearance and alternatives in their order within a group; nullopt when one has no key. An
// alternative that starts with a group of words, `(?:fired|headed) home`, is split by the words' keys
// into `(?:fired) home` and `(?:headed) home`. Lookbehinds in front ("(?<!the )scores") test what
// precedes: the key comes after them.
using KeyedGroups = QList<std::pair<QString, QStringList>>;

// Appends `item` to the group of `key`, opening the group after the others when it is new.
void addToGroup(KeyedGroups &groups, const QString &key, const QString &item)
{
    const auto group = std::find_if(groups.begin(), groups.end(), [&key](const auto &g) { return g.first == key; });
    if (group != groups.end())
        group->second.append(item);
    else
        groups.append({key, {item}});
}

std::optional<KeyedGroups> groupByKey(const QList<QString> &alternatives, int length, bool caseInsensitive)
{
    KeyedGroups groups;
    const auto add = [&groups](const QString &key, const QString &alternative) { addToGroup(groups, key, alternative); };
    for (const QString &alternative : alternatives) {
        qsizetype at = 0;
        while (alternative.mid(at).startsWith(u"(?<!") || alternative.mid(at).startsWith(u"(?<=")) {
            at = groupEnd(alternative, at);
            if (at < 0)
                return std::nullopt;
        }
        if (const QString key = literalKey(alternative, at, length, caseInsensitive); !key.isEmpty()) {
            add(key, alternative);
            continue;
        }
        if (!alternative.mid(at).startsWith(u"(?:"))
            return std::nullopt;
        const qsizetype end = groupEnd(alternative, at);
        if (end < 0 || isQuantifier(alternative, end))
            return std::nullopt;
        const QStringView before = QStringView(alternative).left(at);
        const QStringView rest = QStringView(alternative).mid(end);
        KeyedGroups words;
        for (const QStringView word : topLevelAlternatives(QStringView(alternative).mid(at + 3, end - at - 4))) {
            const QString key = literalKey(word, 0, length, caseInsensitive);
            if (key.isEmpty())
                return std::nullopt;
            addToGroup(words, key, word.toString());
        }
        for (const auto &[key, list] : std::as_const(words))
            add(key, before + QStringLiteral("(?:") + list.join(u'|') + u')' + rest);
    }
    return groups;
}

// `(?:(?=k1)(?:a|b)|(?=k2)(?:c))` for the groups.
QString lookaheadGroups(const KeyedGroups &groups, const QList<QString> &bodies)
{
    QStringList parts;
    for (qsizetype i = 0; i < groups.size(); ++i)
        parts.append(QStringLiteral("(?=") + (groups.at(i).first == u"0" ? QStringLiteral("\\d") : groups.at(i).first) + QStringLiteral(")(?:") + bodies.at(i) + u')');
    return QStringLiteral("(?:") + parts.join(u'|') + u')';
}

} // namespace

QString groupAlternativesByFirstLetter(const QString &alternation, int options)
{
    // A word boundary before and after the group stays where it is: "\\b(?:...)\\b".
    const QStringView boundary = u"\\b";
    const qsizetype lead = alternation.startsWith(boundary) ? boundary.size() : 0;
    const qsizetype trail = alternation.size() - lead >= 2 * boundary.size() && alternation.endsWith(boundary) ? boundary.size() : 0;
    const QStringView whole = QStringView(alternation).mid(lead, alternation.size() - lead - trail);
    if (!whole.startsWith(u"(?:") || groupEnd(whole, 0) != whole.size() || hasCapturingGroup(whole))
        return alternation;
    const bool caseInsensitive = options & Regex::CaseInsensitive;
    QList<QString> alternatives;
    for (const QStringView alternative : topLevelAlternatives(whole.mid(3, whole.size() - 4)))
        alternatives.append(alternative.toString());
    const auto byLetter = groupByKey(alternatives, 1, caseInsensitive);
    if (!byLetter)
        return alternation;
    // A long list under one letter is grouped again by the first two letters, when each has them:
    // PCRE2 would otherwise try each of the letter's alternatives in turn.
    constexpr qsizetype regroupFrom = 4;
    QList<QString> bodies;
    for (const auto &[letter, list] : *byLetter) {
        const auto byTwoLetters = list.size() >= regroupFrom ? groupByKey(list, 2, caseInsensitive) : std::nullopt;
        if (byTwoLetters && byTwoLetters->size() > 1) {
            QList<QString> inner;
            for (const auto &group : *byTwoLetters)
                inner.append(group.second.join(u'|'));
            bodies.append(lookaheadGroups(*byTwoLetters, inner));
        } else {
            bodies.append(list.join(u'|'));
        }
    }
    return QStringView(alternation).left(lead) + lookaheadGroups(*byLetter, bodies) + QStringView(alternation).right(trail);
}

} // namespace Touchline
