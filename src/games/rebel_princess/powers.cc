// Declaring a Princess power: `power [NAME] ID ARGS`, by the player who
// keeps her, once a round, inside her window; then her own file rules it.
#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princess.h"

namespace zref::rp {

namespace {

std::string window_text(Window w) {
    switch (w) {
        case Window::BeforeTrick: return "before a trick's first card";
        case Window::HerTurn: return "on her own turn, before her card";
        case Window::AfterTrick: return "right after a trick, before the next one's first card";
        case Window::AfterHerCard: return "right after her own card, when she did not lead";
        case Window::AfterOwnCard: return "right after her own card, before the next";
        case Window::TeamLead: return "when her team leads a trick: before its lead, or right after the lead card";
        case Window::AnyTime: return "at any moment of the round's play, before its last trick is over";
    }
    return "";
}

// Whether `seat` may declare a power of window `w` now.
bool in_window(const GameState& s, Window w, int seat) {
    const RoundState& round = s.round;
    const auto& plays = round.current.plays;
    const bool after_trick = plays.empty() && !round.tricks.empty();
    switch (w) {
        case Window::BeforeTrick: return plays.empty() && !round.last_trick_pause;
        case Window::HerTurn:
            return !round.last_trick_pause && plays.size() < round.current.order.size() && round.current.to_play() == seat;
        case Window::AfterTrick: return after_trick;
        case Window::AfterHerCard: {
            const tt::Plays& reach = plays_in_reach(s);
            return (!plays.empty() || after_trick) && reach.size() > 1 && reach.back().seat == seat &&
                   reach.front().seat != seat;
        }
        case Window::AfterOwnCard: return !plays.empty() && plays.back().seat == seat && plays.size() < round.current.order.size();
        case Window::TeamLead: {
            const Seating& seats = s.seating;
            if (round.last_trick_pause || plays.size() > 1 || (plays.empty() && round.current.order.empty())) return false;
            const int leader = plays.empty() ? round.current.to_play() : plays.front().seat;
            return seats.side_of(leader) == seats.side_of(seat);
        }
        case Window::AnyTime: return !round.last_trick_pause;
    }
    return false;
}

}  // namespace

const tt::Plays& plays_in_reach(const GameState& s) {
    return s.round.current.plays.empty() && !s.round.tricks.empty() ? s.round.tricks.back().plays : s.round.current.plays;
}

Result<Ruling> Game::on_power(GameState& s, const Command& c) const {
    RoundState& round = s.round;
    if (c.args.empty()) return fail("power: give the Princess and what her power needs, e.g. 'power cinderella'");
    if (round.entry == Entry::Requests)
        return fail("round " + std::to_string(round.number) + " is being entered by its results: powers are settled at the table");
    // "power Ana cinderella" or "power cinderella": the holder is found by her Princess.
    std::size_t at = 0;
    int seat = -1;
    if (c.args.size() >= 2 && !data_->princess(c.args[0]))
        if (auto named = s.seating.find(c.args[0])) {
            seat = *named;
            at = 1;
        }
    const PrincessInfo* info = data_->princess(c.args[at]);
    if (!info) {
        std::vector<std::string> ids;
        for (int i : s.princess)
            if (i >= 0) ids.push_back(data_->princesses[static_cast<std::size_t>(i)].id);
        return fail("power: no Princess '" + c.args[at] + "'" + did_you_mean(c.args[at], ids) +
                    (ids.empty() ? std::string(": nobody keeps a Princess this game") : ": this table's are " + join(ids, ", ")));
    }
    const int index = static_cast<int>(info - data_->princesses.data());
    const auto holder = std::find(s.princess.begin(), s.princess.end(), index);
    if (holder == s.princess.end()) return fail("power: nobody at this table keeps " + info->name);
    const int keeper = static_cast<int>(holder - s.princess.begin());
    if (seat >= 0 && seat != keeper)
        return fail("power: " + info->name + " is " + s.seating.name(keeper) + "'s, not " + s.seating.name(seat) + "'s");
    seat = keeper;
    if (info->teams_only && !s.seating.teams())
        return fail("power: " + info->name + " is a Team Mode Princess: her power works only at a table with 'mode teams'");
    const PrincessPower* power = princess_power(info->id);
    if (!power)
        return fail("power: zref does not referee " + info->name + "'s power yet; the table settles it, and zref goes on "
                    "with the cards as they are played");
    if (round.power_used[static_cast<std::size_t>(seat)])
        return fail(info->name + "'s power was already used this round by " + s.seating.name(seat) +
                    " (once a round; it comes back next round)");
    if (!in_window(s, power->window_at(*data_, s.setup), seat))
        return fail(info->name + "'s power is used " + window_text(power->window_at(*data_, s.setup)) + "; now " + waiting_of(s).what);
    const std::vector<std::string> args(c.args.begin() + static_cast<std::ptrdiff_t>(at) + 1, c.args.end());
    auto r = power->use(*data_, s, seat, args);
    if (!r) return fail(info->name + ": " + r.error() + " (" + power->usage() + ")");
    round.power_used[static_cast<std::size_t>(seat)] = 1;
    round.powers.used.emplace_back(info->id);
    round.entry = Entry::Cards;
    Command canonical{"power", {s.seating.name(seat), info->id}};
    canonical.args.insert(canonical.args.end(), args.begin(), args.end());
    r->canonical = canonical.to_line();
    if (r->headline.empty()) r->headline = s.seating.name(seat) + " uses " + info->name + "'s power, " + info->power;
    return r;
}

}  // namespace zref::rp
