// Card play ("Playing a Trick", "The Privileged Princes", "The Frog Prince
// Returns"): the trick-taking core's checks (whose turn, cards played once,
// the Prince lead restriction, revoke flags, the trick winner) with the Round
// card's and Princesses' hooks between them.
#include <algorithm>
#include <utility>

#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"

namespace zref::zp {

Game::Step Game::open_play(GameState& s, Ruling& r) const {
    s.phase = Phase::Tricks;
    if (explaining_)
        r.notices.push_back(s.seating.name(s.round.start_seat) +
                            " leads trick 1 (Princes may not be led until they break out)");
    begin_trick(s, r);
    return Step::Wait;
}

Game::Step Game::next_trick(GameState& s, Ruling& r) const {
    begin_trick(s, r);
    if (explaining_)
        r.notices.push_back(s.seating.name(s.round.current.leader) + " leads trick " +
                            std::to_string(s.round.tricks.size() + 1));
    return Step::Wait;
}

// Play goes on after a Frog decided during play (Undead on Arrival); this
// lead is told even when not explaining.
Game::Step Game::resume_after_frog(GameState& s, Ruling& r) const {
    s.phase = Phase::Tricks;
    begin_trick(s, r);
    r.notices.push_back(s.seating.name(s.round.current.leader) + " leads trick " +
                        std::to_string(s.round.tricks.size() + 1));
    return Step::Wait;
}


namespace {

std::string where_played(const GameState& s, Card card) {
    const auto& round = s.round;
    for (std::size_t t = 0; t < round.tricks.size(); ++t)
        for (const auto& p : round.tricks[t].plays)
            if (p.card == card) return "in trick " + std::to_string(t + 1) + " by " + s.seating.name(p.seat);
    for (const auto& p : round.current.plays)
        if (p.card == card) return "in this trick by " + s.seating.name(p.seat);
    for (Card d : round.discards)
        if (d == card) return "as a discard (Fester Feast)";
    return "earlier";
}

Status cards_are_played(const RoundState& round) {
    if (round.by_counts)
        return fail("this round is scored by trick counts: type 'tricks NAME N' for each player (undo to play cards instead)");
    return Ok{};
}

// Why a play by `seat` is refused when is_turn_of says no: no cards are
// played this round, or it is another player's turn.
Error turn_refusal(const GameState& s, int seat) {
    const auto& round = s.round;
    const auto& seating = s.seating;
    if (auto ok = cards_are_played(round); !ok) return fail(std::move(ok).error());
    const auto si = static_cast<std::size_t>(seat);
    std::string why = round.stopped[si]      ? " (" + seating.name(seat) + " has stopped playing this round)"
                      : round.cards_left[si] == 0 ? " (" + seating.name(seat) + " has no card left)"
                                                  : "";
    return fail(tt::turn_refusal(seating, round.current, static_cast<int>(round.tricks.size()) + 1, seat) + why);
}

// A Prince led before Princes have broken out, with no claim of a hand of
// only Princes: the lead "The Privileged Princes" forbids. The Princes are
// this game's trump suit.
bool early_prince_lead(const GameState& s, const CardPlay& p) {
    return tt::early_prince_lead(s.round, s.round.current.plays.empty(), p.card, s.codec.trump_suit(), p.only_princes);
}

// Whether cards are played this round and it is `seat`'s turn: asked for
// every card, so the answer is a bool and only a refusal writes its reason.
bool is_turn_of(const GameState& s, int seat) {
    const auto& round = s.round;
    return !round.by_counts && seat == round.current.to_play();
}

// The words of 'play NAME CARD [only-princes]', read into a CardPlay. The
// turn is checked before the card is read, so a play out of turn says so
// whatever card was typed.
Result<CardPlay> read_card_play(const GameState& s, const Command& c) {
    if (auto ok = cards_are_played(s.round); !ok) return fail(ok.error());
    if (c.args.size() < 2) return fail("play: give the player and the card, e.g. 'play Ana k7' (or just 'k7')");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    CardPlay p;
    p.seat = *seat;
    // The card is usually one word ("k7"); joined only when typed as several ("Knight 7").
    std::string_view card_text;
    std::string joined;
    for (std::size_t i = 1; i < c.args.size(); ++i) {
        if (iequals(c.args[i], "only-princes")) {
            p.only_princes = true;
        } else if (card_text.empty()) {
            card_text = c.args[i];
        } else {
            joined = std::string(card_text) + " " + c.args[i];
            card_text = joined;
        }
    }
    if (!is_turn_of(s, p.seat)) return turn_refusal(s, p.seat);
    auto card = s.codec.parse(card_text);
    if (!card) return fail(card.error());
    p.card = *card;
    return p;
}

}  // namespace

// A typed play: ruled as a CardPlay, and its journal line written from the
// play (the player as seated, the card's own code), however it was typed.
// One result, made in place and returned by name, so the ruling is never
// moved (as in Game::play).
Result<Ruling> Game::on_play(GameState& s, const Command& c) const {
    Result<Ruling> out(std::in_place);
    out->worded = explaining_;
    if (auto p = read_card_play(s, c); !p)
        out = fail(std::move(p).error());
    else if (auto ok = rule_card(s, *p, *out); !ok)
        out = fail(std::move(ok).error());
    else
        write_play_line(out->canonical, s.seating, s.codec, *p);
    return out;
}

// Every refusal a card can meet, its armed power's included; a breach let
// stand at a lenient table leaves its warning on the ruling.
[[gnu::always_inline]] inline Status Game::check_card(const GameState& s, const CardPlay& p, Ruling& r, CheckedCard& out) const {
    const auto& round = s.round;
    const auto& seating = s.seating;
    const auto& codec = s.codec;
    // Checked again for a typed play (on_play did, before reading the card);
    // a CardPlay comes here directly.
    if (!is_turn_of(s, p.seat)) return turn_refusal(s, p.seat);
    const int seat = p.seat;
    const Card card = p.card;
    const bool claims_only_princes = p.only_princes;
    if (round.was_played(codec, card)) return fail(tt::played_twice(codec, card, where_played(s, card)));
    const std::uint8_t princes = codec.trump_suit();
    const bool leading = round.current.plays.empty();
    out.leading = leading;
    out.ends_trick = round.current.next_card_ends();  // read before the card joins the trick
    if (auto ok = rule_of(s).check_play(s, seat, card); !ok)
        if (auto b = breach(s, r, std::move(ok).error()); !b) return fail(std::move(b).error());

    // A power declared for this card (Pea Princess, Thumbelina, Alice): its
    // refusals now, its changes as the card is placed.
    const std::string_view armed_id = round.armed[static_cast<std::size_t>(seat)];
    out.armed = armed_id.empty() ? nullptr : find_princess_power(armed_id);
    if (out.armed) {
        Play play;  // the card as the power will see it (on_armed_play gets its own)
        play.seat = seat;
        play.card = card;
        if (auto ok = out.armed->check_armed_play(s, seat, play); !ok) return fail(std::move(ok).error());
    }
    if (claims_only_princes && !(leading && card.suit == princes))
        return fail("'only-princes' is the claim that allows leading a " + codec.suit_singular(princes) +
                    " before they break out; it does not apply to this play");
    if (tt::lead_needs_claim(round, leading, card, princes)) {
        if (!claims_only_princes) {  // early_prince_lead(s, p), as refuses_early_prince_lead() asks
            std::string forbidden = tt::early_lead_refusal(seating, codec, seat, princes);
            forbidden += concat({". If so, type: play ", quote_if_needed(seating.name(seat)), " ", codec.code_view(card),
                                 " only-princes"});
            if (auto b = breach(s, r, std::move(forbidden)); !b) return fail(std::move(b).error());
        } else {
            // The claim is Alice's partner's hand when she plays for Alice.
            out.remember_claim = armed_id != "alice";
            out.claim_allows_lead = true;
        }
    }
    return Ok{};
}

// The card checked: it joins the trick with what it shows (voids, a claim,
// Princes broken out), and the trick's last card settles it. Nothing here
// refuses.
[[gnu::always_inline]] inline void Game::place_card(GameState& s, const CardPlay& p, const CheckedCard& checked, Ruling& r) const {
    auto& round = s.round;
    const auto& seating = s.seating;
    const auto& codec = s.codec;
    const RoundRule& rule = rule_of(s);
    const int seat = p.seat;
    const Card card = p.card;
    const int trick_no = static_cast<int>(round.tricks.size()) + 1;
    const std::uint8_t princes = codec.trump_suit();
    const bool leading = checked.leading;
    const auto si = static_cast<std::size_t>(seat);
    const PrincessPower* armed = checked.armed;
    if (explaining_) r.headline = seating.name(seat) + (leading ? " leads " : " plays ") + codec.name(card);
    // No journal line here: a typed play gets it in on_play, and a CardPlay's
    // caller writes it (play_line) only when it wants the text.
    Play play;
    play.seat = seat;
    play.card = card;
    if (armed) {
        // Changed in a copy: `play` itself never has its address taken, so
        // the compiler keeps its fields in registers and stores them one by
        // one into the trick below. Built on the stack field by field and
        // then copied whole, it was read back with one wide load that had
        // to wait for those narrow stores to reach memory (a store-forwarding
        // stall, about a tenth of this function's clock time).
        Play changed = play;
        armed->on_armed_play(s, seat, changed, r);
        play = changed;
        play.power = armed;
        round.armed[si] = {};
    }
    if (checked.claim_allows_lead && explaining_)
        r.reasons.push_back(tt::claim_allows_lead(seating, codec, seat, princes, kRuleSections));

    // Revoke flags: zref cannot see hands, so it flags and the table decides.
    const bool evidence = rule.off_suit_proves_void(s);
    if (int since = round.void_since_trick(seat, card.suit); evidence && since > 0)
        r.warnings.push_back(tt::revoke_warning(seating, codec, seat, card, since, trick_no));
    // The Round card's hook last: most plays have no claim to check.
    if (tt::contradicts_claim(round, seat, card, trick_no, princes) && !rule.hands_change(s))
        r.warnings.push_back(
            tt::false_claim_warning(seating, codec, seat, card, round.only_princes_claim[si], princes));
    ShownVoids shown_void;  // suits this play shows the player has none of
    if (!leading && evidence && play.proves_void) {
        const std::uint8_t follow = rule.suit_to_follow(round.current.plays, s);
        if (!rule.follows(card, follow, s)) {
            // The player's always-active Princess (Cinderella) may say an
            // off-suit card proves nothing; looked up only for a card that
            // does not follow, as most never ask.
            const PrincessPower* always = s.setup.powers ? s.princess_power[si] : nullptr;
            if (!always || always->off_suit_proves_void(s, follow)) shown_void = rule.voids_shown(card, follow, s);
        }
    }
    const bool breaks_princes = tt::breaks_out(round, card, princes);
    if (explaining_ && breaks_princes) r.notices.push_back(tt::broken_out_notice(codec, princes));

    if (checked.remember_claim) tt::note_claim(round, seat, trick_no);
    for (std::uint8_t suit : shown_void) round.note_void(seat, suit, trick_no);
    round.princes_broken |= breaks_princes;  // stored whatever the card: no branch on its suit
    round.mark_played(codec, card);
    --round.cards_left[si];
    round.current.plays.push_back(play);
    if (codec.is_frog(card)) round.current.has_frog = true;
    // The Round card's view of the trick so far (Fester Feast's running total); the verdict says it at the end.
    if (explaining_ && !checked.ends_trick)
        if (auto progress = rule.trick_progress(s); !progress.empty()) r.notices.push_back(std::move(progress));
    // The trick's last card: the trick is settled, and play goes on by itself.
    if (checked.ends_trick) advance(s, Step::SettleTrick, r);
}

// A card: checked against the state, then placed. Both halves are inlined
// here: a card is ruled millions of times a second in self-play.
Status Game::rule_card(GameState& s, const CardPlay& p, Ruling& r) const {
    CheckedCard checked;
    if (auto ok = check_card(s, p, r, checked); !ok) return ok;
    place_card(s, p, checked, r);
    return Ok{};
}

bool Game::refuses_early_prince_lead(const CardPlay& p) const {
    // rule_card refuses such a lead unless the table lets breaches stand
    // (breach), and any other refusal it makes before is a refusal too.
    return early_prince_lead(s_, p) && !s_.setup.lenient;
}

// The trick is complete: its winner by the Round card's rule or the basic
// one, what the Round card decides about it, and the Frog's holder noted.
DecisionRequest Game::settle_trick(GameState& s, Ruling& r) const {
    auto& round = s.round;
    const auto& seating = s.seating;
    const auto& codec = s.codec;
    const RoundRule& rule = rule_of(s);
    const int trick_no = static_cast<int>(round.tricks.size()) + 1;
    std::optional<TrickVerdict> verdict = rule.decide_trick(round.current.plays, s, explaining_);
    if (!verdict)
        verdict = tt::basic_verdict(round.current.plays, codec, seating, kRuleSections, explaining_);
    round.current.winner = verdict->winner;
    round.current.owner = verdict->winner;
    round.current.weight = rule.laps();
    if (explaining_) {
        r.notices.push_back("Trick " + std::to_string(trick_no) + " to " + seating.name(verdict->winner) + ". " +
                            verdict->reasons.front().text);
        r.reasons.insert(r.reasons.end(), verdict->reasons.begin(), verdict->reasons.end());
        round.current.reasons = std::move(verdict->reasons);
    }
    const DecisionRequest asked = rule.after_trick(s, round.current, r);
    if (round.current.has_frog && !asked) {
        round.frog_seat = round.current.owner;
        if (explaining_)
            r.notices.push_back("The Frog is in this trick: it stays face up, and " +
                                seating.name(round.current.owner) + " decides whether it counts when zref asks");
    }
    const int next_leader = round.current.winner;
    // Moved, not copied: only its reasons leave round.current, which still
    // shows the finished trick (plays, order) while the powers are offered.
    round.tricks.push_back(std::move(round.current));
    after_trick_powers(s, round.tricks.back(), r);
    round.current.restart(next_leader);
    return asked;
}


// Fixes who plays to the next trick and in which order (the core's turn
// order): clockwise from the leader, skipping players with no cards or out
// of the round, each adding the Round card's cards, so many on each turn.
void Game::begin_trick(GameState& s, Ruling& r) const {
    auto& round = s.round;
    auto can_play = [&](int seat) {
        const auto i = static_cast<std::size_t>(seat);
        return !round.stopped[i] && round.cards_left[i] > 0;
    };
    const int asked = round.current.leader;
    const RoundRule& rule = rule_of(s);
    tt::seat_players(round.current, s.seating, rule.laps(), rule.cards_per_turn(s), can_play);
    if (round.current.leader != asked && !round.tricks.empty() && explaining_)
        r.notices.push_back(s.seating.name(round.current.leader) + " leads instead of " + s.seating.name(asked) +
                            ", who has no card left to play or has stopped");
}

}  // namespace zref::zp
