// Late for a Very Important Date (Deluxe): play stops when every hand holds
// 3 cards, and those cards count as taken by their holders. zref never sees
// them: each player types the Princes and the Frog among hers. They count
// toward Rebel of the Ball.
#include <algorithm>

#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {

constexpr UnseenTaken kKept{"kept", "kept cards"};
constexpr int kCardsKept = 3;

struct LateForAVeryImportantDate : RoundRule {
    std::string_view id() const override { return "late-for-a-very-important-date"; }

    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"Play stops when everyone holds 3 cards; they count as taken. Then each player types the Princes and the "
                "Frog among hers: 'kept NAME CARDS' or 'kept NAME none'."};
    }

    void start_round(const GameData&, GameState& s, Ruling&) const override {
        s.round.card_state.unseen_taken.assign(static_cast<std::size_t>(s.seating.size()), std::nullopt);
    }

    bool round_over(const GameState& s) const override {
        return std::all_of(s.round.cards_left.begin(), s.round.cards_left.end(), [](int n) { return n <= kCardsKept; });
    }

    std::vector<std::string> verbs() const override { return {"kept"}; }

    std::optional<PendingEntry> pending(const GameData& data, const GameState& s) const override {
        if (!round_over(s)) return std::nullopt;
        return unseen_pending(data, s, kKept, s.round.cards_left);
    }

    Result<Ruling> on_entry(const GameData& data, GameState& s, const Command& c) const override {
        if (!round_over(s)) return fail("the kept cards are counted once everyone holds 3 cards: 'kept' comes then");
        if (s.round.last_trick_pause) return fail("first a power on the last trick, or 'score'; then the kept cards");
        return enter_unseen(data, s, c, kKept, s.round.cards_left);
    }

    void hand_over_tricks(ScoreView& v) const override { add_unseen(v); }
    std::optional<ReceiptLine> extra_line(const ScoreView& v, int seat) const override { return unseen_line(v, seat, kKept); }
};

}  // namespace

const RoundRule& late_for_a_very_important_date() {
    static const LateForAVeryImportantDate rule;
    return rule;
}

}  // namespace zref::rp
