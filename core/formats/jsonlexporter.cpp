#include "jsonlexporter.h"

#include "nativeformat.h"

#include <QJsonDocument>

namespace Touchline {

QByteArray JsonlExporter::line(const AnnotatedReport &report)
{
    const QJsonObject object{{QStringLiteral("name"), report.name},
                             {QStringLiteral("path"), report.path},
                             {QStringLiteral("text"), report.text},
                             {QStringLiteral("annotations"), NativeFormat::toJson(report.set, report.text)}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace Touchline
