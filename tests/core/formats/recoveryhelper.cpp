// A stand-in for the app in the crash test: journals edits of the sample report over and over, says so on
// stdout after the first one, and waits to be killed.
#include "fixtures.h"

#include "recoveryjournal.h"

#include <QCoreApplication>
#include <QThread>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return 2;
    const QString report = QString::fromLocal8Bit(argv[1]);
    const QString text = Touchline::TestFixtures::sampleText();
    Touchline::AnnotationSet set = Touchline::TestFixtures::sampleSet(text);
    const Touchline::RecoveryJournal journal; // the default directory: XDG_STATE_HOME is set by the test
    for (int edit = 1;; ++edit) {
        set.lastChangedBy = QStringLiteral("edit %1").arg(edit);
        set.events[0].detail = QStringLiteral("edited %1 times").arg(edit);
        if (const auto error = journal.record(report, text, set)) {
            std::fprintf(stderr, "%s\n", qPrintable(error->message()));
            return 1;
        }
        if (edit == 1) {
            std::printf("recorded\n");
            std::fflush(stdout);
        }
        QThread::msleep(2);
    }
}
