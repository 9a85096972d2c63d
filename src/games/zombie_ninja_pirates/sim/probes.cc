// Lines the rules forbid, typed now and then between the legal ones: a Type
// card alone, an Action into a Chest, the Chest before the hand, a second
// card from hand past the turn's limit, a redraw after playing, a draw before
// playing, a third discard, a Type already held, a steal without its Type, a
// Type taken from a player who is not it, a draw in a lightning turn. Each
// must be refused and leave the game as it was; what it forbids is read from
// the real hand and the public table.
#include <algorithm>

#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/sim/random_game.h"

namespace zref::znp::sim {

std::vector<std::string> RandomGame::forbidden_lines() {
    const GameState& s = ref_.game().state();
    const GameData& book = ref_.game().book();
    const int me = s.current;
    const int n = config_.players;
    const auto& hand = hands_[static_cast<std::size_t>(me)];
    std::vector<std::string> out;
    const std::string other = name((me + 1 + pick(n - 1)) % n);
    for (const auto& id : hand) {
        const CardInfo* k = book.card(id);
        if (!k) continue;
        if (k->kind == CardKind::type) out.push_back("play " + id);
        if (k->kind == CardKind::action) out.push_back("play " + id);
        for (const auto& t : k->becomes_in(config_.combined))
            if (holds_type(pub(me), t) && (k->effect == Effect::none || k->effect == Effect::moves)) out.push_back("use " + id + " " + t);
        if (k->effect == Effect::steal_object) {
            const auto needs = k->steal_needs_in(config_.combined);
            const bool can = std::any_of(needs.begin(), needs.end(), [&](const std::string& t) { return holds_type(pub(me), t); });
            for (int p = 0; p < n && !can && !needs.empty(); ++p)
                if (p != me && !pub(p).chest.empty()) out.push_back("use " + id + " " + name(p) + " " + pub(p).chest.front());
        }
        if (k->effect == Effect::remove_type && k->removes_in(config_.combined).size() == 1 && k->removes_in(config_.combined)[0] != kOppositePair)
            for (int p = 0; p < n; ++p)
                if (!holds_type(pub(p), k->removes_in(config_.combined)[0])) out.push_back("use " + id + " " + name(p));
        const bool over_limit = s.step == Step::Discard || (s.step == Step::Chest && s.hand_plays >= plays_allowed());
        if (k->kind == CardKind::object && over_limit) out.push_back("play " + id);
    }
    if (s.step == Step::Hand) {
        out.emplace_back("draw");
        out.emplace_back("discard 1");
        for (const auto& id : pub(me).chest) {
            const CardInfo* k = book.card(id);
            if (k && k->usable()) out.push_back("use chest " + id + " " + other);
        }
    }
    if (s.step == Step::Chest || s.step == Step::Discard) {
        out.emplace_back("redraw");
        out.push_back("discard " + std::to_string(data_->most_discards - s.discarded + 1));
    }
    if (s.step == Step::Lightning) {
        out.emplace_back("draw");
        out.emplace_back("redraw");
        out.emplace_back("discard 1");
    }
    return out;
}

void RandomGame::probe() {
    const auto lines = forbidden_lines();
    if (lines.empty()) return;
    const std::string line = lines[static_cast<std::size_t>(pick(static_cast<int>(lines.size())))];
    const auto entries = ref_.history().size();
    const std::string at = ref_.game().where();
    ++cov_.probes;
    if (auto r = ref_.apply(line); r)
        forbidden_accepted_ = "at " + at + " '" + line + "' was accepted";
    else if (ref_.history().size() != entries || ref_.game().where() != at)
        forbidden_accepted_ = "at " + at + " '" + line + "' was refused but the game moved";
}

}  // namespace zref::znp::sim
