// Red Riding Hood, Axe-cessorize: at the start of her turn she looks through one
// trick she won earlier and may swap a card from her hand for a non-Prince card
// in it. zref moves the cards: the taken card is back in her hand (and may be
// played again), the given one now lies in that trick.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/princesses/princesses.h"

namespace zref::zp {

namespace {
class RedRidingHood final : public PrincessPower {
public:
    std::string_view id() const override { return "red-riding-hood"; }
    Result<Ruling> use(GameState& s, int seat, std::span<const std::string> args, bool worded) const override {
        // power red trick N [give CARD take CARD]
        if (auto ok = start_of_her_turn(s, seat, "at the start of her own turn, before she plays"); !ok)
            return fail(ok.error());
        if (args.size() != 2 && args.size() != 6)
            return fail("say 'power red trick N' to look only, or 'power red trick N give CARD take CARD' to swap");
        if (lower(args[0]) != "trick") return fail("name the trick: 'power red trick N ...'");
        auto n = parse_count(args[1], 1, static_cast<int>(std::max<std::size_t>(1, s.round.tricks.size())), "trick number");
        if (!n) return fail(n.error());
        const auto ti = static_cast<std::size_t>(*n - 1);
        if (ti >= s.round.tricks.size() || s.round.tricks[ti].owner != seat || s.round.tricks[ti].under_dorothy)
            return fail("trick " + args[1] + " is not one " + s.seating.name(seat) + " won earlier this round");
        Ruling r;
        r.worded = worded;
        if (worded)
            r.because("looking at the trick uses the power even without a swap", "Princess Cards: Red Riding Hood");
        if (args.size() == 2) {
            if (worded) r.headline = s.seating.name(seat) + " looks through trick " + args[1] + " and takes nothing";
            return r;
        }
        if (lower(args[2]) != "give" || lower(args[4]) != "take")
            return fail("say 'power red trick N give CARD take CARD'");
        auto give = s.codec.parse(args[3]);
        if (!give) return fail(give.error());
        auto take = s.codec.parse(args[5]);
        if (!take) return fail(take.error());
        if (take->suit == s.codec.trump_suit())
            return fail("she may take any card but a " + s.codec.suit_singular(take->suit));
        // Found in the trick as it stands: the trick changes only after the
        // last refusal below (PrincessPower::use).
        const auto& plays = s.round.tricks[ti].plays;
        const auto found = std::find_if(plays.begin(), plays.end(), [&](const Play& p) { return p.card == *take; });
        if (found == plays.end()) return fail(s.codec.name(*take) + " is not in trick " + args[1]);
        const auto at = static_cast<std::size_t>(found - plays.begin());
        const auto gi = static_cast<std::size_t>(card_index(s.codec, *give));
        if (s.round.played[gi]) return fail(s.codec.name(*give) + " has already been played, so it is not in her hand");
        const auto si0 = static_cast<std::size_t>(seat);
        for (std::size_t other = 0; other < s.round.held.size(); ++other)
            if (s.round.held[other] == *give && (other != si0 || s.round.cards_left[si0] != 1))
                return fail(s.codec.name(*give) + " is held face down for the last trick (Dead Last)" +
                            (other == si0 ? "; she may swap it only at the start of her turn in the last trick" : ""));
        // The given card takes the taken card's place.
        auto& trick = s.round.tricks[ti];
        s.round.played[gi] = true;
        s.round.played[static_cast<std::size_t>(card_index(s.codec, *take))] = false;
        trick.plays[at].card = *give;
        rule_of(s).recheck_trick(s, trick);  // e.g. a Villager given into a trick under Brain Drain
        trick.has_frog = std::any_of(trick.plays.begin(), trick.plays.end(),
                                     [&](const Play& p) { return s.codec.is_frog(p.card); });
        if (!trick.has_frog && s.round.frog_seat == seat && s.codec.is_frog(*take)) s.round.frog_seat = -1;
        if (trick.has_frog) s.round.frog_seat = seat;
        const auto si = static_cast<std::size_t>(seat);
        s.round.void_since[si][take->suit] = 0;  // she holds that suit again
        if (s.round.held[si] == *give) s.round.held[si] = *take;  // Dead Last: the held card was the one swapped
        if (worded)
            r.headline = s.seating.name(seat) + " swaps " + s.codec.name(*give) + " from her hand for " +
                         s.codec.name(*take) + " from trick " + args[1];
        return r;
    }
};
}  // namespace

const PrincessPower& red_riding_hood() {
    static const RedRidingHood p;
    return p;
}

}  // namespace zref::zp
