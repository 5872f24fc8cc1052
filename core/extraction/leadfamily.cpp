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
    m_sets[everyMemberSet] = m_all;
    leads->wordLetters().forEach([&](std::u16string_view word) {
        quint8 &set = m_setOfBucket[bucketOf(WordTable::hashOf(word))];
        set = setIndexOf(m_sets[set] | member); // a word several members start with gathers their bits
    });
    leads->prefixLetters().forEach([&](std::u16string_view prefix) { m_prefixedByFirstLetter[(prefix.front() - u'a') & 31] |= member; });
    if (leads->mayStartWithDigit())
        m_prefixedByFirstLetter[numberSlot] |= member;
    return true;
}

quint8 LeadFamily::setIndexOf(Members members)
{
    for (int i = 0; i < m_setCount; ++i) {
        if (m_sets[i] == members)
            return quint8(i);
    }
    if (m_setCount == everyMemberSet)
        return everyMemberSet;
    m_sets[m_setCount] = members;
    return quint8(m_setCount++);
}

} // namespace Touchline
