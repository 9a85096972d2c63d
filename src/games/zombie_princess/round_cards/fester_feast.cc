// w. Fester Feast: before bidding every player discards a card; in each trick
// the card that pushes the trick's running total past the discards' sum wins,
// even over a Prince. If no card does, the basic rule decides.
// Reading fester-feast-discards: named (each discard typed with its player)
// or anonymous (the cards only, as the rulebook shuffles them).
#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"
#include "games/trick_taking/trick_rules.h"
#include "games/zombie_princess/table_readings.h"

namespace zref::zp {

namespace {
int discard_sum(const GameState& s) {
    int sum = 0;
    for (Card c : s.round.discards) sum += c.value;
    return sum;
}

class FesterFeast final : public RoundRule {
public:
    char letter() const override { return 'w'; }
    int discards_per_player() const override { return 1; }
    std::span<const RuleVerb> verbs() const override {
        static const RuleVerb verbs[] = {{"discard", {}, "discard NAME CARD"}};
        return verbs;
    }
    bool entry_names_player(const GameState& s, const std::string&) const override {
        return !fester_discards_anonymous(s);
    }
    std::vector<Requirement> before_bidding(const GameState& s) const override {
        if (!fester_discards_anonymous(s))
            return each_player(s, "discard", "discards 1 card (type it: 'discard NAME CARD')");
        // Anonymous: one requirement per player all the same, the seat only counts the hand down.
        std::vector<Requirement> out;
        const int n = s.seating.size();
        for (int k = 0, seat = s.round.start_seat; k < n; ++k, seat = s.seating.left(seat))
            out.push_back({seat, "discard",
                           "the discards, " + std::to_string(n - k) + " of " + std::to_string(n) +
                               " still to type, without names (type 'discard CARD' once per card)"});
        return out;
    }
    std::string trick_progress(const GameState& s) const override {
        const int target = discard_sum(s);
        const auto& plays = s.round.current.plays;
        const tt::PastTarget past = tt::first_past(plays, target);
        int total = 0;  // the whole trick so far, past the target or not
        for (const auto& p : plays) total += strength(p);
        std::string line = "Fester Feast: sum to exceed " + std::to_string(target) + ", " + std::to_string(total) +
                           " played so far in this trick";
        if (past.card) line += " (" + played(s, *past.card) + " took it past, and wins the trick)";
        return line;
    }
    Result<Ruling> on_command(GameState& s, const std::string&, int seat, std::span<const std::string> args,
                              bool worded) const override {
        std::string text;
        for (const auto& a : args) {
            if (!text.empty()) text += ' ';
            text += a;
        }
        auto card = s.codec.parse(text);
        if (!card) return fail(card.error());
        const auto idx = static_cast<std::size_t>(card_index(s.codec, *card));
        if (s.round.played[idx]) return fail(s.codec.name(*card) + " is already discarded");
        if (static_cast<int>(s.round.discards.size()) >= s.seating.size())
            return fail("all " + std::to_string(s.seating.size()) + " discards are typed");
        s.round.played[idx] = true;
        --s.round.cards_left[static_cast<std::size_t>(seat)];
        s.round.discards.push_back(*card);
        Ruling r;
        r.worded = worded;
        if (!worded) return r;
        // Anonymous: the hand count drops for the requirement's seat, but no name is said or kept.
        r.headline = fester_discards_anonymous(s) ? "Discarded: " + s.codec.name(*card) + " (" +
                                                         std::to_string(s.round.discards.size()) + " of " +
                                                         std::to_string(s.seating.size()) + ")"
                                                   : s.seating.name(seat) + " discards " + s.codec.name(*card);
        if (static_cast<int>(s.round.discards.size()) == s.seating.size()) {
            r.notices.push_back("The discards add up to " + std::to_string(discard_sum(s)) +
                                ": in each trick, the card that takes the trick's total above " +
                                std::to_string(discard_sum(s)) + " wins it");
            r.because("the discards are summed before bidding", "Round Cards: w. Fester Feast");
        }
        return r;
    }
    std::optional<TrickVerdict> decide_trick(const Plays& plays, const GameState& s, bool explain) const override {
        const int target = discard_sum(s);
        const tt::PastTarget past = tt::first_past(plays, target);
        if (past.card) {
            TrickVerdict v;
            v.winner = past.card->seat;
            if (explain)
                v.reasons.push_back({played(s, *past.card) + " wins: it took the trick's running total to " +
                                         std::to_string(past.total) + ", past the discards' sum of " +
                                         std::to_string(target) + " (this beats even a Prince)",
                                     "Round Cards: w. Fester Feast"});
            return v;
        }
        auto v = tt::basic_verdict(plays, s.codec, s.seating, kRuleSections, explain);
        if (explain)
            v.reasons.push_back({"the trick's total, " + std::to_string(past.total) + ", never passed the discards' sum of " +
                                     std::to_string(target) + ", so the usual rule decides",
                                 "Round Cards: w. Fester Feast"});
        return v;
    }
};
}  // namespace

const RoundRule& fester_feast() {
    static const FesterFeast rule;
    return rule;
}

}  // namespace zref::zp
