#pragma once

#include "annotationset.h"
#include "formaterror.h"
#include "reanchor.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <variant>

namespace Touchline {

class JsonWriter;

/// The native annotation file, NAME.touchline.json beside the report (see docs/formats.md): every field
/// of an AnnotationSet, offsets in Unicode code points, and for each span its text and a little context
/// so that it can be re-anchored when the report changed. parse() checks every span against the text it
/// is given: spans whose text moved are moved, spans that cannot be found are kept as empty spans at
/// their old place and listed in "unanchored" warnings (never dropped). Newer versions are refused.
/// Cost: linear in the file plus one text search per span that moved.
class NativeFormat
{
public:
    static constexpr int version = 1;
    static constexpr const char *formatName = "touchline-annotations";

    /// "/x/NAME.txt" -> "/x/NAME.touchline.json" (the last suffix is replaced).
    static QString sidecarPath(const QString &reportPath);

    /// The file's bytes (indented JSON).
    static QByteArray serialize(const AnnotationSet &set, const QString &text);
    /// The file's JSON object, streamed into `out` (a JSONL line or the recovery journal embeds it).
    static void write(JsonWriter &out, const AnnotationSet &set, const QString &text);

    static std::variant<AnnotationSet, FormatError> parse(const QByteArray &json, const QString &text, const QString &sourceName);
    /// As above; `report` (may be null) says what re-anchoring did.
    static std::variant<AnnotationSet, FormatError> parse(const QByteArray &json, const QString &text, const QString &sourceName,
                                                          ReanchorReport *report);
    static std::variant<AnnotationSet, FormatError> fromJson(const QJsonObject &object, const QString &text, const QString &sourceName,
                                                             ReanchorReport *report = nullptr);
    /// Checks the structure only (no text to check spans against): what `touchline-cli validate` does
    /// when the report is missing.
    static std::optional<FormatError> validate(const QByteArray &json, const QString &sourceName);

    /// Writes atomically (QSaveFile): on failure the old file is left as it was.
    static std::optional<FormatError> save(const AnnotationSet &set, const QString &text, const QString &path);
    static std::variant<AnnotationSet, FormatError> load(const QString &path, const QString &text);
    static std::variant<AnnotationSet, FormatError> load(const QString &path, const QString &text, ReanchorReport *report);
};

/// Writes bytes atomically with QSaveFile; the error names the file. Shared by every writer in formats.
std::optional<FormatError> writeFileAtomically(const QString &path, const QByteArray &bytes);

} // namespace Touchline
