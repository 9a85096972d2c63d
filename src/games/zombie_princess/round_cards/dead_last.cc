// c. Dead Last: each player holds one card back, face down, for the last trick.
// zref cannot see hands, so it reminds the table; the tricks resolve as usual.
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class DeadLast final : public RoundRule {
public:
    char letter() const override { return 'c'; }
    std::vector<std::string> table_reminders() const override {
        return {"Before trick 1 every player puts one card face down; it is the card they play in the last trick."};
    }
};
}  // namespace

const RoundRule& dead_last() {
    static const DeadLast rule;
    return rule;
}

}  // namespace zref::zp
