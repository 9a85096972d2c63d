// The setup entries: plain or combined game, the hand size, the deck's size
// (optional, to count the pile), the players and who starts. Hands are dealt
// by the table and hidden: zref counts them.
#include <memory>

#include "core/text.h"
#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/sections.h"

namespace zref::znp {

namespace {

// The least deck that deals every hand and keeps its END GAME cards in the pile.
int least_deck(int players, int hand, int end_games) { return players * hand + end_games + 1; }

}  // namespace

Result<Ruling> Game::on_combined(GameState& s, const Command& c) const {
    if (c.args.size() != 1 || !iequals_any(c.args[0], {"on", "off"})) return fail("combined takes on or off: combined on");
    if (!s.players.empty()) return fail("combined comes before the players");
    s.combined = iequals(c.args[0], "on");
    Ruling r;
    r.canonical = std::string("combined ") + (s.combined ? "on" : "off");
    if (s.combined) {
        r.headline = "Combined with Vampire Werewolf Fairies: " + std::to_string(data_->combined_min_players) + "-" +
                     std::to_string(data_->combined_max_players) + " players, " + std::to_string(hand_size_of(s)) +
                     "-card hands, two END GAME cards";
        r.because("the combined decks take 2-10 players, seven-card hands and a second END GAME in the middle third",
                  std::string(sec::Combined));
        r.notices.push_back("the rulebook suggests taking the Reset cards out of the combined deck");
    } else {
        r.headline = "The plain game: " + std::to_string(hand_size_of(s)) + "-card hands, one END GAME card";
    }
    return r;
}

Result<Ruling> Game::on_hand(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("hand takes the hand size: hand 5, or hand 7 for the combined game");
    if (!s.players.empty()) return fail("the hand size comes before the players");
    auto n = parse_count(c.args[0], 1, 20, "hand size");
    if (!n) return fail(n.error());
    if (*n != data_->hand_size && *n != data_->combined_hand_size)
        return fail("hands are " + std::to_string(data_->hand_size) + " cards, or " + std::to_string(data_->combined_hand_size) +
                    " in the combined game: hand " + std::to_string(data_->hand_size));
    s.hand_size = *n;
    Ruling r;
    r.canonical = "hand " + std::to_string(*n);
    r.headline = "Hands of " + std::to_string(*n) + " cards";
    const int usual = s.combined ? data_->combined_hand_size : data_->hand_size;
    if (*n != usual)
        r.warnings.push_back("the rulebook deals " + std::to_string(usual) + " cards in the " +
                             (s.combined ? "combined" : "plain") + " game");
    r.because("every player is dealt a hand of this size and draws back up to it", std::string(s.combined ? sec::Combined : sec::Setup));
    return r;
}

// A reading the table switches, typed in the setup so every ruling of the game rests on it.
Result<Ruling> Game::on_reading(GameState& s, const Command& c) const {
    auto copy = std::make_shared<GameData>(book_of(s));
    auto r = switch_reading(copy->choices, copy->interpretations, c.args);
    if (r) s.book = std::move(copy);
    return r;
}

Result<Ruling> Game::on_deck(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("deck takes the number of cards, END GAME included: deck 80");
    auto n = parse_count(c.args[0], 1, 1000, "deck size");
    if (!n) return fail(n.error());
    const int ends = end_game_cards();
    if (!s.players.empty()) {
        const int players = s.seating.size();
        const int least = least_deck(players, hand_size_of(s), ends);
        if (*n < least) return fail("a deck of " + std::to_string(*n) + " cannot deal " + std::to_string(players) + " hands of " +
                                    std::to_string(hand_size_of(s)) + " and keep the END GAME in the pile: at least " +
                                    std::to_string(least));
        s.pile = *n - players * hand_size_of(s);
        s.pile_at_deal = s.pile;
    }
    s.deck = *n;
    Ruling r;
    r.canonical = "deck " + std::to_string(*n);
    r.headline = "A deck of " + std::to_string(*n) + " cards, " + counted(ends, "END GAME card", "END GAME cards") + " among them";
    if (!s.players.empty()) r.headline += ": " + std::to_string(s.pile) + " in the draw pile";
    return r;
}

Result<Ruling> Game::on_players(GameState& s, const Command& c) const {
    const int n = static_cast<int>(c.args.size());
    const int lo = s.combined ? data_->combined_min_players : data_->min_players;
    const int hi = s.combined ? data_->combined_max_players : data_->max_players;
    if (!s.players.empty()) return fail("the players are seated already: 'undo' takes that line back");
    if (n < lo || n > hi)
        return fail(std::string(s.combined ? "The combined game" : "Zombie Ninja Pirates") + " is for " + std::to_string(lo) + " to " +
                    std::to_string(hi) + " players, not " + std::to_string(n) +
                    (s.combined ? "" : " (combined on first for 2 to 10)") + ": players Ana Ben Cai");
    const GameData& b = book_of(s);
    for (int i = 0; i < n; ++i) {
        const auto& name = c.args[static_cast<std::size_t>(i)];
        if (name.empty() || parse_number<int>(name)) return fail("'" + name + "' is not a player's name: names start with a letter");
        for (int j = 0; j < i; ++j)
            if (iequals(name, c.args[static_cast<std::size_t>(j)])) return fail("two players are called " + name + ": give each a different name");
        if (b.card(name) || b.type(name) || is_end_game_word(name) || iequals(name, "chest"))
            return fail("'" + name + "' is a card's or a Type's name: give the player another name");
    }
    const int hand = hand_size_of(s);
    if (s.deck && *s.deck < least_deck(n, hand, end_game_cards()))
        return fail("the deck of " + std::to_string(*s.deck) + " cannot deal " + std::to_string(n) + " hands of " + std::to_string(hand));
    s.seating = Seating(c.args, false);
    s.players.clear();
    for (const auto& name : c.args) s.players.push_back(PlayerState{name, {}, {}, hand});
    if (!s.book) s.book = std::make_shared<GameData>(*data_);
    if (s.deck) s.pile = s.pile_at_deal = *s.deck - n * hand;
    s.phase = Phase::Start;
    Ruling r;
    r.headline = "Players, clockwise: " + join(c.args, ", ") + "; " + std::to_string(hand) + " cards dealt to each";
    r.because("the END GAME card is taken out, the deck shuffled and " + std::to_string(hand) +
                  " cards dealt to each; then the END GAME goes into the lower third" +
                  (s.combined ? " and the second into the middle third" : ""),
              std::string(s.combined ? sec::Combined : sec::Setup));
    r.notices.push_back("who starts? the table's most convincing mad impression: start " + c.args.front());
    return r;
}

Result<Ruling> Game::on_start(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("start takes one player: start " + s.seating.name(0));
    auto seat = find_player(s, c.args[0]);
    if (!seat) return fail(seat.error());
    Ruling r;
    r.canonical = Command{"start", {s.seating.name(*seat)}}.to_line();
    r.headline = s.seating.name(*seat) + " starts; play goes clockwise";
    r.because("the table picks who starts; play proceeds clockwise", std::string(sec::Setup));
    s.phase = Phase::Turn;
    begin_turn(s, *seat, r);
    return r;
}

}  // namespace zref::znp
