// Rebel Princess: the referee's rules engine. Pure and deterministic: it
// reads command lines, never a terminal or a file. apply() works on a copy
// of the state and keeps it only when the line is accepted, so a refused
// line never changes anything.
//
// The game in brief (our words; see games/rebel-princess.toml): 3-6 players
// avoid Princes (1 request each) and the Frog (Pet 8, 5 requests) over 5
// rounds, each under a Round card that bends the rules. Players follow the
// led suit; the highest card of the led suit takes the trick; there is no
// trump. Nobody may lead a Prince until a player who could not follow suit
// has played one, unless their hand holds only Princes. The fewest requests
// wins; the next round is led by the lowest total.
//
// The command language (the journal keeps the full forms; zref fills in the
// player whose turn it is, and names may be cut to a unique prefix):
//   setup:  game rebel-princess | players A B C [D E F] | sets deluxe rp2 (boxes: original, deluxe, rp2)
//           | rounds ID ID ID ID ID (or the letters the table's box prints) | seed N | start NAME
//           | reading ID VALUE | passes ID N left|right (or 'N left N right') | mode standard|teams | teams A+C B+D
//           | princesses deal|enter|none|villains | begin
//   choosing: princess Ana cinderella   (one of the two dealt, or any with 'princesses enter')
//           | princess Ana elder-stepsister   (with 'princesses villains': her partner keeps the pair's other)
//   tricks: play Ana q7 [only-princes]   (shorthand: q7; once a card is led, a bare 7 is of the led suit)
//           power [Ana] cinderella ARGS   (a Princess power, once a round, in its window; shorthand: cinderella)
//           score   (after the last trick, when a power could still have acted on it)
//   score-only, instead of cards: requests Ana 3   (shorthand once one is typed: 3)
//           | team Ana 1   (Team Mode: a team's answer to its Round card's question)
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/command.h"
#include "core/result.h"
#include "core/ruling.h"
#include "core/verb_routes.h"
#include "games/rebel_princess/data.h"
#include "games/rebel_princess/round_rule.h"
#include "games/rebel_princess/state.h"

namespace zref {
class Rng;
}

namespace zref::rp {

// What the referee waits for, for prompts and `help`.
struct Waiting {
    int seat = -1;     // whose entry; -1 for the table
    std::string what;  // "Ben to play to trick 3 (Queens led)"
    std::vector<std::string> examples;
};

class Game {
public:
    using Data = GameData;
    explicit Game(const GameData& data);

    Result<Ruling> apply(std::string_view line);

    const GameState& state() const { return s_; }
    const GameData& data() const { return *data_; }
    Waiting waiting() const { return waiting_of(s_); }
    std::vector<std::string> verbs_now() const;
    std::string where() const;  // "setup", "R2 t3", "R2 requests", "game over"
    // The deck of this table (valid once players are known).
    const tt::CardCodec& codec() const { return codec_of(s_); }
    // An entry refused only because its player's turn has not come (an edit's ripple).
    bool waits_for_turn(std::string_view line) const;

private:
    using Handler = Result<Ruling> (Game::*)(GameState&, const Command&) const;
    static const VerbRoutes<Phase, Handler>& routes();
    Result<Ruling> dispatch(GameState& s, const Command& c) const;
    Result<Command> expand_shorthand(const GameState& s, const Command& c) const;
    Waiting waiting_of(const GameState& s) const;
    const tt::CardCodec& codec_of(const GameState& s) const;
    // The suit to follow in the trick in play (a card must be led).
    std::uint8_t follow_suit(const GameState& s) const;

    // setup.cc
    Result<Ruling> on_players(GameState& s, const Command& c) const;
    Result<Ruling> on_sets(GameState& s, const Command& c) const;
    Result<Ruling> on_rounds(GameState& s, const Command& c) const;
    Result<Ruling> on_seed(GameState& s, const Command& c) const;
    Result<Ruling> on_start(GameState& s, const Command& c) const;
    Result<Ruling> on_reading(GameState& s, const Command& c) const;
    Result<Ruling> on_passes(GameState& s, const Command& c) const;
    Result<Ruling> on_princesses(GameState& s, const Command& c) const;
    Result<Ruling> on_mode(GameState& s, const Command& c) const;
    Result<Ruling> on_teams(GameState& s, const Command& c) const;
    Result<Ruling> on_begin(GameState& s, const Command& c) const;
    // princess_choice.cc
    void deal_princesses(GameState& s, Rng& rng, Ruling& r) const;
    bool princesses_chosen(const GameState& s) const;
    Result<Ruling> on_princess(GameState& s, const Command& c) const;
    // powers.cc
    Result<Ruling> on_power(GameState& s, const Command& c) const;
    // new_round.cc
    void start_round(GameState& s, int number, int start, Ruling& r) const;
    // card_play.cc
    Result<Ruling> on_play(GameState& s, const Command& c) const;
    // trick_end.cc
    void settle_trick(GameState& s, Ruling& r) const;
    Result<Ruling> on_score(GameState& s, const Command& c) const;
    void end_round_if_ready(GameState& s, Ruling& r) const;
    void note_lead_orders(GameState& s, tt::Card card, int trick_no, Ruling& r) const;
    // requests_entry.cc
    Result<Ruling> on_requests(GameState& s, const Command& c) const;
    Result<Ruling> on_team(GameState& s, const Command& c) const;
    void finish_by_results_if_ready(GameState& s, Ruling& r) const;
    // round_end.cc
    void finish_round(GameState& s, RoundResult result, Ruling& r) const;

    const GameData* data_;
    GameState s_;
};

// The Round card of the round being played (or last played).
const RoundCardInfo& round_card_of(const GameData& data, const GameState& s);
const RoundRule& rule_of(const GameData& data, const GameState& s);
// Who takes a trick of these plays, and why (a turned ranking applied).
tt::TrickVerdict decide_trick(const GameData& data, const GameState& s, const tt::Plays& plays, bool reversed);
// The last finished trick decided again after a power changed its cards
// (Mulan, Belle): its winner, and the next trick's leader when not yet begun.
// `chosen` >= 0 gives it to that seat instead, for `why` (the Queen of Hearts
// settling a tie).
void redecide_last_trick(const GameData& data, GameState& s, Ruling& r, int chosen = -1, const Reason& why = {});
// The face-down lead of the trick in play turned up by `seat` as `card`, once
// every card is played (Wedding Surprise): checked and recorded as the card
// she led; the engine then settles the trick.
Result<Ruling> turn_up_lead(const GameData& data, GameState& s, int seat, tt::Card card);
// The trick in play emptied for `leader`, its order of play set by the Round card.
void seat_trick(const GameData& data, GameState& s, int leader);

}  // namespace zref::rp
