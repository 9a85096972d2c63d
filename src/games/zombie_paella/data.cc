#include "games/zombie_paella/data.h"

#include <algorithm>

#include "core/text.h"

namespace zref::paella {

namespace {
constexpr std::string_view kKindNames[] = {"ingredient", "discardable", "permanent", "battle", "special"};
}

std::string_view kind_name(CardKind kind) { return kKindNames[static_cast<int>(kind)]; }

std::optional<CardKind> parse_kind(std::string_view word) {
    for (int i = 0; i < 5; ++i)
        if (kKindNames[i] == word) return static_cast<CardKind>(i);
    return std::nullopt;
}

bool CardInfo::states(std::string_view field) const {
    return std::find(known.begin(), known.end(), field) != known.end();
}

bool CardInfo::derives(std::string_view field) const {
    return std::find(derived.begin(), derived.end(), field) != derived.end();
}

const CardInfo* GameData::card(std::string_view id_or_name) const {
    // Ids as the journal writes them are found at once; a name or other case after.
    for (const auto& c : cards)
        if (c.id == id_or_name) return &c;
    for (const auto& c : cards)
        if (iequals(c.id, id_or_name) || iequals(c.name, id_or_name)) return &c;
    return nullptr;
}

const ReadingChoice* GameData::choice(std::string_view id) const { return find_choice(choices, id); }

std::string GameData::reading(std::string_view id) const {
    const ReadingChoice* c = choice(id);
    return c ? c->value : std::string();
}

int GameData::saffron_worth_for(int players) const {
    return players >= saffron_more_players_from ? saffron_worth_with_more_players : saffron_worth;
}

}  // namespace zref::paella
