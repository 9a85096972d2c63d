#include "games/zombie_princess/princess.h"

#include <array>
#include <iterator>

#include "games/zombie_princess/princesses/princesses.h"

namespace zref::zp {

namespace {
const PrincessPower* const kPowers[] = {
    &alice(),        &cinderella(),   &dorothy(),         &goldilocks(),      &ice_princess(),    &pea_princess(),
    &rapunzel(),     &red_riding_hood(), &scheherazade(), &sleeping_beauty(), &swan_maiden(),     &thumbelina(),
};
}  // namespace

const PrincessPower* find_princess_power(std::string_view id) {
    // Their ids, read once: a lookup (one per card played) makes no virtual call.
    static const auto ids = [] {
        std::array<std::string_view, std::size(kPowers)> out{};
        for (std::size_t i = 0; i < out.size(); ++i) out[i] = kPowers[i]->id();
        return out;
    }();
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] == id) return kPowers[i];
    return nullptr;
}

int seat_of_princess(const GameState& s, const std::string& id) {
    for (std::size_t i = 0; i < s.princess_of.size(); ++i)
        if (s.princess_of[i] == id) return static_cast<int>(i);
    return -1;
}

Status her_turn(const GameState& s, int seat, const std::string& when) {
    if (s.phase != Phase::Tricks || s.round.by_counts || s.round.current.order.empty() ||
        s.round.current.order.at(s.round.current.plays.size()) != seat)
        return fail("it may be used only " + when);
    return Ok{};
}

Status between_tricks(const GameState& s, const std::string& when) {
    // Bids are all in, and no card of the coming trick is down yet.
    const bool before_first_trick = s.phase == Phase::Declare && s.round.after_pending == Phase::Tricks;
    if ((s.phase != Phase::Tricks && !before_first_trick) || s.round.by_counts || !s.round.current.plays.empty())
        return fail("it may be used only " + when);
    return Ok{};
}

const TrickRecord* just_won(const GameState& s, int seat) {
    if (s.round.tricks.empty() || !s.round.current.plays.empty()) return nullptr;
    if (s.phase != Phase::Tricks && s.phase != Phase::Declare) return nullptr;
    const TrickRecord& t = s.round.tricks.back();
    return t.winner == seat ? &t : nullptr;
}

}  // namespace zref::zp
