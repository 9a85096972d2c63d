// Princesses ("Princesses"): each player is dealt two from the table's boxes
// and keeps one for the game; Team Mode's are never dealt to players alone.
#include "rp_support.h"

#include <set>

namespace zref::test::rp {

namespace {

zref::rp::Referee dealt(const std::vector<std::string>& sets, int players) {
    zref::rp::Referee ref(data());
    const std::vector<std::string> names = {"Ana", "Ben", "Cai", "Dee", "Eva", "Fay"};
    play(ref, {"players " + join(std::vector<std::string>(names.begin(), names.begin() + players), " "),
               "sets " + join(sets, " "), "rounds a a a a a", "seed 3", "start Ana", "princesses deal", "begin"});
    return ref;
}

}  // namespace

TEST_CASE("Princesses: two are dealt to each player, none of them for Team Mode, none twice", "[rebel_princess][princesses]") {
    auto ref = dealt({"deluxe", "rp2"}, 6);
    const auto& s = ref.game().state();
    CHECK(s.phase == zref::rp::Phase::Choosing);
    std::set<int> seen;
    for (const auto& offer : s.offers) {
        REQUIRE(offer.size() == 2);
        for (int i : offer) {
            CHECK_FALSE(data().princesses[static_cast<std::size_t>(i)].teams_only);
            CHECK(seen.insert(i).second);
        }
    }
}

TEST_CASE("Princesses: with too few for two each, one each is dealt and kept", "[rebel_princess][princesses]") {
    auto ref = dealt({"original"}, 6);  // ten Princesses for six players
    const auto& s = ref.game().state();
    CHECK(s.phase == zref::rp::Phase::Tricks);
    for (int p : s.princess) CHECK(p >= 0);
}

TEST_CASE("Princesses: a player keeps one of the two dealt, and the round starts when all have", "[rebel_princess][princesses]") {
    auto ref = dealt({"deluxe", "rp2"}, 3);
    const auto& s = ref.game().state();
    const auto& d = data();
    const auto id = [&](int seat, int k) { return d.princesses[static_cast<std::size_t>(s.offers[static_cast<std::size_t>(seat)][static_cast<std::size_t>(k)])].id; };
    CHECK_THAT(refused(ref, "princess Ana " + id(1, 0)), Catch::Contains("was dealt"));
    play(ref, {"princess Ana " + id(0, 1), "princess Ben " + id(1, 0)});
    CHECK(ref.game().state().phase == zref::rp::Phase::Choosing);
    play(ref, {"princess Cai " + id(2, 0)});
    CHECK(ref.game().state().phase == zref::rp::Phase::Tricks);
    CHECK(ref.game().state().round.number == 1);
}

TEST_CASE("Princesses: entered by the table, any of the boxes' Princesses, each kept once", "[rebel_princess][princesses]") {
    zref::rp::Referee ref(data());
    play(ref, {"players Ana Ben Cai", "rounds a a a a a", "start Ana", "princesses enter", "begin", "princess Ana cinderella"});
    CHECK_THAT(refused(ref, "princess Ben cinderella"), Catch::Contains("already kept"));
    CHECK_THAT(refused(ref, "princess Ben evil-queen"), Catch::Contains("Team Mode"));
}

}  // namespace zref::test::rp
