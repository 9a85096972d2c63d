// The rulebook sections zref's reasons for The Zombie Paella name: the
// rulebook's own headings, and "FAQ: <card>" for its card-by-card answers.
#pragma once
#include <string_view>

namespace zref::paella::sec {

inline constexpr std::string_view Components = "Game components";
inline constexpr std::string_view Treasures = "Treasure cards";
inline constexpr std::string_view Ingredients = "Ingredients";
inline constexpr std::string_view BattleCards = "Battle cards";
inline constexpr std::string_view SpecialCards = "Special cards";
inline constexpr std::string_view Strength = "Special card strength";
inline constexpr std::string_view Setup = "Setting up the game";
inline constexpr std::string_view EndOfGame = "End of the game";
inline constexpr std::string_view TwoPlayer = "Two-player variant";
inline constexpr std::string_view FaqCollections = "FAQ: Special cards that go into collections";

inline constexpr std::string_view FaqApastalypse = "FAQ: Apastalypse";
inline constexpr std::string_view FaqBloodyBattle = "FAQ: Bloody Battle";
inline constexpr std::string_view FaqBlurtini = "FAQ: Blurtini";
inline constexpr std::string_view FaqStronghold = "FAQ: Defensive Stronghold";
inline constexpr std::string_view FaqEffigy = "FAQ: Enormous Effigy";
inline constexpr std::string_view FaqGarlicDip = "FAQ: Garlic Dip";
inline constexpr std::string_view FaqKleptobat = "FAQ: Kleptobat";
inline constexpr std::string_view FaqPaellaProtection = "FAQ: Paella Protection";
inline constexpr std::string_view FaqPlumpMrPiggy = "FAQ: Plump Mr. Piggy";
inline constexpr std::string_view FaqProtectivePotion = "FAQ: Protective Potion";
inline constexpr std::string_view FaqRottingOrangeTree = "FAQ: Rotting Orange Tree";
inline constexpr std::string_view FaqSaffron = "FAQ: Saffron";
inline constexpr std::string_view FaqShowgirls = "FAQ: The Showgirls";
inline constexpr std::string_view FaqSwampRat = "FAQ: Swamp Rat";
inline constexpr std::string_view FaqGreatFlood = "FAQ: The Great Flood";
inline constexpr std::string_view FaqTurd = "FAQ: Turd in a Ditch";
inline constexpr std::string_view FaqUltra = "FAQ: Ultra Paella Protection";

}  // namespace zref::paella::sec
