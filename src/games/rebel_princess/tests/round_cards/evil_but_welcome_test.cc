// Evil, but Welcome (Team Mode): the opening pass goes only between partners,
// as many cards as the table's card prints; otherwise the basic rules.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Evil, but Welcome: the pass reminder has partners exchange with each other",
          "[rebel_princess][team_mode][round_cards]") {
    // No source gives the count: the table records it.
    const auto unknown = notices(team_begin_ruling(players(4), "evil-but-welcome"));
    CHECK_THAT(unknown, Catch::Contains("Partners exchange cards with each other only, as many as your Evil, but Welcome "
                                        "card prints") &&
                            Catch::Contains("'passes evil-but-welcome N'") &&
                            Catch::Contains("Everyone at once: Ana with Cai, Ben with Dee."));
    CHECK_THAT(unknown, !Catch::Contains("Ana to "));

    const auto counted = notices(team_begin_ruling(players(6), "evil-but-welcome", {"passes evil-but-welcome 2"}));
    CHECK_THAT(counted, Catch::Contains("Partners exchange 2 cards with each other only, everyone at once: "
                                        "Ana with Dee, Ben with Eva, Cai with Fay."));
}

TEST_CASE("Evil, but Welcome: 'passes' takes the count alone, a direction is let go",
          "[rebel_princess][team_mode][round_cards]") {
    zref::rp::Referee ref(data());
    play(ref, {"game rebel-princess", "players Ana Ben Cai Dee", "mode teams"});
    const auto r = play(ref, {"passes evil-but-welcome 3 left"});
    CHECK(r.canonical == "passes evil-but-welcome 3");
    CHECK(r.headline == "Evil, but Welcome: partners exchange 3 cards with each other");
    CHECK_THAT(refused(ref, "passes evil-but-welcome three"), Catch::Contains("'passes evil-but-welcome 2'"));
    CHECK_THAT(refused(ref, "passes evil-but-welcome 1 up"), Catch::Contains("partners exchange under Evil, but Welcome"));
    CHECK_THAT(refused(ref, "passes pets-revenge 1"), Catch::Contains("e.g. 'passes poisoned-apple 2 right'"));
}

TEST_CASE("Team Mode: a Round card's usual pass still goes round the table", "[rebel_princess][team_mode][round_cards]") {
    CHECK_THAT(notices(team_begin_ruling(players(4), "once-upon-a-time")),
               Catch::Contains("Pass 3 cards to the right, everyone at once: Ana to Dee, Ben to Ana, Cai to Ben, Dee to Cai."));
}

TEST_CASE("Evil, but Welcome: otherwise the basic rules, team result = members' sum",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "evil-but-welcome");
    play_round(ref, kSpreadRound);
    const auto& r = round_result(ref, 1);
    CHECK(r.scores == std::vector<int>{7, 4, 2, 2});
    CHECK(r.team_scores == std::vector<int>{7 + 2, 4 + 2});
    CHECK(r.team_receipts[0].lines.size() == 2);  // the members' results, nothing of the card's own
}

}  // namespace zref::test::rp
