// What the lowest score counts when the next start is chosen ("Once the Round
// Is Over" step 4), by the reading lowest-score: round points only, or points
// plus 1 per 2 skulls as the final score counts them.
#include "reading_table.h"
#include "support.h"

namespace zref::test {

TEST_CASE("Once the Round Is Over: what the lowest score counts (reading lowest-score)", "[readings][next-start][lowest]") {
    // Ben makes 1 point but pays his 2 skulls for over-tricks; Cai makes 0
    // points on a successful zero bid and keeps her skulls with the bonus.
    auto round = [&](const std::string& value) {
        auto ref = reading_table({"lowest-score " + value});
        play(ref, {"bid Ana 4", "bid Ben 1", "bid Cai 0", "bid Dee 3"});
        play(ref, {"tricks Ana 4", "tricks Ben 3", "tricks Cai 0", "tricks Dee 3"});
        REQUIRE(state(ref).phase == zp::Phase::NextStart);
        CHECK(receipt(ref, 1).points == 1);
        CHECK(receipt(ref, 1).skulls_after == 0);
        CHECK(receipt(ref, 2).points == 0);
        CHECK(receipt(ref, 2).skulls_after >= 4);
        return ref;
    };
    SECTION("points-only (default): Cai's 0 points is lowest, her skulls left out") {
        auto ref = round("points-only");
        CHECK(state(ref).next_decider_side == 2);
        CHECK(refused(ref, "start Ben first") == "Cai chooses the next start, not Ben");
    }
    SECTION("with-skulls: Cai's skulls lift her to 2 or more, Ben's 1 is lowest") {
        auto ref = round("with-skulls");
        CHECK(state(ref).next_decider_side == 1);
        play(ref, {"start Ben first"});
        CHECK(state(ref).round.start_seat == 1);
    }
}

}  // namespace zref::test
