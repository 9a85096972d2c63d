#include "games/zombie_ninja_pirates/sim/deck.h"

#include <sstream>

#include "core/command.h"

namespace zref::znp::sim {

namespace {

// Which decks a card is in.
enum class In { both, plain, fairies };

// One line of the deck: a card the rulebook names (no `invented` name) or
// one made up here, how many copies, which decks it is in, what the table
// describes of it, and its points per Type at each table.
struct DeckEntry {
    const char* id;
    const char* invented;  // the invented card's name; nullptr for a named card
    const char* kind;      // "type", "object", "action": for an invented card's `card` line
    int copies;
    In in;
    const char* describe;         // the fields the table types ("" for nothing)
    const char* points;           // "TYPE N ..." as it scores in the plain game
    const char* combined_points;  // nullptr: as in the plain game
};

constexpr DeckEntry kDeckEntries[] = {
    // The Types: three of each.
    {"zombie", nullptr, "type", 3, In::both, "", "", nullptr},
    {"ninja", nullptr, "type", 3, In::both, "", "", nullptr},
    {"pirate", nullptr, "type", 3, In::both, "", "", nullptr},
    {"mad-scientist", nullptr, "type", 3, In::both, "", "", nullptr},
    {"vampire", nullptr, "type", 3, In::fairies, "", "", nullptr},
    {"werewolf", nullptr, "type", 3, In::fairies, "", "", nullptr},
    {"witch", nullptr, "type", 3, In::fairies, "", "", nullptr},
    {"fairy", nullptr, "type", 3, In::fairies, "", "", nullptr},
    // Named Objects; Sensei's, Cure's and Witch's Brew's points are not printed.
    {"brains", nullptr, "object", 4, In::both, "", "zombie 2 mad-scientist 2", nullptr},
    {"sensei", nullptr, "object", 2, In::both, "ninja 3", "ninja 3", nullptr},
    {"cure", nullptr, "object", 2, In::both, "mad-scientist 2", "mad-scientist 2", "mad-scientist 2 witch 2"},
    {"witchs-brew", nullptr, "object", 2, In::fairies, "mad-scientist 2 witch 2", "mad-scientist 2 witch 2", nullptr},
    {"boat", nullptr, "object", 2, In::both, "", "", nullptr},
    {"dojo", nullptr, "object", 2, In::both, "", "", nullptr},
    // Named Actions; Reset is left out of the combined deck.
    {"bite", nullptr, "action", 3, In::both, "", "", nullptr},
    {"bite", nullptr, "action", 2, In::fairies, "", "", nullptr},
    {"virus", nullptr, "action", 2, In::both, "", "", nullptr},
    {"dishonor", nullptr, "action", 2, In::both, "", "", nullptr},
    {"butterfingers", nullptr, "action", 3, In::both, "", "", nullptr},
    {"internal-conflict", nullptr, "action", 2, In::both, "", "", nullptr},
    {"reset", nullptr, "action", 1, In::plain, "", "", nullptr},
    // Invented Objects that score, some down for a Type.
    {"pirate-hat", "Pirate Hat", "object", 2, In::both, "pirate 3 ninja -2", "pirate 3 ninja -2", nullptr},
    {"katana", "Katana", "object", 2, In::both, "ninja 3 pirate -1", "ninja 3 pirate -1", nullptr},
    {"rum", "Rum", "object", 2, In::both, "pirate 2 zombie -1", "pirate 2 zombie -1", nullptr},
    {"test-tube", "Test Tube", "object", 2, In::both, "mad-scientist 3 zombie -2", "mad-scientist 3 zombie -2", nullptr},
    {"severed-hand", "Severed Hand", "object", 2, In::both, "zombie 2", "zombie 2", nullptr},
    {"treasure-map", "Treasure Map", "object", 1, In::both, "pirate 4", "pirate 4", nullptr},
    {"shuriken", "Shuriken", "object", 2, In::both, "ninja 2", "ninja 2", nullptr},
    {"lab-coat", "Lab Coat", "object", 2, In::both, "mad-scientist 2 ninja -1", "mad-scientist 2 ninja -1", nullptr},
    {"fangs", "Fangs", "object", 3, In::fairies, "vampire 3 werewolf -2", "vampire 3 werewolf -2", nullptr},
    {"moonstone", "Moonstone", "object", 3, In::fairies, "werewolf 3", "werewolf 3", nullptr},
    {"fairy-dust", "Fairy Dust", "object", 3, In::fairies, "fairy 3 vampire -1", "fairy 3 vampire -1", nullptr},
    {"garlic", "Garlic", "object", 2, In::fairies, "vampire -3 fairy 1", "vampire -3 fairy 1", nullptr},
    {"silver-locket", "Silver Locket", "object", 3, In::fairies, "witch 2 werewolf -2", "witch 2 werewolf -2", nullptr},
    {"wolfsbane", "Wolfsbane", "object", 2, In::fairies, "werewolf -2 witch 2", "werewolf -2 witch 2", nullptr},
    // Invented Objects that are also used: a Type brought down, or a draw.
    {"laboratory", "Laboratory", "object", 2, In::both, "mad-scientist 1 becomes mad-scientist", "mad-scientist 1", nullptr},
    {"spyglass", "Spyglass", "object", 1, In::both, "pirate 1 effect draw 1", "pirate 1", nullptr},
    {"pirate-ship", "Pirate Ship", "object", 1, In::both, "pirate 2 becomes pirate", "pirate 2", nullptr},
    {"castle", "Castle", "object", 2, In::fairies, "vampire 2 becomes vampire", "vampire 2", nullptr},
    // Invented Actions, one of each effect zref referees.
    {"walk-the-plank", "Walk the Plank", "action", 2, In::both, "effect remove-type pirate", "", nullptr},
    {"mutiny", "Mutiny", "action", 2, In::both, "effect steal-object needs pirate", "", nullptr},
    {"gift-box", "Gift Box", "action", 1, In::both, "effect give-object", "", nullptr},
    {"grave-robbing", "Grave Robbing", "action", 2, In::both, "effect draw 2", "", nullptr},
    {"mad-experiment", "Mad Experiment", "action", 2, In::both, "becomes mad-scientist", "", nullptr},
    {"smoke-bomb", "Smoke Bomb", "action", 1, In::both, "effect moves", "", nullptr},
    {"full-moon", "Full Moon", "action", 3, In::fairies, "becomes werewolf", "", nullptr},
    {"fairy-ring", "Fairy Ring", "action", 3, In::fairies, "becomes fairy", "", nullptr},
    {"wooden-stake", "Wooden Stake", "action", 2, In::fairies, "effect remove-type vampire", "", nullptr},
    {"silver-bullet", "Silver Bullet", "action", 2, In::fairies, "effect remove-type werewolf", "", nullptr},
    {"hex", "Hex", "action", 2, In::fairies, "effect discard-object", "", nullptr},
    {"pixie-theft", "Pixie Theft", "action", 2, In::fairies, "effect steal-object needs fairy", "", nullptr},
    {"cauldron", "Cauldron", "action", 2, In::fairies, "effect draw 1", "", nullptr},
    {"curse", "Curse", "action", 2, In::fairies, "effect moves", "", nullptr},
};

std::vector<std::pair<std::string, int>> deck_points(const char* text) {
    std::vector<std::pair<std::string, int>> out;
    std::istringstream in(text);
    std::string type;
    int n = 0;
    while (in >> type >> n) out.emplace_back(type, n);
    return out;
}

DeckModel build_deck(bool combined) {
    DeckModel m;
    m.end_games = combined ? 2 : 1;
    std::vector<std::string> described;
    for (const auto& e : kDeckEntries) {
        if (e.in == (combined ? In::plain : In::fairies)) continue;
        const std::string id = e.id;
        for (int i = 0; i < e.copies; ++i) m.cards.push_back(id);
        const char* pts = combined && e.combined_points ? e.combined_points : e.points;
        if (std::string(e.kind) == "object") m.points[id] = deck_points(pts);
        const std::string fields = e.describe;
        if (e.invented)
            m.describe_lines.push_back("card " + quote_if_needed(e.invented) + " " + e.kind + (fields.empty() ? "" : " " + fields));
        else if (!fields.empty())
            m.describe_lines.push_back("card " + id + " " + fields);
    }
    return m;
}

}  // namespace

const DeckModel& deck_model(bool combined) {
    static const DeckModel plain = build_deck(false);
    static const DeckModel both = build_deck(true);
    return combined ? both : plain;
}

}  // namespace zref::znp::sim
