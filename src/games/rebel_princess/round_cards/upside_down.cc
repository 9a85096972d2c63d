// Upside Down: each 6 played turns the trick's ranking over, so with an odd
// number of 6s the lowest card of the led suit wins. A 6 that Snow White
// made worth 0 still flips unless the reading snow-white-six says not.
#include "core/text.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct UpsideDown : RoundRule {
    static constexpr int kSix = 6;
    static constexpr std::string_view kReading = "snow-white-six";
    std::string_view id() const override { return "upside-down"; }
    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const bool worth_less_flips = reading_is(v.data, v.state.setup, kReading, "flips");
        int sixes = 0;
        bool changed_six = false;  // a 6 not worth 6 in this trick: the reading counted
        for (const auto& p : v.plays) {
            if (p.card.value != kSix) continue;
            const bool plain = tt::strength(p) == kSix;
            changed_six = changed_six || !plain;
            sixes += plain || worth_less_flips ? 1 : 0;
        }
        const bool odd = sixes % 2 == 1;
        std::string why = sixes == 0 ? "no 6 was played, so the ranking stands"
                                     : concat({"6s played: ", std::to_string(sixes), ", ",
                                               odd ? "an odd number, so the ranking is turned over"
                                                   : "an even number, so the ranking stands"});
        if (changed_six) why += reading_note(v.data, v.state.setup, kReading);
        return led_suit_verdict(v, tt::Ranking{odd != v.reversed, false}, why, explain);
    }
};
}  // namespace

const RoundRule& upside_down() {
    static const UpsideDown rule;
    return rule;
}

}  // namespace zref::rp
