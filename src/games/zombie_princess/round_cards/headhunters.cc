// h. Headhunters (Hourglass): while bidding, a side not in the lead may stake
// all its skulls on hitting its bid exactly: it doubles them or loses them all.
#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class Headhunters final : public RoundRule {
public:
    char letter() const override { return 'h'; }
    std::span<const RuleVerb> verbs() const override {
        static const RuleVerb verbs[] = {{"bet", {Phase::Bidding}, "bet NAME"}};
        return verbs;
    }
    std::vector<std::string> table_reminders() const override {
        return {"A side not in the lead may stake all its skulls during bidding: type 'bet NAME'."};
    }
    Result<Ruling> on_command(GameState& s, const std::string&, int seat, std::span<const std::string> args,
                              bool worded) const override {
        if (!args.empty()) return fail("bet takes only the player's name");
        const int side = s.seating.side_of(seat);
        const auto i = static_cast<std::size_t>(side);
        if (sides_in_lead(s)[i]) return fail(s.seating.side_name(side) + " is in the lead and may not stake skulls");
        if (s.round.stakes[i] >= 0) return fail(s.seating.side_name(side) + " has already staked its skulls");
        if (s.skulls[i] == 0) return fail(s.seating.side_name(side) + " has no skulls to stake");
        s.round.stakes[i] = s.skulls[i];
        Ruling r;
        r.worded = worded;
        if (!worded) return r;
        r.headline = s.seating.side_name(side) + " stakes all " + std::to_string(s.skulls[i]) +
                     " skulls on hitting the bid exactly";
        r.because("a side not in the lead may stake its skulls when bidding; exact bid doubles them, anything else "
                  "loses them all",
                  "Round Cards: h. Headhunters");
        return r;
    }
    std::vector<SkullAward> round_card_skulls(const ScoringContext& ctx) const override {
        std::vector<SkullAward> out;
        for (int side = 0; side < ctx.state.seating.side_count(); ++side) {
            const int stake = ctx.state.round.stakes.at(static_cast<std::size_t>(side));
            if (stake < 0) continue;
            if (ctx.exact(side))
                out.push_back({side, stake, "stake of " + std::to_string(stake) + " won: bid hit exactly"});
            else
                out.push_back({side, 0, "stake lost: bid not hit exactly, all skulls returned", true});
        }
        return out;
    }
};
}  // namespace

const RoundRule& headhunters() {
    static const Headhunters rule;
    return rule;
}

}  // namespace zref::zp
