// A turn's frame: how it begins (permanent effects, the action count), what
// is checked after every change (Saffron, the win), how it ends, and the
// table's word when the rulebook leaves the winner open.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/sections.h"
#include "games/zombie_paella/setup.h"
#include "games/zombie_paella/turn_start.h"
#include "games/zombie_paella/win.h"

namespace zref::paella {

void Game::begin_turn(GameState& s, int seat, Ruling& r) const {
    s.turn += 1;
    s.current = seat;
    s.await = Await::Action;
    s.actions_taken = 0;
    s.draws.clear();
    s.hands_at_turn_start.clear();
    for (const auto& player : s.table.players) s.hands_at_turn_start.push_back(player.hand_size);
    const auto& p = s.table.players[static_cast<std::size_t>(seat)];
    const TurnStart start = turn_start(p, book(), s.seating.size());
    s.actions_left = start.actions;
    for (const auto& reason : start.reasons) r.reasons.push_back(reason);
    if (start.forced_draws > 0) {
        s.draws.push_back({seat, start.forced_draws, 0, "Rotting Orange Tree"});
        s.await = Await::Draw;
    }
    r.notices.push_back("Turn " + std::to_string(s.turn) + ": " + p.name +
                        (start.actions > 1 ? " (" + std::to_string(start.actions) + " actions)" : "") +
                        (start.forced_draws > 0 ? ", who first draws a card" : ""));
}

// The checks after every change: Saffron to the first hand of ten, then the
// win, then the turn's end once its actions are spent.
void Game::settle(GameState& s, Ruling& r) const {
    if (s.phase != Phase::Turn) return;
    const GameData& b = book();
    if (!s.table.saffron_holder) {
        for (int k = 0; k < s.seating.size(); ++k) {
            const int seat = (s.current + k) % s.seating.size();
            auto claim = takes_saffron(s.table, b, seat);
            if (!claim.yes) continue;
            s.table.players[static_cast<std::size_t>(seat)].ingredients.push_back(b.saffron_id);
            s.table.saffron_holder = seat;
            for (auto& reason : claim.reasons) r.reasons.push_back(reason);
            r.notices.push_back(s.seating.name(seat) + " takes Saffron from the middle (worth " +
                                std::to_string(b.saffron_worth_for(s.seating.size())) + ")");
            s.events.push_back({s.turn, s.seating.name(seat), "saffron", b.saffron_id, "took Saffron from the middle"});
            break;
        }
    }
    if (s.await != Await::Winner) {
        const WinCheck win = check_win(s.table, b);
        if (win.game_over) {
            for (const auto& reason : win.reasons) r.reasons.push_back(reason);
            s.win_reasons = win.reasons;
            if (win.winner) {
                s.winner = win.winner;
                s.phase = Phase::Over;
                r.notices.push_back(s.seating.name(*win.winner) + " wins The Zombie Paella!");
                s.events.push_back({s.turn, s.seating.name(*win.winner), "win", "", "won the game"});
            } else {
                s.level = win.level;
                s.await = Await::Winner;
                r.notices.push_back("the rulebook names no single winner here: winner NAME, or winner shared");
            }
            return;
        }
    }
    if (s.await == Await::Action && s.actions_left <= 0) {
        begin_turn(s, s.seating.left(s.current), r);
    }
}

Result<Ruling> Game::on_end(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("end takes nothing");
    if (s.actions_taken == 0) return fail("a turn takes an action: alms draws a card when nothing else suits");
    Ruling r;
    r.headline = s.seating.name(s.current) + " ends the turn with " + counted(s.actions_left, "action", "actions") + " unused";
    s.actions_left = 0;
    settle(s, r);
    return r;
}

Result<Ruling> Game::on_winner(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("winner takes a player, or shared: winner Ana");
    Ruling r;
    if (iequals(c.args[0], "shared")) {
        s.shared = true;
        r.canonical = "winner shared";
        r.headline = "The table calls a shared result" +
                     (s.level.empty() ? std::string() : " among " + [&] {
                         std::vector<std::string> who;
                         for (int seat : s.level) who.push_back(s.seating.name(seat));
                         return join(who, " and ");
                     }());
        s.events.push_back({s.turn, "table", "win", "", "a shared result"});
    } else {
        auto seat = find_player(s, c.args[0]);
        if (!seat) return fail(seat.error());
        if (!s.level.empty() && std::find(s.level.begin(), s.level.end(), *seat) == s.level.end())
            return fail(s.seating.name(*seat) + " is not among those who won at once");
        s.winner = *seat;
        r.canonical = Command{"winner", {s.seating.name(*seat)}}.to_line();
        r.headline = s.seating.name(*seat) + " wins, as the table decided";
        s.events.push_back({s.turn, s.seating.name(*seat), "win", "", "won the game (the table's decision)"});
    }
    for (const auto& reason : s.win_reasons) r.reasons.push_back(reason);
    s.phase = Phase::Over;
    return r;
}

}  // namespace zref::paella
