#include "documentloader.h"

#include <QList>

#include "htmltotext.h"
#include "markdowntotext.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>
#include <QStringTokenizer>

namespace Touchline {

namespace {

// Text never contains NUL bytes, and has few control characters other than whitespace.
bool looksBinary(const QByteArray &bytes)
{
    const qsizetype sample = std::min<qsizetype>(bytes.size(), 8192);
    int control = 0;
    for (qsizetype i = 0; i < sample; ++i) {
        const auto c = static_cast<unsigned char>(bytes.at(i));
        if (c == 0)
            return true;
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f')
            ++control;
    }
    return sample > 0 && control * 20 > sample;
}

QString humanSize(qint64 bytes)
{
    return QStringLiteral("%1 MB").arg(double(bytes) / (1024.0 * 1024.0), 0, 'f', 1);
}

bool isCancelled(const LoadProgress *progress)
{
    return progress && progress->isCancelled();
}

LoadError cancelledError(const QString &path)
{
    return LoadError{path, QStringLiteral("opening was cancelled"), true};
}

// Where a chunk may end: never inside a UTF-8 sequence, so every chunk decodes on its own exactly as
// the whole would (a lead byte and its continuation bytes stay together).
qsizetype chunkEnd(QByteArrayView bytes, qsizetype from, qsizetype chunk)
{
    qsizetype end = std::min(bytes.size(), from + chunk);
    for (int back = 0; back < 3 && end < bytes.size() && end > from + 1 && (static_cast<unsigned char>(bytes[end]) & 0xC0) == 0x80; ++back)
        --end;
    return end;
}

} // namespace

double LoadProgress::fraction() const
{
    const qint64 total = m_total.load(std::memory_order_relaxed);
    return total > 0 ? std::min(1.0, double(m_done.load(std::memory_order_relaxed)) / double(total)) : 0.0;
}

void LoadProgress::begin(qint64 units)
{
    m_done.store(0, std::memory_order_relaxed);
    m_total.store(std::max<qint64>(units, 1), std::memory_order_relaxed);
}

void LoadProgress::finish()
{
    m_done.store(m_total.load(std::memory_order_relaxed), std::memory_order_relaxed);
}

QString Document::title() const
{
    // Line by line as needed: splitting a 10 MB report into all its lines first cost 40 ms a call.
    for (QStringView line : qTokenize(text, QLatin1Char('\n'))) {
        const QStringView trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            return trimmed.left(160).toString();
    }
    return info.name;
}

DocumentLoader::DocumentLoader(qint64 maxBytes, Digest digest)
    : m_maxBytes(maxBytes)
    , m_digest(digest)
{
}

Document::Format DocumentLoader::formatForName(const QString &name, const QByteArray &head)
{
    const QString suffix = QFileInfo(name).suffix().toLower();
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm") || suffix == QLatin1String("xhtml"))
        return Document::Format::Html;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return Document::Format::Markdown;
    const QByteArray start = head.left(512).trimmed().toLower();
    if (start.startsWith("<!doctype html") || start.startsWith("<html"))
        return Document::Format::Html;
    return Document::Format::PlainText;
}

qint64 DocumentLoader::workUnits(qint64 bytes, bool reading) const
{
    return bytes * ((reading ? 1 : 0) + (m_digest == Digest::Sha256 ? 1 : 0) + 1);
}

std::variant<Document, LoadError> DocumentLoader::load(const QString &path, LoadProgress *progress) const
{
    const QFileInfo info(path);
    if (!info.exists())
        return LoadError{path, QStringLiteral("no such file")};
    if (info.isDir())
        return LoadError{path, QStringLiteral("is a folder, not a report")};
    if (info.size() > m_maxBytes)
        return LoadError{path, QStringLiteral("too large (%1; the limit is %2)").arg(humanSize(info.size()), humanSize(m_maxBytes))};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return LoadError{path, QStringLiteral("cannot be read (%1)").arg(file.errorString())};
    if (progress)
        progress->begin(workUnits(info.size(), true));
    // Read in chunks into one buffer: progress moves, and a cancel is seen within a chunk.
    QByteArray bytes(info.size(), Qt::Uninitialized);
    qint64 got = 0;
    while (got < bytes.size()) {
        if (isCancelled(progress))
            return cancelledError(path);
        const qint64 read = file.read(bytes.data() + got, std::min<qint64>(m_chunkBytes, bytes.size() - got));
        if (read < 0)
            return LoadError{path, QStringLiteral("read failed (%1)").arg(file.errorString())};
        if (read == 0)
            break; // the file shrank since its size was taken
        got += read;
        if (progress)
            progress->advance(read);
    }
    bytes.truncate(got);
    const QByteArray grown = file.readAll(); // or grew: what a reader would see now
    if (file.error() != QFileDevice::NoError)
        return LoadError{path, QStringLiteral("read failed (%1)").arg(file.errorString())};
    bytes += grown;
    auto result = build(bytes, path, progress);
    if (auto *document = std::get_if<Document>(&result)) {
        document->path = info.absoluteFilePath();
        document->info.name = info.fileName();
    }
    if (progress)
        progress->finish();
    return result;
}

std::variant<Document, LoadError> DocumentLoader::fromBytes(const QByteArray &bytes, const QString &name, LoadProgress *progress) const
{
    if (progress)
        progress->begin(workUnits(bytes.size(), false));
    auto result = build(bytes, name, progress);
    if (progress)
        progress->finish();
    return result;
}

bool DocumentLoader::hashInChunks(QByteArrayView bytes, QByteArray &out, LoadProgress *progress) const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (qsizetype from = 0; from < bytes.size(); from += m_chunkBytes) {
        if (isCancelled(progress))
            return false;
        const QByteArrayView chunk = bytes.sliced(from, std::min(m_chunkBytes, bytes.size() - from));
        hash.addData(chunk);
        if (progress)
            progress->advance(chunk.size());
    }
    out = hash.result().toHex();
    return true;
}

std::optional<QString> DocumentLoader::decodeInChunks(QByteArrayView payload, bool *hadErrors, LoadProgress *progress) const
{
    // Each chunk is decoded on its own; ConvertInitialBom keeps a U+FEFF that happens to open a chunk
    // (the file's own byte-order mark was taken off before).
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    QString decoded(decoder.requiredSpace(payload.size()), Qt::Uninitialized);
    QChar *const start = decoded.data();
    QChar *out = start;
    *hadErrors = false;
    for (qsizetype from = 0; from < payload.size();) {
        if (isCancelled(progress))
            return std::nullopt;
        const qsizetype end = chunkEnd(payload, from, m_chunkBytes);
        out = decoder.appendToBuffer(out, payload.sliced(from, end - from));
        *hadErrors = *hadErrors || decoder.hasError();
        decoder.resetState();
        if (progress)
            progress->advance(end - from);
        from = end;
    }
    decoded.truncate(out - start);
    return decoded;
}

std::variant<Document, LoadError> DocumentLoader::build(const QByteArray &bytes, const QString &name, LoadProgress *progress) const
{
    if (bytes.size() > m_maxBytes)
        return LoadError{name, QStringLiteral("too large (%1; the limit is %2)").arg(humanSize(bytes.size()), humanSize(m_maxBytes))};
    if (looksBinary(bytes))
        return LoadError{name, QStringLiteral("is a binary file, not a text report")};

    Document document;
    document.path = name;
    document.info.name = QFileInfo(name).fileName();
    document.info.size = bytes.size();
    if (m_digest == Digest::Sha256 && !hashInChunks(bytes, document.info.sha256, progress))
        return cancelledError(name);

    QByteArrayView payload(bytes);
    if (payload.startsWith("\xEF\xBB\xBF")) {
        payload = payload.sliced(3);
        if (progress)
            progress->advance(3);
    }
    bool hadErrors = false;
    std::optional<QString> decodedOrNot = decodeInChunks(payload, &hadErrors, progress);
    if (!decodedOrNot || isCancelled(progress))
        return cancelledError(name);
    QString decoded = std::move(*decodedOrNot);
    if (hadErrors) {
        const qsizetype bad = decoded.count(QChar::ReplacementCharacter);
        document.warnings.append(QStringLiteral("%1: not valid UTF-8; %2 undecodable byte sequence(s) shown as \uFFFD")
                                     .arg(name).arg(bad));
    }
    decoded.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    decoded.replace(QLatin1Char('\r'), QLatin1Char('\n'));

    document.format = formatForName(name, bytes.left(512));
    switch (document.format) {
    case Document::Format::Html:
        document.text = htmlToText(decoded);
        break;
    case Document::Format::Markdown:
        document.text = markdownToText(decoded);
        break;
    case Document::Format::PlainText:
        document.text = std::move(decoded);
        break;
    }
    return document;
}

} // namespace Touchline
