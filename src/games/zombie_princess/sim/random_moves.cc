// The random players' choices: each tries the candidates a player has now
// (cards as a seat and a card, other entries as journal-form commands) in
// random order, and the first one the engine accepts is played. Plays follow
// suit from the real hand (which the engine cannot check); everything else
// the engine knows, it is left to refuse.
#include <algorithm>
#include <array>
#include <optional>
#include <span>

#include "core/inline_vector.h"
#include "core/text.h"
#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/sim/candidate_order.h"
#include "games/zombie_princess/sim/fast_entries.h"
#include "games/zombie_princess/sim/random_table.h"
#include "games/zombie_princess/sim/suit_mask.h"

namespace zref::sim {

static_assert(kHandRoom >= kSuitMaskCards);

using zp::Phase;

namespace {
std::string suit_word(const tt::CardCodec& codec, std::uint8_t suit) { return codec.suits().at(suit).codes.front(); }
}  // namespace

// Candidates below are taken in random order one at a time (Rng::take_next):
// the first is almost always accepted, so a choice costs about one draw.

bool RandomTable::choose_princess(int seat) {
    const auto si = static_cast<std::size_t>(seat);
    std::vector<std::size_t>& order = order_;
    order.resize(game_.state().princess_offers.at(si).size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    Command& cmd = command_;
    cmd.verb = "princess";
    cmd.args.resize(2);
    cmd.args[0] = name(seat);
    for (std::size_t i = 0; i < order.size(); ++i) {
        cmd.args[1] = game_.state().princess_offers[si][rng_.take_next(order, i, order.size())];
        if (attempt(cmd)) return true;
    }
    return false;
}

bool RandomTable::bid(int seat) {
    const auto& s = game_.state();
    const int most = zp::max_tricks(s);
    // Mostly bids a hand could make; now and then any bid in range.
    const int likely = std::min(most, 2 * s.hand_size / s.seating.size() + 1);
    const int first = static_cast<int>(rng_.below(static_cast<std::uint64_t>(rng_.below(5) == 0 ? most : likely) + 1));
    // Bids go as a seat and a number (zp::Bid), as card plays do.
    if (attempt(zp::Bid{seat, first})) return true;
    std::vector<int>& bids = bids_;  // kept between calls, as play_card's list
    bids.clear();
    for (int b = 0; b <= most; ++b) bids.push_back(b);
    for (std::size_t i = 0; i < bids.size(); ++i)
        if (attempt(zp::Bid{seat, rng_.take_next(bids, i, bids.size())})) return true;
    return false;
}

// The cards the player may choose from now, in the hand's order: the hand
// without the card held for the last trick (Dead Last) until it is the only
// one left, and always when the partner plays for Alice (that card is for
// the partner's own last trick). Each comes with its place in the hand: the
// card chosen is then taken out of the hand at that place, without searching
// the hand for it (a search of the hand for every card played). Written into
// the kept buffer `out`, which only grows (resizing it for every card cleared
// the new room first), and returned as the part of it that holds them.
std::span<RandomTable::Candidate> RandomTable::candidates_into(int source, bool for_partner,
                                                                std::vector<Candidate>& out) const {
    const auto& cards = hands_[static_cast<std::size_t>(source)].cards;
    const auto& held = hands_[static_cast<std::size_t>(source)].held;
    const std::size_t n = cards.size();
    if (out.size() < n) out.resize(n);
    std::size_t k = 0;
    if (held && (for_partner || n > 1)) {
        for (std::size_t i = 0; i < n; ++i)
            if (cards[i] != *held) out[k++] = {cards[i], static_cast<std::uint32_t>(i)};
    } else {
        for (std::size_t i = 0; i < n; ++i) out[k++] = {cards[i], static_cast<std::uint32_t>(i)};
    }
    return {out.data(), k};
}

bool RandomTable::play_card(int seat) {
    const auto& s = game_.state();
    const auto si = static_cast<std::size_t>(seat);
    const std::string_view armed = s.round.armed[si];
    const bool alice = armed == "alice", thumbelina = armed == "thumbelina";
    const int source = alice ? s.seating.partner(seat) : seat;
    const auto& plays = s.round.current.plays;
    const auto& rule = zp::rule_of(s);
    const std::uint8_t trump = s.codec.trump_suit();
    // The suit the preferred cards follow; none when every card is equal (a
    // lead, or Cinderella free to play any card on a Prince) or when
    // Thumbelina prefers her cards that are not Princes.
    std::optional<std::uint8_t> follow;
    if (!thumbelina && !plays.empty()) {
        const std::uint8_t led = rule.suit_to_follow(plays, s);
        // Compared as a view: its length first, with no library call.
        if (!(led == trump && std::string_view(s.princess_of[si]) == "cinderella")) follow = led;  // Smashing Pumpkins
    }
    // Plays `c`, then, leading, with the only-Princes claim when every
    // candidate is a Prince (asked of `all_princes` only then).
    auto try_candidate = [&](Candidate c, auto&& all_princes) {
        auto moved = [&] {
            auto& hand = hands_[static_cast<std::size_t>(source)];
            // Taken out where it is, the later cards moved down: the hand keeps
            // its order, as the draws of later choices depend on it.
            remove_at(hand.cards, c.at);
            if (hand.held && *hand.held == c.card) hand.held.reset();
            if (alice) move_random(hands_, seat, source, 1, rng_);  // Alice gives her partner a card
        };
        zp::CardPlay play{seat, c.card};
        // A Prince the engine would refuse to lead now is noted as refused
        // without asking: its refusal's sentence is written only if the
        // table gets stuck (refusal_text).
        if (plays.empty() && zp::FastEntries::refuses_early_prince_lead(game_, play)) refused(nullptr, &play, {});  // leads only
        else if (attempt(play, moved)) return true;
        play.only_princes = true;
        return plays.empty() && all_princes() && attempt(play, moved);
    };

    // The usual case (a hand of at most 64 cards, none held for later, no
    // Decomposing Duos, no Thumbelina): the first candidate is drawn and found
    // in the hand itself, as the full list below would give it.
    const SeatHand& hand = hands_[static_cast<std::size_t>(source)];
    std::optional<std::size_t> drawn;  // that first draw, when it was refused
    if (s.round.card != 'o' && !thumbelina && !hand.held && !hand.cards.empty() && hand.cards.size() <= 64) {
        const auto& held_cards = hand.cards;
        const std::size_t n = held_cards.size();
        std::uint64_t mask = 0;
        std::size_t count = 0;
        auto add = [&](std::size_t i, bool follows) {
            mask |= std::uint64_t{follows} << i;
            count += follows;
        };
        if (follow && rule.follows_by_suit()) {
            if (n <= kSuitMaskCards && held_cards.capacity() >= kSuitMaskCards) {
                mask = suit_mask(held_cards.data(), n, *follow);  // a dealt hand has the room (kHandRoom)
                count = static_cast<std::size_t>(bit_count(mask));
            } else {
                for (std::size_t i = 0; i < n; ++i) add(i, held_cards[i].suit == *follow);
            }
        } else if (follow)
            for (std::size_t i = 0; i < n; ++i) add(i, rule.follows(held_cards[i], *follow, s));
        const std::size_t r = rng_.below(count == 0 ? n : count);  // take_next's draw for the first candidate
        const std::size_t at = count == 0 ? r : partitioned_from(mask, count, r);
        auto all_princes = [&] {
            return std::all_of(held_cards.begin(), held_cards.end(), [&](tt::Card c) { return c.suit == trump; });
        };
        if (try_candidate({held_cards[at], static_cast<std::uint32_t>(at)}, all_princes)) return true;
        drawn = r;
    }

    // The full list of candidates, in the kept buffer candidates_.
    std::span<Candidate> cards = candidates_into(source, source != seat, candidates_);
    if (s.round.card == 'o' && !plays.empty() && cards.size() > 2) {  // Decomposing Duos: keep any 2
        rng_.shuffle(cards);
        if (thumbelina)  // she declared it holding a card that is not a Prince: she keeps one
            std::stable_partition(cards.begin(), cards.end(), [&](Candidate c) { return !s.codec.is_trump(c.card.suit); });
        cards = cards.first(2);
    }
    const bool only_princes = std::all_of(cards.begin(), cards.end(), [&](Candidate c) { return c.card.suit == trump; });
    // The cards tried first: those that follow suit (any card to lead), or
    // for Thumbelina those that are not Princes. The rest are tried after,
    // when all of the first are refused; with none preferred, all are equal.
    std::size_t preferred = cards.size();
    if (thumbelina)
        preferred = partition_preferred(cards, [&](Candidate c) { return c.card.suit != trump; });
    else if (follow)
        preferred = partition_preferred(cards, [&](Candidate c) { return rule.follows(c.card, *follow, s); });
    if (preferred == 0) preferred = cards.size();
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (i == 0 && drawn) {  // the quick path drew and tried it: take_next's swap, without a second draw
            std::swap(cards[0], cards[*drawn]);
            continue;
        }
        const Candidate c = rng_.take_next(cards, i, i < preferred ? preferred : cards.size());
        if (try_candidate(c, [&] { return only_princes; })) return true;
    }
    return false;
}

// A Round card's entry, or the last-trick question about a power.
bool RandomTable::declare() {
    const auto& s = game_.state();
    // Copied, as an accepted entry takes it off the state's list: the seat
    // and the verb only (a short word, kept inline), not the question's text.
    const int seat = s.round.pending.front().seat;
    const std::string verb = s.round.pending.front().verb;
    const auto si = static_cast<std::size_t>(seat);
    // Each candidate is written into the kept command when it is tried.
    if (verb == "discard") {
        std::vector<tt::Card>& cards = cards_;
        cards.assign(hands_[si].cards.begin(), hands_[si].cards.end());
        rng_.shuffle(cards);
        for (tt::Card c : cards)
            if (attempt(entry("discard", seat, {s.codec.code_view(c)}), [&] { take_out(hands_[si].cards, c); })) return true;
        return false;
    }
    if (verb == "reveal" || verb == "show") {
        InlineVector<std::uint8_t, zp::kMaxSuits> suits;
        for (const auto* part : {&hands_[si].cards, &hands_[si].aside})
            for (tt::Card c : *part)
                if (std::find(suits.begin(), suits.end(), c.suit) == suits.end()) suits.push_back(c.suit);
        rng_.shuffle(suits);
        for (auto suit : suits)
            if (attempt(entry(verb, seat, {suit_word(s.codec, suit)}))) return true;
        return false;
    }
    // Two answers in random order (one draw, as a shuffled pair of commands took).
    std::array<bool, 2> second{false, true};
    if (verb == "view") {
        rng_.shuffle(second);
        for (bool skip : second)
            if (attempt(skip ? entry("view", seat, {"skip"}) : entry("view", seat))) return true;
        return false;
    }
    if (verb == "power") {
        rng_.shuffle(second);
        for (bool pass : second)
            if (attempt(pass ? entry("pass", seat) : entry("power", seat, {s.princess_of[si]}))) return true;
        return false;
    }
    return attempt(entry(verb, seat));
}

// Two answers in random order, built in the kept command (decisions come
// several times a round).
bool RandomTable::decide(std::array<std::string_view, 2> words, std::string_view verb, int seat) {
    rng_.shuffle(words);
    Command& cmd = command_;
    cmd.verb = verb;
    cmd.args.resize(2);
    cmd.args[0] = name(seat);
    for (std::string_view w : words) {
        cmd.args[1] = w;
        if (attempt(cmd)) return true;
    }
    return false;
}

// The lowest side chooses first or last; in Teams either partner may be named.
bool RandomTable::start_next() {
    const auto& s = game_.state();
    const int seat = game_.to_act();
    const int chooser = rng_.below(2) == 0 ? seat : s.seating.partner(seat);
    return decide({"first", "last"}, "start", chooser) || decide({"first", "last"}, "start", seat);
}

}  // namespace zref::sim
