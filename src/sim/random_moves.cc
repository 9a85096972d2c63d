// The random players' choices: each builds the candidate lines a player could
// type now, in random order, and the first one the engine accepts is played.
// Plays follow suit from the real hand (which the engine cannot check);
// everything else the engine knows, it is left to refuse.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/round_rule.h"
#include "sim/random_table.h"

namespace zref::sim {

using zp::Phase;

namespace {
std::string suit_word(const CardCodec& codec, std::uint8_t suit) { return codec.suits().at(suit).codes.front(); }
}  // namespace

// Optional entries nobody is waiting for: Princess powers, Dead Last's held
// card, the Headhunters bet. Each is tried now and then; refusals are fine.
bool RandomTable::optional_entry() {
    const auto& s = game_.state();
    if (s.phase != Phase::Bidding && s.phase != Phase::Tricks) return false;
    const int n = s.seating.size();
    const int seat = static_cast<int>(rng_.below(static_cast<std::uint64_t>(n)));
    if (s.round.card == 'c' && !hands_[static_cast<std::size_t>(seat)].held && rng_.below(2) == 0 && try_hold(seat)) return true;
    if (s.round.card == 'h' && s.phase == Phase::Bidding && rng_.below(6) == 0 && attempt("bet " + quote_if_needed(name(seat))))
        return true;
    return rng_.below(4) == 0 && try_power(seat);
}

bool RandomTable::try_hold(int seat) {
    const auto& s = game_.state();
    if (!s.round.tricks.empty() || !s.round.current.plays.empty()) return false;
    auto& hand = hands_[static_cast<std::size_t>(seat)];
    if (hand.cards.size() < 2) return false;
    const Card c = hand.cards[rng_.below(hand.cards.size())];
    return attempt("hold " + quote_if_needed(name(seat)) + " " + code(c),
                   [&] { hands_[static_cast<std::size_t>(seat)].held = c; });
}

bool RandomTable::try_power(int seat) {
    const auto& s = game_.state();
    const auto si = static_cast<std::size_t>(seat);
    const std::string& id = s.princess_of[si];
    const auto* info = data_->princess(id);
    if (!info || info->always_active || s.round.power_used[si]) return false;
    const std::string head = "power " + quote_if_needed(name(seat)) + " " + id;
    const bool tricks = s.phase == Phase::Tricks;
    const bool between = tricks && s.round.current.plays.empty();
    const bool my_turn = tricks && game_.waiting().seat == seat && s.round.armed[si].empty();
    const bool just_won = between && !s.round.tricks.empty() && s.round.tricks.back().winner == seat;
    auto& hand = hands_[si];
    if (id == "pea-princess") return my_turn && attempt(head);
    // A player declares these only when she can then play: Thumbelina with a
    // card that is not a Prince, Alice when her partner still holds a card.
    if (id == "thumbelina") {
        const auto cards = playable(seat);
        const bool any = std::any_of(cards.begin(), cards.end(), [&](Card c) { return !s.codec.is_trump(c.suit); });
        return my_turn && any && attempt(head);
    }
    // Not with only the card held for the last trick (Dead Last) left: that one she must play herself.
    if (id == "alice")
        return my_turn && !(hand.held && hand.cards.size() == 1) && !playable(s.seating.partner(seat), true).empty() && attempt(head);
    if (id == "dorothy" || id == "rapunzel") return just_won && attempt(head);
    if (id == "ice-princess") return between && attempt(head);
    if (id == "scheherazade")
        return s.round.bids[si] >= 0 &&
               attempt(head + " bid " + std::to_string(rng_.below(static_cast<std::uint64_t>(s.hand_size) + 1)));
    if (id == "sleeping-beauty") {
        if (!between) return false;
        // The card held face down for the last trick (Dead Last) is not in the hand to give.
        auto givable = [&](const SeatHand& h) { return h.cards.size() - (h.held ? 1 : 0); };
        const auto most = std::min<std::size_t>({3, givable(hand), givable(hands_[static_cast<std::size_t>(s.seating.partner(seat))])});
        if (most == 0) return false;
        const int k = 1 + static_cast<int>(rng_.below(most));
        return attempt(head + " " + std::to_string(k), [&] {
            move_random(hands_, seat, s.seating.partner(seat), k, rng_);
            move_random(hands_, s.seating.partner(seat), seat, k, rng_);
        });
    }
    if (id == "red-riding-hood") {
        if (!my_turn) return false;
        std::vector<int> won;
        for (std::size_t t = 0; t < s.round.tricks.size(); ++t)
            if (s.round.tricks[t].winner == seat) won.push_back(static_cast<int>(t));
        if (won.empty()) return false;
        const int t = won[rng_.below(won.size())];
        const std::string look = head + " trick " + std::to_string(t + 1);
        std::vector<Card> takes;
        for (const auto& p : s.round.tricks[static_cast<std::size_t>(t)].plays)
            if (!s.codec.is_trump(p.card.suit)) takes.push_back(p.card);
        std::vector<Card> gives;
        for (Card c : hand.cards)
            if (!hand.held || c != *hand.held) gives.push_back(c);
        if (takes.empty() || gives.empty() || rng_.below(4) == 0) return attempt(look);
        const Card give = gives[rng_.below(gives.size())], take = takes[rng_.below(takes.size())];
        return attempt(look + " give " + code(give) + " take " + code(take), [&] {
            take_out(hands_[si].cards, give);
            hands_[si].cards.push_back(take);
        });
    }
    return false;
}

bool RandomTable::choose_princess() {
    const int seat = game_.waiting().seat;
    auto offers = game_.state().princess_offers.at(static_cast<std::size_t>(seat));
    rng_.shuffle(offers);
    std::vector<std::string> lines;
    for (const auto& id : offers) lines.push_back("princess " + quote_if_needed(name(seat)) + " " + id);
    return attempt_any(lines);
}

bool RandomTable::bid() {
    const auto& s = game_.state();
    const int seat = game_.waiting().seat;
    const int most = zp::max_tricks(s);
    // Mostly bids a hand could make; now and then any bid in range.
    const int likely = std::min(most, 2 * s.hand_size / s.seating.size() + 1);
    std::vector<int> bids;
    for (int b = 0; b <= most; ++b) bids.push_back(b);
    rng_.shuffle(bids);
    const int first = static_cast<int>(rng_.below(static_cast<std::uint64_t>(rng_.below(5) == 0 ? most : likely) + 1));
    std::vector<std::string> lines{"bid " + quote_if_needed(name(seat)) + " " + std::to_string(first)};
    for (int b : bids) lines.push_back("bid " + quote_if_needed(name(seat)) + " " + std::to_string(b));
    return attempt_any(lines);
}

// The cards the player may choose from now: the hand without the card held
// for the last trick (Dead Last) until it is the only one left, and always
// when the partner plays for Alice (that card is for the partner's own last trick).
std::vector<Card> RandomTable::playable(int source, bool for_partner) const {
    const auto& hand = hands_[static_cast<std::size_t>(source)];
    std::vector<Card> out;
    for (Card c : hand.cards)
        if (!(hand.held && c == *hand.held && (for_partner || hand.cards.size() > 1))) out.push_back(c);
    return out;
}

bool RandomTable::play_card() {
    const auto& s = game_.state();
    const int seat = game_.waiting().seat;
    const auto si = static_cast<std::size_t>(seat);
    const std::string armed = s.round.armed[si];
    const int source = armed == "alice" ? s.seating.partner(seat) : seat;
    std::vector<Card> cards = playable(source, source != seat);
    const auto& plays = s.round.current.plays;
    if (s.round.card == 'o' && !plays.empty() && cards.size() > 2) {  // Decomposing Duos: keep any 2
        rng_.shuffle(cards);
        if (armed == "thumbelina")  // she declared it holding a card that is not a Prince: she keeps one
            std::stable_partition(cards.begin(), cards.end(), [&](Card c) { return !s.codec.is_trump(c.suit); });
        cards.resize(2);
    }
    const auto& rule = zp::rule_of(s);
    const std::uint8_t trump = s.codec.trump_suit();
    std::vector<Card> first, rest;
    if (armed == "thumbelina") {
        for (Card c : cards) (c.suit != trump ? first : rest).push_back(c);
    } else if (!plays.empty()) {
        const std::uint8_t follow = rule.suit_to_follow(plays, s);
        const bool free = s.princess_of[si] == "cinderella" && follow == trump;  // Smashing Pumpkins
        for (Card c : cards) (free || rule.follows(c, follow, s) ? first : rest).push_back(c);
        if (first.empty()) std::swap(first, rest);
    } else {
        first = cards;
    }
    rng_.shuffle(first);
    rng_.shuffle(rest);
    first.insert(first.end(), rest.begin(), rest.end());
    const bool only_princes =
        std::all_of(cards.begin(), cards.end(), [&](Card c) { return c.suit == trump; });
    for (Card c : first) {
        auto moved = [&] {
            auto& hand = hands_[static_cast<std::size_t>(source)];
            take_out(hand.cards, c);
            if (hand.held && *hand.held == c) hand.held.reset();
            if (armed == "alice") move_random(hands_, seat, source, 1, rng_);  // Alice gives her partner a card
        };
        const std::string line = "play " + quote_if_needed(name(seat)) + " " + code(c);
        if (attempt(line, moved) || (plays.empty() && only_princes && attempt(line + " only-princes", moved))) return true;
    }
    return false;
}

// A Round card's entry, or the last-trick question about a power.
bool RandomTable::declare() {
    const auto& s = game_.state();
    const auto& req = s.round.pending.front();
    const int seat = req.seat;
    const std::string who = quote_if_needed(name(seat));
    auto& hand = hands_[static_cast<std::size_t>(seat)];
    std::vector<std::string> lines;
    if (req.verb == "discard") {
        std::vector<Card> cards = hand.cards;
        rng_.shuffle(cards);
        for (Card c : cards)
            if (attempt("discard " + who + " " + code(c), [&] { take_out(hands_[static_cast<std::size_t>(seat)].cards, c); }))
                return true;
        return false;
    }
    if (req.verb == "reveal" || req.verb == "show") {
        std::vector<std::uint8_t> suits;
        for (const auto* part : {&hand.cards, &hand.aside})
            for (Card c : *part)
                if (std::find(suits.begin(), suits.end(), c.suit) == suits.end()) suits.push_back(c.suit);
        rng_.shuffle(suits);
        for (auto suit : suits) lines.push_back(req.verb + " " + who + " " + suit_word(s.codec, suit));
    } else if (req.verb == "view") {
        lines = {"view " + who, "view " + who + " skip"};
        rng_.shuffle(lines);
    } else if (req.verb == "power") {
        lines = {"power " + who + " " + s.princess_of[static_cast<std::size_t>(seat)], "pass " + who};
        rng_.shuffle(lines);
    } else {
        lines = {req.verb + " " + who};
    }
    return attempt_any(lines);
}

bool RandomTable::decide(const std::vector<std::string>& words, const std::string& verb, int seat) {
    std::vector<std::string> lines;
    for (const auto& w : words) lines.push_back(verb + " " + quote_if_needed(name(seat)) + " " + w);
    rng_.shuffle(lines);
    return attempt_any(lines);
}

// The lowest side chooses first or last; in Teams either partner may be named.
bool RandomTable::start_next() {
    const auto& s = game_.state();
    const int seat = game_.waiting().seat;
    const int chooser = rng_.below(2) == 0 ? seat : s.seating.partner(seat);
    return decide({"first", "last"}, "start", chooser) || decide({"first", "last"}, "start", seat);
}

}  // namespace zref::sim
