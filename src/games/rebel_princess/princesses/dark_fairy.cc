// The Dark Fairy, Prophecy (Rebel Princess 2, Team Mode): before a trick,
// while the Frog is still unplayed this round, she foretells that a player of
// another team will end the round with the Frog among the cards they took
// (they get the Spinning Wheel as a reminder). If so, her own result for the
// round is 4 requests less (6 less at six players). A round entered by its
// results carries it in the numbers typed.
#include <algorithm>

#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {

struct DarkFairy : PrincessPower {
    static constexpr std::string_view kSection = "The Dark Fairy";
    std::string_view id() const override { return "dark-fairy"; }
    std::string usage() const override { return "power dark-fairy NAME (a player of another team)"; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (args.size() != 1) return fail("name the player of another team she foretells will end the round with the Frog");
        auto target = s.seating.find(args[0]);
        if (!target) return fail(target.error());
        if (s.seating.side_of(*target) == s.seating.side_of(seat))
            return fail(s.seating.name(*target) + " is on her own team: she names a player of another team");
        const tt::CardCodec& codec = data.codec(s.seating.size());
        if (s.round.was_played(codec, data.frog))
            return fail("the Frog was already played this round: she foretells only while it is unplayed");
        s.round.prophesied = *target;
        Ruling r;
        r.headline = s.seating.name(seat) + " uses the Dark Fairy: she foretells that " + s.seating.name(*target) +
                     " will end the round with the Frog (hand them the Spinning Wheel)";
        r.because("if the Frog is among the cards " + s.seating.name(*target) + " took at the round's end, " + s.seating.name(seat) +
                      "'s result for the round drops by " + std::to_string(-bonus(s)) + " requests",
                  std::string(kSection));
        return r;
    }
    std::optional<ReceiptLine> extra_line(const ScoreView& v, int holder) const override {
        const int target = v.state.round.prophesied;
        if (target < 0) return std::nullopt;
        const auto& taken = v.taken[static_cast<std::size_t>(target)];
        if (std::find(taken.begin(), taken.end(), v.data.frog) == taken.end()) return std::nullopt;
        (void)holder;
        return ReceiptLine{"the Dark Fairy's Prophecy came true: " + v.state.seating.name(target) + " ended the round with the Frog",
                           bonus(v.state), std::string(kSection)};
    }
    // -4 at four players, -6 at six.
    static int bonus(const GameState& s) { return s.seating.size() >= 6 ? -6 : -4; }
};
}  // namespace

const PrincessPower& dark_fairy() {
    static const DarkFairy power;
    return power;
}

}  // namespace zref::rp
