// The deck the simulator shuffles and deals from. The rulebook names a few
// cards (Brains, Sensei, Bite...) and prints no count; the rest are invented
// here, of the kinds the game has (Objects scoring for the Types, cards that
// bring a Type down, Actions from zref's fixed list of effects), and the
// table describes them, with the points the rulebook leaves out of named
// cards, in `card` lines at the start of each journal. The combined game adds
// a Vampire Werewolf Fairies share and leaves Reset out, as the rulebook
// suggests.
#pragma once
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace zref::znp::sim {

inline constexpr const char* kEndGameId = "end-game";

struct DeckModel {
    std::vector<std::string> describe_lines;  // `card ...` lines, typed right after `game` and `combined`
    std::vector<std::string> cards;           // every card but the END GAMEs, copies repeated
    int end_games = 1;
    // Each Object's points per Type at this table, kept apart from the engine's
    // data, for scoring the Chests independently.
    std::map<std::string, std::vector<std::pair<std::string, int>>> points;

    int size() const { return static_cast<int>(cards.size()) + end_games; }
};

// Built once per mode.
const DeckModel& deck_model(bool combined);

}  // namespace zref::znp::sim
