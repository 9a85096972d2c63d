// Round card y, Undead Uprising ("Round Cards" y): "Each card of a new suit
// leads. Princes still win tricks regardless of the suit led."
// Our readings (games/zombie-princess.toml): without a Prince, the highest card
// of the most recently introduced suit wins the trick; the suit to follow is the
// newest suit in the trick: a player must follow it if able, and a card of yet
// another suit becomes the new suit to follow.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

zp::Referee round_y() {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "y a a a");
    play(ref, {"4", "4", "4"});
    return ref;
}

}  // namespace

TEST_CASE("Round card y (Undead Uprising): a card of a new suit leads: the highest card of the newest suit wins",
          "[card-y]") {
    SECTION("under y: Cai's Villager 1, the newest suit, beats two Knights") {
        auto ref = round_y();
        auto r = apply_all(ref, {"play Ana k8", "play Ben k1", "play Cai v1"});
        CHECK(state(ref).round.tricks.back().winner == 2);
        CHECK_THAT(reasons(r), Contains("Cai's Villager 1 wins: Villagers was the last new suit to appear in the trick, "
                                        "so it leads, and this is its highest card [Round Cards: y. Undead Uprising]"));
        CHECK(state(ref).round.current.leader == 2);
    }
    SECTION("under a (control): the led suit wins") {
        auto ref = table({"Ana", "Ben", "Cai"});
        play(ref, {"4", "4", "4", "play Ana k8", "play Ben k1", "play Cai v1"});
        CHECK(state(ref).round.tricks.back().winner == 0);
    }
}

TEST_CASE("Round card y (Undead Uprising): of two cards of the newest suit, the higher wins", "[card-y]") {
    auto ref = round_y();
    apply_all(ref, {"play Ana v2", "play Ben k3", "play Cai k5"});
    CHECK(state(ref).round.tricks.back().winner == 2);
}

TEST_CASE("Round card y (Undead Uprising): a card of a suit already in the trick is not new", "[card-y]") {
    // Villagers, then Knights (new), then Villagers again: Knights stay the suit.
    auto ref = round_y();
    apply_all(ref, {"play Ana v8", "play Ben k6", "play Cai v9"});
    CHECK(state(ref).round.tricks.back().winner == 1);
}

TEST_CASE("Round card y (Undead Uprising): a Prince still wins whatever suit came last", "[card-y]") {
    auto ref = round_y();
    auto r = apply_all(ref, {"play Ana v9", "play Ben pr1", "play Cai p9"});  // Pets are the newest suit
    CHECK(state(ref).round.tricks.back().winner == 1);
    CHECK_THAT(reasons(r), Contains("Ben's Prince 1 wins: a Prince was played"));
    CHECK(state(ref).round.princes_broken);
}

TEST_CASE("Round card y (Undead Uprising): the suit to follow is the newest suit, so a card off it shows a void in it",
          "[card-y]") {
    auto ref = round_y();
    const auto& s = state(ref);
    // Trick 1: Villagers led; Ben's Knight shows no Villager and makes Knights the
    // suit; Cai's Villager shows no Knight (not no Villager).
    apply_all(ref, {"play Ana v8", "play Ben k6", "play Cai v3"});
    CHECK(s.round.void_since[1][kVillagers] == 1);
    CHECK(s.round.void_since[2][kKnights] == 1);
    CHECK(s.round.void_since[2][kVillagers] == 0);
    CHECK(s.round.void_since[0] == std::vector<int>{0, 0, 0, 0});
    CHECK(s.round.tricks.back().winner == 1);
    // Trick 2: Ben leads Pet 1; Cai's Villager 4 is no revoke (he only showed no
    // Knight) and shows no Pet; it makes Villagers the suit, so Ana's Knight 1
    // shows no Villager, and Knights, the newest suit, win.
    auto r = apply_all(ref, {"play Ben p1", "play Cai v4"});
    CHECK(r.warnings.empty());
    CHECK(s.round.void_since[2][kPets] == 2);
    apply_all(ref, {"play Ana k1"});
    CHECK(s.round.void_since[0][kVillagers] == 2);
    CHECK(s.round.void_since[0][kPets] == 0);
    CHECK(s.round.tricks.back().winner == 0);
}

TEST_CASE("Round card y (Undead Uprising): a later card of the suit a player showed void in is flagged", "[card-y]") {
    auto ref = round_y();
    apply_all(ref, {"play Ana v8", "play Ben k6", "play Cai v3"});  // Cai shows no Knight; Ben wins
    // Trick 2: Ben leads Knight 2 and Cai plays Knight 9.
    auto ben = ref.apply("play Ben k2");
    REQUIRE(ben.ok());
    auto cai = ref.apply("play Cai k9");
    REQUIRE(cai.ok());
    REQUIRE(cai->warnings.size() == 1);
    CHECK_THAT(cai->warnings[0], Contains("possible revoke: Cai showed no Knights in trick 1 and now plays Knight 9 in trick 2"));
}

TEST_CASE("Round card y (Undead Uprising): a Prince played as a new suit becomes the suit to follow", "[card-y]") {
    auto ref = round_y();
    const auto& s = state(ref);
    apply_all(ref, {"play Ana v9", "play Ben pr1", "play Cai v3"});  // Cai shows no Prince
    CHECK(s.round.tricks.back().winner == 1);
    CHECK(s.round.void_since[2][kPrinces] == 1);
    CHECK(s.round.void_since[2][kVillagers] == 0);
    apply_all(ref, {"play Ben v1", "play Cai v2"});
    auto r = ref.apply("play Ana pr2");
    REQUIRE(r.ok());
    // Ana showed no void: no warning for her; then Cai's Prince is flagged.
    CHECK(r->warnings.empty());
    play(ref, {"play Ana k4"});
    r = ref.apply("play Ben v5");
    REQUIRE(r.ok());
    r = ref.apply("play Cai pr3");
    REQUIRE(r.ok());
    REQUIRE(r->warnings.size() == 1);
    CHECK_THAT(r->warnings[0], Contains("possible revoke: Cai showed no Princes in trick 1 and now plays Prince 3"));
}

}  // namespace zref::test
