#pragma once

#include "highlightruns.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/State>

#include <QHash>

namespace KSyntaxHighlighting {
class Repository;
}

namespace Touchline {

/// The syntax layer without any GUI: runs KSyntaxHighlighting's definition over plain lines and gives
/// each line's formatted ranges as compact runs (style ids from HighlightFormats). A scanner, and the
/// definition it uses, belong to one thread at a time.
class HighlightScanner : public KSyntaxHighlighting::AbstractHighlighter
{
public:
    explicit HighlightScanner(const KSyntaxHighlighting::Definition &definition);

    /// Highlights `line` from `state` into `out` (cleared first); returns the state the next line starts in.
    KSyntaxHighlighting::State scanLine(QStringView line, const KSyntaxHighlighting::State &state, QList<HighlightRun> &out);
    /// The state after an empty first line, to tell whether a line ends where a text starts.
    const KSyntaxHighlighting::State &startState() const { return m_startState; }

    /// The scanner for `definitionName` owned by the calling thread, with its own repository (loaded on
    /// first use, about 60 ms; kept for the thread's life).
    static HighlightScanner &forThisThread(const QString &definitionName);
    /// Makes `repository` find the bundled match-report definition (":/touchline/syntax") and returns it.
    static KSyntaxHighlighting::Definition matchReportDefinition(KSyntaxHighlighting::Repository &repository);

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override;

private:
    QList<HighlightRun> *m_out = nullptr;
    QHash<quint16, quint16> m_styleByFormatId;
    KSyntaxHighlighting::State m_startState;
};

} // namespace Touchline
