// Playing a trick: each card checked against what zref knows without seeing
// hands (whose turn, played twice, the Princes' lead), recorded (a void shown,
// a claim of only Princes, Princes breaking out), and the trick settled at
// its last card by the Round card's rule or the basic one.
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/scoring.h"
#include "games/rebel_princess/sections.h"
#include "games/trick_taking/princes.h"

namespace zref::rp {

namespace {

constexpr std::string_view kClaim = "only-princes";

// Where card `c` was played this round: "in trick 2 by Ana".
std::string where_played(const GameState& s, tt::Card c) {
    for (const auto& t : s.round.tricks)
        for (const auto& p : t.plays)
            if (p.card == c) return "in trick " + std::to_string(t.number) + " by " + s.seating.name(p.seat);
    for (const auto& p : s.round.current.plays)
        if (p.card == c) return "in this trick by " + s.seating.name(p.seat);
    return "this round";
}

// Whether `card` breaks Princes out, by our reading `princes-break`.
bool breaks_princes(const GameData& data, const GameState& s, tt::Card card, bool leading) {
    const auto& r = s.round;
    if (reading_is(data, s.setup, "princes-break", "any-prince")) return tt::breaks_out(r, card, data.princes);
    if (leading) return false;
    const TrickView view{data, s, data.codec(s.seating.size()), r.current.plays};
    const RoundRule& rule = rule_of(data, s);
    return !rule.follows(view, card) && tt::breaks_out_off_suit(r, card, data.princes, false, rule.suit_to_follow(view));
}

}  // namespace

Result<Ruling> Game::on_play(GameState& s, const Command& c) const {
    RoundState& round = s.round;
    if (round.entry == Entry::Requests)
        return fail("round " + std::to_string(round.number) +
                    " is being entered by its results ('requests NAME N'); 'undo' takes them back to enter cards");
    const tt::CardCodec& codec = codec_of(s);
    const bool typed_claim = c.args.size() == 3 && iequals(c.args[2], kClaim);
    if (c.args.size() < 2 || (c.args.size() == 3 && !typed_claim) || c.args.size() > 3)
        return fail("play: give the player and the card, e.g. 'play " + s.seating.name(round.current.to_play()) +
                    " q7' (add 'only-princes' to lead a Prince from a hand of only Princes)");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    auto card = codec.parse(c.args[1]);
    if (!card) return fail(card.error());
    const int trick_no = static_cast<int>(round.tricks.size()) + 1;
    if (*seat != round.current.to_play()) return fail(tt::turn_refusal(s.seating, round.current, trick_no, *seat));
    if (round.was_played(codec, *card)) return fail(tt::played_twice(codec, *card, where_played(s, *card)));
    const bool leading = round.current.plays.empty();
    const std::uint8_t princes = data_->princes;
    if (typed_claim && !tt::lead_needs_claim(round, leading, *card, princes))
        return fail("'only-princes' goes with a Prince led before Princes have broken out; play " +
                    codec.name(*card) + " without it");
    // A claim made earlier this round still holds: a hand of only Princes gets no other card.
    const bool claimed_before = round.only_princes_claim[static_cast<std::size_t>(*seat)] > 0;
    const bool claim = typed_claim || (claimed_before && tt::lead_needs_claim(round, leading, *card, princes));
    if (tt::early_prince_lead(round, leading, *card, princes, claim))
        return fail(tt::early_lead_refusal(s.seating, codec, *seat, princes) + " (then add 'only-princes': 'play " +
                    s.seating.name(*seat) + " " + codec.code(*card) + " only-princes')");

    Ruling r;
    r.headline = s.seating.name(*seat) + " plays " + codec.name(*card);
    if (claim) {
        if (!claimed_before) tt::note_claim(round, *seat, trick_no);
        r.reasons.push_back(tt::claim_allows_lead(s.seating, codec, *seat, princes, sec::kTrickSections));
    }
    if (tt::contradicts_claim(round, *seat, *card, trick_no, princes))
        r.warnings.push_back(tt::false_claim_warning(s.seating, codec, *seat, *card,
                                                     round.only_princes_claim[static_cast<std::size_t>(*seat)], princes));
    if (const int since = round.void_since_trick(*seat, card->suit); since > 0)
        r.warnings.push_back(tt::revoke_warning(s.seating, codec, *seat, *card, since, trick_no));
    if (!leading) {
        const TrickView view{*data_, s, codec, round.current.plays};
        const RoundRule& rule = rule_of(*data_, s);
        if (!rule.follows(view, *card)) round.note_void(*seat, rule.suit_to_follow(view), trick_no);
    }
    if (breaks_princes(*data_, s, *card, leading)) {
        round.princes_broken = true;
        r.notices.push_back(tt::broken_out_notice(codec, princes));
    }
    round.mark_played(codec, *card);
    --round.cards_left[static_cast<std::size_t>(*seat)];
    round.entry = Entry::Cards;
    round.current.plays.push_back(tt::Play{nullptr, *seat, *card, 0, true});
    if (round.current.plays.size() == round.current.order.size()) settle_trick(s, r);
    return r;
}

void Game::settle_trick(GameState& s, Ruling& r) const {
    RoundState& round = s.round;
    const tt::CardCodec& codec = codec_of(s);
    const TrickView view{*data_, s, codec, round.current.plays};
    auto verdict = rule_of(*data_, s).decide_trick(view, true);
    if (!verdict)
        verdict = tt::ranked_verdict(round.current.plays, codec, s.seating, sec::kTrickSections, tt::Ranking{}, true);
    TrickRecord done;
    done.number = static_cast<int>(round.tricks.size()) + 1;
    done.leader = round.current.leader;
    done.plays = round.current.plays;
    done.winner = verdict->winner;
    done.reasons = verdict->reasons;
    r.reasons.insert(r.reasons.end(), verdict->reasons.begin(), verdict->reasons.end());
    r.notices.push_back("Trick " + std::to_string(done.number) + " to " + s.seating.name(done.winner) + ".");
    round.tricks.push_back(std::move(done));
    if (std::all_of(round.cards_left.begin(), round.cards_left.end(), [](int n) { return n == 0; })) {
        finish_round(s, score_round(*data_, s, codec), r);
        return;
    }
    seat_trick(s, verdict->winner);
    r.notices.push_back(s.seating.name(verdict->winner) + " leads trick " + std::to_string(round.tricks.size() + 1) + ".");
}

}  // namespace zref::rp
