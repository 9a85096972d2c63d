// Strict and lenient tables: a strict table refuses a play the rules forbid;
// a lenient one warns, records it and goes on. The journal's setup line
// `strictness` says which, so a replay rules the same way.
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

zp::Referee table_with(const std::string& strictness, const std::string& rounds = "a a a a") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds " + rounds, "seed 1",
               "start Ana", "princesses none", "powers off", "strictness " + strictness, "begin", "1", "1", "1"});
    return ref;
}

TEST_CASE("Strict table: a Prince led before Princes break out is refused (The Privileged Princes)", "[strictness]") {
    auto ref = table_with("strict");
    CHECK_THAT(refused(ref, "pr3"), Contains("have not broken out"));
}

TEST_CASE("Lenient table: a Prince led early is recorded with a warning (The Privileged Princes)", "[strictness]") {
    auto ref = table_with("lenient");
    auto r = ref.apply("pr3");
    REQUIRE(r.ok());
    REQUIRE(r->warnings.size() == 1);
    CHECK_THAT(r->warnings[0], Contains("rule broken") && Contains("have not broken out"));
    CHECK(ref.game().state().round.princes_broken);
}

TEST_CASE("Lenient table: the Round card's play restriction becomes a warning (Round Cards: c Dead Last)", "[strictness]") {
    for (const std::string mode : {"strict", "lenient"}) {
        zp::Referee ref(data());
        play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds c a a a", "seed 1",
                   "start Ana", "princesses none", "powers off", "strictness " + mode, "begin", "hold Ana k9", "1",
                   "1", "1"});
        auto r = ref.apply("k9");  // Ana plays the card she holds back for the last trick
        if (mode == "strict") {
            REQUIRE_FALSE(r.ok());
            CHECK_THAT(r.error(), Contains("held back"));
        } else {
            REQUIRE(r.ok());
            CHECK_THAT(r->warnings.at(0), Contains("held back"));
        }
    }
}

TEST_CASE("Strictness: impossible entries are refused at every table (What the referee knows)", "[strictness]") {
    auto ref = table_with("lenient");
    play(ref, {"k7"});
    CHECK_THAT(refused(ref, "k7"), Contains("already played"));
    CHECK_THAT(refused(ref, "play Ana k2"), Contains("turn"));
    CHECK_THAT(refused(ref, "k12"), Contains("Knight 12"));
}

TEST_CASE("Strictness: the setup line takes only strict or lenient (zref: journal)", "[strictness]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess"});
    CHECK_THAT(refused(ref, "strictness loose"), Contains("'strict' or 'lenient'"));
}

}  // namespace
}  // namespace zref::test
