// Rebel Princess: what the referee knows of a game, as a plain value the
// rules engine copies, changes and keeps only when a line is accepted.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ruling.h"
#include "core/seats.h"
#include "games/rebel_princess/data.h"
#include "games/trick_taking/round_record.h"
#include "games/trick_taking/trick.h"

namespace zref::rp {

enum class Phase { Setup, Choosing, Tricks, GameOver };

// What the setup lines said, before `begin`.
struct TableSetup {
    std::vector<std::string> players;
    std::vector<std::string> sets = {"deluxe", "rp2"};  // the boxes the table plays from
    std::vector<std::string> rounds;                    // Round card ids, one per round
    bool random_rounds = false;                         // drawn by the seed at `begin`
    unsigned long long seed = 0;
    std::string start;                                  // who leads round 1; empty: drawn by the seed
    std::map<std::string, std::string> readings;        // reading id -> value, when not the default
    std::map<std::string, PrintedPass> passes;          // Round card id -> the pass the table's card prints
    std::string princesses = "deal";                    // deal (zref deals 2 each), enter (the table dealt), none
    bool teams = false;                                 // Team Mode (Rebel Princess 2): partners sit n/2 apart
};

// One finished trick, kept for `why N`, the sheet and the scoring.
struct TrickRecord {
    int number = 0;  // in the round, from 1
    int leader = 0;
    tt::Plays plays;
    int winner = 0;
    std::vector<Reason> reasons;  // why the winner won (the first names the rule)
    bool reversed = false;        // Cinderella turned its ranking (kept for a trick decided again)
};

// What Princess powers did to the trick in play; empty again for each trick.
struct TrickPowers {
    bool reversed = false;             // Cinderella: the lowest card wins where the highest would
    int named_suit = -1;               // the Little Mermaid: the suit the leader must lead if able
    bool prince_lead_forced = false;   // Rapunzel: the leader must lead a Prince if holding one
    int above_five_from = -1;          // the Pea Princess: from this card of the trick on, above 5 when able
    bool random_lead = false;          // the Ice Princess (reading random-lead): the leader's card is drawn blind
    int frozen_seat = -1;              // the Ice Princess: this seat's card in this trick is `frozen`
    tt::Card frozen;
    int armed_seat = -1;               // a power declared for that seat's next card (Snow White, Thumbelina)
    std::string armed;                 // its Princess's id
    int lead_chosen_by = -1;           // Pocahontas chose this trick's leader
    int envy_side = -1;                // the Elder Stepsister: her team's lead binds the other teams (Team Mode)
    std::vector<std::string> used;     // the ids of the powers used on this trick, in order
};

// What a Round card keeps during its round (each field belongs to the
// cards that name it).
struct RoundCardState {
    std::vector<std::optional<tt::Card>> set_aside;  // per seat: a card laid out (Enchanted Evening), put aside (Late to the Ball) or hidden (Secret Bid)
    int target = 0;                                  // Enchanted Evening: the set-aside cards' sum
    std::vector<std::optional<std::vector<tt::Card>>> shown;  // per seat, once entered: Crystal Clear's cards face up
    // Per seat, once entered at the round's end: the Princes and the Frog among
    // the gifts she took (Wedding Gift) or her last cards (Late for a Very Important Date).
    std::vector<std::optional<std::vector<tt::Card>>> unseen_taken;
    int pile_holder = -1;  // Poisoned Gift: who holds the pile; -1 until it first changes hands (trick 1's leader holds it)
    int haggled = 0;       // Haggle with the Hag: the last trick whose winner swapped a card (one swap a trick)
    std::vector<tt::Card> face_down;  // Yin and Yang: the cards played face down this round
};

// What a card played under the Elder Stepsister's Envy showed its player
// lacked: no card of `suit` (any suit when -1) above `above`.
struct EnvyLack {
    int seat = 0;
    int trick = 0;
    int suit = -1;
    int above = 0;
    tt::Card card;  // the card that showed it
};

// How a round's results are entered: card by card, or one number per player.
enum class Entry { Open, Cards, Requests };

struct RoundState : tt::RoundRecord {
    int number = 0;     // 1-based; 0 before the first round
    int card = -1;      // index into GameData::round_cards
    int start = 0;      // the seat designated to lead trick 1
    int hand_size = 0;  // cards dealt to each player
    std::vector<int> cards_left;  // per seat
    Entry entry = Entry::Open;
    tt::Trick current;        // the trick being played (its number is tricks.size() + 1)
    std::vector<TrickRecord> tricks;
    std::vector<std::optional<int>> requests;  // score-only entry: per seat, once typed
    RoundCardState card_state;                 // what the Round card keeps
    TrickPowers powers;                        // what powers did to the trick in play
    bool last_trick_pause = false;             // the last trick is played; a power may still act on it
    std::vector<char> power_used;              // per seat: her Princess's power used this round
    int prophesied = -1;                       // the Dark Fairy: the player foretold to end the round with the Frog
    std::vector<EnvyLack> envy_lacks;          // the Elder Stepsister: what cards under Envy showed missing from hands
    std::vector<std::optional<int>> team_facts;  // Team Mode, entered by results: per team, its answer to the Round card's question
};

// One line of a player's receipt: "3 Princes x 1", 3.
struct ReceiptLine {
    std::string text;
    int requests = 0;
    std::string section;  // where the rule is written
};

struct Receipt {
    std::vector<ReceiptLine> lines;
    int total = 0;
};

struct RoundResult {
    int number = 0;
    int card = -1;  // index into GameData::round_cards
    bool by_requests = false;
    std::vector<Receipt> receipts;  // per seat
    std::vector<int> scores;        // per seat: the round's requests
    std::vector<int> totals;        // per seat: running totals after this round
    std::vector<Receipt> team_receipts;  // Team Mode, per team: its members' results, then the team's own lines
    std::vector<int> team_scores;        // Team Mode, per team: the round's team result
    std::vector<std::optional<int>> team_answers;  // Team Mode, per team: the answer to the Round card's question
    std::vector<int> team_totals;        // Team Mode, per team: running totals after this round
    int start = 0;                  // who was designated to lead it
    std::vector<TrickRecord> tricks;  // as played (none when entered by results), for `why` and receipts
};

struct GameState {
    Phase phase = Phase::Setup;
    TableSetup setup;
    Seating seating;
    RoundState round;
    std::vector<RoundResult> results;
    std::vector<int> totals;  // per seat, after the rounds scored
    std::vector<int> team_totals;  // Team Mode, per team (Seating::side_of), after the rounds scored
    std::vector<int> princess;               // per seat: index into GameData::princesses, -1 none
    std::vector<std::vector<int>> offers;    // per seat: the Princesses dealt to choose from
};

}  // namespace zref::rp
