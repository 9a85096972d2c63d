// A Round card's rule for its round, as hooks the engine calls at fixed
// moments; each default is the basic rule, so a card overrides only what it
// changes. One small file per card in round_cards/, named after it, and one
// line in round_cards/registry.cc. Rule hierarchy: a Round card overrides
// the basic rules (and a Princess power would override the Round card).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/command.h"
#include "core/result.h"
#include "games/rebel_princess/data.h"
#include "games/rebel_princess/state.h"
#include "games/trick_taking/trick_winner.h"

namespace zref::rp {

// What a rule may read while a trick is decided.
struct TrickView {
    const GameData& data;
    const GameState& state;
    const tt::CardCodec& codec;
    const tt::Plays& plays;
    bool reversed = false;  // Cinderella turned this trick's ranking: the lowest wins where the highest would
};

// What a rule may read while a round is scored: the cards each player took.
struct ScoreView {
    const GameData& data;
    const GameState& state;  // totals still those before this round
    const tt::CardCodec& codec;
    std::vector<std::vector<tt::Card>> taken;  // per seat
    std::vector<int> tricks_taken;             // per seat
};

// Team Mode: a question a Round card's team line depends on (Matching
// Outfits: did the partners take as many tricks?), asked of each team when
// a round is entered by its results; played card by card, zref answers it
// from the tricks. A yes/no question takes 1 for yes and 0 for no.
struct TeamQuestion {
    std::string question;  // "did PARTNERS take the same number of tricks"
    bool yes_no = false;   // else a count from 0 up
};

// What a team line may read: the team's answer to the question, and the
// members' results already added up.
struct TeamView {
    const GameData& data;
    const GameState& state;  // totals still those before this round
    std::optional<int> answer;  // to team_question(), when the card asks one
    std::vector<int> sums;      // per team: the members' requests this round
};

// An entry a Round card waits for before play goes on (a set-aside card).
struct PendingEntry {
    int seat = -1;
    std::string what;  // "Laia's card set aside (discard Laia CARD, below 8)"
    std::vector<std::string> examples;
};

class RoundRule {
public:
    virtual ~RoundRule() = default;
    virtual std::string_view id() const = 0;  // the card's id in the data

    // What the table keeps in mind this round that zref cannot check
    // (hands are hidden): shown when the round starts and in `status`.
    virtual std::vector<std::string> reminders(const GameData&, const TableSetup&) const { return {}; }

    // Set up what the card keeps when its round starts.
    virtual void start_round(const GameData&, GameState&, Ruling&) const {}
    // Entries of the card's own (Enchanted Evening's 'discard' and 'redeal'):
    // its verbs, the entry it waits for now, and how it rules one.
    virtual std::vector<std::string> verbs() const { return {}; }
    virtual std::optional<PendingEntry> pending(const GameData&, const GameState&) const { return std::nullopt; }
    virtual Result<Ruling> on_entry(const GameData&, GameState&, const Command& c) const {
        return fail("'" + c.verb + "' is not an entry of this Round card");
    }
    // Whether the leader plays face down and names only the suit (Wedding
    // Surprise): the lead may be typed as a suit ('play Ana queens'), and the
    // trick is decided once the card's entry turns it up (turn_up_lead, game.h).
    virtual bool lead_face_down() const { return false; }
    // Whether `seat` may play `c` now (Late to the Ball's held card, a card
    // Crystal Clear showed in another hand); the refusal says why.
    virtual Status check_play(const TrickView&, int /*seat*/, tt::Card) const { return Ok{}; }
    // A word a player may add after her card under this card ('down': Yin
    // and Yang's face-down card); empty for none. on_play_word() rules each
    // card played with the word typed or not, and keeps what the card needs
    // (on the engine's copy: a refusal changes nothing); `r` is the play's ruling.
    virtual std::string_view play_word() const { return {}; }
    virtual Status on_play_word(const GameData&, GameState&, int /*seat*/, tt::Card, bool /*typed*/, Ruling&) const {
        return Ok{};
    }
    // Whether `c` off the suit to follow shows that `seat` lacks that suit
    // (not a card the player had to play whatever was led).
    virtual bool proves_void(const TrickView&, int /*seat*/, tt::Card) const { return true; }
    // After a trick is taken, before the next: hands that change (Musical
    // Chairs, Blind Man's Bluff), what the card keeps.
    virtual void after_trick(const GameData&, GameState&, Ruling&) const {}

    // A line after each card played, saying where the trick stands under the
    // card (Enchanted Evening's running total).
    virtual std::optional<std::string> progress(const TrickView&) const { return std::nullopt; }

    // Whether the round's play is over (every hand empty; Late for a Very
    // Important Date: three cards left in each). Entries the card still
    // waits for (pending) then come before the round is scored.
    virtual bool round_over(const GameState& s) const;

    // Cards each player adds to a trick, and how many of them on one turn
    // (The Prince Always Rings Twice: 2 each, in two laps or two at once).
    virtual int cards_each(const GameData&, const TableSetup&) const { return 1; }
    virtual int per_turn(const GameData&, const TableSetup&) const { return 1; }

    // The suit a player must follow now, given the cards played so far
    // (the led suit; Pass the Bouquet: the newest suit).
    virtual std::uint8_t suit_to_follow(const TrickView& v) const { return v.plays.front().card.suit; }
    // Whether card `c` follows suit now (Midnight Makeover: a Fairy always does).
    virtual bool follows(const TrickView& v, tt::Card c) const { return c.suit == suit_to_follow(v); }

    // The trick's winner when this card decides otherwise; nothing for the
    // basic rule (the highest card of the led suit). Reasons only when `explain`.
    virtual std::optional<tt::TrickVerdict> decide_trick(const TrickView&, bool /*explain*/) const {
        return std::nullopt;
    }

    // Tricks that change hands before the round is scored (Inherited: the
    // last trick's winner hands every trick she took to her left); `v` holds
    // what each player won in play, and the rule moves it. Default: no change.
    virtual void hand_over_tricks(ScoreView& /*v*/) const {}
    // What one card taken costs `seat` (the basic rule: a Prince 1, the Frog 5).
    virtual int card_requests(const ScoreView& v, int seat, tt::Card c) const;
    // A line of the card's own in `seat`'s receipt (Arranged Marriage's +5).
    virtual std::optional<ReceiptLine> extra_line(const ScoreView&, int /*seat*/) const { return std::nullopt; }
    // Team Mode: lines the card adds to a team's result once its members'
    // requests are summed (Matching Outfits' -3 or +3, Bathroom Break's double).
    virtual std::optional<TeamQuestion> team_question() const { return std::nullopt; }
    virtual int team_answer(const ScoreView&, int /*team*/) const { return 0; }  // from the cards taken
    virtual std::vector<ReceiptLine> team_lines(const TeamView&, int /*team*/) const { return {}; }
    // Team Mode: whether the round's opening pass goes only between partners
    // (Evil, but Welcome); how many cards is still what the table's card prints.
    virtual bool passes_between_partners() const { return false; }

    // Whether a round's requests always add up to the same total whoever
    // took what: the total score-only entry is checked against.
    virtual bool fixed_total() const { return true; }
    // Whether Rebel of the Ball can be earned under this card (not under Wedding Gift).
    virtual bool allows_rebel_of_the_ball() const { return true; }
};

// A lead played face down, of which only the suit is known: value 0, which
// no card of the deck has, until turn_up_lead() (game.h) puts the card there.
inline tt::Card face_down_lead(std::uint8_t suit) { return {suit, 0}; }
inline bool is_face_down(tt::Card c) { return c.value == 0; }

// The basic cost of a card taken: the data's Prince and Frog requests.
int basic_requests(const GameData& data, tt::Card c);

// The rule of Round card `id`; nullptr when zref does not referee it yet.
const RoundRule* round_rule(std::string_view id);
// The ids of every card zref referees, for refusals and completion.
std::vector<std::string> refereed_round_cards();

}  // namespace zref::rp
