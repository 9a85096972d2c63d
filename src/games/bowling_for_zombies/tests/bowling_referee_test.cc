// The referee as a fold over accepted lines: a refused line changes nothing,
// undo replays all but the last, an edit re-adjudicates what follows, a
// journal's `undo` and `edit N LINE` lines replay the same way, and what
// waiting() offers as examples is always accepted.
#include <sstream>

#include "bowling_support.h"
#include "games/bowling_for_zombies/standings.h"
#include "store/journal.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;

// Everything the rules read, written out so two states compare as strings.
std::string snapshot(const bfz::Referee& ref) {
    const auto& s = ref.game().state();
    std::ostringstream o;
    o << "phase " << static_cast<int>(s.phase) << " round " << s.round.number << " where " << ref.game().where() << '\n';
    for (std::size_t i = 0; i < s.necros.size(); ++i) {
        const auto& n = s.necros[i];
        o << i << ": parts " << n.head << n.leg << n.hand << " stood " << n.stood << " zombies ";
        for (bool b : n.zombie_used) o << b;
        o << " pile";
        for (const auto& p : n.pile) o << ' ' << static_cast<int>(p.kind) << ':' << p.value << '/' << p.legs;
        o << " digits";
        for (int d : n.high_digits) o << ' ' << d;
        for (int d : n.low_digits) o << ' ' << d;
        o << '\n';
    }
    o << "deck";
    for (int c : s.lane_deck) o << ' ' << c;
    o << " discard";
    for (int c : s.lane_discard) o << ' ' << c;
    o << "\ntable";
    for (int v : s.round.table) o << ' ' << v;
    o << " next " << s.round.next_pick << " leg " << s.round.leg_due << " late " << s.round.next_late_leg;
    for (const auto& rv : s.round.reveals) o << (rv ? " " + bfz::reveal_text(*rv) : std::string(" -"));
    o << "\nresults " << s.results.size() << " phantom pile " << s.phantom_pile.size() << '\n';
    o << "waiting " << ref.game().waiting().seat << ' ' << ref.game().waiting().what << '\n';
    o << "history " << ref.history().size() << '\n';
    return o.str();
}

TEST_CASE("Referee: a refused line leaves the state untouched", "[bowling][referee]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    const std::vector<std::string> bad{"lanes 9 9 9", "lanes 10 1", "play Ana 3", "take Ana 5", "stand Ana",
                                       "combine Ana sum", "frobnicate", "\"unclosed"};
    for (const auto& line : bad) {
        const std::string before = snapshot(ref);
        refused(ref, line);
        CHECK(snapshot(ref) == before);
    }
    play(ref, {"lanes 6 5", "play Ana 9", "play Ben 4 head above", "play Cai 3"});
    for (const std::string line : {"take Ben 6 5", "take Cai 5", "take Ben 7", "leg Ben Ana", "play Ana 2",
                                   "take Ben 6 remove 5", "place Ben units"}) {
        const std::string before = snapshot(ref);
        refused(ref, line);
        CHECK(snapshot(ref) == before);
    }
}

TEST_CASE("Referee: undo steps back over a whole automatic resolution", "[bowling][referee]") {
    auto ref = table({"Svipdag", "Skuld", "H.P.", "Sauron"});
    play(ref, {"lanes 2 2 4", "play Svipdag 0", "play Skuld 9", "play H.P. 5"});
    const std::string before = snapshot(ref);
    play(ref, {"play Sauron 5 head above", "take Svipdag 4"});
    CHECK(ref.game().state().results.size() == 1);
    auto u = ref.undo();
    REQUIRE(u.ok());
    CHECK(*u == "take Svipdag 4");
    REQUIRE(ref.undo().ok());
    CHECK(snapshot(ref) == before);
    CHECK(ref.can_undo());
    // Back to the very start.
    while (ref.can_undo()) REQUIRE(ref.undo().ok());
    CHECK(ref.game().state().phase == bfz::Phase::Setup);
    CHECK_THAT(ref.undo().error(), Contains("nothing to undo"));
}

TEST_CASE("Referee: an edit re-adjudicates the lines after it, or is refused and changes nothing",
          "[bowling][referee]") {
    bfz::Referee ref(data());
    replay_transcript(ref, "example");
    REQUIRE(ref.entries().size() == 17);
    CHECK(ref.entries()[10].line == "take Svipdag 4");
    CHECK(ref.entries()[10].where == "R1 resolve");
    // Svipdag takes a 2 instead of the 4: his total drops by 2.
    auto e = ref.edit(11, "2");
    REQUIRE(e.ok());
    CHECK(e->after == "take Svipdag 2");
    CHECK(e->replayed == 6);
    CHECK(points(ref, "Svipdag") == 3);
    // Sauron revealing a 9 in round 1 would make his round-2 9 a reuse: refused.
    const std::string before = snapshot(ref);
    auto bad = ref.edit(10, "play Sauron 9");
    REQUIRE_FALSE(bad.ok());
    CHECK_THAT(bad.error(), Contains("would no longer be accepted") && Contains("Sauron played Zombie 9 in round 1"));
    CHECK(snapshot(ref) == before);
    // Undo reverts the edit.
    auto u = ref.undo();
    REQUIRE(u.ok());
    CHECK_THAT(*u, Contains("the edit of entry 11"));
    CHECK(points(ref, "Svipdag") == 5);
}

TEST_CASE("Referee: journal lines 'undo' and 'edit N LINE' replay like the session wrote them", "[bowling][referee]") {
    bfz::Referee ref(data());
    for (const std::string line :
         {"game bowling-for-zombies", "players Ana Ben Cai", "begin", "lanes 5 4", "play Ana 9", "play Ben 3",
          "play Cai 1", "take Ben 4", "undo", "take Ben 5", "edit 6 play Ben 3 leg above", "leg Ben Cai"}) {
        INFO(line);
        auto r = ref.replay_journal_line(line);
        if (!r) FAIL(r.error());
    }
    CHECK(points(ref, "Ben") == 5);
    CHECK(points(ref, "Cai") == 3);
    CHECK_THAT(ref.replay_journal_line("edit x play Ben 3").error(), Contains("not a valid entry number"));
    CHECK(bfz::Referee::edit_line(6, "play Ben 3 leg above") == "edit 6 play Ben 3 leg above");
}

TEST_CASE("Referee: every example waiting() offers is accepted, all through a game", "[bowling][referee]") {
    for (const std::string name : {"standard-3", "high-low-3", "poker-2", "blackjack-4"}) {
        bfz::Referee ref(data());
        const std::string path = std::string(ZREF_TEST_DIR) + "/transcripts/bowling/" + name + ".zref";
        auto jf = store::read_journal(path);
        REQUIRE(jf.ok());
        int checked = 0;
        for (const auto& line : jf->lines) {
            if (ref.game().state().phase != bfz::Phase::Setup) {
                for (const auto& ex : ref.game().waiting().examples) {
                    bfz::Game copy = ref.game();
                    INFO(name << " at " << ref.game().where() << ": " << ex);
                    CHECK(copy.apply(ex).ok());
                    ++checked;
                }
            }
            REQUIRE(ref.replay_journal_line(line.text).ok());
        }
        CHECK(checked > 30);
    }
}

TEST_CASE("Referee: a bare Zombie is the phantom's flip once both necromancers have revealed", "[bowling][referee]") {
    auto ref = table({"Ana", "Ben"}, "standard", "typed");
    play(ref, {"lanes 5 4", "play Ana 1", "play Ben 2"});
    auto r = play(ref, {"7"});
    CHECK(r.canonical == "phantom 7");
    play(ref, {"take Ben 5"});
    auto l = play(ref, {"lanes 05 4"});
    CHECK(l.canonical == "lanes 5 4");
}

}  // namespace
}  // namespace zref::test::bowling
