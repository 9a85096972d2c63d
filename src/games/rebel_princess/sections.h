// The rule sections zref's reasons name. Rebel Princess's own rulebook is
// not at hand, so these are the titles of our rules topics in
// games/rebel-princess.toml (`zref rules --game rebel-princess TOPIC`), and
// each Round card's name for its own rule.
#pragma once
#include <string_view>

#include "games/trick_taking/trick.h"

namespace zref::rp::sec {

inline constexpr std::string_view Setup = "Setup";
inline constexpr std::string_view Passing = "Passing";
inline constexpr std::string_view Tricks = "Playing tricks";
inline constexpr std::string_view Princes = "Princes";
inline constexpr std::string_view Scoring = "Scoring a round";
inline constexpr std::string_view RebelOfTheBall = "Rebel of the Ball";
inline constexpr std::string_view NextLeader = "Who leads the next round";
inline constexpr std::string_view EndOfGame = "End of the game";
inline constexpr std::string_view ScoreOnly = "Entering scores only";
inline constexpr std::string_view TeamMode = "Team Mode";

inline constexpr tt::RuleSections kTrickSections{Tricks, Princes};

}  // namespace zref::rp::sec
