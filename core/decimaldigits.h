#pragma once

namespace Touchline {

/// Writes the decimal digits of `number` (not negative) backwards so that they end at `end`, and returns
/// where they start: a number made part of a string on the stack, where QString::number() made a
/// string of its own first.
inline char16_t *decimalDigitsBefore(char16_t *end, int number)
{
    do {
        *--end = char16_t(u'0' + number % 10);
        number /= 10;
    } while (number);
    return end;
}

} // namespace Touchline
