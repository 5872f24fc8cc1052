#pragma once

#include "reporthighlighter.h"
#include "textspan.h"

#include <KSyntaxHighlighting/Repository>

#include <QPointer>
#include <QWidget>

class QAction;

namespace Touchline {

class ArticleView;
class EntityLegend;
class FindBar;
class MentionList;
class ReportDocument;

/// The centre of the window: the current report, read-only, with entity mentions highlighted over the
/// match-report syntax, a colour legend, and a find bar. Owns the text actions: find, new event from the
/// selection (Ctrl+E) and add entity from the selection. Creates events and entities through commands.
class ArticlePane : public QWidget
{
    Q_OBJECT
public:
    explicit ArticlePane(KSyntaxHighlighting::Repository *repository, QWidget *parent = nullptr);

    void setReport(ReportDocument *report);
    ReportDocument *report() const { return m_report; }
    void setTheme(const KSyntaxHighlighting::Theme &theme);
    ArticleView *view() const { return m_view; }
    MentionList *mentionList() const { return m_mentions; }
    FindBar *findBar() const { return m_findBar; }

    /// Selects and marks an event's evidence (or an entity's mentions) and scrolls to it.
    void showSpans(const TextSpans &spans);

    QAction *newEventAction() const { return m_newEvent; }
    QAction *addEntityAction() const { return m_addEntity; }

    /// Adds a manual event for the current selection, pre-filled from what the extractor found in it.
    /// Returns the new event's id (empty when nothing is selected).
    QString createEventFromSelection();

signals:
    /// The user clicked these events' evidence (or a mention of someone they involve).
    void eventsClicked(const QStringList &ids);
    void eventCreated(const QString &id);

private:
    void updateMentions();
    void updateActions();
    void addEntityFromSelection();

    QPointer<ReportDocument> m_report;
    ArticleView *m_view;
    MentionList *m_mentions;
    EntityLegend *m_legend;
    FindBar *m_findBar;
    QAction *m_newEvent;
    QAction *m_addEntity;
};

} // namespace Touchline
