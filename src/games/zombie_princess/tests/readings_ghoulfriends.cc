// Round card z, Ghoulfriends ("Round Cards" z: every player plays a 2nd card
// after their 1st, in player order; equal sums go to who played it first),
// by the reading ghoulfriends-order: two laps (everyone's first card, then
// everyone's second in the same order) or both cards on each player's turn.
#include <algorithm>
#include <utility>

#include "card_support.h"
#include "games/zombie_princess/sim/simulate.h"

namespace zref::test {
namespace {

using Catch::Contains;

// 3 Individuals (Ana, Ben, Cai; deck 1-9), rounds z a a a, the reading
// given; Ana leads trick 1 after bids of 4 each.
zp::Referee ghoulfriends(const std::string& value) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds z a a a", "seed 1",
               "start Ana", "princesses none", "powers off", "reading ghoulfriends-order " + value, "begin"});
    play(ref, {"4", "4", "4"});
    REQUIRE(state(ref).phase == zp::Phase::Tricks);
    return ref;
}

// The same table with Princesses and powers: Ana holds Red Riding Hood.
zp::Referee ghoulfriends_with_red(const std::string& value) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds z a a a", "seed 1",
               "start Ana", "princesses enter", "powers on", "reading ghoulfriends-order " + value, "begin",
               "princess Ana red-riding-hood", "princess Ben cinderella", "princess Cai ice-princess"});
    play(ref, {"4", "4", "4"});
    REQUIRE(state(ref).phase == zp::Phase::Tricks);
    return ref;
}

std::vector<int> order_of(const zp::Referee& ref) {
    const auto& order = state(ref).round.current.order;
    return std::vector<int>(order.begin(), order.end());
}

}  // namespace

TEST_CASE("Round Cards: z. Ghoulfriends: the order of play in a trick (reading ghoulfriends-order)",
          "[readings][card-z]") {
    SECTION("two-laps (default): everyone's first card, then everyone's second in the same order") {
        auto ref = ghoulfriends("two-laps");
        CHECK(order_of(ref) == std::vector<int>{0, 1, 2, 0, 1, 2});
        play(ref, {"play Ana v5"});
        CHECK(ref.game().waiting().what == "Ben to play to trick 1");
        CHECK(refused(ref, "play Ana v6") == "it is Ben's turn to play to trick 1, not Ana's");
        play(ref, {"play Ben v9", "play Cai v1"});
        CHECK(ref.game().waiting().what == "Ana to play to trick 1");
        CHECK(refused(ref, "play Ben p1") == "it is Ana's turn to play to trick 1, not Ben's");
        play(ref, {"play Ana v6", "play Ben p1", "play Cai v2"});
        REQUIRE(state(ref).round.tricks.size() == 1);
        CHECK(state(ref).round.tricks.back().winner == 0);  // Villagers: Ana 11, Ben 9, Cai 3
    }
    SECTION("two-per-turn: each player plays both cards before the next player plays") {
        auto ref = ghoulfriends("two-per-turn");
        CHECK(order_of(ref) == std::vector<int>{0, 0, 1, 1, 2, 2});
        CHECK(ref.game().waiting().what == "Ana to lead trick 1");
        play(ref, {"play Ana v5"});
        CHECK(ref.game().waiting().what == "Ana to play to trick 1");
        CHECK(refused(ref, "play Ben v9") == "it is Ana's turn to play to trick 1, not Ben's");
        play(ref, {"play Ana v6", "play Ben v9"});
        CHECK(refused(ref, "play Cai v1") == "it is Ben's turn to play to trick 1, not Cai's");
        play(ref, {"play Ben p1", "play Cai v1"});
        CHECK(refused(ref, "play Ana v7") == "it is Cai's turn to play to trick 1, not Ana's");
        play(ref, {"play Cai v2"});
        const auto& s = state(ref);
        REQUIRE(s.round.tricks.size() == 1);
        CHECK(s.round.tricks.back().winner == 0);  // Villagers: Ana 11, Ben 9, Cai 3
        CHECK(s.round.tricks.back().weight == 2);
        CHECK(s.round.cards_left == std::vector<int>{10, 10, 10});
        // Ben wins trick 2, so he leads trick 3 and plays both his cards first.
        play(ref, {"play Ana v3", "play Ana v4", "play Ben v7", "play Ben v8", "play Cai k1", "play Cai k2"});
        REQUIRE(s.round.tricks.size() == 2);
        CHECK(s.round.tricks.back().winner == 1);
        CHECK(order_of(ref) == std::vector<int>{1, 1, 2, 2, 0, 0});
        CHECK(ref.game().waiting().what == "Ben to lead trick 3");
    }
}

TEST_CASE("Round Cards: z. Ghoulfriends: equal sums go to the sum completed first, in each order of play "
          "(reading ghoulfriends-order)",
          "[readings][card-z]") {
    // The same cards by seat: Knights Ana 6 + 3 = 9, Ben 4 + 5 = 9, Cai 9 (his Pet adds nothing).
    SECTION("two-laps (default): Cai's one Knight makes 9 at the 3rd card, before Ana's and Ben's second cards") {
        auto ref = ghoulfriends("two-laps");
        auto r = apply_all(ref, {"play Ana k6", "play Ben k4", "play Cai k9", "play Ana k3", "play Ben k5", "play Cai p1"});
        CHECK(state(ref).round.tricks.back().winner == 2);
        CHECK_THAT(reasons(r), Contains("Cai wins with Knights adding up to 9"));
        CHECK_THAT(reasons(r), Contains("Ana also reached 9 but later"));
        CHECK_THAT(reasons(r), !Contains("two-per-turn"));
    }
    SECTION("two-per-turn: Ana's two Knights make 9 at the 2nd card, before Ben's and Cai's") {
        auto ref = ghoulfriends("two-per-turn");
        auto r = apply_all(ref, {"play Ana k6", "play Ana k3", "play Ben k4", "play Ben k5", "play Cai k9", "play Cai p1"});
        CHECK(state(ref).round.tricks.back().winner == 0);
        const auto why = reasons(r);
        CHECK_THAT(why, Contains("Ana wins with Knights adding up to 9"));
        CHECK_THAT(why, Contains("Ben also reached 9 but later"));
        CHECK_THAT(why, Contains("Cai also reached 9 but later"));
        CHECK_THAT(why, Contains("each player played both cards on their own turn (table reading ghoulfriends-order: "
                                 "two-per-turn)"));
    }
}

TEST_CASE("Round Cards: z. Ghoulfriends: under two-per-turn, undo steps back one card and a replay rules the same "
          "(reading ghoulfriends-order)",
          "[readings][card-z][undo]") {
    auto ref = ghoulfriends("two-per-turn");
    play(ref, {"play Ana k6", "play Ana k3", "play Ben k4"});
    REQUIRE(ref.undo().ok());
    REQUIRE(ref.undo().ok());  // Ana's second card taken back: it is her turn again, not Ben's
    CHECK(ref.game().waiting().what == "Ana to play to trick 1");
    CHECK(refused(ref, "play Ben k4") == "it is Ana's turn to play to trick 1, not Ben's");
    play(ref, {"play Ana k3", "play Ben k4", "play Ben k5", "play Cai k9", "play Cai p1"});
    REQUIRE(state(ref).round.tricks.size() == 1);
    CHECK(state(ref).round.tricks.back().winner == 0);

    zp::Referee again(data());
    play(again, ref.history());
    CHECK(snapshot(again) == snapshot(ref));
    CHECK(state(again).round.tricks.back().winner == 0);
    CHECK(order_of(again) == std::vector<int>{0, 0, 1, 1, 2, 2});
}

// Princess Cards: Red Riding Hood acts at the start of her turn. Under
// two-per-turn her turn is both cards, so not between them; under two laps
// her second card is a turn of its own.
TEST_CASE("Round Cards: z. Ghoulfriends and Red Riding Hood: her power at the start of her turn, in each order of "
          "play (reading ghoulfriends-order)",
          "[readings][card-z][princess-red-riding-hood]") {
    SECTION("two-per-turn: before her first card, not between her two") {
        auto ref = ghoulfriends_with_red("two-per-turn");
        play(ref, {"play Ana v5", "play Ana v6", "play Ben v9", "play Ben p1", "play Cai v1", "play Cai v2"});
        REQUIRE(state(ref).round.tricks.back().winner == 0);
        play(ref, {"play Ana k3"});
        CHECK(refused(ref, "power red trick 1") ==
              "Red Riding Hood (Axe-cessorize): it may be used only at the start of her own turn, before she plays "
              "(her first card of this turn is down)");
        REQUIRE(ref.undo().ok());
        CHECK(accepted(ref, "power red trick 1 give k3 take v9").headline ==
              "Ana swaps Knight 3 from her hand for Villager 9 from trick 1");
    }
    SECTION("two-laps: her card in the second lap starts a turn of its own") {
        auto ref = ghoulfriends_with_red("two-laps");
        play(ref, {"play Ana v5", "play Ben v9", "play Cai v1", "play Ana v6", "play Ben p1", "play Cai v2"});
        REQUIRE(state(ref).round.tricks.back().winner == 0);
        play(ref, {"play Ana k3", "play Ben k4", "play Cai k5"});
        CHECK(accepted(ref, "power red trick 1 give k7 take v9").headline ==
              "Ana swaps Knight 7 from her hand for Villager 9 from trick 1");
    }
}

TEST_CASE("Round Cards: z. Ghoulfriends: self-play under two-per-turn plays legal games with every check "
          "(reading ghoulfriends-order)",
          "[readings][card-z][sim]") {
    const std::pair<int, bool> tables[] = {{3, false}, {4, false}, {5, false}, {6, false}, {4, true}, {6, true}};
    int z_rounds = 0;
    for (int i = 0; i < 18; ++i) {
        sim::TableConfig config = sim::table_for(data(), tables[i % 6].first, tables[i % 6].second, 3100, i);
        config.rounds = i % 3 == 0 ? "z a b d" : i % 3 == 1 ? "c z e h" : "f g z x";  // z in each place
        config.readings = {{"ghoulfriends-order", "two-per-turn"}};
        const auto outcome = sim::play_checked_game(data(), config, i);
        INFO("game " << i << (outcome.failure ? ": " + outcome.failure->violation.invariant + ": " +
                                                    outcome.failure->violation.detail
                                              : std::string()));
        CHECK_FALSE(outcome.failure);
        const auto z = outcome.coverage.round_cards.find('z');
        if (z != outcome.coverage.round_cards.end()) z_rounds += z->second;
    }
    CHECK(z_rounds == 18);

    // Its journal sets the reading, and in the z round each player's two cards of a trick come together.
    sim::TableConfig config = sim::table_for(data(), 4, false, 3100, 1);
    config.rounds = "z a b d";
    config.readings = {{"ghoulfriends-order", "two-per-turn"}};
    sim::RandomTable t(data(), config);
    REQUIRE(t.setup());
    while (t.game().state().round.tricks.empty()) REQUIRE(t.step());
    const auto& first = t.game().state().round.tricks.front();
    REQUIRE(first.plays.size() == 8);
    for (std::size_t k = 0; k < 8; k += 2) CHECK(first.plays[k].seat == first.plays[k + 1].seat);
    const auto lines = t.journal().lines();
    CHECK(std::find(lines.begin(), lines.end(), "reading ghoulfriends-order two-per-turn") != lines.end());
}

}  // namespace zref::test
