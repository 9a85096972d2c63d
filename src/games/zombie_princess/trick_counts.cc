// The score-only alternative to card play: the tricks each player won typed
// at the end of the round ('tricks Ana 3'), with the Frog's holder and any
// Round card skulls only the cards would show.
#include <optional>

#include "core/text.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

namespace {
// One player's count, checked against the state.
struct TypedCount {
    int seat = 0;
    int count = 0;
    bool frog = false;               // one of the tricks holds the Frog
    std::optional<int> card_skulls;  // the Round card's skulls, when only the cards would show them
    bool last = false;               // every player's count is in with this one
};

Result<TypedCount> read_trick_count(const GameState& s, const Command& c) {
    const auto& round = s.round;
    const auto& seating = s.seating;
    if (!round.tricks.empty() || !round.current.plays.empty())
        return fail("cards have been played this round, so zref counts the tricks itself");
    if (c.args.size() < 2)
        return fail("tricks: give the player and the number of tricks won, e.g. 'tricks Ana 3' (add 'frog' if one holds the Frog)");
    auto seat = seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const auto si = static_cast<std::size_t>(*seat);
    if (round.typed_tricks[si] >= 0)
        return fail(seating.name(*seat) + "'s tricks are already typed (" + std::to_string(round.typed_tricks[si]) +
                    "): undo to change them");
    auto count = parse_count(c.args[1], 0, max_tricks(s), "number of tricks");
    if (!count) return fail(count.error());
    if (rule_of(s).laps() == 2 && *count % 2 != 0)
        return fail("every trick this round counts as 2, so a player's count is even (a dropped Frog is the 'frog' flag)");
    const RoundRule* rule = &rule_of(s);
    const bool needs_skulls = rule && rule->needs_captured_cards();
    bool frog = false;
    std::optional<int> card_skulls;
    for (std::size_t i = 2; i < c.args.size(); ++i) {
        std::string w = lower(c.args[i]);
        if (w == "frog") frog = true;
        else if (w == "card-skulls" && i + 1 < c.args.size()) {
            auto v = parse_count(c.args[++i], 0, 999, "number of Round-card skulls");
            if (!v) return fail(v.error());
            card_skulls = *v;
        } else
            return fail("tricks: '" + c.args[i] + "' is not understood: after the count, 'frog' and 'card-skulls N' may follow");
    }
    if (frog && round.frog_seat >= 0)
        return fail("the Frog trick was already given to " + seating.name(round.frog_seat));
    if (frog && *count == 0) return fail("a player with no tricks cannot hold the Frog trick");
    if (needs_skulls && !card_skulls)
        return fail("Round card " + std::string(1, round.card) +
                    " needs a number only the cards show, and this round is scored by counts: add 'card-skulls N' "
                    "(see 'zref rules " + std::string(1, round.card) + "')");
    if (!needs_skulls && card_skulls)
        return fail("Round card " + std::string(1, round.card) + " needs no 'card-skulls': leave it out");

    int typed_total = 0, typed_players = 0;
    for (int t : round.typed_tricks)
        if (t >= 0) typed_total += t, ++typed_players;
    const std::optional<int> expected = rule ? rule->expected_tricks(s) : std::optional<int>(s.hand_size);
    const int most = expected.value_or(s.hand_size);
    if (typed_total + *count > most)
        return fail("that makes " + std::to_string(typed_total + *count) + " tricks, but a round has only " +
                    std::to_string(most));
    if (expected && typed_players + 1 == seating.size() && typed_total + *count != *expected)
        return fail("the tricks add up to " + std::to_string(typed_total + *count) + ", but a round has " +
                    std::to_string(*expected) + ": check the counts ('undo' corrects an earlier one)");
    return TypedCount{*seat, *count, frog, card_skulls, typed_players + 1 == seating.size()};
}
}  // namespace

Result<Ruling> Game::on_tricks(GameState& s, const Command& c) const {
    const auto typed = read_trick_count(s, c);
    if (!typed) return fail(typed.error());
    auto& round = s.round;
    const auto& seating = s.seating;
    const auto si = static_cast<std::size_t>(typed->seat);
    round.by_counts = true;
    round.typed_tricks[si] = typed->count;
    round.typed_card_skulls[si] = typed->card_skulls.value_or(0);
    if (typed->frog) round.frog_seat = typed->seat;
    Ruling r = ruling();
    const int count = typed->count;
    r.headline = seating.name(typed->seat) + " won " + std::to_string(count) + (count == 1 ? " trick" : " tricks") +
                 (typed->frog ? (count == 1 ? ", the one holding the Frog" : ", one of them holding the Frog") : "");
    if (typed->last) advance(s, Step::FrogQuestion, r);
    return r;
}

}  // namespace zref::zp
