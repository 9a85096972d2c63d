// Round card f, Shambler Swap ("Round Cards" f): after each trick every
// player passes one card face down, to the partner in Teams or to the player
// on the right in Individuals. zref cannot see hands: it tells the table to
// pass after every trick but the last (our reading: hands are empty then), and
// since hands change, a card off the led suit no longer proves a void, so no
// revoke or false-claim flag is raised this round.
#include <algorithm>

#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using Deal = std::vector<std::vector<std::string>>;

const zp::GameState& state(const zp::Referee& ref) { return ref.game().state(); }

// One trick: by_seat[i] is the card of seat i. zref's own order of play says
// who goes when; a Prince led before Princes break out carries the
// only-princes claim (the deals below do that only for a hand of Princes).
// Returns each seat's ruling, by seat.
std::vector<Ruling> trick(zp::Referee& ref, const std::vector<std::string>& by_seat) {
    const auto order = state(ref).round.current.order;
    REQUIRE(order.size() == by_seat.size());
    std::vector<Ruling> out(by_seat.size());
    for (std::size_t k = 0; k < order.size(); ++k) {
        const auto seat = static_cast<std::size_t>(order[k]);
        std::string card = by_seat.at(seat);
        if (k == 0 && card.rfind("pr", 0) == 0 && !state(ref).round.princes_broken) card += " only-princes";
        const std::string line = "play " + state(ref).seating.name(order[k]) + " " + card;
        INFO("line: " << line);
        auto r = ref.apply(line);
        if (!r) FAIL("refused: " << r.error());
        out[seat] = r.value();
    }
    return out;
}

void deal(zp::Referee& ref, const Deal& tricks) {
    for (const auto& t : tricks) trick(ref, t);
}

const zp::Receipt& receipt(const zp::Referee& ref, int side) {
    return state(ref).results.back().receipts.at(static_cast<std::size_t>(side));
}

const zp::ReceiptLine& step(const zp::Receipt& r, int n) {
    for (const auto& l : r.lines)
        if (l.step == n) return l;
    FAIL("no scoring step " << n);
    return r.lines.front();
}


constexpr const char* kSwapRight = "Shambler Swap: everyone now passes 1 card face down to the player on their right";
constexpr const char* kSwapPartner = "Shambler Swap: everyone now passes 1 card face down to their partner";

bool has(const std::vector<std::string>& notices, const std::string& text) {
    return std::find(notices.begin(), notices.end(), text) != notices.end();
}

bool mentions_swap(const std::vector<std::string>& notices) {
    return std::any_of(notices.begin(), notices.end(),
                       [](const std::string& n) { return n.find("Shambler Swap") != std::string::npos; });
}

// The ruling of the card that closed the trick (the last one played to it).
Ruling closing(zp::Referee& ref, const std::vector<std::string>& by_seat) {
    const int last_seat = state(ref).round.current.order.back();
    return trick(ref, by_seat).at(static_cast<std::size_t>(last_seat));
}

// 12 tricks for 3 players (deck 1-9), Ana leading trick 1. With Shambler Swap
// hands change after every trick, so any order of the 36 cards can be played.
const Deal kDeal = {{"v9", "v1", "v2"},  {"v8", "v3", "v4"},  {"v7", "v5", "v6"},  {"p9", "p6", "p5"},
                    {"p7", "p3", "p4"},  {"p1", "p2", "p8"},  {"k1", "k9", "k2"},  {"k3", "k8", "k4"},
                    {"k5", "k7", "k6"},  {"pr4", "pr9", "pr1"}, {"pr5", "pr8", "pr2"}, {"pr7", "pr6", "pr3"}};

// 10 tricks for Teams of 4 (deck 1-10), Ana leading trick 1.
const Deal kTeamDeal = {{"v3", "v4", "v8", "v1"},   {"v7", "v6", "v5", "v2"},  {"v9", "v10", "pr2", "pr5"},
                        {"p1", "p7", "p4", "p3"},   {"p6", "p2", "p8", "p5"},  {"pr7", "pr3", "p9", "p10"},
                        {"k4", "k7", "k1", "k2"},   {"k5", "k3", "k8", "k6"},  {"k9", "pr6", "k10", "pr1"},
                        {"pr9", "pr4", "pr8", "pr10"}};

}  // namespace

TEST_CASE("Round card f (Shambler Swap): after each trick but the last, Individuals are told to pass 1 card to the right",
          "[card-f]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "f a a a");
    play(ref, {"6", "5", "1"});
    for (std::size_t t = 0; t < kDeal.size(); ++t) {
        INFO("trick " << t + 1);
        auto r = closing(ref, kDeal[t]);
        if (t + 1 < kDeal.size()) {
            CHECK(has(r.notices, kSwapRight));
            CHECK(std::count(r.notices.begin(), r.notices.end(), std::string(kSwapRight)) == 1);
        } else {
            CHECK_FALSE(mentions_swap(r.notices));  // hands are empty: no pass after the last trick
        }
    }
    CHECK(state(ref).phase == zp::Phase::FrogDecision);
}

TEST_CASE("Round card f (Shambler Swap): in Teams the card after each trick goes to the partner", "[card-f][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "f a a a");
    play(ref, {"2", "2", "3", "2"});
    for (std::size_t t = 0; t < kTeamDeal.size(); ++t) {
        INFO("trick " << t + 1);
        auto r = closing(ref, kTeamDeal[t]);
        CHECK_FALSE(has(r.notices, kSwapRight));
        if (t + 1 < kTeamDeal.size()) CHECK(has(r.notices, kSwapPartner));
        else CHECK_FALSE(mentions_swap(r.notices));
    }
}

TEST_CASE("Round card f (Shambler Swap): a card off the led suit proves no void, so no revoke is flagged later",
          "[card-f]") {
    // Trick 1: Ben plays a Pet to a Villager lead; trick 2: Ben plays a Villager.
    // Under Shambler Swap he may have been passed that Villager after trick 1.
    auto run = [](const std::string& rounds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        play(ref, {"4", "4", "4"});
        trick(ref, {"v1", "p1", "v2"});
        return trick(ref, {"v4", "v5", "v3"});
    };
    SECTION("Shambler Swap: no flag") {
        auto t2 = run("f a a a");
        for (const auto& r : t2) CHECK(r.warnings.empty());
    }
    SECTION("the same cards under Opening Night are flagged") {
        auto t2 = run("a a a a");
        REQUIRE(t2[1].warnings.size() == 1);
        CHECK_THAT(t2[1].warnings.front(), Contains("possible revoke: Ben showed no Villagers in trick 1"));
    }
}

TEST_CASE("Round card f (Shambler Swap): a claim of holding only Princes is not flagged when a non-Prince follows",
          "[card-f]") {
    // Trick 1: Ana leads Prince 1 claiming a hand of only Princes; trick 2 she
    // plays a Villager, which under Shambler Swap she may have been passed.
    auto run = [](const std::string& rounds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        play(ref, {"4", "4", "4"});
        trick(ref, {"pr1", "pr2", "pr3"});
        return trick(ref, {"v2", "v3", "v1"});
    };
    SECTION("Shambler Swap: no flag") {
        auto t2 = run("f a a a");
        for (const auto& r : t2) CHECK(r.warnings.empty());
    }
    SECTION("the same cards under Opening Night are flagged") {
        auto t2 = run("a a a a");
        REQUIRE(t2[0].warnings.size() == 1);
        CHECK_THAT(t2[0].warnings.front(), Contains("possible false claim: Ana claimed to hold only Princes in trick 1"));
    }
}

TEST_CASE("Round card f (Shambler Swap): tricks and scoring are the basic ones", "[card-f]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "f a a a");
    play(ref, {"6", "5", "1"});
    deal(ref, kDeal);
    std::vector<int> winners;
    for (const auto& t : state(ref).round.tricks) winners.push_back(t.winner);
    CHECK(winners == std::vector<int>{0, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1, 0});
    play(ref, {"count"});
    for (int side = 0; side < 3; ++side) {
        CHECK(receipt(ref, side).made_bid);
        CHECK(receipt(ref, side).skulls_after == 2);
        CHECK(step(receipt(ref, side), 4).detail == "no effect");
    }
    CHECK(receipt(ref, 0).points == 6);
}

}  // namespace zref::test
