#include "exportdialog.h"

#include "reportdocument.h"
#include "reportreader.h"
#include "reportsession.h"
#include "workerpools.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace Touchline {

ExportDialog::ExportDialog(ReportSession *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_format(new QComboBox(this))
    , m_current(new QRadioButton(tr("&Current report"), this))
    , m_all(new QRadioButton(tr("&All reports in the library"), this))
    , m_folder(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export Annotations"));
    for (ReportExport::Format format : ReportExport::formats()) {
        m_format->addItem(ReportExport::formatName(format), int(format));
        m_format->setItemData(m_format->count() - 1, ReportExport::formatDescription(format), Qt::ToolTipRole);
    }
    m_format->setObjectName(QStringLiteral("format"));
    m_current->setObjectName(QStringLiteral("scopeCurrent"));
    m_all->setObjectName(QStringLiteral("scopeAll"));
    m_folder->setObjectName(QStringLiteral("folder"));
    m_folder->setPlaceholderText(tr("Folder to write the files into"));
    m_current->setChecked(true);

    auto *scope = new QVBoxLayout;
    scope->addWidget(m_current);
    scope->addWidget(m_all);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    folderRow->addWidget(browse);
    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    auto *description = new QLabel(this);
    description->setWordWrap(true);
    form->addRow(QString(), description);
    form->addRow(tr("Reports:"), scope);
    form->addRow(tr("&Into folder:"), folderRow);

    m_busy->setObjectName(QStringLiteral("progress"));
    m_busy->hide();
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setObjectName(QStringLiteral("status"));
    m_exportButton = m_buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_exportButton->setDefault(true);
    m_cancelButton = m_buttons->addButton(tr("&Cancel Export"), QDialogButtonBox::ActionRole);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_busy);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(m_buttons);

    auto describe = [this, description] { description->setText(ReportExport::formatDescription(format())); };
    connect(m_format, &QComboBox::currentIndexChanged, this, describe);
    describe();
    connect(browse, &QPushButton::clicked, this, &ExportDialog::chooseFolder);
    connect(m_folder, &QLineEdit::textChanged, this, &ExportDialog::updateButtons);
    // Export does not close the dialog: the user reads what was written, then closes.
    disconnect(m_buttons, &QDialogButtonBox::accepted, this, nullptr);
    connect(m_exportButton, &QPushButton::clicked, this, &ExportDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_watcher, &QFutureWatcher<ReportExport::Result>::finished, this, &ExportDialog::onFinished);
    connect(&m_watcher, &QFutureWatcher<ReportExport::Result>::progressValueChanged, m_busy, &QProgressBar::setValue);
    connect(m_cancelButton, &QPushButton::clicked, this, &ExportDialog::cancel);

    const bool hasCurrent = session->current();
    m_current->setEnabled(hasCurrent);
    if (!hasCurrent)
        m_all->setChecked(true);
    if (ReportDocument *current = session->current())
        m_folder->setText(QFileInfo(current->path()).absolutePath() + QStringLiteral("/export"));
    updateButtons();
}

ExportDialog::~ExportDialog()
{
    // The worker holds copies only; stop it after its current report and wait for it.
    cancel();
    m_watcher.waitForFinished();
}

void ExportDialog::cancel()
{
    if (m_cancelled && m_watcher.isRunning()) {
        m_cancelled->store(true);
        m_status->setText(tr("Cancelling after the report being written…"));
    }
}

void ExportDialog::setFormat(ReportExport::Format format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

ReportExport::Format ExportDialog::format() const
{
    return ReportExport::Format(m_format->currentData().toInt());
}

void ExportDialog::setAllReports(bool all)
{
    (all ? m_all : m_current)->setChecked(true);
}

void ExportDialog::setFolder(const QString &folder)
{
    m_folder->setText(folder);
}

QString ExportDialog::folder() const
{
    return m_folder->text().trimmed();
}

void ExportDialog::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export Into Folder"), this->folder());
    if (!folder.isEmpty())
        m_folder->setText(folder);
}

void ExportDialog::updateButtons()
{
    m_exportButton->setEnabled(!m_watcher.isRunning() && !folder().isEmpty() && !m_session->reportPaths().isEmpty());
}

namespace {
AnnotatedReport annotatedReport(const Document &document, const AnnotationSet &annotations)
{
    AnnotatedReport report;
    report.name = document.info.name.isEmpty() ? QFileInfo(document.path).fileName() : document.info.name;
    report.path = document.path;
    report.text = document.text;
    report.set = annotations;
    return report;
}
} // namespace

bool ExportDialog::start()
{
    if (m_watcher.isRunning() || folder().isEmpty())
        return false;
    QStringList chosen;
    if (m_all->isChecked())
        chosen = m_session->reportPaths();
    else if (m_session->current())
        chosen = {m_session->current()->path()};
    // Open reports are copied here, on the UI thread (texts are implicitly shared), edits included. The
    // others (a folder's, only summarised) are read on the worker one at a time, as the window would show
    // them: a folder of 100,000 is never in memory at once.
    QStringList paths;
    QHash<int, AnnotatedReport> open;
    QStringList pending;
    for (const QString &path : std::as_const(chosen)) {
        if (ReportDocument *report = m_session->report(path)) {
            if (m_session->isExtracting(report) && !report->isExtracted()) {
                pending.append(report->document().displayName());
                continue;
            }
            open.insert(int(paths.size()), annotatedReport(report->document(), report->annotations()));
        }
        paths.append(path);
    }
    if (paths.isEmpty()) {
        m_status->setText(pending.isEmpty() ? tr("No report to export.") : tr("Still extracting: %1. Try again when it is done.").arg(pending.join(QStringLiteral(", "))));
        return false;
    }
    ReportExport::ReportSource source;
    source.paths = paths;
    source.at = [paths, open = std::move(open), extractor = m_session->sharedExtractor()](int index) -> std::variant<AnnotatedReport, QString> {
        lowerThreadPriority(); // on the folder pool's threads, as a folder's extractions: the window comes first
        if (const auto copy = open.constFind(index); copy != open.constEnd())
            return *copy;
        auto read = ReportReader(*extractor).read(paths.at(index));
        if (auto *error = std::get_if<LoadError>(&read))
            return error->message();
        const auto &[document, annotations] = std::get<ReportReader::Read>(read);
        return annotatedReport(document, annotations);
    };
    m_status->setText(tr("Writing %n report(s)…", nullptr, int(paths.size())));
    m_busy->setRange(0, int(paths.size()));
    m_busy->setValue(0);
    m_busy->show();
    m_cancelButton->show();
    m_cancelled = std::make_shared<std::atomic_bool>(false);
    // Not Qt's global pool, whose threads the raster engine borrows for painting (workerpools.h): a
    // long export there would keep the window from painting meanwhile.
    m_watcher.setFuture(QtConcurrent::run(&longTaskPool(), [format = format(), source = std::move(source), folder = folder(),
                                           cancelled = m_cancelled](QPromise<ReportExport::Result> &promise) {
        promise.setProgressRange(0, int(source.paths.size()));
        ReportExport::Progress progress;
        progress.advanced = [&promise](int done, int) { promise.setProgressValue(done); };
        progress.cancelled = [&cancelled] { return cancelled->load(); };
        ReportExport::Options options;
        options.pool = &folderPool(); // the next reports read and extracted on every core while this one is written
        promise.addResult(ReportExport::write(format, source, folder, progress, options));
    }));
    updateButtons();
    return true;
}

void ExportDialog::onFinished()
{
    m_busy->hide();
    m_cancelButton->hide();
    m_result = m_watcher.result();
    QStringList lines;
    if (m_result.cancelled)
        lines.append(tr("<b>Cancelled.</b> The files written so far are complete; the remaining reports were not exported."));
    if (!m_result.errors.isEmpty()) {
        lines.append(tr("<b>Could not write:</b>"));
        for (const QString &error : std::as_const(m_result.errors))
            lines.append(error.toHtmlEscaped());
    }
    if (!m_result.written.isEmpty())
        lines.append(tr("Wrote %n file(s) into %1", nullptr, int(m_result.written.size())).arg(QDir::toNativeSeparators(folder()).toHtmlEscaped()));
    for (const QString &warning : std::as_const(m_result.warnings))
        lines.append(warning.toHtmlEscaped());
    m_status->setText(lines.join(QStringLiteral("<br/>")));
    updateButtons();
    emit exportFinished(m_result);
}

} // namespace Touchline
