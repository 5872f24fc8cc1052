#include "reporthighlighter.h"

#include "highlightscanner.h"

#include <QLoggingCategory>
#include <QMutex>
#include <QTextDocument>

#include <algorithm>

namespace Touchline {

namespace {
constexpr qint64 sliceBudgetNs = 8'000'000;
}

/// Where workers post "chunks are ready": the highlighter empties it on destruction, under the lock,
/// so that no worker posts to a highlighter that is gone.
struct ReportHighlighter::Mailbox {
    QMutex mutex;
    ReportHighlighter *receiver = nullptr;
};

ReportHighlighter::ReportHighlighter(QTextDocument *document)
    : QObject(document)
    , m_document(document)
    , m_applier(document, &m_styles)
    , m_mailbox(std::make_shared<Mailbox>())
{
    m_mailbox->receiver = this;
    m_slice.setSingleShot(true);
    m_slice.setInterval(0);
    connect(&m_slice, &QTimer::timeout, this, &ReportHighlighter::applySlice);
    m_restartAfterEdit.setSingleShot(true);
    m_restartAfterEdit.setInterval(0);
    connect(&m_restartAfterEdit, &QTimer::timeout, this, &ReportHighlighter::restart);
    if (document)
        connect(document, &QTextDocument::contentsChange, this, &ReportHighlighter::onContentsChange);
}

void ReportHighlighter::setDocument(QTextDocument *document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_applier.setDocument(document);
    if (document)
        connect(document, &QTextDocument::contentsChange, this, &ReportHighlighter::onContentsChange);
}

ReportHighlighter::~ReportHighlighter()
{
    {
        QMutexLocker lock(&m_mailbox->mutex);
        m_mailbox->receiver = nullptr;
    }
    if (m_job) {
        m_job->cancel();
        m_job->waitForDone(); // within a line: the workers check for cancellation after each
    }
}

void ReportHighlighter::setDefinition(const KSyntaxHighlighting::Definition &definition)
{
    m_definition = definition;
    m_scanner = std::make_unique<HighlightScanner>(definition);
    if (definition.isValid())
        HighlightJob::prepare(definition.name());
    m_syntax.clear();
    m_syntaxComplete = false;
}

void ReportHighlighter::setTheme(const KSyntaxHighlighting::Theme &theme)
{
    m_styles.setTheme(theme);
    // Same runs, new formats: no scanning, the visible blocks at once and the rest in slices.
    m_applier.reapplyAll();
    highlightVisibleBlocks();
    if (m_applier.hasPending()) {
        m_pending = true;
        m_slice.start();
    }
}

void ReportHighlighter::setText(const QString &text)
{
    m_text = text;
    m_textKnown = true;
    m_textFromDocument = false;
    m_ignoreChanges = false;
    m_syntax.clear();
    m_syntaxComplete = false;
}

void ReportHighlighter::beginText(const QString &text, QList<Mention> mentions)
{
    stop();
    setText(text);
    m_ignoreChanges = true; // until textShown(): the document is being given this very text
    adoptMentions(std::move(mentions));
    m_pending = true;
    startJob(); // the workers scan while the UI thread fills the document
}

void ReportHighlighter::textShown()
{
    m_ignoreChanges = false;
    highlightVisibleBlocks();
    if (m_pending && !m_slice.isActive())
        m_slice.start(); // chunks that finished before the document had the text
}

void ReportHighlighter::onContentsChange(int, int removed, int added)
{
    if ((removed == 0 && added == 0) || m_ignoreChanges)
        return;
    // An edit: what was applied and scanned belongs to the old blocks; highlight it all again.
    if (m_job)
        m_job->cancel();
    m_job.reset();
    m_applier.reset();
    m_syntax.clear();
    m_syntaxComplete = false;
    m_textKnown = false;
    m_pending = true;
    m_restartAfterEdit.start();
}

void ReportHighlighter::setMentions(QList<Mention> mentions)
{
    adoptMentions(std::move(mentions));
    restart();
}

void ReportHighlighter::adoptMentions(QList<Mention> mentions)
{
    const auto byStart = [](const Mention &a, const Mention &b) { return a.span.start < b.span.start; };
    // MentionList sorts them already; asked through const iterators, as a shared list would be copied first.
    if (!std::is_sorted(mentions.cbegin(), mentions.cend(), byStart))
        std::sort(mentions.begin(), mentions.end(), byStart);
    m_mentions = std::move(mentions);
    m_spans.clear();
    m_spans.reserve(m_mentions.size());
    m_longestMention = 0;
    for (const Mention &mention : std::as_const(m_mentions)) {
        m_spans.append({mention.span.start, mention.span.end, HighlightStyle::entity(mention.type)});
        m_longestMention = std::max(m_longestMention, mention.span.length());
    }
}

void ReportHighlighter::stop()
{
    m_slice.stop();
    m_restartAfterEdit.stop();
    if (m_job)
        m_job->cancel();
    m_job.reset();
    m_pending = false;
    m_applier.reset();
    m_syntax.clear();
    m_syntaxComplete = false;
    m_textKnown = false;
    m_ignoreChanges = true; // until setText(): the text is being replaced
}

void ReportHighlighter::restart()
{
    if (!m_document)
        return;
    m_restartAfterEdit.stop();
    m_ignoreChanges = false;
    if (m_job)
        m_job->cancel();
    m_job.reset();
    m_pending = true;
    highlightVisibleBlocks();
    startJob();
}

void ReportHighlighter::rehighlight()
{
    restart();
    finish();
}

void ReportHighlighter::highlightVisibleBlocks()
{
    if (!m_visibleBlocks || !m_scanner || !m_document)
        return;
    const auto [first, last] = m_visibleBlocks();
    if (!first.isValid())
        return;
    // Out of turn, from the start state: the job's in-order pass puts them right if a construct spans lines.
    KSyntaxHighlighting::State state;
    QList<HighlightRun> syntax;
    QList<HighlightRun> layered;
    QList<quint16> scratch;
    const std::span<const StyledSpan> spans(m_spans.constData(), size_t(m_spans.size()));
    QTextBlock block = first;
    QTextBlock applied = first;
    for (; block.isValid(); block = block.next()) {
        const QString text = block.text();
        state = m_scanner->scanLine(text, state, syntax);
        const TextLine line{0, block.position(), int(text.size())};
        layerMentions(line, syntax, mentionsAround(spans, line.position, line.position + line.length, m_longestMention), scratch, layered);
        m_applier.applyOutOfTurn(block, layered);
        applied = block;
        if (block == last)
            break;
    }
    m_applier.markDirty(first, applied);
}

void ReportHighlighter::startJob()
{
    if (!m_textKnown) {
        // Edited, or never told: read the document itself (blocks separated by U+2029).
        m_text = m_document->toRawText();
        m_textKnown = true;
        m_textFromDocument = true;
    }
    HighlightJob::Input input;
    input.text = m_text;
    input.definitionName = m_definition.isValid() ? m_definition.name() : QString();
    input.mentions = m_spans;
    input.longestMention = m_longestMention;
    if (m_syntaxComplete)
        input.syntax = m_syntax;
    else
        m_syntax.clear();
    m_jobScans = !m_syntaxComplete;
    // Called from worker threads: post to the UI thread, if the highlighter still exists.
    auto notify = [mailbox = m_mailbox] {
        QMutexLocker lock(&mailbox->mutex);
        if (ReportHighlighter *receiver = mailbox->receiver)
            QMetaObject::invokeMethod(receiver, &ReportHighlighter::takeChunks, Qt::QueuedConnection);
    };
    m_job = HighlightJob::start(std::move(input), std::move(notify));
}

void ReportHighlighter::takeChunks()
{
    drainJob();
    if (m_pending && !m_slice.isActive())
        m_slice.start();
}

void ReportHighlighter::drainJob()
{
    if (!m_job)
        return;
    for (const HighlightJob::Chunk &chunk : m_job->takeReady()) {
        m_applier.submit(chunk.index, chunk.runs);
        if (m_jobScans) {
            if (m_syntax.size() <= chunk.index)
                m_syntax.resize(chunk.index + 1);
            m_syntax[chunk.index] = chunk.syntax;
        }
    }
}

std::pair<int, int> ReportHighlighter::visibleBlockNumbers() const
{
    if (!m_visibleBlocks)
        return {0, -1};
    const auto [first, last] = m_visibleBlocks();
    if (!first.isValid())
        return {0, -1};
    return {first.blockNumber(), last.isValid() ? last.blockNumber() : first.blockNumber()};
}

void ReportHighlighter::applySlice()
{
    if (!m_pending)
        return;
    drainJob();
    if (!m_document)
        return; // queued for the document on its way (textShown())
    const auto [firstVisible, lastVisible] = visibleBlockNumbers();
    const bool applied = m_applier.apply(firstVisible, lastVisible, sliceBudgetNs);
    if (m_applier.mismatched() && recoverFromMismatch())
        return;
    if (!applied) {
        m_slice.start();
        return;
    }
    if (!m_job || m_job->isDone())
        complete();
}

bool ReportHighlighter::recoverFromMismatch()
{
    // The text we were told is not what the document holds: highlight the document's own text instead.
    if (m_textFromDocument) {
        qWarning("ReportHighlighter: the document's blocks do not match its own text; highlighting stopped");
        return false;
    }
    m_applier.reset();
    m_syntax.clear();
    m_syntaxComplete = false;
    m_textKnown = false;
    restart();
    return true;
}

void ReportHighlighter::finish()
{
    if (!m_pending || !m_document)
        return;
    m_slice.stop();
    if (m_restartAfterEdit.isActive())
        restart();
    if (m_job) {
        m_job->waitForDone();
        drainJob();
    }
    const auto [firstVisible, lastVisible] = visibleBlockNumbers();
    m_applier.apply(firstVisible, lastVisible, -1);
    if (m_applier.mismatched() && recoverFromMismatch()) {
        finish();
        return;
    }
    complete();
}

void ReportHighlighter::complete()
{
    m_slice.stop();
    if (m_job && m_jobScans && m_job->chunkCount() == m_syntax.size())
        m_syntaxComplete = std::all_of(m_syntax.cbegin(), m_syntax.cend(), [](const HighlightJob::ChunkRuns &runs) { return bool(runs); });
    m_job.reset();
    m_pending = false;
    emit finished();
}

const ReportHighlighter::Mention *ReportHighlighter::mentionAt(int position) const
{
    auto it = std::upper_bound(m_mentions.begin(), m_mentions.end(), position,
                               [](int pos, const Mention &m) { return pos < m.span.start; });
    while (it != m_mentions.begin()) {
        --it;
        if (it->span.contains(position))
            return &*it;
        if (it->span.end <= position && it->span.start + 200 < position)
            break;
    }
    return nullptr;
}

} // namespace Touchline
