// The hooks through which a Princess power works. Each Princess is one small
// unit in princesses/<her-name>.cc. zref applies a power only when the table
// declares it ("power dorothy"), inside the window the power allows; the
// always-active ones apply by themselves.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/ruling.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

// A play a power shaped keeps it as the core's PlayPower (Play::power).
class PrincessPower : public tt::PlayPower {
public:
    std::string_view id() const override = 0;  // a literal: compared on every play

    // Checks the window and applies a declared power. The error names when the
    // power may be used. Always-active Princesses are never declared. Every
    // refusal comes before the first change to `s`: a declaration is ruled
    // on the live state, with no copy kept to put back (Game::apply).
    // `worded`: whether the ruling's texts are written (Ruling::worded; the
    // ruling returned says the same).
    virtual Result<Ruling> use(GameState& s, int seat, std::span<const std::string> args, bool worded) const {
        (void)s, (void)seat, (void)args, (void)worded;
        return fail("her power is always active: zref applies it by itself");
    }
    // A power declared for her next card ("power pea") shapes that play, in
    // two steps, so that the card is ruled on the live state like any other
    // (FastEntries::play, the 'play' route): check_armed_play makes the power's
    // refusals, before any of the card's changes; on_armed_play then applies
    // it, after the card's last refusal, and cannot refuse.
    virtual Status check_armed_play(const GameState&, int seat, const Play&) const {
        (void)seat;
        return Ok{};
    }
    virtual void on_armed_play(GameState&, int seat, Play&, Ruling&) const { (void)seat; }
    // Step 1 of scoring: skulls her power earned this round (the unused-card
    // skull is handled by the engine from the skull icon), or nullopt when
    // the receipt has nothing to say of her. Its wording is written into
    // `detail` only when one is given: a round is scored for every round
    // played, and the texts are wanted only when the ruling is explained.
    virtual std::optional<int> skulls(const GameState&, int seat, std::string* detail) const {
        (void)seat, (void)detail;
        return std::nullopt;
    }
    // How a round scored by counts says her power was used: her id on the
    // player's tricks line ('tricks Dee 3 dorothy'), with a number after it
    // ('tricks Rae 2 rapunzel 3': the Villagers in her trick), or not there
    // at all but with a 'power' line before the counts (a changed bid).
    enum class CountsWord { Flag, Number, PowerLine };
    virtual CountsWord counts_word() const { return CountsWord::Flag; }
    // Tricks of the player's typed count that her power keeps out of it
    // (Dorothy's, under her card).
    virtual int tricks_kept_out() const { return 0; }
    // A reminder after a trick, when the power could be used on it now.
    virtual std::optional<std::string> prompt_after_trick(const GameState&, int seat, const TrickRecord&) const {
        (void)seat;
        return std::nullopt;
    }
    // Whether she may still act on the last trick before scoring (Dorothy, Rapunzel).
    virtual bool acts_on_last_trick(const GameState&, int seat, const TrickRecord&) const {
        (void)seat;
        return false;
    }
    // Whether her card off the suit to follow proves a void (Cinderella on a Prince lead).
    virtual bool off_suit_proves_void(const GameState&, std::uint8_t follow) const {
        (void)follow;
        return true;
    }
};

const PrincessPower* find_princess_power(std::string_view id);
// Gives the seat `si` the Princess `info` (nullptr for none): princess_of,
// the seat's power pointer and its PrincessInfo together. Every change of a
// seat's Princess goes through here, so the three always agree.
void set_princess(GameState& s, std::size_t si, const PrincessInfo* info);
// The seat holding a Princess, -1 if nobody at this table has her.
int seat_of_princess(const GameState& s, const std::string& id);
// Shared windows, as a reason when closed.
// `when` is written into the refusal only: a literal, read as a view (a
// string made of it cost an allocation on every use, refused or not).
Status her_turn(const GameState& s, int seat, std::string_view when);
// Her turn, and none of its cards down yet: where a turn is two cards in a
// row (Ghoulfriends, two-per-turn), only before the first.
Status start_of_her_turn(const GameState& s, int seat, std::string_view when);
Status between_tricks(const GameState& s, std::string_view when);
// The trick the seat has just won, with no card of the next trick played yet.
const TrickRecord* just_won(const GameState& s, int seat);
// Scheherazade's window for changing a bid: before any card of trick 4.
bool before_trick_4(const GameState& s);

}  // namespace zref::zp
