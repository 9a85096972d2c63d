// Scoring a Chest, pure: five points per Type, then each Object as it lies
// for its owner's Types (upright, sideways or upside down), counted once per
// card, and the ranking with the rulebook's tie-breaks. A receipt lists every
// line, and its total is always the sum of its lines.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/ruling.h"
#include "games/zombie_ninja_pirates/data.h"

namespace zref::znp {

enum class Orientation { upright, sideways, upside_down };
std::string_view orientation_name(Orientation o);

// How one Object lies for a set of Types, and why.
struct ObjectValue {
    Orientation orientation = Orientation::sideways;
    int points = 0;
    bool known = true;  // false: a matching Type's points are still to be described
    std::string why;    // "2 for a Zombie", "no Type it counts for", "Ninja up, Pirate down: sideways"
};
ObjectValue value_of(const GameData& book, const CardInfo& card, const std::vector<std::string>& types, bool combined);

struct ReceiptLine {
    std::string item;  // "Zombie (Type)", "Brains"
    std::string card;  // the card's id
    bool is_type = false;
    Orientation orientation = Orientation::upright;
    int points = 0;
    std::string why;
};

struct Receipt {
    std::string player;
    std::vector<ReceiptLine> lines;  // Types first, then the Chest in the order it was filled
    int types = 0;
    int objects = 0;
    int tie_objects = 0;  // the Objects the second tie-break counts (our reading tie-objects)
    int total = 0;
    bool complete = true;  // every Object's points known
    int sum_of_lines() const;
};

Receipt score_chest(const GameData& book, const std::string& player, const std::vector<std::string>& types,
                    const std::vector<std::string>& chest, bool combined);

struct Standing {
    int seat = 0;
    int total = 0;
    int types = 0;
    int objects = 0;
    int place = 1;          // 1 = first; level players share a place
    std::string decided_by; // "points", "most Types", "most Objects", "level"
};
// Most points first; ties go to most Types, then most Objects; still level, a shared place.
std::vector<Standing> rank(const std::vector<Receipt>& receipts);
// Why the leader leads, or that the first place is shared, with its section.
std::vector<Reason> ranking_reasons(const std::vector<Receipt>& receipts, const std::vector<Standing>& standings);

}  // namespace zref::znp
