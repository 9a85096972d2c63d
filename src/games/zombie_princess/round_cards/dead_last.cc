// c. Dead Last: each player holds one card back, face down, for the last
// trick. The table may type it ('hold NAME CARD'); zref then keeps it out of
// earlier tricks and requires it in the last one.
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class DeadLast final : public RoundRule {
public:
    char letter() const override { return 'c'; }
    std::vector<std::string> table_reminders() const override {
        return {"Before trick 1 every player puts one card face down; it is the card they play in the last trick. "
                "If the table wants zref to check it, type 'hold NAME CARD' before trick 1."};
    }
    std::span<const RuleVerb> verbs() const override {
        static const RuleVerb verbs[] = {{"hold", {Phase::Bidding, Phase::Tricks}, "hold NAME CARD"}};
        return verbs;
    }
    Result<Ruling> on_command(GameState& s, const std::string&, int seat, std::span<const std::string> args,
                              bool worded) const override {
        if (!s.round.tricks.empty() || !s.round.current.plays.empty())
            return fail("the card for the last trick is set aside before trick 1");
        std::string text;
        for (const auto& a : args) {
            if (!text.empty()) text += ' ';
            text += a;
        }
        auto card = s.codec.parse(text);
        if (!card) return fail(card.error());
        for (std::size_t i = 0; i < s.round.held.size(); ++i)
            if (s.round.held[i] == *card) return fail(s.codec.name(*card) + " is already held by " + s.seating.name(static_cast<int>(i)));
        s.round.held[static_cast<std::size_t>(seat)] = *card;
        Ruling r;
        r.worded = worded;
        if (worded) r.headline = s.seating.name(seat) + " holds " + s.codec.name(*card) + " back for the last trick";
        return r;
    }
    Status check_play(const GameState& s, int seat, Card card) const override {
        const auto i = static_cast<std::size_t>(seat);
        const bool last = s.round.cards_left[i] == 1;
        for (std::size_t other = 0; other < s.round.held.size(); ++other) {
            if (!s.round.held[other]) continue;
            if (other != i && *s.round.held[other] == card)
                return fail(s.codec.name(card) + " is the card " + s.seating.name(static_cast<int>(other)) +
                            " holds back for the last trick (Dead Last)");
        }
        if (const auto& held = s.round.held[i]) {
            if (!last && *held == card)
                return fail(s.codec.name(card) + " is held back for the last trick (Dead Last)");
            if (last && *held != card)
                return fail(s.seating.name(seat) + " held " + s.codec.name(*held) +
                            " back for the last trick and must play it now (Dead Last)");
        }
        return Ok{};
    }
    // The held card is played in the last trick whatever was led.
    bool off_suit_proves_void(const GameState& s) const override {
        for (int c : s.round.cards_left)
            if (c > 1) return true;
        return false;
    }
};
}  // namespace

const RoundRule& dead_last() {
    static const DeadLast rule;
    return rule;
}

}  // namespace zref::zp
