// The Sea Witch, Shady Dealings (Rebel Princess 2, Team Mode): at any moment
// after the round's opening pass she gives her partner two cards from her
// hand while the partner gives her two of theirs. zref cannot see the cards:
// it records the swap (once a round), and both hands' shown voids and claims
// no longer hold. Cards a Round card laid on the table are not part of it.
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {

struct SeaWitch : PrincessPower {
    static constexpr std::string_view kSection = "The Sea Witch";
    std::string_view id() const override { return "sea-witch"; }
    Window window() const override { return Window::AnyTime; }
    std::string usage() const override { return "power sea-witch (no words: she and her partner swap two cards each)"; }
    Result<Ruling> use(const GameData&, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words: zref does not see the cards swapped");
        RoundState& round = s.round;
        const int partner = s.seating.partner(seat);
        for (int who : {seat, partner})
            if (round.cards_left[static_cast<std::size_t>(who)] < 2)
                return fail(s.seating.name(who) + " holds fewer than two cards, and each gives two");
        for (int who : {seat, partner}) {
            round.forget_hand(who);
            std::erase_if(round.envy_lacks, [who](const EnvyLack& l) { return l.seat == who; });
        }
        Ruling r;
        r.headline = s.seating.name(seat) + " uses the Sea Witch: she and " + s.seating.name(partner) + " swap two cards each";
        r.because("after the opening pass, at any moment; cards a Round card laid on the table stay out of it. zref cannot "
                  "see the cards: what both hands showed before no longer holds",
                  std::string(kSection));
        return r;
    }
};
}  // namespace

const PrincessPower& sea_witch() {
    static const SeaWitch power;
    return power;
}

}  // namespace zref::rp
