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
        m_byHashBucket[bucketOf(hash)] |= member; // a word several members start with gathers their bits
    }
    for (const QString &prefix : leads->prefixes())
        m_prefixedByFirstLetter[(prefix.front().unicode() - u'a') & 31] |= member;
    if (leads->mayStartWithDigit())
        m_prefixedByFirstLetter[numberSlot] |= member;
    return true;
}

} // namespace Touchline
