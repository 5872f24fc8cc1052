#include "entitylegend.h"

#include "reporthighlighter.h"

namespace Touchline {

EntityLegend::EntityLegend(ReportHighlighter *highlighter, QWidget *parent)
    : QLabel(parent)
    , m_highlighter(highlighter)
{
    setObjectName(QStringLiteral("entityLegend"));
    setTextFormat(Qt::RichText);
    setContentsMargins(6, 3, 6, 3);
    setToolTip(tr("Colours of the highlighted mentions; hover a mention in the report for its details"));
    refresh();
}

void EntityLegend::refresh()
{
    QStringList chips;
    const QColor background = palette().color(QPalette::Window);
    for (EntityType type : allEntityTypes) {
        const QTextCharFormat format = m_highlighter->formatFor(type);
        QColor wash = format.background().color();
        // Rich text in a label has no alpha: blend the wash over the label's background by hand.
        if (wash.isValid() && wash.alpha() < 255) {
            const double a = wash.alphaF();
            wash = QColor::fromRgbF(float(wash.redF() * a + background.redF() * (1 - a)), float(wash.greenF() * a + background.greenF() * (1 - a)),
                                    float(wash.blueF() * a + background.blueF() * (1 - a)));
        }
        const QColor foreground = format.foreground().color();
        QString name = entityTypeName(type).toLower();
        name[0] = name[0].toUpper();
        chips.append(QStringLiteral("<span style='background-color:%1; color:%2; %3 %4'>&nbsp;%5&nbsp;</span>")
                         .arg(wash.isValid() ? wash.name() : QStringLiteral("transparent"), foreground.name(),
                              format.fontWeight() >= QFont::Bold ? QStringLiteral("font-weight:bold;") : QString(),
                              format.fontUnderline() ? QStringLiteral("text-decoration:underline;") : QString(), name));
    }
    setText(chips.join(QStringLiteral("&nbsp;&nbsp;")));
}

} // namespace Touchline
