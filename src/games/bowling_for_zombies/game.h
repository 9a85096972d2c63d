// Bowling for Zombies!!!: the referee's rules engine. Pure and deterministic:
// it reads command lines, never a terminal or a file. apply() works on a copy
// of the state and keeps it only when the line is accepted, so a refused line
// never changes anything.
//
// The game in brief (our words; see games/bowling-for-zombies.toml): each
// round, players-minus-one Lane cards (pins) lie face up; every necromancer
// reveals a Zombie (0-9) and maybe a Body Part on top (it acts) or below (a
// bluff). Equal zombies rip each other apart and score themselves; the
// strongest of the rest takes nothing; the others pick a Lane card each, from
// the highest zombie down, a Head taking two (adding up to 9 or less), a Hand
// taking one and blocking another, a Leg going to an opponent's pile (-1).
//
// The command language (full forms are what the journal records; zref fills
// in the necromancer it is waiting for when a line leaves it out, and names
// may be cut to a unique prefix):
//   setup:   game bowling-for-zombies | players A B C | variant standard|high-low|poker|blackjack
//            | seed N | phantom deal|typed (two players only; default deal) | begin
//   round:   lanes 2 2 4                       (shorthand: 2 2 4; 'lanes none' if the deck is empty)
//            play Sauron 5 head above          (Sauron 5 head above | 5 head above | 5+head top | 5 arm below;
//                                               positions: above/top/over, below/under/bluff)
//            phantom 7                         (the phantom's flip with `phantom typed`; a bare 7 once
//                                               both necromancers have revealed)
//            stand Ana                         (Black Jack: stop participating; also "Ana stand")
//   resolve: take Skuld 8 remove 8 | take Skuld 8   (a Hand on top; 'take Skuld 8 remove none', as older
//                                                     journals wrote it, is read as 'take Skuld 8')
//            take Svipdag 8 1                  (a Head on top)      take H.P. 4   (shorthand: 8, 8 1, 8 remove 8)
//            leg Sauron Skuld                  (Standard, Black Jack: whose pile gets the Leg; shorthand: Skuld)
//            leg Sauron Skuld 4                (High and Low, Poker: which card it joins; shorthand: Skuld 4)
//            combine Ana sum|difference        (High and Low: a Head's two lanes; shorthand: sum)
//            place Ana hundreds|tens|units     (High and Low: where the digit goes; shorthand: tens)
// Choices with a single outcome (one Lane card left, equal Lane cards, the
// only opponent for a Leg, the last free place of a number, the phantom's
// pick) are made by zref and said so in the ruling.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/command.h"
#include "core/result.h"
#include "core/ruling.h"
#include "core/verb_routes.h"
#include "games/bowling_for_zombies/data.h"
#include "games/bowling_for_zombies/state.h"

namespace zref::bfz {

// What the referee is waiting for, for prompts and `help`.
struct Waiting {
    Phase phase = Phase::Setup;
    Decision decision = Decision::None;
    int seat = -1;  // who must act; -1 for the table (setup, Lane cards) or nobody
    std::string what;  // "Skuld takes a Lane card (8 or 1) and may remove another with her Hand"
    std::vector<std::string> examples;  // lines that would be accepted now
};

class Game {
public:
    using Data = GameData;
    explicit Game(const GameData& data);

    // One typed line (shorthand allowed). On success the ruling's `canonical`
    // is the line to write to the journal.
    Result<Ruling> apply(std::string_view line);

    const GameState& state() const { return s_; }
    const GameData& data() const { return *data_; }
    const VariantInfo& variant() const;
    Waiting waiting() const;
    // The verbs accepted now, for completion and did-you-mean.
    std::vector<std::string> verbs_now() const;
    // Where the table stands, for the history: "setup", "R3 lanes",
    // "R3 reveals", "R3 resolve", "game over".
    std::string where() const;

private:
    using Handler = Result<Ruling> (Game::*)(GameState&, const Command&) const;

    // Each phase's verbs and their handlers, written down once.
    static const VerbRoutes<Phase, Handler>& routes();
    Result<Ruling> dispatch(GameState& s, const Command& c) const;
    Result<Command> expand_shorthand(const GameState& s, const Command& c) const;
    Waiting waiting_of(const GameState& s) const;

    // setup.cc
    Result<Ruling> on_players(GameState& s, const Command& c) const;
    Result<Ruling> on_variant(GameState& s, const Command& c) const;
    Result<Ruling> on_seed(GameState& s, const Command& c) const;
    Result<Ruling> on_phantom_mode(GameState& s, const Command& c) const;
    Result<Ruling> on_begin(GameState& s, const Command& c) const;
    // round.cc: a round's Lane cards and reveals
    void start_round(GameState& s, int number, Ruling& r) const;
    Result<Ruling> on_lanes(GameState& s, const Command& c) const;
    Result<Ruling> on_play(GameState& s, const Command& c) const;
    Result<Ruling> on_phantom_flip(GameState& s, const Command& c) const;
    Result<Ruling> on_stand(GameState& s, const Command& c) const;
    void reveal_done_check(GameState& s, Ruling& r) const;
    // resolve.cc: the four steps and the decisions they ask for
    void resolve(GameState& s, Ruling& r) const;
    void advance(GameState& s, Ruling& r) const;
    Result<Ruling> on_take(GameState& s, const Command& c) const;
    Result<Ruling> on_leg(GameState& s, const Command& c) const;
    // high_low.cc
    Result<int> high_low_entry(const GameState& s, const Command& c, const std::string& usage) const;
    Result<Ruling> on_combine(GameState& s, const Command& c) const;
    Result<Ruling> on_place(GameState& s, const Command& c) const;
    // round_end.cc
    void finish_round(GameState& s, Ruling& r) const;

    const GameData* data_;
    GameState s_;
};

// Text helpers shared with the CLI.
std::string phase_name(Phase p);
std::string part_name(Part p);         // "Head"
std::string reveal_text(const Reveal& r);  // "Zombie 5 with a Head on top"

}  // namespace zref::bfz
