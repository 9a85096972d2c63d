#include "games/zombie_princess/data.h"

#include "core/text.h"

namespace zref::zp {

const RoundCardInfo* GameData::round_card(char letter) const {
    char l = static_cast<char>(lower(std::string(1, letter))[0]);
    for (const auto& rc : round_cards)
        if (rc.letter == l) return &rc;
    return nullptr;
}

const PrincessInfo* GameData::princess(std::string_view word) const {
    std::string w = lower(word);
    for (const auto& p : princesses) {
        if (p.id == w || lower(p.name) == w) return &p;
        for (const auto& a : p.aliases)
            if (a == w) return &p;
    }
    return nullptr;
}

const Interpretation* GameData::interpretation(std::string_view id) const { return find_interpretation(interpretations, id); }

const Topic* GameData::topic(std::string_view id) const { return find_topic(topics, id); }

std::vector<std::string> GameData::princess_words() const {
    std::vector<std::string> out;
    for (const auto& p : princesses) out.push_back(p.id);
    return out;
}

}  // namespace zref::zp
