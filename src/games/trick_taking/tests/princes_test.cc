// The Princes' lead ("The Privileged Princes"): not before they break out,
// unless the leader holds only Princes and says so; the claim is remembered.
#include <catch2/catch.hpp>

#include <string>

#include "games/trick_taking/princes.h"
#include "games/trick_taking/tests/tables.h"

namespace zref::tt::test {

TEST_CASE("The Privileged Princes: a Prince may not be led before Princes break out, unless the leader claims only Princes",
          "[trick_taking][princes]") {
    const CardCodec codec = zombie_princess_deck();
    RoundRecord r;
    r.reset_record(4, codec);
    auto [code, leading, broken, claim, needs_claim, refused] = GENERATE(table<std::string, bool, bool, bool, bool, bool>({
        {"pr3", true, false, false, true, true},    // the lead the rule forbids
        {"pr3", true, false, true, true, false},    // allowed by the claim
        {"pr3", true, true, false, false, false},   // Princes are out: any lead
        {"pr3", false, false, false, false, false}, // following with a Prince is no lead
        {"k3", true, false, false, false, false},
    }));
    CAPTURE(code, leading, broken, claim);
    r.princes_broken = broken;
    const Card c = card(codec, code);
    CHECK(lead_needs_claim(r, leading, c, kPrinces) == needs_claim);
    CHECK(early_prince_lead(r, leading, c, kPrinces, claim) == refused);
}

TEST_CASE("The Privileged Princes: the first Prince played breaks Princes out", "[trick_taking][princes]") {
    const CardCodec codec = zombie_princess_deck();
    RoundRecord r;
    r.reset_record(4, codec);
    CHECK_FALSE(breaks_out(r, card(codec, "k9"), kPrinces));
    CHECK_FALSE(breaks_out(r, card(codec, "frog"), kPrinces));  // the Frog is a Pet
    CHECK(breaks_out(r, card(codec, "pr1"), kPrinces));
    r.princes_broken = true;
    CHECK_FALSE(breaks_out(r, card(codec, "pr2"), kPrinces));  // already out
    CHECK(broken_out_notice(codec, kPrinces) == "Princes have broken out: they may be led from now on this round");
}

TEST_CASE("The Privileged Princes: the early lead's refusal and the claim's reason", "[trick_taking][princes]") {
    const CardCodec codec = zombie_princess_deck();
    const Seating seating = four_players();
    CHECK(early_lead_refusal(seating, codec, 2, kPrinces) ==
          "Princes have not broken out yet, so Cai may lead a Prince only when holding nothing but Princes");
    const Reason why = claim_allows_lead(seating, codec, 2, kPrinces, RuleSections{"Playing a Trick", "The Privileged Princes"});
    CHECK(why.text == "Cai declares a hand of only Princes, which allows the lead; zref remembers the claim");
    CHECK(why.section == "The Privileged Princes");
}

TEST_CASE("The Privileged Princes: a card that is not a Prince, after a claim of only Princes, is flagged",
          "[trick_taking][princes]") {
    const CardCodec codec = zombie_princess_deck();
    const Seating seating = four_players();
    RoundRecord r;
    r.reset_record(4, codec);
    CHECK_FALSE(contradicts_claim(r, 0, card(codec, "v2"), 3, kPrinces));  // no claim
    note_claim(r, 0, 3);  // Ana led a Prince in trick 3, claiming only Princes
    CHECK(r.only_princes_claim[0] == 3);
    CHECK_FALSE(contradicts_claim(r, 0, card(codec, "pr8"), 5, kPrinces));  // another Prince
    CHECK_FALSE(contradicts_claim(r, 0, card(codec, "v2"), 3, kPrinces));   // the trick of the claim itself
    CHECK(contradicts_claim(r, 0, card(codec, "v2"), 5, kPrinces));
    CHECK_FALSE(contradicts_claim(r, 1, card(codec, "v2"), 5, kPrinces));   // Ben claimed nothing
    CHECK(false_claim_warning(seating, codec, 0, card(codec, "v2"), 3, kPrinces) ==
          "possible false claim: Ana claimed to hold only Princes in trick 3 and now plays Villager 2. The table "
          "decides: 'undo' takes the card back, anything else keeps it");
}

TEST_CASE("Rebel Princess base rules: only a Prince played off the suit to follow breaks Princes out",
          "[trick_taking][princes]") {
    const CardCodec codec = rebel_princess_deck();
    const std::uint8_t princes = 3, queens = 0;
    RoundRecord r;
    r.reset_record(4, codec);
    CHECK(breaks_out_off_suit(r, card(codec, "pr4"), princes, false, queens));   // a player void in Queens
    CHECK_FALSE(breaks_out_off_suit(r, card(codec, "pr4"), princes, true, princes));   // led from only Princes
    CHECK_FALSE(breaks_out_off_suit(r, card(codec, "pr4"), princes, false, princes));  // following a Prince lead
    CHECK_FALSE(breaks_out_off_suit(r, card(codec, "p8"), princes, false, queens));    // the Frog is a Pet
    r.princes_broken = true;
    CHECK_FALSE(breaks_out_off_suit(r, card(codec, "pr4"), princes, false, queens));   // once is enough
}

}  // namespace zref::tt::test
