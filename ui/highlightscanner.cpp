#include "highlightscanner.h"

#include "highlightformats.h"

#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>

#include <memory>

namespace Touchline {

HighlightScanner::HighlightScanner(const KSyntaxHighlighting::Definition &definition)
{
    setDefinition(definition);
    QList<HighlightRun> ignored;
    m_startState = scanLine({}, {}, ignored);
}

KSyntaxHighlighting::State HighlightScanner::scanLine(QStringView line, const KSyntaxHighlighting::State &state, QList<HighlightRun> &out)
{
    out.clear();
    m_out = &out;
    KSyntaxHighlighting::State next = highlightLine(line, state);
    m_out = nullptr;
    return next;
}

void HighlightScanner::applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format)
{
    if (length <= 0 || !m_out)
        return;
    auto it = m_styleByFormatId.constFind(format.id());
    if (it == m_styleByFormatId.cend()) {
        const int index = HighlightFormats::instance().indexOf(format);
        it = m_styleByFormatId.insert(format.id(), index < 0 ? HighlightStyle::none : HighlightStyle::syntax(index));
    }
    if (*it == HighlightStyle::none)
        return;
    // Adjacent ranges of one format (KSyntaxHighlighting splits them at rule boundaries) become one run.
    if (!m_out->isEmpty() && m_out->last().style == *it && m_out->last().start + m_out->last().length == offset)
        m_out->last().length += length;
    else
        m_out->append({offset, length, *it});
}

KSyntaxHighlighting::Definition HighlightScanner::matchReportDefinition(KSyntaxHighlighting::Repository &repository)
{
    // The definition ships in the binary; the repository reads ":/touchline/syntax/*.xml".
    const QString resourcePath = QStringLiteral(":/touchline");
    if (!repository.customSearchPaths().contains(resourcePath))
        repository.addCustomSearchPath(resourcePath);
    return repository.definitionForName(QStringLiteral("Match Report"));
}

namespace {
struct ThreadScanners {
    KSyntaxHighlighting::Repository repository;
    QHash<QString, std::shared_ptr<HighlightScanner>> scanners;
    bool searchPathAdded = false;
};
} // namespace

HighlightScanner &HighlightScanner::forThisThread(const QString &definitionName)
{
    thread_local std::unique_ptr<ThreadScanners> local;
    if (!local)
        local = std::make_unique<ThreadScanners>();
    auto &scanner = local->scanners[definitionName];
    if (!scanner) {
        if (!local->searchPathAdded) {
            matchReportDefinition(local->repository);
            local->searchPathAdded = true;
        }
        scanner = std::make_shared<HighlightScanner>(local->repository.definitionForName(definitionName));
    }
    return *scanner;
}

} // namespace Touchline
