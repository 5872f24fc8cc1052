#include "highlightstyles.h"

#include "highlightformats.h"

#include <KSyntaxHighlighting/Format>

#include <iterator>

namespace Touchline {

using KSyntaxHighlighting::Theme;

void HighlightStyles::setTheme(const Theme &theme)
{
    m_theme = theme;
    m_syntaxFormats.clear();
    rebuildEntityFormats();
}

const QTextCharFormat &HighlightStyles::format(quint16 style)
{
    if (HighlightStyle::isEntity(style)) {
        if (m_entityFormats.isEmpty())
            rebuildEntityFormats();
        const int index = int(HighlightStyle::entityType(style));
        return index < m_entityFormats.size() ? m_entityFormats.at(index) : m_empty;
    }
    const int index = HighlightStyle::syntaxIndex(style);
    if (index < 0)
        return m_empty;
    if (index >= m_syntaxFormats.size())
        addSyntaxFormats();
    return index < m_syntaxFormats.size() ? m_syntaxFormats.at(index) : m_empty;
}

// As KSyntaxHighlighting::SyntaxHighlighter::applyFormat draws a format.
void HighlightStyles::addSyntaxFormats()
{
    const QList<KSyntaxHighlighting::Format> formats = HighlightFormats::instance().formats();
    for (qsizetype i = m_syntaxFormats.size(); i < formats.size(); ++i) {
        const KSyntaxHighlighting::Format &format = formats.at(i);
        QTextCharFormat tf;
        tf.setForeground(format.textColor(m_theme));
        if (format.hasBackgroundColor(m_theme))
            tf.setBackground(format.backgroundColor(m_theme));
        if (format.isBold(m_theme))
            tf.setFontWeight(QFont::Bold);
        if (format.isItalic(m_theme))
            tf.setFontItalic(true);
        if (format.isUnderline(m_theme))
            tf.setFontUnderline(true);
        if (format.isStrikeThrough(m_theme))
            tf.setFontStrikeOut(true);
        m_syntaxFormats.append(tf);
    }
}

// Each entity type gets a distinct text style of the theme, bold for people.
void HighlightStyles::rebuildEntityFormats()
{
    const Theme &t = m_theme;
    auto styleColor = [&t](Theme::TextStyle style) { return QColor::fromRgba(t.textColor(style)); };
    auto background = [&t](Theme::TextStyle style) { return QColor::fromRgba(t.backgroundColor(style)); };
    struct Choice {
        EntityType type;
        Theme::TextStyle style;
        bool bold;
        bool underline;
    };
    static const Choice choices[] = {
        {EntityType::Player, Theme::Function, true, false},
        {EntityType::Team, Theme::DataType, true, false},
        {EntityType::Manager, Theme::Keyword, true, false},
        {EntityType::Referee, Theme::Preprocessor, true, false},
        {EntityType::Venue, Theme::Attribute, false, true},
        {EntityType::Competition, Theme::Constant, false, true},
        {EntityType::Score, Theme::SpecialString, true, false},
        {EntityType::Time, Theme::DecVal, true, false},
    };
    m_entityFormats = QList<QTextCharFormat>(qsizetype(std::size(choices)));
    const QColor editorBackground = QColor::fromRgba(t.editorColor(Theme::BackgroundColor));
    for (const Choice &choice : choices) {
        QTextCharFormat format;
        QColor foreground = styleColor(choice.style);
        if (!foreground.isValid() || foreground.alpha() == 0)
            foreground = QColor::fromRgba(t.textColor(Theme::Normal));
        format.setForeground(foreground);
        // A faint wash of the same colour marks the full extent of the mention.
        QColor wash = background(choice.style);
        if (!wash.isValid() || wash.alpha() == 0) {
            wash = foreground;
            wash.setAlpha(editorBackground.lightness() < 128 ? 60 : 38);
        }
        format.setBackground(wash);
        if (choice.bold)
            format.setFontWeight(QFont::Bold);
        format.setFontUnderline(choice.underline);
        format.setProperty(QTextFormat::UserProperty, int(choice.type));
        m_entityFormats[int(choice.type)] = format;
    }
}

} // namespace Touchline
