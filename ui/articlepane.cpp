#include "articlepane.h"

#include "actionhelpers.h"
#include "articleview.h"
#include "commands/addeventcommand.h"
#include "commands/editentitiescommand.h"
#include "entitylegend.h"
#include "findbar.h"
#include "mentionlist.h"
#include "reportdocument.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Touchline {

ArticlePane::ArticlePane(KSyntaxHighlighting::Repository *repository, QWidget *parent)
    : QWidget(parent)
    , m_view(new ArticleView(repository, this))
    , m_mentions(new MentionList(this))
{
    setObjectName(QStringLiteral("articlePane"));
    connect(m_mentions, &MentionList::ready, m_view, &ArticleView::setMentions);
    m_legend = new EntityLegend(m_view->highlighter(), this);
    m_findBar = new FindBar(m_view, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_legend);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_findBar);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->document()->setDocumentMargin(18);
    QFont font = m_view->font();
    font.setPointSizeF(font.pointSizeF() * 1.1);
    m_view->setFont(font);

    m_newEvent = makeAction(this, tr("New &Event from Selection"), QKeySequence(Qt::CTRL | Qt::Key_E),
                            tr("Add an event whose evidence is the selected text, filled in from the names and minute in it"),
                            QStringLiteral("list-add"));
    m_addEntity = makeAction(this, tr("Add E&ntity from Selection…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                             tr("Mark the selected text as a player, team, manager, referee, venue or competition"),
                             QStringLiteral("tag-new"));
    connect(m_newEvent, &QAction::triggered, this, &ArticlePane::createEventFromSelection);
    connect(m_addEntity, &QAction::triggered, this, &ArticlePane::addEntityFromSelection);
    connect(m_view, &QPlainTextEdit::selectionChanged, this, &ArticlePane::updateActions);
    connect(m_view, &ArticleView::positionClicked, this, [this](int position) {
        if (m_report)
            emit eventsClicked(m_report->eventsAt(position));
    });
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu *menu = m_view->createStandardContextMenu(pos);
        menu->addSeparator();
        menu->addAction(m_newEvent);
        menu->addAction(m_addEntity);
        menu->addAction(m_findBar->findAction());
        menu->exec(m_view->viewport()->mapToGlobal(pos));
        delete menu;
    });
    updateActions();
}

void ArticlePane::setReport(ReportDocument *report)
{
    if (report == m_report)
        return;
    if (m_report)
        m_report->disconnect(this);
    m_report = report;
    // Mentions first, then the text: the text is highlighted once, visible part first. A long text is
    // filled in off the UI thread and shown later: its mentions are put together meanwhile, on a worker
    // too (for a 10 MB report with saved annotations, 60 ms the window stood still).
    m_mentions->cancel();
    const AnnotationSet *annotations = report ? &report->annotations() : nullptr;
    if (report && m_view->fillsInBackground(report->text().size()) && (!annotations->entities.isEmpty() || !annotations->values.isEmpty())) {
        m_view->setLongReportText(report->text());
        m_mentions->build(*annotations); // ready() gives them to the view
    } else {
        m_view->setReportText(report ? report->text() : QString(), report ? MentionList::of(*annotations) : QList<ReportHighlighter::Mention>());
    }
    if (report) {
        // Not annotationsReset as well: it is always followed by entitiesChanged, and laying out the
        // mentions of a long report twice was most of the pause when its extraction arrived.
        connect(report, &ReportDocument::entitiesChanged, this, &ArticlePane::updateMentions);
    }
    updateActions();
}

void ArticlePane::setTheme(const KSyntaxHighlighting::Theme &theme)
{
    m_view->setTheme(theme);
    m_legend->refresh();
}

void ArticlePane::showSpans(const TextSpans &spans)
{
    m_view->showSpans(spans);
}

void ArticlePane::updateMentions()
{
    if (m_report)
        m_mentions->build(m_report->annotations()); // ready() sets them
}

void ArticlePane::updateActions()
{
    const bool selection = m_report && m_view->textCursor().hasSelection();
    m_newEvent->setEnabled(selection);
    m_addEntity->setEnabled(selection);
}

QString ArticlePane::createEventFromSelection()
{
    const TextSpan span = m_view->selectedSpan();
    if (!m_report || span.isEmpty())
        return {};
    const MatchEvent event = m_report->draftEvent(span);
    m_report->undoStack()->push(new AddEventCommand(m_report, event));
    emit eventCreated(event.id);
    return event.id;
}

void ArticlePane::addEntityFromSelection()
{
    const TextSpan span = m_view->selectedSpan();
    if (!m_report || span.isEmpty())
        return;
    const QString selected = span.textIn(m_report->text()).simplified();
    QStringList types;
    for (EntityType type : allEntityTypes) {
        if (!isMentionOnly(type))
            types.append(entityTypeName(type));
    }
    bool ok = false;
    const QString typeName = QInputDialog::getItem(this, tr("Add Entity"), tr("“%1” is a:").arg(selected), types, 0, false, &ok);
    if (!ok)
        return;
    const QString name = QInputDialog::getText(this, tr("Add Entity"), tr("Canonical name:"), QLineEdit::Normal, selected, &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    if (auto *command = EditEntitiesCommand::addMention(m_report, *entityTypeFromName(typeName), name.trimmed(), span))
        m_report->undoStack()->push(command);
}

} // namespace Touchline
