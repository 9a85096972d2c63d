// Round card k, Conspiratorial Corpse Crusade ("Round Cards" k: each player
// secretly shows all cards of one suit), by the reading secret-suit-record:
// the shown suit is typed and journaled, or kept out of the record (nothing
// in the round reveals it and no rule needs it, so it is never asked).
#include "card_support.h"
#include "games/zombie_princess/table/render.h"

namespace zref::test {
namespace {

using Catch::Contains;
using Catch::StartsWith;

// Ana, Ben, Cai; rounds k a a a; the reading given; bids made.
zp::Referee crusade_table(const std::string& value) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds k a a a", "seed 1", "start Ana",
               "princesses none", "powers off", "reading secret-suit-record " + value, "begin"});
    play(ref, {"3", "7", "1"});
    REQUIRE(state(ref).phase == zp::Phase::Declare);
    return ref;
}

}  // namespace

TEST_CASE("Round Cards: k. Conspiratorial Corpse Crusade: the secretly shown suit journaled or kept out (reading "
          "secret-suit-record)",
          "[readings][card-k]") {
    SECTION("journaled (default): 'show NAME SUIT', the suit on screen and in the journal") {
        auto ref = crusade_table("journaled");
        auto r = apply_all(ref, {"show Ana knights"});
        CHECK(r.headline == "Ana secretly shows Cai every card of Knights");
        CHECK(ref.history().back() == "show Ana knights");
        CHECK_THAT(refused(ref, "show Ben"), Contains("name one suit"));
    }
    SECTION("until-revealed: 'show NAME' only; a suit typed is refused; no suit in journal, screen or status") {
        auto ref = crusade_table("until-revealed");
        CHECK(ref.game().waiting().what ==
              "Ana secretly shows one suit to Cai (type 'show NAME', the suit stays secret) (still to enter: Ana, Ben, "
              "Cai)");
        const auto journal = ref.history().size();
        CHECK_THAT(refused(ref, "show Ana knights"), StartsWith("show: the suit stays secret"));
        CHECK(ref.history().size() == journal);
        auto r = apply_all(ref, {"show Ana"});
        CHECK(r.headline == "Ana secretly shows Cai every card of one suit");
        play(ref, {"Ben", "show Cai"});  // the name alone is the shorthand
        CHECK(state(ref).phase == zp::Phase::Tricks);
        CHECK(state(ref).round.records ==
              std::vector<std::string>{"Ana secretly shows Cai every card of one suit",
                                       "Ben secretly shows Ana every card of one suit",
                                       "Cai secretly shows Ben every card of one suit"});
        for (const auto& line : ref.history())
            if (line.rfind("show ", 0) == 0) CHECK(line.find(' ', 5) == std::string::npos);
        const auto status = zp::render_status(ref.game());
        CHECK_THAT(status, Contains("Recorded: Ana secretly shows Cai every card of one suit"));
        for (const char* suit : {"Knights", "Pets", "Villagers", "Princes"})
            CHECK_THAT(status, !Contains(std::string("card of ") + suit));
    }
}

}  // namespace zref::test
