// Playing a trick: each card checked against what zref knows without seeing
// hands (whose turn, played twice, the Princes' lead), recorded (a void shown,
// a claim of only Princes, Princes breaking out), and the trick settled at
// its last card by the Round card's rule or the basic one.
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princess.h"
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

// What a card shows against what its player said before: a card that is not
// a Prince after a claim of only Princes, a card of a suit she showed she lacks.
void note_card_warnings(const GameState& s, const tt::CardCodec& codec, int seat, tt::Card card, int trick_no,
                        std::uint8_t princes, Ruling& r) {
    const RoundState& round = s.round;
    if (tt::contradicts_claim(round, seat, card, trick_no, princes))
        r.warnings.push_back(tt::false_claim_warning(s.seating, codec, seat, card,
                                                     round.only_princes_claim[static_cast<std::size_t>(seat)], princes));
    if (const int since = round.void_since_trick(seat, card.suit); since > 0)
        r.warnings.push_back(tt::revoke_warning(s.seating, codec, seat, card, since, trick_no));
}

}  // namespace

// What a power ordered of this lead, and what the lead shows: the Little
// Mermaid's suit or Rapunzel's Prince not led means the leader lacks it.
void Game::note_lead_orders(GameState& s, tt::Card card, int trick_no, Ruling& r) const {
    RoundState& round = s.round;
    const TrickPowers& powers = round.powers;
    const int leader = round.current.to_play();
    const tt::CardCodec& codec = codec_of(s);
    if (powers.named_suit >= 0 && card.suit != powers.named_suit) {
        const auto named = static_cast<std::uint8_t>(powers.named_suit);
        // Unbroken Princes may be led only from a hand of nothing else, so no void is shown then.
        if (!(named == data_->princes && !round.princes_broken)) {
            round.note_void(leader, named, trick_no);
            r.notices.push_back(s.seating.name(leader) + " leads no " + codec.suit_singular(named) +
                                ", so holds none (the Little Mermaid named them)");
        }
    }
    if (powers.prince_lead_forced && card.suit != data_->princes) {
        round.note_void(leader, data_->princes, trick_no);
        r.notices.push_back(s.seating.name(leader) + " leads no Prince, so holds none (Rapunzel)");
    }
}

Result<Ruling> Game::on_play(GameState& s, const Command& c) const {
    RoundState& round = s.round;
    if (round.entry == Entry::Requests)
        return fail("round " + std::to_string(round.number) +
                    " is being entered by its results ('requests NAME N'); 'undo' takes them back to enter cards");
    if (round.last_trick_pause)
        return fail("round " + std::to_string(round.number) + "'s last trick is played: a power may still act on it, "
                    "or 'score' scores the round");
    if (auto pending = rule_of(*data_, s).pending(*data_, s))
        return fail(round_card_of(*data_, s).name + " first needs " + pending->what);
    const tt::CardCodec& codec = codec_of(s);
    const RoundRule& rule = rule_of(*data_, s);
    // After the card: the claim of only Princes, and the Round card's own word (Yin and Yang's 'down'), each once.
    const std::string_view word = rule.play_word();
    bool typed_claim = false, typed_word = false, extra_ok = c.args.size() >= 2;
    for (std::size_t i = 2; extra_ok && i < c.args.size(); ++i) {
        const bool claim_word = iequals(c.args[i], kClaim), own_word = !word.empty() && iequals(c.args[i], word);
        extra_ok = (claim_word && !typed_claim) || (own_word && !typed_word);
        typed_claim = typed_claim || claim_word;
        typed_word = typed_word || own_word;
    }
    if (!extra_ok)
        return fail("play: give the player and the card, e.g. 'play " + s.seating.name(round.current.to_play()) +
                    " q7' (add 'only-princes' to lead a Prince from a hand of only Princes" +
                    (word.empty() ? std::string() : "; under " + round_card_of(*data_, s).name + ", '" + std::string(word) +
                                                        "' after the card") +
                    ")");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const bool leading = round.current.plays.empty();
    // A lead typed as a suit alone lies face down until the Round card turns it up (Wedding Surprise).
    int named_suit = -1;
    if (leading && rule.lead_face_down() && !codec.try_parse(c.args[1]))
        if (auto suit = codec.parse_suit(c.args[1])) named_suit = *suit;
    const bool suit_only = named_suit >= 0;
    auto card = suit_only ? Result<tt::Card>(face_down_lead(static_cast<std::uint8_t>(named_suit))) : codec.parse(c.args[1]);
    if (!card) return fail(card.error());
    const int trick_no = static_cast<int>(round.tricks.size()) + 1;
    if (*seat != round.current.to_play()) return fail(tt::turn_refusal(s.seating, round.current, trick_no, *seat));
    if (!suit_only && round.was_played(codec, *card)) return fail(tt::played_twice(codec, *card, where_played(s, *card)));
    const std::string typed = suit_only ? c.args[1] : codec.code(*card);
    const std::uint8_t princes = data_->princes;
    if (typed_claim && !tt::lead_needs_claim(round, leading, *card, princes))
        return fail("'only-princes' goes with a Prince led before Princes have broken out; play " + typed + " without it");
    TrickPowers& powers = round.powers;
    // The Ice Princess laid this seat's card face up, or (reading random-lead) drew the lead blind.
    const bool blind_lead = leading && powers.random_lead;
    const bool frozen = powers.frozen_seat == *seat || blind_lead;
    if (frozen && !blind_lead && !(*card == powers.frozen))
        return fail("the Ice Princess froze " + codec.name(powers.frozen) + " as " + s.seating.name(*seat) +
                    "'s card in this trick: play " + codec.code(powers.frozen));
    // A Prince led by a power's order (Rapunzel) or frozen needs no claim.
    const bool forced_prince = leading && card->suit == princes && (powers.prince_lead_forced || frozen);
    // A claim made earlier this round still holds: a hand of only Princes gets no other card.
    const bool claimed_before = round.only_princes_claim[static_cast<std::size_t>(*seat)] > 0;
    const bool claim = typed_claim || (claimed_before && tt::lead_needs_claim(round, leading, *card, princes));
    if (!forced_prince && tt::early_prince_lead(round, leading, *card, princes, claim))
        return fail(tt::early_lead_refusal(s.seating, codec, *seat, princes) + " (then add 'only-princes': 'play " +
                    s.seating.name(*seat) + " " + typed + " only-princes')");
    const TrickView before{*data_, s, codec, round.current.plays};
    if (auto ok = rule.check_play(before, *seat, *card); !ok) return fail(ok.error());
    tt::Play play{nullptr, *seat, *card, 0, !frozen && rule.proves_void(before, *seat, *card)};
    // A power declared for a face-down lead waits for the card turned up.
    const PrincessPower* armed = powers.armed_seat == *seat && !suit_only ? princess_power(powers.armed) : nullptr;
    if (armed)
        if (auto ok = armed->check_armed_play(*data_, s, *seat, play); !ok) return fail(ok.error());

    Ruling r;
    r.headline = s.seating.name(*seat) + (suit_only ? " leads face down, naming " + codec.suit_name(card->suit)
                                                    : " plays " + codec.name(*card));
    if (armed) {
        armed->on_armed_play(*data_, s, *seat, play, r);
        powers.armed_seat = -1;
        powers.armed.clear();
    }
    if (auto ok = rule.on_play_word(*data_, s, *seat, *card, typed_word, r); !ok) return fail(ok.error());
    if (leading) note_lead_orders(s, *card, trick_no, r);
    if (powers.above_five_from >= 0 && static_cast<int>(round.current.plays.size()) >= powers.above_five_from &&
        card->value <= 5 && !frozen && !suit_only)
        r.notices.push_back("the Pea Princess asks for a card above 5: " + s.seating.name(*seat) +
                            " must hold none they may play (zref cannot see hands)");
    if (claim) {
        if (!claimed_before) tt::note_claim(round, *seat, trick_no);
        r.reasons.push_back(tt::claim_allows_lead(s.seating, codec, *seat, princes, sec::kTrickSections));
    }
    // A card played for her from her partner's hand (the Evil Queen) is checked against that hand.
    if (!suit_only) note_card_warnings(s, codec, armed ? armed->armed_hand(s, *seat) : *seat, *card, trick_no, princes, r);
    if (!leading && play.proves_void && !rule.follows(before, *card))
        round.note_void(*seat, rule.suit_to_follow(before), trick_no);
    // A frozen Prince breaks them out, even led; Rapunzel's ordered lead does not.
    if (breaks_princes(*data_, s, *card, leading) || (frozen && card->suit == princes && !round.princes_broken)) {
        round.princes_broken = true;
        r.notices.push_back(tt::broken_out_notice(codec, princes));
    }
    if (!suit_only) round.mark_played(codec, *card);
    --round.cards_left[static_cast<std::size_t>(*seat)];
    round.entry = Entry::Cards;
    round.current.plays.push_back(play);
    // Powers that watch every card (the Elder Stepsister's Envy).
    for (int holder = 0; holder < s.seating.size(); ++holder)
        if (const PrincessPower* p = power_of(*data_, s, holder)) p->on_card_played(*data_, s, holder, play, r);
    if (auto line = rule.progress(TrickView{*data_, s, codec, round.current.plays})) r.notices.push_back(*line);
    if (round.current.plays.size() == round.current.order.size()) {
        // A face-down lead is turned up by the Round card's entry before the trick is decided (Wedding Surprise).
        if (!is_face_down(round.current.plays.front().card)) settle_trick(s, r);
        else if (auto waits = rule.pending(*data_, s)) r.notices.push_back("Every card is played: the trick waits for " + waits->what + ".");
    }
    return r;
}

Result<Ruling> turn_up_lead(const GameData& data, GameState& s, int seat, tt::Card card) {
    RoundState& round = s.round;
    const tt::CardCodec& codec = data.codec(s.seating.size());
    auto& plays = round.current.plays;
    if (plays.empty() || !is_face_down(plays.front().card)) return fail("no lead lies face down now");
    tt::Play& lead = plays.front();
    const std::string name = s.seating.name(lead.seat);
    if (plays.size() < round.current.order.size()) return fail(name + "'s face-down lead is turned up once everyone has played");
    if (seat != lead.seat) return fail("the face-down lead is " + name + "'s");
    if (card.suit != lead.card.suit)
        return fail(name + " named " + codec.suit_name(lead.card.suit) + ": her face-down card is a " +
                    codec.suit_singular(lead.card.suit) + ", not " + codec.name(card));
    if (round.was_played(codec, card)) return fail(tt::played_twice(codec, card, where_played(s, card)));
    tt::Play turned = lead;
    turned.card = card;
    TrickPowers& powers = round.powers;
    const PrincessPower* armed = powers.armed_seat == seat ? princess_power(powers.armed) : nullptr;
    if (armed)
        if (auto ok = armed->check_armed_play(data, s, seat, turned); !ok) return fail(ok.error());
    Ruling r;
    r.headline = name + "'s face-down lead is " + codec.name(card);
    if (armed) {
        armed->on_armed_play(data, s, seat, turned, r);
        powers.armed_seat = -1;
        powers.armed.clear();
    }
    note_card_warnings(s, codec, armed ? armed->armed_hand(s, seat) : seat, card, static_cast<int>(round.tricks.size()) + 1,
                       data.princes, r);
    if (powers.above_five_from == 0 && card.value <= 5)
        r.notices.push_back("the Pea Princess asks for a card above 5: " + name + " must hold none she may lead (zref cannot see hands)");
    round.mark_played(codec, card);
    lead = turned;
    return r;
}

}  // namespace zref::rp
