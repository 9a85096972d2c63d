// Dear Single (Team Mode): once the round is over, the partners of a team
// compare the cards in their tricks; every number of which each partner took
// a card adds 1 request to the team result (a number counts once, however
// many such cards the partners hold: our reading). The players' own results
// are scored as usual.
#include <set>

#include "games/rebel_princess/game.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct DearSingle : RoundRule {
    static constexpr int kPerNumber = 1;

    std::string_view id() const override { return "dear-single"; }

    std::optional<TeamQuestion> team_question() const override {
        return TeamQuestion{"how many numbers both PARTNERS can show a card of", false};
    }
    // The numbers among one player's tricks, after any trick changed hands.
    static std::set<int> numbers(const ScoreView& v, int seat) {
        std::set<int> out;
        for (auto c : v.taken[static_cast<std::size_t>(seat)]) out.insert(c.value);
        return out;
    }
    int team_answer(const ScoreView& v, int team) const override {
        const auto members = v.state.seating.members(team);
        const auto mine = numbers(v, members[0]), theirs = numbers(v, members[1]);
        int shared = 0;
        for (int value : mine) shared += theirs.count(value) > 0;
        return shared;
    }
    std::vector<ReceiptLine> team_lines(const TeamView& v, int team) const override {
        if (!v.answer) return {};
        const auto members = v.state.seating.members(team);
        const int n = *v.answer;
        const std::string numbers_text = std::to_string(n) + (n == 1 ? " number" : " numbers");
        return {{v.state.seating.name(members[0]) + " and " + v.state.seating.name(members[1]) + " can both show a card of " +
                     numbers_text + ", 1 request each",
                 kPerNumber * n, round_card_of(v.data, v.state).name}};
    }
};
}  // namespace

const RoundRule& dear_single() {
    static const DearSingle rule;
    return rule;
}

}  // namespace zref::rp
