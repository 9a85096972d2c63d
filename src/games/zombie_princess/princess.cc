#include "games/zombie_princess/princess.h"

#include <algorithm>
#include <array>
#include <iterator>

#include "core/text.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/princesses/princesses.h"
#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

namespace {
const PrincessPower* const kPowers[] = {
    &alice(),        &cinderella(),   &dorothy(),         &goldilocks(),      &ice_princess(),    &pea_princess(),
    &rapunzel(),     &red_riding_hood(), &scheherazade(), &sleeping_beauty(), &swan_maiden(),     &thumbelina(),
};
}  // namespace

const PrincessPower* find_princess_power(std::string_view id) {
    // Indexed by first byte and length (asked for every card played); ids
    // that share both fall back to a scan.
    static constexpr std::size_t kLengths = 32;
    static constexpr int kScan = -2;
    static const auto slots = [] {
        std::array<std::array<int, kLengths>, 256> out{};
        for (auto& row : out) row.fill(-1);
        for (std::size_t i = 0; i < std::size(kPowers); ++i) {
            const std::string_view key = kPowers[i]->id();
            int& slot = out[static_cast<unsigned char>(key.front())][std::min(key.size(), kLengths - 1)];
            slot = slot == -1 ? static_cast<int>(i) : kScan;
        }
        return out;
    }();
    if (id.empty()) return nullptr;
    const int slot = slots[static_cast<unsigned char>(id.front())][std::min(id.size(), kLengths - 1)];
    if (slot >= 0) return kPowers[static_cast<std::size_t>(slot)]->id() == id ? kPowers[static_cast<std::size_t>(slot)] : nullptr;
    if (slot == kScan)
        for (const PrincessPower* p : kPowers)
            if (p->id() == id) return p;
    return nullptr;
}

void set_princess(GameState& s, std::size_t si, const PrincessInfo* info) {
    std::string& id = s.princess_of.edit().at(si);
    if (info) id = info->id;
    else id.clear();
    s.princess_power.at(si) = find_princess_power(id);
    s.princess_info.at(si) = info;
}

int seat_of_princess(const GameState& s, const std::string& id) {
    for (std::size_t i = 0; i < s.princess_of.size(); ++i)
        if (s.princess_of[i] == id) return static_cast<int>(i);
    return -1;
}

Status her_turn(const GameState& s, int seat, std::string_view when) {
    if (s.phase != Phase::Tricks || s.round.by_counts || s.round.current.order.empty() ||
        s.round.current.to_play() != seat)
        return fail(concat({"it may be used only ", when}));
    return Ok{};
}

Status start_of_her_turn(const GameState& s, int seat, std::string_view when) {
    if (auto ok = her_turn(s, seat, when); !ok) return ok;
    // seat_players lays a trick's order out in whole turns, so a turn starts at a multiple of its length.
    if (s.round.current.plays.size() % static_cast<std::size_t>(rule_of(s).cards_per_turn(s)) != 0)
        return fail(concat({"it may be used only ", when, " (her first card of this turn is down)"}));
    return Ok{};
}

Status between_tricks(const GameState& s, std::string_view when) {
    // Bids are all in, and no card of the coming trick is down yet.
    const bool before_first_trick = s.phase == Phase::Declare && s.round.after_pending == Phase::Tricks;
    if ((s.phase != Phase::Tricks && !before_first_trick) || s.round.by_counts || !s.round.current.plays.empty())
        return fail(concat({"it may be used only ", when}));
    return Ok{};
}

const TrickRecord* just_won(const GameState& s, int seat) {
    if (s.round.tricks.empty() || !s.round.current.plays.empty()) return nullptr;
    if (s.phase != Phase::Tricks && s.phase != Phase::Declare) return nullptr;
    const TrickRecord& t = s.round.tricks.back();
    return t.winner == seat ? &t : nullptr;
}

}  // namespace zref::zp
