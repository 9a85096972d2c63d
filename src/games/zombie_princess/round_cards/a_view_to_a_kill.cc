// p. A View to a Kill (Hourglass): after the pass, each player of a side not in
// the lead may look through the hand of the player on their right; before
// trick 1, or before bidding by the reading view-to-a-kill-timing.
#include "core/text.h"
#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"
#include "games/zombie_princess/table_readings.h"

namespace zref::zp {

namespace {
class AViewToAKill final : public RoundRule {
public:
    char letter() const override { return 'p'; }
    std::span<const RuleVerb> verbs() const override {
        static const RuleVerb verbs[] = {{"view", {}, "view NAME [skip]"}};
        return verbs;
    }
    std::vector<Requirement> before_bidding(const GameState& s) const override {
        return view_before_bidding(s) ? views(s) : std::vector<Requirement>{};
    }
    std::vector<Requirement> before_first_trick(const GameState& s) const override {
        return view_before_bidding(s) ? std::vector<Requirement>{} : views(s);
    }
    Result<Ruling> on_command(GameState& s, const std::string&, int seat, std::span<const std::string> args,
                              bool worded) const override {
        const bool skip = args.size() == 1 && iequals(args[0], "skip");
        if (!args.empty() && !skip) return fail("say 'view NAME' or 'view NAME skip'");
        std::string line = concat({s.seating.name(seat), skip ? " does not look at " : " looks at ",
                                   s.seating.name(s.seating.right(seat)), "'s hand"});
        Ruling r;
        r.worded = worded;
        if (worded) {
            r.headline = line;
            r.because(view_before_bidding(s)
                          ? "a side not in the lead may view the hand of the player on its right before bidding (the "
                            "table's reading view-to-a-kill-timing)"
                          : "a side not in the lead may view the hand of the player on its right before trick 1",
                      "Round Cards: p. A View to a Kill");
        }
        s.round.records.push_back(std::move(line));
        return r;
    }

private:
    // Who may view, asked at the moment the reading view-to-a-kill-timing names.
    static std::vector<Requirement> views(const GameState& s) {
        std::vector<Requirement> out;
        const auto lead = sides_in_lead(s);
        // The reading view-to-a-kill-teams: in Teams one view per team, by whichever partner takes it.
        const bool per_team = s.seating.teams() && one_view_per_team(s);
        PerSeat<bool> asked(static_cast<std::size_t>(s.seating.side_count()), false);
        for (auto req : each_player(s, "view", "")) {
            const auto side = static_cast<std::size_t>(s.seating.side_of(req.seat));
            if (lead[side] || (per_team && asked[side])) continue;
            asked[side] = true;
            if (per_team) {
                const int partner = s.seating.partner(req.seat);
                req.either_partner = true;
                req.ask = s.seating.side_name(s.seating.side_of(req.seat)) + " may take one view: " +
                          s.seating.name(req.seat) + " looks at " + s.seating.name(s.seating.right(req.seat)) + "'s hand or " +
                          s.seating.name(partner) + " at " + s.seating.name(s.seating.right(partner)) +
                          "'s, without reordering it (type 'view NAME', or 'view NAME skip')";
            } else {
                req.ask = s.seating.name(req.seat) + " may look at " + s.seating.name(s.seating.right(req.seat)) +
                          "'s hand without reordering it (type 'view NAME', or 'view NAME skip')";
            }
            out.push_back(req);
        }
        return out;
    }
};
}  // namespace

const RoundRule& a_view_to_a_kill() {
    static const AViewToAKill rule;
    return rule;
}

}  // namespace zref::zp
