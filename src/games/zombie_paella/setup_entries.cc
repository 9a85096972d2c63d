// The setup entries: the players, the two-player deck's size, the deal as
// the table saw it (treasures face up), a redeal, and who starts.
#include <algorithm>
#include <memory>

#include "core/text.h"
#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/sections.h"
#include "games/zombie_paella/setup.h"

namespace zref::paella {

Result<Ruling> Game::on_players(GameState& s, const Command& c) const {
    const int n = static_cast<int>(c.args.size());
    if (n < data_->min_players || n > data_->max_players)
        return fail("The Zombie Paella is for " + std::to_string(data_->min_players) + " to " + std::to_string(data_->max_players) +
                    " players, not " + std::to_string(n) + ": players Ana Ben Cai");
    for (int i = 0; i < n; ++i) {
        const auto& name = c.args[static_cast<std::size_t>(i)];
        if (name.empty() || parse_number<int>(name)) return fail("'" + name + "' is not a player's name: names start with a letter");
        for (int j = 0; j < i; ++j)
            if (iequals(name, c.args[static_cast<std::size_t>(j)])) return fail("two players are called " + name + ": give each a different name");
        if (data_->card(name)) return fail("'" + name + "' is a card's name: give the player another name");
    }
    s.seating = Seating(c.args, false);
    s.table.players.clear();
    for (const auto& name : c.args) s.table.players.push_back(PlayerState{name, {}, {}, {}, {}, 0});
    if (!s.book) s.book = std::make_shared<GameData>(*data_);
    s.dealt.assign(static_cast<std::size_t>(n), false);
    s.phase = Phase::Deal;
    if (n > 2) s.deck = data_->deck_cards;
    if (s.deck) s.table.draw_pile = *s.deck - 1;
    Ruling r;
    r.headline = "Players, clockwise: " + join(c.args, ", ");
    if (n == 2 && !s.deck)
        r.notices.push_back("two players: take out the cards marked not for two players, count the rest and type deck N");
    else
        r.notices.push_back("Saffron goes face up in the middle; deal " + std::to_string(data_->deal) +
                            " cards each and type what each was dealt face up: deal " + c.args.front() + " tomato");
    return r;
}

Result<Ruling> Game::on_deck(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("deck takes the number of cards: deck 96");
    if (s.seating.size() > 2) return fail("with three or more players the whole deck of " + std::to_string(data_->deck_cards) + " is used");
    const int least = data_->deal * 2 + 2;
    auto n = parse_count(c.args[0], least, data_->deck_cards - 1, "deck size for two players");
    if (!n) return fail(n.error());
    if (std::any_of(s.dealt.begin(), s.dealt.end(), [](bool d) { return d; }))
        return fail("the deck's size is given before the deal: undo the deal lines first");
    s.deck = *n;
    s.table.draw_pile = *n - 1;
    Ruling r;
    r.headline = "A two-player deck of " + std::to_string(*n) + " cards (Saffron included)";
    r.because("the cards marked not for two players are out of the game", std::string(sec::TwoPlayer));
    if (s.phase == Phase::Deal)
        r.notices.push_back("deal " + std::to_string(data_->deal) + " cards each and type what each was dealt face up: deal " +
                            s.seating.name(0) + " tomato");
    return r;
}

Result<Ruling> Game::on_seed(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("seed takes one number: seed 42");
    auto n = parse_number<unsigned long long>(c.args[0]);
    if (!n) return fail("'" + c.args[0] + "' is not a seed: give a whole number");
    s.seed = *n;
    Ruling r;
    r.headline = "Seed " + c.args[0];
    return r;
}

Result<Ruling> Game::on_deal(GameState& s, const Command& c) const {
    if (!s.deck) return fail("two players: give the deck's size first, once the 2-player cards are out: deck N");
    if (c.args.empty()) return fail("deal takes a player and the treasures they were dealt: deal Ana tomato, or deal Ana");
    auto seat = find_player(s, c.args[0]);
    if (!seat) return fail(seat.error());
    if (s.dealt[static_cast<std::size_t>(*seat)]) return fail(s.seating.name(*seat) + "'s deal is already typed: 'undo' takes it back");
    const GameData& b = book();
    const int hand = data_->deal;
    if (static_cast<int>(c.args.size()) - 1 > hand)
        return fail("a deal is " + std::to_string(hand) + " cards: " + std::to_string(c.args.size() - 1) + " treasures are too many");
    auto& p = s.table.players[static_cast<std::size_t>(*seat)];
    std::vector<std::string> ids;
    for (std::size_t i = 1; i < c.args.size(); ++i) {
        auto card = find_card(b, c.args[i], {CardKind::ingredient, CardKind::discardable, CardKind::permanent});
        if (!card) return fail(card.error());
        if ((*card)->id == b.saffron_id) return fail("Saffron starts in the middle, not in a deal");
        if ((*card)->kind == CardKind::ingredient) {
            for (const auto& other : s.table.players)
                if (other.holds((*card)->id)) return fail("there is one " + (*card)->name + " and " + other.name + " has it");
            if (std::find(ids.begin(), ids.end(), (*card)->id) != ids.end())
                return fail("there is one " + (*card)->name + ": it is typed twice");
        }
        ids.push_back((*card)->id);
    }
    for (const auto& id : ids) add_treasure(p, *b.card(id));
    p.hand_size = hand - static_cast<int>(ids.size());
    s.table.draw_pile -= hand;
    s.dealt[static_cast<std::size_t>(*seat)] = true;
    Ruling r;
    r.canonical = Command{"deal", [&] {
                              std::vector<std::string> a{p.name};
                              a.insert(a.end(), ids.begin(), ids.end());
                              return a;
                          }()}.to_line();
    r.headline = p.name + " was dealt " + (ids.empty() ? std::string("no treasures") : card_names(b, ids)) + " and holds " +
                 counted(p.hand_size, "card", "cards");
    r.because("treasures dealt go face up into the collection at once", std::string(sec::Setup));
    s.events.push_back({0, p.name, "deal", "", ids.empty() ? "dealt no treasures" : "dealt " + card_names(b, ids)});
    if (std::all_of(s.dealt.begin(), s.dealt.end(), [](bool d) { return d; })) after_deal(s, r);
    return r;
}

void Game::after_deal(GameState& s, Ruling& r) const {
    const GameData& b = book();
    auto redeal = needs_redeal(s.table, b);
    if (redeal.yes) {
        s.phase = Phase::Redeal;
        for (auto& reason : redeal.reasons) r.reasons.push_back(reason);
        r.notices.push_back("gather every card but Saffron, shuffle, deal again and type redeal");
        return;
    }
    const auto first = first_player_candidates(s.table, b);
    if (first.size() > 1) {
        s.phase = Phase::Start;
        s.level = first;
        std::vector<std::string> who;
        for (int seat : first) who.push_back(s.seating.name(seat));
        r.because(join(who, " and ") + " are level on fewest treasures and then fewest ingredients: the table picks who starts "
                  "(the one who last drank orange juice)",
                  "How to play");
        r.notices.push_back("who starts? start " + who.front());
        return;
    }
    r.because(s.seating.name(first.front()) + " has the fewest treasures" +
                  std::string(first.size() == 1 ? " (then fewest ingredients)" : "") + " and starts",
              "How to play");
    s.phase = Phase::Turn;
    begin_turn(s, first.front(), r);
}

Result<Ruling> Game::on_redeal(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("redeal takes nothing: type the new deal after it");
    for (auto& p : s.table.players) {
        p.ingredients.clear();
        p.discardables.clear();
        p.permanents.clear();
        p.hand_size = 0;
    }
    s.table.draw_pile = *s.deck - 1;
    std::fill(s.dealt.begin(), s.dealt.end(), false);
    s.deals += 1;
    s.phase = Phase::Deal;
    Ruling r;
    r.headline = "A new deal (deal " + std::to_string(s.deals + 1) + ")";
    r.because("a player dealt three or more ingredients means all is dealt again", std::string(sec::Setup));
    r.notices.push_back("type what each was dealt face up: deal " + s.seating.name(0) + " tomato");
    return r;
}

// A reading the table switches, typed before the deal so every ruling of the game rests on it.
Result<Ruling> Game::on_reading(GameState& s, const Command& c) const {
    if (std::any_of(s.dealt.begin(), s.dealt.end(), [](bool dealt) { return dealt; }))
        return fail("readings are chosen before the deal: 'undo' the deal lines first");
    auto copy = std::make_shared<GameData>(book());
    auto r = switch_reading(copy->choices, copy->interpretations, c.args);
    if (r) s.book = std::move(copy);
    return r;
}

Result<Ruling> Game::on_start(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("start takes one player: start " + s.seating.name(s.level.front()));
    auto seat = find_player(s, c.args[0]);
    if (!seat) return fail(seat.error());
    if (std::find(s.level.begin(), s.level.end(), *seat) == s.level.end()) {
        std::vector<std::string> who;
        for (int x : s.level) who.push_back(s.seating.name(x));
        return fail(s.seating.name(*seat) + " has more treasures or ingredients: one of " + join(who, ", ") + " starts");
    }
    Ruling r;
    r.canonical = Command{"start", {s.seating.name(*seat)}}.to_line();
    r.headline = s.seating.name(*seat) + " starts, as the table decided";
    s.level.clear();
    s.phase = Phase::Turn;
    begin_turn(s, *seat, r);
    return r;
}

}  // namespace zref::paella
