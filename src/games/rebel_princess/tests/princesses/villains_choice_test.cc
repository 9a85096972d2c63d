// Team Mode Princesses ("Team Mode Princess Cards"): with 'princesses
// villains' each team keeps one villain pair, typed for one partner; the
// pair is never split and two teams never keep the same one.
#include "rp_support.h"

#include "games/rebel_princess/princess.h"

namespace zref::test::rp {

namespace {

// Ana Ben Cai Dee in Team Mode (Ana & Cai, Ben & Dee), before any Princess is kept.
zref::rp::Referee villains_table(const std::vector<std::string>& extra = {}) {
    std::vector<std::string> setup = {"mode teams", "princesses villains"};
    setup.insert(setup.end(), extra.begin(), extra.end());
    return table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", setup);
}

}  // namespace

TEST_CASE("Villain pairs: 'princesses villains' is refused outside Team Mode", "[rebel_princess][team_mode][princesses]") {
    zref::rp::Referee ref(data());
    play(ref, {"players Ana Ben Cai Dee"});
    CHECK_THAT(refused(ref, "princesses villains"), Catch::Contains("Team Mode only"));
    play(ref, {"mode teams", "princesses villains"});
    CHECK_THAT(refused(ref, "mode standard"), Catch::Contains("villain pairs"));
}

TEST_CASE("Villain pairs: the villains need the rp2 box", "[rebel_princess][team_mode][princesses]") {
    zref::rp::Referee ref(data());
    play(ref, {"players Ana Ben Cai Dee", "sets deluxe", "rounds a a a a a", "mode teams", "princesses villains"});
    CHECK_THAT(refused(ref, "begin"), Catch::Contains("rp2"));
}

TEST_CASE("Villain pairs: one partner typed, the other keeps the pair's other villain", "[rebel_princess][team_mode][princesses]") {
    auto ref = villains_table();
    const auto& s = ref.game().state();
    CHECK(s.phase == zref::rp::Phase::Choosing);
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("team A"));
    REQUIRE_FALSE(ref.game().waiting().examples.empty());
    CHECK(ref.game().waiting().examples.front() == "princess Ana elder-stepsister");
    const Ruling r = play(ref, {"princess Ana elder-stepsister"});
    CHECK_THAT(r.headline, Catch::Contains("Cai keeps The Younger Stepsister"));
    CHECK(zref::rp::princess_name(data(), ref.game().state(), seat(ref, "Cai")) == "The Younger Stepsister");
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("team B"));
    CHECK(ref.game().waiting().examples.front() == "princess Ben evil-queen");
    play(ref, {"princess Dee queen-of-hearts"});  // either partner may be typed
    CHECK(zref::rp::princess_name(data(), ref.game().state(), seat(ref, "Ben")) == "The Evil Queen");
    CHECK(ref.game().state().phase == zref::rp::Phase::Tricks);
    CHECK(ref.game().state().round.number == 1);
}

TEST_CASE("Villain pairs: two teams never keep the same pair", "[rebel_princess][team_mode][princesses]") {
    auto ref = villains_table();
    play(ref, {"princess Ana sea-witch"});
    CHECK_THAT(refused(ref, "princess Ben dark-fairy"), Catch::Contains("two teams never keep the same pair"));
    CHECK_THAT(refused(ref, "princess Cai evil-queen"), Catch::Contains("Cai already keeps"));
}

TEST_CASE("Villain pairs: only villains with 'princesses villains', never villains with 'enter'", "[rebel_princess][team_mode][princesses]") {
    auto ref = villains_table();
    CHECK_THAT(refused(ref, "princess Ana cinderella"), Catch::Contains("elder-stepsister + younger-stepsister"));
    auto entered = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"mode teams", "princesses enter"});
    CHECK_THAT(refused(entered, "princess Ana evil-queen"), Catch::Contains("only with 'princesses villains'"));
}

}  // namespace zref::test::rp
