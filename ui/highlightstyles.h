#pragma once

#include "highlightruns.h"

#include <KSyntaxHighlighting/Theme>

#include <QList>
#include <QTextCharFormat>

namespace Touchline {

/// The character formats of every style id under the current theme, built once per theme (and per new
/// syntax format), never per range: the syntax definition's formats as KSyntaxHighlighting draws them, and
/// the entity types in colours taken from the theme's own palette of text styles, so that light and dark
/// themes both stay readable.
class HighlightStyles
{
public:
    void setTheme(const KSyntaxHighlighting::Theme &theme);
    const KSyntaxHighlighting::Theme &theme() const { return m_theme; }

    /// The format of a style id (an empty format for unknown ids).
    const QTextCharFormat &format(quint16 style);
    /// The format an entity type is drawn with (for the legend).
    const QTextCharFormat &formatFor(EntityType type) { return format(HighlightStyle::entity(type)); }

private:
    void rebuildEntityFormats();
    void addSyntaxFormats();

    KSyntaxHighlighting::Theme m_theme;
    QList<QTextCharFormat> m_entityFormats;
    QList<QTextCharFormat> m_syntaxFormats;
    QTextCharFormat m_empty;
};

} // namespace Touchline
