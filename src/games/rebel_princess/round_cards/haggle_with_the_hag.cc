// Haggle with the Hag: right after a trick, its winner may show a card from
// her hand and swap it for a card of that trick another player played
// ('haggle NAME give CARD take CARD', before the next trick's first card).
// The trick stays hers; the card given in takes the other's place, and a
// Prince given in this way does not break Princes (Bezier FAQ). Nothing waits
// for it: a winner who does not haggle just plays on.
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {

constexpr const char* kHaggle = "Haggle with the Hag";

struct HaggleWithTheHag : RoundRule {
    std::string_view id() const override { return "haggle-with-the-hag"; }

    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"A trick's winner may swap a card shown from her hand for a card of that trick someone else played: "
                "'haggle NAME give CARD take CARD', before the next trick's first card (not after the last trick: her "
                "hand is empty then)."};
    }

    std::vector<std::string> verbs() const override { return {"haggle"}; }

    Result<Ruling> on_entry(const GameData& data, GameState& s, const Command& c) const override {
        RoundState& round = s.round;
        const tt::CardCodec& codec = data.codec(s.seating.size());
        if (c.args.size() != 5 || !iequals(c.args[1], "give") || !iequals(c.args[3], "take"))
            return fail("haggle: give the trick's winner, the card from her hand and the card she takes, e.g. "
                        "'haggle Ana give q2 take f9'");
        if (round.tricks.empty() || !round.current.plays.empty())
            return fail("a haggle comes right after a trick, before the next trick's first card");
        if (round_over(s)) return fail("after the round's last trick the winner's hand is empty: nothing to haggle with");
        auto seat = s.seating.find(c.args[0]);
        if (!seat) return fail(seat.error());
        auto give = codec.parse(c.args[2]);
        if (!give) return fail(give.error());
        auto take = codec.parse(c.args[4]);
        if (!take) return fail(take.error());
        TrickRecord& t = round.tricks.back();
        const std::string name = s.seating.name(*seat), trick_no = std::to_string(t.number);
        if (*seat != t.winner) return fail("only trick " + trick_no + "'s winner, " + s.seating.name(t.winner) + ", may haggle");
        if (round.card_state.haggled == t.number) return fail(name + " already haggled after trick " + trick_no);
        if (round.was_played(codec, *give))
            return fail(codec.name(*give) + " was already played this round: she gives a card from her hand");
        tt::Play* taken = nullptr;
        for (auto& p : t.plays)
            if (p.card == *take) taken = &p;
        if (!taken) return fail(codec.name(*take) + " is not in trick " + trick_no);
        if (taken->seat == *seat) return fail(name + " played " + codec.name(*take) + " herself: she takes a card someone else played");

        Ruling r;
        const std::string owner = s.seating.name(taken->seat);
        r.headline = name + " haggles: her " + codec.name(*give) + " goes into trick " + trick_no + " in place of " + owner +
                     "'s " + codec.name(*take) + ", which she takes into her hand";
        r.because("the trick's winner may swap a card from her hand for one another player put in it; the trick stays hers",
                  kHaggle);
        if (const int since = round.void_since_trick(*seat, give->suit); since > 0)
            r.warnings.push_back(name + " showed in trick " + std::to_string(since) + " she holds no " +
                                 codec.suit_singular(give->suit) + ", yet gives " + codec.name(*give) + " from her hand");
        if (give->suit == data.princes && !round.princes_broken)
            r.because("a Prince swapped into a trick does not break Princes out", kHaggle);
        round.played[static_cast<std::size_t>(tt::card_index(codec, *take))] = 0;  // in her hand now
        round.mark_played(codec, *give);
        taken->card = *give;
        taken->bonus = 0;
        taken->power = nullptr;
        // She holds a card of the taken suit now, so her void in it and a claim of only Princes are gone.
        round.void_since[static_cast<std::size_t>(*seat)][take->suit] = 0;
        if (take->suit != data.princes) round.only_princes_claim[static_cast<std::size_t>(*seat)] = 0;
        t.reasons.push_back({name + " then haggled: her " + codec.name(*give) + " took the place of " + owner + "'s " +
                                 codec.name(*take),
                             kHaggle});
        round.card_state.haggled = t.number;
        return r;
    }
};

}  // namespace

const RoundRule& haggle_with_the_hag() {
    static const HaggleWithTheHag rule;
    return rule;
}

}  // namespace zref::rp
