#include "leadfamily.h"

#include "regex.h"
#include "regexleads.h"

namespace Touchline {

bool LeadFamily::add(const Regex &pattern)
{
    if (m_size == largest)
        return false;
    const Members member = Members(1) << m_size;
    const RegexLeads *leads = pattern.join(*this, member);
    if (!leads)
        return false;
    ++m_size;
    m_all |= member;
    for (const QString &word : leads->words()) {
        const std::u16string_view letters(reinterpret_cast<const char16_t *>(word.utf16()), std::size_t(word.size()));
        const std::size_t hash = WordTable::hashOf(letters);
        m_words.add(hash, member); // a word several members start with gathers their bits
        m_wordFilter[hash >> 58] |= quint64(1) << (hash >> 52 & 63);
    }
    for (const QString &prefix : leads->prefixes())
        m_prefixedByFirstLetter[(prefix.front().unicode() - u'a') & 31] |= member;
    if (leads->mayStartWithDigit())
        m_startWithDigit |= member;
    return true;
}

void BitsByHash::add(std::size_t hash, quint64 bits)
{
    for (std::size_t i = hash & m_wrap;; i = (i + 1) & m_wrap) {
        Slot &slot = m_slots[i];
        if (slot.hash == hash) {
            slot.bits |= bits;
            return;
        }
        if (slot.hash == 0) {
            slot = {hash, bits};
            break;
        }
    }
    // At most half full, so that a probe for an absent hash ends soon.
    if (++m_count * 2 <= m_slots.size())
        return;
    std::vector<Slot> old(m_slots.size() * 2);
    old.swap(m_slots);
    m_wrap = m_slots.size() - 1;
    m_count = 0;
    for (const Slot &slot : old) {
        if (slot.hash)
            add(slot.hash, slot.bits);
    }
}

} // namespace Touchline
