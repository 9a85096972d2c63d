// Conflicts between cards, settled by special-card strength (1-9): the
// stronger card prevails. A block chain is a card played and the blocks
// played against it, each blocking the one before. A Paella Protection
// (strength 2) stops a special card of strength 1 or cancels another Paella
// Protection; anything stronger (Bloody Battle, an Ultra, the Flood) gets
// through. An Ultra Paella Protection (9) blocks any card, and its player
// then discards half the cards left in hand, rounded down. A Stronghold or
// Effigy can be blocked only as it is played, never once it stands. The last
// block decides: each card takes effect unless the card after it does.
// What a standing Stronghold or Effigy shields from is protection.h.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/ruling.h"
#include "games/zombie_paella/data.h"

namespace zref::paella {

inline constexpr std::string_view kPaellaProtectionId = "paella-protection";
inline constexpr std::string_view kUltraId = "ultra-paella-protection";

struct ChainCard {
    std::string id;  // the data id; cards the rulebook does not name keep the table's
    std::string name;
    CardKind kind = CardKind::special;
    std::optional<int> strength;  // special cards; the table gives what the rulebook does not
    bool standing = false;        // a Stronghold or Effigy already in front of a collection
    int hand_after = 0;           // an Ultra: cards left in its player's hand once it is played
};

// A chain card from the game data (strength and kind as the data has them).
ChainCard chain_card(const CardInfo& info);

// Whether `blocker` may block `target`, with the rule that allows it, or the
// rule that refuses it.
Result<Reason> check_block(const ChainCard& blocker, const ChainCard& target);

// Ultra Paella Protection's cost: half the hand left, rounded down.
int ultra_discards(int hand_after);

struct ChainOutcome {
    std::vector<bool> takes_effect;  // per card of the chain, in play order
    std::vector<int> discards;       // per card: an Ultra's cost when it takes effect, else 0
    std::vector<Reason> reasons;     // the chain explained, block by block
};

// The chain's result: chain[0] is the card played, chain[i] blocks chain[i-1].
// Refused, naming the block, if any block is not allowed.
Result<ChainOutcome> resolve_chain(const std::vector<ChainCard>& chain);

}  // namespace zref::paella
