// A round entered by its results ("Entering a round by its results"): one
// number per player, the requests their sheet shows after every Round card
// change. zref cannot check who took what, so it checks what it can: when
// the Round card fixes the round's total, the numbers must add up to it.
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/scoring.h"
#include "games/rebel_princess/sections.h"

namespace zref::rp {

Result<Ruling> Game::on_requests(GameState& s, const Command& c) const {
    RoundState& round = s.round;
    if (round.entry == Entry::Cards)
        return fail("round " + std::to_string(round.number) +
                    " is being entered card by card; finish its tricks, or 'undo' the cards to enter results");
    if (c.args.size() != 2)
        return fail("requests: give the player and their requests this round, e.g. 'requests " +
                    s.seating.name(round.start) + " 3'");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    auto n = parse_number<int>(c.args[1]);
    if (!n || *n < -99 || *n > 99) return fail("requests: '" + c.args[1] + "' is not a whole number of requests");
    auto& typed = round.requests[static_cast<std::size_t>(*seat)];
    if (typed)
        return fail(s.seating.name(*seat) + "'s requests are already entered (" + std::to_string(*typed) +
                    "); 'undo' or 'edit' changes them");
    const tt::CardCodec& codec = codec_of(s);
    const RoundRule& rule = rule_of(*data_, s);
    const auto total = round_total(*data_, s, codec, rule);
    const bool rebel = *n == data_->rebel_of_the_ball && rebel_of_the_ball_on(*data_, s.setup) &&
                       rule.allows_rebel_of_the_ball();
    // The last player's number is checked against the round's total, unless
    // someone was the Rebel of the Ball (then the others took nothing).
    int typed_count = 0, sum = 0;
    bool any_rebel = rebel;
    for (const auto& t : round.requests)
        if (t) {
            ++typed_count;
            sum += *t;
            any_rebel = any_rebel || (*t == data_->rebel_of_the_ball && rebel_of_the_ball_on(*data_, s.setup));
        }
    if (total && !any_rebel && typed_count + 1 == s.seating.size() && sum + *n != *total)
        return fail("requests: the round's requests add up to " + std::to_string(*total) + " under " +
                    round_card_of(*data_, s).name + ", so " + s.seating.name(*seat) + " has " +
                    std::to_string(*total - sum) + ", not " + std::to_string(*n));
    typed = *n;
    round.entry = Entry::Requests;
    Ruling r;
    r.headline = s.seating.name(*seat) + ": " + counted(*n, "request", "requests") + " in round " +
                 std::to_string(round.number);
    if (typed_count + 1 == s.seating.size()) {
        if (total) r.because("the round's requests add up to " + std::to_string(*total) + ", as " +
                                 round_card_of(*data_, s).name + " makes them", std::string(sec::ScoreOnly));
        finish_round(s, requests_result(*data_, s), r);
    }
    return r;
}

}  // namespace zref::rp
