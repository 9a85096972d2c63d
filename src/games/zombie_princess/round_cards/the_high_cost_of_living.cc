// t. The High Cost of Living (Hourglass): each trick in which a side in the
// lead plays a Prince costs it a skull onto the card (from the supply when it
// has none); at round end the pile goes to the lowest Hourglass line, split.
// By counts the side types those tricks ('prince-tricks'), paid before scoring.
#include <algorithm>

#include "games/zombie_princess/game.h"
#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"
#include "games/zombie_princess/round_cards/the_high_cost_of_living.h"
#include "games/zombie_princess/standings.h"

namespace zref::zp {

namespace {
class TheHighCostOfLiving final : public RoundRule {
public:
    char letter() const override { return 't'; }
    DecisionRequest after_trick(GameState& s, TrickRecord& t, Ruling& r) const override {
        const auto lead = sides_in_lead(s);
        const std::uint8_t trump = s.codec.trump_suit();
        for (int side = 0; side < s.seating.side_count(); ++side) {
            if (!lead[static_cast<std::size_t>(side)]) continue;
            bool prince = false;
            for (const auto& p : t.plays)
                if (s.seating.side_of(p.seat) == side && p.card.suit == trump) prince = true;
            if (prince) pay(s, side, 1, r);  // one skull per trick, however many Princes the side played
        }
        return {};
    }
    // By counts each side in the lead says in how many tricks it played a
    // Prince ('prince-tricks'); those skulls go on the card as they would have
    // during play, before any scoring step can spend the side's skulls.
    PerSeat<int> sides_typing_princes(const GameState& s) const override {
        return s.hourglass_line.empty() ? PerSeat<int>{} : leaders(s.hourglass_line);
    }
    std::span<const RuleVerb> verbs() const override {
        static const RuleVerb verbs[] = {{"prince-tricks", {Phase::Tricks}, "prince-tricks NAME N"}};
        return verbs;
    }
    // 'prince-tricks Ana 2': Ana's side played a Prince in 2 tricks.
    Result<Ruling> on_command(GameState& s, const std::string&, int seat, std::span<const std::string> args,
                              bool worded) const override {
        const auto asked = sides_typing_princes(s);
        const int side = s.seating.side_of(seat);
        const std::string name = s.seating.side_name(side);
        if (cards_played(s)) return fail("cards have been played this round, so zref saw every Prince itself");
        if (asked.empty()) return fail("nobody is in the lead, so no Prince costs a skull");
        if (std::find(asked.begin(), asked.end(), side) == asked.end())
            return fail(name + " is not in the lead, so its Princes cost nothing: only the sides in the lead type them");
        if (args.size() != 1) return fail("give the player and the tricks in which that side played a Prince");
        const int typed = s.round.typed_princes[static_cast<std::size_t>(side)];
        if (typed >= 0) return fail(name + "'s Princes are already typed (" + std::to_string(typed) + "): undo to change them");
        auto n = parse_count(args[0], 0, max_tricks(s), "number of tricks with a Prince");
        if (!n) return fail(n.error());
        s.round.by_counts = true;
        s.round.typed_princes[static_cast<std::size_t>(side)] = *n;
        Ruling r;
        r.worded = worded;
        if (worded)
            r.headline = name + " played a Prince in " + std::to_string(*n) + (*n == 1 ? " trick" : " tricks");
        return r;
    }
    void after_counts(GameState& s, Ruling& r) const override {
        for (int side : sides_typing_princes(s)) pay(s, side, s.round.typed_princes[static_cast<std::size_t>(side)], r);
    }
    std::vector<SkullAward> round_card_skulls(const ScoringContext& ctx) const override {
        std::vector<SkullAward> out;
        const auto& s = ctx.state;
        const auto last = hourglass_last_places(s);
        const int pile = s.round.pile;
        const int share = last.empty() ? 0 : pile / static_cast<int>(last.size());
        for (int side = 0; side < s.seating.side_count(); ++side) {
            const auto i = static_cast<std::size_t>(side);
            std::string detail;
            int gain = 0;
            if (const int paid = s.round.pile_paid[i]; paid > 0)
                detail = "put " + std::to_string(paid) + (paid == 1 ? " skull" : " skulls") +
                         " on the card during play (already taken)";
            if (std::find(last.begin(), last.end(), side) != last.end()) {
                gain += share;
                detail += std::string(detail.empty() ? "" : "; ") + "lowest Hourglass line: receives " +
                          std::to_string(share) + " of the " + std::to_string(pile) + " on the card" +
                          (last.size() > 1 ? " (split " + std::to_string(last.size()) + " ways, " +
                                                 std::to_string(pile % static_cast<int>(last.size())) + " back to the supply)"
                                           : "");
            }
            if (!detail.empty()) out.push_back({side, gain, detail});
        }
        return out;
    }

    std::string round_card_state(const GameState& s) const override {
        std::vector<std::string> paid;
        for (int side = 0; side < s.seating.side_count(); ++side)
            if (const int n = s.round.pile_paid[static_cast<std::size_t>(side)]; n > 0)
                paid.push_back(s.seating.side_name(side) + " " + std::to_string(n));
        return "Skulls on the card: " + std::to_string(s.round.pile) +
               (paid.empty() ? std::string() : " (paid from their own: " + join(paid, ", ") + ")");
    }

private:
    // The payment, told as the table would see it.
    static void pay(GameState& s, int side, int n, Ruling& r) {
        const int own = put_prince_skulls_on_card(s, side, n);
        if (!r.worded || n == 0) return;
        const std::string there = " (" + std::to_string(s.round.pile) + " there now)";
        const std::string skulls = n == 1 ? "1 skull" : std::to_string(n) + " skulls";
        if (own == n)
            r.notices.push_back(s.seating.side_name(side) + " is in the lead and played a Prince: " + skulls +
                                " onto the card" + there);
        else if (own == 0)
            r.notices.push_back(s.seating.side_name(side) + " is in the lead and played a Prince but has no skull: " +
                                skulls + " from the supply onto the card" + there);
        else
            r.notices.push_back(s.seating.side_name(side) + " is in the lead and played a Prince: " + std::to_string(own) +
                                " of its skulls and " + std::to_string(n - own) + " from the supply onto the card" + there);
    }
};
}  // namespace

int put_prince_skulls_on_card(GameState& s, int side, int n) {
    const auto i = static_cast<std::size_t>(side);
    const int own = std::min(n, s.skulls[i]);
    s.round.pile += n;
    s.skulls[i] -= own;
    s.round.pile_paid[i] += own;
    return own;
}

const RoundRule& the_high_cost_of_living() {
    static const TheHighCostOfLiving rule;
    return rule;
}

}  // namespace zref::zp
