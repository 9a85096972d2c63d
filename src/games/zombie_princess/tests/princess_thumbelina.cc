// Princess Cards: Thumbelina, Choose Your Weapon ("Princess Cards", "Using the
// Power of a Princess", "Playing a Trick", "Scoring" steps 1 and 2): "You may
// play any card but a Prince and do not have to follow suit." zref: she
// declares 'power thumbelina' on her own turn, before her card
// (princesses/armed_power.h); that card may be anything but a Prince, and
// since she need not follow suit it proves no void (no revoke flag later).
// Once per round; unused, 1 skull at step 1.
#include <array>
#include <string>
#include <vector>

#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/round_rule.h"
#include "princess_tricks.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::Phase;

const std::array<std::string, 4> kThumbAtAna = {"thumbelina", "cinderella", "ice-princess", "pea-princess"};

const std::string kThumbelinaWindow = "Thumbelina (Choose Your Weapon): it may be used only on her own turn, before she plays her card";

// kBase with Ana playing Knight 4 in trick 4 (Villagers led, while she still holds Villagers 7 and 9)
// and Villager 9 in trick 5 (Knights led by Dee; she has no Knight left). Dee wins both.
const FourSeatDeal kDodge = with({{{4, Ana}, "k4"}, {{5, Ana}, "v9"}});

std::size_t suit_of(const zp::Referee& ref, const std::string& card) {
    auto c = st(ref).codec.parse(card);
    REQUIRE(c.ok());
    return c->suit;
}

}  // namespace

TEST_CASE("Princess Cards: Thumbelina: declared on her own turn, before her card, refused while bidding and on "
          "another player's turn, saying when",
          "[princess-thumbelina]") {
    auto ref = princess_table(kThumbAtAna);
    CHECK(refused(ref, "power thumbelina") == kThumbelinaWindow);
    bids(ref, {0, 1, 3, 5});
    play(ref, {"play Ana v1"});
    CHECK(refused(ref, "power thumbelina") == kThumbelinaWindow);
    CHECK(refused(ref, "power Ben thumbelina") == "Thumbelina is Ana's Princess, not Ben's");
    CHECK(refused(ref, "power thumbelina now") == "Thumbelina (Choose Your Weapon): this power takes no words");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
}

TEST_CASE("Princess Cards: Thumbelina: she may play any card but a Prince without following suit",
          "[princess-thumbelina]") {
    auto ref = princess_table(kThumbAtAna);
    bids(ref, {0, 1, 3, 5});
    tricks(ref, kDodge, 1, 3);
    play(ref, {"play Ben v4", "play Cai v5", "play Dee v6"});
    const auto r = accepted(ref, "power thumbelina");
    CHECK(r.headline == "Ana uses Choose Your Weapon (no need to follow suit) for the card played now");
    CHECK(r.canonical == "power Ana thumbelina");
    // Not a Prince: refused, and the power stays declared for the card she does play.
    CHECK(refused(ref, "play Ana pr1") == "Thumbelina's power lets her play any card but a Prince");
    CHECK(st(ref).round.armed.at(Ana) == "thumbelina");
    const auto p = accepted(ref, "play Ana k4");
    CHECK(p.warnings.empty());
    bool reason = false;
    for (const auto& why : p.reasons)
        if (why.text == "Ana need not follow suit for this card" && why.section == "Princess Cards: Thumbelina")
            reason = true;
    CHECK(reason);
    const auto& t = st(ref).round.tricks.at(3);
    CHECK(t.winner == Dee);  // an off-suit card does not win
    REQUIRE(t.plays.at(3).power);
    CHECK(t.plays.at(3).power->id() == "thumbelina");
    CHECK_FALSE(t.plays.at(3).proves_void);
}

TEST_CASE("Princess Cards: Thumbelina: the card played with her power proves no void, so no revoke flag follows",
          "[princess-thumbelina]") {
    auto ref = princess_table(kThumbAtAna);
    bids(ref, {0, 1, 3, 5});
    tricks(ref, kDodge, 1, 3);
    const auto villagers = suit_of(ref, "v1");
    SECTION("with the power: no void in Villagers, and Villager 9 in trick 5 is not flagged") {
        play(ref, {"play Ben v4", "play Cai v5", "play Dee v6", "power thumbelina", "play Ana k4"});
        CHECK(st(ref).round.void_since.at(Ana).at(villagers) == 0);
        const auto r5 = four_seat_trick(ref, kDodge[4]);
        CHECK(r5[Ana].warnings.empty());
        tricks(ref, kDodge, 6, 6);
        const auto r7 = four_seat_trick(ref, kDodge[6]);
        CHECK(r7[Ana].warnings.empty());  // Villager 7, following
    }
    SECTION("without it, Knight 4 on a Villager lead shows a void and Villager 9 in trick 5 is flagged") {
        tricks(ref, kDodge, 4, 4);
        CHECK(st(ref).round.void_since.at(Ana).at(villagers) == 4);
        const auto r5 = four_seat_trick(ref, kDodge[4]);
        REQUIRE(r5[Ana].warnings.size() == 1);
        CHECK(r5[Ana].warnings.front() ==
              "possible revoke: Ana showed no Villagers in trick 4 and now plays Villager 9 in trick 5. The table "
              "decides: 'undo' takes the card back, anything else keeps it");
    }
}

TEST_CASE("Princess Cards: Thumbelina: dodging a trick saves her zero bid (10 skulls), once per round, no skull when "
          "used",
          "[princess-thumbelina]") {
    auto ref = princess_table(kThumbAtAna);
    bids(ref, {0, 1, 3, 5});
    tricks(ref, kDodge, 1, 3);
    play(ref, {"play Ben v4", "play Cai v5", "play Dee v6", "power thumbelina", "play Ana k4"});
    play(ref, {"play Dee k9"});
    CHECK(refused(ref, "power thumbelina") ==
          "Thumbelina's power is already used this round; it is refreshed at the start of the next round");
    four_seat_trick(ref, kDodge[4], 1);
    tricks(ref, kDodge, 6, 10);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Ben, Dee, Dee, Cai, Dee, Dee, Cai, Dee});
    play(ref, {"frog Dee drop"});  // 6 tricks for Dee, 5 counted: her bid exactly
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, Ana).tricks == 0);
    CHECK(step(ref, Ana, 1).skulls == 0);
    CHECK(step(ref, Ana, 1).detail == "no Princess skulls");
    CHECK(step(ref, Ana, 2).skulls == 10);
    CHECK(receipt(ref, Ana).skulls_after == 12);
    CHECK(receipt(ref, Dee).points == 5);
}

TEST_CASE("Princess Cards: Thumbelina: unused, she earns 1 skull at scoring step 1 (receipt line 1)",
          "[princess-thumbelina]") {
    auto ref = princess_table(kThumbAtAna);
    counts_round(ref, {1, 1, 3, 5}, {1, 1, 3, 5});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, Ana).lines.front().step == 1);
    CHECK(step(ref, Ana, 1).skulls == 1);
    CHECK(step(ref, Ana, 1).detail == "Thumbelina unused: 1");
    CHECK(receipt(ref, Ana).skulls_after == 3);
}

// Her power lets her keep a card of the led suit; it does not give her a card
// of a suit she has shown she lacks. After Knight 4 on a Villager lead in
// trick 4 (no power: a void in Villagers), a Villager played with the power in
// trick 5 means she did hold one in trick 4: the possible revoke should still
// be flagged: the power's card is checked against her earlier void too.
TEST_CASE("Princess Cards: Thumbelina: a card of a suit she showed she lacks is still a possible revoke",
          "[princess-thumbelina]") {
    auto ref = princess_table(kThumbAtAna);
    bids(ref, {0, 1, 3, 5});
    tricks(ref, kDodge, 1, 4);
    play(ref, {"play Dee k9", "power thumbelina"});
    const auto r = accepted(ref, "play Ana v9");
    CHECK(any_contains(r.warnings, "possible revoke: Ana showed no Villagers in trick 4"));
}

}  // namespace zref::test
