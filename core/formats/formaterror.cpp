#include "formaterror.h"

namespace Touchline {

QString FormatError::message() const
{
    QString text = path;
    if (line > 0)
        text += QLatin1Char(':') + QString::number(line);
    text += QStringLiteral(": ");
    if (!field.isEmpty())
        text += QStringLiteral("field \"") + field + QStringLiteral("\": ");
    return text + reason;
}

} // namespace Touchline
