#pragma once

#include "annotationset.h"
#include "formaterror.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace Touchline {

/// The unsaved edits of one report as found in the journal.
struct RecoveryEntry {
    QString reportPath;   ///< absolute path of the report the edits belong to
    QDateTime savedAt;    ///< when they were journaled (UTC)
    AnnotationSet set;    ///< the edited annotations, anchored in `text`
    QString text;         ///< the report's text when they were journaled
    QString journalPath;  ///< the journal file, for messages
};

/// A crash-safe journal of unsaved edits: one file per report under
/// $XDG_STATE_HOME/touchline/recovery (default ~/.local/state/touchline/recovery), named by a hash of the
/// report's absolute path and written atomically, so that after a crash or `kill -9` the last recorded
/// state of every report with unsaved edits is there, complete. The UI records after each edit (debounced,
/// within a second), discards when the report is saved or the edits are discarded, and offers pending()
/// at start. No QObject and no timers: a plain value, cheap to construct. Cost of record(): one
/// serialisation of the set and one small file write.
class RecoveryJournal
{
public:
    /// Uses defaultDirectory().
    RecoveryJournal();
    explicit RecoveryJournal(const QString &directory);

    /// $XDG_STATE_HOME/touchline/recovery, or ~/.local/state/touchline/recovery when it is unset.
    static QString defaultDirectory();
    QString directory() const { return m_directory; }
    /// The journal file for a report (whether it exists or not).
    QString journalPath(const QString &reportPath) const;

    /// Journals the current, unsaved state of a report's annotations (creates the directory if needed).
    std::optional<FormatError> record(const QString &reportPath, const QString &text, const AnnotationSet &set) const;
    /// Forgets a report's unsaved edits (after a save, or when the user discards them). Returns false only
    /// when a journal file exists and cannot be removed.
    bool discard(const QString &reportPath) const;
    bool hasPending(const QString &reportPath) const;
    /// Every report with journaled edits, newest first. Unreadable journal files are reported in `errors`
    /// (may be null) and left in place.
    QList<RecoveryEntry> pending(QList<FormatError> *errors = nullptr) const;
    /// The journaled edits of one report.
    std::variant<RecoveryEntry, FormatError> entry(const QString &reportPath) const;
    /// The journaled edits anchored in the report's current text: when the report changed after the edits
    /// were journaled, spans are re-anchored (see NativeFormat) and what cannot be found is listed in
    /// "unanchored" warnings. `set.document` keeps the identity journaled with the edits.
    std::variant<AnnotationSet, FormatError> restore(const RecoveryEntry &entry, const QString &currentText) const;

private:
    std::variant<RecoveryEntry, FormatError> read(const QString &journalPath) const;

    QString m_directory;
};

} // namespace Touchline
