#pragma once

#include "document.h"

#include <QByteArray>
#include <QString>

#include <variant>

namespace Touchline {

/// Why a file could not be opened, for people: names the file and the problem.
struct LoadError {
    QString path;
    QString reason;
    QString message() const { return path + QStringLiteral(": ") + reason; }
};

/// Reads reports from disk or memory. Refuses what is not a text report (folders, missing or unreadable
/// files, binaries, anything over the size limit) with a LoadError; decodes invalid UTF-8 as far as it
/// can and says so in Document::warnings. Cost: one read and one decode, linear in the file size.
class DocumentLoader
{
public:
    static constexpr qint64 defaultMaxBytes = 256LL * 1024 * 1024;
    /// Whether DocumentInfo::sha256 is computed. Saving and validating annotations need it; batch
    /// extraction does not, and hashing cost as much as a tenth of it.
    enum class Digest { Sha256, Skip };

    explicit DocumentLoader(qint64 maxBytes = defaultMaxBytes, Digest digest = Digest::Sha256);

    std::variant<Document, LoadError> load(const QString &path) const;
    /// Builds a document from bytes already read; `name` is used for messages and the format guess.
    std::variant<Document, LoadError> fromBytes(const QByteArray &bytes, const QString &name) const;

    static Document::Format formatForName(const QString &name, const QByteArray &head);

private:
    qint64 m_maxBytes;
    Digest m_digest;
};

} // namespace Touchline
