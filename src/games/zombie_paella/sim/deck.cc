#include "games/zombie_paella/sim/deck.h"

#include <algorithm>

#include "core/command.h"

namespace zref::paella::sim {

namespace {

// One line of the deck: a card the rulebook names (no `invented` name) or
// one made up here, how many copies, how many of them leave the deck with two
// players, and the fields the table describes.
struct Entry {
    const char* id;
    const char* invented;  // the invented card's name; nullptr for a named card
    CardKind kind;         // read from the data for a named card
    int copies;
    int out_two;
    const char* fields;  // "" when nothing is described
};

using K = CardKind;

// 31 treasures (Saffron below), 37 battle and 40 special cards.
constexpr Entry kDeck[] = {
    // Ten ingredients besides Saffron: two named, eight invented.
    {"tomato", nullptr, K::ingredient, 1, 0, ""},
    {"rabbit", nullptr, K::ingredient, 1, 0, ""},
    {"green-beans", "Green Beans", K::ingredient, 1, 0, "worth 1"},
    {"snails", "Snails", K::ingredient, 1, 0, ""},
    {"olive-oil", "Olive Oil", K::ingredient, 1, 0, "worth 1"},
    {"rice", "Rice", K::ingredient, 1, 0, ""},
    {"chicken", "Chicken", K::ingredient, 1, 0, ""},
    {"paprika", "Paprika", K::ingredient, 1, 0, ""},
    {"artichoke", "Artichoke", K::ingredient, 1, 0, ""},
    {"lemon", "Lemon", K::ingredient, 1, 0, ""},
    {"ceremonial-comb", nullptr, K::discardable, 1, 0, ""},
    {"stinky-sandals", nullptr, K::discardable, 1, 0, ""},
    {"the-holy-grail", nullptr, K::discardable, 1, 0, ""},  // its draws typed with each discard
    {"boozy-breakfast", nullptr, K::discardable, 1, 0, ""},
    {"spirit-elixir", nullptr, K::discardable, 1, 0, ""},
    {"old-fan", "Old Fan", K::discardable, 1, 1, "draws 1"},
    {"clay-pot", "Clay Pot", K::discardable, 1, 0, "draws 2"},
    {"lucky-horseshoe", "Lucky Horseshoe", K::discardable, 1, 0, "draws 3"},
    {"rusty-paella-pan", "Rusty Paella Pan", K::discardable, 1, 0, "draws 2"},
    {"festival-ticket", "Festival Ticket", K::discardable, 1, 1, "draws 1"},
    {"broken-guitar", "Broken Guitar", K::discardable, 1, 0, "draws 2"},
    {"rotting-orange-tree", nullptr, K::permanent, 1, 0, ""},
    {"garlic-dip", nullptr, K::permanent, 1, 0, ""},
    {"creaky-cart", nullptr, K::permanent, 1, 0, ""},
    {"protective-potion", nullptr, K::permanent, 1, 0, "defence 1"},
    {"swamp-rat", nullptr, K::permanent, 1, 0, ""},
    {"apastalypse", nullptr, K::permanent, 1, 0, ""},
    {"sunny-balcony", "Sunny Balcony", K::permanent, 1, 0, ""},
    {"noisy-moped", "Noisy Moped", K::permanent, 1, 0, ""},
    {"family-recipe", "Family Recipe", K::permanent, 1, 0, ""},
    // Battle cards.
    {"king-james-i", nullptr, K::battle, 3, 0, ""},
    {"the-showgirls", nullptr, K::battle, 4, 0, ""},
    {"the-showman", nullptr, K::battle, 2, 0, "attack 3 defence 2"},
    {"human-tower", nullptr, K::battle, 2, 0, "attack 2 defence 3"},
    {"the-delicate-damsel", nullptr, K::battle, 2, 0, "attack 1 defence 4"},
    {"the-band", nullptr, K::battle, 1, 0, "attack 3 defence 3"},
    {"the-princess-of-snot", nullptr, K::battle, 1, 0, "attack 4 defence 2"},
    {"turd-in-a-ditch", nullptr, K::battle, 2, 0, "defence 1"},
    {"plump-mr-piggy", nullptr, K::battle, 1, 0, ""},  // its points are its player's ingredients
    {"zombie-chef", "Zombie Chef", K::battle, 4, 0, "attack 2 defence 3"},
    {"grumpy-granny", "Grumpy Granny", K::battle, 4, 0, "attack 4 defence 1"},
    {"fallero", "Fallero", K::battle, 4, 0, "attack 2 defence 2"},
    {"night-watchman", "Night Watchman", K::battle, 3, 3, "attack 1 defence 5"},
    {"rice-golem", "Rice Golem", K::battle, 2, 2, "attack 5 defence 0"},
    {"toothless-vampire", "Toothless Vampire", K::battle, 2, 2, "attack 3 defence 1"},
    // Special cards.
    {"ultra-paella-protection", nullptr, K::special, 2, 0, ""},
    {"the-great-flood", nullptr, K::special, 2, 0, ""},
    {"defensive-stronghold", nullptr, K::special, 2, 0, ""},
    {"enormous-effigy", nullptr, K::special, 2, 0, ""},
    {"bloody-battle", nullptr, K::special, 2, 0, ""},
    {"paella-protection", nullptr, K::special, 5, 0, ""},
    {"blurtini", nullptr, K::special, 4, 0, ""},
    {"kleptobat", nullptr, K::special, 2, 0, "strength 2"},
    {"deal-with-the-devil", nullptr, K::special, 2, 0, "strength 3"},
    {"double-trouble", nullptr, K::special, 3, 0, "strength 1"},
    {"hungry-hen", nullptr, K::special, 2, 0, ""},
    {"firecracker", nullptr, K::special, 2, 0, "strength 2"},
    {"dicey-dilemma", nullptr, K::special, 2, 0, "strength 1"},
    {"inquisitive-elf", nullptr, K::special, 2, 0, "strength 1"},
    {"sudden-siesta", "Sudden Siesta", K::special, 3, 0, "strength 1 instant"},
    {"stolen-spoon", "Stolen Spoon", K::special, 3, 3, "strength 1"},
};

DeckModel build(const GameData& data) {
    DeckModel m;
    for (const auto& e : kDeck) {
        const std::string id = e.id;
        const CardInfo* named = e.invented ? nullptr : data.card(id);
        m.kinds[id] = named ? named->kind : e.kind;
        if (m.kinds[id] == CardKind::ingredient) m.ingredients.push_back(id);
        for (int i = 0; i < e.copies; ++i) m.cards.push_back(id);
        for (int i = 0; i < e.out_two; ++i) m.two_player_out.push_back(id);
        const std::string fields = e.fields;
        if (e.invented)
            m.describe_lines.push_back("card " + quote_if_needed(e.invented) + " " + std::string(kind_name(e.kind)) +
                                       (fields.empty() ? "" : " " + fields));
        else if (!fields.empty())
            m.describe_lines.push_back("card " + id + " " + fields);
    }
    m.kinds[data.saffron_id] = CardKind::ingredient;
    m.ingredients.push_back(data.saffron_id);
    return m;
}

}  // namespace

bool DeckModel::is_treasure(const std::string& id) const {
    const CardKind k = kind(id);
    return k == CardKind::ingredient || k == CardKind::discardable || k == CardKind::permanent;
}

std::vector<std::string> DeckModel::deck_for(int players) const {
    std::vector<std::string> out = cards;
    if (players != 2) return out;
    for (const auto& id : two_player_out) out.erase(std::find(out.begin(), out.end(), id));
    return out;
}

const DeckModel& deck_model(const GameData& data) {
    static const DeckModel model = build(data);
    return model;
}

}  // namespace zref::paella::sim
