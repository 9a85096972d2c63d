#include "games/zombie_princess/round_cards/reveal.h"

#include "core/text.h"

namespace zref::zp {

Result<Ruling> record_suit_reveal(GameState& s, int seat, std::span<const std::string> args, std::string_view what,
                                  std::string_view section, bool worded) {
    if (args.size() != 1) return fail("name one suit the player holds, e.g. knights");
    auto suit = s.codec.parse_suit(args[0]);
    if (!suit) return fail("no suit '" + args[0] + "'");
    std::string line = concat({s.seating.name(seat), " ", what, " ", s.codec.suit_name(*suit)});
    Ruling r;
    r.worded = worded;
    if (worded) {
        r.headline = line;
        r.because("it must be a suit the player holds at least one card of", std::string(section));
    }
    s.round.records.push_back(std::move(line));
    return r;
}

}  // namespace zref::zp
