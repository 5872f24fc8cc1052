#pragma once

#include <QLineEdit>

namespace Touchline {

/// A line edit for a match minute: accepts what MatchTime::fromString accepts (23, 45+2, 90+5) and, while
/// the text is anything else, marks itself invalid and says why in a tooltip under the field.
class MinuteEdit : public QLineEdit
{
    Q_OBJECT
public:
    explicit MinuteEdit(QWidget *parent = nullptr);

    bool isValidMinute() const;
    /// Why the current text is not a minute; empty when it is one.
    QString problem() const;
    /// Shows the reason beside the field (used when the user tries to commit an invalid minute).
    void showProblem();

private:
    void updateState();
};

} // namespace Touchline
