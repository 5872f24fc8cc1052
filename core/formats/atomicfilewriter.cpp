#include "atomicfilewriter.h"

#include <QFileInfo>

#include <cerrno>

namespace Touchline {

AtomicFileWriter::AtomicFileWriter(const QString &path)
    : m_file(path)
{
}

std::optional<FormatError> AtomicFileWriter::open()
{
    m_replacing = QFileInfo::exists(m_file.fileName());
    if (!m_file.open(QIODevice::WriteOnly))
        fail(QStringLiteral("cannot be written (%1)").arg(m_file.errorString()));
    return m_error;
}

void AtomicFileWriter::append(QByteArrayView bytes)
{
    if (failed())
        return;
    errno = 0;
    if (m_file.write(bytes.data(), bytes.size()) != bytes.size()) {
        // QFileDevice says "Unknown error" for a failed write (a full disk, a file size limit): the
        // system's reason is in errno.
        const QString reason = errno != 0 ? qt_error_string(errno) : m_file.errorString();
        fail(QStringLiteral("write failed (%1); %2").arg(reason, whatIsLeft()));
    }
}

std::optional<FormatError> AtomicFileWriter::commit()
{
    if (!failed() && !m_file.commit())
        fail(QStringLiteral("could not be saved (%1); %2").arg(m_file.errorString(), whatIsLeft()));
    return m_error;
}

QString AtomicFileWriter::whatIsLeft() const
{
    return m_replacing ? QStringLiteral("the previous file was kept") : QStringLiteral("nothing was written");
}

void AtomicFileWriter::fail(const QString &reason)
{
    if (failed())
        return;
    m_error = FormatError{m_file.fileName(), reason, 0, {}};
    if (m_file.isOpen())
        m_file.cancelWriting();
}

} // namespace Touchline
