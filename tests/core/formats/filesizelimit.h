#pragma once
// Files limited in size for the life of a scope: a write past the limit fails with EFBIG, as on a full disk.

#include <QtGlobal>

#include <csignal>
#include <sys/resource.h>

namespace Touchline::TestFixtures {

class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
        : m_previousHandler(std::signal(SIGXFSZ, SIG_IGN)) // else the write past the limit kills the test
    {
        if (getrlimit(RLIMIT_FSIZE, &m_previous) != 0)
            qFatal("getrlimit failed");
        rlimit small = m_previous;
        small.rlim_cur = bytes;
        if (setrlimit(RLIMIT_FSIZE, &small) != 0)
            qFatal("setrlimit failed");
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_previous);
        std::signal(SIGXFSZ, m_previousHandler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit m_previous{};
    void (*m_previousHandler)(int);
};

} // namespace Touchline::TestFixtures
