// The hooks through which a Round card changes a round. Each card is one small
// unit in round_cards/<its-name>.cc; a card overrides only the hooks it needs,
// and the defaults are the basic rules.
#pragma once
#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/ruling.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

// The suits one off-suit card shows its player lacks: the suit to follow,
// and under We the Villagers the Villagers too.
using ShownVoids = InlineVector<std::uint8_t, 2>;

struct SkullAward {
    int side = 0;
    int skulls = 0;  // positive: receive; negative: pay
    std::string detail;
    bool lose_all = false;  // after the other awards, the side returns every skull it holds
};

struct ScoringContext {
    const GameState& state;
    const RoundOutcome& outcome;
    PerSeat<bool> in_lead;  // per side: on the Hourglass Leader line (all false before round 4)
    // Whether the awards' wording (SkullAward::detail) is written: off when
    // the game is not explaining, whose receipts keep numbers and labels only.
    bool worded = true;

    int bid(int side) const;              // the side's bid (sum of non-zero member bids)
    bool pays(int side) const;            // paid skulls for missed tricks at step 3
    bool exact(int side) const;           // hit the bid exactly, counting a payment for missed tricks
};

// A command a Round card adds ("discard Ana k3"): its first word after the
// verb is always the player.
// A fixed table in the Round card's own file (verbs()), read on every
// command of a round with such a card: literals, so reading it builds nothing.
struct RuleVerb {
    std::string_view verb;
    InlineVector<Phase, 2> phases;  // where it is accepted besides a pending requirement
    std::string_view usage;         // "discard NAME CARD"
    // Its entry is a suit (reveal, show): a word typed alone that reads as a
    // suit is that suit, even when a player's name starts with it ('k', Kim).
    bool takes_suit = false;
};

class RoundRule {
public:
    virtual ~RoundRule() = default;
    virtual char letter() const = 0;

    // ---- before play
    // Called when the round starts, after the reveal (gifts, hand sizes).
    virtual void setup_round(GameState&, Ruling&) const {}
    // Entries the table must type before bidding / before trick 1.
    virtual std::vector<Requirement> before_bidding(const GameState&) const { return {}; }
    virtual std::vector<Requirement> before_first_trick(const GameState&) const { return {}; }
    virtual std::span<const RuleVerb> verbs() const { return {}; }
    // Whether an entry of `verb` starts with the player's name; when not, it
    // satisfies the next pending requirement of that verb (anonymous discards).
    virtual bool entry_names_player(const GameState&, const std::string& /*verb*/) const { return true; }
    // One of verbs()'s entries by the player in `seat`, `args` its words
    // after the player. It makes every refusal before its first change to
    // the state: a Round card entry is ruled on the live state with no copy
    // kept to put back (Game::apply). `worded`: whether the ruling's texts
    // are written (Ruling::worded); what the entry records in the state is
    // written either way.
    virtual Result<Ruling> on_command(GameState&, const std::string& verb, int seat, std::span<const std::string> args,
                                      bool worded) const {
        (void)verb, (void)seat, (void)args, (void)worded;
        return fail("this Round card has no such command");
    }
    // A line on the trick so far for the table to follow (a running total); empty if none.
    virtual std::string trick_progress(const GameState&) const { return {}; }
    // What the Round card keeps for the round (a pile of skulls on it), for
    // `status`; empty if nothing.
    virtual std::string round_card_state(const GameState&) const { return {}; }

    // ---- play
    virtual int laps() const { return 1; }  // cards each player adds to a trick
    // Of those, how many a player plays in a row on one turn (the rest wait for the next lap).
    virtual int cards_per_turn(const GameState&) const { return 1; }
    // A play this card forbids (beyond the basic checks), as a clear reason.
    virtual Status check_play(const GameState&, int seat, Card card) const {
        (void)seat, (void)card;
        return Ok{};
    }
    // The suit a player must follow, given the cards already in the trick.
    virtual std::uint8_t suit_to_follow(const Plays& plays, const GameState&) const {
        return plays.front().card.suit;
    }
    // Whether `card` follows `suit` (Villagers are wild under We the Villagers).
    virtual bool follows(Card card, std::uint8_t suit, const GameState&) const { return card.suit == suit; }
    // Whether follows() is the basic rule, a card following its own suit
    // only, so a caller asking it of every card of a hand may compare suits
    // instead of making a call per card (self-play, for every card played).
    // A card that overrides follows() overrides this to false; a test checks
    // every Round card's pair agrees.
    virtual bool follows_by_suit() const { return true; }
    // Whether a card off the suit to follow proves the player has none of it
    // (not when hands change mid-round or only part of the hand may be played).
    virtual bool off_suit_proves_void(const GameState&) const { return true; }
    // Whether hands change unseen (passes, set-aside halves), so a claim of
    // holding only Princes stops binding. Decomposing Duos limits what may be
    // played but not what is held, so it overrides this to false.
    virtual bool hands_change(const GameState& s) const { return !off_suit_proves_void(s); }
    // The suits a card off the suit to follow shows the player lacks.
    virtual ShownVoids voids_shown(Card, std::uint8_t follow, const GameState&) const { return {follow}; }
    // Re-decides whether a finished trick counts after its cards changed (Red Riding Hood).
    virtual void recheck_trick(const GameState&, TrickRecord&) const {}
    // A different trick winner than the basic rule; nullopt keeps the basic
    // rule. The verdict's reasons are written only when `explain` is set (a
    // game not explaining keeps none; see FastEntries::set_explaining).
    virtual std::optional<TrickVerdict> decide_trick(const Plays&, const GameState&, bool /*explain*/) const {
        return std::nullopt;
    }
    // After a trick is decided: who keeps it, whether it counts, who stops,
    // and a decision it asks for now (Game::advance sets the phase for it).
    virtual DecisionRequest after_trick(GameState&, TrickRecord&, Ruling&) const { return {}; }
    // Whether Dorothy and Rapunzel may act on the last trick (not under u).
    virtual bool last_trick_powers_allowed() const { return true; }
    // After a Princess power changed bids or tricks (Undead on Arrival re-checks who plays).
    virtual void after_power(GameState&, Ruling&) const {}
    // A Frog decision asked for during play (Undead on Arrival).
    virtual void after_frog_decision(GameState&, Ruling&) const {}
    // Undead on Arrival ends the round before the hands are empty.
    virtual bool round_over(const GameState& s) const;
    // The tricks a round scored by counts must add up to; nullopt: any total up to the hand size.
    virtual std::optional<int> expected_tricks(const GameState& s) const { return s.hand_size - discards_per_player(); }
    virtual int discards_per_player() const { return 0; }
    // By counts, the sides that must say in how many tricks they played a
    // Prince ('prince-tricks', t's own entry), which only the cards show;
    // none by default.
    virtual PerSeat<int> sides_typing_princes(const GameState&) const { return {}; }
    // Once every count of a round scored by counts is in, before the Frog and
    // payment questions: what the cards would have done during play.
    virtual void after_counts(GameState&, Ruling&) const {}

    // ---- scoring
    // Step 4 of scoring: what each side receives or pays for this card.
    virtual std::vector<SkullAward> round_card_skulls(const ScoringContext&) const { return {}; }
    virtual int over_trick_multiplier() const { return 1; }
    // In a round scored by trick counts zref has no cards, so the table types
    // this card's skulls per player when they depend on captured cards.
    virtual bool needs_captured_cards() const { return false; }
    // What the table must do by hand that zref does not check (shown on reveal).
    virtual std::vector<std::string> table_reminders() const { return {}; }
};

// Tricks a finished trick counts for its owner, after the Frog decision.
int counted_units(const TrickRecord& t, const RoundState& round);
// Counted tricks per seat, once the Frog is decided.
PerSeat<int> seat_tricks(const GameState& s);
// Of a seat's counted tricks, those kept off its side's bid: a failed zero
// bidder's, under the reading team-zero-bid-tricks = apart; 0 otherwise.
int tricks_kept_apart(const GameState& s, int seat, const PerSeat<int>& per_seat);
// Whether the seat bid zero and has taken no trick (a trick under Dorothy
// counts as taken under the reading dorothy-zero-bid = breaks).
bool zero_bid_made(const GameState& s, int seat, const PerSeat<int>& per_seat);

namespace detail {
// Each refereed Round card's rule by letter (a to z), set at start-up
// (round_cards/registry.cc). Read inline: the rule of the round is asked
// several times for every card played.
extern const std::array<const RoundRule*, 26> kRuleByLetter;
// rule_of's table, indexed by any byte a card letter can hold (0 before
// round 1, opening night where no card has that letter): one load per ask.
extern const std::array<const RoundRule*, 256> kRuleOfLetter;
}  // namespace detail
// Opening night's rule, the basic rules (round_cards/opening_night.cc).
const RoundRule& opening_night();

// The rule for a Round card letter; nullptr when this version does not referee it.
inline const RoundRule* find_round_rule(char letter) {
    if (letter < 'a' || letter > 'z') return nullptr;
    return detail::kRuleByLetter[static_cast<std::size_t>(letter - 'a')];
}
// Letters zref referees, in order (a list made once).
const std::vector<char>& refereed_round_cards();
// The rule of the round in play (opening night's basic rules when none).
inline const RoundRule& rule_of(const GameState& s) {
    // No rule runs before main(), so the table is always filled by then.
    return *detail::kRuleOfLetter[s.round.number > 0 ? static_cast<unsigned char>(s.round.card) : 0];
}

}  // namespace zref::zp
