// The Zombie Paella at the session: the PaellaTable adapter (prompt, Enter's
// entry, status, completion, the sheet in every format, the board) and the
// module (zref new's setup lines, zref rules for a card).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/user_settings.h"
#include "games/zombie_paella/module.h"
#include "games/zombie_paella/table/paella_table.h"
#include "paella_support.h"

using namespace zref::test::paella;
using zref::NewGameRequest;
using zref::PresetFiles;
using zref::SheetFormat;
using zref::Style;
using zref::UserSettings;
using zref::paella::PaellaTable;
using Catch::Matchers::Contains;
using Words = std::vector<std::string>;

namespace {

// Ana dealt a Tomato, Ben a Rabbit and Stinky Sandals, Cai nothing: Cai starts.
Referee paella_table_three() {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben Cai", "deal Ana tomato", "deal Ben rabbit stinky-sandals",
                "deal Cai"});
    return ref;
}

const zref::paella::Module& paella_module() {
    static const zref::paella::Module m;
    return m;
}

std::shared_ptr<const zref::LoadedData> paella_loaded() {
    auto loaded = paella_module().load(paella_module().builtin_data(), UserSettings{});
    REQUIRE(loaded);
    return *loaded;
}

}  // namespace

TEST_CASE("Paella module: two players need --deck, and the setup lines are game, players, deck, seed",
          "[zombie_paella][table]") {
    const auto loaded = paella_loaded();
    NewGameRequest two;
    two.players = {"Ana", "Ben"};
    two.seed = 7;
    auto refused = paella_module().setup(two, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE_FALSE(refused);
    CHECK_THAT(refused.error(), Contains("--deck N"));
    CHECK(refused.error().find('\n') == std::string::npos);
    two.options["--deck"] = "90";
    auto ok = paella_module().setup(two, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE(ok);
    CHECK(ok->lines == Words{"game zombie-paella", "players Ana Ben", "deck 90", "seed 7"});
    NewGameRequest five;
    five.players = {"Ana", "Ben", "Cai", "Dee", "Eve"};
    auto five_ok = paella_module().setup(five, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE(five_ok);
    CHECK(five_ok->lines == Words{"game zombie-paella", "players Ana Ben Cai Dee Eve", "seed 0"});
}

TEST_CASE("Paella module: cards described at earlier tables join the setup, a refused one is noted",
          "[zombie_paella][table]") {
    const auto loaded = paella_loaded();
    CHECK(paella_module().remembers("card \"Wild Boar\" battle attack 4 defence 2"));
    CHECK_FALSE(paella_module().remembers("deal Ana tomato"));
    NewGameRequest three;
    three.players = {"Ana", "Ben", "Cai"};
    three.remembered = {"card \"Wild Boar\" battle attack 4 defence 2", "card king-james-i attack 9"};
    auto ok = paella_module().setup(three, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE(ok);
    CHECK(ok->lines == Words{"game zombie-paella", "players Ana Ben Cai", "seed 0",
                             "card \"Wild Boar\" battle attack 4 defence 2"});
    bool noted = false;
    for (const auto& n : ok->notes) noted = noted || n.find("card king-james-i attack 9") != std::string::npos;
    CHECK(noted);
}

TEST_CASE("Paella module: --reading switches a reading in the setup, a wrong one is refused", "[zombie_paella][table]") {
    const auto loaded = paella_loaded();
    NewGameRequest three;
    three.players = {"Ana", "Ben", "Cai"};
    three.options["--reading"] = "swamp-rat-ties=when-awake";
    auto ok = paella_module().setup(three, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE(ok);
    CHECK(ok->lines == Words{"game zombie-paella", "players Ana Ben Cai", "seed 0", "reading swamp-rat-ties when-awake"});
    three.options["--reading"] = "swamp-rat-ties=maybe";
    auto wrong = paella_module().setup(three, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE_FALSE(wrong);
    CHECK_THAT(wrong.error(), Contains("always, when-awake"));
    auto rules = paella_module().rules(*loaded, "swamp-rat-ties");
    REQUIRE(rules);
    CHECK_THAT(*rules, Contains("Values: always, when-awake"));
}

TEST_CASE("Paella rules: a card shows its numbers and whether each is the rulebook's or missing",
          "[zombie_paella][table][rules]") {
    const auto loaded = paella_loaded();
    auto king = paella_module().rules(*loaded, "king-james-i");
    REQUIRE(king);
    CHECK_THAT(*king, Contains("Attack: 3 (the rulebook)"));
    CHECK_THAT(*king, Contains("Defence: 5 (the rulebook)"));
    auto showman = paella_module().rules(*loaded, "The Showman");
    REQUIRE(showman);
    CHECK_THAT(*showman, Contains("Attack: not given"));
    CHECK_THAT(*showman, Contains("card the-showman attack N defence N"));
    auto hen = paella_module().rules(*loaded, "hungry-hen");
    REQUIRE(hen);
    CHECK_THAT(*hen, Contains("Strength: 1 (follows from the rulebook"));
    auto rabbit = paella_module().rules(*loaded, "rabbit");
    REQUIRE(rabbit);
    CHECK_THAT(*rabbit, Contains("Kind: ingredient (our reading"));
    auto index = paella_module().rules(*loaded, "");
    REQUIRE(index);
    CHECK_THAT(*index, Contains("topics: goal setup"));
    CHECK_THAT(*index, Contains("tie-order"));
    CHECK(paella_module().has_rules_topic(*loaded, "saffron"));
    CHECK_FALSE(paella_module().rules(*loaded, "frog"));
}

TEST_CASE("Paella table: the prompt names who is awaited and Enter offers the usual entry",
          "[zombie_paella][table]") {
    Referee ref(data());
    PaellaTable t(ref);
    CHECK(t.prompt(Style()) == "setup> ");
    enter(ref, {"game zombie-paella", "players Ana Ben Cai", "deal Ana tomato"});
    CHECK(t.prompt(Style()) == "deal> ");
    CHECK_THAT(t.status(), Contains("not dealt yet"));
    enter(ref, {"deal Ben rabbit stinky-sandals", "deal Cai"});
    CHECK(t.prompt(Style()) == "T1 Cai acts> ");
    CHECK(t.inferred_line().empty());
    enter(ref, {"alms"});
    CHECK(t.prompt(Style()) == "T1 Cai draws [draw]> ");
    CHECK(t.inferred_line() == "draw");
    enter(ref, {"draw"});
    enter(ref, {"play kleptobat"});  // a card with no rules of its own: blocks first, then its moves
    CHECK(t.inferred_line() == "no block");
    CHECK(t.prompt(Style()) == "T2 blocks [no block]> ");
    enter(ref, {"no block", "take Ben rabbit"});
    CHECK(t.inferred_line() == "done");
    CHECK(t.prompt(Style()) == "T2 Ana moves [done]> ");
}

TEST_CASE("Paella table: a battle waits for fight, and its ruling joins the sheet", "[zombie_paella][table][sheet]") {
    auto ref = paella_table_three();
    PaellaTable t(ref);
    enter(ref, {"battle Ana tomato", "defend king-james-i", "card \"Wild Boar\" battle attack 4 defence 2",
                "attack \"Wild Boar\" the-showgirls", "blurtini Cai"});
    CHECK(t.inferred_line() == "fight");
    CHECK_THAT(t.status(), Contains("Battle: Cai against Ana for Tomato"));
    enter(ref, {"fight"});
    const std::string sheet = t.sheet();
    CHECK_THAT(sheet, Contains("battle"));
    CHECK_THAT(sheet, Contains("took Tomato from Ana"));
    CHECK_THAT(t.status(), Contains("Cai   ingredients 1 of 5 (Tomato)"));
    auto json = t.export_sheet(SheetFormat::Json, "");
    REQUIRE(json);
    CHECK_THAT(*json, Contains("\"card\": \"Wild Boar\""));
    auto csv = t.export_sheet(SheetFormat::Csv, "");
    REQUIRE(csv);
    CHECK_THAT(*csv, Contains("round,turn_of,player,did,what,ingredients,note\r\n"));
    CHECK_THAT(*csv, Contains("1,Cai,Cai,battle Wild Boar,"));
    auto md = t.export_sheet(SheetFormat::Markdown, "");
    REQUIRE(md);
    CHECK_THAT(*md, Contains("| 1 (turn of Cai) |"));
    auto html = t.export_sheet(SheetFormat::Html, "x.zref");
    REQUIRE(html);
    CHECK_THAT(*html, Contains("Wild Boar"));
    CHECK_THAT(t.board_html(), Contains("Turn 2"));
}

TEST_CASE("Paella table: Tab completes players, their treasures and cards of the verb's kind",
          "[zombie_paella][table][completion]") {
    auto ref = paella_table_three();
    PaellaTable t(ref);
    CHECK(t.complete("battle ", "") == Words{"Ana", "Ben", "Cai"});
    CHECK(t.complete("battle Ben ", "") == Words{"rabbit", "stinky-sandals"});
    CHECK(t.complete("play ", "bl") == Words{"bloody-battle", "blurtini"});
    CHECK(t.complete("attack ", "king") == Words{"king-james-i"});
    CHECK(t.complete("defend ", "no") == Words{"none"});
    CHECK(t.complete("block Ana ", "") == Words{"paella-protection", "ultra-paella-protection"});
    CHECK(t.complete("draw ", "tom") == Words{"tomato"});
    CHECK(t.complete("card \"Wild Boar\" ", "ba") == Words{"battle"});
    CHECK(t.complete("card \"Wild Boar\" battle ", "de") == Words{"defence"});
    CHECK(t.complete("", "bat") == Words{"battle"});
}

TEST_CASE("Paella table: the winner is on the sheet, the board and the standing", "[zombie_paella][table][sheet]") {
    Referee ref(data());
    PaellaTable t(ref);
    enter(ref, {"game zombie-paella", "players Ana Ben", "deck 90", "deal Ana tomato rabbit", "deal Ben",
                "card Onion ingredient worth 1", "card Garlic ingredient worth 1", "card Pepper ingredient worth 1",
                "alms", "draw", "alms", "draw onion", "alms", "draw", "alms", "draw garlic", "alms", "draw", "alms"});
    // The line that ends the game shows the whole sheet; one typed after it does not.
    auto won = t.apply("draw pepper");
    REQUIRE(won);
    CHECK_THAT(t.ruling(*won), Contains("Final collections"));
    auto later = t.apply("card \"Wild Boar\" battle attack 4 defence 2");
    REQUIRE(later);
    CHECK_THAT(t.ruling(*later), !Contains("Final collections"));
    REQUIRE(t.over());
    CHECK_THAT(t.sheet(), Contains("Winner: Ana"));
    CHECK_THAT(t.sheet(), Contains("ingredients 5 of 5 (Tomato, Rabbit, Onion, Garlic, Pepper)"));
    CHECK(t.standing() == "finished, won by Ana");
    CHECK_THAT(t.board_html(), Contains("Winner"));
    const auto facts = t.sheet_facts();
    CHECK(std::find(facts.begin(), facts.end(), std::make_pair(std::string("Won by"), std::string("Ana"))) !=
          facts.end());
    CHECK(t.prompt(Style()) == "game over> ");
    auto md = t.export_sheet(SheetFormat::Markdown, "");
    REQUIRE(md);
    CHECK_THAT(*md, Contains("**Winner:** Ana"));
}
