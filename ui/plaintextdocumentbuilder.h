#pragma once

#include <QFont>
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTextOption>

#include <optional>

class QTextDocument;
class QThread;

namespace Touchline {

/// Fills a QTextDocument with a long plain text on a worker thread and hands it to the UI thread, ready
/// for QPlainTextEdit::setDocument (it has a QPlainTextDocumentLayout). Filling a document costs about
/// 50 ms a million characters, all of it on the thread that fills it; QTextDocument is reentrant, so a
/// document built elsewhere and moved over leaves the UI thread free meanwhile. Builds run on
/// longTaskPool().
///
/// One build runs at a time: a new one makes the running one's document unwanted (it is deleted when
/// it arrives) and starts when it ends, so that switching between long reports never fills several
/// documents at once.
class PlainTextDocumentBuilder : public QObject
{
    Q_OBJECT
public:
    /// What a new document takes over from the one it replaces.
    struct Settings {
        QFont font;
        QTextOption textOption;
        qreal documentMargin = 4;
        bool undoRedoEnabled = false;
    };
    static Settings settingsOf(const QTextDocument &document);

    explicit PlainTextDocumentBuilder(QObject *parent = nullptr);
    /// Waits for a running build and deletes its document.
    ~PlainTextDocumentBuilder() override;

    /// Starts building a document holding `text`; built() brings it.
    void build(const QString &text, const Settings &settings);
    /// Drops the build asked for last: built() will not be emitted for it.
    void cancel();
    /// True from build() until built() or cancel().
    bool isBuilding() const { return m_wanted.has_value(); }

    /// The document the worker builds, built on the calling thread and handed to `owner`'s thread.
    static QTextDocument *buildDocument(const QString &text, const Settings &settings, QThread *owner);

signals:
    /// The document for the last build(), which the receiver now owns, with the text it holds.
    void built(QTextDocument *document, const QString &text);

private:
    struct Request {
        QString text;
        Settings settings;
    };
    void start(Request request);
    void onFinished();

    QFutureWatcher<QTextDocument *> m_watcher;
    bool m_running = false;               // a build is on the worker
    QString m_runningText;                // its text
    std::optional<Request> m_wanted;      // the build asked for last, until it arrives or is cancelled
    bool m_runningIsWanted = false;       // the worker's build is m_wanted
};

} // namespace Touchline
