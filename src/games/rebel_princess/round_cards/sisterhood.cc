// Sisterhood: the card of the led suit farthest in value from the lead card
// wins; if nobody followed the led suit, the farthest card of any suit
// does. The leader never wins. Of two equally far, the higher card wins;
// of equal cards (every one at the lead's value), the earliest after the
// leader.
#include <cstdlib>

#include "core/text.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct Sisterhood : RoundRule {
    std::string_view id() const override { return "sisterhood"; }
    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const tt::Play& lead = v.plays.front();
        const int lead_value = tt::strength(lead);
        auto distance = [lead_value](const tt::Play& p) { return std::abs(tt::strength(p) - lead_value); };
        bool followed = false;
        for (const auto& p : v.plays) followed = followed || (&p != &lead && p.card.suit == lead.card.suit);
        // In the contest: every card but the lead, of the led suit if anyone followed it.
        auto in_contest = [&](const tt::Play& p) { return &p != &lead && (!followed || p.card.suit == lead.card.suit); };
        int farthest = -1;
        for (const auto& p : v.plays)
            if (in_contest(p) && distance(p) > farthest) farthest = distance(p);
        // Among the farthest, the highest; best_play keeps the earlier of equal cards.
        const tt::Play* best =
            tt::best_play(v.plays, [&](const tt::Play& p) { return in_contest(p) && distance(p) == farthest; }, tt::Ranking{v.reversed, false});
        tt::TrickVerdict verdict{best->seat, {}};
        if (!explain) return verdict;
        const std::string lead_text = std::to_string(lead_value);
        const std::string away = counted(farthest, "step", "steps") + " from the lead's " + lead_text;
        std::string why = played(v, *best) + " wins: ";
        if (farthest == 0)
            why += "every card matches the lead's " + lead_text + ", so the earliest after the leader wins";
        else if (followed)
            why += "it is the " + v.codec.suit_singular(lead.card.suit) + " farthest from the lead (" + away + ")";
        else
            why += "nobody followed the led suit, so the farthest card of any suit wins, and it is " + away;
        why += "; the leader never wins";
        for (const auto& p : v.plays) {
            if (farthest == 0 || &p == best || !in_contest(p) || distance(p) != farthest) continue;
            why += tt::strength(p) == tt::strength(*best) ? "; of equal cards the earliest after the leader wins"
                                                          : "; of two cards as far, the higher wins";
            break;
        }
        verdict.reasons.push_back({why, card_section(v)});
        for (const auto& p : v.plays) {
            if (&p == best) continue;
            if (&p == &lead) {
                verdict.reasons.push_back(cannot_win(v, p, "the leader never wins"));
                continue;
            }
            if (!in_contest(p)) {
                verdict.reasons.push_back(cannot_win(v, p, "it is not of the led suit, and someone followed it"));
                continue;
            }
            const int d = distance(p);
            verdict.reasons.push_back(cannot_win(v, p, d < farthest ? "it is nearer the lead (" + counted(d, "step", "steps") + " away)"
                                                       : tt::strength(p) < tt::strength(*best) ? std::string("it is as far, but lower")
                                                                                               : std::string("it is as far and equal, but played later")));
        }
        return verdict;
    }
};
}  // namespace

const RoundRule& sisterhood() {
    static const Sisterhood rule;
    return rule;
}

}  // namespace zref::rp
