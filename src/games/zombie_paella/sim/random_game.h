// One random legal game of The Zombie Paella, played as a table plays it:
// a real deck shuffled from the seed, real hidden hands the simulator keeps,
// and every line typed into the Referee the table uses. Each line is one
// the rules allow, so a refused line is a finding, not a retry.
// Deterministic from its seed.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/referee.h"
#include "core/result.h"
#include "core/rng.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/sim/coverage.h"
#include "games/zombie_paella/sim/deck.h"

namespace zref::paella::sim {

using PaellaReferee = zref::Referee<Game>;

// What the simulator expects of the line that settles a battle, worked out
// from the real cards laid: who wins, and what then moves.
struct ExpectedFight {
    int attacker = 0;
    int defender = 0;
    bool bloody = false;
    bool attacker_wins = false;
    bool pick_awaited = false;  // won against a Stronghold and an Effigy: the winner picks next
    std::string treasure;       // an ordinary battle's treasure
    std::string removed;        // the protection a won battle discards instead
    std::string score;          // "4 vs 3", for the report
};

struct TableConfig {
    int players = 3;
    std::uint64_t seed = 1;
};

// After this many turns only Alms is taken, so the pile runs out and the game ends.
inline constexpr int kTurnCap = 400;

// The players' names for a table. None holds a space: the engine journals
// `battle`, `blurtini`, `start`, `block`, `winner` and the typed moves with
// names unquoted, and a replay then reads "Mari Carmen" as two words.
std::vector<std::string> seat_names(int players);

class RandomGame {
public:
    RandomGame(const GameData& data, const TableConfig& config);

    // Types the next line the game waits for; fails naming the line and the
    // engine's error when a line the rules allow is refused.
    Status step();
    bool over() const { return ref_.game().state().phase == Phase::Over; }

    const PaellaReferee& referee() const { return ref_; }
    PaellaReferee& referee() { return ref_; }  // for the undo check at the end
    const DeckModel& deck() const { return *deck_; }
    // The real hands, per seat, and the draw pile (top last).
    const std::vector<std::vector<std::string>>& hands() const { return hands_; }
    const std::vector<std::string>& pile() const { return pile_; }
    bool pile_known() const { return pile_known_; }
    bool saffron_taken() const { return saffron_taken_; }
    const Coverage& coverage() const { return cov_; }
    long events() const { return events_; }
    const std::string& last_typed() const { return last_typed_; }
    // The table before the last line, and what the simulator expected of it.
    const PublicState& before() const { return before_; }
    int before_turn() const { return before_turn_; }
    int before_current() const { return before_current_; }
    const std::optional<ExpectedFight>& fight_expected() const { return fight_expected_; }
    bool flood_expected() const { return flood_expected_; }

private:
    Status type(const std::string& line);
    std::string next_line();
    // random_game.cc: setup, the deal and draws.
    std::string setup_line();
    std::string deal_line();
    std::string draw_line();
    std::string draw_items(int seat, int count, int until_hand);
    void shuffle_pile();
    // actions.cc: the current player's action.
    std::string action_line();
    std::string play_line(int seat, const std::string& card);
    // responses.cc: battles, blocks, typed moves and the winner.
    std::string defence_line();
    std::string reveal_line();
    std::string modifier_line();
    std::string block_line();
    std::string no_block_line();
    std::string effect_line();
    std::string winner_line();
    // fight_expect.cc: the outcome of the battle the next line settles.
    void expect_fight(const std::string& pick);

    // hand.cc: the real hands.
    bool holds(int seat, const std::string& id) const;
    void take_from_hand(int seat, const std::string& id);
    // `n` cards at random out of the hand (to the cemetery, or returned).
    std::vector<std::string> lose_random(int seat, int n);
    // A legal attack from the hand: one card not teamwork plus any Showgirls,
    // or two Showgirls or more; empty when none.
    std::vector<std::string> attack_from_hand(int seat);
    bool can_attack(int seat) const;
    std::vector<std::string> defences(int seat) const;
    std::string name(int seat) const;
    int pick(int n) { return static_cast<int>(rng_.below(static_cast<std::uint64_t>(n))); }
    bool chance(int percent) { return pick(100) < percent; }

    const GameData* data_;
    const DeckModel* deck_;
    TableConfig config_;
    PaellaReferee ref_;
    Rng rng_;
    std::vector<std::string> names_;
    std::vector<std::vector<std::string>> hands_;
    std::vector<std::string> pile_;
    bool pile_known_ = false;
    bool saffron_taken_ = false;
    std::size_t setup_next_ = 0;            // setup lines typed
    std::vector<int> ultra_hand_after_;     // per block of the chain: an Ultra's hand left, else -1
    int bloody_attacker_ = -1;              // the Bloody Battle's player while its chain is open
    int effect_moves_ = 0;                  // moves typed for the card in effect
    // The battle under way, as laid: the attack, the defence ("" for none), Blurtinis by side.
    std::vector<std::string> attack_ids_;
    std::string defence_id_;
    int blurtinis_attacker_ = 0, blurtinis_defender_ = 0;
    PublicState before_;
    int before_turn_ = 0, before_current_ = 0;
    std::optional<ExpectedFight> fight_expected_;
    bool flood_expected_ = false;
    Coverage cov_;
    long events_ = 0;
    std::string last_typed_;
};

}  // namespace zref::paella::sim
