// Dear Single (Team Mode): once the round is over, the partners of a team
// compare the cards in their tricks; every number of which each partner took
// a card adds 1 request to the team result (a number counts once, however
// many such cards the partners hold: our reading dear-single-pairs =
// per-value; per-pair counts the pairs the cards can form). The players' own
// results are scored as usual.
#include <algorithm>
#include <map>

#include "games/rebel_princess/game.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct DearSingle : RoundRule {
    static constexpr int kPerNumber = 1;

    std::string_view id() const override { return "dear-single"; }

    std::optional<TeamQuestion> team_question() const override {
        return TeamQuestion{"how many number pairs PARTNERS can form, one card from each, as the reading dear-single-pairs counts them", false};
    }
    // How many cards of each number one player's tricks hold, after any trick changed hands.
    static std::map<int, int> numbers(const ScoreView& v, int seat) {
        std::map<int, int> out;
        for (auto c : v.taken[static_cast<std::size_t>(seat)]) ++out[c.value];
        return out;
    }
    int team_answer(const ScoreView& v, int team) const override {
        const auto members = v.state.seating.members(team);
        const auto mine = numbers(v, members[0]), theirs = numbers(v, members[1]);
        const bool per_pair = reading_is(v.data, v.state.setup, "dear-single-pairs", "per-pair");
        int shared = 0;
        for (const auto& [value, count] : mine)
            if (auto it = theirs.find(value); it != theirs.end()) shared += per_pair ? std::min(count, it->second) : 1;
        return shared;
    }
    std::vector<ReceiptLine> team_lines(const TeamView& v, int team) const override {
        if (!v.answer) return {};
        const auto members = v.state.seating.members(team);
        const int n = *v.answer;
        const bool per_pair = reading_is(v.data, v.state.setup, "dear-single-pairs", "per-pair");
        const std::string partners = v.state.seating.name(members[0]) + " and " + v.state.seating.name(members[1]);
        const std::string what = per_pair ? " can form " + std::to_string(n) + (n == 1 ? " pair" : " pairs") + " of equal numbers"
                                          : " can both show a card of " + std::to_string(n) + (n == 1 ? " number" : " numbers");
        return {{partners + what + ", 1 request each" + reading_note(v.data, v.state.setup, "dear-single-pairs"), kPerNumber * n,
                 round_card_of(v.data, v.state).name}};
    }
};
}  // namespace

const RoundRule& dear_single() {
    static const DearSingle rule;
    return rule;
}

}  // namespace zref::rp
