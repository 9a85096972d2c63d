// Magic Beans: whoever follows the led suit plays their own highest or
// lowest card of it. Hands are hidden, so zref reminds the table of the duty
// and decides tricks by the basic rule.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct MagicBeans : RoundRule {
    std::string_view id() const override { return "magic-beans"; }
    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"When you follow the led suit, play your highest or your lowest card of it; a player out of the suit "
                "plays anything. zref cannot see hands, so the table checks this."};
    }
};
}  // namespace

const RoundRule& magic_beans() {
    static const MagicBeans rule;
    return rule;
}

}  // namespace zref::rp
