// The end of a turn: up to two discards, drawing back up to the hand size
// (nothing while over it), or throwing the whole hand away for a new one;
// and the END GAME, shown when drawn, which starts the lightning round.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/sections.h"

namespace zref::znp {

namespace {

// Cards drawn come off Reset's cards first, then off the pile as dealt.
void count_drawn(GameState& s, int n) {
    const int from_top = std::min(n, s.reset_on_top);
    s.reset_on_top -= from_top;
    s.drawn_from_deal += n - from_top;
}

// The END GAME went into a third of the pile as dealt: one that comes up
// plainly above it is worth a look at the shuffle (a warning: thirds are cut
// by eye, so only half the pile for the lower third, a quarter for the middle).
void check_third(const GameState& s, bool middle, Ruling& r) {
    if (!s.deck || s.pile_at_deal <= 0) return;
    const int least = middle ? s.pile_at_deal / 4 : s.pile_at_deal / 2;
    if (s.drawn_from_deal >= least) return;
    r.warnings.push_back(std::string("the END GAME went into the ") + (middle ? "middle" : "lower") + " third, yet only " +
                         std::to_string(s.drawn_from_deal) + " of the " + std::to_string(s.pile_at_deal) +
                         " cards dealt into the pile have been drawn: check how it was shuffled in");
}

Result<bool> end_game_arg(const Command& c, std::size_t from, std::string_view usage) {
    if (c.args.size() == from) return false;
    if (c.args.size() == from + 1 && is_end_game_word(c.args[from])) return true;
    return fail(std::string(usage));
}

}  // namespace

Status Game::draw_cards(GameState& s, int seat, int n, bool end_game, Ruling& r) const {
    auto& p = player(s, seat);
    const int left_in_pile = end_game_cards() - s.end_games_drawn;
    if (end_game && n == 0) return fail(p.name + " draws no card, so no END GAME can come up");
    if (end_game && left_in_pile == 0)
        return fail(end_game_cards() == 1 ? "the END GAME card is out already" : "both END GAME cards are out already");
    if (s.deck) {
        if (n > s.pile) n = s.pile;  // drawn "if possible": an empty pile gives nothing
        if (!end_game && left_in_pile > 0 && n > s.pile - left_in_pile)
            return fail("only " + std::to_string(s.pile - left_in_pile) + " cards lie above the END GAME in a pile of " +
                        std::to_string(s.pile) + ": it comes up in this draw (add end-game)");
        s.pile -= n;
        count_drawn(s, n);
    }
    if (!end_game) {
        p.hand += n;
        return Ok{};
    }
    p.hand += n - 1;
    s.end_games_drawn += 1;
    const bool last = s.end_games_drawn == end_game_cards();
    // Its drawer draws back up at once, if the pile allows.
    int more = std::max(0, hand_size_of(s) - p.hand);
    if (s.deck) more = std::min(more, s.pile);
    if (s.deck) {
        // In the combined game the first END GAME is the middle third's.
        check_third(s, !last, r);
        s.pile -= more;
        count_drawn(s, more);
    }
    p.hand += more;
    s.events.push_back({s.turn, p.name, "end-game", "end-game", last ? "drew the END GAME: lightning round" : "drew the first END GAME"});
    if (last) {
        s.lightning_pending = true;
        s.end_game_drawer = seat;
        r.because(p.name + " drew the END GAME and shows it: the lightning round begins; " + p.name +
                      " draws back up and, once this turn is over, each player gets a last turn to lay down any number of cards, " +
                      p.name + " last",
                  std::string(sec::EndGame));
    } else {
        r.because(p.name + " drew the first END GAME: from now on each turn plays one or two cards from hand, still one from the Chest",
                  std::string(sec::Combined));
    }
    r.notices.push_back("END GAME! " + p.name + " draws " + counted(more, "card", "cards") + " back up to " +
                        counted(p.hand, "card", "cards"));
    return Ok{};
}

Result<Ruling> Game::on_discard(GameState& s, const Command& c) const {
    auto& p = player(s, s.current);
    if (s.step == Step::Hand)
        return fail(p.name + " plays a card from hand first, or redraws the whole hand (discarding comes after)");
    if (c.args.size() != 1) return fail("discard takes how many cards: discard 1, or discard 2");
    const int room = data_->most_discards - s.discarded;
    if (room <= 0) return fail(p.name + " has discarded " + std::to_string(data_->most_discards) + " cards this turn already: draw");
    auto n = parse_count(c.args[0], 1, room, "number of cards to discard");
    if (!n) return fail(n.error() + " (at most " + std::to_string(data_->most_discards) + " a turn)");
    if (*n > p.hand) return fail(p.name + " holds " + counted(p.hand, "card", "cards"));
    p.hand -= *n;
    s.discards += *n;
    s.discarded += *n;
    s.step = Step::Discard;
    Ruling r;
    r.canonical = "discard " + std::to_string(*n);
    r.headline = p.name + " discards " + counted(*n, "card", "cards") + " (" + counted(p.hand, "card", "cards") + " left)";
    r.because("a turn may discard up to " + std::to_string(data_->most_discards) + " cards before drawing", std::string(sec::Playing));
    s.events.push_back({s.turn, p.name, "discard", "", r.headline});
    return r;
}

Result<Ruling> Game::on_draw(GameState& s, const Command& c) const {
    if (s.step == Step::Moves) return on_move(s, c);
    auto& p = player(s, s.current);
    if (s.step == Step::Hand)
        return fail(p.name + " must play a card from hand first, or discard the whole hand and draw a new one (redraw)  [" +
                    std::string(sec::FaqHandFirst) + "]");
    auto eg = end_game_arg(c, 0, "draw takes nothing, or end-game when an END GAME came up: draw end-game");
    if (!eg) return fail(eg.error());
    const int size = hand_size_of(s);
    const int n = std::max(0, size - p.hand);
    Ruling r;
    const int before = p.hand;
    if (auto ok = draw_cards(s, s.current, n, *eg, r); !ok) return fail(ok.error());
    r.canonical = *eg ? "draw end-game" : "draw";
    if (n == 0) {
        r.headline = p.name + " holds " + counted(before, "card", "cards") + ", not fewer than " + std::to_string(size) + ": no draw";
        r.because("a player over the hand size keeps the cards and draws nothing until below it", std::string(sec::FaqBite));
    } else if (*eg) {
        r.headline = p.name + " draws the END GAME, shows it and draws back up to " + counted(p.hand, "card", "cards");
        r.because("the turn ends by drawing back up to " + std::to_string(size) + " cards", std::string(s.combined ? sec::Combined : sec::Playing));
    } else {
        r.headline = p.name + " draws back up to " + counted(p.hand, "card", "cards");
        r.because("the turn ends by drawing back up to " + std::to_string(size) + " cards", std::string(s.combined ? sec::Combined : sec::Playing));
    }
    s.events.push_back({s.turn, p.name, "draw", "", r.headline});
    end_turn(s, r);
    return r;
}

Result<Ruling> Game::on_redraw(GameState& s, const Command& c) const {
    auto& p = player(s, s.current);
    if (s.step != Step::Hand || s.hand_plays > 0)
        return fail(p.name + " has played from hand this turn: redrawing replaces that step, it does not follow it");
    auto eg = end_game_arg(c, 0, "redraw takes nothing, or end-game when an END GAME came up: redraw end-game");
    if (!eg) return fail(eg.error());
    const int thrown = p.hand;
    s.discards += thrown;
    p.hand = 0;
    Ruling r;
    if (auto ok = draw_cards(s, s.current, hand_size_of(s), *eg, r); !ok) return fail(ok.error());
    r.canonical = *eg ? "redraw end-game" : "redraw";
    r.headline = p.name + " discards the whole hand (" + counted(thrown, "card", "cards") + ") and draws a new one of " +
                 std::to_string(p.hand) + "; the turn ends";
    r.because("a player who cannot or will not play from hand discards it all and draws a new hand, ending the turn",
              std::string(sec::Playing));
    s.events.push_back({s.turn, p.name, "redraw", "", r.headline});
    end_turn(s, r);
    return r;
}

}  // namespace zref::znp
