#include "longtaskpool.h"

#include <QThreadPool>

namespace Touchline {

QThreadPool &longTaskPool()
{
    static QThreadPool pool;
    static const bool configured = [] {
        pool.setMaxThreadCount(1); // one at a time: two 10 MB reports are never held twice over at once
        pool.setObjectName(QStringLiteral("long tasks"));
        return true;
    }();
    Q_UNUSED(configured);
    return pool;
}

} // namespace Touchline
