#pragma once

#include <QByteArrayView>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace Touchline {

/// Where the members of a JSON object and the elements of a JSON array lie in UTF-8 JSON text, found by
/// following its strings and brackets without parsing any value; and a value parsed from its slice.
/// A large document is so read one element at a time: QJsonDocument holds a whole document in about
/// four times its size (a 10 MB report's annotations file of 99 MB took 389 MB to read whole).
///
/// Only the structure walked is checked (the members, commas and brackets of the container sliced);
/// what lies inside a slice is checked when the slice is parsed. A walk that meets anything malformed
/// gives nothing: the caller parses the whole text for the error.
namespace JsonSlices {

/// Byte offsets of a value in the text, `end` one past its last byte.
struct Slice {
    qsizetype start = 0;
    qsizetype end = 0;
};

struct Member {
    QString key;
    Slice value;
};

/// The one value the text holds, without the white space around it.
std::optional<Slice> document(QByteArrayView json);
/// The members of the object at `object`, in order; nothing when it is not an object or is malformed.
std::optional<QList<Member>> members(QByteArrayView json, Slice object);
/// The elements of the array at `array`, in order; nothing when it is not an array or is malformed.
std::optional<QList<Slice>> elements(QByteArrayView json, Slice array);
/// The value at `slice`, parsed; nothing when it is not valid JSON. The value keeps no reference to `json`.
std::optional<QJsonValue> parse(QByteArrayView json, Slice slice);

} // namespace JsonSlices

} // namespace Touchline
