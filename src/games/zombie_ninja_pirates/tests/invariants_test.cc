// Random lines thrown at the engine, from its own vocabulary: whatever is
// accepted keeps every card accounted for, every receipt adding up and no
// count below zero, and the history replays to the same table.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "znp_support.h"

using namespace zref::test::znp;

namespace {

std::string random_line(std::mt19937& rng, const std::vector<std::string>& players) {
    static const std::vector<std::string> cards{"brains", "boat", "dojo", "sensei", "virus", "bite", "cure", "dishonor",
                                                "butterfingers", "internal-conflict", "reset", "witchs-brew", "rum", "scope"};
    static const std::vector<std::string> types{"zombie", "ninja", "pirate", "mad-scientist", "vampire", "werewolf", "witch", "fairy"};
    static const std::vector<std::string> verbs{"play", "use", "use chest", "discard", "draw", "draw end-game", "redraw", "end",
                                                "done", "take", "give", "trash", "lose", "pass", "drop", "redraw end-game"};
    const auto pick = [&](const std::vector<std::string>& v) { return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)]; };
    const auto coin = [&] { return std::uniform_int_distribution<int>(0, 1)(rng) == 1; };
    std::string verb = pick(verbs);
    // The END GAME rarely: a game of a few hundred lines, not ten.
    if (verb.find("end-game") != std::string::npos && std::uniform_int_distribution<int>(0, 400)(rng) != 0) verb = "play";
    std::string line = verb;
    if (verb == "play" || verb == "use" || verb == "use chest") {
        line += " " + pick(cards);
        if (coin()) line += " " + pick(types);
        if (coin()) line += " " + pick(players);
        if (coin()) line += " " + pick(cards);
    } else if (verb == "discard") {
        line += " " + std::to_string(std::uniform_int_distribution<int>(0, 3)(rng));
    } else if (verb == "take" || verb == "give" || verb == "trash") {
        line += " " + pick(players) + " " + pick(cards);
    } else if (verb == "lose") {
        line += " " + pick(players) + " " + pick(types);
    } else if (verb == "pass") {
        line += " " + pick(players) + " " + pick(players) + " 1";
    } else if (verb == "drop") {
        line += " " + pick(players) + " 1";
    }
    return line;
}

void check_table(const Referee& ref) {
    REQUIRE(conserved(ref));
    const auto& s = ref.game().state();
    CHECK(s.pile >= 0);
    CHECK(s.discards >= 0);
    for (const auto& p : s.players) REQUIRE(p.hand >= 0);
    for (const auto& r : ref.game().receipts()) REQUIRE(r.sum_of_lines() == r.total);
}

void run(const std::vector<std::string>& setup, const std::vector<std::string>& players, unsigned seed) {
    Referee ref(data());
    enter(ref, setup);
    std::mt19937 rng(seed);
    int accepted_lines = 0;
    for (int i = 0; i < 4000 && ref.game().state().phase != Phase::Over; ++i) {
        const std::string line = random_line(rng, players);
        const auto before = ref.game().where();
        const auto hands_before = ref.game().state().players;
        auto r = ref.apply(line);
        INFO(line);
        if (!r) {
            REQUIRE(ref.game().where() == before);
            REQUIRE(ref.game().state().players.size() == hands_before.size());
            continue;
        }
        ++accepted_lines;
        check_table(ref);
    }
    INFO(ref.game().where() << ": " << ref.game().waiting().what << " pile " << ref.game().state().pile);
    CHECK(accepted_lines > 20);
    Referee again(data());
    for (const auto& line : ref.history()) {
        INFO(line);
        REQUIRE(again.apply(line));
    }
    CHECK(again.game().where() == ref.game().where());
    for (std::size_t i = 0; i < players.size(); ++i) {
        CHECK(again.game().state().players[i].types == ref.game().state().players[i].types);
        CHECK(again.game().state().players[i].chest == ref.game().state().players[i].chest);
        CHECK(again.game().state().players[i].hand == ref.game().state().players[i].hand);
    }
}

}  // namespace

TEST_CASE("Invariants: random lines keep the cards conserved and the receipts adding up (plain game)", "[zombie_ninja_pirates][invariants]") {
    const unsigned seed = GENERATE(1u, 2u, 3u, 4u);
    run({"game zombie-ninja-pirates", "deck 300", "players Ana Ben Cai", "card rum object pirate 2 ninja -1",
         "card scope action effect draw 2", "card sensei ninja 3", "start Cai"},
        {"Ana", "Ben", "Cai"}, seed);
}

TEST_CASE("Invariants: random lines keep the cards conserved and the receipts adding up (combined game)", "[zombie_ninja_pirates][invariants]") {
    const unsigned seed = GENERATE(5u, 6u, 7u);
    run({"game zombie-ninja-pirates", "combined on", "deck 500", "players Ana Ben Cai Dee Eli Fay Gus",
         "card rum object pirate 2 ninja -1", "card scope action effect draw 2", "card sensei ninja 3", "card cure mad-scientist 2",
         "card witchs-brew witch 2 mad-scientist 2", "start Ana"},
        {"Ana", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus"}, seed);
}
