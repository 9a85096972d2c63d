// r. We the Villagers: Villagers are wild, matching whatever suit was led, and
// must be played by a player without the led suit; equal cards go to the
// one played first.
#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class WeTheVillagers final : public RoundRule {
public:
    char letter() const override { return 'r'; }
    // Off the led suit without a Villager: the player has neither.
    ShownVoids voids_shown(Card, std::uint8_t follow, const GameState& s) const override {
        return {follow, suit_by_id(s.codec, "villagers")};
    }
    bool follows(Card card, std::uint8_t suit, const GameState& s) const override {
        return card.suit == suit || card.suit == suit_by_id(s.codec, "villagers");
    }
    bool follows_by_suit() const override { return false; }
    std::optional<TrickVerdict> decide_trick(const Plays& plays, const GameState& s, bool explain) const override {
        const std::uint8_t trump = s.codec.trump_suit();
        const std::uint8_t villagers = suit_by_id(s.codec, "villagers");
        const std::uint8_t led = plays.front().card.suit;
        bool prince = false;
        for (const auto& p : plays)
            if (p.card.suit == trump) prince = true;
        // A Prince off a non-Prince lead beats the led suit, wild Villagers included.
        const std::uint8_t ruling = prince ? trump : led;
        const bool villagers_compete = ruling == led;
        const Play* best = nullptr;
        for (const auto& p : plays) {
            bool competes = p.card.suit == ruling || (villagers_compete && p.card.suit == villagers);
            if (competes && (!best || strength(p) > strength(*best))) best = &p;  // equal: the earlier stays
        }
        TrickVerdict v;
        v.winner = best->seat;
        if (!explain) return v;
        std::string why = played(s, *best) + " wins: ";
        if (ruling != led)
            why += "a " + s.codec.suit_singular(trump) + " was played, and the highest one takes the trick";
        else
            why += "Villagers are wild and count as " + s.codec.suit_name(led) + ", the led suit; it is the highest of "
                   "them, and an equal card played later does not beat it";
        v.reasons.push_back({why, "Round Cards: r. We the Villagers"});
        return v;
    }
};
}  // namespace

const RoundRule& we_the_villagers() {
    static const WeTheVillagers rule;
    return rule;
}

}  // namespace zref::zp
