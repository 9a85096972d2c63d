#include "games/zombie_princess/data.h"

#include <cctype>

#include "core/text.h"

namespace zref::zp {

const RoundCardInfo* GameData::round_card(char letter) const {
    // Letters are stored in lowercase; the rules ask with the stored letter,
    // so it is looked for as given first, without a libc call.
    for (const auto& rc : round_cards)
        if (rc.letter == letter) return &rc;
    const char l = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    if (l == letter) return nullptr;
    for (const auto& rc : round_cards)
        if (rc.letter == l) return &rc;
    return nullptr;
}

const PrincessInfo* GameData::princess(std::string_view word) const {
    // Rulings and scoring look Princesses up by the id the state keeps, so an
    // exact id is tried first. It finds the one the full search would: the
    // loader refuses a word (id, name or alias) that names two Princesses.
    for (const auto& p : princesses)
        if (same_word(p.id, word)) return &p;
    // Ids and aliases are stored in lowercase; compared without copying.
    for (const auto& p : princesses) {
        if (iequals(p.id, word) || iequals(p.name, word)) return &p;
        for (const auto& a : p.aliases)
            if (iequals(a, word)) return &p;
    }
    return nullptr;
}

const Interpretation* GameData::interpretation(std::string_view id) const { return find_interpretation(interpretations, id); }

const Topic* GameData::topic(std::string_view id) const { return find_topic(topics, id); }

const ReadingInfo* GameData::reading(std::string_view id) const {
    for (const auto& r : readings)
        if (iequals(r.id, id)) return &r;
    return nullptr;
}

std::vector<std::string> GameData::princess_words() const {
    std::vector<std::string> out;
    for (const auto& p : princesses) out.push_back(p.id);
    return out;
}

}  // namespace zref::zp
