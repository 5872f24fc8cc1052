#pragma once

#include <QList>

#include <type_traits>

namespace Touchline {

/// Many small lists carved from one allocation: each list slice() hands out shares the block (a
/// QList may view part of its allocation), so n lists cost one allocation, and freeing them one
/// free, where each list made its own. A slice holds a reference to the block: the block lives as long
/// as any of them. Changing a slice later copies it out first, as QList does with any shared data; a
/// slice left the block's only holder changes in place, where no other list is left to see.
template <typename T>
class ListSlices
{
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                  "the block's elements are written in place and never destroyed one by one");

public:
    /// Room for `total` elements, written through data() before slices are made of them.
    explicit ListSlices(qsizetype total)
        : m_block(total > 0 ? Data::allocate(total) : QPair<Data *, T *>(nullptr, nullptr), 0)
    {
    }
    T *data() { return m_block.data(); }
    /// Elements [offset, offset + count) as a list of their own.
    QList<T> slice(qsizetype offset, qsizetype count) const
    {
        Q_ASSERT(offset >= 0 && count > 0 && offset + count <= m_block.constAllocatedCapacity());
        QArrayDataPointer<T> slice(m_block); // one more reference to the block
        slice.ptr += offset;
        slice.size = count;
        return QList<T>(std::move(slice));
    }

private:
    using Data = QTypedArrayData<T>;
    QArrayDataPointer<T> m_block; // holds a reference to the block, with no elements of its own
};

} // namespace Touchline
