// Evil, but Welcome (Team Mode): the round's opening pass goes only between
// partners, each handing cards to the other; how many is what the table's
// card prints ('passes evil-but-welcome N' records it). Otherwise the basic
// rules.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct EvilButWelcome : RoundRule {
    std::string_view id() const override { return "evil-but-welcome"; }
    bool passes_between_partners() const override { return true; }
};
}  // namespace

const RoundRule& evil_but_welcome() {
    static const EvilButWelcome rule;
    return rule;
}

}  // namespace zref::rp
