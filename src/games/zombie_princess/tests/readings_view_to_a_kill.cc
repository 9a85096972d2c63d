// Round card p, A View to a Kill, in Teams ("Round Cards" p: each Team not in
// the lead may view the hand on its right), by the reading
// view-to-a-kill-teams: each member of a trailing team views, or the team
// takes one view by either partner.
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using Catch::StartsWith;

// Teams Ana & Cai against Ben & Dee, rounds a a a p, the reading given;
// round 4's bids made: Ana & Cai lead the Hourglass line, Dee starts round 4.
// Teams through round 3, round 4 (card p) about to open; `reading` is a setup line's words.
zp::Referee at_round_p(const std::string& reading) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode teams", "rounds a a a p", "seed 1", "start Ana",
               "princesses none", "powers off", "reading " + reading, "begin"});
    play(ref, {"6", "2", "0", "2", "tricks Ana 6", "tricks Ben 2", "tricks Cai 0", "tricks Dee 2", "start Ben first"});
    play(ref, {"3", "2", "2", "3", "tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2", "start Ben first"});
    play(ref, {"3", "2", "2", "3", "tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2", "start Dee first"});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{20, 16});
    return ref;
}

zp::Referee trailing_team_to_view(const std::string& value) {
    auto ref = at_round_p("view-to-a-kill-teams " + value);
    play(ref, {"bid Dee 2", "bid Ana 3", "bid Ben 3", "bid Cai 2"});
    REQUIRE(state(ref).phase == zp::Phase::Declare);
    return ref;
}

std::vector<std::string> asks(const zp::Referee& ref) {
    std::vector<std::string> out;
    for (const auto& req : state(ref).round.pending) out.push_back(req.ask);
    return out;
}

}  // namespace

TEST_CASE("Round Cards: p. A View to a Kill in Teams: a view per member or per team (reading view-to-a-kill-teams)",
          "[readings][card-p][teams]") {
    SECTION("each-member (default): Dee and Ben each view the hand on their own right") {
        auto ref = trailing_team_to_view("each-member");
        CHECK(state(ref).round.pending.size() == 2);
        play(ref, {"view Dee", "view Ben"});
        CHECK(state(ref).round.records == std::vector<std::string>{"Dee looks at Cai's hand", "Ben looks at Ana's hand"});
        CHECK(state(ref).phase == zp::Phase::Tricks);
    }
    SECTION("one-per-team: the team is asked once, and either partner takes the view") {
        auto ref = trailing_team_to_view("one-per-team");
        CHECK(asks(ref) == std::vector<std::string>{
                               "Ben & Dee may take one view: Dee looks at Cai's hand or Ben at Ana's, without reordering "
                               "it (type 'view NAME', or 'view NAME skip')"});
        CHECK_THAT(refused(ref, "view Ana"), StartsWith("'view' for Ana is not needed now"));
        play(ref, {"view Ben"});  // Ben, though Dee was named first
        CHECK(state(ref).round.records == std::vector<std::string>{"Ben looks at Ana's hand"});
        CHECK(state(ref).phase == zp::Phase::Tricks);
        CHECK_THAT(refused(ref, "view Dee"), StartsWith("'view' is not accepted now"));
    }
}

TEST_CASE("Round Cards: p. A View to a Kill: the views after the bids or before them (reading view-to-a-kill-timing)",
          "[readings][card-p][timing]") {
    SECTION("before-trick-1 (default): the bids open round 4, the views follow them") {
        auto ref = at_round_p("view-to-a-kill-timing before-trick-1");
        CHECK(state(ref).phase == zp::Phase::Bidding);
        CHECK_THAT(refused(ref, "view Dee"), StartsWith("'view' is not accepted now"));
        play(ref, {"bid Dee 2", "bid Ana 3", "bid Ben 3", "bid Cai 2"});
        CHECK(state(ref).phase == zp::Phase::Declare);
        CHECK(state(ref).round.after_pending == zp::Phase::Tricks);
        play(ref, {"view Dee", "view Ben skip"});
        CHECK(state(ref).round.records == std::vector<std::string>{"Dee looks at Cai's hand", "Ben does not look at Ana's hand"});
        CHECK(state(ref).phase == zp::Phase::Tricks);
    }
    SECTION("before-bidding: the views are asked first and no bid is taken until they are in") {
        auto ref = at_round_p("view-to-a-kill-timing before-bidding");
        CHECK(state(ref).phase == zp::Phase::Declare);
        CHECK(state(ref).round.after_pending == zp::Phase::Bidding);
        CHECK(state(ref).round.pending.size() == 2);
        const auto history = ref.history().size();
        const auto no_bid = refused(ref, "bid Dee 2");
        CHECK_THAT(no_bid, StartsWith("'bid' is not accepted now: "));
        CHECK_THAT(no_bid, Contains("view"));
        CHECK(ref.history().size() == history);
        play(ref, {"view Dee", "view Ben"});
        CHECK(state(ref).round.records == std::vector<std::string>{"Dee looks at Cai's hand", "Ben looks at Ana's hand"});
        CHECK(state(ref).phase == zp::Phase::Bidding);
        play(ref, {"bid Dee 2", "bid Ana 3", "bid Ben 3", "bid Cai 2"});
        CHECK(state(ref).phase == zp::Phase::Tricks);  // nothing more is asked before trick 1
        CHECK(state(ref).round.records.size() == 2);
    }
}

}  // namespace zref::test
