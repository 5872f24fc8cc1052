#include "annotationinput.h"

#include "documentloader.h"
#include "extractor.h"
#include "nativeformat.h"

#include <QFileInfo>

namespace Touchline::Cli {

AnnotationInput loadAnnotations(const QString &reportPath, const Extractor &extractor, bool forceExtract)
{
    AnnotationInput input;
    auto loaded = DocumentLoader().load(reportPath);
    if (const auto *error = std::get_if<LoadError>(&loaded)) {
        input.error = error->message();
        return input;
    }
    const Document &document = std::get<Document>(loaded);
    input.notes = document.warnings;
    input.report.name = document.info.name;
    input.report.path = document.path;
    input.report.text = document.text;
    const QString sidecar = NativeFormat::sidecarPath(document.path);
    if (!forceExtract && QFileInfo::exists(sidecar)) {
        ReanchorReport reanchor;
        auto set = NativeFormat::load(sidecar, document.text, &reanchor);
        if (const auto *error = std::get_if<FormatError>(&set)) {
            input.error = error->message();
            return input;
        }
        input.report.set = std::get<AnnotationSet>(std::move(set));
        input.fromSidecar = true;
        if (reanchor.textChanged())
            input.notes.append(QStringLiteral("%1: the report changed since its annotations were saved; %2 span(s) moved, %3 could not be found")
                                   .arg(sidecar)
                                   .arg(reanchor.moved)
                                   .arg(reanchor.unanchored.size()));
        for (const UnanchoredSpan &span : std::as_const(reanchor.unanchored))
            input.notes.append(QStringLiteral("%1: unanchored: %2 \u201C%3\u201D").arg(sidecar, span.owner, span.quote));
    } else {
        input.report.set = extractor.extract(document);
    }
    input.report.set.document = document.info;
    return input;
}

std::optional<QString> reportForSidecar(const QString &sidecarPath)
{
    const QString suffix = QStringLiteral(".touchline.json");
    if (!sidecarPath.endsWith(suffix))
        return std::nullopt;
    const QString base = sidecarPath.chopped(suffix.size());
    for (const char *extension : {".txt", ".md", ".markdown", ".html", ".htm", ""}) {
        const QString candidate = base + QLatin1String(extension);
        if (QFileInfo(candidate).isFile())
            return candidate;
    }
    return std::nullopt;
}

QString UniqueNames::take(const QString &base)
{
    QString name = base;
    for (int n = 2; m_used.contains(name, Qt::CaseInsensitive); ++n)
        name = base + QLatin1Char('-') + QString::number(n);
    m_used.append(name);
    return name;
}

} // namespace Touchline::Cli
