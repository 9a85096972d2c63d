// Entries zref can work out for the table (zref: fewer keys): Enter accepts
// them. Only what the facts force is offered: the last player's trick count
// when the round's total fixes it, and the last card of the round, the only
// one of the deck not yet played.
#include "core/text.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

namespace {

std::optional<Game::InferredEntry> last_count(const GameState& s) {
    int last = -1, total = 0;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const int typed = s.round.typed_tricks[static_cast<std::size_t>(seat)];
        if (typed >= 0) total += typed;
        else if (last >= 0) return std::nullopt;  // two or more still to type
        else last = seat;
    }
    const auto expected = rule_of(s).expected_tricks(s);
    if (last < 0 || !expected || *expected < total) return std::nullopt;
    const std::string n = std::to_string(*expected - total);
    return Game::InferredEntry{"tricks " + quote_if_needed(s.seating.name(last)) + " " + n, n};
}

std::optional<Game::InferredEntry> last_card(const GameState& s) {
    std::optional<Card> left;
    for (Card c : s.codec.deck()) {
        if (s.round.played[static_cast<std::size_t>(card_index(s.codec, c))]) continue;
        if (left) return std::nullopt;  // two or more out: whose is whose is hidden
        left = c;
    }
    if (!left) return std::nullopt;
    const std::string code = s.codec.code(*left);
    return Game::InferredEntry{"play " + quote_if_needed(s.seating.name(s.round.current.to_play())) + " " + code, code};
}

}  // namespace

std::optional<Game::InferredEntry> Game::inferred_entry() const {
    if (s_.phase != Phase::Tricks) return std::nullopt;
    std::optional<InferredEntry> entry;
    if (s_.round.by_counts) entry = last_count(s_);
    else if (!s_.round.played.empty() && !s_.round.current.order.empty()) entry = last_card(s_);
    if (!entry) return std::nullopt;
    Game probe = *this;  // offered only if the rules accept it as it stands
    if (auto r = probe.apply(entry->line); !r || !r->warnings.empty()) return std::nullopt;
    return entry;
}

}  // namespace zref::zp
