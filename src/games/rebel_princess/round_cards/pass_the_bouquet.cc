// Pass the Bouquet!: each card of a suit not yet in the trick makes that
// suit the one to follow, and the highest card of the last suit to join the
// trick wins it.
#include "core/text.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"
#include "games/trick_taking/trick_rules.h"

namespace zref::rp {

namespace {
struct PassTheBouquet : RoundRule {
    std::string_view id() const override { return "pass-the-bouquet"; }
    std::uint8_t suit_to_follow(const TrickView& v) const override { return tt::newest_suit(v.plays); }
    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const std::uint8_t suit = tt::newest_suit(v.plays);
        const tt::Play* best = tt::best_play(v.plays, [suit](const tt::Play& p) { return p.card.suit == suit; }, tt::Ranking{v.reversed, false});
        tt::TrickVerdict verdict{best->seat, {}};
        if (!explain) return verdict;
        const std::string& name = v.codec.suit_singular(suit);
        verdict.reasons.push_back(
            {concat({played(v, *best), " wins: ",
                     suit == v.plays.front().card.suit ? "no other suit joined the trick, so the led suit decides"
                                                       : v.codec.suit_name(suit) + " were the last suit to join the trick, so they decide",
                     ", and it is the highest ", name}),
             card_section(v)});
        for (const auto& p : v.plays) {
            if (&p == best) continue;
            verdict.reasons.push_back(cannot_win(v, p, p.card.suit != suit ? "it is not of the last suit to join the trick"
                                                                           : "it is a lower " + name));
        }
        return verdict;
    }
};
}  // namespace

const RoundRule& pass_the_bouquet() {
    static const PassTheBouquet rule;
    return rule;
}

}  // namespace zref::rp
