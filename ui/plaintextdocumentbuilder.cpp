#include "plaintextdocumentbuilder.h"

#include "workerpools.h"

#include <QPlainTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace Touchline {

PlainTextDocumentBuilder::Settings PlainTextDocumentBuilder::settingsOf(const QTextDocument &document)
{
    return {document.defaultFont(), document.defaultTextOption(), document.documentMargin(), document.isUndoRedoEnabled()};
}

PlainTextDocumentBuilder::PlainTextDocumentBuilder(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<QTextDocument *>::finished, this, &PlainTextDocumentBuilder::onFinished);
}

PlainTextDocumentBuilder::~PlainTextDocumentBuilder()
{
    if (!m_running)
        return;
    // The finished signal will not be delivered any more: the document is ours to delete.
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
    delete m_watcher.result();
}

void PlainTextDocumentBuilder::build(const QString &text, const Settings &settings)
{
    m_wanted = Request{text, settings};
    m_runningIsWanted = false;
    if (!m_running)
        start(*m_wanted);
    // else: started when the running build ends, whose document nobody wants now.
}

void PlainTextDocumentBuilder::cancel()
{
    m_wanted.reset();
    m_runningIsWanted = false;
}

QTextDocument *PlainTextDocumentBuilder::buildDocument(const QString &text, const Settings &settings, QThread *owner)
{
    auto *document = new QTextDocument;
    document->setUndoRedoEnabled(false); // no undo record of the filling itself
    document->setDefaultFont(settings.font);
    document->setDefaultTextOption(settings.textOption);
    document->setDocumentMargin(settings.documentMargin);
    // Set before the text, so that the layout takes the blocks in the one change that fills the document.
    document->setDocumentLayout(new QPlainTextDocumentLayout(document));
    document->setPlainText(text);
    // QPlainTextEdit::setDocument lays every block out afresh, making each block's QTextLayout on the way
    // if it has none: half a second on the UI thread for 10 MB. Made here, they are only cleared there.
    for (QTextBlock block = document->firstBlock(); block.isValid(); block = block.next())
        block.layout();
    document->setUndoRedoEnabled(settings.undoRedoEnabled);
    document->moveToThread(owner); // only the thread that has it may hand it on: this one
    return document;
}

void PlainTextDocumentBuilder::start(Request request)
{
    m_running = true;
    m_runningText = request.text;
    m_runningIsWanted = true;
    m_watcher.setFuture(QtConcurrent::run(&longTaskPool(), [request = std::move(request), owner = thread()] {
        QTextDocument *document = buildDocument(request.text, request.settings, owner);
        returnWorkerMemoryAfter(request.text.size());
        return document;
    }));
}

void PlainTextDocumentBuilder::onFinished()
{
    QTextDocument *document = m_watcher.result();
    m_running = false;
    const QString text = std::exchange(m_runningText, QString());
    if (!m_runningIsWanted) {
        delete document;
        if (m_wanted)
            start(*m_wanted);
        return;
    }
    m_runningIsWanted = false;
    m_wanted.reset();
    emit built(document, text);
}

} // namespace Touchline
