// Poisoned Gift (Rebel Princess 2): each player adds one card face down to a
// pile that goes to the leader of trick 1, so the round has one trick fewer.
// Whenever the pile's holder wins a trick she hands it to another player
// ('pile NAME'); at the end its cards, the ones left unplayed, count as one
// trick taken by whoever holds it.
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {

constexpr const char* kPoisonedGift = "Poisoned Gift";

struct PoisonedGift : RoundRule {
    std::string_view id() const override { return "poisoned-gift"; }

    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"After the pass, everyone adds one card face down to the pile, which goes to the leader of trick 1; the "
                "round has one trick fewer. Whoever holds the pile and wins a trick hands it to another player "
                "('pile NAME'); at the end its cards count as one trick taken by its holder."};
    }

    void start_round(const GameData&, GameState& s, Ruling&) const override {
        for (auto& left : s.round.cards_left) --left;  // one card each lies in the pile
    }

    // Who holds the pile: trick 1's leader until it first changes hands.
    static int holder(const GameState& s) {
        const RoundState& round = s.round;
        if (round.card_state.pile_holder >= 0) return round.card_state.pile_holder;
        return round.tricks.empty() ? round.current.leader : round.tricks.front().leader;
    }
    // Whether the holder won the last trick and has not handed the pile on yet.
    static bool owed(const GameState& s) {
        return !s.round.tricks.empty() && s.round.current.plays.empty() && s.round.tricks.back().winner == holder(s);
    }

    std::vector<std::string> verbs() const override { return {"pile"}; }

    std::optional<PendingEntry> pending(const GameData&, const GameState& s) const override {
        if (!owed(s)) return std::nullopt;
        const int h = holder(s);
        const std::string name = s.seating.name(h);
        return PendingEntry{h,
                            "the Poisoned Gift pile's next holder: " + name + " holds it and won trick " +
                                std::to_string(s.round.tricks.size()) + " ('pile NAME', anyone but " + name + ")",
                            {"pile " + s.seating.name(s.seating.left(h))}};
    }

    void after_trick(const GameData&, GameState& s, Ruling& r) const override {
        if (!owed(s)) return;
        const std::string name = s.seating.name(holder(s));
        r.because(name + " holds the Poisoned Gift pile and won trick " + std::to_string(s.round.tricks.size()) +
                      ", so she hands it to another player",
                  kPoisonedGift);
    }

    Result<Ruling> on_entry(const GameData&, GameState& s, const Command& c) const override {
        const int h = holder(s);
        if (!owed(s))
            return fail("the pile changes hands only when its holder wins a trick; " + s.seating.name(h) + " holds it");
        if (c.args.size() != 1) return fail("pile: give the player who gets the pile, e.g. 'pile " + s.seating.name(s.seating.left(h)) + "'");
        auto to = s.seating.find(c.args[0]);
        if (!to) return fail(to.error());
        if (*to == h) return fail(s.seating.name(h) + " holds the pile: she hands it to another player");
        s.round.card_state.pile_holder = *to;
        Ruling r;
        r.headline = s.seating.name(h) + " hands the Poisoned Gift pile to " + s.seating.name(*to);
        r.because("whoever holds the pile and wins a trick hands it to any other player", kPoisonedGift);
        return r;
    }

    // The pile (every card left unplayed) is one more trick for its holder.
    void hand_over_tricks(ScoreView& v) const override {
        if (v.state.round.tricks.empty()) return;
        const auto h = static_cast<std::size_t>(holder(v.state));
        for (auto c : v.codec.deck())
            if (!v.state.round.was_played(v.codec, c)) v.taken[h].push_back(c);
        ++v.tricks_taken[h];
    }

    std::optional<ReceiptLine> extra_line(const ScoreView& v, int seat) const override {
        if (v.state.round.tricks.empty() || seat != holder(v.state)) return std::nullopt;
        std::vector<std::string> codes;
        for (auto c : v.codec.deck())
            if (!v.state.round.was_played(v.codec, c)) codes.push_back(v.codec.code(c));
        return ReceiptLine{"held the Poisoned Gift pile at the end: its " + counted(static_cast<long long>(codes.size()), "card", "cards") +
                               " (" + join(codes, " ") + ") count as one trick taken",
                           0, kPoisonedGift};
    }
};

}  // namespace

const RoundRule& poisoned_gift() {
    static const PoisonedGift rule;
    return rule;
}

}  // namespace zref::rp
