// The Zombie Paella: the referee's rules engine. Pure and deterministic: it
// reads command lines, never a terminal or a file. apply() works on a copy of
// the state and keeps it only when the line is accepted, so a refused line
// changes nothing.
//
// The game in brief (our words; see games/zombie-paella.toml): players keep
// battle and special cards hidden in hand and lay treasures face up in their
// collections. A turn is the permanent effects, then one action: discard a
// discardable treasure to draw, battle for another player's treasure, play a
// special card, or Alms (draw one, or draw up to three in hand). Special
// cards may be blocked by Paella Protections, settled by strength. Five
// ingredients win at once; the Apastalypse wins when the draw pile runs out.
//
// zref sees what the table sees: collections, hand sizes, the pile's count,
// the cemetery, and every card as it is played. A card the rulebook does not
// describe is described once by the table (`card`), then refereed like the
// others; what such a card does is typed as moves from a fixed list.
//
// The command language (names may be cut to a unique prefix; card names are
// ids like king-james-i or quoted names; the current player is left out):
//   setup:  game zombie-paella | players A B C | deck N (two players: the
//           cards left once the 2-player cards are out) | seed N
//           | reading swamp-rat-ties when-awake   (a reading the table switches, before the deal)
//           | deal Ana tomato stinky-sandals   (the treasures dealt face up;
//             'deal Ben' when none)            | redeal | start Ana (a tie)
//   any time: card "Wild Boar" battle attack 4 defence 2   (describe a card;
//           kinds ingredient discardable permanent battle special; fields
//           attack defence strength draws worth, flags instant teamwork)
//   draws:  draw | draw 3 | draw tomato | draw 2 tomato | draw Ben 2
//   actions: discard stinky-sandals [N] | alms | alms 3 | battle Ben rabbit
//           | play the-great-flood | play bloody-battle Ben | play kleptobat
//           | play Ben CARD  (an instant, by any player, not an action)
//   battles: defend king-james-i | defend none | attack the-showman the-showgirls
//           | blurtini Ana | fight | remove stronghold|effigy
//   blocks:  block Ben paella-protection | block Cai ultra-paella-protection | no block
//   moves (what a card without built-in rules does), then done:
//           take Ben rabbit | give Ben tomato | bury Ben rabbit | drop Ben 2
//           | pass Ben Cai 1 | recover king-james-i | draw ...
//   turn:   end (after an action, to leave the remaining actions unused)
//   end:    winner Ana | winner shared   (when the rulebook leaves it to the table)
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/command.h"
#include "core/result.h"
#include "core/ruling.h"
#include "core/seats.h"
#include "core/shared_history.h"
#include "core/verb_routes.h"
#include "games/zombie_paella/battle.h"
#include "games/zombie_paella/conflict.h"
#include "games/zombie_paella/data.h"
#include "games/zombie_paella/state.h"

namespace zref::paella {

enum class Phase { Setup, Deal, Redeal, Start, Turn, Over };

// What the turn waits for, inside Phase::Turn.
enum class Await {
    Action,    // the current player's next action
    Draw,      // cards to be drawn (a forced draw, a discard, Alms)
    Defence,   // the defender: a battle card or none
    Reveal,    // the attacker's face-down cards, turned over
    Modifiers, // Blurtini and the like, then 'fight'
    Remove,    // the winner's pick of Stronghold or Effigy
    Blocks,    // blocks against a special card just played
    Effect,    // moves of a card zref has no rules for, then 'done'
    Winner     // the table names the winner among those the rulebook cannot separate
};

struct DrawOrder {
    int seat = 0;
    int count = 0;           // cards still to draw; with until_hand, unused
    int until_hand = 0;      // Alms 3 and the Boozy Breakfast: draw until the hand holds this many
    std::string reason;      // "Alms", "Stinky Sandals", "Rotting Orange Tree"
};

struct BattleState {
    int attacker = 0;
    int defender = 0;
    Stake stake = Stake::one_treasure;
    std::string treasure;                  // one_treasure: the card fought for
    std::string via;                       // "bloody-battle" when a special card started it
    std::optional<std::string> defence;    // the defender's card; "" when decided not to defend
    bool defence_given = false;
    std::vector<std::string> attack;       // the attacker's cards, once turned
    std::vector<Modifier> modifiers;
    std::vector<std::string> modifier_cards;  // the cards behind the modifiers, for the cemetery
};

struct ChainState {
    std::vector<ChainCard> cards;  // cards[0] the card played, each next one blocking the one before
    std::vector<int> players;      // who played each
    std::vector<std::string> args; // what the played card named (a target)
    bool action = false;           // the played card spent an action
};

// One line of the game's history, for the sheet: who did what to whom.
struct Event {
    int turn = 0;            // 0 during setup
    std::string player;      // who acted
    std::string action;      // "battle", "discard", "alms", "play", "draw", "deal", ...
    std::string card;        // the card used, if any
    std::string text;        // "took Rabbit from Ben (King James I 3 vs Showman 2)"
    friend bool operator==(const Event&, const Event&) = default;
};

struct GameState {
    Phase phase = Phase::Setup;
    Await await = Await::Action;
    Seating seating;
    PublicState table;
    std::optional<int> deck;            // the deck's size: 108, or the table's count for two players
    std::optional<unsigned long long> seed;
    // The game data with the cards the table described added to it.
    std::shared_ptr<const GameData> book;
    std::vector<std::string> described;  // ids the table described (or completed)
    std::vector<bool> dealt;             // per seat, during the deal
    int deals = 0;                       // how many deals were made (redeals included)

    int turn = 0;             // turns started, 1-based once play begins
    int current = 0;          // whose turn
    int actions_left = 0;
    int actions_taken = 0;
    std::vector<int> hands_at_turn_start;  // hand sizes as the turn began (Hungry Hen counts these)
    std::vector<DrawOrder> draws;   // pending, the first one being drawn
    std::optional<BattleState> battle;
    std::optional<ChainState> chain;
    int effect_actor = -1;          // whose card's moves are being typed
    std::string effect_card;     // its name, for rulings
    std::string effect_card_id;  // its id, for the history
    bool after_effect_draws = false;  // a discard whose moves follow its draws

    std::optional<int> winner;
    bool shared = false;              // the table called a shared result
    std::vector<int> level;           // winners the rulebook cannot separate
    std::vector<Reason> win_reasons;
    // Shared item by item between copies: apply() copies the state for every line.
    SharedHistory<Event> events;
};

struct Waiting {
    Phase phase = Phase::Setup;
    Await await = Await::Action;
    int seat = -1;                     // who must act; -1 for the table
    std::string what;                  // "Ana's action (1 of 2): discard, battle, play or alms"
    std::vector<std::string> examples; // lines accepted now
};

class Game {
public:
    using Data = GameData;
    explicit Game(const GameData& data);

    Result<Ruling> apply(std::string_view line);

    const GameState& state() const { return s_; }
    const GameData& data() const { return *data_; }
    // The game data with the table's cards added: what the rules read.
    const GameData& book() const { return s_.book ? *s_.book : *data_; }
    Waiting waiting() const { return waiting_of(s_); }
    std::vector<std::string> verbs_now() const;
    std::string where() const;
    // Cards in the deck: 108, or the two-player count given.
    int deck_cards() const;

private:
    using Handler = Result<Ruling> (Game::*)(GameState&, const Command&) const;
    static const VerbRoutes<Phase, Handler>& routes();
    Result<Ruling> dispatch(GameState& s, const Command& c) const;
    Waiting waiting_of(const GameState& s) const;

    // setup.cc
    Result<Ruling> on_players(GameState& s, const Command& c) const;
    Result<Ruling> on_deck(GameState& s, const Command& c) const;
    Result<Ruling> on_seed(GameState& s, const Command& c) const;
    Result<Ruling> on_deal(GameState& s, const Command& c) const;
    Result<Ruling> on_redeal(GameState& s, const Command& c) const;
    Result<Ruling> on_start(GameState& s, const Command& c) const;
    Result<Ruling> on_reading(GameState& s, const Command& c) const;
    void after_deal(GameState& s, Ruling& r) const;
    // describe.cc
    Result<Ruling> on_card(GameState& s, const Command& c) const;
    // turn.cc
    void begin_turn(GameState& s, int seat, Ruling& r) const;
    void settle(GameState& s, Ruling& r) const;  // after every change: Saffron, the win, the turn's end
    Result<Ruling> on_end(GameState& s, const Command& c) const;
    Result<Ruling> on_winner(GameState& s, const Command& c) const;
    // draw.cc
    Result<Ruling> on_draw(GameState& s, const Command& c) const;
    Result<Ruling> on_discard(GameState& s, const Command& c) const;
    Result<Ruling> on_alms(GameState& s, const Command& c) const;
    // fight.cc
    Result<Ruling> on_battle(GameState& s, const Command& c) const;
    Result<Ruling> on_defend(GameState& s, const Command& c) const;
    Result<Ruling> on_attack(GameState& s, const Command& c) const;
    Result<Ruling> on_blurtini(GameState& s, const Command& c) const;
    Result<Ruling> on_fight(GameState& s, const Command& c) const;
    Result<Ruling> on_remove(GameState& s, const Command& c) const;
    Status fight_out(GameState& s, Ruling& r, std::optional<Protection> pick = std::nullopt) const;
    // special.cc
    Result<Ruling> on_play(GameState& s, const Command& c) const;
    Result<Ruling> on_block(GameState& s, const Command& c) const;
    Result<Ruling> on_no_block(GameState& s, const Command& c) const;
    // moves.cc
    Result<Ruling> on_move(GameState& s, const Command& c) const;
    Result<Ruling> on_done(GameState& s, const Command& c) const;

    const GameData* data_;
    GameState s_;
};

}  // namespace zref::paella
