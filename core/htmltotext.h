#pragma once

#include <QString>

namespace Touchline {

/// Reduces an HTML article to the plain text a reader sees: tags dropped, block elements turned into
/// paragraph breaks, script/style/head content removed, character references decoded. One linear pass.
QString htmlToText(QStringView html);

} // namespace Touchline
