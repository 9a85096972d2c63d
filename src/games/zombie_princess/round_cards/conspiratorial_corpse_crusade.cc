// k. Conspiratorial Corpse Crusade: before trick 1 each player secretly shows
// all cards of one suit they hold to the partner (Teams) or the player on the
// right (Individuals). zref records who showed which suit to whom; under the
// reading secret-suit-record until-revealed only who showed a suit to whom,
// since nothing in the round reveals it (and no rule needs it).
#include "core/text.h"
#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/reveal.h"
#include "games/zombie_princess/round_cards/round_cards.h"
#include "games/zombie_princess/table_readings.h"

namespace zref::zp {

namespace {
class ConspiratorialCorpseCrusade final : public RoundRule {
public:
    char letter() const override { return 'k'; }
    std::span<const RuleVerb> verbs() const override {
        static const RuleVerb verbs[] = {{"show", {}, "show NAME SUIT", true}};
        return verbs;
    }
    std::vector<Requirement> before_first_trick(const GameState& s) const override {
        std::vector<Requirement> out;
        for (auto req : each_player(s, "show", "")) {
            int to = s.seating.teams() ? s.seating.partner(req.seat) : s.seating.right(req.seat);
            req.ask = s.seating.name(req.seat) + " secretly shows one suit to " + s.seating.name(to) +
                      (secret_suit_kept_out(s) ? " (type 'show NAME', the suit stays secret)" : " (type 'show NAME SUIT')");
            out.push_back(req);
        }
        return out;
    }
    Result<Ruling> on_command(GameState& s, const std::string&, int seat, std::span<const std::string> args,
                              bool worded) const override {
        int to = s.seating.teams() ? s.seating.partner(seat) : s.seating.right(seat);
        if (secret_suit_kept_out(s)) {
            if (!args.empty())
                return fail("the suit stays secret (reading secret-suit-record until-revealed): type only the player");
            std::string line = s.seating.name(seat) + " secretly shows " + s.seating.name(to) + " every card of one suit";
            Ruling r;
            r.worded = worded;
            if (worded) {
                r.headline = line;
                r.because("the suit is secret: zref records only that it was shown",
                          "Round Cards: k. Conspiratorial Corpse Crusade");
            }
            s.round.records.push_back(std::move(line));
            return r;
        }
        return record_suit_reveal(s, seat, args, concat({"secretly shows ", s.seating.name(to), " every card of"}),
                                  "Round Cards: k. Conspiratorial Corpse Crusade", worded);
    }
};
}  // namespace

const RoundRule& conspiratorial_corpse_crusade() {
    static const ConspiratorialCorpseCrusade rule;
    return rule;
}

}  // namespace zref::zp
