// Inherited: whoever wins the last trick hands every trick she took this
// round, the last one included, to the player on her left before scoring.
#include <utility>

#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct Inherited : RoundRule {
    std::string_view id() const override { return "inherited"; }

    // The last trick's winner, and her heir on the left; nothing when the
    // round has no trick (entered by results).
    static std::optional<std::pair<int, int>> giver_and_heir(const GameState& s) {
        if (s.round.tricks.empty()) return std::nullopt;
        const int giver = s.round.tricks.back().winner;
        return std::pair{giver, s.seating.left(giver)};
    }

    void hand_over_tricks(ScoreView& v) const override {
        const auto who = giver_and_heir(v.state);
        if (!who) return;
        const auto giver = static_cast<std::size_t>(who->first), heir = static_cast<std::size_t>(who->second);
        auto& given = v.taken[giver];
        v.taken[heir].insert(v.taken[heir].end(), given.begin(), given.end());
        given.clear();
        v.tricks_taken[heir] += v.tricks_taken[giver];
        v.tricks_taken[giver] = 0;
    }

    // Names the handover on both receipts; it costs nothing by itself.
    std::optional<ReceiptLine> extra_line(const ScoreView& v, int seat) const override {
        const auto who = giver_and_heir(v.state);
        if (!who || (seat != who->first && seat != who->second)) return std::nullopt;
        int tricks = 0;
        for (const auto& t : v.state.round.tricks) tricks += t.winner == who->first;
        const std::string count = counted(tricks, "trick", "tricks");
        const std::string& giver = v.state.seating.name(who->first);
        const std::string text = seat == who->first
                                     ? "won the last trick, so " + count + " went to " + v.state.seating.name(who->second)
                                     : "inherited " + giver + "'s " + count + ": " + giver + " won the last trick";
        return ReceiptLine{text, 0, round_card_of(v.data, v.state).name};
    }
};
}  // namespace

const RoundRule& inherited() {
    static const Inherited rule;
    return rule;
}

}  // namespace zref::rp
