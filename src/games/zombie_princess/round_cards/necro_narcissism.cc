// j. Necro Narcissism: before trick 1 each player lays every card of one suit
// they hold face up. zref records the suit named.
#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/reveal.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class NecroNarcissism final : public RoundRule {
public:
    char letter() const override { return 'j'; }
    std::span<const RuleVerb> verbs() const override {
        static const RuleVerb verbs[] = {{"reveal", {}, "reveal NAME SUIT", true}};
        return verbs;
    }
    std::vector<Requirement> before_first_trick(const GameState& s) const override {
        return each_player(s, "reveal", "lays one suit face up (type 'reveal NAME SUIT')");
    }
    Result<Ruling> on_command(GameState& s, const std::string&, int seat, std::span<const std::string> args,
                              bool worded) const override {
        return record_suit_reveal(s, seat, args, "lays face up every card of", "Round Cards: j. Necro Narcissism", worded);
    }
};
}  // namespace

const RoundRule& necro_narcissism() {
    static const NecroNarcissism rule;
    return rule;
}

}  // namespace zref::zp
