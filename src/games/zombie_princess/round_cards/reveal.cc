#include "games/zombie_princess/round_cards/reveal.h"

#include "core/text.h"

namespace zref::zp {

Result<Ruling> record_suit_reveal(GameState& s, int seat, const std::vector<std::string>& args,
                                  const std::string& what, const std::string& section) {
    if (args.size() != 1) return fail("name one suit the player holds, e.g. knights");
    auto suit = s.codec.parse_suit(args[0]);
    if (!suit) return fail("no suit '" + args[0] + "'");
    const std::string line = s.seating.name(seat) + " " + what + " " + s.codec.suit_name(*suit);
    s.round.records.push_back(line);
    Ruling r;
    r.headline = line;
    r.because("it must be a suit the player holds at least one card of", section);
    return r;
}

}  // namespace zref::zp
