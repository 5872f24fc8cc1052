#pragma once

#include "formaterror.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QSaveFile>
#include <QString>

#include <optional>

namespace Touchline {

/// Writes one file in pieces with QSaveFile, for output too large to build in memory first. Nothing
/// appears at the path until commit() succeeds: a failed write, or a writer destroyed without commit()
/// (a cancelled export), leaves the previous file, or none, as it was. Errors name the file.
class AtomicFileWriter
{
public:
    explicit AtomicFileWriter(const QString &path);
    AtomicFileWriter(const AtomicFileWriter &) = delete;
    AtomicFileWriter &operator=(const AtomicFileWriter &) = delete;

    std::optional<FormatError> open();
    /// After a failure the rest is ignored: commit() then reports the first failure.
    void append(QByteArrayView bytes);
    bool failed() const { return m_error.has_value(); }
    std::optional<FormatError> commit();
    QString path() const { return m_file.fileName(); }

private:
    void fail(const QString &reason);
    QString whatIsLeft() const;

    QSaveFile m_file;
    std::optional<FormatError> m_error;
    bool m_replacing = false; // a file was at the path before: it stays when this one fails
};

} // namespace Touchline
