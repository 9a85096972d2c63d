// Draft (Rebel Princess 2): before trick 1, everyone keeps two cards and
// passes the rest to the left, again and again until nothing is left to
// pass. Nothing is typed: the hands are new before any card is played.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct Draft : RoundRule {
    std::string_view id() const override { return "draft"; }
    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"Draft before trick 1: keep 2 cards face down, pass the rest to the left; repeat with what arrives "
                "until nothing is left to pass, then take up the kept cards."};
    }
};
}  // namespace

const RoundRule& draft() {
    static const Draft rule;
    return rule;
}

}  // namespace zref::rp
