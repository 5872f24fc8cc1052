#include "eventicons.h"

#include <QFile>
#include <QHash>
#include <QImageReader>
#include <QPainter>
#include <QPixmap>

namespace Touchline {

namespace {
bool svgSupported()
{
    static const bool supported = QImageReader::supportedImageFormats().contains("svg");
    return supported;
}
} // namespace

QIcon EventIcons::icon(EventType type)
{
    static QHash<int, QIcon> cache;
    auto it = cache.find(int(type));
    if (it != cache.end())
        return *it;
    const QString path = QStringLiteral(":/touchline/icons/") + eventTypeName(type).toLower() + QStringLiteral(".svg");
    QIcon result = svgSupported() && QFile::exists(path) ? QIcon(path) : disc(color(type));
    cache.insert(int(type), result);
    return result;
}

QIcon EventIcons::appIcon()
{
    const QString path = QStringLiteral(":/touchline/icons/org.touchline.Touchline.svg");
    return svgSupported() && QFile::exists(path) ? QIcon(path) : disc(QColor(0x2e, 0x7d, 0x32));
}

QColor EventIcons::color(EventType type)
{
    switch (type) {
    case EventType::Goal:
    case EventType::PenaltyGoal:
        return QColor(0x2e, 0x7d, 0x32);
    case EventType::OwnGoal:
        return QColor(0x8e, 0x24, 0xaa);
    case EventType::PenaltyMiss:
    case EventType::DisallowedGoal:
        return QColor(0x75, 0x75, 0x75);
    case EventType::YellowCard:
        return QColor(0xf9, 0xa8, 0x25);
    case EventType::SecondYellow:
    case EventType::RedCard:
        return QColor(0xd3, 0x2f, 0x2f);
    case EventType::Substitution:
        return QColor(0x19, 0x76, 0xd2);
    case EventType::VarReview:
        return QColor(0x00, 0x83, 0x8f);
    case EventType::Injury:
        return QColor(0xe6, 0x51, 0x00);
    case EventType::FullTime:
        return QColor(0x45, 0x5a, 0x64);
    }
    return Qt::gray;
}

QColor EventIcons::teamColor(int side)
{
    switch (side) {
    case 0:
        return QColor(0x1e, 0x88, 0xe5); // home: blue
    case 1:
        return QColor(0xe5, 0x39, 0x35); // away: red
    default:
        return QColor(0x90, 0x90, 0x90);
    }
}

QIcon EventIcons::disc(const QColor &color)
{
    // Made once a colour: the library asks for a disc for every row it shows or measures.
    static QHash<QRgb, QIcon> made;
    QIcon &icon = made[color.rgba()];
    if (!icon.isNull())
        return icon;
    for (int size : {16, 32, 48}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(color.darker(130));
        painter.setBrush(color);
        const qreal margin = size / 5.0;
        painter.drawEllipse(QRectF(margin, margin, size - 2 * margin, size - 2 * margin));
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace Touchline
