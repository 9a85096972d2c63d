// Princess Cards: Cinderella, Smashing Pumpkins ("Princess Cards", "Playing a
// Trick", "The Privileged Princes", "Scoring" step 1). Always active, any
// number of times a round: when a Prince is led she need not play a Prince.
// zref cannot see hands, so the power shows in its revoke flags: a non-Prince
// from her on a Prince lead proves nothing, and her later Princes raise no
// "possible revoke". Never declared; no skull for an unused Princess.
#include <array>
#include <string>
#include <vector>

#include "games/zombie_princess/round_rule.h"
#include "princess_deal.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::Phase;

// Cinderella at Ben's seat; the others hold skull-icon Princesses they never use.
const std::array<std::string, 4> kCinderellaTable = {"thumbelina", "cinderella", "pea-princess", "red-riding-hood"};

// Trick 1: Dee, out of Villagers, breaks the Princes out. Tricks 2 and 3 are
// Prince leads on which Ben plays a Knight, then a Pet; in trick 4 he plays a
// Prince. Returns the ruling on each line.
std::vector<Ruling> prince_leads(zp::Referee& ref) {
    std::vector<Ruling> out;
    for (const std::string line :
         {"play Ana v1", "play Ben v2", "play Cai v3", "play Dee pr1",     // Dee wins
          "play Dee pr2", "play Ana pr3", "play Ben k1", "play Cai pr4",    // Cai wins
          "play Cai pr5", "play Dee pr6", "play Ana pr7", "play Ben p1",    // Ana wins
          "play Ana pr8", "play Ben pr9", "play Cai pr10", "play Dee k2"})  // Cai wins
        out.push_back(accepted(ref, line));
    return out;
}

const std::string kBenRevoke =
    "possible revoke: Ben showed no Princes in trick 2 and now plays Prince 9 in trick 4. The table decides: 'undo' "
    "takes the card back, anything else keeps it";

}  // namespace

TEST_CASE("Princess Cards: Cinderella: always active, 'power cinderella' is refused with a clear line",
          "[princess-cinderella]") {
    auto ref = princess_table(kCinderellaTable);
    const std::string msg = "Cinderella is always active: zref applies her power by itself, nothing to declare";
    CHECK(refused(ref, "power cinderella") == msg);
    bids(ref, {2, 2, 2, 2});
    CHECK(refused(ref, "power cinderella") == msg);
    CHECK(refused(ref, "power Ben cinderella") == msg);
    play(ref, {"play Ana v1", "play Ben v2", "play Cai v3", "play Dee pr1", "play Dee pr2"});
    CHECK(refused(ref, "power cinderella") == msg);  // a Prince is led: nothing to declare either
    CHECK(refused(ref, "power Ana cinderella") == "Cinderella is Ben's Princess, not Ana's");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
}

TEST_CASE("Princess Cards: Cinderella: not playing a Prince on a Prince lead raises no revoke flag later",
          "[princess-cinderella][revoke]") {
    auto ref = princess_table(kCinderellaTable);
    bids(ref, {2, 2, 2, 2});
    const auto r = prince_leads(ref);
    const std::uint8_t princes = st(ref).codec.trump_suit();
    CHECK(r[6].warnings.empty());   // Ben k1 on the Prince lead of trick 2
    CHECK(r[11].warnings.empty());  // Ben p1 on the Prince lead of trick 3: more than once a round
    CHECK(r[13].headline == "Ben plays Prince 9");
    CHECK(r[13].warnings.empty());  // Ben pr9 in trick 4
    CHECK(st(ref).round.void_since[1][princes] == 0);
    // Dee is no Cinderella: her Knight on the Prince lead of trick 4 shows a void.
    CHECK(st(ref).round.void_since[3][princes] == 4);
    CHECK(st(ref).round.tricks.size() == 4);
    CHECK(st(ref).round.tricks.back().winner == 2);
}

TEST_CASE("Princess Cards: Cinderella: the same plays by a player without her power are flagged",
          "[princess-cinderella][revoke]") {
    SECTION("Cinderella sits at Ana's seat, not Ben's") {
        auto ref = princess_table({"cinderella", "thumbelina", "pea-princess", "red-riding-hood"});
        bids(ref, {2, 2, 2, 2});
        const auto r = prince_leads(ref);
        CHECK(r[13].warnings == std::vector<std::string>{kBenRevoke});
    }
    SECTION("Ben has Cinderella, but Princess powers are off") {
        zp::Referee ref(data());
        play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
                   "start Ana", "princesses enter", "powers off", "begin", "princess Ana thumbelina",
                   "princess Ben cinderella", "princess Cai pea-princess", "princess Dee red-riding-hood"});
        bids(ref, {2, 2, 2, 2});
        const auto r = prince_leads(ref);
        CHECK(r[13].warnings == std::vector<std::string>{kBenRevoke});
    }
}

TEST_CASE("Princess Cards: Cinderella: on a lead that is not a Prince she must follow suit as usual",
          "[princess-cinderella][revoke]") {
    auto ref = princess_table(kCinderellaTable);
    bids(ref, {2, 2, 2, 2});
    play(ref, {"play Ana v1", "play Ben k3", "play Cai v3", "play Dee v4", "play Dee v5", "play Ana v6"});
    const auto r = accepted(ref, "play Ben v2");
    CHECK(r.warnings == std::vector<std::string>{
                            "possible revoke: Ben showed no Villagers in trick 1 and now plays Villager 2 in trick 2. "
                            "The table decides: 'undo' takes the card back, anything else keeps it"});
}

TEST_CASE("Princess Cards: Cinderella: always active, so no skull at scoring step 1, used or not",
          "[princess-cinderella]") {
    // Ben wins tricks 2, 6 and 10 on a bid of 3.
    auto ref = princess_table(kCinderellaTable);
    bids(ref, {3, 3, 2, 2});
    play_groups(ref, 1, 10, {0, 1, 2, 3, 0, 1, 2, 3, 0, 1});
    play(ref, {"frog Cai count"});
    CHECK(step(ref, 1, 1).skulls == 0);
    CHECK(step(ref, 1, 1).detail == "no Princess skulls");
    CHECK(receipt(ref, 1).points == 3);
    CHECK(receipt(ref, 1).skulls_after == 2);
    CHECK(step(ref, 0, 1).detail == "Thumbelina unused: 1");
    CHECK(receipt(ref, 0).skulls_after == 3);
}

}  // namespace zref::test
