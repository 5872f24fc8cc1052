#pragma once

#include "benchcorpus.h"

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace Touchline::Bench {

/// As many reports as a bench needs, made from a few: each variant of a report has its players, teams,
/// managers and referees renamed (invented names, the same on every machine) and its minutes shifted, so
/// that ten thousand reports are ten thousand different texts. Cost: one extraction of each template.
class ReportVariants
{
public:
    explicit ReportVariants(const Corpus &templates);

    int templateCount() const { return int(m_templates.size()); }
    /// The report at `index`: template index % templateCount(), variant index / templateCount().
    QString text(int index) const;
    /// Writes reports 0 .. count - 1 as `folder`/report-NNNNN.txt; returns their paths (fewer when a
    /// write failed) and adds their UTF-8 size to `bytes`.
    QStringList writeFolder(const QString &folder, int count, qint64 *bytes = nullptr) const;

private:
    struct Template {
        QString text;
        QRegularExpression names; // every word of every person's and team's name in this report
    };
    QList<Template> m_templates;
};

} // namespace Touchline::Bench
