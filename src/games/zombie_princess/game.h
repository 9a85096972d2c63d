// Zombie Princess: the referee's rules engine. Pure and deterministic: it
// reads command lines, never a terminal or a file. Bad input never changes
// anything: every command is checked against the state before its first
// change, and only then applied.
//
// The game in brief (our words; see games/zombie-princess.toml): 3 to 6
// players, alone or in teams, play four rounds of tricks, each round under its
// own Round card (round_cards/), and with Princess powers (princesses/) when
// the table uses them. Princes are trumps and may not be led before they
// break out; the winner of the trick holding the Frog decides whether it
// counts. A side that takes at least its bid scores the bid in points, and
// pays skulls for each trick over it; a zero bid made earns skulls, and skulls
// break a tie for the crown. The last Round card is an Hourglass card, which
// reads the Hourglass Leader line fixed as that round starts.
//
// The game top to bottom, each phase in its own file:
//   setup.cc               'players', 'mode', 'rounds'... then 'begin'; Princesses chosen
//   new_round.cc           the Round card revealed with its pass, the Hourglass line
//   round_card_entries.cc  what the Round card needs typed before bidding or trick 1
//   bidding.cc             bids clockwise from the start player ('bid Ana 2')
//   card_play.cc           tricks ('play Ana k7'), and powers.cc for the Princess
//                          powers declared in their windows ('power dorothy')
//   trick_counts.cc        or each player's tricks typed instead ('tricks Ana 3')
//   last_trick.cc          the powers still allowed on the last trick, then the
//                          Frog decision ('frog Ana count')
//   round_scoring.cc       payment for missed tricks ('pay Ana yes'), then each
//                          side's receipt in the rulebook's six steps
//   next_start.cc          the lowest score goes first or last in the next round
//                          ('start Ana first'), or the crown after the last
// Each handler (on_*) checks its entry against the state, then applies it and
// names the automatic step that follows; advance() (advance.cc) makes every
// step, in the order of Step below, until a person must decide.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/command.h"
#include "core/result.h"
#include "core/ruling.h"
#include "core/user_settings.h"
#include "core/verb_routes.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/scoring.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

// What the referee is waiting for, for prompts and `help`.
struct Waiting {
    Phase phase = Phase::Setup;
    int seat = -1;     // who must act, -1 if anyone / nobody
    std::string what;  // "Ben to bid (0-10)"
    std::vector<std::string> examples;  // commands that would be accepted now
};

// A card play already read: what 'play NAME CODE [only-princes]' says, as a
// seat and a card. Self-play sends plays in this form, so the commonest
// command reaches the rules without words to read.
struct CardPlay {
    int seat = 0;
    Card card;
    bool only_princes = false;  // the claim that allows leading a Prince early
};
// The 'play' command a CardPlay stands for; its seat and card must be at the table.
Command play_command(const GameState& s, const CardPlay& p);
// Its journal line (play_command(s, p).to_line()), written in one buffer:
// into `line`, replacing what it held, from the table's seating and card
// notation; or as a new string.
void write_play_line(std::string& line, const Seating& seating, const CardCodec& codec, const CardPlay& p);
std::string play_line(const GameState& s, const CardPlay& p);

// A bid already read: what 'bid NAME N' says. Self-play bids in this form,
// as it plays cards, so a bid reaches the rules without words to read.
struct Bid {
    int seat = 0;
    int tricks = 0;
};
// The 'bid' command a Bid stands for (its seat must be at the table), and
// its journal line, written as that command's line would be.
Command bid_command(const GameState& s, const Bid& b);
void write_bid_line(std::string& line, const Seating& seating, const Bid& b);

class Game {
public:
    using Data = GameData;
    explicit Game(const GameData& data);
    // Back to a table not yet set up, as a new Game would be (explaining is
    // kept). The live state's lists of tricks, played cards and finished
    // rounds keep their buffers (emptied): self-play plays game after game
    // on one Game.
    void new_game();

    // One typed line (shorthand such as "k7" or "2" allowed). On success the
    // ruling's `canonical` is the line to write to the journal.
    Result<Ruling> apply(std::string_view line);
    // A command already in its journal form (lowercase verb, the player as
    // seated): no shorthand and no name folding, so self-play skips the
    // parser. Refused or accepted exactly as its line would be.
    Result<Ruling> apply(const Command& command);
    // Whether rulings carry their texts (see FastEntries::set_explaining).
    bool explaining() const { return explaining_; }

    // The live state: its address never changes, and after an accepted
    // command it holds the change. A reference into one of its lists is
    // valid until the next apply().
    const GameState& state() const { return s_; }
    const GameData& data() const { return *data_; }
    Waiting waiting() const;
    // Who must act now (waiting().seat without building its text); -1 if anyone / nobody.
    // While cards are played (most of a game) it is read inline: self-play
    // asks before every event.
    int to_act() const {
        if (s_.phase == Phase::Tricks) return s_.round.by_counts ? -1 : s_.round.current.to_play();
        return to_act_outside_tricks();
    }
    // "setup", "R2 bids", "R2 t3": where the table stands, for the history.
    std::string where() const;
    // For an edit that ripples (core/referee.h, edit_ripple.cc): whether the game waits for
    // a decision (the Frog trick, a payment, who starts next), and whether a
    // journal line is one, so a decision whose asker changed is asked again.
    bool deciding() const;
    bool is_decision(std::string_view line) const;
    // Whether a refused card or bid only waits for its player's turn in
    // this trick or this bidding (typed in the old order of play).
    bool waits_for_turn(std::string_view line) const;
    // The verbs accepted now (the phase's and the Round card's), for
    // completion and did-you-mean.
    std::vector<std::string> verbs_now() const;
    // The entry zref can infer, offered so that Enter accepts it: the last
    // trick count (from the round's total) or the round's last card (the one
    // card not yet played). Checked on a copy, so it is always accepted.
    struct InferredEntry {
        std::string line;   // full form, as the journal keeps it
        std::string shown;  // what the prompt shows: "3", "k7"
    };
    std::optional<InferredEntry> inferred_entry() const;
    // The Round card rule of the round in play (nullptr before round 1).
    const RoundRule* round_rule() const;
    const RoundCardInfo* round_card() const;

private:
    using Handler = Result<Ruling> (Game::*)(GameState&, const Command&) const;

    // The entries self-play and the bench make in decoded form, with no line
    // read or written, and explaining turned off: reached only through
    // FastEntries (sim/fast_entries.h), which says what each does.
    friend struct FastEntries;
    Result<Ruling> apply_leaving_line(const Command& command);
    Result<Ruling> play(const CardPlay& p);
    Status play_into(const CardPlay& p, Ruling& r);
    bool refuses_early_prince_lead(const CardPlay& p) const;
    Result<Ruling> bid(const Bid& b);
    Status bid_into(const Bid& b, Ruling& r);
    void set_explaining(bool on) { explaining_ = on; }

    // The automatic steps of a round, in the order a round makes them. A
    // handler applies its entry and names the step that follows; each step
    // names the next, until one needs a person (Wait: the phase says who).
    enum class Step : std::uint8_t {
        Wait,
        NewRound,           // the Round card revealed, hands dealt (new_round.cc)
        EntriesBeforeBids,  // the Round card's entries before bidding, if any (round_card_entries.cc)
        OpenBidding,        // bidding opens (bidding.cc)
        EntriesBeforePlay,  // the Round card's entries before trick 1, if any
        EntriesDone,        // the last entry typed: on to what the entries came before
        OpenPlay,           // trick 1 is led (card_play.cc)
        SettleTrick,        // a trick's last card: its winner, the Round card, the Frog
        NextTrick,          // who plays the next trick
        ResumeAfterFrog,    // play goes on after a Frog decided during play
        LastTrick,          // powers that may still act on the last trick (last_trick.cc)
        FrogQuestion,       // whether the Frog trick counts, if anyone holds it
        Scoring,            // payment for missed tricks, then the round scored (round_scoring.cc)
        RoundScored,        // the next start chosen, or the game over (next_start.cc)
    };

    // A ruling to fill, worded as this game explains (Ruling::worded).
    Ruling ruling() const {
        Ruling r;
        r.worded = explaining_;
        return r;
    }

    int to_act_outside_tricks() const;  // to_act() in every other phase

    // Each phase's verbs and their handlers, written down once.
    static const VerbRoutes<Phase, Handler>& routes();
    using Route = VerbRoute<Phase, Handler>;
    // Runs the handler of `route` (routes().route(s.phase, c.verb), nullptr
    // when the phase has none), or explains why `c` is not accepted now.
    Result<Ruling> dispatch(GameState& s, const Command& c, const Route* route) const;
    // apply() and apply_leaving_line(): `with_line` says whether the command's line is written.
    Result<Ruling> apply_command(const Command& command, bool with_line);
    // shorthand.cc
    Result<Command> expand_shorthand(const GameState& s, const Command& c) const;

    // advance.cc: makes `step` and every automatic step after it, until a person must decide.
    void advance(GameState& s, Step step, Ruling& r) const;
    // The phase a hook's decision request puts the table in.
    Step ask_decision(GameState& s, const DecisionRequest& asked) const;

    // setup.cc
    Result<Ruling> on_players(GameState& s, const Command& c) const;
    Result<Ruling> on_mode(GameState& s, const Command& c) const;
    Result<Ruling> on_rounds(GameState& s, const Command& c) const;
    Result<Ruling> on_frog_card(GameState& s, const Command& c) const;
    Result<Ruling> on_seed(GameState& s, const Command& c) const;
    Result<Ruling> on_start_setup(GameState& s, const Command& c) const;
    Result<Ruling> on_princesses(GameState& s, const Command& c) const;
    Result<Ruling> on_powers(GameState& s, const Command& c) const;
    Result<Ruling> on_strictness(GameState& s, const Command& c) const;
    // setup_readings.cc
    Result<Ruling> on_reading(GameState& s, const Command& c) const;
    // passes.cc
    Result<Ruling> on_passes_setup(GameState& s, const Command& c) const;
    Result<Ruling> on_passes_announced(GameState& s, const Command& c) const;
    // A play or entry the rules forbid: refused at a strict table; at a
    // lenient one it is let stand with a warning on the ruling.
    static Status breach(const GameState& s, Ruling& r, std::string message);
    Result<Ruling> on_begin(GameState& s, const Command& c) const;
    Result<Ruling> on_princess(GameState& s, const Command& c) const;
    // new_round.cc
    Step new_round(GameState& s, Ruling& r) const;
    void announce_round(const GameState& s, Ruling& r) const;
    // round_card_entries.cc
    Step entries_before_bids(GameState& s, Ruling& r) const;
    Step entries_before_play(GameState& s, Ruling& r) const;
    // Asks for `pending` before `then` (the entries' phase, Declare), or goes straight on when there are none.
    Step ask_entries(GameState& s, std::vector<Requirement> pending, Phase then, Ruling& r) const;
    Step entries_done(const GameState& s) const;
    Result<Ruling> on_rule_command(GameState& s, const Command& c) const;
    Result<Ruling> on_unnamed_entry(GameState& s, const Command& c) const;
    // bidding.cc
    Step open_bidding(GameState& s, Ruling& r) const;
    Result<Ruling> on_bid(GameState& s, const Command& c) const;
    // A bid read or given: every refusal comes before its first change.
    Result<Ruling> rule_bid(GameState& s, int seat, int tricks) const;
    // The same, ruled into `r` (which the caller has cleared and worded).
    Status rule_bid_into(GameState& s, int seat, int tricks, Ruling& r) const;
    // card_play.cc
    Step open_play(GameState& s, Ruling& r) const;
    Result<Ruling> on_play(GameState& s, const Command& c) const;
    Status rule_card(GameState& s, const CardPlay& p, Ruling& r) const;  // a card's ruling, written into r
    // What a card's checks found, for placing it.
    struct CheckedCard {
        const PrincessPower* armed = nullptr;  // the power declared for this card
        bool leading = false;
        bool ends_trick = false;
        bool remember_claim = false;     // an only-Princes claim to hold the player to
        bool claim_allows_lead = false;  // a Prince led early on that claim
    };
    Status check_card(const GameState& s, const CardPlay& p, Ruling& r, CheckedCard& out) const;
    void place_card(GameState& s, const CardPlay& p, const CheckedCard& checked, Ruling& r) const;
    // The finished trick's winner and owner, and a decision the Round card asks for now.
    DecisionRequest settle_trick(GameState& s, Ruling& r) const;
    Step next_trick(GameState& s, Ruling& r) const;
    Step resume_after_frog(GameState& s, Ruling& r) const;
    void begin_trick(GameState& s, Ruling& r) const;
    // trick_counts.cc
    Result<Ruling> on_tricks(GameState& s, const Command& c) const;
    // Once the last count is in (a 'tricks' line or a Round card's count):
    // the Round card's share, then the questions.
    void counts_done(GameState& s, Ruling& r) const;
    // powers.cc
    Result<Ruling> on_power(GameState& s, const Command& c) const;
    void after_trick_powers(GameState& s, const TrickRecord& t, Ruling& r) const;
    // last_trick.cc
    Step last_trick(GameState& s, Ruling& r) const;
    Result<Ruling> on_pass(GameState& s, const Command& c) const;
    Step frog_question(GameState& s, Ruling& r) const;
    Result<Ruling> on_frog_decision(GameState& s, const Command& c) const;
    // round_scoring.cc
    Step scoring(GameState& s, Ruling& r) const;
    // Scores the round from the tricks per seat and each side's facts
    // (scoring's; the Round card's awards are moved into them, and every
    // fact is written into the receipts' lines).
    void score_round(GameState& s, Ruling& r, const PerSeat<int>& per_seat, PerSeat<SideFacts>& facts) const;
    Result<Ruling> on_pay(GameState& s, const Command& c) const;
    // next_start.cc
    Step round_scored(GameState& s, Ruling& r) const;
    Result<Ruling> on_start_next(GameState& s, const Command& c) const;

    const GameData* data_;
    GameState s_;
    bool explaining_ = true;
};

// Helpers shared by the handler files.
std::string phase_name(Phase p);
// The most tricks one player can win this round (Round cards change hands).
int max_tricks(const GameState& s);
// A round scored by counts with every count in: each player's tricks and
// what the Round card asks of each side (trick_counts.cc).
bool counts_complete(const GameState& s);
// Whether a card has been played this round: a round so begun is scored from
// its cards, and counts are refused (trick_counts.cc).
bool cards_played(const GameState& s);
// The word a player's Princess takes on a tricks line ('dorothy', 'rapunzel N')
// while her power is unused, for help and completion (trick_counts.cc).
struct CountsPowerWord {
    std::string id;
    bool takes_number = false;
};
std::optional<CountsPowerWord> counts_power_word(const GameState& s, int seat);

// The readings a game set up so rules by: each typed one, else the game data's default (setup_readings.cc).
ReadingValues readings_for(const TableSetup& setup, const GameData& data);
// The 'reading ID VALUE' setup lines of a new table or a one-shot tool: the
// config's [readings], then the --reading option's ID=VALUE pairs, which win.
// Only the form is checked here; a game's 'reading' checks ids and values.
Result<std::vector<std::string>> reading_lines(const UserSettings& config, const std::string& option);
// The readings such lines set, checked as a game checks them (the error is the game's).
Result<ReadingValues> readings_of_lines(const GameData& data, const std::vector<std::string>& lines);
// "Table reading ID: VALUE" when `values` holds a reading off the game data's default, else "".
std::string reading_in_force(const GameData& data, const ReadingValues& values, ReadingId id);

// The pass a Round card asks for in this game: as typed with 'passes', else
// as the game data (or the user's [pass] table) has it (passes.cc).
using tt::PassRule;  // the trick-taking games' pass and its wording (trick_taking/passes.h)
using tt::pass_count_text;
PassRule pass_rule(const GameState& s, const RoundCardInfo& card);

}  // namespace zref::zp
