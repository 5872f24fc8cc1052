#pragma once

#include <QLabel>

namespace Touchline {

class ReportHighlighter;

/// A one-line key to the article's colours: each entity type drawn in the format the highlighter uses
/// for it under the current theme. Call refresh() after a theme change.
class EntityLegend : public QLabel
{
    Q_OBJECT
public:
    explicit EntityLegend(ReportHighlighter *highlighter, QWidget *parent = nullptr);
    void refresh();

private:
    ReportHighlighter *m_highlighter;
};

} // namespace Touchline
