// A turn's frame: how it begins, how many cards it may take from hand, how
// it ends (the next player, or the lightning round, or the final count).
#include <limits>

#include "core/text.h"
#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/sections.h"

namespace zref::znp {

int Game::plays_allowed(const GameState& s) const {
    if (s.lightning) return std::numeric_limits<int>::max();
    if (s.combined && s.end_games_drawn >= 1) return data_->combined_plays_after_first;
    return data_->plays_from_hand;
}

void Game::begin_turn(GameState& s, int seat, Ruling& r) const {
    s.turn += 1;
    s.current = seat;
    s.step = s.lightning ? Step::Lightning : Step::Hand;
    s.hand_plays = 0;
    s.chest_uses = 0;
    s.discarded = 0;
    const auto& p = player(s, seat);
    std::string what = s.lightning ? "lightning turn" : "turn";
    r.notices.push_back("Turn " + std::to_string(s.turn) + ": " + p.name + "'s " + what + " (" +
                        counted(p.hand, "card", "cards") + " in hand)");
}

void Game::end_turn(GameState& s, Ruling& r) const {
    if (s.lightning) {
        s.lightning_done[static_cast<std::size_t>(s.current)] = true;
        if (s.current == s.end_game_drawer) {
            finish(s, r);
            return;
        }
        begin_turn(s, s.seating.left(s.current), r);
        return;
    }
    if (s.lightning_pending) {
        s.lightning_pending = false;
        s.lightning = true;
        s.lightning_done.assign(s.players.size(), false);
        r.notices.push_back("Lightning round: everyone has one last turn, " + s.seating.name(s.end_game_drawer) + " last");
        begin_turn(s, s.seating.left(s.end_game_drawer), r);
        return;
    }
    begin_turn(s, s.seating.left(s.current), r);
}

void Game::finish(GameState& s, Ruling& r) const {
    s.phase = Phase::Over;
    const GameData& b = book_of(s);
    std::vector<Receipt> receipts;
    for (const auto& p : s.players) receipts.push_back(score_chest(b, p.name, p.types, p.chest, s.combined));
    const auto standings = rank(receipts);
    r.notices.push_back(s.seating.name(s.end_game_drawer) + " drew the END GAME and has played last: the game is over");
    r.receipts_at = r.notices.size();
    r.scored_round = true;
    for (const auto& st : standings) {
        const auto& rc = receipts[static_cast<std::size_t>(st.seat)];
        r.notices.push_back(std::to_string(st.place) + ". " + rc.player + ": " + std::to_string(rc.total) + " (" +
                            counted(rc.types, "Type", "Types") + ", " + counted(rc.objects, "Object", "Objects") + ")");
    }
    for (auto& reason : ranking_reasons(receipts, standings)) r.reasons.push_back(std::move(reason));
    s.events.push_back({s.turn, "table", "end", "", "the game ended"});
}

Result<Ruling> Game::on_end(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("end takes nothing");
    Ruling r;
    const std::string& who = s.seating.name(s.current);
    r.headline = who + " ends the lightning turn";
    r.because("a lightning turn lays down any number of cards from hand and Chest, one such turn each (our reading: lightning-turns)",
              std::string(sec::EndGame));
    s.events.push_back({s.turn, who, "end", "", "ended the lightning turn"});
    end_turn(s, r);
    return r;
}

}  // namespace zref::znp
