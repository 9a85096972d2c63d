// The state of a Zombie Princess game: a fold over its journal. Plain data,
// so a game can be copied whole (self-play, the tests).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/inline_vector.h"
#include "core/ruling.h"
#include "core/seats.h"
#include "core/shared_history.h"
#include "core/shared_list.h"
#include "games/zombie_princess/limits.h"
#include "games/zombie_princess/readings.h"
#include "games/zombie_princess/trick_taking.h"

namespace zref::zp {

class PrincessPower;  // princess.h
struct PrincessInfo;  // data.h

// Per-seat and per-suit lists live inside the state (InlineVector, sized by
// limits.h), so copying the state for a command is a few memcpys.
template <class T>
using PerSeat = InlineVector<T, kMaxSeats>;  // per seat, or per side (never more sides than seats)

enum class Phase { Setup, ChoosePrincess, Declare, Bidding, Tricks, FrogDecision, Payment, NextStart, GameOver };

enum class PrincessMode { None, Deal, Enter };

// A Round card's pass as the table typed it ('passes'): a count (-2 half the
// hand) and a direction, for a rulebook copy that does not print them.
struct TypedPass {
    std::int8_t count = -1;  // -1 not typed
    bool to_left = false;
    bool operator==(const TypedPass&) const = default;
};

struct TableSetup {
    SharedList<std::string> seats;  // shared between copies of the state: set once, in setup
    bool teams = false;
    std::vector<char> round_letters;  // empty with random_rounds until begin
    bool random_rounds = false;
    std::optional<Card> frog;  // overrides the game data's Frog
    std::uint64_t seed = 1;
    std::optional<std::string> start;  // a seat name, or nullopt for a seeded draw
    PrincessMode princesses = PrincessMode::None;
    bool powers = false;
    bool lenient = false;  // rule breaches are warned about, not refused
    // Per reading (readings.h): the value typed with 'reading', -1 for the game data's default.
    std::array<std::int8_t, kReadingCount> readings = filled_readings(-1);
    // Per Round card letter a-z: its pass typed with 'passes', else the game data's.
    std::array<TypedPass, 26> passes{};

    static constexpr std::array<std::int8_t, kReadingCount> filled_readings(std::int8_t v) {
        std::array<std::int8_t, kReadingCount> out{};
        out.fill(v);
        return out;
    }
};

// A trick (the core's: leader, order, plays, winner) and what Zombie
// Princess decides about it.
struct TrickRecord : tt::Trick {
    int owner = 0;        // who keeps it for scoring (the winner unless a Round card moves it)
    int weight = 1;       // tricks it counts as (2 under Ghoulfriends)
    bool counts = true;   // false when a Round card voids it (Brain Drain)
    bool has_frog = false;
    bool under_dorothy = false;  // put under Dorothy: counts for nothing, earns her 3 skulls
    int rapunzel = -1;           // seat that laid Rapunzel on it (1 skull per Villager)
    // Why it went to its winner, written only when explaining. Shared, as
    // the record is copied whole (the state is plain data) and texts are not.
    SharedList<Reason> reasons;

    // The slot of the trick just finished (moved into the round's list),
    // ready for the next one as TrickRecord{} would make it, led by
    // `leader`; field by field, as Trick::restart. A field added above is
    // reset here too.
    void restart(int leader) {
        tt::Trick::restart(leader);
        owner = 0;
        weight = 1;
        counts = true;
        has_frog = false;
        under_dorothy = false;
        rapunzel = -1;
        reasons = {};
    }
};

// An entry a Round card needs from one player before play goes on (a discard,
// a revealed suit, a look at a hand).
struct Requirement {
    int seat = 0;
    std::string verb;  // the command that satisfies it
    std::string ask;   // what zref asks for
    bool either_partner = false;  // in Teams, typed for either member of the seat's team
};

// A decision a Round card's or a Princess's hook asks of a player: the hook
// names it and Game::advance sets the phase, so the round's order is read in
// one place.
struct DecisionRequest {
    enum class Kind : std::uint8_t {
        None,
        FrogNow,  // the Frog trick decided during play (Undead on Arrival)
    };
    Kind kind = Kind::None;
    int seat = -1;  // who decides
    explicit operator bool() const { return kind != Kind::None; }
};

// Counted tricks and what they hold, per side, once the Frog is decided.
struct RoundOutcome {
    PerSeat<int> tricks;                        // per side, counted
    std::vector<std::vector<Card>> captured;    // per side, cards of counted tricks; empty unless the Round card needs_captured_cards()
    PerSeat<int> manual_card_skulls;            // per side, typed in score-only rounds
    PerSeat<int> tricks_apart;                  // per side, of `tricks`: kept off the bid (tricks_kept_apart)
    bool cards_known = true;
};

struct ReceiptLine {
    int step = 0;  // 1..6 in the rulebook's order
    std::string_view label;  // a literal: the step's name (scoring.cc)
    std::string detail;
    int skulls = 0;  // change in skulls
};

struct Receipt {
    int side = 0;
    int bid = 0;
    int tricks = 0;
    bool paid_for_missed = false;
    bool made_bid = false;
    int points = 0;
    int skulls_before = 0;
    int skulls_after = 0;
    InlineVector<ReceiptLine, 6> lines;  // the six steps, kept inside the receipt: no list allocated per side a round
};

struct RoundResult {
    int number = 0;
    char card = 'a';
    int start_seat = 0;
    PerSeat<int> seat_bids;    // per seat
    PerSeat<int> seat_tricks;  // per seat, counted
    std::vector<Receipt> receipts;  // per side
    // The tricks played, as the units they count for (2 each under
    // Ghoulfriends), whoever kept them; 0 when the round was scored by
    // counts. A finished round once kept a copy of its tricks, which
    // nothing but this total was read from: the journal holds every card.
    int trick_units = 0;
};

// The round: the core's record of its cards (played, voids shown, claims,
// Princes broken out) and the rest of what Zombie Princess keeps.
struct RoundState : tt::RoundRecord {
    int number = 0;  // 1-based
    char card = 'a';
    int start_seat = 0;
    PerSeat<int> bids;  // per seat; -1 until bid
    int next_bidder = 0;

    // Finished tricks, held by value: a trick is appended for every trick
    // played, and an item shared by pointer (SharedHistory) cost an
    // allocation and a reference count each.
    std::vector<TrickRecord> tricks;
    TrickRecord current;              // trick in progress (plays may be empty)

    PerSeat<int> cards_left;  // per seat: cards still to play this round
    PerSeat<bool> stopped;    // per seat: out of play for the rest of the round (Undead on Arrival)
    std::vector<Requirement> pending;  // entries a Round card still needs
    Phase after_pending = Phase::Bidding;
    SharedList<std::string> records;  // what the table declared (reveals, views, gifts), for `status`; shared between copies
    PerSeat<std::optional<Card>> held;  // per seat: the card kept for the last trick (Dead Last), when typed
    std::vector<Card> discards;             // Fester Feast discards, in the order typed
    PerSeat<int> stakes;   // per side: skulls staked (Headhunters), -1 when none
    PerSeat<int> pile_paid;  // per side: skulls put on the Round card during play (High Cost of Living)
    int pile = 0;                // skulls on the Round card, supply included
    bool frog_decided_in_play = false;  // Undead on Arrival asks for the Frog as its winner reaches the bid

    PerSeat<bool> power_used;     // per seat: once-per-round power exhausted
    PerSeat<std::string_view> armed;  // per seat: id of the power declared for the next card (a literal, PrincessPower::id())
    PerSeat<int> start_bids;      // per seat: bids as made, before any power changed them

    bool by_counts = false;  // score-only round: tricks typed at the end
    PerSeat<int> typed_tricks;       // per seat; -1 until typed
    PerSeat<int> typed_card_skulls;  // per seat
    PerSeat<int> typed_power_number; // per seat: the number her power's counts entry gave (Rapunzel's Villagers), -1 none
    PerSeat<int> typed_princes;      // per side: tricks it played a Prince in (High Cost of Living by counts), -1 until typed
    int frog_seat = -1;                  // winner of the Frog trick, -1 if none
    std::optional<bool> frog_counted;
    PerSeat<std::optional<bool>> pays;  // per side
};

struct GameState {
    Phase phase = Phase::Setup;
    TableSetup setup;
    // The readings this game rules by, fixed at 'begin' from the setup and
    // the game data; zero-filled (the shipped defaults) before.
    ReadingValues readings{};
    Seating seating;
    CardCodec codec;
    int hand_size = 0;
    std::vector<char> round_letters;
    // Per seat, ids dealt, and the id chosen ("" none). Shared between copies
    // of the state: they change only while Princesses are chosen.
    SharedList<std::vector<std::string>> princess_offers;
    SharedList<std::string> princess_of;
    // Each seat's Princess power, kept beside princess_of by set_princess
    // (princess.h): looked up by id, it was asked for on many cards and
    // at every scoring. Null for a seat without a Princess, or with one
    // that has no power unit.
    std::array<const PrincessPower*, kMaxSeats> princess_power{};
    // Each seat's Princess as the game data describes her (name, skull
    // icon, always active), kept beside princess_of by set_princess too:
    // scoring read her there for every member at every scoring, and a
    // look-up by id searched the game data's list. Null for no Princess.
    std::array<const PrincessInfo*, kMaxSeats> princess_info{};
    PerSeat<int> skulls;                                 // per side
    SharedHistory<RoundResult> results;                         // finished rounds (shared until changed)
    RoundState round;
    PerSeat<int> hourglass_line;  // per side, filled before round 4
    int next_decider_side = -1;
    int previous_decider_seat = -1;
};

}  // namespace zref::zp
