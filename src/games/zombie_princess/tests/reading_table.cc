#include "reading_table.h"

namespace zref::test {

zp::Referee reading_table(const std::vector<std::string>& readings, bool teams,
                          const std::array<std::string, 4>& princesses) {
    const bool with_princesses = !princesses[0].empty();
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", std::string("mode ") + (teams ? "teams" : "individuals"),
               "rounds a a a a", "seed 1", "start Ana", with_princesses ? "princesses enter" : "princesses none",
               with_princesses ? "powers on" : "powers off"});
    for (const auto& r : readings) play(ref, {"reading " + r});
    play(ref, {"begin"});
    const std::array<std::string, 4> seats = {"Ana", "Ben", "Cai", "Dee"};
    if (with_princesses)
        for (std::size_t i = 0; i < 4; ++i) play(ref, {"princess " + seats[i] + " " + princesses[i]});
    REQUIRE(ref.game().state().phase == zp::Phase::Bidding);
    return ref;
}

}  // namespace zref::test
