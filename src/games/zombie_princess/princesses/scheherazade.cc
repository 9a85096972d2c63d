// Scheherazade, The Pen is Mightier: she changes her bid, up or down, before
// any card of the 4th trick is played; 0 makes it a zero bid.
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princesses/princesses.h"

namespace zref::zp {

namespace {
class Scheherazade final : public PrincessPower {
public:
    std::string_view id() const override { return "scheherazade"; }
    CountsWord counts_word() const override { return CountsWord::PowerLine; }
    Result<Ruling> use(GameState& s, int seat, std::span<const std::string> args, bool worded) const override {
        if (args.size() != 2 || args[0] != "bid") return fail("say the new bid: 'power scheherazade bid N'");
        const auto i = static_cast<std::size_t>(seat);
        const bool has_bid = s.round.number > 0 && !s.round.bids.empty() && s.round.bids[i] >= 0;
        if (!has_bid || !before_trick_4(s) || s.round.by_counts ||
            (s.phase != Phase::Bidding && s.phase != Phase::Tricks && s.phase != Phase::Declare))
            return fail("it may be used only after she has bid and before any card of trick 4 is played");
        auto bid = parse_count(args[1], 0, s.hand_size, "bid");
        if (!bid) return fail(bid.error());
        const int old = s.round.bids[i];
        if (old == *bid) return fail("the bid is already " + std::to_string(old) + ": name a different bid");
        s.round.bids[i] = *bid;
        Ruling r;
        r.worded = worded;
        if (!worded) return r;
        r.headline = s.seating.name(seat) + " changes the bid from " + std::to_string(old) + " to " + std::to_string(*bid) +
                     (*bid == 0 ? ", a zero bid" : "");
        r.because("the bid may change until the first card of trick 4; a change to 0 is a zero bid",
                  "Princess Cards: Scheherazade");
        return r;
    }
};
}  // namespace

bool before_trick_4(const GameState& s) {
    return s.round.tricks.size() < 3 || (s.round.tricks.size() == 3 && s.round.current.plays.empty());
}

const PrincessPower& scheherazade() {
    static const Scheherazade p;
    return p;
}

}  // namespace zref::zp
