// The hooks through which a Round card changes a round. Each card is one small
// unit in round_cards/<its-name>.cc; a card overrides only the hooks it needs.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/zombie_princess/data.h"
#include "games/zombie_princess/state.h"
#include "games/zombie_princess/trick.h"

namespace zref::zp {

struct SkullAward {
    int side = 0;
    int skulls = 0;  // positive: receive; negative: pay
    std::string detail;
};

struct ScoringContext {
    const GameState& state;
    const RoundOutcome& outcome;
    std::vector<bool> in_lead;  // per side: on the Hourglass Leader line (all false before round 4)
};

class RoundRule {
public:
    virtual ~RoundRule() = default;
    virtual char letter() const = 0;

    // Step 4 of scoring: what each side receives or pays for this card.
    virtual std::vector<SkullAward> round_card_skulls(const ScoringContext&) const { return {}; }
    // In a round scored by trick counts zref has no cards, so the table types
    // this card's skulls per player when they depend on captured cards.
    virtual bool needs_captured_cards() const { return false; }
    // A different trick winner than the basic rule; nullopt keeps the basic rule.
    virtual std::optional<TrickVerdict> decide_trick(const std::vector<Play>&, const GameState&) const {
        return std::nullopt;
    }
    // What the table must do by hand that zref does not check (shown on reveal).
    virtual std::vector<std::string> table_reminders() const { return {}; }
};

// The rule for a Round card letter; nullptr when this version does not referee it.
const RoundRule* find_round_rule(char letter);
// Letters zref referees, e.g. "a b c d".
std::vector<char> refereed_round_cards();

}  // namespace zref::zp
