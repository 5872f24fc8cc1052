#include "annotatedreport.h"

#include <QFileInfo>

namespace Touchline {

QString AnnotatedReport::baseName() const
{
    const QFileInfo info(name.isEmpty() ? path : name);
    return info.suffix().isEmpty() ? info.fileName() : info.completeBaseName();
}

} // namespace Touchline
