// Odds and Evens: among the cards a player may play (following suit comes
// first), they match the lead card's parity if they can. Hands are hidden,
// so zref reminds the table of the duty and decides tricks by the basic rule.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct OddsAndEvens : RoundRule {
    std::string_view id() const override { return "odds-and-evens"; }
    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"Follow the led suit as usual, and among the cards you may play, match the lead card's parity (odd or "
                "even, by its printed number) if you can. zref cannot see hands, so the table checks this."};
    }
};
}  // namespace

const RoundRule& odds_and_evens() {
    static const OddsAndEvens rule;
    return rule;
}

}  // namespace zref::rp
