#include "games/zombie_ninja_pirates/data.h"

#include <algorithm>

#include "core/text.h"

namespace zref::znp {

namespace {
constexpr std::string_view kKindNames[] = {"type", "action", "object", "end-game"};
constexpr std::string_view kEffectNames[] = {"none",         "remove-type", "discard-object", "steal-object",
                                             "give-object",  "draw",        "reset",          "moves"};
}  // namespace

std::string_view kind_name(CardKind kind) { return kKindNames[static_cast<int>(kind)]; }

std::optional<CardKind> parse_kind(std::string_view word) {
    for (int i = 0; i < 4; ++i)
        if (kKindNames[i] == word) return static_cast<CardKind>(i);
    return std::nullopt;
}

std::string_view effect_name(Effect effect) { return kEffectNames[static_cast<int>(effect)]; }

std::optional<Effect> parse_effect(std::string_view word) {
    for (int i = 0; i < 8; ++i)
        if (kEffectNames[i] == word) return static_cast<Effect>(i);
    return std::nullopt;
}

bool CardInfo::states(std::string_view field) const {
    return std::find(known.begin(), known.end(), field) != known.end();
}

bool CardInfo::derives(std::string_view field) const {
    return std::find(derived.begin(), derived.end(), field) != derived.end();
}

std::vector<std::string> CardInfo::becomes_in(bool combined) const {
    return combined && combined_becomes ? *combined_becomes : becomes;
}

std::vector<std::string> CardInfo::removes_in(bool combined) const {
    return combined && combined_removes ? *combined_removes : removes;
}

std::vector<std::string> CardInfo::steal_needs_in(bool combined) const {
    return combined && combined_steal_needs ? *combined_steal_needs : steal_needs;
}

std::vector<TypeScore> CardInfo::scores_in(bool combined) const {
    std::vector<TypeScore> out = scores;
    if (!combined) return out;
    // The combined Types count at the card's own points (the first Type's).
    const std::optional<int> same = scores.empty() ? std::nullopt : scores.front().points;
    for (const auto& t : combined_scores_for)
        if (std::none_of(out.begin(), out.end(), [&](const TypeScore& s) { return s.type == t; })) out.push_back({t, same});
    return out;
}

const CardInfo* GameData::card(std::string_view id_or_name) const {
    const std::string wanted = lower(id_or_name);
    for (const auto& c : cards)
        if (c.id == wanted || lower(c.name) == wanted) return &c;
    return nullptr;
}

const TypeInfo* GameData::type(std::string_view id_or_name) const {
    const std::string wanted = lower(id_or_name);
    for (const auto& t : types)
        if (t.id == wanted || lower(t.name) == wanted) return &t;
    return nullptr;
}

std::string GameData::opposite(std::string_view type) const {
    for (const auto& [a, b] : opposites) {
        if (a == type) return b;
        if (b == type) return a;
    }
    return {};
}

std::string GameData::type_name(std::string_view id) const {
    const TypeInfo* t = type(id);
    return t ? t->name : std::string(id);
}

}  // namespace zref::znp
