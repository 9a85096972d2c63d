// A Princess's power as hooks the engine calls. Each Princess is one small
// file in princesses/, named after her, and one line in princesses/registry.cc.
// A power is declared by the table ("power cinderella") at most once a round,
// inside its window, which the engine checks before calling use(). Rule
// hierarchy: a Princess power overrides the Round card and the basic rules.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/ruling.h"
#include "games/rebel_princess/data.h"
#include "games/rebel_princess/round_rule.h"
#include "games/rebel_princess/state.h"
#include "games/trick_taking/trick.h"

namespace zref::rp {

// When a power may be declared.
enum class Window {
    BeforeTrick,   // before the trick's first card, by whoever holds her
    HerTurn,       // on her turn, before her card
    AfterTrick,    // right after a trick, before the next one's first card
    AfterHerCard,  // right after her own card, when she did not lead it
    AfterOwnCard,  // right after her own card, led or not
    TeamLead,      // before her team leads a trick, or right after its lead card (Team Mode)
    AnyTime,       // at any moment of the round's play, before its last trick is over
};

class PrincessPower : public tt::PlayPower {
public:
    std::string_view id() const override = 0;
    virtual Window window() const { return Window::BeforeTrick; }
    // The window at a table whose readings may move it (the Pea Princess).
    virtual Window window_at(const GameData&, const TableSetup&) const { return window(); }
    // How it is typed: "power ice-princess NAME CARD".
    virtual std::string usage() const { return "power " + std::string(id()); }
    // Applies the declared power once its window is checked; every refusal
    // comes before the first change (the engine works on a copy anyway).
    virtual Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const = 0;
    // A power declared for her next card (Snow White, Thumbelina): the card's
    // check, then what the power does to it (it cannot refuse by then).
    virtual Status check_armed_play(const GameData&, const GameState&, int /*seat*/, const tt::Play&) const { return Ok{}; }
    virtual void on_armed_play(const GameData&, GameState&, int /*seat*/, tt::Play&, Ruling&) const {}
    // The seat whose hand that armed card comes from (the Evil Queen's
    // partner plays for her): its voids and claims are the ones it is checked against.
    virtual int armed_hand(const GameState&, int seat) const { return seat; }
    // Sees every card once it is checked and added to the trick in play,
    // before the trick is settled (the Elder Stepsister's obligation).
    virtual void on_card_played(const GameData&, GameState&, int /*holder*/, const tt::Play&, Ruling&) const {}
    // A line of her own on her holder's receipt for a round played card by
    // card (the Dark Fairy's Prophecy), or none.
    virtual std::optional<ReceiptLine> extra_line(const ScoreView&, int /*holder*/) const { return std::nullopt; }
    // Whether she could still act on the round's last trick (zref then
    // waits for 'score' before scoring the round).
    virtual bool acts_on_last_trick(const GameState&, int /*seat*/) const { return false; }
};

// The power of the Princess `id`; nullptr when zref does not referee it yet.
const PrincessPower* princess_power(std::string_view id);
std::vector<std::string> refereed_princesses();

// Helpers the powers share.
// The name of the Princess a seat holds, for rulings ("Cinderella").
std::string princess_name(const GameData& data, const GameState& s, int seat);
// The power of the Princess a seat keeps; nullptr for none or one not refereed.
const PrincessPower* power_of(const GameData& data, const GameState& s, int seat);
// The plays her power acts on: the trick in play, or the one just finished
// when the next has no card yet.
const tt::Plays& plays_in_reach(const GameState& s);
// The trick number of the trick in play (1-based).
inline int trick_number(const GameState& s) { return static_cast<int>(s.round.tricks.size()) + 1; }

}  // namespace zref::rp
