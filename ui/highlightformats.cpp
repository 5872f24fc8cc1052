#include "highlightformats.h"

#include <KSyntaxHighlighting/Theme>

namespace Touchline {

HighlightFormats &HighlightFormats::instance()
{
    // Never destroyed: a worker may still be finishing a cancelled line while statics are torn down.
    static HighlightFormats *formats = new HighlightFormats;
    return *formats;
}

namespace {
bool isPlain(const KSyntaxHighlighting::Format &format)
{
    return !format.isValid()
        || (format.textStyle() == KSyntaxHighlighting::Theme::Normal && !format.hasTextColorOverride() && !format.hasBackgroundColorOverride()
            && !format.hasBoldOverride() && !format.hasItalicOverride() && !format.hasUnderlineOverride() && !format.hasStrikeThroughOverride());
}
} // namespace

int HighlightFormats::indexOf(const KSyntaxHighlighting::Format &format)
{
    if (isPlain(format))
        return -1;
    QMutexLocker lock(&m_mutex);
    const auto it = m_indexByName.constFind(format.name());
    if (it != m_indexByName.cend())
        return *it;
    m_formats.append(format);
    m_indexByName.insert(format.name(), int(m_formats.size() - 1));
    return int(m_formats.size() - 1);
}

QList<KSyntaxHighlighting::Format> HighlightFormats::formats() const
{
    QMutexLocker lock(&m_mutex);
    return m_formats;
}

} // namespace Touchline
