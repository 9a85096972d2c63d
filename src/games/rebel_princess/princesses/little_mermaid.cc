// The Little Mermaid, Hypnotic Song: before a trick she names a suit; its
// leader must lead it if able (unbroken Princes only from a hand of nothing
// else). She and the Ice Princess cannot both act on one trick.
#include "core/text.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct LittleMermaid : PrincessPower {
    std::string_view id() const override { return "little-mermaid"; }
    std::string usage() const override { return "power little-mermaid SUIT"; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        const auto suit = args.size() == 1 ? codec.parse_suit(args[0]) : std::nullopt;
        if (!suit) return fail("name the suit the leader must lead, e.g. 'power little-mermaid queens'");
        if (s.round.powers.frozen_seat >= 0 || s.round.powers.random_lead)
            return fail("the Ice Princess already acted on this trick, and only one of them may");
        s.round.powers.named_suit = *suit;
        Ruling r;
        r.headline = s.seating.name(seat) + " uses the Little Mermaid: " + s.seating.name(s.round.current.to_play()) +
                     " must lead " + codec.suit_name(*suit) + " if able";
        return r;
    }
};
}  // namespace

const PrincessPower& little_mermaid() {
    static const LittleMermaid power;
    return power;
}

}  // namespace zref::rp
