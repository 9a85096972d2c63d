// Zombie Ninja Pirates: the referee's rules engine. Pure and deterministic:
// it reads command lines, never a terminal or a file. apply() works on a copy
// of the state and keeps it only when the line is accepted, so a refused line
// changes nothing.
//
// The game in brief (our words; see games/zombie-ninja-pirates.toml): players
// become Types (Zombie, Ninja, Pirate, Mad Scientist) and fill their Chests
// with Objects, worth points by their owner's Types. A turn: one Action or
// Object from hand (a Type card comes down only with a card that allows it),
// at most one Object used from the Chest, up to two discards, then draw back
// up to the hand size; or throw the whole hand away and draw a new one. The
// END GAME card starts the lightning round: one last turn each, the drawer
// last, playing as much as they like. Five points a Type plus the Objects;
// ties go to more Types, then more Objects. Combined with Vampire Werewolf
// Fairies: 2-10 players, 7 cards, two END GAMEs, the first allowing one or
// two cards from hand a turn.
//
// zref sees what the table sees: every Type and Chest, hand sizes, the
// discards' and (given the deck's size) the draw pile's counts. Hands are
// hidden and counted. A card the rulebook does not describe is described once
// by the table (`card`); what a card does that zref cannot read is typed as
// moves from a fixed list.
//
// The command language (names may be cut to a unique prefix; cards are ids
// like mad-scientist or quoted names; the current player is left out):
//   setup:  game zombie-ninja-pirates | combined on|off | hand 5|7
//           | deck N (the whole deck with its END GAME cards; optional: the
//             pile is then counted) | players Ana Ben Cai | start Ana
//           | reading tie-objects scoring   (a reading the table switches, before play)
//   any time: card "Pirate Hat" object pirate 3 ninja -2   (describe a card:
//           kind action|object, points per Type, then any of
//           becomes TYPE... (or effect become-type TYPE...), effect
//           none|remove-type TYPE...|opposite-pair|discard-object
//           |steal-object [needs TYPE...]|give-object|draw N|reset|moves)
//           | card sensei ninja 3   (points the rulebook leaves out)
//           | card boat action      (a kind that is only our reading)
//   a turn, in order:
//     from hand:  play brains [Ben]          (an Object into a Chest, yours by default)
//                 use boat ninja             (a card used: here, become a Ninja with a Ninja card from hand)
//                 use butterfingers Ben brains | use dishonor Ben | use cure Ben zombie
//                 use internal-conflict Ben pirate | use reset | use bite zombie Ben
//     from the Chest (once): use chest sensei ninja
//     discards:   discard 2                  (up to two cards from hand)
//     draw:       draw | draw end-game       (back up to the hand size; ends the turn;
//                                             end-game: an END GAME came up)
//     instead:    redraw | redraw end-game   (the whole hand away, a new hand; ends the turn)
//   moves (a card zref cannot read), then done:
//           take Ben brains | give Ben brains | trash Ben brains | lose Ben ninja
//           | pass Ben Ana 1 | drop Ben 2 | draw Ben 1 [end-game]
//   lightning round: play and use as many as wanted, from hand and Chest, then end
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
#include "core/verb_routes.h"
#include "games/zombie_ninja_pirates/data.h"
#include "games/zombie_ninja_pirates/score.h"

namespace zref::znp {

enum class Phase { Setup, Start, Turn, Over };

// Where a turn stands, inside Phase::Turn: its steps come in the rulebook's order.
enum class Step {
    Hand,     // the card(s) from hand, or redraw
    Chest,    // an Object used from the Chest (optional)
    Discard,  // up to two discards (optional)
    Moves,    // moves of a card zref cannot read, then 'done'
    Lightning // a lightning turn: play freely, then 'end'
};

struct PlayerState {
    std::string name;
    std::vector<std::string> types;  // Type ids, in the order they came down
    std::vector<std::string> chest;  // Object ids, in the order they came in
    int hand = 0;
};

// One line of the game's history, for the sheet.
struct Event {
    int turn = 0;
    std::string player;
    std::string action;  // "play", "use", "chest", "discard", "draw", "redraw", "end-game", "move"
    std::string card;
    std::string text;
};

struct GameState {
    Phase phase = Phase::Setup;
    Step step = Step::Hand;
    bool combined = false;
    std::optional<int> hand_size;  // set by 'hand'; else the game's
    std::optional<int> deck;       // the whole deck, END GAMEs included
    Seating seating;
    std::vector<PlayerState> players;
    int pile = 0;      // the draw pile (meaningful when the deck is given)
    int pile_at_deal = 0;      // the pile right after the deal, END GAMEs in it
    int drawn_from_deal = 0;   // cards of that pile drawn since, Reset's cards apart
    int reset_on_top = 0;      // cards Reset put on top, drawn before the rest
    int discards = 0;  // the discard pile
    int end_games_drawn = 0;  // END GAME cards revealed, set aside
    std::shared_ptr<const GameData> book;  // the data with the table's cards added
    std::vector<std::string> described;

    int turn = 0;
    int current = 0;
    int hand_plays = 0;   // cards played from hand this turn
    int chest_uses = 0;   // Objects used from the Chest this turn
    int discarded = 0;    // cards discarded in step 3 this turn
    bool lightning = false;
    int end_game_drawer = -1;      // who drew the END GAME that started the lightning round
    std::vector<bool> lightning_done;
    bool lightning_pending = false;  // drawn mid-turn: the round starts when this turn ends
    int moves_actor = -1;
    std::string moves_card;
    Step after_moves = Step::Hand;

    std::vector<Event> events;
};

struct Waiting {
    Phase phase = Phase::Setup;
    Step step = Step::Hand;
    int seat = -1;
    std::string what;
    std::vector<std::string> examples;
};

class Game {
public:
    using Data = GameData;
    explicit Game(const GameData& data);

    Result<Ruling> apply(std::string_view line);

    const GameState& state() const { return s_; }
    const GameData& data() const { return *data_; }
    const GameData& book() const { return s_.book ? *s_.book : *data_; }
    Waiting waiting() const { return waiting_of(s_); }
    std::vector<std::string> verbs_now() const;
    std::string where() const;

    int hand_size() const { return hand_size_of(s_); }
    int end_game_cards() const { return s_.combined ? data_->combined_end_game_cards : data_->end_game_cards; }
    // The Chest's receipt as it lies now, and every player's.
    Receipt receipt(int seat) const;
    std::vector<Receipt> receipts() const;
    std::vector<Standing> standings() const { return rank(receipts()); }
    // Every card of a given deck accounted for: hands, Types, Chests, discards,
    // the pile and the END GAMEs set aside. Ok when no deck was given.
    Status conserved() const;

private:
    using Handler = Result<Ruling> (Game::*)(GameState&, const Command&) const;
    static const VerbRoutes<Phase, Handler>& routes();
    Result<Ruling> dispatch(GameState& s, const Command& c) const;
    Waiting waiting_of(const GameState& s) const;
    int hand_size_of(const GameState& s) const;
    void note_turned_objects(const GameState& before, const GameState& after, Ruling& r) const;
    const GameData& book_of(const GameState& s) const { return s.book ? *s.book : *data_; }

    // setup_entries.cc
    Result<Ruling> on_combined(GameState& s, const Command& c) const;
    Result<Ruling> on_hand(GameState& s, const Command& c) const;
    Result<Ruling> on_deck(GameState& s, const Command& c) const;
    Result<Ruling> on_players(GameState& s, const Command& c) const;
    Result<Ruling> on_start(GameState& s, const Command& c) const;
    // describe.cc
    Result<Ruling> on_card(GameState& s, const Command& c) const;
    Result<Ruling> on_reading(GameState& s, const Command& c) const;
    // turn.cc
    void begin_turn(GameState& s, int seat, Ruling& r) const;
    void end_turn(GameState& s, Ruling& r) const;
    void finish(GameState& s, Ruling& r) const;
    Result<Ruling> on_end(GameState& s, const Command& c) const;
    int plays_allowed(const GameState& s) const;
    // play.cc
    Result<Ruling> on_play(GameState& s, const Command& c) const;
    Result<Ruling> on_use(GameState& s, const Command& c) const;
    // draw.cc
    Result<Ruling> on_discard(GameState& s, const Command& c) const;
    Result<Ruling> on_draw(GameState& s, const Command& c) const;
    Result<Ruling> on_redraw(GameState& s, const Command& c) const;
    // Draws `n` for `seat`; with end_game, one of them is an END GAME (checked, revealed, replaced).
    // end_games: END GAME cards that came up in the draw and its refills (0-2).
    Status draw_cards(GameState& s, int seat, int n, int end_games, Ruling& r) const;
    // moves.cc
    Result<Ruling> on_move(GameState& s, const Command& c) const;
    Result<Ruling> on_done(GameState& s, const Command& c) const;

    const GameData* data_;
    GameState s_;
};

}  // namespace zref::znp
