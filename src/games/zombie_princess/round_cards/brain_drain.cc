// g. Brain Drain: a trick holding a Villager is not a won trick, unless it also
// holds the Frog and its winner chooses to count it (the Frog decision).
#include <algorithm>

#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class BrainDrain final : public RoundRule {
public:
    char letter() const override { return 'g'; }
    // Scored by counts, the table types won tricks that count, so the total
    // may fall short of the hand size by the Villager tricks.
    std::optional<int> expected_tricks(const GameState&) const override { return std::nullopt; }
    void recheck_trick(const GameState& s, TrickRecord& t) const override {
        const std::uint8_t villagers = suit_by_id(s.codec, "villagers");
        t.counts = std::none_of(t.plays.begin(), t.plays.end(), [&](const Play& p) { return p.card.suit == villagers; });
    }
    DecisionRequest after_trick(GameState& s, TrickRecord& t, Ruling& r) const override {
        const std::uint8_t villagers = suit_by_id(s.codec, "villagers");
        for (const auto& p : t.plays)
            if (p.card.suit == villagers) {
                t.counts = false;
                if (!r.worded) return {};
                const std::string why = played(s, p) + " is in the trick, so it is not a won trick" +
                                        (t.has_frog ? "; it also holds the Frog, so " + s.seating.name(t.owner) +
                                                          " may still choose to count it at the end of the round"
                                                    : " (keep it face up)");
                r.notices.push_back("Brain Drain: " + why);
                r.because(why, "Round Cards: g. Brain Drain");
                return {};
            }
        return {};
    }
};
}  // namespace

const RoundRule& brain_drain() {
    static const BrainDrain rule;
    return rule;
}

}  // namespace zref::zp
