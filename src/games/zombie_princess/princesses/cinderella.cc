// Cinderella, Smashing Pumpkins (always active): when a Prince is led she need
// not play one, so a non-Prince from her then proves nothing about her hand.
#include "games/zombie_princess/princesses/princesses.h"

namespace zref::zp {

namespace {
class Cinderella final : public PrincessPower {
public:
    std::string_view id() const override { return "cinderella"; }
    bool off_suit_proves_void(const GameState& s, std::uint8_t follow) const override {
        return follow != s.codec.trump_suit();
    }
};
}  // namespace

const PrincessPower& cinderella() {
    static const Cinderella p;
    return p;
}

}  // namespace zref::zp
