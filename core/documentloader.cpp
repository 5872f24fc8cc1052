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

} // namespace

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

std::variant<Document, LoadError> DocumentLoader::load(const QString &path) const
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
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return LoadError{path, QStringLiteral("read failed (%1)").arg(file.errorString())};
    auto result = fromBytes(bytes, path);
    if (auto *document = std::get_if<Document>(&result)) {
        document->path = info.absoluteFilePath();
        document->info.name = info.fileName();
    }
    return result;
}

std::variant<Document, LoadError> DocumentLoader::fromBytes(const QByteArray &bytes, const QString &name) const
{
    if (bytes.size() > m_maxBytes)
        return LoadError{name, QStringLiteral("too large (%1; the limit is %2)").arg(humanSize(bytes.size()), humanSize(m_maxBytes))};
    if (looksBinary(bytes))
        return LoadError{name, QStringLiteral("is a binary file, not a text report")};

    Document document;
    document.path = name;
    document.info.name = QFileInfo(name).fileName();
    document.info.size = bytes.size();
    if (m_digest == Digest::Sha256)
        document.info.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();

    QByteArrayView payload(bytes);
    if (payload.startsWith("\xEF\xBB\xBF"))
        payload = payload.sliced(3);
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString decoded = decoder.decode(payload);
    if (decoder.hasError()) {
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
