// An Enchanted Evening (Rebel Princess 2): after the pass each player lays
// out one card below 8; their sum is the round's target. In each trick the
// card that takes the running total past the target wins it (reaching it is
// not enough); when no card does, the usual rule decides. A player with no
// card below 8 after the pass has everyone reshuffle and deal again.
#include "core/text.h"
#include "games/rebel_princess/round_cards/round_cards.h"
#include "games/trick_taking/trick_rules.h"

namespace zref::rp {

namespace {

constexpr const char* kSection = "An Enchanted Evening";

struct EnchantedEvening : RoundRule {
    std::string_view id() const override { return "enchanted-evening"; }

    void start_round(const GameData&, GameState& s, Ruling&) const override {
        s.round.card_state.set_aside.assign(static_cast<std::size_t>(s.seating.size()), std::nullopt);
    }
    std::vector<std::string> verbs() const override { return {"discard", "redeal"}; }

    std::optional<PendingEntry> pending(const GameData&, const GameState& s) const override {
        const auto& aside = s.round.card_state.set_aside;
        for (int k = 0, seat = s.round.start; k < s.seating.size(); ++k, seat = s.seating.left(seat))
            if (!aside[static_cast<std::size_t>(seat)]) {
                const std::string name = s.seating.name(seat);
                return PendingEntry{seat, name + "'s card laid out, below 8 ('discard " + name + " CARD', or 'redeal')",
                                    {"discard " + name + " q3", "redeal"}};
            }
        return std::nullopt;
    }

    Result<Ruling> on_entry(const GameData& data, GameState& s, const Command& c) const override {
        RoundState& round = s.round;
        if (!round.tricks.empty() || !round.current.plays.empty())
            return fail("'" + c.verb + "' comes before the first trick; the round is under way");
        const tt::CardCodec& codec = data.codec(s.seating.size());
        auto& aside = round.card_state.set_aside;
        Ruling r;
        if (c.verb == "redeal") {
            if (!c.args.empty()) return fail("redeal takes no words");
            for (auto& card : aside)
                if (card) round.played[static_cast<std::size_t>(tt::card_index(codec, *card))] = 0;
            aside.assign(aside.size(), std::nullopt);
            round.cards_left.assign(round.cards_left.size(), round.hand_size);
            r.headline = "Someone holds no card below 8: everyone reshuffles, deals again and passes again";
            r.because("a player without a card below 8 after the pass has the round dealt again", kSection);
            return r;
        }
        if (c.args.size() != 2) return fail("discard: give the player and the card laid out, e.g. 'discard Ana q3'");
        auto seat = s.seating.find(c.args[0]);
        if (!seat) return fail(seat.error());
        auto card = codec.parse(c.args[1]);
        if (!card) return fail(card.error());
        auto& mine = aside[static_cast<std::size_t>(*seat)];
        if (mine) return fail(s.seating.name(*seat) + " already laid out " + codec.name(*mine));
        if (card->value >= 8)
            return fail("the card laid out must be below 8; a player with none says so, and 'redeal' deals again");
        if (round.was_played(codec, *card)) return fail(codec.name(*card) + " is already laid out");
        mine = *card;
        round.mark_played(codec, *card);
        --round.cards_left[static_cast<std::size_t>(*seat)];
        r.headline = s.seating.name(*seat) + " lays out " + codec.name(*card);
        if (std::all_of(aside.begin(), aside.end(), [](const auto& a) { return a.has_value(); })) {
            int sum = 0;
            for (const auto& a : aside) sum += a->value;
            round.card_state.target = sum;
            r.notices.push_back("The target is " + std::to_string(sum) + ": in each trick, the card that takes the total past " +
                                std::to_string(sum) + " wins.");
        }
        return r;
    }

    std::optional<std::string> progress(const TrickView& v) const override {
        const int target = v.state.round.card_state.target;
        const tt::PastTarget past = tt::first_past(v.plays, target);
        if (past.card)
            return v.state.seating.name(past.card->seat) + "'s " + v.codec.name(past.card->card) + " took the total to " +
                   std::to_string(past.total) + ", past the target " + std::to_string(target);
        return std::to_string(past.total) + " played so far, target " + std::to_string(target);
    }

    // A Prince laid out is taken by nobody, so the round's total depends on the cards laid out.
    bool fixed_total() const override { return false; }

    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const int target = v.state.round.card_state.target;
        const tt::PastTarget past = tt::first_past(v.plays, target);
        if (!past.card) return std::nullopt;
        tt::TrickVerdict verdict;
        verdict.winner = past.card->seat;
        if (explain)
            verdict.reasons.push_back({v.state.seating.name(past.card->seat) + "'s " + v.codec.name(past.card->card) +
                                           " wins: it took the running total to " + std::to_string(past.total) +
                                           ", past the target " + std::to_string(target),
                                       kSection});
        return verdict;
    }
};

}  // namespace

const RoundRule& enchanted_evening() {
    static const EnchantedEvening rule;
    return rule;
}

}  // namespace zref::rp
