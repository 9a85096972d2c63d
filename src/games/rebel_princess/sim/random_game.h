// One random legal game of Rebel Princess, played as a table plays it: the
// whole deck shuffled from the seed and dealt each round, every card chosen
// from its player's real hand so that it follows suit (by the Round card's
// rule of what follows), Princes led only once they broke out or from a hand
// of nothing else (with the claim), each entry typed in full form into the
// Referee the table uses. About one round in three is entered by its
// results instead: the round is played on a copy of the game and the
// numbers it scores are typed with 'requests'. Every Round card zref
// referees is drawn, and its own entries typed from the real hands: the
// card each player lays out (An Enchanted Evening) or hides (Secret Bid),
// the Poisoned Gift pile handed on, the Princes and the Frog among the
// gifts taken (Wedding Gift) or the cards kept (Late for a Very Important
// Date), the lead played face down and turned up (Wedding Surprise).
// Deterministic from its seed.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/rng.h"
#include "games/rebel_princess/referee.h"

namespace zref::rp::sim {

struct TableConfig {
    int players = 4;
    std::uint64_t seed = 1;  // the deals, every choice, and the `seed` line
    bool teams = false;      // Team Mode: 'mode teams', its own Round cards drawn too
};

// What the simulator knows that the referee does not: the hands.
struct HandModel {
    int round = 0;                              // the round they were dealt for
    bool by_results = false;                    // the round is entered by its results
    std::vector<std::vector<tt::Card>> hands;   // per seat, the cards still held
    std::vector<char> played;                   // per card index: played this round, as the referee marks it
                                                // (in a trick, or laid out under An Enchanted Evening)
    // Per seat, the cards out of the hand that lie in no trick: laid out (An
    // Enchanted Evening; the referee marks them played), hidden (Secret Bid),
    // in the Poisoned Gift pile or a Wedding Gift pile, or led face down
    // (Wedding Surprise) until turned up.
    std::vector<std::vector<tt::Card>> aside;
    // Per seat, the cards the referee already counts out of the hand that the
    // player has yet to put aside (Wedding Gift: the gifts for the tricks to come).
    std::vector<int> owed;
    std::vector<std::vector<tt::Card>> gift_piles;  // Wedding Gift: per trick, the gifts its winner takes
    std::optional<tt::Card> face_down;          // Wedding Surprise: the lead lying face down, until turned up
    std::vector<int> results;                   // a round by results: the numbers to type, per seat
    std::vector<std::optional<int>> team_answers;  // Team Mode, a round by results: each team's answer to type
    std::vector<int> team_scores;               // Team Mode, a round by results: the team results the copy scored
};

// What a run exercised, counted as the games go.
struct Counts {
    long rounds_by_cards = 0, rounds_by_results = 0;
    long claims = 0;          // Princes led from a hand of nothing else
    long rebels = 0;          // Rebel of the Ball scored
    long enter_offers = 0;    // entries the prompt offered for Enter, each the one the facts force
    long other_entries = 0;   // entries a Round card asked for, taken from the engine's examples
    long own_entries = 0;     // a Round card's own entries typed from the hands (discard, secret, pile, gifts, kept, reveal)
    long redeals = 0;         // An Enchanted Evening: a player held no card below 8
    long ties_broken = 0, shared_wins = 0;
    std::vector<std::string> cards_played;  // the Round cards' ids, one per round
};

// The players' names for a table of `players` (one holds a space, so the
// journal's quoting is played too).
std::vector<std::string> sim_seat_names(int players);

class RandomGame {
public:
    RandomGame(const GameData& data, const TableConfig& config);

    // Types the setup lines; fails when one is refused.
    Status setup();
    // Types one random legal entry; fails when the engine accepts none.
    Status step();
    bool over() const { return ref_.game().state().phase == Phase::GameOver; }

    const Referee& referee() const { return ref_; }
    const HandModel& model() const { return model_; }
    const Counts& counts() const { return counts_; }
    // Per round (from 0): the numbers typed for a round entered by its results; empty for one played card by card.
    const std::vector<std::vector<int>>& typed() const { return typed_; }
    const std::string& last_typed() const { return last_typed_; }
    // An entry the prompt offered for Enter that was not the one the facts force, or "".
    const std::string& bad_offer() const { return bad_offer_; }
    long events() const { return events_; }

private:
    std::vector<std::string> setup_lines();
    // A new round began: deal it, and decide how it is entered.
    Status deal();
    // What an entry does to the hands once accepted.
    struct Move {
        enum Kind { None, Play, LeadFaceDown, TurnUp, LayOut, Redeal } kind = None;
        int seat = -1;
        tt::Card card{};
        bool own = false;  // a Round card's own entry
    };
    // The whole deck, shuffled, dealt into `m`'s hands for the round in `g`,
    // and what the Round card has each player put aside before play.
    Status deal_hands(const Game& g, HandModel& m);
    // The next entry of the round in `g`, from the hands in `m`, as a full
    // line: a card, or the Round card's own entry it waits for. Wedding
    // Gift's gifts before a trick are put aside in `m` here. Empty: none known.
    std::string next_line(const Game& g, HandModel& m, Move& move);
    // The next card of the round in `g`, from the hands in `m`, as a full line.
    std::string card_line(const Game& g, const HandModel& m, Move& move);
    // The Round card's own entry that `wait` asks for, from the hands in `m`; empty for another card's.
    std::string own_line(const Game& g, HandModel& m, const PendingEntry& wait, Move& move);
    // The accepted entry's effect on the hands in `m` (`g`: the game before it).
    Status moved(const Game& g, HandModel& m, const Move& move);
    // A round by results: its numbers, from playing it out on a copy of the game.
    Status score_on_a_copy();
    Status type(const std::string& line);
    // A Round card's own entry: the first of the engine's examples it accepts.
    Status other_entry(const std::string& refused);
    Status type_team_answer();

    const GameData* data_;
    TableConfig config_;
    Referee ref_;
    Rng rng_;
    HandModel model_;
    std::vector<int> order_;  // a round by results: the seats in the order their numbers are typed
    std::vector<std::vector<int>> typed_;
    Counts counts_;
    std::string last_typed_, bad_offer_;
    long events_ = 0;
};

}  // namespace zref::rp::sim
