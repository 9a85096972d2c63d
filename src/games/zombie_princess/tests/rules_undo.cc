// Undo and refused input: the state is a fold over the accepted lines, so
// undo restores the previous state exactly, and a refused line changes nothing.
#include <sstream>

#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Everything in a GameState that the rules read, written out so two states
// compare with one string comparison.
std::string state_text(const zp::Referee& ref) {
    const zp::GameState& s = ref.game().state();
    std::ostringstream o;
    auto ints = [&](const char* name, const std::vector<int>& v) {
        o << name << ':';
        for (int x : v) o << ' ' << x;
        o << '\n';
    };
    auto plays = [&](const zp::TrickRecord& t) {
        o << "  leader " << t.leader << " winner " << t.winner << " frog " << t.has_frog << ':';
        for (const auto& p : t.plays) o << ' ' << p.seat << '=' << s.codec.code(p.card);
        o << '\n';
    };
    o << "phase " << static_cast<int>(s.phase) << " hand " << s.hand_size << '\n';
    ints("skulls", s.skulls);
    ints("hourglass", s.hourglass_line);
    o << "decider " << s.next_decider_side << " previous " << s.previous_decider_seat << '\n';
    for (const auto& r : s.results) {
        o << "result " << r.number << ' ' << r.card << " start " << r.start_seat << '\n';
        ints(" bids", r.seat_bids);
        ints(" tricks", r.seat_tricks);
        for (const auto& rc : r.receipts) {
            o << " receipt " << rc.side << " bid " << rc.bid << " tricks " << rc.tricks << " points " << rc.points
              << " skulls " << rc.skulls_before << "->" << rc.skulls_after << '\n';
            for (const auto& l : rc.lines)
                o << "  " << l.step << ' ' << l.label << ' ' << l.skulls << ' ' << l.detail << '\n';
        }
    }
    const auto& r = s.round;
    o << "round " << r.number << ' ' << r.card << " start " << r.start_seat << " next bidder " << r.next_bidder
      << " broken " << r.princes_broken << " by counts " << r.by_counts << " frog seat " << r.frog_seat
      << " frog counted " << (r.frog_counted ? (*r.frog_counted ? 1 : 0) : -1) << '\n';
    ints("bids", r.bids);
    ints("typed tricks", r.typed_tricks);
    ints("typed card skulls", r.typed_card_skulls);
    ints("claims", r.only_princes_claim);
    for (const auto& v : r.void_since) ints("void", std::vector<int>(v.begin(), v.end()));
    o << "played:";
    for (bool b : r.played) o << (b ? '1' : '0');
    o << "\npays:";
    for (const auto& p : r.pays) o << ' ' << (p ? (*p ? 1 : 0) : -1);
    o << "\ntricks:\n";
    for (const auto& t : r.tricks) plays(t);
    o << "current:\n";
    plays(r.current);
    o << "waiting " << ref.game().waiting().seat << ' ' << ref.game().waiting().what << '\n';
    o << "history " << ref.history().size() << '\n';
    return o.str();
}

// Applies `line`, then undoes it, and checks that the state is as before.
void check_undo_restores(zp::Referee& ref, const std::string& line) {
    INFO("line: " << line);
    const std::string before = state_text(ref);
    auto r = ref.apply(line);
    REQUIRE(r.ok());
    const std::string canonical = r->canonical;
    CHECK(state_text(ref) != before);
    auto undone = ref.undo();
    REQUIRE(undone.ok());
    CHECK(*undone == canonical);
    CHECK(state_text(ref) == before);
}

}  // namespace

TEST_CASE("Undo: with nothing accepted yet there is nothing to undo", "[undo]") {
    zp::Referee ref(data());
    auto r = ref.undo();
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == "nothing to undo");
    CHECK(ref.history().empty());
    CHECK(ref.game().state().phase == zp::Phase::Setup);
}

TEST_CASE("Undo: each step back restores the previous state exactly", "[undo]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    check_undo_restores(ref, "2");  // a bid
    play(ref, {"2", "2", "2"});
    check_undo_restores(ref, "2");  // the last bid, which starts the tricks
    play(ref, {"2"});
    check_undo_restores(ref, "v3");  // a lead
    play(ref, {"v3", "k2"});         // Ben shows void in Villagers
    check_undo_restores(ref, "v5");
    play(ref, {"v5"});
    check_undo_restores(ref, "pr1");  // completes the trick and breaks out the Princes
    play(ref, {"v4"});
    REQUIRE(ref.game().state().round.tricks.size() == 1);
    check_undo_restores(ref, "pr3 only-princes");  // Cai leads trick 2 with a claim
}

TEST_CASE("Undo: undoing the line that scored a round takes the scores back", "[undo]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"0", "5", "5", "tricks Ana 1 frog", "tricks Ben 6"});
    check_undo_restores(ref, "tricks Cai 5");  // ends the cards: the Frog decision
    play(ref, {"tricks Cai 5"});
    check_undo_restores(ref, "drop");  // scores the round
    play(ref, {"drop"});
    REQUIRE(ref.game().state().skulls == std::vector<int>{12, 1, 2});
    check_undo_restores(ref, "first");  // starts round 2
    // Undo all the way back: the referee returns to an empty table.
    while (!ref.history().empty()) REQUIRE(ref.undo().ok());
    CHECK(ref.game().state().phase == zp::Phase::Setup);
    CHECK(ref.game().state().setup.seats.empty());
    CHECK(ref.undo().error() == "nothing to undo");
}

TEST_CASE("Undo: replaying the same lines after an undo gives the same state", "[undo]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"3", "4", "5", "v1", "v2", "v9"});
    const std::string after = state_text(ref);
    REQUIRE(ref.undo().ok());
    REQUIRE(ref.undo().ok());
    play(ref, {"v2", "v9"});
    CHECK(state_text(ref) == after);
}

TEST_CASE("Refused input never changes the state", "[undo][refused]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    auto check_refused_everywhere = [&](const std::vector<std::string>& bad) {
        for (const auto& line : bad) {
            INFO("line: " << line);
            const std::string before = state_text(ref);
            const auto phase = ref.game().state().phase;
            const auto history = ref.history().size();
            auto r = ref.apply(line);
            CHECK_FALSE(r.ok());
            CHECK(ref.game().state().phase == phase);
            CHECK(ref.history().size() == history);
            CHECK(state_text(ref) == before);
        }
    };
    // Bidding.
    check_refused_everywhere({"bid Ben 2", "11", "-1", "bid Zed 2", "play Ana v3", "frog Ana count", "pay Ana yes",
                              "start Ana first", "hello", "", "   # a comment", "bid \"Ana 2", "begin",
                              "players A B C"});
    play(ref, {"2", "2", "2", "2"});
    // Tricks.
    check_refused_everywhere({"play Ben v3", "k11", "knigt 3", "pr3", "v3 only-princes", "bid Ana 2", "count",
                              "tricks Ana 11", "tricks Ana 2 card-skulls 1"});
    play(ref, {"v3", "v4"});
    check_refused_everywhere({"v3", "v4", "play Ana v5", "tricks Ana 2"});
    CHECK_THAT(refused(ref, "hello"), Contains("unknown command 'hello'"));
    CHECK_THAT(refused(ref, ""), Contains("empty line"));
}

TEST_CASE("Refused input never changes the state at the end of a round", "[undo][refused]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    auto check_refused_everywhere = [&](const std::vector<std::string>& bad) {
        for (const auto& line : bad) {
            INFO("line: " << line);
            const std::string before = state_text(ref);
            auto r = ref.apply(line);
            CHECK_FALSE(r.ok());
            CHECK(state_text(ref) == before);
        }
    };
    // Ana (12 skulls after round 1) is short in round 2 and holds the Frog trick.
    play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6"});
    check_refused_everywhere({"start Ben first", "start Ana middle", "bid Ana 2", "count", "yes", "k7"});
    play(ref, {"first", "3", "5", "4", "tricks Ana 1 frog", "tricks Ben 4", "tricks Cai 7"});
    REQUIRE(ref.game().state().phase == zp::Phase::FrogDecision);
    check_refused_everywhere({"frog Ben count", "frog Ana perhaps", "pay Ana yes", "first", "tricks Ana 2", "v1"});
    play(ref, {"count"});
    REQUIRE(ref.game().state().phase == zp::Phase::Payment);
    check_refused_everywhere({"pay Ben yes", "pay Ana later", "count", "first", "bid Ana 1"});
    play(ref, {"yes"});
    CHECK(ref.game().state().results.back().receipts.at(0).points == 3);
}

}  // namespace zref::test
