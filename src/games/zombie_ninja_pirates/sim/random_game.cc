#include "games/zombie_ninja_pirates/sim/random_game.h"

#include <algorithm>

#include "core/command.h"

namespace zref::znp::sim {

std::vector<std::string> znp_seat_names(int players) {
    static const char* const names[] = {"Ana", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo"};
    std::vector<std::string> out;
    for (int i = 0; i < players; ++i) out.emplace_back(names[i]);
    return out;
}

// The choices draw from a stream of their own, apart from the seed's other uses.
RandomGame::RandomGame(const GameData& data, const TableConfig& config)
    : data_(&data), deck_(&deck_model(config.combined)), config_(config), ref_(data), rng_(config.seed ^ 0x510E527FADE682D1ull),
      names_(znp_seat_names(config.players)), hands_(static_cast<std::size_t>(config.players)) {
    // The setup as a table types it, in one of the orders the engine takes.
    setup_.push_back("game " + data.id);
    if (config.combined) setup_.emplace_back("combined on");
    else if (chance(30)) setup_.emplace_back("combined off");
    for (const auto& line : deck_->describe_lines) setup_.push_back(line);
    if (chance(50)) setup_.push_back("hand " + std::to_string(hand_size()));
    const bool deck_first = chance(50);
    if (deck_first) setup_.push_back("deck " + std::to_string(deck_->size()));
    std::string players = "players";
    for (const auto& n : names_) players += " " + n;
    setup_.push_back(players);
    if (!deck_first) setup_.push_back("deck " + std::to_string(deck_->size()));
    setup_.push_back("start " + names_[static_cast<std::size_t>(pick(config.players))]);
    std::reverse(setup_.begin(), setup_.end());
}

Status RandomGame::step() {
    expected_next_ = -1;
    if (ref_.game().state().phase == Phase::Turn && ref_.game().state().step != Step::Moves && chance(8)) {
        probe();
        if (!forbidden_accepted_.empty()) return Ok{};  // the check after the line reports it
    }
    return type(next_line());
}

Status RandomGame::type(const std::string& line) {
    const std::string at = ref_.game().where();
    auto r = ref_.apply(line);
    if (!r) return fail("at " + at + " '" + line + "' was refused: " + r.error());
    last_typed_ = line;
    ++events_;
    const GameState& s = ref_.game().state();
    cov_.turns = s.turn;
    return Ok{};
}

std::string RandomGame::next_line() {
    const GameState& s = ref_.game().state();
    if (s.phase == Phase::Setup || s.phase == Phase::Start) return setup_line();
    if (s.phase == Phase::Over) return "";
    switch (s.step) {
        case Step::Hand: return hand_step_line();
        case Step::Chest: return chest_step_line();
        case Step::Discard:
            if (s.discarded < data_->most_discards && !hands_[static_cast<std::size_t>(s.current)].empty() && chance(30))
                return discard_line();
            return draw_line();
        case Step::Moves: return moves_line();
        case Step::Lightning: return lightning_line();
    }
    return "";
}

std::string RandomGame::setup_line() {
    std::string line = setup_.back();
    setup_.pop_back();
    if (line.rfind("players", 0) == 0) shuffle_and_deal();
    return line;
}

// The END GAMEs out, the rest shuffled, the hands dealt; then an END GAME
// into the lower third of the pile and, combined, the second into the middle
// third. The two are kept a draw and its refill apart: a line says at most
// one END GAME came up (`draw end-game`), so two in one draw cannot be typed.
void RandomGame::shuffle_and_deal() {
    pile_ = deck_->cards;
    rng_.shuffle(pile_);
    for (auto& h : hands_) {
        h.assign(pile_.end() - hand_size(), pile_.end());
        pile_.erase(pile_.end() - hand_size(), pile_.end());
    }
    const int size = static_cast<int>(pile_.size());
    const int third = size / 3;
    int lower = pick(third + 1);
    if (deck_->end_games == 2) {
        const int gap = hand_size() + 4;
        int middle = third + pick(third + 1);
        for (int tries = 0; middle - lower < gap && tries < 100; ++tries) {
            lower = pick(third + 1);
            middle = third + pick(third + 1);
        }
        if (middle - lower < gap) lower = std::max(0, middle - gap);
        pile_.insert(pile_.begin() + middle, kEndGameId);
    }
    pile_.insert(pile_.begin() + lower, kEndGameId);
    dealt_ = true;
}

bool RandomGame::holds(int seat, const std::string& id) const {
    const auto& h = hands_[static_cast<std::size_t>(seat)];
    return std::find(h.begin(), h.end(), id) != h.end();
}

void RandomGame::take_from_hand(int seat, const std::string& id) {
    auto& h = hands_[static_cast<std::size_t>(seat)];
    h.erase(std::find(h.begin(), h.end(), id));
}

std::vector<std::string> RandomGame::lose_random(int seat, int n) {
    auto& h = hands_[static_cast<std::size_t>(seat)];
    std::vector<std::string> out;
    for (int i = 0; i < n && !h.empty(); ++i) {
        const auto k = static_cast<std::size_t>(pick(static_cast<int>(h.size())));
        out.push_back(h[k]);
        h.erase(h.begin() + static_cast<std::ptrdiff_t>(k));
    }
    return out;
}

int RandomGame::plays_allowed() const {
    return config_.combined && set_aside_ >= 1 ? data_->combined_plays_after_first : data_->plays_from_hand;
}

std::string RandomGame::choose(std::vector<Option>& options) {
    int total = 0;
    for (const auto& o : options) total += o.weight;
    int x = pick(total);
    std::size_t i = 0;
    while (x >= options[i].weight) x -= options[i++].weight;
    return options[i].line();
}

}  // namespace zref::znp::sim
