// Declaring Princess powers ("Using the Power of a Princess"): one command
// names the Princess; zref checks it is hers, unused this round and inside its
// window, then lets her unit apply it. Also the reminders after a trick; the
// moment after the last trick when Dorothy or Rapunzel may still act is in
// last_trick.cc.
#include <span>

#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"

namespace zref::zp {

Result<Ruling> Game::on_power(GameState& s, const Command& c) const {
    if (!s.setup.powers) return fail("Princess powers are off at this table (the first-game rule)");
    if (c.args.empty()) return fail("power: name the Princess, e.g. 'power dorothy'");
    // "power Dee dorothy ..." or "power dorothy ...".
    std::size_t at = 0;
    int named_seat = -1;
    // A player may share a Princess's name ("Dorothy"), so the player form
    // wins whenever the second word names a Princess.
    // Each word is looked up once: the second word's Princess is hers when
    // the first names the player.
    const PrincessInfo* second = c.args.size() > 1 ? data_->princess(c.args[1]) : nullptr;
    const PrincessInfo* first = second ? nullptr : data_->princess(c.args[0]);
    if (c.args.size() > 1 && (second || !first))
        if (auto seat = s.seating.find(c.args[0])) {
            named_seat = *seat;
            at = 1;
        }
    const PrincessInfo* info = at == 1 ? second : first ? first : data_->princess(c.args[0]);
    if (!info) return fail("no Princess '" + c.args[at] + "'" + did_you_mean(c.args[at], data_->princess_words()));
    const int seat = seat_of_princess(s, info->id);
    if (seat < 0) return fail("nobody at this table has " + info->name);
    if (named_seat >= 0 && named_seat != seat)
        return fail(info->name + " is " + s.seating.name(seat) + "'s Princess, not " + s.seating.name(named_seat) + "'s");
    if (info->always_active)
        return fail(info->name + " is always active: zref applies her power by itself, nothing to declare");
    const auto si = static_cast<std::size_t>(seat);
    if (s.round.power_used[si])
        return fail(info->name + "'s power is already used this round; it is refreshed at the start of the next round");
    const PrincessPower* power = s.princess_power[si];  // her seat's, found by her id
    // The words after the Princess, read where they are (a copy of them was a list allocated per power used).
    const std::span<const std::string> args = std::span<const std::string>(c.args).subspan(at + 1);
    auto r = power->use(s, seat, args, explaining_);
    if (!r) return fail(info->name + " (" + info->power + "): " + r.error());
    s.round.power_used[si] = true;
    rule_of(s).after_power(s, *r);
    if (s.phase == Phase::Tricks && s.round.current.plays.empty() && !s.round.by_counts) {
        // Who plays the coming trick may have changed; it is led by the last winner.
        if (!s.round.tricks.empty()) s.round.current.leader = s.round.tricks.back().winner;
        begin_trick(s, *r);
    } else if (s.phase == Phase::Tricks && !s.round.current.plays.empty() &&
               s.round.current.plays.size() == s.round.current.order.size()) {
        // The power stopped the only player yet to play (Undead on Arrival):
        // the trick is complete with the cards already down.
        advance(s, Step::SettleTrick, *r);
    }
    // The journal line names the player as seated and the Princess by her
    // id. A command already in that form (self-play's, a replayed journal's)
    // is its own line, which apply() writes from it, or its caller
    // (apply_leaving_line); any other is written here, word by word.
    if (at != 1 || c.args[0] != s.seating.name(seat) || c.args[1] != info->id) {
        r->canonical.reserve(64);
        r->canonical = "power";
        append_word(r->canonical, s.seating.name(seat));
        append_word(r->canonical, info->id);
        for (const auto& a : args) append_word(r->canonical, a);
    }
    if (explaining_)
        r->notices.push_back(info->name + "'s power is used for this round" +
                             (info->skull_icon ? " (so no unused-Princess skull)" : ""));
    // Declared at the last-trick moment: one fewer to wait for.
    auto& pending = s.round.pending;
    if (s.phase == Phase::Declare)
        for (auto it = pending.begin(); it != pending.end(); ++it)
            if (it->seat == seat && it->verb == "power") {
                pending.erase(it);
                if (pending.empty()) advance(s, Step::EntriesDone, *r);
                break;
            }
    return r;
}

void Game::after_trick_powers(GameState& s, const TrickRecord& t, Ruling& r) const {
    // A reminder only (nothing waits for an answer), so a game not
    // explaining skips it. After the last trick zref asks explicitly (or,
    // under u, not at all).
    if (!explaining_ || !s.setup.powers || rule_of(s).round_over(s)) return;
    const int seat = t.winner;
    const auto si = static_cast<std::size_t>(seat);
    if (s.round.power_used[si]) return;
    if (const PrincessPower* power = s.princess_power[si])
        if (auto prompt = power->prompt_after_trick(s, seat, t))
            r.notices.push_back(s.seating.name(seat) + " (" + s.princess_info[si]->name + ") " + *prompt);
}

}  // namespace zref::zp
