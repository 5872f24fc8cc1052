#include "jsonlexporter.h"

#include "jsonwriter.h"
#include "nativeformat.h"

namespace Touchline {

QByteArray JsonlExporter::line(const AnnotatedReport &report)
{
    // Members in alphabetical order, as QJsonObject printed them before.
    QByteArray bytes;
    JsonWriter out(bytes);
    out.beginObject();
    out.key(u"annotations");
    NativeFormat::write(out, report.set, report.text);
    out.key(u"name").string(report.name);
    out.key(u"path").string(report.path);
    out.key(u"text").string(report.text);
    out.endObject();
    bytes += '\n';
    return bytes;
}

} // namespace Touchline
