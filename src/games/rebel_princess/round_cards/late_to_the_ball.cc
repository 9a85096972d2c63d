// Late to the Ball: after the pass, each player puts one card aside face
// down; it is their card in the last trick, whatever is led there. The card is
// secret: a table may type it ('hold NAME CARD'), and zref then keeps it out
// of the earlier tricks and expects it in the last one, where it shows no void.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {

bool last_trick(const TrickView& v) {
    return static_cast<int>(v.state.round.tricks.size()) + 1 == v.state.round.hand_size;
}

struct LateToTheBall : RoundRule {
    std::string_view id() const override { return "late-to-the-ball"; }
    void start_round(const GameData&, GameState& s, Ruling&) const override {
        s.round.card_state.set_aside.assign(static_cast<std::size_t>(s.seating.size()), std::nullopt);
    }
    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"Put one card aside face down: it is your card in the last trick ('hold NAME CARD' tells zref, if you like)."};
    }
    std::vector<std::string> verbs() const override { return {"hold"}; }
    Result<Ruling> on_entry(const GameData& data, GameState& s, const Command& c) const override {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        if (c.args.size() != 2) return fail("hold: give the player and the card put aside, e.g. 'hold Ana q3'");
        auto seat = s.seating.find(c.args[0]);
        if (!seat) return fail(seat.error());
        auto card = codec.parse(c.args[1]);
        if (!card) return fail(card.error());
        if (s.round.was_played(codec, *card)) return fail(codec.name(*card) + " was already played this round");
        auto& held = s.round.card_state.set_aside[static_cast<std::size_t>(*seat)];
        if (held) return fail(s.seating.name(*seat) + " already put aside " + codec.name(*held));
        for (const auto& other : s.round.card_state.set_aside)
            if (other && *other == *card) return fail(codec.name(*card) + " is someone else's card put aside");
        held = *card;
        Ruling r;
        r.headline = s.seating.name(*seat) + "'s card for the last trick: " + codec.name(*card);
        return r;
    }
    Status check_play(const TrickView& v, int seat, tt::Card c) const override {
        const auto& aside = v.state.round.card_state.set_aside;
        const auto& mine = aside[static_cast<std::size_t>(seat)];
        if (last_trick(v)) {
            if (mine && !(*mine == c))
                return fail(v.state.seating.name(seat) + "'s card in the last trick is the one put aside, " + v.codec.name(*mine));
            return Ok{};
        }
        for (std::size_t other = 0; other < aside.size(); ++other)
            if (aside[other] && *aside[other] == c)
                return fail(v.codec.name(c) + " lies aside for " + v.state.seating.name(static_cast<int>(other)) +
                            "'s last trick (Late to the Ball)");
        return Ok{};
    }
    // The card put aside is played whatever is led: it shows nothing of a hand.
    bool proves_void(const TrickView& v, int, tt::Card) const override { return !last_trick(v); }
};

}  // namespace

const RoundRule& late_to_the_ball() {
    static const LateToTheBall rule;
    return rule;
}

}  // namespace zref::rp
