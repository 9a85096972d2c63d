// Wedding Gift: before each trick every player adds one card face down to a
// gift pile that the trick's winner takes with it, so each trick uses two
// cards of every hand and the round has half as many tricks. zref never sees
// the gifts (the cards left unplayed): at the end each player who won a trick
// types the Princes and the Frog among those she took. Rebel of the Ball
// cannot be earned this round.
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {

constexpr UnseenTaken kGifts{"gifts", "gifts taken"};

struct WeddingGift : RoundRule {
    std::string_view id() const override { return "wedding-gift"; }

    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"Before each trick, everyone adds one card face down to the gift pile, which goes to the trick's winner: "
                "each trick uses two cards of every hand. At the end, each player who won a trick types the Princes and "
                "the Frog among her gifts: 'gifts NAME CARDS' or 'gifts NAME none'."};
    }

    void start_round(const GameData&, GameState& s, Ruling&) const override {
        for (auto& left : s.round.cards_left) left -= s.round.hand_size / 2;  // half of each hand goes into gift piles
        s.round.card_state.unseen_taken.assign(static_cast<std::size_t>(s.seating.size()), std::nullopt);
    }

    // Per seat, the gifts she took: a pile of one card from each player per trick won.
    static std::vector<int> room(const GameState& s) {
        std::vector<int> out(static_cast<std::size_t>(s.seating.size()), 0);
        for (const auto& t : s.round.tricks) out[static_cast<std::size_t>(t.winner)] += s.seating.size();
        return out;
    }

    std::vector<std::string> verbs() const override { return {"gifts"}; }

    std::optional<PendingEntry> pending(const GameData& data, const GameState& s) const override {
        if (!round_over(s)) return std::nullopt;
        return unseen_pending(data, s, kGifts, room(s));
    }

    Result<Ruling> on_entry(const GameData& data, GameState& s, const Command& c) const override {
        if (!round_over(s)) return fail("the gifts are counted after the round's last trick: 'gifts' comes then");
        if (s.round.last_trick_pause) return fail("first a power on the last trick, or 'score'; then the gifts");
        if (!c.args.empty())
            if (auto seat = s.seating.find(c.args[0]); seat && room(s)[static_cast<std::size_t>(*seat)] == 0)
                return fail(s.seating.name(*seat) + " won no trick, so took no gifts: nothing to type");
        return enter_unseen(data, s, c, kGifts, room(s));
    }

    void hand_over_tricks(ScoreView& v) const override { add_unseen(v); }
    std::optional<ReceiptLine> extra_line(const ScoreView& v, int seat) const override { return unseen_line(v, seat, kGifts); }

    bool allows_rebel_of_the_ball() const override { return false; }
};

}  // namespace

const RoundRule& wedding_gift() {
    static const WeddingGift rule;
    return rule;
}

}  // namespace zref::rp
