#pragma once

#include <KSyntaxHighlighting/Format>

#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>

namespace Touchline {

/// The syntax definition's formats by name, shared by every thread that highlights: each worker thread
/// loads the definition into its own repository (KSyntaxHighlighting's definitions are not thread-safe),
/// so the same format has a different id in each; its name, unique within the definition, gives it one
/// style index everywhere. Thread-safe; the lock is taken once per format and scanner, not per range.
class HighlightFormats
{
public:
    static HighlightFormats &instance();

    /// The style index of `format`, registered on first sight; -1 for plain text (the definition's normal
    /// style without overrides), which needs no format at all.
    int indexOf(const KSyntaxHighlighting::Format &format);
    /// The formats registered so far, by index.
    QList<KSyntaxHighlighting::Format> formats() const;

private:
    mutable QMutex m_mutex;
    QHash<QString, int> m_indexByName;
    QList<KSyntaxHighlighting::Format> m_formats;
};

} // namespace Touchline
