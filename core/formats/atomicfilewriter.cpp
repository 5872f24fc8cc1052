#include "atomicfilewriter.h"

namespace Touchline {

AtomicFileWriter::AtomicFileWriter(const QString &path)
    : m_file(path)
{
}

std::optional<FormatError> AtomicFileWriter::open()
{
    if (!m_file.open(QIODevice::WriteOnly))
        fail(QStringLiteral("cannot be written (%1)").arg(m_file.errorString()));
    return m_error;
}

void AtomicFileWriter::append(const QByteArray &bytes)
{
    if (failed())
        return;
    if (m_file.write(bytes) != bytes.size())
        fail(QStringLiteral("write failed (%1); the previous file was kept").arg(m_file.errorString()));
}

std::optional<FormatError> AtomicFileWriter::commit()
{
    if (!failed() && !m_file.commit())
        fail(QStringLiteral("could not be saved (%1); the previous file was kept").arg(m_file.errorString()));
    return m_error;
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
