// Who chooses the next start when the lowest scores tie ("Once the Round Is
// Over" step 4), by the reading next-start-tie: the first tied seat from the
// left of the previous decider, or the seat on the left whatever its score.
#include "reading_table.h"
#include "support.h"

namespace zref::test {

TEST_CASE("Once the Round Is Over: a tie for the lowest score (reading next-start-tie)", "[readings][next-start][tie]") {
    // Ana starts round 1, so the previous decider is the dealer, Dee. Ben and
    // Cai tie on 0 points; Ana, on Dee's left, has 4.
    auto round = [&](const std::string& value) {
        auto ref = reading_table({"next-start-tie " + value});
        play(ref, {"bid Ana 4", "bid Ben 2", "bid Cai 2", "bid Dee 3"});
        play(ref, {"tricks Ana 4", "tricks Ben 1", "tricks Cai 1", "tricks Dee 4"});
        REQUIRE(state(ref).phase == zp::Phase::NextStart);
        CHECK(receipt(ref, 1).points == 0);
        CHECK(receipt(ref, 2).points == 0);
        return ref;
    };
    SECTION("first-tied (default): from Ana clockwise, Ben is the first tied seat") {
        auto ref = round("first-tied");
        CHECK(state(ref).next_decider_side == 1);
        CHECK(refused(ref, "start Ana first") == "Ben chooses the next start, not Ana");
    }
    SECTION("left-of-previous: Ana, left of Dee, decides though she is not tied") {
        auto ref = round("left-of-previous");
        CHECK(state(ref).next_decider_side == 0);
        play(ref, {"start Ana last"});
        CHECK(state(ref).round.start_seat == 1);
    }
}

}  // namespace zref::test
