#pragma once

#include <QString>

namespace Touchline {

/// Reduces Markdown to the plain text a reader sees: heading marks, emphasis, inline code marks,
/// list bullets, block quotes, images and link targets removed (link text kept). Line by line, linear.
QString markdownToText(QStringView markdown);

} // namespace Touchline
