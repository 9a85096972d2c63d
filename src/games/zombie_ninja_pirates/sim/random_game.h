// One random legal game of Zombie Ninja Pirates, played as a table plays it:
// a real deck shuffled from the seed (END GAMEs in their thirds), real hidden
// hands, draw pile and discards the simulator keeps, and every line typed
// into the Referee the table uses. Each line is one the rules allow, so a
// refused line is a finding, not a retry. Deterministic from its seed.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/referee.h"
#include "core/result.h"
#include "core/rng.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/sim/coverage.h"
#include "games/zombie_ninja_pirates/sim/deck.h"

namespace zref::znp::sim {

using ZnpReferee = zref::Referee<Game>;

struct TableConfig {
    int players = 3;
    bool combined = false;
    std::uint64_t seed = 1;
};

// Past this many turns the players stop playing Reset, so the pile runs down.
inline constexpr int kResetCap = 200;

// The players' names: none is a card's or a Type's name, nor the start of one.
std::vector<std::string> znp_seat_names(int players);

// A line the simulator may type, with what it does to the real cards once chosen.
struct Option {
    int weight = 1;
    std::function<std::string()> line;
};

class RandomGame {
public:
    RandomGame(const GameData& data, const TableConfig& config);

    // Types the next line the game waits for; fails naming the line and the
    // engine's error when a line the rules allow is refused.
    Status step();
    bool over() const { return ref_.game().state().phase == Phase::Over; }

    const ZnpReferee& referee() const { return ref_; }
    ZnpReferee& referee() { return ref_; }  // for the undo check at the end
    const TableConfig& config() const { return config_; }
    const DeckModel& deck() const { return *deck_; }
    int hand_size() const { return config_.combined ? data_->combined_hand_size : data_->hand_size; }
    // The real cards: hands per seat, the draw pile (top last), the discards,
    // the END GAMEs drawn and set aside.
    const std::vector<std::vector<std::string>>& hands() const { return hands_; }
    const std::vector<std::string>& pile() const { return pile_; }
    const std::vector<std::string>& discards() const { return discards_; }
    int set_aside() const { return set_aside_; }
    bool dealt() const { return dealt_; }
    // The turn order as the simulator reckons it: who plays next after the
    // last line (-1: no turn ended), and who drew the END GAME that ends the game.
    int expected_next() const { return expected_next_; }
    int lightning_drawer() const { return lightning_drawer_; }
    int lightning_turns() const { return lightning_turns_; }
    const Coverage& coverage() const { return cov_; }
    long events() const { return events_; }
    const std::string& last_typed() const { return last_typed_; }
    // A forbidden line the engine accepted (or refused and still moved), in words; "" when none.
    const std::string& forbidden_accepted() const { return forbidden_accepted_; }

private:
    Status type(const std::string& line);
    std::string next_line();
    // random_game.cc: setup and the deal.
    std::string setup_line();
    void shuffle_and_deal();
    // draws.cc: the real draws, END GAMEs set aside and replaced.
    // `turn_end`: the draw that ends a turn, not a card's or a move's.
    bool draw_real(int seat, int n, bool turn_end = false);
    std::string draw_line();
    std::string redraw_line();
    std::string discard_line();
    void turn_ends();
    // options.cc: the cards a player may lay now, from hand or Chest.
    std::vector<Option> hand_options(int me);
    std::vector<Option> chest_options(int me);
    void use_options(int me, const std::string& id, bool from_chest, std::vector<Option>& out);
    void effect_options(int me, const CardInfo& k, const std::string& head, bool from_chest, std::vector<Option>& out);
    // turn.cc: the steps of a turn and the lightning turns.
    std::string hand_step_line();
    std::string chest_step_line();
    std::string lightning_line();
    // moves.cc: what Bite and the invented cards did, then done.
    std::string moves_line();
    // probes.cc: lines the rules forbid, each typed to be refused.
    std::vector<std::string> forbidden_lines();
    void probe();

    bool holds(int seat, const std::string& id) const;
    void take_from_hand(int seat, const std::string& id);
    std::vector<std::string> lose_random(int seat, int n);
    const PlayerState& pub(int seat) const { return ref_.game().state().players[static_cast<std::size_t>(seat)]; }
    std::string name(int seat) const { return names_[static_cast<std::size_t>(seat)]; }
    int plays_allowed() const;
    int pick(int n) { return static_cast<int>(rng_.below(static_cast<std::uint64_t>(n))); }
    bool chance(int percent) { return pick(100) < percent; }
    std::string choose(std::vector<Option>& options);

    const GameData* data_;
    const DeckModel* deck_;
    TableConfig config_;
    ZnpReferee ref_;
    Rng rng_;
    std::vector<std::string> names_;
    std::vector<std::string> setup_;  // the setup lines still to type
    std::vector<std::vector<std::string>> hands_;
    std::vector<std::string> pile_;
    std::vector<std::string> discards_;
    int set_aside_ = 0;
    bool dealt_ = false;
    int expected_next_ = -1;
    int lightning_drawer_ = -1;  // set when the last END GAME comes up
    bool lightning_ = false;
    int lightning_turns_ = 0;
    int moves_typed_ = 0;  // moves typed for the card in effect
    Coverage cov_;
    long events_ = 0;
    std::string last_typed_;
    std::string forbidden_accepted_;
};

}  // namespace zref::znp::sim
