#pragma once

#include <QStringView>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace Touchline {

/// Copies of short texts, kept as long as the arena: they sit in blocks that never move, so the views
/// add() returns stay valid until it dies. A report's folded names fill one block, where a QString
/// each cost an allocation.
class TextArena
{
public:
    /// A copy of `text` (a non-null view, even when empty, as a copy in a QString would be).
    QStringView add(QStringView text)
    {
        if (text.isEmpty())
            return QStringView(u"", 0);
        if (m_free < text.size())
            addBlock(text.size());
        QChar *const copy = m_next;
        std::memcpy(static_cast<void *>(copy), text.data(), std::size_t(text.size()) * sizeof(QChar));
        m_next += text.size();
        m_free -= text.size();
        return QStringView(copy, text.size());
    }

    /// A copy of a word of ASCII letters in lower case: its fold (Gazetteer::fold), made without one.
    QStringView addLowerAsciiLetters(QStringView letters)
    {
        if (letters.isEmpty())
            return add(letters);
        if (m_free < letters.size())
            addBlock(letters.size());
        QChar *const copy = m_next;
        // Setting bit 5 lowers an ASCII letter (and keeps a space): four units a step, the last four
        // (which may overlap those before) in one more, where a loop of one to three units ended most
        // names at a branch of its own.
        const qsizetype size = letters.size();
        if (size >= 4) {
            for (qsizetype i = 0; i + 4 < size; i += 4)
                lowerFourUnits(letters.data() + i, copy + i);
            lowerFourUnits(letters.data() + size - 4, copy + size - 4);
        } else {
            for (qsizetype i = 0; i < size; ++i)
                copy[i] = QChar(char16_t(letters[i].unicode() | 0x20));
        }
        m_next += letters.size();
        m_free -= letters.size();
        return QStringView(copy, letters.size());
    }

private:
    // Room for the folded names of a long report; a longer text gets a block of its own size.
    static constexpr qsizetype blockSize = 4096;

    static void lowerFourUnits(const QChar *from, QChar *to)
    {
        std::uint64_t four;
        std::memcpy(&four, static_cast<const void *>(from), sizeof four);
        four |= 0x0020002000200020ull;
        std::memcpy(static_cast<void *>(to), &four, sizeof four);
    }

    void addBlock(qsizetype atLeast)
    {
        const qsizetype size = std::max(blockSize, atLeast);
        // Of char16_t, which is left unset: QChar's constructor zeroed every block (a memset of 8 KB per report).
        m_blocks.push_back(std::make_unique_for_overwrite<char16_t[]>(std::size_t(size)));
        m_next = reinterpret_cast<QChar *>(m_blocks.back().get());
        m_free = size;
    }

    std::vector<std::unique_ptr<char16_t[]>> m_blocks;
    QChar *m_next = nullptr;
    qsizetype m_free = 0;
};

} // namespace Touchline
