// The end of a turn with the real cards: discards at random from the hand,
// drawing back up (an END GAME that comes up set aside, shown and replaced
// up to the hand size, as the engine does), the whole hand thrown away for a
// new one, and who plays next as the simulator reckons it.
#include <algorithm>

#include "games/zombie_ninja_pirates/sim/random_game.h"

namespace zref::znp::sim {

// Draws `n` off the top (fewer when the pile runs out). An END GAME among
// them is set aside and the drawer draws back up to the hand size at once.
bool RandomGame::draw_real(int seat, int n, bool turn_end) {
    auto& hand = hands_[static_cast<std::size_t>(seat)];
    bool end_game = false;
    const auto take = [&] {
        std::string card = pile_.back();
        pile_.pop_back();
        if (card != kEndGameId) {
            hand.push_back(std::move(card));
            return;
        }
        // A second in the same draw cannot be typed; the counts then disagree and say so.
        end_game = true;
        ++set_aside_;
        ++cov_.end_games;
        if (set_aside_ < deck_->end_games) ++cov_.first_end_games;
        else lightning_drawer_ = seat;
        if (!turn_end) ++cov_.end_games_mid_turn;
    };
    for (int i = 0; i < n && !pile_.empty(); ++i) take();
    if (!end_game) return false;
    const int more = std::max(0, hand_size() - static_cast<int>(hand.size()));
    for (int i = 0; i < more && !pile_.empty(); ++i) take();
    return true;
}

// Who plays next once this turn ends: the next seat clockwise; the seat after
// the END GAME's drawer when the lightning round begins; nobody after the
// drawer's own lightning turn.
void RandomGame::turn_ends() {
    const GameState& s = ref_.game().state();
    const int next = (s.current + 1) % config_.players;
    if (lightning_) {
        ++lightning_turns_;
        expected_next_ = s.current == lightning_drawer_ ? -2 : next;
    } else if (lightning_drawer_ >= 0) {
        lightning_ = true;
        ++cov_.lightning_rounds;
        expected_next_ = (lightning_drawer_ + 1) % config_.players;
    } else {
        expected_next_ = next;
    }
}

std::string RandomGame::draw_line() {
    const int me = ref_.game().state().current;
    const int n = std::max(0, hand_size() - static_cast<int>(hands_[static_cast<std::size_t>(me)].size()));
    const bool end_game = draw_real(me, n, true);
    turn_ends();
    return end_game ? "draw end-game" : "draw";
}

std::string RandomGame::redraw_line() {
    const int me = ref_.game().state().current;
    auto& hand = hands_[static_cast<std::size_t>(me)];
    discards_.insert(discards_.end(), hand.begin(), hand.end());
    hand.clear();
    ++cov_.redraws;
    const bool end_game = draw_real(me, hand_size(), true);
    turn_ends();
    return end_game ? "redraw end-game" : "redraw";
}

std::string RandomGame::discard_line() {
    const GameState& s = ref_.game().state();
    const int held = static_cast<int>(hands_[static_cast<std::size_t>(s.current)].size());
    const int room = std::min(data_->most_discards - s.discarded, held);
    const int n = 1 + pick(room);
    for (auto& card : lose_random(s.current, n)) discards_.push_back(std::move(card));
    cov_.discards += n;
    return "discard " + std::to_string(n);
}

}  // namespace zref::znp::sim
