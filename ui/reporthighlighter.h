#pragma once

#include "entity.h"

#include <KSyntaxHighlighting/SyntaxHighlighter>

#include <QHash>
#include <QList>
#include <QTextCharFormat>

namespace Touchline {

/// Highlights a report in two layers: KSyntaxHighlighting's match-report definition (scorelines, minutes,
/// quotes, line-up keywords) first, then the extracted entity mentions on top, in colours taken from the
/// current theme so that light and dark themes both stay readable. Cost: per block, the definition's
/// rules plus a binary search into the sorted mention list.
class ReportHighlighter : public KSyntaxHighlighting::SyntaxHighlighter
{
    Q_OBJECT
public:
    struct Mention {
        TextSpan span;
        EntityType type;
        QString tooltip;
    };

    explicit ReportHighlighter(QTextDocument *document);

    /// Replaces the entity layer; rehighlights the document.
    void setMentions(QList<Mention> mentions);
    const QList<Mention> &mentions() const { return m_mentions; }
    /// The mention covering a document position, or nullptr.
    const Mention *mentionAt(int position) const;

    void setTheme(const KSyntaxHighlighting::Theme &theme) override;
    /// The format an entity type is drawn with under the current theme (for the legend).
    QTextCharFormat formatFor(EntityType type) const;

protected:
    void highlightBlock(const QString &text) override;

private:
    void rebuildFormats();

    QList<Mention> m_mentions; // sorted by start
    QHash<int, QTextCharFormat> m_formats;
};

} // namespace Touchline
