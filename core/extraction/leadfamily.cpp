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
    leads->wordLetters().forEach([&](std::u16string_view word) {
        m_byHashBucket[bucketOf(WordTable::hashOf(word))] |= member; // a word several members start with gathers their bits
    });
    leads->prefixLetters().forEach([&](std::u16string_view prefix) { m_prefixedByFirstLetter[(prefix.front() - u'a') & 31] |= member; });
    if (leads->mayStartWithDigit())
        m_prefixedByFirstLetter[numberSlot] |= member;
    return true;
}

} // namespace Touchline
