#pragma once

#include "document.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <optional>
#include <variant>

namespace Touchline {

/// Why a file could not be opened, for people: names the file and the problem.
struct LoadError {
    QString path;
    QString reason;
    bool cancelled = false; ///< the load was stopped on request (LoadProgress::cancel()), nothing went wrong
    QString message() const { return path + QStringLiteral(": ") + reason; }
};

/// Follows one load from another thread and can stop it. The loader reads, hashes and decodes in
/// chunks and, between chunks, moves the fraction on and checks for a cancel request; a 256 MB file
/// takes seconds, and its user should see it moving and be able to give up on it.
class LoadProgress
{
public:
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    /// From 0 (nothing done yet) to 1 (loaded).
    double fraction() const;

private:
    friend class DocumentLoader;
    void begin(qint64 units);
    void advance(qint64 units) { m_done.fetch_add(units, std::memory_order_relaxed); }
    void finish();

    std::atomic<qint64> m_done{0};
    std::atomic<qint64> m_total{0};
    std::atomic_bool m_cancelled{false};
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

    /// With `progress`, the load can be followed and cancelled from another thread; a cancelled load
    /// returns a LoadError whose `cancelled` is set.
    std::variant<Document, LoadError> load(const QString &path, LoadProgress *progress = nullptr) const;
    /// Builds a document from bytes already read; `name` is used for messages and the format guess.
    std::variant<Document, LoadError> fromBytes(const QByteArray &bytes, const QString &name, LoadProgress *progress = nullptr) const;
    /// How many bytes are read, hashed or decoded between two looks at the progress (4 MiB; smaller in tests).
    void setChunkBytes(qsizetype bytes) { m_chunkBytes = std::max<qsizetype>(bytes, 4); }

    static Document::Format formatForName(const QString &name, const QByteArray &head);

private:
    qint64 workUnits(qint64 bytes, bool reading) const;
    std::variant<Document, LoadError> build(const QByteArray &bytes, const QString &name, LoadProgress *progress) const;
    /// Fills `out` with the digest; false if cancelled.
    bool hashInChunks(QByteArrayView bytes, QByteArray &out, LoadProgress *progress) const;
    /// Decodes UTF-8 chunk by chunk into one buffer sized once; nullopt if cancelled.
    std::optional<QString> decodeInChunks(QByteArrayView payload, bool *hadErrors, LoadProgress *progress) const;

    qint64 m_maxBytes;
    Digest m_digest;
    qsizetype m_chunkBytes = 4 * 1024 * 1024;
};

} // namespace Touchline
