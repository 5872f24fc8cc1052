#pragma once

#include <QList>
#include <QString>

#include <algorithm>
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

namespace Touchline {

/// Strings carved from a few large allocations, as ListSlices carves lists: a report's entity ids and
/// names, a string each, cost an allocation each (and a free each when the result died). Each string
/// holds a reference to its block; a '\0' follows its characters, as in any QString.
class StringSlices
{
public:
    /// Room for `size` characters, to be written and then made a string by take(), or left for the next.
    QChar *room(qsizetype size)
    {
        if (m_free < size + 1)
            addBlock(std::max(blockSize, size + 1));
        return reinterpret_cast<QChar *>(m_next);
    }
    /// The first `size` characters written at room() as a string.
    QString take(qsizetype size)
    {
        Q_ASSERT(size + 1 <= m_free);
        QArrayDataPointer<char16_t> slice(m_block); // one more reference to the block
        slice.ptr = m_next;
        slice.size = size;
        m_next[size] = u'\0';
        m_next += size + 1;
        m_free -= size + 1;
        return QString(std::move(slice));
    }
    QString add(QStringView text)
    {
        std::copy(text.begin(), text.end(), room(text.size()));
        return take(text.size());
    }

private:
    // Room for the ids and names of a report's few dozen entities.
    static constexpr qsizetype blockSize = 1024;

    void addBlock(qsizetype size)
    {
        m_block = QArrayDataPointer<char16_t>(QTypedArrayData<char16_t>::allocate(size), 0); // the old block lives on in its strings
        m_next = m_block.data();
        m_free = size;
    }

    QArrayDataPointer<char16_t> m_block; // holds a reference to the current block, with no characters of its own
    char16_t *m_next = nullptr;
    qsizetype m_free = 0;
};

} // namespace Touchline
