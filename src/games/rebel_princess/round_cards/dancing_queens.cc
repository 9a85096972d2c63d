// Dancing Queens: the Princes a player took pair up with the Queens they
// took. A couple of equal value costs 3, a mixed couple 2, a Prince alone 1
// and a Queen alone nothing; the Frog still costs 5. How couples form is the
// reading dancing-queens-pairing: equal values first, then as many mixed
// couples as remain (most-pairs), or the pairing that costs the least
// (player-choice).
#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct DancingQueens : RoundRule {
    static constexpr int kEqualCouple = 3, kMixedCouple = 2, kLonePrince = 1;
    static constexpr std::string_view kReading = "dancing-queens-pairing";

    struct Couples {
        int equal = 0, mixed = 0, lone_princes = 0;
        int requests() const { return kEqualCouple * equal + kMixedCouple * mixed + kLonePrince * lone_princes; }
    };

    // Every Prince pairs with a Queen while both remain (a couple is made,
    // not dodged), so there are min(Princes, Queens) couples either way; the
    // readings differ only in how many of them are of equal value.
    static Couples couples_of(const ScoreView& v, int seat) {
        const std::uint8_t queens = suit_by_id(v.data, "queens");
        std::vector<int> princes, queen_values;
        for (auto c : v.taken[static_cast<std::size_t>(seat)]) {
            if (c.suit == v.data.princes) princes.push_back(c.value);
            if (c.suit == queens) queen_values.push_back(c.value);
        }
        Couples out;
        const int pairs = static_cast<int>(std::min(princes.size(), queen_values.size()));
        out.lone_princes = static_cast<int>(princes.size()) - pairs;
        if (reading_is(v.data, v.state.setup, kReading, "player-choice")) {
            // Each card's value appears once in its suit, so a mixed partner
            // exists for every couple unless a single Prince meets a single
            // Queen of its own value.
            const bool forced = princes.size() == 1 && queen_values.size() == 1 && princes[0] == queen_values[0];
            out.equal = forced ? 1 : 0;
        } else {
            for (int value : princes)
                if (std::find(queen_values.begin(), queen_values.end(), value) != queen_values.end()) ++out.equal;
        }
        out.mixed = pairs - out.equal;
        return out;
    }

    std::string_view id() const override { return "dancing-queens"; }

    // The Princes are priced together in the couples' line below.
    int card_requests(const ScoreView& v, int, tt::Card c) const override {
        return c.suit == v.data.princes ? 0 : basic_requests(v.data, c);
    }

    std::optional<ReceiptLine> extra_line(const ScoreView& v, int seat) const override {
        const Couples c = couples_of(v, seat);
        if (c.equal + c.mixed + c.lone_princes == 0) return std::nullopt;
        std::vector<std::string> parts;
        if (c.equal) parts.push_back(counted(c.equal, "couple", "couples") + " of equal value x 3");
        if (c.mixed) parts.push_back(counted(c.mixed, "mixed couple", "mixed couples") + " x 2");
        if (c.lone_princes) parts.push_back(counted(c.lone_princes, "Prince", "Princes") + " alone x 1");
        return ReceiptLine{join(parts, ", ") + reading_note(v.data, v.state.setup, kReading), c.requests(),
                           round_card_of(v.data, v.state).name};
    }

    bool fixed_total() const override { return false; }
};
}  // namespace

const RoundRule& dancing_queens() {
    static const DancingQueens rule;
    return rule;
}

}  // namespace zref::rp
