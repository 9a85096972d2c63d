// Matching Outfits (Team Mode): once the round is over, a team whose two
// partners took as many tricks as each other takes 3 off its team result;
// any other team adds 3. The players' own results are scored as usual.
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct MatchingOutfits : RoundRule {
    static constexpr int kMatched = -3;
    static constexpr int kUnmatched = 3;

    std::string_view id() const override { return "matching-outfits"; }

    std::optional<TeamQuestion> team_question() const override {
        return TeamQuestion{"did PARTNERS take the same number of tricks", true};
    }
    // Counted after any trick changed hands (the view holds the tricks as scored).
    int team_answer(const ScoreView& v, int team) const override {
        const auto members = v.state.seating.members(team);
        return v.tricks_taken[static_cast<std::size_t>(members[0])] ==
                       v.tricks_taken[static_cast<std::size_t>(members[1])]
                   ? 1
                   : 0;
    }
    std::vector<ReceiptLine> team_lines(const TeamView& v, int team) const override {
        if (!v.answer) return {};
        const auto members = v.state.seating.members(team);
        const std::string partners = v.state.seating.name(members[0]) + " and " + v.state.seating.name(members[1]);
        const bool same = *v.answer != 0;
        return {{same ? partners + " took the same number of tricks" : partners + " took different numbers of tricks",
                 same ? kMatched : kUnmatched, round_card_of(v.data, v.state).name}};
    }
};
}  // namespace

const RoundRule& matching_outfits() {
    static const MatchingOutfits rule;
    return rule;
}

}  // namespace zref::rp
