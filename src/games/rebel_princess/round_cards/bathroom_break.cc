// Bathroom Break: Princes cost 2 requests each, except for the player or
// players with the most requests before this round (the reading
// bathroom-break-exempt may spare the fewest instead), whose Princes cost 1.
// In round 1 everyone has 0, so everyone is spared.
#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct BathroomBreak : RoundRule {
    static constexpr int kDoubled = 2;
    static constexpr std::string_view kReading = "bathroom-break-exempt";

    std::string_view id() const override { return "bathroom-break"; }

    // The total before this round that spares a player's Princes.
    static int sparing_total(const ScoreView& v) {
        const auto& t = v.state.totals;
        return reading_is(v.data, v.state.setup, kReading, "fewest") ? *std::min_element(t.begin(), t.end())
                                                                      : *std::max_element(t.begin(), t.end());
    }
    static bool spared(const ScoreView& v, int seat) {
        return v.state.totals[static_cast<std::size_t>(seat)] == sparing_total(v);
    }

    int card_requests(const ScoreView& v, int seat, tt::Card c) const override {
        if (c.suit == v.data.princes && !spared(v, seat)) return kDoubled * v.data.prince_requests;
        return basic_requests(v.data, c);
    }

    // Says whose Princes were spared, for a player who took any.
    std::optional<ReceiptLine> extra_line(const ScoreView& v, int seat) const override {
        const auto& mine = v.taken[static_cast<std::size_t>(seat)];
        if (std::none_of(mine.begin(), mine.end(), [&](tt::Card c) { return c.suit == v.data.princes; }))
            return std::nullopt;
        const int mark = sparing_total(v);
        std::vector<std::string> names;
        for (int s = 0; s < v.state.seating.size(); ++s)
            if (v.state.totals[static_cast<std::size_t>(s)] == mark) names.push_back(v.state.seating.name(s));
        const std::string most = reading_is(v.data, v.state.setup, kReading, "fewest") ? "fewest" : "most";
        const bool everyone = static_cast<int>(names.size()) == v.state.seating.size();  // round 1: all at 0
        const std::string who = (everyone ? std::string("everyone") : join(names, " and ")) + " had the " + most + " requests before this round (" +
                                std::to_string(mark) + ")";
        const std::string text = spared(v, seat) ? "Princes stay at 1 each: " + who : "Princes cost 2 each: only " + who;
        return ReceiptLine{text + reading_note(v.data, v.state.setup, kReading), 0, round_card_of(v.data, v.state).name};
    }

    bool fixed_total() const override { return false; }
};
}  // namespace

const RoundRule& bathroom_break() {
    static const BathroomBreak rule;
    return rule;
}

}  // namespace zref::rp
