// The state of a Bowling for Zombies!!! game: a fold over its journal. Plain
// data so it can be copied (apply works on a copy and keeps it only when the
// line is accepted).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/seats.h"
#include "games/bowling_for_zombies/data.h"

namespace zref::bfz {

// Setup, then per round: the Lane cards, every reveal, the decisions of the
// resolution; then the game is over.
enum class Phase { Setup, Lanes, Reveal, Resolve, GameOver };

enum class Part { None, Head, Leg, Hand };

// High and Low: the names of the three places a digit goes, 0 to 2.
inline constexpr const char* kPlaces[] = {"hundreds", "tens", "units"};

// The two-player game's phantom hand: zref shuffles it from the seed, or the
// table shuffles a real one and types each flip.
enum class PhantomMode { None, Deal, Typed };

// The phantom hand in a pick order or as a Leg's owner (never a seat).
constexpr int kPhantom = -2;

struct TableSetup {
    std::vector<std::string> seats;
    Variant variant = Variant::Standard;
    std::uint64_t seed = 1;
    std::optional<PhantomMode> phantom;  // as typed; decided at `begin`
};

// What a necromancer turned over: a Zombie and maybe a Body Part, on top of
// it (it acts) or under it (a bluff).
struct Reveal {
    int zombie = 0;
    Part part = Part::None;
    bool above = false;
    Part acting() const { return above ? part : Part::None; }
};

struct PileCard {
    enum class Kind { Lane, Zombie, Leg };
    Kind kind = Kind::Lane;
    int value = 0;   // printed value (the Leg's scoring value for a Leg)
    int round = 0;   // round it joined the pile
    int from = -1;   // a Leg: the seat that gave it
    int legs = 0;    // High and Low, Poker: Legs attached, each 1 lower
    int worth() const { return kind == Kind::Leg ? value : value - legs; }
};

// What became of a zombie this round ("Reveal Cards and Resolve").
enum class Fate {
    Out,       // did not play this round (Black Jack: stood)
    Ripped,    // step 2: tore an equal zombie apart, scores itself
    Wandered,  // step 3: the strongest, takes nothing
    Bowls,     // step 4: picks a Lane card in its turn
};

// A decision zref waits for while resolving a round.
enum class Decision { None, Take, Leg, Combine, Place };

struct Necromancer {
    std::vector<bool> zombie_used;  // per value 0..highest
    bool head = true, leg = true, hand = true;  // Body Parts still in hand
    std::vector<PileCard> pile;
    bool stood = false;  // Black Jack: stopped participating
    int stood_in = 0;    // the turn before which it stood
    // High and Low: the digits placed (hundreds, tens, units), -1 empty.
    std::vector<int> high_digits = {-1, -1, -1};
    std::vector<int> low_digits = {-1, -1, -1};

    int parts_left() const { return int(head) + int(leg) + int(hand); }
    bool has(Part p) const {
        return p == Part::Head ? head : p == Part::Leg ? leg : p == Part::Hand ? hand : true;
    }
};

// One round's record for the score sheet, per seat.
struct SeatRound {
    std::optional<Reveal> reveal;  // empty when the necromancer was out
    Fate fate = Fate::Out;
    std::vector<std::string> cards;  // what joined its pile: "Lane 4", "Zombie 5", "Leg -1 from Sauron"
    std::vector<std::string> events; // Body Part outcomes: "Head used", "Hand returned"
    int score = 0;  // Standard, Black Jack: points gained; High and Low: the digit; Poker: cards gained
    int total = 0;  // Standard, Black Jack: running points; High and Low: the half's number so far
                    // (empty places as 0); Poker: cards in the pile
    std::string note;  // "7 to the tens: 4 7 _", "pair of 8s", "stood", "over 21"
};

struct RoundResult {
    int number = 0;
    std::vector<int> lanes;          // as drawn
    std::optional<int> phantom;      // the phantom's Zombie, two-player game
    std::vector<int> discarded;      // Lane cards nobody took or a Hand blocked
    std::vector<SeatRound> seats;    // per seat
};

struct RoundState {
    int number = 0;  // 1-based
    std::vector<int> drawn;   // Lane cards as typed
    std::vector<int> table;   // Lane cards still on the table
    std::vector<int> blocked; // removed by a Hand
    std::vector<int> unclaimed;  // left on the table when every zombie had bowled
    std::vector<bool> in_play;                // per seat: plays a zombie this round
    std::vector<std::optional<Reveal>> reveals;  // per seat
    std::optional<int> phantom;               // the phantom's Zombie once flipped
    bool resolving = false;
    std::vector<Fate> fate;                   // per seat
    Fate phantom_fate = Fate::Out;
    std::vector<int> pick_order;   // seats (or kPhantom), strongest first
    std::size_t next_pick = 0;     // index in pick_order of the one choosing
    bool leg_due = false;          // the picker has its lane and now places its Leg
    bool picks_done = false;       // every zombie has bowled; the unclaimed lanes are discarded
    std::vector<int> late_legs;    // High and Low, Poker: Legs placed once every lane is taken
    std::size_t next_late_leg = 0;
    bool digits_started = false;     // High and Low: combines and placements asked
    std::vector<bool> need_combine;  // High and Low: a Head's two lanes to sum or subtract
    std::vector<int> combine;        // High and Low: per seat, 1 sum, 0 difference, -1 not asked
    std::vector<bool> need_place;    // High and Low: the digit still to place
    std::vector<int> placed;         // High and Low: per seat, the place (0 hundreds .. 2 units) used
    std::vector<std::vector<std::string>> cards;   // per seat: the sheet's cards this round
    std::vector<std::vector<std::string>> events;  // per seat: Body Part outcomes
    std::vector<std::vector<int>> scored;          // per seat: indexes into its pile gained this round
};

struct GameState {
    Phase phase = Phase::Setup;
    TableSetup setup;
    Seating seating;
    int rounds = 10;  // of the variant
    PhantomMode phantom = PhantomMode::None;
    std::vector<int> phantom_deck;   // Deal: the flips, in order
    std::vector<bool> phantom_used;  // per value
    std::vector<PileCard> phantom_pile;
    std::vector<int> lane_deck;      // per pins value: copies still in the draw pile
    std::vector<int> lane_discard;   // per pins value: copies discarded
    std::vector<Necromancer> necros;  // per seat
    RoundState round;
    std::vector<RoundResult> results;  // finished rounds
    std::string end_reason;            // why the game ended early, if it did
};

}  // namespace zref::bfz
