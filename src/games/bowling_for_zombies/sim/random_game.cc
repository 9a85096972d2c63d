#include "games/bowling_for_zombies/sim/random_game.h"

#include <algorithm>
#include <numeric>

#include "core/command.h"

namespace zref::bfz::sim {

namespace {

// The Lane cards' line against Black Jack's stands (candidates.cc): a
// necromancer stands at a turn's start about once in a dozen.
constexpr int kLanesWeight = 12;

// Takes a candidate at random, likelier by its weight, out of the list.
Candidate take_weighted(std::vector<Candidate>& list, Rng& rng) {
    long total = 0;
    for (const auto& c : list) total += c.weight;
    auto x = static_cast<long>(rng.below(static_cast<std::uint64_t>(total)));
    std::size_t i = 0;
    while (x >= list[i].weight) x -= list[i++].weight;
    Candidate out = std::move(list[i]);
    list.erase(list.begin() + static_cast<std::ptrdiff_t>(i));
    return out;
}

}  // namespace

std::vector<std::string> seat_names(int players) {
    static const char* const names[] = {"Svipdag", "Skuld", "H.P.", "Sauron", "Old Tom"};
    std::vector<std::string> out;
    for (int i = 0; i < players; ++i) out.push_back(i < 5 ? names[i] : "Necromancer" + std::to_string(i + 1));
    return out;
}

std::vector<std::string> setup_lines(const GameData& data, const TableConfig& config) {
    std::string players = "players";
    for (const auto& name : seat_names(config.players)) players += " " + quote_if_needed(name);
    const VariantInfo* v = data.variant(config.variant);
    std::vector<std::string> lines = {"game " + data.id, players, "variant " + (v ? v->id : std::string("standard")),
                                      "seed " + std::to_string(config.seed)};
    if (config.players == data.phantom_players)
        lines.push_back(config.phantom == PhantomMode::Typed ? "phantom typed" : "phantom deal");
    lines.push_back("begin");
    return lines;
}

// The choices draw from a stream of their own: the engine shuffles the
// phantom hand (`phantom deal`) from the same seed.
RandomGame::RandomGame(const GameData& data, const TableConfig& config)
    : data_(&data), config_(config), ref_(data), rng_(config.seed ^ 0x6A09E667F3BCC909ull) {
    for (auto [pins, copies] : data.lane_counts)
        lane_deck_.insert(lane_deck_.end(), static_cast<std::size_t>(copies), pins);
    rng_.shuffle(lane_deck_);
    if (config.players == data.phantom_players && config.phantom == PhantomMode::Typed) {
        phantom_hand_.resize(static_cast<std::size_t>(data.highest_zombie + 1));
        std::iota(phantom_hand_.begin(), phantom_hand_.end(), 0);
        rng_.shuffle(phantom_hand_);
    }
}

Status RandomGame::setup() {
    for (const auto& line : setup_lines(*data_, config_)) {
        auto r = ref_.apply(line);
        if (!r) return fail("setup line '" + line + "' refused: " + r.error());
        last_typed_ = line;
    }
    return Ok{};
}

int RandomGame::zombies_in_play() const {
    const GameState& s = ref_.game().state();
    int zombies = s.phantom != PhantomMode::None ? 1 : 0;
    for (bool playing : s.round.in_play) zombies += playing ? 1 : 0;
    return zombies;
}

// As the table counts: one Lane card fewer than the zombies in play, and no
// more than the deck holds.
int RandomGame::lanes_to_draw(const std::vector<int>& deck) const {
    return std::max(0, std::min(zombies_in_play() - 1, static_cast<int>(deck.size())));
}

// Only a table of more than five necromancers (a --data that allows them,
// or a smaller Lane deck) runs the Lane deck short: then the discards are
// shuffled back into it, as the engine's reading lane-deck-short says. The
// table does so only if the Lane cards are drawn now, not if a necromancer
// stands first (Black Jack), so this is a deck to draw from, kept once the
// Lane cards are accepted.
std::vector<int> RandomGame::deck_to_draw_from() {
    const GameState& s = ref_.game().state();
    std::vector<int> deck = lane_deck_;
    if (s.phase != Phase::Lanes || static_cast<int>(deck.size()) >= zombies_in_play() - 1) return deck;
    for (std::size_t v = 0; v < s.lane_discard.size(); ++v)
        deck.insert(deck.end(), static_cast<std::size_t>(s.lane_discard[v]), static_cast<int>(v));
    rng_.shuffle(deck);
    return deck;
}

std::vector<Candidate> RandomGame::candidates(const std::vector<int>& deck) const {
    const Game& g = ref_.game();
    const GameState& s = g.state();
    std::vector<Candidate> out;
    switch (s.phase) {
        case Phase::Lanes: {
            std::string line = "lanes";
            const int n = lanes_to_draw(deck);
            for (int i = 0; i < n; ++i)
                line += " " + std::to_string(deck[deck.size() - 1 - static_cast<std::size_t>(i)]);
            out.push_back({n == 0 ? "lanes none" : line, kLanesWeight, Candidate::Kind::Lanes});
            break;
        }
        case Phase::Reveal:
            out = reveal_candidates(s);
            // The table flips the phantom's card with the reveals, typed in any order.
            if (s.phantom == PhantomMode::Typed && !s.round.phantom && !phantom_hand_.empty())
                out.push_back({"phantom " + std::to_string(phantom_hand_.back()), 1, Candidate::Kind::PhantomFlip});
            break;
        case Phase::Resolve:
            out = decision_candidates(g);
            break;
        case Phase::Setup:
        case Phase::GameOver:
            break;
    }
    for (auto& c : stand_candidates(s)) out.push_back(std::move(c));
    return out;
}

Status RandomGame::step() {
    std::vector<int> deck = deck_to_draw_from();
    const int draws = lanes_to_draw(deck);
    auto list = candidates(deck);
    const std::string where = ref_.game().where();
    if (list.empty()) return fail("stuck at " + where + ": no entry to type (" + ref_.game().waiting().what + ")");
    const auto offered = list.size();
    std::string first_refusal;
    while (!list.empty()) {
        Candidate c = take_weighted(list, rng_);
        auto r = ref_.apply(c.line);
        if (r) {
            if (c.kind == Candidate::Kind::Lanes) {
                lane_deck_ = std::move(deck);
                lane_deck_.resize(lane_deck_.size() - static_cast<std::size_t>(draws));
            }
            if (c.kind == Candidate::Kind::PhantomFlip) phantom_hand_.pop_back();
            last_typed_ = c.line;
            ++events_;
            return Ok{};
        }
        ++refused_;
        if (first_refusal.empty()) first_refusal = "'" + c.line + "': " + r.error();
    }
    return fail("stuck at " + where + ": the engine refused all " + std::to_string(offered) +
                " legal entries (the first, " + first_refusal + ")");
}

}  // namespace zref::bfz::sim
