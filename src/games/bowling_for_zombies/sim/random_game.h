// One random legal game of Bowling for Zombies!!!, played as a table plays
// it: a real Lane deck shuffled from the seed and drawn from the top, each
// entry typed in full form into the Referee the table uses
// (bfz::Referee), until the game is over. Deterministic from its seed.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/rng.h"
#include "games/bowling_for_zombies/referee.h"
#include "games/bowling_for_zombies/sim/candidates.h"

namespace zref::bfz::sim {

struct TableConfig {
    int players = 3;
    Variant variant = Variant::Standard;
    PhantomMode phantom = PhantomMode::Deal;  // read with two players only
    std::uint64_t seed = 1;                   // the deck, every choice, and the `seed` line
};

// The necromancers' names for a table of `players` (one holds a space, so
// the journal's quoting is played too).
std::vector<std::string> seat_names(int players);
// What `zref new` writes for the table: game, players, variant, seed, the
// phantom line with two players, begin.
std::vector<std::string> setup_lines(const GameData& data, const TableConfig& config);

class RandomGame {
public:
    RandomGame(const GameData& data, const TableConfig& config);

    // Types the setup lines; fails when one is refused.
    Status setup();
    // Types one random legal entry: the candidates in random order until the
    // engine accepts one. Fails ("stuck") when there is none or it accepts none.
    Status step();
    bool over() const { return ref_.game().state().phase == Phase::GameOver; }

    const Referee& referee() const { return ref_; }
    const TableConfig& config() const { return config_; }
    // The table's face-down Lane cards, the top one last.
    const std::vector<int>& lane_deck() const { return lane_deck_; }
    // The last line typed and accepted, as typed.
    const std::string& last_typed() const { return last_typed_; }
    long events() const { return events_; }    // entries accepted after setup
    long refused() const { return refused_; }  // candidates refused before another was accepted

private:
    // Every line the table could type now, the Lane cards taken from the top
    // of `deck` and the phantom's flip from the top of its hand.
    std::vector<Candidate> candidates(const std::vector<int>& deck) const;
    // The Lane deck the round's cards would be drawn from.
    std::vector<int> deck_to_draw_from();
    int zombies_in_play() const;  // the phantom's included
    int lanes_to_draw(const std::vector<int>& deck) const;

    const GameData* data_;
    TableConfig config_;
    Referee ref_;
    Rng rng_;
    std::vector<int> lane_deck_;     // top last
    std::vector<int> phantom_hand_;  // `phantom typed`: the table's shuffled phantom hand, top last
    std::string last_typed_;
    long events_ = 0;
    long refused_ = 0;
};

}  // namespace zref::bfz::sim
