// The rulebook sections zref's reasons for Zombie Ninja Pirates name: the
// rulebook's own headings, and "FAQ: <question>" for its questions and answers.
#pragma once
#include <string_view>

namespace zref::znp::sec {

inline constexpr std::string_view Cards = "About the Cards";
inline constexpr std::string_view TypeCards = "Type Cards";
inline constexpr std::string_view ActionCards = "Action Cards";
inline constexpr std::string_view ObjectCards = "Object Cards";
inline constexpr std::string_view Setup = "Starting the Game";
inline constexpr std::string_view Playing = "Playing the Game";
inline constexpr std::string_view EndGame = "Playing the Game: END GAME";
inline constexpr std::string_view Ties = "Playing the Game: ties";
inline constexpr std::string_view Combined = "Combining This Game with Vampire Werewolf Fairies";

inline constexpr std::string_view FaqBite = "FAQ: Bite over five cards";
inline constexpr std::string_view FaqTypeAlone = "FAQ: a Type card alone";
inline constexpr std::string_view FaqButterfingersChoice = "FAQ: Butterfingers, who chooses";
inline constexpr std::string_view FaqButterfingersSelf = "FAQ: Butterfingers on yourself";
inline constexpr std::string_view FaqDishonor = "FAQ: Dishonor keeps the Objects";
inline constexpr std::string_view FaqBrains = "FAQ: Brains counted once";
inline constexpr std::string_view FaqDoubleType = "FAQ: no doubled Type";
inline constexpr std::string_view FaqHandFirst = "FAQ: a card from hand first";
inline constexpr std::string_view FaqReset = "FAQ: Reset after END GAME";
inline constexpr std::string_view FaqSeparate = "FAQ: separating the decks";

}  // namespace zref::znp::sec
