#include "games/zombie_paella/sim/random_game.h"

#include <algorithm>

#include "core/command.h"

namespace zref::paella::sim {

std::vector<std::string> seat_names(int players) {
    static const char* const names[] = {"Ana", "Ben", "Cai", "Dolores", "Pep"};
    std::vector<std::string> out;
    for (int i = 0; i < players; ++i) out.push_back(i < 5 ? names[i] : "Player" + std::to_string(i + 1));
    return out;
}

// The choices draw from a stream of their own, apart from the seed's other uses.
RandomGame::RandomGame(const GameData& data, const TableConfig& config)
    : data_(&data), deck_(&deck_model(data)), config_(config), ref_(data), rng_(config.seed ^ 0x510E527FADE682D1ull),
      names_(seat_names(config.players)), hands_(static_cast<std::size_t>(config.players)) {}

std::string RandomGame::name(int seat) const { return quote_if_needed(names_[static_cast<std::size_t>(seat)]); }

Status RandomGame::step() {
    const GameState& s = ref_.game().state();
    before_ = s.table;
    before_turn_ = s.turn;
    before_current_ = s.current;
    fight_expected_.reset();
    flood_expected_ = false;
    return type(next_line());
}

Status RandomGame::type(const std::string& line) {
    const std::string at = ref_.game().where();
    auto r = ref_.apply(line);
    if (!r) return fail("at " + at + " '" + line + "' was refused: " + r.error());
    last_typed_ = line;
    ++events_;
    const GameState& s = ref_.game().state();
    if (s.table.saffron_holder && !saffron_taken_) {
        saffron_taken_ = true;
        ++cov_.saffron_claims;
    }
    cov_.turns = s.turn;
    if (s.phase == Phase::Over) {
        if (s.shared) ++cov_.shared;
        else if (line.rfind("winner", 0) == 0) ++cov_.wins_table;
        else if (s.table.draw_pile == 0 && s.table.players[static_cast<std::size_t>(*s.winner)].holds("apastalypse"))
            ++cov_.wins_apastalypse;
        else ++cov_.wins_ingredients;
        if (s.turn > kTurnCap) ++cov_.capped;
    }
    return Ok{};
}

std::string RandomGame::next_line() {
    const GameState& s = ref_.game().state();
    switch (s.phase) {
        case Phase::Setup: return setup_line();
        case Phase::Deal: return deal_line();
        case Phase::Redeal:
            ++cov_.redeals;
            shuffle_pile();
            return "redeal";
        case Phase::Start:
            ++cov_.start_ties;
            return "start " + name(s.level[static_cast<std::size_t>(pick(static_cast<int>(s.level.size())))]);
        case Phase::Over: return "";
        case Phase::Turn: break;
    }
    switch (s.await) {
        case Await::Action: return action_line();
        case Await::Draw: return draw_line();
        case Await::Defence: return defence_line();
        case Await::Reveal: return reveal_line();
        case Await::Modifiers: return modifier_line();
        case Await::Remove: {
            ++cov_.removes;
            const std::string pick = chance(50) ? "stronghold" : "effigy";
            expect_fight(pick);
            return "remove " + pick;
        }
        case Await::Blocks: return block_line();
        case Await::Effect: return effect_line();
        case Await::Winner: return winner_line();
    }
    return "";
}

// game, the descriptions of the cards, then the players; the whole deck is
// shuffled once the engine knows its size.
std::string RandomGame::setup_line() {
    const std::size_t k = setup_next_++;
    if (k == 0) return "game " + data_->id;
    if (k - 1 < deck_->describe_lines.size()) return deck_->describe_lines[k - 1];
    std::string line = "players";
    for (int i = 0; i < config_.players; ++i) line += " " + name(i);
    if (config_.players > 2) shuffle_pile();
    return line;
}

// Every card but Saffron, gathered and shuffled; the hands are empty again.
void RandomGame::shuffle_pile() {
    pile_ = deck_->deck_for(config_.players);
    rng_.shuffle(pile_);
    for (auto& h : hands_) h.clear();
    pile_known_ = true;
}

// Seven cards to the next seat not dealt yet: treasures face up and named.
std::string RandomGame::deal_line() {
    const GameState& s = ref_.game().state();
    if (!s.deck) {
        shuffle_pile();
        return "deck " + std::to_string(pile_.size() + 1);
    }
    int seat = 0;
    while (s.dealt[static_cast<std::size_t>(seat)]) ++seat;
    std::string line = "deal " + name(seat);
    for (int i = 0; i < data_->deal; ++i) {
        std::string card = pile_.back();
        pile_.pop_back();
        if (deck_->is_treasure(card)) line += " " + card;
        else hands_[static_cast<std::size_t>(seat)].push_back(card);
    }
    return line;
}

// The pending draw order, met in one line or spread over several.
std::string RandomGame::draw_line() {
    const GameState& s = ref_.game().state();
    const DrawOrder& d = s.draws.front();
    const int count = d.until_hand > 0 ? 0 : 1 + pick(d.count);
    const bool named = d.seat != s.current || chance(30);
    const std::string items = draw_items(d.seat, count, d.until_hand);
    return "draw" + (named ? " " + name(d.seat) : std::string()) + (items == "1" && chance(50) ? "" : " " + items);
}

// Takes cards from the top of the pile: `count` of them, or (until_hand)
// until the hand holds that many, sometimes stopping early to go on in
// another line. Treasures are named, hidden cards counted in runs.
std::string RandomGame::draw_items(int seat, int count, int until_hand) {
    auto& hand = hands_[static_cast<std::size_t>(seat)];
    std::vector<std::string> words;
    int run = 0, taken = 0;
    const auto flush = [&] {
        if (run) words.push_back(std::to_string(run));
        run = 0;
    };
    while (!pile_.empty()) {
        if (until_hand > 0 && static_cast<int>(hand.size()) >= until_hand) break;
        if (until_hand == 0 && taken >= count) break;
        if (until_hand > 0 && taken > 0 && chance(30)) break;
        std::string card = pile_.back();
        pile_.pop_back();
        ++taken;
        if (deck_->is_treasure(card)) {
            flush();
            words.push_back(card);
        } else {
            hand.push_back(card);
            ++run;
        }
    }
    flush();
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

}  // namespace zref::paella::sim
